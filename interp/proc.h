/* proc.h -- procedures: primitives registered from tables, and user
 * procedures defined with POUR, whose lines are parsed once and cached. */
#ifndef LOGO_PROC_H
#define LOGO_PROC_H

#include <stdbool.h>
#include <stddef.h>

#include "logo.h"

/* An ordinary primitive: evaluated inputs in, a value or NOVAL out. */
typedef Node *(*PrimFn)(LgState *L, Node **args, int nargs);
/* A control primitive (SI, REPETE, STOP...): receives its call unevaluated
 * and the context it runs in, returns an eval.c status. */
typedef int (*CtlFn)(LgState *L, Expr *call, int ctx);

typedef enum { PK_PRIM = 1, PK_CTL, PK_USER } ProcKind;

/* Proc flags. */
#define PF_STOP 1     /* STOP: the call before it is a tail call */
#define PF_OPTIONAL 2 /* the input may be left out at the end of a line (AIDE) */
#define PF_LIBRARY 4  /* a procedure of lib-logo: not saved by SAUVE */
#define PF_TAG 8      /* BALISE: where VAVERS goes */
#define PF_MACRO 16   /* .MACRO: its output, a list, runs where it was called */
#define PF_FLAT 32    /* PHRASE: a call of it as one of its inputs but the last
                         is spliced into it when parsed (parse.c) */
#define PF_LIST_TAIL 64  /* SI: one input more than its default when a
                            literal list follows them (XLogo's look-ahead) */

/* The primitives whose calls the evaluator runs its own way (eval.c,
 * call_evaluator): Proc.op, from the row's op column (prim.h), 0 for every
 * other procedure. + - * < > <= >= =
 * <> are computed inline when both inputs are integers (and the result
 * fits); DONNE of a quoted name sets the variable directly; METSPREMIER
 * of a thing and a list makes the cell; MEMBRE? of a PHRASE call searches
 * the sentence's inputs without building it. Any other input goes to the
 * primitive, whose checks and messages stay the only ones. */
enum {
  OPI_NONE = 0, OPI_ADD, OPI_SUB, OPI_MUL, OPI_LT, OPI_GT, OPI_LE, OPI_GE, OPI_EQ, OPI_NE,
  OPI_MAKE, OPI_FPUT, OPI_MEMBERP
};
#define OPI_LAST_OP2 OPI_NE

/* Infix precedences (UCBLogo priorities); 0 for prefix procedures. */
enum { PREC_NONE = 0, PREC_COMPARE = 5, PREC_SUM = 6, PREC_PRODUCT = 7, PREC_UNARY = 8 };

/* One line of a procedure body: the words as read, its text for messages,
 * and its parse (NULL or stale until the line first runs). A line of
 * lib-logo keeps only its text until it is needed (unread; its words are
 * read again from the text by ws_line_words): the hundreds of procedures
 * a program does not use leave the collector no words to mark. */
typedef struct BodyLine {
  Node *tokens;
  Node *text;
  Code *code;
  bool unread;
} BodyLine;

/* Whether a body line holds instructions (empty and comment-only lines
 * do not), its words read or not. */
static inline bool line_has_words(const BodyLine *b)
{
  return b->tokens != NULL || b->unread;   /* NULL: the empty list */
}

struct Proc {
  Symbol *name;
  uint8_t kind;          /* ProcKind */
  uint8_t prec;          /* infix precedence, PREC_NONE for prefix */
  uint8_t flags;         /* PF_* */
  uint8_t op;            /* OPI_*: run by the evaluator its own way */
  int16_t min_args, def_args, max_args;   /* max -1: unlimited */
  PrimFn fn;
  CtlFn ctl;
  const char *names;     /* primitives: all its names in the vocabulary */
  uint16_t id;           /* primitives: its VocabId */
  /* user procedures */
  int nreq;              /* required inputs */
  int nopt;              /* optional inputs [:x default] */
  Symbol **params;       /* nreq + nopt names */
  Node **defaults;       /* nopt token lists */
  Symbol *rest;          /* rest input [:r], or NULL */
  int nlines;
  BodyLine *lines;
  Node *title;           /* the title line as text (after POUR) */
  int last_line;         /* index of the last line with instructions, -1 if none */
  Proc *hidden;          /* the procedure of lib-logo this user's one replaces:
                            EFFACE gives it back (workspace.c) */
};

#endif
