/* eval.c -- the tree-walking evaluator. */
#include <config.h>

#include <string.h>

#include "logo.h"
#include "error.h"
#include "grow.h"
#include "eval.h"
#include "mem.h"
#include "node.h"
#include "parse.h"
#include "print.h"
#include "proc.h"
#include "state.h"
#include "suggest.h"
#include "vocab.h"
#include "word.h"

/* Inputs of one call live in a C array up to this size, beyond in GC memory. */
#define ARGS_ON_STACK 16

/* Polls between two ticks: a few hundred steps, well under a millisecond,
 * so that the tick (which a window may spend on its events) costs nothing measurable. */
#define EV_TICK_EVERY 256

/* The idle hook when the host has its turn too: the layer's, then the
 * host's. */
static void tick_and_turn(LgState *L)
{
  if (L->hooks.tick) L->hooks.tick(L);
  L->hooks.turn(L);
}

void ev_set_tick(LgState *L, void (*tick)(LgState *L))
{
  L->hooks.tick = tick;
  L->hooks.idle = L->hooks.turn ? tick_and_turn : tick;
  L->tick_left = EV_TICK_EVERY;
}

void ev_set_turn(LgState *L, void (*turn)(LgState *L))
{
  L->hooks.turn = turn;
  ev_set_tick(L, L->hooks.tick);
}

void ev_tick(LgState *L)
{
  if (L->hooks.idle) {
    L->tick_left = EV_TICK_EVERY;
    L->hooks.idle(L);
  }
}

void ev_idle(LgState *L)
{
  ev_tick(L);
  ev_poll(L);
}

/* Has Ctrl-C been pressed, or is a step budget running? ev_poll's tests
 * of them, for the hot paths that call it only then (procedure calls
 * never run the tick, a loop's turns do). */
static inline bool stop_pending(LgState *L)
{
  return (L->interrupt && *L->interrupt) || L->budget > 0;
}

void ev_poll(LgState *L)
{
  if (LG_UNLIKELY(L->hooks.idle != NULL) && LG_UNLIKELY(L->tick_left-- == 0)) {
    L->tick_left = EV_TICK_EVERY;
    L->hooks.idle(L);
  }
  if (LG_UNLIKELY(L->interrupt && *L->interrupt)) {
    *L->interrupt = 0;
    err_throw(L, ERR_STOPPED);
  }
  if (LG_UNLIKELY(L->budget > 0) && --L->budget == 0) {
    L->budget = 1;   /* spent: every later step stops too */
    err_throw(L, ERR_STOPPED);
  }
}

/* Non-tail recursion uses the C stack: a fixed number of nested calls
 * (so the limit is the same on every machine), and a check of the stack
 * itself for the deeply nested expressions that might run out first. */
static void check_depth(LgState *L, Proc *p)
{
  if (LG_UNLIKELY(L->depth >= L->max_depth))
    err_throw_hint(L, sug_endless(L, p), ERR_STACK_OVERFLOW, L->max_depth);
  st_check_stack(L);
}

static Node *name_of(Expr *e)
{
  if (e->kind == EX_CALL) return e->proc->name->word;
  return e->val;
}

/* {====================================================================
 * Dynamic scope with shallow binding
 * ===================================================================== */

static void push_binding(LgState *L, Symbol *sym)
{
  GROW_TO_FIT(L->binds, L->capbinds, L->nbinds + 1, 256);
  L->binds[L->nbinds].sym = sym;
  L->binds[L->nbinds].old = sym->value;
  sym->bound_at = (uint32_t)L->nbinds++;
}

/* Bind sym to v in frame f. A tail call (reuse) rebinds a name the frame
 * already binds instead of saving it again, so the frame does not grow. */
static void bind(LgState *L, Frame *f, Symbol *sym, Node *v, bool reuse)
{
  if (reuse) {
    for (size_t i = f->bind_base; i < L->nbinds; i++)
      if (L->binds[i].sym == sym) {
        sym->value = v;
        return;
      }
  }
  push_binding(L, sym);
  sym->value = v;
}

static void unbind_to(LgState *L, size_t mark)
{
  while (L->nbinds > mark) {
    Binding *b = &L->binds[--L->nbinds];
    b->sym->value = b->old;
  }
}

size_t ev_bind_loop(LgState *L, Symbol *sym, Node *v)
{
  size_t mark = L->nbinds;
  push_binding(L, sym);
  sym->value = v;
  return mark;
}

void ev_unbind(LgState *L, size_t mark)
{
  unbind_to(L, mark);
}

void ev_bind_local(LgState *L, Symbol *sym, Node *v)
{
  if (L->frame->proc == NULL) {
    if (v != NOVAL) sym->value = v;
    return;
  }
  bind(L, L->frame, sym, v, true);
}

static Expr *default_expr(LgState *L, Proc *p, int k)
{
  return parse_expr_list(L, p->defaults[k]);
}

/* The common case, inline in call_user: required inputs only, in a new
 * frame. */
