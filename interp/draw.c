/* draw.c -- the drawing: its items, grown in native memory counted by the
 * memory limit (mem_native_*), their bounds, and the views made from them:
 * Cairo rendering (the window, PNG, PDF), the SVG text written from the
 * items themselves (exact coordinates, which Cairo's SVG surface would not
 * keep), and the braille dots of the terminal. */
#include "draw.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "cairo_dl.h"
#include "mem.h"
#include "utf8.h"

/* {====================================================================
 * Cairo, loaded when a view first needs it (dynlib.h says why)
 * ===================================================================== */

DynCairo dyn_cairo;
/* Each function of draw.h that draws with Cairo loads it first: a caller
 * may have made its cairo_t with a Cairo of its own (the unit tests link
 * it), the same library dlopen then finds. */

#define CAIRO_NAME(f) "cairo_" #f,
DYNLIB_DEFINE(cairo_lib, dyn_cairo, "TORTUE_CAIRO", CAIRO_FUNCTIONS(CAIRO_NAME),
              "libcairo.so.2", "libcairo.so");
#undef CAIRO_NAME

bool dyn_cairo_load(void)
{
  return dyn_load(&cairo_lib);
}

const char *dyn_cairo_missing(void)
{
  return cairo_lib.missing;
}
/* }==================================================================== */

/* {====================================================================
 * The list of items
 * ===================================================================== */

void draw_init(Drawing *d)
{
  memset(d, 0, sizeof *d);
  d->background = (DrawRGB){255, 255, 255};
  d->turtle.visible = true;
}

static void free_labels(Drawing *d)
{
  for (size_t i = 0; i < d->n; i++)
    if (d->items[i].kind == DK_LABEL) mem_native_free((void *)d->items[i].text);
}

static void layer_free(DrawLayer *ly);

static void free_pictures(Drawing *d);

static void free_items(Drawing *d)
{
  layer_free(&d->layer);
  free_labels(d);
  mem_native_free(d->items);
  mem_native_free(d->pts);
  d->items = NULL;
  d->pts = NULL;
  d->n = d->cap = d->npts = d->ptcap = 0;
}

void draw_free(Drawing *d)
{
  free_items(d);
  free_pictures(d);
}

/* The memory is given back, not kept for the next drawing: after a
 * drawing that filled the memory limit, VE must leave room for the rest.
 * The turtles' pictures stay: they are the turtles', not the drawing's. */
void draw_clear(Drawing *d)
{
  free_items(d);
  d->run_open = false;
  d->cleared++;
}

void draw_end_run(Drawing *d)
{
  d->run_open = false;
}

/* Room for one more item; NULL when the memory limit refuses. */
static DrawItem *new_item(Drawing *d, DrawKind kind, const DrawStyle *s)
{
  if (d->n == d->cap) {
    size_t cap = d->cap ? d->cap * 2 : 64;
    DrawItem *items = mem_native_realloc(d->items, cap * sizeof *items);
    if (!items) return NULL;
    d->items = items;
    d->cap = cap;
  }
  DrawItem *it = &d->items[d->n++];
  memset(it, 0, sizeof *it);
  it->kind = kind;
  it->pen = s->pen;
  it->color = s->color;
  it->width = s->width;
  d->run_open = false;
  return it;
}

static bool add_point(Drawing *d, double x, double y)
{
  if (d->npts == d->ptcap) {
    size_t cap = d->ptcap ? d->ptcap * 2 : 256;
    double *pts = mem_native_realloc(d->pts, cap * 2 * sizeof *pts);
    if (!pts) return false;
    d->pts = pts;
    d->ptcap = cap;
  }
  d->pts[2 * d->npts] = x;
  d->pts[2 * d->npts + 1] = y;
  d->npts++;
  return true;
}

static bool same_style(const DrawItem *it, const DrawStyle *s)
{
  return it->pen == s->pen && it->width == s->width && it->color.r == s->color.r &&
         it->color.g == s->color.g && it->color.b == s->color.b;
}

/* Does the open pen run end at (x, y) in style s? Then a segment from
 * there extends it rather than starting a new item. */
static bool extends_run(const Drawing *d, double x, double y, const DrawStyle *s)
{
  if (!d->run_open || d->n == 0) return false;
  const DrawItem *it = &d->items[d->n - 1];
  if (it->kind != DK_PATH || !same_style(it, s)) return false;
  size_t last = it->first + it->count - 1;
  return d->pts[2 * last] == x && d->pts[2 * last + 1] == y;
}

/* Past DRAW_KEEP_PTS points or DRAW_KEEP_ITEMS items, the older half is
 * merged into the image layer (layer_merge, below). Without Cairo, or
 * without memory for the layer, the vectors grow as before (the memory
 * limit then has the last word). */
static bool layer_merge(Drawing *d, size_t keep_pts, size_t keep_items);

static void make_room(Drawing *d)
{
  if (d->npts + 2 >= DRAW_KEEP_PTS || d->n + 1 >= DRAW_KEEP_ITEMS)
    layer_merge(d, DRAW_KEEP_PTS / 2, DRAW_KEEP_ITEMS / 2);
}

bool draw_merge(Drawing *d)
{
  return d->n == 0 || layer_merge(d, 2, 1);
}

bool draw_line(Drawing *d, double x0, double y0, double x1, double y1, const DrawStyle *s)
{
  make_room(d);
  if (extends_run(d, x0, y0, s)) {
    if (!add_point(d, x1, y1)) return false;
    d->items[d->n - 1].count++;
    return true;
  }
  /* room for both points first, so a refusal leaves no half item */
  if (!add_point(d, x0, y0)) return false;
  if (!add_point(d, x1, y1)) { d->npts--; return false; }
  DrawItem *it = new_item(d, DK_PATH, s);
  if (!it) { d->npts -= 2; return false; }
  it->first = d->npts - 2;
  it->count = 2;
  d->run_open = true;
  return true;
}

bool draw_arc(Drawing *d, double cx, double cy, double r, double a0, double sweep,
              const DrawStyle *s)
{
  make_room(d);
  DrawItem *it = new_item(d, DK_ARC, s);
  if (!it) return false;
  it->x = cx;
  it->y = cy;
  it->r = r;
  it->a0 = a0;
  it->sweep = sweep;
  return true;
}

bool draw_disc(Drawing *d, double cx, double cy, double r, const DrawStyle *s)
{
  make_room(d);
  DrawItem *it = new_item(d, DK_DISC, s);
  if (!it) return false;
  it->x = cx;
  it->y = cy;
  it->r = r;
  return true;
}

bool draw_fill(Drawing *d, const double *pts, size_t count, const DrawStyle *s)
{
  make_room(d);
  size_t first = d->npts;
  for (size_t i = 0; i < count; i++)
    if (!add_point(d, pts[2 * i], pts[2 * i + 1])) { d->npts = first; return false; }
  DrawItem *it = new_item(d, DK_FILL, s);
  if (!it) { d->npts = first; return false; }
  it->first = first;
  it->count = count;
  return true;
}

bool draw_label(Drawing *d, double x, double y, double heading, double size,
                const char *text, size_t len, const DrawStyle *s)
{
  make_room(d);
  char *copy = mem_native_alloc(len + 1, false);
  if (!copy) return false;
  memcpy(copy, text, len);
  copy[len] = '\0';
  DrawItem *it = new_item(d, DK_LABEL, s);
  if (!it) { mem_native_free(copy); return false; }
  it->x = x;
  it->y = y;
  it->a0 = heading;
  it->size = size;
  it->text = copy;
  return true;
}
/* }==================================================================== */

/* {====================================================================
 * Geometry
 * ===================================================================== */

