/* check_canvas.c -- the browser's canvas device (draw_canvas.c) compiled
 * natively: its painting calls recorded instead of made with Canvas 2D,
 * the turtle driving it as it drives the window. What is painted, and
 * when everything is painted again. */
#include <config.h>

#include <math.h>
#include <stdio.h>
#include <stdint.h>
#include <string.h>

#include "check_util.h"
#include "draw_canvas.h"
#include "state.h"
#include "turtle.h"

/* What the recording canvas was asked. */
typedef struct Rec {
  int clears, paths, fills, arcs, discs, labels, turtles, views;
  size_t segments;          /* painted by path calls (points - 1 each) */
  double last_x, last_y;    /* the last point of the last path */
  CanvasPen pen;            /* the last path's pen */
  double zoom, vx, vy;      /* the last view */
  double t0, t1, r;         /* the last arc */
  bool negative;
  double angle;             /* the last label's */
  char text[32];
  DrawTurtle turtle;        /* the last shown */
  int w, h;
  int layers;               /* the image layer painted */
  int lw, lh;
  double lx0, ly1, lscale;
  uint32_t inked, blank;    /* its pixels at the segments' x, and a corner */
  int paths_at_clear, paths_at_layer;
} Rec;

static Rec rec;

#define STR(x) #x
#define XSTR(x) STR(x)

static void r_size(int *w, int *h) { *w = rec.w; *h = rec.h; }
static void r_view(double z, double vx, double vy)
{
  rec.views++;
  rec.zoom = z;
  rec.vx = vx;
  rec.vy = vy;
}
static void r_clear(DrawRGB bg)
{
  (void)bg;
  rec.clears++;
  rec.paths_at_clear = rec.paths;
}
/* The layer's pixels are native-endian words: the one of the column of x
 * = 0 (the segments') at y = 5, and the top-left one. */
static void r_layer(const unsigned char *px, int w, int h, double x0, double y1, double scale)
{
  rec.layers++;
  rec.lw = w;
  rec.lh = h;
  rec.lx0 = x0;
  rec.ly1 = y1;
  rec.lscale = scale;
  int col = (int)floor((0 - x0) * scale), row = (int)floor((y1 - 5) * scale);
  memcpy(&rec.inked, px + 4 * ((size_t)row * (size_t)w + (size_t)col), 4);
  memcpy(&rec.blank, px, 4);
  rec.paths_at_layer = rec.paths;
}
static void r_path(const double *pts, size_t n, const CanvasPen *p)
{
  rec.paths++;
  rec.segments += n - 1;
  rec.last_x = pts[2 * n - 2];
  rec.last_y = pts[2 * n - 1];
  rec.pen = *p;
}
static void r_fill(const double *pts, size_t n, const CanvasPen *p)
{
  (void)pts;
  (void)n;
  (void)p;
  rec.fills++;
}
static void r_arc(double cx, double cy, double r, double t0, double t1, bool neg,
                  const CanvasPen *p)
{
  (void)cx;
  (void)cy;
  (void)p;
  rec.arcs++;
  rec.r = r;
  rec.t0 = t0;
  rec.t1 = t1;
  rec.negative = neg;
}
static void r_disc(double cx, double cy, double r, const CanvasPen *p)
{
  (void)cx;
  (void)cy;
  (void)r;
  (void)p;
  rec.discs++;
}
static void r_label(double x, double y, double angle, double size, const char *text,
                    const CanvasPen *p)
{
  (void)x;
  (void)y;
  (void)size;
  (void)p;
  rec.labels++;
  rec.angle = angle;
  strncpy(rec.text, text, sizeof rec.text - 1);
}
static void r_turtle(const DrawTurtle *t)
{
  rec.turtles++;
  rec.turtle = *t;
}

static const CanvasPaint rec_paint = { r_size, r_view, r_clear, r_layer, r_path, r_fill, r_arc, r_disc,
                                       r_label, r_turtle };

