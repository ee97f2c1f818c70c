/* prim_data.c -- lists and words: PREMIER, SAUFPREMIER, PHRASE, MEMBRE?...
 * Words are UTF-8; their "characters" are code points. */
#include <config.h>

#include <math.h>
#include <string.h>

#include "logo.h"
#include "error.h"
#include "mem.h"
#include "node.h"
#include "parse.h"
#include "prim.h"
#include "print.h"
#include "reader.h"
#include "state.h"
#include "utf8.h"
#include "word.h"

/* Every word path below reads characters through arg_chars, so a TABLEAU
 * (or a list reaching a word-only branch) is refused, never read as text. */

/* A word made of bytes [from, to) of s. */
static Node *subword(const char *s, size_t from, size_t to)
{
  return nd_atom(s + from, to - from, 0);
}

/* Byte offset where the last character of s[0..len) starts. */
static size_t last_char_start(const char *s, size_t len)
{
  return utf8_start(s, len - 1);
}

static bool is_empty(Node *v)
{
  if (v == NIL) return true;
  if (nd_type(v) == NT_WORD) return v->len == 0;
  return false;
}

static Node *p_first(LgState *L, Node **a, int n)
{
  (void)n;
  Node *v = a[0];
  if (is_empty(v)) arg_error(L, v);
  if (IS_CONS(v)) return CAR(v);
  if (IS_ARRAY(v)) return nd_int(v->u.a.origin);   /* UCBLogo: the first index */
  size_t len;
  const char *s = arg_chars(L, v, &len);
  return subword(s, 0, utf8_len(s, len));
}

static Node *p_last(LgState *L, Node **a, int n)
{
  (void)n;
  Node *v = a[0];
  if (IS_CONS(v)) return CAR(nd_last_cell(v));
  if (is_empty(v)) arg_error(L, v);
  size_t len;
  const char *s = arg_chars(L, v, &len);
  return subword(s, last_char_start(s, len), len);
}

static Node *p_butfirst(LgState *L, Node **a, int n)
{
  (void)n;
  Node *v = a[0];
  if (is_empty(v)) arg_error(L, v);
  if (IS_CONS(v)) return CDR(v);
  size_t len;
  const char *s = arg_chars(L, v, &len);
  return subword(s, utf8_len(s, len), len);
}

static Node *p_butlast(LgState *L, Node **a, int n)
{
  (void)n;
  Node *v = a[0];
  if (IS_CONS(v)) {
    if (CDR(v) == NIL) return NIL;
    uint32_t size = v->size;
    Node *head = nd_open_cell(CAR(v), NIL), *last = head;
    for (v = CDR(v); CDR(v) != NIL; v = CDR(v)) {
      CDR(last) = nd_open_cell(CAR(v), NIL);
      last = CDR(last);
    }
    if (size != 0) head->size = size - 1;
    nd_set_last(head, last);
    return head;
  }
  if (is_empty(v)) arg_error(L, v);
  size_t len;
  const char *s = arg_chars(L, v, &len);
  return subword(s, 0, last_char_start(s, len));
}

/* Two words glued: METSPREMIER and METSDERNIER on words, MOT. */
static Node *concat(Node *x, Node *y)
{
  size_t lx, ly;
  const char *sx = nd_chars(x, &lx), *sy = nd_chars(y, &ly);
  char *s = mem_alloc_atomic(lx + ly + 1);
  memcpy(s, sx, lx);
  memcpy(s + lx, sy, ly);
  s[lx + ly] = '\0';
  return nd_atom(s, lx + ly, 0);
}

static Node *p_fput(LgState *L, Node **a, int n)
{
  (void)n;
  if (IS_LIST(a[1])) return nd_cons(a[0], a[1]);
  if (IS_WORD(a[0]) && IS_WORD(a[1])) return concat(a[0], a[1]);
  arg_error(L, IS_WORD(a[1]) ? a[0] : a[1]);
}

/* A copy of list's cells in front of rest (rest itself when list is
 * empty): METSDERNIER and PHRASE build their lists with it. */
