/* prim_ws.c -- the workspace as files: SAUVE writes the procedures and the
 * variables as POUR...FIN and DONNE lines, RAMENE reads them back;
 * PROCEDURES lists what the user defined. */
#include <config.h>

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>
#include <unistd.h>

#include "logo.h"
#include "error.h"
#include "eval.h"
#include "fs.h"
#include "grow.h"
#include "mem.h"
#include "node.h"
#include "prim.h"
#include "print.h"
#include "proc.h"
#include "state.h"
#include "word.h"
#include "workspace.h"

static const char *path_arg(LgState *L, Node **a, int i)
{
  Node *w = arg_word(L, a, i);
  size_t len;
  const char *s = nd_chars(w, &len);
  if (len == 0 || memchr(s, '\0', len)) arg_error(L, w);
  return mem_strndup(s, len);
}

typedef struct Keyed {
  const char *key;   /* folded */
  Node *word;
} Keyed;

static int by_key(const void *a, const void *b)
{
  return strcmp(((const Keyed *)a)->key, ((const Keyed *)b)->key);
}

/* The names in name order (folded), as UCBLogo lists them. */
static Node *sorted_names(LgState *L, Node *names)
{
  size_t n = nd_list_length(names), i = 0;
  if (n < 2) return names;
  Keyed *v = mem_alloc(n * sizeof *v);
  for (Node *p = names; p != NIL; p = CDR(p), i++)
    v[i] = (Keyed){ word_symbol(&L->syms, CAR(p))->key, CAR(p) };
  qsort(v, n, sizeof *v, by_key);
  Node *out = NIL;
  while (n > 0) out = nd_cons(v[--n].word, out);
  return out;
}

/* The user's procedures (not the library's), oldest first (in name order
 * under UCBLogo's rules, Vocab.ucblogo). */
static Node *user_procedures(LgState *L)
{
  Node *names = NIL;
  for (Node *p = L->defined; p != NIL; p = CDR(p)) {
    Proc *proc = word_symbol(&L->syms, CAR(p))->proc;
    if (proc && proc->kind == PK_USER && !(proc->flags & PF_LIBRARY)) names = nd_cons(CAR(p), names);
  }
  return L->vocab->ucblogo ? sorted_names(L, names) : names;
}

static Node *p_procedures(LgState *L, Node **a, int n)
{
  (void)a;
  (void)n;
  return user_procedures(L);
}

/* The long name of id in the session's vocabulary, then after: the words
 * SAUVE, IM and EDITE write back are the session's. */
static void add_name(LgState *L, Buf *b, VocabId id, const char *after)
{
  const char *names = vocab_names(L->vocab, id);
  buf_add(b, names, strcspn(names, " "));
  buf_adds(b, after);
}

static void save_procedure(LgState *L, Buf *b, Proc *p)
{
  prn_node(b, p->title, false);
  buf_addc(b, '\n');
  for (int i = 0; i < p->nlines; i++) {
    prn_node(b, p->lines[i].text, false);
    buf_addc(b, '\n');
  }
  buf_adds(b, ws_end_word(L));
  buf_adds(b, "\n\n");
}

/* What SAUVE writes a value with: the variable (or property) written, to
 * name in an error, and the arrays being written, outermost first, to
 * refuse an array that holds itself (cutting it would save a different
 * value without a word; writing it would never end). */
typedef struct Saver {
  LgState *L;
  Buf *b;
  Node *name;
  Node **open;
  size_t nopen, cap;
} Saver;

/* Can the word be typed as it is (after a quote, or in a list)? */
static bool plain_word(const char *s, size_t len)
{
  for (size_t i = 0; i < len; i++)
    if (strchr(" \t\n\r[]{}()|;~\\", s[i])) return false;
  return len > 0;
}

/* A word as it must be typed to read back the same: between bars when a
 * character would end it or mean something else (the reader takes all
 * up to the next bar as it is), or, when it holds a bar itself, with a
 * backslash before each such character. */
