/* state.h -- LgState, the core's state: symbols, dynamic bindings,
 * frames, error boundaries, output, and the hooks the layers above set.
 * Passed explicitly everywhere. The mutable globals left are those a
 * signal handler, a library's callback or a process-wide library needs
 * (read from the objects: `objdump -t`, their .data and .bss):
 *  - mem.c: the memory limit's state (its handler and reserve, the native
 *    bytes counted), the collection callback, the cache of node blocks and
 *    the chunk numbers are cut from: the collector is process-wide, and
 *    calls its handlers with no data;
 *  - repl.c: the SIGINT flag (a signal handler takes no data), the
 *    completion's state (the session it completes from, where the
 *    generator is) and readline's loaded library: readline's callbacks
 *    (completion, the event hook, the key reader) take no user data;
 *  - draw.c, window.c, window_host.c: Cairo and SDL2 opened with dlopen,
 *    process-wide as the libraries themselves; what the display said when
 *    it refused a window or was lost (window.c's refused and lost, said by
 *    win_unavailable): the display is the process's (DISPLAY), not a
 *    session's;
 *  - main.c: --traduis's "/dev/stdin" as a file list (never written: not
 *    const only for getopt's char **);
 * eval.c's empty parse (no_instructions), nd_novalue_node (NOVAL) and
 * error.c's "Mémoire pleine" node are never written; they are not const
 * only because parses and values are handed out as Code * and Node *. Everything else a session keeps is in its LgState: the core's
 * fields below, the modules' in their st_ext blocks. */
#ifndef LOGO_STATE_H
#define LOGO_STATE_H

#include <signal.h>
#include <stdbool.h>
#include <stdio.h>

#include "logo.h"
#include "error.h"
#include "word.h"

/* A saved binding: the value sym had before this frame bound it. */
typedef struct Binding {
  Symbol *sym;
  Node *old;
} Binding;

/* A procedure activation. Frames form a chain on the C stack; the
 * bindings a frame made are binds[bind_base .. nbinds). A tail call reuses
 * the frame: names it already binds are rebound in place, so a loop written
 * as recursion keeps a constant number of bindings. */
typedef struct Frame {
  struct Frame *prev;
  Proc *proc;            /* NULL at top level */
  size_t bind_base;
  int line;              /* index of the running line in proc, -1 if none */
  int catch_level;       /* L->catch_level when the frame was entered */
  int8_t test;           /* TESTE's result: 1 true, 0 false, -1 none yet */
} Frame;

#define TAIL_MAX_ARGS 64

/* {====================================================================
 * Hooks: the only way the core (memory, nodes, words, reader, parser,
 * evaluator, errors, state) reaches the layers above it, which set them,
 * as Lua's lua_sethook. A NULL hook: nothing to do, but for TRACE's and
 * PAS's four, which st_new sets to do nothing, so that a traced call pays
 * no test for them (the flags that call them are debug.c's to set). The
 * core includes and calls no module above it by name (tests/mur.sh).
 * ===================================================================== */
typedef struct LgHooks {
  /* TRACE and PAS (debug.c): a traced procedure entered, left for a tail
   * call, returned from; a stepped procedure's line about to run */
  void (*call)(LgState *L, Proc *p, Node **args, int n);
  void (*tail)(LgState *L, Proc *p);
  void (*ret)(LgState *L, Proc *p, Node *result);
  void (*line)(LgState *L, Proc *p, int i);
  /* an ordinary error, before it unwinds (ERRACT, debug.c) */
  void (*error)(LgState *L);
  /* a name that has no procedure is looked up (s), or every procedure
   * there will be is wanted (s NULL: a listing, a completion): the one
   * place lib-logo is read on first need (workspace.c) */
  void (*miss)(LgState *L, Symbol *s);
  /* the words of line i of p, kept as text only (BodyLine.unread) */
  Node *(*reread)(LgState *L, Proc *p, int i);
  /* how a primitive a beginner types first is written, its help's first
   * line ("AVANCE n"), or NULL: the hints under a pupil's mistakes
   * (suggest.c); set by help.c */
  const char *(*syntax)(Proc *p);
  /* the control primitive a macro's call is wrapped in (prim_lib.c) */
  Proc *macro_runner;
  /* what must answer while programs run and while the prompt waits (the
   * turtle's window): ev_poll calls it every few hundred polls, the REPL
   * while it waits for keys. Set with ev_set_tick. */
  void (*idle)(LgState *L);
  /* the event procedures due (events.c: a key, a click, the mouse, a
   * timer): the evaluator calls it between two instructions when
   * events_due is set, and so do the waits (ATTENDS, a key awaited, the
   * window kept open, the prompt), never a primitive at work */
  void (*events)(LgState *L);
  /* the host's turn (host_web.c: the page's event loop, so that it paints
   * and hears its Stop button while a program runs), after the idle
   * hook's, at the same times; tick is then the layer's hook, and idle
   * runs both. Set with ev_set_turn; NULL natively. */
  void (*turn)(LgState *L);
  void (*tick)(LgState *L);
} LgHooks;
/* }==================================================================== */

