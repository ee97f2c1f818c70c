/* word.h -- word operations and the symbol table.
 *
 * Names are interned case- and accent-insensitively (ÉCRIS = ecris), so each
 * name has one Symbol holding its procedure, its current value and its
 * property list. Values use shallow binding: Symbol.value is always the
 * innermost dynamic binding, and eval.c saves and restores it around calls. */
#ifndef LOGO_WORD_H
#define LOGO_WORD_H

#include <stdbool.h>

#include "logo.h"
#include "node.h"

struct Symbol {
  const char *name;   /* the spelling first seen */
  const char *key;    /* folded: lower case, accents removed */
  uint32_t keylen;
  uint32_t hash;
  Symbol *next;       /* hash chain */
  Proc *proc;         /* procedure of that name, or NULL */
  Node *value;        /* innermost binding's value, NOVAL when it has none */
  Node *plist;        /* [property value ...], the newest first */
  struct PropIndex *props;   /* prim_vars.c's index into plist, or NULL */
  Node *word;         /* a word node spelling the name */
  uint8_t flags;      /* SF_* */
  uint32_t bound_at;  /* eval.c: where in L->binds it was last bound (a
                         hint, checked before use) */
};

/* Symbol flags: set by name, so they survive a redefinition. */
#define SF_TRACED 1    /* TRACE: calls and results are shown */
#define SF_STEPPED 2   /* PAS: each line is shown and waits for Entrée */
#define SF_LIBRARY 4   /* a global lib-logo made (DONNE in its procedures): not saved by SAUVE */
/* BURY (UCBLogo): left out of PROCEDURES, NAMES, PLISTS, CONTENTS, SAVE,
 * ERALL and the PO and ER families, listed by BURIED */
#define SF_BURIED_PROC 8
#define SF_BURIED_VAR 16
#define SF_BURIED_PLIST 32

typedef struct SymTable {
  Symbol **buckets;
  size_t size;        /* power of two */
  size_t count;
} SymTable;

void word_table_init(SymTable *t);
/* The symbol for a name, created on first use. */
Symbol *word_intern(SymTable *t, const char *s, size_t len);
/* word_symbol's look-up, for a word that keeps no symbol yet. */
Symbol *word_symbol_lookup(SymTable *t, Node *w);
/* The symbol for a word node, created on first use; w must be a word.
 * Inline: a word of characters keeps its symbol once looked up, so that a
 * name met again (DONNE "L in a loop) costs neither hashing nor a call. */
static inline Symbol *word_symbol(SymTable *t, Node *w)
{
  if (nd_type(w) == NT_WORD && w->u.w.sym != NULL) return w->u.w.sym;
  return word_symbol_lookup(t, w);
}
/* Look up without creating; NULL when absent. */
Symbol *word_find(SymTable *t, const char *s, size_t len);

/* Fold a name for lookup into out (at least 2*len+1 bytes); returns length. */
size_t word_fold(const char *s, size_t len, bool strip_accents, char *out);
/* Case-insensitive comparison of data words (accents kept). */
bool word_equal_ci(const char *a, size_t la, const char *b, size_t lb);

#endif
