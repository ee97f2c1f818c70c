/* check_taquin_pdb.c -- the pattern databases and IDA* of taquin_pdb.c:
 * the heuristic against true distances (a breadth-first search over every
 * position of the small boards), the solutions' lengths and moves, the
 * counts against a plain IDA* written from the definition, and a few of
 * Korf's fifteen-puzzle instances. */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <check.h>

#include "solvers/taquin_pdb.h"
#include "check_util.h"

#define N(a) ((int)(sizeof(a) / sizeof((a)[0])))
#define MAX_CELLS 16
#define FAR 0xFF              /* not reached by the breadth-first search */

static const int off_i[4] = { -1, 1, 0, 0 }, off_j[4] = { 0, 0, 1, -1 };

/* {====================================================================
 * Helpers: random numbers, moves, true distances of small boards
 * ===================================================================== */

static uint64_t next_random(uint64_t *state)
{
  *state ^= *state << 13;     /* xorshift64: fixed seeds, the same runs */
  *state ^= *state >> 7;
  *state ^= *state << 17;
  return *state;
}

static int blank_of(const uint8_t *cells)
{
  int b = 0;
  while (cells[b] != 0) b++;
  return b;
}

/* Move the blank of the n x p board by m; false if it would leave it. */
static bool apply_move(uint8_t *cells, int n, int p, int m)
{
  int b = blank_of(cells), i = b / p + off_i[m], j = b % p + off_j[m];
  if (i < 0 || i >= n || j < 0 || j >= p) return false;
  cells[b] = cells[i * p + j];
  cells[i * p + j] = 0;
  return true;
}

static bool is_goal(const uint8_t *cells, int k)
{
  for (int i = 0; i < k; i++)
    if (cells[i] != i) return false;
  return true;
}

/* Whether r's moves are legal and take cells to the goal. */
static bool solves(const uint8_t *start, int n, int p, const TqResult *r)
{
  uint8_t c[MAX_CELLS];
  memcpy(c, start, (size_t)(n * p));
  for (int i = 0; i < r->nmoves; i++)
    if (!apply_move(c, n, p, r->moves[i])) return false;
  return is_goal(c, n * p);
}

/* The rank of a permutation of k cells (Lehmer code), and back. */
static uint32_t perm_rank(const uint8_t *c, int k)
{
  uint32_t r = 0;
  for (int i = 0; i < k; i++) {
    int smaller = 0;
    for (int j = i + 1; j < k; j++) smaller += c[j] < c[i];
    r = r * (uint32_t)(k - i) + (uint32_t)smaller;
  }
  return r;
}

static void perm_unrank(uint32_t r, int k, uint8_t *c)
{
  int digit[MAX_CELLS];
  bool used[MAX_CELLS] = { false };
  for (int i = k - 1; i >= 0; i--) {
    digit[i] = (int)(r % (uint32_t)(k - i));
    r /= (uint32_t)(k - i);
  }
  for (int i = 0; i < k; i++) {
    int v = 0;
    for (int skip = digit[i];; v++)
      if (!used[v] && skip-- == 0) break;
    used[v] = true;
    c[i] = (uint8_t)v;
  }
}

static uint32_t factorial(int k)
{
  uint32_t f = 1;
  for (int i = 2; i <= k; i++) f *= (uint32_t)i;
  return f;
}

/* The distance to the goal of every position of a small board, by rank. */
static uint8_t *true_distances(int n, int p)
{
  int k = n * p;
  uint32_t size = factorial(k), *queue = malloc(size / 2 * sizeof *queue);
  uint8_t *d = malloc(size), c[MAX_CELLS], next[MAX_CELLS];
  ck_assert(queue && d);
  memset(d, FAR, size);
  for (int i = 0; i < k; i++) c[i] = (uint8_t)i;
  size_t head = 0, tail = 0;
  queue[tail++] = perm_rank(c, k);
  d[queue[0]] = 0;
  while (head < tail) {
    uint32_t r = queue[head++];
    perm_unrank(r, k, c);
    for (int m = 0; m < 4; m++) {
      memcpy(next, c, (size_t)k);
      if (!apply_move(next, n, p, m)) continue;
      uint32_t r2 = perm_rank(next, k);
      if (d[r2] != FAR) continue;
      d[r2] = (uint8_t)(d[r] + 1);
      queue[tail++] = r2;
    }
  }
  ck_assert_uint_eq(tail, size / 2);       /* half the permutations are reachable */
  free(queue);
  return d;
}

