/* alignes_avx2.c -- the counter's search with AVX2, for n <= 16 (the
 * method: alignes_count.h). The board is kept twice, by rows and by
 * columns, 16 lanes of 16 bits each: every row and column is counted,
 * checked and ranked at once, without a branch. The binary is built for
 * any x86-64: these functions alone are compiled for AVX2 and POPCNT, and
 * alignes_count.c runs them only on a processor that has both. */
#include <config.h>

#include "alignes_count.h"

#ifdef AL_AVX2
#include <immintrin.h>
#include <string.h>

#define AL_TARGET __attribute__((target("avx2,popcnt")))
#define AL_INLINE static inline __attribute__((always_inline)) AL_TARGET

/* Lane y of r: row y, bit x; lane x of c: column x, bit y (a board of the
 * pool is these 8 words). */
typedef struct Board {
  __m256i r, c;
} Board;

typedef struct Level {
  Board ban;
  AlNeeds need;
} Level;

/* What every position of a task reads. */
typedef struct Consts {
  __m256i lane_bit;      /* lane i: 1 << i */
  __m256i row_rank;      /* lane y: its distance from the middle << 4 | y */
  __m256i col_rank;      /* lane x: 1 << 8 | x (rows win ties) */
} Consts;

AL_INLINE Board board_at(const AlCounter *k, uint32_t i)
{
  const uint64_t *p = k->pool + (size_t)i * 8;
  return (Board){ _mm256_loadu_si256((const __m256i *)p), _mm256_loadu_si256((const __m256i *)(p + 4)) };
}

AL_INLINE void board_or(Board *a, Board b)
{
  a->r = _mm256_or_si256(a->r, b.r);
  a->c = _mm256_or_si256(a->c, b.c);
}

/* 0xFFFF in lane i when bit i of bits is set. */
AL_INLINE __m256i lanes_of(const Consts *q, uint32_t bits)
{
  __m256i b = _mm256_and_si256(_mm256_set1_epi16((short)bits), q->lane_bit);
  return _mm256_cmpeq_epi16(b, q->lane_bit);
}

/* The bits set in each lane: two table lookups by nibble. */
AL_INLINE __m256i popcount16(__m256i x)
{
  const __m256i nib = _mm256_set1_epi8(0x0F);
  const __m256i lut = _mm256_setr_epi8(0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4,
                                       0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4);
  __m256i lo = _mm256_and_si256(x, nib), hi = _mm256_and_si256(_mm256_srli_epi16(x, 4), nib);
  __m256i p = _mm256_add_epi8(_mm256_shuffle_epi8(lut, lo), _mm256_shuffle_epi8(lut, hi));
  return _mm256_and_si256(_mm256_add_epi8(p, _mm256_srli_epi16(p, 8)), _mm256_set1_epi16(0xFF));
}

AL_INLINE uint32_t lane(__m256i v, int i)
{
  uint16_t h[16];
  memcpy(h, &v, sizeof h);
  return h[i];
}

/* B(y, x): the cell and the cells in line with it and a point placed. */
AL_INLINE Board cell_bans(const AlWorker *w, int y, int x)
{
  const AlCounter *k = w->k;
  int cell = y * k->n + x;
  const uint32_t *of = k->line_of + (size_t)cell * (size_t)k->nn;
  Board b = board_at(k, k->cell0 + (uint32_t)cell);
  for (int i = 0; i < w->np; i++) board_or(&b, board_at(k, of[w->pts[i]]));
  return b;
}

/* After points in a key column: false when the key is below the row
 * key; else the key-column cells that would take it there are banned. */
AL_INLINE bool key_checked(const AlWorker *w, const Consts *q, Level *s)
{
  uint32_t rows;
  if (!al_key_check(w, &s->need.key, &rows)) return false;
  uint32_t cols = w->k->key_cols;
  s->ban.r = _mm256_or_si256(s->ban.r, _mm256_and_si256(lanes_of(q, rows), _mm256_set1_epi16((short)cols)));
  s->ban.c = _mm256_or_si256(s->ban.c, _mm256_and_si256(lanes_of(q, cols), _mm256_set1_epi16((short)rows)));
  return true;
}

