/* prim_lib.c -- the library Berkeley Logo programs use, in C for speed:
 * the template tools (APPLIQUE.LISTE, INVOQUE, TRANSFORME, TRANSFORME.PH,
 * TRANSFORME.CROISE, FILTRE, TROUVE, REDUIS, CASCADE) and their slots (?,
 * ?1, ?RESTE, #); stacks and queues (EMPILE, DEPILE, ENFILE, DEFILE);
 * MOT.UNIQUE, SANSDOUBLONS, IGNORE, the backquote, FORMATE; and arrays of
 * several dimensions (TABLEAU.MD, ITEM.MD, DONNEITEM.MD).
 *
 * A template is UCBLogo's: a word names a procedure, given the data as its
 * inputs; a list whose first member is a list of names (lambda form) runs
 * its other members with those names bound to the data; any other list
 * (explicit slots) runs with ? (or ?1, ?2..., (? n)) standing for the data,
 * ?RESTE for what follows the datum in its input and # for its position.
 * The slots live in one hidden variable, bound for the tool's duration:
 * so an error unwinds them as it unwinds every binding, and a procedure
 * the template calls sees them (dynamic scope, as in UCBLogo). */
#include <config.h>

#include <stdio.h>
#include <string.h>

#include "logo.h"
#include "error.h"
#include "eval.h"
#include "mem.h"
#include "node.h"
#include "parse.h"
#include "prim.h"
#include "print.h"
#include "proc.h"
#include "state.h"
#include "utf8.h"
#include "word.h"
#include "workspace.h"

/* The module's state (st_ext): the hidden variable of the slots, and
 * MOT.UNIQUE's counter. */
typedef struct LibState {
  Symbol *slots;
  int64_t gensym;
} LibState;

static const char lib_key;

static LibState *lib_state(LgState *L)
{
  return st_ext(L, &lib_key, sizeof(LibState), NULL);
}

/* {====================================================================
 * Data: the members of a list or the characters of a word, one by one
 * ===================================================================== */

typedef struct Seq {
  Node *list;          /* a list: what is left */
  const char *s;       /* a word: its characters */
  size_t len, pos;
  bool word;
} Seq;

static void seq_open(LgState *L, Seq *q, Node *data)
{
  memset(q, 0, sizeof *q);
  if (IS_LIST(data)) {
    q->list = data;
    return;
  }
  q->word = true;
  q->s = arg_chars(L, data, &q->len);   /* a TABLEAU is refused */
}

static bool seq_done(const Seq *q)
{
  return q->word ? q->pos >= q->len : q->list == NIL;
}

/* The next member; *rest gets what follows it (?RESTE). */
static Node *seq_next(Seq *q, Node **rest)
{
  if (!q->word) {
    Node *v = CAR(q->list);
    q->list = CDR(q->list);
    *rest = q->list;
    return v;
  }
  size_t k = utf8_len(q->s + q->pos, q->len - q->pos);
  Node *v = nd_atom(q->s + q->pos, k, 0);
  q->pos += k;
  *rest = nd_atom(q->s + q->pos, q->len - q->pos, 0);
  return v;
}

static int64_t seq_count(Node *data, const Seq *q)
{
  if (!q->word) return (int64_t)nd_list_length(data);
  return (int64_t)utf8_count(q->s, q->len);
}

/* }==================================================================== */

/* {====================================================================
 * Slots and templates
 * ===================================================================== */

/* The slots of one tool: a TABLEAU [number values... rests...] bound to
 * the hidden variable; mark undoes that binding and the lambda names. */
typedef struct Slots {
  Node *node;
  int n;
  size_t mark;
} Slots;

static void slots_open(LgState *L, Slots *sl, int n)
{
  LibState *st = lib_state(L);
  sl->n = n;
  sl->node = nd_array(2 * (int64_t)n + 1, 0);
  for (int64_t i = 0; i < sl->node->count; i++) sl->node->u.a.items[i] = NIL;
  sl->mark = ev_bind_loop(L, st->slots, sl->node);
}

static void slots_set(Slots *sl, Node **v, Node **rests, int64_t number)
{
  Node **items = sl->node->u.a.items;
  items[0] = nd_int(number);
  for (int k = 0; k < sl->n; k++) {
    items[1 + k] = v[k];
    items[1 + sl->n + k] = rests ? rests[k] : NIL;
  }
}

static void slots_close(LgState *L, Slots *sl)
{
  ev_unbind(L, sl->mark);
}

enum { TPL_PROC, TPL_LAMBDA, TPL_SLOTS };

typedef struct Tpl {
  Node *t;
  int kind, n;
  Expr *call;          /* TPL_PROC: what to evaluate (a macro's: wrapped) */
  Expr *inputs;        /* TPL_PROC: the call whose inputs are constants */
  Symbol **names;      /* TPL_LAMBDA: the names bound to the data */
  Node *body;          /* TPL_LAMBDA: the instructions after the names */
} Tpl;

static Expr *const_call(Proc *p, int n)
{
  Expr *e = mem_alloc(sizeof(Expr) + (size_t)n * sizeof(Expr *));
  e->kind = EX_CALL;
  e->nargs = (uint16_t)n;
  e->proc = p;
  e->paren = 1;
  for (int k = 0; k < n; k++) {
    e->args[k] = mem_alloc(sizeof(Expr));
    e->args[k]->kind = EX_CONST;
  }
  ev_prepare(e);
  return e;
}

