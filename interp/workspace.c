/* workspace.c -- definitions and running texts. */
#include <config.h>

#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "logo.h"
#include "error.h"
#include "grow.h"
#include "eval.h"
#include "fs.h"
#include "mem.h"
#include "node.h"
#include "print.h"
#include "proc.h"
#include "reader.h"
#include "state.h"
#include "word.h"
#include "vocab.h"
#include "workspace.h"

/* The state of this module (st_ext): whether a file or lib-logo is being
 * read (loading: a procedure is redefined without a word, and its POUR is
 * not one typed at the prompt); lib-logo's folder, not read yet (the miss
 * hook is set meanwhile). Whether the text running is lib-logo's is the
 * core's (L->loading_library: DONNE reads it). */
typedef struct Workspace {
  bool loading;
  const char *dir;
} Workspace;

static const char ws_key;

static Workspace *ws_state(LgState *L)
{
  return st_ext(L, &ws_key, sizeof(Workspace), NULL);
}

/* Set the loading flag; its value before. */
static bool set_loading(LgState *L, bool on)
{
  Workspace *w = ws_state(L);
  bool was = w->loading;
  w->loading = on;
  return was;
}

void ws_input_init(WsInput *in)
{
  memset(in, 0, sizeof *in);
}

Node *ws_def_name(WsInput *in)
{
  return in->title_words ? CAR(in->title_words) : NIL;
}

static bool is_word_sym(LgState *L, Node *w, Symbol *sym)
{
  return w != NIL && nd_type(w) == NT_WORD && word_symbol(&L->syms, w) == sym;
}

static bool is_fin_line(LgState *L, Node *words)
{
  return words != NIL && CDR(words) == NIL && is_word_sym(L, CAR(words), L->s_fin);
}

/* {====================================================================
 * Title lines: POUR NOM :a :b [:c 5] [:reste] 2
 * ===================================================================== */

static Symbol *param_symbol(LgState *L, Node *w)
{
  if (!IS_WORD(w) || nd_type(w) != NT_WORD) err_throw(L, ERR_BAD_TITLE, w);
  size_t len;
  const char *s = nd_chars(w, &len);
  if (len > 0 && s[0] == ':') {
    s++;
    len--;
  }
  if (len == 0) err_throw(L, ERR_BAD_TITLE, w);
  return word_intern(&L->syms, s, len);
}

/* Under UCBLogo's rules, REDEFP true lets a program redefine, copy onto
 * or erase even UCBLogo's primitives. */
bool ws_redefp(LgState *L)
{
  Symbol *s = L->vocab->ucblogo ? word_find(&L->syms, "redefp", 6) : NULL;
  return s && s->value != NOVAL && IS_WORD(s->value) &&
         word_symbol(&L->syms, s->value) == word_symbol(&L->syms, L->w_true);
}

bool ws_reserved(LgState *L, Node *name)
{
  Proc *old = word_symbol(&L->syms, name)->proc;
  if (old == NULL || old->kind == PK_USER || ws_redefp(L)) return false;
  size_t len;
  const char *s = nd_chars(name, &len);
  return vocab_reserved(L->vocab, s, len);
}

static void check_name(LgState *L, Node *name)
{
  if (name == NIL || !IS_WORD(name) || nd_type(name) != NT_WORD || name->len == 0 ||
      name->u.w.s[0] == ':' || name->u.w.s[0] == '"')
    err_throw(L, ERR_BAD_TITLE, name == NIL ? vocab_word(L, VID_POUR) : name);
  if (ws_reserved(L, name)) err_throw(L, ERR_IS_PRIM, name);
}

