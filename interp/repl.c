/* repl.c -- the `?` prompt. Owns readline, the history file, and the
 * mutable globals of Tortue: the SIGINT flag (a signal handler can reach
 * nothing else) and the state readline's callbacks work on (completion,
 * the event hook: they take no user data). Keeps the turtle's window
 * answering while the prompt waits. */
#include <config.h>

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <termios.h>
#include <unistd.h>

#ifdef HAVE_READLINE
#include "readline_dl.h"
#endif

#include "logo.h"
#include "error.h"
#include "eval.h"
#include "fs.h"
#include "mem.h"
#include "node.h"
#include "prim.h"
#include "print.h"
#include "reader.h"
#include "repl.h"
#include "device.h"
#include "state.h"
#include "vocab.h"
#include "word.h"
#include "workspace.h"

static volatile sig_atomic_t interrupted;

static void on_sigint(int sig)
{
  (void)sig;
  interrupted = 1;
}

void repl_install_sigint(LgState *L)
{
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sa.sa_handler = on_sigint;
  sigemptyset(&sa.sa_mask);
  sa.sa_flags = 0;   /* no SA_RESTART: a blocked read returns EINTR */
  sigaction(SIGINT, &sa, NULL);
  L->interrupt = &interrupted;
}

/* {====================================================================
 * Line input: readline with history, or a plain prompt
 *
 * Readline is opened when the prompt starts (readline_dl.h); where it
 * cannot be, the prompt is a plain one, as in a build without it.
 * ===================================================================== */

/* The plain prompt: a line read with getline. A malloc'd line, or NULL at
 * end of input. */
static char *plain_read(const char *prompt)
{
  fputs(prompt, stdout);
  fflush(stdout);
  size_t cap = 0;
  char *line = NULL;
  ssize_t n = getline(&line, &cap, stdin);
  if (n < 0) {
    free(line);
    return interrupted ? strdup("") : NULL;
  }
  if (n > 0 && line[n - 1] == '\n') line[n - 1] = '\0';
  return line;
}

static void run_events(LgState *L, void *ud)
{
  *(bool *)ud = ev_events(L);
}

/* The event procedures due while nothing runs (the prompt, the window
 * kept open): what stops them (Ctrl-C, STOPTOUT in one) is said and ends
 * only them. True when some ran. */
static bool events_now(LgState *L)
{
  bool ran = false;
  if (!L->events_due) return false;
  if (err_pcall(L, run_events, &ran) != 0) {
    err_report(L);
    ran = true;
  }
  st_flush(L);
  return ran;
}

#ifdef HAVE_READLINE
DynReadline dyn_rl;

/* the soname of readline's run-time package, then the development link */
#define RL_NAME(f) #f,
DYNLIB_DEFINE(rl_lib, dyn_rl, "TORTUE_READLINE", RL_FUNCTIONS(RL_NAME) RL_VARIABLES(RL_NAME),
              "libreadline.so.8", "libreadline.so");
#undef RL_NAME

bool dyn_readline_load(void)
{
  return dyn_load(&rl_lib);
}

const char *dyn_readline_missing(void)
{
  return rl_lib.missing;
}

/* The prompt's state (st_ext): lines are edited when readline could be
 * opened; the history file is off when something else than a regular
 * file is there. */
typedef struct Input {
  bool editing;
  bool history_off;
} Input;

static const char input_key;

static Input *input_state(LgState *L)
{
  return st_ext(L, &input_key, sizeof(Input), NULL);
}

/* Readline's own read, with one change: Ctrl-C at the prompt empties the
 * line and ends it, as if Entrée were pressed on nothing. Doing it here,
 * outside the signal handler, loses none of the keys typed afterwards. */
static int read_key(FILE *f)
{
  for (;;) {
    unsigned char c;
    ssize_t n = read(fileno(f), &c, 1);
    if (n == 1) return c;
    if (n == 0) return EOF;
    if (errno != EINTR) return EOF;
    if (interrupted) {
      rl_replace_line("", 0);
      return '\n';
    }
  }
}

/* Completion: readline's callbacks take no user data, so the state they
 * complete from (and the event hook pumps) is kept here while the prompt
 * runs. */
static LgState *completing;

/* Enough for a window to feel alive while the prompt waits for keys. */
enum { IDLE_US = 30000 };

/* Readline's event hook, while an idle hook is set (the turtle's window is
 * open): called every IDLE_US while no key comes, it lets the window
 * redraw and be closed.
 * Readline then waits in select(), not in read_key: a Ctrl-C ends the line
 * here. */
static int on_idle(void)
{
  if (interrupted) {
    rl_replace_line("", 0);
    rl_done = 1;
    return 0;
  }
  ev_tick(completing);
  if (completing->events_due) {
    /* what the event procedures write goes where the prompt was; the
     * prompt and the line being typed come back under it */
    rl_clear_visible_line();
    events_now(completing);
    rl_forced_update_display();
  }
  return 0;
}

