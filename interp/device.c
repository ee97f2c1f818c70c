/* device.c -- the text devices: a stream (a terminal, a file, a pipe) and
 * a memory buffer. */
#include <config.h>

#include <string.h>
#include <sys/ioctl.h>
#include <termios.h>
#include <unistd.h>

#include "device.h"
#include "grow.h"
#include "mem.h"

/* {====================================================================
 * A stream
 * ===================================================================== */

/* A short text (TAPE "G, a space) goes into the stream's buffer a byte at
 * a time, without fwrite's call and lock: the interpreter's thread is the
 * only one that writes the screen's stream. DEPART's trace is some 80,000
 * one-letter TAPE for DEPART 9, and fwrite cost 131 instructions each. */
enum { SHORT_TEXT = 16 };

static bool stream_write(TextDevice *d, const char *s, size_t n)
{
  if (n <= SHORT_TEXT) {
    for (size_t i = 0; i < n; i++)
      if (putc_unlocked((unsigned char)s[i], d->f) == EOF) return false;
  } else if (fwrite(s, 1, n, d->f) != n) {
    return false;
  }
  return !d->tty || fflush(d->f) == 0;   /* a person sees traces as they come */
}

static bool stream_flush(TextDevice *d)
{
  return fflush(d->f) == 0;
}

/* The escape sequences of every terminal Tortue meets (VT100, xterm):
 * home and erase the screen; carriage return and erase the line. */
static void stream_clear(TextDevice *d)
{
  if (d->tty) stream_write(d, "\033[H\033[2J", 7);
}

static void stream_progress(TextDevice *d, const char *s, size_t n)
{
  if (!d->tty) return;
  fputs("\r\033[K", d->f);
  fwrite(s, 1, n, d->f);
  fflush(d->f);
}

static bool stream_size(TextDevice *d, int *cols, int *rows, int *xpix, int *ypix)
{
  struct winsize ws;
  if (!d->tty || ioctl(fileno(d->f), TIOCGWINSZ, &ws) != 0 || ws.ws_col == 0) return false;
  *cols = ws.ws_col;
  *rows = ws.ws_row;
  *xpix = ws.ws_xpixel;
  *ypix = ws.ws_ypixel;
  return true;
}

/* The answer comes on the keyboard: standard input, when it is the
 * terminal, read without canonical mode nor echo for the time of the
 * question. */
static size_t stream_query(TextDevice *d, const char *q, char end, char *answer, size_t size)
{
  struct termios saved, raw;
  answer[0] = '\0';
  if (!d->tty || !isatty(STDIN_FILENO) || tcgetattr(STDIN_FILENO, &saved) != 0) return 0;
  raw = saved;
  raw.c_lflag &= ~(tcflag_t)(ICANON | ECHO);
  raw.c_cc[VMIN] = 0;
  raw.c_cc[VTIME] = 2;
  if (tcsetattr(STDIN_FILENO, TCSANOW, &raw) != 0) return 0;
  size_t n = 0;
  if (fflush(d->f) == 0 && write(fileno(d->f), q, strlen(q)) == (ssize_t)strlen(q))
    while (n + 1 < size && read(STDIN_FILENO, answer + n, 1) == 1 && answer[n++] != end) {}
  tcsetattr(STDIN_FILENO, TCSANOW, &saved);
  answer[n] = '\0';
  return n;
}

static const TextDeviceOps stream_ops = { stream_write, stream_flush, stream_clear,
                                          stream_progress, stream_size, stream_query };

TextDevice *dev_stream(FILE *f)
{
  TextDevice *d = mem_alloc(sizeof(TextDevice));
  d->ops = &stream_ops;
  d->f = f;
  d->tty = isatty(fileno(f));
  d->bol = true;
  return d;
}

TextDevice *dev_file(FILE *f)
{
  TextDevice *d = dev_stream(f);
  d->tty = false;
  return d;
}

/* }==================================================================== */

/* {====================================================================
 * Memory
 * ===================================================================== */

static bool memory_write(TextDevice *d, const char *s, size_t n)
{
  if (d->text == NULL) d->text = mem_alloc_atomic(d->cap = 64);   /* text, never scanned */
  GROW_TO_FIT(d->text, d->cap, d->len + n + 1, 64);
  memcpy(d->text + d->len, s, n);
  d->len += n;
  d->text[d->len] = '\0';
  return true;
}

static bool memory_flush(TextDevice *d)
{
  (void)d;
  return true;
}

static void memory_clear(TextDevice *d)
{
  (void)d;
}