static DrawDevice *rec_open(void)
{
  return canvas_open_with(&rec_paint);
}

static LgState *canvas_state(void)
{
  memset(&rec, 0, sizeof rec);
  rec.w = 800;
  rec.h = 600;
  LgState *L = new_state();
  tur_set_opener(L, rec_open);
  return L;
}

/* A square: four segments painted once each, in the pen's colour, the
 * canvas cleared once (when the device opened), the turtle back home. */
START_TEST(square_painted_once)
{
  LgState *L = canvas_state();
  run_text(L, "FCC \"rouge REPETE 4 [AV 100 TD 90]");
  tur_pump(L);
  ck_assert_int_eq(rec.clears, 1);
  ck_assert_uint_eq(rec.segments, 4);
  ck_assert(rec.last_x == 0 && rec.last_y == 0);
  ck_assert(rec.pen.color.r == 255 && rec.pen.color.g == 0 && rec.pen.width == 1);
  ck_assert(!rec.pen.reverse);
  ck_assert(rec.turtle.x == 0 && rec.turtle.y == 0 && rec.turtle.heading == 0);
  st_close(L);
}
END_TEST

/* A pen run that grows is painted from its last point only. */
START_TEST(run_painted_from_its_end)
{
  LgState *L = canvas_state();
  run_text(L, "AV 10");
  run_text(L, "AV 20");
  tur_pump(L);
  ck_assert_uint_eq(rec.segments, 2);
  ck_assert(rec.last_x == 0 && rec.last_y == 30);
  ck_assert_int_eq(rec.clears, 1);
  st_close(L);
}
END_TEST

/* NETTOIE, a new background, ZOOM: everything painted again. */
START_TEST(repainted_from_the_start)
{
  LgState *L = canvas_state();
  run_text(L, "AV 10 TD 90 AV 10");
  tur_pump(L);
  ck_assert_int_eq(rec.clears, 1);
  run_text(L, "NETTOIE AV 5");
  tur_pump(L);
  ck_assert_int_eq(rec.clears, 2);
  rec.segments = 0;
  run_text(L, "ZOOM 2");
  ck_assert_int_eq(rec.clears, 3);
  ck_assert(rec.zoom == 2 && rec.vx == 0 && rec.vy == 0);
  ck_assert_uint_eq(rec.segments, 1);   /* the one segment left, again */
  run_text(L, "FCFG 1");
  tur_pump(L);
  ck_assert_int_eq(rec.clears, 4);
  st_close(L);
}
END_TEST

/* AJUSTEDESSIN: the drawing and the turtle fill the canvas, centred. */
START_TEST(fit_centres_the_drawing)
{
  LgState *L = canvas_state();
  run_text(L, "REPETE 4 [AV 100 TD 90] LC FIXEPOS [100 100]");
  run_text(L, "AJUSTEDESSIN");
  /* the ink [-0.5, 100.5] a side and 10 steps of margin, [-10.5, 110.5];
   * the turtle's 20 steps around (100, 100) take it to 120 */
  ck_assert(fabs(rec.vx - 54.75) < 1e-9 && fabs(rec.vy - 54.75) < 1e-9);
  ck_assert(fabs(rec.zoom - 600 / 130.5) < 1e-9);
  ck_assert_str_eq(run_logo(L, "EC ZONEVISIBLE"), "-32.25 -10.5 141.75 120\n");
  st_close(L);
}
END_TEST

