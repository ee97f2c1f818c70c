/* host_web.c -- Tortue in a web page: the host of the WebAssembly build
 * (tools/web.sh, web/dist/tortue.js), in place of main.c and repl.c. The
 * page (web/page.js) types lines at the prompt through three functions;
 * what Tortue writes comes back through host_web.js.
 *
 * Exported to JavaScript (web.mk's EXPORTED_FUNCTIONS):
 *   const char *tortue_ligne(const char *line)
 *       one line typed at the prompt (without its newline): run, or kept
 *       while a POUR ... FIN or a bracket is open. Returns the next
 *       prompt: "? ", "> " inside POUR ... FIN, "~ " for a line to be
 *       continued. The first call makes the session (French vocabulary,
 *       lib-logo from /tortue/lib-logo, the examples in /tortue/exemples).
 *   const char *tortue_annule(void)
 *       forget the line being typed and the definition being typed (said
 *       on the screen, as Ctrl-C at the prompt); returns the prompt.
 *   void tortue_arrete(void)
 *       stop the running program, as Ctrl-C does natively: the program
 *       sees it at its next turn (below), within a few hundredths of a
 *       second.
 *   int tortue_evenements(void)
 *       the prompt's turn, while no line runs: the user's events on the
 *       canvas (Module.evenement, host_web.js) heard, and the event
 *       procedures they call for (QUANDCLIC, QUANDTOUCHE, QUANDSOURIS)
 *       or MINUTERIE's run, as natively while the prompt waits. Returns
 *       the milliseconds after which MINUTERIE wants the next turn, -1
 *       for none: the page calls it when an event comes, after each
 *       line, and then, so it never polls.
 * Any call that runs Logo may collect, and the collector reads the wasm
 * locals through Asyncify: call tortue_ligne and tortue_annule with
 * ccall(..., {async: true}) (a Promise), one at a time. tortue_arrete may
 * be called at any time, while a call is pending.
 *
 * Called in JavaScript (host_web.js): globalThis.TortueSortie(text,
 * channel), channel 0 the screen, 1 the errors (red), 2 the screen
 * cleared; globalThis.TortueLis(prompt), a Promise of a line (PAUSE's
 * prompt, PAS).
 *
 * While a program runs, it gives the page its turn every TURN_EVERY
 * seconds (the evaluator's idle tick, ev_set_turn): the page paints the
 * canvas and hears the Stop button, so that REPETETOUJOURS can be
 * stopped. */
#include <config.h>

#include <emscripten.h>
#include <emscripten/stack.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>

#include "logo.h"
#include "device.h"
#include "error.h"
#include "eval.h"
#include "events.h"
#include "mem.h"
#include "node.h"
#include "prim.h"
#include "print.h"
#include "reader.h"
#include "state.h"
#include "vocab.h"
#include "workspace.h"

#define LIBRARY_DIR "/tortue/lib-logo"
#define TURN_EVERY 0.03    /* seconds between two turns of the page */
/* How much of the C stack a program may use: not the runtime's whole
 * stack (web.mk), as natively, but what fits the engine's own. A wasm
 * function's frame lives in two places, its locals on the engine's stack
 * (about 1 MB in Chrome and Node, which a page cannot change) and what
 * the program takes the address of on the C stack; measured, a level of
 * a Logo recursion takes a third to a half as much of the second as of
 * the first (tools/web.sh's README section). With 192 KiB, a recursion
 * stops with "Pile pleine" some 700 to 1,400 levels deep, and the
 * engine's stack keeps room for the error's way out and the primitives,
 * instead of the page losing its session to a RangeError. */
#define WEB_STACK (192L * 1024)
#define SCREEN_BUF 4096

/* host_web.js */
extern void tortue_js_yield(void);
extern void tortue_js_sleep(double ms);
extern void tortue_js_write(int channel, const char *s, size_t n);
extern char *tortue_js_read_line(const char *prompt);

enum { CH_SCREEN = 0, CH_ERRORS = 1, CH_CLEAR = 2 };

