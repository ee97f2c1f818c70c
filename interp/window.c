/* window.c -- the turtle's live window: SDL2 for the window and its events,
 * Cairo (draw.c) for what is in it, so that it looks as the PNG and PDF
 * files do.
 *
 * The window keeps a backing surface with the drawing drawn up to a cursor:
 * an update draws only what lies past it, and a present copies the backing
 * surface into the window and draws the turtle on top (the turtle moves; it
 * is never part of the drawing). The backing surface is drawn again from
 * item 0 when the drawing was emptied (NETTOIE, VIDEECRAN), its background
 * changed, or the window was resized, since the origin is the window's
 * centre.
 *
 * Drawing with Cairo costs far more than recording a segment: while a
 * program draws, the window spends at most a share of its time drawing
 * and showing, and catches up once the program stops drawing (at the
 * prompt, or while it computes or waits), so that the window never slows a
 * drawing program much.
 *
 * Built without SDL2, win_open always answers NULL: the turtle then draws
 * into files and the terminal only; and so it does when SDL2 cannot be
 * loaded at run time (win_unavailable says why). */
#include <config.h>

#include "draw.h"

#ifndef HAVE_SDL2
DrawDevice *win_open(void)
{
  return NULL;
}

const char *win_unavailable(bool *library)
{
  *library = false;
  return NULL;
}
#else

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include <SDL.h>

#include "cairo_dl.h"

/* {====================================================================
 * SDL2 (and Cairo), loaded when a window is first wanted
 *
 * SDL2 is not linked (dynlib.h says why): window.c calls it through this
 * table, sdl.CreateWindow(...) for SDL_CreateWindow(...). TORTUE_SDL2
 * names another file to open (a library installed elsewhere; the tests
 * give a missing one).
 * ===================================================================== */

#define SDL_FUNCTIONS(X)                                                    \
  X(CreateRGBSurfaceWithFormatFrom) X(CreateWindow) X(DestroyWindow)        \
  X(FreeSurface) X(GetPerformanceCounter)                                   \
  X(GetError) X(GetPerformanceFrequency) X(GetTicks) X(GetWindowID)         \
  X(GetWindowSurface) X(InitSubSystem) X(LockSurface) X(PollEvent)          \
  X(QuitSubSystem) X(SetHint) X(SetHintWithPriority) X(UnlockSurface)       \
  X(UpdateWindowSurface) X(UpperBlit)

typedef struct Sdl {
#define SDL_FIELD(f) __typeof__(SDL_##f) *f;
  SDL_FUNCTIONS(SDL_FIELD)
#undef SDL_FIELD
} Sdl;

static Sdl sdl;

static const char *const sdl_names[] = {
#define SDL_NAME(f) "SDL_" #f,
  SDL_FUNCTIONS(SDL_NAME)
#undef SDL_NAME
};
/* the soname of SDL2's run-time package, then the development link */
static const char *const sdl_files[] = { "libSDL2-2.0.so.0", "libSDL2.so", NULL };
static DynLib sdl_lib = { "TORTUE_SDL2", sdl_files, sdl_names,
                          sizeof sdl_names / sizeof sdl_names[0], &sdl, false, NULL };

/* The window needs both SDL2 and Cairo. */
static bool libraries_load(void)
{
  return dyn_load(&sdl_lib) && dyn_cairo_load();
}

/* What SDL said when the display refused the last window ("" if none). */
static char refused[160];

const char *win_unavailable(bool *library)
{
  const char *missing = sdl_lib.missing ? sdl_lib.missing : dyn_cairo_missing();
  *library = missing != NULL;
  return missing ? missing : refused[0] ? refused : NULL;
}

/* }==================================================================== */

enum {
  WIN_W = 800, WIN_H = 600,   /* the window's first size, in pixels (steps) */
  PRESENT_MS = 16,            /* the window is shown anew at most this often */
  PUMP_MS = 10,               /* events are read at most this often */
  LIVE_MS = 100,              /* a busy window is shown at least this often */
  CHUNK_PTS = 8,              /* segments of a pen run stroked at once: Cairo
                                 strokes a long run that crosses itself
                                 much more slowly than short pieces of it */
  BUSY_SHARE = 4,             /* while the program draws, the window draws
                                 for at most 1/BUSY_SHARE of the time */
  IDLE_US = 50000,            /* and for this long at each call once the
                                 program stopped drawing (an update sees
                                 nothing new, or a pump comes alone) */
};