static void typed_word(Buf *b, Node *w)
{
  size_t len;
  const char *s = nd_chars(w, &len);
  if (plain_word(s, len)) {
    buf_add(b, s, len);
  } else if (memchr(s, '|', len) == NULL) {
    buf_addc(b, '|');
    buf_add(b, s, len);
    buf_addc(b, '|');
  } else {
    for (size_t i = 0; i < len; i++) {
      if (!plain_word(s + i, 1)) buf_addc(b, '\\');
      buf_addc(b, s[i]);
    }
  }
}

static void quoted_word(Buf *b, Node *w)
{
  buf_addc(b, '"');
  typed_word(b, w);
}

static void save_datum(Saver *sv, Node *v);

static void save_list(Saver *sv, Node *v)
{
  buf_addc(sv->b, '[');
  for (Node *p = v; p != NIL; p = CDR(p)) {
    save_datum(sv, CAR(p));
    if (CDR(p) != NIL) buf_addc(sv->b, ' ');
  }
  buf_addc(sv->b, ']');
}

/* {a b c}, and @origin after it when the items are not numbered from 1
 * (UCBLogo's form, which the reader takes back). */
static void save_array(Saver *sv, Node *v)
{
  for (size_t i = 0; i < sv->nopen; i++)
    if (sv->open[i] == v) err_throw(sv->L, ERR_SELF_ARRAY, sv->L->prim->name->word, sv->name);
  GROW_TO_FIT(sv->open, sv->cap, sv->nopen + 1, 16);
  sv->open[sv->nopen++] = v;
  buf_addc(sv->b, '{');
  for (int64_t i = 0; i < v->count; i++) {
    if (i > 0) buf_addc(sv->b, ' ');
    save_datum(sv, v->u.a.items[i]);
  }
  buf_addc(sv->b, '}');
  sv->nopen--;
  if (v->u.a.origin != 1) {
    char at[32];
    snprintf(at, sizeof at, "@%lld", (long long)v->u.a.origin);
    buf_adds(sv->b, at);
  }
}

/* An item of a list or an array. */
static void save_datum(Saver *sv, Node *v)
{
  st_check_stack(sv->L);
  if (IS_LIST(v)) save_list(sv, v);
  else if (IS_ARRAY(v)) save_array(sv, v);
  else if (IS_NUM(v)) prn_node(sv->b, v, false);
  else typed_word(sv->b, v);
}

/* A value as it must be typed to read back the same. */
static void save_value(Saver *sv, Node *v)
{
  if (IS_WORD(v) && !IS_NUM(v)) quoted_word(sv->b, v);
  else save_datum(sv, v);
}

/* DONNE lines for the variables that have a value (not the globals the
 * library made for itself), then DONNEPROPRIETE lines for the property
 * lists, all in name order. */
static void save_variables(LgState *L, Buf *b)
{
  Saver sv = { L, b, NIL, NULL, 0, 0 };
  for (Node *p = ws_names_with(L, WS_VARS); p != NIL; p = CDR(p)) {
    if (word_symbol(&L->syms, CAR(p))->flags & SF_LIBRARY) continue;
    add_name(L, b, VID_DONNE, " ");
    quoted_word(b, CAR(p));
    buf_addc(b, ' ');
    sv.name = CAR(p);
    save_value(&sv, word_symbol(&L->syms, CAR(p))->value);
    buf_addc(b, '\n');
  }
  for (Node *p = ws_names_with(L, WS_PLISTS); p != NIL; p = CDR(p)) {
    Node *pl = word_symbol(&L->syms, CAR(p))->plist;
    for (; pl != NIL && CDR(pl) != NIL; pl = CDR(CDR(pl))) {
      add_name(L, b, VID_DONNEPROPRIETE, " ");
      quoted_word(b, CAR(p));
      buf_addc(b, ' ');
      quoted_word(b, CAR(pl));
      buf_addc(b, ' ');
      sv.name = CAR(p);
      save_value(&sv, CAR(CDR(pl)));
      buf_addc(b, '\n');
    }
  }
}

