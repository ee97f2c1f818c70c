/* alignes_scalar.c -- the counter's search in plain C, for every
 * processor and every n up to AL_MAX (the method: alignes_count.h). The
 * board holds the banned cells by rows only; a column is read bit by bit
 * across the open rows, and only when it may be chosen. */
#include <config.h>

#include <string.h>

#include "alignes_count.h"

/* What the search knows at one position. */
typedef struct Level {
  uint64_t ban[AL_MAX / 2];   /* the cells that can take no point (the
                                 board's rows, AlCounter) */
  AlNeeds need;
} Level;

/* The line the search completes next, and how. */
typedef struct Choice {
  bool column;
  int line;                /* its row or column */
  int need;                /* 1 or 2 points */
  unsigned ways;           /* ways to place them */
  uint32_t free;           /* its free cells: columns of a row, rows of a column */
} Choice;

static inline uint32_t row_of(const AlCounter *k, const uint64_t *ban, int y)
{
  int per_word = 64 >> k->shift;
  return (uint32_t)(ban[y / per_word] >> ((y % per_word) << k->shift)) & k->mask;
}

static inline void ban_cell(const AlCounter *k, uint64_t *ban, int y, int x)
{
  int per_word = 64 >> k->shift;
  ban[y / per_word] |= 1ull << ((y % per_word) << k->shift) << x;
}

static inline void ban_or(const AlCounter *k, uint64_t *to, const uint64_t *from)
{
  if (k->words == 4) {      /* up to 16 x 16: four ORs, no loop */
    to[0] |= from[0];
    to[1] |= from[1];
    to[2] |= from[2];
    to[3] |= from[3];
  } else
    for (int v = 0; v < AL_MAX / 2; v++) to[v] |= from[v];
}

/* B(y, x): the cell and the cells in line with it and a point placed. */
static void cell_bans(const AlWorker *w, int y, int x, uint64_t *b)
{
  const AlCounter *k = w->k;
  int cell = y * k->n + x;
  const uint32_t *of = k->line_of + (size_t)cell * (size_t)k->nn;
  memcpy(b, k->pool + (size_t)(k->cell0 + (uint32_t)cell) * (size_t)k->stride,
         (size_t)k->words * sizeof *b);
  for (int i = 0; i < w->np; i++) ban_or(k, b, k->pool + (size_t)of[w->pts[i]] * (size_t)k->stride);
}

/* The key-column cells of the given rows are banned. */
static void ban_key_rows(const AlCounter *k, Level *s, uint32_t rows)
{
  for (; rows; rows &= rows - 1) {
    int y = __builtin_ctz(rows);
    ban_cell(k, s->ban, y, k->order[0]);
    ban_cell(k, s->ban, y, k->order[1]);
  }
}

/* A point on (y, x) whose bans are b; true when it lands in a key column. */
static inline bool place(AlWorker *w, Level *s, int y, int x, const uint64_t *b)
{
  ban_or(w->k, s->ban, b);
  return al_note(w, &s->need, y, x);
}

/* After points in a key column: false when the key is below the row
 * key; else the cells that would take it there are banned. */
