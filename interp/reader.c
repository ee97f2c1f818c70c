/* reader.c -- the character-level reader. */
#include <config.h>

#include <string.h>
#include <strings.h>

#include "logo.h"
#include "error.h"
#include "mem.h"
#include "node.h"
#include "reader.h"
#include "state.h"
#include "word.h"

/* A list under construction, one per open bracket. */
typedef struct Level {
  Node *head;
  Node **tail;
  char close;   /* ']' for a list, '}' for a TABLEAU {a b c} */
  int line;     /* the reader's line count where it was opened */
} Level;

/* Levels and word characters the reader holds in itself before it takes
 * memory from the collector: a line is read for each line of lib-logo at
 * every start-up, and nearly all fit. */
enum { LEVELS_HELD = 8, WORD_HELD = 120, CHARS_MAX = 4000 };

/* Where the words read keep their characters (NUL-terminated, one after
 * the other): a block from the collector, which keeps it while a word
 * points into it. rd_line's lines share one, kept from a line to the next
 * in a module block of the state (st_ext): lib-logo's 3,000 lines at each
 * start-up then take some forty blocks instead of one or two a line. The
 * other readers (LISLISTE's data...) keep their own, sized by their line,
 * so that a word kept from a large text keeps little with it. */
typedef struct Chars {
  char *next;
  size_t left;
  bool shared;
} Chars;

static const char chars_key;   /* st_ext's key of rd_line's Chars */

typedef struct Reader {
  LgState *L;
  const char *s;
  size_t len, i;
  int lineno;
  Level *levels;   /* levels[0] is the line itself; held, or in GC memory */
  int depth, cap;
  int paren;       /* '(' open outside brackets: the line goes on (UCBLogo) */
  bool code;       /* a line of code (parentheses counted), not LISLISTE's data */
  char *word;      /* the word being read: word_held, or in GC memory */
  size_t wlen, wcap;
  bool in_source;  /* the word is s[wstart, wstart + wlen), not yet in word */
  Chars *chars;    /* where the words read keep their characters */
  Chars own_chars;
  size_t start;    /* where the line began in s */
  bool in_word;
  int wflags;
  size_t *resume;  /* where the caller reads on after an error, or NULL */
  int *line_out;   /* the caller's line count, set to the bad line on an error */
  RdItemFn on_item;   /* told where each word and bracket is, or NULL */
  void *item_ud;
  size_t wstart, wend;   /* the source span of the word being read */
  bool skim;       /* the line's extent and text only: no words built */
  int items;       /* how many items the line has at its top level */
  Level levels_held[LEVELS_HELD];
  char word_held[WORD_HELD];
} Reader;

static void tell(Reader *r, int kind, size_t start, size_t end)
{
  if (r->on_item) r->on_item(r->item_ud, kind, start, end);
}

/* A reader error: skip the rest of the physical line first, so whoever
 * reads on does not meet the same error again. */
LG_NORETURN static void fail_hint(Reader *r, Node *hint, int code)
{
  if (r->resume) {
    size_t i = r->i;
    while (i < r->len && r->s[i] != '\n') i++;
    *r->resume = i < r->len ? i + 1 : i;
  }
  if (r->line_out) *r->line_out = r->lineno + 1;
  err_throw_hint(r->L, hint, code);
}

LG_NORETURN static void fail(Reader *r, int code)
{
  fail_hint(r, NIL, code);
}

static void add_item(Reader *r, Node *item)
{
  Level *lv = &r->levels[r->depth];
  Node *c = nd_open_cell(item, NIL);
  if (lv->head == NIL) lv->head = c;
  else *lv->tail = c;
  lv->tail = &c->u.l.cdr;
}

/* A new block of Chars: for a reader of its own, room for the words still
 * to come on this physical line. */
static void new_chars(Reader *r, size_t need)
{
  if (r->chars->shared) {
    r->chars->next = mem_alloc_atomic(CHARS_MAX);
    r->chars->left = CHARS_MAX;
    return;
  }
  const char *eol = memchr(r->s + r->i, '\n', r->len - r->i);
  size_t end = eol ? (size_t)(eol - r->s) : r->len;
  size_t size = need + (end - r->i) + (end - r->start) + 1;
  if (size > CHARS_MAX) size = need > CHARS_MAX ? need : CHARS_MAX;
  r->chars->next = mem_alloc_atomic(size);
  r->chars->left = size;
}

