/* prim_absent.c -- UCBLogo's names that cannot mean anything in Tortue:
 * the fonts of a text window (Tortue writes in a terminal), the screen
 * split between text and drawing (the drawing has its own window), pen
 * patterns, memory segments, the places of UCBLogo's own files. A program
 * that uses them gets an error that says why, never "Je ne sais pas
 * faire" (issue #30). */
#include <config.h>

#include "logo.h"
#include "error.h"
#include "node.h"
#include "prim.h"
#include "state.h"

static const char FONT[] =
  "le texte s'écrit dans le terminal, dont la police se règle dans le terminal lui-même";
static const char SCREEN[] =
  "le texte s'écrit dans le terminal et le dessin dans sa propre fenêtre : il n'y a pas "
  "d'écran à partager entre eux";
static const char NOREFRESH[] =
  "Tortue garde toujours le dessin (ANIMATION et RAFRAICHIS choisissent quand la fenêtre "
  "le montre)";
static const char PATTERN[] = "le crayon trace des traits pleins, sans motif";
static const char SEGMENTS[] =
  "sa mémoire est celle d'un ramasse-miettes, sans segments à régler (--memoire en fixe "
  "la limite)";
static const char HELPLOC[] = "l'aide est dans Tortue elle-même (AIDE)";
static const char LIBLOC[] =
  "sa bibliothèque est lib-logo, trouvée au démarrage (TORTUE_LIB), et celle d'UCBLogo "
  "ne s'y charge pas";
static const char CSLS[] =
  "les programmes du livre Computer Science Logo Style ne sont pas fournis avec Tortue";

static const struct { VocabId id; const char *why; } reasons[] = {
  { VID_INCREASEFONT, FONT }, { VID_DECREASEFONT, FONT }, { VID_SETTEXTSIZE, FONT },
  { VID_TEXTSIZE, FONT }, { VID_SETFONT, FONT }, { VID_FONT, FONT },
  { VID_TEXTSCREEN, SCREEN }, { VID_FULLSCREEN, SCREEN }, { VID_SPLITSCREEN, SCREEN },
  { VID_SCREENMODE, SCREEN }, { VID_NOREFRESH, NOREFRESH },
  { VID_SETPENPATTERN, PATTERN }, { VID_PENPATTERN, PATTERN },
  { VID_DOT_SETSEGMENTSIZE, SEGMENTS }, { VID_SETHELPLOC, HELPLOC },
  { VID_SETLIBLOC, LIBLOC }, { VID_SETCSLSLOC, CSLS }, { VID_CSLSLOAD, CSLS },
};

/* Every row's function: the error, with the reason of the running
 * primitive's row. */
static Node *p_absent(LgState *L, Node **a, int n)
{
  (void)a;
  (void)n;
  const char *why = "";
  for (size_t i = 0; i < sizeof reasons / sizeof *reasons; i++)
    if (reasons[i].id == L->prim->id) why = reasons[i].why;
  err_throw(L, ERR_MEANINGLESS, L->prim->name->word, nd_cstr(why));
}

#define A(id, mn, df, mx) { VID_##id, p_absent, NULL, mn, df, mx, PREC_NONE, 0 }
static const PrimEntry absent_prims[] = {
  A(INCREASEFONT, 0, 0, 0),
  A(DECREASEFONT, 0, 0, 0),
  A(SETTEXTSIZE, 1, 1, 1),
  A(TEXTSIZE, 0, 0, 0),
  A(SETFONT, 1, 1, 1),
  A(FONT, 0, 0, 0),
  A(TEXTSCREEN, 0, 0, 0),
  A(FULLSCREEN, 0, 0, 0),
  A(SPLITSCREEN, 0, 0, 0),
  A(SCREENMODE, 0, 0, 0),
  A(NOREFRESH, 0, 0, 0),
  A(SETPENPATTERN, 1, 1, 1),
  A(PENPATTERN, 0, 0, 0),
  A(DOT_SETSEGMENTSIZE, 1, 1, 1),
  A(SETHELPLOC, 1, 1, 1),
  A(SETLIBLOC, 1, 1, 1),
  A(SETCSLSLOC, 1, 1, 1),
  A(CSLSLOAD, 1, 1, 1),
  PRIM_END
};

void prim_open_absent(LgState *L)
{
  prim_register(L, absent_prims);
}
