/* debug.c -- TRACE, PAS, PAUSE, CONTINUE and ERRACT: the hooks the
 * evaluator and err_throw call (see debug.h), and their primitives. */
#include <config.h>

#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "logo.h"
#include "debug.h"
#include "device.h"
#include "error.h"
#include "eval.h"
#include "node.h"
#include "prim.h"
#include "print.h"
#include "proc.h"
#include "reader.h"
#include "state.h"
#include "vocab.h"
#include "word.h"

/* The state of this module (st_ext): the depth of TRACE's lines, a word
 * the error boundaries give back (st_keep: an error unwinds traced calls
 * without their return hook); ERRACT's symbol, whether its instructions
 * are running (an error inside them does not run them again), and the
 * PAUSEs open (CONTINUE is refused outside one). */
typedef struct Debug {
  int64_t *trace_depth;
  Symbol *erract;
  bool in_erract;
  int pause_level;
} Debug;

static const char debug_key;

static Debug *debug_state(LgState *L)
{
  Debug *d = st_ext(L, &debug_key, sizeof(Debug), NULL);
  if (LG_UNLIKELY(d->trace_depth == NULL)) d->trace_depth = st_keep(L, 0);
  return d;
}

/* {====================================================================
 * TRACE and PAS
 * ===================================================================== */

/* Deeper than this, a trace line shows its depth as a number instead of
 * more spaces: a line as long as the depth would make a runaway recursion
 * write and hold memory quadratic in the depth (the collector sees the
 * old lines' buffers through the deep C stack), and run out of memory
 * long before the depth limit stops it with "Pile pleine". */
#define TRACE_INDENT_MAX 40

static void trace_indent(LgState *L, Buf *b)
{
  if (!st_at_bol(L)) buf_addc(b, '\n');   /* after TAPE, start a line */
  int64_t d = *debug_state(L)->trace_depth;
  int64_t spaces = d < TRACE_INDENT_MAX ? d : TRACE_INDENT_MAX;
  for (int64_t i = 0; i < spaces; i++) buf_addc(b, ' ');
  if (d > TRACE_INDENT_MAX) {
    char depth[24];
    snprintf(depth, sizeof depth, "[%lld] ", (long long)d);
    buf_adds(b, depth);
  }
}

/* A datum as TRACE shows it: words with their quote, lists with brackets. */
static void trace_datum(Buf *b, Node *v)
{
  if (v != NIL && nd_type(v) == NT_WORD) buf_addc(b, '"');
  prn_node(b, v, true);
}

void dbg_call(LgState *L, Proc *p, Node **args, int n)
{
  Buf b;
  buf_init(&b);
  trace_indent(L, &b);
  buf_adds(&b, "( ");
  prn_node(&b, p->name->word, false);
  for (int i = 0; i < n; i++) {
    buf_addc(&b, ' ');
    trace_datum(&b, args[i]);
  }
  buf_adds(&b, " )\n");
  st_write(L, b.s, b.n);
  (*debug_state(L)->trace_depth)++;
}

void dbg_tail(LgState *L, Proc *p)
{
  (void)p;
  (*debug_state(L)->trace_depth)--;
}

void dbg_return(LgState *L, Proc *p, Node *result)
{
  (*debug_state(L)->trace_depth)--;
  Buf b;
  buf_init(&b);
  trace_indent(L, &b);
  prn_node(&b, p->name->word, false);
  if (result == NOVAL) {
    buf_adds(&b, " arrête\n");
  } else {
    buf_adds(&b, " rend ");
    trace_datum(&b, result);
    buf_addc(&b, '\n');
  }
  st_write(L, b.s, b.n);
}

/* Where PAS waits for Entrée. At a terminal, the session's own reader
 * (readline, or the plain one). When standard input is not a terminal it
 * holds the program, or its data: reading Entrée there would eat the next
 * lines. Then the terminal itself (/dev/tty) answers if the session has
 * one; without one, PAS says so once and steps without waiting. */
typedef struct StepInput {
  bool checked;      /* stdin and /dev/tty looked at */
  FILE *tty;         /* the terminal, when stdin is not one */
} StepInput;

static const char step_key;

static void step_close(LgState *L, void *data)
{
  (void)L;
  StepInput *s = data;
  if (s->tty) fclose(s->tty);
  s->tty = NULL;
}