/* A random reachable position of a small board, and its distance. */
static int random_position(const uint8_t *dist, int k, uint64_t *seed, uint8_t *c)
{
  for (;;) {
    uint32_t r = (uint32_t)(next_random(seed) % factorial(k));
    if (dist[r] == FAR) continue;
    perm_unrank(r, k, c);
    return dist[r];
  }
}

/* }==================================================================== */

/* {====================================================================
 * Boards up to 9 cells, against the breadth-first distances
 * ===================================================================== */

static const struct { int n, p; } small[] = {
  { 2, 2 }, { 2, 3 }, { 3, 2 }, { 2, 4 }, { 4, 2 }, { 3, 3 },
};

START_TEST(test_supports)
{
  ck_assert(pdb_supports(2, 2) && pdb_supports(4, 4) && pdb_supports(2, 8));
  ck_assert(pdb_supports(3, 5) && pdb_supports(5, 3) && pdb_supports(3, 4));
  ck_assert(!pdb_supports(3, 6) && !pdb_supports(5, 4) && !pdb_supports(6, 6));
  ck_assert(!pdb_supports(1, 4) && !pdb_supports(4, 1));
}
END_TEST

START_TEST(test_build_stopped)
{
  volatile sig_atomic_t stop = 1;
  ck_assert_ptr_null(pdb_build(3, 3, &stop, NULL));
}
END_TEST

/* IDA* as the header defines it, on whole positions with pdb_h: the
 * native search must examine the same positions and find the same moves. */
typedef struct Plain {
  const PdbSet *set;
  int n, p, bound;
  uint64_t examined;
  uint8_t path[128];
} Plain;

static int plain_dfs(Plain *s, uint8_t *c, int g, int prev)
{
  int f = g + pdb_h(s->set, c);
  if (f > s->bound) return f;
  s->examined++;
  if (is_goal(c, s->n * s->p)) return -1;
  int least = 1 << 30;
  for (int m = 0; m < 4; m++) {
    uint8_t child[MAX_CELLS];
    memcpy(child, c, (size_t)(s->n * s->p));
    if (prev >= 0 && m == (prev ^ 1)) continue;
    if (!apply_move(child, s->n, s->p, m)) continue;
    s->path[g] = (uint8_t)m;
    int t = plain_dfs(s, child, g + 1, m);
    if (t < 0) return t;
    if (t < least) least = t;
  }
  return least;
}

static void check_like_plain(const PdbSet *set, int n, int p, const uint8_t *start)
{
  Plain s = { set, n, p, pdb_h(set, start), 0, { 0 } };
  uint8_t c[MAX_CELLS];
  memcpy(c, start, (size_t)(n * p));
  for (int t; (t = plain_dfs(&s, c, 0, -1)) >= 0; ) s.bound = t;
  TqResult r = pdb_ida(set, start, &(TqControl){ UINT64_MAX, NULL, NULL, NULL, NULL });
  ck_assert_int_eq(r.status, TQ_FOUND);
  ck_assert_uint_eq(r.examined, s.examined);
  ck_assert_int_eq(r.nmoves, s.bound);
  ck_assert_mem_eq(r.moves, s.path, (size_t)r.nmoves);
  free(r.moves);
}

/* Every reachable position: h is 0 only at the goal and never above the
 * distance. Random positions: optimal solutions that really solve them,
 * found as the plain IDA* finds them. */
