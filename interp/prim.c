/* prim.c -- registering primitives and checking their inputs. */
#include <config.h>

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "logo.h"
#include "error.h"
#include "grow.h"
#include "eval.h"
#include "mem.h"
#include "node.h"
#include "prim.h"
#include "vocab.h"
#include "state.h"
#include "suggest.h"
#include "word.h"

/* The tables registered, so that a change of vocabulary (lang_use, prim_langue.c) can
 * register them again under the other names, and each row by identifier
 * (TRADUIS needs the arity of a primitive the session has no name for). */
typedef struct Registry {
  const PrimEntry **tables;
  int n, cap;
  const PrimEntry *by_id[VID__COUNT];
} Registry;

static const char registry_key;

static Registry *registry(LgState *L)
{
  return st_ext(L, &registry_key, sizeof(Registry), NULL);
}

static void remember(LgState *L, const PrimEntry *table)
{
  Registry *r = registry(L);
  for (int i = 0; i < r->n; i++)
    if (r->tables[i] == table) return;
  GROW_TO_FIT(r->tables, r->cap, r->n + 1, 16);
  r->tables[r->n++] = table;
  for (const PrimEntry *e = table; e->id != VID__COUNT; e++) r->by_id[e->id] = e;
}

const PrimEntry *prim_entry(LgState *L, VocabId id)
{
  return id < VID__COUNT ? registry(L)->by_id[id] : NULL;
}

/* Each name gets its own Proc (same function), so messages name the
 * primitive as the user wrote it: "SP n'aime pas [] comme argument". */
void prim_register(LgState *L, const PrimEntry *table)
{
  remember(L, table);
  for (const PrimEntry *e = table; e->id != VID__COUNT; e++) {
    const char *s = vocab_names(L->vocab, (VocabId)e->id);
    while (*s) {
      size_t n = strcspn(s, " ");
      Proc *p = mem_alloc(sizeof(Proc));
      p->name = word_intern(&L->syms, s, n);
      p->kind = e->ctl ? PK_CTL : PK_PRIM;
      p->fn = e->fn;
      p->ctl = e->ctl;
      p->min_args = e->min_args;
      p->def_args = e->def_args;
      p->max_args = e->max_args;
      p->prec = e->prec;
      p->flags = e->flags;
      p->names = vocab_names(L->vocab, (VocabId)e->id);
      p->id = e->id;
      p->op = e->op;
      /* a procedure of the user's that may take this name (workspace.c,
       * under UCBLogo's rules) keeps it, the primitive kept behind it */
      Proc *user = p->name->proc;
      if (user && user->kind == PK_USER && !vocab_reserved(L->vocab, s, n)) user->hidden = p;
      else p->name->proc = p;
      s += n;
      while (*s == ' ') s++;
    }
  }
}

/* Free every name the session's vocabulary gives a primitive. */
void prim_unbind(LgState *L)
{
  Registry *r = registry(L);
  for (int id = 0; id < VID__COUNT; id++) {
    if (!r->by_id[id]) continue;
    for (const char *s = vocab_names(L->vocab, (VocabId)id); *s;) {
      size_t n = strcspn(s, " ");
      Symbol *sym = word_find(&L->syms, s, n);
      if (sym && sym->proc && sym->proc->kind != PK_USER) sym->proc = NULL;
      s += n;
      while (*s == ' ') s++;
    }
  }
}

void prim_rebind(LgState *L)
{
  Registry *r = registry(L);
  for (int i = 0; i < r->n; i++) prim_register(L, r->tables[i]);
}

void arg_error(LgState *L, Node *v)
{
  err_throw(L, ERR_BAD_INPUT, L->prim->name->word, v);
}

void arg_range_error(LgState *L, Node *v)
{
  err_throw(L, ERR_BAD_RANGE, L->prim->name->word, v);
}

void arg_refuse(LgState *L, bool named, const char *fmt, ...)
{
  char msg[256];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(msg, sizeof msg, fmt, ap);
  va_end(ap);
  if (named) err_throw(L, ERR_BAD_ARG, L->prim->name->word, nd_cstr(msg));
  err_throw(L, ERR_USER, nd_cstr(msg));
}

Node *arg_list(LgState *L, Node **args, int i)
{
  if (!IS_LIST(args[i])) arg_error(L, args[i]);
  return args[i];
}

Node *arg_word(LgState *L, Node **args, int i)
{
  if (!IS_WORD(args[i])) arg_error(L, args[i]);
  return args[i];
}

const char *arg_chars(LgState *L, Node *v, size_t *len)
{
  if (!IS_WORD(v)) arg_error(L, v);
  return nd_chars(v, len);
}

Proc *arg_user_proc(LgState *L, Node *name)
{
  if (!IS_WORD(name)) arg_error(L, name);
  Proc *p = st_proc(L, word_symbol(&L->syms, name));
  if (p == NULL) err_throw(L, ERR_DK_HOW_UNREC, name);
  if (p->kind != PK_USER) err_throw(L, ERR_IS_PRIM, name);
  return p;
}

/* Why v is refused as a number: too big to read (1e309) or no number. */
static void num_refused(LgState *L, Node *v)
{
  if (nd_too_big(v)) err_throw(L, ERR_OVERFLOW, L->prim->name->word);
  double d;   /* a number refused (1.5 for an integer): no hint */
  Node *hint = nd_to_double(v, &d) ? NIL : sug_number(L);
  err_throw_hint(L, hint, ERR_BAD_INPUT, L->prim->name->word, v);
}

double arg_num(LgState *L, Node **args, int i)
{
  Node *v = args[i];
  if (v != NIL && nd_type(v) == NT_INT) return (double)nd_ival(v);
  double d;
  if (!nd_to_double(v, &d)) num_refused(L, v);
  return d;
}

int64_t arg_int(LgState *L, Node **args, int i)
{
  int64_t n;
  if (!nd_to_int(args[i], &n)) num_refused(L, args[i]);
  return n;
}

bool arg_bool(LgState *L, Node **args, int i)
{
  return ev_truth(L, args[i]);
}

bool arg_tf(LgState *L, Node **args, int i)
{
  return ev_truth_run(L, args[i]);
}

Node *bool_node(LgState *L, bool b)
{
  return b ? L->w_true : L->w_false;
}
