/* prim_vars.c -- DONNE, LOCALE, DONNELOCALE, CHOSE. With shallow binding
 * the innermost binding of a name is simply its symbol's value. */
#include <config.h>

#include "logo.h"
#include "error.h"
#include "eval.h"
#include "node.h"
#include "prim.h"
#include "state.h"
#include "word.h"
#include "workspace.h"

static Symbol *name_arg(LgState *L, Node **a, int i)
{
  Node *w = arg_word(L, a, i);
  if (w->type != NT_WORD || w->u.w.len == 0) arg_error(L, w);
  return word_symbol(&L->syms, w);
}

static Node *p_make(LgState *L, Node **a, int n)
{
  (void)n;
  name_arg(L, a, 0)->value = a[1];
  return NOVAL;
}

/* LOCALE "x, LOCALE [x y], (LOCALE "x "y): new bindings without a value in
 * the running procedure. */
static Node *p_local(LgState *L, Node **a, int n)
{
  for (int i = 0; i < n; i++) {
    if (IS_LIST(a[i])) {
      for (Node *p = a[i]; p != NIL; p = CDR(p)) {
        Node *one[1] = { CAR(p) };
        ev_bind_local(L, name_arg(L, one, 0), NOVAL);
      }
    } else {
      ev_bind_local(L, name_arg(L, a, i), NOVAL);
    }
  }
  return NOVAL;
}

static Node *p_localmake(LgState *L, Node **a, int n)
{
  (void)n;
  ev_bind_local(L, name_arg(L, a, 0), a[1]);
  return NOVAL;
}

static Node *p_thing(LgState *L, Node **a, int n)
{
  (void)n;
  Symbol *s = name_arg(L, a, 0);
  if (s->value == NOVAL) err_throw(L, ERR_NO_VALUE, a[0]);
  return s->value;
}

/* NOM? "x: does x have a value? */
static Node *p_namep(LgState *L, Node **a, int n)
{
  (void)n;
  if (!IS_WORD(a[0]) || a[0]->type != NT_WORD || a[0]->u.w.len == 0) return L->w_false;
  return bool_node(L, word_symbol(&L->syms, a[0])->value != NOVAL);
}

/* {====================================================================
 * Property lists: [property value property value ...] in the symbol,
 * property names compared like procedure names.
 * ===================================================================== */

/* The cell holding property prop of sym, or NIL. */
static Node *prop_cell(LgState *L, Symbol *sym, Node *prop)
{
  Symbol *key = word_symbol(&L->syms, prop);
  for (Node *p = sym->plist; p != NIL && CDR(p) != NIL; p = CDR(CDR(p)))
    if (IS_WORD(CAR(p)) && word_symbol(&L->syms, CAR(p)) == key) return p;
  return NIL;
}

static Node *p_pprop(LgState *L, Node **a, int n)
{
  (void)n;
  Symbol *sym = name_arg(L, a, 0);
  arg_word(L, a, 1);
  Node *cell = prop_cell(L, sym, a[1]);
  if (cell != NIL) CAR(CDR(cell)) = a[2];
  else sym->plist = nd_cons(a[1], nd_cons(a[2], sym->plist));
  return NOVAL;
}

static Node *p_gprop(LgState *L, Node **a, int n)
{
  (void)n;
  Node *cell = prop_cell(L, name_arg(L, a, 0), arg_word(L, a, 1));
  return cell == NIL ? NIL : CAR(CDR(cell));
}

static Node *p_remprop(LgState *L, Node **a, int n)
{
  (void)n;
  Symbol *sym = name_arg(L, a, 0);
  Node *cell = prop_cell(L, sym, arg_word(L, a, 1));
  if (cell == NIL) return NOVAL;
  Node *head = NIL, **tail = NULL;   /* a copy without the pair */
  for (Node *p = sym->plist; p != NIL; p = CDR(p))
    if (p != cell && p != CDR(cell)) nd_append(&head, &tail, CAR(p));
  sym->plist = head;
  return NOVAL;
}

/* A copy: DONNEPROPRIETE changes the stored list in place. */
static Node *p_plist(LgState *L, Node **a, int n)
{
  (void)n;
  Node *head = NIL, **tail = NULL;
  for (Node *p = name_arg(L, a, 0)->plist; p != NIL; p = CDR(p)) nd_append(&head, &tail, CAR(p));
  return head;
}

/* LISTESPROPRIETES: the names that have properties, in name order. */
static Node *p_plists(LgState *L, Node **a, int n)
{
  (void)a;
  (void)n;
  return ws_names_with(L, WS_PLISTS);
}

/* }==================================================================== */

#define P(names, fn, mn, df, mx) { names, fn, NULL, mn, df, mx, PREC_NONE, 0 }
static const PrimEntry var_prims[] = {
  P("DONNE",              p_make,      2, 2, 2),
  P("LOCALE",             p_local,     1, 1, -1),
  P("DONNELOCALE SOIT",   p_localmake, 2, 2, 2),
  P("CHOSE",              p_thing,     1, 1, 1),
  P("NOM? NOMP VAR? VARIABLE?", p_namep, 1, 1, 1),
  { "DONNEPROPRIETE DPROP", p_pprop, NULL, 3, 3, 3, PREC_NONE, 0 },
  { "RENDSPROPRIETE RPROP", p_gprop, NULL, 2, 2, 2, PREC_NONE, 0 },
  { "EFFACEPROPRIETE EFPROP EPROP", p_remprop, NULL, 2, 2, 2, PREC_NONE, 0 },
  { "LISTEPROPRIETE LPROP", p_plist, NULL, 1, 1, 1, PREC_NONE, 0 },
  { "LISTESPROPRIETES LPROPS", p_plists, NULL, 0, 0, 0, PREC_NONE, 0 },
  { NULL, NULL, NULL, 0, 0, 0, 0, 0 }
};

void prim_open_vars(LgState *L)
{
  prim_register(L, var_prims);
}
