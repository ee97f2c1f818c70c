/* taquin.c -- the searches of lib-logo/taquin.lgo, natively. */
#include <config.h>

#include <limits.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "nalloc.h"
#include "taquin.h"

/* {====================================================================
 * The positions met: a tree (parent, move) per side, and a hash set
 * ===================================================================== */

typedef struct Tree {
  int k;                 /* cells per position */
  uint8_t *cells;        /* node i at cells + i * k */
  int32_t *parent;
  uint8_t *move;
  size_t n, cap;
  int32_t *slots;        /* open addressing: node index + 1, 0 empty */
  size_t nslots;
  const NAlloc *a;
} Tree;

static uint64_t hash_cells(const uint8_t *c, int k)
{
  uint64_t h = 1469598103934665603ull;
  for (int i = 0; i < k; i++) h = (h ^ c[i]) * 1099511628211ull;
  return h;
}

static bool tree_init(Tree *t, int k, const NAlloc *a)
{
  memset(t, 0, sizeof *t);
  t->k = k;
  t->a = a;
  t->cap = 1024;
  t->nslots = 2048;
  t->cells = na_alloc(a, t->cap * (size_t)k);
  t->parent = na_alloc(a, t->cap * sizeof(int32_t));
  t->move = na_alloc(a, t->cap);
  t->slots = na_zalloc(a, t->nslots * sizeof(int32_t));
  return t->cells && t->parent && t->move && t->slots;
}

static void tree_free(Tree *t)
{
  na_free(t->a, t->cells);
  na_free(t->a, t->parent);
  na_free(t->a, t->move);
  na_free(t->a, t->slots);
}

/* The node holding position c, or -1. */
static int32_t tree_find(const Tree *t, const uint8_t *c)
{
  size_t mask = t->nslots - 1;
  for (size_t i = hash_cells(c, t->k) & mask;; i = (i + 1) & mask) {
    int32_t s = t->slots[i];
    if (s == 0) return -1;
    if (memcmp(t->cells + (size_t)(s - 1) * t->k, c, (size_t)t->k) == 0) return s - 1;
  }
}

static bool tree_rehash(Tree *t)
{
  size_t nslots = t->nslots * 2;
  int32_t *slots = na_zalloc(t->a, nslots * sizeof(int32_t));
  if (!slots) return false;
  for (size_t j = 0; j < t->n; j++)
    for (size_t i = hash_cells(t->cells + j * t->k, t->k) & (nslots - 1);; i = (i + 1) & (nslots - 1))
      if (slots[i] == 0) {
        slots[i] = (int32_t)j + 1;
        break;
      }
  na_free(t->a, t->slots);
  t->slots = slots;
  t->nslots = nslots;
  return true;
}

/* Add position c reached from parent by move; -1 when memory runs out. */
static int32_t tree_add(Tree *t, const uint8_t *c, int32_t parent, uint8_t move)
{
  if (t->n == t->cap) {
    size_t cap = t->cap * 2;
    uint8_t *cells = na_realloc(t->a, t->cells, cap * (size_t)t->k);
    if (cells) t->cells = cells;
    int32_t *par = cells ? na_realloc(t->a, t->parent, cap * sizeof(int32_t)) : NULL;
    if (par) t->parent = par;
    uint8_t *mv = par ? na_realloc(t->a, t->move, cap) : NULL;
    if (mv) t->move = mv;
    if (!cells || !par || !mv || cap > INT32_MAX) return -1;
    t->cap = cap;
  }
  if (2 * (t->n + 1) > t->nslots && !tree_rehash(t)) return -1;
  int32_t idx = (int32_t)t->n++;
  memcpy(t->cells + (size_t)idx * t->k, c, (size_t)t->k);
  t->parent[idx] = parent;
  t->move[idx] = move;
  size_t mask = t->nslots - 1;
  for (size_t i = hash_cells(c, t->k) & mask;; i = (i + 1) & mask)
    if (t->slots[i] == 0) {
      t->slots[i] = idx + 1;
      break;
    }
  return idx;
}

/* }==================================================================== */

