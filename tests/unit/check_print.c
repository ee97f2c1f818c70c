/* check_print.c -- printed forms, numbers, equality and name folding. */
#include <config.h>

#include <stdio.h>
#include <string.h>

#include <check.h>

#include "logo.h"
#include "help.h"
#include "node.h"
#include "proc.h"
#include "print.h"
#include "reader.h"
#include "state.h"
#include "word.h"
#include "check_util.h"

#define N(a) ((int)(sizeof(a) / sizeof((a)[0])))

static Node *read_list(LgState *L, const char *src)
{
  return rd_list(L, src, strlen(src));
}

/* {====================================================================
 * ECRIS form (outer brackets dropped) and MONTRE form
 * ===================================================================== */

static const struct {
  const char *src;       /* read with rd_list */
  const char *print;     /* ECRIS */
  const char *show;      /* MONTRE */
} forms[] = {
  { "a [b [c]] []", "a [b [c]] []", "[a [b [c]] []]" },
  { "", "", "[]" },
  { "[]", "[]", "[[]]" },
  { "[[[x]]]", "[[[x]]]", "[[[[x]]]]" },
  { "bonjour", "bonjour", "[bonjour]" },
  { "12 -3 1.50", "12 -3 1.50", "[12 -3 1.50]" },   /* words keep their text */
};

START_TEST(test_forms)
{
  LgState *L = new_state();
  Node *l = read_list(L, forms[_i].src);
  ck_assert_str_eq(node_text(l, false), forms[_i].print);
  ck_assert_str_eq(node_text(l, true), forms[_i].show);
  ck_assert_str_eq(node_text(prn_to_word(l, false), false), forms[_i].print);
  ck_assert_str_eq(node_text(prn_to_word(l, true), false), forms[_i].show);
}
END_TEST

/* A word is its own printed form, whatever the mode. */
START_TEST(test_word_forms)
{
  Node *w = nd_cstr("Tortue");
  ck_assert_ptr_eq(prn_to_word(w, false), w);
  ck_assert_ptr_eq(prn_to_word(w, true), w);
  ck_assert_str_eq(node_text(w, true), "Tortue");
}
END_TEST

static const struct {
  const char *src;
  const char *out;
} printed[] = {
  { "EC [a [b c] 2.5]", "a [b c] 2.5\n" },
  { "MONTRE [a [b c] 2.5]", "[a [b c] 2.5]\n" },
  { "MONTRE \"mot", "mot\n" },
  { "EC []", "\n" },
  { "MONTRE []", "[]\n" },
  { "(EC 1 [2] \"trois)", "1 2 trois\n" },
  { "(MONTRE 1 [2] \"trois)", "1 [2] trois\n" },
  { "TAPE [a [b]] TAPE \"c EC \"", "a [b]c\n" },
  { "EC 0.1 + 0.2", "0.3\n" },
  { "EC 1e20", "1e+20\n" },
  { "EC 10 / 4", "2.5\n" },
  { "EC 6 / 3", "2\n" },
  { "EC 2.0", "2\n" },
  { "EC \"2.0", "2.0\n" },                          /* a quoted word as typed */
  { "EC 7 * 1.5", "10.5\n" },
  { "EC 1 / 3", "0.333333333333333\n" },
};

START_TEST(test_printed)
{
  LgState *L = new_state();
  ck_assert_str_eq(run_logo(L, printed[_i].src), printed[_i].out);
}
END_TEST

/* }==================================================================== */

/* {====================================================================
 * Numbers
 * ===================================================================== */

static const struct {
  double r;
  const char *text;
} reals[] = {
  { 2.5, "2.5" }, { 0.1 + 0.2, "0.3" }, { 1e20, "1e+20" }, { 3.0, "3" },
  { -0.5, "-0.5" }, { -4.0, "-4" }, { 1e15, "1e+15" }, { 123456.75, "123456.75" },
};

START_TEST(test_reals)
{
  ck_assert_str_eq(node_text(nd_real(reals[_i].r), false), reals[_i].text);
}
END_TEST

