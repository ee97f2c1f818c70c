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
 * spacing, line breaks -- is kept byte for byte. A user procedure named
 * like a primitive of the target vocabulary is renamed NAME_ everywhere it
 * is called, and a NAME_ whose NAME is a primitive of the source vocabulary
 * only (a name renamed so before) gets its name back: there and back gives
 * the original text. */
#ifndef LOGO_TRANSLATE_H
#define LOGO_TRANSLATE_H

#include <stddef.h>

#include "logo.h"
#include "vocab.h"

typedef struct TrRenamed {
  Node *from, *to;   /* the user procedure's name, and its new one */
  bool restored;     /* NAME_ given its name NAME back */
  struct TrRenamed *next;
} TrRenamed;

/* The text src translated from one vocabulary to the other, in GC memory
 * (its length in *outlen). *renamed, when not NULL, receives the
 * procedures renamed. A line the reader refuses (an unexpected ']') is
 * kept as it is, and so is the end of a text left inside a '['. */
char *tr_text(LgState *L, const Vocab *from, const Vocab *to, const char *src, size_t len,
              size_t *outlen, TrRenamed **renamed);

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
