/* node.c -- constructors, conversions and equality of Logo values. */
#include <config.h>

#include <errno.h>
#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "logo.h"
#include "grow.h"
#include "mem.h"
#include "node.h"
#include "word.h"

_Static_assert(sizeof(Node) == 24, "mem_node hands out 24-byte nodes (32-byte blocks)");

Node nd_novalue_node = { .type = NT_NOVALUE };

/* An integer too large for an immediate (node.h). */
Node *nd_int_node(int64_t i)
{
  Node *n = mem_number();
  n->type = NT_INT;
  n->flags = 0;
  n->u.i = i;
  return n;
}

Node *nd_real(double r)
{
  Node *n = mem_number();
  n->type = NT_REAL;
  n->flags = 0;
  n->u.r = r;
  return n;
}

Node *nd_number(double r)
{
  if (r == floor(r) && fabs(r) < 9.007199254740992e15) return nd_int((int64_t)r);
  return nd_real(r);
}

Node *nd_word_nocopy(const char *s, size_t len, int flags)
{
  Node *n = mem_node();
  n->type = NT_WORD;
  n->flags = (uint8_t)flags;
  n->u.w.s = s;
  n->len = (uint32_t)len;
  return n;
}

Node *nd_word(const char *s, size_t len)
{
  return nd_word_nocopy(mem_strndup(s, len), len, 0);
}

Node *nd_array(int64_t count, int64_t origin)
{
  Node *n = mem_node();
  n->type = NT_ARRAY;
  n->u.a.items = mem_alloc((size_t)(count > 0 ? count : 1) * sizeof(Node *));
  n->count = count;
  n->u.a.origin = origin;
  return n;
}

Node *nd_array_copy(Node *a)
{
  Node *c = nd_array(a->count, a->u.a.origin);
  for (int64_t i = 0; i < a->count; i++) {
    Node *item = a->u.a.items[i];
    c->u.a.items[i] = IS_ARRAY(item) ? nd_array_copy(item) : item;
  }
  return c;
}

Node *nd_cstr(const char *s)
{
  return nd_word(s, strlen(s));
}

/* Format a double the way UCBLogo prints it: up to 15 significant digits,
 * no trailing zeros, integral values without a decimal point. */
static size_t format_real(double r, char *buf, size_t size)
{
  if (isnan(r)) return (size_t)snprintf(buf, size, "nan");
  if (isinf(r)) return (size_t)snprintf(buf, size, r < 0 ? "-inf" : "inf");
  int k = snprintf(buf, size, "%.15g", r);
  return (size_t)k;
}

static void nd_not_a_word(Node *w)
{
#ifdef TORTUE_SANITIZED
  fprintf(stderr, "nd_chars: value of type %d is not a word\n", nd_type(w));
  abort();
#else
  (void)w;
#endif
}

const char *nd_chars(Node *w, size_t *len)
{
  char buf[64];
  size_t k;
  switch (nd_type(w)) {
  case NT_WORD:
    *len = w->len;
    return w->u.w.s;
  case NT_INT:
    k = (size_t)snprintf(buf, sizeof buf, "%" PRId64, nd_ival(w));
    break;
  case NT_REAL:
    k = format_real(w->u.r, buf, sizeof buf);
    break;
  default:
    /* not a word: a caller forgot IS_WORD (arg_chars checks it). The
     * sanitizer build, which the tests and the fuzzer run, stops at once;
     * elsewhere the value has no characters, never those of another. */
    nd_not_a_word(w);
    *len = 0;
    return "";
  }
  *len = k;
  return mem_strndup(buf, k);
}

/* The syntax of a number: [sign] digits [. digits] [e [sign] [digits]], at
 * least one digit before the exponent. Sets *frac when a point or an
 * exponent makes it a real. */