typedef struct Search {
  int n, p, k;
  uint64_t examined;
  const TqControl *ctl;
  int bound;             /* IDA*'s, for the reports */
  TqStatus status;
} Search;

/* The position after move m from c, into out; false if not possible. */
static bool moved(const Search *s, const uint8_t *c, int m, uint8_t *out)
{
  int b = 0;
  while (c[b] != 0) b++;
  int i = b / s->p, j = b % s->p;
  static const int di[4] = { -1, 1, 0, 0 }, dj[4] = { 0, 0, 1, -1 };
  int i2 = i + di[m], j2 = j + dj[m];
  if (i2 < 0 || i2 >= s->n || j2 < 0 || j2 >= s->p) return false;
  memcpy(out, c, (size_t)s->k);
  out[b] = c[i2 * s->p + j2];
  out[i2 * s->p + j2] = 0;
  return true;
}

static bool is_goal(const Search *s, const uint8_t *c)
{
  for (int i = 0; i < s->k; i++)
    if (c[i] != i) return false;
  return true;
}

bool tq_may_examine(const TqControl *ctl, uint64_t examined, int bound, TqStatus *status)
{
  if (examined == ctl->max) {
    *status = TQ_LIMIT;
    return false;
  }
  if ((examined & 4095) == 0 && ctl->stop && *ctl->stop) {
    *status = TQ_STOPPED;
    return false;
  }
  if ((examined & (TQ_REPORT_EVERY - 1)) == 0 && examined > 0 && ctl->report)
    ctl->report(ctl->ud, examined, bound);
  return true;
}

static bool may_examine(Search *s)
{
  return tq_may_examine(s->ctl, s->examined, s->bound, &s->status);
}

/* The children of node c not seen on this side, in the order NORD SUD EST
 * OUEST, added to the tree; their indexes into out. Returns how many, or
 * -1 when memory runs out. */
static int children(Search *s, Tree *t, int32_t c, int32_t *out)
{
  uint8_t next[TQ_MAX_CELLS];
  int n = 0;
  for (int m = 0; m < 4; m++) {
    if (!moved(s, t->cells + (size_t)c * s->k, m, next) || tree_find(t, next) >= 0) continue;
    int32_t idx = tree_add(t, next, c, (uint8_t)m);
    if (idx < 0) return -1;
    out[n++] = idx;
  }
  return n;
}

/* The moves from the root of t to node c, appended to r (reversed first). */
static bool path_to(TqResult *r, const Tree *t, int32_t c, bool undo)
{
  int len = 0;
  for (int32_t x = c; t->parent[x] >= 0; x = t->parent[x]) len++;
  uint8_t *moves = na_realloc(t->a, r->moves, (size_t)(r->nmoves + len + 1));
  if (!moves) return false;
  r->moves = moves;
  int at = r->nmoves;
  int i = 0;
  for (int32_t x = c; t->parent[x] >= 0; x = t->parent[x], i++) {
    uint8_t m = t->move[x];
    if (undo) moves[at + i] = (uint8_t)(m ^ 1);               /* the way back, last move first */
    else moves[at + len - 1 - i] = m;                         /* forward */
  }
  r->nmoves += len;
  return true;
}

/* {====================================================================
 * The four searches
 * ===================================================================== */

/* A growable array of node indexes. */
typedef struct Ints {
  int32_t *v;
  size_t n, cap;
  const NAlloc *a;
} Ints;

static bool push(Ints *a, int32_t x)
{
  int32_t *v = na_grow(a->a, a->v, a->n, &a->cap, sizeof *v, 1024);
  if (!v) return false;
  a->v = v;
  v[a->n++] = x;
  return true;
}

/* Depth first: the new paths at the head, the first move first. */
static int32_t depth_first(Search *s, Tree *t)
{
  Ints stack = { NULL, 0, 0, s->ctl->alloc };
  int32_t found = -1, kids[4];
  if (!push(&stack, 0)) s->status = TQ_NO_MEMORY;
  while (stack.n > 0 && s->status == TQ_FOUND && may_examine(s)) {
    int32_t c = stack.v[--stack.n];
    s->examined++;
    if (is_goal(s, t->cells + (size_t)c * s->k)) { found = c; break; }
    int n = children(s, t, c, kids);
    if (n < 0) { s->status = TQ_NO_MEMORY; break; }
    while (n > 0) if (!push(&stack, kids[--n])) { s->status = TQ_NO_MEMORY; break; }
  }
  na_free(stack.a, stack.v);
  return found;
}

