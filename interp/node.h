/* node.h -- Logo values: words, numbers (words too) and lists.
 *
 * The empty list is the NULL pointer, so list walks are plain pointer loops.
 * A node is 24 bytes: the collector, which recognises interior pointers,
 * adds a byte to each request, and 25 bytes take a 32-byte block (a node
 * of 32 took 48). The parsed form of an instruction list is therefore
 * cached by the evaluator (eval.c), not in the list's cells. */
#ifndef LOGO_NODE_H
#define LOGO_NODE_H

#include <stdbool.h>

#include "logo.h"
#include "mem.h"

typedef enum {
  NT_LIST = 1,  /* a cons cell */
  NT_WORD,      /* characters */
  NT_INT,       /* exact 64-bit integer, a word for word operations */
  NT_REAL,      /* double, a word for word operations */
  NT_NOVALUE,   /* the marker for "no output" (never a Logo datum) */
  NT_ARRAY      /* TABLEAU: items that can be changed in place */
} NodeType;

/* Word flags. */
#define WF_ESCAPED 1  /* the reader saw \ or |...|: do not split at infix chars */

struct Node {
  uint8_t type;
  uint8_t flags;
  int16_t last;               /* a list cell: where the last cell of its
                                 list is, when known (nd_last_cell) */
  union {                     /* in the header's spare room: */
    uint32_t len;             /* a word's length in bytes */
    uint32_t count;           /* a TABLEAU's items: 10^8 at most by
                                 TABLEAU; past 2^32 from a list would
                                 take 128 GiB of cells first */
    uint32_t size;            /* a list cell: the number of items of its
                                 list, when known (nd_list_length) */
  };
  union {
    struct { Node *car, *cdr; } l;
    struct { const char *s; Symbol *sym; } w;
    struct { Node **items; int64_t origin; } a;
    int64_t i;
    double r;
  } u;
};

#define NIL ((Node *)0)

/* Integers of 63 bits are not nodes but immediates: the pointer itself,
 * odd (nodes are 16-byte aligned), holds the value shifted left by one.
 * A pointer of 32 bits (WebAssembly: tools/web.sh) holds 31 bits; past
 * them, as past 63, an integer is a node, so every number behaves the
 * same on both.
 * A loop's counter or a sum allocates nothing and is read without a load
 * from memory. Larger integers are NT_INT nodes; a node is never made for
 * a value an immediate can hold, so that an integer is an immediate
 * exactly when it fits. Every read of a value's type goes through
 * nd_type or the IS_ tests, of an integer's value through nd_ival. */
#define IS_IMM(n) (((uintptr_t)(n) & 1) != 0)
#if UINTPTR_MAX > 0xFFFFFFFFu
#define IMM_BITS 63
#else
#define IMM_BITS 31
#endif
#define IMM_MIN (-((int64_t)1 << (IMM_BITS - 1)))
#define IMM_MAX (((int64_t)1 << (IMM_BITS - 1)) - 1)
static inline int nd_type(const Node *n)
{
  return IS_IMM(n) ? NT_INT : n->type;
}
/* An integer's value: an immediate's (arithmetic shift), or a node's. */
static inline int64_t nd_ival(const Node *n)
{
  return IS_IMM(n) ? (int64_t)(intptr_t)n >> 1 : n->u.i;
}

#define IS_LIST(n)  ((n) == NIL || (!IS_IMM(n) && (n)->type == NT_LIST))
#define IS_CONS(n)  ((n) != NIL && !IS_IMM(n) && (n)->type == NT_LIST)
#define IS_WORD(n)  ((n) != NIL && (IS_IMM(n) || ((n)->type >= NT_WORD && (n)->type <= NT_REAL)))
#define IS_NUM(n)   ((n) != NIL && (IS_IMM(n) || (n)->type == NT_INT || (n)->type == NT_REAL))
#define IS_INT(n)   (IS_IMM(n) || ((n) != NIL && (n)->type == NT_INT))
#define IS_ARRAY(n) ((n) != NIL && !IS_IMM(n) && (n)->type == NT_ARRAY)
#define CAR(n) ((n)->u.l.car)
#define CDR(n) ((n)->u.l.cdr)

/* The "no output" marker: distinct from every datum, including []. */
extern Node nd_novalue_node;
#define NOVAL (&nd_novalue_node)

/* List cells know what they can of their list for nothing, in their
 * header: its number of items (size, 0 when not known) and where its last
 * cell is (last, 0 when not known). Lists are never changed once made, so
 * what a cell knows stays true: COMPTE of a list made by METSPREMIER,
 * PHRASE, LISTE... costs no walk, nor DER of a list made by SAUFDERNIER,
 * METSDERNIER, PHRASE or of one DER has walked once (DEPART asks DER of
 * every list SAUFDERNIER made). A list built front to back, whose cells'
 * CDR change while it is made, takes open cells (nd_open_cell), which know
 * nothing; its maker may tell the first cell what it knows when done. */

/* A cell whose CDR will change (the end of a list being built, a property
 * list's): it knows nothing of its list. */
