/* edsyntax.c -- the editors' syntax files (tortue --syntaxe=FORMAT), made
 * from what the interpreter itself knows: the primitives registered from
 * the tables and all their names in every vocabulary, lib-logo's
 * procedures (in each vocabulary, as LANGUE leaves them), the words that
 * open and close a definition, the truth words. A file written by hand
 * would miss the next primitive; this one is made again and compared by
 * tests/editeurs.sh. */
#include <config.h>

#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "logo.h"
#include "edsyntax.h"
#include "mem.h"
#include "prim.h"
#include "proc.h"
#include "state.h"
#include "vocab.h"
#include "word.h"
#include "workspace.h"

typedef struct Names {
  const char **v;
  size_t n, cap;
} Names;

/* Everything a syntax file highlights by name, each list sorted, once. */
typedef struct Lexicon {
  Names prims;        /* primitives and their short forms, every vocabulary */
  Names lib;          /* lib-logo's procedures, every vocabulary */
  Names ops;          /* the infix operators: + - * / = < > <= >= <> */
  Names start, end;   /* POUR TO .MACRO; FIN END */
  Names truth;        /* VRAI FAUX TRUE FALSE */
} Lexicon;

/* {====================================================================
 * Collecting the names
 * ===================================================================== */

/* Names are written in capitals: every editor is told to ignore case. */
static void names_add(Names *s, const char *name, size_t len)
{
  if (s->n == s->cap) {
    size_t cap = s->cap ? 2 * s->cap : 256;
    const char **v = mem_alloc(cap * sizeof *v);
    if (s->n) memcpy(v, s->v, s->n * sizeof *v);
    s->v = v;
    s->cap = cap;
  }
  char *c = mem_alloc_atomic(len + 1);
  for (size_t i = 0; i < len; i++)
    c[i] = name[i] >= 'a' && name[i] <= 'z' ? (char)(name[i] - 'a' + 'A') : name[i];
  c[len] = '\0';
  s->v[s->n++] = c;
}

static int by_text(const void *a, const void *b)
{
  return strcmp(*(const char *const *)a, *(const char *const *)b);
}

static void names_sort(Names *s)
{
  if (s->n == 0) return;
  qsort(s->v, s->n, sizeof *s->v, by_text);
  size_t k = 1;
  for (size_t i = 1; i < s->n; i++)
    if (strcmp(s->v[i], s->v[k - 1]) != 0) s->v[k++] = s->v[i];
  s->n = k;
}

/* A name an editor can take as a word: letters, digits, . ? _, a letter
 * at least (the template slots ? and # are not names to highlight). */
