/* machine.c -- tortue --protocole: requests in, framed answers out, so that
 * another program (the Jupyter kernel) can tell what Tortue printed from
 * what went wrong, and get the drawing, without parsing a prompt.
 *
 * A request is a line "VERB LENGTH" then LENGTH bytes; an answer is a
 * series of frames "KIND LENGTH", LENGTH bytes and a newline, ending with
 * a FIN frame. doc/protocole.md is the description for the kernel's
 * authors; the names of the frames are its words. */
#include <config.h>

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "logo.h"
#include "device.h"
#include "draw.h"
#include "error.h"
#include "machine.h"
#include "mem.h"
#include "node.h"
#include "print.h"
#include "reader.h"
#include "state.h"
#include "turtle.h"
#include "vocab.h"
#include "word.h"
#include "workspace.h"

/* Printed text is framed in pieces of at most this many bytes, and sent
 * at least this often: DEPART's trace is thousands of one-letter TAPE. */
enum { PENDING_MAX = 4096 };
#define SEND_EVERY 0.1   /* seconds */
/* A request longer than this is refused, not allocated. */
#define REQUEST_MAX (64u * 1024 * 1024)

typedef struct Machine {
  FILE *in, *out;        /* the requests, the frames */
  char pending[PENDING_MAX];   /* printed text not framed yet */
  size_t npending;
  double sent;           /* when printed text was last sent */
  bool reporting;        /* err_report is writing the error ending a cell */
  char *line;            /* the last request line (getline's, reused) */
  size_t cap;
} Machine;

/* The screen and the error stream: text devices that make frames. */
typedef struct MachDevice {
  TextDevice dev;        /* first: what the interpreter writes to */
  Machine *m;
} MachDevice;

/* {====================================================================
 * Frames
 * ===================================================================== */

static void frame(Machine *m, const char *kind, const char *s, size_t n)
{
  fprintf(m->out, "%s %zu\n", kind, n);
  fwrite(s, 1, n, m->out);
  putc('\n', m->out);
}

/* The printed text kept so far, as one SORTIE frame, sent. */
static void send_pending(Machine *m)
{
  if (m->npending > 0) frame(m, "SORTIE", m->pending, m->npending);
  m->npending = 0;
  m->sent = st_seconds();
  fflush(m->out);
}

static Machine *machine_of(TextDevice *d)
{
  return ((MachDevice *)d)->m;
}

static bool screen_write(TextDevice *d, const char *s, size_t n)
{
  Machine *m = machine_of(d);
  while (n > 0) {
    size_t room = PENDING_MAX - m->npending, k = n < room ? n : room;
    memcpy(m->pending + m->npending, s, k);
    m->npending += k;
    s += k;
    n -= k;
    if (m->npending == PENDING_MAX) send_pending(m);
  }
  if (st_seconds() - m->sent >= SEND_EVERY) send_pending(m);
  return true;
}

static bool screen_flush(TextDevice *d)
{
  send_pending(machine_of(d));
  return true;
}

/* VIDETEXTE: the kernel clears the cell's output. */
static void screen_clear(TextDevice *d)
{
  Machine *m = machine_of(d);
  send_pending(m);
  frame(m, "EFFACE", "", 0);
}

/* A progress line has no place in a cell's output. */
static void no_progress(TextDevice *d, const char *s, size_t n)
{
  (void)d;
  (void)s;
  (void)n;
}

/* The error stream: the error that ends a cell (ERREUR), or a notice
 * (AVIS: a renaming said by LANGUE, a library that cannot be read). */
static bool errors_write(TextDevice *d, const char *s, size_t n)
{
  Machine *m = machine_of(d);
  send_pending(m);
  frame(m, m->reporting ? "ERREUR" : "AVIS", s, n);
  return true;
}

static const TextDeviceOps screen_ops = { screen_write, screen_flush, screen_clear, no_progress };
static const TextDeviceOps errors_ops = { errors_write, screen_flush, screen_clear, no_progress };

static TextDevice *mach_device(Machine *m, const TextDeviceOps *ops)
{
  MachDevice *d = mem_alloc(sizeof(MachDevice));
  d->dev.ops = ops;
  d->dev.bol = true;
  d->m = m;
  return &d->dev;
}

/* }==================================================================== */

/* {====================================================================
 * Requests
 * ===================================================================== */

