/* korf-ida.c -- an IDA* for the 15-puzzle written for the tests alone,
 * apart from Tortue's (interp/solvers/taquin.c shares no code with it).
 *
 *   korf-ida korf      Korf's conventions (1985): Manhattan distance;
 *                      the blank tried up, left, right, down; no move
 *                      undoing the last; the goal tested when a node is
 *                      generated; the nodes generated counted, the root
 *                      once. Its counts are checked against the paper's
 *                      table (tests/donnees/korf-noeuds.txt).
 *   korf-ida tortue    IDA.ETOILE.NATIF's conventions: ESTIMATION
 *                      (Manhattan plus twice the tiles out of order in
 *                      their row or column); NORD SUD EST OUEST; the goal
 *                      tested when a node is examined; the nodes examined
 *                      (within the bound) counted, over all iterations.
 *
 * Reads positions on standard input, one a line: a number, then the 16
 * cells row after row (0 the blank; the goal 0 1 2 ... 15), and writes
 * "number length nodes" for each. The same search does both: once it
 * reproduces the published counts, its counts under Tortue's conventions
 * are an independent check of Tortue's. */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { SIDE = 4, CELLS = 16, UNREACHED = 1 << 30 };

typedef struct Conventions {
  int dr[4], dc[4];         /* the blank's moves, in the order tried */
  bool linear_conflicts;    /* ESTIMATION rather than Manhattan alone */
  bool goal_when_generated; /* Korf: at generation (and counted there) */
} Conventions;

static const Conventions korf = { { -1, 0, 0, 1 }, { 0, -1, 1, 0 }, false, true };
static const Conventions tortue = { { -1, 1, 0, 0 }, { 0, 0, 1, -1 }, true, false };

typedef struct Search {
  const Conventions *cv;
  int cell[CELLS];
  int blank;
  int bound, next_bound;
  long long nodes;
  int length;
} Search;

static int distance(int tile, int at)
{
  return abs(tile / SIDE - at / SIDE) + abs(tile % SIDE - at % SIDE);
}

static int manhattan(const int *cell)
{
  int h = 0;
  for (int i = 0; i < CELLS; i++)
    if (cell[i] != 0) h += distance(cell[i], i);
  return h;
}

/* How many of the n values of v must go for the rest to increase: n less
 * the longest increasing subsequence (by the smallest last value of each
 * length). */
static int out_of_order(const int *v, int n)
{
  int last[SIDE], len = 0;
  for (int i = 0; i < n; i++) {
    int k = 0;
    while (k < len && last[k] < v[i]) k++;
    last[k] = v[i];
    if (k == len) len++;
  }
  return n - len;
}

/* The tiles of each row already in their goal row, by their goal column,
 * left to right (and the same for columns): each one out of order must
 * leave the line and come back, two moves Manhattan does not count. */
static int conflicts(const int *cell)
{
  int h = 0;
  for (int line = 0; line < SIDE; line++) {
    int row[SIDE], nrow = 0, col[SIDE], ncol = 0;
    for (int k = 0; k < SIDE; k++) {
      int r = cell[line * SIDE + k], c = cell[k * SIDE + line];
      if (r != 0 && r / SIDE == line) row[nrow++] = r % SIDE;
      if (c != 0 && c % SIDE == line) col[ncol++] = c / SIDE;
    }
    h += out_of_order(row, nrow) + out_of_order(col, ncol);
  }
  return 2 * h;
}

static int estimate(const Search *s)
{
  return manhattan(s->cell) + (s->cv->linear_conflicts ? conflicts(s->cell) : 0);
}

/* The blank at s->blank goes to `to`; back with the same call. */
static void slide(Search *s, int to)
{
  s->cell[s->blank] = s->cell[to];
  s->cell[to] = 0;
  s->blank = to;
}

static bool dfs(Search *s, int g, int h, int prev);

/* Move d from the node at depth g, of estimate h (the move is legal):
 * true when the goal is found below it. Manhattan alone changes by the
 * one tile moved; ESTIMATION is computed anew. */
static bool child(Search *s, int g, int h, int d)
{
  int from = s->blank, to = from + s->cv->dr[d] * SIDE + s->cv->dc[d], tile = s->cell[to];
  slide(s, to);
  h = s->cv->linear_conflicts ? estimate(s) : h - distance(tile, to) + distance(tile, from);
  bool found = dfs(s, g + 1, h, d);
  slide(s, from);
  return found;
}

/* The node reached in g moves, of estimate h, the last move prev (-1:
 * the root). */
static bool dfs(Search *s, int g, int h, int prev)
{
  const Conventions *cv = s->cv;
  int f = g + h;
  if (cv->goal_when_generated) s->nodes++;
  if (h == 0 && f <= s->bound) {
    if (!cv->goal_when_generated) s->nodes++;
    s->length = g;
    return true;
  }
  if (f > s->bound) {
    if (f < s->next_bound) s->next_bound = f;
    return false;
  }
  if (!cv->goal_when_generated) s->nodes++;
  for (int d = 0; d < 4; d++) {
    int r = s->blank / SIDE + cv->dr[d], c = s->blank % SIDE + cv->dc[d];
    bool undoes = prev >= 0 && cv->dr[d] == -cv->dr[prev] && cv->dc[d] == -cv->dc[prev];
    if (undoes || r < 0 || r >= SIDE || c < 0 || c >= SIDE) continue;
    if (child(s, g, h, d)) return true;
  }
  return false;
}

/* Iterations with a growing bound. dfs counts Korf's root at each
 * iteration; the paper counts it once. */
static void solve(Search *s)
{
  int h = estimate(s), iterations = 0;
  s->nodes = 0;
  s->bound = h;
  for (;;) {
    s->next_bound = UNREACHED;
    iterations++;
    if (dfs(s, 0, h, -1)) break;
    s->bound = s->next_bound;
  }
  if (s->cv->goal_when_generated) s->nodes -= iterations - 1;
}

static bool read_position(int *number, Search *s)
{
  if (scanf("%d", number) != 1) return false;
  bool seen[CELLS] = { false };
  for (int i = 0; i < CELLS; i++) {
    int t;
    if (scanf("%d", &t) != 1 || t < 0 || t >= CELLS || seen[t]) {
      fprintf(stderr, "korf-ida: position %d: 16 different cells from 0 to 15 wanted\n", *number);
      exit(2);
    }
    seen[t] = true;
    s->cell[i] = t;
    if (t == 0) s->blank = i;
  }
  return true;
}

int main(int argc, char **argv)
{
  Search s;
  if (argc != 2 || (strcmp(argv[1], "korf") != 0 && strcmp(argv[1], "tortue") != 0)) {
    fprintf(stderr, "usage: korf-ida korf|tortue < positions\n");
    return 2;
  }
  s.cv = strcmp(argv[1], "korf") == 0 ? &korf : &tortue;
  int number;
  while (read_position(&number, &s)) {
    solve(&s);
    printf("%d %d %lld\n", number, s.length, s.nodes);
  }
  return 0;
}
