/* queens.h -- the N-queens searches in C, independent of the interpreter.
 *
 * qn_walk_* is Michel Dupont's 1988 algorithm step for step (the procedures
 * D, G, DECIDER and MONTER of lib-logo/reines.lgo): the same decisions, so
 * the same D/G/H trace, the same solutions in the same order. qn_count is a
 * fast counter of all solutions and of the fundamental ones (classes under
 * the 8 symmetries of the square), using bitmasks, symmetry and threads. */
#ifndef LOGO_QUEENS_H
#define LOGO_QUEENS_H

#include <signal.h>
#include <stdbool.h>
#include <stdint.h>

#include "nalloc.h"

#define QN_WALK_MAX 32    /* largest board of the walk */
#define QN_COUNT_MAX 27   /* largest board of the counter (Q(27) is the last known) */

typedef enum { QN_D, QN_G, QN_DECIDE, QN_UP, QN_END } QnState;

typedef struct QnWalk {
  int n;
  int c;                       /* row of the current queen, 1..n */
  int np;                      /* number of previous queens */
  int p[QN_WALK_MAX];          /* their rows, left to right */
  int s;                       /* number of following queens */
  QnState next;                /* what the listing does next */
  uint64_t nd, ng, nh;         /* decisions taken */
  uint64_t solutions;
  uint64_t examined[QN_WALK_MAX + 1];  /* positions tested, by column (1-based) */
  uint32_t tick;               /* steps, to look at Ctrl-C every 65536 across runs */
} QnWalk;

/* Receives what DEPART types: a decision letter, or a solution (the walk
 * stopped on it). Either may be NULL. */
typedef struct QnSink {
  void (*letter)(void *ud, char letter);
  void *ud;
} QnSink;

typedef enum { QN_SOLUTION, QN_FINISHED, QN_INTERRUPTED } QnStop;

/* The start of DEPART n: the first queen on row 1, about to become the
 * left neighbour (D). */
void qn_walk_start(QnWalk *w, int n);
/* Start from the first k queens' rows (1-based), which must be valid: the
 * search goes on from there as the listing would, then back into earlier
 * columns. k may be 0 (the start) or n (that solution itself comes first). */
void qn_walk_from(QnWalk *w, int n, const int *rows, int k);
/* Resume after a full solution, as the listing does after typing it. */
void qn_walk_after(QnWalk *w, int n, const int *rows);
/* Run until the next solution (its rows are w->p[0..n-1) then w->c) or the
 * end; polls *stop every so often and gives up when it is set. */
QnStop qn_walk_run(QnWalk *w, const QnSink *sink, volatile sig_atomic_t *stop);
/* The rows of the solution the walk stopped on, into rows[0..n). */
void qn_walk_solution(const QnWalk *w, int *rows);

typedef struct QnCount {
  uint64_t total;        /* all solutions */
  uint64_t fundamental;  /* classes under rotations and reflections */
} QnCount;

typedef enum { QN_COUNTED, QN_COUNT_STOPPED, QN_COUNT_NO_MEMORY } QnCountStatus;

/* Count the solutions of n (1..QN_COUNT_MAX) with `threads` threads (0:
 * one per core this process may run on), the task list taken from a
 * (NULL: the C library; only the calling thread allocates).
 * QN_COUNT_STOPPED when *stop was set during the count, QN_COUNT_NO_MEMORY
 * when a refused the tasks. */
QnCountStatus qn_count(int n, int threads, QnCount *out, volatile sig_atomic_t *stop,
                       const NAlloc *a);

/* The smallest (in the listing's order) of the 8 images of a solution. */
void qn_canonical(int n, const int *rows, int *out);

#endif
