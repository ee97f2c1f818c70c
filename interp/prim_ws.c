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

/* A file SAUVE, RAMENE or SAUVEL names: SETPREFIX's directory applies. */
static const char *file_arg(LgState *L, Node **a, int i)
{
  return prim_file_path(L, path_arg(L, a, i));
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
    if (proc && proc->kind == PK_USER && !(proc->flags & PF_LIBRARY) &&
        !(word_symbol(&L->syms, CAR(p))->flags & SF_BURIED_PROC))
      names = nd_cons(CAR(p), names);
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
static void save_variable(Saver *sv, Node *name)
{
  add_name(sv->L, sv->b, VID_DONNE, " ");
  quoted_word(sv->b, name);
  buf_addc(sv->b, ' ');
  sv->name = name;
  save_value(sv, word_symbol(&sv->L->syms, name)->value);
  buf_addc(sv->b, '\n');
}

static void save_plist(Saver *sv, Node *name)
{
  Node *pl = word_symbol(&sv->L->syms, name)->plist;
  for (; pl != NIL && CDR(pl) != NIL; pl = CDR(CDR(pl))) {
    add_name(sv->L, sv->b, VID_DONNEPROPRIETE, " ");
    quoted_word(sv->b, name);
    buf_addc(sv->b, ' ');
    quoted_word(sv->b, CAR(pl));
    buf_addc(sv->b, ' ');
    sv->name = name;
    save_value(sv, CAR(CDR(pl)));
    buf_addc(sv->b, '\n');
  }
}

static void save_variables(LgState *L, Buf *b)
{
  Saver sv = { L, b, NIL, NULL, 0, 0 };
  for (Node *p = ws_names_with(L, WS_VARS); p != NIL; p = CDR(p)) {
    if (word_symbol(&L->syms, CAR(p))->flags & SF_LIBRARY) continue;
    save_variable(&sv, CAR(p));
  }
  for (Node *p = ws_names_with(L, WS_PLISTS); p != NIL; p = CDR(p)) save_plist(&sv, CAR(p));
}

/* The file is replaced whole, through a temporary (fs.c): a crash, a
 * kill or a full disk never leaves half a workspace. */
static Node *p_save(LgState *L, Node **a, int n)
{
  (void)n;
  const char *path = file_arg(L, a, 0);
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
  ws_load_file(L, file_arg(L, a, 0));
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
      if (!(y->flags & SF_BURIED_VAR)) y->value = NOVAL;
      if (!(y->flags & SF_BURIED_PLIST)) y->plist = NIL;
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
static Node *edit_with(LgState *L, Node *names, const Buf *extra)
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
  if (names != NULL) edit_text(L, names, &page, old);
  if (extra != NULL) buf_add(&page, extra->s, extra->n);
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

static Node *p_edit(LgState *L, Node **a, int n)
{
  return edit_with(L, n == 1 ? names_arg(a[0]) : NULL, NULL);
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

/* {====================================================================
 * UCBLogo's SETEDITOR, SETTEMPLOC, EDITFILE
 * ===================================================================== */

/* SETEDITOR "programme: the editor EDITE starts ($VISUAL, which comes
 * first); SETTEMPLOC "dossier: where EDITE writes its page ($TMPDIR). */
static Node *set_env(LgState *L, Node **a, const char *var)
{
  if (setenv(var, path_arg(L, a, 0), 1) != 0) arg_error(L, a[0]);
  return NOVAL;
}

static Node *p_seteditor(LgState *L, Node **a, int n) { (void)n; return set_env(L, a, "VISUAL"); }
static Node *p_settemploc(LgState *L, Node **a, int n) { (void)n; return set_env(L, a, "TMPDIR"); }

/* EDITFILE "fichier: the file in the editor, then read as RAMENE reads it. */
static Node *p_editfile(LgState *L, Node **a, int n)
{
  (void)n;
  const char *path = path_arg(L, a, 0);
  Edited scratch = { NULL };
  run_editor(L, &scratch, path);
  ws_load_file(L, path);
  return NOVAL;
}

/* }==================================================================== */

/* {====================================================================
 * UCBLogo's contents lists: BURY and its family, the PO, ER and ED
 * families by kind, NAMELIST, PLLIST, SAVEL
 * ===================================================================== */

/* A contents list taken apart. A word names a procedure; a list of words,
 * procedures; a list of lists is [[procedures] [names] [property lists]]. */
typedef struct Contents {
  Node *procs, *names, *plists;
} Contents;

static Node *words_arg(LgState *L, Node *list)
{
  if (!IS_LIST(list)) arg_error(L, list);
  for (Node *p = list; p != NIL; p = CDR(p))
    if (!IS_WORD(CAR(p))) arg_error(L, CAR(p));
  return list;
}

/* A name or a list of names (NAMELIST, BURYNAME, PON...). */
static Node *names_of(LgState *L, Node *v)
{
  return IS_WORD(v) ? nd_cons(v, NIL) : words_arg(L, v);
}

static Contents contents_arg(LgState *L, Node *v)
{
  Contents c = { NIL, NIL, NIL };
  if (IS_WORD(v) || v == NIL || (IS_CONS(v) && IS_WORD(CAR(v)))) {
    c.procs = names_of(L, v);
    return c;
  }
  if (!IS_LIST(v) || nd_list_length(v) > 3) arg_error(L, v);
  Node **parts[3] = { &c.procs, &c.names, &c.plists };
  int i = 0;
  for (Node *p = v; p != NIL; p = CDR(p)) *parts[i++] = words_arg(L, CAR(p));
  return c;
}

static Node *contents_node(Node *procs, Node *names, Node *plists)
{
  Node *items[3] = { procs, names, plists };
  return nd_list_from(items, 3);
}

/* The names of the variables the user made (not lib-logo's), unburied. */
static Node *user_names(LgState *L)
{
  Node *keep = NIL, **tail = NULL;
  for (Node *p = ws_names_with(L, WS_VARS); p != NIL; p = CDR(p))
    if (!(word_symbol(&L->syms, CAR(p))->flags & SF_LIBRARY)) nd_append(&keep, &tail, CAR(p));
  return keep;
}

static Contents everything(LgState *L)
{
  return (Contents){ user_procedures(L), user_names(L), ws_names_with(L, WS_PLISTS) };
}

static Node *p_namelist(LgState *L, Node **a, int n)
{
  (void)n;
  Node *items[2] = { NIL, names_of(L, a[0]) };
  return nd_list_from(items, 2);
}

static Node *p_pllist(LgState *L, Node **a, int n)
{
  (void)n;
  return contents_node(NIL, NIL, names_of(L, a[0]));
}

static const uint8_t buried_flag[3] = { SF_BURIED_PROC, SF_BURIED_VAR, SF_BURIED_PLIST };

static void bury(LgState *L, Contents c, bool on)
{
  Node *parts[3] = { c.procs, c.names, c.plists };
  for (int i = 0; i < 3; i++)
    for (Node *p = parts[i]; p != NIL; p = CDR(p)) {
      Symbol *y = word_symbol(&L->syms, CAR(p));
      y->flags = on ? (uint8_t)(y->flags | buried_flag[i]) : (uint8_t)(y->flags & ~buried_flag[i]);
    }
}

static Node *p_bury(LgState *L, Node **a, int n) { (void)n; bury(L, contents_arg(L, a[0]), true); return NOVAL; }
static Node *p_unbury(LgState *L, Node **a, int n) { (void)n; bury(L, contents_arg(L, a[0]), false); return NOVAL; }

static Node *p_buryname(LgState *L, Node **a, int n)
{
  (void)n;
  bury(L, (Contents){ NIL, names_of(L, a[0]), NIL }, true);
  return NOVAL;
}

static Node *p_unburyname(LgState *L, Node **a, int n)
{
  (void)n;
  bury(L, (Contents){ NIL, names_of(L, a[0]), NIL }, false);
  return NOVAL;
}

static Node *p_buryall(LgState *L, Node **a, int n)
{
  (void)a;
  (void)n;
  bury(L, everything(L), true);
  return NOVAL;
}

static Node *p_unburyall(LgState *L, Node **a, int n)
{
  (void)a;
  (void)n;
  for (size_t i = 0; i < L->syms.size; i++)
    for (Symbol *y = L->syms.buckets[i]; y; y = y->next)
      y->flags &= (uint8_t)~(SF_BURIED_PROC | SF_BURIED_VAR | SF_BURIED_PLIST);
  return NOVAL;
}

/* Is the symbol's thing of kind i (0 procedure, 1 variable, 2 property
 * list) there, and buried? */
static bool buried_as(Symbol *y, int i)
{
  if (!(y->flags & buried_flag[i])) return false;
  if (i == 0) return y->proc != NULL && y->proc->kind == PK_USER && !(y->proc->flags & PF_LIBRARY);
  return i == 1 ? y->value != NOVAL : y->plist != NIL;
}

static int by_name(const void *x, const void *y)
{
  return strcmp((*(Symbol *const *)x)->key, (*(Symbol *const *)y)->key);
}

static Node *buried_of(LgState *L, int kind)
{
  size_t n = 0, cap = 0;
  Symbol **syms = NULL;
  for (size_t i = 0; i < L->syms.size; i++)
    for (Symbol *y = L->syms.buckets[i]; y; y = y->next)
      if (buried_as(y, kind)) {
        GROW_TO_FIT(syms, cap, n + 1, 16);
        syms[n++] = y;
      }
  if (n > 1) qsort(syms, n, sizeof(Symbol *), by_name);
  Node *names = NIL;
  while (n > 0) names = nd_cons(syms[--n]->word, names);
  return names;
}

static Node *p_buried(LgState *L, Node **a, int n)
{
  (void)a;
  (void)n;
  return contents_node(buried_of(L, 0), buried_of(L, 1), buried_of(L, 2));
}

/* BURIEDP: the first thing the contents list names is buried. */
static Node *p_buriedp(LgState *L, Node **a, int n)
{
  (void)n;
  Contents c = contents_arg(L, a[0]);
  Node *parts[3] = { c.procs, c.names, c.plists };
  for (int i = 0; i < 3; i++)
    if (parts[i] != NIL) return bool_node(L, word_symbol(&L->syms, CAR(parts[i]))->flags & buried_flag[i]);
  arg_error(L, a[0]);
}

/* The text of what c names, as SAUVE writes it: definitions, then DONNE
 * and DONNEPROPRIETE lines. */
static void contents_text(LgState *L, Contents c, Buf *b)
{
  Saver sv = { L, b, NIL, NULL, 0, 0 };
  for (Node *p = c.procs; p != NIL; p = CDR(p)) save_procedure(L, b, arg_user_proc(L, CAR(p)));
  for (Node *p = c.names; p != NIL; p = CDR(p)) {
    if (word_symbol(&L->syms, CAR(p))->value == NOVAL) err_throw(L, ERR_NO_VALUE, CAR(p));
    save_variable(&sv, CAR(p));
  }
  for (Node *p = c.plists; p != NIL; p = CDR(p)) save_plist(&sv, CAR(p));
}

static void print_contents(LgState *L, Contents c)
{
  Buf b;
  buf_init(&b);
  contents_text(L, c, &b);
  if (b.n >= 2 && b.s[b.n - 1] == '\n' && b.s[b.n - 2] == '\n') b.n--;
  st_write(L, b.s, b.n);
}

static Node *p_pon(LgState *L, Node **a, int n)
{
  (void)n;
  print_contents(L, (Contents){ NIL, names_of(L, a[0]), NIL });
  return NOVAL;
}

static Node *p_popl(LgState *L, Node **a, int n)
{
  (void)n;
  print_contents(L, (Contents){ NIL, NIL, names_of(L, a[0]) });
  return NOVAL;
}

/* PONS, POPLS, POPS, POALL: what is not buried, of a kind or all. */
enum { ALL_PROCS = 1, ALL_NAMES = 2, ALL_PLISTS = 4 };

static Contents all_of(LgState *L, int what)
{
  Contents c = everything(L);
  if (!(what & ALL_PROCS)) c.procs = NIL;
  if (!(what & ALL_NAMES)) c.names = NIL;
  if (!(what & ALL_PLISTS)) c.plists = NIL;
  return c;
}

static Node *p_pons(LgState *L, Node **a, int n) { (void)a; (void)n; print_contents(L, all_of(L, ALL_NAMES)); return NOVAL; }
static Node *p_popls(LgState *L, Node **a, int n) { (void)a; (void)n; print_contents(L, all_of(L, ALL_PLISTS)); return NOVAL; }
static Node *p_pops(LgState *L, Node **a, int n) { (void)a; (void)n; print_contents(L, all_of(L, ALL_PROCS)); return NOVAL; }
static Node *p_poall(LgState *L, Node **a, int n) { (void)a; (void)n; print_contents(L, all_of(L, 7)); return NOVAL; }

static void erase_plists(LgState *L, Node *names)
{
  for (Node *p = names; p != NIL; p = CDR(p)) word_symbol(&L->syms, CAR(p))->plist = NIL;
}

static Node *p_erpl(LgState *L, Node **a, int n) { (void)n; erase_plists(L, names_of(L, a[0])); return NOVAL; }
static Node *p_erpls(LgState *L, Node **a, int n) { (void)a; (void)n; erase_plists(L, all_of(L, ALL_PLISTS).plists); return NOVAL; }

static Node *p_erns(LgState *L, Node **a, int n)
{
  (void)a;
  (void)n;
  for (Node *p = user_names(L); p != NIL; p = CDR(p)) word_symbol(&L->syms, CAR(p))->value = NOVAL;
  return NOVAL;
}

static Node *p_erps(LgState *L, Node **a, int n)
{
  (void)a;
  (void)n;
  for (Node *p = user_procedures(L); p != NIL; p = CDR(p)) erase_procedure(L, CAR(p));
  forget_erased(L);
  return NOVAL;
}

/* The ED family: the procedures named in the editor, then DONNE and
 * DONNEPROPRIETE lines for the names and property lists, run when the
 * text is read back. */
static Node *edit_contents(LgState *L, Contents c)
{
  Buf extra;
  buf_init(&extra);
  contents_text(L, (Contents){ NIL, c.names, c.plists }, &extra);
  return edit_with(L, c.procs, &extra);
}

static Node *p_edn(LgState *L, Node **a, int n) { (void)n; return edit_contents(L, (Contents){ NIL, names_of(L, a[0]), NIL }); }
static Node *p_edpl(LgState *L, Node **a, int n) { (void)n; return edit_contents(L, (Contents){ NIL, NIL, names_of(L, a[0]) }); }
static Node *p_edns(LgState *L, Node **a, int n) { (void)a; (void)n; return edit_contents(L, all_of(L, ALL_NAMES)); }
static Node *p_edpls(LgState *L, Node **a, int n) { (void)a; (void)n; return edit_contents(L, all_of(L, ALL_PLISTS)); }
static Node *p_edps(LgState *L, Node **a, int n) { (void)a; (void)n; return edit_contents(L, all_of(L, ALL_PROCS)); }

/* SAVEL contents "fichier: SAUVE of what the contents list names only. */
static Node *p_savel(LgState *L, Node **a, int n)
{
  (void)n;
  Contents c = contents_arg(L, a[0]);
  const char *path = file_arg(L, a, 1);
  Buf b;
  buf_init(&b);
  contents_text(L, c, &b);
  int e = fs_write_atomic(path, 0666, b.s, b.n);
  if (e == EINTR) ev_poll(L);
  if (e != 0) err_throw(L, ERR_CANT_SAVE, L->prim->name->word, a[1], nd_cstr(err_system(e)));
  return NOVAL;
}

/* }==================================================================== */

/* {====================================================================
 * UCBLogo's other workspace words: ARITY, DEFINEDP, FULLTEXT, NAME,
 * GLOBAL, PRIMITIVES, NODES, GC
 * ===================================================================== */

static Node *p_arity(LgState *L, Node **a, int n)
{
  (void)n;
  Proc *p = st_proc(L, word_symbol(&L->syms, arg_word(L, a, 0)));
  if (p == NULL) err_throw(L, ERR_DK_HOW, a[0]);
  Node *items[3] = { nd_int(p->min_args), nd_int(p->def_args), nd_int(p->max_args < 0 ? -1 : p->max_args) };
  return nd_list_from(items, 3);
}

static Node *p_definedp(LgState *L, Node **a, int n)
{
  (void)n;
  Proc *p = IS_WORD(a[0]) ? st_proc(L, word_symbol(&L->syms, a[0])) : NULL;
  return bool_node(L, p != NULL && p->kind == PK_USER);
}

static Node *line_word(Node *text)
{
  Buf b;
  buf_init(&b);
  prn_node(&b, text, false);
  return nd_word(b.s, b.n);
}

/* FULLTEXT "nom: the definition as its lines are written, each a word,
 * from the title to FIN. */
static Node *p_fulltext(LgState *L, Node **a, int n)
{
  (void)n;
  Proc *p = arg_user_proc(L, a[0]);
  Node *head = NIL, **tail = NULL;
  nd_append(&head, &tail, line_word(p->title));
  for (int i = 0; i < p->nlines; i++) nd_append(&head, &tail, line_word(p->lines[i].text));
  nd_append(&head, &tail, L->s_fin->word);
  return head;
}

/* NAME valeur "nom: DONNE with its inputs the other way round. */
static Node *p_name(LgState *L, Node **a, int n)
{
  (void)n;
  ev_set_var(L, word_symbol(&L->syms, arg_word(L, a, 1)), a[0]);
  return NOVAL;
}

/* GLOBAL "nom or [noms]: in Tortue, DONNE of a name with no local binding
 * makes a global already, so GLOBAL only checks its names. */
static Node *p_global(LgState *L, Node **a, int n)
{
  for (int i = 0; i < n; i++) names_of(L, a[i]);
  return NOVAL;
}

static Node *p_primitives(LgState *L, Node **a, int n)
{
  (void)a;
  (void)n;
  size_t k = 0, cap = 0;
  Symbol **syms = NULL;
  for (size_t i = 0; i < L->syms.size; i++)
    for (Symbol *y = L->syms.buckets[i]; y; y = y->next)
      if (y->proc != NULL && y->proc->kind != PK_USER) {
        GROW_TO_FIT(syms, cap, k + 1, 256);
        syms[k++] = y;
      }
  if (k > 1) qsort(syms, k, sizeof(Symbol *), by_name);
  Node *names = NIL;
  while (k > 0) names = nd_cons(syms[--k]->word, names);
  return names;
}

/* NODES: [bytes in use, size of the collector's heap]. */
static Node *p_nodes(LgState *L, Node **a, int n)
{
  (void)L;
  (void)a;
  (void)n;
  size_t used, heap;
  mem_usage(&used, &heap);
  Node *items[2] = { nd_int((int64_t)used), nd_int((int64_t)heap) };
  return nd_list_from(items, 2);
}

static Node *p_gc(LgState *L, Node **a, int n)
{
  (void)L;
  (void)a;
  (void)n;
  mem_collect();
  return NOVAL;
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
  P(NAMELIST,       p_namelist,   1, 1, 1),
  P(PLLIST,         p_pllist,     1, 1, 1),
  P(BURY,           p_bury,       1, 1, 1),
  P(UNBURY,         p_unbury,     1, 1, 1),
  P(BURYNAME,       p_buryname,   1, 1, 1),
  P(UNBURYNAME,     p_unburyname, 1, 1, 1),
  P(BURYALL,        p_buryall,    0, 0, 0),
  P(UNBURYALL,      p_unburyall,  0, 0, 0),
  P(BURIED,         p_buried,     0, 0, 0),
  P(BURIED_P,       p_buriedp,    1, 1, 1),
  P(PON,            p_pon,        1, 1, 1),
  P(POPL,           p_popl,       1, 1, 1),
  P(PONS,           p_pons,       0, 0, 0),
  P(POPLS,          p_popls,      0, 0, 0),
  P(POPS,           p_pops,       0, 0, 0),
  P(POALL,          p_poall,      0, 0, 0),
  P(ERPL,           p_erpl,       1, 1, 1),
  P(ERPLS,          p_erpls,      0, 0, 0),
  P(ERNS,           p_erns,       0, 0, 0),
  P(ERPS,           p_erps,       0, 0, 0),
  P(EDN,            p_edn,        1, 1, 1),
  P(EDPL,           p_edpl,       1, 1, 1),
  P(EDNS,           p_edns,       0, 0, 0),
  P(EDPLS,          p_edpls,      0, 0, 0),
  P(EDPS,           p_edps,       0, 0, 0),
  PS(SAVEL,         p_savel,      2, 2, 2, "eF"),
  P(ARITY,          p_arity,      1, 1, 1),
  P(DEFINED_P,      p_definedp,   1, 1, 1),
  P(FULLTEXT,       p_fulltext,   1, 1, 1),
  PS(NAME,          p_name,       2, 2, 2, "ew"),
  P(GLOBAL,         p_global,     1, 1, -1),
  P(PRIMITIVES,     p_primitives, 0, 0, 0),
  P(NODES,          p_nodes,      0, 0, 0),
  P(GC,             p_gc,         0, 0, 1),
  PS(SETEDITOR,     p_seteditor,  1, 1, 1, "w"),
  PS(SETTEMPLOC,    p_settemploc, 1, 1, 1, "w"),
  PS(EDITFILE,      p_editfile,   1, 1, 1, "F"),
  PRIM_END
};

void prim_open_ws(LgState *L)
{
  prim_register(L, ws_prims);
}
