/* prim_math.c -- arithmetic and numeric comparison. Integers stay exact on
 * 64 bits; a result that would overflow becomes a real, never wraps. */
#include <config.h>

#include <math.h>
#include <string.h>
#include <time.h>

#include "logo.h"
#include "error.h"
#include "node.h"
#include "prim.h"
#include "state.h"

#define DEG (M_PI / 180.0)

/* Both inputs exact integers? (the fast path of every operator) */
static bool ints2(Node **a, int64_t *x, int64_t *y)
{
  if (IS_INT(a[0]) && IS_INT(a[1])) {
    *x = nd_ival(a[0]);
    *y = nd_ival(a[1]);
    return true;
  }
  return nd_to_int(a[0], x) && nd_to_int(a[1], y) &&
         !(nd_type(a[0]) == NT_REAL || nd_type(a[1]) == NT_REAL) &&
         !(nd_type(a[0]) == NT_WORD && memchr(a[0]->u.w.s, '.', a[0]->len)) &&
         !(nd_type(a[1]) == NT_WORD && memchr(a[1]->u.w.s, '.', a[1]->len));
}

static Node *real_result(LgState *L, double d)
{
  if (isnan(d) || isinf(d)) err_throw(L, ERR_OVERFLOW, L->prim->name->word);
  return nd_real(d);
}

static Node *add2(LgState *L, Node **a)
{
  int64_t x, y, r;
  if (ints2(a, &x, &y) && !__builtin_add_overflow(x, y, &r)) return nd_int(r);
  return real_result(L, arg_num(L, a, 0) + arg_num(L, a, 1));
}

static Node *sub2(LgState *L, Node **a)
{
  int64_t x, y, r;
  if (ints2(a, &x, &y) && !__builtin_sub_overflow(x, y, &r)) return nd_int(r);
  return real_result(L, arg_num(L, a, 0) - arg_num(L, a, 1));
}

static Node *mul2(LgState *L, Node **a)
{
  int64_t x, y, r;
  if (ints2(a, &x, &y) && !__builtin_mul_overflow(x, y, &r)) return nd_int(r);
  return real_result(L, arg_num(L, a, 0) * arg_num(L, a, 1));
}

static Node *p_sum(LgState *L, Node **a, int n)
{
  Node *acc = nd_int(0);
  for (int i = 0; i < n; i++) {
    Node *pair[2] = { acc, a[i] };
    acc = add2(L, pair);
  }
  if (n == 1) arg_num(L, a, 0);
  return acc;
}

static Node *p_product(LgState *L, Node **a, int n)
{
  Node *acc = nd_int(1);
  for (int i = 0; i < n; i++) {
    Node *pair[2] = { acc, a[i] };
    acc = mul2(L, pair);
  }
  if (n == 1) arg_num(L, a, 0);
  return acc;
}

static Node *p_difference(LgState *L, Node **a, int n)
{
  (void)n;
  return sub2(L, a);
}

static Node *p_minus(LgState *L, Node **a, int n)
{
  (void)n;
  Node *pair[2] = { nd_int(0), a[0] };
  arg_num(L, a, 0);
  return sub2(L, pair);
}

/* QUOTIENT a b is real division, exact when it divides; (QUOTIENT x) is 1/x. */
static Node *p_quotient(LgState *L, Node **a, int n)
{
  Node *pair[2] = { nd_int(1), a[0] };
  Node **q = n == 1 ? pair : a;
  int64_t x, y;
  double d = arg_num(L, q, 1);
  if (d == 0) err_throw(L, ERR_DIV_ZERO, L->prim->name->word);
  if (ints2(q, &x, &y) && y != 0 && !(x == INT64_MIN && y == -1) && x % y == 0)
    return nd_int(x / y);
  return real_result(L, arg_num(L, q, 0) / d);
}

static Node *p_remainder(LgState *L, Node **a, int n)
{
  (void)n;
  int64_t x, y;
  double d = arg_num(L, a, 1);
  if (d == 0) err_throw(L, ERR_DIV_ZERO, L->prim->name->word);
  if (ints2(a, &x, &y)) return nd_int(y == -1 ? 0 : x % y);
  return nd_number(fmod(arg_num(L, a, 0), d));
}

static Node *p_modulo(LgState *L, Node **a, int n)
{
  (void)n;
  int64_t x, y;
  double d = arg_num(L, a, 1);
  if (d == 0) err_throw(L, ERR_DIV_ZERO, L->prim->name->word);
  if (ints2(a, &x, &y)) {
    int64_t r = y == -1 ? 0 : x % y;
    if (r != 0 && ((r < 0) != (y < 0))) r += y;
    return nd_int(r);
  }
  double r = fmod(arg_num(L, a, 0), d);
  if (r != 0 && ((r < 0) != (d < 0))) r += d;
  return nd_number(r);
}

