/* alignes.c -- no three in line: the walk of lib-logo/alignes.lgo, the
 * counter on every core, the symmetries of the square. */
#include <config.h>

#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "alignes.h"

static int gcd(int x, int y)
{
  while (y) {
    int t = x % y;
    x = y;
    y = t;
  }
  return x;
}

bool al_in_line(int r1, int c1, int r2, int c2, int r3, int c3)
{
  return (r2 - r1) * (c3 - c1) - (c2 - c1) * (r3 - r1) == 0;
}

/* Mark, in the rows below r, the cells of the line from (r0, c0) through
 * (r, c), r0 < r, 0-based: a point there would be the third in line. The
 * step is the vector divided by its gcd, so no grid point is skipped. */
static void ban_line(uint32_t *banned, int n, int r0, int c0, int r, int c)
{
  int dr = r - r0, dc = c - c0;
  int g = gcd(dr, dc < 0 ? -dc : dc);
  dr /= g;
  dc /= g;
  for (int y = r + dr, x = c + dc; y < n && x >= 0 && x < n; y += dr, x += dc)
    banned[y] |= 1u << x;
}

/* The bans of row r's two points (0-based columns x1, x2) with every point
 * above, rows[0..r) holding the earlier pairs' columns, 0-based too. */
static void ban_row(uint32_t *banned, int n, int r, int x1, int x2, const int (*cols)[2])
{
  for (int r0 = 0; r0 < r; r0++)
    for (int i = 0; i < 2; i++) {
      ban_line(banned, n, r0, cols[r0][i], r, x1);
      ban_line(banned, n, r0, cols[r0][i], r, x2);
    }
}

/* {====================================================================
 * The walk: the Logo's backtrack, one tested pair at a time
 * ===================================================================== */

static bool pair_free(const AlWalk *w, int r)
{
  uint32_t ban = w->banned[r][r];
  return !(ban >> (w->a[r] - 1) & 1) && !(ban >> (w->b[r] - 1) & 1);
}

/* Row r's pair is placed: the bans seen by the rows below it. */
static void walk_place(AlWalk *w, int r)
{
  int cols[AL_MAX][2];
  for (int i = 0; i < r; i++) {
    cols[i][0] = w->a[i] - 1;
    cols[i][1] = w->b[i] - 1;
  }
  memcpy(w->banned[r + 1], w->banned[r], sizeof w->banned[r]);
  ban_row(w->banned[r + 1], w->n, r, w->a[r] - 1, w->b[r] - 1, (const int (*)[2])cols);
}

/* The next pair of the current row, (n, n+1) past the last. */
static void next_pair(AlWalk *w)
{
  int r = w->row;
  if (w->b[r] < w->n) {
    w->b[r]++;
  } else {
    w->a[r]++;
    w->b[r] = w->a[r] + 1;
  }
}

void al_walk_from(AlWalk *w, int n, const int *pairs, int k)
{
  memset(w, 0, sizeof *w);
  w->n = n;
  w->a[0] = 1;
  w->b[0] = 2;
  for (int r = 0; r < k; r++) {
    w->a[r] = pairs[2 * r];
    w->b[r] = pairs[2 * r + 1];
  }
  for (int r = 0; r + 1 < k; r++) {   /* the Logo tests each given row */
    w->examined[r]++;
    walk_place(w, r);
  }
  w->row = k > 0 ? k - 1 : 0;
}

/* One test of the walk; true when it stops there (why says how). */
static bool walk_step(AlWalk *w, AlStop *why)
{
  int r = w->row;
  if (w->a[r] >= w->n) {              /* the row has no pair left: back up */
    if (r == 0) {
      *why = AL_FINISHED;
      return true;
    }
    w->row--;
    next_pair(w);
    return false;
  }
  w->examined[r]++;
  if (!pair_free(w, r)) {
    next_pair(w);
    return false;
  }
  if (r == w->n - 1) {
    w->solutions++;
    w->after_solution = true;
    *why = AL_SOLUTION;
    return true;
  }
  walk_place(w, r);
  w->row++;
  w->a[w->row] = 1;
  w->b[w->row] = 2;
  return false;
}

