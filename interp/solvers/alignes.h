/* alignes.h -- no three in line (Dudeney 1917), independent of the
 * interpreter: 2n points on an n x n grid, two per row, no straight line of
 * any slope through three of them.
 *
 * al_walk_* is the backtrack of lib-logo/alignes.lgo step for step: rows
 * from the top, in each row the pairs of columns (a, b), a < b, in the
 * order (1 2) (1 3) ... (1 n) (2 3) ... (n-1 n); a pair is "examined" when
 * it is tested against the points above it. Same positions, same order, so
 * the same solutions in the same order and the same counts as the Logo.
 * al_count counts all the solutions and the classes under the 8 symmetries
 * of the square, on every core. */
#ifndef LOGO_ALIGNES_H
#define LOGO_ALIGNES_H

#include <signal.h>
#include <stdbool.h>
#include <stdint.h>

#include "nalloc.h"

#define AL_MAX 32   /* largest grid: one row of columns is a uint32_t */

typedef struct AlWalk AlWalk;
struct AlWalk {
  int n;
  int row;                        /* the row being filled, 0-based */
  int a[AL_MAX], b[AL_MAX];       /* columns (1-based) of each row's pair */
  uint32_t banned[AL_MAX + 1][AL_MAX]; /* [r][x]: columns of row x on a line
                                   * through two points of rows < r */
  bool after_solution;            /* the last run stopped on a solution */
  uint64_t solutions;
  uint64_t examined[AL_MAX];      /* pairs tested, row by row */
  uint32_t tick;                  /* steps, to look at Ctrl-C every 65536 */
  /* called about every million steps when not NULL (a progress line) */
  void (*report)(void *ud, const AlWalk *w);
  void *ud;
};

typedef enum { AL_SOLUTION, AL_FINISHED, AL_INTERRUPTED } AlStop;

/* The greatest common divisor of x >= 0 and y >= 0 (a line's step). */
int al_gcd(int x, int y);

/* Is (r3, c3) on the line through (r1, c1) and (r2, c2)? The cross product
 * of the two vectors from the first point is zero. */
bool al_in_line(int r1, int c1, int r2, int c2, int r3, int c3);

/* Check a start: k rows (pairs[0..2k) = a1 b1 a2 b2 ..., 1-based columns).
 * Returns 0 when every pair is two increasing columns of 1..n and no three
 * points are in line; otherwise -(r+1) when row r's pair is malformed, or
 * r+1 when a point of row r is the third of a line (rows 0-based). */
int al_check_start(int n, const int *pairs, int k);
/* The walk from the start of the tree (k = 0) or from the position of the
 * first k rows, which al_check_start accepted: the last of them is tested
 * first (a full solution comes out itself), then on as the Logo goes, back
 * up into earlier rows. The given rows count as examined, as in the Logo. */
void al_walk_from(AlWalk *w, int n, const int *pairs, int k);
/* Run until the next solution (w->a, w->b) or the end; polls *stop every
 * so often and gives up when it is set. Set w->report after al_walk_from
 * for a progress line. */
AlStop al_walk_run(AlWalk *w, volatile sig_atomic_t *stop);

typedef struct AlCount {
  uint64_t total;      /* all solutions */
  uint64_t classes;    /* under the 8 symmetries of the square */
} AlCount;

typedef enum { AL_COUNTED, AL_COUNT_STOPPED, AL_COUNT_NO_MEMORY } AlCountStatus;

/* Called now and then by the calling thread while counting: tasks done
 * out of all, solutions so far. */
typedef void (*AlReport)(void *ud, int done, int all, uint64_t found);

/* Count the solutions of n (1..AL_MAX) with `threads` threads (0: one per
 * core this process may run on); report (may be NULL) is called only by
 * the calling thread, every 262,144 positions it searches. Tasks come
 * from a (NULL: the C library). */
AlCountStatus al_count(int n, int threads, AlCount *out, volatile sig_atomic_t *stop,
                       AlReport report, void *ud, const NAlloc *a);

/* Whether al_count of n runs the AVX2 copy of the search: n <= 16, a
 * processor with AVX2 and POPCNT, TORTUE_ALIGNES_GENERIQUE not set in the
 * environment (which keeps every count to the generic copy). */
bool al_count_avx2(int n);

/* The version of what the counter adds up task by task: raise it when a
 * change of the tasks or of the search could change a task's sums, so that
 * a journal of an older counter (alignes_journal.h) is refused. */
#define AL_COUNTER_VERSION 3

/* The counter's tasks for n (2..AL_MAX): how many, and a fingerprint of
 * their list in order (rows, columns, weights, AL_COUNTER_VERSION). False
 * when memory runs out. */
bool al_task_plan(int n, int *ntasks, uint32_t *fingerprint, const NAlloc *a);

/* A count resumed: the tasks counted already (done[i], NULL: none) and
 * their sums, and finished (may be NULL), called for each task this run
 * completes, with what it added up: under a lock (one call at a time),
 * from any thread, tasks in any order. A task cut short by *stop is not
 * reported. */
typedef struct AlResume {
  const bool *done;
  uint64_t total, fixed;   /* fixed: the sum over the solutions of the
                              symmetries fixing each (8 x the classes) */
  void (*finished)(void *ud, int task, uint64_t total, uint64_t fixed);
  void *ud;
} AlResume;

/* al_count from where resume says (NULL: the start). When stopped, out
 * holds the sums of the tasks done (before and in this run). */
AlCountStatus al_count_resume(int n, int threads, AlCount *out, volatile sig_atomic_t *stop,
                              AlReport report, void *ud, const NAlloc *a,
                              const AlResume *resume);

/* How many of the 8 symmetries of the square leave the solution (n pairs
 * a1 b1 ... an bn) unchanged: 1, 2, 4 or 8. Its class has 8 / that many. */
int al_symmetries(int n, const int *pairs);

#endif