static inline void bind_required(LgState *L, Proc *p, Node **args)
{
  int n = p->nreq;
  GROW_TO_FIT(L->binds, L->capbinds, L->nbinds + (size_t)n, 256);
  Binding *b = L->binds + L->nbinds;
  Symbol **params = p->params;
  for (int k = 0; k < n; k++) {
    b[k].sym = params[k];
    b[k].old = params[k]->value;
    params[k]->value = args[k];
    params[k]->bound_at = (uint32_t)(L->nbinds + (size_t)k);
  }
  L->nbinds += (size_t)n;
}

/* A tail call's required inputs (inline in enter_tail_call): rebound
 * where the frame already binds them, looked for first where each was
 * last bound (Symbol.bound_at; any binding of the frame will do: the
 * value is the symbol's). */
static inline void rebind_required(LgState *L, Frame *f, Proc *p, Node **args)
{
  for (int k = 0; k < p->nreq; k++) {
    Symbol *sym = p->params[k];
    size_t i = sym->bound_at;
    if (i < f->bind_base || i >= L->nbinds || L->binds[i].sym != sym) {
      i = f->bind_base;
      while (i < L->nbinds && L->binds[i].sym != sym) i++;
      if (i == L->nbinds) push_binding(L, sym);
      else sym->bound_at = (uint32_t)i;
    }
    sym->value = args[k];
  }
}

/* Bind p's inputs: required ones, optional ones (their defaults evaluated
 * in the new frame, after the inputs before them), then the rest list. */
LG_NOINLINE static void bind_params(LgState *L, Frame *f, Proc *p, Node **args, int n, bool reuse)
{
  int k = 0;
  for (; k < p->nreq; k++) bind(L, f, p->params[k], args[k], reuse);
  for (int j = 0; j < p->nopt; j++, k++) {
    Node *v = k < n ? args[k] : ev_value(L, default_expr(L, p, j), p);
    bind(L, f, p->params[k], v, reuse);
  }
  if (p->rest) {
    Node *rest = NIL;
    for (int j = n - 1; j >= k; j--) rest = nd_cons(args[j], rest);
    bind(L, f, p->rest, rest, reuse);
  }
}

/* Who owns a variable DONNE sets: one lib-logo creates (DEPART's
 * counters) is the library's, and SAUVE leaves it out; once the user sets
 * it, it is the user's. */
static void note_owner(LgState *L, Symbol *s)
{
  Proc *p = L->frame->proc;
  bool library = p ? (p->flags & PF_LIBRARY) != 0 : L->loading_library;
  if (!library) s->flags &= (uint8_t)~SF_LIBRARY;
  else if (s->value == NOVAL) s->flags |= SF_LIBRARY;
}

void ev_set_var(LgState *L, Symbol *s, Node *v)
{
  note_owner(L, s);
  s->value = v;
}

/* }==================================================================== */

/* {====================================================================
 * Truth values
 * ===================================================================== */

/* Is the symbol's key the folded truth word b (0: true, 1: false) of
 * some vocabulary? */
static bool is_truth(const Symbol *s, int b)
{
  for (int v = 0; vocab_all[v]; v++) {
    const char *w = vocab_all[v]->truth[b];
    char key[16];
    if (strlen(w) < sizeof key / 2) {
      word_fold(w, strlen(w), true, key);
      if (strcmp(s->key, key) == 0) return true;
    }
  }
  return false;
}

bool ev_truth(LgState *L, Node *v)
{
  if (v == L->w_true) return true;
  if (v == L->w_false) return false;
  if (IS_WORD(v) && nd_type(v) == NT_WORD) {
    Symbol *s = word_symbol(&L->syms, v);
    if (s->word == L->w_true || is_truth(s, 0)) return true;
    if (s->word == L->w_false || is_truth(s, 1)) return false;
  }
  err_throw(L, ERR_BAD_INPUT, L->prim->name->word, v);
}

bool ev_truth_run(LgState *L, Node *v)
{
  if (!IS_LIST(v)) return ev_truth(L, v);
  Proc *by = L->prim;
  if (ev_run_list(L, v, CTX_VALUE, by) != ST_NORMAL) err_throw(L, ERR_NOT_IN_EXPR, by->name->word);
  if (L->retval == NOVAL) err_throw(L, ERR_DIDNT_OUTPUT, v, by->name->word);
  return ev_truth(L, L->retval);
}

/* }==================================================================== */

/* The words of line i of p: a line of lib-logo kept as text only is read
 * again first (the reread hook). Out of line, as the rare case it is. */
LG_NOINLINE static Node *body_words(LgState *L, Proc *p, int i)
{
  BodyLine *b = &p->lines[i];
  return b->unread ? L->hooks.reread(L, p, i) : b->tokens;
}

static Code *line_code(LgState *L, Proc *p, int i)
{
  Code *c = p->lines[i].code;
  if (c == NULL || c->epoch != L->epoch) {
    c = parse_line(L, body_words(L, p, i));
    p->lines[i].code = c;
  }
  return c;
}

/* VAVERS "nom: the line of p that starts with BALISE "nom. */
static int find_tag(LgState *L, Proc *p, Node *tag)
{
  for (int i = 0; i < p->nlines; i++) {
    Code *c = line_code(L, p, i);
    if (c->n == 0) continue;
    Expr *e = c->instr[0];
    if (e->kind == EX_CALL && (e->proc->flags & PF_TAG) && e->nargs == 1 &&
        e->args[0]->kind == EX_CONST && nd_equal(e->args[0]->val, tag))
      return i;
  }
  err_throw(L, ERR_NO_TAG, vocab_word(L, VID_VAVERS), tag);
}