/* The one session of the page (the collector sees it: static data). */
typedef struct Session {
  LgState *L;
  WsInput in;
  Buf pending;        /* physical lines of an unfinished logical line */
  size_t pos;
  int lineno;
  double turn_at;     /* when the page had its last turn */
} Session;
static Session web;
static volatile sig_atomic_t stop_flag;

/* {====================================================================
 * The text devices: the screen's text kept until a turn or the end of
 * the line (the page adds it to its console at once), the errors sent
 * whole.
 * ===================================================================== */

typedef struct WebDevice {
  TextDevice dev;
  int channel;
  size_t n;
  char buf[SCREEN_BUF];
} WebDevice;

static bool web_flush(TextDevice *d)
{
  WebDevice *w = (WebDevice *)d;
  if (w->n > 0) tortue_js_write(w->channel, w->buf, w->n);
  w->n = 0;
  return true;
}

static bool web_write(TextDevice *d, const char *s, size_t n)
{
  WebDevice *w = (WebDevice *)d;
  if (w->channel == CH_ERRORS) st_flush(web.L);   /* the screen's text before it */
  if (w->n + n > SCREEN_BUF) web_flush(d);
  if (n > SCREEN_BUF) tortue_js_write(w->channel, s, n);
  else {
    memcpy(w->buf + w->n, s, n);
    w->n += n;
  }
  if (w->channel == CH_ERRORS) web_flush(d);
  return true;
}

static void web_clear(TextDevice *d)
{
  web_flush(d);
  tortue_js_write(CH_CLEAR, "", 0);
}

static void web_progress(TextDevice *d, const char *s, size_t n)
{
  (void)d;
  (void)s;
  (void)n;
}

/* The console is no terminal: no size (MONTREDESSIN draws for 80
 * columns), no answer to a query (no sixel images). */
static bool web_size(TextDevice *d, int *cols, int *rows, int *xpix, int *ypix)
{
  (void)d;
  *cols = *rows = *xpix = *ypix = 0;
  return false;
}

static size_t web_query(TextDevice *d, const char *q, char end, char *answer, size_t size)
{
  (void)d;
  (void)q;
  (void)end;
  answer[0] = '\0';
  (void)size;
  return 0;
}

static const TextDeviceOps web_ops = { web_write, web_flush, web_clear, web_progress, web_size,
                                       web_query };

static TextDevice *web_device(int channel)
{
  WebDevice *w = mem_alloc(sizeof(WebDevice));
  w->dev.ops = &web_ops;
  w->dev.bol = true;
  w->channel = channel;
  return &w->dev;
}
/* }==================================================================== */

/* The page's turn, at most every TURN_EVERY seconds of a running program:
 * what was printed is shown, then the event loop runs (the canvas is
 * painted, the Stop button heard) and the program goes on. */
static void web_turn(LgState *L)
{
  double now = st_seconds();
  if (now - web.turn_at < TURN_EVERY) return;
  st_flush(L);
  tortue_js_yield();
  web.turn_at = st_seconds();
}

/* A wait (ATTENDS, LISCAR's key): the page's event loop runs meanwhile,
 * where nanosleep would keep the processor busy; it is the page's turn. */
static void web_sleep(LgState *L, double seconds)
{
  st_flush(L);
  tortue_js_sleep(seconds * 1000);
  web.turn_at = st_seconds();
}

/* PAUSE's and PAS's prompt, and every line read from the keyboard
 * (LISLISTE: ANIME.REINES's steps): the page's line (globalThis.TortueLis).
 * The drawing is shown first, as it stands while the page waits. */
static char *web_read_line(LgState *L, const char *prompt)
{
  ev_tick(L);
  st_flush(L);
  char *line = tortue_js_read_line(prompt);
  if (line == NULL) return NULL;
  char *copy = mem_strdup(line);
  free(line);
  return copy;
}