static bool is_name(const char *s, size_t n)
{
  bool letter = false;
  for (size_t i = 0; i < n; i++) {
    char c = s[i];
    if ((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z')) letter = true;
    else if (!((c >= '0' && c <= '9') || c == '.' || c == '?' || c == '_')) return false;
  }
  return letter;
}

static bool names_has(const Names *s, const char *name, size_t len)
{
  for (size_t i = 0; i < s->n; i++)
    if (strlen(s->v[i]) == len && strncasecmp(s->v[i], name, len) == 0) return true;
  return false;
}

static bool is_operator(const char *s, size_t n)
{
  return n > 0 && strspn(s, "+-*/=<>") >= n;
}

/* Each name of a vocabulary's entry ("PREMIER PREM"): an operator, a
 * name into to, or left out. */
static void add_entry(Lexicon *x, const char *names, Names *to)
{
  while (names && *names) {
    size_t n = strcspn(names, " ");
    if (is_operator(names, n)) names_add(&x->ops, names, n);
    else if (is_name(names, n) && (to == &x->truth || !names_has(&x->truth, names, n)))
      names_add(to, names, n);
    names += n;
    names += *names == ' ';
  }
}

/* Is id a primitive? Asked of the French session: its long name's
 * procedure is the primitive registered for id. */
static bool is_primitive(LgState *L, int id)
{
  const char *names = vocab_fr.names[id];
  if (!names || !*names) return false;
  Symbol *y = word_find(&L->syms, names, strcspn(names, " "));
  return y && y->proc && y->proc->kind != PK_USER && y->proc->id == id;
}

/* lib-logo's procedures in the session's vocabulary (the dotted helpers
 * are not for users). */
static void add_library(LgState *L, Names *to)
{
  for (size_t i = 0; i < L->syms.size; i++)
    for (Symbol *y = L->syms.buckets[i]; y; y = y->next)
      if (y->proc && y->proc->kind == PK_USER && (y->proc->flags & PF_LIBRARY) &&
          y->name[0] != '.' && is_name(y->name, strlen(y->name)))
        names_add(to, y->name, strlen(y->name));
}

/* The truth words first: VRAI is a primitive too, but highlighted as a
 * constant. */
static void collect(LgState *L, Lexicon *x)
{
  for (int i = 0; vocab_all[i]; i++) {
    const Vocab *v = vocab_all[i];
    add_entry(x, v->names[VID_POUR], &x->start);
    add_entry(x, v->names[VID_MACRO], &x->start);
    add_entry(x, v->names[VID_FIN], &x->end);
    add_entry(x, v->truth[0], &x->truth);
    add_entry(x, v->truth[1], &x->truth);
  }
  for (int id = 0; id < VID__COUNT; id++)
    if (is_primitive(L, id))
      for (int i = 0; vocab_all[i]; i++) add_entry(x, vocab_all[i]->names[id], &x->prims);
  st_procs_all(L);   /* lib-logo read, for its names */
  for (int i = 0; vocab_all[i]; i++) {
    if (L->vocab != vocab_all[i]) lang_use(L, vocab_all[i]);
    add_library(L, &x->lib);
  }
  Names *all[] = { &x->prims, &x->lib, &x->ops, &x->start, &x->end, &x->truth };
  for (size_t i = 0; i < sizeof all / sizeof all[0]; i++) names_sort(all[i]);
}

/* }==================================================================== */

/* {====================================================================
 * Vim
 * ===================================================================== */

/* The words `syn keyword` takes as its own options: such a name is
 * matched as a pattern instead. */
static bool vim_option_word(const char *s)
{
  static const char *const opts[] = {
    "CCHAR", "CONCEAL", "CONCEALENDS", "CONTAINED", "CONTAINEDIN", "CONTAINS", "DISPLAY",
    "EXTEND", "FOLD", "NEXTGROUP", "ONELINE", "SKIPEMPTY", "SKIPNL", "SKIPWHITE",
    "TRANSPARENT", NULL
  };
  for (int i = 0; opts[i]; i++)
    if (strcmp(s, opts[i]) == 0) return true;
  return false;
}

static void vim_keywords(FILE *f, const char *group, const Names *s)
{
  int on_line = 0;
  for (size_t i = 0; i < s->n; i++) {
    if (vim_option_word(s->v[i])) {
      fprintf(f, "%ssyn match %s \"\\V\\<%s\\>\"\n", on_line ? "\n" : "", group, s->v[i]);
      on_line = 0;
      continue;
    }
    if (on_line == 0) fprintf(f, "syn keyword %s", group);
    fprintf(f, " %s", s->v[i]);
    if (++on_line == 8) {
      fputc('\n', f);
      on_line = 0;
    }
  }
  if (on_line) fputc('\n', f);
}

/* "POUR\|TO\|\.MACRO": the names as one Vim alternative. */
static void vim_alternatives(FILE *f, const Names *s)
{
  for (size_t i = 0; i < s->n; i++) {
    if (i) fputs("\\|", f);
    for (const char *c = s->v[i]; *c; c++) {
      if (*c == '.') fputc('\\', f);
      fputc(*c, f);
    }
  }
}

static void write_vim(const Lexicon *x, FILE *f)
{
  fputs("\" Vim syntax file\n"
        "\" Language: Logo de Tortue (vocabulaires français et anglais)\n"
        "\" Fait par « tortue --syntaxe=vim » depuis les tables de Tortue :\n"
        "\" ne pas modifier à la main.\n\n"
        "if exists(\"b:current_syntax\")\n  finish\nendif\n"
        "let s:cpo_save = &cpo\nset cpo&vim\n\n"
        "syn case ignore\nsyn iskeyword @,48-57,_,46,63,192-255\n\n", f);
  vim_keywords(f, "tortuePrimitive", &x->prims);
  vim_keywords(f, "tortueLibrary", &x->lib);
  vim_keywords(f, "tortueBoolean", &x->truth);
  fputs("\nsyn match tortueNumber \"\\<\\d\\+\\%(\\.\\d*\\)\\=\\%([eE][-+]\\=\\d\\+\\)\\=\\>\"\n"
        "syn match tortueOperator \"[-+*/=<>]\"\n"
        "syn match tortueBracket \"[][(){}]\"\n"
        "syn match tortueVariable \":[^ \\t\\[\\](){};\\\"]\\+\"\n"
        "syn match tortueWord +\"\\%(\\\\.\\|[^ \\t\\[\\](){};]\\)*+\n"
        "syn match tortueComment \";.*$\" contains=@Spell\n", f);
  fputs("syn match tortueDefine \"^\\s*\\%(", f);
  vim_alternatives(f, &x->start);
  fputs("\\)\\>\" nextgroup=tortueProcName skipwhite\n"
        "syn match tortueProcName \"[^ \\t\\[\\]();]\\+\" contained\n"
        "syn match tortueEnd \"^\\s*\\%(", f);
  vim_alternatives(f, &x->end);
  fputs("\\)\\>\"\n\n"
        "hi def link tortuePrimitive Statement\nhi def link tortueLibrary Function\n"
        "hi def link tortueBoolean Boolean\nhi def link tortueNumber Number\n"
        "hi def link tortueOperator Operator\nhi def link tortueBracket Delimiter\n"
        "hi def link tortueVariable Identifier\nhi def link tortueWord String\n"
        "hi def link tortueComment Comment\nhi def link tortueDefine Define\n"
        "hi def link tortueProcName Function\nhi def link tortueEnd Define\n\n"
        "let b:current_syntax = \"tortue\"\n"
        "let &cpo = s:cpo_save\nunlet s:cpo_save\n", f);
}

static void write_vim_detection(FILE *f)
{
  fputs("\" Les programmes de Tortue : .lgo et .lg\n"
        "\" Fait par « tortue --syntaxe=vim-detection » : ne pas modifier à la main.\n"
        "autocmd BufNewFile,BufRead *.lgo,*.lg set filetype=tortue\n", f);
}

/* }==================================================================== */

/* {====================================================================
 * TextMate (VS Code and the editors that read its grammars)
 * ===================================================================== */

/* The names as an Oniguruma alternative inside a JSON string: . and ?
 * escaped for the regex, the backslash escaped for JSON. */
static void tm_alternatives(FILE *f, const Names *s)
{
  for (size_t i = 0; i < s->n; i++) {
    if (i) fputc('|', f);
    for (const char *c = s->v[i]; *c; c++) {
      if (strchr(".?+*", *c)) fputs("\\\\", f);
      fputc(*c, f);
    }
  }
}

/* A name stands between the delimiters of Logo's reader. */
#define TM_BEFORE "(?<![^\\\\s\\\\[\\\\](){}])"
#define TM_AFTER "(?![^\\\\s\\\\[\\\\](){};])"

static void tm_names(FILE *f, const char *key, const char *scope, const Names *s, bool last)
{
  fprintf(f, "    \"%s\": {\n      \"name\": \"%s\",\n      \"match\": \"(?i)" TM_BEFORE "(?:",
          key, scope);
  tm_alternatives(f, s);
  fprintf(f, ")" TM_AFTER "\"\n    }%s\n", last ? "" : ",");
}

static void write_textmate(const Lexicon *x, FILE *f)
{
  fputs("{\n  \"name\": \"Tortue (Logo)\",\n  \"scopeName\": \"source.logo.tortue\",\n"
        "  \"fileTypes\": [\"lgo\", \"lg\"],\n"
        "  \"comment\": \"Fait par « tortue --syntaxe=textmate » depuis les tables de Tortue : "
        "ne pas modifier à la main.\",\n  \"patterns\": [\n"
        "    { \"include\": \"#definition\" },\n    { \"include\": \"#code\" }\n  ],\n"
        "  \"repository\": {\n", f);
  fputs("    \"definition\": {\n      \"begin\": \"(?i)^\\\\s*(", f);
  tm_alternatives(f, &x->start);
  fputs(")" TM_AFTER "\\\\s*([^\\\\s\\\\[\\\\]();]+)?\",\n"
        "      \"beginCaptures\": {\n"
        "        \"1\": { \"name\": \"keyword.other.definition.logo\" },\n"
        "        \"2\": { \"name\": \"entity.name.function.logo\" }\n      },\n"
        "      \"end\": \"(?i)^\\\\s*(", f);
  tm_alternatives(f, &x->end);
  fputs(")" TM_AFTER "\",\n"
        "      \"endCaptures\": { \"1\": { \"name\": \"keyword.other.definition.logo\" } },\n"
        "      \"patterns\": [{ \"include\": \"#code\" }]\n    },\n"
        "    \"code\": {\n      \"patterns\": [\n", f);
  static const char *const parts[] = { "comment", "variable", "word", "number", "bracket",
                                        "operator", "boolean", "primitive", "library", NULL };
  for (int i = 0; parts[i]; i++)
    fprintf(f, "        { \"include\": \"#%s\" }%s\n", parts[i], parts[i + 1] ? "," : "");
  fputs("      ]\n    },\n"
        "    \"comment\": { \"name\": \"comment.line.semicolon.logo\", \"match\": \";.*$\" },\n"
        "    \"variable\": { \"name\": \"variable.other.logo\", "
        "\"match\": \":[^\\\\s\\\\[\\\\](){};\\\"]+\" },\n"
        "    \"word\": { \"name\": \"string.unquoted.logo\", "
        "\"match\": \"\\\"(?:\\\\\\\\.|[^\\\\s\\\\[\\\\](){};])*\" },\n"
        "    \"number\": { \"name\": \"constant.numeric.logo\", "
        "\"match\": \"" TM_BEFORE "-?\\\\d+(?:\\\\.\\\\d*)?(?:[eE][-+]?\\\\d+)?" TM_AFTER "\" },\n"
        "    \"bracket\": { \"name\": \"punctuation.section.list.logo\", "
        "\"match\": \"[\\\\[\\\\](){}]\" },\n", f);
  fputs("    \"operator\": { \"name\": \"keyword.operator.logo\", \"match\": \"[-+*/=<>]\" },\n", f);
  tm_names(f, "boolean", "constant.language.logo", &x->truth, false);
  tm_names(f, "primitive", "support.function.builtin.logo", &x->prims, false);
  tm_names(f, "library", "support.function.library.logo", &x->lib, true);
  fputs("  }\n}\n", f);
}

/* }==================================================================== */

/* {====================================================================
 * Emacs (a major mode: its font-lock keywords are regexp-opt of the lists)
 * ===================================================================== */

static void el_list(FILE *f, const char *name, const char *doc, const Names *s)
{
  fprintf(f, "(defconst %s\n  '(", name);
  for (size_t i = 0; i < s->n; i++)
    fprintf(f, "%s\"%s\"", i == 0 ? "" : i % 6 == 0 ? "\n    " : " ", s->v[i]);
  fprintf(f, ")\n  \"%s\")\n\n", doc);
}

static void write_emacs(const Lexicon *x, FILE *f)
{
  fputs(";;; tortue-mode.el --- Logo de Tortue : coloration syntaxique  -*- lexical-binding: t -*-\n\n"
        ";; Fait par « tortue --syntaxe=emacs » depuis les tables de Tortue :\n"
        ";; ne pas modifier à la main.\n\n;;; Commentary:\n\n"
        ";; Les programmes de Tortue (.lgo, .lg) : primitives et noms courts des\n"
        ";; vocabulaires français et anglais, procédures de la bibliothèque,\n"
        ";; :variables, \"mots, crochets, commentaires, blocs POUR/FIN et TO/END.\n\n"
        ";;; Code:\n\n", f);
  el_list(f, "tortue-primitives", "Les primitives de Tortue, dans ses deux vocabulaires.", &x->prims);
  el_list(f, "tortue-bibliotheque", "Les procédures de la bibliothèque de Tortue.", &x->lib);
  el_list(f, "tortue-booleens", "Les mots vrai et faux.", &x->truth);
  el_list(f, "tortue-debuts", "Les mots qui commencent une définition.", &x->start);
  el_list(f, "tortue-fins", "Les mots qui finissent une définition.", &x->end);
  fputs("(defvar tortue-mode-syntax-table\n  (let ((table (make-syntax-table)))\n"
        "    (modify-syntax-entry ?\\; \"<\" table)\n    (modify-syntax-entry ?\\n \">\" table)\n"
        "    (modify-syntax-entry ?\\\" \"'\" table)\n    (modify-syntax-entry ?: \"'\" table)\n"
        "    (modify-syntax-entry ?\\\\ \"\\\\\" table)\n"
        "    (modify-syntax-entry ?\\[ \"(]\" table)\n    (modify-syntax-entry ?\\] \")[\" table)\n"
        "    (dolist (c '(?. ?? ?_)) (modify-syntax-entry c \"_\" table))\n"
        "    (dolist (c '(?+ ?- ?* ?/ ?= ?< ?>)) (modify-syntax-entry c \".\" table))\n"
        "    table)\n  \"Table de syntaxe du mode Tortue.\")\n\n", f);
  fputs("(defun tortue--noms (noms)\n  \"Une expression rationnelle qui trouve les NOMS entiers.\"\n"
        "  (concat \"\\\\_<\" (regexp-opt noms t) \"\\\\_>\"))\n\n"
        "(defconst tortue-font-lock-keywords\n"
        "  `((,(concat \"^[ \\t]*\" (regexp-opt tortue-debuts t) \"\\\\_>[ \\t]*\\\\([^][ \\t\\n();]+\\\\)?\")\n"
        "     (1 font-lock-keyword-face) (2 font-lock-function-name-face nil t))\n"
        "    (,(concat \"^[ \\t]*\" (regexp-opt tortue-fins t) \"\\\\_>\") 1 font-lock-keyword-face)\n"
        "    (\"\\\"\\\\(?:\\\\\\\\.\\\\|[^][ \\t\\n(){};]\\\\)*\" . font-lock-string-face)\n"
        "    (\":[^][ \\t\\n(){};\\\"]+\" . font-lock-variable-name-face)\n"
        "    (,(tortue--noms tortue-booleens) 1 font-lock-constant-face)\n"
        "    (,(tortue--noms tortue-primitives) 1 font-lock-builtin-face)\n"
        "    (,(tortue--noms tortue-bibliotheque) 1 font-lock-function-name-face)\n"
        "    (\"\\\\_<-?[0-9]+\\\\(?:\\\\.[0-9]*\\\\)?\\\\(?:[eE][-+]?[0-9]+\\\\)?\\\\_>\" . font-lock-constant-face))\n"
        "  \"Ce que le mode Tortue colore, majuscules et minuscules confondues.\")\n\n", f);
  fputs(";;;###autoload\n(define-derived-mode tortue-mode prog-mode \"Tortue\"\n"
        "  \"Mode majeur pour les programmes Logo de Tortue.\"\n"
        "  :syntax-table tortue-mode-syntax-table\n"
        "  (setq-local comment-start \"; \")\n  (setq-local comment-start-skip \";+[ \\t]*\")\n"
        "  (setq-local font-lock-defaults '(tortue-font-lock-keywords nil t)))\n\n"
        ";;;###autoload\n(add-to-list 'auto-mode-alist '(\"\\\\.lgo?\\\\'\" . tortue-mode))\n\n"
        "(provide 'tortue-mode)\n;;; tortue-mode.el ends here\n", f);
}

/* }==================================================================== */

bool eds_write(LgState *L, const char *format, FILE *f)
{
  static const char *const formats[] = { "vim", "vim-detection", "textmate", "emacs", NULL };
  int which = 0;
  while (formats[which] && strcmp(formats[which], format) != 0) which++;
  if (!formats[which]) {
    fprintf(stderr,
            "tortue : --syntaxe demande vim, vim-detection, textmate ou emacs, pas « %s »\n",
            format);
    return false;
  }
  Lexicon x;
  memset(&x, 0, sizeof x);
  collect(L, &x);
  if (which == 0) write_vim(&x, f);
  else if (which == 1) write_vim_detection(f);
  else if (which == 2) write_textmate(&x, f);
  else write_emacs(&x, f);
  return fflush(f) == 0;
}
