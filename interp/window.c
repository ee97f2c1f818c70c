/* window.c -- the turtle's live window: Cairo (draw.c) draws what is in
 * it, so that it looks as the PNG and PDF files do; the SDL2 window itself
 * lives in a process of its own (window_host.h says why: losing the
 * display must not end the session), which shows the frames drawn here in
 * shared memory and sends back the window's events.
 *
 * The window keeps a backing surface with the drawing drawn up to a cursor:
 * an update draws only what lies past it, and a present composes the
 * backing surface and the turtle on top into the shared frame (the turtle
 * moves; it is never part of the drawing). The backing surface is drawn
 * again from item 0 when the drawing was emptied (NETTOIE, VIDEECRAN), its
 * background changed, the window was resized, zoomed or moved (the view:
 * a scale and the turtle point at the window's centre).
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

const char *win_lost_why(void)
{
  return "";
}
#else

#include <errno.h>
#include <fcntl.h>
#include <math.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <SDL_keycode.h>   /* the key codes the window's process sends */

#include "cairo_dl.h"
#include "window_host.h"

/* What the window's process said when the display refused the last window
 * ("" if nothing), and whether a library was missing; what was lost. */
static char refused[160];
static bool refused_library;
static char lost[160];

const char *win_unavailable(bool *library)
{
  const char *missing = dyn_cairo_missing();
  *library = missing != NULL || refused_library;
  return missing ? missing : refused[0] ? refused : NULL;
}

const char *win_lost_why(void)
{
  return lost;
}

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
  READY_MS = 10000,           /* the window's process has this long to show it */
  WIN_EVENTS = 64,            /* the user's events kept for the program */
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
  int sock;                   /* to the window's process */
  pid_t pid;
  unsigned char *shm;         /* the frame shared with it (WH_SHM_SIZE) */
  bool waiting;               /* a frame sent that it has not shown yet */
  DrawLive live;              /* DRAW_CLOSED or DRAW_LOST once it is gone */
  double zoom;                /* the view: pixels a step, */
  double vx, vy;              /* and the turtle point at the window's centre */
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
  uint64_t presented;         /* now_us() at the last present */
  uint64_t pumped;            /* now_us() when events were last read */
  bool updated;               /* an update came since the last pump */
  DrawTurtle turtle;          /* the turtle as last shown */
  uint64_t turtles_rev;       /* and the others' (Drawing.turtles_rev) */
  DrawEvent events[WIN_EVENTS];   /* what the user did, for the program: */
  unsigned ev_first, ev_n;        /* a ring, the oldest dropped when full */
  bool keys_claimed;          /* the program takes the keys: no view keys */
  bool mouse_claimed;         /* and the mouse: no drags */
} Win;

/* {====================================================================
 * The backing surface
 * ===================================================================== */

/* Turtle coordinates on the window's surface, as the view says: the point
 * (vx, vy) at the middle of the centre pixel, so that at one step a pixel
 * a line of width 1 along whole coordinates fills one row of pixels
 * instead of greying two. */
static void win_transform(const Win *w, cairo_t *cr)
{
  cairo_translate(cr, floor(w->w / 2.0) + 0.5, floor(w->h / 2.0) + 0.5);
  cairo_scale(cr, w->zoom, -w->zoom);
  cairo_translate(cr, -w->vx, -w->vy);
}

static cairo_t *turtle_cairo(const Win *w)
{
  cairo_t *cr = cairo_create(w->back);
  win_transform(w, cr);
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
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (uint64_t)t.tv_sec * 1000000 + (uint64_t)t.tv_nsec / 1000;
}

/* Bring back up to the drawing while w->credit lasts: the rest waits for
 * a later call. Starting again (the background) is cheap and never waits. */
static void catch_up(Win *w, const Drawing *d)
{
  bool again = must_restart(w, d);
  if (!again && (w->credit <= 0 || !behind(w, d))) return;
  uint64_t start = now_us(), t = start;
  cairo_t *cr = turtle_cairo(w);
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
 * Showing it: back, then the turtle on top, into the shared frame
 * ===================================================================== */

/* Say kind (a, b) to the window's process; false when it is gone. */
static bool tell(Win *w, WhKind kind, int a, int b)
{
  WhMsg m = { kind, a, b, 0, 0, "" };
  if (send(w->sock, &m, sizeof m, MSG_NOSIGNAL | MSG_DONTWAIT) == (ssize_t)sizeof m) return true;
  if (errno != EAGAIN && errno != EWOULDBLOCK) w->live = DRAW_LOST;
  return false;
}

static void compose(Win *w, cairo_surface_t *target, const Drawing *d)
{
  cairo_t *cr = cairo_create(target);
  cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE);
  cairo_set_source_surface(cr, w->back, 0, 0);
  cairo_paint(cr);
  cairo_set_operator(cr, CAIRO_OPERATOR_OVER);
  win_transform(w, cr);
  draw_turtles(cr, d);
  cairo_destroy(cr);
  cairo_surface_flush(target);
  w->turtle = d->turtle;
  w->turtles_rev = d->turtles_rev;
}

