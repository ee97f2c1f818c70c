/* suggest.c -- hints for the classic mistakes (see suggest.h). */
#include <config.h>

#include <stdbool.h>
#include <string.h>

#include "logo.h"
#include "error.h"
#include "node.h"
#include "parse.h"
#include "print.h"
#include "proc.h"
#include "state.h"
#include "suggest.h"
#include "vocab.h"
#include "word.h"

#define MAX_SUGGESTED 3

static bool is_prim(LgState *L, Proc *p, VocabId id)
{
  return p != NULL && p == vocab_symbol(L, id)->proc;
}

/* Edit distance with transpositions (optimal string alignment), on the
 * folded keys; gives up (returns limit + 1) once past limit. */
static int distance(const char *a, size_t na, const char *b, size_t nb, int limit)
{
  if (na > 40 || nb > 40) return limit + 1;
  if ((na > nb ? na - nb : nb - na) > (size_t)limit) return limit + 1;
  int d[41][41];
  for (size_t i = 0; i <= na; i++) d[i][0] = (int)i;
  for (size_t j = 0; j <= nb; j++) d[0][j] = (int)j;
  for (size_t i = 1; i <= na; i++)
    for (size_t j = 1; j <= nb; j++) {
      int cost = a[i - 1] != b[j - 1];
      int v = d[i - 1][j - 1] + cost;
      if (d[i - 1][j] + 1 < v) v = d[i - 1][j] + 1;
      if (d[i][j - 1] + 1 < v) v = d[i][j - 1] + 1;
      if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] && d[i - 2][j - 2] + 1 < v)
        v = d[i - 2][j - 2] + 1;
      d[i][j] = v;
    }
  return d[na][nb];
}

/* A short name is close to too many others to guess: none below three
 * letters, one edit up to four, two beyond. */
static int allowed(size_t len)
{
  return len < 3 ? 0 : len <= 4 ? 1 : 2;
}

/* Keep the names at the smallest distance seen, at most MAX_SUGGESTED. */
typedef struct Near {
  Node *names[MAX_SUGGESTED];
  int n, best;
} Near;

static void consider(Near *nr, Symbol *y, int d)
{
  if (d < nr->best) {
    nr->best = d;
    nr->n = 0;
  }
  if (d == nr->best && nr->n < MAX_SUGGESTED) nr->names[nr->n++] = y->word;
}

/* "ECRIS", or "ECRIS ou ECRISLIGNE": a list, that %p prints bare. */
static Node *join(Near *nr)
{
  Node *items[2 * MAX_SUGGESTED];
  size_t n = 0;
  for (int i = 0; i < nr->n; i++) {
    if (i > 0) items[n++] = nd_cstr("ou");
    items[n++] = nr->names[i];
  }
  return nd_list_from(items, n);
}

/* The procedures (primitives and the user's, not the library's helpers)
 * whose names are nearest to name, case and accents aside. */
static Node *nearest(LgState *L, Symbol *s)
{
  st_procs_all(L);
  int limit = allowed(s->keylen);
  if (limit == 0) return NIL;
  Near nr = { { NULL }, 0, limit + 1 };
  for (size_t i = 0; i < L->syms.size; i++)
    for (Symbol *y = L->syms.buckets[i]; y; y = y->next) {
      if (y->proc == NULL || y->name[0] == '.' || y == s) continue;
      int d = distance(s->key, s->keylen, y->key, y->keylen, limit);
      if (d <= limit) consider(&nr, y, d);
    }
  return nr.n ? err_text(ERR_HINT_SPELLING, join(&nr)) : NIL;
}

Node *sug_unknown(LgState *L, Node *name, Proc *consumer)
{
  if (!IS_WORD(name)) return NIL;
  Symbol *s = word_symbol(&L->syms, name);
  if (strcmp(s->key, "^") == 0) return err_text(ERR_HINT_POWER, vocab_word(L, VID_PUISSANCE));
  if (is_prim(L, consumer, VID_DONNE) || is_prim(L, consumer, VID_DONNELOCALE))
    return err_text(ERR_HINT_QUOTE, consumer->name->word, name);
  if (s->value != NOVAL) return err_text(ERR_HINT_VARIABLE, name, name);
  return nearest(L, s);
}