/* sin and cos of an angle in degrees, exact at the multiples of 30 (where
 * the square's corners and the hexagon's fall), so that a square drawn with
 * TD 90 lands on whole numbers. */
void draw_sincos(double deg, double *s, double *c)
{
  double a = fmod(deg, 360.0);
  if (a < 0) a += 360.0;
  if (fmod(a, 30.0) == 0.0) {
    static const double h = 0.86602540378443864676;   /* sqrt(3)/2 */
    static const double sn[12] = {0, 0.5, h, 1, h, 0.5, 0, -0.5, -h, -1, -h, -0.5};
    int k = (int)(a / 30.0);
    *s = sn[k];
    *c = sn[(k + 3) % 12];
    return;
  }
  double r = a * (M_PI / 180.0);
  *s = sin(r);
  *c = cos(r);
}

/* The point of the circle (cx, cy, r) at heading a (0 north, clockwise). */
static void arc_point(const DrawItem *it, double a, double *x, double *y)
{
  double s, c;
  draw_sincos(a, &s, &c);
  *x = it->x + it->r * s;
  *y = it->y + it->r * c;
}

static void grow(double b[4], double x, double y, double pad)
{
  if (x - pad < b[0]) b[0] = x - pad;
  if (y - pad < b[1]) b[1] = y - pad;
  if (x + pad > b[2]) b[2] = x + pad;
  if (y + pad > b[3]) b[3] = y + pad;
}

/* An arc's box: its ends and the compass points its sweep passes. */
static void arc_bounds(const DrawItem *it, double b[4], double pad)
{
  double lo = it->sweep < 0 ? it->a0 + it->sweep : it->a0;
  double hi = lo + fabs(it->sweep), x, y;
  arc_point(it, lo, &x, &y);
  grow(b, x, y, pad);
  arc_point(it, hi, &x, &y);
  grow(b, x, y, pad);
  for (double a = ceil(lo / 90.0) * 90.0; a <= hi && a < lo + 360.0; a += 90.0) {
    arc_point(it, a, &x, &y);
    grow(b, x, y, pad);
  }
}

/* The advance of a label's text and the font's ascent and descent, as
 * Cairo's sans-serif sets it (the PNG and the PDF; an SVG viewer's
 * sans-serif is close), in steps. */
static void label_metrics(const DrawItem *it, double *w, double *up, double *down)
{
  if (!dyn_cairo_load()) {   /* the SVG without Cairo (the browser): a guess */
    *w = 0.6 * it->size * (double)utf8_count(it->text, strlen(it->text));
    *up = 0.9 * it->size;
    *down = 0.25 * it->size;
    return;
  }
  cairo_surface_t *s = cairo_image_surface_create(CAIRO_FORMAT_A8, 1, 1);
  cairo_t *cr = cairo_create(s);
  cairo_select_font_face(cr, "sans-serif", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL);
  cairo_set_font_size(cr, it->size);
  cairo_text_extents_t te;
  cairo_font_extents_t fe;
  cairo_text_extents(cr, it->text, &te);
  cairo_font_extents(cr, &fe);
  *w = fmax(te.x_advance, te.x_bearing + te.width);
  *up = fe.ascent;
  *down = fe.descent;
  cairo_destroy(cr);
  cairo_surface_destroy(s);
}

/* A label's box: its text's, turned along its heading. */
static void label_bounds(const DrawItem *it, double b[4])
{
  double s, c, w, up, down;
  label_metrics(it, &w, &up, &down);
  draw_sincos(it->a0, &s, &c);
  /* along the heading (s, c); upwards of the text (-c, s) */
  for (int k = 0; k < 4; k++) {
    double along = k & 1 ? w : 0, across = k & 2 ? up : -down;
    grow(b, it->x + along * s - across * c, it->y + along * c + across * s, 0);
  }
}

/* Grow b by the ink of item it. */
static void item_bounds(const Drawing *d, const DrawItem *it, double b[4])
{
  double pad = it->kind == DK_FILL || it->kind == DK_DISC ? 0 : it->width / 2;
  if (it->kind == DK_ARC) arc_bounds(it, b, pad);
  else if (it->kind == DK_DISC) {
    grow(b, it->x - it->r, it->y - it->r, 0);
    grow(b, it->x + it->r, it->y + it->r, 0);
  }
  else if (it->kind == DK_LABEL) label_bounds(it, b);
  else
    for (size_t k = it->first; k < it->first + it->count; k++)
      grow(b, d->pts[2 * k], d->pts[2 * k + 1], pad);
}

static void empty_box(double b[4])
{
  b[0] = b[1] = INFINITY;
  b[2] = b[3] = -INFINITY;
}

bool draw_bounds(const Drawing *d, double b[4])
{
  empty_box(b);
  if (d->layer.img) {
    grow(b, d->layer.ink[0], d->layer.ink[1], 0);
    grow(b, d->layer.ink[2], d->layer.ink[3], 0);
  }
  for (size_t i = 0; i < d->n; i++) item_bounds(d, &d->items[i], b);
  return d->n > 0 || d->layer.img;
}

/* The box a file shows: the bounds and a margin, or a small square at the
 * origin for an empty drawing. */
static bool turtles_bounds(const Drawing *d, double b[4]);

void draw_frame(const Drawing *d, double margin, double b[4])
{
  bool ink = draw_bounds(d, b);
  if (!turtles_bounds(d, b) && !ink) b[0] = b[1] = b[2] = b[3] = 0;
  b[0] -= margin;
  b[1] -= margin;
  b[2] += margin;
  b[3] += margin;
}

void draw_file_frame(const Drawing *d, double b[4])
{
  double ink[4];
  double side = draw_bounds(d, ink) ? fmax(ink[2] - ink[0], ink[3] - ink[1]) : 0;
  draw_frame(d, fmax(DRAW_MARGIN, ceil(DRAW_MARGIN_SHARE * side)), b);
}

void draw_fit_view(const Drawing *d, int w, int h, double *zoom, double *vx, double *vy)
{
  double b[4];
  draw_frame(d, DRAW_MARGIN, b);
  const DrawTurtle *t = &d->turtle;
  b[0] = fmin(b[0], t->x - 20);
  b[1] = fmin(b[1], t->y - 20);
  b[2] = fmax(b[2], t->x + 20);
  b[3] = fmax(b[3], t->y + 20);
  *zoom = fmin(DRAW_ZOOM_MAX, fmax(DRAW_ZOOM_MIN, fmin(w / (b[2] - b[0]), h / (b[3] - b[1]))));
  *vx = (b[0] + b[2]) / 2;
  *vy = (b[1] + b[3]) / 2;
}

void draw_pixel_point(double px, double py, int w, int h, double zoom, double vx, double vy,
                      double *x, double *y)
{
  *x = vx + (px - floor(w / 2.0)) / zoom;
  *y = vy + (floor(h / 2.0) - py) / zoom;
}
/* }==================================================================== */

/* {====================================================================
 * Cairo rendering
 * ===================================================================== */

void draw_transform(cairo_t *cr, double width, double height, double scale, double cx,
                    double cy)
{
  if (!dyn_cairo_load()) return;
  cairo_translate(cr, width / 2, height / 2);
  cairo_scale(cr, scale, -scale);
  cairo_translate(cr, -cx, -cy);
}

static void set_rgb(cairo_t *cr, DrawRGB c)
{
  cairo_set_source_rgb(cr, c.r / 255.0, c.g / 255.0, c.b / 255.0);
}

void draw_background(cairo_t *cr, const Drawing *d)
{
  if (!dyn_cairo_load()) return;
  cairo_save(cr);
  set_rgb(cr, d->background);
  cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE);
  cairo_paint(cr);
  cairo_restore(cr);
}

