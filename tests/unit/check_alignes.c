/* check_alignes.c -- no three in line on its own (interp/solvers/alignes.c,
 * no interpreter): the walk finds every solution once, each valid, and the
 * counter the published counts; a start anywhere in the tree goes on in
 * the walk's order. */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "check_util.h"
#include "solvers/alignes.h"
#include "solvers/alignes_journal.h"

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

/* The counter's two copies of the search, n = 2..12: the generic one
 * (forced by TORTUE_ALIGNES_GENERIQUE) and the AVX2 one (when the
 * processor has it), each on one thread and on two. */
START_TEST(test_count_copies)
{
  int n = _i + 2;
  for (int generic = 0; generic <= 1; generic++) {
    if (generic) setenv("TORTUE_ALIGNES_GENERIQUE", "1", 1);
    ck_assert(!generic || !al_count_avx2(n));
    if (!generic && !al_count_avx2(n))
      fprintf(stderr, "check_alignes: no AVX2 here, the generic search counts %d twice\n", n);
    for (int threads = 1; threads <= 2; threads++) {
      AlCount c;
      ck_assert_int_eq(al_count(n, threads, &c, NULL, NULL, NULL, NULL), AL_COUNTED);
      ck_assert_uint_eq(c.total, all[n - 1]);
      ck_assert_uint_eq(c.classes, classes[n - 1]);
    }
    unsetenv("TORTUE_ALIGNES_GENERIQUE");
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

/* {====================================================================
 * The journal of long counts
 * ===================================================================== */

/* A journal's path in a directory of its own, removed by journal_done. */
static char journal_dir[64], journal_path[96];

static const char *journal_new(void)
{
  snprintf(journal_dir, sizeof journal_dir, "%s/check-journal.XXXXXX",
           getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp");
  ck_assert_ptr_nonnull(mkdtemp(journal_dir));
  snprintf(journal_path, sizeof journal_path, "%s/alignes.journal", journal_dir);
  return journal_path;
}

static void journal_done(void)
{
  char aside[128];
  snprintf(aside, sizeof aside, "%s%s", journal_path, ALJ_ASIDE);
  unlink(journal_path);
  unlink(aside);
  rmdir(journal_dir);
}

/* The journal's records, and a stop raised once `left` more are written. */
typedef struct Cut {
  AlResume inner;
  int left;
  volatile sig_atomic_t stop;
} Cut;

static void cut_finished(void *ud, int task, uint64_t total, uint64_t fixed)
{
  Cut *c = ud;
  c->inner.finished(c->inner.ud, task, total, fixed);
  if (--c->left == 0) c->stop = 1;
}

/* Count n on two threads with the journal at path, stopped after `after`
 * tasks of this run (0: never); *from: tasks read from the journal. */
static AlCountStatus journal_count(const char *path, int n, int after, AlCount *out, int *from)
{
  AlJournal j;
  AljState st = alj_open(&j, path, n, NULL);
  ck_assert(st == ALJ_OPENED || st == ALJ_SET_ASIDE);
  *from = j.from_file;
  Cut cut = { alj_resume(&j), after, 0 };
  AlResume r = cut.inner;
  r.finished = cut_finished;
  r.ud = &cut;
  AlCountStatus cs = al_count_resume(n, 2, out, &cut.stop, NULL, NULL, NULL, &r);
  alj_close(&j);
  return cs;
}

/* The whole journal of n at path; the number of its tasks. */
static int journal_whole(const char *path, int n)
{
  AlCount c;
  int from;
  ck_assert_int_eq(journal_count(path, n, 0, &c, &from), AL_COUNTED);
  AlJournal j;
  ck_assert_int_eq(alj_open(&j, path, n, NULL), ALJ_OPENED);
  int tasks = j.ntasks;
  ck_assert_int_eq(j.from_file, tasks);
  alj_close(&j);
  return tasks;
}

/* n = 8..11: stopped after a third of the tasks, then resumed, the count
 * gives the published totals and classes; the journal is then whole. */
START_TEST(test_journal_resume)
{
  int n = 8 + _i, ntasks, from;
  uint32_t fp;
  ck_assert(al_task_plan(n, &ntasks, &fp, NULL));
  const char *path = journal_new();
  AlCount c;
  ck_assert_int_eq(journal_count(path, n, ntasks / 3, &c, &from), AL_COUNT_STOPPED);
  ck_assert_int_eq(from, 0);
  ck_assert_int_eq(journal_count(path, n, 0, &c, &from), AL_COUNTED);
  ck_assert_int_ge(from, ntasks / 3);
  ck_assert_int_lt(from, ntasks);
  ck_assert_uint_eq(c.total, all[n - 1]);
  ck_assert_uint_eq(c.classes, classes[n - 1]);
  journal_done();
}
END_TEST

/* The records of the journal at path: by task, its line (NULL: none). */
static char **journal_lines(const char *path, int ntasks)
{
  char **by = calloc((size_t)ntasks, sizeof *by);
  FILE *f = fopen(path, "r");
  ck_assert_ptr_nonnull(f);
  char line[128];
  ck_assert_ptr_nonnull(fgets(line, sizeof line, f));    /* the header */
  while (fgets(line, sizeof line, f)) {
    int task = atoi(line);
    ck_assert(task >= 0 && task < ntasks && by[task] == NULL);
    by[task] = strdup(line);
  }
  fclose(f);
  return by;
}

static void lines_free(char **by, int ntasks)
{
  for (int i = 0; i < ntasks; i++) free(by[i]);
  free(by);
}

/* A stop at the report number *(int *)ud, counting down. */
static volatile sig_atomic_t stop_flag;

static void stop_at(void *ud, int done, int tasks, uint64_t found)
{
  (void)done;
  (void)tasks;
  (void)found;
  if (--*(int *)ud == 0) stop_flag = 1;
}

/* Stopped in the middle of a task (at a progress report, made in the
 * search, of a count on one thread), the count journals none of that
 * task's partial sums: each record is the one of a whole count, and the
 * count resumed is right. */
START_TEST(test_journal_stop_mid_task)
{
  const char *path = journal_new();
  int ntasks = journal_whole(path, 11);
  char **whole = journal_lines(path, ntasks);
  unlink(path);
  AlJournal j;
  ck_assert_int_eq(alj_open(&j, path, 11, NULL), ALJ_OPENED);
  AlResume r = alj_resume(&j);
  int reports = 1 + _i;
  stop_flag = 0;
  AlCount c;
  ck_assert_int_eq(al_count_resume(11, 1, &c, &stop_flag, stop_at, &reports, NULL, &r),
                   AL_COUNT_STOPPED);
  alj_close(&j);
  char **cut = journal_lines(path, ntasks);
  for (int i = 0; i < ntasks; i++)
    if (cut[i]) ck_assert_str_eq(cut[i], whole[i]);
  lines_free(cut, ntasks);
  lines_free(whole, ntasks);
  int from;
  ck_assert_int_eq(journal_count(path, 11, 0, &c, &from), AL_COUNTED);
  ck_assert_int_gt(from, 0);
  ck_assert_uint_eq(c.total, all[10]);
  ck_assert_uint_eq(c.classes, classes[10]);
  journal_done();
}
END_TEST

/* Stopped three times, the count still adds up to the published ones. */
START_TEST(test_journal_resume_often)
{
  const char *path = journal_new();
  AlCount c;
  int from;
  for (int i = 0; i < 3; i++)
    ck_assert_int_eq(journal_count(path, 10, 40, &c, &from), AL_COUNT_STOPPED);
  ck_assert_int_eq(journal_count(path, 10, 0, &c, &from), AL_COUNTED);
  ck_assert_int_ge(from, 120);
  ck_assert_uint_eq(c.total, all[9]);
  ck_assert_uint_eq(c.classes, classes[9]);
  journal_done();
}
END_TEST

/* A whole journal answers without searching: every task comes from it. */
START_TEST(test_journal_complete)
{
  const char *path = journal_new();
  int tasks = journal_whole(path, 9), from;
  AlCount c;
  ck_assert_int_eq(journal_count(path, 9, 0, &c, &from), AL_COUNTED);
  ck_assert_int_eq(from, tasks);
  ck_assert_uint_eq(c.total, all[8]);
  ck_assert_uint_eq(c.classes, classes[8]);
  journal_done();
}
END_TEST

static long file_size(const char *path)
{
  FILE *f = fopen(path, "rb");
  ck_assert_ptr_nonnull(f);
  fseek(f, 0, SEEK_END);
  long size = ftell(f);
  fclose(f);
  return size;
}

/* The last record cut short (a kill in the middle of a write) is ignored:
 * its task is counted again, the count is right, the journal whole. */
START_TEST(test_journal_truncated)
{
  const char *path = journal_new();
  int tasks = journal_whole(path, 9), from;
  ck_assert_int_eq(truncate(path, file_size(path) - 5), 0);
  AlCount c;
  ck_assert_int_eq(journal_count(path, 9, 0, &c, &from), AL_COUNTED);
  ck_assert_int_eq(from, tasks - 1);
  ck_assert_uint_eq(c.total, all[8]);
  ck_assert_uint_eq(c.classes, classes[8]);
  ck_assert_int_eq(journal_whole(path, 9), tasks);
  journal_done();
}
END_TEST

/* The file's text, whole, in a static buffer. */
static char *slurp(const char *path, size_t *len)
{
  static char buf[1 << 16];
  FILE *f = fopen(path, "rb");
  ck_assert_ptr_nonnull(f);
  *len = fread(buf, 1, sizeof buf - 1, f);
  buf[*len] = '\0';
  fclose(f);
  return buf;
}

static void spit(const char *path, const char *text, size_t len)
{
  FILE *f = fopen(path, "wb");
  ck_assert_ptr_nonnull(f);
  ck_assert_uint_eq(fwrite(text, 1, len, f), len);
  fclose(f);
}

/* The start of the third line of text (the second record). */
static char *third_line(char *text)
{
  char *p = strchr(text, '\n') + 1;
  return strchr(p, '\n') + 1;
}

/* Spoil a whole journal of 9 the way number i says. */
static void spoil(const char *path, int i)
{
  size_t len;
  char *text = slurp(path, &len), *rec = third_line(text);
  if (i == 0) rec[0] = rec[0] == '9' ? '8' : (char)(rec[0] + 1);   /* a task's number */
  if (i == 1) *(strchr(rec, '\n') - 1) ^= 1;                       /* a checksum */
  if (i == 2) {                                                      /* a record twice */
    size_t rl = (size_t)(strchr(rec, '\n') + 1 - rec);
    memmove(rec + rl, rec, len - (size_t)(rec - text));
    len += rl;
  }
  if (i == 3) text[23] = '2';                                        /* the format's version */
  if (i == 4) {                                                      /* a journal of 8 */
    journal_done();
    journal_new();
    journal_whole(path, 8);
    return;
  }
  if (i == 5) len = (size_t)snprintf(text, 64, "pas un journal\n");
  if (i == 6) {                         /* far longer than any journal of 9 */
    FILE *f = fopen(path, "ab");
    ck_assert_ptr_nonnull(f);
    for (int k = 0; k < 1 << 20; k++) fputc('\n', f);
    fclose(f);
    return;
  }
  spit(path, text, len);
}

/* A journal spoiled or foreign is set aside, never trusted: the count
 * starts again and is right, and a new journal is whole after it. */
START_TEST(test_journal_set_aside)
{
  const char *path = journal_new();
  int tasks = journal_whole(path, 9);
  spoil(path, _i);
  AlJournal j;
  ck_assert_int_eq(alj_open(&j, path, 9, NULL), ALJ_SET_ASIDE);
  ck_assert_int_eq(j.from_file, 0);
  AlResume r = alj_resume(&j);
  AlCount c;
  ck_assert_int_eq(al_count_resume(9, 2, &c, NULL, NULL, NULL, NULL, &r), AL_COUNTED);
  alj_close(&j);
  ck_assert_uint_eq(c.total, all[8]);
  ck_assert_uint_eq(c.classes, classes[8]);
  char aside[128];
  snprintf(aside, sizeof aside, "%s%s", path, ALJ_ASIDE);
  ck_assert_int_eq(access(aside, F_OK), 0);
  ck_assert_int_eq(journal_whole(path, 9), tasks);
  journal_done();
}
END_TEST

/* A header cut short (killed as the journal began) is no journal yet:
 * nothing set aside, the count starts from nothing. */
START_TEST(test_journal_header_cut)
{
  const char *path = journal_new();
  journal_whole(path, 9);
  ck_assert_int_eq(truncate(path, 10), 0);
  AlJournal j;
  ck_assert_int_eq(alj_open(&j, path, 9, NULL), ALJ_OPENED);
  ck_assert_int_eq(j.from_file, 0);
  alj_close(&j);
  char aside[128];
  snprintf(aside, sizeof aside, "%s%s", path, ALJ_ASIDE);
  ck_assert_int_ne(access(aside, F_OK), 0);
  journal_done();
}
END_TEST

/* A journal open in one count is not used by a second one (flock). */
START_TEST(test_journal_busy)
{
  const char *path = journal_new();
  AlJournal j, k;
  ck_assert_int_eq(alj_open(&j, path, 9, NULL), ALJ_OPENED);
  ck_assert_int_eq(alj_open(&k, path, 9, NULL), ALJ_BUSY);
  ck_assert_int_eq(k.fd, -1);
  alj_close(&k);
  alj_close(&j);
  journal_done();
}
END_TEST

/* What is no regular file of its own in the journal's place -- a link to
 * a file outside (_i 0), a pipe (1), a hard link (2) -- is set aside
 * without being opened or written, and a new journal begun: the file
 * outside stays empty. */
START_TEST(test_journal_not_file)
{
  static const unsigned kinds[] = { S_IFLNK, S_IFIFO, ALJ_HARD_LINK };
  const char *path = journal_new();
  char outside[160];
  snprintf(outside, sizeof outside, "%s/dehors", journal_dir);
  spit(outside, "", 0);
  if (_i == 0) ck_assert_int_eq(symlink(outside, path), 0);
  if (_i == 1) ck_assert_int_eq(mkfifo(path, 0600), 0);
  if (_i == 2) ck_assert_int_eq(link(outside, path), 0);
  AlJournal j;
  ck_assert_int_eq(alj_open(&j, path, 9, NULL), ALJ_NOT_FILE);
  ck_assert_uint_eq(j.kind, kinds[_i]);
  ck_assert_int_ge(j.fd, 0);
  alj_close(&j);
  struct stat st;
  ck_assert_int_eq(stat(outside, &st), 0);
  ck_assert_int_eq(st.st_size, 0);
  ck_assert_int_eq(lstat(path, &st), 0);
  ck_assert(S_ISREG(st.st_mode) && st.st_nlink == 1);
  unlink(outside);
  journal_done();
}
END_TEST

/* }==================================================================== */

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
  tcase_add_loop_test(tc, test_count_copies, 0, 11);
  suite_add_tcase(s, tc);
  tc = tcase_create("journal");
  tcase_set_timeout(tc, 60);
  tcase_add_loop_test(tc, test_journal_resume, 0, 4);
  tcase_add_test(tc, test_journal_resume_often);
  tcase_add_loop_test(tc, test_journal_stop_mid_task, 0, 4);
  tcase_add_test(tc, test_journal_complete);
  tcase_add_test(tc, test_journal_truncated);
  tcase_add_loop_test(tc, test_journal_set_aside, 0, 7);
  tcase_add_test(tc, test_journal_header_cut);
  tcase_add_test(tc, test_journal_busy);
  tcase_add_loop_test(tc, test_journal_not_file, 0, 3);
  suite_add_tcase(s, tc);
  return s;
}
