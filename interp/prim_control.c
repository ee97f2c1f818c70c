/* prim_control.c -- SI, SISINON, REPETE, STOP, RETOURNE, EXECUTE, ATTRAPE...
 * The control primitives receive their call unevaluated (see proc.h), so
 * they can pass the running context on: the list SI chooses at the end of
 * a procedure is in tail position, STOP inside REPETE leaves the procedure. */
#include <config.h>

#include <string.h>
#include <time.h>

#include "logo.h"
#include "error.h"
#include "eval.h"
#include "mem.h"
#include "node.h"
#include "parse.h"
#include "prim.h"
#include "reader.h"
#include "state.h"
#include "utf8.h"
#include "word.h"

/* Evaluate input i of call e. */
static Node *input(LgState *L, Expr *e, int i)
{
  return ev_value(L, e->args[i], e->proc);
}

/* A condition: VRAI/FAUX, or a list run for one (UCBLogo's IF). */
static bool cond_input(LgState *L, Expr *e, int i)
{
  Node *v[1] = { input(L, e, i) };
  /* VRAI and FAUX as the comparisons give them, without a call */
  if (v[0] == L->w_true) return true;
  if (v[0] == L->w_false) return false;
  return arg_tf(L, v, 0);
}

static int run_input(LgState *L, Expr *e, int i, int ctx)
{
  return ev_run_list(L, input(L, e, i), ctx, e->proc);
}

/* A control primitive that outputs v where it was called. */
static int give(LgState *L, Node *v, int ctx)
{
  if (ctx == CTX_VALUE) {
    L->retval = v;
    return ST_NORMAL;
  }
  if (v != NOVAL) err_throw(L, ERR_DK_WHAT, v);
  return ST_NORMAL;
}

static void need_procedure(LgState *L, Expr *e, int ctx)
{
  if (L->frame->proc == NULL) err_throw(L, ERR_ONLY_IN_PROC, e->proc->name->word);
  if (ctx == CTX_VALUE) err_throw(L, ERR_NOT_IN_EXPR, e->proc->name->word);
}

/* The state of this module (st_ext): COMPTEUR, the turn of the innermost
 * loop (-1 outside any), a word the error boundaries give back (st_keep:
 * a loop an error leaves never gives back its caller's count itself); the
 * error ATTRAPE "ERREUR caught, for ERREUR; CHRONO's origin, when the
 * session started. */
typedef struct Control {
  int64_t *count;
  Node *caught;
  struct timespec origin;
} Control;

static const char control_key;

static Control *control_state(LgState *L)
{
  Control *c = st_ext(L, &control_key, sizeof(Control), NULL);
  if (LG_UNLIKELY(c->count == NULL)) c->count = st_keep(L, -1);
  return c;
}

/* COMPTEUR's word, looked up once a loop (never at each turn). */
static int64_t *repcount(LgState *L)
{
  return control_state(L)->count;
}

int64_t prim_repcount(LgState *L)
{
  return *repcount(L);
}

/* Run list once more as the body of a loop: COMPTEUR (*count) is i,
 * Ctrl-C is polled. Returns the status (non-normal: leave the loop). */
static int loop_body(LgState *L, int64_t *count, LoopBody *body, int64_t i)
{
  *count = i;
  return ev_run_loop_body(L, body);
}

/* The condition list of TANTQUE, REPETETANTQUE, REPETEJUSQUA: run for a
 * value, which must be VRAI or FAUX. */
static bool run_condition(LgState *L, Expr *e, Node *cond)
{
  if (ev_run_list(L, cond, CTX_VALUE, e->proc) != ST_NORMAL)
    err_throw(L, ERR_NOT_IN_EXPR, e->proc->name->word);
  Node *v[1] = { L->retval };
  if (v[0] == NOVAL) err_throw(L, ERR_DIDNT_OUTPUT, cond, e->proc->name->word);
  return arg_bool(L, v, 0);
}

/* The one skeleton of REPETE, REPETETOUJOURS, TANTQUE, REPETETANTQUE and
 * REPETEJUSQUA: at most n turns (-1: no limit), COMPTEUR counting them
 * and given back afterwards; the condition run before each turn (TANTQUE:
 * the loop ends when it is false), or after it (REPETETANTQUE goes on
 * while it is true, REPETEJUSQUA until it is), or never. Returns the
 * status that left the loop, ST_NORMAL at its end. */