/* The frame into the shared memory, then "frame" to the window's process;
 * the next waits until it says it has shown this one. */
static void present(Win *w, const Drawing *d)
{
  uint64_t start = now_us();
  if (must_restart(w, d)) catch_up(w, d);   /* resized: drawn again as credit allows */
  cairo_surface_t *frame = cairo_image_surface_create_for_data(w->shm, CAIRO_FORMAT_RGB24, w->w,
                                                               w->h, w->w * 4);
  compose(w, frame, d);
  cairo_surface_destroy(frame);
  if (!tell(w, WH_FRAME, w->w, w->h)) return;
  w->waiting = true;
  w->presented = now_us();
  w->dirty = false;
  w->present_cost = (int64_t)(w->presented - start);
  w->credit -= w->present_cost;
}

/* Show what changed, at most every PRESENT_MS, and while the program
 * draws as the credit allows, but at least every LIVE_MS: an endless
 * animation is watched as it runs. */
static void present_if_due(Win *w, const Drawing *d)
{
  uint64_t since = (now_us() - w->presented) / 1000;
  if (w->dirty && !w->waiting && w->live == DRAW_LIVE && since >= PRESENT_MS &&
      (w->idle || w->credit >= w->present_cost || since >= LIVE_MS))
    present(w, d);
}

/* }====================================================================
 * The view: zoom and pan (keys, wheel, drags, ZOOM and the fit)
 * ===================================================================== */

#define ZOOM_STEP 1.25

/* Scale the view by k, the window pixel (px, py) staying on the same
 * turtle point. */
static void zoom_at(Win *w, double k, double px, double py)
{
  double z = fmin(DRAW_ZOOM_MAX, fmax(DRAW_ZOOM_MIN, w->zoom * k));
  double ox = px - (floor(w->w / 2.0) + 0.5), oy = (floor(w->h / 2.0) + 0.5) - py;
  w->vx += ox / w->zoom - ox / z;
  w->vy += oy / w->zoom - oy / z;
  w->zoom = z;
  w->stale = true;
  w->dirty = true;
}

static void pan(Win *w, double dx_px, double dy_px)
{
  w->vx -= dx_px / w->zoom;
  w->vy += dy_px / w->zoom;
  w->stale = true;
  w->dirty = true;
}

/* The whole drawing (and the turtle) in the window, with a margin. */
static void fit(Win *w, const Drawing *d)
{
  draw_fit_view(d, w->w, w->h, &w->zoom, &w->vx, &w->vy);
  w->stale = true;
  w->dirty = true;
}

static void reset_view(Win *w)
{
  w->zoom = 1;
  w->vx = w->vy = 0;
  w->stale = true;
  w->dirty = true;
}

/* XLogo's keys, and a few more: + and - zoom, the arrows move the view,
 * 0 (or Origine) gives the first view back, A (ajuster) or Espace fits the
 * drawing. */
static void key(Win *w, const Drawing *d, int sym)
{
  double cx = floor(w->w / 2.0) + 0.5, cy = floor(w->h / 2.0) + 0.5;
  switch (sym) {
  case '+': case '=': case SDLK_KP_PLUS: zoom_at(w, ZOOM_STEP, cx, cy); break;
  case '-': case SDLK_KP_MINUS: zoom_at(w, 1 / ZOOM_STEP, cx, cy); break;
  case SDLK_LEFT: pan(w, w->w / 8.0, 0); break;
  case SDLK_RIGHT: pan(w, -w->w / 8.0, 0); break;
  case SDLK_UP: pan(w, 0, w->h / 8.0); break;
  case SDLK_DOWN: pan(w, 0, -w->h / 8.0); break;
  case '0': case SDLK_KP_0: case SDLK_HOME: reset_view(w); break;
  case 'a': case ' ': fit(w, d); break;
  default: break;
  }
}

