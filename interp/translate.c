/* translate.c -- TRADUIS's rewriting: the reader's items, runparse's
 * split, and a walk with the arities, editing names in place. */
#include <config.h>

#include <stdlib.h>
#include <string.h>

#include "logo.h"
#include "device.h"
#include "error.h"
#include "grow.h"
#include "mem.h"
#include "namemap.h"
#include "node.h"
#include "prim.h"
#include "print.h"
#include "proc.h"
#include "reader.h"
#include "state.h"
#include "translate.h"
#include "word.h"
#include "workspace.h"

typedef enum {
  TT_NAME, TT_QUOTE, TT_VAR, TT_NUM, TT_LPAREN, TT_RPAREN, TT_OP, TT_UMINUS,
  TT_LIST, TT_ARRAY, TT_OPAQUE
} TokKind;

typedef struct Seq Seq;
typedef struct Tok {
  uint8_t kind;
  size_t start, end;   /* in the source */
  Seq *child;          /* TT_LIST, TT_ARRAY */
} Tok;

struct Seq {
  Tok *t;
  int n, cap;
  Seq *up;
};

typedef struct Edit {
  size_t start, end;
  char *text;
} Edit;

/* A name of the user's the text calls or defines: its default arity when
 * a procedure of the text or of the session has it, and how many '_' it
 * gets in the translation (TrShiftFn), asked once. */
typedef struct Named {
  int def_args;
  bool known;     /* def_args is a procedure's */
  bool asked;     /* shift is known */
  int shift;
} Named;

typedef struct Tr {
  LgState *L;
  TrJob *job;
  const Vocab *from, *to;
  const char *src;
  size_t len;
  Edit *edits;
  int nedits, capedits;
  NameMap *procs;      /* folded name -> Named */
  Seq *cur;            /* the list the reader is filling */
  TrRenamed *renamed;
  int lineno;          /* the reader's line */
  int errline;         /* where a list left open began, or 0 */
  char *kw_pour, *kw_macro, *kw_fin;   /* the source's keywords, folded */
} Tr;

/* {====================================================================
 * Names
 * ===================================================================== */

static char *fold(const char *s, size_t n)
{
  char *out = mem_alloc_atomic(2 * n + 1);
  word_fold(s, n, true, out);
  return out;
}

/* s folded into buf (FOLD_MAX bytes) when it fits, else into GC memory:
 * every name of a text is looked up, most of them short. */
#define FOLD_MAX 128
static char *fold_in(const char *s, size_t n, char *buf)
{
  char *out = 2 * n + 1 <= FOLD_MAX ? buf : mem_alloc_atomic(2 * n + 1);
  word_fold(s, n, true, out);
  return out;
}

/* Every name of a vocabulary, folded, sorted: made once per session. */
typedef struct NameKey {
  char *key;
  VocabId id;
  int rank;
} NameKey;

typedef struct Index {
  const Vocab *v;
  NameKey *keys;
  int n, cap;
} Index;

#define MAX_VOCABS 8
static const char index_key;

static int by_key(const void *a, const void *b)
{
  return strcmp(((const NameKey *)a)->key, ((const NameKey *)b)->key);
}

static Index *name_index(LgState *L, const Vocab *v)
{
  Index *all = st_ext(L, &index_key, MAX_VOCABS * sizeof(Index), NULL);
  int i = 0;
  while (i < MAX_VOCABS - 1 && all[i].v && all[i].v != v) i++;
  Index *x = &all[i];
  if (x->v == v) return x;
  x->v = v;
  x->n = 0;
  for (int id = 0; id < VID__COUNT; id++) {
    int r = 0;
    for (const char *p = vocab_names(v, (VocabId)id); *p; r++) {
      size_t k = strcspn(p, " ");
      GROW_TO_FIT(x->keys, x->cap, x->n + 1, 256);
      x->keys[x->n++] = (NameKey){ fold(p, k), (VocabId)id, r };
      p += k;
      while (*p == ' ') p++;
    }
  }
  qsort(x->keys, (size_t)x->n, sizeof(NameKey), by_key);
  return x;
}

/* The identifier (and the rank among its names) of the primitive name s
 * in v, or VID__COUNT. Words that are no primitive (POUR, NORD) count
 * only when keywords is true. */
