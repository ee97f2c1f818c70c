/* turtle.c -- the turtle: its state (st_ext), the primitives that move it
 * and set its pen, the files and the terminal view of its drawing, and the
 * live window it updates (draw.h's device).
 *
 * Coordinates are UCBLogo's: origin at the centre, y upwards, heading 0
 * north, clockwise. The drawing is unbounded by default (FENETRE): files
 * are fitted to its bounds, so nothing drawn is lost. ENROULE and CLOS use
 * a fixed square of TUR_HALF steps either side of the origin. */
#include <config.h>

#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>
#include <unistd.h>

#include "logo.h"
#include "device.h"
#include "draw.h"
#include "dynlib.h"
#include "error.h"
#include "eval.h"
#include "events.h"
#include "fs.h"
#include "mem.h"
#include "node.h"
#include "prim.h"
#include "print.h"
#include "state.h"
#include "turtle.h"
#include "vocab.h"
#include "word.h"

/* ENROULE and CLOS: the square [-TUR_HALF, TUR_HALF]^2, UCBLogo's 1000 x
 * 1000 drawing area. */
#define TUR_HALF 500.0
/* The farthest the turtle may go, so that every size computed from the
 * drawing stays a finite number. */
#define TUR_FAR 1e12
/* ETIQUETTE's text height at the start, in steps. */
#define TUR_LABEL_SIZE 14.0
/* The largest side of a PNG given a size, in pixels, and of one sized
 * from the drawing (scaled down to fit): 64 MB of pixels at most, outside
 * the memory limit's count, as Cairo allocates them. */
#define TUR_PNG_MAX 8192
#define TUR_PNG_DEFAULT_MAX 4096
/* A display that refused the window is asked again at the next drawing
 * command this many seconds later (it may have come back). */
#define TUR_RETRY_S 2.0
/* MONTREDESSIN's lines, at most, when its width is given. */
#define TUR_BRAILLE_ROWS 500

typedef enum { TM_WINDOW, TM_WRAP, TM_FENCE } TurMode;

/* A colour as the user gave it, so COULEURCRAYON gives back the same. */
typedef struct TurColor {
  DrawRGB rgb;
  int index;       /* 0..15 in the palette, -1 for an [r v b] list */
  bool named;      /* given by its French name */
} TurColor;

/* A live drawing device of the session: the window, or another kind
 * draw_live.c lists; opened at the first drawing command. */
typedef struct TurLive {
  const DrawLiveKind *kind;
  DrawDevice *dev;             /* NULL while it is not open */
  bool never;                  /* no display, or no library: never asked again */
  bool said;                   /* its absence or loss was said: not again
                                  until it opens */
  double retry_at;             /* a refused one is asked again from then */
} TurLive;

#define TUR_LIVE_MAX 4

typedef struct Turtle {
  Drawing d;
  bool ready;
  DrawStyle style;
  bool pen_down;
  TurColor pen, bg;
  TurMode mode;
  int speed;                   /* moves a second; 0: instant */
  TurLive live[TUR_LIVE_MAX];  /* the live drawing devices (draw_live.c) */
  size_t nlive;
  DrawLiveKind test_kind;      /* tur_set_opener's device */
  bool no_window;              /* --sans-fenetre */
  bool pending;                /* changes the window has not been shown */
  int sixel;                   /* the terminal has sixel: 1 yes, -1 no, 0 not asked */
  double font_size;            /* ETIQUETTE's, in steps */
  bool animation;              /* ANIMATION: the window shows only at RAFRAICHIS */
  double scrunch_x, scrunch_y; /* FIXEECHELLE: AV and RE multiplied by these */
  double *fill_pts;            /* FORMEPLEINE: the places the turtle visits */
  size_t fill_n, fill_cap;     /* (points), while fill_pts is not NULL */
  double zoom;                 /* the last ZOOM, for the next window too */
  bool fit;                    /* the last view asked was AJUSTEDESSIN */
  struct TurPen *pens;         /* each turtle's number and pen, beside d.turtles */
  size_t cap;                  /* room of both arrays */
  DrawRGB pal[16];             /* the colours by number: palette's, but
                                  SETPALETTE's from 8 up */
} Turtle;

/* What a turtle has of its own besides its DrawTurtle: its number and its
 * pen. The current turtle's are in Turtle (d.turtle, style, pen_down,
 * pen), where the moves read them as with one turtle; the others wait in
 * d.turtles and pens, in the order of their numbers. */
typedef struct TurPen {
  int number;
  DrawStyle style;
  bool pen_down;
  TurColor pen;
} TurPen;

static const char turtle_key;

static void turtle_close(LgState *L, void *data)
{
  (void)L;
  Turtle *T = data;
  for (size_t i = 0; i < T->nlive; i++)
    if (T->live[i].dev) T->live[i].dev->ops->close(T->live[i].dev);
  T->nlive = 0;
  draw_free(&T->d);
  mem_native_free(T->fill_pts);
  T->fill_pts = NULL;
  mem_native_free(T->d.turtles);
  mem_native_free(T->pens);
  T->d.turtles = NULL;
  T->pens = NULL;
  T->d.nturtles = T->cap = 0;
}

/* {====================================================================
 * Colours: UCBLogo's 16 numbered colours, their French names, [r v b]
 * ===================================================================== */

static const struct { const char *name; DrawRGB rgb; } palette[16] = {
  {"noir", {0, 0, 0}},          {"bleu", {0, 0, 255}},       {"vert", {0, 255, 0}},
  {"cyan", {0, 255, 255}},      {"rouge", {255, 0, 0}},      {"magenta", {255, 0, 255}},
  {"jaune", {255, 255, 0}},     {"blanc", {255, 255, 255}},  {"marron", {155, 96, 59}},
  {"ocre", {197, 136, 18}},     {"sapin", {100, 162, 64}},   {"turquoise", {120, 187, 187}},
  {"saumon", {255, 149, 119}},  {"violet", {144, 113, 208}}, {"orange", {255, 163, 0}},
  {"gris", {183, 183, 183}},
};

static Turtle *turtle(LgState *L);

static TurColor palette_color(LgState *L, int i, bool named)
{
  return (TurColor){turtle(L)->pal[i], i, named};
}

/* The error lists the names a class may type instead (FCFG "jaune_pale). */
static LG_NORETURN void unknown_color(LgState *L, Node *v)
{
  Buf b;
  buf_init(&b);
  for (int k = 0; k < 16; k++) {
    if (k > 0) buf_adds(&b, k == 15 ? " et " : ", ");
    buf_adds(&b, palette[k].name);
  }
  err_throw(L, ERR_UNKNOWN_COLOR, L->prim->name->word, v, nd_word(b.s, b.n));
}

/* [r v b], each from 0 to 255. */
static TurColor list_color(LgState *L, Node *v)
{
  if (nd_list_length(v) != 3) arg_error(L, v);
  double c[3];
  Node *p = v;
  for (int i = 0; i < 3; i++, p = CDR(p))
    if (!nd_to_double(CAR(p), &c[i]) || !(c[i] >= 0 && c[i] <= 255)) arg_error(L, v);
  return (TurColor){{(uint8_t)lround(c[0]), (uint8_t)lround(c[1]), (uint8_t)lround(c[2])}, -1,
                    false};
}

static TurColor color_arg(LgState *L, Node *v)
{
  if (IS_LIST(v)) return list_color(L, v);
  if (!IS_WORD(v)) arg_error(L, v);
  int64_t i;
  if (nd_to_int(v, &i)) {
    if (i < 0 || i > 15) unknown_color(L, v);
    return palette_color(L, (int)i, false);
  }
  size_t len;
  const char *s = nd_chars(v, &len);
  for (int k = 0; k < 16; k++)
    if (strlen(palette[k].name) == len && strncasecmp(s, palette[k].name, len) == 0)
      return palette_color(L, k, true);
  unknown_color(L, v);
}

static Node *color_node(const TurColor *c)
{
  if (c->named) return nd_cstr(palette[c->index].name);
  if (c->index >= 0) return nd_int(c->index);
  Node *items[3] = {nd_int(c->rgb.r), nd_int(c->rgb.g), nd_int(c->rgb.b)};
  return nd_list_from(items, 3);
}
/* }==================================================================== */

/* {====================================================================
 * The state and the window
 * ===================================================================== */

static Turtle *turtle(LgState *L)
{
  Turtle *T = st_ext(L, &turtle_key, sizeof(Turtle), turtle_close);
  if (!T->ready) {
    draw_init(&T->d);
    T->ready = true;
    T->pen_down = true;
    for (int i = 0; i < 16; i++) T->pal[i] = palette[i].rgb;
    T->pen = (TurColor){T->pal[0], 0, false};
    T->bg = (TurColor){T->pal[7], 7, false};
    T->style = (DrawStyle){DP_PAINT, T->pen.rgb, 1};
    for (size_t i = 0; i < draw_live_count && i < TUR_LIVE_MAX; i++)
      T->live[T->nlive++] = (TurLive){ &draw_live_kinds[i], NULL, false, false, 0 };
    T->font_size = TUR_LABEL_SIZE;
    T->scrunch_x = T->scrunch_y = 1;
  }
  return T;
}

void tur_set_opener(LgState *L, DrawDevice *(*open)(void))
{
  Turtle *T = turtle(L);
  T->test_kind = (DrawLiveKind){ open, NULL, NULL };
  T->live[0] = (TurLive){ &T->test_kind, NULL, false, false, 0 };
  T->nlive = 1;
  T->no_window = false;
}