static void win_set_view(DrawDevice *dev, const Drawing *d, double zoom, bool fit_drawing)
{
  Win *w = (Win *)dev;
  if (fit_drawing) {
    fit(w, d);
    return;
  }
  reset_view(w);
  w->zoom = fmin(DRAW_ZOOM_MAX, fmax(DRAW_ZOOM_MIN, zoom));
}

static void win_visible(DrawDevice *dev, double b[4])
{
  Win *w = (Win *)dev;
  double hw = (floor(w->w / 2.0) + 0.5) / w->zoom, hh = (floor(w->h / 2.0) + 0.5) / w->zoom;
  b[0] = w->vx - hw;
  b[1] = w->vy - (w->h - floor(w->h / 2.0) - 0.5) / w->zoom;
  b[2] = w->vx + (w->w - floor(w->w / 2.0) - 0.5) / w->zoom;
  b[3] = w->vy + hh;
}

/* }====================================================================
 * The device
 * ===================================================================== */

static bool same_turtle(const DrawTurtle *a, const DrawTurtle *b)
{
  return a->x == b->x && a->y == b->y && a->heading == b->heading && a->visible == b->visible &&
         a->shape == b->shape;
}

/* New items are drawn as the credit allows (add_credit); the window shows
 * them at most every PRESENT_MS, the rest at a later update or pump. */
static void win_update(DrawDevice *dev, const Drawing *d)
{
  Win *w = (Win *)dev;
  if (w->live != DRAW_LIVE) return;
  w->updated = true;
  add_credit(w, d);
  catch_up(w, d);
  if (!same_turtle(&w->turtle, &d->turtle) || w->turtles_rev != d->turtles_rev) w->dirty = true;
  present_if_due(w, d);
}

/* }====================================================================
 * The user's events, for the program (draw.h's DrawEvent)
 * ===================================================================== */

static void queue(Win *w, const DrawEvent *e)
{
  if (w->ev_n > 0 && e->kind == DE_MOVE &&
      w->events[(w->ev_first + w->ev_n - 1) % WIN_EVENTS].kind == DE_MOVE) {
    w->events[(w->ev_first + w->ev_n - 1) % WIN_EVENTS] = *e;   /* only the last place counts */
    return;
  }
  if (w->ev_n == WIN_EVENTS) {
    w->ev_first = (w->ev_first + 1) % WIN_EVENTS;
    w->ev_n--;
  }
  w->events[(w->ev_first + w->ev_n++) % WIN_EVENTS] = *e;
}

static bool win_next_event(DrawDevice *dev, DrawEvent *e)
{
  Win *w = (Win *)dev;
  if (w->ev_n == 0) return false;
  *e = w->events[w->ev_first];
  w->ev_first = (w->ev_first + 1) % WIN_EVENTS;
  w->ev_n--;
  return true;
}

static void win_claim(DrawDevice *dev, bool keys, bool mouse)
{
  Win *w = (Win *)dev;
  w->keys_claimed = keys;
  w->mouse_claimed = mouse;
}

/* The turtle point under the pixel (px, py), as the view shows it. */
static void pointer(const Win *w, DrawEvent *e, int px, int py)
{
  draw_pixel_point(px, py, w->w, w->h, w->zoom, w->vx, w->vy, &e->x, &e->y);
}

/* A key that types no text: the arrows, and Entrée, Tab, Échap, the
 * backspace and Suppr as the characters a terminal gives for them. */
static bool special_key(int sym, DrawEvent *e)
{
  static const struct { int sym; DrawKey key; char c; } keys[] = {
    { SDLK_LEFT, DKEY_LEFT, 0 }, { SDLK_RIGHT, DKEY_RIGHT, 0 }, { SDLK_UP, DKEY_UP, 0 },
    { SDLK_DOWN, DKEY_DOWN, 0 }, { SDLK_RETURN, DKEY_CHAR, '\n' }, { SDLK_KP_ENTER, DKEY_CHAR, '\n' },
    { SDLK_TAB, DKEY_CHAR, '\t' }, { SDLK_ESCAPE, DKEY_CHAR, 27 }, { SDLK_BACKSPACE, DKEY_CHAR, 8 },
    { SDLK_DELETE, DKEY_CHAR, 127 },
  };
  for (size_t i = 0; i < sizeof keys / sizeof keys[0]; i++)
    if (keys[i].sym == sym) {
      *e = (DrawEvent){ .kind = DE_KEY, .key = keys[i].key, .text = { keys[i].c } };
      return true;
    }
  return false;
}

