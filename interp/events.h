/* events.h -- what the user does in the turtle's window, for the program
 * (events.c): its primitives (prim_open_events in prim.h), what the
 * turtle's pump hands it, and the keys TOUCHE? and LISCAR read. */
#ifndef LOGO_EVENTS_H
#define LOGO_EVENTS_H

#include <stdbool.h>

#include "logo.h"
#include "draw.h"

/* An event a live device gave (the turtle's pump): the mouse's state
 * kept, an event procedure queued (L->events_due), or a key kept for
 * LISCAR. */
void evt_heard(LgState *L, const DrawEvent *e);
/* At each pump: MINUTERIE's list queued when due; at the prompt, the keys
 * and the mouse no longer taken for a program that read them. */
void evt_tick(LgState *L);
/* A timer is set: the pump must go on without a window. */
bool evt_wanted(LgState *L);
/* Whether the program takes the keys, the mouse (devices then keep them
 * from their own uses: DrawDeviceOps.claim). */
void evt_claims(LgState *L, bool *keys, bool *mouse);
/* TOUCHE?: a key typed in the window waits (false without a window). */
bool evt_key_waiting(LgState *L);
/* LISCAR at the keyboard fd: the next key typed in the window, waited for
 * while fd has nothing; NULL when fd has something (or there is no
 * window): the terminal's key is read then. */
Node *evt_read_key(LgState *L, int fd);
/* LISCAR when the keyboard is the host's (L->keyboard_by_host: the
 * browser's page): the next key typed on its canvas, waited for (the
 * host's sleep, the canvas heard, Stop, the event procedures run); NULL
 * when there is no canvas (the end of the input). */
Node *evt_read_host_key(LgState *L);
/* Seconds until MINUTERIE's list is due (0: now), -1 with no timer: how
 * long a host that runs nothing may wait before its next turn (the
 * page at its prompt, host_web.c). */
double evt_next_due(LgState *L);

#endif
