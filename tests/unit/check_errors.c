/* check_errors.c -- error boundaries, codes, French messages, where an
 * error happened, ATTRAPE and RENVOIE. */
#include <config.h>

#include <stdlib.h>
#include <string.h>

#include <check.h>

#include "logo.h"
#include "error.h"
#include "eval.h"
#include "node.h"
#include "reader.h"
#include "state.h"
#include "word.h"
#include "check_util.h"

#define N(a) ((int)(sizeof(a) / sizeof((a)[0])))

static void check_unwound(LgState *L)
{
  ck_assert_uint_eq(L->nbinds, 0);
  ck_assert_int_eq(L->depth, 0);
  ck_assert_ptr_eq(L->frame, &L->top);
  ck_assert_ptr_null(L->errjmp);
}

/* {====================================================================
 * err_pcall boundaries
 * ===================================================================== */

typedef struct Nest {
  int inner_rc;
  bool after_inner;
  Symbol *x;
} Nest;

/* Run F (which binds :X and fails) at top level. */
static void inner(LgState *L, void *ud)
{
  (void)ud;
  const char *src = "F 5";
  ev_toplevel(L, rd_list(L, src, strlen(src)));
}

static void outer(LgState *L, void *ud)
{
  Nest *n = ud;
  ErrJmp *mine = L->errjmp;
  n->inner_rc = err_pcall(L, inner, NULL);
  /* The inner boundary caught it: we are still running, under our own. */
  ck_assert_ptr_eq(L->errjmp, mine);
  ck_assert_uint_eq(L->nbinds, 0);
  ck_assert_str_eq(node_text(n->x->value, false), "global");
  n->after_inner = true;
  err_throw(L, ERR_NO_VALUE, nd_cstr("Z"));
}

START_TEST(test_pcall_nesting)
{
  LgState *L = new_state();
  run_logo(L, "DONNE \"X \"global\nPOUR F :X\nEC PREMIER []\nFIN");
  Nest n = { 0, false, word_intern(&L->syms, "X", 1) };
  int rc = err_pcall(L, outer, &n);
  ck_assert_int_eq(n.inner_rc, ERR_BAD_INPUT + 1);
  ck_assert(n.after_inner);
  ck_assert_int_eq(rc, ERR_NO_VALUE + 1);
  ck_assert_str_eq(last_error(L), "Z n'a pas de valeur");
  check_unwound(L);
}
END_TEST

static void no_error(LgState *L, void *ud)
{
  (void)L;
  *(int *)ud = 42;
}

START_TEST(test_pcall_ok)
{
  LgState *L = new_state();
  int v = 0;
  ck_assert_int_eq(err_pcall(L, no_error, &v), 0);
  ck_assert_int_eq(v, 42);
  ck_assert_ptr_null(L->errjmp);
}
END_TEST

/* }==================================================================== */

/* {====================================================================
 * Codes and messages
 * ===================================================================== */

static const struct {
  int code, number;
} numbers[] = {
  { ERR_BAD_INPUT, 7 }, { ERR_DK_HOW, 13 }, { ERR_NOT_ENOUGH, 6 }, { ERR_NO_VALUE, 11 },
  { ERR_STACK_OVERFLOW, 2 }, { ERR_C_STACK, 2 }, { ERR_DIDNT_OUTPUT, 5 }, { ERR_TOO_MANY, 8 },
  { ERR_DK_WHAT, 9 }, { ERR_USER, 21 }, { ERR_USER_MESSAGE, 35 }, { ERR_THROW, 14 }, { ERR_DIV_ZERO, 4 },
};

START_TEST(test_numbers)
{
  ck_assert_int_eq(err_number(numbers[_i].code), numbers[_i].number);
}
END_TEST

START_TEST(test_number_out_of_range)
{
  ck_assert_int_eq(err_number(-1), 0);
  ck_assert_int_eq(err_number(ERR__COUNT), 0);
}
END_TEST