void tur_no_window(LgState *L)
{
  turtle(L)->no_window = true;
}

const Drawing *tur_drawing(LgState *L)
{
  return &turtle(L)->d;
}

static bool any_open(const Turtle *T)
{
  for (size_t i = 0; i < T->nlive; i++)
    if (T->live[i].dev) return true;
  return false;
}

bool tur_has_window(LgState *L)
{
  return any_open(turtle(L));
}

/* Handle a device's events; forget it once the user closed it or it was
 * lost (said once: a refusal to reopen is not said again; the next
 * drawing command opens another). */
static void pump_one(LgState *L, Turtle *T, TurLive *v)
{
  DrawLive live = v->dev->ops->pump(v->dev, &T->d);
  if (live == DRAW_LIVE) return;
  v->dev->ops->close(v->dev);
  v->dev = NULL;
  if (live == DRAW_LOST) {
    const char *why = v->kind->lost_why ? v->kind->lost_why() : NULL;
    err_say(L, ERR_INFO_WINDOW_LOST, nd_cstr(why && *why ? why : "écran perdu"));
    v->said = true;
  }
}

/* The user's events in v, for the program (events.c); v told whether the
 * program takes the keys and the mouse. */
static void hear(LgState *L, TurLive *v)
{
  DrawEvent e;
  const DrawDeviceOps *ops = v->dev->ops;
  while (ops->next_event && ops->next_event(v->dev, &e)) evt_heard(L, &e);
  bool keys, mouse;
  evt_claims(L, &keys, &mouse);
  if (ops->claim) ops->claim(v->dev, keys, mouse);
}

static void pump(LgState *L, Turtle *T)
{
  evt_tick(L);
  for (size_t i = 0; i < T->nlive; i++) {
    if (T->live[i].dev) pump_one(L, T, &T->live[i]);
    if (T->live[i].dev) hear(L, &T->live[i]);
  }
}

/* Update the devices, then handle their events. */
static void refresh(LgState *L, Turtle *T)
{
  for (size_t i = 0; i < T->nlive; i++)
    if (T->live[i].dev) T->live[i].dev->ops->update(T->live[i].dev, &T->d);
  T->pending = false;
  pump(L, T);
}

/* Wait 1/speed seconds, the window answering and Ctrl-C heard. */
static void step_pause(LgState *L, Turtle *T)
{
  double end = st_seconds() + 1.0 / T->speed;
  do {
    ev_poll(L);
    st_sleep(L, 0.01);
    pump(L, T);
  } while (any_open(T) && st_seconds() < end);
}

/* The evaluator's idle hook while a device is open: the window is
 * redrawn and heard during a long program that does not draw. Once every
 * device is gone the tick is taken off, so that without one polling
 * costs nothing. */
static void pump_tick(LgState *L)
{
  Turtle *T = st_ext(L, &turtle_key, sizeof(Turtle), turtle_close);
  if (!any_open(T) && !evt_wanted(L)) ev_set_tick(L, NULL);   /* MINUTERIE needs no window */
  else if (T->pending && !T->animation) refresh(L, T);
  else pump(L, T);
}

void tur_pump(LgState *L)
{
  pump_tick(L);
}

/* A device could not be had: without a display or a library (SDL2 or
 * Cairo missing at run time) never again; a display that refused it is
 * asked again later. Said once, on the errors' stream; the drawing goes
 * on. */
static void say_no_device(LgState *L, TurLive *v)
{
  bool library = false;
  const char *why = v->kind->unavailable ? v->kind->unavailable(&library) : NULL;
  if (!why || library) v->never = true;
  v->retry_at = st_seconds() + TUR_RETRY_S;
  if (why && !v->said) err_say(L, library ? ERR_INFO_NO_WINDOW : ERR_INFO_WINDOW_REFUSED, nd_cstr(why));
  v->said = true;
}

/* Open v if it is not and may be; true when it was just opened (with the
 * last view asked). */
static bool open_live(LgState *L, Turtle *T, TurLive *v)
{
  if (v->never || T->no_window || (v->retry_at > 0 && st_seconds() < v->retry_at)) return false;
  v->dev = v->kind->open();
  if (!v->dev) {
    say_no_device(L, v);
    return false;
  }
  v->said = false;
  if (v->dev->ops->set_view && (T->fit || (T->zoom > 0 && T->zoom != 1)))
    v->dev->ops->set_view(v->dev, &T->d, T->zoom, T->fit);
  return true;
}

/* Every device not open that may be opened; true when one was. */
static bool open_all(LgState *L, Turtle *T)
{
  bool opened = false;
  for (size_t i = 0; i < T->nlive; i++)
    if (!T->live[i].dev) opened |= open_live(L, T, &T->live[i]);
  if (opened) ev_set_tick(L, pump_tick);
  return opened;
}

/* After each drawing primitive: the devices open at the first one, and
 * show it at once; then at full speed they are updated by the evaluator's
 * tick, every few hundred steps (pump_tick: no clock is read at each move,
 * which would cost as much as the move), and by tur_pump at the prompt; at
 * every step at a chosen speed, with a pause after it. */
static void show(LgState *L, Turtle *T)
{
  if (T->no_window) return;   /* --sans-fenetre: no device to open or show */
  bool opened = open_all(L, T);
  if (!any_open(T)) return;
  if (T->animation || (T->speed == 0 && !opened)) {
    T->pending = true;
    return;
  }
  refresh(L, T);
  if (T->speed > 0 && any_open(T)) step_pause(L, T);
}
void tur_wake(LgState *L)
{
  show(L, turtle(L));
}

bool tur_live(LgState *L)
{
  Turtle *T = turtle(L);
  if (T->no_window) return false;
  if (open_all(L, T)) refresh(L, T);   /* what was drawn, shown */
  return any_open(T);
}
/* }==================================================================== */

/* {====================================================================
 * Moving
 * ===================================================================== */

static void check_memory(LgState *L, bool ok)
{
  if (!ok) err_throw(L, ERR_OUT_OF_MEM);
}

/* The noise of sin and cos (a star REPETE 5 [AV 100 TD 144] closes at
 * 7e-15, not 0) would show in POS and in the SVG's coordinates: a
 * coordinate within 1e-9 of a whole number is that number. */
static double snap(double v)
{
  double r = nearbyint(v);
  return fabs(v - r) < 1e-9 ? r + 0.0 : v;
}

/* FORMEPLEINE: one more place of the polygon the turtle goes round. */
static void fill_note(LgState *L, Turtle *T, double x, double y)
{
  if (T->fill_n == T->fill_cap) {
    size_t cap = T->fill_cap ? 2 * T->fill_cap : 64;
    double *p = mem_native_alloc(2 * cap * sizeof(double), false);
    check_memory(L, p != NULL);
    if (T->fill_n) memcpy(p, T->fill_pts, 2 * T->fill_n * sizeof(double));
    mem_native_free(T->fill_pts);
    T->fill_pts = p;
    T->fill_cap = cap;
  }
  T->fill_pts[2 * T->fill_n] = x;
  T->fill_pts[2 * T->fill_n + 1] = y;
  T->fill_n++;
}

/* A straight move to (x, y), drawing when the pen is down. */
static void segment(LgState *L, Turtle *T, double x, double y)
{
  DrawTurtle *t = &T->d.turtle;
  x = snap(x);
  y = snap(y);
  if (T->pen_down) check_memory(L, draw_line(&T->d, t->x, t->y, x, y, &T->style));
  else draw_end_run(&T->d);
  t->x = x;
  t->y = y;
  if (T->fill_pts) fill_note(L, T, x, y);
}

/* Where a move of (dx, dy) from (x, y) leaves the square, as a fraction
 * of it (> 1: it does not). */
static double exit_fraction(double x, double y, double dx, double dy)
{
  double tx = dx > 0 ? (TUR_HALF - x) / dx : dx < 0 ? (-TUR_HALF - x) / dx : INFINITY;
  double ty = dy > 0 ? (TUR_HALF - y) / dy : dy < 0 ? (-TUR_HALF - y) / dy : INFINITY;
  return fmin(tx, ty);
}

/* v brought back into [-TUR_HALF, TUR_HALF): where ENROULE's square puts
 * it, whatever the distance. */
static double wrap_coord(double v)
{
  return fmod(fmod(v + TUR_HALF, 2 * TUR_HALF) + 2 * TUR_HALF, 2 * TUR_HALF) - TUR_HALF;
}

/* Crossings drawn one by one: past them the lines of one direction have
 * filled the square many times over, at any resolution a window has. */
#define TUR_WRAP_CROSSINGS 10000

/* The rest of a move too long to cross edge by edge: the turtle ends at
 * (fx, fy), where the square puts it, and its last stretch, from the edge
 * it came in by along (dx, dy), is drawn. */
static void wrap_far(LgState *L, Turtle *T, double fx, double fy, double dx, double dy)
{
  DrawTurtle *t = &T->d.turtle;
  double k = 4 * TUR_HALF / hypot(dx, dy);   /* longer than the square's diagonal */
  double g = exit_fraction(fx, fy, -dx * k, -dy * k);
  draw_end_run(&T->d);
  t->x = fx - g * dx * k;
  t->y = fy - g * dy * k;
  segment(L, T, fx, fy);
}

/* ENROULE: the move is cut at each edge it crosses and goes on from the
 * opposite edge, a new pen run each time. */