static Node *copy_onto(Node *list, Node *rest)
{
  if (list == NIL) return rest;
  Node *head = nd_open_cell(CAR(list), NIL), *last = head;
  uint32_t n = 1;
  for (Node *p = CDR(list); p != NIL; p = CDR(p), n++) {
    CDR(last) = nd_open_cell(CAR(p), NIL);
    last = CDR(last);
  }
  CDR(last) = rest;
  /* what is known for nothing: the size, when rest's is (MD's new cell, a
   * PH's last list made by MP...), the end, when rest's is */
  if (rest == NIL) {
    head->size = n;
    nd_set_last(head, last);
  } else {
    if (rest->size != 0 && rest->size < UINT32_MAX - n) head->size = rest->size + n;
    if (CDR(rest) == NIL || rest->last != 0) nd_set_last(head, nd_last_cell(rest));
  }
  return head;
}

static Node *p_lput(LgState *L, Node **a, int n)
{
  (void)n;
  if (IS_LIST(a[1])) return copy_onto(a[1], nd_cons(a[0], NIL));
  if (IS_WORD(a[0]) && IS_WORD(a[1])) return concat(a[1], a[0]);
  arg_error(L, IS_WORD(a[1]) ? a[0] : a[1]);
}

/* Made from the last input to the first, each put in front of what
 * follows it: a word is one cell, a list a copy of its cells. A last input
 * that is a list is shared, not copied (lists are never changed in
 * place): PH :X [...] costs the length of :X only. */
static Node *p_sentence(LgState *L, Node **a, int n)
{
  (void)L;
  Node *rest = NIL;
  if (n > 0 && IS_LIST(a[n - 1])) rest = a[--n];
  for (int i = n - 1; i >= 0; i--) rest = IS_LIST(a[i]) ? copy_onto(a[i], rest) : nd_cons(a[i], rest);
  return rest;
}

static Node *p_list(LgState *L, Node **a, int n)
{
  (void)L;
  return nd_list_from(a, (size_t)n);
}

static Node *p_word(LgState *L, Node **a, int n)
{
  Buf b;
  buf_init(&b);
  for (int i = 0; i < n; i++) {
    size_t len;
    const char *s = arg_chars(L, a[i], &len);
    buf_add(&b, s, len);
  }
  return nd_atom(b.s, b.n, 0);
}

static Node *p_count(LgState *L, Node **a, int n)
{
  (void)n;
  if (IS_ARRAY(a[0])) return nd_int(a[0]->count);
  if (IS_LIST(a[0])) return nd_int((int64_t)nd_list_length(a[0]));
  size_t len;
  const char *s = arg_chars(L, a[0], &len);
  return nd_int((int64_t)utf8_count(s, len));
}

/* The slot of item k of a TABLEAU, or an error. */
static Node **array_slot(LgState *L, Node **a, int ki, Node *arr, bool unrec)
{
  int64_t k;
  /* an index and an origin at opposite ends of 64 bits: out of range */
  if (__builtin_sub_overflow(arg_int(L, a, ki), arr->u.a.origin, &k) ||
      k < 0 || k >= arr->count) {
    /* UCBLogo's numbers: 4 for ITEM, 7 for DONNEITEM */
    if (unrec) arg_range_error(L, a[ki]);
    arg_error(L, a[ki]);
  }
  return &arr->u.a.items[k];
}

static Node *p_item(LgState *L, Node **a, int n)
{
  (void)n;
  if (IS_ARRAY(a[1])) return *array_slot(L, a, 0, a[1], true);
  int64_t k = arg_int(L, a, 0);
  Node *v = a[1];
  if (IS_LIST(v)) {
    if (k < 1) arg_range_error(L, a[0]);
    for (Node *p = v; p != NIL; p = CDR(p))
      if (--k == 0) return CAR(p);
    arg_range_error(L, a[0]);
  }
  size_t len;
  const char *s = arg_chars(L, v, &len);
  if (k < 1) arg_range_error(L, a[0]);
  for (size_t i = 0; i < len; i += utf8_len(s + i, len - i))
    if (--k == 0) return subword(s, i, i + utf8_len(s + i, len - i));
  arg_range_error(L, a[0]);
}

/* Where x occurs in the word sw[0..lw): byte offset of the first character equal
 * to x (a one-character word), or -1; a list or a TABLEAU x is in no word. */
static long word_member(Node *x, const char *sw, size_t lw)
{
  if (!IS_WORD(x)) return -1;
  size_t lx;
  const char *sx = nd_chars(x, &lx);
  if (lx == 0) return -1;
  for (size_t i = 0; i < lw; i += utf8_len(sw + i, lw - i)) {
    size_t cl = utf8_len(sw + i, lw - i);
    if (word_equal_ci(sx, lx, sw + i, cl)) return (long)i;
  }
  return -1;
}

