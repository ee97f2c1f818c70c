/* taquin_pdb.c -- optimal taquin solutions: IDA* over additive pattern
 * databases, after Korf & Felner, "Disjoint pattern database heuristics"
 * (Artificial Intelligence 134, 2002).
 *
 * The tiles are split into disjoint groups. A group's database gives, for
 * every placement of its tiles, the fewest moves *of those tiles* that bring
 * them home, the other tiles being free to go anywhere: since no move is
 * counted twice, the sum over the groups is still a lower bound. On square
 * boards the position mirrored about the main diagonal is as far from the
 * goal as the position itself and looks up other placements, so the larger
 * of the two sums is used. */
#include <config.h>

#include <errno.h>
#include <limits.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "taquin_pdb.h"
#include "threads.h"

#define PDB_MAX_CELLS 16         /* blank masks fit in 16 bits */
#define PDB_GROUP_MAX 6          /* a database has at most 16^6 entries */
#define PDB_MAX_GROUPS 3         /* 15 tiles in groups of 6 */
#define PDB_UNSEEN 0xFF
#define PDB_OFF PDB_MAX_CELLS    /* the neighbour off the board: in no cell mask */

/* The 4 x 4 partition, groups ended by 0 (never a tile):
 *
 *      .  A  B  B        A: the left two columns but the blank's home
 *      A  A  B  B           and 13
 *      A  A  B  B        B: the right two columns above the last row
 *      A  C  C  C        C: the rest of the last row
 *
 * It is not symmetric about the diagonal, so the mirrored lookup adds to it.
 * Of the 6-6-3 partitions tried, it made IDA* examine the fewest positions
 * over Korf's 100 instances: 21.8 million, against 47.1 million for the
 * tiles in order (1-6, 7-12, 13-15) and 49.4 million for 1 4 5 / the right
 * two columns above the last row / the rest. */
static const uint8_t partition_4x4[] = {
  1, 4, 5, 8, 9, 12, 0,
  2, 3, 6, 7, 10, 11, 0,
  13, 14, 15, 0,
};

/* {====================================================================
 * The board: neighbours, and blank regions as bit masks of cells
 * ===================================================================== */

typedef struct Board {
  int n, p, k;
  uint8_t nbr[PDB_MAX_CELLS][4]; /* the cell the blank reaches by each TqMove, or PDB_OFF */
  /* by blank cell and the move undoing the last one + 1 (0: none), the
   * moves that neither leave the board nor are that one, in TqMove order,
   * and how many */
  uint8_t moves[PDB_MAX_CELLS][5][4], nmoves[PDB_MAX_CELLS][5];
  int off[4];                    /* how far a cell is from its neighbour by each TqMove */
  uint16_t all, col0, collast;   /* masks: every cell, the first column, the last one */
} Board;

static void board_init(Board *b, int n, int p)
{
  static const int di[4] = { -1, 1, 0, 0 }, dj[4] = { 0, 0, 1, -1 };
  b->n = n;
  b->p = p;
  b->k = n * p;
  b->all = (uint16_t)((1u << b->k) - 1);
  b->col0 = b->collast = 0;
  for (int m = 0; m < 4; m++) b->off[m] = di[m] * p + dj[m];
  for (int c = 0; c < b->k; c++) {
    int i = c / p, j = c % p;
    for (int m = 0; m < 4; m++) {
      int i2 = i + di[m], j2 = j + dj[m];
      bool in = i2 >= 0 && i2 < n && j2 >= 0 && j2 < p;
      b->nbr[c][m] = (uint8_t)(in ? i2 * p + j2 : PDB_OFF);
    }
    for (int back = -1; back < 4; back++) {
      uint8_t *count = &b->nmoves[c][back + 1];
      *count = 0;
      for (int m = 0; m < 4; m++)
        if (b->nbr[c][m] != PDB_OFF && m != back) b->moves[c][back + 1][(*count)++] = (uint8_t)m;
    }
    if (j == 0) b->col0 |= (uint16_t)(1u << c);
    if (j == p - 1) b->collast |= (uint16_t)(1u << c);
  }
}

/* The cells of `free` the blank reaches from the cells `from` without
 * moving a tile of the group: a flood fill, a step in every direction at a
 * time. The masks keep a step left off the last column and a step right
 * off the first, where the shifts wrap to the next row. */
static uint16_t flood(const Board *b, uint16_t free, uint16_t from)
{
  unsigned r = from, prev;
  do {
    prev = r;
    r |= r >> b->p | r << b->p | (r >> 1 & ~(unsigned)b->collast) | (r << 1 & ~(unsigned)b->col0);
    r &= free;            /* also drops what the shifts pushed off the board */
  } while (r != prev);
  return (uint16_t)r;
}

/* }==================================================================== */

typedef struct PdbGroup {
  int ntiles;
  uint8_t tile[PDB_GROUP_MAX];
  uint32_t size;         /* k^ntiles */
  uint8_t *dist;         /* by placement index: sum of cell(tile[s]) * k^s */
} PdbGroup;

/* View 0 is the position itself, view 1 (square boards) its mirror image:
 * tile t on cell c stands for tile mirror[t] on cell mirror[c]. */
struct PdbSet {
  const NAlloc *alloc;   /* where its tables came from */
  Board board;
  int ngroups, nviews;
  PdbGroup group[PDB_MAX_GROUPS];
  uint8_t map[2][PDB_MAX_CELLS];          /* cells and tiles: identity, mirror */
  uint8_t group_of[PDB_MAX_CELLS];        /* by tile */
  uint32_t weight[PDB_MAX_CELLS];         /* by tile: k^slot in its group */
  uint8_t view_group[2][PDB_MAX_CELLS];   /* by tile: the group its view stands in */
  int32_t delta[2][PDB_MAX_CELLS][4];     /* by tile and move: the change of that index */
};

