/* utf8.c -- characters of UTF-8 text, and the case of Latin letters. */
#include <config.h>

#include "utf8.h"

static bool is_cont(unsigned char b)
{
  return (b & 0xC0) == 0x80;
}

size_t utf8_lead_len(unsigned char c)
{
  return c < 0xC2 ? 1 : c < 0xE0 ? 2 : c < 0xF0 ? 3 : c < 0xF5 ? 4 : 1;
}

size_t utf8_len(const char *s, size_t avail)
{
  if (avail == 0) return 0;
  size_t n = utf8_lead_len((unsigned char)s[0]);
  if (n > avail) return 1;
  for (size_t i = 1; i < n; i++)
    if (!is_cont((unsigned char)s[i])) return 1;
  return n;
}

size_t utf8_count(const char *s, size_t len)
{
  size_t n = 0;
  for (size_t i = 0; i < len; i += utf8_len(s + i, len - i)) n++;
  return n;
}

size_t utf8_start(const char *s, size_t i)
{
  while (i > 0 && is_cont((unsigned char)s[i])) i--;
  return i;
}

uint32_t utf8_decode(const char *s, size_t avail, size_t *k)
{
  const unsigned char *u = (const unsigned char *)s;
  *k = utf8_len(s, avail);
  if (*k == 1) return u[0];
  uint32_t c = u[0] & (0xFFu >> (*k + 1));
  for (size_t i = 1; i < *k; i++) c = (c << 6) | (u[i] & 0x3Fu);
  return c;
}

size_t utf8_encode(uint32_t c, char out[4])
{
  if (c < 0x80) {
    out[0] = (char)c;
    return 1;
  }
  size_t n = c < 0x800 ? 2 : c < 0x10000 ? 3 : 4;
  static const unsigned char lead[5] = { 0, 0, 0xC0, 0xE0, 0xF0 };
  for (size_t i = n - 1; i > 0; i--, c >>= 6) out[i] = (char)(0x80 | (c & 0x3F));
  out[0] = (char)(lead[n] | c);
  return n;
}

/* {====================================================================
 * Latin letters: U+00C0..U+00FF are C3 80..C3 BF; Œ and œ are C5 92, C5 93.
 * ===================================================================== */

size_t utf8_latin_case(const char *s, size_t avail, bool upper, char out[2])
{
  if (avail < 2) return 0;
  unsigned char c = (unsigned char)s[0], d = (unsigned char)s[1];
  if (c == 0xC5 && (d & 0xFE) == 0x92) {
    d = upper ? 0x92 : 0x93;
  } else if (c != 0xC3 || !is_cont(d)) {
    return 0;
  } else if (upper) {
    /* the lower half, but for ÷ (B7) and ÿ (BF, whose capital is not here) */
    if (d >= 0xA0 && d <= 0xBE && d != 0xB7) d = (unsigned char)(d - 0x20);
  } else if (d >= 0x80 && d <= 0x9E && d != 0x97) {   /* but for × (97) */
    d = (unsigned char)(d + 0x20);
  }
  out[0] = (char)c;
  out[1] = (char)d;
  return 2;
}

/* Lower-case letters of U+00C0..U+00FF without accents; index = code
 * point - 0xC0; NULL for a character that has no such form. */
static const char *const latin1_plain[64] = {
  "a", "a", "a", "a", "a", "a", "ae", "c", "e", "e", "e", "e", "i", "i", "i", "i",
  NULL, "n", "o", "o", "o", "o", "o", NULL, "o", "u", "u", "u", "u", "y", NULL, NULL,
  "a", "a", "a", "a", "a", "a", "ae", "c", "e", "e", "e", "e", "i", "i", "i", "i",
  NULL, "n", "o", "o", "o", "o", "o", NULL, "o", "u", "u", "u", "u", "y", NULL, "y"
};

const char *utf8_latin_plain(const char *s, size_t avail, size_t *k)
{
  if (avail < 2) return NULL;
  unsigned char c = (unsigned char)s[0], d = (unsigned char)s[1];
  *k = 2;
  if (c == 0xC5 && (d & 0xFE) == 0x92) return "oe";
  if (c != 0xC3 || !is_cont(d)) return NULL;
  return latin1_plain[d & 0x3F];
}