/* A procedure named as a template: it must take n inputs. */
static void tpl_proc(LgState *L, Tpl *tp)
{
  Proc *p = st_proc(L, word_symbol(&L->syms, tp->t));
  if (p == NULL) err_throw(L, ERR_DK_HOW_UNREC, tp->t);
  if (tp->n < p->min_args) err_throw(L, ERR_NOT_ENOUGH, p->name->word);
  if (p->max_args >= 0 && tp->n > p->max_args) err_throw(L, ERR_TOO_MANY, p->name->word);
  tp->kind = TPL_PROC;
  tp->call = tp->inputs = const_call(p, tp->n);
  if (p->flags & PF_MACRO) {   /* as the parser does: what it outputs runs */
    Expr *wrap = const_call(L->hooks.macro_runner, 1);
    wrap->args[0] = tp->call;
    tp->call = wrap;
  }
}

/* [[a b] instructions...]: as many names as data, bound for the tool
 * (after sl's mark, so that slots_close unbinds them). */
static void tpl_lambda(LgState *L, Tpl *tp)
{
  Node *names = CAR(tp->t);
  if ((int64_t)nd_list_length(names) != tp->n) arg_error(L, tp->t);
  tp->kind = TPL_LAMBDA;
  tp->names = mem_alloc((size_t)(tp->n ? tp->n : 1) * sizeof(Symbol *));
  tp->body = CDR(tp->t);
  int k = 0;
  for (Node *p = names; p != NIL; p = CDR(p), k++) {
    Node *w = CAR(p);
    if (!IS_WORD(w)) arg_error(L, tp->t);
    tp->names[k] = word_symbol(&L->syms, w);
    ev_bind_loop(L, tp->names[k], NOVAL);
  }
}

/* [[x] [RETOURNE :x + 3]], every member a list: TEXTE's form, run as a
 * procedure of its own (STOP and RETOURNE are its), known in messages by
 * the tool's name. */
static bool is_text_form(Node *t)
{
  if (!IS_CONS(t) || CDR(t) == NIL) return false;
  for (Node *p = t; p != NIL; p = CDR(p))
    if (!IS_LIST(CAR(p))) return false;
  return true;
}

static void tpl_text(LgState *L, Tpl *tp)
{
  Proc *p = ws_text_proc(L, L->prim->name, tp->t);
  if (tp->n < p->min_args) err_throw(L, ERR_NOT_ENOUGH, p->name->word);
  if (p->max_args >= 0 && tp->n > p->max_args) err_throw(L, ERR_TOO_MANY, p->name->word);
  tp->kind = TPL_PROC;
  tp->call = tp->inputs = const_call(p, tp->n);
}

/* Prepare template t for n data, once per tool call. */
static void tpl_open(LgState *L, Tpl *tp, Node *t, int n)
{
  memset(tp, 0, sizeof *tp);
  tp->t = t;
  tp->n = n;
  if (IS_ARRAY(t)) arg_error(L, t);
  if (IS_WORD(t)) tpl_proc(L, tp);
  else if (is_text_form(t)) tpl_text(L, tp);
  else if (IS_CONS(t) && IS_LIST(CAR(t)) && CDR(t) != NIL) tpl_lambda(L, tp);
  else tp->kind = TPL_SLOTS;
}

/* Run a list of instructions for a value (NOVAL: none); STOP or RETOURNE
 * there would leave the tool: refused, as in an expression. */
static Node *run_for_value(LgState *L, Node *list)
{
  Proc *by = L->prim;
  if (ev_run_list(L, list, CTX_VALUE, by) != ST_NORMAL)
    err_throw(L, ERR_NOT_IN_EXPR, by->name->word);
  return L->retval;
}

/* Apply the template to v (the slots already set); NOVAL when it
 * outputs nothing. */
static Node *tpl_apply(LgState *L, Tpl *tp, Node **v)
{
  switch (tp->kind) {
  case TPL_PROC:
    for (int k = 0; k < tp->n; k++) expr_set_const(tp->inputs->args[k], v[k]);
    return ev_eval(L, tp->call);
  case TPL_LAMBDA:
    for (int k = 0; k < tp->n; k++) tp->names[k]->value = v[k];
    return run_for_value(L, tp->body);
  default:
    return run_for_value(L, tp->t);
  }
}

/* The template's value, which must be one. */
static Node *tpl_value(LgState *L, Tpl *tp, Node **v)
{
  Node *r = tpl_apply(L, tp, v);
  if (r == NOVAL) err_throw(L, ERR_DIDNT_OUTPUT, tp->t, L->prim->name->word);
  return r;
}

static bool tpl_true(LgState *L, Tpl *tp, Node **v)
{
  Node *r[1] = { tpl_value(L, tp, v) };
  return arg_bool(L, r, 0);
}

/* The slots of the innermost template running, or NULL. */
static Node *slots_now(LgState *L)
{
  Node *node = lib_state(L)->slots->value;
  return node != NOVAL && IS_ARRAY(node) ? node : NULL;
}

/* ? and (? n): datum n (1 by default) of the innermost template; ?RESTE
 * and (?RESTE n): what follows it. */
static Node *slot_get(LgState *L, Node **a, int n, bool rest)
{
  Node *node = slots_now(L);
  if (node == NULL) err_throw(L, ERR_NO_TEMPLATE, L->prim->name->word);
  int64_t nslots = (node->count - 1) / 2;
  int64_t k = n ? arg_int(L, a, 0) : 1;
  if (k < 1 || k > nslots) arg_range_error(L, n ? a[0] : nd_int(k));
  return node->u.a.items[rest ? nslots + k : k];
}

