/* prim_io.c -- ECRIS, TAPE, MONTRE, VIDETEXTE; LISLISTE, LISMOT, LISCAR,
 * which read the keyboard or the file FIXELECTURE chose (prim_file.c). */
#include <config.h>

#include <errno.h>
#include <limits.h>
#include <poll.h>
#include <termios.h>
#include <unistd.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "logo.h"
#include "device.h"
#include "error.h"
#include "mem.h"
#include "eval.h"
#include "events.h"
#include "node.h"
#include "prim.h"
#include "print.h"
#include "reader.h"
#include "state.h"
#include "utf8.h"
#include "word.h"

/* The value of UCBLogo's variable name when it is a nonnegative integer
 * (PRINTDEPTHLIMIT, PRINTWIDTHLIMIT), under UCBLogo's rules; else -1. */
static int print_limit(LgState *L, const char *name)
{
  Symbol *s = L->vocab->ucblogo ? word_find(&L->syms, name, strlen(name)) : NULL;
  int64_t k;
  if (s == NULL || s->value == NOVAL || !IS_WORD(s->value) || !nd_to_int(s->value, &k) || k < 0)
    return -1;
  return k > INT_MAX ? INT_MAX : (int)k;
}

/* Write one input: words straight out, lists through a buffer. */
static void print_one(LgState *L, Node *v, bool show)
{
  if (IS_WORD(v)) {
    size_t len;
    const char *s = nd_chars(v, &len);
    st_write(L, s, len);
    return;
  }
  Buf b;
  buf_init(&b);
  b.depth_limit = print_limit(L, "printdepthlimit");
  b.width_limit = print_limit(L, "printwidthlimit");
  if (b.width_limit == 0) b.width_limit = -1;   /* UCBLogo ignores a width of 0 */
  prn_node(&b, v, show);
  st_write(L, b.s, b.n);
}

/* sep: between inputs; show: lists keep their brackets; nl: end of line. */
static Node *print_args(LgState *L, Node **a, int n, bool sep, bool show, bool nl)
{
  for (int i = 0; i < n; i++) {
    if (i > 0 && sep) st_write(L, " ", 1);
    print_one(L, a[i], show);
  }
  if (nl) st_write(L, "\n", 1);
  return NOVAL;
}

static Node *p_print(LgState *L, Node **a, int n) { return print_args(L, a, n, true, false, true); }
static Node *p_type(LgState *L, Node **a, int n) { return print_args(L, a, n, false, false, false); }
static Node *p_show(LgState *L, Node **a, int n) { return print_args(L, a, n, true, true, true); }

/* Clears a terminal; does nothing when the output is a file or a pipe, so
 * that scripted output stays clean. */
static Node *p_cleartext(LgState *L, Node **a, int n)
{
  (void)a;
  (void)n;
  st_clear(L);
  return NOVAL;
}

/* CAPTURE [instructions]: run them and output what they printed, as one
 * word, instead of printing it (COMPARE.REINES compares traces this way). */
static Node *p_capture(LgState *L, Node **a, int n)
{
  (void)n;
  Node *list = arg_list(L, a, 0);
  TextDevice *screen = L->screen, *writer = L->writer;
  Node *writer_name = L->writer_name;
  L->screen = dev_memory();
  L->writer = NULL;   /* what is printed is captured, even with a writer file */
  int st;
  int failed = ev_pcall_list(L, list, CTX_CMD, L->prim, &st);
  TextDevice *mem = L->screen;
  L->screen = screen;
  /* a FIXEECRITURE inside the list lasts until its end; the writer from
   * before comes back, unless the list closed it (its device has no
   * stream then) */
  L->writer = writer && writer->f ? writer : NULL;
  L->writer_name = writer_name;
  /* the device's text is GC memory no one else holds: the word takes it */
  Node *w = nd_word_nocopy(mem->text ? mem->text : "", mem->len, 0);
  if (failed) err_rethrow(L);
  if (st != ST_NORMAL) err_throw(L, ERR_NOT_IN_EXPR, L->prim->name->word);
  return w;
}

/* One line of the reader file or of standard input as a word, or NULL at
 * the end. */
static Node *read_line(LgState *L)
{
  st_flush(L);
  Node *line = st_read_line(L);
  if (L->interrupt && *L->interrupt) ev_poll(L);   /* Ctrl-C ended the wait */
  return line;
}

