/* queens.c -- Dupont's walk, the fast counter, symmetries. */
#include <config.h>

#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "queens.h"

/* {====================================================================
 * Dupont's walk: D, G, DECIDER and MONTER as a state machine
 * ===================================================================== */

void qn_walk_start(QnWalk *w, int n)
{
  memset(w, 0, sizeof *w);
  w->n = n;
  w->c = 1;
  w->s = n - 1;
  w->next = QN_D;
}

void qn_walk_from(QnWalk *w, int n, const int *rows, int k)
{
  qn_walk_start(w, n);
  if (k == 0) return;
  w->np = k - 1;
  memcpy(w->p, rows, (size_t)(k - 1) * sizeof(int));
  w->c = rows[k - 1];
  w->s = n - k;
  w->next = QN_DECIDE;   /* the current queen is checked, then on as usual */
}

void qn_walk_after(QnWalk *w, int n, const int *rows)
{
  qn_walk_from(w, n, rows, n);
  w->next = QN_G;        /* what the listing does after typing a solution */
}

void qn_walk_solution(const QnWalk *w, int *rows)
{
  memcpy(rows, w->p, (size_t)w->np * sizeof(int));
  rows[w->np] = w->c;
}

/* DECIDER's test: the current queen against the previous ones, nearest
 * first, at column distance x (MEMBRE? DIFF :C DER :LL [0 X -X]). */
static bool walk_attacked(const QnWalk *w)
{
  for (int x = 1; x <= w->np; x++) {
    int d = w->c - w->p[w->np - x];
    if (d == 0 || d == x || d == -x) return true;
  }
  return false;
}

static void emit(const QnSink *sink, char letter)
{
  if (sink && sink->letter) sink->letter(sink->ud, letter);
}

/* One decision of the listing; returns true when the walk stops there. */
static bool walk_step(QnWalk *w, const QnSink *sink, QnStop *why)
{
  switch (w->next) {
  case QN_D:                       /* D: the right neighbour becomes current */
    emit(sink, 'D');
    w->nd++;
    w->p[w->np++] = w->c;
    w->s--;
    w->c = 1;
    w->next = QN_DECIDE;
    return false;
  case QN_G:                       /* G: the left neighbour becomes current */
    emit(sink, 'G');
    w->ng++;
    w->s++;
    w->c = w->p[--w->np];
    w->next = QN_UP;
    return false;
  case QN_DECIDE:                  /* DECIDER */
    w->examined[w->np + 1]++;
    if (walk_attacked(w)) w->next = QN_UP;
    else if (w->s > 0) w->next = QN_D;
    else {
      w->solutions++;
      w->next = QN_G;
      *why = QN_SOLUTION;
      return true;
    }
    return false;
  case QN_UP:                      /* MONTER */
    if (w->c == w->n) {
      if (w->np == 0) break;
      w->next = QN_G;
      return false;
    }
    emit(sink, 'H');
    w->nh++;
    w->c++;
    w->next = QN_DECIDE;
    return false;
  case QN_END:
    break;
  }
  w->next = QN_END;
  *why = QN_FINISHED;
  return true;
}

QnStop qn_walk_run(QnWalk *w, const QnSink *sink, volatile sig_atomic_t *stop)
{
  QnStop why = QN_FINISHED;
  /* the count goes on from run to run: a caller that runs the walk once per
   * solution (REINES.SOLUTIONS) must see Ctrl-C as soon as any other */
  for (;;) {
    if ((++w->tick & 0xFFFF) == 0 && stop && *stop) return QN_INTERRUPTED;
    if (walk_step(w, sink, &why)) return why;
  }
}

/* }==================================================================== */

/* Tasks are cut after this many rows, so that both cores stay busy to
 * the end of the count. */
#define TASK_ROWS 3

/* {====================================================================
 * The counter: bitmasks, and the symmetries of the square to visit only
 * about an eighth of the tree (Takaken's method): a solution is counted
 * once per class, with the size of its class (2, 4 or 8).
 * ===================================================================== */

/* A piece of the search: its first rows already placed. */
typedef struct Task {
  bool corner;       /* the first queen in the corner, or on an edge */
  int bound1;
  int y;             /* the next row to fill */
  uint32_t l, d, r;  /* the diagonals and columns taken so far */
  uint32_t board[TASK_ROWS];
} Task;

typedef struct Counter {
  int size, sizee;
  uint32_t mask, topbit;
  Task *tasks;
  int ntasks;
  atomic_int next;
  volatile sig_atomic_t *stop;
  atomic_bool stopped;
  pthread_mutex_t lock;
  uint64_t c2, c4, c8;
} Counter;

/* What one thread knows while it runs a task. */
typedef struct Worker {
  Counter *k;
  int bound1, bound2;
  uint32_t sidemask, lastmask, endbit;
  uint32_t board[QN_COUNT_MAX];
  uint64_t c2, c4, c8;
  uint32_t ticks;    /* queens placed, to look at Ctrl-C every 65536 */
} Worker;

/* Is the solution in board the smallest of its class? Count it with the
 * size of its class when it is (rotations by 90, 180, 270 degrees). */