/* The file is replaced whole, through a temporary (fs.c): a crash, a
 * kill or a full disk never leaves half a workspace. */
static Node *p_save(LgState *L, Node **a, int n)
{
  (void)n;
  const char *path = path_arg(L, a, 0);
  Buf b;
  buf_init(&b);
  buf_adds(&b, "; Espace de travail de Tortue, écrit par ");
  add_name(L, &b, VID_SAUVE, " ; ");
  add_name(L, &b, VID_RAMENE, " \"fichier le relit.\n\n");
  for (Node *p = user_procedures(L); p != NIL; p = CDR(p))
    save_procedure(L, &b, word_symbol(&L->syms, CAR(p))->proc);
  save_variables(L, &b);
  int e = fs_write_atomic(path, 0666, b.s, b.n);
  if (e == EINTR) ev_poll(L);   /* Ctrl-C ended the wait for a pipe's reader */
  if (e != 0) err_throw(L, ERR_CANT_SAVE, L->prim->name->word, a[0], nd_cstr(err_system(e)));
  return NOVAL;
}

/* Under UCBLogo's rules, a list the file put in STARTUP runs after it. */
static Node *p_load(LgState *L, Node **a, int n)
{
  (void)n;
  Symbol *startup = word_intern(&L->syms, "startup", 7);
  Node *before = startup->value;
  ws_load_file(L, path_arg(L, a, 0));
  Node *run = startup->value;
  if (L->vocab->ucblogo && run != before && IS_LIST(run) && run != NIL)
    ev_run_list(L, run, CTX_CMD, L->prim);
  return NOVAL;
}

/* {====================================================================
 * Looking at and changing the workspace
 * ===================================================================== */

/* A name or a list of names, one by one. */
static Node *names_arg(Node *v)
{
  return IS_LIST(v) ? v : nd_cons(v, NIL);
}

/* IM "nom or IM [noms]: print the definitions. */
static Node *p_printout(LgState *L, Node **a, int n)
{
  (void)n;
  Buf b;
  buf_init(&b);
  for (Node *p = names_arg(a[0]); p != NIL; p = CDR(p)) save_procedure(L, &b, arg_user_proc(L, CAR(p)));
  if (b.n > 0) b.n--;   /* no blank line after the last FIN */
  st_write(L, b.s, b.n);
  return NOVAL;
}

/* Print the title lines of the procedures named. */
static void print_titles(LgState *L, Node *names)
{
  Buf b;
  buf_init(&b);
  for (Node *p = names; p != NIL; p = CDR(p)) {
    prn_node(&b, arg_user_proc(L, CAR(p))->title, false);
    buf_addc(&b, '\n');
  }
  st_write(L, b.s, b.n);
}

/* IMT "nom or IMT [noms]: their title lines. */
static Node *p_pot(LgState *L, Node **a, int n)
{
  (void)n;
  print_titles(L, names_arg(a[0]));
  return NOVAL;
}

/* IMTS: the title line of every procedure the user defined. */
static Node *p_pots(LgState *L, Node **a, int n)
{
  (void)a;
  (void)n;
  print_titles(L, user_procedures(L));
  return NOVAL;
}

static Node *p_names(LgState *L, Node **a, int n)
{
  (void)a;
  (void)n;
  return ws_names_with(L, WS_VARS);
}

/* CONTENU: [[procedures] [variables] [names with properties]] */
static Node *p_contents(LgState *L, Node **a, int n)
{
  (void)a;
  (void)n;
  Node *items[3] = { user_procedures(L), ws_names_with(L, WS_VARS), ws_names_with(L, WS_PLISTS) };
  return nd_list_from(items, 3);
}

/* Forget the erased procedures in the order of definitions: one pass
 * however many were erased, so that erasing them all stays linear. */
static void forget_erased(LgState *L)
{
  Node *keep = NIL, **tail = NULL;
  for (Node *p = L->defined; p != NIL; p = CDR(p))
    if (word_symbol(&L->syms, CAR(p))->proc) nd_append(&keep, &tail, CAR(p));
  L->defined = keep;
  L->epoch++;
}

