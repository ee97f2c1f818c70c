/* namemap.c -- open addressing with linear probing on the folded name's
 * FNV-1a hash; the table doubles at half full, so a probe stays short. */
#include <config.h>

#include <stdint.h>
#include <string.h>

#include "logo.h"
#include "mem.h"
#include "namemap.h"
#include "word.h"

typedef struct Slot {
  char *key;   /* folded; NULL: an empty slot */
  size_t keylen;
  uint32_t hash;
  void *value;
} Slot;

struct NameMap {
  Slot *slots;
  size_t size;    /* a power of two */
  size_t count;
};

NameMap *nm_new(void)
{
  NameMap *m = mem_alloc(sizeof(NameMap));
  m->size = 16;
  m->slots = mem_alloc(m->size * sizeof(Slot));
  return m;
}

/* FNV-1a, then mixed: a product carries only upward, so without the
 * mixing the low bits the table uses would see only the bytes' low bits. */
static uint32_t fnv1a(const char *s, size_t n)
{
  uint32_t h = 2166136261u;
  for (size_t i = 0; i < n; i++) h = (h ^ (uint8_t)s[i]) * 16777619u;
  h ^= h >> 16;
  h *= 0x45d9f3bu;
  h ^= h >> 16;
  return h;
}

/* The slot of the folded key, or the empty slot where it would go. */
static Slot *probe(const NameMap *m, const char *key, size_t n, uint32_t h)
{
  size_t mask = m->size - 1;
  for (size_t i = h & mask;; i = (i + 1) & mask) {
    Slot *s = &m->slots[i];
    if (!s->key || (s->hash == h && s->keylen == n && memcmp(s->key, key, n) == 0)) return s;
  }
}

static void grow(NameMap *m)
{
  Slot *old = m->slots;
  size_t oldsize = m->size;
  m->size *= 2;
  m->slots = mem_alloc(m->size * sizeof(Slot));
  for (size_t i = 0; i < oldsize; i++)
    if (old[i].key) *probe(m, old[i].key, old[i].keylen, old[i].hash) = old[i];
}

/* The folded form of name in GC memory, its length in *len. */
static char *folded(const char *name, size_t n, size_t *len)
{
  char *key = mem_alloc_atomic(2 * n + 1);
  *len = word_fold(name, n, true, key);
  return key;
}

void *nm_get(const NameMap *m, const char *name, size_t n)
{
  char buf[128];   /* a look-up allocates nothing for a name of up to 63 bytes */
  size_t len;
  char *key = 2 * n + 1 <= sizeof buf ? buf : mem_alloc_atomic(2 * n + 1);
  len = word_fold(name, n, true, key);
  Slot *s = probe(m, key, len, fnv1a(key, len));
  return s->key ? s->value : NULL;
}

void nm_put(NameMap *m, const char *name, size_t n, void *v)
{
  if (2 * (m->count + 1) > m->size) grow(m);
  size_t len;
  char *key = folded(name, n, &len);
  uint32_t h = fnv1a(key, len);
  Slot *s = probe(m, key, len, h);
  if (!s->key) {
    *s = (Slot){ key, len, h, NULL };
    m->count++;
  }
  s->value = v;
}

size_t nm_count(const NameMap *m)
{
  return m->count;
}
