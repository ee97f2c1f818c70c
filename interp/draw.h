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
#include <stdio.h>

typedef struct _cairo cairo_t;
typedef struct DrawRGB { uint8_t r, g, b; } DrawRGB;

/* How the pen marks: paint its colour, erase to the background, or
 * reverse what is under it. */
typedef enum DrawPen { DP_PAINT, DP_ERASE, DP_REVERSE } DrawPen;

typedef enum DrawKind {
  DK_PATH,    /* a pen run: pts[first .. first+count) joined by lines */
  DK_ARC,     /* an arc of a circle (CERCLE, ARC): cx, cy, r, a0, sweep */
  DK_FILL,    /* a closed polygon pts[first .. first+count), filled */
  DK_LABEL,   /* text at (x, y), its baseline along heading */
  DK_DISC,    /* a filled circle (CERCLE then REMPLIS): x, y, r */
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
  int shape;                   /* FIXEFORME: 0 a triangle, 1 a turtle, DRAW_SHAPE_PICTURE + k
                                  the picture pictures[k] of the drawing */
} DrawTurtle;

#define DRAW_SHAPE_PICTURE 2

/* A turtle's shape from a PNG file (FIXEFORME "fichier.png): its pixels,
 * one a step, centred on the turtle, its top towards the heading; its
 * bytes kept for the SVG files, which hold it. */
typedef struct _cairo_surface cairo_surface_t;
typedef struct DrawPicture {
  char *name;                  /* the file's name as given, NUL-terminated */
  cairo_surface_t *img;
  unsigned char *png;
  size_t len;
  int w, h;
} DrawPicture;

/* The image layer: what was drawn before the last items, merged into
 * pixels so that an endless drawing lives in bounded memory (a lesson's
 * animation draws millions of segments). Its pixels are native memory
 * counted by the memory limit; transparent where nothing was drawn, so the
 * background shows through. */
typedef struct DrawLayer {
  cairo_surface_t *img;        /* ARGB32; NULL while nothing was merged */
  unsigned char *pixels;       /* img's data */
  int w, h;
  double x0, y1;               /* turtle coordinates of its top-left corner */
  double scale;                /* pixels a step */
  double ink[4];               /* the bounds of what was merged */
} DrawLayer;

typedef struct Drawing {
  DrawItem *items;
  size_t n, cap;
  double *pts;                 /* x0 y0 x1 y1 ... */
  size_t npts, ptcap;          /* points, not doubles */
  DrawRGB background;
  DrawTurtle turtle;           /* the current turtle: drawn on top by the window
                                  (and by the files once there are several) */
  DrawTurtle *turtles;         /* every turtle in the order of their numbers (owned
                                  by the turtle module); NULL while turtle 0 is the
                                  only one. turtles[current] is stale: the current
                                  turtle is turtle, the moves' only cost */
  size_t nturtles, current;
  uint64_t turtles_rev;        /* bumped when another turtle becomes the current one
                                  or all of them change, so a view redraws them */
  DrawPicture *pictures;       /* the turtles' picture shapes, each file once */
  size_t npictures;
  uint64_t cleared;            /* bumped when the list is emptied, so a view
                                  knows to start again from item 0 */
  bool run_open;               /* the last item is a pen run a segment from
                                  its end may extend (draw_end_run closes it) */
  DrawLayer layer;             /* what lies under items[0] */
  uint64_t base_item;          /* items merged so far: items[i] is the drawing's
                                  item base_item + i (never reset) */
  uint64_t base_pt;            /* points merged so far, the same way */
  bool split;                  /* items[0] is a pen run whose first points
                                  (up to base_pt) were merged */
  uint64_t merges;             /* bumped at each merge */
} Drawing;

/* How an item is drawn: the pen's mode, colour and width (in steps). */
typedef struct DrawStyle {
  DrawPen pen;
  DrawRGB color;
  double width;
} DrawStyle;

/* The margin that the files add around the drawing's bounds: DRAW_MARGIN
 * steps, or DRAW_MARGIN_SHARE of the drawing's larger side (whole steps) when that is
 * more, so that a big drawing is not printed against the paper's edge. */
#define DRAW_MARGIN 10.0
#define DRAW_MARGIN_SHARE 0.04