static StepInput *step_input(LgState *L)
{
  StepInput *s = st_ext(L, &step_key, sizeof(StepInput), step_close);
  if (s->checked) return s;
  s->checked = true;
  if (isatty(STDIN_FILENO)) return s;
  s->tty = fopen("/dev/tty", "re");
  if (s->tty == NULL) err_say(L, ERR_INFO_STEP_NO_TTY, vocab_word(L, VID_PAS));
  return s;
}

/* Wait for Entrée after the step's text (the prompt); true when the
 * terminal's echo ended the line. */
static bool step_wait(LgState *L, const char *prompt)
{
  /* a reader of its own (readline, a fuzzer's) is used as it is */
  if (L->read_line != st_read_plain_line || isatty(STDIN_FILENO)) {
    L->read_line(L, prompt);
    return true;
  }
  StepInput *s = step_input(L);
  st_say(L, prompt, strlen(prompt));
  st_flush(L);
  if (s->tty == NULL) return false;
  size_t len;
  char *line = st_getline(s->tty, &len, L->interrupt);
  if (line == NULL) clearerr(s->tty);
  return isatty(STDOUT_FILENO);
}

/* A line with no instruction (an empty line of the body) is not shown.
 * Each step is on its own line(s): it starts a line when the program left
 * one unfinished (TAPE), and it is the prompt of the read, so that
 * readline knows its width and wraps a long line instead of redrawing
 * over it. Readline ends the line itself, and so does a terminal's echo
 * of Entrée; a plain read from a pipe echoes nothing, so the line is
 * ended here: the program's output never follows " >>> ". */
void dbg_line(LgState *L, Proc *p, int i)
{
  if (!line_has_words(&p->lines[i])) return;
  if (!L->screen->bol) st_say(L, "\n", 1);
  Buf b;
  buf_init(&b);
  prn_node(&b, p->lines[i].text, false);
  buf_adds(&b, " >>> ");
  st_flush(L);
  if (step_wait(L, b.s)) L->screen->bol = true;
  else st_say(L, "\n", 1);
  ev_poll(L);
}

/* TRACE, FINTRACE, PAS, FINPAS: set or clear a flag on each name. The flag
 * is the name's, so it outlives a new definition of the procedure. */
static Node *mark_names(LgState *L, Node *v, uint8_t flag, bool on)
{
  for (Node *p = IS_LIST(v) ? v : nd_cons(v, NIL); p != NIL; p = CDR(p)) {
    Node *name = CAR(p);
    if (!IS_WORD(name) || nd_type(name) != NT_WORD) arg_error(L, name);
    Symbol *s = arg_user_proc(L, name)->name;
    s->flags = (uint8_t)(on ? s->flags | flag : s->flags & ~flag);
  }
  return NOVAL;
}

static Node *p_trace(LgState *L, Node **a, int n) { (void)n; return mark_names(L, a[0], SF_TRACED, true); }
static Node *p_untrace(LgState *L, Node **a, int n) { (void)n; return mark_names(L, a[0], SF_TRACED, false); }
static Node *p_step(LgState *L, Node **a, int n) { (void)n; return mark_names(L, a[0], SF_STEPPED, true); }
static Node *p_unstep(LgState *L, Node **a, int n) { (void)n; return mark_names(L, a[0], SF_STEPPED, false); }

/* TRACED, STEPPED: a contents list of the procedures with the flag, in
 * the order they were defined (Tortue traces procedures only). */
static Node *flagged(LgState *L, uint8_t flag)
{
  Node *names = NIL;
  for (Node *p = L->defined; p != NIL; p = CDR(p)) {
    Symbol *s = word_symbol(&L->syms, CAR(p));
    if ((s->flags & flag) && s->proc != NULL) names = nd_cons(CAR(p), names);
  }
  Node *items[3] = { names, NIL, NIL };
  return nd_list_from(items, 3);
}

static Node *p_traced(LgState *L, Node **a, int n) { (void)a; (void)n; return flagged(L, SF_TRACED); }
static Node *p_stepped(LgState *L, Node **a, int n) { (void)a; (void)n; return flagged(L, SF_STEPPED); }

/* TRACEDP, STEPPEDP: the first procedure named (a name, a list of names
 * or a contents list) has the flag. */
static Node *has_flag(LgState *L, Node *v, uint8_t flag)
{
  Node *first = v;
  while (IS_CONS(first)) first = CAR(first);
  if (!IS_WORD(first)) arg_error(L, v);
  return bool_node(L, (word_symbol(&L->syms, first)->flags & flag) != 0);
}

