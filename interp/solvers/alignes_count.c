/* alignes_count.c -- the counter of alignes.h on every core: the tasks
 * and their plan, the lines of the grid, the key tables, the threads, a
 * count resumed. The method is in alignes_count.h; the searches are in
 * alignes_scalar.c and alignes_avx2.c. */
#include <config.h>

#include <stdlib.h>
#include <string.h>

#include "alignes_count.h"
#include "threads.h"

/* {====================================================================
 * The lines of the grid. Each line with three cells or more is kept once
 * as a board, found for any pair of its cells in a table: a point's bans
 * are a few ORs per earlier point.
 * ===================================================================== */

/* Cell (y, x) in board b: in its row's word and, for the AVX2 search, in
 * its column's, which follow the rows' 4. */
static void board_set(const AlCounter *k, uint64_t *b, int y, int x)
{
  int per_word = 64 >> k->shift;
  b[y / per_word] |= 1ull << ((y % per_word) << k->shift) << x;
  if (k->avx2) b[4 + x / 4] |= 1ull << (x % 4 * 16) << y;
}

/* A new board in the pool, empty; NULL when memory runs out. */
static uint64_t *pool_add(AlCounter *k, const NAlloc *a)
{
  size_t need = k->npool + (size_t)k->stride;
  if (need > k->cappool) {
    size_t cap = k->cappool ? 2 * k->cappool : 4096;
    uint64_t *p = na_realloc(a, k->pool, cap * sizeof *p);
    if (p == NULL) return NULL;
    k->pool = p;
    k->cappool = cap;
  }
  uint64_t *b = k->pool + k->npool;
  memset(b, 0, (size_t)k->stride * sizeof *b);
  k->npool = need;
  return b;
}

/* Keep the line from cell (y, x) on by (dy, dx), when it has three cells
 * or more, and point every pair of its cells at it. */
static bool add_line(AlCounter *k, int y, int x, int dy, int dx, const NAlloc *a)
{
  int n = k->n, cells[AL_MAX], m = 0;
  for (int v = y, u = x; v < n && u >= 0 && u < n; v += dy, u += dx) cells[m++] = v * n + u;
  if (m < 3) return true;
  uint32_t at = (uint32_t)(k->npool / (size_t)k->stride);
  uint64_t *b = pool_add(k, a);
  if (b == NULL) return false;
  for (int i = 0; i < m; i++) {
    board_set(k, b, cells[i] / n, cells[i] % n);
    for (int j = 0; j < m; j++)
      if (i != j) k->line_of[(size_t)cells[i] * (size_t)k->nn + (size_t)cells[j]] = at;
  }
  return true;
}

/* Board 0 empty, every line of the grid through three cells or more (by
 * direction (dy, dx) in lowest terms, going down or right, from each cell
 * whose predecessor on it is off the grid), then each cell alone. */
static bool make_lines(AlCounter *k, const NAlloc *a)
{
  int n = k->n;
  k->line_of = na_zalloc(a, (size_t)k->nn * (size_t)k->nn * sizeof *k->line_of);
  bool ok = k->line_of != NULL && pool_add(k, a) != NULL;
  for (int dy = 0; ok && dy < n; dy++)
    for (int dx = -(n - 1); ok && dx < n; dx++) {
      if (al_gcd(dy, dx < 0 ? -dx : dx) != 1 || (dy == 0 && dx != 1)) continue;
      for (int y = 0; ok && y < n; y++)
        for (int x = 0; ok && x < n; x++) {
          int py = y - dy, px = x - dx;
          if (py < 0 || px < 0 || px >= n) ok = add_line(k, y, x, dy, dx, a);
        }
    }
  k->cell0 = (uint32_t)(k->npool / (size_t)k->stride);
  for (int c = 0; ok && c < k->nn; c++) {
    uint64_t *b = pool_add(k, a);
    if (b) board_set(k, b, c / n, c % n);
    ok = b != NULL;
  }
  return ok;
}

/* }==================================================================== */

/* {====================================================================
 * The tasks: the pairs (p, q) of the two task rows, p's row first, when
 * (p, q) is the smallest of its images by the mirrors. The mirror of the
 * columns maps the solutions of (p, q) one to one onto those of its image
 * (p', q'), the mirror of the rows, which swaps the two rows, onto those
 * of (q, p) and (q', p'). The odd n's rows either side of the middle one
 * ban its cells halfway: twice as fast as starting on the middle row.
 * ===================================================================== */

