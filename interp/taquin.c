/* taquin.c -- the searches of lib-logo/taquin.lgo, natively. */
#include <config.h>

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

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
} Tree;

static uint64_t hash_cells(const uint8_t *c, int k)
{
  uint64_t h = 1469598103934665603ull;
  for (int i = 0; i < k; i++) h = (h ^ c[i]) * 1099511628211ull;
  return h;
}

static bool tree_init(Tree *t, int k)
{
  memset(t, 0, sizeof *t);
  t->k = k;
  t->cap = 1024;
  t->nslots = 2048;
  t->cells = malloc(t->cap * (size_t)k);
  t->parent = malloc(t->cap * sizeof(int32_t));
  t->move = malloc(t->cap);
  t->slots = calloc(t->nslots, sizeof(int32_t));
  return t->cells && t->parent && t->move && t->slots;
}

static void tree_free(Tree *t)
{
  free(t->cells);
  free(t->parent);
  free(t->move);
  free(t->slots);
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
  int32_t *slots = calloc(nslots, sizeof(int32_t));
  if (!slots) return false;
  for (size_t j = 0; j < t->n; j++)
    for (size_t i = hash_cells(t->cells + j * t->k, t->k) & (nslots - 1);; i = (i + 1) & (nslots - 1))
      if (slots[i] == 0) {
        slots[i] = (int32_t)j + 1;
        break;
      }
  free(t->slots);
  t->slots = slots;
  t->nslots = nslots;
  return true;
}