bool pdb_supports(int n, int p)
{
  return n >= 2 && p >= 2 && n * p <= PDB_MAX_CELLS;
}

/* Ask for n bytes at p, not yet touched, to be mapped in pages of 2 MB
 * where the system offers them (Linux's transparent huge pages, when they
 * are given on demand only): the tables are looked up all over, and 16.8
 * MB each (the building's marks 33.5 MB) are more than the TLB maps in
 * pages of 4 KB; the building took about 5 % less time with them. Only
 * the whole pages of 4 KB inside the block are concerned: the block's
 * ends may share a page with other data. */
static void huge_pages(void *p, size_t n)
{
#ifdef MADV_HUGEPAGE
  uintptr_t page = 4096, lo = ((uintptr_t)p + page - 1) & ~(page - 1);
  uintptr_t hi = ((uintptr_t)p + n) & ~(page - 1);
  if (p && hi > lo) (void)madvise((void *)lo, hi - lo, MADV_HUGEPAGE);
#else
  (void)p;
  (void)n;
#endif
}

/* {====================================================================
 * Building a database: breadth first by pattern moves
 *
 * A state is a placement of the group's tiles and the region of free cells
 * holding the blank: inside it the blank moves for free, and every tile next
 * to it may slide in at the cost of one move. seen[] keeps per placement the
 * blank cells already reached, so that a region is entered once. A level
 * lists the states first reached at that distance, packed as
 * back << 40 | index << 16 | region, where back (0: none) is one more than
 * the bit in movers() of the move back to the state it was reached from:
 * that move is not tried (it could only lead to a state seen before).
 * ===================================================================== */

enum {
  BUCKET_BITS = 12, BUCKETS = 1 << BUCKET_BITS,
  SEEN_LINE = 32,                /* marks of seen[] in a line of the cache */
  PF_AHEAD = 4,                  /* lines of seen[] asked for ahead of use */
  CHUNK = 128,                   /* words: 1 KB, the first the link */
  SLAB_CHUNKS = 8192             /* 8 MB, most of it in pages of 2 MB */
};

/* The entries of the levels are kept in chunks of CHUNK words, aligned on
 * their size, taken from slabs as needed and given back as soon as read,
 * so that the levels being read and made together need little more than
 * their entries. A chunk's first word links it to the next of its list. */
typedef struct Chunks {
  void **slab;           /* as allocated */
  uint32_t nslabs, slab_cap;
  uint64_t *free;        /* the list of chunks given back */
  uint64_t *fresh, *fresh_end;   /* the newest slab's chunks never taken:
                                    their pages not touched yet */
  const NAlloc *a;
} Chunks;

/* A level: a list of chunks per bucket, a range of 2^shift indices, the
 * buckets in the order of their indices. */
typedef struct Level {
  uint64_t *head[BUCKETS];       /* NULL when empty */
  uint64_t *at[BUCKETS];         /* where the next entry goes: at the end of
                                    a chunk (aligned) when full, NULL when empty */
  size_t n;
} Level;

typedef struct Builder {
  const Board *b;
  PdbGroup *g;
  int32_t stepw[4][PDB_GROUP_MAX];   /* the change of index when tile s moves by off[m] */
  int32_t far[4 * PDB_GROUP_MAX];    /* the stepw[][] leaving a line of seen[] */
  int nfar;
  uint64_t recip;        /* 2^32 / k + 1: x / k = x * recip >> 32 for x < 2^24,
                            no division in the inner loop */
  uint16_t *seen;
  uint16_t *row_of;      /* by mask of the tiles' cells: its row of region[] */
  uint16_t *region;      /* by row and cell, PDB_MAX_CELLS per row: the free
                            cells connected to that cell, 0 on a tile */
  Chunks chunks;
  Level *cur, *next;
  int shift;             /* a bucket is a range of 2^shift indices */
  /* a bucket's entries merged by placement, by index in the bucket: the
   * regions and the moves back, and a bit for each placement met */
  uint16_t *merge_region;
  uint64_t *merge_skip;
  uint64_t *merge_met;
  uint32_t work;         /* states expanded, to look at *stop now and then */
  uint8_t depth;         /* the level being made, one more than the level expanded */
  bool nomem;
} Builder;

static uint64_t *chunk_next(const uint64_t *c)
{
  return (uint64_t *)(uintptr_t)c[0];
}

static void chunk_link(uint64_t *c, const uint64_t *next)
{
  c[0] = (uint64_t)(uintptr_t)next;
}

/* Another slab, its chunks fresh; false when memory runs out. */
static bool chunks_grow(Chunks *c)
{
  if (c->nslabs == c->slab_cap) {
    uint32_t cap = c->slab_cap ? 2 * c->slab_cap : 8;
    void **slab = na_realloc(c->a, c->slab, cap * sizeof *slab);
    if (!slab) return false;
    c->slab = slab;
    c->slab_cap = cap;
  }
  size_t bytes = (size_t)SLAB_CHUNKS * CHUNK * sizeof(uint64_t), align = CHUNK * sizeof(uint64_t);
  void *slab = na_alloc(c->a, bytes + align);
  if (!slab) return false;
  c->slab[c->nslabs++] = slab;
  c->fresh = (uint64_t *)(((uintptr_t)slab + align - 1) & ~(uintptr_t)(align - 1));
  c->fresh_end = c->fresh + (size_t)SLAB_CHUNKS * CHUNK;
  huge_pages(c->fresh, bytes);
  return true;
}

/* A chunk, given back or fresh; NULL when memory runs out. */
static inline uint64_t *chunk_take(Chunks *c)
{
  uint64_t *chunk = c->free;
  if (chunk) {
    c->free = chunk_next(chunk);
    return chunk;
  }
  if (c->fresh == c->fresh_end && !chunks_grow(c)) return NULL;
  chunk = c->fresh;
  c->fresh += CHUNK;
  return chunk;
}