/* The pen of an item: its colour, the background (erasing; in the image
 * layer, clearing to transparent, the background showing through), or
 * white under the difference operator (reversing what is there). */
static void set_pen(cairo_t *cr, const Drawing *d, const DrawItem *it, double min_width,
                    bool layer)
{
  cairo_set_operator(cr, CAIRO_OPERATOR_OVER);
  if (it->pen == DP_ERASE && layer) cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR);
  else if (it->pen == DP_ERASE) set_rgb(cr, d->background);
  else if (it->pen == DP_REVERSE) {
    cairo_set_source_rgb(cr, 1, 1, 1);
    cairo_set_operator(cr, CAIRO_OPERATOR_DIFFERENCE);
  } else set_rgb(cr, it->color);
  cairo_set_line_width(cr, fmax(it->width, min_width));
  cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
}

static void trace_points(cairo_t *cr, const Drawing *d, size_t first, size_t count)
{
  cairo_move_to(cr, d->pts[2 * first], d->pts[2 * first + 1]);
  for (size_t k = first + 1; k < first + count; k++)
    cairo_line_to(cr, d->pts[2 * k], d->pts[2 * k + 1]);
}

/* Points [from, end) stroked a few at a time: Cairo's stroker finds every
 * crossing of a path with itself, which makes one long pen run that
 * crosses itself (a spiral, a rosette) quadratic. Round caps and joins
 * make the pieces look as one. */
#define DRAW_STROKE_CHUNK 32

static void stroke_run(cairo_t *cr, const Drawing *d, size_t from, size_t end)
{
  while (from + 1 < end) {
    size_t n = end - from < DRAW_STROKE_CHUNK ? end - from : DRAW_STROKE_CHUNK;
    trace_points(cr, d, from, n);
    cairo_stroke(cr);
    from += n - 1;
  }
}

/* In Cairo's user space, y up, angles count from +x towards +y: a heading
 * a is the angle 90 - a, and clockwise is the negative direction. */
static void render_arc(cairo_t *cr, const DrawItem *it)
{
  double t0 = (90.0 - it->a0) * (M_PI / 180.0);
  double t1 = t0 - it->sweep * (M_PI / 180.0);
  cairo_new_path(cr);
  if (it->sweep >= 0) cairo_arc_negative(cr, it->x, it->y, it->r, t0, t1);
  else cairo_arc(cr, it->x, it->y, it->r, t0, t1);
  cairo_stroke(cr);
}

static void render_label(cairo_t *cr, const DrawItem *it)
{
  cairo_save(cr);
  cairo_translate(cr, it->x, it->y);
  cairo_rotate(cr, (90.0 - it->a0) * (M_PI / 180.0));
  cairo_scale(cr, 1, -1);   /* glyphs are drawn y down */
  cairo_select_font_face(cr, "sans-serif", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL);
  cairo_set_font_size(cr, it->size);
  cairo_move_to(cr, 0, 0);
  cairo_show_text(cr, it->text);
  cairo_new_path(cr);
  cairo_restore(cr);
}

static void render_item(cairo_t *cr, const Drawing *d, const DrawItem *it, size_t from_pt,
                        double min_width, bool layer)
{
  set_pen(cr, d, it, min_width, layer);
  switch (it->kind) {
  case DK_PATH:
    stroke_run(cr, d, from_pt, it->first + it->count);
    break;
  case DK_FILL:
    trace_points(cr, d, it->first, it->count);
    cairo_close_path(cr);
    cairo_fill(cr);
    break;
  case DK_ARC: render_arc(cr, it); break;
  case DK_LABEL: render_label(cr, it); break;
  case DK_DISC:
    cairo_new_path(cr);
    cairo_arc(cr, it->x, it->y, it->r, 0, 2 * M_PI);
    cairo_fill(cr);
    break;
  }
}

/* Items [from, to), lines at least min_width wide (in steps). */
static void render_items(cairo_t *cr, const Drawing *d, size_t from, size_t to, double min_width,
                         bool layer)
{
  cairo_save(cr);
  for (size_t i = from; i < to && i < d->n; i++)
    render_item(cr, d, &d->items[i], d->items[i].first, min_width, layer);
  cairo_restore(cr);
}

void draw_render(cairo_t *cr, const Drawing *d, size_t from, size_t to)
{
  if (!dyn_cairo_load()) return;
  render_items(cr, d, from, to, 0, false);
}

bool draw_render_new(cairo_t *cr, const Drawing *d, DrawMark *m)
{
  if (!dyn_cairo_load()) return false;
  if (m->cleared != d->cleared || m->merges != d->merges || m->item > d->n) {
    m->cleared = d->cleared;
    m->merges = d->merges;
    m->item = m->npts = 0;
    return false;
  }
  cairo_save(cr);
  for (size_t i = m->item ? m->item - 1 : 0; i < d->n; i++) {
    const DrawItem *it = &d->items[i];
    size_t from = it->first;
    if (i + 1 == m->item) {   /* the last item shown: only what it grew by */
      if (it->kind != DK_PATH) continue;
      from = m->npts > it->first ? m->npts - 1 : it->first;
      if (m->npts >= it->first + it->count) continue;
    }
    render_item(cr, d, it, from, 0, false);
  }
  cairo_restore(cr);
  m->item = d->n;
  m->npts = d->npts;
  return true;
}

/* A disc of radius rad at (f, r) in the turtle's frame: f steps ahead,
 * r steps to its right. */
static void turtle_disc(cairo_t *cr, const DrawTurtle *t, double f, double r, double rad)
{
  double s, c;
  draw_sincos(t->heading, &s, &c);
  double x = t->x + f * s + r * c, y = t->y + f * c - r * s;
  cairo_move_to(cr, x + rad, y);
  cairo_arc(cr, x, y, rad, 0, 2 * M_PI);
}

/* FIXEFORME 1: a turtle seen from above, its head towards its heading. */
static void turtle_animal(cairo_t *cr, const DrawTurtle *t)
{
  for (int k = 0; k < 4; k++)
    turtle_disc(cr, t, k < 2 ? 6 : -6, k % 2 ? 8 : -8, 3);
  turtle_disc(cr, t, 12, 0, 4);
  cairo_set_source_rgb(cr, 0.45, 0.7, 0.3);
  cairo_fill(cr);
  turtle_disc(cr, t, 0, 0, 9);
  cairo_set_source_rgb(cr, 0.2, 0.5, 0.25);
  cairo_fill_preserve(cr);
  cairo_set_source_rgb(cr, 0, 0.3, 0.1);
  cairo_set_line_width(cr, 1);
  cairo_stroke(cr);
}

/* FIXEFORME "image.png: the picture centred on the turtle, one pixel a
 * step, its top towards the heading. */
static void turtle_picture(cairo_t *cr, const DrawPicture *p, const DrawTurtle *t)
{
  cairo_translate(cr, t->x, t->y);
  cairo_rotate(cr, -t->heading * (M_PI / 180.0));
  cairo_scale(cr, 1, -1);   /* the picture's rows go down, turtle y goes up */
  cairo_set_source_surface(cr, p->img, -p->w / 2.0, -p->h / 2.0);
  cairo_paint(cr);
}

/* The triangle (FIXEFORME 0): its tip 15 steps ahead, its base 5 behind. */
static void turtle_triangle(cairo_t *cr, const DrawTurtle *t)
{
  double s, c;
  draw_sincos(t->heading, &s, &c);
  cairo_move_to(cr, t->x + 15 * s, t->y + 15 * c);
  cairo_line_to(cr, t->x - 5 * s - 8 * c, t->y - 5 * c + 8 * s);
  cairo_line_to(cr, t->x - 5 * s + 8 * c, t->y - 5 * c - 8 * s);
  cairo_close_path(cr);
  cairo_set_source_rgba(cr, 0.2, 0.6, 0.3, 0.8);
  cairo_fill_preserve(cr);
  cairo_set_source_rgb(cr, 0, 0.3, 0.1);
  cairo_set_line_width(cr, 1);
  cairo_stroke(cr);
}