static const struct {
  const char *src;
  int code;
  const char *printed;   /* what err_print wrote */
} messages[] = {
  { "FOO", ERR_DK_HOW, "Je ne sais pas faire FOO\n" },
  { "EC PREMIER []", ERR_BAD_INPUT, "PREMIER n'aime pas [] comme argument\n" },
  { "EC SOMME 1 [a b]", ERR_BAD_INPUT, "SOMME n'aime pas [a b] comme argument\n" },
  { "EC \"a + 1", ERR_BAD_INPUT, "+ n'aime pas a comme argument\n" },
  { "EC SOMME 1", ERR_NOT_ENOUGH, "Pas assez d'arguments pour SOMME\n" },
  { "EC :X", ERR_NO_VALUE, "X n'a pas de valeur\n" },
  { "EC 1 / 0", ERR_DIV_ZERO, "/ : division par zéro\n" },
  { "(PREMIER [a] [b])", ERR_TOO_MANY, "Trop d'arguments pour PREMIER\n" },
  { "3", ERR_DK_WHAT, "Que faire de 3 ?\n" },
  { "[a b]", ERR_DK_WHAT, "Que faire de [a b] ?\n" },
  { "EC EC 1", ERR_DIDNT_OUTPUT, "EC ne donne pas de valeur à EC\n" },
  { "EC ]", ERR_UNEXP_BRACKET,
    "']' inattendu\nIl manque un '[' : aucune liste n'est ouverte avant ce ']'\n" },
  { "EC [a", ERR_NO_CLOSE_BRACKET, "Il manque un ']'\n" },
  { "(EC 1", ERR_NO_CLOSE_PAREN, "Il manque une ')'\n" },
  { "EC 1)", ERR_UNEXP_PAREN, "')' inattendue\n" },
  { "STOP", ERR_ONLY_IN_PROC, "STOP ne s'utilise que dans une procédure\n" },
  { "FIN", ERR_END_ALONE, "FIN sans POUR\n" },
  { "POUR EC\nFIN", ERR_IS_PRIM, "EC est une primitive\n" },
  { "POUR F\nEC 1", ERR_NO_END, "Il manque FIN à la fin de F\n" },
  { "EC [a\nFIN", ERR_END_IN_LINE, "FIN dans une instruction sur plusieurs lignes\n" },
  { "RENVOIE \"T", ERR_THROW, "Pas d'ATTRAPE pour l'étiquette T\n" },
  { "(RENVOIE \"ERREUR \"zut)", ERR_USER_MESSAGE, "zut\n" },
  { "(RENVOIE \"ERREUR [pas bon])", ERR_USER_MESSAGE, "pas bon\n" },
};

START_TEST(test_messages)
{
  LgState *L = new_state();
  Run r = run_text(L, messages[_i].src);
  ck_assert_int_eq(r.result, WS_ERROR);
  ck_assert_int_eq(last_code(L), messages[_i].code);
  ck_assert_str_eq(r.err, messages[_i].printed);
  check_unwound(L);
}
END_TEST

/* An error ends only its line: the next line of the text still runs. */
START_TEST(test_error_ends_line)
{
  LgState *L = new_state();
  Run r = run_text(L, "EC 1 FOO EC 2\nEC 3");
  ck_assert_int_eq(r.result, WS_ERROR);
  ck_assert_str_eq(r.out, "1\n3\n");
  ck_assert_str_eq(r.err, "Je ne sais pas faire FOO\n");
}
END_TEST

/* }==================================================================== */

/* {====================================================================
 * Where: the procedure and its line
 * ===================================================================== */

START_TEST(test_where)
{
  LgState *L = new_state();
  Run r = run_text(L, "POUR F :N\nEC :N\nEC :N + \"A\nFIN\nPOUR G\nF 3\nFIN\nG");
  ck_assert_str_eq(r.out, "3\n");
  ck_assert_str_eq(r.err, "+ n'aime pas A comme argument dans F\n[EC :N + \"A]\n");
  ck_assert_str_eq(node_text(L->err.where, false), "F");
  ck_assert_str_eq(node_text(L->err.line, false), "EC :N + \"A");
  check_unwound(L);
}
END_TEST

START_TEST(test_where_toplevel)
{
  LgState *L = new_state();
  run_text(L, "POUR F\nFIN\nF EC PREMIER []");
  ck_assert_ptr_eq(L->err.where, NIL);
  ck_assert_ptr_eq(L->err.line, NIL);
}
END_TEST

