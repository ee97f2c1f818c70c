/* prim_ws.c -- the workspace as files: SAUVE writes the procedures and the
 * variables as POUR...FIN and DONNE lines, RAMENE reads them back;
 * PROCEDURES lists what the user defined. */
#include <config.h>

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "logo.h"
#include "error.h"
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
  if (len == 0) arg_error(L, w);
  return mem_strndup(s, len);
}

/* The user's procedures (not the library's), oldest first. */
static Node *user_procedures(LgState *L)
{
  Node *names = NIL;
  for (Node *p = L->defined; p != NIL; p = CDR(p)) {
    Proc *proc = word_symbol(&L->syms, CAR(p))->proc;
    if (proc && proc->kind == PK_USER && !(proc->flags & PF_LIBRARY)) names = nd_cons(CAR(p), names);
  }
  return names;
}

static Node *p_procedures(LgState *L, Node **a, int n)
{
  (void)a;
  (void)n;
  return user_procedures(L);
}

static void save_procedure(Buf *b, Proc *p)
{
  prn_node(b, p->title, false);
  buf_addc(b, '\n');
  for (int i = 0; i < p->nlines; i++) {
    prn_node(b, p->lines[i].text, false);
    buf_addc(b, '\n');
  }
  buf_adds(b, "FIN\n\n");
}

/* A word as it must be typed after a quote to read back the same. */
static void quoted_word(Buf *b, Node *w)
{
  size_t len;
  const char *s = nd_chars(w, &len);
  bool plain = len > 0;
  for (size_t i = 0; i < len; i++)
    if (strchr(" \t\n[]()|;~\\", s[i])) plain = false;
  buf_addc(b, '"');
  if (plain) {
    buf_add(b, s, len);
    return;
  }
  buf_addc(b, '|');
  for (size_t i = 0; i < len; i++) {
    if (s[i] == '|' || s[i] == '\\') buf_addc(b, '\\');
    buf_addc(b, s[i]);
  }
  buf_addc(b, '|');
}

static int by_name(const void *x, const void *y)
{
  return strcmp((*(Symbol *const *)x)->key, (*(Symbol *const *)y)->key);
}

/* DONNE lines for the variables that have a value, sorted by name. */
static void save_variables(LgState *L, Buf *b)
{
  size_t n = 0, cap = 64;
  Symbol **vars = mem_alloc(cap * sizeof(Symbol *));
  for (size_t i = 0; i < L->syms.size; i++)
    for (Symbol *y = L->syms.buckets[i]; y; y = y->next) {
      if (y->value == NOVAL) continue;
      if (n == cap) vars = mem_realloc(vars, (cap *= 2) * sizeof(Symbol *));
      vars[n++] = y;
    }
  qsort(vars, n, sizeof(Symbol *), by_name);
  for (size_t i = 0; i < n; i++) {
    buf_adds(b, "DONNE ");
    quoted_word(b, vars[i]->word);
    buf_addc(b, ' ');
    Node *v = vars[i]->value;
    if (IS_LIST(v)) prn_node(b, v, true);
    else if (IS_NUM(v)) prn_node(b, v, false);
    else quoted_word(b, v);
    buf_addc(b, '\n');
  }
}

/* Write text to path through a temporary file in the same directory,
 * renamed at the end: a crash or a full disk never leaves half a file. */
static bool write_atomically(const char *path, const char *text, size_t len)
{
  size_t n = strlen(path) + 16;
  char *tmp = mem_alloc_atomic(n);
  snprintf(tmp, n, "%s.XXXXXX", path);
  int fd = mkstemp(tmp);
  if (fd < 0) return false;
  FILE *f = fdopen(fd, "w");
  bool ok = f != NULL && fwrite(text, 1, len, f) == len && fflush(f) == 0 && fsync(fd) == 0;
  if (f) ok = fclose(f) == 0 && ok;
  else close(fd);
  if (ok && rename(tmp, path) == 0) return true;
  int saved = errno;
  unlink(tmp);
  errno = saved;
  return false;
}

static Node *p_save(LgState *L, Node **a, int n)
{
  (void)n;
  const char *path = path_arg(L, a, 0);
  Buf b;
  buf_init(&b);
  buf_adds(&b, "; Espace de travail de Tortue, écrit par SAUVE ; RAMENE \"fichier le relit.\n\n");
  for (Node *p = user_procedures(L); p != NIL; p = CDR(p))
    save_procedure(&b, word_symbol(&L->syms, CAR(p))->proc);
  save_variables(L, &b);
  if (!write_atomically(path, b.s, b.n)) {
    char msg[256];
    snprintf(msg, sizeof msg, "impossible d'écrire le fichier %s (%s)", path, err_system(errno));
    err_throw(L, ERR_BAD_ARG, L->prim->name->word, nd_cstr(msg));
  }
  return NOVAL;
}

static Node *p_load(LgState *L, Node **a, int n)
{
  (void)n;
  ws_load_file(L, path_arg(L, a, 0));
  return NOVAL;
}

#define P(names, fn, mn, df, mx) { names, fn, NULL, mn, df, mx, PREC_NONE, 0, "espace de travail" }
static const PrimEntry ws_prims[] = {
  P("SAUVE",              p_save,       1, 1, 1),
  P("RAMENE",             p_load,       1, 1, 1),
  P("PROCEDURES PROCS",   p_procedures, 0, 0, 0),
  { NULL, NULL, NULL, 0, 0, 0, 0, 0, NULL }
};

void prim_open_ws(LgState *L)
{
  prim_register(L, ws_prims);
}