/* Erase a user procedure; false (nothing done) if name is not one. The
 * caller forgets it afterwards (forget_erased). */
static bool erase_procedure(LgState *L, Node *name)
{
  if (!IS_WORD(name)) return false;
  Symbol *sym = word_symbol(&L->syms, name);
  if (st_proc(L, sym) == NULL) return false;
  if (sym->proc->kind != PK_USER) {   /* a primitive: only under REDEFP (UCBLogo's) */
    if (!ws_redefp(L)) return false;
    sym->proc = NULL;
    L->epoch++;
    return true;
  }
  sym->proc = sym->proc->hidden;   /* lib-logo's or a primitive's, if it replaced one */
  return true;
}

static Node *p_erase(LgState *L, Node **a, int n)
{
  (void)n;
  for (Node *p = names_arg(a[0]); p != NIL; p = CDR(p))
    if (!erase_procedure(L, CAR(p))) {
      forget_erased(L);              /* those before stay erased */
      arg_user_proc(L, CAR(p));      /* says why */
    }
  forget_erased(L);
  return NOVAL;
}

static Node *p_ern(LgState *L, Node **a, int n)
{
  (void)n;
  for (Node *p = names_arg(a[0]); p != NIL; p = CDR(p)) {
    if (!IS_WORD(CAR(p))) arg_error(L, CAR(p));
    word_symbol(&L->syms, CAR(p))->value = NOVAL;
  }
  return NOVAL;
}

/* EFFACETOUT: the user's procedures, every variable and property list
 * (the library stays). */
static Node *p_erall(LgState *L, Node **a, int n)
{
  (void)a;
  (void)n;
  for (Node *p = user_procedures(L); p != NIL; p = CDR(p)) erase_procedure(L, CAR(p));
  forget_erased(L);
  for (size_t i = 0; i < L->syms.size; i++)
    for (Symbol *y = L->syms.buckets[i]; y; y = y->next) {
      y->value = NOVAL;
      y->plist = NIL;
    }
  return NOVAL;
}

/* DEFINIS "nom [[entrées] [ligne]...], and .DEFMACRO the same for a
 * macro: a primitive's name is refused before the text is looked at. */
static Node *define_from(LgState *L, Node **a, bool macro)
{
  Node *name = arg_word(L, a, 0);
  if (ws_reserved(L, name)) err_throw(L, ERR_IS_PRIM, name);
  Node *text = arg_list(L, a, 1);
  if (macro) ws_define_macro(L, name, text);
  else ws_define_text(L, name, text);
  return NOVAL;
}

static Node *p_define(LgState *L, Node **a, int n) { (void)n; return define_from(L, a, false); }
static Node *p_defmacro(LgState *L, Node **a, int n) { (void)n; return define_from(L, a, true); }

static Node *p_text(LgState *L, Node **a, int n)
{
  (void)n;
  return ws_text(L, arg_user_proc(L, a[0]));
}

/* DONNEDEF "nouveau "ancien: the new name does what the old one does. */
static Node *p_copydef(LgState *L, Node **a, int n)
{
  (void)n;
  Symbol *to = word_symbol(&L->syms, arg_word(L, a, 0));
  Proc *from = st_proc(L, word_symbol(&L->syms, arg_word(L, a, 1)));
  if (from == NULL) err_throw(L, ERR_DK_HOW, a[1]);
  if (ws_reserved(L, a[0])) err_throw(L, ERR_IS_PRIM, a[0]);
  Proc *copy = mem_alloc(sizeof(Proc));
  *copy = *from;
  copy->name = to;
  copy->flags &= ~PF_LIBRARY;
  if (from->kind == PK_USER) copy->title = ws_title_text(L, to->word, CAR(ws_text(L, from)));
  bool prim = to->proc && to->proc->kind != PK_USER;   /* one that gives way (ws_reserved) */
  if (prim) copy->hidden = to->proc;
  if ((to->proc == NULL || prim) && copy->kind == PK_USER) L->defined = nd_cons(to->word, L->defined);
  to->proc = copy;
  L->epoch++;
  return NOVAL;
}