/* A line continued with ~ or an open bracket is reported whole. */
START_TEST(test_where_long_line)
{
  LgState *L = new_state();
  Run r = run_text(L, "POUR F\nEC [a ~\nb] + 1\nFIN\nF");
  ck_assert_str_eq(r.err, "+ n'aime pas [a b] comme argument dans F\n[EC [a ~\nb] + 1]\n");
}
END_TEST

/* Errors in procedures of lib-logo are reported where the user's code
 * called into the library. */
START_TEST(test_where_internal)
{
  LgState *L = new_state();
  L->loading_library = true;
  run_text(L, "POUR .AIDE\nEC PREMIER []\nFIN");
  L->loading_library = false;
  Run r = run_text(L, "POUR H\n.AIDE\nEC 1\nFIN\nH");
  ck_assert_str_eq(node_text(L->err.where, false), "H");
  ck_assert_str_eq(node_text(L->err.line, false), ".AIDE");
  ck_assert_str_eq(r.err, "PREMIER n'aime pas [] comme argument dans H\n[.AIDE]\n");
}
END_TEST

/* A call into the library in tail position keeps the caller's frame, so
 * the error still names the user's procedure and line. */
START_TEST(test_where_internal_tail)
{
  LgState *L = new_state();
  L->loading_library = true;
  run_text(L, "POUR .AIDE\nEC PREMIER []\nFIN");
  L->loading_library = false;
  Run r = run_text(L, "POUR H\n.AIDE\nFIN\nH");
  ck_assert_str_eq(r.err, "PREMIER n'aime pas [] comme argument dans H\n[.AIDE]\n");
  ck_assert_str_eq(node_text(L->err.where, false), "H");
}
END_TEST

/* A user's own procedure named with a dot is the user's code: shown. */
START_TEST(test_where_user_dotted)
{
  LgState *L = new_state();
  Run r = run_text(L, "POUR .AIDE\nEC PREMIER []\nFIN\nPOUR H\n.AIDE\nEC 1\nFIN\nH");
  ck_assert_str_eq(r.err, "PREMIER n'aime pas [] comme argument dans .AIDE\n[EC PREMIER []]\n");
}
END_TEST

/* A message that begins with the procedure's name is not followed by
 * "dans" the same name. */
START_TEST(test_where_named_once)
{
  LgState *L = new_state();
  Run r = run_text(L, "POUR K\n(RENVOIE \"ERREUR [K : mauvais])\nFIN\nK");
  ck_assert_str_eq(r.err, "K : mauvais\n[(RENVOIE \"ERREUR [K : mauvais])]\n");
}
END_TEST

START_TEST(test_dupont_errors)
{
  LgState *L = new_state();
  ws_library_defer(L, TORTUE_SRCLIB);
  Run r = run_text(L, "DEPART 1\nDEPART \"huit\nEC 1 + 1");
  ck_assert_str_eq(r.out, "2\n");
  ck_assert_str_eq(r.err,
                   "DEPART : il faut un nombre entier de cases au moins égal à 2, pas 1\n"
                   "DEPART : il faut un nombre entier de cases au moins égal à 2, pas huit\n");
  check_unwound(L);
}
END_TEST

/* }==================================================================== */

/* {====================================================================
 * Stack limits
 * ===================================================================== */

START_TEST(test_depth_limit)
{
  LgState *L = new_state();
  L->max_depth = 500;
  Run r = run_text(L, "POUR R :N\nRETOURNE 1 + R :N + 1\nFIN\nEC R 0");
  ck_assert_int_eq(last_code(L), ERR_STACK_OVERFLOW);
  ck_assert_str_eq(r.err, "Pile pleine : plus de 500 appels imbriqués (récursion trop profonde)"
                          " dans R\n[RETOURNE 1 + R :N + 1]\n"
                          "R s'appelle sans fin : il lui manque un test d'arrêt au début,"
                          " comme SI ... [RETOURNE ...]\n");
  check_unwound(L);
  ck_assert_str_eq(run_logo(L, "EC 1+1"), "2\n");
}
END_TEST

