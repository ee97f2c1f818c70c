/* check_eval.c -- the evaluator: precedence, minus signs, dynamic scope,
 * control structures, proper tail calls, and Dupont's eight queens. */
#include <config.h>

#include <gc.h>

#include <check.h>

#include "logo.h"
#include "error.h"
#include "state.h"
#include "workspace.h"
#include "check_util.h"

#define N(a) ((int)(sizeof(a) / sizeof((a)[0])))

/* The C stack the small-budget tests allow: far too little for 100,000
 * nested calls, plenty for a loop that does not grow the stack. */
#define SMALL_STACK (200 * 1024)

/* After a run, no dynamic binding may be left and we are back at top level. */
static void check_unwound(LgState *L)
{
  ck_assert_uint_eq(L->nbinds, 0);
  ck_assert_int_eq(L->depth, 0);
  ck_assert_ptr_eq(L->frame, &L->top);
}

typedef struct Case {
  const char *src;
  const char *out;
} Case;

/* {====================================================================
 * Infix precedence and minus signs
 * ===================================================================== */

static const Case arith[] = {
  { "EC 2 + 3 * 4", "14\n" },
  { "EC (2 + 3) * 4", "20\n" },
  { "EC 2 * 3 + 4 > 9", "VRAI\n" },
  { "EC 10 - 2 - 3", "5\n" },                 /* left-associative */
  { "EC 100 / 10 / 5", "2\n" },
  { "EC 7 - 2 * 3", "1\n" },
  { "EC 1 + 1 = 2", "VRAI\n" },
  { "EC 2+3*4", "14\n" },                     /* split at infix when run */
  { "EC SOMME 1 2 * 3", "7\n" },              /* an input swallows the infix */
  { "EC PREMIER [a b] = \"a", "F\n" },        /* PREMIER ([a b] = "a) */
  { "EC (PREMIER [a b]) = \"a", "VRAI\n" },
  { "EC 3 - 1", "2\n" },
  { "EC 3-1", "2\n" },
  { "EC - 3", "-3\n" },
  { "EC -3 + 5", "2\n" },
  { "EC 2 * -3", "-6\n" },
  { "EC 10 - -2", "12\n" },
  { "EC 2*-3", "-6\n" },
  { "DONNE \"X 5 EC :X-1", "4\n" },           /* :X-1 is a difference */
  { "DONNE \"X 5 EC :X - 1", "4\n" },
  { "DONNE \"X 5 EC PROD :X -1", "-5\n" },    /* -1 is a second input */
  { "DONNE \"X 5 EC (SOMME :X -1 10)", "14\n" },
  { "DONNE \"X 5 EC -:X", "-5\n" },
  { "EC 1e-3 * 1000", "1\n" },               /* the - of an exponent */
};

START_TEST(test_arith)
{
  LgState *L = new_state();
  Run r = run_text(L, arith[_i].src);
  ck_assert_str_eq(r.err, "");
  ck_assert_str_eq(r.out, arith[_i].out);
}
END_TEST

/* `EC 3 -1`: -1 is a second instruction's value, as in UCBLogo. */
START_TEST(test_minus_two_inputs)
{
  LgState *L = new_state();
  Run r = run_text(L, "EC 3 -1");
  ck_assert_int_eq(r.result, WS_ERROR);
  ck_assert_str_eq(r.out, "3\n");
  ck_assert_int_eq(last_code(L), ERR_DK_WHAT);
  ck_assert_str_eq(last_error(L), "Que faire de -1 ?");
  r = run_text(L, "DONNE \"X 5 EC :X -1");
  ck_assert_str_eq(r.out, "5\n");
  ck_assert_str_eq(last_error(L), "Que faire de -1 ?");
}
END_TEST

/* }==================================================================== */

/* {====================================================================
 * Dynamic scope
 * ===================================================================== */

/* B sees A's input :X and changes A's binding, not the global one. */
static const char *const scope_src =
  "DONNE \"X 10\n"
  "POUR A :X\nB\nEC :X\nFIN\n"
  "POUR B\nDONNE \"X :X + 1\nDONNE \"Y 7\nFIN\n";