/* MEMBRE: a TABLEAU has no "rest from there" to give (UCBLogo refuses
 * it too). */
static Node *p_member(LgState *L, Node **a, int n)
{
  (void)n;
  if (IS_LIST(a[1])) {
    for (Node *p = a[1]; p != NIL; p = CDR(p))
      if (nd_equal(a[0], CAR(p))) return p;
    return NIL;
  }
  size_t len;
  const char *s = arg_chars(L, a[1], &len);
  long i = word_member(a[0], s, len);
  return i < 0 ? nd_word("", 0) : subword(s, (size_t)i, len);
}

/* MEMBRE?: in a list or a TABLEAU, an equal item; in a word, an equal
 * character (as in UCBLogo). */
static Node *p_memberp(LgState *L, Node **a, int n)
{
  (void)n;
  if (IS_LIST(a[1])) return bool_node(L, nd_list_has(a[1], a[0]));
  if (IS_ARRAY(a[1])) {
    for (int64_t i = 0; i < a[1]->count; i++)
      if (nd_equal(a[0], a[1]->u.a.items[i])) return L->w_true;
    return L->w_false;
  }
  size_t len;
  const char *s = arg_chars(L, a[1], &len);
  return bool_node(L, word_member(a[0], s, len) >= 0);
}

static Node *p_emptyp(LgState *L, Node **a, int n)
{
  (void)n;
  return bool_node(L, is_empty(a[0]));
}

static Node *p_equalp(LgState *L, Node **a, int n)
{
  (void)n;
  return bool_node(L, nd_equal(a[0], a[1]));
}

static Node *p_notequalp(LgState *L, Node **a, int n)
{
  (void)n;
  return bool_node(L, !nd_equal(a[0], a[1]));
}

static Node *p_wordp(LgState *L, Node **a, int n)
{
  (void)n;
  return bool_node(L, IS_WORD(a[0]));
}

static Node *p_listp(LgState *L, Node **a, int n)
{
  (void)n;
  return bool_node(L, IS_LIST(a[0]));
}

static Node *p_numberp(LgState *L, Node **a, int n)
{
  (void)n;
  double d;
  return bool_node(L, IS_WORD(a[0]) && nd_to_double(a[0], &d));
}


/* {====================================================================
 * More list and word primitives (INVERSE, CHOIX, ENLEVE, ...)
 * ===================================================================== */

static Node *p_reverse(LgState *L, Node **a, int n)
{
  (void)n;
  if (IS_LIST(a[0])) {
    Node *r = NIL;
    for (Node *p = a[0]; p != NIL; p = CDR(p)) r = nd_cons(CAR(p), r);
    return r;
  }
  size_t len;
  const char *s = arg_chars(L, a[0], &len);
  char *out = mem_alloc_atomic(len + 1);
  size_t o = len;
  for (size_t i = 0; i < len;) {
    size_t k = utf8_len(s + i, len - i);
    o -= k;
    memcpy(out + o, s + i, k);
    i += k;
  }
  return nd_atom(out, len, 0);
}

/* CHOIX: an element of a list, a character of a word, an item of a
 * TABLEAU (whatever its origin), drawn at random. */
static Node *p_pick(LgState *L, Node **a, int n)
{
  (void)n;
  if (is_empty(a[0])) arg_error(L, a[0]);
  Node *count = p_count(L, a, 1);
  if (nd_ival(count) == 0) arg_error(L, a[0]);   /* an empty TABLEAU */
  int64_t k = prim_random_below(L, (uint64_t)nd_ival(count));
  if (IS_ARRAY(a[0])) return a[0]->u.a.items[k];
  Node *args[2] = { nd_int(k + 1), a[0] };
  return p_item(L, args, 2);
}

/* ENLEVE x chose: chose without any element (or character) equal to x. */
static Node *p_remove(LgState *L, Node **a, int n)
{
  (void)n;
  if (IS_LIST(a[1])) {
    Node *head = NIL, **tail = NULL;
    for (Node *p = a[1]; p != NIL; p = CDR(p))
      if (!nd_equal(a[0], CAR(p))) nd_append(&head, &tail, CAR(p));
    return head;
  }
  size_t lx, lw;
  const char *sw = arg_chars(L, a[1], &lw), *sx = arg_chars(L, a[0], &lx);
  Buf b;
  buf_init(&b);
  for (size_t i = 0; i < lw;) {
    size_t k = utf8_len(sw + i, lw - i);
    if (!word_equal_ci(sx, lx, sw + i, k)) buf_add(&b, sw + i, k);
    i += k;
  }
  return nd_atom(b.s, b.n, 0);
}