/* CERCLE, ETIQUETTE and an erasing pen, as Cairo draws them (draw.c). */
START_TEST(arcs_labels_and_pens)
{
  LgState *L = canvas_state();
  run_text(L, "CERCLE 50");
  tur_pump(L);
  ck_assert_int_eq(rec.arcs, 1);
  ck_assert(rec.r == 50 && rec.negative);
  ck_assert(fabs(fabs(rec.t1 - rec.t0) - 2 * M_PI) < 1e-9);
  run_text(L, "TD 90 ETIQUETTE \"bonjour");
  tur_pump(L);
  ck_assert_int_eq(rec.labels, 1);
  ck_assert_str_eq(rec.text, "bonjour");
  ck_assert(fabs(rec.angle) < 1e-12);   /* heading 90: along +x */
  run_text(L, "FCFG 2 GOMME AV 10");
  tur_pump(L);
  ck_assert(rec.pen.color.r == 0 && rec.pen.color.g == 255 && rec.pen.color.b == 0);
  run_text(L, "INVERSECRAYON AV 10");
  tur_pump(L);
  ck_assert(rec.pen.reverse);
  st_close(L);
}
END_TEST

/* Past DRAW_KEEP_ITEMS items the older ones are merged into the image
 * layer (draw.c): the canvas starts again from item 0, the layer's pixels
 * painted first, right after the canvas is cleared, then the items left.
 * The merged ink is that of the segments from (0, 0) to (0, 10), width 1:
 * [-0.5, 0.5] x [-0.5, 10.5]; the layer adds 64 steps around it at one
 * pixel a step, its corner on a pixel's middle: x from floor(-64.5) - 0.5,
 * y from ceil(74.5) + 0.5, 129 x 139 pixels. */
START_TEST(layer_painted_under_the_items)
{
  LgState *L = canvas_state();
  run_text(L, "REPETE " XSTR(DRAW_KEEP_ITEMS) " [AV 10 LC RE 10 BC]");
  ck_assert_int_eq(rec.layers, 0);
  tur_pump(L);
  ck_assert_int_eq(rec.layers, 1);
  ck_assert_int_eq(rec.lw, 129);
  ck_assert_int_eq(rec.lh, 139);
  ck_assert(rec.lx0 == -65.5 && rec.ly1 == 75.5 && rec.lscale == 1);
  ck_assert_uint_eq(rec.inked, 0xff000000u);   /* opaque black */
  ck_assert_uint_eq(rec.blank, 0);             /* transparent */
  ck_assert_int_eq(rec.paths_at_layer, rec.paths_at_clear);
  /* after it, one path an item left: the DRAW_KEEP_ITEMS / 2 kept when
   * the item numbered DRAW_KEEP_ITEMS came, and that one */
  ck_assert_int_eq(rec.paths - rec.paths_at_layer, DRAW_KEEP_ITEMS / 2 + 1);
  run_text(L, "ZOOM 2");   /* a new view: the layer again */
  ck_assert_int_eq(rec.layers, 2);
  run_text(L, "NETTOIE");
  tur_pump(L);
  ck_assert_int_eq(rec.layers, 2);   /* gone with the drawing */
  st_close(L);
}
END_TEST

/* {====================================================================
 * The user's events (CanvasInput): a queue in the canvas's pixels, as the
 * page keeps it, and the claims said
 * ===================================================================== */

typedef struct Input {
  DrawEvent queue[16];
  int first, n;
  int claims;                 /* how many times the page was told */
  bool keys, mouse;           /* the last said */
} Input;

static Input input;

static bool in_next(DrawEvent *e)
{
  if (input.n == 0) return false;
  *e = input.queue[input.first++];
  input.n--;
  return true;
}

static void in_claim(bool keys, bool mouse)
{
  input.claims++;
  input.keys = keys;
  input.mouse = mouse;
}

static const CanvasInput rec_input = { in_next, in_claim };

static DrawDevice *rec_open_input(void)
{
  DrawDevice *dev = canvas_open_with(&rec_paint);
  canvas_set_input(dev, &rec_input);
  return dev;
}

static LgState *input_state(void)
{
  LgState *L = canvas_state();
  memset(&input, 0, sizeof input);
  tur_set_opener(L, rec_open_input);
  run_text(L, "AV 0");   /* the canvas opens */
  return L;
}

/* The pixel (px, py) under the pointer: a button down there. */
static void press(int button, double px, double py)
{
  input.queue[input.first + input.n++] =
    (DrawEvent){ .kind = DE_DOWN, .button = button, .x = px, .y = py };
}