/* Chunk back to the free list, read. */
static void chunk_give(Chunks *c, uint64_t *chunk)
{
  chunk_link(chunk, c->free);
  c->free = chunk;
}

static void chunks_free(Chunks *c)
{
  for (uint32_t i = 0; i < c->nslabs; i++) na_free(c->a, c->slab[i]);
  na_free(c->a, c->slab);
}

/* The index of a level's entry. */
static uint32_t entry_index(uint64_t e)
{
  return (uint32_t)(e >> 16 & 0xFFFFFF);
}

static void level_clear(Level *l)
{
  l->n = 0;
  memset(l->head, 0, sizeof l->head);
  memset(l->at, 0, sizeof l->at);
}

/* Entry x into its bucket of l; false when memory runs out. */
static inline bool level_push(Level *l, Chunks *c, int shift, uint64_t x)
{
  uint32_t b = entry_index(x) >> shift;
  uint64_t *at = l->at[b];
  if (((uintptr_t)at & (CHUNK * sizeof *at - 1)) == 0) {   /* full, or none */
    uint64_t *chunk = chunk_take(c);
    if (!chunk) return false;
    chunk_link(chunk, NULL);
    if (at) chunk_link(at - CHUNK, chunk);
    else l->head[b] = chunk;
    at = chunk + 1;
  }
  *at++ = x;
  l->at[b] = at;
  l->n++;
  return true;
}

/* Placement idx, its tiles on occ, is reached with the blank on cell, in a
 * region new to it (seen, the old mask, has not that cell): the whole region
 * is reached. */
static inline void reach(Builder *bd, uint32_t idx, uint16_t seen, uint16_t occ, int cell, int back)
{
  uint16_t region = bd->region[(size_t)bd->row_of[occ] * PDB_MAX_CELLS + (size_t)cell];
  bd->seen[idx] = seen | region;
  if (!level_push(bd->next, &bd->chunks, bd->shift, (uint64_t)back << 40 | (uint64_t)idx << 16 | region))
    bd->nomem = true;
}

/* The cells of occ holding a tile that may slide into region, the four
 * moves' masks in one word, 16 bits each in TqMove order. */
static uint64_t movers(const Board *b, uint64_t region, uint64_t occ)
{
  return (region << b->p & occ)
         | (region >> b->p & occ) << 16
         | ((region & ~(uint64_t)b->col0) >> 1 & occ) << 32
         | ((region & ~(uint64_t)b->collast) << 1 & occ) << 48;
}

/* The cells of placement idx: slot[cell] for each tile's cell, and the
 * mask of these cells. The index's digits in base k are shifts and masks
 * on boards of 16 cells (the 4 x 4), else a multiplication by 1 / k. */
static uint16_t placement(const Builder *bd, uint32_t idx, uint8_t *slot)
{
  uint32_t k = (uint32_t)bd->b->k;
  uint16_t occ = 0;
  if (k == PDB_MAX_CELLS)
    for (int s = 0; s < bd->g->ntiles; s++, idx /= PDB_MAX_CELLS) {
      slot[idx % PDB_MAX_CELLS] = (uint8_t)s;
      occ |= (uint16_t)(1u << idx % PDB_MAX_CELLS);
    }
  else
    for (int s = 0; s < bd->g->ntiles; s++) {
      uint32_t q = (uint32_t)((idx * bd->recip) >> 32);
      int c = (int)(idx - q * k);
      idx = q;
      slot[c] = (uint8_t)s;
      occ |= (uint16_t)(1u << c);
    }
  return occ;
}

/* A move tried: the placement it leads to, that placement's mark, the
 * cell the blank goes to and the move. */
typedef struct Move {
  uint32_t to;
  uint16_t mark;
  uint8_t x, m;
} Move;

/* Placement idx with the blank in `region` (maybe several regions reached
 * at the same level): every tile next to it slides in, the blank taking its
 * place, but the moves of skip (bits as in movers()). Written for the
 * branch predictor, which missed about once per move with a loop per move
 * direction and a test per move (how many tiles are
 * next to the region, and which lead to a new state, follow no pattern):
 * one loop over every move, keeping the new ones by a count that grows
 * only for them, then one over these. No two moves lead to the same
 * placement, so no mark read is changed meanwhile. */
static void expand(Builder *bd, uint32_t idx, unsigned region, uint64_t skip)
{
  const Board *b = bd->b;
  uint8_t slot[PDB_MAX_CELLS];
  uint16_t occ = placement(bd, idx, slot);
  Move mv[4 * PDB_GROUP_MAX];
  int fresh = 0;
  for (uint64_t w = movers(b, region, occ) & ~skip; w; w &= w - 1) {
    int bit = __builtin_ctzll(w), m = bit >> 4, x = bit & 15;
    Move *v = &mv[fresh];
    v->to = idx + (uint32_t)bd->stepw[m][slot[x]];
    v->mark = bd->seen[v->to];
    v->x = (uint8_t)x;
    v->m = (uint8_t)m;
    fresh += !(v->mark >> x & 1);
  }
  for (int i = 0; i < fresh; i++) {
    const Move *v = &mv[i];
    int y = v->x + b->off[v->m];   /* where the tile goes: it comes back by m ^ 1 */
    reach(bd, v->to, v->mark, (uint16_t)(occ ^ 1u << v->x ^ 1u << y), v->x, (v->m ^ 1) * 16 + y + 1);
  }
}

/* The free regions of every set of ntiles cells, in bd->row_of and
 * bd->region: a lookup instead of a flood fill for each state reached (the
 * fill's loop ran a varying number of times, and the branch predictor
 * missed its end about once per fill). For 6 tiles of 16 cells, 128 KB
 * and 8,008 rows of 32 bytes, which stay in the cache of a core. False
 * when memory runs out. */