/* LISLISTE: a line, read as a list. At the end of a file it outputs the
 * empty word, as in UCBLogo, so that an empty line ([]) and the end differ;
 * at the end of the keyboard input, [] as before. */
static Node *p_readlist(LgState *L, Node **a, int n)
{
  (void)a;
  (void)n;
  Node *w = read_line(L);
  if (w == NULL) return L->reader ? nd_word("", 0) : NIL;
  return rd_list(L, w->u.w.s, w->len);
}

/* LIS [question] "nom: ask, then give the variable what is typed (one
 * word or number as such, several as a list), as XLogo does. */
static Node *p_ask(LgState *L, Node **a, int n)
{
  (void)n;
  Node *name = arg_word(L, a, 1);
  if (nd_type(name) != NT_WORD || name->len == 0) arg_error(L, name);
  if (L->reader == NULL) {   /* a question for the keyboard, on the screen */
    Buf b;
    buf_init(&b);
    prn_node(&b, a[0], false);
    buf_addc(&b, ' ');
    st_say(L, b.s, b.n);
  }
  Node *w = read_line(L);
  Node *answer = w ? rd_list(L, w->u.w.s, w->len) : NIL;
  if (IS_CONS(answer) && CDR(answer) == NIL) answer = CAR(answer);
  word_symbol(&L->syms, name)->value = answer;
  return NOVAL;
}

/* LISMOT: a line, as one word. At the end of a file [] (UCBLogo: an
 * empty line is the empty word); at the end of the keyboard input, the
 * empty word as before. */
static Node *p_readword(LgState *L, Node **a, int n)
{
  (void)a;
  (void)n;
  Node *w = read_line(L);
  if (w == NULL) return L->reader ? NIL : nd_word("", 0);
  return w;
}

/* At a terminal the line discipline holds keys until Entrée; a Logo
 * program asking for one key (a game, "appuie sur une touche") wants it as
 * soon as it is typed, unechoed. Turn canonical mode and echo off around
 * the read, Ctrl-C kept (ISIG), and put the modes back at once. */
static bool key_mode(int fd, struct termios *saved)
{
  if (!isatty(fd) || tcgetattr(fd, saved) != 0) return false;
  struct termios raw = *saved;
  raw.c_lflag &= ~(tcflag_t)(ICANON | ECHO);
  raw.c_cc[VMIN] = 1;
  raw.c_cc[VTIME] = 0;
  return tcsetattr(fd, TCSANOW, &raw) == 0;
}

/* One byte of in, EOF at the end (or Ctrl-C). At a terminal read(2) takes
 * exactly the byte: stdio would pull in the keys typed ahead too, and the
 * next prompt (readline reads the descriptor) would never see them. */
static int next_byte(LgState *L, FILE *in, bool keys)
{
  if (!keys) return getc(in);
  st_wait_input(L, fileno(in));   /* the window live while the key waits */
  unsigned char b;
  return read(fileno(in), &b, 1) == 1 ? b : EOF;
}

/* LISCAR: one character (a UTF-8 character; [] at the end). In the
 * browser's page, a key typed on its canvas (events.c). */
static Node *p_readchar(LgState *L, Node **a, int n)
{
  (void)a;
  (void)n;
  st_flush(L);
  if (L->reader == NULL && L->keyboard_by_host) {   /* the page: its canvas's keys */
    Node *k = evt_read_host_key(L);
    return k ? k : NIL;
  }
  FILE *in = st_input(L);
  struct termios saved;
  bool keys = in == stdin && key_mode(fileno(in), &saved);
  Node *window_key = keys ? evt_read_key(L, fileno(in)) : NULL;   /* the window's, or the terminal's */
  if (window_key) {
    tcsetattr(fileno(in), TCSANOW, &saved);
    return window_key;
  }
  int c = next_byte(L, in, keys);
  char buf[4] = { (char)c };
  size_t len = utf8_lead_len((unsigned char)c);
  for (size_t i = 1; c != EOF && i < len; i++) {
    int d = next_byte(L, in, keys);
    if (d == EOF) { len = i; break; }
    buf[i] = (char)d;
  }
  if (keys) tcsetattr(fileno(in), TCSANOW, &saved);
  if (c == EOF) {
    if (in == stdin) clearerr(stdin);   /* Ctrl-D ends this read only */
    ev_poll(L);                          /* Ctrl-C stops the program */
    return NIL;
  }
  return nd_word(buf, len);
}

/* TOUCHE?: has a key been typed (something waiting on standard input)?
 * With a reader file: is there anything left in it (UCBLogo). */
