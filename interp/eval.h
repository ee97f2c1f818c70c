/* eval.h -- the evaluator: procedure application, dynamic scope, STOP and
 * RETOURNE as status codes, proper tail calls.
 *
 * Statuses travel back through instruction lists: ST_STOP and ST_OUTPUT
 * (value in L->retval) end the current procedure even from inside REPETE;
 * ST_TAIL asks the nearest procedure call to replace its procedure by
 * L->tail_proc in the same frame instead of growing the C stack; ST_GOTO
 * (VAVERS) goes on from the line of the procedure holding BALISE L->go_tag. */
#ifndef LOGO_EVAL_H
#define LOGO_EVAL_H

#include <stdbool.h>

#include "logo.h"
#include "node.h"
#include "parse.h"
#include "word.h"

enum { ST_NORMAL = 0, ST_STOP, ST_OUTPUT, ST_TAIL, ST_GOTO };

/* Where an instruction runs: as a command, in tail position of a procedure
 * (a call there becomes a tail call), or for its value (the last
 * instruction of a list run by SI or EXECUTE used as an operation). */
enum { CTX_CMD = 0, CTX_TAIL, CTX_VALUE };

enum { TAIL_CMD = 1, TAIL_VALUE };

/* Choose the evaluator of each node of the tree e (Expr.ev): once, when
 * the tree is built. */
void ev_prepare(Expr *e);
/* Evaluate e; NOVAL when it outputs nothing. */
static inline Node *ev_eval(LgState *L, Expr *e)
{
  return e->ev(L, e);
}
/* The error of an input e that output nothing to consumer. */
LG_NORETURN void ev_throw_no_output(LgState *L, Expr *e, Proc *consumer);

/* Evaluate e as an input of consumer: error when e outputs nothing.
 * Inline: most inputs are constants and variables, taken without a call. */
static inline Node *ev_value(LgState *L, Expr *e, Proc *consumer)
{
  if (e->kind == EX_CONST) return e->val;
  if (e->kind == EX_VAR && LG_LIKELY(e->sym->value != NOVAL)) return e->sym->value;
  Node *v = e->ev(L, e);
  if (LG_UNLIKELY(v == NOVAL)) ev_throw_no_output(L, e, consumer);
  return v;
}
/* SI cond [oui] ([non]) and SISINON cond [oui] [non], the primitives'
 * control function: the condition (VRAI, FAUX or a list run for one), then
 * the list chosen, run in the call's context. */
int ev_if(LgState *L, Expr *e, int ctx);
/* A loop's body: its list, and the parse that ran it at the last turn,
 * taken again while its epoch holds instead of looked up in the lists'
 * table at each turn. */
typedef struct LoopBody {
  Node *list;
  Code *code;
} LoopBody;
#define LOOP_BODY(l) ((LoopBody){ (l), NULL })
/* Run the body's list, known to be a list, once more: Ctrl-C and the
 * budget polled first (one call per turn of REPETE and the like). */
int ev_run_loop_body(LgState *L, LoopBody *body);
/* Run an instruction list given to the control primitive by. */
int ev_run_list(LgState *L, Node *list, int ctx, Proc *by);
/* Run list as ev_run_list does, under a boundary (err_pcall): returns 0
 * with the status in *status, or non-zero after an error (in L->err). */
int ev_pcall_list(LgState *L, Node *list, int ctx, Proc *by, int *status);
/* May the call e be made a tail call here? Only a user procedure, inside
 * one, and not from within an ATTRAPE opened since (the call would run
 * outside the ATTRAPE). */
bool ev_tail_callable(LgState *L, Expr *e);
/* Turn the user-procedure call e into a pending tail call of kind. */
int ev_tail_call(LgState *L, Expr *e, int kind);
/* Bind sym to v (NOVAL: no value) in the running procedure's frame; at top
 * level simply set it. */
void ev_bind_local(LgState *L, Symbol *sym, Node *v);
/* A new binding of sym for a loop (REPETEPOUR, POURCHAQUE): returns the
 * mark to give ev_unbind when the loop ends (an error unwinds it anyway). */
size_t ev_bind_loop(LgState *L, Symbol *sym, Node *v);
void ev_unbind(LgState *L, size_t mark);
/* Throw ERR_STOPPED when Ctrl-C was pressed; run the idle hook every so often. */
void ev_poll(LgState *L);
/* ev_poll for a program that waits (ATTENDS): the idle hook runs now. */
void ev_idle(LgState *L);
/* Set (or take off, with NULL) the idle hook: its first call comes a full
 * period of polls later. */
void ev_set_tick(LgState *L, void (*tick)(LgState *L));
/* Set the host's turn (state.h's LgHooks.turn): run after the idle hook,
 * whether a layer set one or not. */
void ev_set_turn(LgState *L, void (*turn)(LgState *L));
/* What DONNE does once it has the name's symbol: set the value where the
 * variable is bound (its symbol's, with shallow binding), and note who
 * owns a variable lib-logo creates (SAUVE leaves those out). */
void ev_set_var(LgState *L, Symbol *s, Node *v);
/* A truth value: the truth words of every vocabulary, in any case (VRAI,
 * FAUX, true, false), deliberately: lists and files written by Berkeley
 * Logo programs hold true and false, and a procedure of lib-logo that
 * outputs "VRAI still answers in an English session. Anything else is
 * refused with the running primitive's message (L->prim). */
bool ev_truth(LgState *L, Node *v);
/* The same, or a list run for one (UCBLogo's AND, OR, NOT, IF): the list
 * runs only when this is called, so callers that stop early never run the
 * lists after. */
bool ev_truth_run(LgState *L, Node *v);
/* Run the idle hook now, if one is set (the prompt waiting, ATTENDS). */
void ev_tick(LgState *L);
/* Run a top-level instruction line (REPL, files). */
void ev_toplevel(LgState *L, Node *words);
/* Run a line where the program stands (PAUSE: its variables are seen). */
void ev_run_here(LgState *L, Node *words);

#endif
