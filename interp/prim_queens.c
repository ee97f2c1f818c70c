/* prim_queens.c -- the queens primitives: Dupont's search run natively
 * (same trace, same solutions, same order as DEPART), solutions from any
 * point of the tree (the TI-58's R/S key), and the fast counters. */
#include <config.h>

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "logo.h"
#include "error.h"
#include "eval.h"
#include "mem.h"
#include "node.h"
#include "prim.h"
#include "print.h"
#include "solvers/queens.h"
#include "state.h"

/* The board size input: a whole number from lo to hi. */
static int size_arg(LgState *L, Node **a, int lo, int hi)
{
  int64_t n;
  if (!nd_to_int(a[0], &n) || n < lo || n > hi) {
    size_t len;
    const char *shown = nd_chars(prn_to_word(a[0], true), &len);
    arg_refuse(L, true, "il faut un nombre entier de cases de %d à %d, pas %.*s", lo, hi, (int)len, shown);
  }
  return (int)n;
}

/* A position: the rows of the first k queens, column by column, each on
 * the board and none attacked by those to its left. Returns k. */
static int rows_arg(LgState *L, Node **a, int i, int n, int *rows)
{
  if (!IS_LIST(a[i])) arg_error(L, a[i]);
  int k = 0;
  for (Node *p = a[i]; p != NIL; p = CDR(p), k++) {
    int64_t r;
    if (k == n) arg_refuse(L, true, "plus de %d reines sur un échiquier de %d cases", n, n);
    if (!nd_to_int(CAR(p), &r) || r < 1 || r > n)
      arg_refuse(L, true, "la ligne de la colonne %d doit être un entier de 1 à %d", k + 1, n);
    rows[k] = (int)r;
    for (int j = 0; j < k; j++) {
      int d = rows[k] - rows[j];
      if (d == 0 || d == k - j || d == j - k)
        arg_refuse(L, true, "la reine de la colonne %d est en prise avec celle de la colonne %d",
               k + 1, j + 1);
    }
  }
  return k;
}

static Node *rows_list(const int *rows, int n)
{
  Node *l = NIL;
  for (int i = n - 1; i >= 0; i--) l = nd_cons(nd_int(rows[i]), l);
  return l;
}

/* Run the walk to its next solution; throws "Arrêt..." on Ctrl-C. */
static QnStop walk_on(LgState *L, QnWalk *w, const QnSink *sink)
{
  QnStop why = qn_walk_run(w, sink, L->interrupt);
  if (why == QN_INTERRUPTED) ev_poll(L);
  return why;
}

static Node *next_solution(LgState *L, QnWalk *w)
{
  if (walk_on(L, w, NULL) != QN_SOLUTION) return NIL;
  int rows[QN_WALK_MAX];
  qn_walk_solution(w, rows);
  return rows_list(rows, w->n);
}

/* {====================================================================
 * DEPART.NATIF: what DEPART types, byte for byte
 * ===================================================================== */

typedef struct Typer {
  LgState *L;
  char buf[4096];
  size_t n;
} Typer;

static void typer_flush(Typer *t)
{
  st_write(t->L, t->buf, t->n);
  t->n = 0;
}

static void typer_letter(void *ud, char letter)
{
  Typer *t = ud;
  t->buf[t->n++] = letter;
  if (t->n == sizeof t->buf) typer_flush(t);
}

static void typer_text(Typer *t, const char *s)
{
  typer_flush(t);
  st_write(t->L, s, strlen(s));
}

static Node *p_depart_native(LgState *L, Node **a, int nargs)
{
  (void)nargs;
  int n = size_arg(L, a, 2, QN_WALK_MAX);
  Typer t = { L, { 0 }, 0 };
  QnSink sink = { typer_letter, &t };
  QnWalk w;
  qn_walk_start(&w, n);
  st_clear(L);
  typer_text(&t, "reines.  ");
  for (;;) {
    QnStop why = qn_walk_run(&w, &sink, L->interrupt);
    if (why == QN_INTERRUPTED) {
      typer_flush(&t);
      ev_poll(L);
    }
    if (why == QN_FINISHED) break;
    char line[4 * QN_WALK_MAX + 8];
    size_t k = 0;
    int rows[QN_WALK_MAX];
    qn_walk_solution(&w, rows);
    line[k++] = '\n';
    for (int i = 0; i < n; i++) k += (size_t)snprintf(line + k, sizeof line - k, "%d ", rows[i]);
    line[k++] = ' ';
    line[k] = '\0';
    typer_text(&t, line);
  }
  char end[64];
  snprintf(end, sizeof end, "\n%llu solutions.\n", (unsigned long long)w.solutions);
  typer_text(&t, end);
  return NOVAL;
}

