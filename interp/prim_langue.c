/* prim_langue.c -- LANGUE (the session's vocabulary) and TRADUIS (a
 * program rewritten from one vocabulary to the other). */
#include <config.h>

#include <errno.h>
#include <string.h>

#include "logo.h"
#include "error.h"
#include "eval.h"
#include "fs.h"
#include "grow.h"
#include "namemap.h"
#include "mem.h"
#include "node.h"
#include "prim.h"
#include "state.h"
#include "print.h"
#include "proc.h"
#include "translate.h"
#include "vocab.h"
#include "word.h"
#include "workspace.h"

/* The procedures of the workspace as text, in the order they were
 * defined: lib-logo's (library true) or the user's. */
static void workspace_text(LgState *L, bool library, Buf *b)
{
  buf_init(b);
  Node *order = NIL;
  for (Node *p = L->defined; p != NIL; p = CDR(p)) order = nd_cons(CAR(p), order);
  for (Node *p = order; p != NIL; p = CDR(p)) {
    Proc *proc = word_symbol(&L->syms, CAR(p))->proc;
    if (proc && proc->kind == PK_USER && !(proc->flags & PF_LIBRARY) == !library)
      ws_proc_text(L, proc, b);
  }
}

/* {====================================================================
 * LANGUE's names for the user's procedures
 *
 * Changing the language renames a procedure of the user's (or a name its
 * procedures call) only when its name is a name of the new language: it
 * gets the fewest final '_' that make a name nothing has (LIST_, or LIST__
 * when LIST_ is taken). The session remembers how many '_' LANGUE added
 * to each name; a later change gives the name back when it is free again.
 * No name is given twice, and no '_' is taken off that LANGUE did not add
 * (a PRINT_ of the user's stays PRINT_). The names are those of the user's
 * text, gathered by a first translation that changes nothing.
 * ===================================================================== */

static const char added_key;
typedef struct Added {
  NameMap *counts;   /* folded name -> how many '_' LANGUE added, as a pointer */
} Added;

enum { KEEP, BACK, MOVE };

/* A name of the user's text: a procedure's, or one it calls. */
typedef struct PlanName {
  char *s;
  size_t n;
  intptr_t k;   /* the '_' LANGUE had added to it */
  int state;    /* KEEP it, give it BACK its name, MOVE it off a name of v */
} PlanName;

typedef struct Plan {
  PlanName *names;   /* in the order the text first has them */
  int count, cap;
  NameMap *index;    /* name -> its rank in names, plus 1 */
  NameMap *shift;    /* name -> its shift in this change */
  NameMap *final;    /* the names after this change */
  NameMap *counts;   /* Added.counts after this change */
  const NameMap *old;   /* Added.counts before it */
  const Vocab *to;
} Plan;

static intptr_t map_int(const NameMap *m, const char *s, size_t n)
{
  return m ? (intptr_t)nm_get(m, s, n) : 0;
}

/* TrShiftFn of a first translation, which only gathers the names. */
static int gather_name(LgState *L, const TrJob *job, const char *s, size_t n)
{
  (void)L;
  Plan *plan = job->ud;
  GROW_TO_FIT(plan->names, plan->cap, plan->count + 1, 64);
  plan->names[plan->count++] = (PlanName){ mem_strndup(s, n), n, map_int(plan->old, s, n), KEEP };
  nm_put(plan->index, s, n, (void *)(intptr_t)plan->count);
  return 0;
}

static PlanName *named(const Plan *plan, const char *s, size_t n)
{
  intptr_t i = map_int(plan->index, s, n);
  return i > 0 ? &plan->names[i - 1] : NULL;
}

/* A procedure the user's text does not hold (lib-logo's): its name stays. */
static bool outside(LgState *L, const Plan *plan, const char *s, size_t n)
{
  Symbol *sym = word_find(&L->syms, s, n);
  return !named(plan, s, n) && sym && sym->proc && sym->proc->kind == PK_USER;
}

/* What each name would like: back when LANGUE added '_' to a name free in
 * v, moved when it is a name of v, else kept. A name wanted back by two,
 * or kept by another, or lib-logo's, is given to none: the one that wanted
 * it is kept or moved, which may in turn refuse its own name to another
 * (the queue), each name once: linear. */