/* The position input of REMPLACE and AJOUTE: 1 .. count (+1 for AJOUTE). */
static int64_t position_arg(LgState *L, Node **a, int i, size_t count)
{
  int64_t k = arg_int(L, a, i);
  if (k < 1 || (uint64_t)k > count) arg_range_error(L, a[i]);
  return k;
}

/* REMPLACE liste n x: a new list, its item n replaced by x. */
static Node *p_replace(LgState *L, Node **a, int n)
{
  (void)n;
  Node *l = arg_list(L, a, 0);
  int64_t k = position_arg(L, a, 1, nd_list_length(l));
  Node *head = NIL, **tail = NULL;
  for (Node *p = l; p != NIL; p = CDR(p)) nd_append(&head, &tail, --k == 0 ? a[2] : CAR(p));
  return head;
}

/* AJOUTE liste n x: a new list with x inserted as item n. */
static Node *p_insert(LgState *L, Node **a, int n)
{
  (void)n;
  Node *l = arg_list(L, a, 0);
  int64_t k = position_arg(L, a, 1, nd_list_length(l) + 1);
  Node *head = NIL, **tail = NULL;
  for (Node *p = l;; p = CDR(p)) {
    if (--k == 0) nd_append(&head, &tail, a[2]);
    if (p == NIL) break;
    nd_append(&head, &tail, CAR(p));
  }
  return head;
}

/* PREMIERS and SAUFPREMIERS: PREMIER, SAUFPREMIER of each element. */
static Node *map_first(LgState *L, Node **a, PrimFn fn)
{
  Node *head = NIL, **tail = NULL;
  for (Node *p = arg_list(L, a, 0); p != NIL; p = CDR(p)) {
    Node *one[1] = { CAR(p) };
    nd_append(&head, &tail, fn(L, one, 1));
  }
  return head;
}

static Node *p_firsts(LgState *L, Node **a, int n) { (void)n; return map_first(L, a, p_first); }
static Node *p_butfirsts(LgState *L, Node **a, int n) { (void)n; return map_first(L, a, p_butfirst); }

/* CARACTERE n: the character of Unicode code point n. */
static Node *p_char(LgState *L, Node **a, int n)
{
  (void)n;
  int64_t c = arg_int(L, a, 0);
  if (c <= 0 || c > 0x10FFFF || (c >= 0xD800 && c <= 0xDFFF)) arg_error(L, a[0]);
  char out[4];
  size_t k = utf8_encode((uint32_t)c, out);
  return nd_word_nocopy(mem_strndup(out, k), k, WF_ESCAPED);
}

/* ASCII c: the Unicode code point of a one-character word. */
static Node *p_ascii(LgState *L, Node **a, int n)
{
  (void)n;
  size_t len;
  const char *s = arg_chars(L, a[0], &len);
  if (len == 0) arg_error(L, a[0]);
  size_t k;
  uint32_t c = utf8_decode(s, len, &k);
  if (k != len) arg_error(L, a[0]);
  return nd_int(c);
}

/* MAJUSCULE and MINUSCULE: ASCII and accented Latin letters. */
static Node *change_case(LgState *L, Node **a, bool upper)
{
  size_t len;
  const char *s = arg_chars(L, a[0], &len);
  char *out = mem_alloc_atomic(len + 1);
  for (size_t i = 0; i < len;) {
    unsigned char c = (unsigned char)s[i];
    size_t k = c < 0x80 ? 0 : utf8_latin_case(s + i, len - i, upper, out + i);
    if (k > 0) {
      i += k;
      continue;
    }
    if (upper && c >= 'a' && c <= 'z') c = (unsigned char)(c - 32);
    else if (!upper && c >= 'A' && c <= 'Z') c = (unsigned char)(c + 32);
    out[i++] = (char)c;
  }
  return nd_atom(out, len, 0);
}

static Node *p_uppercase(LgState *L, Node **a, int n) { (void)n; return change_case(L, a, true); }
static Node *p_lowercase(LgState *L, Node **a, int n) { (void)n; return change_case(L, a, false); }