/* A NUL-terminated copy of s, kept. */
static char *keep_chars(Reader *r, const char *s, size_t n)
{
  Chars *c = r->chars;
  if (n + 1 > c->left) {
    if (c->shared && n + 1 > CHARS_MAX / 4) return mem_strndup(s, n);   /* a block of its own */
    new_chars(r, n + 1);
  }
  char *d = c->next;
  memcpy(d, s, n);
  d[n] = '\0';
  c->next += n + 1;
  c->left -= n + 1;
  return d;
}

static void end_word(Reader *r)
{
  if (!r->in_word) return;
  if (r->depth == 0) r->items++;
  if (!r->skim) {
    const char *w = r->in_source ? r->s + r->wstart : r->word;
    Node *n = nd_atom_int(w, r->wlen, r->wflags);
    if (!n) n = nd_word_nocopy(keep_chars(r, w, r->wlen), r->wlen, r->wflags);
    add_item(r, n);
  }
  tell(r, RD_WORD, r->wstart, r->wend);
  r->wlen = 0;
  r->in_word = false;
  r->in_source = false;
  r->wflags = 0;
}

/* Room for n more characters of the word: past word_held, in GC memory. */
static void word_room(Reader *r, size_t n)
{
  if (LG_LIKELY(r->wlen + n <= r->wcap)) return;
  size_t cap = 2 * r->wcap;
  while (cap < r->wlen + n) cap *= 2;
  char *w = mem_alloc_atomic(cap);
  memcpy(w, r->word, r->wlen);
  r->word = w;
  r->wcap = cap;
}

/* A word read so far from the source as it is gets more: its characters
 * are copied into word first. */
static void word_from_source(Reader *r)
{
  r->in_source = false;
  size_t n = r->wlen;
  r->wlen = 0;
  word_room(r, n);
  memcpy(r->word, r->s + r->wstart, n);
  r->wlen = n;
}

static void word_char(Reader *r, char c)
{
  if (!r->in_word) r->wstart = r->i;
  if (r->in_source) word_from_source(r);
  word_room(r, 1);
  r->word[r->wlen++] = c;
  r->in_word = true;
}

/* The bytes that may only be part of a word, whatever comes around them
 * (not the others: blanks, brackets, braces, parentheses, \ | ; ~): a
 * table, since the reader asks for every byte of lib-logo at start-up. */
static const bool special_byte[256] = {
  [' '] = true, ['\t'] = true, ['\r'] = true, ['\n'] = true, ['\\'] = true, ['|'] = true,
  [';'] = true, ['~'] = true, ['['] = true, [']'] = true, ['{'] = true, ['}'] = true,
  ['('] = true, [')'] = true,
};

static bool plain_byte(char c)
{
  return !special_byte[(unsigned char)c];
}

/* An ordinary character, and the run of plain bytes after it, taken at
 * once: most of a text is such runs, and most words one run, left where
 * they are in the source until the word ends (end_word copies it once). */
static void word_run(Reader *r)
{
  size_t j = r->i + 1;
  while (j < r->len && plain_byte(r->s[j])) j++;
  if (!r->in_word) {
    r->wstart = r->i;
    r->in_source = true;
  } else {
    if (r->in_source) word_from_source(r);
    word_room(r, j - r->i);
    memcpy(r->word + r->wlen, r->s + r->i, j - r->i);
  }
  r->wlen += j - r->i;
  r->in_word = true;
  r->i = j;
}

/* Deeper than levels_held: the levels move to GC memory, twice as many. */
static void grow_levels(Reader *r)
{
  Level *l = mem_alloc(2 * (size_t)r->cap * sizeof(Level));
  memcpy(l, r->levels, (size_t)r->cap * sizeof(Level));
  r->levels = l;
  r->cap *= 2;
}

static void open_bracket(Reader *r, char close)
{
  end_word(r);
  if (r->depth + 2 > r->cap) grow_levels(r);
  r->depth++;
  r->levels[r->depth].head = NIL;
  r->levels[r->depth].tail = NULL;
  r->levels[r->depth].close = close;
  r->levels[r->depth].line = r->lineno;
  tell(r, close == ']' ? RD_OPEN_LIST : RD_OPEN_ARRAY, r->i, r->i + 1);
}