void draw_turtle_shape(cairo_t *cr, const Drawing *d, const DrawTurtle *t)
{
  if (!t->visible || !dyn_cairo_load()) return;
  cairo_save(cr);
  cairo_set_operator(cr, CAIRO_OPERATOR_OVER);
  size_t pic = (size_t)(t->shape - DRAW_SHAPE_PICTURE);
  if (t->shape == 1) turtle_animal(cr, t);
  else if (t->shape >= DRAW_SHAPE_PICTURE && pic < d->npictures) turtle_picture(cr, &d->pictures[pic], t);
  else turtle_triangle(cr, t);
  cairo_restore(cr);
}

size_t draw_turtle_count(const Drawing *d)
{
  return d->nturtles ? d->nturtles : 1;
}

const DrawTurtle *draw_turtle_at(const Drawing *d, size_t i)
{
  return d->nturtles == 0 || i == d->current ? &d->turtle : &d->turtles[i];
}

void draw_turtles(cairo_t *cr, const Drawing *d)
{
  for (size_t i = 0, n = draw_turtle_count(d); i < n; i++)
    draw_turtle_shape(cr, d, draw_turtle_at(d, i));
}

bool draw_shows_turtles(const Drawing *d)
{
  return d->nturtles > 1;
}

/* How far from its place a turtle's shape reaches, in steps. */
static double turtle_reach(const Drawing *d, const DrawTurtle *t)
{
  size_t pic = (size_t)(t->shape - DRAW_SHAPE_PICTURE);
  if (t->shape >= DRAW_SHAPE_PICTURE && pic < d->npictures)
    return ceil(hypot(d->pictures[pic].w, d->pictures[pic].h) / 2);
  return t->shape == 1 ? 17 : 16;
}

/* The box of the visible turtles, when the files show them. */
static bool turtles_bounds(const Drawing *d, double b[4])
{
  bool any = false;
  for (size_t i = 0, n = draw_turtle_count(d); draw_shows_turtles(d) && i < n; i++) {
    const DrawTurtle *t = draw_turtle_at(d, i);
    if (!t->visible) continue;
    double r = turtle_reach(d, t);
    grow(b, t->x - r, t->y - r, 0);
    grow(b, t->x + r, t->y + r, 0);
    any = true;
  }
  return any;
}

static void free_pictures(Drawing *d)
{
  for (size_t i = 0; i < d->npictures; i++) {
    DrawPicture *p = &d->pictures[i];
    if (p->img) cairo_surface_destroy(p->img);
    mem_native_free(p->name);
    mem_native_free(p->png);
  }
  mem_native_free(d->pictures);
  d->pictures = NULL;
  d->npictures = 0;
}

/* Cairo reads the PNG from memory. */
typedef struct PngReader {
  const unsigned char *at;
  size_t left;
} PngReader;

static cairo_status_t read_png(void *closure, unsigned char *data, unsigned int len)
{
  PngReader *r = closure;
  if (len > r->left) return CAIRO_STATUS_READ_ERROR;
  memcpy(data, r->at, len);
  r->at += len;
  r->left -= len;
  return CAIRO_STATUS_SUCCESS;
}

static int find_picture(const Drawing *d, const char *name, const unsigned char *png, size_t len)
{
  for (size_t i = 0; i < d->npictures; i++) {
    const DrawPicture *p = &d->pictures[i];
    if (strcmp(p->name, name) == 0 && p->len == len && memcmp(p->png, png, len) == 0)
      return (int)i;
  }
  return -1;
}