static bool number_syntax(const char *s, size_t len, bool *frac)
{
  size_t i = 0, digits = 0;
  if (s[i] == '-' || s[i] == '+') i++;
  while (i < len && s[i] >= '0' && s[i] <= '9') { i++; digits++; }
  *frac = false;
  if (i < len && s[i] == '.') {
    *frac = true;
    i++;
    while (i < len && s[i] >= '0' && s[i] <= '9') { i++; digits++; }
  }
  if (digits == 0) return false;
  if (i < len && (s[i] == 'e' || s[i] == 'E')) {
    *frac = true;
    i++;
    if (i < len && (s[i] == '-' || s[i] == '+')) i++;
    /* no digit is exponent 0: 1e and 1e+ are 1, as in UCBLogo */
    while (i < len && s[i] >= '0' && s[i] <= '9') i++;
  }
  return i == len;
}

NumScan nd_scan_number(const char *s, size_t len, bool *is_int, int64_t *iv, double *dv)
{
  char buf[80];
  bool frac;
  if (len == 0 || len >= sizeof buf || !number_syntax(s, len, &frac)) return NUM_NONE;
  memcpy(buf, s, len);
  buf[len] = '\0';
  if (!frac) {
    errno = 0;
    long long v = strtoll(buf, NULL, 10);
    if (errno == 0) {
      *is_int = true;
      *iv = v;
      *dv = (double)v;
      return NUM_OK;
    }
  }
  *is_int = false;
  *dv = strtod(buf, NULL);
  /* an underflow reads as 0 (or the nearest subnormal); an overflow would
   * read as infinity, which no Logo number is */
  return isinf(*dv) ? NUM_TOO_BIG : NUM_OK;
}

bool nd_parse_number(const char *s, size_t len, bool *is_int, int64_t *iv, double *dv)
{
  return nd_scan_number(s, len, is_int, iv, dv) == NUM_OK;
}

bool nd_too_big(Node *w)
{
  bool is_int;
  int64_t iv;
  double dv;
  return w != NIL && nd_type(w) == NT_WORD &&
         nd_scan_number(w->u.w.s, w->len, &is_int, &iv, &dv) == NUM_TOO_BIG;
}

/* A number's value, exact (*is_int) for integers and integral text. */
static bool num_value(Node *w, bool *is_int, int64_t *iv, double *dv)
{
  if (w == NIL) return false;
  switch (nd_type(w)) {
  case NT_INT: *is_int = true; *iv = nd_ival(w); *dv = (double)nd_ival(w); return true;
  case NT_REAL: *is_int = false; *dv = w->u.r; return true;
  case NT_WORD: return nd_parse_number(w->u.w.s, w->len, is_int, iv, dv);
  default: return false;
  }
}

/* -1, 0 or 1 as integer i is below, equal to or above real d, exactly:
 * (double)i would round integers beyond 2^53. */
static int cmp_int_real(int64_t i, double d)
{
  if (d >= 0x1p63) return -1;
  if (d < -0x1p63) return 1;
  double t = trunc(d);
  int64_t ti = (int64_t)t;
  if (i != ti) return (i > ti) - (i < ti);
  return (d < t) - (d > t);
}

bool nd_num_compare(Node *a, Node *b, int *out)
{
  bool ia, ib;
  int64_t xa = 0, xb = 0;
  double da, db;
  if (!num_value(a, &ia, &xa, &da) || !num_value(b, &ib, &xb, &db)) return false;
  if (ia && ib) *out = (xa > xb) - (xa < xb);
  else if (ia) *out = cmp_int_real(xa, db);
  else if (ib) *out = -cmp_int_real(xb, da);
  else *out = (da > db) - (da < db);
  return true;
}

bool nd_to_double(Node *w, double *out)
{
  if (w == NIL) return false;
  switch (nd_type(w)) {
  case NT_INT: *out = (double)nd_ival(w); return true;
  case NT_REAL: *out = w->u.r; return true;
  case NT_WORD: {
    bool is_int;
    int64_t iv;
    return nd_parse_number(w->u.w.s, w->len, &is_int, &iv, out);
  }
  default: return false;
  }
}

bool nd_to_int(Node *w, int64_t *out)
{
  if (w == NIL) return false;
  if (nd_type(w) == NT_INT) { *out = nd_ival(w); return true; }
  double d;
  if (nd_type(w) == NT_WORD) {
    bool is_int;
    int64_t iv;
    if (!nd_parse_number(w->u.w.s, w->len, &is_int, &iv, &d)) return false;
    if (is_int) { *out = iv; return true; }
  } else if (nd_type(w) == NT_REAL) {
    d = w->u.r;
  } else {
    return false;
  }
  /* exactly the doubles that convert without overflow: -2^63 <= d < 2^63 */
  if (d != floor(d) || !(d >= -0x1p63 && d < 0x1p63)) return false;
  *out = (int64_t)d;
  return true;
}

