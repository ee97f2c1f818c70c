/* window_host.c -- the window's own process (window_host.h says why): it
 * opens the SDL window, copies into it the frames Tortue draws in the
 * shared memory, and tells Tortue of the window's events (resized,
 * closed, keys, wheel and drags for the zoom; the mouse and the text
 * typed, for the program).
 *
 * It runs in a child forked by window.c, with nothing of the interpreter:
 * no collected memory, no output but its socket (its standard streams are
 * /dev/null: Xlib's last words on a broken connection are its own, and
 * Tortue says in French what happened). It ends with _exit when Tortue
 * closes the socket, when the user closes the window, or by Xlib's exit
 * when the display goes away. */
#include <config.h>

#ifdef HAVE_SDL2

#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

#include <SDL.h>

#include "dynlib.h"
#include "window_host.h"

/* {====================================================================
 * SDL2, loaded in the child only (dynlib.h says why it is not linked):
 * window_host.c calls it through this table, sdl.CreateWindow(...) for
 * SDL_CreateWindow(...). TORTUE_SDL2 names another file to open (a
 * library installed elsewhere; the tests give a missing one).
 * ===================================================================== */

#define SDL_FUNCTIONS(X)                                                    \
  X(CreateRGBSurfaceWithFormatFrom) X(CreateWindow) X(FreeSurface)          \
  X(GetError) X(GetMouseState) X(GetWindowID) X(GetWindowSurface)           \
  X(InitSubSystem) X(PollEvent) X(SetHint) X(SetHintWithPriority)           \
  X(UpdateWindowSurface) X(UpperBlit)

typedef struct Sdl {
#define SDL_FIELD(f) __typeof__(SDL_##f) *f;
  SDL_FUNCTIONS(SDL_FIELD)
#undef SDL_FIELD
} Sdl;

static Sdl sdl;

/* the soname of SDL2's run-time package, then the development link */
#define SDL_NAME(f) "SDL_" #f,
DYNLIB_DEFINE(sdl_lib, sdl, "TORTUE_SDL2", SDL_FUNCTIONS(SDL_NAME), "libSDL2-2.0.so.0", "libSDL2.so");
#undef SDL_NAME
/* }==================================================================== */

/* The host's state: its socket, the shared frame, the window. */
typedef struct Host {
  int sock;
  const unsigned char *shm;
  SDL_Window *win;
  Uint32 id;
  int fw, fh;                 /* the last frame's size (0: none yet) */
} Host;

/* A message to Tortue; Tortue gone, the host ends. */
static void say(const Host *h, WhKind kind, int a, int b, int x, int y, const char *text)
{
  WhMsg m = { kind, a, b, x, y, "" };
  if (text) snprintf(m.text, sizeof m.text, "%s", text);
  if (send(h->sock, &m, sizeof m, MSG_NOSIGNAL) != (ssize_t)sizeof m) _exit(0);
}

static bool named(const char *display)
{
  return display && *display;
}

/* No window: which display and SDL's words (or the missing library). */
static _Noreturn void refuse(const Host *h, bool library)
{
  char why[160];
  if (library) {
    snprintf(why, sizeof why, "%s", sdl_lib.missing ? sdl_lib.missing : "SDL2");
  } else {
    const char *x11 = getenv("DISPLAY"), *e = sdl.GetError();
    snprintf(why, sizeof why, "%s=%s : %s", named(x11) ? "DISPLAY" : "WAYLAND_DISPLAY",
             named(x11) ? x11 : getenv("WAYLAND_DISPLAY"), e && *e ? e : "SDL");
  }
  say(h, WH_REFUSED, library, 0, 0, 0, why);
  _exit(0);
}

/* SDL, set up for a program that is not a game: it must take no signal,
 * let the screen saver be, and try the displays named, X11 then Wayland,
 * never the console's framebuffer, unless the user chose
 * (SDL_VIDEODRIVER, SDL_FRAMEBUFFER_ACCELERATION). */