START_TEST(test_small_board)
{
  int n = small[_i].n, p = small[_i].p, k = n * p;
  PdbSet *set = pdb_build(n, p, NULL, NULL);
  uint8_t *dist = true_distances(n, p), c[MAX_CELLS];
  uint64_t seed = 0x9E3779B97F4A7C15ull + (uint64_t)_i;
  ck_assert_ptr_nonnull(set);
  for (uint32_t r = 0; r < factorial(k); r++) {
    if (dist[r] == FAR) continue;
    perm_unrank(r, k, c);
    int h = pdb_h(set, c);
    ck_assert_int_le(h, dist[r]);
    ck_assert_int_eq(h == 0, dist[r] == 0);
  }
  for (int t = 0; t < 40; t++) {
    int d = random_position(dist, k, &seed, c);
    TqResult r = pdb_ida(set, c, &(TqControl){ UINT64_MAX, NULL, NULL, NULL, NULL });
    ck_assert_int_eq(r.status, TQ_FOUND);
    ck_assert_int_eq(r.nmoves, d);
    ck_assert(solves(c, n, p, &r));
    free(r.moves);
    if (t % 4 == 0) check_like_plain(set, n, p, c);
  }
  free(dist);
  pdb_free(set);
}
END_TEST

/* The goal itself: examined once, no move. The cap and the stop flag. */
START_TEST(test_ida_limits)
{
  PdbSet *set = pdb_build(3, 3, NULL, NULL);
  uint8_t *dist = true_distances(3, 3), c[9] = { 0, 1, 2, 3, 4, 5, 6, 7, 8 }, far[9];
  TqResult r = pdb_ida(set, c, &(TqControl){ 5, NULL, NULL, NULL, NULL });
  ck_assert(r.status == TQ_FOUND && r.nmoves == 0 && r.examined == 1);
  free(r.moves);
  uint32_t at = 0;
  while (dist[at] != 31) at++;                       /* the farthest, 31 moves */
  perm_unrank(at, 9, far);
  r = pdb_ida(set, far, &(TqControl){ 10, NULL, NULL, NULL, NULL });
  ck_assert(r.status == TQ_LIMIT && r.examined == 10 && r.moves == NULL);
  volatile sig_atomic_t stop = 1;
  r = pdb_ida(set, far, &(TqControl){ UINT64_MAX, &stop, NULL, NULL, NULL });
  ck_assert(r.status == TQ_STOPPED && r.moves == NULL);
  r = pdb_ida(set, far, &(TqControl){ UINT64_MAX, NULL, NULL, NULL, NULL });
  ck_assert(r.status == TQ_FOUND && r.nmoves == 31 && solves(far, 3, 3, &r));
  free(r.moves);
  free(dist);
  pdb_free(set);
}
END_TEST

/* Boards of 10 and 12 cells: built, 0 at the goal, a short scramble solved
 * in at most as many moves. */
static const struct { int n, p; } larger[] = {
  { 2, 5 }, { 5, 2 }, { 3, 4 },
};

START_TEST(test_larger_boards)
{
  int n = larger[_i].n, p = larger[_i].p, k = n * p;
  PdbSet *set = pdb_build(n, p, NULL, NULL);
  uint8_t c[MAX_CELLS];
  uint64_t seed = 0x2545F4914F6CDD1Dull + (uint64_t)_i;
  ck_assert_ptr_nonnull(set);
  for (int i = 0; i < k; i++) c[i] = (uint8_t)i;
  ck_assert_int_eq(pdb_h(set, c), 0);
  int walked = 0;
  while (walked < 30) walked += apply_move(c, n, p, (int)(next_random(&seed) % 4));
  ck_assert_int_le(pdb_h(set, c), walked);
  TqResult r = pdb_ida(set, c, &(TqControl){ UINT64_MAX, NULL, NULL, NULL, NULL });
  ck_assert(r.status == TQ_FOUND && r.nmoves <= walked && solves(c, n, p, &r));
  ck_assert_int_ge(r.nmoves, pdb_h(set, c));
  free(r.moves);
  pdb_free(set);
}
END_TEST

/* }==================================================================== */