/* Fill p's inputs from the title words after the name. */
static void parse_title(LgState *L, Proc *p, Node *params)
{
  int cap = (int)nd_list_length(params) + 1;
  /* both arrays in one block (a procedure is defined at each POUR) */
  void **both = mem_alloc(2 * (size_t)cap * sizeof(void *));
  p->params = (Symbol **)both;
  p->defaults = (Node **)(both + cap);
  int def = -1;
  for (Node *q = params; q != NIL; q = CDR(q)) {
    Node *w = CAR(q);
    int64_t k;
    if (IS_CONS(w) && CDR(w) == NIL && !p->rest) {
      p->rest = param_symbol(L, CAR(w));
    } else if (IS_CONS(w) && !p->rest) {
      p->params[p->nreq + p->nopt] = param_symbol(L, CAR(w));
      p->defaults[p->nopt++] = CDR(w);
    } else if (IS_WORD(w) && nd_to_int(w, &k) && CDR(q) == NIL && k >= 0) {
      def = (int)k;
    } else if (IS_WORD(w) && p->nopt == 0 && !p->rest) {
      p->params[p->nreq++] = param_symbol(L, w);
    } else {
      err_throw(L, ERR_BAD_TITLE, w);
    }
  }
  int total = p->nreq + p->nopt;
  for (int i = 0; i < total; i++)
    for (int j = i + 1; j < total; j++)
      if (p->params[i] == p->params[j]) err_throw(L, ERR_BAD_TITLE, p->params[j]->word);
  if (total > TAIL_MAX_ARGS) err_throw(L, ERR_BAD_TITLE, CAR(params));
  p->min_args = (int16_t)p->nreq;
  p->max_args = p->rest ? -1 : (int16_t)total;
  p->def_args = (int16_t)(def >= p->nreq && (def <= total || p->rest) ? def : p->nreq);
}

/* }==================================================================== */

/* A procedure of lib-logo read from its file keeps only its lines' text:
 * their words are read again from it when needed (ws_line_words). Not
 * for lines given as lists, whose printed text might not read back as
 * the same words. */
static void keep_text_only(WsInput *in)
{
  for (int i = 0; i < in->n; i++)
    if (in->lines[i].tokens != NIL) {
      in->lines[i].tokens = NIL;
      in->lines[i].unread = true;
    }
}

/* The procedure in, known as name, not yet registered anywhere: its title
 * as begin_def read it, else read now. */
static Proc *make_proc(LgState *L, WsInput *in, Symbol *name)
{
  Proc *p = in->parsed;
  in->parsed = NULL;
  if (!p) {
    p = mem_alloc(sizeof(Proc));
    parse_title(L, p, CDR(in->title_words));
  }
  p->kind = PK_USER;
  p->name = name;
  p->title = in->title_text;
  p->nlines = in->n;
  p->lines = in->lines;
  p->last_line = -1;
  for (int i = 0; i < in->n; i++)
    if (line_has_words(&in->lines[i])) p->last_line = i;
  if (L->loading_library) p->flags |= PF_LIBRARY;
  if (L->loading_library && !in->listed) {
    keep_text_only(in);
    L->hooks.reread = ws_line_words;   /* the evaluator reads them so */
  }
  if (in->macro) p->flags |= PF_MACRO;
  return p;
}

/* The one rule for a name that already has a procedure (POUR, DEFINIS,
 * a file, lib-logo):
 * - a primitive's is refused (check_name), but under UCBLogo's rules
 *   (English), where only UCBLogo's primitives keep their names: Tortue's
 *   own primitives and its C versions of UCBLogo's library (MAP, FOR,
 *   REMOVE...) give way to the program's procedure like lib-logo's,
 *   without a word (UCBLogo's library is buried), and EFFACE gives them
 *   back;
 * - typed at the prompt, POUR of a procedure of lib-logo is refused (in
 *   French), and
 *   so is POUR of the user's own where the vocabulary says so (English:
 *   UCBLogo's TO); in French the user's own is redefined, "NOM redéfinie"
 *   (XLogo's habit: pupils retype a procedure to correct it) (begin_def);
 * - anywhere else the new definition replaces the old; when it replaces a
 *   procedure of lib-logo, one line says so, and lib-logo's is kept aside
 *   (Proc.hidden): EFFACE gives it back. lib-logo read after the user's
 *   procedure of the same name counts the same: the user's stays.
 * LANGUE rewrites every procedure through here too: what is hidden stays
 * hidden, without saying it again. */
static void say_replaced(LgState *L, Node *name)
{
  err_say(L, ERR_INFO_LIBRARY_REPLACED, name, name, vocab_word(L, VID_EFFACE), name);
}