AlStop al_walk_run(AlWalk *w, volatile sig_atomic_t *stop)
{
  AlStop why = AL_FINISHED;
  if (w->after_solution) {
    w->after_solution = false;
    next_pair(w);
  }
  for (;;) {
    if ((++w->tick & 0xFFFF) == 0) {
      if (stop && *stop) return AL_INTERRUPTED;
      if (w->report && (w->tick & 0xFFFFF) == 0) w->report(w->ud, w);
    }
    if (walk_step(w, &why)) return why;
  }
}

int al_check_start(int n, const int *pairs, int k)
{
  for (int r = 0; r < k; r++) {
    int a = pairs[2 * r], b = pairs[2 * r + 1];
    if (a < 1 || b > n || a >= b) return -(r + 1);
  }
  /* every triple of points: the third, in the lowest row, against the two
   * above it (two points of one row are never in line with a third) */
  for (int r3 = 2; r3 < k; r3++)
    for (int i3 = 0; i3 < 2; i3++)
      for (int p = 0; p < 2 * r3; p++)
        for (int q = p + 1; q < 2 * r3; q++) {
          if (p / 2 == q / 2) continue;
          if (al_in_line(p / 2, pairs[p], q / 2, pairs[q], r3, pairs[2 * r3 + i3])) return r3 + 1;
        }
  return 0;
}

/* }==================================================================== */

/* {====================================================================
 * Symmetries
 * ===================================================================== */

int al_symmetries(int n, const int *pairs)
{
  uint32_t rows[AL_MAX], img[AL_MAX];
  for (int r = 0; r < n; r++) rows[r] = 1u << (pairs[2 * r] - 1) | 1u << (pairs[2 * r + 1] - 1);
  int fixed = 0;
  for (int t = 0; t < 8; t++) {
    memset(img, 0, sizeof img);
    for (int r = 0; r < n; r++)
      for (int i = 0; i < 2; i++) {
        int y = r, x = pairs[2 * r + i] - 1;
        if (t & 4) { int s = x; x = y; y = s; }     /* transpose */
        if (t & 1) x = n - 1 - x;                   /* mirror the columns */
        if (t & 2) y = n - 1 - y;                   /* mirror the rows */
        img[y] |= 1u << x;
      }
    if (memcmp(rows, img, (size_t)n * sizeof *rows) == 0) fixed++;
  }
  return fixed;
}

/* }==================================================================== */

/* {====================================================================
 * The counter. It completes one line at a time, a line being a row or a
 * column: each must end with exactly two points (no three in a row or a
 * column, 2n points in n of each). It takes the line with the fewest ways
 * left to complete it: a row, nearest the middle on a tie, or a column when
 * it has at most three ways, fewer than any row (a column needing one point
 * among four free cells is four weak branches, where a row's pairs ban far
 * more: at n = 10, preferring columns always examined 2.5 times as many
 * positions, never taking them 1.7 times as many; this order examines 2.3
 * times fewer than the row with the fewest free cells). The line through
 * two points bans its other cells in every row: each line of the grid with
 * three cells or more is kept once as board words, found for any pair of
 * cells in a table, so a point's bans are four ORs per earlier point.
 *
 * Symmetry: the tasks are the two rows filled first (p, q): the two
 * middle rows for even n, the two around the middle one for odd n (their
 * lines ban the middle row's cells halfway: twice as fast as starting on
 * the middle row). The mirror of the columns maps the solutions of (p, q)
 * one to one onto those of its image (p', q'), the mirror of the rows,
 * which swaps these two rows, onto those of (q, p) and (q', p'). Only the
 * smallest of these images is searched, with a weight: how many distinct
 * images it has.
 * Classes by Burnside's lemma: their number is the sum, over all
 * solutions, of how many of the 8 symmetries fix each, divided by 8 (a
 * solution and its images are fixed by as many).
 * ===================================================================== */

typedef struct Task {
  int8_t x[4];       /* first and last rows, 0-based columns */
  int8_t weight;     /* how many tasks this one stands for */
} Task;