static inline Node *nd_open_cell(Node *car, Node *cdr)
{
  Node *n = mem_node();
  n->type = NT_LIST;
  n->u.l.car = car;
  n->u.l.cdr = cdr;
  return n;
}
/* A list cell; inline, as every list built goes through here. */
static inline Node *nd_cons(Node *car, Node *cdr)
{
  Node *n = nd_open_cell(car, cdr);
  /* cdr is a list (a cell or NIL) in every list; the test is for the
   * pairs some tables make */
  if (cdr == NIL) n->size = 1;
  else if (!IS_IMM(cdr) && cdr->type == NT_LIST && cdr->size != 0 && cdr->size != UINT32_MAX)
    n->size = cdr->size + 1;
  return n;
}
/* Tell a finished list's first cell where its last cell is: as a distance
 * in 16-byte units, when it fits 16 bits (the cells of a list made at
 * once are close). */
static inline void nd_set_last(Node *list, Node *last)
{
  intptr_t d = ((intptr_t)last - (intptr_t)list) / 16;
  if (d == (int16_t)d) list->last = (int16_t)d;
}
/* The last cell of a list (not empty). */
static inline Node *nd_last_cell(Node *list)
{
  if (list->last != 0) return (Node *)((char *)list + (intptr_t)list->last * 16);
  Node *v = list;
  while (v->u.l.cdr != NIL) v = v->u.l.cdr;
  nd_set_last(list, v);
  return v;
}
Node *nd_int_node(int64_t i);
/* An integer: an immediate when it fits (inline: arithmetic makes them). */
static inline Node *nd_int(int64_t i)
{
  if (LG_LIKELY(i >= IMM_MIN && i <= IMM_MAX)) return (Node *)(uintptr_t)(((uint64_t)i << 1) | 1);
  return nd_int_node(i);
}
Node *nd_real(double r);
/* A number node; integral values that fit stay exact. */
Node *nd_number(double r);
Node *nd_word(const char *s, size_t len);   /* copies s */
Node *nd_word_nocopy(const char *s, size_t len, int flags);
Node *nd_cstr(const char *s);
/* A TABLEAU of count items (all []), numbered from origin. */
Node *nd_array(int64_t count, int64_t origin);
/* A new array with the same items, the arrays among them copied too (a
 * literal {..} in code is a new array at each evaluation). */
Node *nd_array_copy(Node *a);

/* The characters of a word (numbers are formatted). *len gets the length.
 * Only words have characters: a list or a TABLEAU gets "" and 0, so check
 * IS_WORD first -- primitives use arg_chars (prim.c), which refuses them. */
const char *nd_chars(Node *w, size_t *len);
/* Numeric value of a word: true when w is a number or a word that reads as one. */
bool nd_to_double(Node *w, double *out);
/* Exact integer value: true for integers and integral words/reals in range. */
bool nd_to_int(Node *w, int64_t *out);
/* What text is as a Logo number: not one, one, or one too big for a double
 * (1e309: it must not become infinity). */
typedef enum { NUM_NONE = 0, NUM_OK, NUM_TOO_BIG } NumScan;
NumScan nd_scan_number(const char *s, size_t len, bool *is_int, int64_t *iv, double *dv);
/* Parse text as a Logo number; sets *is_int and the value. False for text
 * that is no number and for a number too big for a double. */
bool nd_parse_number(const char *s, size_t len, bool *is_int, int64_t *iv, double *dv);
/* A word whose text is a number too big to represent (1e309). */
bool nd_too_big(Node *w);
/* Compare two numbers (or numeric words) exactly, without rounding a
 * 64-bit integer to a double; false when one is not a number. */
bool nd_num_compare(Node *a, Node *b, int *out);
/* A word node for the text, made an NT_INT when it is a canonical integer. */
Node *nd_atom(const char *s, size_t len, int flags);
/* nd_atom's NT_INT when the text is a canonical integer (and flags 0),
 * else NULL: a caller with its own copy of the text (the reader) makes the
 * word with nd_word_nocopy. */
Node *nd_atom_int(const char *s, size_t len, int flags);

size_t nd_list_length(Node *l);
/* Build lists front to back: *tail points at the cdr slot to fill. */
static inline void nd_append(Node **head, Node ***tail, Node *item)
{
  Node *c = nd_open_cell(item, NIL);
  if (*head == NIL) *head = c;
  else **tail = c;
  *tail = &c->u.l.cdr;
}
Node *nd_list_from(Node **items, size_t n);

/* Case-insensitive word equality (Logo's EQUALP on words; numbers compare
 * numerically), recursive for lists. */
bool nd_equal(Node *a, Node *b);
/* Whether the item x is equal to v for MEMBRE?: the same value is; two
 * integers of 63 bits (immediates) that are not the same value are not
 * (DEPART's MEMBRE? asks that at every step); anything else by nd_equal. */
static inline bool nd_item_equal(Node *v, Node *x)
{
  return x == v || (!(IS_IMM(v) && IS_IMM(x)) && nd_equal(v, x));
}
/* Whether list holds an item equal to v. */
static inline bool nd_list_has(Node *list, Node *v)
{
  for (Node *p = list; p != NIL; p = CDR(p))
    if (nd_item_equal(v, CAR(p))) return true;
  return false;
}

#endif