static Proc *define(LgState *L, WsInput *in)
{
  Node *name = CAR(in->title_words);
  check_name(L, name);
  Symbol *sym = word_symbol(&L->syms, name);
  Proc *old = sym->proc;
  if (L->loading_library && old && !(old->flags & PF_LIBRARY)) {
    bool first = old->hidden == NULL;
    old->hidden = make_proc(L, in, sym);
    if (first) say_replaced(L, name);
    return old;
  }
  Proc *p = make_proc(L, in, sym);
  if (old && !L->loading_library) {
    bool library = (old->flags & PF_LIBRARY) || old->kind != PK_USER;
    p->hidden = library ? old : old->hidden;
    if (library && !L->vocab->ucblogo) say_replaced(L, name);
  }
  p->name->proc = p;
  /* listed as the title spells it (PROCEDURES, IMTS...) */
  if (old == NULL || old->kind != PK_USER) L->defined = nd_cons(name, L->defined);
  L->epoch++;
  return p;
}

/* A line of the body; unread: it has words, not read yet (text_step). */
static void add_body_line(WsInput *in, RdLine *line, bool unread)
{
  GROW_TO_FIT(in->lines, in->cap, in->n + 1, 8);
  in->lines[in->n].tokens = line->words;
  in->lines[in->n].text = line->text;
  in->lines[in->n].code = NULL;
  in->lines[in->n].unread = unread;
  in->n++;
}

/* POUR NAME at the prompt when NAME exists: its new body is taken up to
 * FIN and dropped (never run line by line as commands), and the person is
 * told how to change or replace the procedure. */
LG_NORETURN static void refuse_redefinition(LgState *L, WsInput *in, Node *name)
{
  in->in_def = true;
  in->bad_title = true;
  Node *hint = err_text(ERR_HINT_IGNORED, vocab_word(L, VID_FIN));
  err_throw_hint(L, hint, ERR_ALREADY_DEF, name, vocab_word(L, VID_EDITE), name,
                 vocab_word(L, VID_EFFACE), name);
}

/* POUR at the start of a line: check the title now, so that a typo is
 * reported before the body is typed. */
static void begin_def(LgState *L, WsInput *in, RdLine *line)
{
  /* In a file, a bad title still takes its body up to FIN, so the body is
   * not run line by line; at the prompt the person sees the error and the
   * "?" prompt, and goes on from there, as in UCBLogo. */
  in->in_def = !L->interactive;
  in->bad_title = true;
  in->macro = false;
  in->title_words = CDR(line->words);
  in->title_text = line->text;
  in->lines = NULL;
  in->n = in->cap = 0;
  in->parsed = NULL;
  if (in->title_words == NIL) err_throw(L, ERR_BAD_TITLE, vocab_word(L, VID_POUR));
  Node *name = CAR(in->title_words);
  check_name(L, name);
  bool typed = !ws_state(L)->loading && L->interactive;
  Symbol *sym = word_symbol(&L->syms, name);
  /* a procedure of lib-logo is refused too */
  Proc *old = typed ? st_proc(L, sym) : sym->proc;
  in->retyped = old && typed && old->kind == PK_USER &&
                !(L->vocab->ucblogo && (old->flags & PF_LIBRARY));
  if (in->retyped && ((old->flags & PF_LIBRARY) || !L->vocab->retype_redefines))
    refuse_redefinition(L, in, name);
  Proc *p = mem_alloc(sizeof(Proc));
  parse_title(L, p, CDR(in->title_words));
  in->parsed = p;
  in->in_def = true;
  in->bad_title = false;
}

static void end_def(LgState *L, WsInput *in)
{
  in->in_def = false;
  if (in->bad_title) return;
  Proc *p = define(L, in);
  if (L->interactive && !ws_state(L)->loading) {
    Buf b;
    buf_init(&b);
    prn_node(&b, p->name->word, false);
    buf_adds(&b, in->retyped ? " redéfinie\n" : " définie\n");
    st_say(L, b.s, b.n);
  }
}

void ws_feed(LgState *L, WsInput *in, RdLine *line)
{
  if (in->in_def) {
    if (is_fin_line(L, line->words)) end_def(L, in);
    else add_body_line(in, line, false);
    return;
  }
  if (line->words == NIL) return;
  /* POUR first: lib-logo's 300-odd titles then need no look-up of .MACRO */
  bool pour = is_word_sym(L, CAR(line->words), L->s_pour);
  bool macro = !pour && is_word_sym(L, CAR(line->words), vocab_symbol(L, VID_MACRO));
  if (pour || macro) {
    begin_def(L, in, line);
    in->macro = macro;
    return;
  }
  ev_toplevel(L, line->words);
}