static Node *p_keyp(LgState *L, Node **a, int n)
{
  (void)a;
  (void)n;
  if (L->reader) return bool_node(L, !st_at_end(L->reader));
  if (evt_key_waiting(L)) return L->w_true;   /* typed in the window */
  if (L->keyboard_by_host) return L->w_false;   /* the page: no terminal */
  /* a key typed at a terminal is seen only outside canonical mode */
  struct termios saved;
  bool keys = key_mode(fileno(stdin), &saved);
  struct pollfd p = { fileno(stdin), POLLIN, 0 };
  bool ready = poll(&p, 1, 0) > 0 && (p.revents & POLLIN);
  if (keys) tcsetattr(fileno(stdin), TCSANOW, &saved);
  return bool_node(L, ready);
}

/* .UTF8?: may the terminal show characters beyond ASCII (locale)? */
static Node *p_utf8p(LgState *L, Node **a, int n)
{
  (void)a;
  (void)n;
  const char *vars[] = { "LC_ALL", "LC_CTYPE", "LANG" };
  for (int i = 0; i < 3; i++) {
    const char *v = getenv(vars[i]);
    if (v && *v) return bool_node(L, strstr(v, "UTF-8") || strstr(v, "utf8") || strstr(v, "UTF8"));
  }
  return L->w_false;
}

#define P(id, fn, mn, df, mx) { VID_##id, fn, NULL, mn, df, mx, PREC_NONE, 0 }
/* {====================================================================
 * UCBLogo's terminal words: SETCURSOR, CURSOR, STANDOUT, READCHARS,
 * SHELL, DRIBBLE
 * ===================================================================== */

/* A position [x y] of two integers from 0. */
static void position_arg(LgState *L, Node **a, int *x, int *y)
{
  Node *l = a[0];
  int64_t px, py;
  if (!IS_CONS(l) || CDR(l) == NIL || CDR(CDR(l)) != NIL || !nd_to_int(CAR(l), &px) ||
      !nd_to_int(CAR(CDR(l)), &py) || px < 0 || py < 0 || px > 9999 || py > 9999)
    arg_error(L, l);
  *x = (int)px;
  *y = (int)py;
}

static Node *p_setcursor(LgState *L, Node **a, int n)
{
  (void)n;
  int x, y;
  position_arg(L, a, &x, &y);
  st_flush(L);
  dev_cursor_to(L->screen, x, y);
  return NOVAL;
}

static Node *p_cursor(LgState *L, Node **a, int n)
{
  (void)a;
  (void)n;
  int x, y;
  st_flush(L);
  if (!dev_cursor_at(L->screen, &x, &y))
    err_throw(L, ERR_MEANINGLESS, L->prim->name->word,
              nd_cstr("l'écran n'est pas un terminal qui dit où est son curseur"));
  Node *items[2] = { nd_int(x), nd_int(y) };
  return nd_list_from(items, 2);
}

/* STANDOUT chose: its printed form between a terminal's escapes for
 * reverse video, as UCBLogo gives it (a word, to print later). */
static Node *p_standout(LgState *L, Node **a, int n)
{
  (void)L;
  (void)n;
  Buf b;
  buf_init(&b);
  buf_adds(&b, "\033[7m");
  prn_node(&b, a[0], false);
  buf_adds(&b, "\033[27m");
  return nd_word(b.s, b.n);
}

/* READCHARS n: n characters of the reader (fewer at its end; [] when
 * there are none). */
static Node *p_readchars(LgState *L, Node **a, int n)
{
  (void)n;
  int64_t k = arg_int(L, a, 0);
  if (k < 0) arg_error(L, a[0]);
  Buf b;
  buf_init(&b);
  for (int64_t i = 0; i < k; i++) {
    Node *c = p_readchar(L, a, 0);
    if (c == NIL) break;
    buf_add(&b, c->u.w.s, c->len);
  }
  if (b.n == 0 && k > 0) return NIL;
  return nd_word(b.s, b.n);
}

/* The command of SHELL: a word, or a list's members between spaces. */
static const char *command_arg(LgState *L, Node **a)
{
  Buf b;
  buf_init(&b);
  if (IS_LIST(a[0])) prn_node(&b, a[0], false);
  else {
    size_t len;
    const char *s = arg_chars(L, a[0], &len);
    buf_add(&b, s, len);
  }
  if (b.n == 0 || memchr(b.s, '\0', b.n)) arg_error(L, a[0]);
  buf_addc(&b, '\0');
  return b.s;
}