typedef enum { TEST_NONE, TEST_BEFORE, TEST_WHILE, TEST_UNTIL } LoopTest;

typedef struct Loop {
  Expr *e;             /* the loop's call, for its condition's messages */
  LoopBody body;
  Node *cond;
  LoopTest test;
  int64_t n;
} Loop;

static int run_loop(LgState *L, Loop *lp)
{
  int64_t *count = repcount(L), saved = *count;
  int st = ST_NORMAL;
  /* i stops at n without ever stepping past it: n may be INT64_MAX */
  for (int64_t i = 1; lp->n != 0; i++) {
    if (lp->test == TEST_BEFORE && !run_condition(L, lp->e, lp->cond)) break;
    if ((st = loop_body(L, count, &lp->body, i)) != ST_NORMAL || i == lp->n) break;
    if (lp->test >= TEST_WHILE && run_condition(L, lp->e, lp->cond) == (lp->test == TEST_UNTIL))
      break;
  }
  *count = saved;
  return st;
}

/* REPETE and REPETETOUJOURS: under UCBLogo's rules (English), a STOP
 * in the body ends the loop only, as in UCBLogo 6.2 (RETOURNE still
 * leaves the procedure); no call in the body is then a tail call (the
 * catch level, as in ATTRAPE), since the body goes on after it. In
 * French, STOP leaves the procedure. */
static int run_counted(LgState *L, Loop *lp)
{
  if (!L->vocab->ucblogo) return run_loop(L, lp);
  L->catch_level++;   /* err_pcall gives it back after an error */
  int st = run_loop(L, lp);
  L->catch_level--;
  return st == ST_STOP ? ST_NORMAL : st;
}

/* REPETE n [instructions]: STOP or RETOURNE inside leave the procedure
 * (STOP the loop only, in English: run_counted). */
static int c_repeat(LgState *L, Expr *e, int ctx)
{
  Node *count = input(L, e, 0);
  Node *list = input(L, e, 1);
  int64_t n;
  if (!nd_to_int(count, &n) || n < 0) arg_error(L, count);
  if (!IS_LIST(list)) arg_error(L, list);
  Loop lp = { e, LOOP_BODY(list), NIL, TEST_NONE, n };
  int st = run_counted(L, &lp);
  return st == ST_NORMAL ? give(L, NOVAL, ctx) : st;
}

/* REPETETOUJOURS [instructions]: until STOP, RETOURNE, an error or Ctrl-C. */
static int c_forever(LgState *L, Expr *e, int ctx)
{
  Node *list = input(L, e, 0);
  if (!IS_LIST(list)) arg_error(L, list);
  Loop lp = { e, LOOP_BODY(list), NIL, TEST_NONE, -1 };
  int st = run_counted(L, &lp);
  return st == ST_NORMAL ? give(L, NOVAL, ctx) : st;
}

/* TANTQUE [condition] [instructions]: the condition is run before each turn. */
static int c_while(LgState *L, Expr *e, int ctx)
{
  Node *cond = input(L, e, 0), *list = input(L, e, 1);
  if (!IS_LIST(cond)) arg_error(L, cond);
  if (!IS_LIST(list)) arg_error(L, list);
  Loop lp = { e, LOOP_BODY(list), cond, TEST_BEFORE, -1 };
  int st = run_loop(L, &lp);
  return st == ST_NORMAL ? give(L, NOVAL, ctx) : st;
}

/* An exact integer: an integer node, or a word written as one ("12). */
static bool exact_int(Node *v, int64_t *out)
{
  if (v == NIL) return false;
  if (nd_type(v) == NT_INT) { *out = nd_ival(v); return true; }
  bool is_int;
  double d;
  return nd_type(v) == NT_WORD && nd_parse_number(v->u.w.s, v->len, &is_int, out, &d) && is_int;
}

/* What REPETEPOUR's turns share: its variable, its body, COMPTEUR. */
typedef struct ForLoop {
  Symbol *var;
  LoopBody body;
  int64_t *count;
} ForLoop;