/* {a b c}: the items read become a TABLEAU numbered from 1, or from N
 * when "@N" follows the brace at once ({a b}@0, UCBLogo's form, which
 * SAUVE writes). Anything else after '@' is a word of its own, as before. */
static int64_t array_origin(Reader *r)
{
  size_t at = r->i + 1, k = at + 1;
  if (at >= r->len || r->s[at] != '@') return 1;
  bool minus = k < r->len && r->s[k] == '-';
  size_t digits = k += minus;
  int64_t o = 0;
  for (; k < r->len && r->s[k] >= '0' && r->s[k] <= '9' && k - digits < 18; k++)
    o = o * 10 + (r->s[k] - '0');
  if (k == digits || (k < r->len && (r->s[k] == '\0' || !strchr(" \t\r\n[]{}();", r->s[k]))))
    return 1;
  r->i = k - 1;   /* the caller steps over the last digit */
  return minus ? -o : o;
}

static Node *to_array(Node *list, int64_t origin)
{
  Node *a = nd_array((int64_t)nd_list_length(list), origin);
  int64_t i = 0;
  for (Node *p = list; p != NIL; p = CDR(p)) a->u.a.items[i++] = CAR(p);
  return a;
}

static void close_bracket(Reader *r, char close)
{
  end_word(r);
  /* a ']' in a line of code with no '[' before it: a list's opening was
   * forgotten (REPETE 4 AV 100 TD 90]) */
  if (close == ']' && r->code && !memchr(r->s + r->start, '[', r->i - r->start))
    fail_hint(r, err_text(ERR_HINT_OPEN_BRACKET), ERR_UNEXP_BRACKET);
  if (r->depth == 0 || r->levels[r->depth].close != close)
    fail(r, close == ']' ? ERR_UNEXP_BRACKET : ERR_UNEXP_BRACE);
  Node *list = r->levels[r->depth].head;
  r->depth--;
  size_t at = r->i;
  int64_t origin = close == '}' ? array_origin(r) : 1;   /* steps over "@N" */
  if (r->depth == 0) r->items++;
  if (!r->skim) add_item(r, close == '}' ? to_array(list, origin) : list);
  tell(r, RD_CLOSE, at, r->i + 1);
}

/* True when only blanks (or a comment) remain before the end of the
 * physical line starting at i. */
static bool blank_to_eol(const char *s, size_t len, size_t i)
{
  for (; i < len && s[i] != '\n'; i++)
    if (s[i] != ' ' && s[i] != '\t' && s[i] != '\r') return false;
  return true;
}

/* FIN alone on a line that continues an open bracket would swallow the
 * rest of a file: refuse it, as UCBLogo does. FIN is the session's word
 * (vocab.h); UCBLogo's END is refused too in every vocabulary, deliberately:
 * a Berkeley Logo file may be read in a French session. */
static void check_end_alone(Reader *r, size_t i)
{
  while (i < r->len && (r->s[i] == ' ' || r->s[i] == '\t')) i++;
  size_t j = i;
  while (j < r->len && r->s[j] != '\n' && r->s[j] != ' ' && r->s[j] != '\t' && r->s[j] != '\r')
    j++;
  if (!blank_to_eol(r->s, r->len, j)) return;
  if (word_find(&r->L->syms, r->s + i, j - i) == r->L->s_fin ||
      (j - i == 3 && strncasecmp(r->s + i, "end", 3) == 0))
    fail(r, ERR_END_IN_LINE);
}

/* Skip a comment up to (not including) the newline; true when it ends with
 * `~`, which still continues the line. */
static bool skip_comment(Reader *r)
{
  const char *eol = memchr(r->s + r->i, '\n', r->len - r->i);
  size_t j = eol ? (size_t)(eol - r->s) : r->len;
  size_t k = j;
  while (k > r->i && (r->s[k - 1] == ' ' || r->s[k - 1] == '\t' || r->s[k - 1] == '\r')) k--;
  bool cont = k > r->i && r->s[k - 1] == '~';
  r->i = j;
  return cont;
}