static void video_init(const Host *h)
{
  bool x11 = named(getenv("DISPLAY")), wl = named(getenv("WAYLAND_DISPLAY"));
  if (!dyn_load(&sdl_lib)) refuse(h, true);
  sdl.SetHintWithPriority(SDL_HINT_NO_SIGNAL_HANDLERS, "1", SDL_HINT_OVERRIDE);
  sdl.SetHint(SDL_HINT_VIDEO_ALLOW_SCREENSAVER, "1");
  /* the window's surface in plain shared memory (XShm), not through an
   * OpenGL texture: without a GPU, Mesa's software GL costs far more than
   * the copy it would save */
  sdl.SetHintWithPriority(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0", SDL_HINT_DEFAULT);
  sdl.SetHintWithPriority(SDL_HINT_VIDEODRIVER, x11 && wl ? "x11,wayland" : x11 ? "x11" : "wayland",
                          SDL_HINT_DEFAULT);
  if (sdl.InitSubSystem(SDL_INIT_VIDEO) != 0) refuse(h, false);
}

/* The last frame into the window (as much of it as fits: a window just
 * resized shows the old frame until Tortue sends one of its new size). */
static void show_frame(Host *h)
{
  SDL_Surface *s = sdl.GetWindowSurface(h->win);
  if (!s || h->fw == 0) return;
  SDL_Surface *from = sdl.CreateRGBSurfaceWithFormatFrom((void *)h->shm, h->fw, h->fh, 32,
                                                         h->fw * 4, SDL_PIXELFORMAT_RGB888);
  if (!from) return;
  sdl.UpperBlit(from, NULL, s, NULL);
  sdl.FreeSurface(from);
  sdl.UpdateWindowSurface(h->win);
}

static void window_event(Host *h, const SDL_WindowEvent *e)
{
  if (e->windowID != h->id) return;
  switch (e->event) {
  case SDL_WINDOWEVENT_CLOSE:
    say(h, WH_CLOSED, 0, 0, 0, 0, NULL);
    _exit(0);
  case SDL_WINDOWEVENT_SIZE_CHANGED:
    say(h, WH_SIZE, e->data1, e->data2, 0, 0, NULL);
    show_frame(h);
    break;
  case SDL_WINDOWEVENT_EXPOSED:
  case SDL_WINDOWEVENT_SHOWN:
  case SDL_WINDOWEVENT_RESTORED:
    show_frame(h);
    break;
  default:
    break;
  }
}

/* The pointer's moves, one message for all those of a batch of events
 * (the last place), sent before any other message: the order stays. */
static void moved(const Host *h, bool *pending, int x, int y)
{
  if (*pending) say(h, WH_MOTION, 0, 0, x, y, NULL);
  *pending = false;
}

/* The mouse and the text typed, for the program (Tortue decides whether
 * it wants them). */
static bool input_event(const Host *h, const SDL_Event *e, bool *moving, int *mx, int *my)
{
  if (e->type == SDL_MOUSEMOTION) {
    *moving = true;
    *mx = e->motion.x;
    *my = e->motion.y;
    return false;   /* also a drag, maybe */
  }
  if (e->type != SDL_MOUSEBUTTONDOWN && e->type != SDL_MOUSEBUTTONUP && e->type != SDL_TEXTINPUT)
    return false;
  moved(h, moving, *mx, *my);
  if (e->type == SDL_TEXTINPUT) say(h, WH_TEXT, 0, 0, 0, 0, e->text.text);
  else say(h, WH_BUTTON, e->button.button, e->type == SDL_MOUSEBUTTONDOWN, e->button.x, e->button.y, NULL);
  return true;
}

/* The window's events: its own, the keys, the wheel and the drags
 * Tortue turns into zoom and pan, the mouse and the text. */
static void events(Host *h)
{
  SDL_Event e;
  bool moving = false;
  int mx = 0, my = 0;
  while (sdl.PollEvent(&e)) {
    if (input_event(h, &e, &moving, &mx, &my)) continue;
    if (e.type != SDL_MOUSEMOTION) moved(h, &moving, mx, my);
    if (e.type == SDL_WINDOWEVENT) window_event(h, &e.window);
    else if (e.type == SDL_KEYDOWN)
      say(h, WH_KEY, e.key.keysym.sym, e.key.keysym.mod, 0, 0, NULL);
    else if (e.type == SDL_MOUSEWHEEL && e.wheel.y != 0) {
      int x, y;
      sdl.GetMouseState(&x, &y);
      say(h, WH_WHEEL, e.wheel.direction == SDL_MOUSEWHEEL_FLIPPED ? -e.wheel.y : e.wheel.y, 0,
          x, y, NULL);
    } else if (e.type == SDL_MOUSEMOTION && (e.motion.state & SDL_BUTTON_LMASK))
      say(h, WH_DRAG, e.motion.xrel, e.motion.yrel, 0, 0, NULL);
  }
  moved(h, &moving, mx, my);
}

/* Tortue's messages: a frame to show (then "shown", so that Tortue may
 * write the next), or the socket closed (Tortue closed the window or
 * ended). */
static void messages(Host *h, int wait_ms)
{
  struct pollfd p = { h->sock, POLLIN, 0 };
  while (poll(&p, 1, wait_ms) > 0) {
    WhMsg m;
    ssize_t n = recv(h->sock, &m, sizeof m, MSG_DONTWAIT);
    if (n == 0 || (n < 0 && (p.revents & (POLLHUP | POLLERR)))) _exit(0);
    if (n != (ssize_t)sizeof m) return;
    if (m.kind == WH_FRAME && m.a > 0 && m.b > 0 && m.a <= WH_MAX_SIDE && m.b <= WH_MAX_SIDE) {
      h->fw = m.a;
      h->fh = m.b;
      show_frame(h);
      say(h, WH_SHOWN, 0, 0, 0, 0, NULL);
    }
    wait_ms = 0;
  }
}

_Noreturn void wh_serve(int sock, const unsigned char *shm, int width, int height)
{
  Host h = { sock, shm, NULL, 0, 0, 0 };
  video_init(&h);
  h.win = sdl.CreateWindow("Tortue", SDL_WINDOWPOS_UNDEFINED, SDL_WINDOWPOS_UNDEFINED, width,
                           height, SDL_WINDOW_RESIZABLE);
  if (!h.win) refuse(&h, false);
  h.id = sdl.GetWindowID(h.win);
  SDL_Surface *s = sdl.GetWindowSurface(h.win);
  say(&h, WH_READY, s ? s->w : width, s ? s->h : height, 0, 0, NULL);
  for (;;) {
    messages(&h, 10);   /* a wake-up every 10 ms at most for the window's events */
    events(&h);
  }
}

#endif
