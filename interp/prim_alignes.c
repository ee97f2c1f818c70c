/* prim_alignes.c -- no three in line: the backtrack of lib-logo/alignes.lgo
 * run natively (same positions, same order), solutions from any point of
 * the tree (the TI-58's way), and the counter on every core. */
#include <config.h>

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "logo.h"
#include "cache_dir.h"
#include "error.h"
#include "eval.h"
#include "fs.h"
#include "mem.h"
#include "node.h"
#include "prim.h"
#include "print.h"
#include "solvers/alignes.h"
#include "solvers/alignes_journal.h"
#include "state.h"

/* The grid size input: a whole number from 1 to AL_MAX. */
static int size_arg(LgState *L, Node *v)
{
  int64_t n;
  if (!nd_to_int(v, &n) || n < 1 || n > AL_MAX) {
    size_t len;
    const char *shown = nd_chars(prn_to_word(v, true), &len);
    arg_refuse(L, true, "il faut un nombre entier de rangées de 1 à %d, pas %.*s", AL_MAX, (int)len,
               shown);
  }
  return (int)n;
}

/* One row of a position: a list of two columns a < b of 1..n. */
static void row_arg(LgState *L, Node *row, int r, int n, int *pair)
{
  int64_t a, b;
  if (!IS_LIST(row) || row == NIL || CDR(row) == NIL || CDR(CDR(row)) != NIL
      || !nd_to_int(CAR(row), &a) || !nd_to_int(CAR(CDR(row)), &b) || a < 1 || b > n || a >= b)
    arg_refuse(L, true, "la rangée %d doit être deux colonnes croissantes de 1 à %d, comme [1 %d]",
               r + 1, n, n);
  pair[0] = (int)a;
  pair[1] = (int)b;
}

/* A position: the pairs of the first k rows, no three points in line.
 * Returns k; pairs gets a1 b1 a2 b2 ... */
static int rows_arg(LgState *L, Node *v, int n, int *pairs)
{
  if (!IS_LIST(v)) arg_error(L, v);
  int k = 0;
  for (Node *p = v; p != NIL; p = CDR(p), k++) {
    if (k == n) arg_refuse(L, true, "plus de %d rangées sur une grille de %d x %d", n, n, n);
    row_arg(L, CAR(p), k, n, pairs + 2 * k);
  }
  int bad = al_check_start(n, pairs, k);
  if (bad > 0)
    arg_refuse(L, true, "un point de la rangée %d est aligné avec deux points des rangées au-dessus",
               bad);
  return k;
}

/* {====================================================================
 * Progress lines (on a terminal only) and Ctrl-C
 * ===================================================================== */

static void walk_report(void *ud, const AlWalk *w)
{
  uint64_t all = 0;
  for (int r = 0; r < w->n; r++) all += w->examined[r];
  st_progress_say(ud, "%llu paires examinées, %llu solutions", (unsigned long long)all,
                  (unsigned long long)w->solutions);
}

/* The walk from the first k rows, with a progress line on a terminal. */
static void walk_start(LgState *L, AlWalk *w, StProgress *pr, int n, const int *pairs, int k)
{
  al_walk_from(w, n, pairs, k);
  st_progress_start(L, pr);
  if (st_shows_progress(L)) {
    w->report = walk_report;
    w->ud = pr;
  }
}

/* }==================================================================== */

static Node *solution_list(const AlWalk *w)
{
  Node *l = NIL;
  for (int r = w->n - 1; r >= 0; r--) {
    Node *pair = nd_cons(nd_int(w->a[r]), nd_cons(nd_int(w->b[r]), NIL));
    l = nd_cons(pair, l);
  }
  return l;
}

/* Run the walk to its next solution; throws "Arrêt..." on Ctrl-C. */
static Node *next_solution(LgState *L, AlWalk *w)
{
  AlStop why = al_walk_run(w, L->interrupt);
  if (why == AL_INTERRUPTED) {
    if (w->ud) st_progress_end(w->ud);
    ev_poll(L);
  }
  return why == AL_SOLUTION ? solution_list(w) : NIL;
}

/* (ALIGNES.SOLUTIONS n cap): every solution, or the first cap of them. */
static Node *p_solutions(LgState *L, Node **a, int nargs)
{
  int n = size_arg(L, a[0]);
  int64_t cap = -1;
  if (nargs > 1 && (!nd_to_int(a[1], &cap) || cap < 0))
    arg_refuse(L, true, "le nombre de solutions voulues doit être un entier positif ou nul");
  AlWalk w;
  StProgress pr;
  walk_start(L, &w, &pr, n, NULL, 0);
  Node *head = NIL, **tail = NULL;
  for (int64_t i = 0; cap < 0 || i < cap; i++) {
    Node *s = next_solution(L, &w);
    if (s == NIL) break;
    nd_append(&head, &tail, s);
  }
  st_progress_end(&pr);
  return head;
}

