/* debug.h -- TRACE, PAS, PAUSE and ERRACT, outside the evaluator.
 *
 * The evaluator calls the hooks below, behind one test of the flags of a
 * procedure's name (SF_TRACED, SF_STEPPED), when such a procedure is
 * entered, replaced by a tail call, left, or about to run a line; err_throw
 * calls dbg_error for an ordinary error, before unwinding. What is shown,
 * and PAUSE's prompt, live here only. */
#ifndef LOGO_DEBUG_H
#define LOGO_DEBUG_H

#include "logo.h"

/* Traced p is entered with inputs args: "( P inputs... )", one level in. */
void dbg_call(LgState *L, Proc *p, Node **args, int n);
/* Traced p gives its frame to a tail call: nothing is shown and the level
 * goes back, so the procedure called shows its entry at p's level. */
void dbg_tail(LgState *L, Proc *p);
/* Traced p ends: "P arrête", or "P rend valeur" (result not NOVAL). */
void dbg_return(LgState *L, Proc *p, Node *result);
/* Stepped p is about to run its line i: show it and wait for Entrée. */
void dbg_line(LgState *L, Proc *p, int i);
/* An ordinary error was thrown (in L->err): run the instructions of the
 * variable ERRACT, if any, where it happened (typically [PAUSE]). */
void dbg_error(LgState *L);

#endif