/* A pair of columns as one number, and its mirror's. */
static int pair_code(int n, int a, int b)
{
  return a * n + b;
}

static int mirror_code(int n, int a, int b)
{
  return pair_code(n, n - 1 - b, n - 1 - a);
}

static void add_task(AlCounter *k, int a, int b, int c, int d)
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
  k->tasks[k->ntasks++] = (AlTask){ { (int8_t)a, (int8_t)b, (int8_t)c, (int8_t)d }, (int8_t)weight };
}

static void make_tasks(AlCounter *k)
{
  int n = k->n;
  for (int a = 0; a < n; a++)
    for (int b = a + 1; b < n; b++)
      for (int c = 0; c < n; c++)
        for (int d = c + 1; d < n; d++) add_task(k, a, b, c, d);
}

/* The tasks of n and what they need of n, false when memory runs out. */
static bool tasks_init(AlCounter *k, int n, const NAlloc *a)
{
  memset(k, 0, sizeof *k);
  k->n = n;
  k->order[0] = n / 2 - 1;                        /* even n: the middle rows */
  k->order[1] = n % 2 == 0 ? n / 2 : n / 2 + 1;   /* odd n: those around it */
  k->key_cols = 1u << k->order[0] | 1u << k->order[1];
  for (int y = 0; y < n; y++) k->dist[y] = (uint8_t)abs(2 * y - (n - 1));
  size_t pairs = (size_t)n * (size_t)(n - 1) / 2;
  k->tasks = na_alloc(a, pairs * pairs * sizeof(AlTask));
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
  AlCounter k;
  if (!tasks_init(&k, n, a)) return false;
  h = fnv_add(fnv_add(h, (uint32_t)k.order[0]), (uint32_t)k.order[1]);
  for (int i = 0; i < k.ntasks; i++) {
    const AlTask *t = &k.tasks[i];
    for (int j = 0; j < 4; j++) h = fnv_add(h, (uint32_t)t->x[j]);
    h = fnv_add(h, (uint32_t)t->weight);
  }
  *ntasks = k.ntasks;
  *fingerprint = h;
  na_free(a, k.tasks);
  return true;
}

/* }==================================================================== */

/* {====================================================================
 * The key tables of a task
 * ===================================================================== */

/* The rows whose key-column cells, added to the nc known distances, would
 * make the key below the row key: every key holding them is at most that
 * one padded with +inf, place by place. */
static uint32_t key_ban_rows(const AlWorker *w, const uint8_t *known, int nc)
{
  const AlCounter *k = w->k;
  uint32_t rows = 0;
  for (int y = 0; y < k->n; y++) {
    AlKey key = { (uint8_t)nc, { 0 } };
    memcpy(key.d, known, (size_t)nc);
    al_key_add(k, &key, y);
    if (al_key_cmp(&key, w->row_key) < 0) rows |= 1u << y;
  }
  return rows;
}

/* The table's entries for nc known distances and more, from the smallest
 * distance index `from` on (the distances come in ascending order). */
static void key_fill(AlWorker *w, unsigned code, uint8_t *known, int nc, int from)
{
  int n = w->k->n;
  w->key_ban[code] = key_ban_rows(w, known, nc);
  if (nc == 3) return;
  for (int i = from; i < (n + 1) / 2; i++) {
    known[nc] = (uint8_t)(2 * i + (n % 2 == 0));
    key_fill(w, code << 4 | (unsigned)i, known, nc + 1, i);
  }
}

/* The row key of task t, and its table when it is not the last task's. */
static void key_start(AlWorker *w, const AlTask *t)
{
  uint8_t key[4];
  for (int i = 0; i < 4; i++) key[i] = w->k->dist[t->x[i]];
  for (int i = 1; i < 4; i++)
    for (int j = i; j > 0 && key[j - 1] > key[j]; j--) {
      uint8_t s = key[j];
      key[j] = key[j - 1];
      key[j - 1] = s;
    }
  if (w->has_table && memcmp(key, w->row_key, sizeof key) == 0) return;
  memcpy(w->row_key, key, sizeof key);
  uint8_t known[3];
  key_fill(w, 1, known, 0, 0);
  w->has_table = true;
}

/* }==================================================================== */

/* {====================================================================
 * What the searches call
 * ===================================================================== */

