/* parse.c -- runparse (words to tokens) and the expression parser. */
#include <config.h>

#include <string.h>

#include "logo.h"
#include "error.h"
#include "eval.h"
#include "grow.h"
#include "mem.h"
#include "node.h"
#include "parse.h"
#include "suggest.h"
#include "proc.h"
#include "state.h"
#include "vocab.h"
#include "word.h"

typedef enum {
  TK_END = 0, TK_NAME, TK_QUOTE, TK_VAR, TK_NUM, TK_LIST,
  TK_LPAREN, TK_RPAREN, TK_OP, TK_UMINUS
} TkKind;

typedef struct Tok {
  uint8_t kind;
  Node *val;   /* NAME, QUOTE, VAR, OP: a word; NUM: a number; LIST: a list */
} Tok;

typedef struct Toks {
  LgState *L;   /* for the errors of reading */
  Tok *t;
  int n, cap;
} Toks;

typedef struct Parser {
  LgState *L;
  Tok *t;
  int n, i;
  int open;   /* parentheses opened and not yet closed */
  Proc *caller;   /* whose first input is being parsed, or NULL (hints) */
} Parser;

/* {====================================================================
 * Runparse: split the words of a line at infix characters and parentheses.
 * ===================================================================== */

static void push(Toks *ts, int kind, Node *val)
{
  GROW_TO_FIT(ts->t, ts->cap, ts->n + 1, 16);
  ts->t[ts->n].kind = (uint8_t)kind;
  ts->t[ts->n].val = val;
  ts->n++;
}

static bool is_infix(char c)
{
  return c == '+' || c == '-' || c == '*' || c == '/' || c == '=' || c == '<' || c == '>';
}

static bool is_delim(char c)
{
  return is_infix(c) || c == '(' || c == ')';
}

/* Push the text as a number token when it reads as one. A number too big
 * for a double (1e309) is refused here, where it is read, as arithmetic
 * refuses a result that overflows: it never becomes infinity. */
static bool push_number(Toks *ts, const char *s, size_t len)
{
  bool is_int;
  int64_t iv;
  double dv;
  NumScan k = nd_scan_number(s, len, &is_int, &iv, &dv);
  if (k == NUM_TOO_BIG) err_throw(ts->L, ERR_OVERFLOW, nd_word(s, len));
  if (k == NUM_NONE) return false;
  push(ts, TK_NUM, is_int ? nd_int(iv) : nd_real(dv));
  return true;
}

/* ?2 is (? 2), a template's second slot, as UCBLogo reads it. */
static bool push_slot(Toks *ts, const char *s, size_t len)
{
  if (len < 2 || s[0] != '?') return false;
  for (size_t i = 1; i < len; i++)
    if (s[i] < '0' || s[i] > '9') return false;
  push(ts, TK_LPAREN, NIL);
  push(ts, TK_NAME, nd_word(s, 1));
  push_number(ts, s + 1, len - 1);
  push(ts, TK_RPAREN, NIL);
  return true;
}

/* A run of ordinary characters: a number, a slot or a procedure name. */
static void push_piece(Toks *ts, const char *s, size_t len)
{
  if (!push_number(ts, s, len) && !push_slot(ts, s, len)) push(ts, TK_NAME, nd_word(s, len));
}

/* An infix operator starting at s[i]; returns its length (1 or 2). */
static size_t push_op(Toks *ts, const char *s, size_t len, size_t i)
{
  size_t n = 1;
  if (i + 1 < len && ((s[i] == '<' && (s[i + 1] == '=' || s[i + 1] == '>')) ||
                      (s[i] == '>' && s[i + 1] == '=')))
    n = 2;
  push(ts, TK_OP, nd_word(s + i, n));
  return n;
}

/* Split an unquoted word. A minus sign is unary when it starts the word or
 * follows an operator or "(", and is followed by a non-delimiter: so `3 -1`
 * is two numbers and `:N-1` a difference (UCBLogo's rule). */