static void wrap_move(LgState *L, Turtle *T, double dx, double dy)
{
  DrawTurtle *t = &T->d.turtle;
  /* computed from the start: the crossings' sums drift */
  double fx = wrap_coord(t->x + dx), fy = wrap_coord(t->y + dy);
  for (int crossings = 0;; crossings++) {
    double f = exit_fraction(t->x, t->y, dx, dy);
    if (f >= 1) break;
    if (crossings == TUR_WRAP_CROSSINGS) {
      wrap_far(L, T, fx, fy, dx, dy);
      return;
    }
    double ex = t->x + f * dx, ey = t->y + f * dy;
    bool at_x = fabs(ex) >= TUR_HALF - 1e-9 && dx != 0 && (dx > 0) == (ex > 0);
    bool at_y = fabs(ey) >= TUR_HALF - 1e-9 && dy != 0 && (dy > 0) == (ey > 0);
    if (at_x) ex = copysign(TUR_HALF, ex);
    if (at_y) ey = copysign(TUR_HALF, ey);
    if (f > 0) segment(L, T, ex, ey);
    dx *= 1 - f;
    dy *= 1 - f;
    draw_end_run(&T->d);
    t->x = at_x ? -ex : ex;
    t->y = at_y ? -ey : ey;
  }
  segment(L, T, t->x + dx, t->y + dy);
}

static void move_by(LgState *L, Turtle *T, double dx, double dy)
{
  DrawTurtle *t = &T->d.turtle;
  double x = t->x + dx, y = t->y + dy;
  if (!(fabs(x) <= TUR_FAR && fabs(y) <= TUR_FAR)) err_throw(L, ERR_OVERFLOW, L->prim->name->word);
  if (T->mode == TM_FENCE && (fabs(x) > TUR_HALF || fabs(y) > TUR_HALF))
    err_throw(L, ERR_TURTLE_OUT, L->prim->name->word);
  if (T->mode == TM_WRAP) wrap_move(L, T, dx, dy);
  else segment(L, T, x, y);
  show(L, T);
}

static void move_to(LgState *L, Turtle *T, double x, double y)
{
  move_by(L, T, x - T->d.turtle.x, y - T->d.turtle.y);
}

static void forward(LgState *L, double dist)
{
  Turtle *T = turtle(L);
  double s, c;
  draw_sincos(T->d.turtle.heading, &s, &c);
  move_by(L, T, dist * s * T->scrunch_x, dist * c * T->scrunch_y);
}

/* A heading in [0, 360). */
static double norm_heading(double h)
{
  h = fmod(h, 360.0);
  if (h < 0) h += 360.0;
  return h == 0 ? 0 : h;   /* no -0 */
}

static void turn(LgState *L, double by)
{
  Turtle *T = turtle(L);
  if (!isfinite(by)) err_throw(L, ERR_OVERFLOW, L->prim->name->word);
  T->d.turtle.heading = norm_heading(T->d.turtle.heading + by);
  show(L, T);
}

static Node *p_forward(LgState *L, Node **a, int n)
{
  (void)n;
  forward(L, arg_num(L, a, 0));
  return NOVAL;
}

static Node *p_back(LgState *L, Node **a, int n)
{
  (void)n;
  forward(L, -arg_num(L, a, 0));
  return NOVAL;
}

static Node *p_right(LgState *L, Node **a, int n)
{
  (void)n;
  turn(L, arg_num(L, a, 0));
  return NOVAL;
}

static Node *p_left(LgState *L, Node **a, int n)
{
  (void)n;
  turn(L, -arg_num(L, a, 0));
  return NOVAL;
}

/* [x y], two numbers. */
static void point_arg(LgState *L, Node **a, int i, double *x, double *y)
{
  Node *l = arg_list(L, a, i);
  if (nd_list_length(l) != 2 || !nd_to_double(CAR(l), x) || !nd_to_double(CAR(CDR(l)), y))
    arg_error(L, l);
}

static Node *p_setpos(LgState *L, Node **a, int n)
{
  (void)n;
  double x, y;
  point_arg(L, a, 0, &x, &y);
  move_to(L, turtle(L), x, y);
  return NOVAL;
}

static Node *p_setxy(LgState *L, Node **a, int n)
{
  (void)n;
  double x = arg_num(L, a, 0), y = arg_num(L, a, 1);
  move_to(L, turtle(L), x, y);
  return NOVAL;
}

static Node *p_setx(LgState *L, Node **a, int n)
{
  (void)n;
  Turtle *T = turtle(L);
  move_to(L, T, arg_num(L, a, 0), T->d.turtle.y);
  return NOVAL;
}

static Node *p_sety(LgState *L, Node **a, int n)
{
  (void)n;
  Turtle *T = turtle(L);
  move_to(L, T, T->d.turtle.x, arg_num(L, a, 0));
  return NOVAL;
}

static Node *p_home(LgState *L, Node **a, int n)
{
  (void)a;
  (void)n;
  Turtle *T = turtle(L);
  T->d.turtle.heading = 0;
  move_to(L, T, 0, 0);
  return NOVAL;
}

static Node *p_setheading(LgState *L, Node **a, int n)
{
  (void)n;
  Turtle *T = turtle(L);
  double h = arg_num(L, a, 0);
  if (!isfinite(h)) arg_error(L, a[0]);
  T->d.turtle.heading = norm_heading(h);
  show(L, T);
  return NOVAL;
}

static Node *p_pos(LgState *L, Node **a, int n)
{
  (void)a;
  (void)n;
  Turtle *T = turtle(L);
  Node *items[2] = {nd_number(T->d.turtle.x), nd_number(T->d.turtle.y)};
  return nd_list_from(items, 2);
}

static Node *p_heading(LgState *L, Node **a, int n)
{
  (void)a;
  (void)n;
  return nd_number(turtle(L)->d.turtle.heading);
}

/* The heading from the turtle to [x y]. */
static Node *p_towards(LgState *L, Node **a, int n)
{
  (void)n;
  double x, y;
  point_arg(L, a, 0, &x, &y);
  Turtle *T = turtle(L);
  double dx = x - T->d.turtle.x, dy = y - T->d.turtle.y;
  if (dx == 0 && dy == 0) return nd_int(0);
  double h = dx == 0 ? (dy > 0 ? 0 : 180) : dy == 0 ? (dx > 0 ? 90 : 270)
                                                     : atan2(dx, dy) * (180.0 / M_PI);
  return nd_number(norm_heading(h));
}
/* }==================================================================== */

/* {====================================================================
 * The pen, the turtle's look, the screen
 * ===================================================================== */

static Node *set_pen(LgState *L, bool down, DrawPen pen)
{
  Turtle *T = turtle(L);
  T->pen_down = down;
  if (down) T->style.pen = pen;
  draw_end_run(&T->d);
  return NOVAL;
}

static Node *p_penup(LgState *L, Node **a, int n)
{
  (void)a;
  (void)n;
  return set_pen(L, false, DP_PAINT);
}

static Node *p_pendown(LgState *L, Node **a, int n)
{
  (void)a;
  (void)n;
  return set_pen(L, true, DP_PAINT);
}

static Node *p_penerase(LgState *L, Node **a, int n)
{
  (void)a;
  (void)n;
  return set_pen(L, true, DP_ERASE);
}

static Node *p_penreverse(LgState *L, Node **a, int n)
{
  (void)a;
  (void)n;
  return set_pen(L, true, DP_REVERSE);
}

static Node *show_turtle(LgState *L, bool visible)
{
  Turtle *T = turtle(L);
  T->d.turtle.visible = visible;
  show(L, T);
  return NOVAL;
}

static Node *p_hideturtle(LgState *L, Node **a, int n)
{
  (void)a;
  (void)n;
  return show_turtle(L, false);
}

static Node *p_showturtle(LgState *L, Node **a, int n)
{
  (void)a;
  (void)n;
  return show_turtle(L, true);
}

static Node *p_shownp(LgState *L, Node **a, int n)
{
  (void)a;
  (void)n;
  return bool_node(L, turtle(L)->d.turtle.visible);
}

/* {====================================================================
 * The window's view: ZOOM, AJUSTEDESSIN, ZONEVISIBLE
 * ===================================================================== */

/* The window's first size, in pixels: ZONEVISIBLE's answer without one. */
#define TUR_VIEW_W 800.0
#define TUR_VIEW_H 600.0

/* The view changed: shown at once (the window opens at the first drawing
 * command, these included). */
static void set_view(LgState *L, Turtle *T, double zoom, bool fit)
{
  T->zoom = zoom;
  T->fit = fit;
  show(L, T);
  for (size_t i = 0; i < T->nlive; i++) {
    DrawDevice *dev = T->live[i].dev;
    if (dev && dev->ops->set_view) dev->ops->set_view(dev, &T->d, zoom, fit);
  }
  if (any_open(T)) refresh(L, T);
}

/* ZOOM n: n pixels a step in the window, the origin at its centre
 * (XLogo's ZOOM; the wheel and the + and - keys zoom too). */
static Node *p_zoom(LgState *L, Node **a, int n)
{
  (void)n;
  double z = arg_num(L, a, 0);
  if (!(z >= 1e-6 && z <= 1e4)) arg_error(L, a[0]);
  set_view(L, turtle(L), z, false);
  return NOVAL;
}

/* AJUSTEDESSIN: the whole drawing in the window (the A key does the same). */
static Node *p_fitdrawing(LgState *L, Node **a, int n)
{
  (void)a;
  (void)n;
  set_view(L, turtle(L), 1, true);
  return NOVAL;
}

