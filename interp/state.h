/* state.h -- LgState, the core's state: symbols, dynamic bindings,
 * frames, error boundaries, output, and the hooks the layers above set.
 * Passed explicitly everywhere. The few mutable globals left are
 * process-wide by nature:
 *  - mem.c: the state of the memory limit (its handler, its reserve) and
 *    the cache of node blocks and the chunk numbers are cut from: the
 *    collector itself is process-wide, and calls its handler with no data;
 *  - eval.c: the empty list's parse (no_instructions), never written;
 *  - repl.c: the SIGINT flag (a signal handler takes no data), the
 *    completion state and readline's loaded library (readline's callbacks
 *    take no user data);
 *  - main.c: --traduis's "/dev/stdin" as a file list (never written: not
 *    const only for getopt's char **);
 *  - draw.c, window.c: the libraries opened with dlopen (Cairo, SDL2),
 *    process-wide as the libraries themselves, and SDL's last refusal
 *    (window.c's refused, said by win_unavailable).
 * nd_novalue_node (NOVAL) and error.c's "Mémoire pleine" node are never
 * written; they are not const only because values are handed out as Node *. */
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
  /* the host's turn (host_web.c: the page's event loop, so that it paints
   * and hears its Stop button while a program runs), after the idle
   * hook's, at the same times; tick is then the layer's hook, and idle
   * runs both. Set with ev_set_turn; NULL natively. */
  void (*turn)(LgState *L);
  void (*tick)(LgState *L);
} LgHooks;
/* }==================================================================== */

/* A file opened by OUVREECRITURE, OUVREAJOUT or OUVRELECTURE (prim_file.c),
 * known by the word it was opened with. It lives in GC memory: the FILE is
 * the C library's, so it is closed by hand (FERME, FERMETOUT, the end of
 * the session), never by the collector. f is NULL once closed, for whoever
 * still holds it (CAPTURE keeps the writer it must give back). */
typedef struct LgFile {
  struct LgFile *next;
  Node *name;
  FILE *f;
  bool writing;               /* opened to write (or append), else to read */
  int error;                  /* errno of the first write that failed, for FERME */
  struct TextDevice *dev;     /* written: the device st_write writes it
                                 through (made at its first write) */
  /* FIXEECRITURE [nom taille] (UCBLogo's SETWRITE with a list): the text
   * goes to memory (buf, open_memstream's) and becomes the value of var
   * when the stream is closed; implicit when FIXEECRITURE opened it, so
   * the next FIXEECRITURE closes it. NULL var: a file. */
  Symbol *var;
  char *buf;
  size_t buflen;
  bool implicit;
} LgFile;

/* The core's state, and only what the core reads or what an error
 * boundary (err_pcall) must restore:
 * - the evaluator's: symbols, bindings, frames, depths, the tail-call and
 *   RETOURNE/VAVERS registers, the running primitive (L->prim, for
 *   messages), the epoch and the lists' parses (list_codes: read at every
 *   turn of a loop, kept direct), the budget, Ctrl-C's flag, the hooks;
 * - err_pcall restores repcount (COMPTEUR: written at every turn of a
 *   loop, so kept direct rather than in prim_control.c's block) and
 *   trace_depth (TRACE's indentation, debug.c's, but an error unwinds
 *   traced calls without their return hook) with the depths;
 * - the streams: the screen and error devices, the open files and the
 *   writer and reader in force (st_write, st_read_line, err_print read
 *   them; prim_file.c opens and closes them);
 * - what the workspace's definitions and DONNE share with the core:
 *   loading, loading_library (var_make's owner of a variable), defined;
 * - the vocabulary in force and its well-known words.
 * A module's own state (ATTRAPE's caught error and CHRONO's origin,
 * ERRACT and PAUSE, lib-logo's folder not read yet, the turtle, the
 * files' closing...) is in its st_ext block, not here. */
struct LgState {
  SymTable syms;
  Binding *binds;
  size_t nbinds, capbinds;
  Frame *frame;
  Frame top;
  int depth;                  /* user procedure nesting (non-tail) */
  int list_depth;             /* instruction lists running, one inside another */
  int catch_level;            /* ATTRAPE boundaries open */
  int trace_depth;            /* indentation of TRACE's lines (debug.c) */
  /* read a line typed (PAS, PAUSE): the REPL's readline when there is one;
   * NULL at the end of the input. */
  char *(*read_line)(LgState *L, const char *prompt);
  int max_depth;              /* reported in the stack-overflow message */
  char *stack_limit;          /* the C stack must stay above this address */
  ErrJmp *errjmp;
  LgError err;
  uint32_t epoch;             /* bumped when a definition changes */
  struct ListCodes *list_codes;  /* eval.c: instruction lists' parses */
  int64_t repcount;           /* COMPTEUR of the innermost REPETE, -1 outside */
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
  struct TextDevice *screen;  /* standard output (or CAPTURE's buffer): device.h */
  struct TextDevice *errors;  /* where error messages and progress go (stderr) */
  bool out_gone;              /* standard output's reader has gone (EPIPE) */
  /* open files, newest first; the writer and the reader in force, NULL for
   * the screen (out) and the keyboard (standard input) */
  LgFile *files;
  LgFile *writer, *reader;
  struct StExt *exts;         /* the modules' own state, newest first */
  struct StExt *ext_last;     /* the block st_ext found last, tried first */
  bool interactive;           /* a person at a prompt: "X définie" etc. */
  bool loading;               /* RAMENE / library: redefinition allowed */
  bool loading_library;       /* lib-logo: its procedures are marked PF_LIBRARY */
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
