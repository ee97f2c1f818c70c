/* draw_canvas.c -- the live drawing device of a canvas (draw_canvas.h):
 * the drawing's items painted one by one through CanvasPaint, the newest
 * only at each update, as the window does with Cairo (window.c).
 *
 * Painting a segment on a canvas costs about what recording it costs, so
 * the device paints every update at once: no share of time to keep. What
 * makes it start again from item 0 is what makes the window do so: the
 * drawing emptied (NETTOIE) or merged into its image layer, its
 * background changed, the view or the canvas's size changed. */
#include <config.h>

#include <math.h>
#include <stdlib.h>

#include "draw_canvas.h"

typedef struct Canvas {
  DrawDevice dev;              /* first: a Canvas is handed out as its device */
  const CanvasPaint *paint;
  double zoom, vx, vy;         /* pixels a step; the turtle point at the centre */
  int w, h;                    /* the canvas's size when last painted */
  DrawMark mark;               /* what is painted of the drawing */
  DrawRGB background;
  bool stale;                  /* to be painted again from item 0 */
  DrawTurtle turtle;           /* as last shown */
  bool turtle_shown;
  const CanvasInput *input;    /* the user's events (NULL: none) */
  bool keys, mouse, claimed;   /* what the program takes, as last said */
} Canvas;


static bool same_rgb(DrawRGB a, DrawRGB b)
{
  return a.r == b.r && a.g == b.g && a.b == b.b;
}

static bool same_turtle(const DrawTurtle *a, const DrawTurtle *b)
{
  return a->x == b->x && a->y == b->y && a->heading == b->heading &&
         a->visible == b->visible && a->shape == b->shape;
}

/* An item's pen: the background's colour for an erasing pen; lines at
 * least a pixel wide, whatever the zoom. */
static CanvasPen pen_of(const Canvas *c, const Drawing *d, const DrawItem *it)
{
  CanvasPen p = { it->color, fmax(it->width, 1.0 / c->zoom), it->pen == DP_REVERSE };
  if (it->pen == DP_ERASE) p.color = d->background;
  return p;
}

/* In the turtle's space, y up, angles count from +x towards +y: a heading
 * a is the angle 90 - a, and clockwise is the negative direction. */
static void paint_arc(const Canvas *c, const DrawItem *it, const CanvasPen *p)
{
  double t0 = (90.0 - it->a0) * (M_PI / 180.0);
  double t1 = t0 - it->sweep * (M_PI / 180.0);
  c->paint->arc(it->x, it->y, it->r, t0, t1, it->sweep >= 0, p);
}

/* Item it, a pen run from its point from (an index in d->pts) on. */
static void paint_item(const Canvas *c, const Drawing *d, const DrawItem *it, size_t from)
{
  CanvasPen p = pen_of(c, d, it);
  const CanvasPaint *cp = c->paint;
  switch (it->kind) {
  case DK_PATH:
    if (it->first + it->count > from + 1)
      cp->path(d->pts + 2 * from, it->first + it->count - from, &p);
    break;
  case DK_FILL: cp->fill(d->pts + 2 * it->first, it->count, &p); break;
  case DK_ARC: paint_arc(c, it, &p); break;
  case DK_LABEL:
    cp->label(it->x, it->y, (90.0 - it->a0) * (M_PI / 180.0), it->size, it->text, &p);
    break;
  case DK_DISC: cp->disc(it->x, it->y, it->r, &p); break;
  }
}

/* Whether everything must be painted again; the canvas's size read. */
static bool must_restart(Canvas *c, const Drawing *d)
{
  int w = 0, h = 0;
  c->paint->size(&w, &h);
  if (w != c->w || h != c->h) {
    c->w = w;
    c->h = h;
    c->stale = true;
  }
  return c->stale || !same_rgb(c->background, d->background) ||
         c->mark.cleared != d->cleared || c->mark.merges != d->merges || c->mark.item > d->n;
}

/* The image layer, what the drawing merged of its older items: under the
 * items from 0 on. */
static void paint_layer(const Canvas *c, const Drawing *d)
{
  const DrawLayer *ly = &d->layer;
  if (ly->pixels) c->paint->layer(ly->pixels, ly->w, ly->h, ly->x0, ly->y1, ly->scale);
}

static void restart(Canvas *c, const Drawing *d)
{
  c->paint->view(c->zoom, c->vx, c->vy);
  c->paint->clear(d->background);
  paint_layer(c, d);
  c->background = d->background;
  c->mark = (DrawMark){ 0, 0, d->cleared, d->merges };
  c->stale = false;
  c->turtle_shown = false;
}

/* What d holds past the mark: new items, and the points the last pen run
 * shown grew by. */