/* The picture's pixels, or its error code. */
static int decode_png(const unsigned char *png, size_t len, cairo_surface_t **img)
{
  static const unsigned char sig[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'};
  *img = NULL;
  if (len < 8 || memcmp(png, sig, 8) != 0 || !dyn_cairo_load()) return DRAW_PIC_NOT_PNG;
  PngReader r = {png, len};
  cairo_surface_t *s = cairo_image_surface_create_from_png_stream(read_png, &r);
  if (cairo_surface_status(s) != CAIRO_STATUS_SUCCESS) {
    cairo_surface_destroy(s);
    return DRAW_PIC_NOT_PNG;
  }
  int w = cairo_image_surface_get_width(s), h = cairo_image_surface_get_height(s);
  if (w > DRAW_PIC_MAX || h > DRAW_PIC_MAX) {
    cairo_surface_destroy(s);
    return DRAW_PIC_TOO_BIG;
  }
  *img = s;
  return 0;
}

int draw_picture_add(Drawing *d, const char *name, const unsigned char *png, size_t len)
{
  int k = find_picture(d, name, png, len);
  if (k >= 0) return k;
  cairo_surface_t *img;
  int e = decode_png(png, len, &img);
  if (e) return e;
  DrawPicture *all = mem_native_realloc(d->pictures, (d->npictures + 1) * sizeof *all);
  char *n = mem_native_alloc(strlen(name) + 1, false);
  unsigned char *bytes = mem_native_alloc(len, false);
  if (all) d->pictures = all;
  if (!all || !n || !bytes) {
    mem_native_free(n);
    mem_native_free(bytes);
    cairo_surface_destroy(img);
    return DRAW_PIC_NO_MEMORY;
  }
  memcpy(n, name, strlen(name) + 1);
  memcpy(bytes, png, len);
  d->pictures[d->npictures] = (DrawPicture){n, img, bytes, len, cairo_image_surface_get_width(img),
                                            cairo_image_surface_get_height(img)};
  return (int)d->npictures++;
}

/* }==================================================================== */

/* {====================================================================
 * The image layer: the older items merged into pixels
 *
 * One pixel a step while the ink fits in LAYER_MAX_PIXELS, fewer beyond
 * (a drawing spread wide is kept at a coarser grain: its older strokes
 * blur a little, the newer ones stay vectors). 32 MB of pixels at most,
 * twice that while a layer is copied into a larger one: with the window's
 * surfaces, an endless animation stays well under 150 MB. Its pixel centres fall on
 * whole coordinates, as the window's do, so that at one pixel a step the
 * window shows it pixel for pixel.
 * ===================================================================== */

#define LAYER_MAX_PIXELS (4096.0 * 2048.0)
#define LAYER_MAX_SIDE 8192.0
#define LAYER_PAD 64.0        /* steps of room added around the ink */

static void layer_free(DrawLayer *ly)
{
  if (ly->img) cairo_surface_destroy(ly->img);
  mem_native_free(ly->pixels);
  memset(ly, 0, sizeof *ly);
}

void draw_layer(cairo_t *cr, const Drawing *d)
{
  const DrawLayer *ly = &d->layer;
  if (!ly->img || !dyn_cairo_load()) return;
  cairo_save(cr);
  cairo_translate(cr, ly->x0, ly->y1);
  cairo_scale(cr, 1 / ly->scale, -1 / ly->scale);
  cairo_set_source_surface(cr, ly->img, 0, 0);
  cairo_set_operator(cr, CAIRO_OPERATOR_OVER);
  cairo_paint(cr);
  cairo_restore(cr);
}

/* Does the layer hold the box b? */
static bool layer_covers(const DrawLayer *ly, const double b[4])
{
  return ly->img && b[0] >= ly->x0 && b[3] <= ly->y1 && b[2] <= ly->x0 + ly->w / ly->scale &&
         b[1] >= ly->y1 - ly->h / ly->scale;
}

/* A transparent layer over the box b (with room around it), at the finest
 * grain memory allows; false when none can be had. */
static bool layer_make(DrawLayer *ly, const double b[4])
{
  double bw = b[2] - b[0], bh = b[3] - b[1];
  double pad = fmax(LAYER_PAD, 0.25 * fmax(bw, bh));
  bw += 2 * pad;
  bh += 2 * pad;
  double scale = fmin(1.0, fmin(sqrt(LAYER_MAX_PIXELS / (bw * bh)),
                                fmin(LAYER_MAX_SIDE / bw, LAYER_MAX_SIDE / bh)));
  for (int tries = 0; tries < 8; tries++, scale /= 2) {
    int w = (int)fmax(1, ceil(bw * scale)), h = (int)fmax(1, ceil(bh * scale));
    unsigned char *px = mem_native_alloc((size_t)w * (size_t)h * 4, true);
    if (!px) continue;
    ly->pixels = px;
    ly->img = cairo_image_surface_create_for_data(px, CAIRO_FORMAT_ARGB32, w, h, w * 4);
    ly->w = w;
    ly->h = h;
    ly->scale = scale;
    ly->x0 = scale == 1 ? floor(b[0] - pad) - 0.5 : b[0] - pad;
    ly->y1 = scale == 1 ? ceil(b[3] + pad) + 0.5 : b[3] + pad;
    return true;
  }
  return false;
}

/* A cairo_t drawing in turtle coordinates on the layer. */
static cairo_t *layer_cairo(const DrawLayer *ly)
{
  cairo_t *cr = cairo_create(ly->img);
  cairo_scale(cr, ly->scale, -ly->scale);
  cairo_translate(cr, -ly->x0, -ly->y1);
  return cr;
}

/* Make the layer hold the box need (its ink so far kept, copied into a
 * larger one when it does not). */
static bool layer_fit(Drawing *d, const double need[4])
{
  DrawLayer *ly = &d->layer;
  if (layer_covers(ly, need)) return true;
  double b[4];
  memcpy(b, need, sizeof b);
  if (ly->img) {
    grow(b, ly->ink[0], ly->ink[1], 0);
    grow(b, ly->ink[2], ly->ink[3], 0);
  }
  DrawLayer bigger = {0};
  if (!layer_make(&bigger, b)) return false;
  if (ly->img) {
    cairo_t *cr = layer_cairo(&bigger);
    draw_layer(cr, d);
    cairo_destroy(cr);
    memcpy(bigger.ink, ly->ink, sizeof bigger.ink);
  } else {
    empty_box(bigger.ink);
  }
  layer_free(ly);
  *ly = bigger;
  return true;
}

static bool owns_points(const DrawItem *it)
{
  return it->kind == DK_PATH || it->kind == DK_FILL;
}

/* How many items to merge so that at most keep_items items and keep_pts
 * points are left (the last item always stays); *used: the points of the
 * items merged (those of an item are contiguous, in the items' order). */
static size_t items_to_merge(const Drawing *d, size_t keep_pts, size_t keep_items, size_t *used)
{
  size_t m = d->n > keep_items ? d->n - keep_items : 0;
  *used = 0;
  for (size_t i = 0; i < m; i++)
    if (owns_points(&d->items[i])) *used += d->items[i].count;
  while (m + 1 < d->n && d->npts - *used > keep_pts) {
    if (owns_points(&d->items[m])) *used += d->items[m].count;
    m++;
  }
  return m;
}

/* Of the item at m (the last one, a long pen run), the points merged too:
 * all but its last keep_pts; 0 for none. The point at the split is kept
 * as well, so that the run goes on from it. */
static size_t run_split(const Drawing *d, size_t m, size_t keep_pts)
{
  if (m >= d->n) return 0;
  const DrawItem *it = &d->items[m];
  if (it->kind != DK_PATH || it->count <= keep_pts || it->count < 3) return 0;
  return it->count - (keep_pts < 2 ? 2 : keep_pts);
}

/* Draw items [0, m), and split points of item m, into the layer. */
static void layer_draw(Drawing *d, size_t m, size_t split)
{
  cairo_t *cr = layer_cairo(&d->layer);
  /* half the time of the default antialiasing, still smooth: the layer is
   * drawn again and again by an endless animation */
  cairo_set_antialias(cr, CAIRO_ANTIALIAS_FAST);
  render_items(cr, d, 0, m, 0, true);
  if (split) {
    const DrawItem *it = &d->items[m];
    cairo_save(cr);
    set_pen(cr, d, it, 0, true);
    stroke_run(cr, d, it->first, it->first + split + 1);
    cairo_restore(cr);
  }
  cairo_destroy(cr);
}

/* Forget items [0, m) and the first split points of item m: the points
 * and items left move to the front of their arrays. */
static void drop_merged(Drawing *d, size_t m, size_t used, size_t split)
{
  for (size_t i = 0; i < m; i++)
    if (d->items[i].kind == DK_LABEL) mem_native_free((void *)d->items[i].text);
  size_t drop = used + split;
  if (m < d->n) {
    d->items[m].first += split;
    d->items[m].count -= split;
  }
  memmove(d->items, d->items + m, (d->n - m) * sizeof *d->items);
  d->n -= m;
  memmove(d->pts, d->pts + 2 * drop, (d->npts - drop) * 2 * sizeof *d->pts);
  d->npts -= drop;
  for (size_t i = 0; i < d->n; i++)
    if (owns_points(&d->items[i])) d->items[i].first -= drop;
  d->base_item += m;
  d->base_pt += drop;
  d->split = split > 0;
  d->merges++;
}

static bool layer_merge(Drawing *d, size_t keep_pts, size_t keep_items)
{
  if (!dyn_cairo_load()) return false;
  size_t used;
  size_t m = items_to_merge(d, keep_pts, keep_items, &used);
  size_t split = run_split(d, m, keep_pts);
  if (m == 0 && split == 0) return true;
  double ink[4];
  empty_box(ink);
  for (size_t i = 0; i < m; i++) item_bounds(d, &d->items[i], ink);
  if (split) {
    DrawItem head = d->items[m];
    head.count = split + 1;
    item_bounds(d, &head, ink);
  }
  if (!(ink[0] <= ink[2])) {   /* nothing with ink (empty labels): a dot at the origin */
    ink[0] = ink[1] = ink[2] = ink[3] = 0;
  }
  if (!layer_fit(d, ink)) return false;
  layer_draw(d, m, split);
  grow(d->layer.ink, ink[0], ink[1], 0);
  grow(d->layer.ink, ink[2], ink[3], 0);
  drop_merged(d, m, used, split);
  return true;
}
/* }==================================================================== */

/* {====================================================================
 * Files drawn by Cairo
 * ===================================================================== */

/* Draw d whole on cr, the box b filling a w x h surface. */
static void render_frame(cairo_t *cr, const Drawing *d, const double b[4], double w, double h)
{
  double bw = b[2] - b[0], bh = b[3] - b[1];
  double scale = fmin(w / bw, h / bh);
  draw_background(cr, d);
  cairo_save(cr);
  draw_transform(cr, w, h, scale, (b[0] + b[2]) / 2, (b[1] + b[3]) / 2);
  draw_layer(cr, d);
  draw_render(cr, d, 0, d->n);
  if (draw_shows_turtles(d)) draw_turtles(cr, d);
  cairo_restore(cr);
}

static cairo_status_t write_file(void *closure, const unsigned char *data, unsigned int len)
{
  return fwrite(data, 1, len, closure) == len ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_WRITE_ERROR;
}

void draw_png_size(const Drawing *d, int *w, int *h)
{
  double b[4];
  draw_file_frame(d, b);
  /* a drawing far bigger than any image: the caller scales it down */
  *w = (int)fmin(ceil(b[2] - b[0]), 1e9);
  *h = (int)fmin(ceil(b[3] - b[1]), 1e9);
}

bool draw_png(const Drawing *d, int w, int h, FILE *f)
{
  if (!dyn_cairo_load()) return false;
  double b[4];
  draw_file_frame(d, b);
  cairo_surface_t *s = cairo_image_surface_create(CAIRO_FORMAT_RGB24, w, h);
  cairo_t *cr = cairo_create(s);
  render_frame(cr, d, b, w, h);
  cairo_destroy(cr);
  bool ok = cairo_surface_write_to_png_stream(s, write_file, f) == CAIRO_STATUS_SUCCESS;
  cairo_surface_destroy(s);
  return ok;
}

/* A PDF page of w x h points showing the frame b of the drawing. */
static bool pdf_page(const Drawing *d, const double b[4], double w, double h, FILE *f)
{
  cairo_surface_t *s = cairo_pdf_surface_create_for_stream(write_file, f, w, h);
  cairo_t *cr = cairo_create(s);
  render_frame(cr, d, b, w, h);
  cairo_destroy(cr);
  cairo_surface_finish(s);
  bool ok = cairo_surface_status(s) == CAIRO_STATUS_SUCCESS;
  cairo_surface_destroy(s);
  return ok;
}

bool draw_pdf(const Drawing *d, FILE *f)
{
  if (!dyn_cairo_load()) return false;
  double b[4];
  draw_file_frame(d, b);
  return pdf_page(d, b, b[2] - b[0], b[3] - b[1], f);
}

bool draw_pdf_page(const Drawing *d, double w, double h, double margin, FILE *f)
{
  if (!dyn_cairo_load()) return false;
  double ink[4];
  if (!draw_bounds(d, ink)) ink[0] = ink[1] = ink[2] = ink[3] = 0;
  double bw = fmax(ink[2] - ink[0], 1e-9), bh = fmax(ink[3] - ink[1], 1e-9);
  double scale = fmin((w - 2 * margin) / bw, (h - 2 * margin) / bh);
  double cx = (ink[0] + ink[2]) / 2, cy = (ink[1] + ink[3]) / 2;
  double b[4] = {cx - w / (2 * scale), cy - h / (2 * scale), cx + w / (2 * scale),
                 cy + h / (2 * scale)};
  return pdf_page(d, b, w, h, f);
}
/* }==================================================================== */

/* {====================================================================
 * SVG, written from the items: every coordinate as the turtle has it (y
 * flipped), printed in the fewest digits that read back the same number.
 * ===================================================================== */

/* v in the shortest form strtod reads back exactly; whole numbers without
 * a point, and no "-0". */
static const char *fmt_num(char buf[32], double v)
{
  if (v == 0) return "0";
  if (v == floor(v) && fabs(v) < 1e15) {
    snprintf(buf, 32, "%.0f", v);
    return buf;
  }
  for (int prec = 15; prec <= 17; prec++) {
    snprintf(buf, 32, "%.*g", prec, v);
    if (strtod(buf, NULL) == v) break;
  }
  return buf;
}

static void put_num(FILE *f, double v)
{
  char buf[32];
  fputs(fmt_num(buf, v), f);
}

static void put_xy(FILE *f, double x, double y, char sep)
{
  put_num(f, x);
  fputc(sep, f);
  put_num(f, -y);
}

/* ` name="v"`: an attribute with a number. */
static void put_attr(FILE *f, const char *name, double v)
{
  fprintf(f, " %s=\"", name);
  put_num(f, v);
  fputc('"', f);
}

static void put_hex(FILE *f, DrawRGB c)
{
  fprintf(f, "#%02x%02x%02x", c.r, c.g, c.b);
}

/* The paint of an item: its colour, the background (erasing), or white
 * blended by difference (reversing). */
static void put_paint(FILE *f, const Drawing *d, const DrawItem *it, const char *attr)
{
  fprintf(f, " %s=\"", attr);
  put_hex(f, it->pen == DP_PAINT ? it->color : it->pen == DP_ERASE ? d->background
                                                                  : (DrawRGB){255, 255, 255});
  fputc('"', f);
  if (it->pen == DP_REVERSE) fputs(" style=\"mix-blend-mode:difference\"", f);
}

static void put_stroke(FILE *f, const Drawing *d, const DrawItem *it)
{
  fputs(" fill=\"none\"", f);
  put_paint(f, d, it, "stroke");
  put_attr(f, "stroke-width", it->width);
  fputs(" stroke-linecap=\"round\" stroke-linejoin=\"round\"/>\n", f);
}

static void put_points(FILE *f, const Drawing *d, const DrawItem *it)
{
  fputs(" points=\"", f);
  for (size_t k = it->first; k < it->first + it->count; k++) {
    if (k > it->first) fputc(' ', f);
    put_xy(f, d->pts[2 * k], d->pts[2 * k + 1], ',');
  }
  fputc('"', f);
}

/* <circle cx=".." cy=".." r=".." of a whole circle or a disc, its
 * attributes to follow. */
static void put_circle(FILE *f, const DrawItem *it)
{
  fputs("<circle", f);
  put_attr(f, "cx", it->x);
  put_attr(f, "cy", -it->y);
  put_attr(f, "r", it->r);
}

static void svg_arc(FILE *f, const Drawing *d, const DrawItem *it)
{
  if (fabs(it->sweep) >= 360) {
    put_circle(f, it);
  } else {
    double x0, y0, x1, y1;
    arc_point(it, it->a0, &x0, &y0);
    arc_point(it, it->a0 + it->sweep, &x1, &y1);
    fputs("<path d=\"M", f);
    put_xy(f, x0, y0, ',');
    fputs(" A", f);
    put_num(f, it->r);
    fputc(',', f);
    put_num(f, it->r);
    /* y down: a turtle's clockwise is SVG's positive sweep */
    fprintf(f, " 0 %d,%d ", fabs(it->sweep) > 180, it->sweep > 0);
    put_xy(f, x1, y1, ',');
    fputc('"', f);
  }
  put_stroke(f, d, it);
}

static void svg_disc(FILE *f, const Drawing *d, const DrawItem *it)
{
  put_circle(f, it);
  put_paint(f, d, it, "fill");
  fputs(" stroke=\"none\"/>\n", f);
}

static void put_text(FILE *f, const char *s)
{
  for (; *s; s++) {
    if (*s == '<') fputs("&lt;", f);
    else if (*s == '>') fputs("&gt;", f);
    else if (*s == '&') fputs("&amp;", f);
    else fputc(*s, f);
  }
}

static void svg_label(FILE *f, const Drawing *d, const DrawItem *it)
{
  fputs("<text", f);
  put_attr(f, "x", it->x);
  put_attr(f, "y", -it->y);
  fputs(" font-family=\"sans-serif\"", f);
  put_attr(f, "font-size", it->size);
  put_paint(f, d, it, "fill");
  double rot = fmod(it->a0 - 90, 360);
  if (rot != 0) {   /* SVG turns clockwise, as the turtle */
    fputs(" transform=\"rotate(", f);
    put_num(f, rot);
    fputc(' ', f);
    put_xy(f, it->x, it->y, ' ');
    fputs(")\"", f);
  }
  fputc('>', f);
  put_text(f, it->text);
  fputs("</text>\n", f);
}

static void svg_item(FILE *f, const Drawing *d, const DrawItem *it)
{
  switch (it->kind) {
  case DK_PATH:
    fputs("<polyline", f);
    put_points(f, d, it);
    put_stroke(f, d, it);
    break;
  case DK_FILL:
    fputs("<polygon", f);
    put_points(f, d, it);
    put_paint(f, d, it, "fill");
    fputs(" stroke=\"none\"/>\n", f);
    break;
  case DK_ARC: svg_arc(f, d, it); break;
  case DK_LABEL: svg_label(f, d, it); break;
  case DK_DISC: svg_disc(f, d, it); break;
  }
}

static void put_base64(FILE *f, const unsigned char *s, size_t n)
{
  static const char digits[] =
      "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  for (size_t i = 0; i < n; i += 3) {
    unsigned v = (unsigned)s[i] << 16 | (i + 1 < n ? (unsigned)s[i + 1] << 8 : 0) |
                 (i + 2 < n ? s[i + 2] : 0);
    fputc(digits[v >> 18], f);
    fputc(digits[(v >> 12) & 63], f);
    fputc(i + 1 < n ? digits[(v >> 6) & 63] : '=', f);
    fputc(i + 2 < n ? digits[v & 63] : '=', f);
  }
}