typedef struct Counter {
  int n, nn;               /* nn = n * n cells, numbered y * n + x */
  uint32_t mask;
  int order[2];            /* the two rows of the tasks */
  uint8_t near[AL_MAX];    /* by row: its distance from the middle */
  int shift;               /* a row takes 1 << shift bits of a word (8, 16
                              or 32), so that a word holds whole rows */
  int words;               /* of a line in pool: 4, or 16 past 16 x 16 */
  uint32_t *line_of;       /* [p * nn + q]: the line through cells p and q,
                              0 when it has no third cell (no ban) */
  uint64_t *pool;          /* line i's cells at pool + i * words, as the
                              board holds them: 0 is no cell at all */
  size_t npool, cappool;
  Task *tasks;
  int ntasks;
  atomic_int next, done;
  atomic_uint_fast64_t found;
  volatile sig_atomic_t *stop;
  atomic_bool stopped;
  AlReport report;
  void *ud;
  const AlResume *resume;  /* never NULL while counting */
  pthread_mutex_t lock;
  uint64_t total, fixed;   /* fixed: the sum of the symmetries */
} Counter;

/* What the search knows at one position. */
typedef struct Level {
  uint64_t ban[AL_MAX / 2];   /* the cells that can take no point: row y
                                 in word_of(y), from bit (y mod rows per
                                 word) << shift */
  uint32_t row1, row2;     /* the rows needing one more point, two more */
  uint32_t col1, col2;     /* the columns likewise */
} Level;

/* The line the search completes next, and how. */
typedef struct Choice {
  bool column;
  int line;                /* its row or column */
  int need;                /* 1 or 2 points */
  unsigned ways;           /* ways to place them */
  uint32_t free;           /* its free cells: columns of a row, rows of a column */
} Choice;

typedef struct Worker {
  Counter *k;
  bool is_caller;          /* only the calling thread reports */
  bool stopped;
  int weight;              /* of the task being searched */
  int np;
  uint16_t pts[2 * AL_MAX];   /* the points placed, as cells */
  uint64_t total, fixed;
  uint32_t ticks;
} Worker;

/* The board's word holding row y, and row y itself. */
static inline int word_of(const Counter *k, int y)
{
  return y >> (6 - k->shift);
}

static inline uint32_t row_of(const Counter *k, const Level *s, int y)
{
  int at = (y & ((1 << (6 - k->shift)) - 1)) << k->shift;
  return (uint32_t)(s->ban[word_of(k, y)] >> at) & k->mask;
}

static inline void ban_cell(const Counter *k, Level *s, int y, int x)
{
  int at = (y & ((1 << (6 - k->shift)) - 1)) << k->shift;
  s->ban[word_of(k, y)] |= 1ull << (at + x);
}

static bool pool_push(Counter *k, uint64_t v, const NAlloc *a)
{
  uint64_t *p = na_grow(a, k->pool, k->npool, &k->cappool, sizeof *p, 4096);
  if (p == NULL) return false;
  k->pool = p;
  p[k->npool++] = v;
  return true;
}

/* Keep the line from cell (y, x) on by (dy, dx), when it has three cells
 * or more, and point every pair of its cells at it. */
static bool add_line(Counter *k, int y, int x, int dy, int dx, const NAlloc *a)
{
  int n = k->n, cells[AL_MAX], m = 0;
  Level line;
  memset(&line, 0, sizeof line);
  for (int v = y, u = x; v < n && u >= 0 && u < n; v += dy, u += dx) {
    cells[m++] = v * n + u;
    ban_cell(k, &line, v, u);
  }
  if (m < 3) return true;
  uint32_t at = (uint32_t)(k->npool / (size_t)k->words);
  bool ok = true;
  for (int v = 0; ok && v < k->words; v++) ok = pool_push(k, line.ban[v], a);
  for (int i = 0; ok && i < m; i++)
    for (int j = 0; j < m; j++)
      if (i != j) k->line_of[(size_t)cells[i] * (size_t)k->nn + (size_t)cells[j]] = at;
  return ok;
}

/* Every line of the grid through three cells or more: by direction (dy,
 * dx) in lowest terms, going down or right, from each cell whose
 * predecessor on it is off the grid. */
