/* mem.c -- allocation through Boehm GC.
 * Owns the only calls to the collector, so a debug build could swap it. */
#include <config.h>

#include <gc.h>
#include <gc/gc_mark.h>
#include <stdio.h>
#include <stdlib.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <sys/mman.h>

#include "logo.h"
#include "mem.h"
#include "node.h"

/* When the heap limit is reached: the interpreter's handler (it throws
 * "Mémoire pleine" and never returns), and a reserve given back to the
 * collector first, so that the error can still be reported. Process-wide,
 * like the collector itself. */
static void (*exhausted)(void *ud);
static void *exhausted_ud;
static void *reserve;
#define RESERVE_SIZE (4 * 1024 * 1024)

/* Out of memory: the reserve goes back to the collector and the handler
 * throws "Mémoire pleine"; without them (no handler yet, or the reserve
 * not set aside again), nothing can be reported to Logo: say so in French
 * and leave. */
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

/* {====================================================================
 * One limit for the collector's heap and the native searches' memory
 *
 * The collector's heap may grow to the limit less the native bytes in use,
 * and a native block is granted only while the heap plus the native bytes
 * stay within the limit: the process as a whole stays near --memoire.
 * Native blocks carry their size before them, so that freeing gives the
 * bytes back. Only the interpreter's thread allocates them.
 * ===================================================================== */

static size_t limit;          /* bytes; 0: none */
static size_t native_bytes;

typedef union NativeHeader {
  size_t size;
  max_align_t align;          /* the block after it stays aligned for anything */
} NativeHeader;

/* The native bytes are now n: the collector's share is what is left (at
 * least a byte: 0 would mean no limit to it). */
static void native_account(size_t n)
{
  native_bytes = n;
  if (limit) GC_set_max_heap_size(limit > native_bytes ? limit - native_bytes : 1);
}

void mem_set_limit(size_t bytes)
{
  limit = bytes;
  GC_set_max_heap_size(0);   /* none, unless native_account sets one */
  native_account(native_bytes);
  /* at the limit, collect fully (more than once) before giving up */
  GC_set_max_retries(3);
}

size_t mem_native_bytes(void)
{
  return native_bytes;
}

/* May the native bytes grow by more? */
static bool native_room(size_t more)
{
  if (limit == 0) return more <= SIZE_MAX / 2 - native_bytes;
  size_t heap = GC_get_heap_size();
  return heap < limit && more <= limit - heap && native_bytes <= limit - heap - more;
}

void *mem_native_alloc(size_t n, bool zero)
{
  if (n > SIZE_MAX - sizeof(NativeHeader) || !native_room(n)) return NULL;
  NativeHeader *h = zero ? calloc(1, sizeof *h + n) : malloc(sizeof *h + n);
  if (h == NULL) return NULL;
  h->size = n;
  native_account(native_bytes + n);
  return h + 1;
}

void *mem_native_realloc(void *p, size_t n)
{
  if (p == NULL) return mem_native_alloc(n, false);
  NativeHeader *h = (NativeHeader *)p - 1;
  size_t old = h->size;
  if (n > SIZE_MAX - sizeof *h || (n > old && !native_room(n - old))) return NULL;
  NativeHeader *q = realloc(h, sizeof *h + n);
  if (q == NULL) return NULL;
  q->size = n;
  native_account(native_bytes - old + n);
  return q + 1;
}

void mem_native_free(void *p)
{
  if (p == NULL) return;
  NativeHeader *h = (NativeHeader *)p - 1;
  native_account(native_bytes - h->size);
  free(h);
}

static void *native_alloc(void *ud, size_t n, bool zero)
{
  (void)ud;
  return mem_native_alloc(n, zero);
}

static void *native_resize(void *ud, void *p, size_t n)
{
  (void)ud;
  return mem_native_realloc(p, n);
}

static void native_release(void *ud, void *p)
{
  (void)ud;
  mem_native_free(p);
}

const NAlloc *mem_native(void)
{
  static const NAlloc native = { native_alloc, native_resize, native_release, NULL };
  return &native;
}

/* }==================================================================== */

void mem_on_exhausted(void (*fn)(void *ud), void *ud)
{
  exhausted = fn;
  exhausted_ud = ud;
  /* at start nothing is garbage yet: no collection */
  if (reserve == NULL) reserve = GC_MALLOC_ATOMIC_UNCOLLECTABLE(RESERVE_SIZE);
}

static void (*collecting)(void *ud);
static void *collecting_ud;

static void GC_CALLBACK on_collection_start(void)
{
  if (collecting) collecting(collecting_ud);
}

void mem_on_collect(void (*fn)(void *ud), void *ud)
{
  collecting = fn;
  collecting_ud = ud;
  GC_set_start_callback(on_collection_start);
}