/* An integral double as an exact integer, refused when out of range. */
static Node *to_int_node(LgState *L, double d)
{
  /* -2^63 <= d < 2^63: exactly the doubles an int64_t holds */
  if (!(d >= -0x1p63 && d < 0x1p63)) err_throw(L, ERR_OVERFLOW, L->prim->name->word);
  return nd_int((int64_t)d);
}

static Node *p_int(LgState *L, Node **a, int n)
{
  (void)n;
  if (IS_INT(a[0])) return a[0];
  return to_int_node(L, trunc(arg_num(L, a, 0)));
}

static Node *p_round(LgState *L, Node **a, int n)
{
  (void)n;
  if (IS_INT(a[0])) return a[0];
  return to_int_node(L, round(arg_num(L, a, 0)));
}

static Node *p_sqrt(LgState *L, Node **a, int n)
{
  (void)n;
  double d = arg_num(L, a, 0);
  if (d < 0) arg_range_error(L, a[0]);
  return nd_number(sqrt(d));
}

static Node *p_power(LgState *L, Node **a, int n)
{
  (void)n;
  int64_t x, y;
  if (ints2(a, &x, &y) && y >= 0) {
    /* exact by repeated squaring; any overflow falls back to a real */
    int64_t r = 1, base = x;
    bool ok = true;
    for (int64_t e = y; e > 0 && ok; e >>= 1) {
      if (e & 1) ok = !__builtin_mul_overflow(r, base, &r);
      if (ok && e > 1) ok = !__builtin_mul_overflow(base, base, &base);
    }
    if (ok) return nd_int(r);
  }
  double b = arg_num(L, a, 0), e = arg_num(L, a, 1);
  if (b < 0 && e != floor(e)) arg_range_error(L, a[1]);
  if (b == 0 && e < 0) err_throw(L, ERR_DIV_ZERO, L->prim->name->word);
  return real_result(L, pow(b, e));
}

static Node *p_abs(LgState *L, Node **a, int n)
{
  (void)n;
  if (IS_INT(a[0]) && nd_ival(a[0]) != INT64_MIN) return nd_int(nd_ival(a[0]) < 0 ? -nd_ival(a[0]) : nd_ival(a[0]));
  return nd_number(fabs(arg_num(L, a, 0)));
}

static Node *p_sin(LgState *L, Node **a, int n)
{
  (void)n;
  return nd_number(sin(arg_num(L, a, 0) * DEG));
}

static Node *p_cos(LgState *L, Node **a, int n)
{
  (void)n;
  return nd_number(cos(arg_num(L, a, 0) * DEG));
}

/* ARCTAN x, or (ARCTAN x y): the angle of the point (x, y), in degrees. */
static Node *p_arctan(LgState *L, Node **a, int n)
{
  if (n == 2) return nd_number(atan2(arg_num(L, a, 1), arg_num(L, a, 0)) / DEG);
  return nd_number(atan(arg_num(L, a, 0)) / DEG);
}

static Node *p_exp(LgState *L, Node **a, int n)
{
  (void)n;
  return real_result(L, exp(arg_num(L, a, 0)));
}

static Node *p_ln(LgState *L, Node **a, int n)
{
  (void)n;
  double d = arg_num(L, a, 0);
  if (d <= 0) arg_range_error(L, a[0]);
  return nd_number(log(d));
}

static Node *p_log10(LgState *L, Node **a, int n)
{
  (void)n;
  double d = arg_num(L, a, 0);
  if (d <= 0) arg_range_error(L, a[0]);
  return nd_number(log10(d));
}

static Node *p_pi(LgState *L, Node **a, int n)
{
  (void)L;
  (void)a;
  (void)n;
  return nd_real(M_PI);
}

/* HASARD's generator, the state of this module (st_ext): xorshift64*,
 * small, fast, and reproducible from a seed (GRAINE). */
typedef struct Random {
  uint64_t x;
} Random;

static const char random_key;

static Random *generator(LgState *L)
{
  return st_ext(L, &random_key, sizeof(Random), NULL);
}

static void seed_random(LgState *L, uint64_t seed)
{
  uint64_t x = seed * 0x9E3779B97F4A7C15ULL + 0x2545F4914F6CDD1DULL;
  generator(L)->x = x ? x : 1;
}

static uint64_t next_random(LgState *L)
{
  Random *r = generator(L);
  uint64_t x = r->x;
  x ^= x >> 12;
  x ^= x << 25;
  x ^= x >> 27;
  r->x = x;
  return x * 0x2545F4914F6CDD1DULL;
}

/* A uniform draw from 0 to n-1 (n = 0 stands for all 2^64 values). Draws
 * below 2^64 mod n are thrown away, so every value is equally likely. */