/* How the primitive p is written, as its help's first line says, with
 * the name as typed ("AVANCE n" typed AV: "AV n"); NULL when it is not a
 * beginner's primitive (the syntax hook), or when the session's words are
 * not the help's (English). */
static Node *syntax_of(LgState *L, Proc *p, Node *typed)
{
  const char *syntax = L->hooks.syntax && p ? L->hooks.syntax(p) : NULL;
  if (syntax == NULL || L->vocab != &vocab_fr) return NULL;
  Buf b;
  buf_init(&b);
  prn_node(&b, typed, false);
  buf_adds(&b, syntax + strcspn(syntax, " "));
  return nd_word(b.s, b.n);
}

Node *sug_not_enough(LgState *L, Node *name, Proc *consumer)
{
  if (is_prim(L, consumer, VID_AIDE))
    return err_text(ERR_HINT_HELP, name, consumer->name->word, name);
  Proc *p = IS_WORD(name) ? word_symbol(&L->syms, name)->proc : NULL;
  Node *syntax = syntax_of(L, p, name);
  return syntax ? err_text(ERR_HINT_SYNTAX, syntax) : NIL;
}

/* Does the list of words l (nested lists too) hold the word of one of
 * the symbols want[0..n)? */
static bool holds(LgState *L, Node *l, Symbol **want, int n)
{
  for (; IS_CONS(l); l = CDR(l)) {
    Node *x = CAR(l);
    if (IS_CONS(x) && holds(L, x, want, n)) return true;
    if (!IS_WORD(x) || nd_type(x) != NT_WORD) continue;
    Symbol *s = word_symbol(&L->syms, x);
    for (int i = 0; i < n; i++)
      if (s == want[i]) return true;
  }
  return false;
}

/* (a line kept as text only, lib-logo's, is read again by the hook) */
static bool body_holds(LgState *L, Proc *p, Symbol **want, int n)
{
  for (int i = 0; i < p->nlines; i++) {
    BodyLine *b = &p->lines[i];
    if (holds(L, b->unread ? L->hooks.reread(L, p, i) : b->tokens, want, n)) return true;
  }
  return false;
}

Node *sug_endless(LgState *L, Proc *p)
{
  if (p == NULL || p->kind != PK_USER || (p->flags & PF_LIBRARY)) return NIL;
  Symbol *tests[] = { vocab_symbol(L, VID_SI), vocab_symbol(L, VID_SISINON),
                      vocab_symbol(L, VID_SIVRAI), vocab_symbol(L, VID_SIFAUX) };
  if (body_holds(L, p, tests, 4)) return NIL;
  Symbol *ret = vocab_symbol(L, VID_RETOURNE);
  bool op = body_holds(L, p, &ret, 1);
  VocabId out = op ? VID_RETOURNE : VID_STOP;
  return err_text(ERR_HINT_ENDLESS, p->name->word, vocab_word(L, VID_SI), vocab_word(L, out),
                  op ? nd_cstr(" ...") : nd_cstr(""));
}

Node *sug_number(LgState *L)
{
  Proc *p = L->prim;
  Node *syntax = p ? syntax_of(L, p, p->name->word) : NULL;
  return syntax ? err_text(ERR_HINT_NUMBER, p->name->word, syntax) : NIL;
}

Node *sug_no_output(LgState *L, Expr *e, Proc *consumer)
{
  if (e->kind != EX_CALL) return NIL;
  if (is_prim(L, consumer, VID_REPETE) || is_prim(L, consumer, VID_SI))
    return err_text(ERR_HINT_BRACKETS, consumer->name->word, e->proc->name->word);
  return NIL;
}

Node *sug_unused(LgState *L, Expr *e)
{
  if (e->kind != EX_CALL || e->nargs > 0 || e->paren) return NIL;
  return err_text(ERR_HINT_PRINT, vocab_word(L, VID_ECRIS), e->proc->name->word);
}