static inline __attribute__((always_inline)) int run_instr(LgState *L, Expr *e, int ctx);

/* The instructions of a parsed line, one after the other. */
static inline __attribute__((always_inline)) int run_code_inline(LgState *L, Code *c, int ctx)
{
  int n = c->n;
  if (ctx == CTX_VALUE) L->retval = NOVAL;
  if (n == 0) return ST_NORMAL;
  /* every instruction but the last runs as a command, or as a tail call
   * when STOP follows; the last one runs in the line's context */
  Expr **in = c->instr;
  for (int k = 0; k < n - 1; k++) {
    int st = run_instr(L, in[k], ctx != CTX_VALUE && in[k + 1]->form == FORM_STOP ? CTX_TAIL : CTX_CMD);
    if (st != ST_NORMAL) return st;
  }
  return run_instr(L, in[n - 1], ctx);
}

/* Lists' lines: out of line. */
LG_NOINLINE static int run_code(LgState *L, Code *c, int ctx)
{
  return run_code_inline(L, c, ctx);
}

/* One instruction, out of line (for ev_if). */
LG_NOINLINE static int run_one(LgState *L, Expr *e, int ctx)
{
  return run_instr(L, e, ctx);
}

static int run_body(LgState *L, Frame *f)
{
  Proc *p = f->proc;
  bool stepped = p->name->flags & SF_STEPPED;
  for (int i = 0; i < p->nlines; i++) {
    f->line = i;
    if (LG_UNLIKELY(stepped)) L->hooks.line(L, p, i);
    /* a procedure's line: its nesting is the procedure's, already counted */
    int st = run_code_inline(L, line_code(L, p, i), i == p->last_line ? CTX_TAIL : CTX_CMD);
    if (st == ST_GOTO) {
      ev_poll(L);   /* a VAVERS loop is a loop: Ctrl-C and the budget stop it */
      i = find_tag(L, p, L->go_tag) - 1;
      continue;
    }
    if (st != ST_NORMAL) return st;
  }
  return ST_NORMAL;
}

/* A call in progress: what its result must be after the tail calls made
 * so far, and whether the procedure running is traced (read once, at its
 * entry, so that the trace hooks pair up even if TRACE changes meanwhile). */
typedef struct Call {
  bool need_none;          /* a command tail call: no value */
  Proc *need_value_from;   /* a RETOURNE tail call of this procedure: a value */
  bool traced;
} Call;

/* The pending tail call replaces the procedure of frame f: its inputs
 * (args) are bound in the same frame, which does not grow. */
static inline __attribute__((always_inline)) void bind_tail(LgState *L, Frame *f, Call *c,
                                                          Node **args)
{
  int n = L->tail_nargs;
  Proc *q = L->tail_proc;
  bool again = f->proc == q;
  if (L->tail_kind == TAIL_CMD) c->need_none = true;
  else c->need_value_from = q;
  if (LG_UNLIKELY(c->traced)) L->hooks.tail(L, f->proc);
  f->proc = q;
  f->line = -1;
  c->traced = q->name->flags & SF_TRACED;
  if (LG_UNLIKELY(c->traced)) L->hooks.call(L, q, args, n);
  if (LG_LIKELY(q->nopt == 0 && q->rest == NULL)) {
    /* a procedure calling itself: its inputs are bound in this frame, and
     * each binding is its symbol's innermost (what its body bound on top
     * is unbound by now: the calls it made returned, and a loop whose
     * body made this tail call unbound its variable on the way out), so
     * the symbols' values are the bindings to change */
    if (again) {
      int nreq = q->nreq;
      Symbol **params = q->params;
      for (int k = 0; k < nreq; k++) params[k]->value = args[k];
    } else {
      rebind_required(L, f, q, args);
    }
  } else {
    bind_params(L, f, q, args, n, true);
  }
}

/* Only defaults and TRACE's hooks run code that may make another tail
 * call before the inputs are bound: then they are copied first, out of
 * line, so that the copy's room is not in the frame of call_user (where
 * enter_tail_call is inlined) at every level of a recursion. */
LG_NOINLINE static void bind_tail_copied(LgState *L, Frame *f, Call *c)
{
  Node *copy[TAIL_MAX_ARGS];
  memcpy(copy, L->tail_args, (size_t)L->tail_nargs * sizeof(Node *));
  bind_tail(L, f, c, copy);
}

static void enter_tail_call(LgState *L, Frame *f, Call *c)
{
  Proc *q = L->tail_proc;
  if (LG_UNLIKELY(q->nopt > 0 || c->traced || (q->name->flags & SF_TRACED)))
    bind_tail_copied(L, f, c);
  else
    bind_tail(L, f, c, L->tail_args);
}

/* Run frame f's procedure, and each one a tail call puts in its place;
 * the result is checked against the last tail call's kind. */