/* The stack just below the caller, where the failed computation ran,
 * zeroed: the frames the session uses next (reading the next line...)
 * leave some of their slots unset, and the collector, which reads the
 * stack conservatively, would take a dead pointer found there (to the
 * head of a half-built list) for a live one, and keep what it points to.
 * Seen: after "Mémoire pleine", every next line failed the same way. */
LG_NOINLINE static void clear_dead_stack(void)
{
  volatile uintptr_t below[8192];   /* 64 KiB */
  for (size_t i = 0; i < sizeof below / sizeof below[0]; i++) below[i] = 0;
}

bool mem_refill_reserve(void)
{
  if (reserve == NULL) {
    clear_dead_stack();
    GC_gcollect();   /* what the failed computation built is garbage now */
    reserve = GC_MALLOC_ATOMIC_UNCOLLECTABLE(RESERVE_SIZE);
  }
  return reserve != NULL;
}

/* Every Logo value is a 24-byte node (32 bytes in the collector's blocks,
 * with the byte it adds: node.h): they are taken from batches that
 * GC_malloc_many hands out, a free list linked through the first word
 * (GC_NEXT; mem_node, inline in mem.h, takes from it). This
 * cache is process-wide, like the collector itself, as are the limit's
 * state above. */
#define NODE_SIZE 24
void *mem_node_cache;

/* The collector's warnings are in English and meant for developers: the
 * user gets "Mémoire pleine" from the interpreter instead. */
static void quiet(char *msg, GC_word arg)
{
  (void)msg;
  (void)arg;
}

/* {====================================================================
 * The heap in 2 MiB pages
 *
 * On the virtual machines Tortue is built and measured on, a page fault
 * costs some 11 us, the time of 30,000 instructions, and every 4 KiB of
 * heap touched for the first time takes one: a program that fills 10 MB
 * spent more in faults than in the evaluator (the list of 200,000 items,
 * 2,961 faults, 30 of its 48 ms). A 2 MiB page costs one fault for 512.
 * The heap's mappings are advised MADV_HUGEPAGE (the kernel's usual THP
 * setting, "madvise", grants them then), but only their 2 MiB-aligned
 * parts can be such pages, and the collector maps its sections itself:
 * the first one's place is prepared so that it lands aligned.
 * ===================================================================== */

#define HUGE_PAGE ((uintptr_t)2 << 20)

/* Advise every writable mapping of 2 MiB or more that holds the heap, its
 * sections and what the collector merged with them: /proc/self/maps is
 * the only place that says where they are (the collector does not). On
 * a system without /proc or without the advice, nothing is done. */
static void advise_heap(void)
{
#ifdef MADV_HUGEPAGE
  FILE *f = fopen("/proc/self/maps", "r");
  if (f == NULL) return;
  char line[512];
  while (fgets(line, sizeof line, f)) {
    unsigned long lo, hi;
    char perm[5];
    if (sscanf(line, "%lx-%lx %4s", &lo, &hi, perm) != 3 || hi - lo < HUGE_PAGE || perm[1] != 'w')
      continue;
    if (GC_is_heap_ptr((void *)lo) || GC_is_heap_ptr((void *)(hi - 1)))
      (void)madvise((void *)lo, hi - lo, MADV_HUGEPAGE);
  }
  fclose(f);
#endif
}

static void GC_CALLBACK on_heap_resize(GC_word size)
{
  (void)size;
  advise_heap();
}

/* Expand the heap by len bytes (a multiple of 2 MiB) in one section that
 * starts on a 2 MiB boundary. The collector asks mmap for its section
 * with a hint that is taken already, so the kernel puts it in the highest
 * free gap, at the gap's top: an aligned gap's top is made the highest
 * one by taking, for the time of the call, the room above it (reserved
 * and freed again first, so that the place is known to be free). If
 * anything goes otherwise, the section is only less aligned. */