static void plan_states(LgState *L, Plan *plan)
{
  NameMap *wanted = nm_new();
  /* each name queued at most three times: below, and when its name is kept */
  int *queue = mem_alloc_atomic((3 * (size_t)plan->count + 1) * sizeof(int)), nq = 0;
  for (int i = 0; i < plan->count; i++) {
    PlanName *p = &plan->names[i];
    bool back = p->k > 0 && (size_t)p->k < p->n && !tr_reserved(L, plan->to, p->s, p->n - (size_t)p->k);
    p->state = back ? BACK : tr_reserved(L, plan->to, p->s, p->n) ? MOVE : KEEP;
    if (!back) continue;
    if (nm_get(wanted, p->s, p->n - (size_t)p->k)) queue[nq++] = i;
    else nm_put(wanted, p->s, p->n - (size_t)p->k, (void *)(intptr_t)(i + 1));
  }
  for (int i = 0; i < plan->count; i++) {
    PlanName *p = &plan->names[i], *o;
    if (p->state != BACK) continue;
    size_t m = p->n - (size_t)p->k;
    if (((o = named(plan, p->s, m)) && o->state == KEEP) || outside(L, plan, p->s, m)) queue[nq++] = i;
  }
  for (int q = 0; q < nq; q++) {
    PlanName *p = &plan->names[queue[q]];
    if (p->state != BACK) continue;
    p->state = tr_reserved(L, plan->to, p->s, p->n) ? MOVE : KEEP;
    intptr_t j = map_int(wanted, p->s, p->n);
    if (p->state == KEEP && j > 0 && plan->names[j - 1].state == BACK) queue[nq++] = (int)j - 1;
  }
}

/* The name s with shift '_' more (fewer) at its end, as its final name. */
static void plan_give(Plan *plan, const PlanName *p, intptr_t shift, intptr_t added)
{
  if (shift != 0) nm_put(plan->shift, p->s, p->n, (void *)shift);
  size_t m = shift >= 0 ? p->n + (size_t)shift : p->n - (size_t)-shift;
  char *to = mem_alloc_atomic(m + 1);
  memcpy(to, p->s, m < p->n ? m : p->n);
  for (size_t i = p->n; i < m; i++) to[i] = '_';
  nm_put(plan->final, to, m, (void *)1);
  if (added > 0) nm_put(plan->counts, to, m, (void *)added);
}

/* A name moved off v's: the fewest '_' more that make a name of no one. */
static void plan_move(LgState *L, Plan *plan, const PlanName *p)
{
  char *t = mem_alloc_atomic(p->n + 64);
  memcpy(t, p->s, p->n);
  size_t m = p->n;
  do t[m++] = '_';
  while ((tr_reserved(L, plan->to, t, m) || nm_get(plan->final, t, m) || named(plan, t, m) ||
          outside(L, plan, t, m)) && m < p->n + 63);
  plan_give(plan, p, (intptr_t)(m - p->n), p->k + (intptr_t)(m - p->n));
}

/* The new names of the user's text (its procedures', and the names it
 * calls: a call written before its procedure keeps meaning it, not a
 * primitive of the new language). */
static Plan plan_names(LgState *L, const Vocab *v, const char *text, size_t len)
{
  Added *a = st_ext(L, &added_key, sizeof(Added), NULL);
  Plan plan = { NULL, 0, 0, nm_new(), nm_new(), nm_new(), nm_new(), a->counts, v };
  TrJob gather = { L->vocab, v, text, len, NULL, gather_name, &plan, NULL, 0, NULL };
  tr_run(L, &gather);
  plan_states(L, &plan);
  for (int i = 0; i < plan.count; i++) {
    PlanName *p = &plan.names[i];
    if (p->state == KEEP) plan_give(&plan, p, 0, p->k);
    if (p->state == BACK) plan_give(&plan, p, -p->k, 0);
  }
  for (int i = 0; i < plan.count; i++)
    if (plan.names[i].state == MOVE) plan_move(L, &plan, &plan.names[i]);
  return plan;
}

/* The user's procedures' names in the order they were defined. */
static Node *user_names(LgState *L)
{
  Node *order = NIL;
  for (Node *p = L->defined; p != NIL; p = CDR(p)) {
    Proc *proc = word_symbol(&L->syms, CAR(p))->proc;
    if (proc && proc->kind == PK_USER && !(proc->flags & PF_LIBRARY)) order = nd_cons(CAR(p), order);
  }
  return order;
}

static int planned_shift(LgState *L, const TrJob *job, const char *s, size_t n)
{
  (void)L;
  return (int)map_int(((const Plan *)job->ud)->shift, s, n);
}

/* }==================================================================== */