/* Deeply nested parentheses exhaust the parser's stack budget. */
START_TEST(test_c_stack_parser)
{
  char here;
  LgState *L = new_state();
  set_stack_budget(L, &here, 200 * 1024);
  enum { DEPTH = 100000 };
  char *src = malloc(3 + 2 * DEPTH + 2);
  ck_assert_ptr_nonnull(src);
  strcpy(src, "EC ");
  memset(src + 3, '(', DEPTH);
  src[3 + DEPTH] = '1';
  memset(src + 4 + DEPTH, ')', DEPTH);
  src[4 + 2 * DEPTH] = '\0';
  Run r = run_text(L, src);
  free(src);
  ck_assert_int_eq(last_code(L), ERR_C_STACK);
  ck_assert_str_eq(r.err, "Pile pleine : instruction ou liste trop imbriquée\n");
  check_unwound(L);
  ck_assert_str_eq(run_logo(L, "EC (((1)))"), "1\n");
}
END_TEST

/* The printer and EGAL? work without recursion: with only 200 KB of C
 * stack, a list nested 100,000 deep prints in full and compares equal to a
 * copy, and the state is usable afterwards. */
START_TEST(test_c_stack_printer)
{
  char here;
  LgState *L = new_state();
  run_logo(L, "DONNE \"L [] REPETE 100000 [DONNE \"L MP :L []]");
  run_logo(L, "DONNE \"M [] REPETE 100000 [DONNE \"M MP :M []]");
  set_stack_budget(L, &here, 200 * 1024);
  Run r = run_text(L, "MONTRE :L EC :L = :M");
  ck_assert_int_eq(r.result, WS_OK);
  size_t depth = 100001;
  ck_assert_uint_eq(strlen(r.out), 2 * depth + 1 + 5);
  ck_assert_int_eq(strspn(r.out, "["), depth);
  ck_assert_int_eq(strspn(r.out + depth, "]"), depth);
  ck_assert_str_eq(r.out + 2 * depth, "\nVRAI\n");
  ck_assert_str_eq(run_logo(L, "EC 1+1"), "2\n");
}
END_TEST

/* }==================================================================== */

/* {====================================================================
 * ATTRAPE, RENVOIE, ERREUR
 * ===================================================================== */

static const struct {
  const char *src;
  const char *out;
} catches[] = {
  { "ATTRAPE \"ERREUR [EC PREMIER []] EC \"suite MONTRE ERREUR MONTRE ERREUR",
    "suite\n[7 PREMIER n'aime pas [] comme argument [] []]\n[]\n" },
  { "ATTRAPE \"erreur [FOO] MONTRE PREMIER ERREUR", "13\n" },
  { "ATTRAPE \"ERREUR [(RENVOIE \"ERREUR \"zut)] MONTRE ERREUR", "[35 zut [] []]\n" },
  { "POUR F\nEC PREMIER []\nFIN\nATTRAPE \"ERREUR [F] MONTRE ERREUR",
    "[7 PREMIER n'aime pas [] comme argument F [EC PREMIER []]]\n" },
  { "EC ATTRAPE \"T [(RENVOIE \"T 5)]", "5\n" },
  { "EC ATTRAPE \"T [(RENVOIE \"t 6)]", "6\n" },              /* tags without case */
  { "EC ATTRAPE \"T [SOMME 1 2]", "3\n" },                    /* no throw: the value */
  { "ATTRAPE \"T [RENVOIE \"T EC \"jamais] EC \"apres", "apres\n" },
  { "POUR G\n(RENVOIE \"T [a b])\nEC \"jamais\nFIN\nMONTRE ATTRAPE \"T [G EC \"non]",
    "[a b]\n" },
  { "MONTRE ATTRAPE \"T [ATTRAPE \"U [(RENVOIE \"T 1)] EC \"non]", "1\n" },
  { "ATTRAPE \"T [ATTRAPE \"ERREUR [RENVOIE \"T] EC \"non] EC \"oui", "oui\n" },
  { "POUR P\nREPETE 3 [SI COMPTEUR = 2 [RENVOIE \"FIN.P] TAPE COMPTEUR]\nFIN\n"
    "ATTRAPE \"FIN.P [P] EC \"", "1\n" },
};