/* Add position c reached from parent by move; -1 when memory runs out. */
static int32_t tree_add(Tree *t, const uint8_t *c, int32_t parent, uint8_t move)
{
  if (t->n == t->cap) {
    size_t cap = t->cap * 2;
    uint8_t *cells = realloc(t->cells, cap * (size_t)t->k);
    if (cells) t->cells = cells;
    int32_t *par = realloc(t->parent, cap * sizeof(int32_t));
    if (par) t->parent = par;
    uint8_t *mv = realloc(t->move, cap);
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
  uint64_t examined, max;
  volatile sig_atomic_t *stop;
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

/* Before examining one more position: the cap and Ctrl-C. */
static bool may_examine(Search *s)
{
  if (s->examined == s->max) s->status = TQ_LIMIT;
  else if ((s->examined & 4095) == 0 && s->stop && *s->stop) s->status = TQ_STOPPED;
  else return true;
  return false;
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
  uint8_t *moves = realloc(r->moves, (size_t)(r->nmoves + len + 1));
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
} Ints;

static bool push(Ints *a, int32_t x)
{
  if (a->n == a->cap) {
    size_t cap = a->cap ? a->cap * 2 : 1024;
    int32_t *v = realloc(a->v, cap * sizeof(int32_t));
    if (!v) return false;
    a->v = v;
    a->cap = cap;
  }
  a->v[a->n++] = x;
  return true;
}

/* Depth first: the new paths at the head, the first move first. */
static int32_t depth_first(Search *s, Tree *t)
{
  Ints stack = { NULL, 0, 0 };
  int32_t found = -1, kids[4];
  push(&stack, 0);
  while (stack.n > 0 && may_examine(s)) {
    int32_t c = stack.v[--stack.n];
    s->examined++;
    if (is_goal(s, t->cells + (size_t)c * s->k)) { found = c; break; }
    int n = children(s, t, c, kids);
    if (n < 0) { s->status = TQ_NO_MEMORY; break; }
    while (n > 0) if (!push(&stack, kids[--n])) { s->status = TQ_NO_MEMORY; break; }
  }
  free(stack.v);
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

/* A heap of (distance, order made, node), smallest distance first, then
 * the first made: a new path goes after those of the same distance. */
typedef struct Entry {
  int d;
  uint64_t seq;
  int32_t node;
} Entry;

static bool before(const Entry *a, const Entry *b)
{
  return a->d < b->d || (a->d == b->d && a->seq < b->seq);
}

static int distance(const Search *s, const uint8_t *c)
{
  int d = 0;
  for (int i = 0; i < s->k; i++) d += abs(i / s->p - c[i] / s->p) + abs(i % s->p - c[i] % s->p);
  return d;
}

static int32_t best_first(Search *s, Tree *t)
{
  size_t n = 0, cap = 1024;
  Entry *heap = malloc(cap * sizeof(Entry));
  uint64_t seq = 0;
  int32_t found = -1, kids[4];
  if (!heap) { s->status = TQ_NO_MEMORY; return -1; }
  heap[n++] = (Entry){ distance(s, t->cells), seq++, 0 };
  while (n > 0 && may_examine(s)) {
    Entry top = heap[0];
    heap[0] = heap[--n];
    for (size_t i = 0;;) {                                   /* sift down */
      size_t l = 2 * i + 1, m = i;
      if (l < n && before(&heap[l], &heap[m])) m = l;
      if (l + 1 < n && before(&heap[l + 1], &heap[m])) m = l + 1;
      if (m == i) break;
      Entry x = heap[i]; heap[i] = heap[m]; heap[m] = x; i = m;
    }
    s->examined++;
    if (is_goal(s, t->cells + (size_t)top.node * s->k)) { found = top.node; break; }
    int k = children(s, t, top.node, kids);
    if (k < 0) { s->status = TQ_NO_MEMORY; break; }
    for (int j = 0; j < k; j++) {
      if (n == cap) {
        Entry *h = realloc(heap, (cap *= 2) * sizeof(Entry));
        if (!h) { s->status = TQ_NO_MEMORY; free(heap); return -1; }
        heap = h;
      }
      size_t i = n++;
      heap[i] = (Entry){ distance(s, t->cells + (size_t)kids[j] * s->k), seq++, kids[j] };
      while (i > 0 && before(&heap[i], &heap[(i - 1) / 2])) {  /* sift up */
        Entry x = heap[i]; heap[i] = heap[(i - 1) / 2]; heap[(i - 1) / 2] = x; i = (i - 1) / 2;
      }
    }
  }
  free(heap);
  return found;
}

/* Both ends: a level from the start, a level from the goal, and so on; the
 * first path examined whose position the other side saw joins them. */
static bool both_ends(Search *s, Tree *side, TqResult *r)
{
  /* cur: the level side `at` examines; next: its next level being made;
   * waiting: the level the other side examines next */
  Ints cur = { NULL, 0, 0 }, next = { NULL, 0, 0 }, waiting = { NULL, 0, 0 };
  int32_t kids[4];
  bool done = false;
  int at = 0;
  size_t i = 0;
  if (!push(&cur, 0) || !push(&waiting, 0)) s->status = TQ_NO_MEMORY;
  while (s->status == TQ_FOUND) {
    if (i == cur.n) {
      free(cur.v);
      cur = waiting;
      waiting = next;
      next = (Ints){ NULL, 0, 0 };
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
  free(cur.v);
  free(next.v);
  free(waiting.v);
  return done;
}

/* }==================================================================== */

TqResult tq_search(TqSearch kind, int n, int p, const uint8_t *cells, uint64_t max,
                   volatile sig_atomic_t *stop)
{
  Search s = { n, p, n * p, 0, max, stop, TQ_FOUND };
  TqResult r = { TQ_FOUND, 0, 0, NULL };
  Tree t[2];
  bool ok = tree_init(&t[0], s.k) && tree_init(&t[1], s.k) && tree_add(&t[0], cells, -1, 0) == 0;
  uint8_t goal[TQ_MAX_CELLS];
  for (int i = 0; i < s.k; i++) goal[i] = (uint8_t)i;
  ok = ok && tree_add(&t[1], goal, -1, 0) == 0;
  if (!ok) {
    s.status = TQ_NO_MEMORY;
  } else if (kind == TQ_DEUX_BOUTS) {
    both_ends(&s, t, &r);
  } else {
    int32_t found = kind == TQ_PROFONDEUR ? depth_first(&s, &t[0])
                    : kind == TQ_LARGEUR  ? breadth_first(&s, &t[0])
                                          : best_first(&s, &t[0]);
    if (found >= 0 && !path_to(&r, &t[0], found, false)) s.status = TQ_NO_MEMORY;
  }
  tree_free(&t[0]);
  tree_free(&t[1]);
  r.status = s.status;
  r.examined = s.examined;
  return r;
}