static void split_word(Toks *ts, const char *s, size_t len)
{
  size_t i = 0;
  bool operand_expected = true;
  while (i < len) {
    char c = s[i];
    if (c == '(' || c == ')') {
      push(ts, c == '(' ? TK_LPAREN : TK_RPAREN, NIL);
      operand_expected = c == '(';
      i++;
    } else if (c == '-' && operand_expected && i + 1 < len && !is_delim(s[i + 1])) {
      size_t j = i + 1;
      while (j < len && !is_delim(s[j])) j++;
      if (push_number(ts, s + i, j - i)) {
        i = j;
        operand_expected = false;
      } else {
        push(ts, TK_UMINUS, NIL);
        i++;
      }
    } else if (is_infix(c)) {
      i += push_op(ts, s, len, i);
      operand_expected = true;
    } else if (c == ':') {
      size_t j = i + 1;
      while (j < len && !is_delim(s[j])) j++;
      push(ts, TK_VAR, nd_word(s + i + 1, j - i - 1));
      i = j;
      operand_expected = false;
    } else if (c == '"') {
      size_t j = i + 1;
      while (j < len && s[j] != '(' && s[j] != ')') j++;
      push(ts, TK_QUOTE, nd_atom(s + i + 1, j - i - 1, 0));
      i = j;
      operand_expected = false;
    } else {
      size_t j = i;
      /* keep exponents like 1e-3 inside the number */
      while (j < len && (!is_delim(s[j]) ||
                         ((s[j] == '-' || s[j] == '+') && j > i &&
                          (s[j - 1] == 'e' || s[j - 1] == 'E') && s[i] >= '0' && s[i] <= '9')))
        j++;
      push_piece(ts, s + i, j - i);
      i = j;
      operand_expected = false;
    }
  }
}

static void runparse_word(Toks *ts, Node *w)
{
  if (nd_type(w) == NT_INT || nd_type(w) == NT_REAL) {
    push(ts, TK_NUM, w);
    return;
  }
  const char *s = w->u.w.s;
  size_t len = w->len;
  if (w->flags & WF_ESCAPED) {
    if (len > 0 && s[0] == '"')
      push(ts, TK_QUOTE, nd_word_nocopy(s + 1, len - 1, WF_ESCAPED));
    else if (len > 0 && s[0] == ':')
      push(ts, TK_VAR, nd_word(s + 1, len - 1));
    else
      push(ts, TK_NAME, w);
    return;
  }
  if (!push_number(ts, s, len)) split_word(ts, s, len);
}

static Toks runparse(LgState *L, Node *list)
{
  Toks ts = { L, NULL, 0, 0 };
  for (Node *p = list; p != NIL; p = CDR(p)) {
    Node *item = CAR(p);
    if (IS_LIST(item) || IS_ARRAY(item)) push(&ts, TK_LIST, item);   /* a constant */
    else runparse_word(&ts, item);
  }
  push(&ts, TK_END, NIL);
  return ts;
}

/* A word with a one-character prefix (":" or the quote) before w. */
static Node *prefixed(char c, Node *w)
{
  size_t len;
  const char *s = nd_chars(w, &len);
  char *t = mem_alloc_atomic(len + 2);
  t[0] = c;
  memcpy(t + 1, s, len);
  t[len + 1] = '\0';
  return nd_word_nocopy(t, len + 1, w->flags & WF_ESCAPED);
}

Node *parse_runparse(LgState *L, Node *list)
{
  Toks ts = runparse(L, list);
  Node *head = NIL, **tail = NULL;
  for (int i = 0; i < ts.n; i++) {
    Node *v = ts.t[i].val;
    switch (ts.t[i].kind) {
    case TK_QUOTE: v = prefixed('"', v); break;
    case TK_VAR: v = prefixed(':', v); break;
    case TK_LPAREN: v = nd_cstr("("); break;
    case TK_RPAREN: v = nd_cstr(")"); break;
    case TK_UMINUS: v = nd_cstr("-"); break;
    case TK_END: continue;
    default: break;
    }
    nd_append(&head, &tail, v);
  }
  return head;
}

/* }==================================================================== */

/* {====================================================================
 * The parser: prefix calls with default arity, infix by precedence.
 * ===================================================================== */

/* The most inputs a call may have (Expr.nargs). */
#define MAX_INPUTS UINT16_MAX