/* Canonical integer text: what printing the integer gives back. */
static bool canonical_int(const char *s, size_t len)
{
  size_t i = 0;
  if (len > 0 && s[0] == '-') i = 1;
  if (i == len || len > 19) return false;
  if (s[i] == '0' && (len - i > 1 || i == 1)) return false;
  for (; i < len; i++)
    if (s[i] < '0' || s[i] > '9') return false;
  return true;
}

Node *nd_atom_int(const char *s, size_t len, int flags)
{
  if (flags != 0 || !canonical_int(s, len)) return NULL;
  bool minus = s[0] == '-';
  if (len - minus <= 18) {   /* cannot overflow: read here, not by strtoll */
    int64_t v = 0;
    for (size_t i = minus; i < len; i++) v = v * 10 + (s[i] - '0');
    return nd_int(minus ? -v : v);
  }
  bool is_int;
  int64_t iv;
  double dv;
  return nd_parse_number(s, len, &is_int, &iv, &dv) && is_int ? nd_int(iv) : NULL;
}

Node *nd_atom(const char *s, size_t len, int flags)
{
  Node *n = nd_atom_int(s, len, flags);
  return n ? n : nd_word_nocopy(mem_strndup(s, len), len, flags);
}

size_t nd_list_length(Node *l)
{
  if (l == NIL) return 0;
  if (l->size != 0) return l->size;
  size_t n = 0;
  for (Node *p = l; p != NIL; p = CDR(p)) n++;
  if (n < UINT32_MAX) l->size = (uint32_t)n;   /* known from now on */
  return n;
}

Node *nd_list_from(Node **items, size_t n)
{
  Node *l = NIL;
  while (n > 0) l = nd_cons(items[--n], l);
  return l;
}

static bool atom_equal(Node *a, Node *b)
{
  if (a == b) return true;
  if (a == NIL || b == NIL || nd_type(a) == NT_LIST || nd_type(b) == NT_LIST) return false;
  if (nd_type(a) == NT_ARRAY || nd_type(b) == NT_ARRAY) return false;   /* the same TABLEAU only */
  if (IS_INT(a) && IS_INT(b)) return nd_ival(a) == nd_ival(b);
  int c;
  if (nd_num_compare(a, b, &c)) return c == 0;
  size_t la, lb;
  const char *sa = nd_chars(a, &la), *sb = nd_chars(b, &lb);
  return word_equal_ci(sa, la, sb, lb);
}

/* Compare two values without recursion (a stack of pairs of list rests),
 * so lists of any nesting depth compare. */
bool nd_equal(Node *a, Node *b)
{
  if (a == b) return true;
  if (IS_INT(a) && IS_INT(b)) return nd_ival(a) == nd_ival(b);
  if (!IS_CONS(a) || !IS_CONS(b)) return atom_equal(a, b);
  size_t cap = 32, top = 0;   /* cap: Node slots, two per pair */
  Node **stack = mem_alloc(cap * sizeof(Node *));
  stack[0] = a;
  stack[1] = b;
  top = 1;
  while (top > 0) {
    Node *x = stack[2 * top - 2], *y = stack[2 * top - 1];
    if (x == NIL || y == NIL) {
      if (x != y) return false;
      top--;
      continue;
    }
    stack[2 * top - 2] = CDR(x);
    stack[2 * top - 1] = CDR(y);
    Node *cx = CAR(x), *cy = CAR(y);
    if (IS_CONS(cx) && IS_CONS(cy) && cx != cy) {
      GROW_TO_FIT(stack, cap, 2 * top + 2, 32);
      stack[2 * top] = cx;
      stack[2 * top + 1] = cy;
      top++;
    } else if (!atom_equal(cx, cy) && !(cx == NIL && cy == NIL)) {
      return false;
    }
  }
  return true;
}