static bool regions_make(Builder *bd, const NAlloc *a)
{
  const Board *b = bd->b;
  uint32_t masks = 1u << b->k, rows = 0;
  for (uint32_t occ = 0; occ < masks; occ++) rows += __builtin_popcount(occ) == bd->g->ntiles;
  bd->row_of = na_alloc(a, masks * sizeof *bd->row_of);
  bd->region = na_zalloc(a, rows * PDB_MAX_CELLS * sizeof *bd->region);
  if (!bd->row_of || !bd->region) return false;
  rows = 0;
  for (uint32_t occ = 0; occ < masks; occ++) {
    if (__builtin_popcount(occ) != bd->g->ntiles) continue;
    uint16_t *row = bd->region + (size_t)rows * PDB_MAX_CELLS;
    bd->row_of[occ] = (uint16_t)rows++;
    for (int c = 0; c < b->k; c++)
      if (!(occ >> c & 1) && row[c] == 0) {
        uint16_t region = flood(b, (uint16_t)(b->all & ~occ), (uint16_t)(1u << c));
        for (int x = c; x < b->k; x++)
          if (region >> x & 1) row[x] = region;
      }
  }
  return true;
}

/* The weights of the index; the goal placement's index and cells. */
static uint32_t builder_weights(Builder *bd, uint16_t *occ)
{
  const Board *b = bd->b;
  PdbGroup *g = bd->g;
  uint32_t goal = 0, w = 1;
  *occ = 0;
  for (int s = 0; s < g->ntiles; s++, w *= (uint32_t)b->k) {
    for (int m = 0; m < 4; m++) {
      bd->stepw[m][s] = b->off[m] * (int32_t)w;
      if (abs(bd->stepw[m][s]) >= SEEN_LINE) bd->far[bd->nfar++] = bd->stepw[m][s];
    }
    goal += g->tile[s] * w;
    *occ |= (uint16_t)(1u << g->tile[s]);
  }
  g->size = w;
  return goal;
}

/* The words of a bitmap of a bucket's 2^shift indices. */
static size_t met_words(int shift)
{
  return shift > 6 ? (size_t)1 << (shift - 6) : 1;
}

/* The builder's tables; false when memory runs out. The buckets are
 * ranges of 2^shift indices, as few as make at most BUCKETS of them. */
static bool builder_alloc(Builder *bd, const NAlloc *a)
{
  PdbGroup *g = bd->g;
  int bits = g->size > 1 ? 32 - __builtin_clz(g->size - 1) : 0;
  bd->shift = bits > BUCKET_BITS ? bits - BUCKET_BITS : 0;
  bd->chunks = (Chunks){ .a = a };
  g->dist = na_alloc(a, g->size);
  huge_pages(g->dist, g->size);
  bd->seen = na_zalloc(a, g->size * sizeof *bd->seen);
  huge_pages(bd->seen, g->size * sizeof *bd->seen);
  bd->merge_region = na_zalloc(a, ((size_t)1 << bd->shift) * sizeof *bd->merge_region);
  bd->merge_skip = na_zalloc(a, ((size_t)1 << bd->shift) * sizeof *bd->merge_skip);
  bd->merge_met = na_zalloc(a, met_words(bd->shift) * sizeof *bd->merge_met);
  bd->cur = na_alloc(a, sizeof *bd->cur);
  bd->next = na_alloc(a, sizeof *bd->next);
  if (!g->dist || !bd->seen || !bd->merge_region || !bd->merge_skip || !bd->merge_met
      || !bd->cur || !bd->next || !regions_make(bd, a))
    return false;
  level_clear(bd->cur);
  level_clear(bd->next);
  memset(g->dist, PDB_UNSEEN, g->size);
  return true;
}

static void builder_free(Builder *bd, const NAlloc *a)
{
  na_free(a, bd->seen);
  na_free(a, bd->row_of);
  na_free(a, bd->region);
  na_free(a, bd->merge_region);
  na_free(a, bd->merge_skip);
  na_free(a, bd->merge_met);
  na_free(a, bd->cur);
  na_free(a, bd->next);
  chunks_free(&bd->chunks);
}

/* Ask the cache now for the lines of seen[] that the moves from the
 * placements PF_AHEAD lines of seen[] further on will read, line being the
 * one of the placement about to be expanded: the streams of the moves of
 * the far tiles are more than the processor follows by itself (the build
 * took 7 % more time without this). */
static void prefetch_ahead(const Builder *bd, uint32_t line)
{
  uint32_t ahead = (line + PF_AHEAD) * SEEN_LINE;
  for (int f = 0; f < bd->nfar; f++) {
    uint32_t at = ahead + (uint32_t)bd->far[f];   /* wraps below 0: then too large */
    if (at < bd->g->size) __builtin_prefetch(bd->seen + at, 1);
  }
}

/* Merge the entries v[0..n) of a bucket whose indices start at base:
 * each placement's regions and moves back put together. */
static void bucket_merge(Builder *bd, const uint64_t *v, size_t n, uint32_t base)
{
  uint16_t *region = bd->merge_region;
  uint64_t *skip = bd->merge_skip, *met = bd->merge_met;
  for (size_t i = 0; i < n; i++) {
    uint64_t e = v[i], back = e >> 40;
    uint32_t at = entry_index(e) - base;
    met[at >> 6] |= 1ull << (at & 63);
    region[at] |= (uint16_t)e;
    skip[at] |= (uint64_t)(back != 0) << ((back - 1) & 63);
  }
}

/* Expand bucket b of the level being read, giving its chunks back: its
 * entries are first merged by placement (a third of them are a placement
 * already in the bucket, reached in another region), then each placement
 * is expanded once, in the order of the indices: the reads of seen[] then
 * go up a few streams the processor sees coming (taken in the order met,
 * the build took a third more time). The distance of a placement is the
 * first level it is in: kept here, in that order too, rather than when it
 * is reached. */