static VocabId find_name(LgState *L, const Vocab *v, const char *s, size_t n, int *rank,
                         bool keywords)
{
  Index *x = name_index(L, v);
  char buf[FOLD_MAX];
  NameKey probe = { fold_in(s, n, buf), VID__COUNT, 0 };
  NameKey *k = bsearch(&probe, x->keys, (size_t)x->n, sizeof(NameKey), by_key);
  if (!k || (!keywords && prim_entry(L, k->id) == NULL)) return VID__COUNT;
  if (rank) *rank = k->rank;
  return k->id;
}

/* The name of rank r of id in v (its long name when it has fewer). */
static const char *nth_name(const Vocab *v, VocabId id, int r, size_t *n);

/* The first name of id in v that ends with c (and not with '?' when c is
 * 'P'), or NULL. */
static const char *name_ending(const Vocab *v, VocabId id, char c, size_t *n)
{
  for (const char *p = vocab_names(v, id); *p;) {
    size_t k = strcspn(p, " ");
    if (k > 1 && p[k - 1] == c) {
      *n = k;
      return p;
    }
    p += k;
    while (*p == ' ') p++;
  }
  return NULL;
}

/* The shortest name of id in v (the first of that length), and whether
 * it is shorter than the long name. */
static bool shortest(const Vocab *v, VocabId id, const char **out, size_t *n)
{
  const char *p = vocab_names(v, id);
  size_t longn = strcspn(p, " ");
  *out = p;
  *n = longn;
  while (*p) {
    size_t k = strcspn(p, " ");
    if (k < *n) {
      *out = p;
      *n = k;
    }
    p += k;
    while (*p == ' ') p++;
  }
  return *n < longn;
}

const char *tr_counterpart(const Vocab *from, const Vocab *to, VocabId id, int rank,
                           size_t *n)
{
  size_t sn, qn, fn;
  const char *s = nth_name(from, id, rank, &sn), *f;
  const char *same = nth_name(to, id, rank, n);
  /* the abbreviation goes to the other's abbreviation: TD is RT */
  if (name_ending(from, id, '?', &qn) == NULL) {
    if (rank > 0 && shortest(from, id, &f, &fn) && f == s && shortest(to, id, &f, &fn)) {
      *n = fn;
      return f;
    }
    return same;
  }
  /* a predicate's "?" form and "P" form each go to the other's own */
  if (sn < 2) return same;
  char end = s[sn - 1];
  if (end != '?' && end != 'P') return same;
  if (*n > 1 && same[*n - 1] == end) return same;
  const char *other = name_ending(to, id, end, &qn);
  if (other == NULL) return same;
  *n = qn;
  return other;
}

static const char *nth_name(const Vocab *v, VocabId id, int r, size_t *n)
{
  const char *p = vocab_names(v, id), *first = p;
  for (int i = 0; i < r && *p; i++) {
    p += strcspn(p, " ");
    while (*p == ' ') p++;
  }
  if (!*p) p = first;
  *n = strcspn(p, " ");
  return p;
}

/* name written as model is: all small letters, a capital then small
 * letters, or capitals (the vocabularies' own way). */
static char *styled(const char *name, size_t n, const char *model, size_t mn)
{
  int upper = 0, lower = 0;
  bool first_upper = false;
  for (size_t i = 0; i < mn; i++) {
    char c = model[i];
    if (c >= 'a' && c <= 'z') lower++;
    if (c >= 'A' && c <= 'Z') {
      if (upper + lower == 0) first_upper = true;
      upper++;
    }
  }
  char *out = mem_alloc_atomic(n + 1);
  for (size_t i = 0; i < n; i++) {
    char c = name[i];
    bool small = lower > 0 && (upper == 0 || (first_upper && upper == 1 && i > 0));
    out[i] = small && c >= 'A' && c <= 'Z' ? (char)(c - 'A' + 'a') : c;
  }
  out[n] = '\0';
  return out;
}

static void edit(Tr *tr, size_t start, size_t end, char *text)
{
  GROW_TO_FIT(tr->edits, tr->capedits, tr->nedits + 1, 64);
  tr->edits[tr->nedits++] = (Edit){ start, end, text };
}