/* A line of the requests, without its newline; NULL at their end. A
 * SIGINT that comes while Tortue waits (the kernel's interrupt, late) is
 * not the end. */
static char *request_line(Machine *m)
{
  for (;;) {
    errno = 0;
    ssize_t n = getline(&m->line, &m->cap, m->in);
    if (n >= 0) {
      if (n > 0 && m->line[n - 1] == '\n') m->line[n - 1] = '\0';
      return m->line;
    }
    if (errno != EINTR) return NULL;
    clearerr(m->in);
  }
}

/* n bytes of the requests into GC memory, NUL-terminated; NULL when they
 * end first. */
static char *request_bytes(Machine *m, size_t n)
{
  char *s = mem_alloc_atomic(n + 1);
  size_t got = 0;
  while (got < n) {
    size_t k = fread(s + got, 1, n - got, m->in);
    got += k;
    if (k == 0 && !(ferror(m->in) && errno == EINTR)) return NULL;
    clearerr(m->in);
  }
  s[n] = '\0';
  return s;
}

/* The end of an answer: "ok", "erreur" or "aurevoir". */
static void finish(Machine *m, const char *status)
{
  send_pending(m);
  frame(m, "FIN", status, strlen(status));
  fflush(m->out);
}

/* A request Tortue cannot answer: said as the error of the answer. */
static void refuse(Machine *m, const char *why, const char *what)
{
  char text[200];
  int n = snprintf(text, sizeof text, "%s : %.80s\n", why, what);
  m->reporting = true;
  frame(m, "ERREUR", text, (size_t)n);
  m->reporting = false;
  finish(m, "erreur");
}

/* }==================================================================== */

/* {====================================================================
 * EXECUTE: a cell, its lines run as a file's, stopping at the first error
 * ===================================================================== */

typedef struct Cell {
  const char *src;
  size_t len, pos;
  int lineno;
  WsInput in;
  bool done;
} Cell;

static void cell_step(LgState *L, void *ud)
{
  Cell *c = ud;
  RdLine line;
  RdStatus st = rd_line(L, c->src, c->len, &c->pos, &c->lineno, &line);
  if (st == RD_EOF) {
    c->done = true;
    if (c->in.in_def && !c->in.bad_title) err_throw(L, ERR_NO_END, ws_def_name(&c->in));
    return;
  }
  if (st == RD_INCOMPLETE) {
    c->done = true;
    err_throw(L, rd_missing(L, c->src, c->len, c->pos));
  }
  ws_feed(L, &c->in, &line);
}

/* Run a cell: "ok", "erreur" (its message framed as ERREUR) or
 * "aurevoir". STOPTOUT ends the cell quietly. */
static const char *run_cell(LgState *L, Machine *m, const char *src, size_t len)
{
  Cell c = { src, len, 0, 0, { 0 }, false };
  ws_input_init(&c.in);
  *L->interrupt = 0;   /* a Ctrl-C meant for the cell before is forgotten */
  while (!c.done) {
    if (err_pcall(L, cell_step, &c) == 0) continue;
    if (L->err.code == ERR_BYE) return "aurevoir";
    if (L->err.code == ERR_TOPLEVEL) break;
    st_flush(L);
    m->reporting = true;
    err_report(L);
    m->reporting = false;
    L->nerrors = 0;
    return "erreur";
  }
  return "ok";
}

/* What tells whether a cell drew: items, points, a clearing, the
 * background. */
typedef struct DrawSig {
  size_t n, npts;
  uint64_t cleared;
  DrawRGB bg;
} DrawSig;

static DrawSig draw_sig(LgState *L)
{
  const Drawing *d = tur_drawing(L);
  DrawSig s = { d->n, d->npts, d->cleared, d->background };
  return s;
}

static bool same_sig(DrawSig a, DrawSig b)
{
  return a.n == b.n && a.npts == b.npts && a.cleared == b.cleared && a.bg.r == b.bg.r &&
         a.bg.g == b.bg.g && a.bg.b == b.bg.b;
}

/* The whole drawing, as SAUVEDESSIN writes it in SVG. */
static void send_drawing(LgState *L, Machine *m)
{
  char *svg = NULL;
  size_t n = 0;
  FILE *f = open_memstream(&svg, &n);
  if (!f) return;
  bool ok = draw_svg(tur_drawing(L), f);
  if (fclose(f) == 0 && ok) frame(m, "DESSIN", svg, n);
  free(svg);
}