/* The hook is set only while the evaluator's idle hook is: without one,
 * readline blocks in read_key as it always did. */
static char *read_with_window(const char *prompt)
{
  rl_event_hook = completing->hooks.idle ? on_idle : NULL;
  completing->prompting = true;
  char *line = readline(prompt);
  completing->prompting = false;
  rl_event_hook = NULL;
  return line;
}

/* The next procedure name (primitive or user, not a dotted helper) that
 * starts with text, case and accents ignored. Readline frees the strings. */
static char *complete_name(const char *text, int state)
{
  static size_t bucket;
  static Symbol *at;
  static char prefix[256];
  static size_t plen;
  static char lead[2];   /* a quote before the name ("NOM) is kept */
  SymTable *t = &completing->syms;
  if (state == 0) {
    st_procs_all(completing);
    lead[0] = text[0] == '"' ? '"' : '\0';
    text += lead[0] != '\0';
    size_t n = strlen(text);
    if (n > 120) return NULL;
    plen = word_fold(text, n, true, prefix);
    bucket = 0;
    at = t->buckets[0];
  }
  for (;;) {
    while (at == NULL) {
      if (++bucket >= t->size) return NULL;
      at = t->buckets[bucket];
    }
    Symbol *y = at;
    at = at->next;
    if (y->proc && y->name[0] != '.' && y->keylen >= plen && memcmp(y->key, prefix, plen) == 0) {
      char *m = malloc(strlen(y->name) + 2);
      if (m) strcat(strcpy(m, lead), y->name);
      return m;
    }
  }
}

static char **complete(const char *text, int start, int end)
{
  (void)start;
  (void)end;
  rl_attempted_completion_over = 1;   /* no file names */
  rl_completion_append_character = ' ';
  return rl_completion_matches(text, complete_name);
}

static char *history_path(LgState *L)
{
  const char *home = getenv("HOME");
  if (input_state(L)->history_off || !home || !*home) return NULL;
  size_t n = strlen(home) + 32;
  char *p = mem_alloc_atomic(n);
  snprintf(p, n, "%s/.tortue_historique", home);
  return p;
}

/* The history file holds at most HIST_KEEP lines once trimmed; it is
 * trimmed only past HIST_KEEP + HIST_SLACK, so that a session does not
 * rewrite the whole file at each start. */
enum { HIST_KEEP = 1000, HIST_SLACK = 500 };

/* Keep the last HIST_KEEP lines of the history file. It is replaced as
 * SAUVE replaces a file (fs.c): never left truncated, written through a
 * link, a temporary left by a kill removed next time. What is read is the
 * file, not this session's memory, so the lines other sessions appended
 * are kept (a line appended between the read and the rename is the only
 * one that can be lost, and only when the file is trimmed). */
static void history_trim(const char *path)
{
  struct stat st;
  if (stat(path, &st) != 0 || !S_ISREG(st.st_mode)) return;   /* a pipe would block */
  size_t len;
  char *text = fs_read_all(path, &len);
  if (!text || len == 0) return;
  size_t total = 0;
  for (size_t i = 0; i < len; i++) total += text[i] == '\n';
  if (total <= HIST_KEEP + HIST_SLACK) return;
  /* the last line's newline is the first seen: the (HIST_KEEP + 1)th ends
   * the line before the ones kept */
  size_t seen = 0, from = 0;
  for (size_t i = len; i-- > 0;)
    if (text[i] == '\n' && ++seen > HIST_KEEP) {
      from = i + 1;
      break;
    }
  fs_write_atomic(path, 0600, text + from, len - from);   /* private, as readline makes it */
}

/* The history file may be absent (the first line makes it) or a regular
 * file, through symbolic links (the user's: dotfiles are often links into
 * a folder of them); a pipe or a device there would block the prompt
 * before it starts (readline opens it to read it): no history for the
 * session then, said once -- silently for a link to /dev/null, the usual
 * way of wanting no history. */
static bool history_usable(LgState *L, const char *path)
{
  struct stat st, null;
  if (stat(path, &st) != 0 || S_ISREG(st.st_mode)) return true;
  input_state(L)->history_off = true;
  if (stat("/dev/null", &null) == 0 && st.st_rdev == null.st_rdev && S_ISCHR(st.st_mode)) return false;
  err_say(L, ERR_INFO_HISTORY_NOT_FILE, nd_cstr(path), nd_cstr(fs_kind_name(st.st_mode)));
  return false;
}

/* Open readline and set it up; without it, say so once to a person at a
 * terminal (a pipe's reader needs no editing) and keep the plain prompt. */