/* Where back's drawing stands: items before item are drawn, and of item,
 * when it is a pen run, its points up to pt. Both count from the
 * drawing's start (Drawing.base_item, base_pt), so that they stay true when
 * the older items are merged into the image layer. */
typedef struct WinCursor {
  uint64_t item, pt;
} WinCursor;

typedef struct Win {
  DrawDevice dev;             /* first: a Win is handed out as its device */
  SDL_Window *sdl;            /* NULL once the user closed it */
  Uint32 id;
  cairo_surface_t *back;      /* the drawing as of the last update, RGB24 */
  int w, h;                   /* back's size: the window's last known size */
  WinCursor at;               /* what back shows of the drawing */
  uint64_t cleared;           /* Drawing.cleared when back was started */
  DrawRGB background;
  size_t seen_n, seen_npts;   /* the drawing's size at the last update */
  bool idle;                  /* it did not grow since the update before */
  int64_t credit;             /* drawing time allowed now, in microseconds */
  uint64_t credit_at;         /* when it was counted */
  int64_t present_cost;       /* what the last present took, microseconds */
  bool stale;                 /* back must be drawn again from item 0 */
  bool dirty;                 /* something changed since the last present */
  Uint32 presented;           /* SDL_GetTicks() at the last present */
  Uint32 pumped;              /* SDL_GetTicks() when events were last read */
  bool updated;               /* an update came since the last pump */
  DrawTurtle turtle;          /* the turtle as last shown */
} Win;

/* {====================================================================
 * The backing surface
 * ===================================================================== */

/* Turtle coordinates on a surface of the window's size: one step per
 * pixel, the origin at the middle of the centre pixel, so that a line of
 * width 1 along whole coordinates fills one row of pixels instead of
 * greying two. */
static void win_transform(cairo_t *cr, int w, int h)
{
  double cx = w / 2.0 - (floor(w / 2.0) + 0.5);
  double cy = floor(h / 2.0) + 0.5 - h / 2.0;
  draw_transform(cr, w, h, 1.0, cx, cy);
}

static cairo_t *turtle_cairo(cairo_surface_t *s, int w, int h)
{
  cairo_t *cr = cairo_create(s);
  win_transform(cr, w, h);
  return cr;
}

static bool same_rgb(DrawRGB a, DrawRGB b)
{
  return a.r == b.r && a.g == b.g && a.b == b.b;
}

/* Give back the window's size: a new backing surface, to be drawn from
 * item 0. */
static void resize_back(Win *w, int width, int height)
{
  if (w->back && width == w->w && height == w->h) return;
  if (w->back) cairo_surface_destroy(w->back);
  w->back = cairo_image_surface_create(CAIRO_FORMAT_RGB24, width, height);
  w->w = width;
  w->h = height;
  w->stale = true;
}

/* Has what back had not drawn yet been merged into the image layer? */
static bool merged_past(const Win *w, const Drawing *d)
{
  if (w->at.item != d->base_item) return w->at.item < d->base_item;
  return d->split && w->at.pt < d->base_pt;
}

/* Whether back must be drawn again from item 0: the drawing was emptied
 * (NETTOIE, VIDEECRAN), its background changed, the window's size did,
 * or what it had still to draw is now in the image layer. */
static bool must_restart(const Win *w, const Drawing *d)
{
  return w->stale || d->cleared != w->cleared || w->at.item > d->base_item + d->n ||
         merged_past(w, d) || !same_rgb(d->background, w->background);
}

static void restart(Win *w, cairo_t *cr, const Drawing *d)
{
  draw_background(cr, d);
  draw_layer(cr, d);
  w->at = (WinCursor){ d->base_item, 0 };
  w->cleared = d->cleared;
  w->background = d->background;
  w->stale = false;
}

/* Points [from, to] of the pen run i (indices in d->pts), as a drawing of
 * that one item. */
static void draw_points(cairo_t *cr, const Drawing *d, size_t i, size_t from, size_t to)
{
  DrawItem part = d->items[i];
  part.first = from;
  part.count = to - from + 1;
  Drawing one = *d;
  one.items = &part;
  one.n = 1;
  draw_render(cr, &one, 0, 1);
}

