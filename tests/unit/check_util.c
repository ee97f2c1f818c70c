/* check_util.c -- helpers of the unit tests: states, captured runs. */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <unistd.h>

#include <check.h>

#include "logo.h"
#include "device.h"
#include "error.h"
#include "mem.h"
#include "node.h"
#include "print.h"
#include "prim.h"
#include "state.h"
#include "workspace.h"
#include "check_util.h"

/* Room left for check itself, the error path and printing below the
 * budget: the limit is a soft one, checked only at certain points. */
#define STACK_MARGIN (1024L * 1024)
#define STACK_FALLBACK (8L * 1024 * 1024)

/* The top of the C stack as seen by main(), and how big it may grow. */
static char *stack_base;
static size_t stack_size = STACK_FALLBACK;

void grow_stack_limit(size_t want)
{
  char here;
  struct rlimit rl;
  stack_base = &here;
  if (getrlimit(RLIMIT_STACK, &rl) != 0) return;
  if (rl.rlim_cur != RLIM_INFINITY && rl.rlim_cur < (rlim_t)want) {
    rl.rlim_cur = rl.rlim_max == RLIM_INFINITY || rl.rlim_max > (rlim_t)want ? (rlim_t)want
                                                                             : rl.rlim_max;
    setrlimit(RLIMIT_STACK, &rl);
    getrlimit(RLIMIT_STACK, &rl);
  }
  stack_size = rl.rlim_cur == RLIM_INFINITY || rl.rlim_cur > (rlim_t)want ? want
                                                                          : (size_t)rl.rlim_cur;
}

void set_stack_budget(LgState *L, char *here, size_t bytes)
{
  L->stack_limit = here - bytes;
}

LgState *new_state(void)
{
  char here;
  LgState *L = st_new(&vocab_fr);
  prim_open_all(L);
  /* Without main()'s base, assume what is above us is small. */
  char *base = stack_base ? stack_base : &here;
  set_stack_budget(L, base, stack_size - STACK_MARGIN);
  return L;
}

/* Read back everything written to f. */
static char *slurp(FILE *f)
{
  Buf b;
  buf_init(&b);
  buf_adds(&b, "");
  char chunk[4096];
  size_t k;
  rewind(f);
  while ((k = fread(chunk, 1, sizeof chunk, f)) > 0) buf_add(&b, chunk, k);
  return b.s;
}

/* Forget the previous error, so last_error() only reports this run's. */
static void clear_error(LgState *L)
{
  L->err.code = -1;
  L->err.message = NIL;
  L->err.where = NIL;
  L->err.line = NIL;
}

Run run_text(LgState *L, const char *src)
{
  Run r;
  struct TextDevice *saved_screen = L->screen;
  FILE *errf = tmpfile();
  ck_assert_ptr_nonnull(errf);
  fflush(stderr);
  int saved_err = dup(STDERR_FILENO);
  dup2(fileno(errf), STDERR_FILENO);
  L->screen = dev_memory();
  clear_error(L);
  r.result = ws_run_text(L, src, strlen(src), false);
  TextDevice *mem = L->screen;
  L->screen = saved_screen;
  fflush(stderr);
  dup2(saved_err, STDERR_FILENO);
  close(saved_err);
  r.out = mem->text ? mem->text : "";
  r.err = slurp(errf);
  fclose(errf);
  return r;
}

char *run_logo(LgState *L, const char *src)
{
  return run_text(L, src).out;
}

char *run_errors(LgState *L, const char *src)
{
  return run_text(L, src).err;
}

const char *node_text(Node *v, bool show)
{
  Buf b;
  buf_init(&b);
  buf_adds(&b, "");
  prn_node(&b, v, show);
  return b.s;
}

const char *last_error(LgState *L)
{
  if (L->err.code < 0 || L->err.message == NIL) return "";
  return node_text(L->err.message, false);
}

int last_code(LgState *L)
{
  return L->err.code;
}
