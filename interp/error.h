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
#define ERR(name, num, cls, msg) ERR_##name,
#include "err_list.h"
#undef ERR
  ERR__COUNT
} ErrCode;

/* What a code is, which says who may stop it on its way out. In order: the
 * first two are what ATTRAPE "ERREUR catches. */
typedef enum {
  ERRC_ERROR,   /* an ordinary error: ERRACT runs where it happened, ATTRAPE
                 * "ERREUR catches it, RAMENE and EDITE say where in the text */
  ERRC_FATAL,   /* memory or stack exhausted: caught like an error once
                 * unwound, but ERRACT cannot run where nothing more fits */
  ERRC_BREAK,   /* not an error of the program, yet the line is given up
                 * with a message: Ctrl-C, a RENVOIE no ATTRAPE caught */
  ERRC_EXIT     /* a silent way out of a level: STOPTOUT, AUREVOIR, CONTINUE */
} ErrClass;

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
  Node *hint;        /* a line of advice printed under it (suggest.c), or NIL */
} LgError;

/* Throw error code with its message directives filled from the arguments:
 * Node * for %p and %s, int for %d. Records the procedure and line. */
LG_NORETURN void err_throw(LgState *L, int code, ...);
/* The same, with a line of advice (NIL for none) printed under the error. */
LG_NORETURN void err_throw_hint(LgState *L, Node *hint, int code, ...);
/* The text of a row of the table, its directives filled as err_throw's. */
Node *err_text(int code, ...);
/* An information of the table (the ERR_INFO_ rows), not an error: its
 * text on a line of the errors' stream, after what the screen holds;
 * nothing is thrown. */
void err_say(LgState *L, int code, ...);
/* Throw a RENVOIE of tag with value (NOVAL for none). */
LG_NORETURN void err_throw_tag(LgState *L, Node *tag, Node *value);
/* CONTINUE: end the innermost PAUSE, which outputs value (NOVAL: none). */
LG_NORETURN void err_throw_continue(LgState *L, Node *value);
/* Throw the error in L->err again, to the next boundary out. */
LG_NORETURN void err_rethrow(LgState *L);
/* Run fn(L, ud) under a fresh boundary; returns 0, or non-zero after an
 * error (described by L->err). On error the dynamic bindings, frames,
 * counters and the primitive running (L->prim) are restored to what they
 * were at the call. */
int err_pcall(LgState *L, void (*fn)(LgState *, void *), void *ud);
/* A system error (errno) in French, for file messages. */
const char *err_system(int e);
/* The UCBLogo number of a code. */
int err_number(int code);
/* The class of a code (err_list.h): the one test of what a code is. */
ErrClass err_class(int code);
/* Add texts (up to a NULL) to the message of the error in L->err when it
 * has one that says what went wrong (RAMENE: where in the file). */
void err_append(LgState *L, const char *text, ...);
/* After an error nobody caught (REPL line, script, end of session): print
 * it, count it in L->nerrors, and refill the memory reserve. */
void err_report(LgState *L);
/* Print the last error to stderr in the REPL format. */
void err_print(LgState *L);

#endif
