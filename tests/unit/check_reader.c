/* check_reader.c -- the character-level reader: rd_line and rd_list. */
#include <config.h>

#include <string.h>

#include <check.h>

#include "logo.h"
#include "error.h"
#include "node.h"
#include "reader.h"
#include "state.h"
#include "check_util.h"

/* One call of rd_line, run under err_pcall so a throw is caught. */
typedef struct ReadCall {
  const char *src;
  size_t pos;
  int lineno;
  RdLine line;
  RdStatus st;
} ReadCall;

static void do_read(LgState *L, void *ud)
{
  ReadCall *c = ud;
  c->st = rd_line(L, c->src, strlen(c->src), &c->pos, &c->lineno, &c->line);
}

static ReadCall read_call(const char *src)
{
  ReadCall c;
  memset(&c, 0, sizeof c);
  c.src = src;
  return c;
}

/* Read the first logical line of src; it must not throw. */
static ReadCall read_first(LgState *L, const char *src)
{
  ReadCall c = read_call(src);
  ck_assert_int_eq(err_pcall(L, do_read, &c), 0);
  return c;
}

/* {====================================================================
 * One logical line: table of inputs and the list they read as
 * ===================================================================== */

static const struct {
  const char *src;
  const char *shown;      /* the line's words, as MONTRE prints them */
  int first, last;        /* physical lines it spans */
} lines[] = {
  { "EC 3+4", "[EC 3+4]", 1, 1 },                  /* no split at infix */
  { "a  b\tc ", "[a b c]", 1, 1 },
  { "(EC :X*2)", "[(EC :X*2)]", 1, 1 },            /* nor at parentheses */
  { "[a [b [c]]] d", "[[a [b [c]]] d]", 1, 1 },
  { "a[b]c", "[a [b] c]", 1, 1 },                  /* brackets delimit */
  { "[]", "[[]]", 1, 1 },
  { "EC 1 ; un commentaire", "[EC 1]", 1, 1 },
  { "; rien que du commentaire", "[]", 1, 1 },
  { "EC 1;collé", "[EC 1]", 1, 1 },
  { "a\nb", "[a]", 1, 1 },
  { "a\r\nb", "[a]", 1, 1 },
  { "EC 1 ~\n2", "[EC 1 2]", 1, 2 },               /* ~ continues */
  { "EC 1 ~  \n2", "[EC 1 2]", 1, 2 },
  { "a ; note ~\nb", "[a b]", 1, 2 },              /* even after a comment */
  { "a~b c", "[a~b c]", 1, 1 },                    /* ~ inside a word */
  { "EC [1\n2] 3\nx", "[EC [1 2] 3]", 1, 2 },      /* [ continues */
  { "EC [a [b\n\nc]]", "[EC [a [b c]]]", 1, 3 },
  { "EC [a ; comment\nb]", "[EC [a b]]", 1, 2 },
};

START_TEST(test_line_table)
{
  LgState *L = new_state();
  ReadCall c = read_first(L, lines[_i].src);
  ck_assert_int_eq(c.st, RD_OK);
  ck_assert_str_eq(node_text(c.line.words, true), lines[_i].shown);
  ck_assert_int_eq(c.line.first_line, lines[_i].first);
  ck_assert_int_eq(c.line.last_line, lines[_i].last);
  ck_assert_int_eq(c.lineno, lines[_i].last);
}
END_TEST

/* Successive calls walk the text; line numbers and texts follow. */
START_TEST(test_successive_lines)
{
  LgState *L = new_state();
  ReadCall c = read_call("a\nEC [1\n2] 3\n\nd");
  static const char *const shown[] = { "[a]", "[EC [1 2] 3]", "[]", "[d]" };
  static const char *const text[] = { "a", "EC [1\n2] 3", "", "d" };
  static const int first[] = { 1, 2, 4, 5 };
  for (int k = 0; k < 4; k++) {
    ck_assert_int_eq(err_pcall(L, do_read, &c), 0);
    ck_assert_int_eq(c.st, RD_OK);
    ck_assert_str_eq(node_text(c.line.words, true), shown[k]);
    ck_assert_str_eq(node_text(c.line.text, false), text[k]);
    ck_assert_int_eq(c.line.first_line, first[k]);
  }
  ck_assert_int_eq(err_pcall(L, do_read, &c), 0);
  ck_assert_int_eq(c.st, RD_EOF);
}
END_TEST

/* }==================================================================== */

/* {====================================================================
 * Incomplete lines: the REPL reads more, nothing is consumed
 * ===================================================================== */

static const char *const incomplete[] = {
  "EC [1 2", "EC [1 [2]\n3", "EC 1 ~", "EC |abc", "EC a\\",
  "EC 1 ; suite ~",
};