static const char *execute(LgState *L, Machine *m, const char *src, size_t len)
{
  DrawSig before = draw_sig(L);
  const char *status = run_cell(L, m, src, len);
  st_flush(L);
  send_pending(m);
  if (!same_sig(before, draw_sig(L)) && tur_drawing(L)->n > 0) send_drawing(L, m);
  return status;
}

/* }==================================================================== */

/* {====================================================================
 * COMPLETE and AIDE
 * ===================================================================== */

/* The names that start with text, case and accents ignored, one a line:
 * procedures (primitives, lib-logo's, the user's; not the dotted
 * helpers), or variables with a value after ":". */
static void complete(LgState *L, Machine *m, const char *text, size_t len)
{
  bool vars = len > 0 && text[0] == ':';
  text += vars;
  len -= vars;
  char prefix[256];
  size_t plen = len > 120 ? 0 : word_fold(text, len, true, prefix);
  Buf b;
  buf_init(&b);
  st_procs_all(L);   /* lib-logo read, for its names */
  for (size_t i = 0; len <= 120 && i < L->syms.size; i++)
    for (Symbol *y = L->syms.buckets[i]; y; y = y->next) {
      bool kind = vars ? y->value != NOVAL : y->proc != NULL && y->name[0] != '.';
      if (!kind || y->keylen < plen || memcmp(y->key, prefix, plen) != 0) continue;
      if (vars) buf_addc(&b, ':');
      buf_adds(&b, y->name);
      buf_addc(&b, '\n');
    }
  frame(m, "NOMS", b.s, b.n);
  finish(m, "ok");
}

/* AIDE "name, in the session's vocabulary; name is one word. */
static void help(LgState *L, Machine *m, const char *name, size_t len)
{
  if (len == 0 || strcspn(name, " \t\n[](){}\";~|\\") != len) {
    refuse(m, "AIDE demande un seul nom", name);
    return;
  }
  Buf b;
  buf_init(&b);
  buf_adds(&b, vocab_symbol(L, VID_AIDE)->name);
  buf_adds(&b, " \"");
  buf_add(&b, name, len);
  finish(m, execute(L, m, b.s, b.n));
}

/* }==================================================================== */

/* Standard input and output become the protocol's; what a primitive might
 * write on stdout itself goes to the error stream instead of into the
 * frames, and the keyboard is empty (LISLISTE sees its end). */
static bool take_streams(Machine *m)
{
  int in = dup(STDIN_FILENO), out = dup(STDOUT_FILENO), none = open("/dev/null", O_RDONLY);
  if (in < 0 || out < 0 || none < 0) return false;
  dup2(none, STDIN_FILENO);
  close(none);
  dup2(STDERR_FILENO, STDOUT_FILENO);
  m->in = fdopen(in, "r");
  m->out = fdopen(out, "w");
  return m->in && m->out;
}

/* One request answered; false after AUREVOIR or at the end of input. */
static bool answer(LgState *L, Machine *m)
{
  char *line = request_line(m);
  if (!line) return false;
  char verb[16];
  size_t len;
  char end;
  if (sscanf(line, "%15s %zu%c", verb, &len, &end) != 2 || len > REQUEST_MAX) {
    refuse(m, "Requête illisible", line);
    return true;
  }
  char *payload = request_bytes(m, len);
  if (!payload) return false;
  if (strcmp(verb, "EXECUTE") == 0) {
    const char *status = execute(L, m, payload, len);
    finish(m, status);
    return strcmp(status, "aurevoir") != 0;
  }
  if (strcmp(verb, "COMPLETE") == 0) complete(L, m, payload, len);
  else if (strcmp(verb, "AIDE") == 0) help(L, m, payload, len);
  else refuse(m, "Requête inconnue", verb);
  return true;
}

int mach_run(LgState *L)
{
  Machine *m = mem_alloc(sizeof(Machine));
  if (!take_streams(m)) {
    perror("tortue --protocole");
    return 70;
  }
  L->screen = mach_device(m, &screen_ops);
  L->errors = mach_device(m, &errors_ops);
  L->interactive = false;   /* a cell run again redefines its procedures */
  tur_no_window(L);
  m->sent = st_seconds();
  static const char hello[] = "tortue " PACKAGE_VERSION;
  frame(m, "PRET", hello, sizeof hello - 1);
  fflush(m->out);
  while (answer(L, m)) {}
  free(m->line);
  st_flush(L);
  return 0;
}