/* ZONEVISIBLE: [xmin ymin xmax ymax], what the window shows in turtle
 * coordinates; without a window, what the first one would show at the
 * last ZOOM: a view sizes itself to it. */
static Node *p_visiblearea(LgState *L, Node **a, int n)
{
  (void)a;
  (void)n;
  Turtle *T = turtle(L);
  double b[4];
  DrawDevice *dev = NULL;
  for (size_t i = 0; i < T->nlive && !dev; i++)
    if (T->live[i].dev && T->live[i].dev->ops->visible) dev = T->live[i].dev;
  if (dev) {
    dev->ops->visible(dev, b);
  } else {
    double z = T->zoom > 0 && !T->fit ? T->zoom : 1;
    b[0] = -TUR_VIEW_W / 2 / z;
    b[1] = -TUR_VIEW_H / 2 / z;
    b[2] = TUR_VIEW_W / 2 / z;
    b[3] = TUR_VIEW_H / 2 / z;
  }
  Node *items[4];
  for (int i = 0; i < 4; i++) items[i] = nd_number(snap(b[i]));
  return nd_list_from(items, 4);
}
/* }==================================================================== */

/* FENETRE.OUVERTE?: lets a view in lib-logo write its text version only
 * when nobody sees the window (no display, --sans-fenetre, or closed). */
static Node *p_windowp(LgState *L, Node **a, int n)
{
  (void)a;
  (void)n;
  return bool_node(L, tur_has_window(L));
}

static Node *p_clean(LgState *L, Node **a, int n)
{
  (void)a;
  (void)n;
  Turtle *T = turtle(L);
  draw_clear(&T->d);
  show(L, T);
  return NOVAL;
}

static Node *p_clearscreen(LgState *L, Node **a, int n)
{
  (void)a;
  (void)n;
  Turtle *T = turtle(L);
  draw_clear(&T->d);
  T->d.turtle.x = T->d.turtle.y = T->d.turtle.heading = 0;
  for (size_t i = 0; i < T->d.nturtles; i++)   /* every turtle back home */
    T->d.turtles[i].x = T->d.turtles[i].y = T->d.turtles[i].heading = 0;
  T->d.turtles_rev++;
  show(L, T);
  return NOVAL;
}

static Node *p_setpencolor(LgState *L, Node **a, int n)
{
  (void)n;
  Turtle *T = turtle(L);
  T->pen = color_arg(L, a[0]);
  T->style.color = T->pen.rgb;
  draw_end_run(&T->d);
  return NOVAL;
}

static Node *p_pencolor(LgState *L, Node **a, int n)
{
  (void)a;
  (void)n;
  return color_node(&turtle(L)->pen);
}

static Node *p_setbackground(LgState *L, Node **a, int n)
{
  (void)n;
  Turtle *T = turtle(L);
  T->bg = color_arg(L, a[0]);
  T->d.background = T->bg.rgb;
  show(L, T);
  return NOVAL;
}

static Node *p_background(LgState *L, Node **a, int n)
{
  (void)a;
  (void)n;
  return color_node(&turtle(L)->bg);
}

static Node *p_setpensize(LgState *L, Node **a, int n)
{
  (void)n;
  Turtle *T = turtle(L);
  double w = arg_num(L, a, 0);
  if (!(w > 0 && w < 1e6)) arg_error(L, a[0]);
  T->style.width = w;
  draw_end_run(&T->d);
  return NOVAL;
}

static Node *p_pensize(LgState *L, Node **a, int n)
{
  (void)a;
  (void)n;
  return nd_number(turtle(L)->style.width);
}

static Node *p_setlabelheight(LgState *L, Node **a, int n)
{
  (void)n;
  double h = arg_num(L, a, 0);
  if (!(h > 0 && h < 1e6)) arg_error(L, a[0]);
  turtle(L)->font_size = h;
  return NOVAL;
}

static Node *p_labelheight(LgState *L, Node **a, int n)
{
  (void)a;
  (void)n;
  return nd_number(turtle(L)->font_size);
}

static Node *set_mode(LgState *L, TurMode mode)
{
  Turtle *T = turtle(L);
  DrawTurtle *t = &T->d.turtle;
  bool out = fabs(t->x) > TUR_HALF || fabs(t->y) > TUR_HALF;
  if (mode == TM_FENCE && out) err_throw(L, ERR_TURTLE_OUT, L->prim->name->word);
  if (mode == TM_WRAP && out) {   /* back into the square, as it would have wrapped */
    t->x = wrap_coord(t->x);
    t->y = wrap_coord(t->y);
    draw_end_run(&T->d);
  }
  T->mode = mode;
  return NOVAL;
}

static Node *p_wrap(LgState *L, Node **a, int n)
{
  (void)a;
  (void)n;
  return set_mode(L, TM_WRAP);
}

static Node *p_window(LgState *L, Node **a, int n)
{
  (void)a;
  (void)n;
  return set_mode(L, TM_WINDOW);
}

static Node *p_fence(LgState *L, Node **a, int n)
{
  (void)a;
  (void)n;
  return set_mode(L, TM_FENCE);
}

static Node *p_speed(LgState *L, Node **a, int n)
{
  (void)n;
  int64_t v = arg_int(L, a, 0);
  if (v < 0 || v > 1000) arg_error(L, a[0]);
  turtle(L)->speed = (int)v;
  return NOVAL;
}
/* }==================================================================== */

/* {====================================================================
 * Arcs, fills, labels
 * ===================================================================== */

/* An arc centred on the turtle, from its heading, clockwise; the turtle
 * does not move (UCBLogo's ARC and CIRCLE). */
static void arc(LgState *L, double sweep, double r)
{
  Turtle *T = turtle(L);
  DrawTurtle *t = &T->d.turtle;
  if (T->pen_down && r > 0 && sweep != 0)
    check_memory(L, draw_arc(&T->d, t->x, t->y, r, t->heading, sweep, &T->style));
  show(L, T);
}

static double radius_arg(LgState *L, Node **a, int i)
{
  double r = arg_num(L, a, i);
  if (!(r >= 0 && r < 1e12)) arg_error(L, a[i]);
  return r;
}

static Node *p_circle(LgState *L, Node **a, int n)
{
  (void)n;
  arc(L, 360, radius_arg(L, a, 0));
  return NOVAL;
}

static Node *p_arc(LgState *L, Node **a, int n)
{
  (void)n;
  double sweep = arg_num(L, a, 0);
  if (!isfinite(sweep)) arg_error(L, a[0]);
  arc(L, fmax(-360, fmin(360, sweep)), radius_arg(L, a, 1));
  return NOVAL;
}

/* After CERCLE: the disc, then its circle again on top. */
static Node *fill_circle(LgState *L, Turtle *T, DrawItem c)
{
  check_memory(L, draw_disc(&T->d, c.x, c.y, c.r, &T->style));
  if (T->style.pen == DP_PAINT)
    check_memory(L, draw_arc(&T->d, c.x, c.y, c.r, c.a0, c.sweep, &T->style));
  show(L, T);
  return NOVAL;
}

/* REMPLIS fills the polygon of the pen run the turtle has just traced
 * (since the pen went down, changed or the turtle jumped), with the pen's
 * colour, then traces its outline again on top. A raster flood fill would
 * colour pixels, which an SVG or a PDF could not say exactly: filling the
 * shape itself keeps the drawing a vector one, the same in every view.
 * Right after CERCLE, it fills the disc. */
static Node *p_fill(LgState *L, Node **a, int n)
{
  (void)a;
  (void)n;
  Turtle *T = turtle(L);
  Drawing *d = &T->d;
  const DrawItem *last = d->n ? &d->items[d->n - 1] : NULL;
  if (last && last->kind == DK_ARC && fabs(last->sweep) >= 360)
    return fill_circle(L, T, *last);
  if (!d->run_open || !last || last->kind != DK_PATH || last->count < 3)
    err_throw(L, ERR_NOTHING_TO_FILL, L->prim->name->word);
  /* a copy: the drawing may merge its older items (draw.h) and move its points */
  size_t count = last->count;
  double *pts = mem_alloc_atomic(count * 2 * sizeof *pts);
  memcpy(pts, d->pts + 2 * last->first, count * 2 * sizeof *pts);
  check_memory(L, draw_fill(d, pts, count, &T->style));
  if (T->style.pen == DP_PAINT)
    for (size_t k = 0; k + 1 < count; k++)
      check_memory(L, draw_line(d, pts[2 * k], pts[2 * k + 1], pts[2 * k + 2], pts[2 * k + 3],
                                &T->style));
  show(L, T);
  return NOVAL;
}

static Node *p_label(LgState *L, Node **a, int n)
{
  (void)n;
  Turtle *T = turtle(L);
  DrawTurtle *t = &T->d.turtle;
  Buf b;
  buf_init(&b);
  prn_node(&b, a[0], false);
  if (memchr(b.s, '\0', b.n)) arg_error(L, a[0]);
  check_memory(L, draw_label(&T->d, t->x, t->y, t->heading, T->font_size, b.s, b.n,
                             &T->style));
  show(L, T);
  return NOVAL;
}
/* }==================================================================== */

/* {====================================================================
 * SAUVEDESSIN and MONTREDESSIN
 * ===================================================================== */