static bool make_lines(Counter *k, const NAlloc *a)
{
  int n = k->n;
  k->line_of = na_zalloc(a, (size_t)k->nn * (size_t)k->nn * sizeof *k->line_of);
  bool ok = k->line_of != NULL;
  for (int v = 0; ok && v < k->words; v++) ok = pool_push(k, 0, a);   /* line 0 */
  for (int dy = 0; ok && dy < n; dy++)
    for (int dx = -(n - 1); ok && dx < n; dx++) {
      if (gcd(dy, dx < 0 ? -dx : dx) != 1 || (dy == 0 && dx != 1)) continue;
      for (int y = 0; ok && y < n; y++)
        for (int x = 0; ok && x < n; x++) {
          int py = y - dy, px = x - dx;
          if (py < 0 || px < 0 || px >= n) ok = add_line(k, y, x, dy, dx, a);
        }
    }
  return ok;
}

static bool interrupted(Worker *w)
{
  Counter *k = w->k;
  if (k->stop && *k->stop) atomic_store(&k->stopped, true);
  return atomic_load(&k->stopped);
}

/* The stop is looked at every 4,096 positions: a few microseconds here,
 * still well under a second in a build instrumented for fuzzing (every
 * 65,536 took seconds at n = 18 there). */
static void tick(Worker *w)
{
  if ((++w->ticks & 0xFFF) != 0) return;
  w->stopped = interrupted(w);
  Counter *k = w->k;
  if (w->is_caller && k->report && (w->ticks & 0xFFFFF) == 0)
    k->report(k->ud, atomic_load(&k->done), k->ntasks, atomic_load(&k->found));
}

/* A point on (y, x): the lines through it and every earlier point ban
 * their cells, and its row and column need one point less. */
static void place(Worker *w, Level *t, int y, int x)
{
  const Counter *k = w->k;
  int cell = y * k->n + x;
  const uint32_t *of = k->line_of + (size_t)cell * (size_t)k->nn;
  if (k->words == 4) {      /* up to 16 x 16: four ORs, no branch */
    uint64_t b0 = t->ban[0], b1 = t->ban[1], b2 = t->ban[2], b3 = t->ban[3];
    for (int i = 0; i < w->np; i++) {
      const uint64_t *l = k->pool + (size_t)of[w->pts[i]] * 4;
      b0 |= l[0];
      b1 |= l[1];
      b2 |= l[2];
      b3 |= l[3];
    }
    t->ban[0] = b0;
    t->ban[1] = b1;
    t->ban[2] = b2;
    t->ban[3] = b3;
  } else
    for (int i = 0; i < w->np; i++) {
      const uint64_t *l = k->pool + (size_t)of[w->pts[i]] * AL_MAX / 2;
      for (int v = 0; v < AL_MAX / 2; v++) t->ban[v] |= l[v];
    }
  ban_cell(k, t, y, x);
  uint32_t ry = 1u << y, cx = 1u << x;
  if (t->row2 & ry) t->row1 |= ry;
  else t->row1 &= ~ry;
  t->row2 &= ~ry;
  if (t->col2 & cx) t->col1 |= cx;
  else t->col1 &= ~cx;
  t->col2 &= ~cx;
  w->pts[w->np++] = (uint16_t)cell;
}

/* Without -mpopcnt, __builtin_popcount is a call into libgcc: this is
 * inline and as fast. */
static inline unsigned bits_in(uint32_t v)
{
  v -= v >> 1 & 0x55555555u;
  v = (v & 0x33333333u) + (v >> 2 & 0x33333333u);
  return ((v + (v >> 4)) & 0x0F0F0F0Fu) * 0x01010101u >> 24;
}

/* The rows still open: false when one cannot take its points any more;
 * else the row with the fewest ways in c, and in a[i] the columns with
 * more than i free cells in these rows. A row is ranked by its ways, then
 * by its distance from the middle (k->near), in one number. */