static Node *run_calls(LgState *L, Frame *f, Call *c)
{
  int st;
  for (;;) {
    if (LG_UNLIKELY(stop_pending(L))) ev_poll(L);
    if ((st = run_body(L, f)) != ST_TAIL) break;
    enter_tail_call(L, f, c);
  }
  Node *result = st == ST_OUTPUT ? L->retval : NOVAL;
  if (c->need_none && result != NOVAL) err_throw(L, ERR_DK_WHAT, result);
  if (c->need_value_from && result == NOVAL)
    err_throw(L, ERR_DIDNT_OUTPUT, c->need_value_from->name->word, vocab_word(L, VID_RETOURNE));
  return result;
}

/* Call a user procedure. Tail calls loop in run_calls, in the same frame:
 * after a command tail call the result must be nothing, after RETOURNE's a
 * value. TRACE and PAS are hooks (debug.c), behind one flag test. Not
 * inlined: in ev_eval its large frame would weigh on every nested
 * evaluation, not only on calls (DEPART runs some 7% slower). */
LG_NOINLINE static Node *call_user(LgState *L, Proc *p, Node **args, int n)
{
  check_depth(L, p);
  Frame f = { L->frame, p, L->nbinds, -1, L->catch_level, -1 };
  L->frame = &f;
  L->depth++;
  Call c = { false, NULL, p->name->flags & SF_TRACED };
  if (LG_UNLIKELY(c.traced)) L->hooks.call(L, p, args, n);
  if (LG_LIKELY(p->nopt == 0 && p->rest == NULL)) bind_required(L, p, args);
  else bind_params(L, &f, p, args, n, false);
  Node *result = run_calls(L, &f, &c);
  if (LG_UNLIKELY(c.traced)) L->hooks.ret(L, f.proc, result);
  unbind_to(L, f.bind_base);
  L->frame = f.prev;
  L->depth--;
  return result;
}

/* {====================================================================
 * Calling primitives
 *
 * L->prim names the primitive running, for its error messages (arg_error).
 * It is set here and given back here after every call, and err_pcall gives
 * it back after an error: so a primitive that runs Logo code (REPETE,
 * ATTRAPE, CAPTURE...) finds itself there again afterwards, and no
 * primitive ever sets it. An explicit call record passed to every
 * primitive would do the same at the cost of all their signatures.
 * ===================================================================== */

static int call_ctl(LgState *L, Expr *e, int ctx)
{
  Proc *saved = L->prim;
  L->prim = e->proc;
  int st = e->proc->ctl(L, e, ctx);
  L->prim = saved;
  return st;
}

static Node *call_prim(LgState *L, Proc *p, Node **args, int n)
{
  Proc *saved = L->prim;
  L->prim = p;
  Node *v = p->fn(L, args, n);
  L->prim = saved;
  return v;
}

/* }==================================================================== */

/* {====================================================================
 * The evaluators of the tree's nodes (Expr.ev)
 *
 * ev_prepare picks one for each node when its tree is built: a constant,
 * a variable, a call of a control primitive, of a user procedure, of a
 * primitive with one or two inputs or more, and each of + - * < > <= >= =
 * <> with two inputs. A node's inputs are read by ev_value (eval.h),
 * which takes constants and variables without a call (most inputs are one
 * or the other).
 * ===================================================================== */

/* The errors a hint goes with (suggest.c), kept out of line so that the
 * hot functions' frames, which every nested call pays for, do not grow. */
LG_NOINLINE LG_NORETURN static void throw_unknown(LgState *L, Expr *e)
{
  err_throw_hint(L, sug_unknown(L, e->val, e->proc), ERR_DK_HOW, e->val);
}

LG_NOINLINE LG_NORETURN void ev_throw_no_output(LgState *L, Expr *e, Proc *consumer)
{
  err_throw_hint(L, sug_no_output(L, e, consumer), ERR_DIDNT_OUTPUT, name_of(e),
                 consumer->name->word);
}

LG_NOINLINE LG_NORETURN static void throw_unused(LgState *L, Expr *e, Node *v)
{
  err_throw_hint(L, sug_unused(L, e), ERR_DK_WHAT, v);
}

LG_NOINLINE LG_NORETURN static void throw_no_value(LgState *L, Expr *e)
{
  err_throw(L, ERR_NO_VALUE, e->val);
}

/* Evaluate the inputs of call e into args (room for e->nargs). */
static inline __attribute__((always_inline)) void eval_args(LgState *L, Expr *e, Node **args)
{
  for (int k = 0; k < e->nargs; k++) args[k] = ev_value(L, e->args[k], e->proc);
}

static Node *ev_const(LgState *L, Expr *e)
{
  (void)L;
  return e->val;
}

static Node *ev_var(LgState *L, Expr *e)
{
  if (LG_UNLIKELY(e->sym->value == NOVAL)) throw_no_value(L, e);
  return e->sym->value;
}

/* A literal {array}: a new one at each evaluation. */
static Node *ev_array(LgState *L, Expr *e)
{
  (void)L;
  return nd_array_copy(e->val);
}

static Node *ev_unknown(LgState *L, Expr *e)
{
  throw_unknown(L, e);
}