/* The drawing device of the file's extension (draw.h's table). */
static const DrawFileDevice *format_of(LgState *L, Node *name, const char *s, size_t len)
{
  const DrawFileDevice *dev = draw_file_device(s, len);
  if (!dev) err_throw(L, ERR_DRAW_FORMAT, L->prim->name->word, name);
  return dev;
}

/* The PNG's size: [largeur hauteur] given (TUR_PNG_MAX a side at most),
 * or one pixel a step, TUR_PNG_DEFAULT_MAX a side at most (the drawing
 * scaled down to fit). */
static void png_size(LgState *L, Node **a, int n, const Drawing *d, int *w, int *h)
{
  if (n > 1) {
    Node *l = arg_list(L, a, 1);
    int64_t x, y;
    if (nd_list_length(l) != 2 || !nd_to_int(CAR(l), &x) || !nd_to_int(CAR(CDR(l)), &y) ||
        x < 1 || y < 1 || x > TUR_PNG_MAX || y > TUR_PNG_MAX)
      arg_error(L, l);
    *w = (int)x;
    *h = (int)y;
    return;
  }
  draw_png_size(d, w, h);
  double k = fmin(1.0, (double)TUR_PNG_DEFAULT_MAX / (*w > *h ? *w : *h));
  *w = (int)fmax(1, floor(*w * k));
  *h = (int)fmax(1, floor(*h * k));
}

/* (SAUVEDESSIN "f.pdf "A4): the drawing fitted on a sheet to print, upright
 * ("A4) or on its side ("A4.paysage), for a handout: the format's device
 * for that sheet (draw.c's table). */
static const DrawFileDevice *paper_arg(LgState *L, Node **a, int i, const DrawFileDevice *fmt)
{
  if (!IS_WORD(a[i])) arg_error(L, a[i]);
  size_t len;
  const char *s = nd_chars(a[i], &len);
  const DrawFileDevice *sheet = draw_file_paper(fmt, s, len);
  if (!sheet) arg_error(L, a[i]);
  return sheet;
}

/* Written under a temporary name and renamed, as SAUVE does (fs.c). */
static int write_drawing(const char *path, const Drawing *d, const DrawFileDevice *fmt, int w,
                         int h)
{
  FsAtomic at;
  int e = fs_atomic_begin(path, 0666, &at);
  if (e) return e;
  FILE *f = fdopen(at.fd, "wb");
  if (!f) {
    e = errno;
    fs_atomic_abort(&at);
    return e;
  }
  bool ok = fmt->write(d, w, h, f);
  e = ok ? 0 : errno ? errno : EIO;
  if (e) {
    fclose(f);   /* closes at.fd too */
    at.fd = -1;
    fs_atomic_abort(&at);
    return e;
  }
  return fs_atomic_commit_stream(&at, f);
}

/* The pictures are drawn by Cairo, opened at its first use (dynlib.h). */
static void need_cairo(LgState *L)
{
  if (!dyn_cairo_load())
    err_throw(L, ERR_NO_CAIRO, L->prim->name->word, nd_cstr(dyn_cairo_missing()));
}

static Node *p_savepict(LgState *L, Node **a, int n)
{
  Turtle *T = turtle(L);
  Node *name = arg_word(L, a, 0);
  size_t len;
  const char *s = nd_chars(name, &len);
  if (len == 0 || memchr(s, '\0', len)) arg_error(L, name);
  const DrawFileDevice *fmt = format_of(L, name, s, len);
  if (!fmt->own) need_cairo(L);
  int w = 0, h = 0;
  if (fmt->sized) png_size(L, a, n, &T->d, &w, &h);
  else if (n > 1) fmt = paper_arg(L, a, 1, fmt);
  errno = 0;
  int e = write_drawing(mem_strndup(s, len), &T->d, fmt, w, h);
  if (e == EINTR) ev_poll(L);   /* Ctrl-C ended the wait for a pipe's reader */
  if (e) err_throw(L, ERR_CANT_SAVE, L->prim->name->word, name, nd_cstr(err_system(e)));
  return NOVAL;
}

/* The picture's room: the screen's size when it is a terminal (the text
 * device's, and only where MONTREDESSIN writes: not a FIXEECRITURE file),
 * else that of the usual 24 x 80 terminal; less a column (no wrapping)
 * and two lines (the command and the next prompt stay in sight): a line
 * drawn alone is a short column of dots, not hundreds of lines. */
static void terminal_size(LgState *L, int *cols, int *rows)
{
  int c, r, xp, yp;
  *cols = 79;
  *rows = 22;
  if (!L->writer && dev_size(L->screen, &c, &r, &xp, &yp) && c > 1) {
    *cols = c - 1;
    *rows = r > 2 ? r - 2 : 1;
  }
}

/* Is 4 (sixel graphics) among the attributes of a DA1 answer,
 * ESC [ ? 64 ; 1 ; 4 ; ... c? */
static bool da1_has_sixel(const char *answer)
{
  const char *p = strstr(answer, "[?");
  if (!p) return false;
  for (p += 2; *p >= '0' && *p <= '9';) {
    char *end;
    if (strtol(p, &end, 10) == 4) return true;
    if (*end != ';') break;
    p = end + 1;
  }
  return false;
}

/* Does the terminal say it has sixel graphics (4 among the attributes of
 * its answer to DA1, ESC [ c)? Asked only when the screen is where
 * MONTREDESSIN writes; the answer is kept. */
static bool has_sixel(LgState *L, Turtle *T)
{
  if (!L->screen->tty || L->writer) return false;
  if (T->sixel == 0) {
    char buf[128];
    T->sixel = -1;
    if (dev_query(L->screen, "\033[c", 'c', buf, sizeof buf) > 0 && da1_has_sixel(buf)) T->sixel = 1;
  }
  return T->sixel == 1;
}

/* The drawing as a sixel image, as wide as the terminal's pixels allow
 * (800 when it does not say), one step a pixel at most. */
static void show_sixel(LgState *L, Turtle *T)
{
  int c, r, xp, yp;
  double maxw = 800, maxh = 600;
  if (dev_size(L->screen, &c, &r, &xp, &yp) && xp > 0 && yp > 0) {
    maxw = xp;
    maxh = yp * 0.8;
  }
  int w, h;
  draw_png_size(&T->d, &w, &h);
  double k = fmin(1.0, fmin(maxw / w, maxh / h));
  w = (int)fmax(1, floor(w * k));
  h = (int)fmax(1, floor(h * k));
  char *text = NULL;
  size_t len = 0;
  FILE *f = open_memstream(&text, &len);
  if (!f) err_throw(L, ERR_OUT_OF_MEM);
  draw_sixel(&T->d, w, h, f);
  fclose(f);
  st_write(L, text, len);
  free(text);
}

static Node *p_showpict(LgState *L, Node **a, int n)
{
  Turtle *T = turtle(L);
  need_cairo(L);
  if (n == 0 && has_sixel(L, T)) {
    show_sixel(L, T);
    return NOVAL;
  }
  int cols, rows;
  terminal_size(L, &cols, &rows);
  if (n > 0) {
    int64_t c = arg_int(L, a, 0);
    if (c < 1 || c > 1000) arg_error(L, a[0]);
    cols = (int)c;
    rows = TUR_BRAILLE_ROWS;
  }
  char *text = NULL;
  size_t len = 0;
  FILE *f = open_memstream(&text, &len);
  if (!f) err_throw(L, ERR_OUT_OF_MEM);
  draw_braille(&T->d, cols, rows, f);
  fclose(f);
  st_write(L, text, len);
  free(text);
  return NOVAL;
}
/* }==================================================================== */

/* {====================================================================
 * Several turtles (FIXETORTUE, TORTUE, TORTUES, DEMANDE): numbered from 0,
 * turtle 0 there from the start, one of them current. The drawing, the
 * background, the mode (ENROULE...), the speed and the scale are shared.
 * ===================================================================== */

/* The numbers a turtle may have: FMSLogo's 1024 turtles. */
#define TUR_MAX 1024

static int current_number(const Turtle *T)
{
  return T->d.nturtles ? T->pens[T->d.current].number : 0;
}

/* Room for one more turtle; the arrays are made at the first other
 * turtle, turtle 0 their first. */
static void turtle_room(LgState *L, Turtle *T)
{
  if (T->d.nturtles && T->d.nturtles < T->cap) return;
  size_t cap = T->cap ? 2 * T->cap : 8;
  DrawTurtle *t = mem_native_realloc(T->d.turtles, cap * sizeof *t);
  if (t) T->d.turtles = t;
  TurPen *p = t ? mem_native_realloc(T->pens, cap * sizeof *p) : NULL;
  check_memory(L, p != NULL);
  T->pens = p;
  T->cap = cap;
  if (T->d.nturtles == 0) {
    T->d.nturtles = 1;
    T->d.current = 0;
    T->pens[0].number = 0;
  }
}

/* The current turtle's state into its place in the arrays. */
static void store_current(Turtle *T)
{
  size_t i = T->d.current;
  T->d.turtles[i] = T->d.turtle;
  T->pens[i] = (TurPen){T->pens[i].number, T->style, T->pen_down, T->pen};
}

/* Turtle i becomes the current one: the open pen run was the other's. */
static void load_turtle(Turtle *T, size_t i)
{
  draw_end_run(&T->d);
  T->d.current = i;
  T->d.turtle = T->d.turtles[i];
  T->style = T->pens[i].style;
  T->pen_down = T->pens[i].pen_down;
  T->pen = T->pens[i].pen;
  T->d.turtles_rev++;
  if (any_open(T)) T->pending = true;
}

