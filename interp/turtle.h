/* turtle.h -- the turtle module (turtle.c): its primitives (prim_open_turtle
 * in prim.h), and what the rest of the program may ask of it: the drawing
 * (for lib-logo's views through the primitives only; for C, read-only) and
 * the live window, which the prompt pumps while it waits. */
#ifndef LOGO_TURTLE_H
#define LOGO_TURTLE_H

#include <stdbool.h>

#include "logo.h"
#include "draw.h"

/* Never open a window in this session (tortue --sans-fenetre): the drawing
 * is kept all the same, for SAUVEDESSIN and MONTREDESSIN. */
void tur_no_window(LgState *L);
/* The session's drawing (the turtle's place in d->turtle), read-only. */
const Drawing *tur_drawing(LgState *L);
/* Show what is not shown yet and handle the window's events: the prompt
 * calls it while it waits (readline's event hook), and the end of each
 * command, so a throttled update is never left behind. A window the user
 * closed is forgotten (the drawing kept; the next drawing command may
 * open another). Does nothing without a window. */
void tur_pump(LgState *L);
/* Open the live devices if they may be, as a drawing command does: an
 * event procedure was set, the window must be there to be used. */
void tur_wake(LgState *L);
/* Is a window open? */
bool tur_has_window(LgState *L);
/* The live devices opened if they may be (not under --sans-fenetre), the
 * drawing shown there, with no pause: a program reads the keys of a host
 * whose keyboard is its canvas (the browser's page). Is one open? */
bool tur_live(LgState *L);
/* What opens the window at the first drawing command: win_open unless
 * changed (a test's device). Undoes tur_no_window. */
void tur_set_opener(LgState *L, DrawDevice *(*open)(void));

#endif