/* Breadth first: the paths in the order they were made. */
static int32_t breadth_first(Search *s, Tree *t)
{
  int32_t kids[4];
  for (size_t head = 0; head < t->n && may_examine(s); head++) {
    /* the tree's nodes are made in order: it is the queue itself */
    int32_t c = (int32_t)head;
    s->examined++;
    if (is_goal(s, t->cells + (size_t)c * s->k)) return c;
    if (children(s, t, c, kids) < 0) { s->status = TQ_NO_MEMORY; break; }
  }
  return -1;
}

/* A heap of paths waiting: (f, g, order made, node). Smallest f first;
 * between equal f the larger g (A* prefers the path nearer the goal;
 * HEURISTIQUE leaves g at 0), then the first made: a new path goes after
 * those that compare equal. */
typedef struct Entry {
  int f, g;
  uint64_t seq;
  int32_t node;
} Entry;

typedef struct Heap {
  Entry *v;
  size_t n, cap;
  uint64_t seq;          /* entries made so far */
  const NAlloc *a;
} Heap;

static bool before(const Entry *a, const Entry *b)
{
  if (a->f != b->f) return a->f < b->f;
  if (a->g != b->g) return a->g > b->g;
  return a->seq < b->seq;
}

static void swap_entries(Entry *a, Entry *b)
{
  Entry x = *a;
  *a = *b;
  *b = x;
}

static bool heap_push(Heap *h, int f, int g, int32_t node)
{
  Entry *v = na_grow(h->a, h->v, h->n, &h->cap, sizeof *v, 1024);
  if (!v) return false;
  h->v = v;
  size_t i = h->n++;
  h->v[i] = (Entry){ f, g, h->seq++, node };
  for (; i > 0 && before(&h->v[i], &h->v[(i - 1) / 2]); i = (i - 1) / 2)
    swap_entries(&h->v[i], &h->v[(i - 1) / 2]);
  return true;
}

static Entry heap_pop(Heap *h)
{
  Entry top = h->v[0];
  h->v[0] = h->v[--h->n];
  for (size_t i = 0;;) {
    size_t l = 2 * i + 1, m = i;
    if (l < h->n && before(&h->v[l], &h->v[m])) m = l;
    if (l + 1 < h->n && before(&h->v[l + 1], &h->v[m])) m = l + 1;
    if (m == i) break;
    swap_entries(&h->v[i], &h->v[m]);
    i = m;
  }
  return top;
}

/* How far piece t at cell `at` is from its place (rows plus columns). */
static int tile_distance(const Search *s, int t, int at)
{
  return abs(at / s->p - t / s->p) + abs(at % s->p - t % s->p);
}

/* The exercise's d: the distances of every piece, blank included. */
static int distance(const Search *s, const uint8_t *c)
{
  int d = 0;
  for (int i = 0; i < s->k; i++) d += tile_distance(s, c[i], i);
  return d;
}

/* MANHATTAN: the distances of the tiles only. */
static int manhattan(const Search *s, const uint8_t *c)
{
  int d = 0;
  for (int i = 0; i < s->k; i++)
    if (c[i] != 0) d += tile_distance(s, c[i], i);
  return d;
}

/* Ordered by d: HEURISTIQUE. */
static int32_t best_first(Search *s, Tree *t)
{
  Heap h = { NULL, 0, 0, 0, s->ctl->alloc };
  int32_t found = -1, kids[4];
  if (!heap_push(&h, distance(s, t->cells), 0, 0)) s->status = TQ_NO_MEMORY;
  while (h.n > 0 && may_examine(s)) {
    Entry top = heap_pop(&h);
    s->examined++;
    if (is_goal(s, t->cells + (size_t)top.node * s->k)) { found = top.node; break; }
    int k = children(s, t, top.node, kids);
    if (k < 0) s->status = TQ_NO_MEMORY;
    for (int j = 0; j < k; j++)
      if (!heap_push(&h, distance(s, t->cells + (size_t)kids[j] * s->k), 0, kids[j]))
        s->status = TQ_NO_MEMORY;
    if (s->status == TQ_NO_MEMORY) break;
  }
  na_free(h.a, h.v);
  return found;
}

