/* prim_taquin.c -- the taquin searches natively: same inputs and same
 * result, [moves examined], as PROFONDEUR, LARGEUR, DEUX.BOUTS, HEURISTIQUE,
 * A.ETOILE and IDA.ETOILE of lib-logo/taquin.lgo, with the same moves and
 * counts; and IDA.MOTIFS.NATIF, IDA* over pattern databases, which has no
 * Logo twin, with IDA.MOTIFS.LISTE, the same over many positions on every
 * core. */
#include <config.h>

#include <stdarg.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "logo.h"
#include "error.h"
#include "eval.h"
#include "mem.h"
#include "node.h"
#include "prim.h"
#include "print.h"
#include "state.h"
#include "pdb_cache.h"
#include "solvers/taquin.h"
#include "solvers/taquin_pdb.h"
#include "solvers/threads.h"

/* The searches stop after this many positions examined unless told
 * otherwise: about 300 MB for a 4 x 4 board. IDA* keeps only its path:
 * its cap bounds the time, not the memory, so it is far higher (Ctrl-C
 * stops it sooner; the progress line shows how it goes). */
#define DEFAULT_MAX 10000000
#define PDB_BATCH_CELLS 16     /* room per position of IDA.MOTIFS.LISTE */
#define IDA_DEFAULT_MAX 1000000000000

/* The board: rows of numbers, 2 to 6 by 2 to 6, each of 0 .. np-1 once. */
static int board_arg(LgState *L, Node *pos, int *n, int *p, uint8_t *cells)
{
  const char *bad = "Position de taquin incorrecte : ";
  if (!IS_LIST(pos)) arg_refuse(L, false, "%sce n'est pas une liste de lignes", bad);
  *n = (int)nd_list_length(pos);
  if (*n < 2) arg_refuse(L, false, "%sil faut au moins 2 lignes", bad);
  *p = IS_LIST(CAR(pos)) ? (int)nd_list_length(CAR(pos)) : 0;
  for (Node *r = pos; r != NIL; r = CDR(r)) {
    if (!IS_LIST(CAR(r))) arg_refuse(L, false, "%sune ligne n'est pas une liste", bad);
    if ((int)nd_list_length(CAR(r)) != *p) arg_refuse(L, false, "%sles lignes n'ont pas toutes la même longueur", bad);
  }
  if (*n > 6 || *p < 2 || *p > 6)
    arg_refuse(L, false, "Un taquin a de 2 à 6 lignes et de 2 à 6 colonnes, pas %d x %d", *n, *p);
  int k = 0, seen[TQ_MAX_CELLS] = { 0 };
  for (Node *r = pos; r != NIL; r = CDR(r))
    for (Node *c = CAR(r); c != NIL; c = CDR(c)) {
      int64_t v;
      if (!nd_to_int(CAR(c), &v) || v < 0 || v >= *n * *p || seen[v]) v = -1;
      else seen[v] = 1;
      cells[k++] = (uint8_t)(v < 0 ? 0 : v);
    }
  for (int v = 0; v < k; v++)
    if (!seen[v])
      arg_refuse(L, false, "%sil manque la pièce %d (ou une pièce est en double, ou n'est pas un nombre)", bad, v);
  return k;
}

/* The parity rule of SOLUBLE?. */
static bool solvable(const uint8_t *cells, int n, int p)
{
  int inv = 0, blank_row = 0;
  for (int i = 0; i < n * p; i++) {
    if (cells[i] == 0) {
      blank_row = i / p;
      continue;
    }
    for (int j = i + 1; j < n * p; j++)
      if (cells[j] != 0 && cells[j] < cells[i]) inv++;
  }
  return p % 2 == 1 ? inv % 2 == 0 : inv % 2 == blank_row % 2;
}

/* {====================================================================
 * Progress: a long search says, once a second on the terminal, how many
 * positions it has examined (and IDA*'s bound), on one line rewritten in
 * place and wiped at the end. Not when the errors go to a file or a pipe,
 * where such lines would only clutter the log.
 * ===================================================================== */

/* n with a space every three digits, as French writes it */
static void group_digits(char *buf, uint64_t n)
{
  char digits[32];
  int len = snprintf(digits, sizeof digits, "%llu", (unsigned long long)n), k = 0;
  for (int i = 0; i < len; i++) {
    if (i > 0 && (len - i) % 3 == 0) buf[k++] = ' ';
    buf[k++] = digits[i];
  }
  buf[k] = 0;
}

static void progress_report(void *ud, uint64_t examined, int bound)
{
  char count[48], extra[32] = "";
  group_digits(count, examined);
  if (bound >= 0) snprintf(extra, sizeof extra, ", borne %d", bound);
  st_progress_say(ud, "%s positions examinées%s", count, extra);
}

