/* print.h -- the printed forms of values (ECRIS, TAPE, MONTRE) and a small
 * growable text buffer in GC memory. */
#ifndef LOGO_PRINT_H
#define LOGO_PRINT_H

#include <stdbool.h>

#include "logo.h"

typedef struct Buf {
  char *s;
  size_t n, cap;
  int arrays;   /* TABLEAUs being printed, one inside the other */
  /* UCBLogo's PRINTDEPTHLIMIT and PRINTWIDTHLIMIT, -1 for none (buf_init):
   * a member deeper than depth_limit, or past the width_limit-th of its
   * list or array, is printed "..." (ECRIS sets them in English) */
  int depth_limit, width_limit;
} Buf;

void buf_init(Buf *b);
/* An empty Buf with room for cap bytes at first (its final size, when it
 * is known: no growing by doubling). */
void buf_init_cap(Buf *b, size_t cap);
void buf_add(Buf *b, const char *s, size_t n);
void buf_addc(Buf *b, char c);
void buf_adds(Buf *b, const char *s);

/* Append v as ECRIS prints it (show=false: a list without its outer
 * brackets) or as MONTRE does (show=true: outer brackets kept). */
void prn_node(Buf *b, Node *v, bool show);
/* The printed form of v as a new word. */
Node *prn_to_word(Node *v, bool show);

#endif