START_TEST(test_ints)
{
  ck_assert_str_eq(node_text(nd_int(42), false), "42");
  ck_assert_str_eq(node_text(nd_int(-7), false), "-7");
  ck_assert_str_eq(node_text(nd_int(0), false), "0");
  ck_assert_str_eq(node_text(nd_int(INT64_MAX), false), "9223372036854775807");
  ck_assert_str_eq(node_text(nd_int(1234567), false), "1234567");
}
END_TEST

/* Integers of 63 bits are immediates (node.h): the same value at each
 * call, its type and value read back, negative ones included; past them,
 * a new node each time, with the same type and value. */
START_TEST(test_small_ints)
{
  static const int64_t vals[] = { 0, 1, -1, 1023, 1024, -129, 3000000, -3000000,
                                  IMM_MAX, IMM_MIN };
  for (size_t k = 0; k < sizeof vals / sizeof vals[0]; k++) {
    Node *n = nd_int(vals[k]);
    ck_assert(IS_IMM(n));
    ck_assert(IS_INT(n) && IS_NUM(n) && IS_WORD(n));
    ck_assert(!IS_LIST(n) && !IS_CONS(n) && !IS_ARRAY(n));
    ck_assert_int_eq(nd_type(n), NT_INT);
    ck_assert_int_eq(nd_ival(n), vals[k]);
    ck_assert_ptr_eq(n, nd_int(vals[k]));
  }
  static const int64_t big[] = { IMM_MAX + 1, IMM_MIN - 1, INT64_MAX, INT64_MIN };
  for (size_t k = 0; k < sizeof big / sizeof big[0]; k++) {
    Node *n = nd_int(big[k]);
    ck_assert(!IS_IMM(n) && IS_INT(n));
    ck_assert_int_eq(nd_type(n), NT_INT);
    ck_assert_int_eq(nd_ival(n), big[k]);
    ck_assert_ptr_ne(n, nd_int(big[k]));
  }
}
END_TEST

/* Integral results stay exact integers; others become reals. */
START_TEST(test_nd_number)
{
  ck_assert_int_eq(nd_type(nd_number(4.0)), NT_INT);
  ck_assert_int_eq(nd_ival(nd_number(4.0)), 4);
  ck_assert_int_eq(nd_type(nd_number(-3.0)), NT_INT);
  ck_assert_int_eq(nd_type(nd_number(4.5)), NT_REAL);
  ck_assert_int_eq(nd_type(nd_number(1e300)), NT_REAL);
}
END_TEST

static const struct {
  const char *s;
  bool ok, is_int;
  double value;
} numbers[] = {
  { "12", true, true, 12 }, { "-7", true, true, -7 }, { "0", true, true, 0 },
  { "007", true, true, 7 }, { "1.5", true, false, 1.5 }, { "1.50", true, false, 1.5 },
  { "1e3", true, false, 1000 }, { "2.5E-1", true, false, 0.25 }, { ".5", true, false, 0.5 },
  { "5.", true, false, 5 }, { "-2.5", true, false, -2.5 },
  { "99999999999999999999", true, false, 1e20 },    /* too big for int64 */
  { "", false, false, 0 }, { "abc", false, false, 0 }, { "1e", true, false, 1 },
  { "1.2.3", false, false, 0 }, { "12a", false, false, 0 }, { "-", false, false, 0 },
  { ".", false, false, 0 }, { "e5", false, false, 0 }, { "1 2", false, false, 0 },
  { "3+4", false, false, 0 },
};

START_TEST(test_parse_number)
{
  bool is_int = false;
  int64_t iv = -1;
  double dv = -1;
  const char *s = numbers[_i].s;
  bool ok = nd_parse_number(s, strlen(s), &is_int, &iv, &dv);
  ck_assert_msg(ok == numbers[_i].ok, "nd_parse_number(\"%s\") gave %d", s, ok);
  if (!ok) return;
  ck_assert_msg(is_int == numbers[_i].is_int, "\"%s\": is_int %d", s, is_int);
  ck_assert_double_eq(dv, numbers[_i].value);
  if (is_int) ck_assert_int_eq(iv, (int64_t)numbers[_i].value);
}
END_TEST