/* The image layer, when there is one: an <image> holding its PNG, placed
 * as the turtle's coordinates say, under the items. */
static bool svg_layer(FILE *f, const Drawing *d)
{
  const DrawLayer *ly = &d->layer;
  if (!ly->img) return true;
  if (!dyn_cairo_load()) return false;
  char *png = NULL;
  size_t len = 0;
  FILE *m = open_memstream(&png, &len);
  if (!m) return false;
  bool ok = cairo_surface_write_to_png_stream(ly->img, write_file, m) == CAIRO_STATUS_SUCCESS;
  ok = fclose(m) == 0 && ok;
  if (ok) {
    fputs("<image", f);
    put_attr(f, "x", ly->x0);
    put_attr(f, "y", -ly->y1);
    put_attr(f, "width", ly->w / ly->scale);
    put_attr(f, "height", ly->h / ly->scale);
    fputs(" preserveAspectRatio=\"none\" xmlns:xlink=\"http://www.w3.org/1999/xlink\""
          " xlink:href=\"data:image/png;base64,", f);
    put_base64(f, (const unsigned char *)png, len);
    fputs("\"/>\n", f);
  }
  free(png);
  return ok;
}

/* A turtle's shape as the window draws it (draw_turtle_shape), in
 * the SVG's flipped coordinates. */
