/* check_native.c -- the native searches' allocation seam (nalloc.h): an
 * allocator that refuses its k-th request, for every k until the search
 * succeeds, so that each allocation site's failure is taken. Every run
 * must end with the "no memory" status (or success) and every byte given
 * back. Then mem.c's native blocks: counted against the one limit, and
 * given back when freed. */
#include <config.h>

#include <stdlib.h>
#include <string.h>

#include <check.h>
#include <gc.h>

#include "mem.h"
#include "solvers/nalloc.h"
#include "solvers/queens.h"
#include "solvers/taquin.h"
#include "solvers/taquin_pdb.h"
#include "check_util.h"

/* {====================================================================
 * A counting allocator that refuses from a given request on
 * ===================================================================== */

typedef struct Budget {
  long requests;         /* made so far */
  long refuse_from;      /* the first refused (counting from 0); -1: none */
  long live;             /* blocks not given back */
  NAlloc a;
} Budget;

static bool grant(Budget *b)
{
  return b->refuse_from < 0 || b->requests++ < b->refuse_from;
}

static void *b_alloc(void *ud, size_t n, bool zero)
{
  Budget *b = ud;
  if (!grant(b)) return NULL;
  void *p = zero ? calloc(1, n) : malloc(n);
  if (p) b->live++;
  return p;
}

static void *b_resize(void *ud, void *p, size_t n)
{
  return grant(ud) ? realloc(p, n) : NULL;
}

static void b_release(void *ud, void *p)
{
  Budget *b = ud;
  if (p) b->live--;
  free(p);
}

static void budget_init(Budget *b, long refuse_from)
{
  *b = (Budget){ 0, refuse_from, 0, { b_alloc, b_resize, b_release, NULL } };
  b->a.ud = b;
}

/* }==================================================================== */

/* A 3 x 3 position 20 moves from the goal (Korf's 8-puzzle style). */
static const uint8_t eight[9] = { 8, 1, 3, 4, 0, 2, 7, 6, 5 };

/* Search kind, refusing the k-th request for k = 0, 1, ... until it
 * succeeds: never a leak, always TQ_NO_MEMORY before. */
static void refuse_each(TqSearch kind, int n, int p, const uint8_t *cells)
{
  for (long k = 0;; k++) {
    Budget b;
    budget_init(&b, k);
    TqControl ctl = { UINT64_MAX, NULL, NULL, NULL, &b.a };
    TqResult r = tq_search(kind, n, p, cells, &ctl);
    na_free(&b.a, r.moves);
    ck_assert_int_eq(b.live, 0);
    if (r.status == TQ_FOUND) break;
    ck_assert_int_eq(r.status, TQ_NO_MEMORY);
    ck_assert_int_lt(k, 10000);
  }
}

START_TEST(test_searches_refused)
{
  static const TqSearch kinds[] = { TQ_PROFONDEUR, TQ_LARGEUR, TQ_DEUX_BOUTS,
                                    TQ_HEURISTIQUE, TQ_A_ETOILE, TQ_IDA_ETOILE };
  static const uint8_t six[6] = { 1, 4, 2, 3, 0, 5 };   /* two moves from the goal */
  for (size_t i = 0; i < sizeof kinds / sizeof kinds[0]; i++) {
    refuse_each(kinds[i], 3, 3, eight);
    refuse_each(kinds[i], 2, 3, six);
  }
}
END_TEST

START_TEST(test_pdb_refused)
{
  for (long k = 0;; k++) {
    Budget b;
    budget_init(&b, k);
    PdbSet *set = pdb_build(3, 3, NULL, &b.a);
    if (set) {
      TqResult r = pdb_ida(set, eight, &(TqControl){ UINT64_MAX, NULL, NULL, NULL, &b.a });
      ck_assert(r.status == TQ_FOUND || r.status == TQ_NO_MEMORY);
      na_free(&b.a, r.moves);
      pdb_free(set);
      ck_assert_int_eq(b.live, 0);
      if (r.status == TQ_FOUND) break;
      continue;
    }
    ck_assert_int_eq(b.live, 0);
    ck_assert_int_lt(k, 10000);
  }
}
END_TEST

START_TEST(test_queens_refused)
{
  Budget b;
  QnCount c;
  budget_init(&b, 0);
  ck_assert_int_eq(qn_count(8, 1, &c, NULL, &b.a), QN_COUNT_NO_MEMORY);
  ck_assert_int_eq(b.live, 0);
  budget_init(&b, -1);
  ck_assert_int_eq(qn_count(8, 2, &c, NULL, &b.a), QN_COUNTED);
  ck_assert_uint_eq(c.total, 92);
  ck_assert_int_eq(b.live, 0);
}
END_TEST

/* mem.c: the native bytes and the collector's heap share one limit. */
START_TEST(test_one_limit)
{
  const size_t MB = 1024 * 1024;
  ck_assert_uint_eq(mem_native_bytes(), 0);
  mem_set_limit(0);
  size_t heap = GC_get_heap_size();
  mem_set_limit(heap + 8 * MB);
  void *a = mem_native_alloc(5 * MB, true);
  ck_assert_ptr_nonnull(a);
  ck_assert_uint_eq(mem_native_bytes(), 5 * MB);
  ck_assert_ptr_null(mem_native_alloc(4 * MB, false));       /* 9 MB: over */
  ck_assert_ptr_null(mem_native_realloc(a, 9 * MB));
  ck_assert_uint_eq(mem_native_bytes(), 5 * MB);               /* a is kept */
  a = mem_native_realloc(a, 2 * MB);
  ck_assert_ptr_nonnull(a);
  void *b = mem_native_alloc(4 * MB, false);                   /* 6 MB: fits */
  ck_assert_ptr_nonnull(b);
  mem_native_free(a);
  mem_native_free(b);
  ck_assert_uint_eq(mem_native_bytes(), 0);
  ck_assert_ptr_null(mem_native_alloc(SIZE_MAX - 8, false));
  mem_set_limit(0);
}
END_TEST

Suite *native_suite(void)
{
  Suite *s = suite_create("native");
  TCase *tc = tcase_create("allocation");
  tcase_set_timeout(tc, 60);
  tcase_add_test(tc, test_searches_refused);
  tcase_add_test(tc, test_pdb_refused);
  tcase_add_test(tc, test_queens_refused);
  tcase_add_test(tc, test_one_limit);
  suite_add_tcase(s, tc);
  return s;
}
