/* edsyntax.h -- tortue --syntaxe=FORMAT: the editors' syntax files, made
 * from the vocabularies (vocab_fr.h, vocab_en.h) and lib-logo, so that
 * they name every primitive, alias and library procedure there is and
 * are never written by hand (editors/ holds them; tests/editeurs.sh
 * checks they are up to date). */
#ifndef LOGO_EDSYNTAX_H
#define LOGO_EDSYNTAX_H

#include <stdbool.h>
#include <stdio.h>

#include "logo.h"

/* Write the file of format ("vim", "vim-detection", "textmate", "emacs")
 * to f; false, with a French message on stderr, for another format. The
 * session must have its primitives and its library's folder; it is left
 * in the English vocabulary. */
bool eds_write(LgState *L, const char *format, FILE *f);

#endif