static Node *ev_ctl(LgState *L, Expr *e)
{
  int st = e->form == FORM_IF ? ev_if(L, e, CTX_VALUE) : call_ctl(L, e, CTX_VALUE);
  if (st != ST_NORMAL) err_throw(L, ERR_NOT_IN_EXPR, e->proc->name->word);
  return L->retval;
}

/* Inputs beyond ARGS_ON_STACK go to GC memory: out of line, so that the
 * common calls' frames stay small. */
LG_NOINLINE static Node *ev_call_many(LgState *L, Expr *e)
{
  Node **args = mem_alloc(e->nargs * sizeof(Node *));
  eval_args(L, e, args);
  if (e->proc->kind == PK_USER) return call_user(L, e->proc, args, e->nargs);
  return call_prim(L, e->proc, args, e->nargs);
}

static Node *ev_user(LgState *L, Expr *e)
{
  Node *args[ARGS_ON_STACK];
  eval_args(L, e, args);
  return call_user(L, e->proc, args, e->nargs);
}

/* Most procedures take few inputs: their calls keep a smaller array, a
 * frame that every level of a recursion holds (ev_user's is 136 bytes). */
enum { FEW_ARGS = 4 };
static Node *ev_user_few(LgState *L, Expr *e)
{
  Node *args[FEW_ARGS];
  eval_args(L, e, args);
  return call_user(L, e->proc, args, e->nargs);
}

static Node *ev_prim(LgState *L, Expr *e)
{
  Node *args[ARGS_ON_STACK];
  eval_args(L, e, args);
  return call_prim(L, e->proc, args, e->nargs);
}

static Node *ev_prim0(LgState *L, Expr *e)
{
  return call_prim(L, e->proc, NULL, 0);
}

static Node *ev_prim1(LgState *L, Expr *e)
{
  Node *args[1] = { ev_value(L, e->args[0], e->proc) };
  return call_prim(L, e->proc, args, 1);
}

/* A primitive of a variable (VIDE? :LL, DER :LL): its value read straight
 * from the tree; no value goes to the general one, for the message. */
static Node *ev_prim1_var(LgState *L, Expr *e)
{
  Node *args[1] = { e->args[0]->sym->value };
  if (LG_UNLIKELY(args[0] == NOVAL)) return ev_prim1(L, e);
  return call_prim(L, e->proc, args, 1);
}

static Node *ev_prim2(LgState *L, Expr *e)
{
  Node *args[2];
  args[0] = ev_value(L, e->args[0], e->proc);
  args[1] = ev_value(L, e->args[1], e->proc);
  return call_prim(L, e->proc, args, 2);
}

/* MEMBRE? x PH a b ... (DEPART asks MEMBRE? DIFF ... PH PH 0 :X PROD ...
 * at every step): the sentence's items are where PH would take them, each
 * input a word or a list's items, so they are searched there and the
 * sentence is never built. The inputs are evaluated as the two calls
 * would, in the same order, with the same messages. */
static Node *ev_member_sentence(LgState *L, Expr *e)
{
  Expr *ph = e->args[1];
  Node *v = ev_value(L, e->args[0], e->proc);
  Node *items[ARGS_ON_STACK];
  for (int k = 0; k < ph->nargs; k++) items[k] = ev_value(L, ph->args[k], ph->proc);
  for (int k = 0; k < ph->nargs; k++) {
    Node *x = items[k];
    if (IS_LIST(x) ? nd_list_has(x, v) : nd_item_equal(v, x))
      return L->w_true;
  }
  return L->w_false;
}

/* DONNE "name value: the name's symbol is the quoted word's own (kept in
 * it), the value set as DONNE sets it; the most common command of a loop
 * without the primitive's call. */
static Node *ev_make(LgState *L, Expr *e)
{
  Node *v = ev_value(L, e->args[1], e->proc);
  ev_set_var(L, word_symbol(&L->syms, e->args[0]->val), v);
  return NOVAL;
}

/* METSPREMIER thing list: the cell made here (a list is the common case,
 * building a list in a loop); a word goes to the primitive. */
static Node *ev_fput(LgState *L, Expr *e)
{
  Node *args[2];
  args[0] = ev_value(L, e->args[0], e->proc);
  args[1] = ev_value(L, e->args[1], e->proc);
  if (LG_LIKELY(IS_LIST(args[1]))) return nd_cons(args[0], args[1]);
  return call_prim(L, e->proc, args, 2);
}

/* + - * < ... with two inputs (Proc.op): computed here when both are
 * integers and the result fits, else by the primitive, whose checks and
 * messages stay the only ones. One function per operator, so that the
 * operation is known without a test; and for the commonest shape, a
 * variable and an integer constant (:N - 1, :C < 8), one that reads both
 * straight from the tree, falling back on the general one for anything
 * else (no value, not an integer, an overflow). */
