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
#include "proc.h"
#include "device.h"
#include "error.h"
#include "eval.h"
#include "state.h"
#include "vocab.h"
#include "word.h"

/* The one line reader of files and of standard input: a NUL byte is a
 * character like any other (LISCAR and RAMENE read on past it too), so the
 * length is kept, never strlen. */
char *st_getline(FILE *f, size_t *len)
{
  char *line = NULL;
  size_t cap = 0;
  ssize_t n = getline(&line, &cap, f);
  if (n < 0) {
    free(line);
    return NULL;
  }
  if (n > 0 && line[n - 1] == '\n') n--;
  char *copy = mem_strndup(line, (size_t)n);
  free(line);
  *len = (size_t)n;
  return copy;
}

/* Polls of a waiting keyboard, so that the tick runs this often. */
#define ST_WAIT_MS 30

void st_wait_input(LgState *L, int fd)
{
  if (!L->tick || !isatty(fd)) return;
  struct pollfd p = { fd, POLLIN, 0 };
  for (;;) {
    int r = poll(&p, 1, ST_WAIT_MS);
    if (r > 0 || !L->tick) return;
    if (r < 0 && errno != EINTR) return;
    ev_idle(L);   /* the tick, and Ctrl-C stops the program */
  }
}

static char *plain_line(LgState *L, const char *prompt, size_t *len)
{
  fputs(prompt, stdout);
  fflush(stdout);
  st_wait_input(L, fileno(stdin));
  char *line = st_getline(stdin, len);
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
  char *line = L->reader ? st_getline(L->reader->f, &len) : plain_line(L, "", &len);
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
  return L->reader ? L->reader->f : stdin;
}

/* Memory ran out: throw the French error (its text made in advance). */
static void on_exhausted(void *ud)
{
  err_throw(ud, ERR_OUT_OF_MEM);
}

LgState *st_new(void)
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
  L->repcount = -1;
  L->retval = NOVAL;
  L->caught = NIL;
  L->tail_args = mem_alloc(TAIL_MAX_ARGS * sizeof(Node *));
  L->screen = dev_stream(stdout);
  L->errors = dev_stream(stderr);
  L->read_line = st_read_plain_line;
  L->vocab = &vocab_fr;
  vocab_words(L);
  L->s_erract = word_intern(&L->syms, "ERRACT", 6);
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

void *st_ext(LgState *L, const void *key, size_t size, StCloseFn close)
{
  for (struct StExt *e = L->exts; e; e = e->next)
    if (e->key == key) return e->data;
  struct StExt *e = mem_alloc(sizeof *e + size);
  e->key = key;
  e->close = close;
  e->next = L->exts;
  L->exts = e;
  return e->data;
}

void st_close(LgState *L)
{
  while (L->exts) {
    struct StExt *e = L->exts;
    L->exts = e->next;
    if (e->close) e->close(L, e->data);
  }
}

/* }==================================================================== */

/* A file is written through its buffer, so a failed write (disk full) may
 * show only later: its errno is kept for FERME to report. A pipe or a FIFO
 * whose reader has gone will take nothing more (SIGPIPE is ignored, see
 * main.c): that is an error on this stream now, and the session goes on. */
void st_write(LgState *L, const char *s, size_t n)
{
  if (n == 0) return;
  if (L->writer == NULL) {
    st_say(L, s, n);
    return;
  }
  LgFile *w = L->writer;
  w->bol = s[n - 1] == '\n';
  if (fwrite(s, 1, n, w->f) == n) return;
  int e = errno;
  if (w->error == 0) w->error = e;
  if (e == EPIPE && L->errjmp) err_throw(L, ERR_WRITE_FAILED, w->name, nd_cstr(err_system(e)));
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
  LgFile *w = L->writer;
  if (w && fflush(w->f) != 0 && w->error == 0) w->error = errno;
}