/* One turn of REPETEPOUR with the variable at x: true to go on. */
static bool for_turn(LgState *L, ForLoop *fl, Node *x, int64_t i, int *st)
{
  fl->var->value = x;
  *st = loop_body(L, fl->count, &fl->body, i);
  return *st == ST_NORMAL;
}

/* Whole-number bounds and step loop in exact integers: past 2^53 a double
 * would stop counting. The loop ends when the next value passes the bound
 * or would not fit in 64 bits (it is past the bound then). */
static int for_ints(LgState *L, ForLoop *fl, int64_t x, Node *to, int64_t step)
{
  int st = ST_NORMAL, c;
  for (int64_t i = 1;; i++) {
    Node *xn = nd_int(x);
    nd_num_compare(xn, to, &c);
    if ((step > 0 ? c > 0 : c < 0) || !for_turn(L, fl, xn, i, &st)) break;
    if (__builtin_add_overflow(x, step, &x)) break;
  }
  return st;
}

/* Real bounds or step: a step too small to change the variable would loop
 * for ever on the same value, so it is refused. */
static int for_reals(LgState *L, ForLoop *fl, double x, double to, double step)
{
  int st = ST_NORMAL;
  for (int64_t i = 1; step > 0 ? x <= to : x >= to; i++) {
    if (x + step == x) err_throw(L, ERR_FOR_STUCK, L->prim->name->word, nd_number(x));
    if (!for_turn(L, fl, nd_number(x), i, &st)) break;
    x += step;
  }
  return st;
}

/* REPETEPOUR [variable début fin (pas)] [instructions]: the variable goes
 * from début to fin by pas (1 or -1 by default), bound for the loop only. */
static int c_for(LgState *L, Expr *e, int ctx)
{
  Node *spec = input(L, e, 0), *list = input(L, e, 1);
  if (!IS_CONS(spec) || CAR(spec) == NIL || nd_type(CAR(spec)) != NT_WORD) arg_error(L, spec);
  if (!IS_LIST(list)) arg_error(L, list);
  /* the bounds are expressions, as in UCBLogo: [i 1 :n] */
  Code *bounds = parse_line(L, CDR(spec));
  if (bounds->n < 2 || bounds->n > 3) arg_error(L, spec);
  Node *v[3];
  for (int k = 0; k < bounds->n; k++) v[k] = ev_value(L, bounds->instr[k], e->proc);
  double from = arg_num(L, v, 0), to = arg_num(L, v, 1);
  int c;
  nd_num_compare(v[1], v[0], &c);
  if (bounds->n == 2) v[2] = nd_int(c >= 0 ? 1 : -1);
  double step = arg_num(L, v, 2);
  if (step == 0) arg_error(L, spec);
  int64_t ifrom, istep;
  ForLoop fl = { word_symbol(&L->syms, CAR(spec)), LOOP_BODY(list), repcount(L) };
  size_t mark = ev_bind_loop(L, fl.var, NOVAL);
  int64_t saved = *fl.count;
  int st = exact_int(v[0], &ifrom) && exact_int(v[2], &istep)
               ? for_ints(L, &fl, ifrom, v[1], istep)
               : for_reals(L, &fl, from, to, step);
  *fl.count = saved;
  ev_unbind(L, mark);
  return st == ST_NORMAL ? give(L, NOVAL, ctx) : st;
}

/* POURCHAQUE "variable chose [instructions]: once per element of a list
 * (or character of a word), the variable bound to it for the loop only. */
static int c_foreach(LgState *L, Expr *e, int ctx)
{
  Node *name = input(L, e, 0), *things = input(L, e, 1), *list = input(L, e, 2);
  if (!IS_WORD(name) || nd_type(name) != NT_WORD) arg_error(L, name);
  if (!IS_LIST(list)) arg_error(L, list);
  LoopBody body = LOOP_BODY(list);
  if (!IS_LIST(things)) {
    Node *chars = NIL, **tail = NULL;
    size_t len;
    const char *s = arg_chars(L, things, &len);   /* a TABLEAU is refused */
    for (size_t i = 0; i < len; i += utf8_len(s + i, len - i))
      nd_append(&chars, &tail, nd_atom(s + i, utf8_len(s + i, len - i), 0));
    things = chars;
  }
  Symbol *var = word_symbol(&L->syms, name);
  size_t mark = ev_bind_loop(L, var, NOVAL);
  int64_t *count = repcount(L), saved = *count;
  int st = ST_NORMAL;
  int64_t i = 1;
  for (Node *p = things; st == ST_NORMAL && p != NIL; p = CDR(p), i++) {
    var->value = CAR(p);
    st = loop_body(L, count, &body, i);
  }
  *count = saved;
  ev_unbind(L, mark);
  return st == ST_NORMAL ? give(L, NOVAL, ctx) : st;
}