static Expr *new_expr(int kind, int nargs)
{
  Expr *e = mem_alloc(sizeof(Expr) + (size_t)nargs * sizeof(Expr *));
  e->kind = (uint8_t)kind;
  e->nargs = (uint16_t)nargs;
  return e;
}

static Expr *const_expr(Node *v)
{
  Expr *e = new_expr(EX_CONST, 0);
  e->val = v;
  return e;
}

/* A literal: {0 0} in a procedure is a new array each time it is
 * evaluated (UCBLogo), anything else the constant itself. */
static Expr *literal_expr(Node *v)
{
  Expr *e = const_expr(v);
  if (IS_ARRAY(v)) e->kind = EX_ARRAY;
  return e;
}

static bool spliced_in(Proc *p, Expr **args, int n, int k)
{
  return (p->flags & PF_FLAT) && k < n - 1 && args[k]->kind == EX_CALL && args[k]->proc == p;
}

/* A call of PHRASE (PF_FLAT) takes in the inputs of a call of PHRASE
 * written as one of its inputs but the last: PH PH 0 :X :Y is parsed as
 * (PH 0 :X :Y). The list is the same, the inputs are evaluated in the
 * same order, PHRASE refuses no input, and the inner list, which only
 * the outer call would read, is never made (Dupont's DECIDER makes one a
 * million times in DEPART 10). The inner call was made first: already
 * flat. */
static Expr *call_expr(Proc *p, Expr **args, int n)
{
  int total = 0;
  for (int k = 0; k < n; k++) total += spliced_in(p, args, n, k) ? args[k]->nargs : 1;
  bool splice = total <= MAX_INPUTS;   /* else the calls stay as written */
  Expr *e = new_expr(EX_CALL, splice ? total : n);
  e->proc = p;
  for (int k = 0, to = 0; k < n; k++) {
    if (splice && spliced_in(p, args, n, k)) {
      for (int j = 0; j < args[k]->nargs; j++) e->args[to++] = args[k]->args[j];
    } else {
      e->args[to++] = args[k];
    }
  }
  return e;
}

/* A call of a macro (.MACRO) goes inside a call of the control primitive
 * that runs what the macro outputs (the macro_runner hook, prim_lib.c's;
 * without it, a session with no .DEFMACRO, the call stays as it is). */
static Expr *macro_wrap(Parser *p, Expr *call)
{
  Proc *runner = p->L->hooks.macro_runner;
  if (!(call->proc->flags & PF_MACRO) || runner == NULL) return call;
  Expr *args[1] = { call };
  return call_expr(runner, args, 1);
}

static Expr *parse_expr(Parser *p, int minprec);

static Expr *parse_input(Parser *p)
{
  return parse_expr(p, PREC_COMPARE);
}

static bool at_end(Parser *p)
{
  int k = p->t[p->i].kind;
  return k == TK_END || k == TK_RPAREN;
}

/* name input... -> a call with the procedure's default number of inputs.
 * SI (PF_LIST_TAIL) takes a third input when a literal list follows its
 * second (XLogo's look-ahead, silently). */
static Expr *parse_call(Parser *p, Node *name)
{
  LgState *L = p->L;
  Symbol *sym = word_symbol(&L->syms, name);
  if (sym == L->s_pour) err_throw(L, ERR_TO_IN_PROC, name);
  if (sym == L->s_fin) err_throw(L, ERR_END_ALONE);
  Proc *outer = p->caller;
  Proc *proc = st_proc(L, sym);   /* maybe lib-logo's, not read yet */
  /* UCBLogo's ALLOWGETSET: a variable's value is read by its name, where
   * no procedure of the program nor primitive has it (lib-logo's, named
   * in French, gives way), and SETNAME input sets it (eval.c) */
  if (proc && (proc->flags & PF_LIBRARY) && sym->value != NOVAL && ev_getset(L)) proc = NULL;
  if (proc == NULL) {
    bool setter = ev_getset(L) && ev_setter_of(L, name) != NULL && !at_end(p);
    Expr *e = new_expr(EX_UNKNOWN, setter);
    e->val = name;
    e->proc = outer;   /* for the hint when it runs: DONNE x 3 */
    if (setter) e->args[0] = parse_input(p);
    return e;
  }
  int n = proc->def_args;
  Expr *args[TAIL_MAX_ARGS + 1];
  for (int k = 0; k < n; k++) {
    if (at_end(p)) {
      if ((proc->flags & PF_OPTIONAL) && k >= proc->min_args) {
        n = k;
        break;
      }
      if (p->t[p->i].kind == TK_RPAREN && p->open == 0) err_throw(L, ERR_UNEXP_PAREN);
      err_throw_hint(L, sug_not_enough(L, name, outer), ERR_NOT_ENOUGH, name);
    }
    p->caller = k == 0 ? proc : NULL;
    args[k] = parse_input(p);
  }
  p->caller = outer;
  if ((proc->flags & PF_LIST_TAIL) && n == proc->def_args && proc->max_args > n &&
      p->t[p->i].kind == TK_LIST)
    args[n++] = parse_input(p);
  return macro_wrap(p, call_expr(proc, args, n));
}