/* An unescaped parenthesis in a line of code (LISLISTE's data keeps its
 * parentheses in its words). Outside brackets it is counted, so that a
 * line left inside an open '(' goes on with the next one, as in UCBLogo
 * (inside a list it is data until the list is run, and is not counted).
 * A word that holds an escaped character ends at it: "b\ ) is the word
 * "b " and the ')' closes the parenthesis, as UCBLogo's runparse reads it. */
static void paren_char(Reader *r, char c)
{
  if (!r->code) return;
  if (r->in_word && (r->wflags & WF_ESCAPED)) end_word(r);
  if (r->depth > 0) return;
  if (c == '(') r->paren++;
  else if (r->paren > 0) r->paren--;
}

/* Consume the newline at r->i; returns false when the logical line ends. */
static bool newline(Reader *r, bool continued)
{
  r->i++;
  if (!continued && r->depth == 0 && r->paren == 0) return false;
  r->lineno++;
  end_word(r);
  if (r->depth > 0 || r->paren > 0) check_end_alone(r, r->i);
  return true;
}

/* A backslash and the character it escapes; false when the text ends
 * after it. */
static bool escaped_char(Reader *r)
{
  if (r->i + 1 >= r->len) return false;
  char d = r->s[r->i + 1];
  if (d == '\n') r->lineno++;
  word_char(r, d);
  r->wflags |= WF_ESCAPED;
  r->i += 2;
  return true;
}

/* |a word with spaces|, part of the word being read; false when the text
 * ends before the closing bar. */
static bool bar_word(Reader *r)
{
  if (!r->in_word) r->wstart = r->i;
  size_t j = r->i + 1;
  while (j < r->len && r->s[j] != '|') j++;
  if (j >= r->len) return false;
  for (size_t k = r->i + 1; k < j; k++) {
    if (r->s[k] == '\n') r->lineno++;
    word_char(r, r->s[k]);
  }
  r->in_word = true;
  r->wflags |= WF_ESCAPED;
  r->i = j + 1;
  return true;
}

/* Scan one logical line. Returns RD_INCOMPLETE when the text ends early. */
static RdStatus scan(Reader *r)
{
  bool continued = false;
  while (r->i < r->len) {
    char c = r->s[r->i];
    /* the most of a text first: words, and the blanks between them */
    if (plain_byte(c)) {
      continued = false;
      word_run(r);
      r->wend = r->i;
      continue;
    }
    if (c == ' ' || c == '\t' || c == '\r') {
      continued = false;
      end_word(r);
      do r->i++;
      while (r->i < r->len && (r->s[r->i] == ' ' || r->s[r->i] == '\t' || r->s[r->i] == '\r'));
      continue;
    }
    if (c == '\n') {
      bool was_continued = continued;
      if (!newline(r, continued)) return RD_OK;
      continued = false;
      /* the text ends just after a ~ line: the next line is still to come */
      if (was_continued && r->i >= r->len) return RD_INCOMPLETE;
      continue;
    }
    continued = false;
    if (c == '\\') {
      if (!escaped_char(r)) return RD_INCOMPLETE;
    } else if (c == '|') {
      if (!bar_word(r)) return RD_INCOMPLETE;
    } else if (c == ';') {
      continued = skip_comment(r);
      end_word(r);
    } else if (c == '~' && blank_to_eol(r->s, r->len, r->i + 1)) {
      end_word(r);
      while (r->i < r->len && r->s[r->i] != '\n') r->i++;
      continued = true;
    } else if (c == '[' || c == '{') {
      open_bracket(r, c == '[' ? ']' : '}');
      r->i++;
    } else if (c == ']' || c == '}') {
      close_bracket(r, c);
      r->i++;
    } else {   /* '(', ')', or a '~' inside a line */
      if (c == '(' || c == ')') paren_char(r, c);
      word_char(r, c);
      r->i++;
    }
    if (r->in_word) r->wend = r->i;
  }
  if (continued || r->depth > 0 || r->paren > 0) return RD_INCOMPLETE;
  return RD_OK;
}