/* REPETETANTQUE [instructions] [condition] and REPETEJUSQUA: the
 * instructions first, then the condition decides whether to go on. */
static int do_loop(LgState *L, Expr *e, int ctx, bool until)
{
  Node *list = input(L, e, 0), *cond = input(L, e, 1);
  if (!IS_LIST(list)) arg_error(L, list);
  if (!IS_LIST(cond)) arg_error(L, cond);
  Loop lp = { e, LOOP_BODY(list), cond, until ? TEST_UNTIL : TEST_WHILE, -1 };
  int st = run_loop(L, &lp);
  return st == ST_NORMAL ? give(L, NOVAL, ctx) : st;
}

static int c_do_while(LgState *L, Expr *e, int ctx) { return do_loop(L, e, ctx, false); }
static int c_do_until(LgState *L, Expr *e, int ctx) { return do_loop(L, e, ctx, true); }

/* TESTE condition, then SIVRAI [..] / SIFAUX [..]: the result is kept in
 * the running procedure (or at top level). */
static int c_test(LgState *L, Expr *e, int ctx)
{
  L->frame->test = cond_input(L, e, 0);
  return give(L, NOVAL, ctx);
}

static int if_tested(LgState *L, Expr *e, int ctx, bool want)
{
  if (L->frame->test < 0) err_throw(L, ERR_NO_TEST, e->proc->name->word);
  if ((L->frame->test == 1) != want) return give(L, NOVAL, ctx);
  return run_input(L, e, 0, ctx);
}

static int c_iftrue(LgState *L, Expr *e, int ctx) { return if_tested(L, e, ctx, true); }
static int c_iffalse(LgState *L, Expr *e, int ctx) { return if_tested(L, e, ctx, false); }

/* BALISE "nom marks a line of a procedure; VAVERS "nom goes on from it. */
static int c_tag(LgState *L, Expr *e, int ctx)
{
  input(L, e, 0);
  return give(L, NOVAL, ctx);
}

static int c_goto(LgState *L, Expr *e, int ctx)
{
  need_procedure(L, e, ctx);
  L->go_tag = input(L, e, 0);
  return ST_GOTO;
}

static Node *p_repcount(LgState *L, Node **a, int n)
{
  (void)a;
  (void)n;
  return nd_int(prim_repcount(L));
}

static int c_stop(LgState *L, Expr *e, int ctx)
{
  need_procedure(L, e, ctx);
  return ST_STOP;
}

/* RETOURNE value: a call to a user procedure here is a tail call. */
static int c_output(LgState *L, Expr *e, int ctx)
{
  need_procedure(L, e, ctx);
  Expr *a = e->args[0];
  if (ev_tail_callable(L, a)) return ev_tail_call(L, a, TAIL_VALUE);
  L->retval = ev_value(L, a, e->proc);
  return ST_OUTPUT;
}

/* A word given to EXECUTE runs as a line: its text is read as a line
 * typed would be (EXECUTE "|EC 5| prints 5, as in UCBLogo). */
static Node *as_list(LgState *L, Node *v)
{
  if (IS_LIST(v)) return v;
  size_t len;
  const char *s = arg_chars(L, v, &len);
  return rd_list(L, s, len);
}

static int c_run(LgState *L, Expr *e, int ctx)
{
  return ev_run_list(L, as_list(L, input(L, e, 0)), ctx, e->proc);
}

static Node *p_runresult(LgState *L, Node **a, int n)
{
  (void)n;
  int st = ev_run_list(L, as_list(L, a[0]), CTX_VALUE, L->prim);
  if (st != ST_NORMAL) err_throw(L, ERR_NOT_IN_EXPR, L->prim->name->word);
  return L->retval == NOVAL ? NIL : nd_cons(L->retval, NIL);
}