/* ( name input... ) -> a call with as many inputs as written. */
static Expr *parse_paren_call(Parser *p, Node *name)
{
  LgState *L = p->L;
  Proc *proc = st_proc(L, word_symbol(&L->syms, name));
  if (proc == NULL || proc->prec != PREC_NONE) return NULL;
  p->i++;
  int cap = 8, n = 0;
  Expr **args = mem_alloc((size_t)cap * sizeof(Expr *));
  while (p->t[p->i].kind != TK_RPAREN) {
    if (p->t[p->i].kind == TK_END) err_throw(L, ERR_NO_CLOSE_PAREN);
    GROW_TO_FIT(args, cap, n + 1, 8);
    args[n++] = parse_input(p);
  }
  p->i++;
  p->open--;
  if (n < proc->min_args) err_throw(L, ERR_NOT_ENOUGH, name);
  if ((proc->max_args >= 0 && n > proc->max_args) || n > MAX_INPUTS)
    err_throw(L, ERR_TOO_MANY, name);
  Expr *e = call_expr(proc, args, n);
  e->paren = 1;
  return macro_wrap(p, e);
}

static Expr *parse_paren(Parser *p)
{
  /* (PI * 2), (COMPTEUR + 1): an operator right after the name means an
   * expression in parentheses, as in UCBLogo */
  if (p->t[p->i].kind == TK_NAME && p->t[p->i + 1].kind != TK_OP) {
    Expr *e = parse_paren_call(p, p->t[p->i].val);
    if (e) return e;
  }
  Expr *e = parse_input(p);
  if (p->t[p->i].kind != TK_RPAREN) {
    if (p->t[p->i].kind == TK_END) err_throw(p->L, ERR_NO_CLOSE_PAREN);
    /* "(3 4)": something follows a complete expression */
    err_throw(p->L, ERR_DK_WHAT, p->t[p->i].val ? p->t[p->i].val : nd_cstr("("));
  }
  p->i++;
  p->open--;
  return e;
}

static Expr *negate(Parser *p, Expr *operand)
{
  if (operand->kind == EX_CONST && IS_INT(operand->val) && nd_ival(operand->val) != INT64_MIN)
    return const_expr(nd_int(-nd_ival(operand->val)));
  if (operand->kind == EX_CONST && operand->val != NIL && nd_type(operand->val) == NT_REAL)
    return const_expr(nd_real(-operand->val->u.r));
  Expr *args[1] = { operand };
  return call_expr(vocab_symbol(p->L, VID_MOINS)->proc, args, 1);
}