/* {====================================================================
 * The workspace as data: names, DEFINIS and TEXTE
 * ===================================================================== */

static int by_key(const void *x, const void *y)
{
  return strcmp((*(Symbol *const *)x)->key, (*(Symbol *const *)y)->key);
}

Node *ws_names_with(LgState *L, WsWhat what)
{
  size_t n = 0, cap = 0;
  Symbol **syms = NULL;
  for (size_t i = 0; i < L->syms.size; i++)
    for (Symbol *y = L->syms.buckets[i]; y; y = y->next) {
      if (what == WS_VARS ? y->value == NOVAL : y->plist == NIL) continue;
      if (y->flags & (what == WS_VARS ? SF_BURIED_VAR : SF_BURIED_PLIST)) continue;
      /* under UCBLogo's rules, lib-logo's globals and UCBLogo's special
       * variables are buried: not listed */
      if (what == WS_VARS && (y->flags & SF_LIBRARY) && L->vocab->ucblogo) continue;
      GROW_TO_FIT(syms, cap, n + 1, 64);
      syms[n++] = y;
    }
  if (n > 1) qsort(syms, n, sizeof(Symbol *), by_key);
  Node *names = NIL;
  while (n > 0) names = nd_cons(syms[--n]->word, names);
  return names;
}

Node *ws_title_text(LgState *L, Node *name, Node *inputs)
{
  Buf b;
  buf_init(&b);
  prn_node(&b, L->s_pour->word, false);
  buf_addc(&b, ' ');
  prn_node(&b, name, false);
  for (Node *p = inputs; p != NIL; p = CDR(p)) {
    Node *in = CAR(p);
    buf_adds(&b, IS_CONS(in) ? " [:" : " :");
    prn_node(&b, IS_CONS(in) ? CAR(in) : in, false);
    if (IS_CONS(in)) {
      for (Node *q = CDR(in); q != NIL; q = CDR(q)) {
        buf_addc(&b, ' ');
        prn_node(&b, CAR(q), true);
      }
      buf_addc(&b, ']');
    }
  }
  return nd_word_nocopy(b.s, b.n, 0);
}

/* "POUR NOM :x" made ".MACRO NOM :x", so that IM and SAUVE write a
 * macro back as one. */
static Node *macro_title(LgState *L, Node *title)
{
  size_t len, skip = L->s_pour->word->len;
  const char *s = nd_chars(title, &len);
  Buf b;
  buf_init(&b);
  prn_node(&b, vocab_word(L, VID_MACRO), false);
  buf_add(&b, s + skip, len - skip);
  return nd_word(b.s, b.n);
}

/* A word of a line given as a list, typed so that reading the line again
 * gives it back: a character that would end it or mean something else
 * (a bracket, a bar, a space...) gets a backslash. Parentheses stay as
 * they are: a list keeps them in its words ((MOT), a line makes words of
 * them, and running either splits them alike. */
static void code_word(Buf *b, Node *w)
{
  size_t len;
  const char *s = nd_chars(w, &len);
  for (size_t i = 0; i < len; i++) {
    if (s[i] != '\0' && strchr(" \t\n\r[]{}|;~\\", s[i])) buf_addc(b, '\\');
    buf_addc(b, s[i]);
  }
}

static void code_items(Buf *b, Node *list)
{
  for (Node *p = list; p != NIL; p = CDR(p)) {
    Node *v = CAR(p);
    if (IS_LIST(v)) {
      buf_addc(b, '[');
      code_items(b, v);
      buf_addc(b, ']');
    } else if (IS_WORD(v) && !IS_NUM(v)) {
      code_word(b, v);
    } else {
      prn_node(b, v, true);
    }
    if (CDR(p) != NIL) buf_addc(b, ' ');
  }
}

/* The text of a line given as a list: it reads back as the same words
 * (IM, SAUVE, EDITE and LANGUE write it, and read it again). */
static Node *code_text(LgState *L, Node *line)
{
  st_check_stack(L);
  Buf b;
  buf_init(&b);
  code_items(&b, line);
  return nd_word(b.s ? b.s : "", b.n);
}

/* TEXTE's form [[inputs] [line]...] as the lines of a definition of name;
 * by names who is refused it. */