static void reader_init(Reader *r, LgState *L, const char *src, size_t len, size_t pos)
{
  r->L = L;
  r->s = src;
  r->len = len;
  r->i = pos;
  r->cap = LEVELS_HELD;
  r->levels = r->levels_held;
  r->depth = 0;
  r->paren = 0;
  r->code = true;
  r->levels[0].head = NIL;
  r->levels[0].tail = NULL;
  r->own_chars = (Chars){ NULL, 0, false };
  r->chars = &r->own_chars;
  r->start = pos;
  r->word = r->word_held;
  r->wlen = 0;
  r->in_source = false;
  r->wcap = WORD_HELD;
  r->in_word = false;
  r->wflags = 0;
  r->resume = NULL;
  r->line_out = NULL;
  r->on_item = NULL;
  r->item_ud = NULL;
  r->wstart = r->wend = pos;
  r->skim = false;
  r->items = 0;
}

static RdStatus read_line(LgState *L, const char *src, size_t len, size_t *pos, int *lineno,
                          RdLine *out, RdItemFn fn, void *ud, int *skim_items)
{
  if (*pos >= len) return RD_EOF;
  Reader r;
  reader_init(&r, L, src, len, *pos);
  r.skim = skim_items != NULL;
  r.chars = st_ext(L, &chars_key, sizeof(Chars), NULL);
  r.chars->shared = true;
  r.on_item = fn;
  r.item_ud = ud;
  r.lineno = *lineno;
  r.resume = pos;
  r.line_out = lineno;
  RdStatus st = scan(&r);
  if (st == RD_INCOMPLETE) return st;
  end_word(&r);
  size_t end = r.i;
  size_t tend = end;
  while (tend > *pos && (src[tend - 1] == '\n' || src[tend - 1] == '\r')) tend--;
  out->words = r.levels[0].head;
  out->text = nd_word_nocopy(keep_chars(&r, src + *pos, tend - *pos), tend - *pos, 0);
  out->first_line = *lineno + 1;
  out->last_line = r.lineno + 1;
  *lineno = r.lineno + 1;
  *pos = end;
  if (skim_items) *skim_items = r.items;
  return RD_OK;
}

RdStatus rd_line(LgState *L, const char *src, size_t len, size_t *pos, int *lineno,
                 RdLine *out)
{
  return read_line(L, src, len, pos, lineno, out, NULL, NULL, NULL);
}

RdStatus rd_line_items(LgState *L, const char *src, size_t len, size_t *pos, int *lineno,
                       RdLine *out, RdItemFn fn, void *ud)
{
  return read_line(L, src, len, pos, lineno, out, fn, ud, NULL);
}

RdStatus rd_line_text(LgState *L, const char *src, size_t len, size_t *pos, int *lineno,
                      RdLine *out, int *items)
{
  return read_line(L, src, len, pos, lineno, out, NULL, NULL, items);
}

/* What an incomplete scan still waits for, innermost first: the error to
 * give when the text ends there. */
static int missing(Reader *r)
{
  if (r->i < r->len && r->s[r->i] == '|') return ERR_NO_CLOSE_BAR;   /* stopped on it */
  if (r->depth > 0)
    return r->levels[r->depth].close == '}' ? ERR_NO_CLOSE_BRACE : ERR_NO_CLOSE_BRACKET;
  if (r->paren > 0) return ERR_NO_CLOSE_PAREN;
  return ERR_NO_CONTINUATION;   /* a final ~ or \ */
}

int rd_missing(LgState *L, const char *src, size_t len, size_t pos)
{
  Reader r;
  reader_init(&r, L, src, len, pos);
  r.lineno = 0;
  return scan(&r) == RD_INCOMPLETE ? missing(&r) : ERR_NO_CONTINUATION;
}

int rd_open_line(LgState *L, const char *src, size_t len, size_t pos)
{
  Reader r;
  reader_init(&r, L, src, len, pos);
  r.lineno = 0;
  if (scan(&r) != RD_INCOMPLETE || r.depth == 0) return 0;
  return r.levels[r.depth].line;
}

Node *rd_list(LgState *L, const char *src, size_t len)
{
  Reader r;
  reader_init(&r, L, src, len, 0);
  r.lineno = 0;
  r.code = false;
  for (;;) {
    RdStatus st = scan(&r);
    if (st == RD_INCOMPLETE && missing(&r) != ERR_NO_CONTINUATION) fail(&r, missing(&r));
    if (st == RD_INCOMPLETE && r.i < r.len) r.i = r.len;   /* a final backslash */
    end_word(&r);   /* a line break ends a word */
    if (r.i >= r.len) break;
  }
  end_word(&r);
  return r.levels[0].head;
}