static void bucket_expand(Builder *bd, uint32_t b)
{
  Level *l = bd->cur;
  uint32_t base = b << bd->shift;
  for (uint64_t *chunk = l->head[b], *next; chunk; chunk = next) {
    next = chunk_next(chunk);
    const uint64_t *end = next ? chunk + CHUNK : l->at[b];
    bucket_merge(bd, chunk + 1, (size_t)(end - (chunk + 1)), base);
    chunk_give(&bd->chunks, chunk);
  }
  uint16_t *region = bd->merge_region;
  uint64_t *skip = bd->merge_skip, *met = bd->merge_met;
  uint8_t here = (uint8_t)(bd->depth - 1), *dist = bd->g->dist;
  uint32_t line = UINT32_MAX;
  for (size_t w = 0; w < met_words(bd->shift); w++) {
    for (uint64_t bits = met[w]; bits; bits &= bits - 1) {
      uint32_t at = (uint32_t)(w * 64 + (size_t)__builtin_ctzll(bits)), idx = base + at;
      if (idx / SEEN_LINE != line) prefetch_ahead(bd, line = idx / SEEN_LINE);
      dist[idx] = dist[idx] < here ? dist[idx] : here;
      expand(bd, idx, region[at], skip[at]);
      region[at] = 0;
      skip[at] = 0;
      bd->work++;
    }
    met[w] = 0;
  }
}

/* Expand the level just made, its states at distance depth - 1, into the
 * next; false when memory runs out or *stop is set. */
static bool level_expand(Builder *bd, volatile sig_atomic_t *stop)
{
  Level *cur = bd->next;
  bd->next = bd->cur;
  bd->cur = cur;
  level_clear(bd->next);
  bd->depth++;           /* at most a few dozen: fits the bytes of dist */
  for (uint32_t b = 0; b < BUCKETS; b++) {
    if (!cur->head[b]) continue;
    bucket_expand(bd, b);
    if (bd->work >= 65536) {
      bd->work = 0;
      if (stop && *stop) return false;
    }
  }
  return !bd->nomem;
}

/* Fill g->dist; false when memory runs out or *stop is set. */
static bool group_build(PdbGroup *g, const Board *b, volatile sig_atomic_t *stop, const NAlloc *a)
{
  Builder bd = { .b = b, .g = g, .recip = (1ull << 32) / (uint64_t)b->k + 1 };
  uint16_t occ;
  uint32_t goal = builder_weights(&bd, &occ);
  bool ok = builder_alloc(&bd, a);
  if (ok) reach(&bd, goal, 0, occ, 0, 0);
  while (ok && !bd.nomem && bd.next->n > 0) ok = level_expand(&bd, stop);
  builder_free(&bd, a);
  return ok && !bd.nomem;
}

/* }==================================================================== */

/* The groups: the 4 x 4 partition above, or runs of 6 tiles taken across
 * the short side, so that each group is a compact block of a few columns
 * (or rows, on tall boards): tiles of a block get in each other's way, which
 * the database counts and Manhattan distance misses. Taken row by row on
 * wide boards instead, random 2 x 7 positions needed 38 times as many
 * positions examined, 3 x 5 ones 4 times, and one 2 x 8 position 55 times. */
static void set_groups(PdbSet *set)
{
  int k = set->board.k;
  set->ngroups = 0;
  if (set->board.n == 4 && set->board.p == 4) {
    for (size_t i = 0; i < sizeof partition_4x4; i++) {
      PdbGroup *g = &set->group[set->ngroups];
      if (partition_4x4[i] == 0) set->ngroups++;
      else g->tile[g->ntiles++] = partition_4x4[i];
    }
    return;
  }
  int n = set->board.n, p = set->board.p;
  for (int i = 1; i < k; i++) {
    int t = n <= p ? i % n * p + i / n : i;   /* column by column on wide boards */
    PdbGroup *g = &set->group[(i - 1) / PDB_GROUP_MAX];
    g->tile[g->ntiles++] = (uint8_t)t;
  }
  set->ngroups = (k - 2) / PDB_GROUP_MAX + 1;
}

/* The tables that let a move update a view's index in one addition. */
static void set_views(PdbSet *set)
{
  static const int di[4] = { -1, 1, 0, 0 }, dj[4] = { 0, 0, 1, -1 };
  const Board *b = &set->board;
  set->nviews = b->n == b->p ? 2 : 1;
  for (int c = 0; c < b->k; c++) {
    set->map[0][c] = (uint8_t)c;
    set->map[1][c] = (uint8_t)(c % b->p * b->n + c / b->p);
  }
  for (int gi = 0; gi < set->ngroups; gi++)
    for (int s = 0, w = 1; s < set->group[gi].ntiles; s++, w *= b->k) {
      set->group_of[set->group[gi].tile[s]] = (uint8_t)gi;
      set->weight[set->group[gi].tile[s]] = (uint32_t)w;
    }
  for (int v = 0; v < set->nviews; v++)
    for (int t = 1; t < b->k; t++) {
      int vt = set->map[v][t];
      set->view_group[v][t] = set->group_of[vt];
      for (int m = 0; m < 4; m++) {
        /* the blank moves by off, so the tile by -off, in the view's cells */
        int off = v == 0 ? di[m] * b->p + dj[m] : dj[m] * b->n + di[m];
        set->delta[v][t][m] = -off * (int32_t)set->weight[vt];
      }
    }
}

/* The groups of a set shared between threads: each takes the next group
 * not yet taken (the largest come first), until none is left. */
typedef struct GroupWork {
  PdbSet *set;
  volatile sig_atomic_t *stop;
  const NAlloc *a;       /* safe for every thread */
  atomic_int next;
  atomic_bool failed;
} GroupWork;

