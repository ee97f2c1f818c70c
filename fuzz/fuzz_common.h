/* fuzz_common.h -- what both fuzz harnesses share: one interpreter state per
 * input, no library, output to /dev/null, a heap limit, and a deadline that
 * acts like Ctrl-C so every loop that polls for it ends. The deadline counts
 * CPU time (SIGVTALRM): SIGALRM belongs to libFuzzer's own -timeout. */
#ifndef TORTUE_FUZZ_COMMON_H
#define TORTUE_FUZZ_COMMON_H

#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/time.h>

#include "device.h"
#include "error.h"
#include "mem.h"
#include "prim.h"
#include "state.h"
#include "turtle.h"

#define FUZZ_DEADLINE_MS 100
#define FUZZ_HEAP_MB 256
#define FUZZ_STACK (4L * 1024 * 1024)

static volatile sig_atomic_t fuzz_stop;
static FILE *fuzz_null;
static char *fuzz_stack_base;

static void fuzz_on_alarm(int sig)
{
  (void)sig;
  fuzz_stop = 1;
}

/* A fresh state for one input, with its deadline armed. */
static LgState *fuzz_state(void)
{
  char here;
  if (fuzz_null == NULL) {
    mem_init();
    mem_set_limit((size_t)FUZZ_HEAP_MB * 1024 * 1024);
    fuzz_null = fopen("/dev/null", "w");
    fuzz_stack_base = &here;
    signal(SIGVTALRM, fuzz_on_alarm);
    /* EDITE must not open a real editor waiting for a person */
    setenv("VISUAL", "true", 1);
    setenv("EDITOR", "true", 1);
    /* nor write the user's cache: no pattern databases, no journal of a
     * count of no three in line (its fsync takes time no deadline sees) */
    setenv("TORTUE_CACHE", "non", 1);
  }
  LgState *L = st_new(&vocab_fr);
  prim_open_all(L);
  tur_no_window(L);   /* no window pops up while fuzzing */
  L->screen = dev_stream(fuzz_null);
  L->errors = dev_stream(fuzz_null);
  L->stack_limit = fuzz_stack_base - FUZZ_STACK;
  fuzz_stop = 0;
  L->interrupt = &fuzz_stop;
  /* after the deadline, every 10 ms again: the flag is cleared when a
   * stop is taken, and what follows must stop too */
  struct itimerval t = { { 0, 10000 }, { 0, FUZZ_DEADLINE_MS * 1000 } };
  setitimer(ITIMER_VIRTUAL, &t, NULL);
  return L;
}

static void fuzz_done(void)
{
  struct itimerval t = { { 0, 0 }, { 0, 0 } };
  setitimer(ITIMER_VIRTUAL, &t, NULL);
}

/* The input as a NUL-terminated GC string. */
static char *fuzz_text(const uint8_t *data, size_t size)
{
  return mem_strndup((const char *)data, size);
}

#endif