/* {====================================================================
 * UCBLogo's CASE, COND, UNTIL, .MAYBEOUTPUT: the list chosen runs where
 * the call is, as RUN's (a STOP or an OUTPUT in it leaves the procedure)
 * ===================================================================== */

/* ELSE (SINON in French) as the first member of a clause: any value. */
static bool is_else(Node *w)
{
  if (!IS_WORD(w) || IS_NUM(w)) return false;
  size_t len;
  const char *s = nd_chars(w, &len);
  return word_equal_ci(s, len, "else", 4) || word_equal_ci(s, len, "sinon", 5);
}

/* A clause must be a list with its test first. */
static Node *clause(LgState *L, Node *c)
{
  if (!IS_CONS(c)) arg_error(L, c);
  return CAR(c);
}

/* CASE value [[[values] instructions...] ... [ELSE instructions...]]: the
 * first clause whose list holds the value (EGAL?'s test), or ELSE, runs;
 * none: nothing (and no value). */
static int c_case(LgState *L, Expr *e, int ctx)
{
  Node *v = input(L, e, 0), *clauses = input(L, e, 1);
  if (!IS_LIST(clauses)) arg_error(L, clauses);
  for (Node *p = clauses; p != NIL; p = CDR(p)) {
    Node *test = clause(L, CAR(p));
    if (is_else(test) || (IS_LIST(test) && nd_list_has(test, v)))
      return ev_run_list(L, CDR(CAR(p)), ctx, e->proc);
  }
  return give(L, NOVAL, ctx);
}

/* A clause's test given as a word (VRAI or FAUX). */
static bool cond_input_value(LgState *L, Node *test)
{
  Node *v[1] = { test };
  return arg_tf(L, v, 0);
}

/* COND [[[condition] instructions...] ... [ELSE instructions...]]: the
 * first clause whose condition, run, gives VRAI. */
static int c_cond(LgState *L, Expr *e, int ctx)
{
  Node *clauses = input(L, e, 0);
  if (!IS_LIST(clauses)) arg_error(L, clauses);
  for (Node *p = clauses; p != NIL; p = CDR(p)) {
    Node *test = clause(L, CAR(p));
    if (is_else(test) || (IS_LIST(test) ? run_condition(L, e, test) : cond_input_value(L, test)))
      return ev_run_list(L, CDR(CAR(p)), ctx, e->proc);
  }
  return give(L, NOVAL, ctx);
}

/* UNTIL [condition] [instructions]: TANTQUE's opposite, the condition
 * run before each turn. */
static int c_until(LgState *L, Expr *e, int ctx)
{
  Node *cond = input(L, e, 0), *list = input(L, e, 1);
  if (!IS_LIST(cond)) arg_error(L, cond);
  if (!IS_LIST(list)) arg_error(L, list);
  LoopBody body = LOOP_BODY(list);
  int64_t *count = repcount(L), saved = *count;
  int st = ST_NORMAL;
  for (int64_t i = 1; !run_condition(L, e, cond); i++)
    if ((st = loop_body(L, count, &body, i)) != ST_NORMAL) break;
  *count = saved;
  return st == ST_NORMAL ? give(L, NOVAL, ctx) : st;
}

/* .MAYBEOUTPUT expression: RETOURNE its value, or STOP when it gives
 * none. */
static int c_maybeoutput(LgState *L, Expr *e, int ctx)
{
  need_procedure(L, e, ctx);
  Node *v = ev_eval(L, e->args[0]);
  if (v == NOVAL) return ST_STOP;
  L->retval = v;
  return ST_OUTPUT;
}

/* }==================================================================== */

/* {====================================================================
 * ATTRAPE, RENVOIE, ERREUR, STOPTOUT, AUREVOIR
 * ===================================================================== */

/* Is tag the word id names in the session's vocabulary, or UCBLogo's
 * English tag (folded: "error", "toplevel")? The English tags are accepted in
 * every vocabulary, deliberately: they are how Berkeley Logo programs catch
 * errors and leave to the top level. */