/* {====================================================================
 * ESTIMATION: Manhattan distance of the tiles plus linear conflicts
 * ===================================================================== */

/* How many of the m numbers of v are not in its longest increasing
 * subsequence: the tiles that must leave their line. */
static int out_of_order(const int *v, int m)
{
  int run[TQ_MAX_CELLS], longest = 0;
  for (int i = 0; i < m; i++) {
    run[i] = 1;
    for (int j = 0; j < i; j++)
      if (v[j] < v[i] && run[j] + 1 > run[i]) run[i] = run[j] + 1;
    if (run[i] > longest) longest = run[i];
  }
  return m - longest;
}

/* The conflicts of row i (column if !row): the tiles at home in that line,
 * in their order along it, by their goal place along it. */
static int line_conflicts(const Search *s, const uint8_t *c, int i, bool row)
{
  int v[TQ_MAX_CELLS], m = 0, len = row ? s->p : s->n;
  for (int j = 0; j < len; j++) {
    int x = c[row ? i * s->p + j : j * s->p + i];
    if (x == 0) continue;
    if (row && x / s->p == i) v[m++] = x % s->p;
    if (!row && x % s->p == i) v[m++] = x / s->p;
  }
  return out_of_order(v, m);
}

static int estimate(const Search *s, const uint8_t *c)
{
  int h = manhattan(s, c);
  for (int i = 0; i < s->n; i++) h += 2 * line_conflicts(s, c, i, true);
  for (int j = 0; j < s->p; j++) h += 2 * line_conflicts(s, c, j, false);
  return h;
}

/* }==================================================================== */

/* A*: ordered by f = g + ESTIMATION; a position keeps the fewest moves
 * known (g[node]) and the path that gave them; a path whose position was
 * reached since in fewer moves is dropped unexamined. */
static int32_t a_star(Search *s, Tree *t)
{
  Heap h = { NULL, 0, 0, 0, s->ctl->alloc };
  Ints g = { NULL, 0, 0, s->ctl->alloc };
  uint8_t next[TQ_MAX_CELLS];
  int32_t found = -1;
  if (!push(&g, 0) || !heap_push(&h, estimate(s, t->cells), 0, 0)) s->status = TQ_NO_MEMORY;
  while (h.n > 0 && s->status == TQ_FOUND) {
    Entry e = heap_pop(&h);
    if (e.g > g.v[e.node]) continue;
    if (!may_examine(s)) break;
    s->examined++;
    if (is_goal(s, t->cells + (size_t)e.node * s->k)) { found = e.node; break; }
    for (int m = 0; m < 4; m++) {
      if (!moved(s, t->cells + (size_t)e.node * s->k, m, next)) continue;
      int32_t x = tree_find(t, next);
      if (x >= 0 && e.g + 1 >= g.v[x]) continue;
      if (x >= 0) {
        t->parent[x] = e.node;
        t->move[x] = (uint8_t)m;
        g.v[x] = e.g + 1;
      } else if ((x = tree_add(t, next, e.node, (uint8_t)m)) < 0 || !push(&g, e.g + 1)) {
        s->status = TQ_NO_MEMORY;
        break;
      }
      if (!heap_push(&h, e.g + 1 + estimate(s, next), e.g + 1, x)) s->status = TQ_NO_MEMORY;
    }
  }
  na_free(h.a, h.v);
  na_free(g.a, g.v);
  return found;
}

/* IDA* keeps ESTIMATION up to date move by move instead of computing it
 * anew at each position (the same values, found several times faster): a
 * move changes the Manhattan distance of one tile, and the conflicts of
 * the two lines that tile leaves and enters (rows for a move up or down,
 * columns across; the order along the other line does not change). */
