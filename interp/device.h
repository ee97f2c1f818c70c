/* device.h -- output devices: where text goes, chosen at run time.
 *
 * The screen (standard output, or the buffer CAPTURE reads), the files
 * FIXEECRITURE writes and the error stream are text devices. A device knows whether it is a terminal, so
 * that no primitive writes an escape sequence itself: clearing the screen
 * and a progress line kept in place are the device's, and do nothing where
 * they mean nothing (a file, a pipe, a buffer). The turtle adds drawing
 * devices beside these, in the same way. */
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
} TextDeviceOps;

struct TextDevice {
  const TextDeviceOps *ops;
  FILE *f;             /* a stream device's stream */
  char *text;          /* a memory device's text so far (GC memory) */
  size_t len, cap;
  bool tty;            /* a terminal: written through at once, escapes understood */
  bool bol;            /* what was written last ends a line (or nothing was) */
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

#endif