/* What a search is told: the cap, Ctrl-C, and the progress reporter pr
 * on a terminal. */
static TqControl control(LgState *L, StProgress *pr, int64_t max)
{
  st_progress_start(L, pr);
  TqControl ctl = { (uint64_t)max, L->interrupt, NULL, pr, mem_native() };
  if (st_shows_progress(L)) ctl.report = progress_report;
  return ctl;
}

/* }==================================================================== */

/* The board and the cap of a search primitive's inputs, checked; the goal
 * must be reachable. */
static void search_args(LgState *L, Node **a, int nargs, int64_t def_max, int *n, int *p,
                        uint8_t *cells, int64_t *max)
{
  board_arg(L, a[0], n, p, cells);
  *max = def_max;
  if (nargs == 2 && (!nd_to_int(a[1], max) || *max < 1)) arg_error(L, a[1]);
  if (!solvable(cells, *n, *p))
    arg_refuse(L, false, "%s : pas de solution (la parité de la position ne le permet pas)",
               L->prim->name->name);
}

typedef struct Answer {
  const TqResult *r;
  Node *list;
} Answer;

/* [moves examined], in Logo nodes: may run out of memory. */
static void answer_build(LgState *L, void *ud)
{
  static const VocabId names[4] = { VID_NORD, VID_SUD, VID_EST, VID_OUEST };
  Answer *an = ud;
  Node *moves = NIL;
  for (int i = an->r->nmoves - 1; i >= 0; i--)
    moves = nd_cons(vocab_word(L, names[an->r->moves[i]]), moves);
  Node *items[2] = { moves, nd_int((int64_t)an->r->examined) };
  an->list = nd_list_from(items, 2);
}

/* [moves examined] from a search's result, or the error that says why
 * there is none. The native moves are freed whatever happens. */
static Node *search_result(LgState *L, TqResult r, int64_t max)
{
  if (r.status != TQ_FOUND) {
    mem_native_free(r.moves);
    if (r.status == TQ_STOPPED) ev_poll(L);
    if (r.status == TQ_NO_MEMORY) err_throw(L, ERR_OUT_OF_MEM);
    arg_refuse(L, false, "%s : limite de %lld positions examinées atteinte, sans trouver le but",
               L->prim->name->name, (long long)max);
  }
  Answer an = { &r, NIL };
  int failed = err_pcall(L, answer_build, &an);
  mem_native_free(r.moves);
  if (failed) err_rethrow(L);
  return an.list;
}

static Node *search(LgState *L, Node **a, int nargs, TqSearch kind)
{
  int n, p;
  int64_t max;
  uint8_t cells[TQ_MAX_CELLS];
  search_args(L, a, nargs, kind == TQ_IDA_ETOILE ? IDA_DEFAULT_MAX : DEFAULT_MAX, &n, &p, cells,
              &max);
  StProgress pr;
  TqControl ctl = control(L, &pr, max);
  TqResult r = tq_search(kind, n, p, cells, &ctl);
  st_progress_end(&pr);
  return search_result(L, r, max);
}

/* IDA.MOTIFS.NATIF's pattern databases, the state of this module (st_ext):
 * built at its first search on a board of that size, kept for the next
 * (malloc'd through the native allocator: tens of MB no collector need
 * scan), given back when the session closes. */
typedef struct Databases {
  PdbSet *set;
  int n, p;
  PdbOrigin origin;      /* built in this session, or read from the cache file */
} Databases;

static const char databases_key;

static void close_databases(LgState *L, void *data)
{
  (void)L;
  Databases *d = data;
  pdb_free(d->set);
  d->set = NULL;
}

static Databases *databases(LgState *L)
{
  return st_ext(L, &databases_key, sizeof(Databases), close_databases);
}

/* The databases of n x p boards, read from the cache file or built at the
 * first search on that size (about a second for 4 x 4 on two cores, said
 * on the terminal while it lasts). */
static const PdbSet *pattern_databases(LgState *L, int n, int p)
{
  Databases *d = databases(L);
  if (d->set && d->n == n && d->p == p) return d->set;
  close_databases(L, d);
  bool tty = st_shows_progress(L);
  if (tty) {
    char line[80];
    int len = snprintf(line, sizeof line, "Construction des bases de motifs du taquin %d x %d...", n, p);
    st_progress(L, line, (size_t)len);
  }
  PdbOrigin origin;
  CacheNote note;
  PdbSet *set = pdb_cache_get(n, p, L->interrupt, mem_native(), &origin, &note);
  if (tty) st_progress(L, "", 0);
  cache_say(L, &note);
  if (!set) {
    ev_poll(L);                       /* stopped by Ctrl-C */
    err_throw(L, ERR_OUT_OF_MEM);
  }
  d->set = set;
  d->n = n;
  d->p = p;
  d->origin = origin;
  return set;
}

