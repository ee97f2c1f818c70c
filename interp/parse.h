/* parse.h -- instruction lines to expression trees.
 *
 * A line (a list of words as read) is split at infix characters and
 * parentheses (UCBLogo's runparse), then parsed with each procedure's default
 * arity and the infix precedences: a prefix procedure's input swallows the
 * whole infix expression to its right. Trees depend on the arities in force,
 * so each records the definition epoch it was built in and is rebuilt when
 * procedures have been defined or erased since. */
#ifndef LOGO_PARSE_H
#define LOGO_PARSE_H

#include "logo.h"

typedef enum {
  EX_CONST = 1,  /* val: a literal number, quoted word or list */
  EX_VAR,        /* sym: :name */
  EX_CALL,       /* proc with args */
  EX_UNKNOWN,    /* val: a name that is no procedure (error when run) */
  EX_ARRAY       /* val: a literal {array}, copied at each evaluation */
} ExprKind;

/* How a node is evaluated: chosen once for its kind and shape when the
 * tree is built (ev_prepare), so that evaluating is one indirect call with
 * no dispatch on the kind. */
typedef Node *(*EvalFn)(LgState *L, Expr *e);

/* What ev_prepare knows of a node, so that running it needs no look at its
 * procedure: a call of a user procedure a tail call may replace, of a
 * control primitive (STOP, SI and SISINON told apart), anything else. */
enum { FORM_CALL = 0, FORM_USER, FORM_CTL, FORM_STOP, FORM_IF };

struct Expr {
  uint8_t kind;
  uint8_t paren;        /* written as (proc ...) */
  uint16_t nargs;
  uint8_t form;         /* FORM_*, set by ev_prepare */
  EvalFn ev;            /* set by ev_prepare */
  Node *val;
  union {
    Symbol *sym;        /* EX_VAR */
    Code *code;         /* EX_CONST: a list's parse, once SI has run it */
  };
  Proc *proc;
  Expr *args[];
};

struct Code {
  uint32_t epoch;
  int n;
  Expr **instr;
};

/* Give the constant e a new value (the templates of prim_lib.c fill their
 * calls' inputs so): the parse kept for the old one is forgotten. */
static inline void expr_set_const(Expr *e, Node *v)
{
  e->val = v;
  e->code = NULL;
}

/* Parse a line one instruction at a time, each with the arities in force
 * when it is reached (the top level: RAMENE may define what follows). */
typedef struct LineParser LineParser;
LineParser *parse_begin(LgState *L, Node *tokens);
/* The next instruction, or NULL at the end of the line. */
Expr *parse_next(LineParser *lp);

/* Parse a whole instruction line. Throws on syntax errors. */
Code *parse_line(LgState *L, Node *tokens);
/* Parse tokens as exactly one expression for a value (the default of an
 * optional input): none throws ERR_NOT_ENOUGH (naming POUR), more than
 * one ERR_DK_WHAT with the whole list. */
Expr *parse_expr_list(LgState *L, Node *tokens);
/* RUNPARSE: the list's words split as the parser splits them (infix
 * operators, parentheses, :names and quoted words apart). */
Node *parse_runparse(LgState *L, Node *list);

#endif