/* }==================================================================== */

/* {====================================================================
 * Equality (EGAL?, =): numbers by value, words without case, lists deep
 * ===================================================================== */

START_TEST(test_equal_numbers)
{
  ck_assert(nd_equal(nd_int(3), nd_real(3.0)));
  ck_assert(nd_equal(nd_cstr("3"), nd_int(3)));
  ck_assert(nd_equal(nd_cstr("3.0"), nd_cstr("3")));
  ck_assert(nd_equal(nd_int(2000), nd_int(2000)));
  ck_assert(!nd_equal(nd_int(3), nd_int(4)));
  ck_assert(!nd_equal(nd_real(0.1 + 0.2), nd_real(0.3)));
  ck_assert(!nd_equal(nd_int(3), nd_cstr("trois")));
}
END_TEST

START_TEST(test_equal_words)
{
  ck_assert(nd_equal(nd_cstr("ABC"), nd_cstr("abc")));
  ck_assert(nd_equal(nd_cstr("Été"), nd_cstr("éTÉ")));
  ck_assert(!nd_equal(nd_cstr("été"), nd_cstr("ete")));   /* data keep accents */
  ck_assert(!nd_equal(nd_cstr("ab"), nd_cstr("abc")));
  ck_assert(nd_equal(nd_cstr(""), nd_cstr("")));
}
END_TEST

START_TEST(test_equal_lists)
{
  LgState *L = new_state();
  ck_assert(nd_equal(read_list(L, "a [b 3]"), read_list(L, "A [B 3.0]")));
  ck_assert(!nd_equal(read_list(L, "a"), read_list(L, "a b")));
  ck_assert(!nd_equal(read_list(L, "a b"), read_list(L, "a")));
  ck_assert(!nd_equal(read_list(L, "[a]"), read_list(L, "a")));
  ck_assert(nd_equal(NIL, NIL));
  ck_assert(!nd_equal(NIL, nd_cstr("")));
  ck_assert(!nd_equal(read_list(L, "[]"), NIL));
}
END_TEST

START_TEST(test_equal_logo)
{
  LgState *L = new_state();
  ck_assert_str_eq(run_logo(L, "EC 3 = 3.0 EC \"A = \"a EC [a [b]] = [A [B]] EC [] = \"||"),
                   "VRAI\nVRAI\nVRAI\nFAUX\n");
}
END_TEST

/* }==================================================================== */

/* {====================================================================
 * Names: folded without case nor accents, one Symbol per name
 * ===================================================================== */

static const struct {
  const char *s;
  bool strip;
  const char *folded;
} folds[] = {
  { "ÉCRIS", true, "ecris" }, { "ÉCRIS", false, "écris" }, { "ecris", true, "ecris" },
  { "Ça", true, "ca" }, { "CŒUR", true, "coeur" }, { "ABC.D?", true, "abc.d?" },
  { "Àäç", true, "aac" }, { "Àäç", false, "àäç" },
};

START_TEST(test_fold)
{
  char out[64];
  const char *s = folds[_i].s;
  size_t n = word_fold(s, strlen(s), folds[_i].strip, out);
  ck_assert_str_eq(out, folds[_i].folded);
  ck_assert_uint_eq(n, strlen(folds[_i].folded));
}
END_TEST

static Symbol *intern(LgState *L, const char *s)
{
  return word_intern(&L->syms, s, strlen(s));
}

START_TEST(test_intern)
{
  LgState *L = new_state();
  Symbol *ecris = intern(L, "ÉCRIS");
  ck_assert_ptr_eq(intern(L, "ecris"), ecris);
  ck_assert_ptr_eq(intern(L, "Ecris"), ecris);
  ck_assert_ptr_eq(word_symbol(&L->syms, nd_cstr("éCrIs")), ecris);
  ck_assert_str_eq(ecris->key, "ecris");
  /* EC is another name, for the same primitive function. */
  Symbol *ec = intern(L, "EC");
  ck_assert_ptr_ne(ec, ecris);
  ck_assert_ptr_nonnull(ecris->proc);
  ck_assert_ptr_nonnull(ec->proc);
  ck_assert(ec->proc->fn == ecris->proc->fn);
  ck_assert_ptr_eq(intern(L, "coeur"), intern(L, "CŒUR"));
}
END_TEST