static void session_open(void)
{
  char base;
  mem_init();
  LgState *L = st_new(&vocab_fr);
  prim_open_all(L);
  size_t size = (size_t)(&base - (char *)emscripten_stack_get_end());
  L->stack_limit = &base - (size < WEB_STACK ? size : WEB_STACK);
  L->interrupt = &stop_flag;
  L->screen = web_device(CH_SCREEN);
  L->errors = web_device(CH_ERRORS);
  L->read_line = web_read_line;
  L->keyboard_by_host = true;
  L->sleep = web_sleep;
  L->interactive = true;
  ev_set_turn(L, web_turn);
  ws_library_defer(L, LIBRARY_DIR);
  ws_input_init(&web.in);
  buf_init(&web.pending);
  web.turn_at = st_seconds();
  web.L = L;
}

static void session_step(LgState *L, void *ud)
{
  (void)ud;
  RdLine line;
  RdStatus st = rd_line(L, web.pending.s, web.pending.n, &web.pos, &web.lineno, &line);
  if (st != RD_OK) return;
  ws_feed(L, &web.in, &line);
}

static const char *prompt(void)
{
  if (web.pending.n > 0) return "~ ";
  return web.in.in_def ? "> " : "? ";
}

/* The idle tick as the prompt has it: the canvas pumped and heard, no
 * program reading its keys or its mouse any more (events.c). */
static void prompt_tick(LgState *L)
{
  L->prompting = true;
  ev_tick(L);
  L->prompting = false;
}

/* Every complete logical line of the pending text runs; the rest waits
 * for the next line (as repl.c's take_lines). */
static void take_lines(LgState *L)
{
  for (;;) {
    size_t before = web.pos;
    if (err_pcall(L, session_step, NULL) != 0) {
      if (L->err.code == ERR_TOPLEVEL) mem_refill_reserve();
      else if (L->err.code != ERR_BYE) err_report(L);
    }
    if (web.pos == before || web.pos >= web.pending.n) break;
  }
  prompt_tick(L);   /* what the last drawing command held back is shown */
  if (web.pos >= web.pending.n) {
    web.pending.n = 0;
    web.pos = 0;
  }
  L->nerrors = 0;
}

EMSCRIPTEN_KEEPALIVE const char *tortue_ligne(const char *line)
{
  if (web.L == NULL) session_open();
  stop_flag = 0;   /* a Stop meant for the line before is forgotten */
  buf_adds(&web.pending, line);
  buf_addc(&web.pending, '\n');
  web.turn_at = st_seconds();
  take_lines(web.L);
  st_flush(web.L);
  return prompt();
}

EMSCRIPTEN_KEEPALIVE const char *tortue_annule(void)
{
  if (web.L == NULL) session_open();
  web.pending.n = 0;
  web.pos = 0;
  if (web.in.in_def) {
    Buf b;
    buf_init(&b);
    buf_adds(&b, "Définition de ");
    prn_node(&b, ws_def_name(&web.in), false);
    buf_adds(&b, " abandonnée\n");
    st_say(web.L, b.s, b.n);
    web.in.in_def = false;
  }
  st_flush(web.L);
  return prompt();
}

EMSCRIPTEN_KEEPALIVE void tortue_arrete(void)
{
  stop_flag = 1;
}

/* The prompt's turn: the canvas heard, the event procedures due run (an
 * error in one is said by events.c; Stop, STOPTOUT and AUREVOIR end the
 * turn, said as at the prompt). */
static void events_step(LgState *L, void *ud)
{
  (void)ud;
  prompt_tick(L);
  ev_events(L);
}

EMSCRIPTEN_KEEPALIVE int tortue_evenements(void)
{
  if (web.L == NULL) return -1;
  LgState *L = web.L;
  stop_flag = 0;
  web.turn_at = st_seconds();
  if (err_pcall(L, events_step, NULL) != 0 && L->err.code != ERR_BYE) {
    if (L->err.code == ERR_TOPLEVEL) mem_refill_reserve();
    else err_report(L);
  }
  L->nerrors = 0;
  st_flush(L);
  double due = evt_next_due(L);
  return due < 0 ? -1 : (int)(due * 1000) + 1;
}