static void *group_worker(void *arg)
{
  GroupWork *gw = arg;
  for (int gi; (gi = atomic_fetch_add(&gw->next, 1)) < gw->set->ngroups; )
    if (!atomic_load(&gw->failed) && !group_build(&gw->set->group[gi], &gw->set->board, gw->stop, gw->a))
      atomic_store(&gw->failed, true);
  return NULL;
}

/* Build every group's database, on as many threads as there are groups
 * and cores; false when one failed. */
static bool build_groups(PdbSet *set, volatile sig_atomic_t *stop, const NAlloc *a)
{
  int threads = solver_cores();
  if (threads > set->ngroups) threads = set->ngroups;
  LockedAlloc la;
  locked_init(&la, a);
  GroupWork gw = { set, stop, threads > 1 ? &la.a : a, 0, false };
  pthread_t tid[PDB_MAX_GROUPS];
  int started = 0;
  for (int i = 1; i < threads; i++)
    if (pthread_create(&tid[started], NULL, group_worker, &gw) == 0) started++;
  group_worker(&gw);
  for (int i = 0; i < started; i++) pthread_join(tid[i], NULL);
  locked_destroy(&la);
  return !atomic_load(&gw.failed);
}

/* The set of n x p boards with its groups and views, but no database yet. */
static PdbSet *set_new(int n, int p, const NAlloc *a)
{
  PdbSet *set = na_zalloc(a, sizeof *set);
  if (!set) return NULL;
  set->alloc = a;
  board_init(&set->board, n, p);
  set_groups(set);
  set_views(set);
  for (int gi = 0; gi < set->ngroups; gi++) {
    PdbGroup *g = &set->group[gi];
    g->size = 1;
    for (int s = 0; s < g->ntiles; s++) g->size *= (uint32_t)set->board.k;
  }
  return set;
}

PdbSet *pdb_build(int n, int p, volatile sig_atomic_t *stop, const NAlloc *a)
{
  if (!pdb_supports(n, p)) return NULL;
  PdbSet *set = set_new(n, p, a);
  if (set && !build_groups(set, stop, a)) {
    pdb_free(set);
    return NULL;
  }
  return set;
}

void pdb_free(PdbSet *set)
{
  if (!set) return;
  for (int gi = 0; gi < set->ngroups; gi++) na_free(set->alloc, set->group[gi].dist);
  na_free(set->alloc, set);
}

/* {====================================================================
 * The databases in a file: a header, then each group's distances
 *
 * The header says what the data are (magic, version, byte order, board,
 * partition, sizes) and holds a checksum over itself and the data. A file
 * is taken only when everything matches what pdb_build would make now, the
 * data are all there and nothing after, the checksum agrees and every goal
 * placement is at distance 0; anything else is refused, never half used.
 * ===================================================================== */

#define PDB_MAGIC "TORTPDB\n"
#define PDB_FILE_VERSION 1u
#define PDB_BYTE_ORDER 0x01020304u
#define PDB_HEADER_BYTES (8 + 5 * 4 + PDB_MAX_GROUPS * (4 + 8 + 4) + 8)
#define PDB_SUM_AT (PDB_HEADER_BYTES - 8)   /* where the checksum is */

static void put32(uint8_t **at, uint32_t v)
{
  memcpy(*at, &v, 4);
  *at += 4;
}

/* The header of set, its checksum field 0. */
static void header_make(const PdbSet *set, uint8_t *h)
{
  memset(h, 0, PDB_HEADER_BYTES);
  memcpy(h, PDB_MAGIC, 8);
  uint8_t *at = h + 8;
  put32(&at, PDB_FILE_VERSION);
  put32(&at, PDB_BYTE_ORDER);
  put32(&at, (uint32_t)set->board.n);
  put32(&at, (uint32_t)set->board.p);
  put32(&at, (uint32_t)set->ngroups);
  for (int gi = 0; gi < PDB_MAX_GROUPS; gi++) {
    const PdbGroup *g = &set->group[gi];
    put32(&at, gi < set->ngroups ? (uint32_t)g->ntiles : 0);
    memcpy(at, g->tile, PDB_GROUP_MAX);
    at += 8;
    put32(&at, gi < set->ngroups ? g->size : 0);
  }
}

/* A 64-bit hash, 8 bytes at a time (multiply and fold), carried on from h. */
static uint64_t checksum(uint64_t h, const uint8_t *data, size_t n)
{
  const uint64_t k = 0x9E3779B97F4A7C15u;
  size_t i = 0;
  for (; i + 8 <= n; i += 8) {
    uint64_t w;
    memcpy(&w, data + i, 8);
    h = (h ^ w) * k;
    h ^= h >> 29;
  }
  for (; i < n; i++) h = ((h ^ data[i]) * k) ^ (h >> 29);
  return h;
}

static uint64_t set_checksum(const PdbSet *set, const uint8_t *header)
{
  uint64_t h = checksum(0x5441515549ULL, header, PDB_SUM_AT);
  for (int gi = 0; gi < set->ngroups; gi++)
    h = checksum(h, set->group[gi].dist, set->group[gi].size);
  return h;
}

static bool write_all(int fd, const void *buf, size_t n)
{
  for (const uint8_t *at = buf; n > 0; ) {
    ssize_t w = write(fd, at, n);
    if (w < 0 && errno == EINTR) continue;
    if (w <= 0) return false;
    at += w;
    n -= (size_t)w;
  }
  return true;
}

/* Read n bytes exactly: false on an error or an early end. */
static bool read_all(int fd, void *buf, size_t n)
{
  for (uint8_t *at = buf; n > 0; ) {
    ssize_t r = read(fd, at, n);
    if (r < 0 && errno == EINTR) continue;
    if (r <= 0) return false;
    at += r;
    n -= (size_t)r;
  }
  return true;
}

