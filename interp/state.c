/* state.c -- creating the interpreter state; the output and input streams
 * (the screen and the keyboard, or the files FIXEECRITURE and FIXELECTURE
 * chose). */
#include <config.h>

#include <errno.h>
#include <poll.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "logo.h"
#include "mem.h"
#include "node.h"
#include "print.h"
#include "proc.h"
#include "device.h"
#include "error.h"
#include "state.h"
#include "vocab.h"
#include "word.h"

/* The one line reader of files and of standard input: a NUL byte is a
 * character like any other (LISCAR and RAMENE read on past it too), so the
 * length is kept, never strlen. The line grows in GC memory, so that a
 * line without end (/dev/zero) meets the memory's limit ("Mémoire
 * pleine"), and Ctrl-C (*stop) ends a wait for a pipe or a line that
 * never ends: NULL then, or the part read, the caller polling the flag.
 * Another signal cutting a wait (EINTR) reads on. */
char *st_getline(FILE *f, size_t *len, volatile sig_atomic_t *stop)
{
  Buf b;
  buf_init(&b);
  int c = 0;
  for (;;) {
    c = getc_unlocked(f);   /* only this thread reads Logo's files */
    if (c == EOF && ferror(f) && errno == EINTR && stop && !*stop) {
      clearerr(f);
      continue;
    }
    if (c == EOF || c == '\n') break;
    buf_addc(&b, (char)c);
    if ((b.n & 0xFFFF) == 0 && stop && *stop) break;
  }
  if (c == EOF && b.n == 0) return NULL;
  *len = b.n;
  return mem_strndup(b.s, b.n);   /* the exact size: lines may be kept by the thousand */
}

/* Polls of a waiting keyboard, so that the tick runs this often. */
#define ST_WAIT_MS 30

void st_wait_input(LgState *L, int fd)
{
  if (!L->hooks.idle || !isatty(fd)) return;
  struct pollfd p = { fd, POLLIN, 0 };
  for (;;) {
    int r = poll(&p, 1, ST_WAIT_MS);
    if (r > 0 || !L->hooks.idle) return;
    if (r < 0 && errno != EINTR) return;
    L->hooks.idle(L);   /* the window answers */
    if (L->interrupt && *L->interrupt) {   /* Ctrl-C stops the program, as ev_poll */
      *L->interrupt = 0;
      err_throw(L, ERR_STOPPED);
    }
    if (L->events_due && L->hooks.events) L->hooks.events(L);   /* a key awaited is a wait */
  }
}

static char *plain_line(LgState *L, const char *prompt, size_t *len)
{
  fputs(prompt, stdout);
  fflush(stdout);
  st_wait_input(L, fileno(stdin));
  char *line = st_getline(stdin, len, NULL);
  if (line == NULL) clearerr(stdin);   /* Ctrl-D ends this read, not the keyboard */
  return line;
}

char *st_read_plain_line(LgState *L, const char *prompt)
{
  size_t len;
  return plain_line(L, prompt, &len);
}

Node *st_read_line(LgState *L)
{
  size_t len;
  if (L->reader == NULL && L->keyboard_by_host) {
    char *typed = L->read_line(L, "");
    return typed ? nd_word(typed, strlen(typed)) : NULL;
  }
  char *line = L->reader ? st_getline(L->reader, &len, L->interrupt) : plain_line(L, "", &len);
  return line ? nd_word_nocopy(line, len, 0) : NULL;
}

bool st_at_end(FILE *f)
{
  int c = getc(f);
  if (c == EOF) return true;
  ungetc(c, f);
  return false;
}

FILE *st_input(LgState *L)
{
  return L->reader ? L->reader : stdin;
}

/* TRACE's and PAS's hooks until debug.c sets them: nothing to show. */
static void no_call(LgState *L, Proc *p, Node **args, int n) { (void)L; (void)p; (void)args; (void)n; }
static void no_tail(LgState *L, Proc *p) { (void)L; (void)p; }
static void no_return(LgState *L, Proc *p, Node *result) { (void)L; (void)p; (void)result; }
static void no_line(LgState *L, Proc *p, int i) { (void)L; (void)p; (void)i; }

/* Memory ran out: throw the French error (its text made in advance). */
static void on_exhausted(void *ud)
{
  err_throw(ud, ERR_OUT_OF_MEM);
}

LgState *st_new(const Vocab *vocab)
{
  LgState *L = mem_alloc(sizeof(LgState));
  word_table_init(&L->syms);
  L->capbinds = 256;
  L->binds = mem_alloc(L->capbinds * sizeof(Binding));
  L->top.prev = NULL;
  L->top.proc = NULL;
  L->top.line = -1;
  L->top.catch_level = 0;
  L->top.test = -1;
  L->frame = &L->top;
  L->retval = NOVAL;
  L->tail_args = mem_alloc(TAIL_MAX_ARGS * sizeof(Node *));
  L->screen = dev_stream(stdout);
  L->errors = dev_stream(stderr);
  L->read_line = st_read_plain_line;
  L->hooks = (LgHooks){ .call = no_call, .tail = no_tail, .ret = no_return, .line = no_line };
  L->vocab = vocab;
  vocab_words(L);
  L->stack_limit = NULL;
  L->max_depth = ST_MAX_DEPTH;
  mem_on_exhausted(on_exhausted, L);
  return L;
}