#define EV_OP2(name, compute)                                            \
  static Node *name(LgState *L, Expr *e)                                 \
  {                                                                      \
    Node *args[2];                                                       \
    args[0] = ev_value(L, e->args[0], e->proc);                          \
    args[1] = ev_value(L, e->args[1], e->proc);                          \
    if (IS_INT(args[0]) && IS_INT(args[1])) {                            \
      int64_t x = nd_ival(args[0]), y = nd_ival(args[1]), r;             \
      (void)r;                                                           \
      compute                                                            \
    }                                                                    \
    return call_prim(L, e->proc, args, 2);                               \
  }                                                                      \
  static Node *name##_vk(LgState *L, Expr *e)                            \
  {                                                                      \
    Node *v = e->args[0]->sym->value;                                    \
    if (LG_LIKELY(IS_INT(v))) {                                          \
      int64_t x = nd_ival(v), y = nd_ival(e->args[1]->val), r;           \
      (void)r;                                                           \
      compute                                                            \
    }                                                                    \
    return name(L, e);                                                   \
  }
#define EV_ARITH(name, builtin) \
  EV_OP2(name, if (!builtin(x, y, &r)) return nd_int(r);)
#define EV_COMPARE(name, test) \
  EV_OP2(name, return (test) ? L->w_true : L->w_false;)

EV_ARITH(ev_add, __builtin_add_overflow)
EV_ARITH(ev_sub, __builtin_sub_overflow)
EV_ARITH(ev_mul, __builtin_mul_overflow)
EV_COMPARE(ev_lt, x < y)
EV_COMPARE(ev_gt, x > y)
EV_COMPARE(ev_le, x <= y)
EV_COMPARE(ev_ge, x >= y)
EV_COMPARE(ev_eq, x == y)
EV_COMPARE(ev_ne, x != y)

static EvalFn op2_evaluator(Expr *e)
{
  static const EvalFn by_op[][2] = {
    [OPI_ADD] = { ev_add, ev_add_vk }, [OPI_SUB] = { ev_sub, ev_sub_vk },
    [OPI_MUL] = { ev_mul, ev_mul_vk }, [OPI_LT] = { ev_lt, ev_lt_vk },
    [OPI_GT] = { ev_gt, ev_gt_vk },    [OPI_LE] = { ev_le, ev_le_vk },
    [OPI_GE] = { ev_ge, ev_ge_vk },    [OPI_EQ] = { ev_eq, ev_eq_vk },
    [OPI_NE] = { ev_ne, ev_ne_vk },
  };
  /* the constant must be an integer now and stay one: a tree's constants
   * never change (the templates of prim_lib.c fill theirs after
   * ev_prepare, when they are still NULL here) */
  bool vk = e->args[0]->kind == EX_VAR && e->args[1]->kind == EX_CONST && IS_INT(e->args[1]->val);
  return by_op[e->proc->op][vk];
}

/* MEMBRE? of a call of PH (the primitive) with its inputs on the stack. */
static bool member_sentence(Expr *e)
{
  Expr *list = e->args[1];
  return list->kind == EX_CALL && (list->proc->flags & PF_FLAT) && list->nargs <= ARGS_ON_STACK;
}

/* DONNE "name with a word of characters, not empty: a name DONNE takes as
 * it is (a tree's constants never change). */
static bool make_named(Expr *e)
{
  Expr *name = e->args[0];
  return name->kind == EX_CONST && name->val != NIL && nd_type(name->val) == NT_WORD && name->val->len > 0;
}

static EvalFn call_evaluator(Expr *e)
{
  Proc *p = e->proc;
  if (p->kind == PK_CTL) return ev_ctl;
  if (e->nargs > ARGS_ON_STACK) return ev_call_many;
  if (p->kind == PK_USER) return e->nargs <= FEW_ARGS ? ev_user_few : ev_user;
  if (p->op != OPI_NONE && e->nargs == 2) {
    if (p->op <= OPI_LAST_OP2) return op2_evaluator(e);
    if (p->op == OPI_MAKE && make_named(e)) return ev_make;
    if (p->op == OPI_FPUT) return ev_fput;
    if (p->op == OPI_MEMBERP && member_sentence(e)) return ev_member_sentence;
  }
  if (e->nargs == 0) return ev_prim0;
  if (e->nargs == 1) return e->args[0]->kind == EX_VAR ? ev_prim1_var : ev_prim1;
  if (e->nargs == 2) return ev_prim2;
  return ev_prim;
}

void ev_prepare(Expr *e)
{
  switch (e->kind) {
  case EX_CONST: e->ev = ev_const; break;
  case EX_VAR: e->ev = ev_var; break;
  case EX_ARRAY: e->ev = ev_array; break;
  case EX_CALL:
    e->ev = call_evaluator(e);
    /* known by its node alone (run_instr, tail_callable, a STOP after a
     * call in run_code_inline); SI and SISINON run by a direct call of
     * ev_if, not through call_ctl */
    if (e->proc->kind == PK_CTL)
      e->form = e->proc->ctl == ev_if ? FORM_IF : e->proc->flags & PF_STOP ? FORM_STOP : FORM_CTL;
    else if (e->proc->kind == PK_USER && e->nargs <= TAIL_MAX_ARGS)
      e->form = FORM_USER;
    break;
  default: e->ev = ev_unknown; break;
  }
  for (int k = 0; k < e->nargs; k++) ev_prepare(e->args[k]);
}

/* }==================================================================== */

