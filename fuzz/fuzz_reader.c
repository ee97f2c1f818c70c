/* fuzz_reader.c -- libFuzzer harness of the reader: any bytes, read as
 * logical lines (rd_line) and as one list (rd_list), and translated by
 * TRADUIS both ways (tr_text: the reader's spans, runparse's split, the
 * walk). Errors are fine; crashes, hangs and sanitizer reports are not.
 * The lines are read a second time by rd_line_text (lib-logo's bodies at
 * start-up), which must find the same lines, items, errors and places:
 * a difference aborts. */
#include <config.h>

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "fuzz_common.h"
#include "reader.h"
#include "translate.h"
#include "vocab.h"

typedef struct ReadAll {
  const char *src;
  size_t len, pos;
  int lineno;
  bool text_only;   /* rd_line_text, not rd_line */
  uint64_t seen;    /* a digest of every line's status, extent and items */
  bool translated;  /* translate: the text itself was translated */
} ReadAll;

static void note(ReadAll *r, uint64_t v)
{
  r->seen = (r->seen ^ v) * 1099511628211u;
}

static void read_lines(LgState *L, void *ud)
{
  ReadAll *r = ud;
  RdLine line;
  RdStatus st;
  do {
    int items;
    if (r->text_only) {
      st = rd_line_text(L, r->src, r->len, &r->pos, &r->lineno, &line, &items);
    } else {
      st = rd_line(L, r->src, r->len, &r->pos, &r->lineno, &line);
      items = st == RD_OK ? (int)nd_list_length(line.words) : 0;
    }
    note(r, (uint64_t)st);
    note(r, r->pos);
    note(r, (uint64_t)r->lineno);
    if (st != RD_OK) break;
    note(r, (uint64_t)items);
    note(r, (uint64_t)line.first_line << 32 | (uint32_t)line.last_line);
    note(r, line.text->len);
  } while (true);
}

/* A reader error moves past the bad line: read on until the end (an
 * error that does not move on, memory exhausted, ends the input). */
static uint64_t read_all(LgState *L, const char *src, size_t len, bool text_only)
{
  ReadAll r = { src, len, 0, 0, text_only, 14695981039346656037u, false };
  for (size_t before = r.pos; err_pcall(L, read_lines, &r) != 0 && r.pos != before;) {
    note(&r, (uint64_t)L->err.code);
    note(&r, r.pos);
    before = r.pos;
  }
  return r.seen;
}

static void read_list(LgState *L, void *ud)
{
  ReadAll *r = ud;
  rd_list(L, r->src, r->len);
}

/* A text the translator reads is translated both ways without error, and
 * its English form is a fixed point: English, French, English again gives
 * the same text (the renaming rule is a bijection; the French names with
 * no English counterpart of their own come back as the long name, which
 * the English form already has). */
static void translate(LgState *L, void *ud)
{
  ReadAll *r = ud;
  size_t n, m, k;
  char *en = tr_text(L, &vocab_fr, &vocab_en, r->src, r->len, &n, NULL);
  r->translated = true;
  char *fr = tr_text(L, &vocab_en, &vocab_fr, en, n, &m, NULL);
  char *en2 = tr_text(L, &vocab_fr, &vocab_en, fr, m, &k, NULL);
  if (k != n || memcmp(en, en2, n) != 0) {
    fputs("English, French, English again is not the English form\n", stderr);
    abort();
  }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
  LgState *L = fuzz_state();
  const char *src = fuzz_text(data, size);
  if (read_all(L, src, size, false) != read_all(L, src, size, true)) {
    fputs("rd_line_text and rd_line read these lines differently\n", stderr);
    abort();
  }
  ReadAll r = { src, size, 0, 0, false, 0, false };
  err_pcall(L, read_list, &r);
  if (err_pcall(L, translate, &r) != 0 && r.translated) {
    fputs("a text the translator read gave a translation it cannot read\n", stderr);
    abort();
  }
  fuzz_done();
  return 0;
}