typedef struct Ida {
  Search *s;
  int bound;
  uint8_t *path;
  int npath;
  uint8_t c[TQ_MAX_CELLS];
  int md;                /* Manhattan distance of the tiles */
  int conflicts[2][6];   /* tiles out of order in each row [0], column [1] */
  int sum;               /* of all the conflicts */
} Ida;

/* What a move changed, to put it back: the distance, the sum, and the two
 * lines (rows: kind 0, columns: 1) with their conflicts before. */
typedef struct IdaUndo {
  int md, sum, kind, l[2], line[2];
} IdaUndo;

static void ida_start(Ida *a, const uint8_t *start)
{
  const Search *s = a->s;
  memcpy(a->c, start, (size_t)s->k);
  a->md = manhattan(s, start);
  a->sum = 0;
  for (int r = 0; r < s->n; r++) a->sum += a->conflicts[0][r] = line_conflicts(s, a->c, r, true);
  for (int j = 0; j < s->p; j++) a->sum += a->conflicts[1][j] = line_conflicts(s, a->c, j, false);
}

/* The blank goes from cell b to cell b2 (move m): the tile there comes to b. */
static void ida_slide(Ida *a, int b, int b2, int m, IdaUndo *u)
{
  const Search *s = a->s;
  int t = a->c[b2];
  bool vertical = m == TQ_NORD || m == TQ_SUD;
  u->md = a->md;
  u->sum = a->sum;
  u->kind = vertical ? 0 : 1;
  u->l[0] = vertical ? b / s->p : b % s->p;
  u->l[1] = vertical ? b2 / s->p : b2 % s->p;
  a->md += tile_distance(s, t, b) - tile_distance(s, t, b2);
  a->c[b] = (uint8_t)t;
  a->c[b2] = 0;
  for (int k = 0; k < 2; k++) {
    int *line = &a->conflicts[u->kind][u->l[k]];
    u->line[k] = *line;
    *line = line_conflicts(s, a->c, u->l[k], vertical);
    a->sum += *line - u->line[k];
  }
}

static void ida_unslide(Ida *a, int b, int b2, const IdaUndo *u)
{
  a->c[b2] = a->c[b];
  a->c[b] = 0;
  for (int k = 0; k < 2; k++) a->conflicts[u->kind][u->l[k]] = u->line[k];
  a->md = u->md;
  a->sum = u->sum;
}

/* IDA*: depth first within a bound on f, from a->c (blank at b) reached in
 * g moves, the last one prev. Returns 0 when the goal is reached (the
 * moves in path[0 .. g-1]), else the smallest f beyond the bound (INT_MAX
 * for none, or when the search must stop). */
static int ida_search(Ida *a, int b, int g, int prev)
{
  static const int di[4] = { -1, 1, 0, 0 }, dj[4] = { 0, 0, 1, -1 };
  Search *s = a->s;
  int f = g + a->md + 2 * a->sum;
  if (f > a->bound) return f;
  if (!may_examine(s)) return INT_MAX;
  s->examined++;
  if (a->md == 0) {      /* every tile home: the goal */
    a->npath = g;
    return 0;
  }
  int least = INT_MAX;
  for (int m = 0; m < 4 && s->status == TQ_FOUND; m++) {
    int i = b / s->p + di[m], j = b % s->p + dj[m];
    if ((prev >= 0 && m == (prev ^ 1)) || i < 0 || i >= s->n || j < 0 || j >= s->p) continue;
    int b2 = i * s->p + j;
    IdaUndo u;
    ida_slide(a, b, b2, m, &u);
    a->path[g] = (uint8_t)m;
    int t = ida_search(a, b2, g + 1, m);
    ida_unslide(a, b, b2, &u);
    if (t == 0) return 0;
    if (t < least) least = t;
  }
  return least;
}

