/* error.h -- errors unwind with longjmp to the nearest err_pcall boundary
 * (the REPL line, a script, ATTRAPE), as in Lua. STOP and RETOURNE are not
 * errors: they travel as status codes in eval.c. */
#ifndef LOGO_ERROR_H
#define LOGO_ERROR_H

#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>

#include "logo.h"

typedef enum {
#define ERR(name, num, msg) ERR_##name,
#include "err_list.h"
#undef ERR
  ERR_THROW,      /* RENVOIE with a tag other than ERREUR */
  ERR_TOPLEVEL,   /* STOPTOUT: back to the prompt, silently */
  ERR_BYE,        /* AUREVOIR: leave Tortue */
  ERR_CONTINUE,   /* CONTINUE: end the innermost PAUSE */
  ERR__COUNT
} ErrCode;

typedef struct ErrJmp {
  struct ErrJmp *prev;
  jmp_buf buf;
} ErrJmp;

/* What the last error was: ERREUR reports it, the REPL prints it. */
typedef struct LgError {
  int code;          /* ErrCode */
  Node *message;     /* the formatted French text */
  Node *where;       /* name of the user procedure it happened in, or NIL */
  Node *line;        /* that procedure's line as text, or NIL */
  Node *tag;         /* RENVOIE tag (upper-cased word) for ERR_THROW */
  Node *value;       /* RENVOIE or CONTINUE value, NOVAL when none */
  bool shown;        /* already printed (by ERRACT's run) */
} LgError;

/* Throw error code with its message directives filled from the arguments:
 * Node * for %p and %s, int for %d. Records the procedure and line. */
LG_NORETURN void err_throw(LgState *L, int code, ...);
/* Throw a RENVOIE of tag with value (NOVAL for none). */
LG_NORETURN void err_throw_tag(LgState *L, Node *tag, Node *value);
/* CONTINUE: end the innermost PAUSE, which outputs value (NOVAL: none). */
LG_NORETURN void err_throw_continue(LgState *L, Node *value);
/* Throw the error in L->err again, to the next boundary out. */
LG_NORETURN void err_rethrow(LgState *L);
/* Run fn(L, ud) under a fresh boundary; returns 0, or non-zero after an
 * error (described by L->err). On error the dynamic bindings, frames and
 * counters are restored to what they were at the call. */
int err_pcall(LgState *L, void (*fn)(LgState *, void *), void *ud);
/* A system error (errno) in French, for file messages. */
const char *err_system(int e);
/* The UCBLogo number of a code. */
int err_number(int code);
/* Print the last error to stderr in the REPL format. */
void err_print(LgState *L);

#endif