/* ALIGNES.DEPUIS n [rows]: the first solution from that point of the tree. */
static Node *p_from(LgState *L, Node **a, int nargs)
{
  (void)nargs;
  int n = size_arg(L, a[0]);
  int pairs[2 * AL_MAX];
  int k = rows_arg(L, a[1], n, pairs);
  AlWalk w;
  StProgress pr;
  walk_start(L, &w, &pr, n, pairs, k);
  Node *s = next_solution(L, &w);
  st_progress_end(&pr);
  return s;
}

/* ALIGNES.SUIVANTE n solution: the one after it, as R/S on the TI-58. */
static Node *p_next(LgState *L, Node **a, int nargs)
{
  (void)nargs;
  int n = size_arg(L, a[0]);
  int pairs[2 * AL_MAX];
  if (rows_arg(L, a[1], n, pairs) != n)
    arg_refuse(L, true, "il faut une solution complète de %d rangées", n);
  AlWalk w;
  StProgress pr;
  walk_start(L, &w, &pr, n, pairs, n);
  next_solution(L, &w);    /* the solution itself */
  Node *s = next_solution(L, &w);
  st_progress_end(&pr);
  return s;
}

/* ALIGNES.STATS n: [solutions examined [examined, row by row]] */
static Node *p_stats(LgState *L, Node **a, int nargs)
{
  (void)nargs;
  int n = size_arg(L, a[0]);
  AlWalk w;
  StProgress pr;
  walk_start(L, &w, &pr, n, NULL, 0);
  while (next_solution(L, &w) != NIL) {}
  st_progress_end(&pr);
  Node *per = NIL;
  uint64_t all = 0;
  for (int r = n - 1; r >= 0; r--) {
    per = nd_cons(nd_int((int64_t)w.examined[r]), per);
    all += w.examined[r];
  }
  Node *items[3] = { nd_int((int64_t)w.solutions), nd_int((int64_t)all), per };
  return nd_list_from(items, 3);
}

/* {====================================================================
 * The counter
 * ===================================================================== */

/* A count's progress line, and how many tasks came from the journal. */
typedef struct CountView {
  StProgress pr;
  int from_journal;
} CountView;

static void count_report(void *ud, int done, int all, uint64_t found)
{
  CountView *v = ud;
  if (v->from_journal > 0)
    st_progress_say(&v->pr, "%d débuts sur %d explorés (%d repris du journal), %llu solutions",
                    done, all, v->from_journal, (unsigned long long)found);
  else
    st_progress_say(&v->pr, "%d débuts sur %d explorés, %llu solutions", done, all,
                    (unsigned long long)found);
}

/* {====================================================================
 * The journal of long counts (solvers/alignes_journal.h): each task done
 * is kept in the user's cache directory, alignes-<n>.journal, so that a
 * count stopped (Ctrl-C, the end of a session, a kill) goes on from
 * there at the next ALIGNES.COMPTE or ALIGNES.CLASSES of the same n (both
 * read it: a task's record holds the sums of both). A complete journal is
 * kept: the next call answers at once from it; deleting the file makes
 * the count start again. TORTUE_CACHE=non keeps counts off the disk.
 * ===================================================================== */

/* Counts from n = 13 on take a quarter of a minute of processor time or
 * more (13: 14 s, 14: 2 min 22 s with AVX2, twice that without, then 7 to
 * 10 times more by rank; bench/RESULTS.md), worth going on with after a
 * Ctrl-C; below, a whole count takes seconds at most (12: 2 s, 4 s
 * without AVX2) and a file would spare nothing. TORTUE_ALIGNES_JOURNAL=k
 * in the environment journals from n = k on: the tests' way to stop and
 * resume small counts. */
#define JOURNAL_FROM 13

static int journal_from(void)
{
  const char *v = getenv("TORTUE_ALIGNES_JOURNAL");
  char *end;
  long k = v ? strtol(v, &end, 10) : 0;
  return v && *v && *end == '\0' && k >= 1 && k <= AL_MAX ? (int)k : JOURNAL_FROM;
}

/* What was set aside in place of the journal, in French. */
static const char *journal_kind(unsigned kind)
{
  return kind == ALJ_HARD_LINK ? "un fichier à plusieurs noms (lien physique)" : fs_kind_name(kind);
}