static bool scan_rows(const Counter *k, const Level *s, Choice *c, uint32_t a[4])
{
  uint32_t open = s->col1 | s->col2, best = UINT32_MAX;
  int by = 0;
  a[0] = a[1] = a[2] = a[3] = 0;
  for (uint32_t rs = s->row1 | s->row2; rs; rs &= rs - 1) {
    int y = __builtin_ctz(rs);
    uint32_t f = ~row_of(k, s, y) & open;
    unsigned cnt = bits_in(f), need = (s->row2 >> y & 1) + 1u;
    if (cnt < need) return false;
    uint32_t rank = (need == 2 ? cnt * (cnt - 1) / 2 : cnt) << 6 | k->near[y];
    if (rank < best) {
      best = rank;
      by = y;
    }
    a[3] |= a[2] & f;
    a[2] |= a[1] & f;
    a[1] |= a[0] & f;
    a[0] |= f;
  }
  uint32_t need = (s->row2 >> by & 1) + 1u;
  *c = (Choice){ false, by, (int)need, best >> 6, ~row_of(k, s, by) & open };
  return true;
}

/* A column with at most three ways to be completed, fewer than the row in
 * c, replaces it (the lowest of those with the fewest ways). */
static void scan_columns(const Counter *k, const Level *s, Choice *c, const uint32_t a[4])
{
  uint32_t by_ways[4] = {
    0,
    (s->col1 & a[0] & ~a[1]) | (s->col2 & a[1] & ~a[2]),
    s->col1 & a[1] & ~a[2],
    (s->col1 | s->col2) & a[2] & ~a[3],
  };
  for (unsigned ways = 1; ways <= 3 && ways < c->ways; ways++) {
    if (by_ways[ways] == 0) continue;
    int x = __builtin_ctz(by_ways[ways]);
    uint32_t f = 0;
    for (uint32_t rs = s->row1 | s->row2; rs; rs &= rs - 1) {
      int y = __builtin_ctz(rs);
      f |= (~row_of(k, s, y) >> x & 1u) << y;
    }
    *c = (Choice){ true, x, (int)(s->col2 >> x & 1) + 1, ways, f };
    return;
  }
}

enum { DEAD, FULL, BRANCH };

static int choose(const Counter *k, const Level *s, Choice *c)
{
  if ((s->row1 | s->row2) == 0) return FULL;
  uint32_t a[4];
  if (!scan_rows(k, s, c, a)) return DEAD;
  if ((s->col2 & ~a[1]) | (s->col1 & ~a[0])) return DEAD;
  scan_columns(k, s, c, a);
  return BRANCH;
}

static void place_on(Worker *w, Level *t, const Choice *c, int i)
{
  if (c->column) place(w, t, i, c->line);
  else place(w, t, c->line, i);
}

static bool banned_on(const Counter *k, const Level *t, const Choice *c, int i)
{
  return c->column ? row_of(k, t, i) >> c->line & 1 : row_of(k, t, c->line) >> i & 1;
}

static void count_leaf(Worker *w)
{
  int n = w->k->n, pairs[2 * AL_MAX], seen[AL_MAX] = { 0 };
  for (int i = 0; i < w->np; i++) {
    int y = w->pts[i] / n;
    pairs[2 * y + seen[y]++] = w->pts[i] % n + 1;
  }
  for (int y = 0; y < n; y++)
    if (pairs[2 * y] > pairs[2 * y + 1]) {
      int t = pairs[2 * y];
      pairs[2 * y] = pairs[2 * y + 1];
      pairs[2 * y + 1] = t;
    }
  w->total += (uint64_t)w->weight;
  w->fixed += (uint64_t)(w->weight * al_symmetries(n, pairs));
}

/* Depth first from s: the chosen line's points, one or two of its free
 * cells, the second after the first (each set of cells once). */

static void search(Worker *w, const Level *s)
{
  tick(w);
  Choice c;
  int r = choose(w->k, s, &c);
  if (r == FULL) count_leaf(w);
  if (r != BRANCH) return;
  for (uint32_t fa = c.free; fa && !w->stopped; fa &= fa - 1) {
    Level t = *s;
    place_on(w, &t, &c, __builtin_ctz(fa));
    if (c.need == 1) search(w, &t);
    else
      for (uint32_t fb = fa & (fa - 1); fb && !w->stopped; fb &= fb - 1) {
        int j = __builtin_ctz(fb);
        if (banned_on(w->k, &t, &c, j)) continue;
        Level u = t;
        place_on(w, &u, &c, j);
        search(w, &u);
        w->np--;
      }
    w->np--;
  }
}