/* REINES.STATS n: [solutions D G H [positions examined, column by column]] */
static Node *p_stats(LgState *L, Node **a, int nargs)
{
  (void)nargs;
  int n = size_arg(L, a, 2, QN_WALK_MAX);
  QnWalk w;
  qn_walk_start(&w, n);
  while (walk_on(L, &w, NULL) == QN_SOLUTION) {}
  Node *per = NIL;
  for (int c = n; c >= 1; c--) per = nd_cons(nd_int((int64_t)w.examined[c]), per);
  Node *items[5] = { nd_int((int64_t)w.solutions), nd_int((int64_t)w.nd),
                     nd_int((int64_t)w.ng), nd_int((int64_t)w.nh), per };
  return nd_list_from(items, 5);
}

/* }==================================================================== */

static Node *p_solutions(LgState *L, Node **a, int nargs)
{
  (void)nargs;
  int n = size_arg(L, a, 2, QN_WALK_MAX);
  QnWalk w;
  qn_walk_start(&w, n);
  Node *head = NIL, **tail = NULL;
  for (Node *s; (s = next_solution(L, &w)) != NIL;) nd_append(&head, &tail, s);
  return head;
}

static Node *p_first(LgState *L, Node **a, int nargs)
{
  (void)nargs;
  QnWalk w;
  qn_walk_start(&w, size_arg(L, a, 2, QN_WALK_MAX));
  return next_solution(L, &w);
}

/* REINES.SUIVANTE n solution: the next one in the listing's order, or []. */
static Node *p_next(LgState *L, Node **a, int nargs)
{
  (void)nargs;
  int n = size_arg(L, a, 2, QN_WALK_MAX);
  int rows[QN_WALK_MAX];
  if (rows_arg(L, a, 1, n, rows) != n) arg_refuse(L, true, "il faut une solution complète de %d reines", n);
  QnWalk w;
  qn_walk_after(&w, n, rows);
  return next_solution(L, &w);
}

/* REINES.DEPUIS n [rows]: the first solution from that point of the tree. */
static Node *p_from(LgState *L, Node **a, int nargs)
{
  (void)nargs;
  int n = size_arg(L, a, 2, QN_WALK_MAX);
  int rows[QN_WALK_MAX];
  int k = rows_arg(L, a, 1, n, rows);
  QnWalk w;
  qn_walk_from(&w, n, rows, k);
  return next_solution(L, &w);
}

static QnCount count(LgState *L, Node **a)
{
  int n = size_arg(L, a, 1, QN_COUNT_MAX);
  QnCount c;
  QnCountStatus st = qn_count(n, 0, &c, L->interrupt, mem_native());
  if (st == QN_COUNT_STOPPED) ev_poll(L);
  if (st == QN_COUNT_NO_MEMORY) err_throw(L, ERR_OUT_OF_MEM);
  return c;
}

static Node *p_count(LgState *L, Node **a, int nargs)
{
  (void)nargs;
  return nd_int((int64_t)count(L, a).total);
}

static Node *p_fundamental(LgState *L, Node **a, int nargs)
{
  (void)nargs;
  return nd_int((int64_t)count(L, a).fundamental);
}

/* REINES.REPRESENTANTS n: one solution per class, the smallest of each. */
static Node *p_representatives(LgState *L, Node **a, int nargs)
{
  (void)nargs;
  int n = a[0] != NIL && IS_INT(a[0]) && nd_ival(a[0]) == 1 ? 1 : size_arg(L, a, 1, 14);
  if (n == 1) return nd_cons(nd_cons(nd_int(1), NIL), NIL);
  QnWalk w;
  qn_walk_start(&w, n);
  Node *head = NIL, **tail = NULL;
  int rows[QN_WALK_MAX], canon[QN_WALK_MAX];
  while (walk_on(L, &w, NULL) == QN_SOLUTION) {
    qn_walk_solution(&w, rows);
    qn_canonical(n, rows, canon);
    if (memcmp(rows, canon, (size_t)n * sizeof(int)) == 0) nd_append(&head, &tail, rows_list(rows, n));
  }
  return head;
}

#define P(id, fn, mn, df, mx) { VID_##id, fn, NULL, mn, df, mx, PREC_NONE, 0 }
static const PrimEntry queens_prims[] = {
  P(DEPART_NATIF,         p_depart_native,   1, 1, 1),
  P(REINES_STATS,         p_stats,           1, 1, 1),
  P(REINES_SOLUTIONS,     p_solutions,       1, 1, 1),
  P(REINES_PREMIERE,      p_first,           1, 1, 1),
  P(REINES_SUIVANTE,      p_next,            2, 2, 2),
  P(REINES_DEPUIS,        p_from,            2, 2, 2),
  P(REINES_COMPTE,        p_count,           1, 1, 1),
  P(REINES_FONDAMENTALES, p_fundamental,     1, 1, 1),
  P(REINES_REPRESENTANTS, p_representatives, 1, 1, 1),
  PRIM_END
};

void prim_open_queens(LgState *L)
{
  prim_register(L, queens_prims);
}
