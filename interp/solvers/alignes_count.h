/* alignes_count.h -- what the counter of alignes.h (alignes_count.c)
 * shares with its two searches: the generic one (alignes_scalar.c), which
 * every processor runs, and the AVX2 one (alignes_avx2.c), chosen at run
 * time. Not an interface for anything else.
 *
 * The method. A solution has two points in each row and in each column.
 * A task fixes the points of the two task rows (the middle ones for even
 * n, those either side of the middle for odd n), up to the group of order
 * 4 of the two mirrors (whose half-turn maps the task rows onto
 * themselves); the weight of a task is the number of its distinct images.
 * The transposition is taken out by a key: the key columns have the
 * indices of the task rows, and the key of the 4 points of the task rows
 * (of the key columns) is the ascending list of their distances from the
 * middle, |2x - (n-1)| (|2y - (n-1)|). The mirrors leave both keys alone,
 * the transposition swaps them: a task searches only the completions whose
 * column key is >= its row key, and a solution found stands for 2 x weight
 * solutions when it is greater, weight when equal.
 *
 * The search completes one line at a time, a line being a row or a column
 * needing one or two more points: the one with the fewest ways (rows win
 * ties, then the nearest the middle, then the lowest); a column only with
 * three ways at most, strictly fewer than the best row (a column needing
 * one point among four free cells is four weak branches where a row's
 * pairs ban far more). A line with one way is applied in place, without a
 * call. A candidate cell's bans (its lines through every point placed) are
 * computed once per position; a pair's child is parent | B(a) | B(b). */
#ifndef LOGO_ALIGNES_COUNT_H
#define LOGO_ALIGNES_COUNT_H

#include <pthread.h>
#include <stdatomic.h>

#include "alignes.h"

#if defined(__GNUC__) && defined(__x86_64__)
#define AL_AVX2 1      /* alignes_avx2.c has a copy for this processor family */
#endif

/* The largest n of the AVX2 search: a row or a column is a 16-bit lane. */
#define AL_AVX2_MAX 16

typedef struct AlTask {
  int8_t x[4];       /* columns of the first task row's pair, the second's */
  int8_t weight;     /* how many tasks this one stands for by the mirrors */
} AlTask;

typedef struct AlCounter {
  int n, nn;               /* nn = n * n cells, numbered y * n + x */
  uint32_t mask;           /* the n columns (or rows) */
  int order[2];            /* the task rows, also the key columns */
  uint32_t key_cols;
  uint8_t dist[AL_MAX];    /* by row or column: its distance from the
                              middle, |2y - (n-1)| */
  bool avx2;               /* the search run is alignes_avx2.c's */
  /* the board: row y in word y / rows_per_word, from bit (y mod
     rows_per_word) << shift, a row taking 1 << shift bits; the AVX2
     search adds the columns the same way in 4 more words */
  int shift;
  int words;               /* the rows' words: 4, or 16 past 16 x 16 */
  int stride;              /* words per board in pool: words, or 8 */
  uint32_t *line_of;       /* [p * nn + q]: the line through cells p and
                              q, 0 when it has no third cell (no ban) */
  uint32_t cell0;          /* pool board cell0 + c: cell c alone */
  uint64_t *pool;          /* boards: line i at pool + i * stride */
  size_t npool, cappool;
  AlTask *tasks;
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
} AlCounter;

/* The key of the points in the key columns so far, ascending. */
typedef struct AlKey {
  uint8_t nc, d[4];
} AlKey;

/* What a position needs besides its board: the rows and the columns
 * needing one more point, two more, and the key so far. */
typedef struct AlNeeds {
  uint32_t row1, row2, col1, col2;
  AlKey key;
} AlNeeds;

/* Key tables are indexed by the known distances (at most 3): a leading 1,
 * then 4 bits per distance, d / 2, ascending. */
#define AL_KEY_CODES (1 << 13)

typedef struct AlWorker {
  AlCounter *k;
  bool is_caller;          /* only the calling thread reports */
  bool stopped;
  int weight;              /* of the task being searched */
  uint8_t row_key[4];      /* of the task being searched */
  bool has_table;          /* key_ban is row_key's */
  int np;
  uint16_t pts[2 * AL_MAX];   /* the points placed, as cells */
  uint64_t total, fixed;
  uint32_t ticks;
  /* by the known key distances: the rows whose key-column cells would
   * make the column key smaller than the row key, whatever comes after */
  uint32_t key_ban[AL_KEY_CODES];
} AlWorker;

/* The task's search from its first position: the generic one, and the
 * AVX2 one (n <= AL_AVX2_MAX, a processor with AVX2 and POPCNT). */
void al_search_scalar(AlWorker *w, const AlTask *t);
#ifdef AL_AVX2
void al_search_avx2(AlWorker *w, const AlTask *t);
#endif

/* A solution in w->pts: counted when its column key is not below the row
 * key, with its weight and the symmetries fixing it. */
void al_leaf(AlWorker *w, const AlKey *key);

/* Look at the stop and report; true when the search must stop. */
bool al_tick_slow(AlWorker *w);

/* Called once per position: the stop is looked at every 4,096 (a few
 * microseconds, still well under a second in a build instrumented for
 * fuzzing) and the caller reports every 262,144. */
static inline bool al_tick(AlWorker *w)
{
  if ((++w->ticks & 0xFFF) != 0) return false;
  return al_tick_slow(w);
}

/* A point in row (or column) y of a key column: its distance joins the
 * key, in order. */
static inline void al_key_add(const AlCounter *k, AlKey *key, int y)
{
  int d = k->dist[y], i = key->nc++;
  for (; i > 0 && key->d[i - 1] > d; i--) key->d[i] = key->d[i - 1];
  key->d[i] = (uint8_t)d;
}

/* The key padded with +inf against the row key: <0, 0, >0. A key already
 * below stays below whatever is added (each place can only go down). */
static inline int al_key_cmp(const AlKey *key, const uint8_t *row_key)
{
  for (int i = 0; i < 4; i++) {
    int v = i < key->nc ? key->d[i] : 255;
    if (v != row_key[i]) return v < row_key[i] ? -1 : 1;
  }
  return 0;
}

static inline unsigned al_key_code(const AlKey *key)
{
  unsigned code = 1;
  for (int i = 0; i < key->nc; i++) code = code << 4 | key->d[i] >> 1;
  return code;
}

/* After points landed in a key column: false when the key is below the
 * row key already (a dead position); else *rows, the rows whose key cells
 * are banned now. */
static inline bool al_key_check(const AlWorker *w, const AlKey *key, uint32_t *rows)
{
  if (al_key_cmp(key, w->row_key) < 0) return false;
  *rows = key->nc < 4 ? w->key_ban[al_key_code(key)] : 0;
  return true;
}

/* A point on (y, x): its row and column need one less (2 -> 1 sets the
 * bit of 1, 1 -> 0 clears it), and it is recorded. True when it lands in
 * a key column. */
static inline bool al_note(AlWorker *w, AlNeeds *s, int y, int x)
{
  const AlCounter *k = w->k;
  uint32_t ry = 1u << y, cx = 1u << x;
  s->row1 ^= ry;
  s->row2 &= ~ry;
  s->col1 ^= cx;
  s->col2 &= ~cx;
  w->pts[w->np++] = (uint16_t)(y * k->n + x);
  if (!(k->key_cols >> x & 1)) return false;
  al_key_add(k, &s->key, y);
  return true;
}

#endif