/* {====================================================================
 * The fifteen puzzle: one set of databases for the whole test case
 * ===================================================================== */

/* Built once by the unchecked fixture, in the parent process, so that every
 * forked test reads it: check's fixtures take no argument, hence a static. */
static PdbSet *set4;

static void build4(void)
{
  set4 = pdb_build(4, 4, NULL, NULL);
}

static void free4(void)
{
  pdb_free(set4);
  set4 = NULL;
}

static int manhattan(const uint8_t *c)
{
  int d = 0;
  for (int i = 0; i < 16; i++)
    if (c[i] != 0) d += abs(i / 4 - c[i] / 4) + abs(i % 4 - c[i] % 4);
  return d;
}

/* Random walks from the goal: 0 at the goal only, at least Manhattan. */
START_TEST(test_h_15)
{
  uint8_t c[16];
  uint64_t seed = 0xA0761D6478BD642Full;
  ck_assert_ptr_nonnull(set4);
  for (int i = 0; i < 16; i++) c[i] = (uint8_t)i;
  ck_assert_int_eq(pdb_h(set4, c), 0);
  for (int t = 0; t < 20000; t++) {
    apply_move(c, 4, 4, (int)(next_random(&seed) % 4));
    int h = pdb_h(set4, c);
    ck_assert_int_ge(h, manhattan(c));
    ck_assert_int_eq(h == 0, is_goal(c, 16));
  }
}
END_TEST

/* Korf's instances (bench/korf100.txt) that take few positions. */
static const struct { int id, optimal; uint8_t cells[16]; } korf[] = {
  { 42, 42, { 4, 5, 7, 2, 9, 14, 12, 13, 0, 3, 6, 11, 8, 1, 15, 10 } },
  { 9, 46, { 3, 14, 9, 11, 5, 4, 8, 2, 13, 12, 6, 7, 10, 1, 15, 0 } },
  { 47, 47, { 6, 10, 1, 14, 15, 8, 3, 5, 13, 0, 2, 7, 4, 9, 11, 12 } },
  { 97, 44, { 9, 14, 5, 7, 8, 15, 1, 2, 10, 4, 13, 6, 12, 0, 11, 3 } },
  { 71, 44, { 5, 7, 0, 11, 12, 1, 9, 10, 15, 6, 2, 3, 8, 4, 13, 14 } },
  { 55, 41, { 13, 8, 14, 3, 9, 1, 0, 7, 15, 5, 4, 10, 12, 2, 6, 11 } },
  { 94, 53, { 5, 7, 11, 8, 0, 14, 9, 13, 10, 12, 3, 15, 6, 1, 4, 2 } },
};

START_TEST(test_korf)
{
  ck_assert_ptr_nonnull(set4);
  TqResult r = pdb_ida(set4, korf[_i].cells, &(TqControl){ UINT64_MAX, NULL, NULL, NULL, NULL });
  ck_assert_int_eq(r.status, TQ_FOUND);
  ck_assert_int_eq(r.nmoves, korf[_i].optimal);
  ck_assert(solves(korf[_i].cells, 4, 4, &r));
  free(r.moves);
}
END_TEST

/* The first instance, also against the plain IDA*. */
START_TEST(test_korf_counts)
{
  ck_assert_ptr_nonnull(set4);
  check_like_plain(set4, 4, 4, korf[0].cells);
}
END_TEST

/* }==================================================================== */

/* {====================================================================
 * The databases in a file: pdb_save, pdb_load
 * ===================================================================== */

/* A temporary file holding the 3 x 3 databases as pdb_save writes them;
 * its length in *len. */
static FILE *saved_3x3(const PdbSet *set, long *len)
{
  FILE *f = tmpfile();
  ck_assert_ptr_nonnull(f);
  ck_assert(pdb_save(set, fileno(f)));
  *len = (long)lseek(fileno(f), 0, SEEK_END);
  return f;
}