/* The inputs are evaluated first, then stored: evaluating one may run a
 * procedure whose own tail calls use L->tail_args. A single input is
 * stored once evaluated, with nothing left to overwrite it. Several go
 * through an array on the stack, out of line: its frame would cost the
 * common call of one input six registers saved and restored. */
LG_NOINLINE static void tail_args_many(LgState *L, Expr *e)
{
  Node *args[TAIL_MAX_ARGS];
  eval_args(L, e, args);
  /* copied two at a time: GCC makes a call of memcpy of a plain copy
   * loop, which for the few inputs of a call cost more than the copy
   * (2 to 3 % of DEPART's time) */
  Node **to = L->tail_args;
  int n = e->nargs, k = 0;
  for (; k + 1 < n; k += 2) {
    Node *a = args[k], *b = args[k + 1];
    to[k] = a;
    to[k + 1] = b;
  }
  if (k < n) to[k] = args[k];
}

/* Inline in run_instr: GCC otherwise leaves it out of line, a call and
 * its frame at every turn of a tail loop. */
static inline __attribute__((always_inline)) int tail_call(LgState *L, Expr *e, int kind)
{
  if (e->nargs == 1) {
    Node *v = ev_value(L, e->args[0], e->proc);
    L->tail_args[0] = v;
  } else if (e->nargs > 1) {
    tail_args_many(L, e);
  }
  L->tail_nargs = e->nargs;
  L->tail_proc = e->proc;
  L->tail_kind = kind;
  return ST_TAIL;
}

int ev_tail_call(LgState *L, Expr *e, int kind)
{
  return tail_call(L, e, kind);
}

/* A user's procedure keeps its frame when it calls into lib-logo, even in
 * tail position: an error in the library is reported at that call
 * (error.c), which a reused frame would have forgotten. */
static inline bool tail_callable(LgState *L, Expr *e)
{
  Proc *caller = L->frame->proc;
  return e->form == FORM_USER && caller != NULL && L->frame->catch_level == L->catch_level &&
         (!(e->proc->flags & PF_LIBRARY) || (caller->flags & PF_LIBRARY));
}

bool ev_tail_callable(LgState *L, Expr *e)
{
  return tail_callable(L, e);
}

static inline __attribute__((always_inline)) int run_instr(LgState *L, Expr *e, int ctx)
{
  if (e->form >= FORM_CTL) return e->form == FORM_IF ? ev_if(L, e, ctx) : call_ctl(L, e, ctx);
  if (ctx == CTX_TAIL && tail_callable(L, e)) return tail_call(L, e, TAIL_CMD);
  Node *v = ev_eval(L, e);
  if (ctx == CTX_VALUE) {
    L->retval = v;
    return ST_NORMAL;
  }
  if (v != NOVAL) throw_unused(L, e, v);
  return ST_NORMAL;
}

/* A list's instructions; a single one (most loop bodies, most arms of SI)
 * run by run_one, without run_code's loop. */
static inline int run_list_instrs(LgState *L, Code *c, int ctx)
{
  if (c->n != 1) return run_code(L, c, ctx);
  if (ctx == CTX_VALUE) L->retval = NOVAL;
  return run_one(L, c->instr[0], ctx);
}

/* Every list given to REPETE, SI, EXECUTE... runs here. A list may run
 * itself (DONNE "R [EXECUTE :R]) with no procedure call to count: the
 * nesting of lists is counted (the same limit on every machine and build,
 * as for procedures) and the C stack checked. An error unwinds the count
 * with err_pcall. */
static inline int run_list_code(LgState *L, Code *c, int ctx)
{
  if (LG_UNLIKELY(++L->list_depth > ST_MAX_LIST_DEPTH)) err_throw(L, ERR_C_STACK);
  st_check_stack(L);
  int st = run_list_instrs(L, c, ctx);
  L->list_depth--;
  return st;
}

/* {====================================================================
 * SI and SISINON
 *
 * Their control function is the evaluator's own (the primitives' table
 * names ev_if), and ev_prepare marks their calls (FORM_IF) so that
 * run_instr calls it directly, without call_ctl: L->prim, which only an
 * error about the condition needs, is set for that error alone. A list
 * written in the call keeps its parse in its node (Expr.code), checked
 * against the epoch as every parse is.
 * ===================================================================== */

/* A condition other than VRAI or FAUX: a list run for one, or the error,
 * both under SI's name. */
LG_NOINLINE static bool if_condition(LgState *L, Expr *e, Node *cond)
{
  Proc *saved = L->prim;
  L->prim = e->proc;
  bool b = ev_truth_run(L, cond);
  L->prim = saved;
  return b;
}

LG_NOINLINE static Code *parse_arm(LgState *L, Expr *arm)
{
  arm->code = parse_line(L, arm->val);
  return arm->code;
}

