/* state.c -- creating the interpreter state; the output stream. */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "logo.h"
#include "mem.h"
#include "node.h"
#include "error.h"
#include "prim.h"
#include "state.h"
#include "word.h"

char *st_read_plain_line(LgState *L, const char *prompt)
{
  (void)L;
  fputs(prompt, stdout);
  fflush(stdout);
  char *line = NULL;
  size_t cap = 0;
  ssize_t n = getline(&line, &cap, stdin);
  if (n < 0) {
    free(line);
    clearerr(stdin);
    return NULL;
  }
  if (n > 0 && line[n - 1] == '\n') line[n - 1] = '\0';
  char *copy = mem_strdup(line);
  free(line);
  return copy;
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
  L->out = stdout;
  L->errout = stderr;
  L->read_line = st_read_plain_line;
  L->out_tty = isatty(fileno(stdout));
  L->out_bol = true;
  L->w_true = word_intern(&L->syms, "VRAI", 4)->word;
  L->w_false = word_intern(&L->syms, "FAUX", 4)->word;
  L->s_pour = word_intern(&L->syms, "POUR", 4);
  L->s_fin = word_intern(&L->syms, "FIN", 3);
  L->s_erract = word_intern(&L->syms, "ERRACT", 6);
  L->stack_limit = NULL;
  clock_gettime(CLOCK_MONOTONIC, &L->t0);
  L->max_depth = ST_MAX_DEPTH;
  prim_open_all(L);
  mem_on_exhausted(on_exhausted, L);
  return L;
}

void st_write(LgState *L, const char *s, size_t n)
{
  if (n == 0) return;
  fwrite(s, 1, n, L->out);
  L->out_bol = s[n - 1] == '\n';
  if (L->out_tty) fflush(L->out);
}

void st_flush(LgState *L)
{
  fflush(L->out);
}

void st_check_stack(LgState *L)
{
  char here;
  if (LG_UNLIKELY(&here < L->stack_limit)) err_throw(L, ERR_C_STACK);
}