static uint64_t random_below(LgState *L, uint64_t n)
{
  if (n == 0) return next_random(L);
  uint64_t reject = (0 - n) % n;
  uint64_t r;
  do r = next_random(L); while (r < reject);
  return r % n;
}

int64_t prim_random_below(LgState *L, uint64_t n)
{
  return n ? (int64_t)random_below(L, n) : 0;
}

/* HASARD n: 0..n-1 (n at least 1, as in UCBLogo); (HASARD a b): a..b.
 * The span is counted in unsigned arithmetic so that it covers the whole
 * 64-bit range; a+offset wraps back into range by construction. */
static Node *p_random(LgState *L, Node **a, int n)
{
  int64_t lo = 0, hi;
  if (n == 2) {
    lo = arg_int(L, a, 0);
    hi = arg_int(L, a, 1);
    if (hi < lo) arg_range_error(L, a[1]);
  } else {
    hi = arg_int(L, a, 0);
    if (hi <= 0) arg_range_error(L, a[0]);
    hi--;
  }
  uint64_t span = (uint64_t)hi - (uint64_t)lo + 1;
  return nd_int((int64_t)((uint64_t)lo + random_below(L, span)));
}

/* GRAINE n: restart HASARD's sequence from seed n, so a run can be repeated. */
static Node *p_rerandom(LgState *L, Node **a, int n)
{
  (void)n;
  seed_random(L, (uint64_t)arg_int(L, a, 0));
  return NOVAL;
}

/* Exact even between a 64-bit integer and a real near it. */
static int compare(LgState *L, Node **a)
{
  if (IS_INT(a[0]) && IS_INT(a[1])) return (nd_ival(a[0]) > nd_ival(a[1])) - (nd_ival(a[0]) < nd_ival(a[1]));
  int c;
  if (nd_num_compare(a[0], a[1], &c)) return c;
  arg_num(L, a, 0);
  arg_num(L, a, 1);
  arg_error(L, a[0]);   /* not reached: one of them is no number */
}

static Node *p_lessp(LgState *L, Node **a, int n) { (void)n; return bool_node(L, compare(L, a) < 0); }
static Node *p_greaterp(LgState *L, Node **a, int n) { (void)n; return bool_node(L, compare(L, a) > 0); }
static Node *p_lessequalp(LgState *L, Node **a, int n) { (void)n; return bool_node(L, compare(L, a) <= 0); }
static Node *p_greaterequalp(LgState *L, Node **a, int n) { (void)n; return bool_node(L, compare(L, a) >= 0); }

static Node *p_add(LgState *L, Node **a, int n) { (void)n; return add2(L, a); }
static Node *p_mul(LgState *L, Node **a, int n) { (void)n; return mul2(L, a); }

/* {====================================================================
 * UCBLogo's bit operations and trigonometry in radians
 * ===================================================================== */

typedef enum { BIT_AND, BIT_OR, BIT_XOR } BitOp;

/* BITAND, BITOR, BITXOR: any number of integers; with none, the value
 * that changes nothing (-1 for BITAND, 0 for the others), as UCBLogo. */
static Node *bits(LgState *L, Node **a, int n, BitOp op)
{
  int64_t r = op == BIT_AND ? -1 : 0;
  for (int i = 0; i < n; i++) {
    int64_t x = arg_int(L, a, i);
    r = op == BIT_AND ? (r & x) : op == BIT_OR ? (r | x) : (r ^ x);
  }
  return nd_int(r);
}

static Node *p_bitand(LgState *L, Node **a, int n) { return bits(L, a, n, BIT_AND); }
static Node *p_bitor(LgState *L, Node **a, int n) { return bits(L, a, n, BIT_OR); }
static Node *p_bitxor(LgState *L, Node **a, int n) { return bits(L, a, n, BIT_XOR); }

static Node *p_bitnot(LgState *L, Node **a, int n)
{
  (void)n;
  return nd_int(~arg_int(L, a, 0));
}

/* ASHIFT x n: x times 2^n, the sign kept when n < 0; LSHIFT the same, but
 * the bits coming in from the left are zeros. On 64 bits; a shift of 64
 * or more leaves nothing (or the sign, for ASHIFT to the right). */
static Node *shift(LgState *L, Node **a, bool arith)
{
  int64_t x = arg_int(L, a, 0), k = arg_int(L, a, 1);
  if (k >= 0) return nd_int(k >= 64 ? 0 : (int64_t)((uint64_t)x << k));
  k = -k;
  if (arith) return nd_int(k >= 64 ? (x < 0 ? -1 : 0) : x >> k);
  return nd_int(k >= 64 ? 0 : (int64_t)((uint64_t)x >> k));
}

