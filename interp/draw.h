/* draw.h -- the drawing: what the turtle drew, kept as a list of items in
 * turtle coordinates, and the drawing devices that show it.
 *
 * One drawing, many views: the window, the PNG and PDF files (all three
 * rendered by draw_render with Cairo, so they look alike), the SVG file
 * (written from the same items, exact to the coordinate) and the terminal
 * (braille dots). The list only grows, but for NETTOIE / VIDEECRAN, which
 * empty it: a view shows items [0, n) and draws only the new ones.
 *
 * Coordinates are UCBLogo's: origin at the centre, y upwards, headings in
 * degrees, 0 north, clockwise. Nothing here knows the interpreter: the
 * turtle module (turtle.c) owns the Drawing and the device (st_ext). */
#ifndef LOGO_DRAW_H
#define LOGO_DRAW_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef struct DrawRGB { uint8_t r, g, b; } DrawRGB;

/* How the pen marks: paint its colour, erase to the background, or
 * reverse what is under it. */
typedef enum DrawPen { DP_PAINT, DP_ERASE, DP_REVERSE } DrawPen;

typedef enum DrawKind {
  DK_PATH,    /* a pen run: pts[first .. first+count) joined by lines */
  DK_ARC,     /* an arc of a circle (CERCLE, ARC): cx, cy, r, a0, sweep */
  DK_FILL,    /* a closed polygon pts[first .. first+count), filled */
  DK_LABEL,   /* text at (x, y), its baseline along heading */
} DrawKind;

typedef struct DrawItem {
  DrawKind kind;
  DrawPen pen;
  DrawRGB color;
  double width;                /* pen width, in turtle steps */
  size_t first, count;         /* DK_PATH, DK_FILL: points in Drawing.pts */
  double x, y, r;              /* DK_ARC: centre and radius; DK_LABEL: place */
  double a0, sweep;            /* DK_ARC: start heading, degrees clockwise;
                                  DK_LABEL: a0 is the heading */
  double size;                 /* DK_LABEL: font size in steps */
  const char *text;            /* DK_LABEL: UTF-8, owned by the drawing */
} DrawItem;

typedef struct DrawTurtle {
  double x, y, heading;
  bool visible;
} DrawTurtle;

typedef struct Drawing {
  DrawItem *items;
  size_t n, cap;
  double *pts;                 /* x0 y0 x1 y1 ... */
  size_t npts, ptcap;          /* points, not doubles */
  DrawRGB background;
  DrawTurtle turtle;           /* drawn on top by the window only */
  uint64_t cleared;            /* bumped when the list is emptied, so a view
                                  knows to start again from item 0 */
} Drawing;

/* Cairo rendering, shared by the window and the PNG/PDF files. cr's
 * transform maps turtle coordinates to the surface (draw_transform);
 * items [from, to) are drawn over what is there. */
typedef struct _cairo cairo_t;
void draw_transform(cairo_t *cr, double width, double height, double scale,
                    double cx, double cy);
void draw_background(cairo_t *cr, const Drawing *d);
void draw_render(cairo_t *cr, const Drawing *d, size_t from, size_t to);
void draw_turtle_shape(cairo_t *cr, const DrawTurtle *t);

/* A drawing device shows the drawing live: the window (window.c). The
 * turtle module calls update after each change (cheap: only items past
 * what it showed are drawn), and pump while programs run and while the
 * prompt waits, so the window answers (resize, expose, close). */
typedef struct DrawDevice DrawDevice;
typedef struct DrawDeviceOps {
  void (*update)(DrawDevice *dev, const Drawing *d);
  /* Handle pending events; false once the user closed the window (the
   * session goes on, the drawing is kept). */
  bool (*pump)(DrawDevice *dev, const Drawing *d);
  void (*close)(DrawDevice *dev);
} DrawDeviceOps;

struct DrawDevice {
  const DrawDeviceOps *ops;
};

/* The window, when Tortue was built with SDL2 and a display is there
 * (X11 or Wayland); NULL otherwise. Titled "Tortue", resizable. */
DrawDevice *win_open(void);

#endif
