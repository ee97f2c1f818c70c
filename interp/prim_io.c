/* prim_io.c -- ECRIS, TAPE, MONTRE, VIDETEXTE. */
#include <config.h>

#include "logo.h"
#include "node.h"
#include "prim.h"
#include "print.h"
#include "state.h"

/* Write one input: words straight out, lists through a buffer. */
static void print_one(LgState *L, Node *v, bool show)
{
  if (IS_WORD(v)) {
    size_t len;
    const char *s = nd_chars(v, &len);
    st_write(L, s, len);
    return;
  }
  Buf b;
  buf_init(&b);
  prn_node(&b, v, show);
  st_write(L, b.s, b.n);
}

/* sep: between inputs; show: lists keep their brackets; nl: end of line. */
static Node *print_args(LgState *L, Node **a, int n, bool sep, bool show, bool nl)
{
  for (int i = 0; i < n; i++) {
    if (i > 0 && sep) st_write(L, " ", 1);
    print_one(L, a[i], show);
  }
  if (nl) st_write(L, "\n", 1);
  return NOVAL;
}

static Node *p_print(LgState *L, Node **a, int n) { return print_args(L, a, n, true, false, true); }
static Node *p_type(LgState *L, Node **a, int n) { return print_args(L, a, n, false, false, false); }
static Node *p_show(LgState *L, Node **a, int n) { return print_args(L, a, n, true, true, true); }

/* Clears a terminal; does nothing when the output is a file or a pipe, so
 * that scripted output stays clean. */
static Node *p_cleartext(LgState *L, Node **a, int n)
{
  (void)a;
  (void)n;
  if (L->out_tty) st_write(L, "\033[H\033[2J", 7);
  return NOVAL;
}

#define P(names, fn, mn, df, mx) { names, fn, NULL, mn, df, mx, PREC_NONE, 0, "écran" }
static const PrimEntry io_prims[] = {
  P("ECRIS EC",        p_print,     0, 1, -1),
  P("TAPE",            p_type,      0, 1, -1),
  P("MONTRE",          p_show,      0, 1, -1),
  P("VIDETEXTE VT",    p_cleartext, 0, 0, 0),
  { NULL, NULL, NULL, 0, 0, 0, 0, 0, NULL }
};

void prim_open_io(LgState *L)
{
  prim_register(L, io_prims);
}
