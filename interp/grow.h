/* grow.h -- the one idiom for dynamic arrays, after clox's GROW_CAPACITY
 * and GROW_ARRAY: a capacity doubles from a minimum, and the block grows
 * through mem_realloc, which keeps its contents and its kind (a block from
 * mem_alloc_atomic stays atomic; a NULL array is allocated). The macros
 * evaluate their arguments more than once: pass variables or fields. */
#ifndef LOGO_GROW_H
#define LOGO_GROW_H

#include <stddef.h>

#include "logo.h"
#include "mem.h"

/* The capacity after cap: min when below it, else twice cap. */
#define GROW_CAPACITY(cap, min) ((cap) < (min) ? (min) : (cap) * 2)

/* Resize arr to cap elements of its type, keeping its contents. */
#define GROW_ARRAY(arr, cap) ((arr) = mem_realloc((arr), (size_t)(cap) * sizeof *(arr)))

/* Make arr, of capacity cap (elements), hold at least need elements. */
#define GROW_TO_FIT(arr, cap, need, min)                                    \
  do {                                                                      \
    if (LG_UNLIKELY((size_t)(need) > (size_t)(cap))) {                      \
      do (cap) = GROW_CAPACITY(cap, min);                                   \
      while ((size_t)(cap) < (size_t)(need));                               \
      GROW_ARRAY(arr, cap);                                                 \
    }                                                                       \
  } while (0)

#endif