/* Where turtle number is in the arrays, or would go. */
static size_t turtle_index(const Turtle *T, int number, bool *found)
{
  size_t lo = 0, hi = T->d.nturtles;
  while (lo < hi) {
    size_t mid = lo + (hi - lo) / 2;
    if (T->pens[mid].number < number) lo = mid + 1;
    else hi = mid;
  }
  *found = lo < T->d.nturtles && T->pens[lo].number == number;
  return lo;
}

static bool turtle_exists(const Turtle *T, int number)
{
  bool found = number == current_number(T);
  if (!found && T->d.nturtles) turtle_index(T, number, &found);
  return found;
}

/* A new turtle at i: at the origin, heading north, visible, a triangle,
 * its pen down, black, one step wide (as turtle 0 at the start). */
static void insert_turtle(LgState *L, Turtle *T, size_t i, int number)
{
  size_t after = T->d.nturtles - i;
  memmove(&T->d.turtles[i + 1], &T->d.turtles[i], after * sizeof *T->d.turtles);
  memmove(&T->pens[i + 1], &T->pens[i], after * sizeof *T->pens);
  T->d.turtles[i] = (DrawTurtle){0, 0, 0, true, 0};
  T->pens[i] = (TurPen){number, {DP_PAINT, palette[0].rgb, 1}, true, palette_color(L, 0, false)};
  if (T->d.current >= i) T->d.current++;
  T->d.nturtles++;
}

/* Turtle number (which exists, or is made) becomes the current one. */
static void select_turtle(LgState *L, Turtle *T, int number)
{
  if (number == current_number(T)) return;
  bool found = false;
  if (T->d.nturtles) turtle_index(T, number, &found);
  if (!found) turtle_room(L, T);   /* may throw: nothing changed yet */
  store_current(T);
  size_t i = turtle_index(T, number, &found);
  if (!found) insert_turtle(L, T, i, number);
  load_turtle(T, i);
}

/* A turtle's number: a whole number from 0 to TUR_MAX - 1. */
static int turtle_number(LgState *L, Node *v)
{
  int64_t k;
  if (!IS_WORD(v) || !nd_to_int(v, &k) || k < 0 || k >= TUR_MAX)
    err_throw(L, ERR_TURTLE_NUMBER, L->prim->name->word, v, nd_int(TUR_MAX - 1));
  return (int)k;
}

/* FIXETORTUE n: turtle n becomes the current one, made at the origin the
 * first time (FMSLogo's and XLogo's SETTURTLE). */
static Node *p_setturtle(LgState *L, Node **a, int n)
{
  (void)n;
  Turtle *T = turtle(L);
  select_turtle(L, T, turtle_number(L, a[0]));
  show(L, T);
  return NOVAL;
}

static Node *p_turtle(LgState *L, Node **a, int n)
{
  (void)a;
  (void)n;
  return nd_int(current_number(turtle(L)));
}

/* TORTUES: the numbers of the turtles, in order. */
static Node *p_turtles(LgState *L, Node **a, int n)
{
  (void)a;
  (void)n;
  Turtle *T = turtle(L);
  Node *l = NIL;
  for (size_t i = draw_turtle_count(&T->d); i-- > 0;)
    l = nd_cons(nd_int(T->d.nturtles ? T->pens[i].number : 0), l);
  return l;
}

/* TUETORTUE n: turtle n is taken away (its drawing stays); when it was
 * the current one, the first of the others is current (XLogo's
 * TUETORTUE). The last turtle stays. */
static Node *p_killturtle(LgState *L, Node **a, int n)
{
  (void)n;
  Turtle *T = turtle(L);
  int k = turtle_number(L, a[0]);
  if (!turtle_exists(T, k)) err_throw(L, ERR_NO_SUCH_TURTLE, L->prim->name->word, a[0]);
  if (draw_turtle_count(&T->d) == 1) err_throw(L, ERR_LAST_TURTLE, L->prim->name->word, a[0]);
  store_current(T);
  bool found;
  size_t i = turtle_index(T, k, &found), after = T->d.nturtles - i - 1;
  memmove(&T->d.turtles[i], &T->d.turtles[i + 1], after * sizeof *T->d.turtles);
  memmove(&T->pens[i], &T->pens[i + 1], after * sizeof *T->pens);
  T->d.nturtles--;
  if (T->d.current == i) load_turtle(T, 0);
  else if (T->d.current > i) T->d.current--;
  T->d.turtles_rev++;
  show(L, T);
  return NOVAL;
}

/* DEMANDE's turtles: a number or a list of them, each an existing turtle
 * (all checked before any runs). */
static Node *ask_targets(LgState *L, Turtle *T, Node *v)
{
  Node *l = IS_LIST(v) ? v : nd_cons(v, NIL);
  for (Node *p = l; p != NIL; p = CDR(p))
    if (!turtle_exists(T, turtle_number(L, CAR(p))))
      err_throw(L, ERR_NO_SUCH_TURTLE, L->prim->name->word, CAR(p));
  return l;
}

/* DEMANDE tortues [instructions]: each turtle in turn runs them as the
 * current one; then the turtle that was current is again, also after an
 * error or Ctrl-C (FMSLogo's ASK). With one turtle, the list may give a
 * value: EC DEMANDE 1 [POS]. */
static int c_ask(LgState *L, Expr *e, int ctx)
{
  Node *v[2] = {ev_value(L, e->args[0], e->proc), ev_value(L, e->args[1], e->proc)};
  Turtle *T = turtle(L);
  Node *who = ask_targets(L, T, v[0]);
  Node *list = arg_list(L, v, 1);
  int was = current_number(T), st = ST_NORMAL, failed = 0;
  int run_ctx = !IS_LIST(v[0]) && ctx == CTX_VALUE ? CTX_VALUE : CTX_CMD;
  L->catch_level++;   /* as in GARDETORTUE */
  for (Node *p = who; p != NIL && !failed && st == ST_NORMAL; p = CDR(p)) {
    select_turtle(L, T, turtle_number(L, CAR(p)));   /* exists: no error */
    failed = ev_pcall_list(L, list, run_ctx, e->proc, &st);
  }
  L->catch_level--;
  if (turtle_exists(T, was)) select_turtle(L, T, was);   /* unless the list took it away */
  if (failed) err_rethrow(L);
  return st;
}
/* }==================================================================== */

/* {====================================================================
 * The turtle kept and given back (GARDETORTUE), the pen as a list
 * (CRAYON, FIXECRAYON), the words of XLogo and UCBLogo a class types
 * ===================================================================== */

/* What GARDETORTUE gives back: all that a view may change of the turtle. */
typedef struct TurSaved {
  int number;                  /* the turtle current then, current again after */
  DrawTurtle t;
  DrawStyle style;
  bool pen_down;
  TurColor pen;
  double font_size;
  bool animation;
} TurSaved;

/* Put the turtle back without drawing: no error may come from here, as it
 * runs after the list's own error (the window is updated by its tick). A
 * turtle the list took away (TUETORTUE) is not given back. */
static void restore_turtle(LgState *L, Turtle *T, const TurSaved *s)
{
  if (!turtle_exists(T, s->number)) return;
  select_turtle(L, T, s->number);   /* it exists: no error */
  draw_end_run(&T->d);
  T->d.turtle = s->t;
  T->style = s->style;
  T->pen_down = s->pen_down;
  T->pen = s->pen;
  T->font_size = s->font_size;
  T->animation = s->animation;
  if (any_open(T)) T->pending = true;
}

/* GARDETORTUE [instructions]: runs them, then gives the turtle back as it
 * was (place, heading, visibility, pen, colour, width, label size, and
 * ANIMATION: a view animated out of sight shows the window again), also
 * after an error or Ctrl-C: each view of lib-logo draws inside it, so a
 * class finds its turtle as it left it. */
static int c_keep_turtle(LgState *L, Expr *e, int ctx)
{
  Node *v[1] = {ev_value(L, e->args[0], e->proc)};
  Node *list = arg_list(L, v, 0);
  Turtle *T = turtle(L);
  TurSaved s = {current_number(T), T->d.turtle, T->style, T->pen_down, T->pen, T->font_size,
                T->animation};
  int st;
  L->catch_level++;   /* as ATTRAPE: no tail call leaves the list before its end */
  int failed = ev_pcall_list(L, list, ctx == CTX_VALUE ? CTX_VALUE : CTX_CMD, e->proc, &st);
  L->catch_level--;
  restore_turtle(L, T, &s);
  if (failed) err_rethrow(L);
  return st;
}

static Node *p_pendownp(LgState *L, Node **a, int n)
{
  (void)a;
  (void)n;
  return bool_node(L, turtle(L)->pen_down);
}

static const VocabId pen_modes[] = {VID_PEINS, VID_GOMME, VID_INVERSECRAYON};

/* MODECRAYON: the primitive that sets the pen's mode, by its name. */
static Node *p_penmode(LgState *L, Node **a, int n)
{
  (void)a;
  (void)n;
  return vocab_word(L, pen_modes[turtle(L)->style.pen]);
}

/* CRAYON: [BAISSECRAYON PEINS 0 1], the pen's position and mode named by
 * the primitives that set them, its colour and its width, for FIXECRAYON
 * (UCBLogo's PEN and SETPEN). */
static Node *p_pen(LgState *L, Node **a, int n)
{
  Turtle *T = turtle(L);
  Node *items[4] = {vocab_word(L, T->pen_down ? VID_BAISSECRAYON : VID_LEVECRAYON),
                    p_penmode(L, a, n), color_node(&T->pen), nd_number(T->style.width)};
  return nd_list_from(items, 4);
}