START_TEST(test_dynamic_scope)
{
  LgState *L = new_state();
  ck_assert_str_eq(run_logo(L, scope_src), "");
  ck_assert_str_eq(run_logo(L, "A 1\nEC :X\nEC :Y"), "2\n10\n7\n");
  check_unwound(L);
}
END_TEST

START_TEST(test_local)
{
  LgState *L = new_state();
  ck_assert_str_eq(run_logo(L, "POUR F\nLOCALE \"Z\nDONNE \"Z 3\nG\nFIN\n"
                               "POUR G\nEC :Z\nFIN\n"
                               "DONNE \"Z 1\nF\nEC :Z\n"
                               "POUR H\nDONNELOCALE \"Z 4\nG\nFIN\nH\nEC :Z"),
                   "3\n1\n4\n1\n");
  check_unwound(L);
}
END_TEST

/* An error inside a procedure unwinds its bindings. */
START_TEST(test_scope_after_error)
{
  LgState *L = new_state();
  Run r = run_text(L, "DONNE \"X 1\nPOUR F :X\nDONNE \"X 2\nG :X\nFIN\n"
                      "POUR G :Y\nEC PREMIER []\nFIN\n"
                      "F 5\nEC :X");
  ck_assert_int_eq(r.result, WS_ERROR);
  ck_assert_str_eq(r.out, "1\n");
  check_unwound(L);
  r = run_text(L, "EC :Y");
  ck_assert_int_eq(last_code(L), ERR_NO_VALUE);
}
END_TEST

/* }==================================================================== */

/* {====================================================================
 * SI, SISINON, REPETE, STOP, RETOURNE
 * ===================================================================== */

static const Case control[] = {
  { "SI 1 = 1 [EC \"oui]", "oui\n" },
  { "SI 1 = 2 [EC \"oui]", "" },
  { "SI 1 = 2 [EC \"oui] [EC \"non]", "non\n" },
  { "SI 1 = 1 [EC \"oui] [EC \"non]", "oui\n" },
  { "SISINON \"FAUX [EC 1] [EC 2]", "2\n" },
  { "EC SI \"VRAI [\"a] [\"b]", "a\n" },
  { "EC SISINON 1 > 2 [\"a] [\"b]", "b\n" },
  { "REPETE 3 [TAPE COMPTEUR] EC \"", "123\n" },
  { "REPETE 0 [EC \"jamais]", "" },
  { "REPETE 2 [REPETE 2 [TAPE COMPTEUR] TAPE COMPTEUR] EC \"", "121122\n" },
  { "POUR C :N\nREPETE 5 [SI COMPTEUR = :N [RETOURNE COMPTEUR * 10]]\nRETOURNE 0\nFIN\n"
    "EC C 3 EC C 9", "30\n0\n" },
  { "POUR S\nREPETE 5 [TAPE COMPTEUR SI COMPTEUR = 2 [STOP]]\nEC \"non\nFIN\nS EC \"", "12\n" },
  { "POUR S\nSI \"VRAI [STOP]\nEC \"non\nFIN\nS EC \"oui", "oui\n" },
  { "POUR V :X\nSI :X > 0 [RETOURNE \"positif]\nRETOURNE \"autre\nFIN\nEC V 3 EC V -3",
    "positif\nautre\n" },
  { "EC EXECUTE [SOMME 1 2]", "3\n" },
  { "EXECUTE [EC 4]", "4\n" },
  { "EXECUTE \"VT", "" },
};

START_TEST(test_control)
{
  LgState *L = new_state();
  Run r = run_text(L, control[_i].src);
  ck_assert_str_eq(r.err, "");
  ck_assert_str_eq(r.out, control[_i].out);
  check_unwound(L);
}
END_TEST

/* }==================================================================== */

/* {====================================================================
 * Proper tail calls
 * ===================================================================== */

START_TEST(test_million_loop)
{
  LgState *L = new_state();
  ck_assert_str_eq(run_logo(L, "POUR BOUCLE :N :A\nSI :N = 0 [EC :A STOP]\n"
                               "BOUCLE :N - 1 :A + 1\nFIN\nBOUCLE 1000000 0"),
                   "1000000\n");
  check_unwound(L);
}
END_TEST