enum { DEAD, FULL, BRANCH };

/* The line to complete: its rank (ways << 9 | column << 8 | ...), its
 * free cells, how many points it needs. Lanes ranked 0xFFFF: closed
 * lines, and columns with more than 3 ways. */
typedef struct Choice {
  unsigned rank;
  bool column;
  int line, need;
  uint32_t free;
} Choice;

AL_INLINE int choose(const Consts *q, const Level *s, Choice *c)
{
  const AlNeeds *nd = &s->need;
  uint32_t open_r = nd->row1 | nd->row2, open_c = nd->col1 | nd->col2;
  if (!open_r) return FULL;
  const __m256i one = _mm256_set1_epi16(1), zero = _mm256_setzero_si256();
  __m256i o_r = lanes_of(q, open_r), o_c = lanes_of(q, open_c);
  __m256i f_r = _mm256_and_si256(_mm256_andnot_si256(s->ban.r, _mm256_set1_epi16((short)open_c)), o_r);
  __m256i f_c = _mm256_and_si256(_mm256_andnot_si256(s->ban.c, _mm256_set1_epi16((short)open_r)), o_c);
  __m256i n_r = popcount16(f_r), n_c = popcount16(f_c);
  __m256i two_r = lanes_of(q, nd->row2), two_c = lanes_of(q, nd->col2);
  /* need: 1, or 2 (1 - (-1)) */
  __m256i need_r = _mm256_sub_epi16(_mm256_and_si256(o_r, one), two_r);
  __m256i need_c = _mm256_sub_epi16(_mm256_and_si256(o_c, one), two_c);
  __m256i dead = _mm256_or_si256(_mm256_cmpgt_epi16(need_r, n_r), _mm256_cmpgt_epi16(need_c, n_c));
  if (!_mm256_testz_si256(dead, dead)) return DEAD;
  /* ways: the free cells, or their pairs when two are needed */
  __m256i pairs_r = _mm256_srli_epi16(_mm256_mullo_epi16(n_r, _mm256_sub_epi16(n_r, one)), 1);
  __m256i pairs_c = _mm256_srli_epi16(_mm256_mullo_epi16(n_c, _mm256_sub_epi16(n_c, one)), 1);
  __m256i ways_r = _mm256_blendv_epi8(n_r, pairs_r, two_r);
  __m256i ways_c = _mm256_blendv_epi8(n_c, pairs_c, two_c);
  __m256i rank_r = _mm256_or_si256(_mm256_slli_epi16(ways_r, 9), q->row_rank);
  rank_r = _mm256_or_si256(rank_r, _mm256_cmpeq_epi16(o_r, zero));
  __m256i rank_c = _mm256_or_si256(_mm256_slli_epi16(ways_c, 9), q->col_rank);
  rank_c = _mm256_or_si256(rank_c, _mm256_or_si256(_mm256_cmpeq_epi16(o_c, zero),
                                                   _mm256_cmpgt_epi16(ways_c, _mm256_set1_epi16(3))));
  __m256i m = _mm256_min_epu16(rank_r, rank_c);
  __m128i m8 = _mm_min_epu16(_mm256_castsi256_si128(m), _mm256_extracti128_si256(m, 1));
  unsigned v = (unsigned)_mm_cvtsi128_si32(_mm_minpos_epu16(m8)) & 0xFFFF;
  c->rank = v;
  c->column = v >> 8 & 1;
  c->line = v & 15;
  c->free = lane(c->column ? f_c : f_r, c->line);
  c->need = (int)((c->column ? nd->col2 : nd->row2) >> c->line & 1) + 1;
  return BRANCH;
}