static void run_task(Worker *w, const Task *t)
{
  const Counter *k = w->k;
  Level s;
  memset(&s, 0, sizeof s);
  s.row2 = s.col2 = k->mask;
  w->np = 0;
  w->weight = t->weight;
  for (int i = 0; i < 4; i++) {
    int y = k->order[i / 2], x = t->x[i];
    if (row_of(k, &s, y) >> x & 1) return;
    place(w, &s, y, x);
  }
  search(w, &s);
}

/* Tell resume->finished, one thread at a time. */
static void task_finished(Counter *k, int i, uint64_t total, uint64_t fixed)
{
  pthread_mutex_lock(&k->lock);
  k->resume->finished(k->resume->ud, i, total, fixed);
  pthread_mutex_unlock(&k->lock);
}

static void *worker_main(void *arg)
{
  Worker *w = arg;
  Counter *k = w->k;
  const AlResume *r = k->resume;
  for (;;) {
    int i = atomic_fetch_add(&k->next, 1);
    if (i >= k->ntasks || interrupted(w)) break;
    if (r->done && r->done[i]) continue;
    uint64_t total = w->total, fixed = w->fixed;
    run_task(w, &k->tasks[i]);
    if (w->stopped) {            /* cut short: its sums are not whole */
      w->total = total;
      w->fixed = fixed;
      break;
    }
    atomic_fetch_add(&k->found, w->total - total);
    atomic_fetch_add(&k->done, 1);
    if (r->finished) task_finished(k, i, w->total - total, w->fixed - fixed);
  }
  pthread_mutex_lock(&k->lock);
  k->total += w->total;
  k->fixed += w->fixed;
  pthread_mutex_unlock(&k->lock);
  return NULL;
}

/* A pair of columns as one number, and its mirror's. */
static int pair_code(int n, int a, int b)
{
  return a * n + b;
}

static int mirror_code(int n, int a, int b)
{
  return pair_code(n, n - 1 - b, n - 1 - a);
}

/* The tasks: (p, q), first and last rows, when (p, q) is the smallest of
 * its images by the mirrors; the weight is how many distinct images. */
static void add_task(Counter *k, int a, int b, int c, int d)
{
  int n = k->n, p = pair_code(n, a, b), q = pair_code(n, c, d);
  int mp = mirror_code(n, a, b), mq = mirror_code(n, c, d);
  int img[4][2] = { { p, q }, { mp, mq }, { q, p }, { mq, mp } };
  int weight = 0;
  for (int i = 0; i < 4; i++) {
    if (img[i][0] < p || (img[i][0] == p && img[i][1] < q)) return;
    bool seen = false;
    for (int j = 0; j < i; j++) seen |= img[j][0] == img[i][0] && img[j][1] == img[i][1];
    weight += !seen;
  }
  k->tasks[k->ntasks++] = (Task){ { (int8_t)a, (int8_t)b, (int8_t)c, (int8_t)d }, (int8_t)weight };
}

static void make_tasks(Counter *k)
{
  int n = k->n;
  k->order[0] = n / 2 - 1;                 /* even n: the two middle rows */
  k->order[1] = n % 2 == 0 ? n / 2 : n / 2 + 1;   /* odd n: those around it */
  for (int a = 0; a < n; a++)
    for (int b = a + 1; b < n; b++)
      for (int c = 0; c < n; c++)
        for (int d = c + 1; d < n; d++) add_task(k, a, b, c, d);
}

static int thread_count(int threads)
{
  if (threads <= 0) threads = (int)sysconf(_SC_NPROCESSORS_ONLN);
  if (threads < 1) threads = 1;
  return threads > 64 ? 64 : threads;
}

static void counter_free(Counter *k, const NAlloc *a)
{
  na_free(a, k->tasks);
  na_free(a, k->line_of);
  na_free(a, k->pool);
}

/* The tasks of n, false when memory runs out. */
static bool tasks_init(Counter *k, int n, const NAlloc *a)
{
  memset(k, 0, sizeof *k);
  k->n = n;
  size_t pairs = (size_t)n * (size_t)(n - 1) / 2;
  k->tasks = na_alloc(a, pairs * pairs * sizeof(Task));
  if (k->tasks == NULL) return false;
  make_tasks(k);
  return true;
}