static Node *p_slot(LgState *L, Node **a, int n) { return slot_get(L, a, n, false); }
static Node *p_slot_rest(LgState *L, Node **a, int n) { return slot_get(L, a, n, true); }

/* #: the position of the datum; outside a template, or in one of a tool
 * that numbers nothing (REDUIS, TRANSFORME.CROISE, APPLIQUE.LISTE),
 * COMPTEUR, as in UCBLogo. */
static Node *p_slot_number(LgState *L, Node **a, int n)
{
  (void)a;
  (void)n;
  Node *node = slots_now(L);
  if (node == NULL || nd_ival(node->u.a.items[0]) < 0) return nd_int(prim_repcount(L));
  return node->u.a.items[0];
}

/* }==================================================================== */

/* {====================================================================
 * APPLIQUE.LISTE, INVOQUE
 * ===================================================================== */

static Node *apply_values(LgState *L, Node *t, Node **v, int n)
{
  Slots sl;
  Tpl tp;
  slots_open(L, &sl, n);
  slots_set(&sl, v, NULL, -1);
  tpl_open(L, &tp, t, n);
  Node *r = tpl_apply(L, &tp, v);
  slots_close(L, &sl);
  return r;
}

/* APPLIQUE.LISTE modèle [entrées]: a command or an operation, as the
 * template is. */
static Node *p_apply(LgState *L, Node **a, int n)
{
  (void)n;
  Node *list = arg_list(L, a, 1);
  int count = (int)nd_list_length(list);
  Node **v = mem_alloc((size_t)(count ? count : 1) * sizeof(Node *));
  int k = 0;
  for (Node *p = list; p != NIL; p = CDR(p)) v[k++] = CAR(p);
  return apply_values(L, a[0], v, count);
}

/* (INVOQUE modèle entrée1 entrée2...) */
static Node *p_invoke(LgState *L, Node **a, int n)
{
  return apply_values(L, a[0], a + 1, n - 1);
}

/* }==================================================================== */

/* {====================================================================
 * TRANSFORME, TRANSFORME.PH, FILTRE, TROUVE, REDUIS
 * ===================================================================== */

/* Walk the data inputs a[first..n) in parallel (same lengths), the
 * template applied at each position; each value goes to step. */
typedef void (*StepFn)(LgState *L, void *acc, Node **v, Node *value);

static void walk(LgState *L, Node **a, int first, int n, StepFn step, void *acc)
{
  int nd = n - first;
  Seq *qs = mem_alloc((size_t)nd * sizeof(Seq));
  Node **v = mem_alloc((size_t)nd * sizeof(Node *));
  Node **rests = mem_alloc((size_t)nd * sizeof(Node *));
  for (int k = 0; k < nd; k++) seq_open(L, &qs[k], a[first + k]);
  int64_t len = seq_count(a[first], &qs[0]);
  for (int k = 1; k < nd; k++)
    if (seq_count(a[first + k], &qs[k]) != len) arg_error(L, a[first + k]);
  Slots sl;
  Tpl tp;
  slots_open(L, &sl, nd);
  tpl_open(L, &tp, a[0], nd);
  for (int64_t i = 1; !seq_done(&qs[0]); i++) {
    for (int k = 0; k < nd; k++) v[k] = seq_next(&qs[k], &rests[k]);
    slots_set(&sl, v, rests, i);
    if (step == NULL) {   /* TROUVE: acc is where the answer goes */
      if (tpl_true(L, &tp, v)) {
        *(Node **)acc = v[0];
        break;
      }
      continue;
    }
    step(L, acc, v, tpl_value(L, &tp, v));
  }
  slots_close(L, &sl);
}

/* A result being built: a list front to back, or a word. */
typedef struct Out {
  bool word;
  Node *head, **tail;
  Buf b;
} Out;

static void out_init(Out *o, bool word)
{
  memset(o, 0, sizeof *o);
  o->word = word;
  if (word) buf_init(&o->b);
}

static void out_add(LgState *L, Out *o, Node *x)
{
  if (!o->word) {
    nd_append(&o->head, &o->tail, x);
    return;
  }
  size_t len;
  const char *s = arg_chars(L, x, &len);
  buf_add(&o->b, s, len);
}

static Node *out_result(Out *o)
{
  return o->word ? nd_atom(o->b.s, o->b.n, 0) : o->head;
}

static void map_step(LgState *L, void *acc, Node **v, Node *value)
{
  (void)v;
  out_add(L, acc, value);
}

/* (TRANSFORME modèle données1 données2...): a word or a list as données1 is. */
static Node *p_map(LgState *L, Node **a, int n)
{
  Out o;
  out_init(&o, !IS_LIST(a[1]));
  walk(L, a, 1, n, map_step, &o);
  return out_result(&o);
}

static void map_se_step(LgState *L, void *acc, Node **v, Node *value)
{
  (void)v;
  Out *o = acc;
  if (!IS_LIST(value)) {
    if (IS_ARRAY(value)) arg_error(L, value);
    out_add(L, o, value);
    return;
  }
  for (Node *p = value; p != NIL; p = CDR(p)) out_add(L, o, CAR(p));
}

