/* print.c -- printed forms of Logo values. */
#include <config.h>

#include <string.h>

#include "logo.h"
#include "mem.h"
#include "node.h"
#include "print.h"

void buf_init(Buf *b)
{
  b->cap = 64;
  b->n = 0;
  b->s = mem_alloc_atomic(b->cap);
}

void buf_add(Buf *b, const char *s, size_t n)
{
  if (b->n + n + 1 > b->cap) {
    size_t cap = b->cap * 2;
    while (cap < b->n + n + 1) cap *= 2;
    char *ns = mem_alloc_atomic(cap);
    memcpy(ns, b->s, b->n);
    b->s = ns;
    b->cap = cap;
  }
  memcpy(b->s + b->n, s, n);
  b->n += n;
  b->s[b->n] = '\0';
}

void buf_addc(Buf *b, char c)
{
  buf_add(b, &c, 1);
}

void buf_adds(Buf *b, const char *s)
{
  buf_add(b, s, strlen(s));
}

static void prn_list_items(Buf *b, Node *l)
{
  for (Node *p = l; p != NIL; p = CDR(p)) {
    if (p != l) buf_addc(b, ' ');
    prn_node(b, CAR(p), true);
  }
}

void prn_node(Buf *b, Node *v, bool show)
{
  if (IS_LIST(v)) {
    if (show) buf_addc(b, '[');
    prn_list_items(b, v);
    if (show) buf_addc(b, ']');
    return;
  }
  size_t len;
  const char *s = nd_chars(v, &len);
  buf_add(b, s, len);
}

Node *prn_to_word(Node *v, bool show)
{
  if (IS_WORD(v)) return v;
  Buf b;
  buf_init(&b);
  prn_node(&b, v, show);
  return nd_word_nocopy(b.s, b.n, 0);
}