bool pdb_save(const PdbSet *set, int fd)
{
  uint8_t h[PDB_HEADER_BYTES];
  header_make(set, h);
  uint64_t sum = set_checksum(set, h);
  memcpy(h + PDB_SUM_AT, &sum, 8);
  if (!write_all(fd, h, sizeof h)) return false;
  for (int gi = 0; gi < set->ngroups; gi++)
    if (!write_all(fd, set->group[gi].dist, set->group[gi].size)) return false;
  return true;
}

/* Does the index of every group's goal placement hold 0? */
static bool goals_at_zero(const PdbSet *set)
{
  for (int gi = 0; gi < set->ngroups; gi++) {
    const PdbGroup *g = &set->group[gi];
    uint32_t goal = 0;
    for (int s = 0; s < g->ntiles; s++) goal += set->weight[g->tile[s]] * g->tile[s];
    if (g->dist[goal] != 0) return false;
  }
  return true;
}

/* Read the groups' data and check it: PDB_LOADED, or why not. */
static PdbLoad load_data(PdbSet *set, int fd, const uint8_t *want, uint64_t sum)
{
  for (int gi = 0; gi < set->ngroups; gi++) {
    PdbGroup *g = &set->group[gi];
    g->dist = na_alloc(set->alloc, g->size);
    if (!g->dist) return PDB_LOAD_NO_MEMORY;
    huge_pages(g->dist, g->size);
    if (!read_all(fd, g->dist, g->size)) return PDB_LOAD_BAD;
  }
  uint8_t extra;
  if (read(fd, &extra, 1) != 0) return PDB_LOAD_BAD;   /* longer than it says */
  return set_checksum(set, want) == sum && goals_at_zero(set) ? PDB_LOADED : PDB_LOAD_BAD;
}

PdbSet *pdb_load(int n, int p, int fd, const NAlloc *a, PdbLoad *why)
{
  *why = PDB_LOAD_NO_MEMORY;
  if (!pdb_supports(n, p)) return NULL;
  PdbSet *set = set_new(n, p, a);
  if (!set) return NULL;
  uint8_t want[PDB_HEADER_BYTES], got[PDB_HEADER_BYTES];
  header_make(set, want);
  *why = PDB_LOAD_BAD;
  if (read_all(fd, got, sizeof got) && memcmp(got, want, PDB_SUM_AT) == 0) {
    uint64_t sum;
    memcpy(&sum, got + PDB_SUM_AT, 8);
    *why = load_data(set, fd, want, sum);
  }
  if (*why == PDB_LOADED) return set;
  pdb_free(set);
  return NULL;
}

/* }==================================================================== */

/* {====================================================================
 * Lookups
 * ===================================================================== */

/* Each view's index per group and the sum of its database values. */
static void index_views(const PdbSet *set, const uint8_t *cells,
                        uint32_t idx[2][PDB_MAX_GROUPS], int h[2])
{
  uint8_t where[PDB_MAX_CELLS];
  for (int c = 0; c < set->board.k; c++) where[cells[c]] = (uint8_t)c;
  for (int v = 0; v < set->nviews; v++) {
    const uint8_t *map = set->map[v];
    h[v] = 0;
    for (int gi = 0; gi < set->ngroups; gi++) {
      const PdbGroup *g = &set->group[gi];
      idx[v][gi] = 0;
      for (int s = 0; s < g->ntiles; s++)
        idx[v][gi] += map[where[map[g->tile[s]]]] * set->weight[g->tile[s]];
      h[v] += g->dist[idx[v][gi]];
    }
  }
  if (set->nviews == 1) h[1] = 0;
}

int pdb_h(const PdbSet *set, const uint8_t *cells)
{
  uint32_t idx[2][PDB_MAX_GROUPS];
  int h[2];
  index_views(set, cells, idx, h);
  return h[0] > h[1] ? h[0] : h[1];
}

/* {====================================================================
 * IDA*
 * ===================================================================== */

enum { IDA_FOUND = -1, IDA_ABORT = -2 };

typedef struct Ida {
  const PdbSet *set;
  const uint8_t *dist[2][PDB_MAX_CELLS];   /* by view and tile: its group's table */
  uint8_t cells[PDB_MAX_CELLS];
  int blank;
  bool two;              /* two views (square boards), or one */
  uint32_t idx[2][PDB_MAX_GROUPS];
  int h[2];
  int bound, length;
  uint8_t *path;         /* the moves from the start, bound + 1 of them at most */
  uint64_t examined;
  const TqControl *ctl;
  TqStatus status;
} Ida;

static int heuristic(const Ida *s)
{
  return s->h[0] > s->h[1] ? s->h[0] : s->h[1];
}

/* A child of the position: the move there, the cell the blank goes to,
 * the index its tile's group gets in each view and each view's sum. */
typedef struct Child {
  int m, to;
  uint32_t idx[2];
  int h[2];
} Child;

/* Child c's index and sum in view v, its tile t moving. */
static inline void child_view(const Ida *s, Child *c, int v, int t)
{
  const PdbSet *set = s->set;
  const uint8_t *dist = s->dist[v][t];
  uint32_t old = s->idx[v][set->view_group[v][t]];
  c->idx[v] = old + (uint32_t)set->delta[v][t][c->m];
  c->h[v] = s->h[v] + dist[c->idx[v]] - dist[old];
}

/* The children of the position but the one undoing the last move (back,
 * -1 for none), in TqMove order: how many. Every lookup is made here,
 * before any child is entered or even compared with the bound, so that
 * their cache misses (the tables are 16.8 MB each) overlap instead of
 * waiting one for the other behind each comparison. */
