/* device.h -- output devices: where text goes, chosen at run time.
 *
 * The screen (standard output, or the buffer CAPTURE reads), the files
 * FIXEECRITURE writes and the error stream are text devices. A device knows whether it is a terminal, so
 * that no primitive writes an escape sequence itself: clearing the screen
 * and a progress line kept in place are the device's, and do nothing where
 * they mean nothing (a file, a pipe, a buffer); so are a terminal's size
 * and its answers to a query (MONTREDESSIN asks whether it has sixel
 * graphics). The turtle's drawing devices (draw.h) sit beside these. */
#ifndef LOGO_DEVICE_H
#define LOGO_DEVICE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

typedef struct TextDevice TextDevice;

typedef struct TextDeviceOps {
  /* Write n bytes; false when the device failed (errno says why). */
  bool (*write)(TextDevice *d, const char *s, size_t n);
  bool (*flush)(TextDevice *d);
  /* Clear what the device shows: a terminal's screen. */
  void (*clear)(TextDevice *d);
  /* Show s (n bytes, one line) in place of the last progress line; n == 0
   * wipes it. Only a terminal shows it. */
  void (*progress)(TextDevice *d, const char *s, size_t n);
  /* A terminal's size in characters (and in pixels, 0 when it does not
   * say); false for what is not a terminal. */
  bool (*size)(TextDevice *d, int *cols, int *rows, int *xpix, int *ypix);
  /* Send q (an escape sequence) to the terminal and read its answer, up
   * to and with the byte end, unechoed, for at most 0.2 s, into answer
   * (NUL-terminated); its length, 0 when none (or no terminal whose keys
   * can be read). */
  size_t (*query)(TextDevice *d, const char *q, char end, char *answer, size_t size);
} TextDeviceOps;

struct TextDevice {
  const TextDeviceOps *ops;
  FILE *f;             /* a stream device's stream */
  char *text;          /* a memory device's text so far (GC memory) */
  size_t len, cap;
  bool tty;            /* a terminal: written through at once, escapes understood */
  bool bol;            /* what was written last ends a line (or nothing was) */
  int error;           /* errno of the first write or flush through st_write
                          that failed, 0 if none: a file's buffer may fail
                          late, and FERME says why */
};

/* A device writing to f: a terminal when f is one. */
TextDevice *dev_stream(FILE *f);
/* A device writing to a file FIXEECRITURE chose (or its text in memory):
 * never a terminal's, whatever f is, written through f's buffer. */
TextDevice *dev_file(FILE *f);
/* A device keeping what is written in memory (dev->text, dev->len). */
TextDevice *dev_memory(void);

/* Write n bytes through d, keeping d->bol; false when the device failed. */
bool dev_write(TextDevice *d, const char *s, size_t n);
bool dev_flush(TextDevice *d);
void dev_clear(TextDevice *d);
void dev_progress(TextDevice *d, const char *s, size_t n);
bool dev_size(TextDevice *d, int *cols, int *rows, int *xpix, int *ypix);
size_t dev_query(TextDevice *d, const char *q, char end, char *answer, size_t size);
/* A device that writes to under and copies what it writes to copy
 * (DRIBBLE); dev_tee_under gives under back (NULL: d is no copy). */
TextDevice *dev_tee(TextDevice *under, FILE *copy);
TextDevice *dev_tee_under(TextDevice *d);
/* A terminal's cursor, column x and row y from 0 (SETCURSOR moves it,
 * nothing done elsewhere; CURSOR asks the terminal, false when it does
 * not answer). */
void dev_cursor_to(TextDevice *d, int x, int y);
bool dev_cursor_at(TextDevice *d, int *x, int *y);

#endif