/* TRANSFORME.PH: the values joined as PHRASE joins them. */
static Node *p_map_se(LgState *L, Node **a, int n)
{
  Out o;
  out_init(&o, false);
  walk(L, a, 1, n, map_se_step, &o);
  return out_result(&o);
}

static void filter_step(LgState *L, void *acc, Node **v, Node *value)
{
  Node *r[1] = { value };
  if (arg_bool(L, r, 0)) out_add(L, acc, v[0]);
}

/* FILTRE modèle données: the members for which the template is VRAI. */
static Node *p_filter(LgState *L, Node **a, int n)
{
  Out o;
  out_init(&o, !IS_LIST(a[1]));
  walk(L, a, 1, n, filter_step, &o);
  return out_result(&o);
}

/* TROUVE modèle données: the first member for which it is VRAI, else []. */
static Node *p_find(LgState *L, Node **a, int n)
{
  Node *found = NIL;
  walk(L, a, 1, n, NULL, &found);
  return found;
}

/* REDUIS modèle données: from the right, ?1 the member, ?2 the value so
 * far (UCBLogo's order); one member alone is the result. */
static Node *p_reduce(LgState *L, Node **a, int n)
{
  (void)n;
  Seq q;
  seq_open(L, &q, a[1]);
  int64_t count = seq_count(a[1], &q);
  if (count == 0) arg_error(L, a[1]);
  Node **items = mem_alloc((size_t)count * sizeof(Node *)), *rest;
  for (int64_t i = 0; i < count; i++) items[i] = seq_next(&q, &rest);
  Slots sl;
  Tpl tp;
  slots_open(L, &sl, 2);
  tpl_open(L, &tp, a[0], 2);
  Node *acc = items[count - 1];
  for (int64_t i = count - 2; i >= 0; i--) {
    Node *v[2] = { items[i], acc };
    slots_set(&sl, v, NULL, -1);
    acc = tpl_value(L, &tp, v);
  }
  slots_close(L, &sl);
  return acc;
}

/* }==================================================================== */

/* {====================================================================
 * CHAQUE: UCBLogo's FOREACH, a command
 * ===================================================================== */

/* Apply the template as a command: a status, so that STOP and RETOURNE
 * in it leave the procedure, as from REPETE. */
static int tpl_command(LgState *L, Tpl *tp, Node **v, Proc *by)
{
  switch (tp->kind) {
  case TPL_PROC: {
    for (int k = 0; k < tp->n; k++) expr_set_const(tp->inputs->args[k], v[k]);
    Node *r = ev_eval(L, tp->call);
    if (r != NOVAL) err_throw(L, ERR_DK_WHAT, r);
    return ST_NORMAL;
  }
  case TPL_LAMBDA:
    for (int k = 0; k < tp->n; k++) tp->names[k]->value = v[k];
    return ev_run_list(L, tp->body, CTX_CMD, by);
  default:
    return ev_run_list(L, tp->t, CTX_CMD, by);
  }
}

/* CHAQUE données modèle, (CHAQUE données1 données2 ... modèle): the
 * template run for each member (UCBLogo's FOREACH; POURCHAQUE is XLogo's,
 * with a variable's name). */
static int c_each(LgState *L, Expr *e, int ctx)
{
  int nd = e->nargs - 1;
  Node *t = ev_value(L, e->args[nd], e->proc);
  Node **data = mem_alloc((size_t)nd * sizeof(Node *));
  for (int k = 0; k < nd; k++) data[k] = ev_value(L, e->args[k], e->proc);
  Seq *qs = mem_alloc((size_t)nd * sizeof(Seq));
  Node **v = mem_alloc((size_t)nd * sizeof(Node *));
  Node **rests = mem_alloc((size_t)nd * sizeof(Node *));
  for (int k = 0; k < nd; k++) seq_open(L, &qs[k], data[k]);
  for (int k = 1; k < nd; k++)
    if (seq_count(data[k], &qs[k]) != seq_count(data[0], &qs[0])) arg_error(L, data[k]);
  Slots sl;
  Tpl tp;
  slots_open(L, &sl, nd);
  tpl_open(L, &tp, t, nd);
  int st = ST_NORMAL;
  /* under UCBLogo's rules (English), a STOP ends the template's run for
   * this member only, as in UCBLogo 6.2, and no call in it is a tail call
   * (the catch level, as in ATTRAPE) */
  bool ucb = L->vocab->ucblogo;
  L->catch_level += ucb;
  for (int64_t i = 1; st == ST_NORMAL && !seq_done(&qs[0]); i++) {
    ev_poll(L);
    for (int k = 0; k < nd; k++) v[k] = seq_next(&qs[k], &rests[k]);
    slots_set(&sl, v, rests, i);
    st = tpl_command(L, &tp, v, e->proc);
    if (st == ST_STOP && ucb) st = ST_NORMAL;
  }
  L->catch_level -= ucb;
  slots_close(L, &sl);
  if (st == ST_NORMAL && ctx == CTX_VALUE) L->retval = NOVAL;
  return st;
}

/* }==================================================================== */

/* {====================================================================
 * TRANSFORME.CROISE, CASCADE
 * ===================================================================== */

typedef struct Cross {
  Tpl tp;
  Slots sl;
  Node **lists, **v;
  int n;
  Out out;
} Cross;

