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
  b->depth_limit = b->width_limit = -1;
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

static void prn_list(Buf *b, Node *v, int depth);

/* Is a member at depth, the k-th (from 0) of its list or array, past the
 * limits? Then "..." stands for it (and, past the width, for the rest). */
static bool past_depth(const Buf *b, int depth)
{
  return b->depth_limit >= 0 && depth > b->depth_limit;
}

static bool past_width(const Buf *b, int64_t k)
{
  return b->width_limit >= 0 && k >= b->width_limit;
}

/* An array at depth (its members one deeper). */
static void prn_array(Buf *b, Node *v, int depth)
{
  if (b->arrays >= ARRAY_DEPTH_MAX) {
    buf_adds(b, "{...}");
    return;
  }
  b->arrays++;
  buf_addc(b, '{');
  for (int64_t i = 0; i < v->count; i++) {
    if (i > 0) buf_addc(b, ' ');
    Node *item = v->u.a.items[i];
    if (past_width(b, i)) {
      buf_adds(b, "...");
      break;
    }
    if (past_depth(b, depth + 1)) buf_adds(b, "...");
    else if (IS_ARRAY(item)) prn_array(b, item, depth + 1);
    else if (IS_LIST(item)) prn_list(b, item, depth + 1);
    else prn_node(b, item, true);
  }
  buf_addc(b, '}');
  b->arrays--;
}

/* Print a list at depth without recursion, so any nesting depth prints: a
 * stack of the rests of the enclosing lists (and of how many members each
 * printed, for the width limit) replaces the C stack. */
static void prn_list(Buf *b, Node *v, int depth)
{
  size_t cap = 16, top = 0;
  Node **rest = mem_alloc(cap * sizeof(Node *));
  int64_t *done = mem_alloc_atomic(cap * sizeof(int64_t));
  buf_addc(b, '[');
  done[top] = 0;
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
    int d = depth + (int)top;   /* the member's depth */
    if (past_width(b, done[top - 1]++)) {
      buf_adds(b, "...");
      rest[top - 1] = NIL;
    } else if (past_depth(b, d)) {
      buf_adds(b, "...");
    } else if (IS_LIST(item)) {
      size_t old = cap;
      GROW_TO_FIT(rest, cap, top + 1, 16);
      if (cap != old) {
        int64_t *more = mem_alloc_atomic(cap * sizeof(int64_t));
        memcpy(more, done, top * sizeof(int64_t));
        done = more;
      }
      buf_addc(b, '[');
      done[top] = 0;
      rest[top++] = item;
      first = true;
    } else if (IS_ARRAY(item)) {
      prn_array(b, item, d);
    } else {
      size_t len;
      const char *s = nd_chars(item, &len);
      buf_add(b, s, len);
    }
  }
}

void prn_node(Buf *b, Node *v, bool show)
{
  if ((IS_ARRAY(v) || (show && IS_CONS(v))) && past_depth(b, 1)) {
    buf_adds(b, "...");
    return;
  }
  if (IS_ARRAY(v)) {
    prn_array(b, v, 1);
    return;
  }
  if (!IS_LIST(v)) {
    size_t len;
    const char *s = nd_chars(v, &len);
    buf_add(b, s, len);
    return;
  }
  size_t start = b->n;
  prn_list(b, v, show ? 1 : 0);   /* ECRIS's members are at depth 1, MONTRE's at 2 */
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