/* The primitive a word of FIXECRAYON's list names, in either language. */
static VocabId pen_word(Node *w)
{
  char up[24];
  size_t len;
  if (!IS_WORD(w)) return VID__COUNT;
  const char *s = nd_chars(w, &len);
  if (len >= sizeof up) return VID__COUNT;
  for (size_t i = 0; i < len; i++) up[i] = (char)toupper((unsigned char)s[i]);
  VocabId id = vocab_find(&vocab_fr, up, len);
  return id != VID__COUNT ? id : vocab_find(&vocab_en, up, len);
}

static Node *p_setpen(LgState *L, Node **a, int n)
{
  (void)n;
  Node *l = arg_list(L, a, 0);
  if (nd_list_length(l) != 4) arg_error(L, l);
  VocabId pos = pen_word(CAR(l)), mode = pen_word(CAR(CDR(l)));
  int m = 0;
  while (m < 3 && pen_modes[m] != mode) m++;
  double w;
  if ((pos != VID_BAISSECRAYON && pos != VID_LEVECRAYON) || m == 3 ||
      !nd_to_double(CAR(CDR(CDR(CDR(l)))), &w) || !(w > 0 && w < 1e6))
    arg_error(L, l);
  Turtle *T = turtle(L);
  TurColor c = color_arg(L, CAR(CDR(CDR(l))));
  T->pen_down = pos == VID_BAISSECRAYON;
  T->style = (DrawStyle){(DrawPen)m, c.rgb, w};
  T->pen = c;
  draw_end_run(&T->d);
  return NOVAL;
}

/* DISTANCE [x y]: from the turtle to the point, in steps (XLogo's, Python
 * turtle's distance). */
static Node *p_distance(LgState *L, Node **a, int n)
{
  (void)n;
  double x, y;
  point_arg(L, a, 0, &x, &y);
  DrawTurtle *t = &turtle(L)->d.turtle;
  return nd_number(snap(hypot(x - t->x, y - t->y)));
}

static Node *p_xcor(LgState *L, Node **a, int n)
{
  (void)a;
  (void)n;
  return nd_number(turtle(L)->d.turtle.x);
}

static Node *p_ycor(LgState *L, Node **a, int n)
{
  (void)a;
  (void)n;
  return nd_number(turtle(L)->d.turtle.y);
}

/* POINT [x y]: a dot of the pen's colour and width at the point; the
 * turtle does not move (XLogo's POINT). */
static Node *p_dot(LgState *L, Node **a, int n)
{
  (void)n;
  double x, y;
  point_arg(L, a, 0, &x, &y);
  if (!(fabs(x) <= TUR_FAR && fabs(y) <= TUR_FAR)) arg_error(L, a[0]);
  Turtle *T = turtle(L);
  DrawStyle s = T->style;
  s.pen = DP_PAINT;
  check_memory(L, draw_disc(&T->d, snap(x), snap(y), fmax(0.5, s.width / 2), &s));
  show(L, T);
  return NOVAL;
}

/* FIXEFORME "image.png: the picture file as the turtle's shape (a PNG,
 * read with Cairo), its index among the drawing's pictures. */
static int picture_shape(LgState *L, Turtle *T, Node *v)
{
  Node *name = arg_word(L, &v, 0);
  size_t len;
  const char *s = nd_chars(name, &len);
  if (len == 0 || memchr(s, '\0', len)) arg_error(L, name);
  need_cairo(L);
  size_t n;
  char *path = mem_strndup(s, len);
  unsigned char *png = (unsigned char *)fs_read_all_until(path, &n, L->interrupt);
  if (!png && errno == EINTR) ev_poll(L);   /* Ctrl-C ended the wait for a pipe */
  if (!png) err_throw(L, ERR_CANT_OPEN, name, nd_cstr(err_system(errno)));
  int k = draw_picture_add(&T->d, path, png, n);
  if (k == DRAW_PIC_NO_MEMORY) err_throw(L, ERR_OUT_OF_MEM);
  if (k == DRAW_PIC_TOO_BIG) err_throw(L, ERR_PICTURE_TOO_BIG, L->prim->name->word, name, nd_int(DRAW_PIC_MAX));
  if (k < 0) err_throw(L, ERR_NOT_PNG, L->prim->name->word, name);
  return k;
}

/* FIXEFORME n: the turtle's shape, 0 a triangle, 1 a turtle (both drawn),
 * or a PNG file's picture (XLogo's shapes are pictures). */
static Node *p_setshape(LgState *L, Node **a, int n)
{
  (void)n;
  Turtle *T = turtle(L);
  int64_t k;
  if (IS_WORD(a[0]) && nd_to_int(a[0], &k)) {
    if (k < 0 || k > 1) arg_range_error(L, a[0]);
  } else {
    k = DRAW_SHAPE_PICTURE + picture_shape(L, T, a[0]);
  }
  T->d.turtle.shape = (int)k;
  show(L, T);
  return NOVAL;
}

/* FORME: 0, 1, or the picture's file name as FIXEFORME was given it. */
static Node *p_shape(LgState *L, Node **a, int n)
{
  (void)a;
  (void)n;
  Turtle *T = turtle(L);
  int k = T->d.turtle.shape;
  if (k >= DRAW_SHAPE_PICTURE) return nd_cstr(T->d.pictures[k - DRAW_SHAPE_PICTURE].name);
  return nd_int(k);
}

/* ANIMATION: the window is no longer repainted, the drawing is made out of
 * sight; RAFRAICHIS shows it at once, whole: an animation (VE, a picture,
 * RAFRAICHIS, ATTENDS...) shows no half-drawn picture (XLogo's way).
 * STOPANIMATION goes back to showing each move. Files and MONTREDESSIN
 * are not concerned. */
static Node *set_animation(LgState *L, bool on)
{
  Turtle *T = turtle(L);
  T->animation = on;
  if (!on && any_open(T)) refresh(L, T);
  return NOVAL;
}

static Node *p_animation(LgState *L, Node **a, int n)
{
  (void)a;
  (void)n;
  return set_animation(L, true);
}

static Node *p_stopanimation(LgState *L, Node **a, int n)
{
  (void)a;
  (void)n;
  return set_animation(L, false);
}

static Node *p_refresh(LgState *L, Node **a, int n)
{
  (void)a;
  (void)n;
  Turtle *T = turtle(L);
  if (any_open(T)) refresh(L, T);
  return NOVAL;
}

/* The polygon FORMEPLEINE noted, filled with c, its outline in the pen's
 * colour on top (UCBLogo's FILLED ignores the pen's mode). */
static void fill_polygon(LgState *L, Turtle *T, TurColor c)
{
  DrawStyle fill = {DP_PAINT, c.rgb, T->style.width};
  DrawStyle line = {DP_PAINT, T->style.color, T->style.width};
  double *p = T->fill_pts;
  size_t k = T->fill_n;
  draw_end_run(&T->d);
  check_memory(L, draw_fill(&T->d, p, k, &fill));
  for (size_t i = 0; i + 1 < k; i++)
    check_memory(L, draw_line(&T->d, p[2 * i], p[2 * i + 1], p[2 * i + 2], p[2 * i + 3], &line));
  draw_end_run(&T->d);
}

static void fill_forget(Turtle *T)
{
  mem_native_free(T->fill_pts);
  T->fill_pts = NULL;
  T->fill_n = T->fill_cap = 0;
}

/* FORMEPLEINE couleur [instructions]: runs them, noting every place the
 * turtle goes, from its place at the start and back to it; then fills
 * that polygon with the colour (UCBLogo's FILLED). Not inside another. */
static int c_filled(LgState *L, Expr *e, int ctx)
{
  Node *v[2] = {ev_value(L, e->args[0], e->proc), ev_value(L, e->args[1], e->proc)};
  Turtle *T = turtle(L);
  TurColor c = color_arg(L, v[0]);
  Node *list = arg_list(L, v, 1);
  if (T->fill_pts) arg_error(L, list);
  DrawTurtle start = T->d.turtle;
  fill_note(L, T, start.x, start.y);
  int st;
  L->catch_level++;   /* as in GARDETORTUE */
  int failed = ev_pcall_list(L, list, ctx == CTX_VALUE ? CTX_VALUE : CTX_CMD, e->proc, &st);
  L->catch_level--;
  if (failed) {
    fill_forget(T);
    err_rethrow(L);
  }
  size_t k = T->fill_n - 1;
  if (T->fill_pts[2 * k] != start.x || T->fill_pts[2 * k + 1] != start.y)
    fill_note(L, T, start.x, start.y);
  if (T->fill_n >= 4) fill_polygon(L, T, c);
  fill_forget(T);
  show(L, T);
  return st;
}

/* FIXEECHELLE x y: AVANCE and RECULE go x times as far across and y times
 * as far up (UCBLogo's SETSCRUNCH: squares come out as rectangles). */
static Node *p_setscrunch(LgState *L, Node **a, int n)
{
  (void)n;
  double x = arg_num(L, a, 0), y = arg_num(L, a, 1);
  if (!(fabs(x) > 1e-6 && fabs(x) < 1e6)) arg_error(L, a[0]);
  if (!(fabs(y) > 1e-6 && fabs(y) < 1e6)) arg_error(L, a[1]);
  Turtle *T = turtle(L);
  T->scrunch_x = x;
  T->scrunch_y = y;
  return NOVAL;
}