/* The name s with shift '_' more at its end (-shift fewer). */
static char *shifted(const char *s, size_t n, int shift)
{
  size_t m = shift >= 0 ? n + (size_t)shift : n - (size_t)-shift;
  char *out = mem_alloc_atomic(m + 1);
  memcpy(out, s, m < n ? m : n);
  for (size_t i = n; i < m; i++) out[i] = '_';
  out[m] = '\0';
  return out;
}

/* The entry of a user's name, made (arity unknown) the first time. */
static Named *proc_entry(Tr *tr, const char *s, size_t n)
{
  Named *p = nm_get(tr->procs, s, n);
  if (p) return p;
  p = mem_alloc(sizeof(Named));
  nm_put(tr->procs, s, n, p);
  return p;
}

/* Say that s becomes its shifted name: the target's primitive it moves
 * away from is s itself, else its base (s without its final '_'). */
static void note_renamed(Tr *tr, const char *s, size_t n, int shift)
{
  size_t b = n;
  if (!tr_reserved(tr->L, tr->to, s, n))
    while (b > 0 && s[b - 1] == '_') b--;
  TrRenamed *r = mem_alloc(sizeof(TrRenamed));
  *r = (TrRenamed){ nd_word(s, n), nd_cstr(shifted(s, n, shift)), nd_word(s, b), shift < 0,
                    tr->renamed };
  tr->renamed = r;
}

/* How many '_' the name s gets, asked once; a shift that would take off
 * more than its final '_' (a rule's mistake) is none. */
static int name_shift(Tr *tr, Named *p, const char *s, size_t n)
{
  if (p->asked) return p->shift;
  p->asked = true;
  int k = tr->job->shift ? tr->job->shift(tr->L, tr->job, s, n) : tr_shift(tr->L, tr->job, s, n);
  for (int i = 1; i <= -k; i++)
    if ((size_t)i >= n || s[n - (size_t)i] != '_') k = 0;
  p->shift = k;
  if (k != 0) note_renamed(tr, s, n, k);
  return k;
}

/* A user's name at [start, end) of the source, rewritten by the rule. */
static Named *user_name(Tr *tr, size_t start, size_t end)
{
  const char *s = tr->src + start;
  size_t n = end - start;
  Named *p = proc_entry(tr, s, n);
  int k = name_shift(tr, p, s, n);
  if (k != 0) edit(tr, start, end, shifted(s, n, k));
  return p;
}

/* }==================================================================== */

/* {====================================================================
 * Tokens: the reader's items, each word split as runparse splits it
 * ===================================================================== */

static Tok *push(Seq *q, int kind, size_t start, size_t end)
{
  GROW_TO_FIT(q->t, q->cap, q->n + 1, 16);
  Tok *t = &q->t[q->n++];
  *t = (Tok){ (uint8_t)kind, start, end, NULL };
  return t;
}

static bool is_infix(char c)
{
  return c == '+' || c == '-' || c == '*' || c == '/' || c == '=' || c == '<' || c == '>';
}

static bool is_delim(char c)
{
  return is_infix(c) || c == '(' || c == ')';
}

static bool is_number(const char *s, size_t n)
{
  bool is_int;
  int64_t iv;
  double dv;
  return nd_scan_number(s, n, &is_int, &iv, &dv) != NUM_NONE;
}

/* A run of ordinary characters from s[i]: its end (exponents kept). */
static size_t piece_end(const char *s, size_t len, size_t i)
{
  size_t j = i;
  while (j < len && (!is_delim(s[j]) || ((s[j] == '-' || s[j] == '+') && j > i &&
                                         (s[j - 1] == 'e' || s[j - 1] == 'E') &&
                                         s[i] >= '0' && s[i] <= '9')))
    j++;
  return j;
}

