/* check_utf8.c -- characters of UTF-8 text: lengths, counts, decoding,
 * encoding, and the case of Latin letters (utf8.c). */
#include <config.h>

#include <string.h>

#include <check.h>

#include "utf8.h"
#include "word.h"
#include "check_util.h"

#define N(a) ((int)(sizeof(a) / sizeof((a)[0])))

/* {====================================================================
 * Lengths and counts
 * ===================================================================== */

/* An empty text has no first character: stepping over one would read
 * past its end (SP of a TABLEAU once did). */
START_TEST(test_len_empty_and_ascii)
{
  ck_assert_uint_eq(utf8_len("", 0), 0);
  ck_assert_uint_eq(utf8_len("ab", 2), 1);
  ck_assert_uint_eq(utf8_count("", 0), 0);
  ck_assert_uint_eq(utf8_count("abc", 3), 3);
}
END_TEST

static const struct {
  const char *s;
  size_t avail, len;
} lens[] = {
  { "\xC3\xA9", 2, 2 },           /* é */
  { "\xE2\x82\xAC", 3, 3 },       /* € */
  { "\xF0\x9F\x90\xA2", 4, 4 },   /* the turtle, U+1F422 */
  { "\xC3\xA9", 1, 1 },           /* cut short: one byte */
  { "\xE2\x82", 2, 1 },
  { "\xC3" "a", 2, 1 },           /* no continuation byte */
  { "\xE2\x82" "a", 3, 1 },
  { "\xA9", 1, 1 },               /* a continuation byte alone */
  { "\xC0\xA9", 2, 1 },           /* overlong leads C0, C1 */
  { "\xC1\xA9", 2, 1 },
  { "\xF5\x80\x80\x80", 4, 1 },   /* beyond U+10FFFF */
  { "\xFF\x80\x80\x80", 4, 1 },
};

START_TEST(test_len)
{
  ck_assert_uint_eq(utf8_len(lens[_i].s, lens[_i].avail), lens[_i].len);
}
END_TEST

START_TEST(test_lead_len)
{
  ck_assert_uint_eq(utf8_lead_len('a'), 1);
  ck_assert_uint_eq(utf8_lead_len(0x80), 1);
  ck_assert_uint_eq(utf8_lead_len(0xC1), 1);
  ck_assert_uint_eq(utf8_lead_len(0xC2), 2);
  ck_assert_uint_eq(utf8_lead_len(0xDF), 2);
  ck_assert_uint_eq(utf8_lead_len(0xE0), 3);
  ck_assert_uint_eq(utf8_lead_len(0xF4), 4);
  ck_assert_uint_eq(utf8_lead_len(0xF5), 1);
  ck_assert_uint_eq(utf8_lead_len(0xFF), 1);
}
END_TEST

START_TEST(test_count_and_start)
{
  const char *s = "\xC3\xA9t\xC3\xA9\xE2\x82\xAC";   /* été€ */
  ck_assert_uint_eq(utf8_count(s, 8), 4);
  ck_assert_uint_eq(utf8_count("\xC3" "a\xA9", 3), 3);   /* bad bytes count one each */
  ck_assert_uint_eq(utf8_start(s, 0), 0);
  ck_assert_uint_eq(utf8_start(s, 1), 0);
  ck_assert_uint_eq(utf8_start(s, 2), 2);
  ck_assert_uint_eq(utf8_start(s, 7), 5);
  ck_assert_uint_eq(utf8_start("\xA9\xA9", 1), 0);   /* never before the start */
}
END_TEST

/* }==================================================================== */

/* {====================================================================
 * Decoding and encoding
 * ===================================================================== */

static const uint32_t points[] = {
  1, 'A', 0x7F, 0x80, 0xE9, 0x7FF, 0x800, 0x20AC, 0xFFFF, 0x10000, 0x1F422, 0x10FFFF
};

/* Every length's first and last code point comes back as it went. */
START_TEST(test_round_trip)
{
  char out[4];
  size_t n = utf8_encode(points[_i], out), k;
  ck_assert_uint_eq(utf8_len(out, n), n);
  ck_assert_uint_eq(utf8_decode(out, n, &k), points[_i]);
  ck_assert_uint_eq(k, n);
}
END_TEST

START_TEST(test_encode_bytes)
{
  char out[4];
  ck_assert_uint_eq(utf8_encode(0xE9, out), 2);
  ck_assert_int_eq(memcmp(out, "\xC3\xA9", 2), 0);
  ck_assert_uint_eq(utf8_encode(0x20AC, out), 3);
  ck_assert_int_eq(memcmp(out, "\xE2\x82\xAC", 3), 0);
  ck_assert_uint_eq(utf8_encode(0x1F422, out), 4);
  ck_assert_int_eq(memcmp(out, "\xF0\x9F\x90\xA2", 4), 0);
}
END_TEST

/* A byte that starts no character stands for itself. */
START_TEST(test_decode_invalid)
{
  size_t k;
  ck_assert_uint_eq(utf8_decode("\xE9", 1, &k), 0xE9);
  ck_assert_uint_eq(k, 1);
  ck_assert_uint_eq(utf8_decode("\xC3" "a", 2, &k), 0xC3);
  ck_assert_uint_eq(k, 1);
}
END_TEST

/* }==================================================================== */

/* {====================================================================
 * Latin letters
 * ===================================================================== */

