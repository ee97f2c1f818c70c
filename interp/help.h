/* help.h -- AIDE, and the reference manual and man page, all from the one
 * table of help texts in help_list.h. */
#ifndef LOGO_HELP_H
#define LOGO_HELP_H

#include <stdint.h>
#include <stdio.h>

#include "logo.h"

typedef struct HelpEntry {
  uint16_t id;           /* a primitive's VocabId; VID__COUNT: a library procedure */
  const char *name;      /* a library procedure's name (primitives: NULL) */
  const char *chapter;
  const char *syntax;
  const char *text;
  const char *example;
} HelpEntry;

/* The entry of a primitive, or NULL. */
const HelpEntry *help_find_id(int id);
/* The entry of a long name (a French one for a primitive), or NULL. */
const HelpEntry *help_find(const char *name);
/* doc/reference.md: every entry, by chapter, with the short forms. */
void help_write_reference(LgState *L, FILE *f);
/* tortue.1, the man page. */
void help_write_man(LgState *L, FILE *f);
void prim_open_help(LgState *L);

#endif