static int children(const Ida *s, int back, Child *ch)
{
  const Board *b = &s->set->board;
  const uint8_t *moves = b->moves[s->blank][back + 1];
  int n = b->nmoves[s->blank][back + 1];
  for (int i = 0; i < n; i++) {
    Child *c = &ch[i];
    c->m = moves[i];
    c->to = b->nbr[s->blank][c->m];
    int t = s->cells[c->to];
    c->h[1] = s->h[1];
    child_view(s, c, 0, t);
    if (s->two) child_view(s, c, 1, t);
  }
  return n;
}

/* Ask the cache ahead for the lookups that child c will make of its own
 * children once entered (after its elder siblings' subtrees): in c, the
 * tile of c->to is on s->blank and the blank on c->to; the move back to
 * s->blank is not made. */
static void prefetch_children(const Ida *s, const Child *c)
{
  const PdbSet *set = s->set;
  const Board *b = &set->board;
  int back = (c->m ^ 1) + 1, t = s->cells[c->to], n = b->nmoves[c->to][back];
  for (int i = 0; i < n; i++) {
    int m = b->moves[c->to][back][i], t2 = s->cells[b->nbr[c->to][m]];
    for (int v = 0; v <= s->two; v++) {
      int gi = set->view_group[v][t2];
      uint32_t idx = gi == set->view_group[v][t] ? c->idx[v] : s->idx[v][gi];
      __builtin_prefetch(s->dist[v][t2] + idx + (uint32_t)set->delta[v][t2][m]);
    }
  }
}

/* What entering a child changes, to put it back. */
typedef struct Undo {
  int blank;
  uint32_t idx[2];
  int h[2];
} Undo;

/* Move the blank to child c: its tile changes one index per view. */
static void enter(Ida *s, const Child *c, Undo *u)
{
  const PdbSet *set = s->set;
  int t = s->cells[c->to];
  u->blank = s->blank;
  s->cells[s->blank] = (uint8_t)t;
  s->cells[c->to] = 0;
  s->blank = c->to;
  for (int v = 0; v <= s->two; v++) {
    uint32_t *idx = &s->idx[v][set->view_group[v][t]];
    u->idx[v] = *idx;
    u->h[v] = s->h[v];
    *idx = c->idx[v];
    s->h[v] = c->h[v];
  }
}

static void leave(Ida *s, const Undo *u)
{
  const PdbSet *set = s->set;
  int t = s->cells[u->blank];
  s->cells[s->blank] = (uint8_t)t;
  s->cells[u->blank] = 0;
  s->blank = u->blank;
  for (int v = 0; v <= s->two; v++) {
    s->idx[v][set->view_group[v][t]] = u->idx[v];
    s->h[v] = u->h[v];
  }
}

/* The position at depth g, reached by a move whose undoing is `back`, has
 * f <= bound: examine it, then its children. Returns IDA_FOUND, IDA_ABORT,
 * or the least f above the bound met (INT_MAX if none). A child over the
 * bound is not entered: it would return its f unexamined. tq_may_examine
 * acts only at multiples of 4096 positions and at the limit: it is called
 * then alone. */
static int dfs(Ida *s, int g, int back)
{
  if (((s->examined & 4095) == 0 || s->examined == s->ctl->max)
      && !tq_may_examine(s->ctl, s->examined, s->bound, &s->status))
    return IDA_ABORT;
  s->examined++;
  if (s->h[0] == 0) {    /* every tile is in a group: 0 only at the goal */
    s->length = g;
    return IDA_FOUND;
  }
  Child ch[4];
  int n = children(s, back, ch), least = INT_MAX;
  for (int i = 0; i < n; i++)
    if (g + 1 + (ch[i].h[0] > ch[i].h[1] ? ch[i].h[0] : ch[i].h[1]) <= s->bound) prefetch_children(s, &ch[i]);
  for (int i = 0; i < n; i++) {
    const Child *c = &ch[i];
    int f = g + 1 + (c->h[0] > c->h[1] ? c->h[0] : c->h[1]);
    if (f <= s->bound) {
      Undo u;
      enter(s, c, &u);
      s->path[g] = (uint8_t)c->m;
      f = dfs(s, g + 1, c->m ^ 1);   /* TQ_NORD ^ 1 is TQ_SUD, TQ_EST ^ 1 TQ_OUEST */
      if (f < 0) return f;
      leave(s, &u);
    }
    if (f < least) least = f;
  }
  return least;
}

/* The passes of IDA*, the bound rising each time; false unless found. */
static bool passes(Ida *s)
{
  for (s->bound = heuristic(s);; ) {
    uint8_t *path = na_realloc(s->ctl->alloc, s->path, (size_t)s->bound + 1);
    if (!path) {
      s->status = TQ_NO_MEMORY;
      return false;
    }
    s->path = path;
    int next = dfs(s, 0, -1);
    if (next == IDA_FOUND) return true;
    if (next == IDA_ABORT) return false;
    if (next == INT_MAX) {   /* only if nothing lies beyond the bound: never */
      s->status = TQ_LIMIT;
      return false;
    }
    s->bound = next;
  }
}

TqResult pdb_ida(const PdbSet *set, const uint8_t *cells, const TqControl *ctl)
{
  Ida s = { .set = set, .ctl = ctl, .status = TQ_FOUND, .two = set->nviews == 2 };
  for (int v = 0; v < set->nviews; v++)
    for (int t = 1; t < set->board.k; t++) s.dist[v][t] = set->group[set->view_group[v][t]].dist;
  memcpy(s.cells, cells, (size_t)set->board.k);
  while (s.cells[s.blank] != 0) s.blank++;
  index_views(set, cells, s.idx, s.h);
  TqResult r = { TQ_FOUND, 0, 0, NULL };
  if (passes(&s)) {
    r.moves = s.path;
    r.nmoves = s.length;
    s.path = NULL;
  }
  na_free(ctl->alloc, s.path);
  r.status = s.status;
  r.examined = s.examined;
  return r;
}