static void paint_new(Canvas *c, const Drawing *d)
{
  DrawMark *m = &c->mark;
  for (size_t i = m->item ? m->item - 1 : 0; i < d->n; i++) {
    const DrawItem *it = &d->items[i];
    size_t from = it->first;
    if (i + 1 == m->item) {   /* the last item shown: only what it grew by */
      if (it->kind != DK_PATH || m->npts >= it->first + it->count) continue;
      from = m->npts > it->first ? m->npts - 1 : it->first;
    }
    paint_item(c, d, it, from);
  }
  m->item = d->n;
  m->npts = d->npts;
}

static void canvas_update(DrawDevice *dev, const Drawing *d)
{
  Canvas *c = (Canvas *)dev;
  if (must_restart(c, d)) restart(c, d);
  paint_new(c, d);
  if (!c->turtle_shown || !same_turtle(&c->turtle, &d->turtle)) {
    c->paint->turtle(&d->turtle);
    c->turtle = d->turtle;
    c->turtle_shown = true;
  }
}

/* The canvas follows its size, and lives as long as the page; its
 * user's events come through next_event. The browser shows what was
 * painted when the host gives the page its turn (host_web.c), which also
 * hears the Stop button and the events. */
static DrawLive canvas_pump(DrawDevice *dev, const Drawing *d)
{
  Canvas *c = (Canvas *)dev;
  int w = 0, h = 0;
  c->paint->size(&w, &h);
  if (w != c->w || h != c->h) canvas_update(dev, d);
  return DRAW_LIVE;
}

static void canvas_close(DrawDevice *dev)
{
  free(dev);
}

/* The whole drawing (and the turtle) in the canvas, with a margin, as the
 * window fits it. */
static void fit(Canvas *c, const Drawing *d)
{
  draw_fit_view(d, c->w, c->h, &c->zoom, &c->vx, &c->vy);
}

static void canvas_set_view(DrawDevice *dev, const Drawing *d, double zoom, bool fit_drawing)
{
  Canvas *c = (Canvas *)dev;
  c->paint->size(&c->w, &c->h);
  if (fit_drawing) fit(c, d);
  else {
    c->zoom = fmin(DRAW_ZOOM_MAX, fmax(DRAW_ZOOM_MIN, zoom));
    c->vx = c->vy = 0;
  }
  c->stale = true;
  canvas_update(dev, d);
}

static void canvas_visible(DrawDevice *dev, double b[4])
{
  Canvas *c = (Canvas *)dev;
  double hw = c->w / 2.0 / c->zoom, hh = c->h / 2.0 / c->zoom;
  b[0] = c->vx - hw;
  b[1] = c->vy - hh;
  b[2] = c->vx + hw;
  b[3] = c->vy + hh;
}

/* {====================================================================
 * The user's events (CanvasInput): positions in turtle coordinates
 * ===================================================================== */

/* The turtle point under the pixel (px, py), as the view shows it
 * (draw_pixel_point, as in the window). */
static void to_turtle(const Canvas *c, DrawEvent *e)
{
  draw_pixel_point(e->x, e->y, c->w, c->h, c->zoom, c->vx, c->vy, &e->x, &e->y);
}

static bool canvas_next_event(DrawDevice *dev, DrawEvent *e)
{
  Canvas *c = (Canvas *)dev;
  if (!c->input || !c->input->next(e)) return false;
  if (e->kind != DE_KEY) to_turtle(c, e);
  return true;
}

/* Said to the page only when it changes: the turtle's pump claims at
 * every turn. */
static void canvas_claim(DrawDevice *dev, bool keys, bool mouse)
{
  Canvas *c = (Canvas *)dev;
  if (!c->input || (c->claimed && c->keys == keys && c->mouse == mouse)) return;
  c->keys = keys;
  c->mouse = mouse;
  c->claimed = true;
  c->input->claim(keys, mouse);
}

void canvas_set_input(DrawDevice *dev, const CanvasInput *in)
{
  Canvas *c = (Canvas *)dev;
  c->input = in;
  c->claimed = false;
}
/* }==================================================================== */

static const DrawDeviceOps canvas_ops = { canvas_update, canvas_pump, canvas_close,
                                          canvas_set_view, canvas_visible, canvas_next_event,
                                          canvas_claim };

DrawDevice *canvas_open_with(const CanvasPaint *paint)
{
  Canvas *c = calloc(1, sizeof *c);
  if (!c) return NULL;
  c->dev.ops = &canvas_ops;
  c->paint = paint;
  c->zoom = 1;
  c->stale = true;
  paint->size(&c->w, &c->h);
  return &c->dev;
}
