/* prim_langue.c -- LANGUE (the session's vocabulary) and TRADUIS (a
 * program rewritten from one vocabulary to the other). */
#include <config.h>

#include <errno.h>
#include <string.h>

#include "logo.h"
#include "error.h"
#include "fs.h"
#include "mem.h"
#include "node.h"
#include "prim.h"
#include "state.h"
#include "translate.h"
#include "vocab.h"

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
  vocab_use(L, lang_arg(L, a, 0));
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
  size_t len;
  char *src = fs_read_all(from_path, &len);
  if (!src) err_throw(L, ERR_CANT_OPEN, a[0], nd_cstr(err_system(errno)));
  /* a reader's error is thrown as running the file would say it */
  TrJob job = { vocab_other(to), to, src, len, from_path, NULL, NULL, NULL, 0, NULL };
  tr_run(L, &job);
  int e = fs_write_atomic(to_path, 0666, job.out, job.outlen);
  if (e != 0) err_throw(L, ERR_CANT_SAVE, L->prim->name->word, a[1], nd_cstr(err_system(e)));
  tr_say_renamed(L, L->prim->name->word, to, job.renamed);
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
