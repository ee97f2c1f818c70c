/* taquin.h -- the searches of lib-logo/taquin.lgo in C, step for step:
 * the same order of paths, the same positions marked seen, so the same
 * moves found and the same number of positions examined. */
#ifndef LOGO_TAQUIN_H
#define LOGO_TAQUIN_H

#include <signal.h>
#include <stdbool.h>
#include <stdint.h>

#include "nalloc.h"

#define TQ_MAX_CELLS 36

typedef enum { TQ_NORD, TQ_SUD, TQ_EST, TQ_OUEST } TqMove;
typedef enum {
  TQ_PROFONDEUR, TQ_LARGEUR, TQ_DEUX_BOUTS, TQ_HEURISTIQUE,  /* the exercise's four */
  TQ_A_ETOILE, TQ_IDA_ETOILE      /* shortest ways, guided by ESTIMATION */
} TqSearch;
typedef enum { TQ_FOUND, TQ_LIMIT, TQ_STOPPED, TQ_NO_MEMORY } TqStatus;

typedef struct TqResult {
  TqStatus status;
  uint64_t examined;
  int nmoves;
  uint8_t *moves;        /* from the start to the goal; free with na_free(ctl->alloc) */
} TqResult;

/* What a search is told, besides the position: when to stop (after max
 * positions examined, or when *stop is set), whom to tell how far it
 * has gone (report, if not NULL, is called every TQ_REPORT_EVERY positions
 * examined with the count and, for IDA*, the bound; -1 otherwise), and
 * where its memory comes from (alloc; NULL: the C library). When alloc
 * refuses, the search frees what it holds and ends with TQ_NO_MEMORY. */
#define TQ_REPORT_EVERY (1u << 18)

typedef struct TqControl {
  uint64_t max;
  volatile sig_atomic_t *stop;
  void (*report)(void *ud, uint64_t examined, int bound);
  void *ud;
  const NAlloc *alloc;
} TqControl;

/* Before a search examines one more position (examined so far; bound: for
 * the reports): false, with *status set, when it must stop (the cap or
 * Ctrl-C); calls the reporter every TQ_REPORT_EVERY positions. */
bool tq_may_examine(const TqControl *ctl, uint64_t examined, int bound, TqStatus *status);

/* Run search on the n x p board cells (0 is the blank; the goal reachable). */
TqResult tq_search(TqSearch kind, int n, int p, const uint8_t *cells, const TqControl *ctl);

#endif