/* {====================================================================
 * Building the drawing (draw.c). Items and points live in native memory
 * counted by the memory limit (mem_native_*): a function returning false
 * was refused memory, and left the drawing as it was. items and pts move
 * as they grow, and are given back by draw_clear: a view keeps indexes
 * (DrawMark), never pointers into them.
 * ===================================================================== */
/* An empty drawing: white background, the turtle at the origin, visible. */
void draw_init(Drawing *d);
/* Give back the memory of the items (the drawing is then empty). */
void draw_free(Drawing *d);
/* Empty the list (NETTOIE, VIDEECRAN): cleared is bumped. */
void draw_clear(Drawing *d);
/* The vectors kept at most: past them, the older items (and the first
 * points of a long pen run) are merged into the image layer, so that an
 * endless drawing takes bounded memory. The drawing functions merge by
 * themselves; draw_merge merges all but the last item now (false: no
 * memory for the layer, or no Cairo). */
#define DRAW_KEEP_PTS 131072
#define DRAW_KEEP_ITEMS 16384
bool draw_merge(Drawing *d);
/* Paint the image layer (when there is one) through cr's turtle transform. */
void draw_layer(cairo_t *cr, const Drawing *d);
/* A segment. When the open pen run ends at (x0, y0) in the same style, it
 * grows by one point (a view then redraws that item's new points) instead
 * of a new item being made. */
bool draw_line(Drawing *d, double x0, double y0, double x1, double y1, const DrawStyle *s);
/* Close the open pen run: the next segment starts a new item (pen lifted,
 * turtle moved without drawing, wrapped at an edge). */
void draw_end_run(Drawing *d);
/* An arc of centre (cx, cy), radius r, from heading a0 (the direction from
 * the centre to its first point) over sweep degrees, clockwise if > 0. */
bool draw_arc(Drawing *d, double cx, double cy, double r, double a0, double sweep,
              const DrawStyle *s);
/* A filled circle of centre (cx, cy) and radius r. */
bool draw_disc(Drawing *d, double cx, double cy, double r, const DrawStyle *s);
/* A filled polygon of count points pts (x0 y0 x1 y1 ...), copied. */
bool draw_fill(Drawing *d, const double *pts, size_t count, const DrawStyle *s);
/* len bytes of UTF-8 text (copied) at (x, y), its baseline along heading. */
bool draw_label(Drawing *d, double x, double y, double heading, double size,
                const char *text, size_t len, const DrawStyle *s);
/* sin and cos of deg degrees, exact at multiples of 30. */
void draw_sincos(double deg, double *s, double *c);
/* The box of the ink (pen widths included) as minx miny maxx maxy; false
 * (and an empty box) when there is nothing. */
bool draw_bounds(const Drawing *d, double b[4]);
/* The bounds and margin around them (a square of two margins a side, at
 * the origin, when the drawing is empty): what the files show. */
void draw_frame(const Drawing *d, double margin, double b[4]);
/* The frame the files show: the bounds and the files' margin. */
void draw_file_frame(const Drawing *d, double b[4]);
/* The view that fits the drawing and the current turtle (20 steps
 * around it), with the live views' margin, in a w x h pixel view: the
 * pixels a step (between DRAW_ZOOM_MIN and DRAW_ZOOM_MAX, the live views'
 * bounds) and the turtle point at its centre. The window and the canvas
 * fit the same way (AJUSTEDESSIN). */
#define DRAW_ZOOM_MIN 1e-6
#define DRAW_ZOOM_MAX 1e4
void draw_fit_view(const Drawing *d, int w, int h, double *zoom, double *vx, double *vy);
/* The turtle point (*x, *y) under the pixel (px, py) of a w x h view of
 * zoom pixels a step centred on (vx, vy): the view's point at the middle
 * of its centre pixel, so that a click gives the same point in the
 * window and on the canvas. */
void draw_pixel_point(double px, double py, int w, int h, double zoom, double vx, double vy,
                      double *x, double *y);
/* }==================================================================== */

/* Cairo rendering, shared by the window and the PNG/PDF files. cr's
 * transform maps turtle coordinates to the surface (draw_transform);
 * items [from, to) are drawn over what is there. Cairo is not linked but
 * opened at its first use (dynlib.h): these functions open it, and draw
 * nothing if it cannot be. */
void draw_transform(cairo_t *cr, double width, double height, double scale,
                    double cx, double cy);