static Node *p_procedurep(LgState *L, Node **a, int n)
{
  (void)n;
  return bool_node(L, IS_WORD(a[0]) && st_proc(L, word_symbol(&L->syms, a[0])) != NULL);
}

static Node *p_primitivep(LgState *L, Node **a, int n)
{
  (void)n;
  Proc *p = IS_WORD(a[0]) ? word_symbol(&L->syms, a[0])->proc : NULL;
  return bool_node(L, p != NULL && p->kind != PK_USER);
}

/* {====================================================================
 * EDITE: the definitions in the user's editor ($VISUAL, $EDITOR, else the
 * system's editor, else vi)
 * ===================================================================== */

/* Is name's POUR line already in text (a kept text being reopened)?
 * Letters compared without case, as the reader does for ASCII. */
static bool has_title(LgState *L, const char *text, Node *name)
{
  const char *pour = vocab_names(L->vocab, VID_POUR);
  size_t pl = strcspn(pour, " "), nl;
  const char *ns = nd_chars(name, &nl);
  for (const char *s = text; s != NULL; s = strchr(s, '\n'), s = s ? s + 1 : NULL) {
    s += strspn(s, " \t");
    if (strncasecmp(s, pour, pl) != 0 || !strchr(" \t", s[pl]) || s[pl] == '\0') continue;
    const char *t = s + pl + strspn(s + pl, " \t");
    if (strncasecmp(t, ns, nl) == 0 && strchr(" \t\r\n", t[nl])) return true;
  }
  return false;
}

/* The text to edit: each procedure named (a POUR...FIN skeleton for a new
 * name), but those already in the kept text (NULL: none). */
static void edit_text(LgState *L, Node *names, Buf *b, const char *kept)
{
  st_procs_all(L);
  for (Node *p = names; p != NIL; p = CDR(p)) {
    Node *name = CAR(p);
    if (!IS_WORD(name) || nd_type(name) != NT_WORD) arg_error(L, name);
    Proc *proc = word_symbol(&L->syms, name)->proc;
    if (proc && proc->kind != PK_USER) err_throw(L, ERR_IS_PRIM, name);
    if (kept && has_title(L, kept, name)) continue;
    if (proc) {
      save_procedure(L, b, proc);
      continue;
    }
    add_name(L, b, VID_POUR, " ");
    prn_node(b, name, false);
    buf_adds(b, "\n\n");
    buf_adds(b, ws_end_word(L));
    buf_adds(b, "\n\n");
  }
}

static void load_edited(LgState *L, void *path)
{
  ws_load_file(L, path);
}

/* Is there an executable name in a directory of $PATH? */
static bool on_path(const char *name)
{
  const char *dirs = getenv("PATH");
  if (!dirs || !*dirs) dirs = "/usr/bin:/bin";
  while (*dirs) {
    size_t n = strcspn(dirs, ":");
    char full[4096];
    snprintf(full, sizeof full, "%.*s/%s", n ? (int)n : 1, n ? dirs : ".", name);
    if (access(full, X_OK) == 0) return true;
    dirs += n + (dirs[n] == ':');
  }
  return false;
}

/* The person's choice, else the system's default editor (Debian's
 * alternatives), vi last. */
static const char *editor(void)
{
  static const char *const system_editors[] = { "editor", "sensible-editor" };
  const char *e = getenv("VISUAL");
  if (!e || !*e) e = getenv("EDITOR");
  if (e && *e) return e;
  for (size_t i = 0; i < sizeof system_editors / sizeof *system_editors; i++)
    if (on_path(system_editors[i])) return system_editors[i];
  return "vi";
}

/* EDITE's text that could not be read back, the state of this module
 * (st_ext): its file, kept until it reads back. */
typedef struct Edited {
  const char *path;
} Edited;

static const char edited_key;

static Edited *edited(LgState *L)
{
  return st_ext(L, &edited_key, sizeof(Edited), NULL);
}