static bool key_checked(const AlWorker *w, Level *s)
{
  uint32_t rows;
  if (!al_key_check(w, &s->need.key, &rows)) return false;
  ban_key_rows(w->k, s, rows);
  return true;
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
 * by its distance from the middle, in one number. */
static bool scan_rows(const AlCounter *k, const Level *s, Choice *c, uint32_t a[4])
{
  const AlNeeds *nd = &s->need;
  uint32_t open = nd->col1 | nd->col2, best = UINT32_MAX, by_free = 0;
  int by = 0;
  a[0] = a[1] = a[2] = a[3] = 0;
  for (uint32_t rs = nd->row1 | nd->row2; rs; rs &= rs - 1) {
    int y = __builtin_ctz(rs);
    uint32_t f = ~row_of(k, s->ban, y) & open;
    unsigned cnt = bits_in(f), need = (nd->row2 >> y & 1) + 1u;
    if (cnt < need) return false;
    uint32_t rank = (need == 2 ? cnt * (cnt - 1) / 2 : cnt) << 6 | k->dist[y];
    if (rank < best) {
      best = rank;
      by = y;
      by_free = f;
    }
    a[3] |= a[2] & f;
    a[2] |= a[1] & f;
    a[1] |= a[0] & f;
    a[0] |= f;
  }
  *c = (Choice){ false, by, (int)(nd->row2 >> by & 1) + 1, best >> 6, by_free };
  return true;
}

/* A column with at most three ways to be completed, fewer than the row in
 * c, replaces it (the lowest of those with the fewest ways). */
static void scan_columns(const AlCounter *k, const Level *s, Choice *c, const uint32_t a[4])
{
  const AlNeeds *nd = &s->need;
  uint32_t by_ways[4] = {
    0,
    (nd->col1 & a[0] & ~a[1]) | (nd->col2 & a[1] & ~a[2]),
    nd->col1 & a[1] & ~a[2],
    (nd->col1 | nd->col2) & a[2] & ~a[3],
  };
  for (unsigned ways = 1; ways <= 3 && ways < c->ways; ways++) {
    if (by_ways[ways] == 0) continue;
    int x = __builtin_ctz(by_ways[ways]);
    uint32_t f = 0;
    for (uint32_t rs = nd->row1 | nd->row2; rs; rs &= rs - 1) {
      int y = __builtin_ctz(rs);
      f |= (~row_of(k, s->ban, y) >> x & 1u) << y;
    }
    *c = (Choice){ true, x, (int)(nd->col2 >> x & 1) + 1, ways, f };
    return;
  }
}

enum { DEAD, FULL, BRANCH };

static int choose(const AlCounter *k, const Level *s, Choice *c)
{
  if ((s->need.row1 | s->need.row2) == 0) return FULL;
  uint32_t a[4];
  if (!scan_rows(k, s, c, a)) return DEAD;
  if ((s->need.col2 & ~a[1]) | (s->need.col1 & ~a[0])) return DEAD;
  scan_columns(k, s, c, a);
  return BRANCH;
}

/* The cells of c's line: (cy[i], cx[i]) and their bans B + i * words. */
static int candidates(const AlWorker *w, const Choice *c, int *cy, int *cx, uint64_t *B)
{
  int m = 0;
  for (uint32_t f = c->free; f; f &= f - 1, m++) {
    int i = __builtin_ctz(f);
    cy[m] = c->column ? i : c->line;
    cx[m] = c->column ? c->line : i;
    cell_bans(w, cy[m], cx[m], B + (size_t)m * (size_t)w->k->words);
  }
  return m;
}

static void search(AlWorker *w, Level *s);

/* The children of s: one or two of the chosen line's free cells, the
 * second after the first (each set of cells once). */
static void branch(AlWorker *w, const Level *s, const Choice *c)
{
  uint64_t B[AL_MAX * AL_MAX / 2];
  int cy[AL_MAX], cx[AL_MAX], words = w->k->words;
  int m = candidates(w, c, cy, cx, B);
  for (int i = 0; i < m && !w->stopped; i++) {
    Level t = *s;
    bool key = place(w, &t, cy[i], cx[i], B + i * words);
    if (c->need == 1) {
      if (!key || key_checked(w, &t)) search(w, &t);
    } else
      for (int j = i + 1; j < m && !w->stopped; j++) {
        Level u = t;
        bool key2 = place(w, &u, cy[j], cx[j], B + j * words);
        if (!(key || key2) || key_checked(w, &u)) search(w, &u);
        w->np--;
      }
    w->np--;
  }
}

/* A line with one way: its cells (one, or the two it needs) placed in s
 * itself. False when the key falls below the row key. */
static bool force(AlWorker *w, Level *s, const Choice *c)
{
  uint64_t B[2 * AL_MAX / 2];
  int cy[2], cx[2];
  int m = candidates(w, c, cy, cx, B);
  bool key = false;
  for (int i = 0; i < m; i++) key |= place(w, s, cy[i], cx[i], B + i * w->k->words);
  return !key || key_checked(w, s);
}

/* Depth first from s, which it changes (the forced lines); w->np as it
 * found it when it returns. */
static void search(AlWorker *w, Level *s)
{
  int np = w->np;
  Choice c;
  while (!al_tick(w)) {
    int r = choose(w->k, s, &c);
    if (r == FULL) al_leaf(w, &s->need.key);
    if (r != BRANCH) break;
    if (c.ways > 1) {
      branch(w, s, &c);
      break;
    }
    if (!force(w, s, &c)) break;
  }
  w->np = np;
}

void al_search_scalar(AlWorker *w, const AlTask *t)
{
  const AlCounter *k = w->k;
  Level s;
  memset(&s, 0, sizeof s);
  s.need.row2 = s.need.col2 = k->mask;
  ban_key_rows(k, &s, w->key_ban[1]);     /* no key distance known yet */
  bool key = false;
  for (int i = 0; i < 4; i++) {
    uint64_t b[AL_MAX / 2];
    int y = k->order[i / 2], x = t->x[i];
    cell_bans(w, y, x, b);
    key |= place(w, &s, y, x, b);
  }
  if (!key || key_checked(w, &s)) search(w, &s);
}