static void text_input(LgState *L, WsInput *in, Node *name, Node *text, Node *by)
{
  if (!IS_CONS(text) || !IS_LIST(CAR(text))) err_throw(L, ERR_BAD_INPUT, by, text);
  ws_input_init(in);
  in->listed = true;
  in->title_words = nd_cons(name, CAR(text));
  in->title_text = ws_title_text(L, name, CAR(text));
  for (Node *p = CDR(text); p != NIL; p = CDR(p)) {
    if (!IS_LIST(CAR(p))) err_throw(L, ERR_BAD_INPUT, by, CAR(p));
    RdLine line = { CAR(p), code_text(L, CAR(p)), 0, 0 };
    add_body_line(in, &line, false);
  }
}

Proc *ws_text_proc(LgState *L, Symbol *shown, Node *text)
{
  WsInput in;
  text_input(L, &in, shown->word, text, shown->word);
  return make_proc(L, &in, shown);
}

static void define_text(LgState *L, Node *name, Node *text, bool macro)
{
  WsInput in;
  text_input(L, &in, name, text, vocab_word(L, VID_DEFINIS));
  in.macro = macro;
  if (macro) in.title_text = macro_title(L, in.title_text);
  define(L, &in);
}

void ws_define_text(LgState *L, Node *name, Node *text)
{
  define_text(L, name, text, false);
}

void ws_define_macro(LgState *L, Node *name, Node *text)
{
  define_text(L, name, text, true);
}

Node *ws_line_words(LgState *L, Proc *p, int i)
{
  BodyLine *b = &p->lines[i];
  if (LG_UNLIKELY(b->unread)) {
    /* the text read as at loading: one logical line, the same words */
    size_t len, pos = 0;
    int lineno = 0;
    const char *s = nd_chars(b->text, &len);
    RdLine line = { 0 };   /* words NIL should the text not read (it always does) */
    rd_line(L, s, len, &pos, &lineno, &line);
    b->tokens = line.words;
    b->unread = false;
  }
  return b->tokens;
}

/* The input s as the title line spells it (POUR CARRE :Cote gives Cote,
 * whatever spelling the symbol was first met with); inputs: the title's
 * words after POUR and the name. */
static Node *spelled(LgState *L, Symbol *s, Node *inputs)
{
  for (Node *q = inputs; q != NIL; q = CDR(q)) {
    Node *w = IS_CONS(CAR(q)) ? CAR(CAR(q)) : CAR(q);
    size_t len;
    if (!IS_WORD(w) || nd_type(w) != NT_WORD) continue;
    const char *c = nd_chars(w, &len);
    if (len > 1 && c[0] == ':') c++, len--;
    if (word_find(&L->syms, c, len) == s) return nd_word(c, len);
  }
  return s->word;
}

Node *ws_text(LgState *L, Proc *p)
{
  Node *inputs = NIL, **tail = NULL, *title = NIL;
  if (IS_WORD(p->title)) {
    size_t len;
    const char *s = nd_chars(p->title, &len);
    title = rd_list(L, s, len);
    title = title != NIL && CDR(title) != NIL ? CDR(CDR(title)) : NIL;
  }
  for (int i = 0; i < p->nreq; i++) nd_append(&inputs, &tail, spelled(L, p->params[i], title));
  for (int i = 0; i < p->nopt; i++)
    nd_append(&inputs, &tail, nd_cons(spelled(L, p->params[p->nreq + i], title), p->defaults[i]));
  if (p->rest) nd_append(&inputs, &tail, nd_cons(spelled(L, p->rest, title), NIL));
  Node *text = nd_open_cell(inputs, NIL), **t2 = &text->u.l.cdr;
  for (int i = 0; i < p->nlines; i++)
    if (line_has_words(&p->lines[i])) nd_append(&text, &t2, ws_line_words(L, p, i));
  return text;
}

/* The text of p as SAUVE writes it: its title line, its lines, FIN. */
void ws_proc_text(LgState *L, Proc *p, Buf *b)
{
  prn_node(b, p->title, false);
  buf_addc(b, '\n');
  for (int i = 0; i < p->nlines; i++) {
    prn_node(b, p->lines[i].text, false);
    buf_addc(b, '\n');
  }
  buf_adds(b, ws_end_word(L));
  buf_addc(b, '\n');
}

