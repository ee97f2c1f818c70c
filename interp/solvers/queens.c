/* queens.c -- Dupont's walk, the fast counter, symmetries. */
#include <config.h>

#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "queens.h"
#include "threads.h"

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

/* The helpers of the counter's inner loop, inlined whatever the
 * compiler's estimate of their size. */
#ifdef __GNUC__
#define QN_INLINE inline __attribute__((always_inline))
#else
#define QN_INLINE inline
#endif

/* Tasks are cut after this many rows, so that both cores stay busy to
 * the end of the count. */
#define TASK_ROWS 3

/* Ctrl-C is looked at when the search comes back to a row at least this
 * many rows above the last: the rows below hold at most some hundred
 * thousand positions, under a millisecond (Ctrl-C stops Q(20) or Q(24) in
 * less than 10 ms); with 7, the look cost 1.5 % of Q(16). */
#define LOOK_ROWS 10

/* The table of the last three rows: 9 pairs of gaps, 9 attacked cells. */
#define WAYS3_SIZE (9 * 512)

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
  uint8_t ways3[WAYS3_SIZE];   /* the last three rows (three_ways) */
  bool pext;                   /* the processor has BMI2 (three_ways_pext) */
} Counter;

/* What one thread knows while it runs a task. */
typedef struct Worker {
  Counter *k;
  const uint8_t *ways3;
  int last;                         /* k->sizee and k->mask, at hand */
  uint32_t mask;
  int bound1, bound2;
  uint32_t sidemask, lastmask, endbit;
  uint32_t rowmask[QN_COUNT_MAX];   /* the cells a row may take before any attack */
  uint32_t off[QN_COUNT_MAX];       /* the others, ~rowmask (for the last rows) */
  uint32_t board[QN_COUNT_MAX];
  uint64_t c2, c4, c8;
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

static bool interrupted(Counter *k)
{
  if (k->stop && *k->stop) atomic_store(&k->stopped, true);
  return atomic_load(&k->stopped);
}

/* The cells free on row y: rowmask[y] keeps the corner search's second
 * column, or the edge search's side columns, out of the rows above bound1;
 * at bound2 the edge search requires the sides in a precise way, so that
 * only the smallest of each class of solutions is reached (Takaken's
 * rules). */
static QN_INLINE uint32_t row_free(const Worker *w, bool is_corner, int y, uint32_t l, uint32_t d,
                                uint32_t r)
{
  uint32_t bitmap = w->rowmask[y] & ~(l | d | r);
  if (!is_corner && y == w->bound2) {
    if (!(d & w->sidemask)) return 0;
    if ((d & w->sidemask) != w->sidemask) bitmap &= w->sidemask;
  }
  return bitmap;
}

/* How many ways the last two rows take their free columns a and b (the
 * other columns are taken), l and r being the attacks on the first of
 * them, the cells off1 and off out of the rules of the first and the
 * last row: 0, 1 or 2, without a branch (a branch on such data is
 * mispredicted about every other time). */
static QN_INLINE unsigned two_ways(uint32_t l, uint32_t r, uint32_t a, uint32_t b, uint32_t off1,
                                   uint32_t off)
{
  uint32_t lr = l | r | off1;
  unsigned ab = !(a & lr) & !(b & ((l | a) << 1 | (r | a) >> 1 | off));
  unsigned ba = !(b & lr) & !(a & ((l | b) << 1 | (r | b) >> 1 | off));
  return ab + ba;
}

/* The last three rows by a table: their three free columns a < b < c,
 * which of them the queens above attack on each row (three bits a row),
 * and the gaps b - a and c - b, which decide the attacks between the
 * three queens (a gap of 3 or more is no attack in three rows). The
 * index of a pair of gaps: */
static QN_INLINE unsigned ways3_geometry(int a, int b, int c)
{
  int g1 = b - a < 3 ? b - a : 3, g2 = c - b < 3 ? c - b : 3;
  return (unsigned)((g1 - 1) * 3 + g2 - 1);
}

/* Fill the table: for each geometry and attacked cells, the number of
 * ways to put one queen on each row, one in each column, none attacked. */
static void ways3_build(uint8_t *tab)
{
  static const int perms[6][3] = { { 0, 1, 2 }, { 0, 2, 1 }, { 1, 0, 2 },
                                   { 1, 2, 0 }, { 2, 0, 1 }, { 2, 1, 0 } };
  for (int g1 = 1; g1 <= 3; g1++)
    for (int g2 = 1; g2 <= 3; g2++)
      for (unsigned att = 0; att < 512; att++) {
        int x[3] = { 0, g1, g1 + g2 }, n = 0;
        for (int p = 0; p < 6; p++) {
          bool ok = true;
          for (int j = 0; j < 3; j++) {
            if (att >> (3 * j + perms[p][j]) & 1) ok = false;
            for (int k = j + 1; k < 3; k++)
              if (abs(x[perms[p][j]] - x[perms[p][k]]) == k - j) ok = false;
          }
          n += ok;
        }
        tab[ways3_geometry(0, g1, g1 + g2) * 512 + att] = (uint8_t)n;
      }
}

/* Bits a, b and c of m, as bits 0, 1 and 2. */
static QN_INLINE unsigned bits3(uint32_t m, int a, int b, int c)
{
  return (m >> a & 1) | (m >> b & 1) << 1 | (m >> c & 1) << 2;
}

/* The same for the last three rows, their free columns cols (three bits):
 * l and r attack the first of them, shifted once more for each row down;
 * off[j], the cells out of the rules of row j of the three. */
static QN_INLINE unsigned three_ways(const uint8_t *tab, uint32_t l, uint32_t r, uint32_t cols,
                                     const uint32_t *off)
{
  uint32_t rest = cols & (cols - 1);
  int a = __builtin_ctz(cols), b = __builtin_ctz(rest), c = 31 - __builtin_clz(rest);
  uint32_t m0 = l | r | off[0], m1 = l << 1 | r >> 1 | off[1], m2 = l << 2 | r >> 2 | off[2];
  unsigned att = bits3(m0, a, b, c) | bits3(m1, a, b, c) << 3 | bits3(m2, a, b, c) << 6;
  return tab[ways3_geometry(a, b, c) * 512 + att];
}

#if defined(__GNUC__) && defined(__x86_64__)
#include <cpuid.h>
/* The same with BMI2's pext, which gathers the bits of each row at once,
 * for the processors that have it (qn_count asks the processor). */
#define QN_PEXT 1
#define QN_PEXT_TARGET __attribute__((target("bmi,bmi2,lzcnt")))

static inline __attribute__((always_inline)) QN_PEXT_TARGET unsigned
three_ways_pext(const uint8_t *tab, uint32_t l, uint32_t r, uint32_t cols, const uint32_t *off)
{
  uint32_t rest = cols & (cols - 1);
  int a = __builtin_ctz(cols), b = __builtin_ctz(rest), c = 31 - __builtin_clz(rest);
  uint32_t m0 = l | r | off[0], m1 = l << 1 | r >> 1 | off[1], m2 = l << 2 | r >> 2 | off[2];
  unsigned att = __builtin_ia32_pext_si(m0, cols) | __builtin_ia32_pext_si(m1, cols) << 3
               | __builtin_ia32_pext_si(m2, cols) << 6;
  return tab[ways3_geometry(a, b, c) * 512 + att];
}
#endif

/* Rows y..sizee of the edge search, when they hold solutions: each is
 * written into the board and its symmetries checked (the slow way, but
 * only a few positions in a thousand get here). */
static void edge_complete(Worker *w, int y, uint32_t l, uint32_t d, uint32_t r)
{
  uint32_t b = w->rowmask[y] & ~(l | d | r);
  if (y == w->k->sizee) {
    if (b) {
      w->board[y] = b;
      check_symmetry(w);
    }
    return;
  }
  while (b) {
    uint32_t bit = b & -b;
    b ^= bit;
    w->board[y] = bit;
    edge_complete(w, y + 1, (l | bit) << 1, d | bit, (r | bit) >> 1);
  }
}

/* Rows y..sizee, the last one to three: counted without a branch, the
 * rules of bound1 and bound2 being those of the row masks there (off, the
 * cells they leave out), then, in the edge search, filled one by one when
 * there is a solution, for its symmetries. One copy per way of reading
 * the table of the last three rows. */
#define FINISH(name, three, attr)                                                          \
  static inline __attribute__((always_inline)) attr void name(                          \
      Worker *w, bool is_corner, int y, uint32_t l, uint32_t d, uint32_t r)              \
  {                                                                                      \
    int last = w->last;                                                                  \
    uint32_t cols = w->mask & ~d;                                                        \
    const uint32_t *off = w->off + last - 2;                                             \
    unsigned ways;                                                                       \
    if (y == last - 2) ways = three(w->ways3, l, r, cols, off);                          \
    else if (y == last - 1)                                                              \
      ways = two_ways(l, r, cols & -cols, cols & (cols - 1), off[1], off[2]);            \
    else ways = !(cols & (l | r | off[2]));                                              \
    if (ways == 0) return;                                                               \
    if (is_corner) w->c8 += ways;                                                        \
    else edge_complete(w, y, l, d, r);                                                   \
  }

FINISH(finish, three_ways, )
#ifdef QN_PEXT
FINISH(finish_pext, three_ways_pext, QN_PEXT_TARGET)
#endif

/* The three cells a queen attacks on the next row. */
static QN_INLINE uint32_t below(uint32_t bit)
{
  return bit << 1 | bit | bit >> 1;
}

/* The cells of a row whose queen would leave no free cell on the next row
 * when that row's free cells before it are `next`: a queen covers at most
 * three neighbouring cells there, so these are the cells next to both the
 * lowest and the highest free cell (all cells when none is free). */
static QN_INLINE uint32_t dead_ends(uint32_t next)
{
  uint32_t lo = next & -next, hi = 0x80000000u >> __builtin_clz(next | 1);
  return (below(lo) & below(hi)) | -(uint32_t)(next == 0);
}

/* Rows y0..sizee of a task, depth first with an explicit stack of the
 * rows above that have cells left to try (faster than recursion, which
 * spills its registers at every call; a row whose last cell is taken is
 * not kept, so the search comes back only to rows with work): the current
 * row's masks stay in locals. A child is entered only
 * when its row has a free cell, and the last three rows are counted at
 * once (finish), the rules of bound1 and bound2 there in the row masks. A child is also left
 * out when none of its cells leaves a free cell on the row after it
 * (dead_ends): all of them at once, cheaper than a branch per grandchild,
 * which goes either way. Ctrl-C is looked at on the way back to a row
 * LOOK_ROWS above the last. One copy per kind of search, and per way of
 * reading the table of the last rows, so that both are known when
 * compiling. */
#define SEARCH(name, is_corner, fin, attr)                                                \
  static attr void name(Worker *w, int y0, uint32_t l0, uint32_t d0, uint32_t r0)          \
  {                                                                                       \
    const int last = w->last;                                                             \
    const int tail = last - 2;                                                            \
    const int bound2 = (is_corner) ? -1 : w->bound2;                                      \
    const uint32_t side = w->sidemask;                                                    \
    if (y0 >= tail) {                                                                     \
      fin(w, is_corner, y0, l0, d0, r0);                                                 \
      return;                                                                             \
    }                                                                                     \
    uint32_t L[QN_COUNT_MAX], D[QN_COUNT_MAX], R[QN_COUNT_MAX], B[QN_COUNT_MAX];          \
    int Y[QN_COUNT_MAX], sp = 0;                                                          \
    const int look = last - LOOK_ROWS;                                                    \
    int y = y0;                                                                           \
    uint32_t l = l0, d = d0, r = r0, b = row_free(w, is_corner, y0, l0, d0, r0);          \
    for (;;) {                                                                            \
      if (b == 0) {                                                                       \
        if (--sp < 0) return;                                                             \
        y = Y[sp];                                                                        \
        if (y <= look && interrupted(w->k)) return;                                       \
        l = L[sp];                                                                        \
        d = D[sp];                                                                        \
        r = R[sp];                                                                        \
        b = B[sp];                                                                        \
        continue;                                                                         \
      }                                                                                   \
      uint32_t bit = b & -b;                                                              \
      b ^= bit;                                                                           \
      if (!(is_corner)) w->board[y] = bit;                                                \
      uint32_t nl = (l | bit) << 1, nd = d | bit, nr = (r | bit) >> 1;                    \
      if (y + 1 == tail) {                                                                \
        fin(w, is_corner, y + 1, nl, nd, nr);                                            \
        continue;                                                                         \
      }                                                                                   \
      uint32_t nb = w->rowmask[y + 1] & ~(nl | nd | nr);                                  \
      if (!(is_corner) && y + 1 == bound2) {                                              \
        if (!(nd & side)) nb = 0;                                                         \
        else if ((nd & side) != side) nb &= side;                                         \
      }                                                                                   \
      nb &= ~dead_ends(w->rowmask[y + 2] & ~(nl << 1 | nd | nr >> 1));                    \
      if (nb == 0) continue;                                                              \
      L[sp] = l;                                                                          \
      D[sp] = d;                                                                          \
      R[sp] = r;                                                                          \
      B[sp] = b;                                                                          \
      Y[sp] = y;                                                                          \
      sp += b != 0;                                                                       \
      y++;                                                                                \
      l = nl;                                                                             \
      d = nd;                                                                             \
      r = nr;                                                                             \
      b = nb;                                                                             \
    }                                                                                     \
  }

SEARCH(search_corner, true, finish, )
SEARCH(search_edge, false, finish, )
#ifdef QN_PEXT
SEARCH(search_corner_pext, true, finish_pext, QN_PEXT_TARGET)
SEARCH(search_edge_pext, false, finish_pext, QN_PEXT_TARGET)
#endif

static void set_off(Worker *w)
{
  for (int y = 0; y < w->k->size; y++) w->off[y] = ~w->rowmask[y];
}

/* The row masks of the corner search for a second queen on row bound1. */
static void corner_setup(Worker *w, int bound1)
{
  Counter *k = w->k;
  w->bound1 = bound1;
  w->bound2 = k->size;          /* no rule of bound2 */
  for (int y = 0; y < k->size; y++) w->rowmask[y] = y < bound1 ? k->mask & ~2u : k->mask;
  set_off(w);
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
  /* the side columns are in rows bound1 to bound2 (bound2 only checks it
   * early), the last queen off lastmask */
  for (int y = 0; y < k->size; y++)
    w->rowmask[y] = y < bound1 || y > w->bound2 ? k->mask & ~w->sidemask : k->mask;
  w->rowmask[k->sizee] &= ~w->lastmask;
  set_off(w);
}

static void run_task(Worker *w, const Task *t)
{
  if (t->corner) {
    corner_setup(w, t->bound1);
#ifdef QN_PEXT
    if (w->k->pext) {
      search_corner_pext(w, t->y, t->l, t->d, t->r);
      return;
    }
#endif
    search_corner(w, t->y, t->l, t->d, t->r);
    return;
  }
  edge_setup(w, t->bound1);
  memcpy(w->board, t->board, sizeof t->board);
#ifdef QN_PEXT
  if (w->k->pext) {
    search_edge_pext(w, t->y, t->l, t->d, t->r);
    return;
  }
#endif
  search_edge(w, t->y, t->l, t->d, t->r);
}

static void *worker_main(void *arg)
{
  Worker w;
  memset(&w, 0, sizeof w);
  w.k = arg;
  Counter *k = w.k;
  w.ways3 = k->ways3;
  w.last = k->sizee;
  w.mask = k->mask;
  for (;;) {
    int i = atomic_fetch_add(&k->next, 1);
    if (i >= k->ntasks || interrupted(k)) break;
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
  uint32_t b = row_free(w, corner, y, l, d, r);
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
  w.last = k->sizee;
  w.mask = k->mask;
  for (int b1 = 2; b1 < k->sizee; b1++) {      /* first queen in the corner */
    uint32_t bit = 1u << b1;
    corner_setup(&w, b1);
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

/* Whether the searches may use BMI2: not on AMD's family 17h (Zen 1 and
 * 2), whose pext is microcode, slower than the generic code; and
 * TORTUE_REINES_GENERIQUE set in the environment keeps them from it (to
 * compare, and to test the other version on any processor). */
static bool qn_has_pext(void)
{
#ifdef QN_PEXT
  if (getenv("TORTUE_REINES_GENERIQUE")) return false;
  __builtin_cpu_init();
  if (__builtin_cpu_is("amdfam17h")) return false;
  /* LZCNT is CPUID 0x80000001's ECX bit 5, asked directly: not every
   * compiler's __builtin_cpu_supports knows its name (clang 14 does not) */
  unsigned eax, ebx, ecx, edx;
  bool lzcnt = __get_cpuid(0x80000001, &eax, &ebx, &ecx, &edx) && (ecx & (1u << 5));
  return __builtin_cpu_supports("bmi") && __builtin_cpu_supports("bmi2") && lzcnt;
#else
  return false;
#endif
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
  ways3_build(k.ways3);
  k.pext = qn_has_pext();
  k.stop = stop;
  pthread_mutex_init(&k.lock, NULL);
  if (threads <= 0) threads = solver_cores();
  if (threads > SOLVER_MAX_THREADS) threads = SOLVER_MAX_THREADS;
  pthread_t tid[SOLVER_MAX_THREADS];
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