/* One step of catching up: an item, or the next CHUNK_PTS segments of a
 * pen run. False when back shows the whole drawing (the last pen run may
 * grow still: the cursor stays on its last point). */
static bool draw_step(cairo_t *cr, const Drawing *d, WinCursor *at)
{
  size_t i = (size_t)(at->item - d->base_item);
  if (i >= d->n) return false;
  const DrawItem *it = &d->items[i];
  if (it->kind != DK_PATH) {
    draw_render(cr, d, i, i + 1);
    *at = (WinCursor){ at->item + 1, 0 };
    return true;
  }
  uint64_t first = it->first + d->base_pt, last = first + it->count - 1;
  if (at->pt < first) at->pt = first;
  if (at->pt >= last) {
    if (i + 1 >= d->n) return false;
    *at = (WinCursor){ at->item + 1, 0 };
    return true;
  }
  uint64_t to = last - at->pt > CHUNK_PTS ? at->pt + CHUNK_PTS : last;
  draw_points(cr, d, i, (size_t)(at->pt - d->base_pt), (size_t)(to - d->base_pt));
  at->pt = to;
  return true;
}

/* Whether back lags behind the drawing. */
static bool behind(const Win *w, const Drawing *d)
{
  if (must_restart(w, d)) return true;
  size_t i = (size_t)(w->at.item - d->base_item);
  if (i + 1 < d->n) return true;
  if (i >= d->n) return false;
  const DrawItem *it = &d->items[i];
  return it->kind != DK_PATH || w->at.pt < d->base_pt + it->first + it->count - 1;
}

static uint64_t now_us(void)
{
  return sdl.GetPerformanceCounter() * 1000000 / sdl.GetPerformanceFrequency();
}

/* Bring back up to the drawing while w->credit lasts: the rest waits for
 * a later call. Starting again (the background) is cheap and never waits. */
static void catch_up(Win *w, const Drawing *d)
{
  bool again = must_restart(w, d);
  if (!again && (w->credit <= 0 || !behind(w, d))) return;
  uint64_t start = now_us(), t = start;
  cairo_t *cr = turtle_cairo(w->back, w->w, w->h);
  if (again) restart(w, cr, d);
  /* while the program draws, room is left to show what was drawn */
  int64_t room = w->credit - (w->idle ? 0 : w->present_cost);
  while (room > (int64_t)(t - start) && draw_step(cr, d, &w->at))
    t = now_us();
  cairo_destroy(cr);
  w->credit -= (int64_t)(t - start);
  w->dirty = true;
}

/* The time an update may spend drawing and showing. While the program
 * draws, the credit grows by a share of the time since the last update,
 * however often updates come and however short the program; once the
 * drawing did not grow since the last update (the prompt waits, the
 * program computes), it is IDLE_US at each update. */
static void add_credit(Win *w, const Drawing *d)
{
  uint64_t now = now_us();
  bool was_idle = w->idle;
  w->idle = d->n == w->seen_n && d->npts == w->seen_npts;
  w->seen_n = d->n;
  w->seen_npts = d->npts;
  if (w->idle) w->credit = IDLE_US;
  else if (was_idle) w->credit = 0;   /* a program starts drawing: from now on */
  else w->credit += (int64_t)(now - w->credit_at) / BUSY_SHARE;
  if (w->credit > IDLE_US) w->credit = IDLE_US;
  w->credit_at = now;
}

/* }====================================================================
 * Showing it: back, then the turtle on top, into the window's surface
 * ===================================================================== */

/* The window's surface as Cairo sees it when its pixels are laid out as
 * Cairo's RGB24 (the usual case on X11 and Wayland); NULL otherwise. */
static cairo_surface_t *wrap_surface(SDL_Surface *s)
{
  Uint32 f = s->format->format;
  if (f != SDL_PIXELFORMAT_RGB888 && f != SDL_PIXELFORMAT_ARGB8888) return NULL;
  return cairo_image_surface_create_for_data(s->pixels, CAIRO_FORMAT_RGB24, s->w, s->h,
                                             s->pitch);
}

/* Any other layout: Cairo draws into an image of its own, which SDL
 * converts as it copies it. */