/* Every combination, the first list varying slowest. */
static void cross(LgState *L, Cross *c, int k)
{
  if (k == c->n) {
    slots_set(&c->sl, c->v, NULL, -1);
    out_add(L, &c->out, tpl_value(L, &c->tp, c->v));
    return;
  }
  for (Node *p = c->lists[k]; p != NIL; p = CDR(p)) {
    c->v[k] = CAR(p);
    cross(L, c, k + 1);
  }
}

/* (TRANSFORME.CROISE modèle liste1 liste2...), or one list of lists. */
static Node *p_crossmap(LgState *L, Node **a, int n)
{
  Cross c;
  c.lists = a + 1;
  c.n = n - 1;
  if (n == 2) {
    Node *all = arg_list(L, a, 1);
    c.n = (int)nd_list_length(all);
    c.lists = mem_alloc((size_t)(c.n ? c.n : 1) * sizeof(Node *));
    int k = 0;
    for (Node *p = all; p != NIL; p = CDR(p)) c.lists[k++] = CAR(p);
  }
  for (int k = 0; k < c.n; k++)
    if (!IS_LIST(c.lists[k])) arg_error(L, c.lists[k]);
  c.v = mem_alloc((size_t)(c.n ? c.n : 1) * sizeof(Node *));
  out_init(&c.out, false);
  slots_open(L, &c.sl, c.n);
  tpl_open(L, &c.tp, a[0], c.n);
  if (c.n > 0) cross(L, &c, 0);
  slots_close(L, &c.sl);
  return out_result(&c.out);
}

/* (CASCADE fin modèle1 départ1 modèle2 départ2... (modèle.final)): each
 * round, every template gets the values of the round before; fin is a
 * number of rounds or a template that says when to stop. */
static Node *p_cascade(LgState *L, Node **a, int n)
{
  int pairs = (n - 1) / 2;
  bool final = (n - 1) % 2 == 1;
  Node **v = mem_alloc((size_t)pairs * sizeof(Node *));
  Node **next = mem_alloc((size_t)pairs * sizeof(Node *));
  Tpl *tps = mem_alloc((size_t)(pairs + 1) * sizeof(Tpl));
  int64_t rounds = -1;
  Slots sl;
  slots_open(L, &sl, pairs);
  Tpl end;
  if (IS_WORD(a[0]) && nd_to_int(a[0], &rounds)) {
    if (rounds < 0) arg_error(L, a[0]);
  } else {
    tpl_open(L, &end, a[0], pairs);
  }
  for (int k = 0; k < pairs; k++) {
    tpl_open(L, &tps[k], a[1 + 2 * k], pairs);
    v[k] = a[2 + 2 * k];
  }
  if (final) tpl_open(L, &tps[pairs], a[n - 1], pairs);
  for (int64_t i = 1;; i++) {
    slots_set(&sl, v, NULL, i);
    if (rounds >= 0 ? i > rounds : tpl_true(L, &end, v)) break;
    for (int k = 0; k < pairs; k++) next[k] = tpl_value(L, &tps[k], v);
    memcpy(v, next, (size_t)pairs * sizeof(Node *));
    ev_poll(L);
  }
  Node *r = final ? tpl_value(L, &tps[pairs], v) : v[0];
  slots_close(L, &sl);
  return r;
}

/* }==================================================================== */

/* {====================================================================
 * Stacks and queues: the variable named is changed where it is bound
 * (DONNE's rule), so a procedure may keep its stack in a LOCALE.
 * ===================================================================== */

static Symbol *list_var(LgState *L, Node **a, int i)
{
  Node *w = arg_word(L, a, i);
  Symbol *s = word_symbol(&L->syms, w);
  if (s->value == NOVAL) err_throw(L, ERR_NO_VALUE, w);
  if (!IS_LIST(s->value)) arg_error(L, s->value);
  return s;
}

/* EMPILE "pile chose: chose goes in front. */
static Node *p_push(LgState *L, Node **a, int n)
{
  (void)n;
  Symbol *s = list_var(L, a, 0);
  s->value = nd_cons(a[1], s->value);
  return NOVAL;
}

/* DEPILE "pile (and DEFILE "file): the first member, taken off. */
static Node *p_pop(LgState *L, Node **a, int n)
{
  (void)n;
  Symbol *s = list_var(L, a, 0);
  if (s->value == NIL) arg_error(L, s->value);
  Node *v = CAR(s->value);
  s->value = CDR(s->value);
  return v;
}

/* ENFILE "file chose: chose goes at the end (a new list: the old one may
 * be shared). */
static Node *p_queue(LgState *L, Node **a, int n)
{
  (void)n;
  Symbol *s = list_var(L, a, 0);
  Node *head = NIL, **tail = NULL;
  for (Node *p = s->value; p != NIL; p = CDR(p)) nd_append(&head, &tail, CAR(p));
  nd_append(&head, &tail, a[1]);
  s->value = head;
  return NOVAL;
}

/* }==================================================================== */

/* {====================================================================
 * MOT.UNIQUE, SANSDOUBLONS, IGNORE, FORMATE
 * ===================================================================== */

static Node *p_gensym(LgState *L, Node **a, int n)
{
  (void)a;
  (void)n;
  char s[32];
  snprintf(s, sizeof s, "g%lld", (long long)++lib_state(L)->gensym);
  return nd_cstr(s);
}