/* Split the word at [at, at+len) of the source, as parse.c's split_word. */
static void split(Seq *q, const char *s, size_t len, size_t at)
{
  size_t i = 0;
  bool operand = true;
  while (i < len) {
    char c = s[i];
    size_t j = i + 1;
    int kind;
    if (c == '(' || c == ')') {
      kind = c == '(' ? TT_LPAREN : TT_RPAREN;
    } else if (c == '-' && operand && i + 1 < len && !is_delim(s[i + 1])) {
      while (j < len && !is_delim(s[j])) j++;
      kind = is_number(s + i, j - i) ? TT_NUM : TT_UMINUS;
      if (kind == TT_UMINUS) j = i + 1;
    } else if (is_infix(c)) {
      if (j < len && ((c == '<' && (s[j] == '=' || s[j] == '>')) || (c == '>' && s[j] == '=')))
        j++;
      kind = TT_OP;
    } else if (c == ':') {
      while (j < len && !is_delim(s[j])) j++;
      kind = TT_VAR;
    } else if (c == '"') {
      while (j < len && s[j] != '(' && s[j] != ')') j++;
      kind = TT_QUOTE;
    } else {
      j = piece_end(s, len, i);
      kind = is_number(s + i, j - i) ? TT_NUM : TT_NAME;
    }
    push(q, kind, at + i, at + j);
    operand = kind == TT_LPAREN || kind == TT_OP || kind == TT_UMINUS;
    i = j;
  }
}

/* A word written whole between bars, |print|, with no other bar and no
 * backslash inside: its name is what is between them, a name like any
 * other (the bars are kept, and the name between them rewritten). */
static bool barred(const char *s, size_t n)
{
  return n >= 3 && s[0] == '|' && s[n - 1] == '|' && !memchr(s + 1, '|', n - 2) &&
         !memchr(s + 1, '\\', n - 2);
}

static void on_word(Tr *tr, size_t start, size_t end)
{
  const char *s = tr->src + start;
  size_t n = end - start;
  if (barred(s, n)) {
    push(tr->cur, is_number(s + 1, n - 2) ? TT_NUM : TT_NAME, start + 1, end - 1);
  } else if (memchr(s, '\\', n) || memchr(s, '|', n)) {
    int kind = s[0] == '"' ? TT_QUOTE : s[0] == ':' ? TT_VAR : TT_OPAQUE;
    push(tr->cur, kind, start, end);
  } else if (is_number(s, n)) {
    push(tr->cur, TT_NUM, start, end);
  } else {
    split(tr->cur, s, n, start);
  }
}

static void on_item(void *ud, int kind, size_t start, size_t end)
{
  Tr *tr = ud;
  if (kind == RD_WORD) {
    on_word(tr, start, end);
  } else if (kind == RD_CLOSE) {
    Seq *up = tr->cur->up;
    up->t[up->n - 1].end = end;
    tr->cur = up;
  } else {
    Tok *t = push(tr->cur, kind == RD_OPEN_LIST ? TT_LIST : TT_ARRAY, start, end);
    t->child = mem_alloc(sizeof(Seq));
    t->child->up = tr->cur;
    tr->cur = t->child;
  }
}

/* The next logical line as tokens, or NULL at the end of the text. The
 * reader's errors are running's: an unexpected ']' thrown by the reader,
 * a list or a parenthesis left open at the end reported (as text_step
 * does, workspace.c) at the line where it was opened. */
static Seq *next_line(Tr *tr, size_t *pos)
{
  Seq *line = mem_alloc(sizeof(Seq));
  tr->cur = line;
  RdLine rl;
  RdStatus st = rd_line_items(tr->L, tr->src, tr->len, pos, &tr->lineno, &rl, on_item, tr);
  if (st == RD_EOF) return NULL;
  if (st == RD_INCOMPLETE) {
    int code = rd_missing(tr->L, tr->src, tr->len, *pos);
    tr->errline = tr->lineno + 1 + rd_open_line(tr->L, tr->src, tr->len, *pos);
    err_throw(tr->L, code);
  }
  return line;
}

/* }==================================================================== */

/* {====================================================================
 * The walk: calls and their inputs, as the parser takes them
 * ===================================================================== */

static int expr(Tr *tr, Seq *q, int i);
static void instructions(Tr *tr, Seq *q);

static bool tok_is(Tr *tr, const Tok *t, const char *key)
{
  char buf[FOLD_MAX];
  return t->kind == TT_NAME && strcmp(fold_in(tr->src + t->start, t->end - t->start, buf), key) == 0;
}

/* What a name calls: its default arity and the inputs it runs; the name
 * rewritten. False when the name is no procedure the walk knows. */