/* {====================================================================
 * Kept words: what a module must have back when an error unwinds past a
 * boundary. A module whose state an error would leave wrong (COMPTEUR, which
 * each loop gives back only when it ends normally; TRACE's indentation,
 * which the return hook an error skips would have counted down) claims a
 * word here, once, and keeps the pointer in its own block. err_pcall saves
 * the words claimed when it is entered and copies them back after an
 * error, whatever they mean: error.c knows no module's field, and a
 * boundary costs one short copy. More than ST_KEPT_MAX claims is a
 * mistake of the program, not of its user (st_keep aborts).
 * ===================================================================== */
#define ST_KEPT_MAX 4
/* a struct, so that a boundary saves the words with one inline copy */
typedef struct StKept {
  int64_t w[ST_KEPT_MAX];
} StKept;
/* A word of L given back at every error boundary, set to init. */
int64_t *st_keep(LgState *L, int64_t init);
/* }==================================================================== */

/* The core's state: what the core's own modules read or write, and only
 * that. Each group says who reads it:
 * - the evaluator's: symbols, bindings, frames, depths, the tail-call and
 *   RETOURNE/VAVERS registers, the running primitive (L->prim, for
 *   messages), the epoch and the lists' parses (list_codes: looked up at
 *   every turn of a loop, so kept direct), the budget, Ctrl-C's flag,
 *   the idle tick's count, the hooks;
 * - catch_level: ATTRAPE and GARDETORTUE raise it, but the evaluator is
 *   the one that reads it, at every tail call (none leaves a boundary);
 * - loading_library: lib-logo's text is running at top level. The
 *   evaluator reads it when DONNE makes a variable outside any procedure
 *   (ev_set_var: such a variable is the library's, and SAUVE leaves it
 *   out); the workspace sets it and reads it for the procedures it defines;
 * - the error boundaries: errjmp, the error record, the kept words;
 * - the streams st_write, st_read_line and err_print use: the screen and
 *   error devices, and the writer and reader in force as a text device
 *   and a FILE (prim_file.c sets them; its open files are its own);
 * - how a line typed is read (read_line: the REPL sets readline's,
 *   state.c's plain reading is the default, PAS and PAUSE call it) and the
 *   errors printed (nerrors: err_report counts them, main ends with them);
 * - the vocabulary in force and its well-known words.
 * Two fields are the session's rather than the core's, kept here because
 * no one module owns them: interactive (a person at a prompt: set by the
 * host, main.c, repl.c or machine.c, read by the workspace and the file
 * and workspace primitives) and defined (the user's procedures in their
 * order: the workspace adds to it; IM, SAUVE, EDITE, TRADUIS and LANGUE
 * walk it, and so do the unit tests).
 * Everything else is a module's own, in its st_ext block (below): the
 * repeat count (prim_control.c, a kept word), ATTRAPE's caught error and
 * CHRONO's origin, TRACE's depth (a kept word), ERRACT and PAUSE (debug.c),
 * the open files (prim_file.c), the workspace's loading flag and
 * lib-logo's folder not read yet (workspace.c), the turtle... */