/* SANSDOUBLONS liste: of equal members, the rightmost stays (UCBLogo). */
static Node *p_remdup(LgState *L, Node **a, int n)
{
  (void)n;
  Node *head = NIL, **tail = NULL;
  for (Node *p = arg_list(L, a, 0); p != NIL; p = CDR(p)) {
    bool later = false;
    for (Node *q = CDR(p); q != NIL && !later; q = CDR(q)) later = nd_equal(CAR(p), CAR(q));
    if (!later) nd_append(&head, &tail, CAR(p));
  }
  return head;
}

static Node *p_ignore(LgState *L, Node **a, int n)
{
  (void)L;
  (void)a;
  (void)n;
  return NOVAL;
}

/* FORMATE nombre largeur décimales: at least largeur characters (spaces
 * in front), exactly décimales digits after the point. */
static Node *p_form(LgState *L, Node **a, int n)
{
  (void)n;
  double x = arg_num(L, a, 0);
  int64_t width = arg_int(L, a, 1), prec = arg_int(L, a, 2);
  if (width < 0 || width > 1000) arg_error(L, a[1]);
  if (prec < 0 || prec > 100) arg_error(L, a[2]);
  char s[1200];
  snprintf(s, sizeof s, "%*.*f", (int)width, (int)prec, x);
  return nd_word(s, strlen(s));
}

/* }==================================================================== */

/* {====================================================================
 * The backquote: `[a ,[expr] ,@[list] b]
 * ===================================================================== */

static Node *backquote(LgState *L, Node *list, int depth);

static bool word_is(Node *w, const char *s)
{
  size_t len;
  if (!IS_WORD(w) || nd_type(w) != NT_WORD) return false;
  const char *t = nd_chars(w, &len);
  return len == strlen(s) && memcmp(t, s, len) == 0;
}

/* A word that starts with prefix: the rest, as a one-word list to run. */
static Node *after(Node *w, size_t skip)
{
  size_t len;
  const char *s = nd_chars(w, &len);
  return nd_cons(nd_atom(s + skip, len - skip, 0), NIL);
}

static bool starts(Node *w, const char *prefix)
{
  size_t len, k = strlen(prefix);
  if (!IS_WORD(w) || nd_type(w) != NT_WORD) return false;
  const char *s = nd_chars(w, &len);
  return len > k && memcmp(s, prefix, k) == 0;
}

static Node *must_value(LgState *L, Node *list)
{
  Node *v = run_for_value(L, list);
  if (v == NOVAL) err_throw(L, ERR_DIDNT_OUTPUT, list, L->prim->name->word);
  return v;
}

/* "x made of the quote or colon q and the value (its first word if a list). */
static Node *quoted_value(LgState *L, char q, Node *v)
{
  if (IS_CONS(v)) v = CAR(v);
  size_t len;
  const char *s = arg_chars(L, v, &len);
  Buf b;
  buf_init(&b);
  buf_addc(&b, q);
  buf_add(&b, s, len);
  return nd_word(b.s, b.n);
}

/* ,@ splices a list's members; a word goes in as one member, as in
 * UCBLogo (its ,@ is a PHRASE of the value): `[a ,@[last [x sum]] b]. */
static void splice(LgState *L, Node **head, Node ***tail, Node *v)
{
  if (IS_WORD(v)) {
    nd_append(head, tail, v);
    return;
  }
  if (!IS_LIST(v)) arg_error(L, v);
  for (Node *p = v; p != NIL; p = CDR(p)) nd_append(head, tail, CAR(p));
}

/* One member x (followed by the rest *pp) at depth 0. */
static void bq_item(LgState *L, Node **head, Node ***tail, Node *x, Node **pp, int depth)
{
  Node *next = CDR(*pp) != NIL ? CAR(CDR(*pp)) : NULL;
  bool comma = word_is(x, ","), at = word_is(x, ",@");
  if ((comma || at) && next && IS_LIST(next)) {
    *pp = CDR(*pp);
    if (depth > 0) {
      nd_append(head, tail, x);
      nd_append(head, tail, backquote(L, next, depth - 1));
    } else if (at) {
      splice(L, head, tail, must_value(L, next));
    } else {
      nd_append(head, tail, must_value(L, next));
    }
    return;
  }
  /* else ",@" would be read as "," before "@", and "@" run */
  if (depth == 0 && at) err_throw(L, ERR_BQ_SPLICE, L->prim->name->word);
  if (depth == 0 && starts(x, ",@")) splice(L, head, tail, must_value(L, after(x, 2)));
  else if (depth == 0 && starts(x, ",")) nd_append(head, tail, must_value(L, after(x, 1)));
  else if (depth == 0 && (starts(x, "\",") || starts(x, ":,")))
    nd_append(head, tail, quoted_value(L, x->u.w.s[0], must_value(L, after(x, 2))));
  else if (word_is(x, "`") && next && IS_LIST(next)) {
    *pp = CDR(*pp);
    nd_append(head, tail, x);
    nd_append(head, tail, backquote(L, next, depth + 1));
  } else nd_append(head, tail, IS_CONS(x) ? backquote(L, x, depth) : x);
}

static Node *backquote(LgState *L, Node *list, int depth)
{
  st_check_stack(L);
  Node *head = NIL, **tail = NULL;
  for (Node *p = list; p != NIL; p = CDR(p)) bq_item(L, &head, &tail, CAR(p), &p, depth);
  return head;
}

static Node *p_backquote(LgState *L, Node **a, int n)
{
  (void)n;
  return backquote(L, arg_list(L, a, 0), 0);
}

/* }==================================================================== */