const char *ws_end_word(LgState *L)
{
  if (L->vocab->ucblogo) return "end";
  const char *names = vocab_names(L->vocab, VID_FIN);
  return mem_strndup(names, strcspn(names, " "));
}

void ws_forget(LgState *L, Node *name)
{
  Symbol *sym = word_symbol(&L->syms, name);
  if (sym->proc && sym->proc->kind == PK_USER) sym->proc = NULL;
  Node *keep = NIL, **tail = NULL;
  for (Node *p = L->defined; p != NIL; p = CDR(p))
    if (word_symbol(&L->syms, CAR(p)) != sym) nd_append(&keep, &tail, CAR(p));
  L->defined = keep;
  L->epoch++;
}

void ws_forget_unbound(LgState *L)
{
  Node *keep = NIL, **tail = NULL;
  for (Node *p = L->defined; p != NIL; p = CDR(p))
    if (word_symbol(&L->syms, CAR(p))->proc) nd_append(&keep, &tail, CAR(p));
  L->defined = keep;
  L->epoch++;
}

/* }==================================================================== */

/* {====================================================================
 * Running texts
 * ===================================================================== */

typedef struct TextRun {
  const char *src;
  size_t len, pos;
  int lineno;
  WsInput in;
  bool stop_on_error;
  bool done;
  int place;   /* the line an error is reported at, 0: the line count's */
} TextRun;

/* The line of the text an error of this step belongs to: the first line
 * of the instruction being run, or of a list left open. */
static int error_line(const TextRun *t)
{
  return t->place > 0 ? t->place : t->lineno;
}

/* Say in which file and at which line, as RAMENE and running a file both
 * do. */
static void name_file_line(LgState *L, const TextRun *t, const char *path)
{
  ws_name_line(L, error_line(t), path);
}

void ws_name_line(LgState *L, int line, const char *path)
{
  char where[64];
  snprintf(where, sizeof where, " (ligne %d de ", line);
  err_append(L, where, path, ")", (char *)NULL);
}

/* A line of a procedure of lib-logo, which keeps only its text
 * (keep_text_only): read without its words, unless it has a single item
 * (FIN, maybe), read again whole; false when it was not taken so. A bad
 * line throws as rd_line does, the text's place moved past it. */
static bool library_body_line(LgState *L, TextRun *t)
{
  RdLine line;
  size_t pos = t->pos;
  int lineno = t->lineno, items;
  /* incomplete or at the end: rd_line, next, says so */
  if (rd_line_text(L, t->src, t->len, &t->pos, &t->lineno, &line, &items) != RD_OK) return false;
  if (items == 1) {   /* read it again, whole */
    t->pos = pos;
    t->lineno = lineno;
    return false;
  }
  t->place = line.first_line;
  add_body_line(&t->in, &line, items > 0);
  return true;
}

/* One step: read and take one logical line. */
static void text_step(LgState *L, void *ud)
{
  TextRun *t = ud;
  RdLine line;
  t->place = 0;
  if (L->loading_library && t->in.in_def && library_body_line(L, t)) return;
  RdStatus st = rd_line(L, t->src, t->len, &t->pos, &t->lineno, &line);
  if (st == RD_EOF) {
    t->done = true;
    if (t->in.in_def && !t->in.bad_title) {
      t->in.in_def = false;
      err_throw(L, ERR_NO_END, ws_def_name(&t->in));
    }
    return;
  }
  if (st == RD_INCOMPLETE) {
    t->done = true;
    int code = rd_missing(L, t->src, t->len, t->pos);
    t->place = t->lineno + 1 + rd_open_line(L, t->src, t->len, t->pos);
    t->pos = t->len;
    err_throw(L, code);
  }
  t->place = line.first_line;
  ws_feed(L, &t->in, &line);
}

/* Skip a first line starting with #! so .lgo files can be scripts. */
static size_t skip_shebang(const char *src, size_t len)
{
  if (len < 2 || src[0] != '#' || src[1] != '!') return 0;
  size_t i = 0;
  while (i < len && src[i] != '\n') i++;
  return i;
}

size_t ws_program_start(const char *src, size_t len)
{
  return skip_shebang(src, len);
}

/* Run src line by line; path, if not NULL, is the file it comes from,
 * named with the line in each error. */