static Node *p_ashift(LgState *L, Node **a, int n) { (void)n; return shift(L, a, true); }
static Node *p_lshift(LgState *L, Node **a, int n) { (void)n; return shift(L, a, false); }

static Node *p_radsin(LgState *L, Node **a, int n)
{
  (void)n;
  return nd_number(sin(arg_num(L, a, 0)));
}

static Node *p_radcos(LgState *L, Node **a, int n)
{
  (void)n;
  return nd_number(cos(arg_num(L, a, 0)));
}

/* RADARCTAN x, or (RADARCTAN x y): ARCTAN's angle, in radians. */
static Node *p_radarctan(LgState *L, Node **a, int n)
{
  if (n == 2) return nd_number(atan2(arg_num(L, a, 1), arg_num(L, a, 0)));
  return nd_number(atan(arg_num(L, a, 0)));
}

/* }==================================================================== */

#define P(id, fn, mn, df, mx) { VID_##id, fn, NULL, mn, df, mx, PREC_NONE, 0 }
/* an infix operator, and how the evaluator runs its calls (OPI_*) */
#define I(id, fn, prec, o) { VID_##id, fn, NULL, 2, 2, 2, prec, 0, .op = o }
/* a prefix one the evaluator runs its own way with two inputs */
#define PO(id, fn, mn, df, mx, o) { VID_##id, fn, NULL, mn, df, mx, PREC_NONE, 0, .op = o }
static const PrimEntry math_prims[] = {
  PO(SOMME,          p_sum,            0, 2, -1, OPI_ADD),
  PO(DIFFERENCE,     p_difference,     2, 2, 2, OPI_SUB),
  PO(PRODUIT,        p_product,        0, 2, -1, OPI_MUL),
  P(QUOTIENT,        p_quotient,       1, 2, 2),
  P(RESTE,           p_remainder,      2, 2, 2),
  P(MODULO,          p_modulo,         2, 2, 2),
  P(MOINS,           p_minus,          1, 1, 1),
  { VID_HASARD, p_random, NULL, 1, 1, 2, PREC_NONE, 0, .shape = "N" },
  P(GRAINE,          p_rerandom,       1, 1, 1),
  P(TRONQUE,         p_int,            1, 1, 1),
  P(ARRONDI,         p_round,          1, 1, 1),
  P(RACINE,          p_sqrt,           1, 1, 1),
  P(PUISSANCE,       p_power,          2, 2, 2),
  P(ABS,             p_abs,            1, 1, 1),
  P(SIN,             p_sin,            1, 1, 1),
  P(COS,             p_cos,            1, 1, 1),
  P(ARCTAN,          p_arctan,         1, 1, 2),
  P(EXP,             p_exp,            1, 1, 1),
  P(LN,              p_ln,             1, 1, 1),
  P(LOG10,           p_log10,          1, 1, 1),
  P(PI,              p_pi,             0, 0, 0),
  PO(INFERIEUR_P,    p_lessp,          2, 2, 2, OPI_LT),
  PO(SUPERIEUR_P,    p_greaterp,       2, 2, 2, OPI_GT),
  PO(INFEGAL_P,      p_lessequalp,    2, 2, 2, OPI_LE),
  PO(SUPEGAL_P,      p_greaterequalp, 2, 2, 2, OPI_GE),
  I(OP_PLUS,         p_add,            PREC_SUM, OPI_ADD),
  I(OP_MINUS,        p_difference,     PREC_SUM, OPI_SUB),
  I(OP_TIMES,        p_mul,            PREC_PRODUCT, OPI_MUL),
  I(OP_DIVIDE,       p_quotient,       PREC_PRODUCT, OPI_NONE),
  I(OP_LESS,         p_lessp,          PREC_COMPARE, OPI_LT),
  I(OP_GREATER,      p_greaterp,       PREC_COMPARE, OPI_GT),
  I(OP_LESSEQUAL,    p_lessequalp,     PREC_COMPARE, OPI_LE),
  I(OP_GREATEREQUAL, p_greaterequalp,  PREC_COMPARE, OPI_GE),
  P(BITAND,          p_bitand,         0, 2, -1),
  P(BITOR,           p_bitor,          0, 2, -1),
  P(BITXOR,          p_bitxor,         0, 2, -1),
  P(BITNOT,          p_bitnot,         1, 1, 1),
  P(ASHIFT,          p_ashift,         2, 2, 2),
  P(LSHIFT,          p_lshift,         2, 2, 2),
  P(RADSIN,          p_radsin,         1, 1, 1),
  P(RADCOS,          p_radcos,         1, 1, 1),
  P(RADARCTAN,       p_radarctan,      1, 1, 2),
  PRIM_END
};

void prim_open_math(LgState *L)
{
  prim_register(L, math_prims);
  seed_random(L, (uint64_t)time(NULL));
}