/* The view's keys are the window's own until the program takes the keys. */
static bool view_key(int sym)
{
  return (sym > 0 && sym < 128 && strchr("+=-0a ", sym)) || sym == SDLK_KP_PLUS || sym == SDLK_KP_MINUS || sym == SDLK_KP_0 ||
         sym == SDLK_HOME || sym == SDLK_LEFT || sym == SDLK_RIGHT || sym == SDLK_UP || sym == SDLK_DOWN;
}

/* Text typed: a key event for each of its characters. */
static void typed(Win *w, const char *text)
{
  size_t n = strnlen(text, sizeof ((WhMsg *)0)->text);
  for (size_t i = 0; i < n;) {
    size_t len = 1;
    while (i + len < n && ((unsigned char)text[i + len] & 0xC0) == 0x80) len++;
    DrawEvent e = { .kind = DE_KEY, .key = DKEY_CHAR };
    if (len < sizeof e.text && !(w->keys_claimed == false && len == 1 && view_key(text[i])))
      memcpy(e.text, text + i, len);
    if (e.text[0]) queue(w, &e);
    i += len;
  }
}

static void mouse(Win *w, const WhMsg *m)
{
  DrawEvent e = { .kind = DE_MOVE };
  if (m->kind == WH_BUTTON) {
    /* SDL's 1 2 3 are left, middle, right; UCBLogo's 1 2 3 left, right, middle */
    e.kind = m->b ? DE_DOWN : DE_UP;
    e.button = m->a == 2 ? 3 : m->a == 3 ? 2 : m->a;
  }
  pointer(w, &e, m->x, m->y);
  queue(w, &e);
}

static void key_pressed(Win *w, const Drawing *d, int sym)
{
  DrawEvent e;
  if (!w->keys_claimed && view_key(sym)) key(w, d, sym);
  else if (special_key(sym, &e)) queue(w, &e);
}

/* One message of the window's process. */
static void heard(Win *w, const Drawing *d, const WhMsg *m)
{
  switch (m->kind) {
  case WH_SIZE:
    if (m->a > 0 && m->b > 0 && m->a <= WH_MAX_SIDE && m->b <= WH_MAX_SIDE) resize_back(w, m->a, m->b);
    w->dirty = true;
    break;
  case WH_SHOWN: w->waiting = false; break;
  case WH_CLOSED: w->live = DRAW_CLOSED; break;
  case WH_KEY: key_pressed(w, d, m->a); break;
  case WH_TEXT: typed(w, m->text); break;
  case WH_BUTTON: case WH_MOTION: mouse(w, m); break;
  case WH_WHEEL: zoom_at(w, pow(ZOOM_STEP, m->a), m->x + 0.5, m->y + 0.5); break;
  case WH_DRAG: if (!w->mouse_claimed) pan(w, m->a, m->b); break;
  default: break;
  }
}

/* Every message waiting; the process gone (its socket closed) is the
 * window lost, unless it said the user closed it. */
static void listen_host(Win *w, const Drawing *d)
{
  for (;;) {
    WhMsg m;
    ssize_t n = recv(w->sock, &m, sizeof m, MSG_DONTWAIT);
    if (n == (ssize_t)sizeof m) {
      heard(w, d, &m);
      continue;
    }
    if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR)) return;
    if (w->live == DRAW_LIVE) w->live = DRAW_LOST;
    return;
  }
}

/* Pending events: the window redrawn when it was resized or its view
 * changed, what updates held back drawn and shown once updates stopped
 * coming, the window gone when the user closed it or it was lost. */
static DrawLive win_pump(DrawDevice *dev, const Drawing *d)
{
  Win *w = (Win *)dev;
  uint64_t now = now_us();
  if (w->live == DRAW_LIVE && now - w->pumped >= PUMP_MS * 1000) {   /* pump may be called in a loop */
    w->pumped = now;
    listen_host(w, d);
  }
  if (w->live != DRAW_LIVE) return w->live;
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
  return w->live;
}

/* The process ends when its socket closes; one that does not (a display
 * that hangs) is killed. */
static void reap(pid_t pid)
{
  for (int i = 0; i < 50; i++) {
    if (waitpid(pid, NULL, WNOHANG) != 0) return;
    nanosleep(&(struct timespec){0, 2000000L}, NULL);
  }
  kill(pid, SIGKILL);
  waitpid(pid, NULL, 0);
}

static void win_close(DrawDevice *dev)
{
  Win *w = (Win *)dev;
  if (w->live == DRAW_LOST) {
    const char *x11 = getenv("DISPLAY");
    snprintf(lost, sizeof lost, "%s=%s", x11 && *x11 ? "DISPLAY" : "WAYLAND_DISPLAY",
             x11 && *x11 ? x11 : getenv("WAYLAND_DISPLAY"));
  }
  close(w->sock);
  reap(w->pid);
  munmap(w->shm, WH_SHM_SIZE);
  if (w->back) cairo_surface_destroy(w->back);
  free(w);
}

