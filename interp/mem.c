/* mem.c -- allocation through Boehm GC.
 * Owns the only calls to the collector, so a debug build could swap it. */
#include <config.h>

#include <gc.h>
#include <stdio.h>
#include <stdlib.h>
#include <stdbool.h>
#include <string.h>

#include "logo.h"
#include "mem.h"

/* Out of memory is not recoverable here: the collector could not even
 * satisfy a small request, so say so in French and leave. */
/* When the heap limit is reached: the interpreter's handler (it throws
 * "Mémoire pleine" and never returns), and a reserve given back to the
 * collector first, so that the error can still be reported. Process-wide,
 * like the collector itself. */
static void (*exhausted)(void *ud);
static void *exhausted_ud;
static void *reserve;
#define RESERVE_SIZE (4 * 1024 * 1024)

LG_NORETURN static void out_of_memory(void)
{
  if (exhausted && reserve) {
    GC_FREE(reserve);
    reserve = NULL;
    exhausted(exhausted_ud);
  }
  fputs("tortue : mémoire épuisée\n", stderr);
  exit(70);
}

void mem_set_limit(size_t bytes)
{
  GC_set_max_heap_size(bytes);
  /* at the limit, collect fully (more than once) before giving up */
  GC_set_max_retries(3);
}

void mem_on_exhausted(void (*fn)(void *ud), void *ud)
{
  exhausted = fn;
  exhausted_ud = ud;
  mem_refill_reserve();
}

bool mem_refill_reserve(void)
{
  if (reserve == NULL) {
    GC_gcollect();   /* what the failed computation built is garbage now */
    reserve = GC_MALLOC_ATOMIC_UNCOLLECTABLE(RESERVE_SIZE);
  }
  return reserve != NULL;
}

/* Every Logo value is a 32-byte node: they are taken from batches that
 * GC_malloc_many hands out, a free list linked through the first word. This
 * cache is process-wide, like the collector itself, and is the only state
 * of this module. */
#define NODE_SIZE 32
static void *node_cache;

/* The collector's warnings are in English and meant for developers: the
 * user gets "Mémoire pleine" from the interpreter instead. */
static void quiet(char *msg, GC_word arg)
{
  (void)msg;
  (void)arg;
}

void mem_init(void)
{
  GC_INIT();
  GC_set_warn_proc(quiet);
  GC_expand_hp(8 * 1024 * 1024);
}

void *mem_node(void)
{
  if (LG_UNLIKELY(node_cache == NULL)) {
    node_cache = GC_malloc_many(NODE_SIZE);
    if (node_cache == NULL) out_of_memory();
  }
  void *p = node_cache;
  node_cache = GC_NEXT(p);
  GC_NEXT(p) = NULL;
  return p;
}

void *mem_alloc(size_t n)
{
  void *p = GC_MALLOC(n);
  if (LG_UNLIKELY(p == NULL)) out_of_memory();
  return p;
}

void *mem_alloc_atomic(size_t n)
{
  void *p = GC_MALLOC_ATOMIC(n);
  if (LG_UNLIKELY(p == NULL)) out_of_memory();
  return p;
}

void *mem_realloc(void *p, size_t n)
{
  void *q = GC_REALLOC(p, n);
  if (LG_UNLIKELY(q == NULL)) out_of_memory();
  return q;
}

char *mem_strndup(const char *s, size_t n)
{
  char *d = mem_alloc_atomic(n + 1);
  memcpy(d, s, n);
  d[n] = '\0';
  return d;
}

char *mem_strdup(const char *s)
{
  return mem_strndup(s, strlen(s));
}
