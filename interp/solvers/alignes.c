/* alignes.c -- no three in line: the walk of lib-logo/alignes.lgo and the
 * symmetries of the square (the counter is in alignes_count.c). */
#include <config.h>

#include <string.h>

#include "alignes.h"

int al_gcd(int x, int y)
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
  int g = al_gcd(dr, dc < 0 ? -dc : dc);
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
