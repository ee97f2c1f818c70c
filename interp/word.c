/* word.c -- interning and character-level word helpers. */
#include <config.h>

#include <string.h>

#include "logo.h"
#include "mem.h"
#include "node.h"
#include "utf8.h"
#include "word.h"

/* One character of s folded into out: lower case, and without accents
 * when strip_accents; returns how many bytes of s it took, *o advanced. */
static size_t fold_char(const char *s, size_t avail, bool strip_accents, char *out, size_t *o)
{
  unsigned char c = (unsigned char)s[0];
  if (c < 0x80) {
    out[(*o)++] = (char)(c >= 'A' && c <= 'Z' ? c + 32 : c);
    return 1;
  }
  size_t k;
  const char *plain = strip_accents ? utf8_latin_plain(s, avail, &k) : NULL;
  if (plain != NULL) {
    while (*plain) out[(*o)++] = *plain++;
    return k;
  }
  k = utf8_latin_case(s, avail, false, out + *o);
  if (k == 0) {   /* not a Latin letter: the byte as it is */
    out[*o] = (char)c;
    k = 1;
  }
  *o += k;
  return k;
}

size_t word_fold(const char *s, size_t len, bool strip_accents, char *out)
{
  size_t o = 0;
  for (size_t i = 0; i < len;) i += fold_char(s + i, len - i, strip_accents, out, &o);
  out[o] = '\0';
  return o;
}

bool word_equal_ci(const char *a, size_t la, const char *b, size_t lb)
{
  if (la == lb && memcmp(a, b, la) == 0) return true;
  char fa[256], fb[256];
  if (la > 120 || lb > 120) {
    char *xa = mem_alloc_atomic(2 * la + 1), *xb = mem_alloc_atomic(2 * lb + 1);
    size_t na = word_fold(a, la, false, xa), nb = word_fold(b, lb, false, xb);
    return na == nb && memcmp(xa, xb, na) == 0;
  }
  size_t na = word_fold(a, la, false, fa), nb = word_fold(b, lb, false, fb);
  return na == nb && memcmp(fa, fb, na) == 0;
}

static uint32_t hash_bytes(const char *s, size_t len)
{
  uint32_t h = 2166136261u;
  for (size_t i = 0; i < len; i++) {
    h ^= (unsigned char)s[i];
    h *= 16777619u;
  }
  return h;
}

void word_table_init(SymTable *t)
{
  t->size = 1024;
  t->count = 0;
  t->buckets = mem_alloc(t->size * sizeof(Symbol *));
}

static void grow(SymTable *t)
{
  size_t nsize = t->size * 2;
  Symbol **nb = mem_alloc(nsize * sizeof(Symbol *));
  for (size_t i = 0; i < t->size; i++) {
    Symbol *s = t->buckets[i];
    while (s) {
      Symbol *next = s->next;
      size_t j = s->hash & (nsize - 1);
      s->next = nb[j];
      nb[j] = s;
      s = next;
    }
  }
  t->buckets = nb;
  t->size = nsize;
}

static Symbol *lookup(SymTable *t, const char *s, size_t len, bool create)
{
  char small[256];
  char *key = len < 120 ? small : mem_alloc_atomic(2 * len + 1);
  size_t klen = word_fold(s, len, true, key);
  uint32_t h = hash_bytes(key, klen);
  for (Symbol *y = t->buckets[h & (t->size - 1)]; y; y = y->next)
    if (y->hash == h && y->keylen == klen && memcmp(y->key, key, klen) == 0) return y;
  if (!create) return NULL;
  Symbol *y = mem_alloc(sizeof(Symbol));
  /* the name and its key in one block: some 1,100 symbols (the primitives'
   * names, lib-logo's) are made at each start-up */
  char *chars = mem_alloc_atomic(len + 1 + klen + 1);
  memcpy(chars, s, len);
  chars[len] = '\0';
  memcpy(chars + len + 1, key, klen);
  chars[len + 1 + klen] = '\0';
  y->name = chars;
  y->key = chars + len + 1;
  y->keylen = (uint32_t)klen;
  y->hash = h;
  y->value = NOVAL;
  y->word = nd_word_nocopy(y->name, len, 0);
  y->word->u.w.sym = y;
  if (t->count + 1 > t->size) grow(t);
  size_t j = h & (t->size - 1);
  y->next = t->buckets[j];
  t->buckets[j] = y;
  t->count++;
  return y;
}

Symbol *word_intern(SymTable *t, const char *s, size_t len)
{
  return lookup(t, s, len, true);
}

Symbol *word_find(SymTable *t, const char *s, size_t len)
{
  return lookup(t, s, len, false);
}

Symbol *word_symbol_lookup(SymTable *t, Node *w)
{
  if (nd_type(w) == NT_WORD) {
    w->u.w.sym = lookup(t, w->u.w.s, w->len, true);   /* word_symbol saw none kept */
    return w->u.w.sym;
  }
  size_t len;
  const char *s = nd_chars(w, &len);
  return lookup(t, s, len, true);
}