/* TABLEAU n, (TABLEAU n origine): n items, all [], numbered from 1 (or origine). */
static Node *p_array(LgState *L, Node **a, int n)
{
  int64_t count = arg_int(L, a, 0);
  if (count < 0 || count > 100000000) arg_error(L, a[0]);
  Node *arr = nd_array(count, n == 2 ? arg_int(L, a, 1) : 1);
  for (int64_t i = 0; i < count; i++) arr->u.a.items[i] = NIL;
  return arr;
}

/* DONNEITEM k tableau valeur: change item k in place. */
static Node *p_setitem(LgState *L, Node **a, int n)
{
  (void)n;
  if (!IS_ARRAY(a[1])) arg_error(L, a[1]);
  *array_slot(L, a, 0, a[1], false) = a[2];
  return NOVAL;
}

static Node *p_arrayp(LgState *L, Node **a, int n)
{
  (void)n;
  return bool_node(L, IS_ARRAY(a[0]));
}

/* LISTEVERSTABLEAU liste [origine 1], as UCBLogo's LISTTOARRAY. */
static Node *p_list_to_array(LgState *L, Node **a, int n)
{
  Node *l = arg_list(L, a, 0);
  Node *arr = nd_array((int64_t)nd_list_length(l), n == 2 ? arg_int(L, a, 1) : 1);
  int64_t i = 0;
  for (Node *p = l; p != NIL; p = CDR(p)) arr->u.a.items[i++] = CAR(p);
  return arr;
}

static Node *p_array_to_list(LgState *L, Node **a, int n)
{
  (void)n;
  if (!IS_ARRAY(a[0])) arg_error(L, a[0]);
  return nd_list_from(a[0]->u.a.items, (size_t)a[0]->count);
}

static Node *p_integerp(LgState *L, Node **a, int n)
{
  (void)n;
  int64_t k;
  return bool_node(L, IS_WORD(a[0]) && nd_to_int(a[0], &k));
}

/* PRECEDE? a b: a comes before b in dictionary order (case ignored). */
static Node *p_beforep(LgState *L, Node **a, int n)
{
  (void)n;
  size_t la, lb;
  const char *sa = arg_chars(L, a[0], &la), *sb = arg_chars(L, a[1], &lb);
  /* dictionary order: accents and case count only between equal words */
  for (int strip = 1; strip >= 0; strip--) {
    char *fa = mem_alloc_atomic(2 * la + 1), *fb = mem_alloc_atomic(2 * lb + 1);
    size_t na = word_fold(sa, la, strip, fa), nb = word_fold(sb, lb, strip, fb);
    int c = memcmp(fa, fb, na < nb ? na : nb);
    if (c != 0 || na != nb) return bool_node(L, c < 0 || (c == 0 && na < nb));
  }
  return L->w_false;
}

/* }==================================================================== */

/* {====================================================================
 * UCBLogo's other data words: COMBINE, QUOTED, SUBSTRINGP, VBARREDP, .EQ,
 * .SETFIRST, .SETITEM, RAWASCII, PARSE, RUNPARSE, ISEQ, RSEQ
 * ===================================================================== */

/* COMBINE a b: WORD a b when b is a word, else FPUT a b. */
static Node *p_combine(LgState *L, Node **a, int n)
{
  (void)n;
  if (IS_LIST(a[1])) return nd_cons(a[0], a[1]);
  Node *w[2] = { a[0], a[1] };
  return p_word(L, w, 2);
}

/* QUOTED x: a word with a quote in front, a list as it is. */
static Node *p_quoted(LgState *L, Node **a, int n)
{
  (void)n;
  if (IS_LIST(a[0])) return a[0];
  size_t len;
  const char *s = arg_chars(L, a[0], &len);
  char *t = mem_alloc_atomic(len + 2);
  t[0] = '"';
  memcpy(t + 1, s, len);
  t[len + 1] = '\0';
  return nd_atom(t, len + 1, 0);
}

/* A word's characters in lower case (ASCII and accented Latin letters). */
static const char *lower_chars(LgState *L, Node *w, size_t *len)
{
  Node *v[1] = { w };
  return nd_chars(change_case(L, v, false), len);
}

/* SUBSTRINGP a b: the word a is found in the word b, case ignored; a list,
 * or an empty a, never is (as UCBLogo). */