static const struct {
  const char *s;
  bool upper;
  const char *out;   /* NULL: not a Latin letter (length 0) */
} cases[] = {
  { "\xC3\xA9", true, "\xC3\x89" },    /* é -> É */
  { "\xC3\x89", false, "\xC3\xA9" },   /* É -> é */
  { "\xC3\xA9", false, "\xC3\xA9" },   /* é stays é */
  { "\xC3\xA0", true, "\xC3\x80" },    /* à -> À */
  { "\xC3\xBE", true, "\xC3\x9E" },    /* þ -> Þ */
  { "\xC3\xB7", true, "\xC3\xB7" },    /* ÷ has no capital */
  { "\xC3\x97", false, "\xC3\x97" },   /* × has no small letter */
  { "\xC3\xBF", true, "\xC3\xBF" },    /* ÿ: its capital is not Latin-1 */
  { "\xC3\x9F", true, "\xC3\x9F" },    /* ß */
  { "\xC5\x93", true, "\xC5\x92" },    /* œ -> Œ */
  { "\xC5\x92", false, "\xC5\x93" },   /* Œ -> œ */
  { "ab", true, NULL },                /* ASCII is the caller's */
  { "\xC3" "a", true, NULL },          /* C3 without a continuation */
  { "\xC5\xA0", true, NULL },          /* Š: not handled */
  { "\xE2\x82\xAC", true, NULL },
};

START_TEST(test_latin_case)
{
  char out[2];
  const char *s = cases[_i].s;
  size_t k = utf8_latin_case(s, strlen(s), cases[_i].upper, out);
  if (cases[_i].out == NULL) {
    ck_assert_uint_eq(k, 0);
    return;
  }
  ck_assert_uint_eq(k, 2);
  ck_assert_int_eq(memcmp(out, cases[_i].out, 2), 0);
}
END_TEST

START_TEST(test_latin_case_cut_short)
{
  char out[2];
  ck_assert_uint_eq(utf8_latin_case("\xC3\xA9", 1, true, out), 0);
  ck_assert_uint_eq(utf8_latin_case("", 0, true, out), 0);
}
END_TEST

START_TEST(test_latin_plain)
{
  size_t k = 0;
  ck_assert_str_eq(utf8_latin_plain("\xC3\x89", 2, &k), "e");   /* É */
  ck_assert_uint_eq(k, 2);
  ck_assert_str_eq(utf8_latin_plain("\xC3\xA7", 2, &k), "c");   /* ç */
  ck_assert_str_eq(utf8_latin_plain("\xC3\x86", 2, &k), "ae");  /* Æ */
  ck_assert_str_eq(utf8_latin_plain("\xC5\x92", 2, &k), "oe");  /* Œ */
  ck_assert_str_eq(utf8_latin_plain("\xC3\xBF", 2, &k), "y");   /* ÿ */
  ck_assert_ptr_null(utf8_latin_plain("\xC3\x9F", 2, &k));      /* ß */
  ck_assert_ptr_null(utf8_latin_plain("\xC3\x97", 2, &k));      /* × */
  ck_assert_ptr_null(utf8_latin_plain("e", 1, &k));
  ck_assert_ptr_null(utf8_latin_plain("\xC3" "a", 2, &k));
}
END_TEST

/* Folding for names and data words, built on the above. */
START_TEST(test_fold_malformed)
{
  char out[16];
  ck_assert_uint_eq(word_fold("\xC3" "A", 2, false, out), 2);
  ck_assert_int_eq(memcmp(out, "\xC3" "a", 2), 0);
  ck_assert_uint_eq(word_fold("\xC5\x92" "UF", 4, false, out), 4);
  ck_assert_str_eq(out, "\xC5\x93" "uf");
}
END_TEST

/* The primitives agree on malformed text: C3 before an ASCII letter is a
 * character alone, so COMPTE counts two and the letter changes case. */
START_TEST(test_primitives_malformed)
{
  LgState *L = new_state();
  ck_assert_str_eq(run_logo(L, "EC COMPTE \"\xC3" "a\n"), "2\n");
  ck_assert_str_eq(run_logo(L, "EC MAJUSCULE \"\xC3" "a\xC3\xA9\n"), "\xC3" "A\xC3\x89\n");
  ck_assert_str_eq(run_logo(L, "EC MINUSCULE \"\xC3" "A\xC5\x92\n"), "\xC3" "a\xC5\x93\n");
  ck_assert_str_eq(run_logo(L, "EC ASCII \"\xC3\xA9 EC ASCII \"\xE9\n"), "233\n233\n");
  ck_assert_str_eq(run_logo(L, "EC EGAL? CARACTERE 8364 \"\xE2\x82\xAC\n"), "VRAI\n");
}
END_TEST

/* }==================================================================== */

Suite *utf8_suite(void)
{
  Suite *s = suite_create("utf8");
  TCase *tc = tcase_create("lengths");
  tcase_add_test(tc, test_len_empty_and_ascii);
  tcase_add_loop_test(tc, test_len, 0, N(lens));
  tcase_add_test(tc, test_lead_len);
  tcase_add_test(tc, test_count_and_start);
  suite_add_tcase(s, tc);
  tc = tcase_create("code points");
  tcase_add_loop_test(tc, test_round_trip, 0, N(points));
  tcase_add_test(tc, test_encode_bytes);
  tcase_add_test(tc, test_decode_invalid);
  suite_add_tcase(s, tc);
  tc = tcase_create("latin");
  tcase_add_loop_test(tc, test_latin_case, 0, N(cases));
  tcase_add_test(tc, test_latin_case_cut_short);
  tcase_add_test(tc, test_latin_plain);
  tcase_add_test(tc, test_fold_malformed);
  tcase_add_test(tc, test_primitives_malformed);
  suite_add_tcase(s, tc);
  return s;
}
