/* check_queens.c -- the queens solvers on their own (interp/solvers/
 * queens.c, no interpreter): Dupont's walk gives the article's trace and
 * every solution once, the counter the published counts. */
#include <config.h>

#include <stdlib.h>
#include <string.h>

#include "check_util.h"
#include "solvers/queens.h"

/* OEIS A000170 and A002562, n = 1..12 */
static const uint64_t all[] = { 1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200 };
static const uint64_t classes[] = { 1, 0, 0, 1, 2, 1, 6, 12, 46, 92, 341, 1787 };

typedef struct Trace {
  char s[256];
  size_t n;
} Trace;

static void keep_letter(void *ud, char letter)
{
  Trace *t = ud;
  ck_assert_uint_lt(t->n + 1, sizeof t->s);
  t->s[t->n++] = letter;
  t->s[t->n] = '\0';
}

/* Run to the next stop; the letters typed on the way are in t. */
static QnStop run(QnWalk *w, Trace *t)
{
  t->n = 0;
  t->s[0] = '\0';
  QnSink sink = { keep_letter, t };
  return qn_walk_run(w, &sink, NULL);
}

/* DEPART 4 as the README shows it: the trace, then each solution. */
START_TEST(test_walk_4)
{
  QnWalk w;
  Trace t;
  int rows[4];
  qn_walk_start(&w, 4);
  ck_assert_int_eq(run(&w, &t), QN_SOLUTION);
  ck_assert_str_eq(t.s, "DHHDHHHGHDHDHHHGHHGGHDHHHDDHH");
  qn_walk_solution(&w, rows);
  ck_assert_mem_eq(rows, ((int[]){ 2, 4, 1, 3 }), sizeof rows);
  ck_assert_int_eq(run(&w, &t), QN_SOLUTION);
  ck_assert_str_eq(t.s, "GHHHGGHDDHHHDH");
  qn_walk_solution(&w, rows);
  ck_assert_mem_eq(rows, ((int[]){ 3, 1, 4, 2 }), sizeof rows);
  ck_assert_int_eq(run(&w, &t), QN_FINISHED);
  ck_assert_str_eq(t.s, "GGHHHGHDDHHDHHHGHGHDHHHGHHG");
  ck_assert_uint_eq(w.solutions, 2);
}
END_TEST

/* DEPART 3: the walk of the article's appendix 3, no solution. */
START_TEST(test_walk_3)
{
  QnWalk w;
  Trace t;
  qn_walk_start(&w, 3);
  ck_assert_int_eq(run(&w, &t), QN_FINISHED);
  ck_assert_str_eq(t.s, "DHHDHHGGHDHHGHDDHHGHHG");
}
END_TEST

static bool attacked(const int *rows, int k)
{
  for (int j = 0; j < k; j++) {
    int d = rows[k] - rows[j];
    if (d == 0 || d == k - j || d == j - k) return true;
  }
  return false;
}

/* The walk on n = 2..10 (the listing starts at 2): as many solutions as
 * published, each valid, each different, in as many classes as published. */
START_TEST(test_walk_counts)
{
  int n = _i + 2;
  int (*seen)[QN_WALK_MAX] = calloc(800, sizeof *seen);
  int (*canon)[QN_WALK_MAX] = calloc(800, sizeof *canon);
  int found = 0, nclasses = 0;
  QnWalk w;
  qn_walk_start(&w, n);
  while (qn_walk_run(&w, NULL, NULL) == QN_SOLUTION) {
    ck_assert_int_lt(found, 800);
    qn_walk_solution(&w, seen[found]);
    for (int k = 0; k < n; k++) ck_assert(!attacked(seen[found], k));
    for (int j = 0; j < found; j++) ck_assert(memcmp(seen[j], seen[found], n * sizeof(int)) != 0);
    int c[QN_WALK_MAX];
    qn_canonical(n, seen[found], c);
    bool known = false;
    for (int j = 0; j < nclasses && !known; j++) known = memcmp(canon[j], c, n * sizeof(int)) == 0;
    if (!known) memcpy(canon[nclasses++], c, n * sizeof(int));
    found++;
  }
  ck_assert_uint_eq((uint64_t)found, all[n - 1]);
  ck_assert_uint_eq((uint64_t)nclasses, classes[n - 1]);
  free(seen);
  free(canon);
}
END_TEST

/* Beyond the walk's reach, OEIS A000170 (all solutions) and A002562 (classes
 * under the symmetries of the square), for the counter alone. */
static const uint64_t all_more[] = { 73712, 365596 };
static const uint64_t classes_more[] = { 9233, 45752 };

/* Count n on `threads` threads, with the processor's BMI2 instructions
 * when it has them (generic false) or without (the code every processor
 * runs), and check the counts. */
static void check_count(int n, int threads, bool generic, uint64_t total, uint64_t fundamental)
{
  QnCount c;
  if (generic) setenv("TORTUE_REINES_GENERIQUE", "1", 1);
  else unsetenv("TORTUE_REINES_GENERIQUE");
  ck_assert_int_eq(qn_count(n, threads, &c, NULL, NULL), QN_COUNTED);
  unsetenv("TORTUE_REINES_GENERIQUE");
  ck_assert_uint_eq(c.total, total);
  ck_assert_uint_eq(c.fundamental, fundamental);
}

/* The counter, on one thread and on every core, both versions. */
START_TEST(test_count)
{
  int n = _i + 1;
  for (int threads = 0; threads <= 1; threads++)
    for (int generic = 0; generic <= 1; generic++)
      check_count(n, threads, generic, all[n - 1], classes[n - 1]);
}
END_TEST

/* n = 13 and 14: every kind of ending of the counter's search (the last
 * one, two or three rows at once, after the rules of bound1 and bound2,
 * the three by the table read either way) meets many solutions of every
 * class size; on 1, 2 and 3 threads. */
START_TEST(test_count_more)
{
  int n = 13 + _i;
  for (int threads = 1; threads <= 3; threads++)
    for (int generic = 0; generic <= 1; generic++)
      check_count(n, threads, generic, all_more[_i], classes_more[_i]);
}
END_TEST

Suite *queens_suite(void)
{
  Suite *s = suite_create("queens");
  TCase *tc = tcase_create("walk");
  tcase_add_test(tc, test_walk_4);
  tcase_add_test(tc, test_walk_3);
  tcase_add_loop_test(tc, test_walk_counts, 0, 9);
  suite_add_tcase(s, tc);
  tc = tcase_create("count");
  tcase_add_loop_test(tc, test_count, 0, 12);
  tcase_set_timeout(tc, 60);   /* well under a second; slower under the sanitizers */
  tcase_add_loop_test(tc, test_count_more, 0, 2);
  suite_add_tcase(s, tc);
  return s;
}
