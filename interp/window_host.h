/* window_host.h -- the window's own process: what window.c (the turtle's
 * side) and window_host.c (the process that holds the SDL window) say to
 * each other.
 *
 * The window lives in a child process so that losing it never ends the
 * session: Xlib ends its process when the connection to the display
 * breaks (xkill, a dropped ssh -X, a restarted server) or at a protocol
 * error (a window manager destroying the window), and SDL then waits for
 * ever on the dead connection when asked to close the window. The child
 * holds SDL and the X connection; Tortue draws with Cairo into a frame in
 * memory shared with it and tells it when a frame is ready. When the
 * child is gone (its socket closed), the window is lost: Tortue says so
 * once, keeps the drawing, and starts another child at the next drawing.
 *
 * Messages are fixed-size datagrams on a socket pair (SOCK_SEQPACKET). */
#ifndef LOGO_WINDOW_HOST_H
#define LOGO_WINDOW_HOST_H

#include <stdbool.h>
#include <stdint.h>

/* The frame shared with the child: RGB24 pixels (Cairo's layout), a row
 * of w * 4 bytes, at most WH_MAX_SIDE pixels a side. The mapping is made
 * that large at once but only the pages of the window's size are ever
 * touched. */
#define WH_MAX_SIDE 8192
#define WH_SHM_SIZE ((size_t)WH_MAX_SIDE * WH_MAX_SIDE * 4)

typedef enum WhKind {
  /* child to Tortue */
  WH_READY,      /* the window is shown: a, b its size */
  WH_REFUSED,    /* no window: text says why; a is 1 when a library is missing */
  WH_SIZE,       /* resized to a x b */
  WH_EXPOSED,    /* uncovered: show the frame again */
  WH_SHOWN,      /* the frame sent was copied: the next may be written */
  WH_CLOSED,     /* the user closed the window (the child then ends) */
  WH_KEY,        /* a key: a the SDL key code, b its modifiers */
  WH_WHEEL,      /* the mouse wheel: a the notches (up > 0), x y the pointer */
  WH_DRAG,       /* the pointer dragged with a button down by (a, b) pixels */
  WH_BUTTON,     /* a mouse button (a: SDL's number) pressed (b 1) or released
                    (b 0) at the pixel (x, y) */
  WH_MOTION,     /* the pointer moved to the pixel (x, y) */
  WH_TEXT,       /* text typed (UTF-8, in text) */
  /* Tortue to the child */
  WH_FRAME,      /* a frame of a x b pixels is in the shared memory */
} WhKind;

typedef struct WhMsg {
  int32_t kind;
  int32_t a, b, x, y;
  char text[160];
} WhMsg;

/* In the child just forked: open the window and serve Tortue on sock,
 * drawing frames from shm, until Tortue closes the socket or the user the
 * window. Never returns (the child ends with _exit). */
_Noreturn void wh_serve(int sock, const unsigned char *shm, int width, int height);

#endif