START_TEST(test_catch)
{
  LgState *L = new_state();
  Run r = run_text(L, catches[_i].src);
  ck_assert_str_eq(r.err, "");
  ck_assert_str_eq(r.out, catches[_i].out);
  check_unwound(L);
}
END_TEST

/* ATTRAPE with another tag lets an error through. */
START_TEST(test_catch_other_tag)
{
  LgState *L = new_state();
  Run r = run_text(L, "ATTRAPE \"X [EC 1 / 0] EC \"non");
  ck_assert_str_eq(r.out, "");
  ck_assert_str_eq(r.err, "/ : division par zéro\n");
  check_unwound(L);
}
END_TEST

/* RETOURNE of a procedure call inside ATTRAPE's list is not a tail call:
 * the call runs inside the ATTRAPE, which catches its throw or error. */
START_TEST(test_catch_output_call)
{
  LgState *L = new_state();
  Run r = run_text(L, "POUR H\nRENVOIE \"T\nFIN\n"
                      "POUR G\nATTRAPE \"T [RETOURNE H]\nRETOURNE \"rien\nFIN\n"
                      "POUR H2\nRETOURNE PREMIER []\nFIN\n"
                      "POUR G2\nATTRAPE \"ERREUR [RETOURNE H2]\nRETOURNE \"rattrape\nFIN\n"
                      "EC G\nEC G2");
  ck_assert_str_eq(r.err, "");
  ck_assert_str_eq(r.out, "rien\nrattrape\n");
  check_unwound(L);
}
END_TEST

/* After an error caught or not, the procedures' bindings are undone and
 * the global value is intact. */
START_TEST(test_bindings_after_error)
{
  LgState *L = new_state();
  const char *src =
    "DONNE \"X \"global\n"
    "POUR F :X\nDONNE \"X 5\nG\nFIN\n"
    "POUR G\nLOCALE \"Y\nDONNE \"Y 1\nEC PREMIER []\nFIN\n"
    "ATTRAPE \"ERREUR [F 1]\nEC :X\n"
    "F 2\nEC :X\n"
    "ATTRAPE \"ERREUR [EC :Y]\nMONTRE PREMIER ERREUR";
  Run r = run_text(L, src);
  ck_assert_str_eq(r.out, "global\nglobal\n11\n");
  ck_assert_str_eq(r.err, "PREMIER n'aime pas [] comme argument dans G\n[EC PREMIER []]\n");
  check_unwound(L);
}
END_TEST

/* }==================================================================== */

Suite *errors_suite(void)
{
  Suite *s = suite_create("errors");
  TCase *tc = tcase_create("pcall");
  tcase_add_test(tc, test_pcall_nesting);
  tcase_add_test(tc, test_pcall_ok);
  suite_add_tcase(s, tc);
  tc = tcase_create("messages");
  tcase_add_loop_test(tc, test_numbers, 0, N(numbers));
  tcase_add_test(tc, test_number_out_of_range);
  tcase_add_loop_test(tc, test_messages, 0, N(messages));
  tcase_add_test(tc, test_error_ends_line);
  suite_add_tcase(s, tc);
  tc = tcase_create("where");
  tcase_add_test(tc, test_where);
  tcase_add_test(tc, test_where_toplevel);
  tcase_add_test(tc, test_where_long_line);
  tcase_add_test(tc, test_where_internal);
  tcase_add_test(tc, test_where_internal_tail);
  tcase_add_test(tc, test_where_user_dotted);
  tcase_add_test(tc, test_where_named_once);
  tcase_add_test(tc, test_dupont_errors);
  suite_add_tcase(s, tc);
  tc = tcase_create("stack");
  tcase_set_timeout(tc, 30);
  tcase_add_test(tc, test_depth_limit);
  tcase_add_test(tc, test_c_stack_parser);
  tcase_add_test(tc, test_c_stack_printer);
  suite_add_tcase(s, tc);
  tc = tcase_create("catch");
  tcase_add_loop_test(tc, test_catch, 0, N(catches));
  tcase_add_test(tc, test_catch_other_tag);
  tcase_add_test(tc, test_catch_output_call);
  tcase_add_test(tc, test_bindings_after_error);
  suite_add_tcase(s, tc);
  return s;
}