static void blit_image(cairo_surface_t *img, SDL_Surface *s)
{
  cairo_surface_flush(img);
  SDL_Surface *from = sdl.CreateRGBSurfaceWithFormatFrom(
      cairo_image_surface_get_data(img), cairo_image_surface_get_width(img),
      cairo_image_surface_get_height(img), 32, cairo_image_surface_get_stride(img),
      SDL_PIXELFORMAT_RGB888);
  if (!from) return;
  sdl.UpperBlit(from, NULL, s, NULL);
  sdl.FreeSurface(from);
}

static void compose(Win *w, cairo_surface_t *target, const Drawing *d)
{
  cairo_t *cr = cairo_create(target);
  cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE);
  cairo_set_source_surface(cr, w->back, 0, 0);
  cairo_paint(cr);
  cairo_set_operator(cr, CAIRO_OPERATOR_OVER);
  if (d->turtle.visible) {
    win_transform(cr, w->w, w->h);
    draw_turtle_shape(cr, &d->turtle);
  }
  cairo_destroy(cr);
  cairo_surface_flush(target);
  w->turtle = d->turtle;
}

static void present(Win *w, const Drawing *d)
{
  uint64_t start = now_us();
  SDL_Surface *s = sdl.GetWindowSurface(w->sdl);
  if (!s) return;
  resize_back(w, s->w, s->h);
  if (must_restart(w, d)) catch_up(w, d);   /* resized: drawn again as credit allows */
  if (SDL_MUSTLOCK(s) && sdl.LockSurface(s) != 0) return;
  cairo_surface_t *target = wrap_surface(s);
  bool direct = target != NULL;
  if (!direct) target = cairo_image_surface_create(CAIRO_FORMAT_RGB24, s->w, s->h);
  compose(w, target, d);
  if (!direct) blit_image(target, s);
  cairo_surface_destroy(target);
  if (SDL_MUSTLOCK(s)) sdl.UnlockSurface(s);
  sdl.UpdateWindowSurface(w->sdl);
  w->presented = sdl.GetTicks();
  w->dirty = false;
  w->present_cost = (int64_t)(now_us() - start);
  w->credit -= w->present_cost;
}

/* Show what changed, at most every PRESENT_MS, and while the program
 * draws as the credit allows, but at least every LIVE_MS: an endless
 * animation is watched as it runs. */
static void present_if_due(Win *w, const Drawing *d)
{
  Uint32 since = sdl.GetTicks() - w->presented;
  if (w->dirty && since >= PRESENT_MS &&
      (w->idle || w->credit >= w->present_cost || since >= LIVE_MS))
    present(w, d);
}

/* }====================================================================
 * The device
 * ===================================================================== */

static bool same_turtle(const DrawTurtle *a, const DrawTurtle *b)
{
  return a->x == b->x && a->y == b->y && a->heading == b->heading && a->visible == b->visible;
}

/* New items are drawn as the credit allows (add_credit); the window shows
 * them at most every PRESENT_MS, the rest at a later update or pump. */
static void win_update(DrawDevice *dev, const Drawing *d)
{
  Win *w = (Win *)dev;
  if (!w->sdl) return;
  w->updated = true;
  add_credit(w, d);
  catch_up(w, d);
  if (!same_turtle(&w->turtle, &d->turtle)) w->dirty = true;
  present_if_due(w, d);
}

static void destroy_window(Win *w)
{
  if (!w->sdl) return;
  sdl.DestroyWindow(w->sdl);
  w->sdl = NULL;
}

/* One event of the window; false when it asks to be closed. */
static bool handle(Win *w, const SDL_Event *e)
{
  if (e->type != SDL_WINDOWEVENT || e->window.windowID != w->id) return true;
  switch (e->window.event) {
  case SDL_WINDOWEVENT_CLOSE:
    return false;
  case SDL_WINDOWEVENT_SIZE_CHANGED:
  case SDL_WINDOWEVENT_EXPOSED:
  case SDL_WINDOWEVENT_SHOWN:
  case SDL_WINDOWEVENT_RESTORED:
    w->dirty = true;
    return true;
  default:
    return true;
  }
}

/* Pending events: the window redrawn when it was uncovered or resized,
 * what updates held back drawn and shown once updates stopped coming, and
 * the window gone when the user closed it. Other events (keys, mouse) are
 * read and dropped. */
