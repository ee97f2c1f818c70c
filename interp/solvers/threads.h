/* threads.h -- what the native searches need to share work between
 * threads: how many cores this process may run on, and an allocator that
 * several threads may call (the one they are handed may assume a single
 * thread: the interpreter's counts its bytes in plain variables). */
#ifndef LOGO_SOLVER_THREADS_H
#define LOGO_SOLVER_THREADS_H

#include <pthread.h>
#include <sched.h>
#include <unistd.h>

#include "nalloc.h"

#define SOLVER_MAX_THREADS 64

/* The cores this process may run on (taskset narrows them), 1 to
 * SOLVER_MAX_THREADS. */
static inline int solver_cores(void)
{
  int n = 0;
  /* WebAssembly's C library declares the affinity but has none (one
   * thread there: pthread_create fails, the caller's thread does it all) */
#if defined(CPU_COUNT) && !defined(__EMSCRIPTEN__)
  cpu_set_t set;
  if (sched_getaffinity(0, sizeof set, &set) == 0) n = CPU_COUNT(&set);
#endif
  if (n < 1) n = (int)sysconf(_SC_NPROCESSORS_ONLN);
  if (n < 1) n = 1;
  return n > SOLVER_MAX_THREADS ? SOLVER_MAX_THREADS : n;
}

/* An allocator for several threads: each call to inner (NULL: the C
 * library's, thread-safe already) is made under a lock. */
typedef struct LockedAlloc {
  NAlloc a;              /* hand &a to the threads */
  const NAlloc *inner;
  pthread_mutex_t lock;
} LockedAlloc;

static inline void *locked_alloc(void *ud, size_t n, bool zero)
{
  LockedAlloc *la = ud;
  pthread_mutex_lock(&la->lock);
  void *p = zero ? na_zalloc(la->inner, n) : na_alloc(la->inner, n);
  pthread_mutex_unlock(&la->lock);
  return p;
}

static inline void *locked_resize(void *ud, void *p, size_t n)
{
  LockedAlloc *la = ud;
  pthread_mutex_lock(&la->lock);
  void *q = na_realloc(la->inner, p, n);
  pthread_mutex_unlock(&la->lock);
  return q;
}

static inline void locked_release(void *ud, void *p)
{
  LockedAlloc *la = ud;
  pthread_mutex_lock(&la->lock);
  na_free(la->inner, p);
  pthread_mutex_unlock(&la->lock);
}

static inline void locked_init(LockedAlloc *la, const NAlloc *inner)
{
  la->a = (NAlloc){ locked_alloc, locked_resize, locked_release, la };
  la->inner = inner;
  pthread_mutex_init(&la->lock, NULL);
}

static inline void locked_destroy(LockedAlloc *la)
{
  pthread_mutex_destroy(&la->lock);
}

#endif