START_TEST(test_find)
{
  LgState *L = new_state();
  ck_assert_ptr_null(word_find(&L->syms, "zinzolin", 8));
  Symbol *s = intern(L, "Zinzolin");
  ck_assert_ptr_eq(word_find(&L->syms, "ZINZOLIN", 8), s);
  ck_assert_str_eq(s->name, "Zinzolin");   /* the first spelling is kept */
  ck_assert_ptr_eq(s->value, NOVAL);
}
END_TEST

/* Many names: the table grows and every one is still found. */
START_TEST(test_many_names)
{
  LgState *L = new_state();
  char name[32];
  Symbol *syms[5000];
  for (int i = 0; i < 5000; i++) {
    snprintf(name, sizeof name, "nom%d", i);
    syms[i] = intern(L, name);
  }
  for (int i = 0; i < 5000; i++) {
    snprintf(name, sizeof name, "NOM%d", i);
    ck_assert_ptr_eq(word_find(&L->syms, name, strlen(name)), syms[i]);
  }
}
END_TEST

START_TEST(test_names_logo)
{
  LgState *L = new_state();
  ck_assert_str_eq(run_logo(L, "POUR CARRÉ :CÔTÉ\nRETOURNE :cote * :Côté\nFIN\n"
                               "ÉCRIS carre 3\necris CARRÉ 4\nDONNE \"Été 5 EC :ETE"),
                   "9\n16\n5\n");
}
END_TEST

/* }==================================================================== */

/* Every primitive a user can call has its entry in the help table, found
 * from its long name (the first of its table row): AIDE covers them all. */
START_TEST(test_every_primitive_has_help)
{
  LgState *L = new_state();
  int checked = 0;
  for (size_t i = 0; i < L->syms.size; i++) {
    for (Symbol *y = L->syms.buckets[i]; y; y = y->next) {
      Proc *p = y->proc;
      if (!p || p->kind == PK_USER || p->names[0] == '.') continue;
      char name[64];
      snprintf(name, sizeof name, "%.*s", (int)strcspn(p->names, " "), p->names);
      ck_assert_msg(help_find(name) != NULL, "no help for %s", name);
      checked++;
    }
  }
  ck_assert_int_gt(checked, 100);
}
END_TEST

Suite *print_suite(void)
{
  Suite *s = suite_create("print");
  TCase *tc = tcase_create("forms");
  tcase_add_loop_test(tc, test_forms, 0, N(forms));
  tcase_add_test(tc, test_word_forms);
  tcase_add_loop_test(tc, test_printed, 0, N(printed));
  suite_add_tcase(s, tc);
  tc = tcase_create("numbers");
  tcase_add_loop_test(tc, test_reals, 0, N(reals));
  tcase_add_test(tc, test_ints);
  tcase_add_test(tc, test_small_ints);
  tcase_add_test(tc, test_nd_number);
  tcase_add_loop_test(tc, test_parse_number, 0, N(numbers));
  suite_add_tcase(s, tc);
  tc = tcase_create("equality");
  tcase_add_test(tc, test_equal_numbers);
  tcase_add_test(tc, test_equal_words);
  tcase_add_test(tc, test_equal_lists);
  tcase_add_test(tc, test_equal_logo);
  suite_add_tcase(s, tc);
  tc = tcase_create("names");
  tcase_add_loop_test(tc, test_fold, 0, N(folds));
  tcase_add_test(tc, test_intern);
  tcase_add_test(tc, test_find);
  tcase_add_test(tc, test_many_names);
  tcase_add_test(tc, test_names_logo);
  tcase_add_test(tc, test_every_primitive_has_help);
  suite_add_tcase(s, tc);
  return s;
}