static void svg_triangle(FILE *f, const DrawTurtle *t)
{
  double s, c;
  draw_sincos(t->heading, &s, &c);
  fputs("<polygon points=\"", f);
  put_xy(f, t->x + 15 * s, t->y + 15 * c, ',');
  fputc(' ', f);
  put_xy(f, t->x - 5 * s - 8 * c, t->y - 5 * c + 8 * s, ',');
  fputc(' ', f);
  put_xy(f, t->x - 5 * s + 8 * c, t->y - 5 * c - 8 * s, ',');
  fputs("\" fill=\"#33994d\" fill-opacity=\"0.8\" stroke=\"#004d1a\" stroke-width=\"1\"/>\n", f);
}

/* A disc of the turtle drawing: f steps ahead, r to the right. */
static void svg_turtle_disc(FILE *f, const DrawTurtle *t, double fw, double r, double rad,
                            const char *style)
{
  double s, c;
  draw_sincos(t->heading, &s, &c);
  fputs("<circle", f);
  put_attr(f, "cx", t->x + fw * s + r * c);
  put_attr(f, "cy", -(t->y + fw * c - r * s));
  put_attr(f, "r", rad);
  fprintf(f, " %s/>\n", style);
}

static void svg_animal(FILE *f, const DrawTurtle *t)
{
  static const char legs[] = "fill=\"#73b34d\" stroke=\"none\"";
  for (int k = 0; k < 4; k++)
    svg_turtle_disc(f, t, k < 2 ? 6 : -6, k % 2 ? 8 : -8, 3, legs);
  svg_turtle_disc(f, t, 12, 0, 4, legs);
  svg_turtle_disc(f, t, 0, 0, 9, "fill=\"#338040\" stroke=\"#004d1a\" stroke-width=\"1\"");
}

static void svg_picture(FILE *f, const DrawPicture *p, const DrawTurtle *t)
{
  fputs("<image", f);
  put_attr(f, "x", t->x - p->w / 2.0);
  put_attr(f, "y", -t->y - p->h / 2.0);
  put_attr(f, "width", p->w);
  put_attr(f, "height", p->h);
  fputs(" transform=\"rotate(", f);
  put_num(f, t->heading);
  fputc(' ', f);
  put_xy(f, t->x, t->y, ' ');
  fputs(")\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" xlink:href=\"data:image/png;base64,", f);
  put_base64(f, p->png, p->len);
  fputs("\"/>\n", f);
}

static void svg_turtle(FILE *f, const Drawing *d, const DrawTurtle *t)
{
  size_t pic = (size_t)(t->shape - DRAW_SHAPE_PICTURE);
  if (!t->visible) return;
  if (t->shape == 1) svg_animal(f, t);
  else if (t->shape >= DRAW_SHAPE_PICTURE && pic < d->npictures) svg_picture(f, &d->pictures[pic], t);
  else svg_triangle(f, t);
}

bool draw_svg(const Drawing *d, FILE *f)
{
  double b[4];
  draw_file_frame(d, b);
  fputs("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        "<svg xmlns=\"http://www.w3.org/2000/svg\"", f);
  put_attr(f, "width", b[2] - b[0]);
  put_attr(f, "height", b[3] - b[1]);
  fputs(" viewBox=\"", f);
  put_xy(f, b[0], b[3], ' ');
  fputc(' ', f);
  put_xy(f, b[2] - b[0], b[1] - b[3], ' ');
  fputs("\">\n<rect", f);
  put_attr(f, "x", b[0]);
  put_attr(f, "y", -b[3]);
  fputs(" width=\"100%\" height=\"100%\" fill=\"", f);
  put_hex(f, d->background);
  fputs("\"/>\n", f);
  if (!svg_layer(f, d)) return false;
  for (size_t i = 0; i < d->n; i++) svg_item(f, d, &d->items[i]);
  for (size_t i = 0, n = draw_turtle_count(d); draw_shows_turtles(d) && i < n; i++)
    svg_turtle(f, d, draw_turtle_at(d, i));
  fputs("</svg>\n", f);
  return !ferror(f);
}
/* }==================================================================== */

/* {====================================================================
 * Braille: the drawing rendered without antialiasing, every line at least
 * one dot wide so none vanishes, on a grid of 2 x 4 dots a
 * character.
 * ===================================================================== */

/* The bit of the dot at (dx, dy) of a braille cell (U+2800 + bits). */
static unsigned braille_bit(int dx, int dy)
{
  static const unsigned bits[2][4] = {{0x01, 0x02, 0x04, 0x40}, {0x08, 0x10, 0x20, 0x80}};
  return bits[dx][dy];
}

/* The pixel (x, y) of an RGB24 image, as 0xRRGGBB. */
static uint32_t pixel_at(cairo_surface_t *s, int x, int y)
{
  const unsigned char *row = cairo_image_surface_get_data(s) +
                             (size_t)y * (size_t)cairo_image_surface_get_stride(s);
  uint32_t px;
  memcpy(&px, row + 4 * (size_t)x, sizeof px);
  return px & 0xffffff;
}

static bool inked(cairo_surface_t *s, int x, int y, uint32_t bg)
{
  return pixel_at(s, x, y) != bg;
}