static Node *p_substringp(LgState *L, Node **a, int n)
{
  (void)n;
  if (!IS_WORD(a[0]) || !IS_WORD(a[1])) return L->w_false;
  size_t la, lb;
  const char *sa = lower_chars(L, a[0], &la), *sb = lower_chars(L, a[1], &lb);
  if (la == 0 || la > lb) return L->w_false;
  for (size_t i = 0; i + la <= lb; i++)
    if (memcmp(sb + i, sa, la) == 0) return L->w_true;
  return L->w_false;
}

/* VBARREDP c: the one-character word c is a delimiter that was read
 * between bars (or after a backslash), so it stays a character. */
static Node *p_vbarredp(LgState *L, Node **a, int n)
{
  (void)n;
  size_t len;
  const char *s = arg_chars(L, a[0], &len);
  if (len == 0 || utf8_len(s, len) != len) arg_error(L, a[0]);
  bool delim = len == 1 && strchr(" \t\n[](){}+-*/=<>\";:~|\\", s[0]) != NULL;
  return bool_node(L, delim && nd_type(a[0]) == NT_WORD && (a[0]->flags & WF_ESCAPED));
}

/* .EQ a b: the same thing, not an equal one: the same list or array;
 * words are equal when spelled alike, case included (UCBLogo's words are
 * kept once each). */
static Node *p_dot_eq(LgState *L, Node **a, int n)
{
  (void)n;
  if (a[0] == a[1]) return L->w_true;
  if (!IS_WORD(a[0]) || !IS_WORD(a[1]) || IS_NUM(a[0]) || IS_NUM(a[1])) return L->w_false;
  size_t l0, l1;
  const char *s0 = nd_chars(a[0], &l0), *s1 = nd_chars(a[1], &l1);
  return bool_node(L, l0 == l1 && memcmp(s0, s1, l0) == 0);
}

/* .SETFIRST list value: the list's first element changed in place. Every
 * list sharing the cell sees it; the parses kept of lists are dropped
 * (epoch), since the list may be instructions already run. */
static Node *p_dot_setfirst(LgState *L, Node **a, int n)
{
  (void)n;
  if (!IS_CONS(a[0])) arg_error(L, a[0]);
  CAR(a[0]) = a[1];
  L->epoch++;
  return NOVAL;
}

/* RAWASCII c: Tortue keeps no other code for a character read between
 * bars: the code point, as ASCII. */
static Node *p_rawascii(LgState *L, Node **a, int n)
{
  return p_ascii(L, a, n);
}

/* PARSE word: the word read as a line typed is read (brackets make lists). */
static Node *p_parse(LgState *L, Node **a, int n)
{
  (void)n;
  size_t len;
  const char *s = arg_chars(L, a[0], &len);
  return rd_list(L, s, len);
}

/* RUNPARSE: a word is read first, as PARSE. */
static Node *p_runparse(LgState *L, Node **a, int n)
{
  Node *list = IS_LIST(a[0]) ? a[0] : p_parse(L, a, n);
  return parse_runparse(L, list);
}

/* ISEQ from to: the numbers from from to to by steps of 1 (down when
 * from > to). Exact integers stay so. */
static Node *p_iseq(LgState *L, Node **a, int n)
{
  (void)n;
  Node *head = NIL, **tail = NULL;
  int64_t x, y;
  if (nd_to_int(a[0], &x) && nd_to_int(a[1], &y) && y - x < 100000000 && x - y < 100000000) {
    for (int64_t i = x;; i += x <= y ? 1 : -1) {
      nd_append(&head, &tail, nd_int(i));
      if (i == y) break;
    }
    return head;
  }
  double from = arg_num(L, a, 0), to = arg_num(L, a, 1), step = from <= to ? 1 : -1;
  if (fabs(to - from) > 1e8) arg_range_error(L, a[1]);
  for (double v = from; step > 0 ? v <= to : v >= to; v += step) nd_append(&head, &tail, nd_number(v));
  return head;
}

/* RSEQ from to count: count numbers evenly spaced from from to to. */
static Node *p_rseq(LgState *L, Node **a, int n)
{
  (void)n;
  double from = arg_num(L, a, 0), to = arg_num(L, a, 1);
  int64_t count = arg_int(L, a, 2);
  if (count < 2 || count > 100000000) arg_range_error(L, a[2]);
  Node *head = NIL, **tail = NULL;
  for (int64_t i = 0; i < count; i++)
    nd_append(&head, &tail, nd_number(from + (double)i * (to - from) / (double)(count - 1)));
  return head;
}

/* }==================================================================== */

