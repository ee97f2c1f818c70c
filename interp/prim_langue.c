/* prim_langue.c -- LANGUE (the session's vocabulary) and TRADUIS (a
 * program rewritten from one vocabulary to the other). */
#include <config.h>

#include <errno.h>
#include <string.h>

#include "logo.h"
#include "error.h"
#include "eval.h"
#include "fs.h"
#include "mem.h"
#include "node.h"
#include "prim.h"
#include "state.h"
#include "print.h"
#include "proc.h"
#include "translate.h"
#include "vocab.h"
#include "word.h"
#include "workspace.h"

/* The procedures of the workspace as text, in the order they were
 * defined: lib-logo's (library true) or the user's. */
static void workspace_text(LgState *L, bool library, Buf *b)
{
  buf_init(b);
  Node *order = NIL;
  for (Node *p = L->defined; p != NIL; p = CDR(p)) order = nd_cons(CAR(p), order);
  for (Node *p = order; p != NIL; p = CDR(p)) {
    Proc *proc = word_symbol(&L->syms, CAR(p))->proc;
    if (proc && proc->kind == PK_USER && !(proc->flags & PF_LIBRARY) == !library)
      ws_proc_text(L, proc, b);
  }
}

void lang_use(LgState *L, const Vocab *v)
{
  st_procs_all(L);
  const Vocab *from = L->vocab;
  if (v == from) return;
  Node *who = vocab_word(L, VID_LANGUE);   /* as the person called it */
  Buf lib, user;
  workspace_text(L, true, &lib);
  workspace_text(L, false, &user);
  size_t nl, nu;
  TrRenamed *renamed;
  char *tl = tr_text(L, from, v, lib.s, lib.n, &nl, NULL);
  char *tu = tr_text(L, from, v, user.s, user.n, &nu, &renamed);
  prim_unbind(L);
  for (TrRenamed *r = renamed; r; r = r->next) ws_forget(L, r->from);
  L->vocab = v;
  vocab_words(L);
  prim_rebind(L);
  ws_redefine(L, tl, nl, true);
  ws_redefine(L, tu, nu, false);
  L->epoch++;
  tr_say_renamed(L, who, v, renamed);
}

/* The vocabulary a word names ("fr, "en, any case). */
static const Vocab *lang_arg(LgState *L, Node **a, int i)
{
  size_t n;
  const char *s = arg_chars(L, a[i], &n);
  const Vocab *v = vocab_by_lang(s, n);
  if (v == NULL) err_throw(L, ERR_UNKNOWN_LANG, L->prim->name->word, a[i]);
  return v;
}

static Node *p_langue(LgState *L, Node **a, int n)
{
  (void)n;
  lang_use(L, lang_arg(L, a, 0));
  return NOVAL;
}

static const char *path_arg(LgState *L, Node **a, int i)
{
  size_t len;
  const char *s = arg_chars(L, a[i], &len);
  if (len == 0 || memchr(s, '\0', len)) arg_error(L, a[i]);
  return mem_strndup(s, len);
}

/* TRADUIS "source "cible: into the session's vocabulary from the other;
 * (TRADUIS "source "cible "en): into the one named. */
static Node *p_traduis(LgState *L, Node **a, int n)
{
  const char *from_path = path_arg(L, a, 0);
  const char *to_path = path_arg(L, a, 1);
  const Vocab *to = n > 2 ? lang_arg(L, a, 2) : L->vocab;
  size_t len, outlen;
  char *src = fs_read_all_until(from_path, &len, L->interrupt);
  if (!src && errno == EINTR) ev_poll(L);   /* Ctrl-C ended the wait for a pipe */
  if (!src) err_throw(L, ERR_CANT_OPEN, a[0], nd_cstr(err_system(errno)));
  TrRenamed *renamed;
  char *out = tr_text(L, vocab_other(to), to, src, len, &outlen, &renamed);
  int e = fs_write_atomic(to_path, 0666, out, outlen);
  if (e == EINTR) ev_poll(L);   /* Ctrl-C ended the wait for a pipe's reader */
  if (e != 0) err_throw(L, ERR_CANT_SAVE, L->prim->name->word, a[1], nd_cstr(err_system(e)));
  tr_say_renamed(L, L->prim->name->word, to, renamed);
  return NOVAL;
}

#define P(id, fn, mn, df, mx) { VID_##id, fn, NULL, mn, df, mx, PREC_NONE, 0 }
static const PrimEntry langue_prims[] = {
  P(LANGUE,  p_langue,  1, 1, 1),
  P(TRADUIS, p_traduis, 2, 2, 3),
  PRIM_END
};

void prim_open_langue(LgState *L)
{
  prim_register(L, langue_prims);
}