static Node *p_scrunch(LgState *L, Node **a, int n)
{
  (void)a;
  (void)n;
  Turtle *T = turtle(L);
  Node *items[2] = {nd_number(T->scrunch_x), nd_number(T->scrunch_y)};
  return nd_list_from(items, 2);
}

/* BORNES: the box of the drawing's ink, [xmin ymin xmax ymax], [] when
 * nothing is drawn: what SAUVEDESSIN frames, for a program that places a
 * title or a legend beside its drawing. */
static Node *p_bounds(LgState *L, Node **a, int n)
{
  (void)a;
  (void)n;
  double b[4];
  if (!draw_bounds(&turtle(L)->d, b)) return NIL;
  Node *items[4] = {nd_number(snap(b[0])), nd_number(snap(b[1])), nd_number(snap(b[2])),
                    nd_number(snap(b[3]))};
  return nd_list_from(items, 4);
}
/* }==================================================================== */

/* {====================================================================
 * UCBLogo's TURTLEMODE, PENSIZE, LABELSIZE, PALETTE, REFRESH
 * ===================================================================== */

/* TURTLEMODE: the word that set the mode (ENROULE, CLOS or FENETRE in the
 * session's vocabulary). */
static Node *p_turtlemode(LgState *L, Node **a, int n)
{
  (void)a;
  (void)n;
  static const VocabId ids[] = { [TM_WINDOW] = VID_FENETRE, [TM_WRAP] = VID_ENROULE, [TM_FENCE] = VID_CLOS };
  return vocab_word(L, ids[turtle(L)->mode]);
}

static Node *pair(double v)
{
  Node *items[2] = { nd_number(v), nd_number(v) };
  return nd_list_from(items, 2);
}

/* PENSIZE and LABELSIZE: UCBLogo's [width height]; Tortue's pen and
 * letters have one size, given twice. */
static Node *p_pensize_list(LgState *L, Node **a, int n)
{
  (void)a;
  (void)n;
  return pair(turtle(L)->style.width);
}

static Node *p_labelsize(LgState *L, Node **a, int n)
{
  (void)a;
  (void)n;
  return pair(turtle(L)->font_size);
}

/* PALETTE n: the [r v b] of colour n (0 to 255 each, as FCC's lists). */
static Node *p_palette(LgState *L, Node **a, int n)
{
  (void)n;
  int64_t i = arg_int(L, a, 0);
  if (i < 0 || i > 15) unknown_color(L, a[0]);
  DrawRGB c = turtle(L)->pal[i];
  Node *items[3] = { nd_int(c.r), nd_int(c.g), nd_int(c.b) };
  return nd_list_from(items, 3);
}

/* SETPALETTE n [r v b]: colour n (8 to 15, as UCBLogo: 0 to 7 stay) is
 * now that one, for the FCC n and FCFG n that follow. */
static Node *p_setpalette(LgState *L, Node **a, int n)
{
  (void)n;
  int64_t i = arg_int(L, a, 0);
  if (i < 8 || i > 15) arg_error(L, a[0]);
  if (!IS_LIST(a[1])) arg_error(L, a[1]);
  turtle(L)->pal[i] = list_color(L, a[1]).rgb;
  return NOVAL;
}

/* REFRESH: Tortue always keeps the drawing to draw it again (a window
 * uncovered, resized, opened late): what REFRESH asks is already so. */
static Node *p_keep_drawing(LgState *L, Node **a, int n)
{
  (void)L;
  (void)a;
  (void)n;
  return NOVAL;
}
/* }==================================================================== */

#define P(id, fn, mn, df, mx) { VID_##id, fn, NULL, mn, df, mx, PREC_NONE, 0 }
/* C: a control primitive, with the inputs it runs (runs, a bit each: TRADUIS
 * rewrites them) and their shapes (form, for the fuzzer) */
#define C(id, fn, mn, df, mx, runs, form) \
  { VID_##id, NULL, fn, mn, df, mx, PREC_NONE, 0, .code = runs, .shape = form }
static const PrimEntry turtle_prims[] = {
  P(AVANCE,            p_forward,       1, 1, 1),
  P(RECULE,            p_back,          1, 1, 1),
  P(TOURNEDROITE,      p_right,         1, 1, 1),
  P(TOURNEGAUCHE,      p_left,          1, 1, 1),
  P(LEVECRAYON,        p_penup,         0, 0, 0),
  P(BAISSECRAYON,      p_pendown,       0, 0, 0),
  P(GOMME,             p_penerase,      0, 0, 0),
  P(INVERSECRAYON,     p_penreverse,    0, 0, 0),
  P(CACHETORTUE,       p_hideturtle,    0, 0, 0),
  P(MONTRETORTUE,      p_showturtle,    0, 0, 0),
  P(VISIBLE_P,         p_shownp,        0, 0, 0),
  P(ORIGINE,           p_home,          0, 0, 0),
  P(VIDEECRAN,         p_clearscreen,   0, 0, 0),
  P(NETTOIE,           p_clean,         0, 0, 0),
  P(FIXEPOS,           p_setpos,        1, 1, 1),
  P(POS,               p_pos,           0, 0, 0),
  P(FIXEXY,            p_setxy,         2, 2, 2),
  P(FIXEX,             p_setx,          1, 1, 1),
  P(FIXEY,             p_sety,          1, 1, 1),
  P(FIXECAP,           p_setheading,    1, 1, 1),
  P(CAP,               p_heading,       0, 0, 0),
  P(VERS,              p_towards,       1, 1, 1),
  P(FIXECOULEURCRAYON, p_setpencolor,   1, 1, 1),
  P(COULEURCRAYON,     p_pencolor,      0, 0, 0),
  P(FIXETAILLECRAYON,  p_setpensize,    1, 1, 1),
  P(TAILLECRAYON,      p_pensize,       0, 0, 0),
  P(FIXETAILLEPOLICE,  p_setlabelheight, 1, 1, 1),
  P(TAILLEPOLICE,      p_labelheight,   0, 0, 0),
  P(FIXECOULEURFOND,   p_setbackground, 1, 1, 1),
  P(COULEURFOND,       p_background,    0, 0, 0),
  P(REMPLIS,           p_fill,          0, 0, 0),
  P(ETIQUETTE,         p_label,         1, 1, 1),
  P(CERCLE,            p_circle,        1, 1, 1),
  P(ARC,               p_arc,           2, 2, 2),
  P(ENROULE,           p_wrap,          0, 0, 0),
  P(FENETRE,           p_window,        0, 0, 0),
  P(CLOS,              p_fence,         0, 0, 0),
  { VID_SAUVEDESSIN, p_savepict, NULL, 1, 1, 2, PREC_NONE, 0, .shape = "DP" },
  P(MONTREDESSIN,      p_showpict,      0, 0, 1),
  P(VITESSE,           p_speed,         1, 1, 1),
  P(FENETRE_OUVERTE_P, p_windowp,       0, 0, 0),
  C(GARDETORTUE,       c_keep_turtle,   1, 1, 1, 1, "i"),
  P(BAISSECRAYON_P,    p_pendownp,      0, 0, 0),
  P(MODECRAYON,        p_penmode,       0, 0, 0),
  P(CRAYON,            p_pen,           0, 0, 0),
  P(FIXECRAYON,        p_setpen,        1, 1, 1),
  P(PEINS,             p_pendown,       0, 0, 0),
  P(DISTANCE,          p_distance,      1, 1, 1),
  P(POSX,              p_xcor,          0, 0, 0),
  P(POSY,              p_ycor,          0, 0, 0),
  P(POINT,             p_dot,           1, 1, 1),
  P(FIXEFORME,         p_setshape,      1, 1, 1),
  P(FORME,             p_shape,         0, 0, 0),
  P(ANIMATION,         p_animation,     0, 0, 0),
  P(RAFRAICHIS,        p_refresh,       0, 0, 0),
  P(STOPANIMATION,     p_stopanimation, 0, 0, 0),
  C(FORMEPLEINE,       c_filled,        2, 2, 2, 2, "ni"),
  P(FIXEECHELLE,       p_setscrunch,    2, 2, 2),
  P(ECHELLE,           p_scrunch,       0, 0, 0),
  P(BORNES,            p_bounds,        0, 0, 0),
  P(ZOOM,              p_zoom,          1, 1, 1),
  P(AJUSTEDESSIN,      p_fitdrawing,    0, 0, 0),
  P(ZONEVISIBLE,       p_visiblearea,   0, 0, 0),
  P(FIXETORTUE,        p_setturtle,     1, 1, 1),
  P(TORTUE,            p_turtle,        0, 0, 0),
  P(TORTUES,           p_turtles,       0, 0, 0),
  C(DEMANDE,           c_ask,           2, 2, 2, 2, "ni"),
  P(TUETORTUE,         p_killturtle,    1, 1, 1),
  P(TURTLEMODE,        p_turtlemode,    0, 0, 0),
  P(PENSIZE,           p_pensize_list,  0, 0, 0),
  P(LABELSIZE,         p_labelsize,     0, 0, 0),
  P(PALETTE,           p_palette,       1, 1, 1),
  P(SETPALETTE,        p_setpalette,    2, 2, 2),
  P(REFRESH,           p_keep_drawing,  0, 0, 0),
  PRIM_END
};

void prim_open_turtle(LgState *L)
{
  prim_register(L, turtle_prims);
  turtle(L);
}
