/* check_alignes.c -- no three in line on its own (interp/solvers/alignes.c,
 * no interpreter): the walk finds every solution once, each valid, and the
 * counter the published counts; a start anywhere in the tree goes on in
 * the walk's order. */
#include <config.h>

#include <stdlib.h>
#include <string.h>

#include "check_util.h"
#include "solvers/alignes.h"

/* OEIS A000755 (all solutions) and A000769 (classes), n = 1..12; checked
 * against a brute force over every placement of two points per row for
 * n <= 6 (A000755 counts every solution, not only the symmetric ones). */
static const uint64_t all[] = { 0, 1, 2, 11, 32, 50, 132, 380, 368, 1135, 1120, 4348 };
static const uint64_t classes[] = { 0, 1, 1, 4, 5, 11, 22, 57, 51, 156, 158, 566 };

static void solution_pairs(const AlWalk *w, int *pairs)
{
  for (int r = 0; r < w->n; r++) {
    pairs[2 * r] = w->a[r];
    pairs[2 * r + 1] = w->b[r];
  }
}

/* No three of the 2n points on a line: every triple, by the cross product. */
static bool no_three(int n, const int *pairs)
{
  for (int i = 0; i < 2 * n; i++)
    for (int j = i + 1; j < 2 * n; j++)
      for (int k = j + 1; k < 2 * n; k++)
        if (al_in_line(i / 2, pairs[i], j / 2, pairs[j], k / 2, pairs[k])) return false;
  return true;
}

/* The walk for n = 1..7 (8 in the golden tests): as many solutions as published, each valid, in
 * the walk's order (increasing pairs row by row), in as many classes. */
START_TEST(test_walk_counts)
{
  int n = _i + 1;
  AlWalk w;
  int prev[2 * AL_MAX], pairs[2 * AL_MAX];
  uint64_t found = 0, fixed = 0;
  al_walk_from(&w, n, NULL, 0);
  while (al_walk_run(&w, NULL) == AL_SOLUTION) {
    solution_pairs(&w, pairs);
    ck_assert(no_three(n, pairs));
    if (found > 0) {
      int i = 0;
      while (i < 2 * n && prev[i] == pairs[i]) i++;
      ck_assert_int_lt(i, 2 * n);
      ck_assert_int_lt(prev[i], pairs[i]);
    }
    memcpy(prev, pairs, sizeof pairs);
    fixed += (uint64_t)al_symmetries(n, pairs);
    found++;
  }
  ck_assert_uint_eq(found, all[n - 1]);
  ck_assert_uint_eq(w.solutions, all[n - 1]);
  ck_assert_uint_eq(fixed / 8, classes[n - 1]);
}
END_TEST

/* The counter, n = 1..10, on one thread and on every core. */
START_TEST(test_count)
{
  int n = _i + 1;
  for (int threads = 0; threads <= 1; threads++) {
    AlCount c;
    ck_assert_int_eq(al_count(n, threads, &c, NULL, NULL, NULL, NULL), AL_COUNTED);
    ck_assert_uint_eq(c.total, all[n - 1]);
    ck_assert_uint_eq(c.classes, classes[n - 1]);
  }
}
END_TEST

/* From any point of the tree: from each solution, the walk finds that one
 * again and then the one after it, as the walk from the start does. */
START_TEST(test_from_solutions)
{
  int n = 6, pairs[2 * AL_MAX], next[2 * AL_MAX];
  AlWalk w, v;
  al_walk_from(&w, n, NULL, 0);
  ck_assert_int_eq(al_walk_run(&w, NULL), AL_SOLUTION);
  for (;;) {
    solution_pairs(&w, pairs);
    ck_assert_int_eq(al_check_start(n, pairs, n), 0);
    al_walk_from(&v, n, pairs, n);
    ck_assert_int_eq(al_walk_run(&v, NULL), AL_SOLUTION);
    solution_pairs(&v, next);
    ck_assert_mem_eq(next, pairs, 2 * n * sizeof(int));
    AlStop a = al_walk_run(&v, NULL), b = al_walk_run(&w, NULL);
    ck_assert_int_eq(a, b);
    if (b != AL_SOLUTION) break;
    solution_pairs(&v, next);
    solution_pairs(&w, pairs);
    ck_assert_mem_eq(next, pairs, 2 * n * sizeof(int));
  }
}
END_TEST