/* Where the text is edited: the kept file, else a new private one. The
 * file's name is never shown: messages say "le texte édité". */
static const char *write_page(LgState *L, const char *kept, const Buf *page)
{
  const char *dir = getenv("TMPDIR");
  if (!dir || !*dir) dir = "/tmp";
  size_t len = strlen(dir) + 32;
  char *path = mem_alloc_atomic(len);
  snprintf(path, len, "%s/tortue-edite-XXXXXX", dir);
  if (kept) strcpy(path = mem_alloc_atomic(strlen(kept) + 1), kept);
  /* the kept file is Tortue's own, in a shared directory: never through
   * a link put in its place */
  int fd = kept ? open(path, O_WRONLY | O_TRUNC | O_NOFOLLOW | O_CLOEXEC) : mkstemp(path);
  ssize_t w = fd < 0 ? -1 : write(fd, page->s, page->n);
  if (w != (ssize_t)page->n) {
    int e = w < 0 ? errno : ENOSPC;   /* a short write: the disk is full */
    if (fd >= 0) close(fd);
    if (!kept) unlink(path);
    err_throw(L, ERR_CANT_OPEN, nd_cstr("du texte d'EDITE"), nd_cstr(err_system(e)));
  }
  close(fd);
  return path;
}

static void run_editor(LgState *L, Edited *kept, const char *path)
{
  size_t len = strlen(editor()) + strlen(path) + 8;
  char *cmd = mem_alloc_atomic(len);
  snprintf(cmd, len, "%s '%s'", editor(), path);
  st_flush(L);
  int status = system(cmd);
  if (L->interrupt) *L->interrupt = 0;   /* Ctrl-C belonged to the editor */
  if (status != 0) {
    kept->path = path;
    err_throw(L, ERR_BAD_ARG, L->prim->name->word, nd_cstr("l'éditeur a échoué, le texte est gardé"));
  }
}

/* The user's procedures as they are (their Proc), to tell afterwards
 * which ones the edited text defined. */
static Proc **procs_now(LgState *L, size_t *n)
{
  st_procs_all(L);
  *n = 0;
  for (Node *p = L->defined; p != NIL; p = CDR(p)) (*n)++;
  Proc **procs = mem_alloc(*n * sizeof *procs + 1);
  size_t i = 0;
  for (Node *p = L->defined; p != NIL; p = CDR(p)) procs[i++] = word_symbol(&L->syms, CAR(p))->proc;
  return procs;
}

/* "CARRE définie" for each procedure defined since procs_now, oldest
 * first, at the prompt as after POUR...FIN. */
static void say_defined(LgState *L, Proc **before, size_t n)
{
  Node *names = NIL;
  for (Node *p = L->defined; p != NIL; p = CDR(p)) {
    Proc *now = word_symbol(&L->syms, CAR(p))->proc;
    size_t i = 0;
    while (i < n && before[i] != now) i++;
    if (now && i == n) names = nd_cons(CAR(p), names);
  }
  if (!L->interactive) return;
  Buf b;
  buf_init(&b);
  for (; names != NIL; names = CDR(names)) {
    prn_node(&b, CAR(names), false);
    buf_adds(&b, " définie\n");
  }
  st_say(L, b.s, b.n);
}

/* The error's message names the text, not the temporary file. */
static void hide_path(LgState *L, const char *path)
{
  if (!L->err.message || !IS_WORD(L->err.message)) return;
  size_t mlen;
  const char *chars = nd_chars(L->err.message, &mlen);
  const char *m = mem_strndup(chars, mlen);
  Buf b;
  buf_init(&b);
  buf_adds(&b, "de ");
  buf_adds(&b, path);
  const char *at = strstr(m, b.s);
  if (!at) return;
  Buf out;
  buf_init(&out);
  buf_add(&out, m, (size_t)(at - m));
  buf_adds(&out, "du texte édité");
  buf_adds(&out, at + b.n);
  L->err.message = nd_word(out.s, out.n);
}