static WsResult run_text(LgState *L, const char *src, size_t len, bool stop_on_error,
                         const char *path)
{
  TextRun t = { src, len, skip_shebang(src, len), 0, { 0 }, stop_on_error, false, 0 };
  WsResult result = WS_OK;
  while (!t.done) {
    if (err_pcall(L, text_step, &t) == 0) continue;
    if (L->err.code == ERR_BYE) return WS_BYE;
    if (L->err.code == ERR_TOPLEVEL) {
      if (stop_on_error) break;   /* STOPTOUT ends a script */
      continue;
    }
    if (path) name_file_line(L, &t, path);
    err_report(L);
    result = WS_ERROR;
    if (stop_on_error) break;
  }
  st_flush(L);
  return result;
}

WsResult ws_run_text(LgState *L, const char *src, size_t len, bool stop_on_error)
{
  return run_text(L, src, len, stop_on_error, NULL);
}

typedef struct Loading {
  TextRun t;
  const char *path;
} Loading;

static void load_all(LgState *L, void *ud)
{
  Loading *ld = ud;
  while (!ld->t.done) text_step(L, &ld->t);
}

void ws_load_file(LgState *L, const char *path)
{
  size_t len;
  char *src = fs_read_all_until(path, &len, L->interrupt);
  if (!src && errno == EINTR) ev_poll(L);   /* Ctrl-C ended the wait for a pipe */
  if (!src) err_throw(L, ERR_CANT_OPEN, nd_cstr(path), nd_cstr(err_system(errno)));
  Loading ld = { { src, len, skip_shebang(src, len), 0, { 0 }, true, false, 0 }, path };
  bool was = set_loading(L, true);
  int failed = err_pcall(L, load_all, &ld);
  set_loading(L, was);
  if (!failed) return;
  /* say where in the file, then let the error go on to the caller */
  name_file_line(L, &ld.t, path);
  err_rethrow(L);
}

WsResult ws_run_file(LgState *L, const char *path, bool stop_on_error)
{
  size_t len;
  char *src = fs_read_all_until(path, &len, L->interrupt);
  if (!src) {
    st_flush(L);
    fprintf(stderr, "Impossible d'ouvrir le fichier %s : %s\n", path, err_system(errno));
    return WS_ERROR;
  }
  return run_text(L, src, len, stop_on_error, path);
}

void ws_redefine(LgState *L, const char *src, size_t len, bool library)
{
  bool was = set_loading(L, true), was_library = L->loading_library;
  L->loading_library = library;
  run_text(L, src, len, false, NULL);
  set_loading(L, was);
  L->loading_library = was_library;
}

static int lgo_file(const struct dirent *d)
{
  size_t n = strlen(d->d_name);
  return n > 4 && strcmp(d->d_name + n - 4, ".lgo") == 0;
}

static void library_missing(const char *dir)
{
  fprintf(stderr, "tortue : bibliothèque introuvable (%s)\n", dir);
}

static void library_miss(LgState *L, Symbol *s);

void ws_library_defer(LgState *L, const char *dir)
{
  DIR *d = opendir(dir);
  if (d == NULL) {
    library_missing(dir);
    return;
  }
  closedir(d);
  ws_state(L)->dir = mem_strndup(dir, strlen(dir));
  L->hooks.miss = library_miss;
}

/* The miss hook: a name with no procedure was looked up (s), or every
 * procedure is wanted (s NULL): the whole library is read, once. */
static void library_miss(LgState *L, Symbol *s)
{
  (void)s;
  const char *dir = ws_state(L)->dir;
  L->hooks.miss = NULL;   /* before: what it defines asks again */
  struct dirent **names;
  int n = scandir(dir, &names, lgo_file, alphasort);
  if (n < 0) {
    library_missing(dir);
    return;
  }
  /* read maybe in the middle of a procedure: its frame is kept (a line at
   * the top level of a file runs in the top frame) */
  Frame *frame = L->frame;
  bool was = set_loading(L, true), was_library = L->loading_library;
  L->loading_library = true;
  for (int i = 0; i < n; i++) {
    size_t len = strlen(dir) + strlen(names[i]->d_name) + 2;
    char *path = mem_alloc_atomic(len);
    snprintf(path, len, "%s/%s", dir, names[i]->d_name);
    ws_run_file(L, path, false);
    free(names[i]);
  }
  free(names);
  set_loading(L, was);
  L->loading_library = was_library;
  L->frame = frame;
}

/* }==================================================================== */