static bool callee(Tr *tr, const Tok *t, int *def, uint32_t *code, VocabId *vid, bool *third)
{
  const char *s = tr->src + t->start;
  size_t n = t->end - t->start;
  int rank;
  VocabId id = find_name(tr->L, tr->from, s, n, &rank, false);
  *code = 0;
  *vid = id;
  *third = false;
  if (id != VID__COUNT) {
    const PrimEntry *e = prim_entry(tr->L, id);
    *def = e->def_args;
    *third = (e->flags & PF_LIST_TAIL) != 0;
    *code = e->code;   /* the inputs it runs: its row's column */
    size_t tn;
    const char *to = tr_counterpart(tr->from, tr->to, id, rank, &tn);
    if (tn != n || memcmp(to, s, n) != 0) edit(tr, t->start, t->end, styled(to, tn, s, n));
    return true;
  }
  Named *p = user_name(tr, t->start, t->end);
  *def = p->def_args;
  return p->known;
}

/* REPETEPOUR's first input: [variable start limit step], the last three
 * expressions (COMPTE :L) - 1, or lists run for their value. */
static void for_list(Tr *tr, Seq *q)
{
  for (int i = 1; i < q->n;) {
    if (q->t[i].kind == TT_LIST) instructions(tr, q->t[i].child);
    i = expr(tr, q, i);
  }
}

/* DEFINIS's text: [[inputs] [line] [line]...]. */
static void define_text(Tr *tr, Seq *q)
{
  for (int i = 1; i < q->n; i++)
    if (q->t[i].kind == TT_LIST) instructions(tr, q->t[i].child);
}

/* Input k of a call to id starting at token i. */
/* The primitives whose inputs name procedures ("CARRE or [CARRE CUBE]):
 * a renamed procedure is renamed there too. */
static const VocabId names_procs[] = {
  VID_TRACE, VID_FINTRACE, VID_PAS, VID_FINPAS, VID_IMPRIME, VID_IMT, VID_EFFACE,
  VID_TEXTE, VID_DEFINIS, VID_DONNEDEF, VID_EDITE, VID_PROCEDURE_P, VID_AIDE,
};

static bool takes_names(VocabId id)
{
  for (size_t k = 0; k < sizeof names_procs / sizeof names_procs[0]; k++)
    if (names_procs[k] == id) return true;
  return false;
}

/* A procedure's name as data (after its quote, or in a list of names):
 * a user's name follows the rule, a primitive's is kept. */
static void name_as_data(Tr *tr, size_t start, size_t end)
{
  if (barred(tr->src + start, end - start)) {
    start++;
    end--;
  }
  if (end > start && !tr_reserved(tr->L, tr->from, tr->src + start, end - start))
    user_name(tr, start, end);
}

static void names_input(Tr *tr, const Tok *t)
{
  if (t->kind == TT_QUOTE) name_as_data(tr, t->start + 1, t->end);
  if (t->kind != TT_LIST) return;
  for (int i = 0; i < t->child->n; i++)
    if (t->child->t[i].kind == TT_NAME) name_as_data(tr, t->child->t[i].start, t->child->t[i].end);
}

static int input(Tr *tr, Seq *q, int i, VocabId id, uint32_t code, int k)
{
  Tok *t = &q->t[i];
  if (takes_names(id) && !(id == VID_DEFINIS && k == 1)) names_input(tr, t);
  if (t->kind == TT_LIST) {
    if (k < 32 && (code >> k) & 1) instructions(tr, t->child);
    else if (id == VID_REPETEPOUR && k == 0) for_list(tr, t->child);
    else if (id == VID_DEFINIS && k == 1) define_text(tr, t->child);
  }
  return expr(tr, q, i);
}

/* A call of the name at i: its inputs up to its default arity, or up to
 * the ')' when in parentheses; SI's third list when one follows, as the
 * parser takes it (parse.c). */
static int call(Tr *tr, Seq *q, int i, bool paren)
{
  int def, k = 0;
  uint32_t code;
  VocabId id;
  bool third;
  if (!callee(tr, &q->t[i], &def, &code, &id, &third)) def = 0;
  i++;
  for (; i < q->n && (paren || k < def); k++) {
    if (q->t[i].kind == TT_RPAREN) break;
    i = input(tr, q, i, id, code, k);
  }
  if (!paren && third && k == 2 && i < q->n && q->t[i].kind == TT_LIST)
    i = input(tr, q, i, id, code, k);
  return i;
}

