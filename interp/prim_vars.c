/* prim_vars.c -- DONNE, LOCALE, DONNELOCALE, CHOSE. With shallow binding
 * the innermost binding of a name is simply its symbol's value. */
#include <config.h>

#include <string.h>

#include "logo.h"
#include "error.h"
#include "eval.h"
#include "mem.h"
#include "node.h"
#include "prim.h"
#include "state.h"
#include "word.h"
#include "workspace.h"

/* A name: any non-empty word, a number included (a number is a word:
 * DONNE 10 [a b], DPROP 4 7 "x, as in UCBLogo). */
static Symbol *name_arg(LgState *L, Node **a, int i)
{
  /* a word of characters has its length at hand, and word_symbol keeps
   * its symbol in it: DONNE "L in a loop neither formats nor hashes */
  Node *w = a[i];
  size_t len;
  if (w != NIL && nd_type(w) == NT_WORD) {
    len = w->len;
  } else {
    w = arg_word(L, a, i);
    nd_chars(w, &len);
  }
  if (len == 0) arg_error(L, w);
  return word_symbol(&L->syms, w);
}

static Node *p_make(LgState *L, Node **a, int n)
{
  (void)n;
  ev_set_var(L, name_arg(L, a, 0), a[1]);
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
  size_t len = 0;
  if (IS_WORD(a[0])) nd_chars(a[0], &len);
  if (len == 0) return L->w_false;
  return bool_node(L, word_symbol(&L->syms, a[0])->value != NOVAL);
}

/* {====================================================================
 * Property lists: [property value property value ...] in the symbol, the
 * newest first, property names compared like procedure names.
 *
 * Beside the list, an index (open addressing, by the property's symbol)
 * gives each property's place in O(1): the cell before its pair (NIL for
 * the first pair), so that a pair can also be unlinked in place. It
 * belongs to the list it was built for: when something else replaced
 * the list (EFFACETOUT), it is built again from the list.
 * ===================================================================== */

typedef struct PropIndex PropIndex;

typedef struct PropSlot {
  Symbol *key;           /* NULL: empty */
  Node *prev;
} PropSlot;

struct PropIndex {
  Node *head;            /* the list indexed */
  size_t count, size;    /* size: a power of two */
  PropSlot *slots;
};

/* The slot of key, or the empty slot where it would go. */
static PropSlot *prop_slot(const PropIndex *x, Symbol *key)
{
  size_t mask = x->size - 1;
  for (size_t i = key->hash & mask;; i = (i + 1) & mask)
    if (x->slots[i].key == key || x->slots[i].key == NULL) return &x->slots[i];
}

static void prop_grow(PropIndex *x)
{
  PropSlot *old = x->slots;
  size_t n = x->size;
  x->size = n ? 2 * n : 8;
  x->slots = mem_alloc(x->size * sizeof *x->slots);
  for (size_t i = 0; i < n; i++)
    if (old[i].key) *prop_slot(x, old[i].key) = old[i];
}

/* Record key's pair, after prev; the first record of a key stays. */
static void prop_put(PropIndex *x, Symbol *key, Node *prev)
{
  if (2 * (x->count + 1) > x->size) prop_grow(x);
  PropSlot *s = prop_slot(x, key);
  if (s->key) return;
  *s = (PropSlot){ key, prev };
  x->count++;
}

/* Forget key: the slots after it in its run move back (no tombstones). */
static void prop_forget(PropIndex *x, PropSlot *s)
{
  size_t mask = x->size - 1, i = (size_t)(s - x->slots);
  x->slots[i].key = NULL;
  x->count--;
  for (size_t j = (i + 1) & mask; x->slots[j].key; j = (j + 1) & mask) {
    size_t home = x->slots[j].key->hash & mask;
    /* j's entry may fill the hole at i unless its home lies in (i, j] */
    if (((j - home) & mask) >= ((j - i) & mask)) {
      x->slots[i] = x->slots[j];
      x->slots[j].key = NULL;
      i = j;
    }
  }
}

/* The symbol naming the pair at p, or NULL if p is not a pair of words. */
static Symbol *pair_key(LgState *L, Node *p)
{
  if (p == NIL || CDR(p) == NIL || !IS_WORD(CAR(p))) return NULL;
  return word_symbol(&L->syms, CAR(p));
}

/* sym's index, up to date with its list. */
static PropIndex *prop_index(LgState *L, Symbol *sym)
{
  PropIndex *x = sym->props;
  if (x && x->head == sym->plist) return x;
  x = sym->props = mem_alloc(sizeof *x);
  x->head = sym->plist;
  prop_grow(x);
  Node *prev = NIL;
  for (Node *p = sym->plist; p != NIL && CDR(p) != NIL; prev = CDR(p), p = CDR(CDR(p))) {
    Symbol *key = pair_key(L, p);
    if (key) prop_put(x, key, prev);
  }
  return x;
}

/* The pair whose index slot is s. */
static Node *slot_pair(const Symbol *sym, const PropSlot *s)
{
  return s->prev == NIL ? sym->plist : CDR(s->prev);
}

/* The pair of property prop of sym, or NIL. */
static Node *prop_cell(LgState *L, Symbol *sym, Node *prop)
{
  PropSlot *s = prop_slot(prop_index(L, sym), word_symbol(&L->syms, prop));
  return s->key ? slot_pair(sym, s) : NIL;
}

