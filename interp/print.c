/* print.c -- printed forms of Logo values. */
#include <config.h>

#include <stdbool.h>
#include <string.h>

#include "logo.h"
#include "grow.h"
#include "mem.h"
#include "node.h"
#include "print.h"

void buf_init(Buf *b)
{
  buf_init_cap(b, 64);
}

void buf_init_cap(Buf *b, size_t cap)
{
  b->cap = cap > 0 ? cap : 1;
  b->n = 0;
  b->arrays = 0;
  b->s = mem_alloc_atomic(b->cap);
}

void buf_add(Buf *b, const char *s, size_t n)
{
  GROW_TO_FIT(b->s, b->cap, b->n + n + 1, 64);
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

/* Arrays can hold each other (DONNEITEM): past this depth, "{...}". */
#define ARRAY_DEPTH_MAX 100

static void prn_array(Buf *b, Node *v)
{
  if (b->arrays >= ARRAY_DEPTH_MAX) {
    buf_adds(b, "{...}");
    return;
  }
  b->arrays++;
  buf_addc(b, '{');
  for (int64_t i = 0; i < v->count; i++) {
    if (i > 0) buf_addc(b, ' ');
    prn_node(b, v->u.a.items[i], true);
  }
  buf_addc(b, '}');
  b->arrays--;
}

/* Print a list without recursion, so any nesting depth prints: a stack of
 * the rests of the enclosing lists replaces the C stack. */
static void prn_list(Buf *b, Node *v)
{
  size_t cap = 16, top = 0;
  Node **rest = mem_alloc(cap * sizeof(Node *));
  buf_addc(b, '[');
  rest[top++] = v;
  bool first = true;
  while (top > 0) {
    Node *l = rest[top - 1];
    if (l == NIL) {
      buf_addc(b, ']');
      top--;
      first = false;
      continue;
    }
    rest[top - 1] = CDR(l);
    if (!first) buf_addc(b, ' ');
    first = false;
    Node *item = CAR(l);
    if (IS_LIST(item)) {
      GROW_TO_FIT(rest, cap, top + 1, 16);
      buf_addc(b, '[');
      rest[top++] = item;
      first = true;
    } else if (IS_ARRAY(item)) {
      prn_array(b, item);
    } else {
      size_t len;
      const char *s = nd_chars(item, &len);
      buf_add(b, s, len);
    }
  }
}

void prn_node(Buf *b, Node *v, bool show)
{
  if (IS_ARRAY(v)) {
    prn_array(b, v);
    return;
  }
  if (!IS_LIST(v)) {
    size_t len;
    const char *s = nd_chars(v, &len);
    buf_add(b, s, len);
    return;
  }
  size_t start = b->n;
  prn_list(b, v);
  if (!show) {   /* drop the outer brackets */
    memmove(b->s + start, b->s + start + 1, b->n - start - 2);
    b->n -= 2;
    b->s[b->n] = '\0';
  }
}

Node *prn_to_word(Node *v, bool show)
{
  if (IS_WORD(v)) return v;
  Buf b;
  buf_init(&b);
  prn_node(&b, v, show);
  return nd_word_nocopy(b.s, b.n, 0);
}
