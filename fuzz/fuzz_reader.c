/* fuzz_reader.c -- libFuzzer harness of the reader: any bytes, read as
 * logical lines (rd_line) and as one list (rd_list), and translated by
 * TRADUIS both ways (tr_text: the reader's spans, runparse's split, the
 * walk). Errors are fine; crashes, hangs and sanitizer reports are not. */
#include <config.h>

#include <stdint.h>

#include "fuzz_common.h"
#include "reader.h"
#include "translate.h"
#include "vocab.h"

typedef struct ReadAll {
  const char *src;
  size_t len, pos;
  int lineno;
} ReadAll;

static void read_lines(LgState *L, void *ud)
{
  ReadAll *r = ud;
  RdLine line;
  while (rd_line(L, r->src, r->len, &r->pos, &r->lineno, &line) == RD_OK) {}
}

static void read_list(LgState *L, void *ud)
{
  ReadAll *r = ud;
  rd_list(L, r->src, r->len);
}

static void translate(LgState *L, void *ud)
{
  ReadAll *r = ud;
  size_t n;
  char *en = tr_text(L, &vocab_fr, &vocab_en, r->src, r->len, &n, NULL);
  tr_text(L, &vocab_en, &vocab_fr, en, n, &n, NULL);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
  LgState *L = fuzz_state();
  ReadAll r = { fuzz_text(data, size), size, 0, 0 };
  /* a reader error moves past the bad line: read on until the end (an
   * error that does not move on, memory exhausted, ends the input) */
  for (size_t before = r.pos; err_pcall(L, read_lines, &r) != 0 && r.pos != before;)
    before = r.pos;
  err_pcall(L, read_list, &r);
  err_pcall(L, translate, &r);
  fuzz_done();
  return 0;
}
