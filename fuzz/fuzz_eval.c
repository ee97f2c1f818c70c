/* fuzz_eval.c -- libFuzzer harness of the evaluator: any bytes run as a
 * program (as from standard input), with a step budget and a deadline so
 * that a fuzzed infinite loop ends. Errors are fine; crashes, hangs and
 * sanitizer reports are not. */
#include <config.h>

#include <stdint.h>

#include "fuzz_common.h"
#include "prim.h"
#include "workspace.h"

#define FUZZ_STEPS 2000

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
  LgState *L = fuzz_state();
  L->budget = FUZZ_STEPS;
  ws_run_text(L, fuzz_text(data, size), size, false);
  st_close(L);   /* no file descriptor nor pattern database outlives its input */
  fuzz_done();
  return 0;
}