struct LgState {
  SymTable syms;
  Binding *binds;
  size_t nbinds, capbinds;
  Frame *frame;
  Frame top;
  int depth;                  /* user procedure nesting (non-tail) */
  int list_depth;             /* instruction lists running, one inside another */
  /* boundaries open that a tail call may not leave (ATTRAPE, GARDETORTUE) */
  int catch_level;
  /* read a line typed (PAS, PAUSE): the REPL's readline when there is one;
   * NULL at the end of the input. */
  char *(*read_line)(LgState *L, const char *prompt);
  /* the keyboard too (LISLISTE, LISCAR's line...) is read with read_line:
   * a host with no standard input (the browser's page) */
  bool keyboard_by_host;
  /* wait so many seconds: the host's way (the browser's page gives its
   * event loop the time, where nanosleep would keep the processor busy);
   * NULL: nanosleep (st_sleep) */
  void (*sleep)(LgState *L, double seconds);
  int max_depth;              /* reported in the stack-overflow message */
  char *stack_limit;          /* the C stack must stay above this address */
  ErrJmp *errjmp;
  LgError err;
  uint32_t epoch;             /* bumped when a definition changes */
  struct ListCodes *list_codes;  /* eval.c: instruction lists' parses */
  Node *retval;               /* RETOURNE's value while ST_OUTPUT travels */
  Node *go_tag;               /* VAVERS's tag while ST_GOTO travels */
  Proc *prim;                 /* the primitive running, for its messages */
  /* a pending tail call (ST_TAIL): procedure, evaluated inputs, kind */
  Proc *tail_proc;
  Node **tail_args;
  int tail_nargs;
  int tail_kind;
  volatile sig_atomic_t *interrupt;   /* set by SIGINT, polled by eval */
  int64_t budget;             /* steps left before a forced stop; 0: no limit (fuzzing) */
  LgHooks hooks;              /* the layers above, as they set them */
  unsigned tick_left;         /* polls before the next idle hook */
  StKept kept;                /* the modules' kept words (st_keep) */
  int nkept;                  /* how many are claimed */
  bool events_due;            /* event procedures wait (hooks.events) */
  bool prompting;             /* the REPL waits for a line (repl.c): no
                                 program is reading the window's keys */
  struct TextDevice *screen;  /* standard output (or CAPTURE's buffer): device.h */
  struct TextDevice *errors;  /* where error messages and progress go (stderr) */
  bool out_gone;              /* standard output's reader has gone (EPIPE) */
  /* the writer in force (FIXEECRITURE's file), NULL for the screen, and
   * the word it was named by (messages); the reader in force
   * (FIXELECTURE's), NULL for standard input. Set by prim_file.c, which
   * clears them when it closes the file. */
  struct TextDevice *writer;
  Node *writer_name;
  FILE *reader;
  struct StExt *exts;         /* the modules' own state, newest first */
  struct StExt *ext_last;     /* the block st_ext found last, tried first */
  bool interactive;           /* a person at a prompt: "X définie" etc. */
  bool loading_library;       /* lib-logo's text runs at top level */
  Node *defined;              /* names of user procedures, in definition order */
  int nerrors;                /* errors printed by files, -e and standard input */
  /* well-known symbols */
  Symbol *s_pour, *s_fin;
  Node *w_true, *w_false;
  const struct Vocab *vocab;  /* the names primitives answer to (vocab.h) */
};

/* A fresh interpreter speaking vocab (its words VRAI, POUR...): no
 * primitive (prim_open_all registers them), no library, no hook. */
LgState *st_new(const struct Vocab *vocab);
/* The procedure s names, or NULL: a name with none yet is asked of the
 * miss hook first (lib-logo, read on first need). */
static inline Proc *st_proc(LgState *L, Symbol *s)
{
  if (LG_LIKELY(s->proc != NULL) || L->hooks.miss == NULL) return s->proc;
  L->hooks.miss(L, s);
  return s->proc;
}
/* Every procedure there will be, before a listing of them all. */
static inline void st_procs_all(LgState *L)
{
  if (L->hooks.miss) L->hooks.miss(L, NULL);
}
/* The end of a session: each module's close hook, newest first (files are
 * closed and written out, native memory given back), every block kept
 * until the last hook has run. Once only. */
void st_close(LgState *L);

/* {====================================================================
 * Module state: a module that keeps state between calls (HASARD's
 * generator, CHRONO's origin, the pattern databases, EDITE's kept text, the
 * turtle) keeps it in a block of its own, found by the address of a static
 * key of that module, so that no field of LgState is any module's and a new
 * module needs no edit here. close, if not NULL, runs at st_close. The
 * block found last is tried first (L->ext_last): the turtle looks for its
 * own at every move.
 * ===================================================================== */