/* The pair that comes after `prev` now follows `now`: its slot says so. */
static void prop_moved(LgState *L, PropIndex *x, Node *pair, Node *prev, Node *now)
{
  Symbol *key = pair_key(L, pair);
  if (key == NULL) return;
  PropSlot *s = prop_slot(x, key);
  if (s->key && s->prev == prev) s->prev = now;
}

static Node *p_pprop(LgState *L, Node **a, int n)
{
  (void)n;
  Symbol *sym = name_arg(L, a, 0);
  arg_word(L, a, 1);
  PropIndex *x = prop_index(L, sym);
  PropSlot *s = prop_slot(x, word_symbol(&L->syms, a[1]));
  if (s->key) {
    CAR(CDR(slot_pair(sym, s))) = a[2];
    return NOVAL;
  }
  Node *first = sym->plist;
  /* open cells: EFFACEPROPRIETE unlinks pairs in place */
  sym->plist = x->head = nd_open_cell(a[1], nd_open_cell(a[2], first));
  prop_moved(L, x, first, NIL, CDR(sym->plist));
  prop_put(x, word_symbol(&L->syms, a[1]), NIL);
  return NOVAL;
}

static Node *p_gprop(LgState *L, Node **a, int n)
{
  (void)n;
  Node *cell = prop_cell(L, name_arg(L, a, 0), arg_word(L, a, 1));
  return cell == NIL ? NIL : CAR(CDR(cell));
}

/* The pair is unlinked in place: LISTEPROPRIETE gives copies only. */
static Node *p_remprop(LgState *L, Node **a, int n)
{
  (void)n;
  Symbol *sym = name_arg(L, a, 0);
  arg_word(L, a, 1);
  PropIndex *x = prop_index(L, sym);
  PropSlot *s = prop_slot(x, word_symbol(&L->syms, a[1]));
  if (s->key == NULL) return NOVAL;
  Node *prev = s->prev, *pair = slot_pair(sym, s), *next = CDR(CDR(pair));
  if (prev == NIL) sym->plist = x->head = next;
  else CDR(prev) = next;
  prop_forget(x, s);
  prop_moved(L, x, next, CDR(pair), prev);
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

/* LISTEPROPRIETE?: the name has properties (a number or a list: no). */
static Node *p_plistp(LgState *L, Node **a, int n)
{
  (void)n;
  return bool_node(L, IS_WORD(a[0]) && !IS_NUM(a[0]) && word_symbol(&L->syms, a[0])->plist != NIL);
}

/* }==================================================================== */

/* P: a primitive, and its inputs' shapes (form) */
#define P(id, fn, mn, df, mx, form) { VID_##id, fn, NULL, mn, df, mx, PREC_NONE, 0, .shape = form }
static const PrimEntry var_prims[] = {
  /* DONNE "name: the evaluator sets the variable itself (OPI_MAKE) */
  { VID_DONNE, p_make, NULL, 2, 2, 2, PREC_NONE, 0, .op = OPI_MAKE, .shape = "we" },
  P(LOCALE,           p_local,     1, 1, -1, "wwww"),
  P(DONNELOCALE,      p_localmake, 2, 2, 2, "we"),
  P(CHOSE,            p_thing,     1, 1, 1, "w"),
  P(NOM_P,            p_namep,     1, 1, 1, "w"),
  { VID_DONNEPROPRIETE, p_pprop, NULL, 3, 3, 3, PREC_NONE, 0 },
  { VID_RENDSPROPRIETE, p_gprop, NULL, 2, 2, 2, PREC_NONE, 0 },
  { VID_EFFACEPROPRIETE, p_remprop, NULL, 2, 2, 2, PREC_NONE, 0 },
  { VID_LISTEPROPRIETE, p_plist, NULL, 1, 1, 1, PREC_NONE, 0 },
  { VID_LISTESPROPRIETES, p_plists, NULL, 0, 0, 0, PREC_NONE, 0 },
  P(LISTEPROPRIETE_P, p_plistp,    1, 1, 1, "w"),
  PRIM_END
};

/* {====================================================================
 * UCBLogo's special variables (English)
 * ===================================================================== */

/* Set name to v as lib-logo's globals are: SAUVE leaves it out, and
 * VARIABLES does not list it under UCBLogo's rules (UCBLogo buries them).
 * One the program already set is left alone. */
static void special(LgState *L, const char *name, Node *v)
{
  Symbol *s = word_intern(&L->syms, name, strlen(name));
  if (s->value != NOVAL) return;
  s->value = v;
  s->flags |= SF_LIBRARY;
}

/* The values UCBLogo 6.2 starts with. ALLOWGETSET is read by the
 * evaluator (ev_getset), REDEFP by POUR (workspace.c), STARTUP by RAMENE,
 * ERRACT by the debugger; CASEIGNOREDP and FULLPRINTP say what Tortue
 * does (EGAL? ignores case, PRINT writes no bars) and are not read. */
void prim_ucb_variables(LgState *L)
{
  if (!L->vocab->ucblogo) return;
  special(L, "allowgetset", L->w_true);
  special(L, "caseignoredp", L->w_true);
  special(L, "fullprintp", L->w_false);
  special(L, "usealternatenames", L->w_false);
  special(L, "command.line", NIL);
}

void prim_command_line(LgState *L, char **args, int n)
{
  Node *list = NIL;
  while (n > 0) list = nd_cons(nd_cstr(args[--n]), list);
  Symbol *s = word_intern(&L->syms, "command.line", 12);
  s->value = list;
  s->flags |= SF_LIBRARY;
}

/* }==================================================================== */

void prim_open_vars(LgState *L)
{
  prim_register(L, var_prims);
  prim_ucb_variables(L);
}