static void input_init(LgState *L)
{
  input_state(L)->editing = dyn_readline_load();
  if (!input_state(L)->editing) {
    if (isatty(STDIN_FILENO)) err_say(L, ERR_INFO_NO_EDITING, nd_cstr(dyn_readline_missing()));
    return;
  }
  completing = L;
  rl_attempted_completion_function = complete;
  /* a quote belongs to the word ("NOM): not a break, not a quote */
  rl_basic_word_break_characters = " \t\n[]()";
  rl_readline_name = "tortue";
  rl_catch_signals = 0;
  rl_getc_function = read_key;
  rl_set_keyboard_input_timeout(IDLE_US);
  using_history();
  stifle_history(HIST_KEEP);
  char *path = history_path(L);
  if (!path || !history_usable(L, path)) return;
  history_trim(path);
  read_history(path);
}

/* Each line is appended to the file as it is entered, not written at the
 * end: a session closed by its terminal (SIGHUP) or killed keeps its
 * lines, and two sessions at once add to the file instead of replacing
 * each other's. One write() of a whole line on an O_APPEND file: the
 * lines of two sessions never mix within a line. */
static void history_append(LgState *L, const char *line)
{
  char *path = history_path(L);
  if (!path) return;
  /* O_NONBLOCK: a pipe put there since the start would block */
  int fd = open(path, O_WRONLY | O_APPEND | O_CREAT | O_NONBLOCK | O_NOCTTY | O_CLOEXEC, 0600);
  if (fd < 0) return;   /* no history is not worth an error at the prompt */
  struct stat st;
  if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
    close(fd);
    return;
  }
  size_t n = strlen(line);
  char *rec = mem_alloc_atomic(n + 1);
  memcpy(rec, line, n);
  rec[n] = '\n';
  ssize_t w;
  do w = write(fd, rec, n + 1); while (w < 0 && errno == EINTR);
  close(fd);
}

/* At the end of the session the file is only trimmed: its lines are
 * already there. */
static void input_done(LgState *L)
{
  if (!input_state(L)->editing) return;
  char *path = history_path(L);
  if (path) history_trim(path);
}

/* A malloc'd line, or NULL at end of input. */
static char *input_read(LgState *L, const char *prompt)
{
  return input_state(L)->editing ? read_with_window(prompt) : plain_read(prompt);
}

static void input_remember(LgState *L, const char *text)
{
  if (!input_state(L)->editing || !*text) return;
  add_history(text);
  history_append(L, text);
}

/* PAUSE and PAS read their lines with readline too. */
static char *read_line_for(LgState *L, const char *prompt)
{
  interrupted = 0;
  char *line = read_with_window(prompt);
  if (line == NULL) return NULL;
  input_remember(L, line);
  char *copy = mem_strdup(interrupted ? "" : line);
  free(line);
  return copy;
}
#else
static void input_init(LgState *L) { (void)L; }
static void input_done(LgState *L) { (void)L; }
static void input_remember(LgState *L, const char *text) { (void)L; (void)text; }
static char *input_read(LgState *L, const char *prompt) { (void)L; return plain_read(prompt); }
#endif

/* }==================================================================== */

typedef struct Session {
  WsInput in;
  Buf pending;        /* physical lines of an unfinished logical line */
  size_t pos;
  int lineno;
} Session;

static void session_step(LgState *L, void *ud)
{
  Session *s = ud;
  RdLine line;
  RdStatus st = rd_line(L, s->pending.s, s->pending.n, &s->pos, &s->lineno, &line);
  if (st != RD_OK) return;
  ws_feed(L, &s->in, &line);
}

/* Take every complete logical line of the pending text; keep the rest. */
static WsResult take_lines(LgState *L, Session *s)
{
  for (;;) {
    size_t before = s->pos;
    int rc = err_pcall(L, session_step, s);
    if (rc != 0) {
      if (L->err.code == ERR_BYE) return WS_BYE;
      if (L->err.code == ERR_TOPLEVEL) mem_refill_reserve();
      else err_report(L);
    }
    if (s->pos == before || s->pos >= s->pending.n) break;
  }
  ev_tick(L);   /* what the last drawing command held back is shown */
  if (s->pos >= s->pending.n) {
    s->pending.n = 0;
    s->pos = 0;
  }
  return WS_OK;
}

static const char *prompt_for(Session *s)
{
  if (s->pending.n > 0) return "~ ";
  return s->in.in_def ? "> " : "? ";
}

/* Ctrl-C at the prompt: forget the unfinished line, and the definition
 * being typed if any (it is said, so nothing is lost silently). */
static void cancel_input(LgState *L, Session *s)
{
  interrupted = 0;
  s->pending.n = 0;
  s->pos = 0;
  if (s->in.in_def) {
    Buf b;
    buf_init(&b);
    buf_adds(&b, "Définition de ");
    prn_node(&b, ws_def_name(&s->in), false);
    buf_adds(&b, " abandonnée\n");
    st_say(L, b.s, b.n);
    s->in.in_def = false;
  }
  st_say(L, "\n", 1);
}

