/* mem.h -- the single allocation seam: every Logo object lives in Boehm GC
 * memory, so interpreter code never frees; the native searches' blocks
 * (mem_native_*) are freed explicitly, and count against the same limit. */
#ifndef LOGO_MEM_H
#define LOGO_MEM_H

#include <stdbool.h>

#include "logo.h"
#include "solvers/nalloc.h"

void mem_init(void);
/* Cap the memory (0: no cap): the collector's heap and the native blocks
 * together. Past it, GC allocation calls the exhausted handler and native
 * allocation returns NULL. */
void mem_set_limit(size_t bytes);
/* A full collection now (GC), and what the collector's heap holds: the
 * bytes in use and its whole size (NODES). */
void mem_collect(void);
void mem_usage(size_t *used, size_t *heap);
/* Native blocks (malloc'd, outside the collector, freed explicitly), for
 * the native searches: NULL when the limit or the system refuses. */
void *mem_native_alloc(size_t n, bool zero);
/* Resize a native block; NULL when refused (then p is kept as it was). */
void *mem_native_realloc(void *p, size_t n);
void mem_native_free(void *p);
/* The native blocks as an allocator for the searches (nalloc.h). */
const NAlloc *mem_native(void);
/* The bytes of the native blocks in use. */
size_t mem_native_bytes(void);
/* fn(ud) is called (and must not return) when memory runs out; a reserve
 * is set aside now and given back to the collector just before. */
void mem_on_exhausted(void (*fn)(void *ud), void *ud);
/* fn(ud) at the start of every collection, before anything is marked: a
 * cache that must not keep alive what it holds forgets it there. fn must
 * not allocate nor call the collector. One at a time (the last given),
 * as for mem_on_exhausted. */
void mem_on_collect(void (*fn)(void *ud), void *ud);
/* Set the reserve aside again after an exhaustion; false if no room yet. */
bool mem_refill_reserve(void);
/* Memory that may hold pointers to other GC objects; zeroed. */
void *mem_alloc(size_t n);
/* A zeroed 24-byte block for a Node (fast path of the allocator), taken
 * from the batch in mem_node_cache (mem.c), inline: every list cell and
 * number goes through here. */
extern void *mem_node_cache;
void *mem_node_refill(void);
static inline void *mem_node(void)
{
  void *p = mem_node_cache;
  if (LG_UNLIKELY(p == NULL)) p = mem_node_refill();
  mem_node_cache = *(void **)p;   /* the batch's link, GC_NEXT(p) */
  *(void **)p = NULL;
  return p;
}
/* A 16-byte block for a number Node (no pointers in it); not zeroed. */
void *mem_number(void);
/* Memory that never holds pointers (characters, numbers); not zeroed. */
void *mem_alloc_atomic(size_t n);
/* Grow a block from mem_alloc to n bytes, keeping its contents. */
void *mem_realloc(void *p, size_t n);
/* A NUL-terminated GC copy of the first n bytes of s. */
char *mem_strndup(const char *s, size_t n);
char *mem_strdup(const char *s);

#endif