static int primary(Tr *tr, Seq *q, int i)
{
  Tok *t = &q->t[i];
  if (t->kind == TT_UMINUS) return i + 1 < q->n ? primary(tr, q, i + 1) : i + 1;
  if (t->kind == TT_NAME) return call(tr, q, i, false);
  if (t->kind != TT_LPAREN) return i + 1;
  i++;
  if (i < q->n && q->t[i].kind == TT_NAME) i = call(tr, q, i, true);
  while (i < q->n && q->t[i].kind != TT_RPAREN) i = expr(tr, q, i);
  return i < q->n ? i + 1 : i;
}

static int expr(Tr *tr, Seq *q, int i)
{
  st_check_stack(tr->L);   /* SOMME 1 SOMME 1 ... a million deep: "Pile pleine" */
  i = primary(tr, q, i);
  while (i < q->n && q->t[i].kind == TT_OP) i = i + 1 < q->n ? primary(tr, q, i + 1) : i + 1;
  return i;
}

static void instructions(Tr *tr, Seq *q)
{
  for (int i = 0; i < q->n;) i = expr(tr, q, i);
}

/* A keyword (POUR, FIN) at t rewritten into the target's. */
static void keyword(Tr *tr, const Tok *t, VocabId id)
{
  size_t tn;
  const char *to = nth_name(tr->to, id, 0, &tn);
  edit(tr, t->start, t->end, styled(to, tn, tr->src + t->start, t->end - t->start));
}

static char *keyword_key(const Vocab *v, VocabId id)
{
  const char *s = vocab_names(v, id);
  return fold(s, strcspn(s, " "));
}

/* The keyword a title line starts with, POUR or .MACRO (VID__COUNT when
 * the line is not a title). */
static VocabId title_keyword(Tr *tr, Seq *q)
{
  if (q->n == 0) return VID__COUNT;
  if (tok_is(tr, &q->t[0], tr->kw_pour)) return VID_POUR;
  if (tok_is(tr, &q->t[0], tr->kw_macro)) return VID_MACRO;
  return VID__COUNT;
}

static void line(Tr *tr, Seq *q)
{
  if (q->n == 0) return;
  VocabId title = title_keyword(tr, q);
  if (title != VID__COUNT) {
    keyword(tr, &q->t[0], title);
    if (q->n > 1 && q->t[1].kind == TT_NAME) {
      int def;
      uint32_t code;
      VocabId id;
      bool third;
      callee(tr, &q->t[1], &def, &code, &id, &third);
    }
    /* the defaults of optional inputs, [:N COMPTE :L], are expressions */
    for (int i = 2; i < q->n; i++)
      if (q->t[i].kind == TT_LIST) for_list(tr, q->t[i].child);
    return;
  }
  if (q->n == 1 && tok_is(tr, &q->t[0], tr->kw_fin)) {
    keyword(tr, &q->t[0], VID_FIN);
    return;
  }
  instructions(tr, q);
}

/* }==================================================================== */

/* {====================================================================
 * The procedures the text defines, and their new names
 * ===================================================================== */

bool tr_reserved(LgState *L, const Vocab *v, const char *s, size_t n)
{
  return find_name(L, v, s, n, NULL, true) != VID__COUNT;
}

int tr_shift(LgState *L, const TrJob *job, const char *s, size_t n)
{
  size_t b = n;
  while (b > 0 && s[b - 1] == '_') b--;
  if (b == 0) return 0;
  bool in_from = tr_reserved(L, job->from, s, b), in_to = tr_reserved(L, job->to, s, b);
  if (in_to && !in_from) return 1;
  if (in_from && !in_to && b < n) return -1;
  return 0;
}

/* TITLE :a :b [:c 1] 3: the default arity. */
static int title_arity(Seq *q, const char *src)
{
  int req = 0, def = -1;
  for (int i = 2; i < q->n; i++) {
    const Tok *t = &q->t[i];
    if (t->kind == TT_VAR) req++;
    if (t->kind == TT_NUM && i == q->n - 1) def = atoi(src + t->start);
  }
  return def >= req ? def : req;
}

/* A title's name: a procedure of the text, its renaming said in the
 * order of the titles. */
static void add_proc(Tr *tr, const Tok *name, int def)
{
  const char *s = tr->src + name->start;
  size_t n = name->end - name->start;
  if (tr->from->ucblogo && find_name(tr->L, tr->from, s, n, NULL, false) != VID__COUNT)
    err_throw(tr->L, ERR_TR_PRIM_NAME, nd_word(s, n));
  Named *p = proc_entry(tr, s, n);
  if (p->known) return;
  p->known = true;
  p->def_args = def;
  name_shift(tr, p, s, n);
}

