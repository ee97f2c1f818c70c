/* draw_live.c -- the live drawing devices: those the turtle opens at the
 * first drawing command and keeps up to date while programs run (draw.h's
 * DrawDevice). The window is the one today; another (a browser's canvas)
 * is a row here, nothing to change in the turtle. */
#include <config.h>

#include "draw.h"
#include "draw_canvas.h"

/* In the browser (the web build), the page's canvas is the live device:
 * it is always there, never lost. */
const DrawLiveKind draw_live_kinds[] = {
#ifdef __EMSCRIPTEN__
  { canvas_open, NULL, NULL },
#else
  { win_open, win_unavailable, win_lost_why },
#endif
};
const size_t draw_live_count = sizeof draw_live_kinds / sizeof draw_live_kinds[0];