/* {====================================================================
 * Arrays of several dimensions: TABLEAU.MD [3 5] is a TABLEAU of 3
 * TABLEAUX of 5; ITEM.MD [i j] t is ITEM j ITEM i t.
 * ===================================================================== */

static Node *md_array(LgState *L, Node *sizes, Node *all, int64_t origin)
{
  int64_t count;
  if (!nd_to_int(CAR(sizes), &count) || count < 1 || count > 100000000) arg_error(L, all);
  Node *arr = nd_array(count, origin);
  for (int64_t i = 0; i < count; i++)
    arr->u.a.items[i] = CDR(sizes) == NIL ? NIL : md_array(L, CDR(sizes), all, origin);
  return arr;
}

static Node *p_mdarray(LgState *L, Node **a, int n)
{
  /* a number is the size of the one dimension (MDARRAY 2), as in UCBLogo */
  Node *sizes = IS_WORD(a[0]) ? nd_cons(a[0], NIL) : arg_list(L, a, 0);
  if (sizes == NIL) arg_error(L, sizes);
  return md_array(L, sizes, sizes, n == 2 ? arg_int(L, a, 1) : 1);
}

/* The slot the indexes lead to in arr. */
static Node **md_slot(LgState *L, Node **a)
{
  Node *idx = arg_list(L, a, 0), *arr = a[1];
  if (idx == NIL) arg_error(L, idx);
  Node **slot = NULL;
  for (Node *p = idx; p != NIL; p = CDR(p)) {
    if (!IS_ARRAY(arr)) arg_error(L, arr);
    int64_t k;
    if (!nd_to_int(CAR(p), &k)) arg_error(L, CAR(p));
    if (__builtin_sub_overflow(k, arr->u.a.origin, &k) || k < 0 || k >= arr->count)
      arg_range_error(L, CAR(p));
    slot = &arr->u.a.items[k];
    arr = *slot;
  }
  return slot;
}

static Node *p_mditem(LgState *L, Node **a, int n)
{
  (void)n;
  return *md_slot(L, a);
}

static Node *p_mdsetitem(LgState *L, Node **a, int n)
{
  (void)n;
  *md_slot(L, a) = a[2];
  return NOVAL;
}

/* }==================================================================== */

/* {====================================================================
 * Macros: .DEFMACRO here, .MACRO read by the workspace as POUR is. The
 * parser wraps each call of a macro in a call of the control primitive
 * below, which runs the list the macro outputs where it was called, so a
 * STOP or a RETOURNE in it leaves the caller (UCBLogo). The evaluator
 * knows nothing of macros.
 * ===================================================================== */

static int c_macro(LgState *L, Expr *e, int ctx)
{
  Expr *call = e->args[0];
  Proc *m = call->proc;
  Node *v = ev_eval(L, call);
  if (v == NOVAL) err_throw(L, ERR_MACRO_NOTHING, m->name->word);
  if (!IS_LIST(v)) err_throw(L, ERR_MACRO_RESULT, m->name->word, v);
  int st = ev_run_list(L, v, ctx, m);
  if (ctx == CTX_VALUE && st != ST_NORMAL) err_throw(L, ERR_NOT_IN_EXPR, m->name->word);
  return st;
}

static Proc *new_macro_runner(LgState *L)
{
  Proc *p = mem_alloc(sizeof(Proc));
  p->kind = PK_CTL;
  p->ctl = c_macro;
  p->name = vocab_symbol(L, VID_MACRO);
  p->names = "";
  p->id = VID_MACRO;
  p->min_args = p->def_args = p->max_args = 1;
  return p;
}

/* }==================================================================== */

/* {====================================================================
 * UCBLogo's TRANSFER (its ?IN and ?OUT), MACROP, MACROEXPAND
 * ===================================================================== */

/* TRANSFER fin modèle départ: the template is applied to each member of
 * départ in turn (?IN) and to the basket made so far (?OUT, [] first),
 * its value the new basket; fin ([] for none) is tested before each. */
static Node *p_transfer(LgState *L, Node **a, int n)
{
  (void)n;
  Node *in = a[2];
  if (!IS_LIST(in)) arg_error(L, in);
  Slots sl;
  Tpl tpl, end;
  slots_open(L, &sl, 2);
  bool test = a[0] != NIL;
  if (test) tpl_open(L, &end, a[0], 2);
  tpl_open(L, &tpl, a[1], 2);
  Node *v[2] = { NIL, in };
  for (int64_t i = 1; v[1] != NIL; i++) {
    slots_set(&sl, v, NULL, i);
    if (test && tpl_true(L, &end, v)) break;
    v[0] = tpl_value(L, &tpl, v);
    v[1] = CDR(v[1]);
    ev_poll(L);
  }
  slots_close(L, &sl);
  return v[0];
}

/* ?IN: the member of TRANSFER's list being used; ?OUT: the basket. */
static Node *p_transfer_in(LgState *L, Node **a, int n)
{
  (void)n;
  Node *k[1] = { nd_int(2) };
  Node *v = slot_get(L, k, 1, false);
  if (!IS_CONS(v)) err_throw(L, ERR_NO_TEMPLATE, L->prim->name->word);
  (void)a;
  return CAR(v);
}

static Node *p_transfer_out(LgState *L, Node **a, int n)
{
  (void)a;
  (void)n;
  Node *k[1] = { nd_int(1) };
  return slot_get(L, k, 1, false);
}

