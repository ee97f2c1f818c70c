/* vocab.h -- vocabularies: the names a user sees, one table per language,
 * each keyed by the same identifiers (VID_*), so that primitive tables,
 * help and the words Tortue writes back never hold a name themselves.
 *
 * A session speaks one vocabulary at a time (L->vocab): its names are the
 * ones registered as primitives, and the ones SAUVE, IM and the messages
 * write. The identifiers are made from the French table, which lists them
 * all; another vocabulary gives a name to each identifier it knows. */
#ifndef LOGO_VOCAB_H
#define LOGO_VOCAB_H

#include <stddef.h>

#include "logo.h"

typedef enum VocabId {
#define V(id, names) VID_##id,
#include "vocab_fr.h"
#undef V
  VID__COUNT
} VocabId;

typedef struct Vocab {
  const char *lang;                   /* "fr" */
  const char *truth[2];               /* what predicates output: "VRAI", "FAUX" */
  const char *called;                 /* how French messages name it: "en anglais" */
  bool retype_redefines;              /* POUR typed at the prompt for one of the
                                         user's own procedures redefines it
                                         (XLogo's habit); false: refused, as
                                         UCBLogo's TO ("is already defined") */
  const char *names[VID__COUNT];      /* "PREMIER PREM": the long name first */
  /* UCBLogo's rules (English): only UCBLogo's primitives' names are
   * reserved (vocab_reserved), a procedure of lib-logo gives way to the
   * program's in silence (UCBLogo's library is buried), and listings (IM,
   * IMTS, PROCEDURES, CONTENU, SAUVE) go in name order and close with
   * "end" in small letters, as UCBLogo's. */
  bool ucblogo;
} Vocab;

extern const Vocab vocab_fr;
extern const Vocab vocab_en;
/* Every vocabulary, French first, then NULL. */
extern const Vocab *const vocab_all[];

/* The vocabulary whose lang is lang (any case), or NULL. */
const Vocab *vocab_by_lang(const char *lang, size_t len);
/* The vocabulary TRADUIS translates from into v: the first other one. */
const Vocab *vocab_other(const Vocab *v);
/* Set the session's well-known words (VRAI, FAUX, POUR, FIN) from L->vocab. */
void vocab_words(LgState *L);

/* Every name of id in v, space-separated ("" when v has none). */
const char *vocab_names(const Vocab *v, VocabId id);
/* The long name of id in the session's vocabulary, as a symbol, a word. */
Symbol *vocab_symbol(LgState *L, VocabId id);
Node *vocab_word(LgState *L, VocabId id);
/* May a program not define a procedure named name (any case) in v? In
 * French, no name of a primitive; in English, the names of UCBLogo's
 * primitives only (vocab_ucb.h). Only asked of primitives' names. */
bool vocab_reserved(const Vocab *v, const char *name, size_t len);
/* The identifier whose names in v include name (exact, upper case), or
 * VID__COUNT. */
VocabId vocab_find(const Vocab *v, const char *name, size_t len);

#endif