int ev_if(LgState *L, Expr *e, int ctx)
{
  Node *cond = ev_value(L, e->args[0], e->proc);
  int k = cond == L->w_true ? 1 : cond == L->w_false ? 2 : if_condition(L, e, cond) ? 1 : 2;
  if (k >= e->nargs) {   /* SI without a second list */
    if (ctx == CTX_VALUE) L->retval = NOVAL;
    return ST_NORMAL;
  }
  Expr *arm = e->args[k];
  if (arm->kind != EX_CONST) return ev_run_list(L, ev_value(L, arm, e->proc), ctx, e->proc);
  /* a parse kept is a written list's (expr_set_const forgets it) */
  Code *c = arm->code;
  if (LG_UNLIKELY(c == NULL || c->epoch != L->epoch)) {
    if (!IS_LIST(arm->val)) return ev_run_list(L, arm->val, ctx, e->proc);
    c = parse_arm(L, arm);
  }
  /* a written list of one instruction (SI :N < 2 [RETOURNE :N]) runs it
   * without the lists' count: it cannot run itself, only through a call
   * or a list run by EXECUTE, REPETE..., which count; the C stack is
   * checked all the same, for a deeply nested text */
  if (c->n == 1) {
    st_check_stack(L);
    return run_list_instrs(L, c, ctx);
  }
  return run_list_code(L, c, ctx);
}

/* }==================================================================== */

/* The parses of the instruction lists run (SI's, REPETE's, EXECUTE's...),
 * each valid in the epoch it was made in (Code.epoch): a table indexed by
 * the address of the list's first cell, two entries per set, the last
 * two lists parsed there (a hot list loses its entry only to two others
 * of its set). Lists are never changed in place, so the cell stands for
 * the list. The table is emptied at the start of every collection: it
 * must not keep alive a list run once, nor what its parse holds (EXECUTE
 * (LISTE "IGNORE :DATA) would keep thousands of DATA); a hot list is
 * parsed again after each collection, some forty times in DEPART 10. */
enum { LIST_SETS = 4096, LIST_CODES = 2 * LIST_SETS };
typedef struct ListCode {
  Node *list;
  Code *code;
} ListCode;

typedef struct ListCodes {
  bool used;               /* an entry was made since the table was emptied */
  ListCode sets[LIST_CODES];
} ListCodes;

static inline ListCode *list_set(ListCodes *t, Node *list)
{
  /* nodes are 32-byte blocks: the address's bits above those */
  return &t->sets[2 * (((uintptr_t)list >> 5) & (LIST_SETS - 1))];
}

static void forget_list_codes(void *ud)
{
  ListCodes *t = ((LgState *)ud)->list_codes;
  if (!t->used) return;
  memset(t->sets, 0, sizeof t->sets);
  t->used = false;
}

/* The empty list's parse: no instructions, whatever the epoch. */
static Code no_instructions;

LG_NOINLINE static Code *parse_list(LgState *L, Node *list)
{
  if (list == NIL) return &no_instructions;
  if (L->list_codes == NULL) {
    L->list_codes = mem_alloc(sizeof(ListCodes));
    mem_on_collect(forget_list_codes, L);
  }
  Code *c = parse_line(L, list);
  ListCode *set = list_set(L->list_codes, list);
  if (set[0].list != list) set[1] = set[0];
  set[0] = (ListCode){ list, c };
  L->list_codes->used = true;
  return c;
}

/* Inline: a loop's body finds its parse at each turn. */
static inline Code *code_of_list(LgState *L, Node *list)
{
  if (LG_LIKELY(L->list_codes != NULL && list != NIL)) {
    ListCode *set = list_set(L->list_codes, list);
    for (int i = 0; i < 2; i++)
      if (set[i].list == list && LG_LIKELY(set[i].code->epoch == L->epoch)) return set[i].code;
  }
  return parse_list(L, list);
}

int ev_run_loop_body(LgState *L, LoopBody *body)
{
  if (LG_UNLIKELY(L->hooks.idle != NULL || stop_pending(L))) ev_poll(L);
  Code *c = body->code;
  if (LG_UNLIKELY(c == NULL || c->epoch != L->epoch)) c = body->code = code_of_list(L, body->list);
  return run_list_code(L, c, CTX_CMD);
}

int ev_run_list(LgState *L, Node *list, int ctx, Proc *by)
{
  if (!IS_LIST(list)) err_throw(L, ERR_BAD_INPUT, by->name->word, list);
  return run_list_code(L, code_of_list(L, list), ctx);
}

typedef struct ListRun {
  Node *list;
  int ctx;
  Proc *by;
  int status;
} ListRun;

static void list_body(LgState *L, void *ud)
{
  ListRun *r = ud;
  r->status = ev_run_list(L, r->list, r->ctx, r->by);
}

int ev_pcall_list(LgState *L, Node *list, int ctx, Proc *by, int *status)
{
  ListRun r = { list, ctx, by, ST_NORMAL };
  int failed = err_pcall(L, list_body, &r);
  *status = r.status;
  return failed;
}

/* A line typed or read from a file runs one instruction at a time, each
 * parsed just before it runs: RAMENE "f EC CARRE 5 may use what f defines. */
void ev_toplevel(LgState *L, Node *words)
{
  L->frame = &L->top;
  ev_run_here(L, words);
}

void ev_run_here(LgState *L, Node *words)
{
  LineParser *lp = parse_begin(L, words);
  for (Expr *e; (e = parse_next(lp)) != NULL;) run_instr(L, e, CTX_CMD);
}