typedef void (*StCloseFn)(LgState *L, void *data);
/* The block of key, made zeroed (size bytes, GC memory) at the first call. */
void *st_ext(LgState *L, const void *key, size_t size, StCloseFn close);
/* }==================================================================== */
/* Write output: to the writer file (FIXEECRITURE) when there is one, else
 * to the screen; flushes at once on a terminal so traces are seen live. */
void st_write(LgState *L, const char *s, size_t n);
/* Write to the screen whatever the writer: the conversation with the person
 * at the keyboard ("X définie", "Pause..."), which a file must not take. */
void st_say(LgState *L, const char *s, size_t n);
/* Is what st_write wrote last the end of a line? */
bool st_at_bol(LgState *L);
/* Clear the screen, when it is where st_write writes (VIDETEXTE): a
 * terminal clears, a file or a pipe is left as it is. */
void st_clear(LgState *L);
/* A line of progress of a long computation, kept in place on the error
 * stream when it is a terminal (n == 0 wipes it); st_shows_progress says
 * whether it is worth making. */
void st_progress(LgState *L, const char *s, size_t n);
bool st_shows_progress(LgState *L);
/* Seconds on the monotonic clock: the measure of durations (progress
 * lines, a search's time, the turtle's pace). */
double st_seconds(void);
/* Wait so many seconds (ATTENDS, the turtle's pace, a key awaited): the
 * host's sleep (L->sleep), or nanosleep. */
void st_sleep(LgState *L, double seconds);
/* The progress of a long native run, as the solvers' primitives show it:
 * "PRIMITIVE : what, N s", at most once a second, wiped at the end. */
typedef struct StProgress {
  LgState *L;
  const char *name;       /* the running primitive, as the user typed it */
  double start, last;     /* seconds, monotonic */
  bool shown;
} StProgress;
void st_progress_start(LgState *L, StProgress *pr);
/* Show "name : " fmt ", N s" if a second has passed since the last line. */
void st_progress_say(StProgress *pr, const char *fmt, ...);
void st_progress_end(StProgress *pr);
/* Flush the screen and the writer file. */
void st_flush(LgState *L);
/* Where LISLISTE, LISMOT and LISCAR read: the reader file, or standard input. */
FILE *st_input(LgState *L);
/* Is f at its end? Peeks one byte (put back); may wait on a keyboard. */
bool st_at_end(FILE *f);
/* A line of f without its newline, in GC memory, its length (NUL bytes
 * included) in *len; NULL at the end. Ctrl-C (*stop set; stop may be
 * NULL) ends the wait for a line: NULL or the part read. */
char *st_getline(FILE *f, size_t *len, volatile sig_atomic_t *stop);
/* A line of the reader file or of standard input (LISLISTE, LISMOT, LIS)
 * as a word, NUL bytes kept; NULL at the end. */
Node *st_read_line(LgState *L);
/* Before a read of the keyboard (the terminal fd): while nothing is typed,
 * the idle tick runs every few hundredths of a second, so that the
 * turtle's window stays live while a program waits for a line or a key;
 * Ctrl-C stops the program. Does nothing without a tick or a terminal
 * (a read from a terminal takes one line or one key: nothing then waits
 * in stdio's buffer unseen by poll). */
void st_wait_input(LgState *L, int fd);
/* A line of standard input after prompt, without its newline, in GC
 * memory; NULL at the end of the input. */
char *st_read_plain_line(LgState *L, const char *prompt);
/* Throw ERR_C_STACK when the C stack is nearly used up (deep recursion in
 * the reader, the parser, the printer or the evaluator). Inline: every
 * procedure call and every instruction list checks it. */
static inline void st_check_stack(LgState *L)
{
  char here;
  if (LG_UNLIKELY(&here < L->stack_limit)) err_throw(L, ERR_C_STACK);
}

/* Nested procedure calls allowed (non-tail; tail calls do not count). */
#define ST_MAX_DEPTH 100000
/* Instruction lists running one inside another (each procedure line is
 * one, each list given to SI, REPETE, EXECUTE... another): room for the
 * deepest recursion of procedures, and a bound for lists that run
 * themselves, met before memory or the C stack run out. */
#define ST_MAX_LIST_DEPTH 1000000

#endif