static const char *const nontail_src =
  "POUR F :N\nSI :N = 0 [RETOURNE 0]\nRETOURNE 1 + F :N - 1\nFIN\n";

/* With ~200 KB of C stack a tail loop of 100,000 still runs. */
START_TEST(test_tail_small_stack)
{
  char here;
  LgState *L = new_state();
  set_stack_budget(L, &here, SMALL_STACK);
  ck_assert_str_eq(run_logo(L, "POUR T :N\nSI :N = 0 [EC \"fini STOP]\nT :N - 1\nFIN\n"
                               "T 100000"),
                   "fini\n");
  check_unwound(L);
}
END_TEST

/* ... while a non-tail recursion of that depth fails cleanly. */
START_TEST(test_nontail_small_stack)
{
  char here;
  LgState *L = new_state();
  set_stack_budget(L, &here, SMALL_STACK);
  run_logo(L, nontail_src);
  Run r = run_text(L, "EC F 100000");
  ck_assert_int_eq(r.result, WS_ERROR);
  ck_assert_str_eq(r.out, "");
  ck_assert_msg(last_code(L) == ERR_C_STACK || last_code(L) == ERR_STACK_OVERFLOW,
                "code %d: %s", last_code(L), last_error(L));
  check_unwound(L);
  ck_assert_str_eq(run_logo(L, "EC 1+1"), "2\n");
  ck_assert_str_eq(run_logo(L, "EC F 100"), "100\n");
}
END_TEST

START_TEST(test_nontail_ok)
{
  LgState *L = new_state();
  run_logo(L, nontail_src);
  ck_assert_str_eq(run_logo(L, "EC F 5000"), "5000\n");
  check_unwound(L);
}
END_TEST

/* A tail loop rebinds its inputs in place: 2,000,000 iterations with two
 * inputs (4,000,000 bindings if they were stacked) stay in a small heap. */
START_TEST(test_tail_heap_bounded)
{
  LgState *L = new_state();
  ck_assert_str_eq(run_logo(L, "POUR T2 :N :A\nSI :N = 0 [EC :A STOP]\n"
                               "T2 :N - 1 :A + 1\nFIN\nT2 2000000 0"),
                   "2000000\n");
  check_unwound(L);
  size_t heap = GC_get_heap_size();
  ck_assert_msg(heap < 64UL * 1024 * 1024, "heap %zu bytes", heap);
}
END_TEST

/* Tail positions other than a plain last line, each 100,000 deep on a
 * small stack. */
static const Case tails[] = {
  /* mutual recursion through RETOURNE */
  { "POUR PAIR? :N\nSI :N = 0 [RETOURNE \"VRAI]\nRETOURNE IMPAIR? :N - 1\nFIN\n"
    "POUR IMPAIR? :N\nSI :N = 0 [RETOURNE \"FAUX]\nRETOURNE PAIR? :N - 1\nFIN\n"
    "EC PAIR? 100001 EC IMPAIR? 100001", "FAUX\nVRAI\n" },
  /* the list SI runs as the last line */
  { "POUR L1 :N\nSI :N > 0 [L1 :N - 1]\nFIN\nL1 100000 EC \"ok", "ok\n" },
  { "POUR L2 :N\nSISINON :N = 0 [EC \"fin] [L2 :N - 1]\nFIN\nL2 100000", "fin\n" },
  { "POUR L3 :N\nSI :N = 0 [STOP]\nEXECUTE [L3 :N - 1]\nFIN\nL3 100000 EC \"ok", "ok\n" },
  /* RETOURNE inside SISINON */
  { "POUR CPT :N :A\nSISINON :N = 0 [RETOURNE :A] [RETOURNE CPT :N - 1 :A + 1]\nFIN\n"
    "EC CPT 100000 0", "100000\n" },
  /* a call just before STOP, and comment lines after the last call */
  { "POUR L4 :N\nSI :N = 0 [STOP]\nL4 :N - 1 STOP\nFIN\nL4 100000 EC \"ok", "ok\n" },
  { "POUR L5 :N\nSI :N = 0 [STOP]\nL5 :N - 1\n; fin de boucle\n\nFIN\nL5 100000 EC \"ok",
    "ok\n" },
  /* a tail call to another procedure with another arity */
  { "POUR U :N\nSI :N = 0 [RETOURNE 0]\nRETOURNE V :N \"x\nFIN\n"
    "POUR V :N :W\nRETOURNE U :N - 1\nFIN\nEC U 100000", "0\n" },
};

