/* reader.h -- characters to Logo lists (UCBLogo tokenization, first stage).
 *
 * A logical line is one physical line, extended past its end by a final `~`
 * or by a `[` still open. Words are split only at white space and brackets;
 * splitting at infix characters and parentheses happens later, when a line
 * is run (parse.c). `;` starts a comment, `\` quotes the next character and
 * `|...|` quotes a run of characters. */
#ifndef LOGO_READER_H
#define LOGO_READER_H

#include "logo.h"

typedef enum { RD_OK, RD_EOF, RD_INCOMPLETE } RdStatus;

typedef struct RdLine {
  Node *words;   /* the line as a list of words and lists */
  Node *text;    /* its source text (physical lines joined by newlines) */
  int first_line, last_line;  /* 1-based physical line numbers */
} RdLine;

/* Read the logical line starting at *pos in src[0..len), advance *pos past
 * it and count physical lines in *lineno. RD_INCOMPLETE when the text ends
 * inside brackets or after `~` (the REPL then reads more); *pos is left
 * unchanged in that case. Throws on an unexpected `]`, or on FIN alone on a
 * continuation line, after moving *pos past the offending physical line. */
RdStatus rd_line(LgState *L, const char *src, size_t len, size_t *pos, int *lineno,
                 RdLine *out);
/* rd_line without the line's words (out->words is NIL): its extent, its
 * text, the same errors, and in *items how many items it has at its top
 * level (0: blank or a comment). For lines kept as text only. */
RdStatus rd_line_text(LgState *L, const char *src, size_t len, size_t *pos, int *lineno,
                      RdLine *out, int *items);
/* rd_line telling fn, in reading order, where each word (RD_WORD) and
 * each bracket is in src: [start, end) as byte offsets; a word's span
 * holds its backslashes and bars as written. TRADUIS rewrites names in
 * place with it, leaving everything else of the text as it is. */
typedef enum { RD_WORD, RD_OPEN_LIST, RD_OPEN_ARRAY, RD_CLOSE } RdItemKind;
typedef void (*RdItemFn)(void *ud, int kind, size_t start, size_t end);
RdStatus rd_line_items(LgState *L, const char *src, size_t len, size_t *pos, int *lineno,
                       RdLine *out, RdItemFn fn, void *ud);
/* Why the text from pos is an incomplete line: the error to give at the end
 * of the input (ERR_NO_CLOSE_BAR, _BRACE or _BRACKET for the innermost
 * thing left open, ERR_NO_CONTINUATION after a final ~ or \). */
int rd_missing(LgState *L, const char *src, size_t len, size_t pos);
/* For the same incomplete text: the physical line, counted from 0 at pos,
 * where the innermost bracket left open was opened (else 0, its first),
 * so that a missing `]` is reported where the list began. */
int rd_open_line(LgState *L, const char *src, size_t len, size_t pos);
/* Read all of text as one list (LISLISTE-style, brackets must balance). */
Node *rd_list(LgState *L, const char *src, size_t len);

#endif