/* FNV-1a, 32 bits, over one more number. */
static uint32_t fnv_add(uint32_t h, uint32_t v)
{
  for (int i = 0; i < 4; i++, v >>= 8) h = (h ^ (v & 0xFF)) * 16777619u;
  return h;
}

bool al_task_plan(int n, int *ntasks, uint32_t *fingerprint, const NAlloc *a)
{
  uint32_t h = fnv_add(fnv_add(2166136261u, AL_COUNTER_VERSION), (uint32_t)n);
  *ntasks = 0;
  *fingerprint = h;
  if (n < 2) return true;
  Counter k;
  if (!tasks_init(&k, n, a)) return false;
  h = fnv_add(fnv_add(h, (uint32_t)k.order[0]), (uint32_t)k.order[1]);
  for (int i = 0; i < k.ntasks; i++) {
    const Task *t = &k.tasks[i];
    for (int j = 0; j < 4; j++) h = fnv_add(h, (uint32_t)t->x[j]);
    h = fnv_add(h, (uint32_t)t->weight);
  }
  *ntasks = k.ntasks;
  *fingerprint = h;
  na_free(a, k.tasks);
  return true;
}

/* The tasks and the lines, false when memory runs out. */
static bool counter_init(Counter *k, int n, const NAlloc *a)
{
  if (!tasks_init(k, n, a)) return false;
  k->nn = n * n;
  k->mask = n == 32 ? 0xFFFFFFFFu : (1u << n) - 1;
  k->shift = n <= 8 ? 3 : n <= 16 ? 4 : 5;
  for (int y = 0; y < n; y++) k->near[y] = (uint8_t)abs(2 * y - (n - 1));
  k->words = n <= 16 ? 4 : AL_MAX / 2;
  if (!make_lines(k, a)) {
    counter_free(k, a);
    return false;
  }
  return true;
}

AlCountStatus al_count(int n, int threads, AlCount *out, volatile sig_atomic_t *stop,
                       AlReport report, void *ud, const NAlloc *a)
{
  return al_count_resume(n, threads, out, stop, report, ud, a, NULL);
}

/* The counter starts from the tasks resume has counted already. */
static void counter_resume(Counter *k, const AlResume *resume)
{
  static const AlResume none = { NULL, 0, 0, NULL, NULL };
  k->resume = resume ? resume : &none;
  int done = 0;
  for (int i = 0; k->resume->done && i < k->ntasks; i++) done += k->resume->done[i];
  atomic_store(&k->done, done);
  atomic_store(&k->found, k->resume->total);
  k->total = k->resume->total;
  k->fixed = k->resume->fixed;
}

AlCountStatus al_count_resume(int n, int threads, AlCount *out, volatile sig_atomic_t *stop,
                              AlReport report, void *ud, const NAlloc *a,
                              const AlResume *resume)
{
  out->total = out->classes = 0;
  if (n < 2) return AL_COUNTED;
  Counter k;
  if (!counter_init(&k, n, a)) return AL_COUNT_NO_MEMORY;
  Worker *ws = na_zalloc(a, 64 * sizeof(Worker));
  if (ws == NULL) {
    counter_free(&k, a);
    return AL_COUNT_NO_MEMORY;
  }
  k.stop = stop;
  k.report = report;
  k.ud = ud;
  counter_resume(&k, resume);
  pthread_mutex_init(&k.lock, NULL);
  threads = thread_count(threads);
  pthread_t tid[64];
  int started = 0;
  for (int i = 0; i < threads; i++) ws[i].k = &k;
  ws[0].is_caller = true;
  for (int i = 1; i < threads; i++)
    if (pthread_create(&tid[started], NULL, worker_main, &ws[i]) == 0) started++;
  worker_main(&ws[0]);
  for (int i = 0; i < started; i++) pthread_join(tid[i], NULL);
  pthread_mutex_destroy(&k.lock);
  na_free(a, ws);
  counter_free(&k, a);
  out->total = k.total;
  out->classes = k.fixed / 8;
  return atomic_load(&k.stopped) ? AL_COUNT_STOPPED : AL_COUNTED;
}

/* }==================================================================== */