/* A partial start: the rows below it first, then back into earlier rows. */
START_TEST(test_from_partial)
{
  AlWalk w;
  int start[] = { 1, 3 }, pairs[8];
  al_walk_from(&w, 4, start, 1);
  ck_assert_int_eq(al_walk_run(&w, NULL), AL_SOLUTION);
  solution_pairs(&w, pairs);
  ck_assert_mem_eq(pairs, ((int[]){ 1, 3, 1, 3, 2, 4, 2, 4 }), sizeof pairs);
  int last[] = { 3, 4 };
  al_walk_from(&w, 4, last, 1);
  ck_assert_int_eq(al_walk_run(&w, NULL), AL_SOLUTION);
  ck_assert_int_eq(al_walk_run(&w, NULL), AL_FINISHED);
  ck_assert_uint_eq(w.solutions, 1);
}
END_TEST

/* The checks of a start: malformed rows and a third point in line. */
START_TEST(test_check_start)
{
  ck_assert_int_eq(al_check_start(4, (int[]){ 1, 2, 3, 4 }, 2), 0);
  ck_assert_int_eq(al_check_start(4, (int[]){ 1, 2, 4, 3 }, 2), -2);
  ck_assert_int_eq(al_check_start(4, (int[]){ 0, 2 }, 1), -1);
  ck_assert_int_eq(al_check_start(4, (int[]){ 1, 5 }, 1), -1);
  ck_assert_int_eq(al_check_start(4, (int[]){ 1, 2, 1, 2, 1, 2 }, 3), 3);       /* column 1 */
  ck_assert_int_eq(al_check_start(4, (int[]){ 1, 4, 2, 3, 3, 4 }, 3), 3);       /* diagonal */
  ck_assert_int_eq(al_check_start(4, (int[]){ 1, 3, 1, 3, 2, 4, 2, 4 }, 4), 0);
  ck_assert_int_eq(al_check_start(5, (int[]){ 1, 2, 3, 5, 1, 5 }, 3), 3);  /* (1,1) (2,3) (3,5) */
}
END_TEST

START_TEST(test_in_line)
{
  ck_assert(al_in_line(0, 0, 1, 2, 2, 4));
  ck_assert(al_in_line(0, 3, 2, 3, 5, 3));    /* vertical */
  ck_assert(!al_in_line(0, 0, 1, 2, 2, 3));
  ck_assert(al_in_line(4, 0, 2, 1, 0, 2));    /* upward slope */
}
END_TEST

/* The symmetries fixing a solution: 8 / the size of its class. */
START_TEST(test_symmetries)
{
  ck_assert_int_eq(al_symmetries(2, (int[]){ 1, 2, 1, 2 }), 8);
  ck_assert_int_eq(al_symmetries(3, (int[]){ 1, 2, 1, 3, 2, 3 }), 4);
}
END_TEST

Suite *alignes_suite(void)
{
  Suite *s = suite_create("alignes");
  TCase *tc = tcase_create("walk");
  tcase_set_timeout(tc, 60);     /* the sanitizers on a loaded machine */
  tcase_add_loop_test(tc, test_walk_counts, 0, 7);
  tcase_add_test(tc, test_from_solutions);
  tcase_add_test(tc, test_from_partial);
  tcase_add_test(tc, test_check_start);
  tcase_add_test(tc, test_in_line);
  tcase_add_test(tc, test_symmetries);
  suite_add_tcase(s, tc);
  tc = tcase_create("count");
  tcase_set_timeout(tc, 60);
  tcase_add_loop_test(tc, test_count, 0, 10);
  suite_add_tcase(s, tc);
  return s;
}
