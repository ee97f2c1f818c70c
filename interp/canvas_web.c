/* canvas_web.c -- the painting calls of the canvas device (draw_canvas.h)
 * in the browser: each is one call of the page's painter,
 * globalThis.TortueDessin (web/tortue.js), which paints with Canvas 2D on
 * the canvas `dessin` and the turtle on the one above it. Points are
 * handed over as a view of the wasm memory, not copied one by one. The
 * user's events on the canvas come the other way, from the queue
 * host_web.js keeps (CanvasInput).
 *
 * Only the web build compiles this file (emscripten's EM_JS). */
#include <config.h>

#ifdef __EMSCRIPTEN__
#include <emscripten.h>

#include "draw_canvas.h"

/* whether a page painter is there: the Node build (tests, the command
 * line) runs the same code with none, and then draws in no live device */
EM_JS(int, web_canvas_present, (void), { return globalThis.TortueDessin ? 1 : 0; });
EM_JS(int, web_canvas_width, (void), { return globalThis.TortueDessin.width(); });
EM_JS(int, web_canvas_height, (void), { return globalThis.TortueDessin.height(); });
EM_JS(void, web_canvas_view, (double zoom, double vx, double vy),
      { globalThis.TortueDessin.view(zoom, vx, vy); });
EM_JS(void, web_canvas_clear, (int r, int g, int b),
      { globalThis.TortueDessin.clear(r, g, b); });
EM_JS(void, web_canvas_layer, (const unsigned char *px, int w, int h, double x0, double y1,
                               double scale),
      {
        var a = HEAPU8.subarray(px, px + 4 * w * h);
        globalThis.TortueDessin.layer(a, w, h, x0, y1, scale);
      });
EM_JS(void, web_canvas_path, (const double *pts, int n, int fill, int r, int g, int b,
                              double width, int reverse),
      {
        var a = HEAPF64.subarray(pts >> 3, (pts >> 3) + 2 * n);
        globalThis.TortueDessin.path(a, n, fill, r, g, b, width, reverse);
      });
EM_JS(void, web_canvas_arc, (double cx, double cy, double rad, double t0, double t1, int neg,
                             int fill, int r, int g, int b, double width, int reverse),
      { globalThis.TortueDessin.arc(cx, cy, rad, t0, t1, neg, fill, r, g, b, width, reverse); });
EM_JS(void, web_canvas_label, (double x, double y, double angle, double size, const char *text,
                               int r, int g, int b, int reverse),
      { globalThis.TortueDessin.label(x, y, angle, size, UTF8ToString(text), r, g, b, reverse); });
EM_JS(void, web_canvas_turtle, (double x, double y, double heading, int visible, int shape),
      { globalThis.TortueDessin.turtle(x, y, heading, visible, shape); });

static void size(int *w, int *h)
{
  *w = web_canvas_width();
  *h = web_canvas_height();
}

static void view(double zoom, double vx, double vy)
{
  web_canvas_view(zoom, vx, vy);
}

static void clear(DrawRGB c)
{
  web_canvas_clear(c.r, c.g, c.b);
}

static void layer(const unsigned char *px, int w, int h, double x0, double y1, double scale)
{
  web_canvas_layer(px, w, h, x0, y1, scale);
}

static void path(const double *pts, size_t n, const CanvasPen *p)
{
  web_canvas_path(pts, (int)n, 0, p->color.r, p->color.g, p->color.b, p->width, p->reverse);
}

static void fill(const double *pts, size_t n, const CanvasPen *p)
{
  web_canvas_path(pts, (int)n, 1, p->color.r, p->color.g, p->color.b, p->width, p->reverse);
}

static void arc(double cx, double cy, double r, double t0, double t1, bool negative,
                const CanvasPen *p)
{
  web_canvas_arc(cx, cy, r, t0, t1, negative, 0, p->color.r, p->color.g, p->color.b, p->width,
                 p->reverse);
}

static void disc(double cx, double cy, double r, const CanvasPen *p)
{
  web_canvas_arc(cx, cy, r, 0, 6.283185307179586, 0, 1, p->color.r, p->color.g, p->color.b,
                 p->width, p->reverse);
}

static void label(double x, double y, double angle, double sz, const char *text,
                  const CanvasPen *p)
{
  web_canvas_label(x, y, angle, sz, text, p->color.r, p->color.g, p->color.b, p->reverse);
}

static void turtle(const DrawTurtle *t)
{
  web_canvas_turtle(t->x, t->y, t->heading, t->visible, t->shape);
}

static const CanvasPaint web_paint = { size, view, clear, layer, path, fill, arc, disc, label, turtle };

/* {====================================================================
 * The user's events on the canvas: the queue host_web.js keeps (the
 * page's DOM handlers fill it through Module.evenement)
 * ===================================================================== */

/* host_web.js */
extern int tortue_js_next_event(int *kind, int *key, char *text, int *button, double *x,
                                double *y);
extern void tortue_js_claim(int keys, int mouse);

static bool next_event(DrawEvent *e)
{
  int kind = 0, key = 0, button = 0;
  double x = 0, y = 0;
  *e = (DrawEvent){ 0 };
  if (!tortue_js_next_event(&kind, &key, e->text, &button, &x, &y)) return false;
  e->kind = (DrawEventKind)kind;
  e->key = (DrawKey)key;
  e->button = button;
  e->x = x;
  e->y = y;
  return true;
}

static void claim(bool keys, bool mouse)
{
  tortue_js_claim(keys, mouse);
}

static const CanvasInput web_input = { next_event, claim };
/* }==================================================================== */

DrawDevice *canvas_open(void)
{
  if (!web_canvas_present()) return NULL;
  DrawDevice *dev = canvas_open_with(&web_paint);
  if (dev) canvas_set_input(dev, &web_input);
  return dev;
}
#endif
