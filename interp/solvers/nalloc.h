/* nalloc.h -- the allocation seam of the native searches (taquin, pattern
 * databases, queens). They are plain C, linked alone by bench/korf100.c, so
 * they include no interpreter header: the caller hands them an allocator,
 * or NULL for the C library's. An allocator may refuse (return NULL) at
 * any time, for instance when a memory budget is spent: the searches then
 * free what they hold and stop with their "no memory" status. */
#ifndef LOGO_NALLOC_H
#define LOGO_NALLOC_H

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

typedef struct NAlloc {
  void *(*alloc)(void *ud, size_t n, bool zero);   /* NULL when refused */
  void *(*resize)(void *ud, void *p, size_t n);    /* NULL when refused, p kept */
  void (*release)(void *ud, void *p);              /* p may be NULL */
  void *ud;
} NAlloc;

static inline void *na_alloc(const NAlloc *a, size_t n)
{
  return a ? a->alloc(a->ud, n, false) : malloc(n);
}

/* n zeroed bytes */
static inline void *na_zalloc(const NAlloc *a, size_t n)
{
  return a ? a->alloc(a->ud, n, true) : calloc(1, n);
}

static inline void *na_realloc(const NAlloc *a, void *p, size_t n)
{
  if (p == NULL) return na_alloc(a, n);
  return a ? a->resize(a->ud, p, n) : realloc(p, n);
}

/* Room for one more element in v (n used of *cap, elem bytes each), the
 * capacity doubling from min: v itself, or the block it moved to; NULL
 * when a refused (v kept, *cap unchanged). */
static inline void *na_grow(const NAlloc *a, void *v, size_t n, size_t *cap, size_t elem,
                            size_t min)
{
  if (n < *cap) return v;
  size_t want = *cap ? *cap * 2 : min;
  void *p = na_realloc(a, v, want * elem);
  if (p) *cap = want;
  return p;
}

static inline void na_free(const NAlloc *a, void *p)
{
  if (a) a->release(a->ud, p);
  else free(p);
}

#endif