static void find_titles(Tr *tr)
{
  size_t pos = ws_program_start(tr->src, tr->len);
  tr->lineno = 0;
  for (Seq *q; (q = next_line(tr, &pos)) != NULL;)
    if (q->n > 1 && title_keyword(tr, q) != VID__COUNT && q->t[1].kind == TT_NAME)
      add_proc(tr, &q->t[1], title_arity(q, tr->src));
}

/* The session's procedures the text does not define (the library's, the
 * user's): known by their arity. */
static void add_session_procs(Tr *tr)
{
  st_procs_all(tr->L);
  for (Node *p = tr->L->defined; p != NIL; p = CDR(p)) {
    Proc *proc = word_symbol(&tr->L->syms, CAR(p))->proc;
    if (!proc || proc->kind != PK_USER) continue;
    size_t n;
    const char *s = nd_chars(CAR(p), &n);
    Named *named = proc_entry(tr, s, n);
    if (named->known) continue;
    named->known = true;
    named->def_args = proc->def_args;
  }
}

/* }==================================================================== */

static int by_start(const void *a, const void *b)
{
  const Edit *x = a, *y = b;
  return x->start < y->start ? -1 : x->start > y->start;
}

static char *apply_edits(Tr *tr, size_t *outlen)
{
  if (tr->nedits > 0) qsort(tr->edits, (size_t)tr->nedits, sizeof(Edit), by_start);
  Buf b;
  buf_init(&b);
  size_t at = 0;
  for (int i = 0; i < tr->nedits; i++) {
    Edit *e = &tr->edits[i];
    if (e->start < at) continue;   /* the same name reached twice */
    buf_add(&b, tr->src + at, e->start - at);
    buf_adds(&b, e->text);
    at = e->end;
  }
  buf_add(&b, tr->src + at, tr->len - at);
  *outlen = b.n;
  buf_addc(&b, '\0');
  return b.s;
}

static void translate_all(LgState *L, void *ud)
{
  (void)L;
  Tr *tr = ud;
  find_titles(tr);
  add_session_procs(tr);
  size_t pos = ws_program_start(tr->src, tr->len);
  tr->lineno = 0;
  for (Seq *q; (q = next_line(tr, &pos)) != NULL;) line(tr, q);
}

void tr_run(LgState *L, TrJob *job)
{
  job->renamed = NULL;
  job->outlen = 0;
  job->out = mem_strdup("");
  if (job->len == 0) return;   /* nothing to read (an empty workspace): src may be NULL */
  Tr tr = { 0 };
  tr.L = L;
  tr.job = job;
  tr.from = job->from;
  tr.to = job->to;
  tr.src = job->src;
  tr.len = job->len;
  tr.procs = nm_new();
  tr.kw_pour = keyword_key(job->from, VID_POUR);
  tr.kw_macro = keyword_key(job->from, VID_MACRO);
  tr.kw_fin = keyword_key(job->from, VID_FIN);
  if (err_pcall(L, translate_all, &tr) != 0) {
    if (job->path) ws_name_line(L, tr.errline > 0 ? tr.errline : tr.lineno, job->path);
    err_rethrow(L);
  }
  job->renamed = tr.renamed;
  job->out = apply_edits(&tr, &job->outlen);
}

char *tr_text(LgState *L, const Vocab *from, const Vocab *to, const char *src, size_t len,
              size_t *outlen, TrRenamed **renamed)
{
  TrJob job = { from, to, src, len, NULL, NULL, NULL, NULL, 0, NULL };
  tr_run(L, &job);
  if (renamed) *renamed = job.renamed;
  *outlen = job.outlen;
  return job.out;
}

void tr_say_renamed(LgState *L, Node *who, const Vocab *v, TrRenamed *renamed)
{
  for (TrRenamed *r = renamed; r; r = r->next) {
    if (r->restored) err_say(L, ERR_INFO_RESTORED, who, r->from, r->to);
    else err_say(L, ERR_INFO_RENAMED, who, r->prim, nd_cstr(v->called), r->from, r->to);
  }
}