static void memory_progress(TextDevice *d, const char *s, size_t n)
{
  (void)d;
  (void)s;
  (void)n;
}

static bool memory_size(TextDevice *d, int *cols, int *rows, int *xpix, int *ypix)
{
  (void)d;
  (void)cols;
  (void)rows;
  (void)xpix;
  (void)ypix;
  return false;
}

static size_t memory_query(TextDevice *d, const char *q, char end, char *answer, size_t size)
{
  (void)d;
  (void)q;
  (void)end;
  (void)size;
  answer[0] = '\0';
  return 0;
}

static const TextDeviceOps memory_ops = { memory_write, memory_flush, memory_clear,
                                          memory_progress, memory_size, memory_query };

TextDevice *dev_memory(void)
{
  TextDevice *d = mem_alloc(sizeof(TextDevice));
  d->ops = &memory_ops;
  d->bol = true;
  return d;
}

/* }==================================================================== */

bool dev_write(TextDevice *d, const char *s, size_t n)
{
  if (n == 0) return true;
  d->bol = s[n - 1] == '\n';
  return d->ops->write(d, s, n);
}

bool dev_flush(TextDevice *d)
{
  return d->ops->flush(d);
}

void dev_clear(TextDevice *d)
{
  d->ops->clear(d);
}

void dev_progress(TextDevice *d, const char *s, size_t n)
{
  d->ops->progress(d, s, n);
}

bool dev_size(TextDevice *d, int *cols, int *rows, int *xpix, int *ypix)
{
  return d->ops->size(d, cols, rows, xpix, ypix);
}

size_t dev_query(TextDevice *d, const char *q, char end, char *answer, size_t size)
{
  return size > 0 ? d->ops->query(d, q, end, answer, size) : 0;
}

/* {====================================================================
 * A copy (DRIBBLE): what is written goes to the device under it and to a
 * file; the terminal's questions are the device's under it.
 * ===================================================================== */

typedef struct TeeDevice {
  TextDevice d;
  TextDevice *under;
} TeeDevice;

static bool tee_write(TextDevice *d, const char *s, size_t n)
{
  bool copied = fwrite(s, 1, n, d->f) == n;
  return dev_write(((TeeDevice *)d)->under, s, n) && copied;
}

static bool tee_flush(TextDevice *d)
{
  bool copied = fflush(d->f) == 0;
  return dev_flush(((TeeDevice *)d)->under) && copied;
}

static void tee_clear(TextDevice *d) { dev_clear(((TeeDevice *)d)->under); }
static void tee_progress(TextDevice *d, const char *s, size_t n) { dev_progress(((TeeDevice *)d)->under, s, n); }

static bool tee_size(TextDevice *d, int *cols, int *rows, int *xpix, int *ypix)
{
  return dev_size(((TeeDevice *)d)->under, cols, rows, xpix, ypix);
}

static size_t tee_query(TextDevice *d, const char *q, char end, char *answer, size_t size)
{
  return dev_query(((TeeDevice *)d)->under, q, end, answer, size);
}

static const TextDeviceOps tee_ops = { tee_write, tee_flush, tee_clear, tee_progress, tee_size, tee_query };

TextDevice *dev_tee(TextDevice *under, FILE *copy)
{
  TeeDevice *t = mem_alloc(sizeof(TeeDevice));
  t->d.ops = &tee_ops;
  t->d.f = copy;
  t->d.tty = under->tty;
  t->d.bol = under->bol;
  t->under = under;
  return &t->d;
}

TextDevice *dev_tee_under(TextDevice *d)
{
  return d->ops == &tee_ops ? ((TeeDevice *)d)->under : NULL;
}

/* }==================================================================== */

/* The cursor of a terminal (SETCURSOR, CURSOR): column x and row y from
 * 0, VT100's escapes; nothing where there is no terminal. */
void dev_cursor_to(TextDevice *d, int x, int y)
{
  if (!d->tty) return;
  char esc[32];
  int n = snprintf(esc, sizeof esc, "\033[%d;%dH", y + 1, x + 1);
  dev_write(d, esc, (size_t)n);
  d->bol = x == 0;
}

bool dev_cursor_at(TextDevice *d, int *x, int *y)
{
  char answer[32];
  int row, col;
  if (dev_query(d, "\033[6n", 'R', answer, sizeof answer) == 0) return false;
  const char *esc = strchr(answer, '\033');
  if (esc == NULL || sscanf(esc, "\033[%d;%dR", &row, &col) != 2) return false;
  *x = col - 1;
  *y = row - 1;
  return true;
}