/* pdb_load on the file from its start: what it said. */
static PdbLoad load_3x3(FILE *f)
{
  PdbLoad why;
  lseek(fileno(f), 0, SEEK_SET);
  PdbSet *got = pdb_load(3, 3, fileno(f), NULL, &why);
  ck_assert((got != NULL) == (why == PDB_LOADED));
  pdb_free(got);
  return why;
}

/* Add k to the byte at offset at. */
static void poke(FILE *f, long at, int k)
{
  uint8_t b;
  ck_assert_int_eq(pread(fileno(f), &b, 1, at), 1);
  b = (uint8_t)(b + k);
  ck_assert_int_eq(pwrite(fileno(f), &b, 1, at), 1);
}

/* Saved then loaded, the same heuristic on random positions; refused for
 * another board size. */
START_TEST(test_file_round_trip)
{
  PdbSet *set = pdb_build(3, 3, NULL, NULL);
  long len;
  FILE *f = saved_3x3(set, &len);
  PdbLoad why;
  lseek(fileno(f), 0, SEEK_SET);
  PdbSet *back = pdb_load(3, 3, fileno(f), NULL, &why);
  ck_assert_int_eq(why, PDB_LOADED);
  uint8_t *dist = true_distances(3, 3), c[9];
  uint64_t seed = 7;
  for (int i = 0; i < 2000; i++) {
    random_position(dist, 9, &seed, c);
    ck_assert_int_eq(pdb_h(back, c), pdb_h(set, c));
  }
  free(dist);
  pdb_free(back);
  lseek(fileno(f), 0, SEEK_SET);
  ck_assert_ptr_null(pdb_load(2, 4, fileno(f), NULL, &why));
  ck_assert_int_eq(why, PDB_LOAD_BAD);
  fclose(f);
  pdb_free(set);
}
END_TEST

/* A byte changed (every one of the header, some of the data), the file cut
 * short (at many lengths) or made longer: refused each time. */
START_TEST(test_file_damaged)
{
  PdbSet *set = pdb_build(3, 3, NULL, NULL);
  long len;
  FILE *f = saved_3x3(set, &len);
  for (long at = 0; at < len; at += at < 200 ? 1 : 997) {
    poke(f, at, 1);
    ck_assert_int_eq(load_3x3(f), PDB_LOAD_BAD);
    poke(f, at, -1);
    ck_assert_int_eq(load_3x3(f), PDB_LOADED);
  }
  for (long cut = len - 1; cut >= 0; cut -= cut > len - 200 || cut < 200 ? 1 : 4999) {
    ck_assert_int_eq(ftruncate(fileno(f), cut), 0);
    ck_assert_int_eq(load_3x3(f), PDB_LOAD_BAD);
  }
  fclose(f);
  f = saved_3x3(set, &len);
  ck_assert_int_eq(pwrite(fileno(f), "x", 1, len), 1);
  ck_assert_int_eq(load_3x3(f), PDB_LOAD_BAD);
  fclose(f);
  pdb_free(set);
}
END_TEST

/* }==================================================================== */

Suite *taquin_pdb_suite(void)
{
  Suite *s = suite_create("taquin_pdb");
  TCase *tc = tcase_create("small");
  tcase_set_timeout(tc, 60);   /* a few seconds; slower under the sanitizers */
  tcase_add_test(tc, test_supports);
  tcase_add_test(tc, test_build_stopped);
  tcase_add_loop_test(tc, test_small_board, 0, N(small));
  tcase_add_test(tc, test_ida_limits);
  tcase_add_loop_test(tc, test_larger_boards, 0, N(larger));
  tcase_add_test(tc, test_file_round_trip);
  tcase_add_test(tc, test_file_damaged);
  suite_add_tcase(s, tc);
  tc = tcase_create("fifteen");
  tcase_set_timeout(tc, 60);
  tcase_add_unchecked_fixture(tc, build4, free4);
  tcase_add_test(tc, test_h_15);
  tcase_add_loop_test(tc, test_korf, 0, N(korf));
  tcase_add_test(tc, test_korf_counts);
  suite_add_tcase(s, tc);
  return s;
}