static void braille_rows(cairo_surface_t *s, int w, int h, uint32_t bg, FILE *f)
{
  for (int cy = 0; cy < h; cy += 4) {
    for (int cx = 0; cx < w; cx += 2) {
      unsigned cell = 0;
      for (int dy = 0; dy < 4 && cy + dy < h; dy++)
        for (int dx = 0; dx < 2 && cx + dx < w; dx++)
          if (inked(s, cx + dx, cy + dy, bg)) cell |= braille_bit(dx, dy);
      unsigned cp = 0x2800 + cell;   /* three bytes of UTF-8 */
      fputc((int)(0xe0 | (cp >> 12)), f);
      fputc((int)(0x80 | ((cp >> 6) & 0x3f)), f);
      fputc((int)(0x80 | (cp & 0x3f)), f);
    }
    fputc('\n', f);
  }
}

bool draw_braille(const Drawing *d, int cols, int rows, FILE *f)
{
  if (!dyn_cairo_load()) return false;
  double b[4];
  draw_frame(d, 1, b);
  double bw = b[2] - b[0], bh = b[3] - b[1];
  double scale = 2.0 * cols / bw;
  if (rows > 0) scale = fmin(scale, 4.0 * rows / bh);
  int w = (int)fmin(ceil(bw * scale - 1e-9), 2.0 * cols + 2);
  int h = (int)fmin(ceil(bh * scale - 1e-9), rows > 0 ? 4.0 * rows : 1e5);
  if (w < 1) w = 1;
  if (h < 1) h = 1;
  cairo_surface_t *s = cairo_image_surface_create(CAIRO_FORMAT_RGB24, w, h);
  cairo_t *cr = cairo_create(s);
  cairo_set_antialias(cr, CAIRO_ANTIALIAS_NONE);
  draw_background(cr, d);
  draw_transform(cr, w, h, scale, (b[0] + b[2]) / 2, (b[1] + b[3]) / 2);
  draw_layer(cr, d);
  render_items(cr, d, 0, d->n, 1.0 / scale, false);
  if (draw_shows_turtles(d)) draw_turtles(cr, d);
  cairo_destroy(cr);
  cairo_surface_flush(s);
  DrawRGB c = d->background;
  braille_rows(s, w, h, (uint32_t)c.r << 16 | (uint32_t)c.g << 8 | c.b, f);
  cairo_surface_destroy(s);
  return !ferror(f);
}
/* }==================================================================== */

/* {====================================================================
 * Sixel: the drawing as an image in the terminal's own graphics, for the
 * terminals that say they have them. Colours are those of a 6 x 6 x 6
 * cube, which keeps the encoder small; each band of 6 rows is written
 * colour by colour, runs of one character compressed ("!n").
 * ===================================================================== */

static int cube_index(uint32_t px)
{
  int r = (int)((px >> 16) & 0xff), g = (int)((px >> 8) & 0xff), b = (int)(px & 0xff);
  return ((r * 5 + 127) / 255) * 36 + ((g * 5 + 127) / 255) * 6 + (b * 5 + 127) / 255;
}

static void sixel_run(FILE *f, int ch, int n)
{
  if (n >= 4) fprintf(f, "!%d%c", n, ch);
  else
    while (n-- > 0) fputc(ch, f);
}

/* One colour of the band of rows [y0, y0 + 6). */
static void sixel_colour(FILE *f, const unsigned char *idx, int w, int h, int y0, int c)
{
  int run_ch = -1, run = 0;
  fprintf(f, "#%d", c);
  for (int x = 0; x < w; x++) {
    int bits = 0;
    for (int k = 0; k < 6 && y0 + k < h; k++)
      if (idx[(size_t)(y0 + k) * (size_t)w + (size_t)x] == c) bits |= 1 << k;
    if (63 + bits == run_ch) { run++; continue; }
    sixel_run(f, run_ch, run);
    run_ch = 63 + bits;
    run = 1;
  }
  sixel_run(f, run_ch, run);
  fputc('$', f);
}

static void sixel_bands(FILE *f, const unsigned char *idx, int w, int h)
{
  for (int y0 = 0; y0 < h; y0 += 6) {
    bool used[216] = {false};
    for (int y = y0; y < y0 + 6 && y < h; y++)
      for (int x = 0; x < w; x++) used[idx[(size_t)y * (size_t)w + (size_t)x]] = true;
    for (int c = 0; c < 216; c++)
      if (used[c]) sixel_colour(f, idx, w, h, y0, c);
    fputc('-', f);
  }
}

bool draw_sixel(const Drawing *d, int w, int h, FILE *f)
{
  if (!dyn_cairo_load()) return false;
  double b[4];
  draw_file_frame(d, b);
  unsigned char *idx = malloc((size_t)w * (size_t)h);
  if (!idx) return false;
  cairo_surface_t *s = cairo_image_surface_create(CAIRO_FORMAT_RGB24, w, h);
  cairo_t *cr = cairo_create(s);
  render_frame(cr, d, b, w, h);
  cairo_destroy(cr);
  cairo_surface_flush(s);
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++) idx[(size_t)y * (size_t)w + (size_t)x] = (unsigned char)cube_index(pixel_at(s, x, y));
  cairo_surface_destroy(s);
  fprintf(f, "\033Pq\"1;1;%d;%d", w, h);
  for (int c = 0; c < 216; c++)
    fprintf(f, "#%d;2;%d;%d;%d", c, (c / 36) * 20, (c / 6 % 6) * 20, (c % 6) * 20);
  sixel_bands(f, idx, w, h);
  fputs("\033\\\n", f);
  free(idx);
  return !ferror(f);
}
/* }==================================================================== */

/* {====================================================================
 * The file devices
 * ===================================================================== */

static bool write_svg(const Drawing *d, int w, int h, FILE *f)
{
  (void)w;
  (void)h;
  return draw_svg(d, f);
}

static bool write_pdf(const Drawing *d, int w, int h, FILE *f)
{
  (void)w;
  (void)h;
  return draw_pdf(d, f);
}

/* An A4 sheet in PDF points (210 x 297 mm), and the margin a printer
 * leaves blank (15 mm). */
#define DRAW_A4_W (210 / 25.4 * 72)
#define DRAW_A4_H (297 / 25.4 * 72)
#define DRAW_A4_MARGIN (15 / 25.4 * 72)

static bool write_pdf_a4(const Drawing *d, int w, int h, FILE *f)
{
  (void)w;
  (void)h;
  return draw_pdf_page(d, DRAW_A4_W, DRAW_A4_H, DRAW_A4_MARGIN, f);
}

static bool write_pdf_a4_wide(const Drawing *d, int w, int h, FILE *f)
{
  (void)w;
  (void)h;
  return draw_pdf_page(d, DRAW_A4_H, DRAW_A4_W, DRAW_A4_MARGIN, f);
}

#define NFILE_DEVICES (sizeof file_devices / sizeof file_devices[0])
static const DrawFileDevice file_devices[] = {
  { ".svg", false, write_svg, NULL, true },
  { ".png", true, draw_png, NULL },
  { ".pdf", false, write_pdf, NULL },
  { ".pdf", false, write_pdf_a4, "A4" },
  { ".pdf", false, write_pdf_a4_wide, "A4.paysage" },
};

const DrawFileDevice *draw_file_device(const char *name, size_t len)
{
  for (size_t i = 0; i < NFILE_DEVICES; i++) {
    size_t n = strlen(file_devices[i].ext);
    if (!file_devices[i].paper && len > n && strncasecmp(name + len - n, file_devices[i].ext, n) == 0)
      return &file_devices[i];
  }
  return NULL;
}

const DrawFileDevice *draw_file_paper(const DrawFileDevice *dev, const char *paper, size_t len)
{
  for (size_t i = 0; i < NFILE_DEVICES; i++) {
    const DrawFileDevice *f = &file_devices[i];
    if (f->paper && strcmp(f->ext, dev->ext) == 0 && strlen(f->paper) == len &&
        strncasecmp(f->paper, paper, len) == 0)
      return f;
  }
  return NULL;
}
/* }==================================================================== */
