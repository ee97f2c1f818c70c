/* prim_logic.c -- VRAI, FAUX, ET, OU, NON. */
#include <config.h>

#include "logo.h"
#include "node.h"
#include "prim.h"
#include "state.h"

static Node *p_true(LgState *L, Node **a, int n)
{
  (void)a;
  (void)n;
  return L->w_true;
}

static Node *p_false(LgState *L, Node **a, int n)
{
  (void)a;
  (void)n;
  return L->w_false;
}

/* ET and OU stop at the first input that decides: the lists after it
 * (instructions for a value) are not run; every word input is still
 * checked, as the words were evaluated anyway. */
static Node *p_and(LgState *L, Node **a, int n)
{
  bool r = true;
  for (int i = 0; i < n; i++) {
    if (IS_LIST(a[i]) && !r) continue;
    r = arg_tf(L, a, i) && r;
  }
  return bool_node(L, r);
}

static Node *p_or(LgState *L, Node **a, int n)
{
  bool r = false;
  for (int i = 0; i < n; i++) {
    if (IS_LIST(a[i]) && r) continue;
    r = arg_tf(L, a, i) || r;
  }
  return bool_node(L, r);
}

static Node *p_not(LgState *L, Node **a, int n)
{
  (void)n;
  return bool_node(L, !arg_tf(L, a, 0));
}

#define P(id, fn, mn, df, mx) { VID_##id, fn, NULL, mn, df, mx, PREC_NONE, 0 }
static const PrimEntry logic_prims[] = {
  P(VRAI, p_true,  0, 0, 0),
  P(FAUX, p_false, 0, 0, 0),
  /* their inputs may be lists run for a truth value */
  { VID_ET, p_and, NULL, 0, 2, -1, PREC_NONE, 0, .code = PRIM_ALL_INPUTS },
  { VID_OU, p_or, NULL, 0, 2, -1, PREC_NONE, 0, .code = PRIM_ALL_INPUTS },
  { VID_NON, p_not, NULL, 1, 1, 1, PREC_NONE, 0, .code = 1 },
  PRIM_END
};

void prim_open_logic(LgState *L)
{
  prim_register(L, logic_prims);
}