static Node *p_patterns(LgState *L, Node **a, int nargs)
{
  int n, p;
  int64_t max;
  uint8_t cells[TQ_MAX_CELLS];
  search_args(L, a, nargs, IDA_DEFAULT_MAX, &n, &p, cells, &max);
  if (!pdb_supports(n, p))
    arg_refuse(L, false, "%s : taquins de 16 cases au plus, pas %d x %d", L->prim->name->name, n, p);
  const PdbSet *set = pattern_databases(L, n, p);
  StProgress pr;
  TqControl ctl = control(L, &pr, max);
  TqResult r = pdb_ida(set, cells, &ctl);
  st_progress_end(&pr);
  return search_result(L, r, max);
}

/* {====================================================================
 * IDA.MOTIFS.LISTE: many positions at once, shared between the cores
 * ===================================================================== */

/* The positions of a batch and what became of each. */
typedef struct Batch {
  const PdbSet *set;
  int count, k;
  uint8_t *cells;        /* count * k cells */
  TqResult *results;
  double *ms;            /* each search's own time */
  TqControl ctl;         /* its alloc is safe for every thread */
  atomic_int next;
} Batch;

static void *batch_worker(void *arg)
{
  Batch *b = arg;
  for (int i; (i = atomic_fetch_add(&b->next, 1)) < b->count; ) {
    double t0 = st_seconds();
    b->results[i] = pdb_ida(b->set, b->cells + (size_t)i * (size_t)b->k, &b->ctl);
    b->ms[i] = (st_seconds() - t0) * 1000;
  }
  return NULL;
}

/* Run the batch on every core; the status of the first search that did
 * not find its goal (Ctrl-C, memory), or TQ_FOUND. */
static TqStatus batch_run(Batch *b)
{
  int threads = solver_cores();
  if (threads > b->count) threads = b->count;
  pthread_t tid[SOLVER_MAX_THREADS];
  int started = 0;
  for (int i = 1; i < threads; i++)
    if (pthread_create(&tid[started], NULL, batch_worker, b) == 0) started++;
  batch_worker(b);
  for (int i = 0; i < started; i++) pthread_join(tid[i], NULL);
  for (int i = 0; i < b->count; i++)
    if (b->results[i].status != TQ_FOUND) return b->results[i].status;
  return TQ_FOUND;
}

typedef struct BatchAnswer {
  const Batch *b;
  Node *list;
} BatchAnswer;

/* [[moves examined ms] ...] in Logo nodes: may run out of memory. */
static void batch_build(LgState *L, void *ud)
{
  BatchAnswer *ba = ud;
  Node **tail = NULL;
  ba->list = NIL;
  for (int i = 0; i < ba->b->count; i++) {
    Answer an = { &ba->b->results[i], NIL };
    answer_build(L, &an);
    Node *items[3] = { CAR(an.list), CAR(CDR(an.list)), nd_number(ba->b->ms[i]) };
    nd_append(&ba->list, &tail, nd_list_from(items, 3));
  }
}

/* The positions of IDA.MOTIFS.LISTE's input, checked one by one as
 * IDA.MOTIFS.NATIF checks its own; all of the same size. */
static int batch_positions(LgState *L, Node *list, Batch *b, int *n, int *p)
{
  if (!IS_LIST(list) || list == NIL) arg_error(L, list);
  int count = (int)nd_list_length(list), i = 0;
  b->cells = mem_alloc_atomic((size_t)count * PDB_BATCH_CELLS);
  for (Node *at = list; at != NIL; at = CDR(at), i++) {
    int n1, p1;
    uint8_t cells[TQ_MAX_CELLS];
    board_arg(L, CAR(at), &n1, &p1, cells);
    if (i > 0 && (n1 != *n || p1 != *p))
      arg_refuse(L, false, "%s : les positions n'ont pas toutes la même taille", L->prim->name->name);
    if (!pdb_supports(n1, p1))
      arg_refuse(L, false, "%s : taquins de 16 cases au plus, pas %d x %d", L->prim->name->name, n1, p1);
    if (!solvable(cells, n1, p1))
      arg_refuse(L, false, "%s : pas de solution (la parité de la position ne le permet pas)",
                 L->prim->name->name);
    memcpy(b->cells + (size_t)i * PDB_BATCH_CELLS, cells, (size_t)(n1 * p1));
    *n = n1;
    *p = p1;
  }
  return count;
}