/* The workspace's text (lib-logo's or the user's) translated into v. */
static TrJob translated(LgState *L, const Vocab *v, bool library, Plan *plan)
{
  Buf b;
  workspace_text(L, library, &b);
  TrJob job = { L->vocab, v, b.s, b.n, NULL, planned_shift, plan, NULL, 0, NULL };
  tr_run(L, &job);
  return job;
}

/* A procedure of the user's under the name of one of the vocabulary's
 * primitives (TO remove, in English) has no sure name in the other: the
 * change is refused before anything changed. */
static void check_names(LgState *L, Node *names)
{
  for (Node *p = names; p != NIL; p = CDR(p)) {
    size_t n;
    const char *s = nd_chars(CAR(p), &n);
    if (tr_reserved(L, L->vocab, s, n)) err_throw(L, ERR_TR_PRIM_NAME, CAR(p));
  }
}

void lang_use(LgState *L, const Vocab *v)
{
  st_procs_all(L);
  if (v == L->vocab) return;
  Node *who = vocab_word(L, VID_LANGUE);   /* as the person called it */
  Node *names = user_names(L);
  check_names(L, names);
  Buf text;
  workspace_text(L, false, &text);
  Plan plan = plan_names(L, v, text.s, text.n);
  TrJob lib = translated(L, v, true, &plan);
  TrJob user = translated(L, v, false, &plan);
  prim_unbind(L);
  for (Node *p = names; p != NIL; p = CDR(p)) {
    size_t n;
    const char *s = nd_chars(CAR(p), &n);
    if (map_int(plan.shift, s, n) != 0) word_symbol(&L->syms, CAR(p))->proc = NULL;
  }
  ws_forget_unbound(L);
  L->vocab = v;
  vocab_words(L);
  prim_rebind(L);
  prim_ucb_variables(L);
  ws_redefine(L, lib.out, lib.outlen, true);
  ws_redefine(L, user.out, user.outlen, false);
  ((Added *)st_ext(L, &added_key, sizeof(Added), NULL))->counts = plan.counts;
  L->epoch++;
  tr_say_renamed(L, who, v, user.renamed);
}


/* The vocabulary a word names ("fr, "en, any case). */
static const Vocab *lang_arg(LgState *L, Node **a, int i)
{
  size_t n;
  const char *s = arg_chars(L, a[i], &n);
  const Vocab *v = vocab_by_lang(s, n);
  if (v == NULL) err_throw(L, ERR_UNKNOWN_LANG, L->prim->name->word, a[i]);
  return v;
}

static Node *p_langue(LgState *L, Node **a, int n)
{
  (void)n;
  lang_use(L, lang_arg(L, a, 0));
  return NOVAL;
}

static const char *path_arg(LgState *L, Node **a, int i)
{
  size_t len;
  const char *s = arg_chars(L, a[i], &len);
  if (len == 0 || memchr(s, '\0', len)) arg_error(L, a[i]);
  return mem_strndup(s, len);
}

/* TRADUIS "source "cible: into the session's vocabulary from the other;
 * (TRADUIS "source "cible "en): into the one named. */
static Node *p_traduis(LgState *L, Node **a, int n)
{
  const char *from_path = path_arg(L, a, 0);
  const char *to_path = path_arg(L, a, 1);
  const Vocab *to = n > 2 ? lang_arg(L, a, 2) : L->vocab;
  size_t len;
  char *src = fs_read_all_until(from_path, &len, L->interrupt);
  if (!src && errno == EINTR) ev_poll(L);   /* Ctrl-C ended the wait for a pipe */
  if (!src) err_throw(L, ERR_CANT_OPEN, a[0], nd_cstr(err_system(errno)));
  /* a reader's error is thrown as running the file would say it */
  TrJob job = { vocab_other(to), to, src, len, from_path, NULL, NULL, NULL, 0, NULL };
  tr_run(L, &job);
  int e = fs_write_atomic(to_path, 0666, job.out, job.outlen);
  if (e == EINTR) ev_poll(L);   /* Ctrl-C ended the wait for a pipe's reader */
  if (e != 0) err_throw(L, ERR_CANT_SAVE, L->prim->name->word, a[1], nd_cstr(err_system(e)));
  tr_say_renamed(L, L->prim->name->word, to, job.renamed);
  return NOVAL;
}

#define P(id, fn, mn, df, mx) { VID_##id, fn, NULL, mn, df, mx, PREC_NONE, 0 }
static const PrimEntry langue_prims[] = {
  P(LANGUE,  p_langue,  1, 1, 1),
  P(TRADUIS, p_traduis, 2, 2, 3),
  PRIM_END
};

void prim_open_langue(LgState *L)
{
  prim_register(L, langue_prims);
}