START_TEST(test_incomplete)
{
  LgState *L = new_state();
  ReadCall c = read_first(L, incomplete[_i]);
  ck_assert_int_eq(c.st, RD_INCOMPLETE);
  ck_assert_uint_eq(c.pos, 0);
  ck_assert_int_eq(c.lineno, 0);
}
END_TEST

START_TEST(test_eof)
{
  LgState *L = new_state();
  ReadCall c = read_first(L, "");
  ck_assert_int_eq(c.st, RD_EOF);
}
END_TEST

/* }==================================================================== */

/* {====================================================================
 * Quoting: \ and |...| make one word, flagged WF_ESCAPED
 * ===================================================================== */

static Node *item(Node *list, int k)
{
  while (k-- > 0) list = CDR(list);
  return CAR(list);
}

/* The k-th item must be a plain word with these characters and flags. */
static void check_word(Node *line, int k, const char *chars, int flags)
{
  Node *w = item(line, k);
  ck_assert_int_eq(nd_type(w), NT_WORD);
  ck_assert_str_eq(node_text(w, false), chars);
  ck_assert_int_eq(w->flags, flags);
}

START_TEST(test_backslash)
{
  LgState *L = new_state();
  ReadCall c = read_first(L, "a\\ b c \\[x\\] \\;");
  ck_assert_uint_eq(nd_list_length(c.line.words), 4);
  check_word(c.line.words, 0, "a b", WF_ESCAPED);
  check_word(c.line.words, 1, "c", 0);
  check_word(c.line.words, 2, "[x]", WF_ESCAPED);
  check_word(c.line.words, 3, ";", WF_ESCAPED);
}
END_TEST

START_TEST(test_bars)
{
  LgState *L = new_state();
  ReadCall c = read_first(L, "|a [b] ;c| x|y z|w \"|3+4|");
  ck_assert_uint_eq(nd_list_length(c.line.words), 3);
  check_word(c.line.words, 0, "a [b] ;c", WF_ESCAPED);
  check_word(c.line.words, 1, "xy zw", WF_ESCAPED);
  check_word(c.line.words, 2, "\"3+4", WF_ESCAPED);
}
END_TEST

/* A backslash before the newline keeps it in the word and reads on. */
START_TEST(test_backslash_newline)
{
  LgState *L = new_state();
  ReadCall c = read_first(L, "a\\\nb c\nd");
  ck_assert_uint_eq(nd_list_length(c.line.words), 2);
  check_word(c.line.words, 0, "a\nb", WF_ESCAPED);
  check_word(c.line.words, 1, "c", 0);
}
END_TEST

/* }==================================================================== */

/* {====================================================================
 * Numbers: only canonical integers become NT_INT at read time
 * ===================================================================== */

static const struct {
  const char *src;
  int type;
} atoms[] = {
  { "12", NT_INT }, { "-7", NT_INT }, { "0", NT_INT },
  { "9223372036854775807", NT_INT },
  { "012", NT_WORD }, { "1.50", NT_WORD }, { "1.5", NT_WORD }, { "-0", NT_WORD },
  { "+5", NT_WORD }, { "1e3", NT_WORD }, { "3+4", NT_WORD }, { "-", NT_WORD },
  { "9223372036854775808", NT_WORD }, { "99999999999999999999", NT_WORD },
  { "\\12", NT_WORD }, { "|7|", NT_WORD },
};

START_TEST(test_atoms)
{
  LgState *L = new_state();
  ReadCall c = read_first(L, atoms[_i].src);
  ck_assert_uint_eq(nd_list_length(c.line.words), 1);
  ck_assert_int_eq(nd_type(CAR(c.line.words)), atoms[_i].type);
}
END_TEST

START_TEST(test_int_value)
{
  LgState *L = new_state();
  ReadCall c = read_first(L, "12 -7 [1000000]");
  ck_assert_int_eq(nd_ival(item(c.line.words, 0)), 12);
  ck_assert_int_eq(nd_ival(item(c.line.words, 1)), -7);
  Node *inner = item(c.line.words, 2);
  ck_assert_int_eq(nd_type(CAR(inner)), NT_INT);
  ck_assert_int_eq(nd_ival(CAR(inner)), 1000000);
}
END_TEST

/* }==================================================================== */

/* {====================================================================
 * Errors: unexpected ], FIN alone inside brackets
 * ===================================================================== */

/* After a reader error *pos is past the offending physical line, so the
 * next read starts afresh on the following one. */