/* Say what was found at the journal's opening, with the primitive and n. */
static void journal_opened(LgState *L, const AlJournal *j, AljState st, const char *path)
{
  Node *who = L->prim->name->word, *file = nd_cstr(path);
  int n = j->n;
  if (st == ALJ_OPENED && j->from_file > 0)
    err_say(L, ERR_INFO_JOURNAL_RESUMED, who, n, j->from_file, j->ntasks, file);
  else if (st == ALJ_OPENED)
    err_say(L, ERR_INFO_JOURNAL_BEGUN, who, n, file);
  else if (st == ALJ_SET_ASIDE)
    err_say(L, ERR_INFO_JOURNAL_ASIDE, who, n, file, file, nd_cstr(ALJ_ASIDE));
  else if (st == ALJ_NOT_FILE)
    err_say(L, ERR_INFO_JOURNAL_NOT_FILE, who, n, file, nd_cstr(journal_kind(j->kind)), file,
            nd_cstr(ALJ_ASIDE));
  else if (st == ALJ_BUSY)
    err_say(L, ERR_INFO_JOURNAL_BUSY, who, n, file);
  else
    err_say(L, ERR_INFO_JOURNAL_UNUSABLE, who, n, file,
            nd_cstr(err_system(j->error ? j->error : j->kind ? FS_ENOTREG : EIO)));
}

/* The journal of n's count when it is to be kept, opened and announced;
 * false when there is none. Throws when memory runs out. */
static bool journal_start(LgState *L, int n, AlJournal *j)
{
  if (n < journal_from()) return false;
  char name[32];
  snprintf(name, sizeof name, "alignes-%d.journal", n);
  CacheNote note;
  char *path = cache_file(name, &note);
  cache_say(L, &note);
  if (path == NULL) return false;
  AljState st = alj_open(j, path, n, mem_native());
  if (st == ALJ_NO_MEMORY) {
    alj_close(j);
    err_throw(L, ERR_OUT_OF_MEM);
  }
  journal_opened(L, j, st, path);
  return true;
}

/* Close the journal; after a stop, say what it keeps. */
static void journal_end(LgState *L, AlJournal *j, AlCountStatus st)
{
  if (j->broken)   /* said once, at the end: the count itself went on */
    err_say(L, ERR_INFO_JOURNAL_BROKEN, L->prim->name->word, j->n,
            nd_cstr(err_system(j->error ? j->error : EIO)), j->recorded, j->ntasks);
  else if (st == AL_COUNT_STOPPED && j->fd >= 0)
    err_say(L, ERR_INFO_JOURNAL_KEPT, L->prim->name->word, j->n, j->recorded, j->ntasks);
  alj_close(j);
}

/* }==================================================================== */

static AlCount count(LgState *L, Node **a)
{
  int n = size_arg(L, a[0]);
  AlJournal j;
  bool journal = journal_start(L, n, &j);
  AlResume resume = journal ? alj_resume(&j) : (AlResume){ NULL, 0, 0, NULL, NULL };
  CountView v = { .from_journal = journal ? j.from_file : 0 };
  st_progress_start(L, &v.pr);
  AlReport report = st_shows_progress(L) ? count_report : NULL;
  AlCount c;
  AlCountStatus st = al_count_resume(n, 0, &c, L->interrupt, report, &v, mem_native(), &resume);
  st_progress_end(&v.pr);
  if (journal) journal_end(L, &j, st);
  if (st == AL_COUNT_STOPPED) ev_poll(L);
  if (st == AL_COUNT_NO_MEMORY) err_throw(L, ERR_OUT_OF_MEM);
  return c;
}

static Node *p_count(LgState *L, Node **a, int nargs)
{
  (void)nargs;
  return nd_int((int64_t)count(L, a).total);
}

static Node *p_classes(LgState *L, Node **a, int nargs)
{
  (void)nargs;
  return nd_int((int64_t)count(L, a).classes);
}

/* }==================================================================== */

#define P(id, fn, mn, df, mx) { VID_##id, fn, NULL, mn, df, mx, PREC_NONE, 0 }
static const PrimEntry alignes_prims[] = {
  P(ALIGNES_COMPTE,    p_count,     1, 1, 1),
  P(ALIGNES_CLASSES,   p_classes,   1, 1, 1),
  P(ALIGNES_SOLUTIONS, p_solutions, 1, 1, 2),
  P(ALIGNES_DEPUIS,    p_from,      2, 2, 2),
  P(ALIGNES_SUIVANTE,  p_next,      2, 2, 2),
  P(ALIGNES_STATS,     p_stats,     1, 1, 1),
  PRIM_END
};

void prim_open_alignes(LgState *L)
{
  prim_register(L, alignes_prims);
}
