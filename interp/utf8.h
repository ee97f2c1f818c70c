/* utf8.h -- characters of UTF-8 text, and the case of Latin letters.
 *
 * Words are bytes; a character is what utf8_len says: a well-formed lead
 * byte and its continuation bytes, or else one byte alone. Every primitive
 * that counts, splits, decodes or changes the case of characters goes
 * through here, so they all agree on malformed text. */
#ifndef LOGO_UTF8_H
#define LOGO_UTF8_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* The length a lead byte announces: 2 to 4 for C2..F4, else 1. */
size_t utf8_lead_len(unsigned char lead);
/* Byte length of the character starting at s (1 for an invalid byte,
 * 0 when avail is 0: an empty text has no first character to step over). */
size_t utf8_len(const char *s, size_t avail);
/* Number of characters in s. */
size_t utf8_count(const char *s, size_t len);
/* Where the character holding byte i of s starts (back over the
 * continuation bytes, never before 0). */
size_t utf8_start(const char *s, size_t i);
/* The code point of the character at s, *k its length; an invalid byte
 * gives its own value. avail must be at least 1. */
uint32_t utf8_decode(const char *s, size_t avail, size_t *k);
/* Write code point c (at most U+10FFFF) into out; returns its length. */
size_t utf8_encode(uint32_t c, char out[4]);

/* The character at s in upper (or lower) case into out, when it is a
 * letter of U+00C0..U+00FF or œ/Œ; returns its length (out's too: 2), or
 * 0 when it is not such a character. ASCII is the caller's. */
size_t utf8_latin_case(const char *s, size_t avail, bool upper, char out[2]);
/* The lower-case letters without accent ("e", "ae", "oe") of the
 * character at s, *k its length, or NULL when it has none (not a Latin
 * letter with an accent, a ligature or a cedilla). */
const char *utf8_latin_plain(const char *s, size_t avail, size_t *k);

#endif