static Node *p_macrop(LgState *L, Node **a, int n)
{
  (void)n;
  Proc *p = IS_WORD(a[0]) ? st_proc(L, word_symbol(&L->syms, a[0])) : NULL;
  return bool_node(L, p != NULL && (p->flags & PF_MACRO));
}

/* MACROEXPAND [macro inputs...]: the list the macro outputs, not run.
 * The call is run with the macro's flag off (the parses made meanwhile
 * dropped by the epoch), then the flag is put back, error or not. */
static Node *p_macroexpand(LgState *L, Node **a, int n)
{
  (void)n;
  Node *call = arg_list(L, a, 0);
  Proc *m = call != NIL && IS_WORD(CAR(call)) ? st_proc(L, word_symbol(&L->syms, CAR(call))) : NULL;
  if (m == NULL || !(m->flags & PF_MACRO)) err_throw(L, ERR_NOT_MACRO, call == NIL ? call : CAR(call));
  int st;
  m->flags &= (uint8_t)~PF_MACRO;
  L->epoch++;
  int err = ev_pcall_list(L, call, CTX_VALUE, L->prim, &st);
  m->flags |= PF_MACRO;
  L->epoch++;
  if (err) err_rethrow(L);
  if (st != ST_NORMAL) err_throw(L, ERR_NOT_IN_EXPR, L->prim->name->word);
  if (L->retval == NOVAL) err_throw(L, ERR_DIDNT_OUTPUT, m->name->word, L->prim->name->word);
  return L->retval;
}

/* }==================================================================== */

#define P(id, fn, mn, df, mx) { VID_##id, fn, NULL, mn, df, mx, PREC_NONE, 0 }
#define POPT(id, fn, mn, df, mx) { VID_##id, fn, NULL, mn, df, mx, PREC_NONE, PF_OPTIONAL }
/* a primitive that runs templates: the inputs that are (runs, a bit each) */
#define T(id, fn, mn, df, mx, runs) \
  { VID_##id, fn, NULL, mn, df, mx, PREC_NONE, 0, .code = runs }
static const PrimEntry lib_prims[] = {
  T(APPLIQUE_LISTE,    p_apply,      2, 2, 2, 1),
  T(INVOQUE,           p_invoke,     1, 2, -1, 1),
  T(TRANSFORME,        p_map,        2, 2, -1, 1),
  T(TRANSFORME_PH,     p_map_se,     2, 2, -1, 1),
  T(TRANSFORME_CROISE, p_crossmap,   2, 2, -1, 1),
  /* a condition as the template (c, for the fuzzers' generator) */
  { VID_FILTRE, p_filter, NULL, 2, 2, 2, PREC_NONE, 0, .code = 1, .shape = "cl" },
  { VID_TROUVE, p_find, NULL, 2, 2, 2, PREC_NONE, 0, .code = 1, .shape = "cl" },
  T(REDUIS,            p_reduce,     2, 2, 2, 1),
  T(CASCADE,           p_cascade,    3, 3, -1, 1 | 2 | 8 | 32),   /* the end test, each template */
  /* the template after one list */
  { VID_CHAQUE, NULL, c_each, 2, 2, -1, PREC_NONE, 0, .code = 2, .shape = "li" },
  POPT(TPL_SLOT,       p_slot,       0, 0, 1),
  POPT(TPL_REST,       p_slot_rest,  0, 0, 1),
  P(TPL_NUMBER,        p_slot_number, 0, 0, 0),
  /* a stack or a queue: a variable's name (w, for the fuzzers' generator) */
  { VID_EMPILE, p_push, NULL, 2, 2, 2, PREC_NONE, 0, .shape = "we" },
  { VID_DEPILE, p_pop, NULL, 1, 1, 1, PREC_NONE, 0, .shape = "w" },
  { VID_ENFILE, p_queue, NULL, 2, 2, 2, PREC_NONE, 0, .shape = "we" },
  { VID_DEFILE, p_pop, NULL, 1, 1, 1, PREC_NONE, 0, .shape = "w" },
  P(MOT_UNIQUE,        p_gensym,     0, 0, 0),
  P(SANSDOUBLONS,      p_remdup,     1, 1, 1),
  P(IGNORE,            p_ignore,     1, 1, 1),
  P(QUASI_CITATION,    p_backquote,  1, 1, 1),
  P(FORMATE,           p_form,       3, 3, 3),
  P(TABLEAU_MD,        p_mdarray,    1, 1, 2),
  P(ITEM_MD,           p_mditem,     2, 2, 2),
  P(DONNEITEM_MD,      p_mdsetitem,  3, 3, 3),
  T(CASCADE_2,         p_cascade,    5, 5, 5, 1 | 2 | 8),
  T(TRANSFER,          p_transfer,   3, 3, 3, 1 | 2),
  P(TRANSFER_IN,       p_transfer_in, 0, 0, 0),
  P(TRANSFER_OUT,      p_transfer_out, 0, 0, 0),
  P(MACRO_P,           p_macrop,     1, 1, 1),
  P(MACROEXPAND,       p_macroexpand, 1, 1, 1),
  PRIM_END
};

void prim_open_lib(LgState *L)
{
  prim_register(L, lib_prims);
  /* a name no one can type: the slots are no user's variable */
  lib_state(L)->slots = word_intern(&L->syms, " slots", 6);
  L->hooks.macro_runner = new_macro_runner(L);
}