static void check_symmetry(Worker *w)
{
  const uint32_t *b = w->board;
  int e = w->k->sizee, own, you;
  uint32_t topbit = w->k->topbit, bit, ptn;
  if (b[w->bound2] == 1) {
    for (ptn = 2, own = 1; own <= e; own++, ptn <<= 1) {
      for (bit = 1, you = e; b[you] != ptn && b[own] >= bit; you--) bit <<= 1;
      if (b[own] > bit) return;
      if (b[own] < bit) break;
    }
    if (own > e) { w->c2++; return; }
  }
  if (b[e] == w->endbit) {
    for (you = e - 1, own = 1; own <= e; own++, you--) {
      for (bit = 1, ptn = topbit; ptn != b[you] && b[own] >= bit; ptn >>= 1) bit <<= 1;
      if (b[own] > bit) return;
      if (b[own] < bit) break;
    }
    if (own > e) { w->c4++; return; }
  }
  if (b[w->bound1] == topbit) {
    for (ptn = topbit >> 1, own = 1; own <= e; own++, ptn >>= 1) {
      for (bit = 1, you = 0; b[you] != ptn && b[own] >= bit; you++) bit <<= 1;
      if (b[own] > bit) return;
      if (b[own] < bit) break;
    }
  }
  w->c8++;
}

static bool interrupted(Worker *w)
{
  Counter *k = w->k;
  if (k->stop && *k->stop) atomic_store(&k->stopped, true);
  return atomic_load(&k->stopped);
}

/* The queens still free on row y of the corner search (first queen in
 * the corner): before row bound1, not in the column that mirrors it. */
static uint32_t corner_free(const Worker *w, int y, uint32_t l, uint32_t d, uint32_t r)
{
  uint32_t bitmap = w->k->mask & ~(l | d | r);
  if (y < w->bound1) bitmap &= ~2u;
  return bitmap;
}

/* The same for the edge search: the side columns are forbidden before
 * bound1, and required in a precise way at bound2, so that only the
 * smallest of each class of solutions is reached (Takaken's rules). */
static uint32_t edge_free(const Worker *w, int y, uint32_t l, uint32_t d, uint32_t r)
{
  uint32_t bitmap = w->k->mask & ~(l | d | r);
  if (y < w->bound1) {
    bitmap &= ~w->sidemask;
  } else if (y == w->bound2) {
    if (!(d & w->sidemask)) return 0;
    if ((d & w->sidemask) != w->sidemask) bitmap &= w->sidemask;
  }
  return bitmap;
}

/* Depth-first over rows y0..sizee with an explicit stack (faster than
 * recursion); at the last row, count (corner) or check the symmetries. */
static inline void search(Worker *w, bool is_corner, int y0, uint32_t l0, uint32_t d0,
                          uint32_t r0)
{
  int last = w->k->sizee;
  uint32_t L[QN_COUNT_MAX + 1], D[QN_COUNT_MAX + 1], R[QN_COUNT_MAX + 1], B[QN_COUNT_MAX + 1];
  int y = y0;
  L[y] = l0;
  D[y] = d0;
  R[y] = r0;
  B[y] = is_corner ? corner_free(w, y, l0, d0, r0) : edge_free(w, y, l0, d0, r0);
  for (;;) {
    if (B[y] == 0) {
      if (--y < y0) return;
      continue;
    }
    uint32_t bit = B[y] & -B[y];
    B[y] ^= bit;
    w->board[y] = bit;
    uint32_t nl = (L[y] | bit) << 1, nd = D[y] | bit, nr = (R[y] | bit) >> 1;
    if (y + 1 == last) {
      uint32_t b = w->k->mask & ~(nl | nd | nr);
      if (!b) continue;
      if (is_corner) {
        w->c8++;
      } else if (!(b & w->lastmask)) {
        w->board[last] = b;
        check_symmetry(w);
      }
      continue;
    }
    y++;
    L[y] = nl;
    D[y] = nd;
    R[y] = nr;
    B[y] = is_corner ? corner_free(w, y, nl, nd, nr) : edge_free(w, y, nl, nd, nr);
    if ((++w->ticks & 0xFFFF) == 0 && interrupted(w)) return;
  }
}

/* The masks of the edge search for a first queen on row bound1. */
static void edge_setup(Worker *w, int bound1)
{
  Counter *k = w->k;
  w->bound1 = bound1;
  w->bound2 = k->size - 1 - bound1;
  w->sidemask = w->lastmask = k->topbit | 1;
  w->endbit = k->topbit >> 1;
  for (int i = 1; i < bound1; i++) {
    w->lastmask |= w->lastmask >> 1 | w->lastmask << 1;
    w->endbit >>= 1;
  }
}

/* Two copies of the search, one per kind, so the test of the kind leaves
 * the inner loop. */
static void search_corner(Worker *w, int y, uint32_t l, uint32_t d, uint32_t r)
{
  search(w, true, y, l, d, r);
}

static void search_edge(Worker *w, int y, uint32_t l, uint32_t d, uint32_t r)
{
  search(w, false, y, l, d, r);
}