START_TEST(test_tail_positions)
{
  char here;
  LgState *L = new_state();
  set_stack_budget(L, &here, SMALL_STACK);
  Run r = run_text(L, tails[_i].src);
  ck_assert_str_eq(r.err, "");
  ck_assert_str_eq(r.out, tails[_i].out);
  check_unwound(L);
}
END_TEST

/* A command tail call that outputs a value is still an error, and a
 * RETOURNE tail call to a procedure that outputs nothing too. */
START_TEST(test_tail_value_mismatch)
{
  LgState *L = new_state();
  Run r = run_text(L, "POUR A\nB\nFIN\nPOUR B\nRETOURNE 1\nFIN\nA");
  ck_assert_int_eq(r.result, WS_ERROR);
  ck_assert_str_eq(last_error(L), "Que faire de 1 ?");
  check_unwound(L);
  r = run_text(L, "POUR C\nRETOURNE D\nFIN\nPOUR D\nFIN\nEC C");
  ck_assert_int_eq(r.result, WS_ERROR);
  ck_assert_str_eq(last_error(L), "D ne donne pas de valeur à RETOURNE");
  check_unwound(L);
}
END_TEST

/* }==================================================================== */

/* {====================================================================
 * Dupont's eight queens (lib-logo/reines.lgo)
 * ===================================================================== */

START_TEST(test_dupont_4)
{
  LgState *L = new_state();
  ws_library_defer(L, TORTUE_SRCLIB);
  ck_assert_str_eq(run_logo(L, "DEPART 4"),
                   "reines.  DHHDHHHGHDHDHHHGHHGGHDHHHDDHH\n"
                   "2 4 1 3  GHHHGGHDDHHHDH\n"
                   "3 1 4 2  GGHHHGHDDHHDHHHGHGHDHHHGHHG\n"
                   "2 solutions.\n");
  check_unwound(L);
}
END_TEST

START_TEST(test_dupont_3)
{
  LgState *L = new_state();
  ws_library_defer(L, TORTUE_SRCLIB);
  ck_assert_str_eq(run_logo(L, "DEPART 3"), "reines.  DHHDHHGGHDHHGHDDHHGHHG\n0 solutions.\n");
}
END_TEST

/* }==================================================================== */

Suite *eval_suite(void)
{
  Suite *s = suite_create("eval");
  TCase *tc = tcase_create("arith");
  tcase_add_loop_test(tc, test_arith, 0, N(arith));
  tcase_add_test(tc, test_minus_two_inputs);
  suite_add_tcase(s, tc);
  tc = tcase_create("scope");
  tcase_add_test(tc, test_dynamic_scope);
  tcase_add_test(tc, test_local);
  tcase_add_test(tc, test_scope_after_error);
  suite_add_tcase(s, tc);
  tc = tcase_create("control");
  tcase_add_loop_test(tc, test_control, 0, N(control));
  suite_add_tcase(s, tc);
  tc = tcase_create("tail");
  tcase_set_timeout(tc, 60);   /* millions of iterations, slower under valgrind */
  tcase_add_test(tc, test_million_loop);
  tcase_add_test(tc, test_tail_small_stack);
  tcase_add_test(tc, test_nontail_small_stack);
  tcase_add_test(tc, test_nontail_ok);
  tcase_add_test(tc, test_tail_heap_bounded);
  tcase_add_loop_test(tc, test_tail_positions, 0, N(tails));
  tcase_add_test(tc, test_tail_value_mismatch);
  suite_add_tcase(s, tc);
  tc = tcase_create("dupont");
  tcase_add_test(tc, test_dupont_4);
  tcase_add_test(tc, test_dupont_3);
  suite_add_tcase(s, tc);
  return s;
}
