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
#include "help.h"
#include "prim.h"
#include "state.h"
#include "suggest.h"
#include "word.h"
#include "workspace.h"

/* The tables registered, so that a change of vocabulary (vocab_use) can
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
/* How the evaluator may run the calls of primitive id its own way. */
static uint8_t inline_op(int id)
{
  switch (id) {
  case VID_SOMME: case VID_OP_PLUS: return OPI_ADD;
  case VID_DIFFERENCE: case VID_OP_MINUS: return OPI_SUB;
  case VID_PRODUIT: case VID_OP_TIMES: return OPI_MUL;
  case VID_INFERIEUR_P: case VID_OP_LESS: return OPI_LT;
  case VID_SUPERIEUR_P: case VID_OP_GREATER: return OPI_GT;
  case VID_INFEGAL_P: case VID_OP_LESSEQUAL: return OPI_LE;
  case VID_SUPEGAL_P: case VID_OP_GREATEREQUAL: return OPI_GE;
  case VID_EGAL_P: case VID_OP_EQUAL: return OPI_EQ;
  case VID_NONEGAL_P: case VID_OP_NOTEQUAL: return OPI_NE;
  case VID_DONNE: return OPI_MAKE;
  case VID_METSPREMIER: return OPI_FPUT;
  case VID_MEMBRE_P: return OPI_MEMBERP;
  default: return OPI_NONE;
  }
}

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
      p->op = e->ctl ? OPI_NONE : inline_op(e->id);
      p->name->proc = p;
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

void prim_open_all(LgState *L)
{
  static void (*const opens[])(LgState *) = {
    prim_open_data, prim_open_math, prim_open_logic, prim_open_control,
    prim_open_io, prim_open_vars, prim_open_queens, prim_open_alignes, prim_open_taquin, prim_open_ws, prim_open_file,
    prim_open_turtle,
    prim_open_debug, prim_open_help, prim_open_langue, prim_open_lib, NULL
  };
  for (int i = 0; opens[i]; i++) opens[i](L);
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
  ws_library_ready(L);
  if (!IS_WORD(name)) arg_error(L, name);
  Proc *p = word_symbol(&L->syms, name)->proc;
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

/* Is the symbol's key the folded truth word b (0: true, 1: false) of
 * some vocabulary? */
static bool is_truth(const Symbol *s, int b)
{
  for (int v = 0; vocab_all[v]; v++) {
    const char *w = vocab_all[v]->truth[b];
    char key[16];
    if (strlen(w) < sizeof key / 2) {
      word_fold(w, strlen(w), true, key);
      if (strcmp(s->key, key) == 0) return true;
    }
  }
  return false;
}

/* A truth value: the truth words of every vocabulary, in any case (VRAI,
 * FAUX, true, false), deliberately: lists and files written by Berkeley
 * Logo programs hold true and false, and a procedure of lib-logo that
 * outputs "VRAI still answers in an English session. */
bool arg_bool(LgState *L, Node **args, int i)
{
  Node *v = args[i];
  if (v == L->w_true) return true;
  if (v == L->w_false) return false;
  if (IS_WORD(v) && nd_type(v) == NT_WORD) {
    Symbol *s = word_symbol(&L->syms, v);
    if (s->word == L->w_true || is_truth(s, 0)) return true;
    if (s->word == L->w_false || is_truth(s, 1)) return false;
  }
  arg_error(L, v);
}

bool arg_tf(LgState *L, Node **args, int i)
{
  if (!IS_LIST(args[i])) return arg_bool(L, args, i);
  Proc *by = L->prim;
  if (ev_run_list(L, args[i], CTX_VALUE, by) != ST_NORMAL)
    err_throw(L, ERR_NOT_IN_EXPR, by->name->word);
  Node *v[1] = { L->retval };
  if (v[0] == NOVAL) err_throw(L, ERR_DIDNT_OUTPUT, args[i], by->name->word);
  return arg_bool(L, v, 0);
}

Node *bool_node(LgState *L, bool b)
{
  return b ? L->w_true : L->w_false;
}