static void run_task(Worker *w, const Task *t)
{
  if (t->corner) {
    w->bound1 = t->bound1;
    search_corner(w, t->y, t->l, t->d, t->r);
    return;
  }
  edge_setup(w, t->bound1);
  memcpy(w->board, t->board, sizeof t->board);
  search_edge(w, t->y, t->l, t->d, t->r);
}

static void *worker_main(void *arg)
{
  Worker w;
  memset(&w, 0, sizeof w);
  w.k = arg;
  Counter *k = w.k;
  for (;;) {
    int i = atomic_fetch_add(&k->next, 1);
    if (i >= k->ntasks || interrupted(&w)) break;
    run_task(&w, &k->tasks[i]);
  }
  pthread_mutex_lock(&k->lock);
  k->c2 += w.c2;
  k->c4 += w.c4;
  k->c8 += w.c8;
  pthread_mutex_unlock(&k->lock);
  return NULL;
}

/* Place rows y.. up to TASK_ROWS with the search's own rules, and make a
 * task of each placement (or of the rest, near the end of small boards). */
static void cut(Counter *k, Worker *w, bool corner, int y, uint32_t l, uint32_t d, uint32_t r)
{
  if (y >= TASK_ROWS || y >= k->sizee - 1) {
    Task *t = &k->tasks[k->ntasks++];
    *t = (Task){ corner, w->bound1, y, l, d, r, { 0 } };
    memcpy(t->board, w->board, sizeof t->board);
    return;
  }
  uint32_t b = corner ? corner_free(w, y, l, d, r) : edge_free(w, y, l, d, r);
  while (b) {
    uint32_t bit = b & -b;
    b ^= bit;
    w->board[y] = bit;
    cut(k, w, corner, y + 1, (l | bit) << 1, d | bit, (r | bit) >> 1);
  }
}

static void make_tasks(Counter *k)
{
  Worker w;
  memset(&w, 0, sizeof w);
  w.k = k;
  for (int b1 = 2; b1 < k->sizee; b1++) {      /* first queen in the corner */
    uint32_t bit = 1u << b1;
    w.bound1 = b1;
    w.board[0] = 1;
    w.board[1] = bit;
    cut(k, &w, true, 2, (2 | bit) << 1, 1 | bit, bit >> 1);
  }
  for (int b1 = 1; b1 < k->size - 1 - b1; b1++) {   /* first queen on row b1 */
    uint32_t bit = 1u << b1;
    edge_setup(&w, b1);
    w.board[0] = bit;
    cut(k, &w, false, 1, bit << 1, bit, bit >> 1);
  }
}

QnCountStatus qn_count(int n, int threads, QnCount *out, volatile sig_atomic_t *stop,
                       const NAlloc *a)
{
  if (n < 4) {
    out->total = out->fundamental = n == 1 ? 1 : 0;
    return QN_COUNTED;
  }
  Counter k;
  memset(&k, 0, sizeof k);
  k.size = n;
  k.sizee = n - 1;
  k.mask = (uint32_t)((1ull << n) - 1);
  k.topbit = 1u << (n - 1);
  k.tasks = na_alloc(a, (size_t)QN_COUNT_MAX * QN_COUNT_MAX * QN_COUNT_MAX * sizeof(Task));
  if (k.tasks == NULL) return QN_COUNT_NO_MEMORY;
  make_tasks(&k);
  k.stop = stop;
  pthread_mutex_init(&k.lock, NULL);
  if (threads <= 0) threads = (int)sysconf(_SC_NPROCESSORS_ONLN);
  if (threads < 1) threads = 1;
  if (threads > 64) threads = 64;
  pthread_t tid[64];
  int started = 0;
  for (int i = 1; i < threads; i++)
    if (pthread_create(&tid[started], NULL, worker_main, &k) == 0) started++;
  worker_main(&k);
  for (int i = 0; i < started; i++) pthread_join(tid[i], NULL);
  pthread_mutex_destroy(&k.lock);
  na_free(a, k.tasks);
  out->total = k.c2 * 2 + k.c4 * 4 + k.c8 * 8;
  out->fundamental = k.c2 + k.c4 + k.c8;
  return atomic_load(&k.stopped) ? QN_COUNT_STOPPED : QN_COUNTED;
}

/* }==================================================================== */

static bool lex_less(const int *a, const int *b, int n)
{
  for (int i = 0; i < n; i++)
    if (a[i] != b[i]) return a[i] < b[i];
  return false;
}

void qn_canonical(int n, const int *rows, int *out)
{
  int img[QN_WALK_MAX];
  for (int t = 0; t < 8; t++) {
    for (int c = 0; c < n; c++) {
      int x = c, y = rows[c] - 1;
      if (t & 4) { x = y; y = c; }            /* transpose */
      if (t & 1) x = n - 1 - x;               /* mirror the columns */
      if (t & 2) y = n - 1 - y;               /* mirror the rows */
      img[x] = y + 1;
    }
    if (t == 0 || lex_less(img, out, n)) memcpy(out, img, (size_t)n * sizeof(int));
  }
}