void draw_background(cairo_t *cr, const Drawing *d);
void draw_render(cairo_t *cr, const Drawing *d, size_t from, size_t to);
/* The turtle with its shape (in turtle steps), when visible. */
void draw_turtle_shape(cairo_t *cr, const Drawing *d, const DrawTurtle *t);
/* How many turtles the drawing has, and the i-th of them (i < that count):
 * the current one is d->turtle. */
size_t draw_turtle_count(const Drawing *d);
const DrawTurtle *draw_turtle_at(const Drawing *d, size_t i);
/* Every visible turtle, with its shape. */
void draw_turtles(cairo_t *cr, const Drawing *d);
/* Do the files and the terminal show the turtles? Only when there are
 * several (FIXETORTUE): the drawing of a single turtle is saved without it,
 * as UCBLogo saves it, while a game's turtles are part of its picture. */
bool draw_shows_turtles(const Drawing *d);
/* A picture shape from the bytes of a PNG file named name (both copied):
 * its index in d->pictures (the same file's index when it was read
 * before), or DRAW_PIC_NOT_PNG (not a PNG Cairo can read), DRAW_PIC_TOO_BIG
 * (more than DRAW_PIC_MAX pixels a side), DRAW_PIC_NO_MEMORY. */
#define DRAW_PIC_MAX 1000
enum { DRAW_PIC_NOT_PNG = -1, DRAW_PIC_TOO_BIG = -2, DRAW_PIC_NO_MEMORY = -3 };
int draw_picture_add(Drawing *d, const char *name, const unsigned char *png, size_t len);

/* What a view has drawn already, for draw_render_new. Zeroed to start. */
typedef struct DrawMark {
  size_t item, npts;
  uint64_t cleared, merges;
} DrawMark;
/* Draw what d holds beyond m (new items, and the points the last pen run
 * grew by), and move m to the end. false (drawing nothing, m reset) when
 * the drawing was cleared or merged since: the view paints the background
 * and the layer, and calls again. */
bool draw_render_new(cairo_t *cr, const Drawing *d, DrawMark *m);

/* {====================================================================
 * Files, written to f (opened by the caller, written atomically)
 * ===================================================================== */
/* The PNG's default size: one pixel per step, the frame (bounds and
 * the files' margin) rounded up. */
void draw_png_size(const Drawing *d, int *w, int *h);
/* The drawing fitted (and centred) in a w x h image. */
bool draw_png(const Drawing *d, int w, int h, FILE *f);
/* A PDF page, one point per step. */
bool draw_pdf(const Drawing *d, FILE *f);
/* A w x h point PDF page (a sheet of paper), the drawing scaled to fit
 * inside margin points of each edge, and centred. */
bool draw_pdf_page(const Drawing *d, double w, double h, double margin, FILE *f);
/* SVG text: one element per item (a pen run a <polyline>), coordinates as
 * the turtle has them with y flipped, in the fewest exact digits; the
 * viewBox is the frame (bounds and the files' margin). */
bool draw_svg(const Drawing *d, FILE *f);
/* The files as drawing devices, found by their name's extension
 * (SAUVEDESSIN): a new format is a row of draw.c's table. */
typedef struct DrawFileDevice {
  const char *ext;             /* ".svg": the name ends so, case aside */
  bool sized;                  /* takes a size in pixels (w, h); else w, h unused */
  bool (*write)(const Drawing *d, int w, int h, FILE *f);
  const char *paper;           /* NULL: found by ext; "A4": the drawing fitted
                                  on that sheet, chosen by name (draw_file_paper) */
  bool own;                    /* written without Cairo (the SVG: where Cairo is
                                  missing, as in the browser, its labels' boxes
                                  are estimated) */
} DrawFileDevice;
/* The device for a file named name (len bytes); NULL when no format has
 * its extension. */
const DrawFileDevice *draw_file_device(const char *name, size_t len);
/* The same format on the sheet named paper (len bytes: "A4", "A4.paysage",
 * case aside), for a handout; NULL when the format has no such sheet. */
const DrawFileDevice *draw_file_paper(const DrawFileDevice *dev, const char *paper, size_t len);
/* The drawing in UTF-8 braille dots, cols characters wide (2 dots each),
 * at most rows lines (4 dots each) when rows > 0; one text line a row. */