static bool tag_is(LgState *L, Node *tag, VocabId id, const char *english)
{
  if (!IS_WORD(tag)) return false;
  Symbol *s = word_symbol(&L->syms, tag);
  return s == vocab_symbol(L, id) || strcmp(s->key, english) == 0;
}

/* Does ATTRAPE tag catch the error in L->err? A RENVOIE by its tag;
 * "ERREUR the errors, memory and stack exhausted included (ERRC_FATAL). */
static bool catches(LgState *L, Node *tag)
{
  int code = L->err.code;
  if (code == ERR_THROW)
    return IS_WORD(tag) && word_symbol(&L->syms, tag) == word_symbol(&L->syms, L->err.tag);
  /* CATCH "TOPLEVEL catches THROW "TOPLEVEL, as in UCBLogo */
  if (code == ERR_TOPLEVEL) return tag_is(L, tag, VID_STOPTOUT, "toplevel");
  if (err_class(code) > ERRC_FATAL) return false;
  return tag_is(L, tag, VID_ERREUR, "error");
}

/* The error list ERREUR outputs: [code message procedure line], the
 * message one word, the line a list (as UCBLogo gives them; for a message
 * the program threw itself, (RENVOIE "ERREUR [...]), no place, as UCBLogo,
 * though the message printed names it). */
static Node *error_list(LgState *L)
{
  Node *line = NIL;
  bool thrown = L->err.code == ERR_USER_MESSAGE;
  if (L->err.line != NIL && !thrown) {
    size_t len;
    const char *text = nd_chars(L->err.line, &len);
    line = rd_list(L, text, len);
  }
  Node *items[4] = { nd_int(err_number(L->err.code)), L->err.message, thrown ? NIL : L->err.where, line };
  return nd_list_from(items, 4);
}

static int c_catch(LgState *L, Expr *e, int ctx)
{
  Node *tag = input(L, e, 0);
  Node *list = input(L, e, 1);
  int st;
  L->catch_level++;
  int failed = ev_pcall_list(L, list, ctx == CTX_VALUE ? CTX_VALUE : CTX_CMD, e->proc, &st);
  L->catch_level--;
  /* a STOP inside ends the ATTRAPE only, under UCBLogo's rules */
  if (!failed) return st == ST_STOP && L->vocab->ucblogo ? give(L, NOVAL, ctx) : st;
  if (!catches(L, tag)) err_rethrow(L);
  if (L->err.code == ERR_THROW) return give(L, L->err.value, ctx);
  if (L->err.code == ERR_TOPLEVEL) return give(L, NOVAL, ctx);
  control_state(L)->caught = error_list(L);
  return give(L, NOVAL, ctx);
}

static Node *p_throw(LgState *L, Node **a, int n)
{
  Node *value = n == 2 ? a[1] : NOVAL;
  if (tag_is(L, a[0], VID_ERREUR, "error"))
    err_throw(L, n == 2 ? ERR_USER_MESSAGE : ERR_USER, n == 2 ? a[1] : nd_cstr("Erreur"));
  if (tag_is(L, a[0], VID_STOPTOUT, "toplevel")) err_throw(L, ERR_TOPLEVEL);
  err_throw_tag(L, arg_word(L, a, 0), value);
}

static Node *p_error(LgState *L, Node **a, int n)
{
  (void)a;
  (void)n;
  Control *c = control_state(L);
  Node *e = c->caught;
  c->caught = NIL;
  return e;
}

static Node *p_toplevel(LgState *L, Node **a, int n)
{
  (void)a;
  (void)n;
  err_throw(L, ERR_TOPLEVEL);
}

static Node *p_bye(LgState *L, Node **a, int n)
{
  (void)a;
  (void)n;
  err_throw(L, ERR_BYE);
}

/* ATTENDS n: wait n sixtieths of a second; Ctrl-C still stops it. */
static Node *p_wait(LgState *L, Node **a, int n)
{
  (void)n;
  double t = arg_num(L, a, 0) / 60.0;
  if (t < 0) arg_error(L, a[0]);
  while (t > 0) {
    double slice = t < 0.02 ? t : 0.02;
    st_sleep(L, slice);   /* the page's event loop has the time (host_web.c) */
    t -= slice;
    ev_idle(L);   /* the window answers while the program waits */
  }
  return NOVAL;
}