static void give_key(DrawKey key, const char *text)
{
  DrawEvent e = { .kind = DE_KEY, .key = key };
  strcpy(e.text, text);
  input.queue[input.first + input.n++] = e;
}

/* Pixels become turtle points through the view, as in the window: the
 * centre pixel (400, 300) of 800 x 600 is the view's centre, y upwards;
 * ZOOM 2 halves the steps, AJUSTEDESSIN's centre moves them. */
START_TEST(pixels_in_turtle_coordinates)
{
  LgState *L = input_state();
  input.queue[input.n++] = (DrawEvent){ .kind = DE_MOVE, .x = 600, .y = 150 };
  ck_assert_str_eq(run_logo(L, "EC POSSOURIS"), "200 150\n");
  press(2, 0, 599);
  ck_assert_str_eq(run_logo(L, "EC POSCLIC EC BOUTON"), "-400 -299\n2\n");
  run_text(L, "ZOOM 2");
  press(1, 600, 150);
  ck_assert_str_eq(run_logo(L, "EC POSCLIC"), "100 75\n");
  run_text(L, "ZOOM 1 LC FPOS [100 100] AJUSTEDESSIN");
  double vx = rec.vx, vy = rec.vy, z = rec.zoom;
  press(1, 410, 290);
  char want[64];
  snprintf(want, sizeof want, "%.15g %.15g\n", vx + 10 / z, vy + 10 / z);
  ck_assert_str_eq(run_logo(L, "EC POSCLIC"), want);
  st_close(L);
}
END_TEST

/* A key: TOUCHE? sees it, LISCAR reads it where the keyboard is the
 * host's (the page), an arrow by its name; a QUANDCLIC's list runs at the
 * click's turtle point. */
START_TEST(keys_and_actions)
{
  LgState *L = input_state();
  L->keyboard_by_host = true;
  give_key(DKEY_CHAR, "k");
  give_key(DKEY_LEFT, "");
  ck_assert_str_eq(run_logo(L, "EC TOUCHE? EC LISCAR EC LISCAR EC TOUCHE?"),
                   "VRAI\nk\ngauche\nFAUX\n");
  run_text(L, "QUANDCLIC [EC POSCLIC]");
  press(1, 450, 250);
  ck_assert_str_eq(run_logo(L, "ATTENDS 1"), "50 50\n");
  st_close(L);
}
END_TEST

/* The page is told what the program takes only when it changes. */
START_TEST(claims_said_when_they_change)
{
  LgState *L = input_state();
  ck_assert_int_eq(input.claims, 1);
  ck_assert(!input.keys && !input.mouse);
  tur_pump(L);
  ck_assert_int_eq(input.claims, 1);
  run_text(L, "QUANDTOUCHE \"a [AV 1]");
  tur_pump(L);
  ck_assert_int_eq(input.claims, 2);
  ck_assert(input.keys && !input.mouse);
  run_text(L, "QUANDCLIC [AV 1]");
  tur_pump(L);
  ck_assert_int_eq(input.claims, 3);
  ck_assert(input.keys && input.mouse);
  st_close(L);
}
END_TEST
/* }==================================================================== */

Suite *canvas_suite(void)
{
  Suite *s = suite_create("canvas");
  TCase *tc = tcase_create("canvas");
  tcase_add_test(tc, square_painted_once);
  tcase_add_test(tc, run_painted_from_its_end);
  tcase_add_test(tc, repainted_from_the_start);
  tcase_add_test(tc, fit_centres_the_drawing);
  tcase_add_test(tc, arcs_labels_and_pens);
  tcase_add_test(tc, pixels_in_turtle_coordinates);
  tcase_add_test(tc, keys_and_actions);
  tcase_add_test(tc, claims_said_when_they_change);
  tcase_add_test(tc, layer_painted_under_the_items);
  suite_add_tcase(s, tc);
  return s;
}