static void check_read_error(const char *src, int code, const char *next)
{
  LgState *L = new_state();
  ReadCall c = read_call(src);
  ck_assert_int_ne(err_pcall(L, do_read, &c), 0);
  ck_assert_int_eq(last_code(L), code);
  ck_assert_int_eq(err_pcall(L, do_read, &c), 0);
  ck_assert_int_eq(c.st, RD_OK);
  ck_assert_str_eq(node_text(c.line.words, true), next);
}

START_TEST(test_unexpected_bracket)
{
  check_read_error("a ] b\nEC 2", ERR_UNEXP_BRACKET, "[EC 2]");
  check_read_error("[a]] b\nEC 3", ERR_UNEXP_BRACKET, "[EC 3]");
}
END_TEST

START_TEST(test_end_alone)
{
  check_read_error("EC [a\nFIN\nEC 2", ERR_END_IN_LINE, "[EC 2]");
  check_read_error("EC [a\n  fin  \nEC 3", ERR_END_IN_LINE, "[EC 3]");
  check_read_error("EC [a\nEND\nEC 4", ERR_END_IN_LINE, "[EC 4]");
}
END_TEST

/* FIN is only refused when alone: inside a longer line it is a word. */
START_TEST(test_end_not_alone)
{
  LgState *L = new_state();
  ReadCall c = read_first(L, "EC [a\nFIN b]");
  ck_assert_int_eq(c.st, RD_OK);
  ck_assert_str_eq(node_text(c.line.words, true), "[EC [a FIN b]]");
  c = read_first(L, "EC [a\nFINI]");
  ck_assert_str_eq(node_text(c.line.words, true), "[EC [a FINI]]");
}
END_TEST

/* }==================================================================== */

/* {====================================================================
 * rd_list: a whole text as one list
 * ===================================================================== */

typedef struct ListCall {
  const char *src;
  Node *list;
} ListCall;

static void do_list(LgState *L, void *ud)
{
  ListCall *c = ud;
  c->list = rd_list(L, c->src, strlen(c->src));
}

START_TEST(test_rd_list)
{
  LgState *L = new_state();
  ck_assert_str_eq(node_text(rd_list(L, "a [b c] d", 9), true), "[a [b c] d]");
  ck_assert_str_eq(node_text(rd_list(L, "[x\ny]", 5), true), "[[x y]]");
  ck_assert_ptr_null(rd_list(L, "", 0));
  ck_assert_int_eq(nd_type(CAR(rd_list(L, "42", 2))), NT_INT);
}
END_TEST

/* A line break ends a word in rd_list too: "a\nb" reads as [a b]. */
START_TEST(test_rd_list_lines)
{
  LgState *L = new_state();
  ck_assert_str_eq(node_text(rd_list(L, "a\nb", 3), true), "[a b]");
  ck_assert_str_eq(node_text(rd_list(L, "a\nb ; c\nd", 9), true), "[a b d]");
}
END_TEST

START_TEST(test_rd_list_errors)
{
  LgState *L = new_state();
  ListCall c = { "a [b", NIL };
  ck_assert_int_ne(err_pcall(L, do_list, &c), 0);
  ck_assert_int_eq(last_code(L), ERR_NO_CLOSE_BRACKET);
  c.src = "a ] b";
  ck_assert_int_ne(err_pcall(L, do_list, &c), 0);
  ck_assert_int_eq(last_code(L), ERR_UNEXP_BRACKET);
}
END_TEST

/* }==================================================================== */

#define N(a) ((int)(sizeof(a) / sizeof((a)[0])))

Suite *reader_suite(void)
{
  Suite *s = suite_create("reader");
  TCase *tc = tcase_create("lines");
  tcase_add_loop_test(tc, test_line_table, 0, N(lines));
  tcase_add_test(tc, test_successive_lines);
  tcase_add_loop_test(tc, test_incomplete, 0, N(incomplete));
  tcase_add_test(tc, test_eof);
  suite_add_tcase(s, tc);
  tc = tcase_create("quoting");
  tcase_add_test(tc, test_backslash);
  tcase_add_test(tc, test_bars);
  tcase_add_test(tc, test_backslash_newline);
  tcase_add_loop_test(tc, test_atoms, 0, N(atoms));
  tcase_add_test(tc, test_int_value);
  suite_add_tcase(s, tc);
  tc = tcase_create("errors");
  tcase_add_test(tc, test_unexpected_bracket);
  tcase_add_test(tc, test_end_alone);
  tcase_add_test(tc, test_end_not_alone);
  tcase_add_test(tc, test_rd_list);
  tcase_add_test(tc, test_rd_list_lines);
  tcase_add_test(tc, test_rd_list_errors);
  suite_add_tcase(s, tc);
  return s;
}