static void session_init(Session *s)
{
  ws_input_init(&s->in);
  buf_init(&s->pending);
  s->pos = 0;
  s->lineno = 0;
}

/* A person at a terminal is told how to get help and how to leave, in the
 * session's words; a script or a pipe is not. */
static void greet(LgState *L)
{
  if (!isatty(STDIN_FILENO) || !L->screen->tty) return;
  Buf b;
  buf_init(&b);
  buf_adds(&b, "Tortue " PACKAGE_VERSION " — ");
  buf_adds(&b, vocab_symbol(L, VID_AIDE)->name);
  buf_adds(&b, " pour l'aide, ");
  buf_adds(&b, vocab_symbol(L, VID_AUREVOIR)->name);
  buf_adds(&b, " pour quitter\n");
  st_say(L, b.s, b.n);
}

WsResult repl_run(LgState *L)
{
  Session s;
  session_init(&s);
  L->interactive = true;
  input_init(L);
  greet(L);
#ifdef HAVE_READLINE
  if (input_state(L)->editing) L->read_line = read_line_for;
#endif
  WsResult result = WS_OK;
  for (;;) {
    st_flush(L);
    interrupted = 0;
    char *line = input_read(L, prompt_for(&s));
    if (interrupted) {
      free(line);
      cancel_input(L, &s);
      continue;
    }
    if (line == NULL) {
      st_say(L, "\n", 1);
      break;
    }
    input_remember(L, line);
    prim_dribble_input(L, line);
    buf_adds(&s.pending, line);
    buf_addc(&s.pending, '\n');
    free(line);
    if (take_lines(L, &s) == WS_BYE) {
      result = WS_BYE;
      break;
    }
  }
  input_done(L);
  return result;
}

/* {====================================================================
 * A program on standard input (not a terminal): read line by line, as at
 * the prompt but without prompts, so that LISLISTE reads the lines that
 * follow the instruction.
 * ===================================================================== */

/* At the end of the input: what was left unfinished. */
static void unfinished(LgState *L, void *ud)
{
  Session *s = ud;
  if (s->in.in_def && !s->in.bad_title) err_throw(L, ERR_NO_END, ws_def_name(&s->in));
  if (s->pending.n > 0) err_throw(L, rd_missing(L, s->pending.s, s->pending.n, s->pos));
}

WsResult repl_run_stream(LgState *L)
{
  Session s;
  session_init(&s);
  char *line = NULL;
  size_t cap = 0;
  ssize_t n;
  WsResult result = WS_OK;
  while ((n = getline(&line, &cap, stdin)) >= 0) {
    buf_add(&s.pending, line, (size_t)n);
    if (n == 0 || line[n - 1] != '\n') buf_addc(&s.pending, '\n');
    if (take_lines(L, &s) == WS_BYE) {
      result = WS_BYE;
      break;
    }
  }
  free(line);
  if (result != WS_BYE && err_pcall(L, unfinished, &s) != 0) err_report(L);
  st_flush(L);
  if (result == WS_BYE) return WS_BYE;
  return L->nerrors > 0 ? WS_ERROR : WS_OK;
}

/* }==================================================================== */

/* One key from the terminal within ms milliseconds (any key: the terminal
 * is raw meanwhile, Entrée not needed); the end of the input counts. */
static bool key_within(int ms)
{
  struct pollfd p = {STDIN_FILENO, POLLIN, 0};
  if (poll(&p, 1, ms) <= 0) return false;
  char c;
  return read(STDIN_FILENO, &c, 1) >= 0;
}

/* The idle hook is set while a live drawing device (the window) is open,
 * and let go when it closes: it is what the wait keeps answering. */
void repl_keep_window(LgState *L)
{
  if (!L->hooks.idle || !isatty(STDIN_FILENO)) return;
  err_say(L, ERR_INFO_WINDOW_KEPT);
  st_flush(L);
  struct termios saved, raw;
  bool is_raw = tcgetattr(STDIN_FILENO, &saved) == 0;
  if (is_raw) {
    raw = saved;
    raw.c_lflag &= ~(tcflag_t)(ICANON | ECHO);
    raw.c_cc[VMIN] = 1;
    raw.c_cc[VTIME] = 0;
    is_raw = tcsetattr(STDIN_FILENO, TCSANOW, &raw) == 0;
  }
  while (L->hooks.idle && !interrupted && !key_within(30)) {
    ev_tick(L);
    events_now(L);
  }
  if (is_raw) tcsetattr(STDIN_FILENO, TCSANOW, &saved);
  interrupted = 0;
}