static bool win_pump(DrawDevice *dev, const Drawing *d)
{
  Win *w = (Win *)dev;
  if (!w->sdl) return false;
  Uint32 now = sdl.GetTicks();
  if (now - w->pumped >= PUMP_MS) {   /* pump may be called in a loop */
    w->pumped = now;
    SDL_Event e;
    while (sdl.PollEvent(&e))
      if (!handle(w, &e)) {
        destroy_window(w);
        return false;
      }
  }
  /* pumped with no update before: the prompt waits, or the program
   * computes without drawing. The window is idle then, even when it
   * shows the whole drawing: a resize or an exposure after the last
   * update must be drawn and shown on the idle budget, not on what the
   * last update left (on a loaded machine, less than a present costs:
   * the window stayed unpainted until the next drawing command). */
  if (!w->updated) {
    w->idle = true;
    w->credit = IDLE_US;
    catch_up(w, d);
  }
  w->updated = false;
  present_if_due(w, d);
  return true;
}

static void win_close(DrawDevice *dev)
{
  Win *w = (Win *)dev;
  destroy_window(w);
  if (w->back) cairo_surface_destroy(w->back);
  free(w);
  sdl.QuitSubSystem(SDL_INIT_VIDEO);
}

static const DrawDeviceOps win_ops = { win_update, win_pump, win_close };

static bool named(const char *display)
{
  return display && *display;
}

/* The display is named but SDL could not use it (a server gone, a
 * refused connection): which display and SDL's words, for win_unavailable. */
static void say_refused(void)
{
  const char *x11 = getenv("DISPLAY"), *e = sdl.GetError();
  snprintf(refused, sizeof refused, "%s=%s : %s", named(x11) ? "DISPLAY" : "WAYLAND_DISPLAY",
           named(x11) ? x11 : getenv("WAYLAND_DISPLAY"), e && *e ? e : "SDL");
}

/* SDL, set up for a program that is not a game: it must take no signal
 * (Ctrl-C stops a Logo program, not the process), let the screen saver
 * be, and try the displays named, X11 then Wayland, never the console's
 * framebuffer, unless the user chose (SDL_VIDEODRIVER,
 * SDL_FRAMEBUFFER_ACCELERATION). SDL2 is loaded only once a display is
 * named. (A Wayland driver tried without WAYLAND_DISPLAY complains of
 * XDG_RUNTIME_DIR on stderr.) */
static bool video_init(void)
{
  bool x11 = named(getenv("DISPLAY")), wl = named(getenv("WAYLAND_DISPLAY"));
  if (!x11 && !wl) return false;
  if (!libraries_load()) return false;
  sdl.SetHintWithPriority(SDL_HINT_NO_SIGNAL_HANDLERS, "1", SDL_HINT_OVERRIDE);
  sdl.SetHint(SDL_HINT_VIDEO_ALLOW_SCREENSAVER, "1");
  /* the window's surface in plain shared memory (XShm), not through an
   * OpenGL texture: without a GPU, Mesa's software GL costs far more than
   * the copy it would save */
  sdl.SetHintWithPriority(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0", SDL_HINT_DEFAULT);
  sdl.SetHintWithPriority(SDL_HINT_VIDEODRIVER, x11 && wl ? "x11,wayland" : x11 ? "x11" : "wayland",
                          SDL_HINT_DEFAULT);
  if (sdl.InitSubSystem(SDL_INIT_VIDEO) == 0) return true;
  say_refused();
  return false;
}

DrawDevice *win_open(void)
{
  if (!video_init()) return NULL;
  Win *w = calloc(1, sizeof *w);
  if (w)
    w->sdl = sdl.CreateWindow("Tortue", SDL_WINDOWPOS_UNDEFINED, SDL_WINDOWPOS_UNDEFINED,
                              WIN_W, WIN_H, SDL_WINDOW_RESIZABLE);
  if (!w || !w->sdl) {
    if (w) say_refused();
    free(w);
    sdl.QuitSubSystem(SDL_INIT_VIDEO);
    return NULL;
  }
  w->dev.ops = &win_ops;
  w->id = sdl.GetWindowID(w->sdl);
  w->stale = true;
  w->dirty = true;
  w->credit = IDLE_US;
  w->credit_at = now_us();
  return &w->dev;
}

#endif