/* SHELL commande, (SHELL commande vrai): what the command writes, a list
 * of its lines, each read as a list (a word with the second input). */
static Node *p_shell(LgState *L, Node **a, int n)
{
  const char *cmd = command_arg(L, a);
  bool words = n == 2 && arg_bool(L, a, 1);
#ifdef __EMSCRIPTEN__
  /* a page starts no program: said as UCBLogo's words without a meaning
   * here are, not as a file that could not be opened */
  (void)cmd;
  (void)words;
  err_throw(L, ERR_MEANINGLESS, L->prim->name->word,
            nd_cstr("le navigateur ne lance pas de commandes du système"));
#endif
  st_flush(L);
  FILE *f = popen(cmd, "r");
  if (f == NULL) err_throw(L, ERR_CANT_OPEN, a[0], nd_cstr(err_system(errno)));
  Node *head = NIL, **tail = NULL;
  size_t len;
  char *line;
  while ((line = st_getline(f, &len, L->interrupt)) != NULL)
    nd_append(&head, &tail, words ? nd_word(line, len) : rd_list(L, line, len));
  pclose(f);
  ev_poll(L);
  return head;
}

/* DRIBBLE "fichier: a copy of what is written on the screen goes to the
 * file too, until NODRIBBLE (the state of the module, st_ext). */
typedef struct Dribble {
  FILE *f;
} Dribble;

static const char dribble_key;

static void dribble_close(LgState *L, void *data)
{
  (void)L;
  Dribble *d = data;
  if (d->f) fclose(d->f);
  d->f = NULL;
}

void prim_dribble_input(LgState *L, const char *line)
{
  Dribble *d = st_ext(L, &dribble_key, sizeof(Dribble), dribble_close);
  if (d->f && dev_tee_under(L->screen)) fprintf(d->f, "%s\n", line);
}

static Node *p_nodribble(LgState *L, Node **a, int n)
{
  (void)a;
  (void)n;
  Dribble *d = st_ext(L, &dribble_key, sizeof(Dribble), dribble_close);
  TextDevice *under = dev_tee_under(L->screen);
  if (under) L->screen = under;
  dribble_close(L, d);
  return NOVAL;
}

static Node *p_dribble(LgState *L, Node **a, int n)
{
  Node *w = arg_word(L, a, 0);
  size_t len;
  const char *s = nd_chars(w, &len);
  if (len == 0 || memchr(s, '\0', len)) arg_error(L, w);
  p_nodribble(L, a, n);
  st_flush(L);
  FILE *f = fopen(mem_strndup(s, len), "we");
  if (f == NULL) err_throw(L, ERR_CANT_OPEN, w, nd_cstr(err_system(errno)));
  ((Dribble *)st_ext(L, &dribble_key, sizeof(Dribble), dribble_close))->f = f;
  L->screen = dev_tee(L->screen, f);
  return NOVAL;
}

/* }==================================================================== */

static const PrimEntry io_prims[] = {
  P(ECRIS,      p_print,     0, 1, -1),
  P(TAPE,       p_type,      0, 1, -1),
  P(MONTRE,     p_show,      0, 1, -1),
  P(VIDETEXTE,  p_cleartext, 0, 0, 0),
  P(TOUCHE_P,   p_keyp,      0, 0, 0),
  { VID_CAPTURE, p_capture, NULL, 1, 1, 1, PREC_NONE, 0, .code = 1, .shape = "i" },
  P(LISLISTE,   p_readlist,  0, 0, 0),
  P(LISMOT,     p_readword,  0, 0, 0),
  P(LISCAR,     p_readchar,  0, 0, 0),
  P(LIS,        p_ask,       2, 2, 2),
  P(DOT_UTF8_P, p_utf8p,     0, 0, 0),
  P(SETCURSOR,  p_setcursor, 1, 1, 1),
  P(CURSOR,     p_cursor,    0, 0, 0),
  P(STANDOUT,   p_standout,  1, 1, 1),
  P(READRAWLINE, p_readword, 0, 0, 0),
  P(READCHARS,  p_readchars, 1, 1, 1),
  P(SHELL,      p_shell,     1, 1, 2),
  P(DRIBBLE,    p_dribble,   1, 1, 1),
  P(NODRIBBLE,  p_nodribble, 0, 0, 0),
  PRIM_END
};

void prim_open_io(LgState *L)
{
  prim_register(L, io_prims);
}