/* The cells of c's line, (cy[i], cx[i]), and their bans. */
AL_INLINE int candidates(const AlWorker *w, const Choice *c, int *cy, int *cx, Board *B)
{
  int m = 0;
  for (uint32_t f = c->free; f; f &= f - 1, m++) {
    int i = __builtin_ctz(f);
    cy[m] = c->column ? i : c->line;
    cx[m] = c->column ? c->line : i;
    B[m] = cell_bans(w, cy[m], cx[m]);
  }
  return m;
}

AL_INLINE bool place(AlWorker *w, Level *s, int y, int x, Board b)
{
  board_or(&s->ban, b);
  return al_note(w, &s->need, y, x);
}

static AL_TARGET void search(AlWorker *w, const Consts *q, Level *s);

/* The children of s: one or two of the chosen line's free cells, the
 * second after the first (each set of cells once). */
static AL_TARGET void branch(AlWorker *w, const Consts *q, const Level *s, const Choice *c)
{
  Board B[AL_AVX2_MAX];
  int cy[AL_AVX2_MAX], cx[AL_AVX2_MAX];
  int m = candidates(w, c, cy, cx, B);
  for (int i = 0; i < m && !w->stopped; i++) {
    Level t = *s;
    bool key = place(w, &t, cy[i], cx[i], B[i]);
    if (c->need == 1) {
      if (!key || key_checked(w, q, &t)) search(w, q, &t);
    } else
      for (int j = i + 1; j < m && !w->stopped; j++) {
        Level u = t;
        bool key2 = place(w, &u, cy[j], cx[j], B[j]);
        if (!(key || key2) || key_checked(w, q, &u)) search(w, q, &u);
        w->np--;
      }
    w->np--;
  }
}

/* Depth first from s, which it changes: a line with one way has its
 * cells placed in s itself, and the search goes on from there. */
static AL_TARGET void search(AlWorker *w, const Consts *q, Level *s)
{
  int np = w->np;
  Choice c;
  while (!al_tick(w)) {
    int r = choose(q, s, &c);
    if (r == FULL) al_leaf(w, &s->need.key);
    if (r != BRANCH) break;
    if (c.rank >> 9 != 1) {
      branch(w, q, s, &c);
      break;
    }
    Board B[2];
    int cy[2], cx[2];
    int m = candidates(w, &c, cy, cx, B);
    bool key = false;
    for (int i = 0; i < m; i++) key |= place(w, s, cy[i], cx[i], B[i]);
    if (key && !key_checked(w, q, s)) break;
  }
  w->np = np;
}

AL_TARGET void al_search_avx2(AlWorker *w, const AlTask *t)
{
  const AlCounter *k = w->k;
  uint16_t bit[16], row_rank[16], col_rank[16];
  for (int i = 0; i < 16; i++) {
    bit[i] = (uint16_t)(1u << i);
    row_rank[i] = (uint16_t)((i < k->n ? k->dist[i] : 15) << 4 | i);
    col_rank[i] = (uint16_t)(1u << 8 | i);
  }
  Consts q;
  memcpy(&q.lane_bit, bit, sizeof bit);
  memcpy(&q.row_rank, row_rank, sizeof row_rank);
  memcpy(&q.col_rank, col_rank, sizeof col_rank);
  Level s;
  memset(&s, 0, sizeof s);
  s.need.row2 = s.need.col2 = k->mask;
  uint32_t rows = w->key_ban[1], cols = k->key_cols;    /* no key distance known yet */
  s.ban.r = _mm256_and_si256(lanes_of(&q, rows), _mm256_set1_epi16((short)cols));
  s.ban.c = _mm256_and_si256(lanes_of(&q, cols), _mm256_set1_epi16((short)rows));
  bool key = false;
  for (int i = 0; i < 4; i++) {
    int y = k->order[i / 2], x = t->x[i];
    key |= place(w, &s, y, x, cell_bans(w, y, x));
  }
  if (!key || key_checked(w, &q, &s)) search(w, &q, &s);
}

#endif
