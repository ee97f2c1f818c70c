/* suggest.h -- a line of advice under the errors a beginner makes most:
 * a misspelt name, a variable without its ':', DONNE without '"', AIDE
 * without '"', REPETE without brackets, '^' for a power, an operation
 * whose result is left unused. Each function gives the hint (a word, for
 * err_throw_hint) or NIL when it has none. */
#ifndef LOGO_SUGGEST_H
#define LOGO_SUGGEST_H

#include "logo.h"

struct Expr;

/* name is no procedure; consumer is the procedure whose first input it was
 * written as (NULL if none). */
Node *sug_unknown(LgState *L, Node *name, Proc *consumer);
/* name lacks inputs where it was written as consumer's first input. */
Node *sug_not_enough(LgState *L, Node *name, Proc *consumer);
/* Under "X n'aime pas Y" when the running primitive wanted a number: a
 * turtle primitive's syntax ("AV attend un nombre : AV n"), else NIL. */
Node *sug_number(LgState *L);
/* Under "Pile pleine" when p, calling itself, has no SI at all (FACT
 * written without its stop test): where the test goes, else NIL. */
Node *sug_endless(LgState *L, Proc *p);
/* e gave no value where consumer wanted one. */
Node *sug_no_output(LgState *L, struct Expr *e, Proc *consumer);
/* The instruction e gave a value nobody uses. */
Node *sug_unused(LgState *L, struct Expr *e);

#endif