void al_leaf(AlWorker *w, const AlKey *key)
{
  int c = al_key_cmp(key, w->row_key);
  if (c < 0) return;
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
  /* greater: its transposed image is in no task's search, it counts too */
  uint64_t weight = (uint64_t)w->weight * (c > 0 ? 2 : 1);
  w->total += weight;
  w->fixed += weight * (uint64_t)al_symmetries(n, pairs);
}

static bool interrupted(AlWorker *w)
{
  AlCounter *k = w->k;
  if (k->stop && *k->stop) atomic_store(&k->stopped, true);
  return atomic_load(&k->stopped);
}

bool al_tick_slow(AlWorker *w)
{
  w->stopped = interrupted(w);
  AlCounter *k = w->k;
  if (w->is_caller && k->report && (w->ticks & 0x3FFFF) == 0)
    k->report(k->ud, atomic_load(&k->done), k->ntasks, atomic_load(&k->found));
  return w->stopped;
}

/* }==================================================================== */

/* {====================================================================
 * The threads: each takes the next task until none is left
 * ===================================================================== */

static void run_task(AlWorker *w, const AlTask *t)
{
  w->np = 0;
  w->weight = t->weight;
  key_start(w, t);
#ifdef AL_AVX2
  if (w->k->avx2) {
    al_search_avx2(w, t);
    return;
  }
#endif
  al_search_scalar(w, t);
}

/* Tell resume->finished, one thread at a time. */
static void task_finished(AlCounter *k, int i, uint64_t total, uint64_t fixed)
{
  pthread_mutex_lock(&k->lock);
  k->resume->finished(k->resume->ud, i, total, fixed);
  pthread_mutex_unlock(&k->lock);
}

static void *worker_main(void *arg)
{
  AlWorker *w = arg;
  AlCounter *k = w->k;
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

/* TORTUE_ALIGNES_GENERIQUE is there to compare, and to test the generic
 * search on any processor. */
bool al_count_avx2(int n)
{
#ifdef AL_AVX2
  if (n > AL_AVX2_MAX || getenv("TORTUE_ALIGNES_GENERIQUE")) return false;
  __builtin_cpu_init();
  return __builtin_cpu_supports("avx2") && __builtin_cpu_supports("popcnt");
#else
  (void)n;
  return false;
#endif
}

static void counter_free(AlCounter *k, const NAlloc *a)
{
  na_free(a, k->tasks);
  na_free(a, k->line_of);
  na_free(a, k->pool);
}

/* The tasks and the lines, false when memory runs out. */
static bool counter_init(AlCounter *k, int n, const NAlloc *a)
{
  if (!tasks_init(k, n, a)) return false;
  k->nn = n * n;
  k->mask = n == 32 ? 0xFFFFFFFFu : (1u << n) - 1;
  k->avx2 = al_count_avx2(n);
  k->shift = n <= 16 ? 4 : 5;
  k->words = n <= 16 ? 4 : AL_MAX / 2;
  k->stride = k->avx2 ? 8 : k->words;
  if (!make_lines(k, a)) {
    counter_free(k, a);
    return false;
  }
  return true;
}

/* The counter starts from the tasks resume has counted already. */
static void counter_resume(AlCounter *k, const AlResume *resume)
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

AlCountStatus al_count(int n, int threads, AlCount *out, volatile sig_atomic_t *stop,
                       AlReport report, void *ud, const NAlloc *a)
{
  return al_count_resume(n, threads, out, stop, report, ud, a, NULL);
}

AlCountStatus al_count_resume(int n, int threads, AlCount *out, volatile sig_atomic_t *stop,
                              AlReport report, void *ud, const NAlloc *a,
                              const AlResume *resume)
{
  out->total = out->classes = 0;
  if (n < 2) return AL_COUNTED;
  AlCounter k;
  if (!counter_init(&k, n, a)) return AL_COUNT_NO_MEMORY;
  if (threads <= 0) threads = solver_cores();
  if (threads > SOLVER_MAX_THREADS) threads = SOLVER_MAX_THREADS;
  AlWorker *ws = na_zalloc(a, (size_t)threads * sizeof(AlWorker));
  if (ws == NULL) {
    counter_free(&k, a);
    return AL_COUNT_NO_MEMORY;
  }
  k.stop = stop;
  k.report = report;
  k.ud = ud;
  counter_resume(&k, resume);
  pthread_mutex_init(&k.lock, NULL);
  pthread_t tid[SOLVER_MAX_THREADS];
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