static void expand_heap_aligned(size_t len)
{
#if defined(MADV_HUGEPAGE) && defined(MAP_FIXED_NOREPLACE)
  size_t span = len + HUGE_PAGE;
  void *room = mmap(NULL, span, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (room != MAP_FAILED) {
    uintptr_t top = (uintptr_t)room + span;
    uintptr_t end = (((uintptr_t)room + HUGE_PAGE - 1) & ~(HUGE_PAGE - 1)) + len;
    munmap(room, span);
    void *above = MAP_FAILED;
    if (top > end)
      above = mmap((void *)end, top - end, PROT_NONE,
                   MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED_NOREPLACE, -1, 0);
    GC_expand_hp(len);
    if (above != MAP_FAILED) munmap(above, top - end);
    return;
  }
#endif
  GC_expand_hp(len);
}

/* }==================================================================== */

#ifdef __EMSCRIPTEN__
/* {====================================================================
 * WebAssembly (tools/web.sh): the roots the collector cannot find itself
 *
 * Its port for emscripten registers no static data (the linker's
 * __data_end is where the program's data ends, from address 0), and
 * reads the values the functions hold in wasm locals, which are not in
 * memory, through Asyncify: the stack is unwound into a buffer, read,
 * and wound again. Its own way (emscripten_scan_registers) waits for a
 * timer, 4 ms in a browser at each collection; host_web.js's does not.
 * ===================================================================== */
extern char __data_end;
/* host_web.js: unwinds, calls fn on the buffer of the locals, rewinds */
extern void tortue_js_scan(void (*fn)(void *lo, void *hi));

static void scan_locals(void *lo, void *hi)
{
  GC_push_all_eager(lo, hi);
}

static void GC_CALLBACK push_wasm_locals(void)
{
  tortue_js_scan(scan_locals);
}

static void wasm_roots(void)
{
  GC_add_roots((void *)8, &__data_end);
  GC_set_push_other_roots(push_wasm_locals);
}
/* }==================================================================== */
#endif

void mem_init(void)
{
  /* mem_number hands out pointers into the middle of its chunks (the
   * default of most builds of the collector; set before GC_INIT) */
  GC_set_all_interior_pointers(1);
  /* no collection inside GC_INIT: with nothing allocated it only starts
   * the black list (addresses the roots seem to point at, not handed
   * out), which the first real collection starts as well; it was an
   * eighth of the start-up's time */
  GC_set_dont_precollect(1);
  GC_INIT();
#ifdef __EMSCRIPTEN__
  wasm_roots();
#endif
  GC_set_warn_proc(quiet);
  /* every growth of the heap, this first one included, is advised; the
   * first section holds the reserve (mem_on_exhausted) and 8 MiB: with
   * the reserve in 8 MiB, a program's first collection came after 4 MiB
   * (the list of 200,000 items collected once, 7 % of its time, marking
   * the whole list; now not at all) */
  GC_set_on_heap_resize(on_heap_resize);
  expand_heap_aligned(RESERVE_SIZE + 8 * 1024 * 1024);
  /* a collection after an allocation of as much as the heap holds, not a
   * third of it: a program building a large list, whose every cell each
   * collection marks, collects less often (the list of 200,000 items
   * twice, not three times: 22 % fewer instructions, 12 % less time);
   * the heap grows further before collecting, which costs little in
   * 2 MiB pages; */
  GC_set_free_space_divisor(1);
  /* and at least 2 MiB between collections. With little live data (a
   * recursion like DEPART's) a collection comes after about that much:
   * the cells allocated between two are still in the cache when the
   * collector clears them again (4 MiB, for fewer collections, let the
   * heap grow to 16 MiB: DEPART 10 was up to 8 % slower, its peak 18 MB
   * instead of 9, measured with a first section of 8 MiB) */
  GC_set_min_bytes_allocd(2 * 1024 * 1024);
}

void *mem_node_refill(void)
{
  mem_node_cache = GC_malloc_many(NODE_SIZE);
  if (mem_node_cache == NULL) out_of_memory();
  return mem_node_cache;
}

/* Numbers hold no pointers, so the collector need not scan them, but an
 * atomic block of their own costs a call into it each time: they are cut
 * from atomic chunks instead, a chunk kept alive by any number in it (the
 * collector knows interior pointers). A chunk is small, so that a few
 * numbers kept cannot keep much memory: at worst NUM_CHUNK - 1 dead
 * neighbours each. The chunk in use is a process global, like mem_node_cache.
 * 31 numbers, 496 bytes: with the byte the collector adds, a block of 512
 * (32 numbers, 513 bytes, took a block of 672: a number cost 21 bytes). */
#define NUM_CHUNK 31
static char *num_next, *num_end;

/* A number uses only a node's header and one 8-byte slot of its union:
 * 16 bytes, half a node's block, so that a loop computing numbers allocates half
 * as much and collects half as often. Every reader of a node checks its
 * type before touching the rest of the union. */
#define NUM_SIZE 16
_Static_assert(offsetof(Node, u) + sizeof(int64_t) <= NUM_SIZE && sizeof(double) == sizeof(int64_t),
               "a number fits in NUM_SIZE bytes");

void *mem_number(void)
{
  if (LG_UNLIKELY(num_next == num_end)) {
    num_next = mem_alloc_atomic(NUM_CHUNK * NUM_SIZE);
    num_end = num_next + NUM_CHUNK * NUM_SIZE;
  }
  void *p = num_next;
  num_next += NUM_SIZE;
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