/* Read the edited text back; on an error it is kept, for EDITE to reopen. */
static void read_back(LgState *L, Edited *kept, const char *path)
{
  size_t n;
  Proc **before = procs_now(L, &n);
  kept->path = path;
  int failed = err_pcall(L, load_edited, (void *)path);
  say_defined(L, before, n);
  if (failed) {
    hide_path(L, path);
    err_append(L, " ; le texte est gardé, EDITE le rouvre", (char *)NULL);
    err_rethrow(L);
  }
  kept->path = NULL;
  unlink(path);
}

/* EDITE "nom, EDITE [noms], or EDITE alone. The text kept from an edit
 * that could not be read back comes first (with the pages of the names
 * asked for that it does not hold), else the procedures named, else an
 * empty page. Leaving the editor without a change defines nothing. */
static Node *p_edit(LgState *L, Node **a, int n)
{
  Edited *kept = edited(L);
  Buf page;
  buf_init(&page);
  size_t len;
  struct stat st;   /* a link or a pipe put in its place is not read */
  bool own = kept->path && lstat(kept->path, &st) == 0 && S_ISREG(st.st_mode);
  const char *old = own ? fs_read_all(kept->path, &len) : NULL;
  if (old) buf_add(&page, old, len);
  else kept->path = NULL;   /* removed by hand: start afresh */
  if (n == 1) edit_text(L, names_arg(a[0]), &page, old);
  const char *path = write_page(L, kept->path, &page);
  run_editor(L, kept, path);
  const char *now = fs_read_all(path, &len);
  if (now && len == page.n && memcmp(now, page.s, len) == 0) {
    if (!kept->path) unlink(path);
    return NOVAL;
  }
  read_back(L, kept, path);
  return NOVAL;
}

/* }==================================================================== */

/* EDITETOUT: every procedure of the user in the editor. */
static Node *p_edall(LgState *L, Node **a, int n)
{
  (void)a;
  (void)n;
  Node *names[1] = { user_procedures(L) };
  if (names[0] == NIL) return p_edit(L, names, 0);
  return p_edit(L, names, 1);
}

/* }==================================================================== */

#define P(id, fn, mn, df, mx) { VID_##id, fn, NULL, mn, df, mx, PREC_NONE, 0 }
/* one whose inputs are of the shapes form (fuzz/fuzz_gen.c) */
#define PS(id, fn, mn, df, mx, form) { VID_##id, fn, NULL, mn, df, mx, PREC_NONE, 0, .shape = form }
static const PrimEntry ws_prims[] = {
  PS(SAUVE,         p_save,       1, 1, 1, "F"),
  PS(RAMENE,        p_load,       1, 1, 1, "F"),
  P(PROCEDURES,     p_procedures, 0, 0, 0),
  P(IMPRIME,        p_printout,   1, 1, 1),
  P(IMT,            p_pot,        1, 1, 1),
  P(IMTS,           p_pots,       0, 0, 0),
  P(VARIABLES,      p_names,     0, 0, 0),
  P(CONTENU,        p_contents,   0, 0, 0),
  P(EFFACE,         p_erase, 1, 1, 1),
  PS(EFFACEVARIABLE, p_ern,       1, 1, 1, "w"),
  P(EFFACETOUT,     p_erall,      0, 0, 0),
  P(DEFINIS,        p_define,     2, 2, 2),
  P(DEFMACRO,       p_defmacro,   2, 2, 2),
  P(TEXTE,          p_text,       1, 1, 1),
  P(DONNEDEF,       p_copydef,    2, 2, 2),
  P(PROCEDURE_P,    p_procedurep, 1, 1, 1),
  P(PRIMITIVE_P,    p_primitivep, 1, 1, 1),
  { VID_EDITE, p_edit, NULL, 0, 1, 1, PREC_NONE, PF_OPTIONAL },
  P(EDITETOUT,      p_edall,      0, 0, 0),
  PRIM_END
};

void prim_open_ws(LgState *L)
{
  prim_register(L, ws_prims);
}