static bool ida_star(Search *s, const uint8_t *start, TqResult *r)
{
  Ida a = { .s = s };
  ida_start(&a, start);
  int b = 0;
  while (start[b] != 0) b++;
  a.bound = a.md + 2 * a.sum;
  for (;;) {
    s->bound = a.bound;
    uint8_t *path = na_realloc(s->ctl->alloc, a.path, (size_t)a.bound + 1);
    if (!path) { s->status = TQ_NO_MEMORY; break; }
    a.path = path;
    int t = ida_search(&a, b, 0, -1);
    if (t == 0 || s->status != TQ_FOUND) break;
    a.bound = t;
  }
  bool found = s->status == TQ_FOUND;
  r->moves = a.path;
  r->nmoves = found ? a.npath : 0;
  return found;
}

/* Both ends: a level from the start, a level from the goal, and so on; the
 * first path examined whose position the other side saw joins them. */
static bool both_ends(Search *s, Tree *side, TqResult *r)
{
  /* cur: the level side `at` examines; next: its next level being made;
   * waiting: the level the other side examines next */
  const NAlloc *al = s->ctl->alloc;
  Ints cur = { NULL, 0, 0, al }, next = { NULL, 0, 0, al }, waiting = { NULL, 0, 0, al };
  int32_t kids[4];
  bool done = false;
  int at = 0;
  size_t i = 0;
  if (!push(&cur, 0) || !push(&waiting, 0)) s->status = TQ_NO_MEMORY;
  while (s->status == TQ_FOUND) {
    if (i == cur.n) {
      na_free(al, cur.v);
      cur = waiting;
      waiting = next;
      next = (Ints){ NULL, 0, 0, al };
      at = 1 - at;
      i = 0;
      continue;
    }
    if (!may_examine(s)) break;
    int32_t c = cur.v[i++];
    s->examined++;
    int32_t o = tree_find(&side[1 - at], side[at].cells + (size_t)c * s->k);
    if (o >= 0) {
      bool ok = at == 0 ? path_to(r, &side[0], c, false) && path_to(r, &side[1], o, true)
                        : path_to(r, &side[0], o, false) && path_to(r, &side[1], c, true);
      if (!ok) s->status = TQ_NO_MEMORY;
      done = true;
      break;
    }
    int k = children(s, &side[at], c, kids);
    if (k < 0) s->status = TQ_NO_MEMORY;
    for (int j = 0; j < k; j++)
      if (!push(&next, kids[j])) s->status = TQ_NO_MEMORY;
  }
  na_free(al, cur.v);
  na_free(al, next.v);
  na_free(al, waiting.v);
  return done;
}

/* }==================================================================== */

TqResult tq_search(TqSearch kind, int n, int p, const uint8_t *cells, const TqControl *ctl)
{
  Search s = { n, p, n * p, 0, ctl, -1, TQ_FOUND };
  TqResult r = { TQ_FOUND, 0, 0, NULL };
  Tree t[2];
  /* both trees initialised first, so that both may be freed */
  bool ok = tree_init(&t[0], s.k, ctl->alloc);
  ok = tree_init(&t[1], s.k, ctl->alloc) && ok && tree_add(&t[0], cells, -1, 0) == 0;
  uint8_t goal[TQ_MAX_CELLS];
  for (int i = 0; i < s.k; i++) goal[i] = (uint8_t)i;
  ok = ok && tree_add(&t[1], goal, -1, 0) == 0;
  if (!ok) {
    s.status = TQ_NO_MEMORY;
  } else if (kind == TQ_DEUX_BOUTS) {
    both_ends(&s, t, &r);
  } else if (kind == TQ_IDA_ETOILE) {
    ida_star(&s, cells, &r);
  } else {
    int32_t found = kind == TQ_PROFONDEUR ? depth_first(&s, &t[0])
                    : kind == TQ_LARGEUR  ? breadth_first(&s, &t[0])
                    : kind == TQ_A_ETOILE ? a_star(&s, &t[0])
                                          : best_first(&s, &t[0]);
    if (found >= 0 && !path_to(&r, &t[0], found, false)) s.status = TQ_NO_MEMORY;
  }
  tree_free(&t[0]);
  tree_free(&t[1]);
  r.status = s.status;
  r.examined = s.examined;
  return r;
}