static struct timespec *clock_origin(LgState *L)
{
  return &control_state(L)->origin;
}

/* CHRONO: milliseconds since Tortue started, to the microsecond. */
static Node *p_clock(LgState *L, Node **a, int n)
{
  (void)a;
  (void)n;
  struct timespec ts, *t0 = clock_origin(L);
  clock_gettime(CLOCK_MONOTONIC, &ts);
  double ms = (double)(ts.tv_sec - t0->tv_sec) * 1e3 + (double)(ts.tv_nsec - t0->tv_nsec) / 1e6;
  return nd_real((double)(int64_t)(ms * 1000) / 1000);
}

/* }==================================================================== */

/* C: a control primitive, with the inputs it runs (runs, a bit each) and
 * their shapes (form); P: an ordinary one. */
#define C(id, fn, mn, df, mx, runs, form) \
  { VID_##id, NULL, fn, mn, df, mx, PREC_NONE, 0, .code = runs, .shape = form }
#define P(id, fn, mn, df, mx, runs, form) \
  { VID_##id, fn, NULL, mn, df, mx, PREC_NONE, 0, .code = runs, .shape = form }
static const PrimEntry control_prims[] = {
  /* the evaluator's (eval.c): a condition, then one or two lists */
  { VID_SI, NULL, ev_if, 2, 2, 3, PREC_NONE, PF_LIST_TAIL, .code = 7, .shape = "bii" },
  C(SISINON,         ev_if,       3, 3, 3, 7, "bii"),
  C(REPETE,          c_repeat,    2, 2, 2, 2, "ni"),
  C(REPETETOUJOURS,  c_forever,   1, 1, 1, 1, "i"),
  C(TANTQUE,         c_while,     2, 2, 2, 3, "ci"),
  /* and the start and limit in its first: translate.c's for_list */
  C(REPETEPOUR,      c_for,       2, 2, 2, 2, "fi"),
  C(POURCHAQUE,      c_foreach,   3, 3, 3, 4, "wli"),
  C(REPETETANTQUE,   c_do_while,  2, 2, 2, 3, "ic"),
  C(REPETEJUSQUA,    c_do_until,  2, 2, 2, 3, "ic"),
  C(TESTE,           c_test,      1, 1, 1, 0, "b"),
  C(SIVRAI,          c_iftrue,    1, 1, 1, 1, "i"),
  C(SIFAUX,          c_iffalse,   1, 1, 1, 1, "i"),
  { VID_BALISE, NULL, c_tag, 1, 1, 1, PREC_NONE, PF_TAG, .shape = "t" },
  C(VAVERS,          c_goto,      1, 1, 1, 0, "t"),
  P(COMPTEUR,        p_repcount,  0, 0, 0, 0, NULL),
  { VID_STOP, NULL, c_stop, 0, 0, 0, PREC_NONE, PF_STOP },
  C(RETOURNE,        c_output,    1, 1, 1, 0, "e"),
  C(EXECUTE,         c_run,       1, 1, 1, 1, "i"),
  P(EXECUTERESULTAT, p_runresult, 1, 1, 1, 1, "i"),
  C(ATTRAPE,         c_catch,     2, 2, 2, 2, "ti"),
  P(RENVOIE,         p_throw,     1, 1, 2, 0, "te"),
  P(ERREUR,          p_error,     0, 0, 0, 0, NULL),
  P(STOPTOUT,        p_toplevel,  0, 0, 0, 0, NULL),
  P(AUREVOIR,        p_bye,       0, 0, 0, 0, NULL),
  P(ATTENDS,         p_wait,      1, 1, 1, 0, "n"),
  P(CHRONO,          p_clock,     0, 0, 0, 0, NULL),
  C(CAS,             c_case,      2, 2, 2, 0, NULL),
  C(COND,            c_cond,      1, 1, 1, 0, NULL),
  C(JUSQUA,          c_until,     2, 2, 2, 3, "ci"),
  C(DOT_MAYBEOUTPUT, c_maybeoutput, 1, 1, 1, 0, "e"),
  PRIM_END
};

void prim_open_control(LgState *L)
{
  prim_register(L, control_prims);
  control_state(L)->caught = NIL;
  clock_gettime(CLOCK_MONOTONIC, clock_origin(L));
}