static Node *p_tracedp(LgState *L, Node **a, int n) { (void)n; return has_flag(L, a[0], SF_TRACED); }
static Node *p_steppedp(LgState *L, Node **a, int n) { (void)n; return has_flag(L, a[0], SF_STEPPED); }

/* }==================================================================== */

/* {====================================================================
 * PAUSE, CONTINUE and ERRACT
 * ===================================================================== */

static void pause_line(LgState *L, void *words)
{
  ev_run_here(L, words);
}

/* One line typed at PAUSE's prompt, run where the program stands. False
 * when the pause ends: CONTINUE (its value in *result); STOPTOUT and
 * AUREVOIR go on out. Any other error ends only the line. */
static bool pause_step(LgState *L, const char *line, Node **result)
{
  if (err_pcall(L, pause_line, rd_list(L, line, strlen(line))) == 0) return true;
  if (L->err.code == ERR_CONTINUE) {
    *result = L->err.value;
    return false;
  }
  if (err_class(L->err.code) == ERRC_EXIT) {
    debug_state(L)->pause_level--;
    err_rethrow(L);
  }
  err_print(L);
  return true;
}

/* PAUSE: a prompt inside the running procedure ("NOM? "), where its
 * variables can be looked at and changed; CONTINUE (or the end of the
 * input) goes on with the program, (CONTINUE valeur) makes PAUSE output it. */
static Node *p_pause(LgState *L, Node **a, int n)
{
  (void)a;
  (void)n;
  Frame *f = L->frame;
  Buf prompt;
  buf_init(&prompt);
  if (f->proc) prn_node(&prompt, f->proc->name->word, false);
  buf_adds(&prompt, "? ");
  st_say(L, "Pause...\n", 9);
  debug_state(L)->pause_level++;
  Node *result = NOVAL;
  for (;;) {
    st_flush(L);
    char *line = L->read_line(L, prompt.s);
    if (line == NULL || !pause_step(L, line, &result)) break;
  }
  debug_state(L)->pause_level--;
  L->frame = f;
  return result;
}

static Node *p_continue(LgState *L, Node **a, int n)
{
  if (debug_state(L)->pause_level == 0) err_throw(L, ERR_ONLY_IN_PAUSE, L->prim->name->word);
  err_throw_continue(L, n == 1 ? a[0] : NOVAL);
}

/* The error is shown first, and marked shown so that it is not printed
 * twice when it goes on unwinding afterwards. */
void dbg_error(LgState *L)
{
  Debug *d = debug_state(L);
  Node *list = d->erract->value;
  if (d->in_erract || !IS_CONS(list)) return;
  LgError saved = L->err;
  err_print(L);
  saved.shown = true;
  d->in_erract = true;
  int st;
  if (ev_pcall_list(L, list, CTX_CMD, NULL, &st) != 0 && L->err.code != ERR_CONTINUE) err_print(L);
  d->in_erract = false;
  L->err = saved;
}

/* }==================================================================== */

#define D(id, fn, mn, df, mx) { VID_##id, fn, NULL, mn, df, mx, PREC_NONE, 0 }
static const PrimEntry debug_prims[] = {
  D(TRACE,    p_trace,    1, 1, 1),
  D(FINTRACE, p_untrace,  1, 1, 1),
  D(PAS,      p_step,     1, 1, 1),
  D(FINPAS,   p_unstep,   1, 1, 1),
  D(PAUSE,    p_pause,    0, 0, 0),
  { VID_CONTINUE, p_continue, NULL, 0, 1, 1, PREC_NONE, PF_OPTIONAL },
  D(TRACED,   p_traced,   0, 0, 0),
  D(STEPPED,  p_stepped,  0, 0, 0),
  D(TRACED_P, p_tracedp,  1, 1, 1),
  D(STEPPED_P, p_steppedp, 1, 1, 1),
  PRIM_END
};

void prim_open_debug(LgState *L)
{
  prim_register(L, debug_prims);
  debug_state(L)->erract = word_intern(&L->syms, "ERRACT", 6);
  L->hooks.call = dbg_call;
  L->hooks.tail = dbg_tail;
  L->hooks.ret = dbg_return;
  L->hooks.line = dbg_line;
  L->hooks.error = dbg_error;
}