#define P(id, fn, mn, df, mx) { VID_##id, fn, NULL, mn, df, mx, PREC_NONE, 0 }
#define PFLAT(id, fn, mn, df, mx) { VID_##id, fn, NULL, mn, df, mx, PREC_NONE, PF_FLAT }
/* one the evaluator runs its own way with two inputs (OPI_*) */
#define PO(id, fn, o) { VID_##id, fn, NULL, 2, 2, 2, PREC_NONE, 0, .op = o }
static const PrimEntry data_prims[] = {
  P(PREMIER,          p_first,     1, 1, 1),
  P(DERNIER,          p_last,      1, 1, 1),
  P(SAUFPREMIER,      p_butfirst,  1, 1, 1),
  P(SAUFDERNIER,      p_butlast,   1, 1, 1),
  PO(METSPREMIER,     p_fput,      OPI_FPUT),
  P(METSDERNIER,      p_lput,      2, 2, 2),
  PFLAT(PHRASE,       p_sentence,  0, 2, -1),
  P(LISTE,            p_list,      0, 2, -1),
  P(MOT,              p_word,      0, 2, -1),
  P(COMPTE,           p_count,     1, 1, 1),
  P(ITEM,             p_item,      2, 2, 2),
  P(MEMBRE,           p_member,    2, 2, 2),
  P(INVERSE,          p_reverse,   1, 1, 1),
  P(CHOIX,            p_pick,      1, 1, 1),
  P(ENLEVE,           p_remove,    2, 2, 2),
  P(REMPLACE,         p_replace,   3, 3, 3),
  P(AJOUTE,           p_insert,    3, 3, 3),
  P(PREMIERS,         p_firsts,    1, 1, 1),
  P(SAUFPREMIERS,     p_butfirsts, 1, 1, 1),
  P(CARACTERE,        p_char,      1, 1, 1),
  P(ASCII,            p_ascii,     1, 1, 1),
  P(MAJUSCULE,        p_uppercase, 1, 1, 1),
  P(MINUSCULE,        p_lowercase, 1, 1, 1),
  { VID_TABLEAU, p_array, NULL, 1, 1, 2, PREC_NONE, 0, .shape = "a" },
  P(DONNEITEM,        p_setitem,   3, 3, 3),
  P(LISTEVERSTABLEAU, p_list_to_array, 1, 1, 2),
  P(TABLEAUVERSLISTE, p_array_to_list, 1, 1, 1),
  P(VIDE_P,           p_emptyp,    1, 1, 1),
  PO(EGAL_P,          p_equalp,    OPI_EQ),
  PO(NONEGAL_P,       p_notequalp, OPI_NE),
  PO(MEMBRE_P,        p_memberp,   OPI_MEMBERP),
  P(MOT_P,            p_wordp,     1, 1, 1),
  P(LISTE_P,          p_listp,     1, 1, 1),
  P(NOMBRE_P,         p_numberp,   1, 1, 1),
  P(ENTIER_P,         p_integerp,  1, 1, 1),
  P(TABLEAU_P,        p_arrayp,    1, 1, 1),
  P(PRECEDE_P,        p_beforep,   2, 2, 2),
  P(COMBINE,          p_combine,   2, 2, 2),
  P(QUOTED,           p_quoted,    1, 1, 1),
  P(SUBSTRING_P,      p_substringp, 2, 2, 2),
  P(VBARRED_P,        p_vbarredp,  1, 1, 1),
  P(DOT_EQ,           p_dot_eq,    2, 2, 2),
  P(DOT_SETFIRST,     p_dot_setfirst, 2, 2, 2),
  P(DOT_SETITEM,      p_setitem,   3, 3, 3),
  P(RAWASCII,         p_rawascii,  1, 1, 1),
  P(PARSE,            p_parse,     1, 1, 1),
  P(RUNPARSE,         p_runparse,  1, 1, 1),
  P(ISEQ,             p_iseq,      2, 2, 2),
  P(RSEQ,             p_rseq,      3, 3, 3),
  { VID_OP_EQUAL, p_equalp, NULL, 2, 2, 2, PREC_COMPARE, 0, .op = OPI_EQ },
  { VID_OP_NOTEQUAL, p_notequalp, NULL, 2, 2, 2, PREC_COMPARE, 0, .op = OPI_NE },
  PRIM_END
};

void prim_open_data(LgState *L)
{
  prim_register(L, data_prims);
}
