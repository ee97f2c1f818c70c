/* translate.h -- rewriting Logo text from one vocabulary to the other
 * (TRADUIS, tortue --traduis, and LANGUE's rewriting of the workspace).
 *
 * The text is read with the reader (reader.h, rd_line_items), each word
 * split as runparse splits it, and each line walked as the parser would
 * walk it, with the arities of the primitives and of the procedures the
 * text defines (or the session knows): a name in a code position is a
 * call, and is rewritten; so are the names inside a list given to an input
 * that runs it (REPETE's second, SI's, EXECUTE's...: the table in
 * translate.c). Everything else -- quoted words, lists of data, comments,
 * spacing, line breaks -- is kept byte for byte.
 *
 * The names of the user's procedures (defined in the text or not) follow
 * one rule, a bijection, so that there and back gives the original text
 * whatever the names: a name is a base B followed by k >= 0 '_'; when B is
 * a name of the target vocabulary only, the name gets one more '_' (LIST
 * becomes LIST_, LIST_ becomes LIST__); when B is a name of the source
 * vocabulary only, it loses one (LIST_ becomes LIST; B itself is no
 * procedure's name there); otherwise it is kept. A reader's error (a list
 * left open, an unexpected ']') stops the translation with the error that
 * running the text would give. */
#ifndef LOGO_TRANSLATE_H
#define LOGO_TRANSLATE_H

#include <stddef.h>

#include "logo.h"
#include "vocab.h"

typedef struct TrRenamed {
  Node *from, *to;   /* the user procedure's name, and its new one */
  Node *prim;        /* the name of the target's primitive that made it change */
  bool restored;     /* final '_' taken off: NAME_ given its name NAME back */
  struct TrRenamed *next;
} TrRenamed;

typedef struct TrJob TrJob;
/* How many '_' the name of a user's procedure gets at its end in the
 * translation (negative: how many it loses). */
typedef int (*TrShiftFn)(LgState *L, const TrJob *job, const char *name, size_t n);

struct TrJob {
  const Vocab *from, *to;
  const char *src;
  size_t len;
  const char *path;    /* a file's name, given with the line of a reader's error */
  TrShiftFn shift;     /* NULL: tr_shift, TRADUIS's rule; LANGUE gives its own */
  void *ud;            /* for shift */
  /* what the translation gives */
  char *out;           /* in GC memory, NUL-terminated */
  size_t outlen;
  TrRenamed *renamed;  /* the procedures whose names changed */
};

/* Translate job->src into job->out; throws the reader's error, with
 * " (ligne N de PATH)" when job->path is set. */
void tr_run(LgState *L, TrJob *job);

/* The text src translated by TRADUIS's rule, in GC memory (its length in
 * *outlen); *renamed, when not NULL, receives the procedures renamed. */
char *tr_text(LgState *L, const Vocab *from, const Vocab *to, const char *src, size_t len,
              size_t *outlen, TrRenamed **renamed);

/* TRADUIS's rule for a user's name (above): +1, -1 or 0. */
int tr_shift(LgState *L, const TrJob *job, const char *name, size_t n);
/* Whether name is a name of v (a primitive's, or a word like POUR or FIN):
 * no procedure of the user's may have it while v is spoken. */
bool tr_reserved(LgState *L, const Vocab *v, const char *name, size_t n);

/* The name of id in to that TRADUIS writes for its name of rank rank in
 * from: the name of the same rank (the long name when to has fewer), a
 * predicate's "?" form and "P" form each going to the other's own. */
const char *tr_counterpart(const Vocab *from, const Vocab *to, VocabId id, int rank,
                           size_t *n);

/* Tell on the error stream, in French, that who renamed each procedure of
 * renamed because its name is a primitive of vocabulary v (or gave it its
 * name back). */
void tr_say_renamed(LgState *L, Node *who, const Vocab *v, TrRenamed *renamed);

#endif