static const DrawDeviceOps win_ops = { win_update, win_pump, win_close, win_set_view,
                                        win_visible, win_next_event, win_claim };

/* }====================================================================
 * Opening: the window's process
 * ===================================================================== */

static bool named(const char *display)
{
  return display && *display;
}

/* In the child just forked: no terminal (Ctrl-C and Ctrl-Z are Tortue's),
 * standard streams on /dev/null, no descriptor of Tortue's but its
 * socket, as descriptor 3. */
static _Noreturn void host_start(int sock, const unsigned char *shm)
{
  setsid();
  signal(SIGINT, SIG_DFL);
  signal(SIGPIPE, SIG_DFL);
  int null = open("/dev/null", O_RDWR);
  for (int fd = 0; fd < 3 && null >= 0; fd++) dup2(null, fd);
  if (dup2(sock, 3) < 0) _exit(1);
  long max = sysconf(_SC_OPEN_MAX);
  for (long fd = 4; fd < (max > 0 && max < 65536 ? max : 65536); fd++) close((int)fd);
  wh_serve(3, shm, WIN_W, WIN_H);
}

/* The first message: the window shown (its size), or why not. */
static bool wait_ready(Win *w)
{
  struct pollfd p = { w->sock, POLLIN, 0 };
  uint64_t end = now_us() + READY_MS * 1000ull;
  WhMsg m;
  for (;;) {
    int left = (int)((end - now_us()) / 1000);
    if (now_us() >= end) {
      snprintf(refused, sizeof refused, "l'écran ne répond pas");
      return false;
    }
    int r = poll(&p, 1, left);
    if (r < 0 && errno == EINTR) continue;
    if (r <= 0 || recv(w->sock, &m, sizeof m, 0) != (ssize_t)sizeof m) break;
    if (m.kind == WH_READY && m.a > 0 && m.b > 0 && m.a <= WH_MAX_SIDE && m.b <= WH_MAX_SIDE) {
      resize_back(w, m.a, m.b);
      return true;
    }
    if (m.kind == WH_REFUSED) {
      snprintf(refused, sizeof refused, "%s", m.text);
      refused_library = m.a != 0;
      return false;
    }
  }
  snprintf(refused, sizeof refused, "le processus de la fenêtre s'est arrêté");
  return false;
}

/* Fork the window's process, sharing the frame's memory and a socket. */
static bool spawn(Win *w)
{
  int sv[2];
  w->shm = mmap(NULL, WH_SHM_SIZE, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS | MAP_NORESERVE,
                -1, 0);
  if (w->shm == MAP_FAILED) {
    w->shm = NULL;
    return false;
  }
  if (socketpair(AF_UNIX, SOCK_SEQPACKET | SOCK_CLOEXEC, 0, sv) != 0) return false;
  fflush(NULL);   /* nothing buffered is written twice */
  w->pid = fork();
  if (w->pid == 0) host_start(sv[1], w->shm);
  close(sv[1]);
  w->sock = sv[0];
  if (w->pid < 0) close(sv[0]);
  return w->pid > 0;
}

static void give_up(Win *w)
{
  if (w->pid > 0) {
    close(w->sock);
    reap(w->pid);
  }
  if (w->shm) munmap(w->shm, WH_SHM_SIZE);
  if (w->back) cairo_surface_destroy(w->back);
  free(w);
}

/* Cairo here, SDL2 in the window's process: each loaded where it is
 * needed, and only once a display is named. */
DrawDevice *win_open(void)
{
  refused[0] = '\0';
  refused_library = false;
  if (!named(getenv("DISPLAY")) && !named(getenv("WAYLAND_DISPLAY"))) return NULL;
  if (!dyn_cairo_load()) return NULL;
  Win *w = calloc(1, sizeof *w);
  if (!w) return NULL;
  if (!spawn(w) || !wait_ready(w)) {
    if (!refused[0]) snprintf(refused, sizeof refused, "%s", strerror(errno));
    give_up(w);
    return NULL;
  }
  w->dev.ops = &win_ops;
  w->live = DRAW_LIVE;
  w->zoom = 1;
  w->stale = true;
  w->dirty = true;
  w->credit = IDLE_US;
  w->credit_at = now_us();
  return &w->dev;
}

#endif