bool draw_braille(const Drawing *d, int cols, int rows, FILE *f);
/* The drawing as a w x h sixel image (a DCS sequence, then a newline),
 * for a terminal that has sixel graphics. */
bool draw_sixel(const Drawing *d, int w, int h, FILE *f);
/* }==================================================================== */

/* A drawing device shows the drawing live: the window (window.c). The
 * turtle module calls update after each change (cheap: only items past
 * what it showed are drawn), and pump while programs run and while the
 * prompt waits, so the window answers (resize, expose, close). */
typedef struct DrawDevice DrawDevice;
/* What the user did in a device (the window, a browser's canvas): a key,
 * a mouse button pressed or released, the pointer moved. Positions are in
 * turtle coordinates, the device's view (zoom, pan) taken into account. */
typedef enum DrawEventKind { DE_KEY, DE_DOWN, DE_UP, DE_MOVE } DrawEventKind;
/* The keys that type no character; the others come as their UTF-8 text
 * (Entrée as "\n", Tab, Échap and the backspace as their control characters). */
typedef enum DrawKey { DKEY_CHAR, DKEY_LEFT, DKEY_RIGHT, DKEY_UP, DKEY_DOWN } DrawKey;
typedef struct DrawEvent {
  DrawEventKind kind;
  DrawKey key;                 /* DE_KEY */
  char text[8];                /* DE_KEY with DKEY_CHAR: one UTF-8 character */
  int button;                  /* DE_DOWN, DE_UP: 1 left, 2 right, 3 middle */
  double x, y;                 /* DE_DOWN, DE_UP, DE_MOVE: the pointer */
} DrawEvent;
/* What a pump found: the device lives on, the user closed it, or it was
 * lost (its display gone: the turtle says so once). */
typedef enum DrawLive { DRAW_LIVE, DRAW_CLOSED, DRAW_LOST } DrawLive;
typedef struct DrawDeviceOps {
  void (*update)(DrawDevice *dev, const Drawing *d);
  /* Handle pending events; the session goes on whatever the answer, the
   * drawing kept. */
  DrawLive (*pump)(DrawDevice *dev, const Drawing *d);
  void (*close)(DrawDevice *dev);
  /* The view (NULL for a device without one): zoom pixels a step, the
   * origin at the centre, or, when fit, the whole drawing in it. */
  void (*set_view)(DrawDevice *dev, const Drawing *d, double zoom, bool fit);
  /* The turtle coordinates it shows: minx miny maxx maxy. */
  void (*visible)(DrawDevice *dev, double b[4]);
  /* The next event the user made there since the last pump (false: none
   * left); NULL for a device without input. Events are kept up to a bound,
   * the oldest dropped past it. */
  bool (*next_event)(DrawDevice *dev, DrawEvent *e);
  /* Whether the program takes the keys, the mouse: the device then keeps
   * them from its own uses (the window's view keys, its drags). */
  void (*claim)(DrawDevice *dev, bool keys, bool mouse);
} DrawDeviceOps;

struct DrawDevice {
  const DrawDeviceOps *ops;
};

/* A kind of live drawing device: how to open one, why none could be had
 * (NULL: nothing to say, no display; *library true: a library missing,
 * never to be tried again), why the last one was lost (DRAW_LOST). */
typedef struct DrawLiveKind {
  DrawDevice *(*open)(void);
  const char *(*unavailable)(bool *library);
  const char *(*lost_why)(void);
} DrawLiveKind;
/* The live devices a session opens at its first drawing command, each
 * of them (draw_live.c): the window today; a browser's canvas would be a
 * row there, the turtle unchanged. */
extern const DrawLiveKind draw_live_kinds[];
extern const size_t draw_live_count;

/* The window, when Tortue was built with SDL2 and a display is there
 * (X11 or Wayland); NULL otherwise. Titled "Tortue", resizable. */
DrawDevice *win_open(void);
/* Why the window could not be had although Tortue was built with it and
 * a display is named: SDL2 or Cairo could not be loaded at run time (both
 * opened at the first window: dynlib.h; *library is then true), or the
 * display refused the window (SDL's words); NULL otherwise. */
const char *win_unavailable(bool *library);
/* Why the last window was lost (DRAW_LOST): the display's words. */
const char *win_lost_why(void);

#endif
