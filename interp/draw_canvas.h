/* draw_canvas.h -- the turtle's drawing on a browser's canvas: a live
 * drawing device (draw.h's DrawDevice) that paints the drawing's items
 * itself, through a table of painting calls (CanvasPaint): Canvas 2D
 * paints them in the browser as they come, Cairo only what was merged
 * into the image layer.
 *
 * The device (draw_canvas.c) is plain C: it decides what to paint (only
 * the items past what it showed, everything again after NETTOIE, a change
 * of background, of view or of the canvas's size) and the view (ZOOM,
 * AJUSTEDESSIN). The painting calls are Canvas 2D's in the browser
 * (canvas_web.c, EM_JS); a test may give others that record them. */
#ifndef LOGO_DRAW_CANVAS_H
#define LOGO_DRAW_CANVAS_H

#include "draw.h"

/* How an item is painted: its colour (the background's for an erasing
 * pen), its width in steps (at least a pixel), and whether it reverses
 * what is under it (white under the difference operator). */
typedef struct CanvasPen {
  DrawRGB color;
  double width;
  bool reverse;
} CanvasPen;

/* The painting calls. Coordinates are the turtle's: view() says how they
 * map to the canvas (zoom pixels a step, the turtle point (vx, vy) at the
 * canvas's centre, y upwards), and holds until the next view(). */
typedef struct CanvasPaint {
  void (*size)(int *w, int *h);                 /* the canvas's, in pixels */
  void (*view)(double zoom, double vx, double vy);
  void (*clear)(DrawRGB background);            /* the whole canvas */
  /* The drawing's image layer (draw.h's DrawLayer), under the items: w x h
   * pixels in Cairo's ARGB32 (premultiplied alpha, a native-endian 32-bit
   * word a pixel, rows w * 4 bytes apart), its top-left corner at the
   * turtle point (x0, y1), scale pixels a step, rows going down. */
  void (*layer)(const unsigned char *px, int w, int h, double x0, double y1, double scale);
  void (*path)(const double *pts, size_t n, const CanvasPen *p);   /* n points */
  void (*fill)(const double *pts, size_t n, const CanvasPen *p);   /* a polygon */
  /* An arc from the angle t0 to t1 (radians, from +x towards +y), in the
   * negative direction when negative. */
  void (*arc)(double cx, double cy, double r, double t0, double t1, bool negative,
              const CanvasPen *p);
  void (*disc)(double cx, double cy, double r, const CanvasPen *p);
  /* UTF-8 text at (x, y), its baseline at angle (radians), size in steps. */
  void (*label)(double x, double y, double angle, double size, const char *text,
                const CanvasPen *p);
  void (*turtle)(const DrawTurtle *t);          /* on top, replacing the last */
} CanvasPaint;

/* A canvas device painting through paint (which outlives it); NULL when
 * no memory. Its view starts at one pixel a step, the origin centred. */
DrawDevice *canvas_open_with(const CanvasPaint *paint);

/* The browser's canvas (canvas_web.c): the live device of draw_live.c in
 * the web build. */
DrawDevice *canvas_open(void);

/* What the user does on the canvas, for the program (the device's
 * next_event and claim, draw.h): the page keeps the events in a queue,
 * the device takes them one by one and converts their positions. */
typedef struct CanvasInput {
  /* The oldest event not taken yet (false: none). A position is the
   * canvas pixel under the pointer, counted from its top left corner in
   * the canvas's own pixels (those size() gives), not in turtle
   * coordinates: the device converts it through its view. */
  bool (*next)(DrawEvent *e);
  /* Whether the program takes the keys, the mouse (said when it changes):
   * the page then gives them to the program rather than to its console. */
  void (*claim)(bool keys, bool mouse);
} CanvasInput;

/* The canvas device dev (canvas_open_with's) takes its events from in
 * (which outlives it); without this call it has none. */
void canvas_set_input(DrawDevice *dev, const CanvasInput *in);

#endif