/* IDA.MOTIFS.LISTE positions: IDA.MOTIFS.NATIF on each, the positions
 * shared between the cores; [[moves examined ms] ...] in their order. */
static Node *p_patterns_list(LgState *L, Node **a, int nargs)
{
  (void)nargs;
  Batch b;
  memset(&b, 0, sizeof b);
  int n = 0, p = 0;
  b.count = batch_positions(L, a[0], &b, &n, &p);
  b.k = PDB_BATCH_CELLS;
  b.set = pattern_databases(L, n, p);
  b.results = mem_alloc((size_t)b.count * sizeof *b.results);
  b.ms = mem_alloc_atomic((size_t)b.count * sizeof *b.ms);
  LockedAlloc la;
  locked_init(&la, mem_native());
  b.ctl = (TqControl){ (uint64_t)IDA_DEFAULT_MAX, L->interrupt, NULL, NULL, &la.a };
  TqStatus st = batch_run(&b);
  locked_destroy(&la);
  BatchAnswer ba = { &b, NIL };
  int failed = st == TQ_FOUND ? err_pcall(L, batch_build, &ba) : 0;
  for (int i = 0; i < b.count; i++) mem_native_free(b.results[i].moves);
  if (st == TQ_STOPPED) ev_poll(L);   /* Ctrl-C: throws */
  if (st == TQ_NO_MEMORY) err_throw(L, ERR_OUT_OF_MEM);
  if (st != TQ_FOUND)
    arg_refuse(L, false, "%s : limite de %lld positions examinées atteinte, sans trouver le but",
               L->prim->name->name, (long long)IDA_DEFAULT_MAX);
  if (failed) err_rethrow(L);
  return ba.list;
}

/* MOTIFS.LUS? n p: were the pattern databases of n x p boards of this
 * session read from the cache file (rather than built)? */
static Node *p_databases_read(LgState *L, Node **a, int nargs)
{
  (void)nargs;
  Databases *d = databases(L);
  int64_t n = arg_int(L, a, 0), p = arg_int(L, a, 1);
  return bool_node(L, d->set != NULL && d->n == n && d->p == p && d->origin == PDB_FROM_CACHE);
}

/* }==================================================================== */

static Node *p_depth(LgState *L, Node **a, int n) { return search(L, a, n, TQ_PROFONDEUR); }
static Node *p_breadth(LgState *L, Node **a, int n) { return search(L, a, n, TQ_LARGEUR); }
static Node *p_both(LgState *L, Node **a, int n) { return search(L, a, n, TQ_DEUX_BOUTS); }
static Node *p_best(LgState *L, Node **a, int n) { return search(L, a, n, TQ_HEURISTIQUE); }
static Node *p_astar(LgState *L, Node **a, int n) { return search(L, a, n, TQ_A_ETOILE); }
static Node *p_idastar(LgState *L, Node **a, int n) { return search(L, a, n, TQ_IDA_ETOILE); }

/* MOTIFS.PRETS? n p: are the pattern databases of n x p boards built
 * already (COMPARE.TAQUIN says whether its time includes building them)? */
static Node *p_databases_ready(LgState *L, Node **a, int nargs)
{
  (void)nargs;
  Databases *d = databases(L);
  int64_t n = arg_int(L, a, 0), p = arg_int(L, a, 1);
  return bool_node(L, d->set != NULL && d->n == n && d->p == p);
}

#define P(id, fn) { VID_##id, fn, NULL, 1, 1, 2, PREC_NONE, 0 }
static const PrimEntry taquin_prims[] = {
  P(PROFONDEUR_NATIF,  p_depth),
  P(LARGEUR_NATIF,     p_breadth),
  P(DEUX_BOUTS_NATIF,  p_both),
  P(HEURISTIQUE_NATIF, p_best),
  P(A_ETOILE_NATIF,    p_astar),
  P(IDA_ETOILE_NATIF,  p_idastar),
  P(IDA_MOTIFS_NATIF,  p_patterns),
  { VID_MOTIFS_PRETS_P, p_databases_ready, NULL, 2, 2, 2, PREC_NONE, 0 },
  { VID_IDA_MOTIFS_LISTE, p_patterns_list, NULL, 1, 1, 1, PREC_NONE, 0 },
  { VID_MOTIFS_LUS_P, p_databases_read, NULL, 2, 2, 2, PREC_NONE, 0 },
  PRIM_END
};

void prim_open_taquin(LgState *L)
{
  prim_register(L, taquin_prims);
  databases(L);
}