/* {====================================================================
 * Module state
 * ===================================================================== */

struct StExt {
  struct StExt *next;
  const void *key;
  StCloseFn close;
  max_align_t data[];
};

/* The block found last is tried first: a module looks for its own many
 * times in a row (the turtle at every move), and the list is searched
 * only when another module asks. */
void *st_ext(LgState *L, const void *key, size_t size, StCloseFn close)
{
  struct StExt *e = L->ext_last;
  if (LG_LIKELY(e != NULL && e->key == key)) return e->data;
  for (e = L->exts; e; e = e->next)
    if (e->key == key) {
      L->ext_last = e;
      return e->data;
    }
  e = mem_alloc(sizeof *e + size);
  e->key = key;
  e->close = close;
  e->next = L->exts;
  L->exts = e;
  L->ext_last = e;
  return e->data;
}

int64_t *st_keep(LgState *L, int64_t init)
{
  if (L->nkept == ST_KEPT_MAX) {   /* more modules claim words than planned */
    fputs("tortue: ST_KEPT_MAX (state.h) is too small\n", stderr);
    abort();
  }
  int64_t *w = &L->kept.w[L->nkept++];
  *w = init;
  return w;
}

void st_close(LgState *L)
{
  /* every block stays until every hook has run: a hook may need another
   * module's state (an error while the files are written out runs
   * ERRACT, whose symbol is debug.c's) */
  for (struct StExt *e = L->exts; e; e = e->next)
    if (e->close) e->close(L, e->data);
  L->exts = NULL;
  L->ext_last = NULL;
}

/* }==================================================================== */

/* The writer file is a text device as the screen is; what differs is what
 * a failure means (out_gone for the screen, below). A file is written
 * through its buffer, so a failed write (disk full) may show only later:
 * the device keeps its errno for FERME to report. A pipe or a FIFO whose
 * reader has gone will take nothing more (SIGPIPE is ignored, see main.c):
 * that is an error on this stream now, and the session goes on. */
void st_write(LgState *L, const char *s, size_t n)
{
  if (n == 0) return;
  TextDevice *w = L->writer;
  if (w == NULL) {
    st_say(L, s, n);
    return;
  }
  if (dev_write(w, s, n)) return;
  int e = errno;
  if (w->error == 0) w->error = e;
  if (e == EPIPE && L->errjmp)
    err_throw(L, ERR_WRITE_FAILED, L->writer_name, nd_cstr(err_system(e)));
}

/* Standard output's reader has gone (tortue ... | head -1): nothing more
 * can be shown, so the session ends as AUREVOIR ends it, files closed;
 * main then ends the process as Unix tools end in a broken pipe. */
static void out_gone(LgState *L)
{
  L->out_gone = true;
  if (L->errjmp) err_throw(L, ERR_BYE);
}

void st_say(LgState *L, const char *s, size_t n)
{
  if (n == 0 || L->out_gone) return;
  if (!dev_write(L->screen, s, n) && errno == EPIPE) out_gone(L);
}

bool st_at_bol(LgState *L)
{
  return L->writer ? L->writer->bol : L->screen->bol;
}

void st_clear(LgState *L)
{
  if (L->writer == NULL) dev_clear(L->screen);
}

void st_progress(LgState *L, const char *s, size_t n)
{
  dev_progress(L->errors, s, n);
}

bool st_shows_progress(LgState *L)
{
  return L->errors->tty;
}

double st_seconds(void)
{
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

void st_sleep(LgState *L, double seconds)
{
  if (!(seconds > 0)) return;
  if (L->sleep) {
    L->sleep(L, seconds);
    return;
  }
  time_t whole = (time_t)seconds;
  struct timespec ts = { whole, (long)((seconds - (double)whole) * 1e9) };
  nanosleep(&ts, NULL);
}

void st_progress_start(LgState *L, StProgress *pr)
{
  double t = st_seconds();
  *pr = (StProgress){ L, L->prim ? L->prim->name->name : "", t, t, false };
}

void st_progress_say(StProgress *pr, const char *fmt, ...)
{
  double t = st_seconds();
  if (t - pr->last < 1.0) return;
  pr->last = t;
  char what[160], line[240];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(what, sizeof what, fmt, ap);
  va_end(ap);
  int len = snprintf(line, sizeof line, "%s : %s, %.0f s", pr->name, what, t - pr->start);
  if (len < 0) return;
  st_progress(pr->L, line, (size_t)len < sizeof line ? (size_t)len : sizeof line - 1);
  pr->shown = true;
}

void st_progress_end(StProgress *pr)
{
  if (pr->shown) st_progress(pr->L, "", 0);
  pr->shown = false;
}

void st_flush(LgState *L)
{
  if (!dev_flush(L->screen) && errno == EPIPE) L->out_gone = true;
  TextDevice *w = L->writer;
  if (w && !dev_flush(w) && w->error == 0) w->error = errno;
}