static Expr *parse_operand(Parser *p)
{
  st_check_stack(p->L);
  Tok *t = &p->t[p->i];
  switch (t->kind) {
  case TK_NUM: case TK_QUOTE: case TK_LIST:
    p->i++;
    return literal_expr(t->val);
  case TK_VAR: {
    p->i++;
    Expr *e = new_expr(EX_VAR, 0);
    e->sym = word_symbol(&p->L->syms, t->val);
    e->val = t->val;
    return e;
  }
  case TK_LPAREN:
    p->i++;
    p->open++;
    return parse_paren(p);
  case TK_NAME:
    p->i++;
    return parse_call(p, t->val);
  case TK_UMINUS:
  case TK_OP:
    if (t->kind == TK_OP && !(t->val->len == 1 && t->val->u.w.s[0] == '-'))
      err_throw(p->L, ERR_NOT_ENOUGH, t->val);
    p->i++;
    if (at_end(p)) err_throw(p->L, ERR_NOT_ENOUGH, nd_cstr("-"));
    return negate(p, parse_operand(p));
  case TK_RPAREN:
    err_throw(p->L, ERR_UNEXP_PAREN);
  default:
    /* the line ends where an input was due: only an open parenthesis gets
     * here (every other caller stops at the end first) */
    if (p->open > 0) err_throw(p->L, ERR_NO_CLOSE_PAREN);
    err_throw(p->L, ERR_NOT_ENOUGH, p->i > 0 && p->t[p->i - 1].val ? p->t[p->i - 1].val
                                                                   : nd_cstr("l'instruction"));
  }
}

/* An operator of other languages that Logo does not have (2 ^ 10, 7 % 2)
 * right after an operand, and no procedure of that name: the instruction
 * is refused when parsed, before any of it runs (EC 2 ^ 10 printed 2,
 * then stopped at ^). */
static void check_foreign_operator(Parser *p, Tok *t)
{
  if (t->kind != TK_NAME || !IS_WORD(t->val) || nd_type(t->val) != NT_WORD) return;
  size_t len;
  const char *s = nd_chars(t->val, &len);
  if (len != 1 || (s[0] != '^' && s[0] != '%')) return;
  if (word_symbol(&p->L->syms, t->val)->proc != NULL) return;
  err_throw_hint(p->L, sug_unknown(p->L, t->val, NULL), ERR_DK_HOW, t->val);
}

/* Precedence climbing; all infix operators are left-associative. */
static Expr *parse_expr(Parser *p, int minprec)
{
  Expr *lhs = parse_operand(p);
  for (;;) {
    Tok *t = &p->t[p->i];
    check_foreign_operator(p, t);
    if (t->kind != TK_OP) return lhs;
    Proc *op = word_symbol(&p->L->syms, t->val)->proc;
    if (op == NULL || op->prec < minprec) return lhs;
    p->i++;
    if (at_end(p)) err_throw(p->L, ERR_NOT_ENOUGH, t->val);
    Expr *args[2] = { lhs, parse_expr(p, op->prec + 1) };
    lhs = call_expr(op, args, 2);
  }
}

/* }==================================================================== */

struct LineParser {
  Parser p;
};

LineParser *parse_begin(LgState *L, Node *tokens)
{
  Toks ts = runparse(L, tokens);
  LineParser *lp = mem_alloc(sizeof(LineParser));
  lp->p = (Parser){ L, ts.t, ts.n, 0, 0, NULL };
  return lp;
}

Expr *parse_next(LineParser *lp)
{
  Parser *p = &lp->p;
  if (p->t[p->i].kind == TK_END) return NULL;
  if (p->t[p->i].kind == TK_RPAREN) err_throw(p->L, ERR_UNEXP_PAREN);
  Expr *e = parse_input(p);
  ev_prepare(e);
  return e;
}

Code *parse_line(LgState *L, Node *tokens)
{
  LineParser *lp = parse_begin(L, tokens);
  int cap = 4, n = 0;
  Expr **instr = mem_alloc((size_t)cap * sizeof(Expr *));
  for (Expr *e; (e = parse_next(lp)) != NULL;) {
    GROW_TO_FIT(instr, cap, n + 1, 4);
    instr[n++] = e;
  }
  Code *c = mem_alloc(sizeof(Code));
  c->epoch = L->epoch;
  c->n = n;
  c->instr = instr;
  return c;
}

Expr *parse_expr_list(LgState *L, Node *tokens)
{
  Toks ts = runparse(L, tokens);
  Parser p = { L, ts.t, ts.n, 0, 0, NULL };
  if (p.t[0].kind == TK_END) err_throw(L, ERR_NOT_ENOUGH, vocab_word(L, VID_POUR));
  Expr *e = parse_input(&p);
  if (p.t[p.i].kind != TK_END) err_throw(L, ERR_DK_WHAT, tokens);
  ev_prepare(e);
  return e;
}
