/* check_traduis.c -- TRADUIS's promise on generated programs: translated
 * into the other language and back, a program is itself, byte for byte,
 * and the translation prints what the original prints.
 *
 * Each program is made from the vocabulary tables by a seeded generator:
 * procedures whose names are taken from both vocabularies (primitives of
 * either language, their forms with one or two final '_', keywords like
 * TO, END or POUR, in any case, sometimes with an accent) beside plain
 * ones, calling one another directly, in parentheses, inside the lists
 * REPETE, SI and EXECUTE run (and calling procedures defined nowhere, on
 * lines never run), and named as data for PROCEDURE?, TRACE and
 * FINTRACE; primitives written under any of their names (French names
 * that have no English counterpart of their own excepted: the test of
 * their list is below) in small letters, capitals or with a capital.
 * LANGUE is checked on the same programs: there and back, the workspace
 * has the same procedures, with the same texts. */
#include <config.h>

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check_util.h"
#include "error.h"
#include "mem.h"
#include "print.h"
#include "proc.h"
#include "state.h"
#include "translate.h"
#include "vocab.h"
#include "word.h"

#define PROGRAMS 250   /* in each direction */
#define MAX_PROCS 7
/* README.md lists them too */
#define FRENCH_NOT_BACK                                                                    \
  "REPETETJS POURTOUJOURS ARRETE RENDS EXEC BYE PREM DER MP MD CAR UNICODE FINFICHIER? FF? " \
  "FLUXOUVERTS DIFF PROD DIVISE DIV MOD ENT RAC ABSOLUE SINUS COSINUS ATAN INF? INFP SUP? " \
  "SUPP INFERIEUREGAL? SUPERIEUREGAL? SOIT VAR? VARIABLE? DPROP RPROP EFPROP EPROP LPROP "  \
  "LPROPS PROCS NOMS VARS EFFACEPROCEDURE EFP EFV DEF DEFINITION PROC? PRIM? EDTOUT SUIVI " \
  "FINSUIVI STOPTRACE DROITE GAUCHE FPOS FTC FTP FIXEPOLICE BC? FFORME RF .DEFINISMACRO"

typedef struct Gen {
  uint64_t seed;
  LgState *L;
  const Vocab *src;
  Buf b;
  int nprocs;
  char names[MAX_PROCS][80];
  bool input[MAX_PROCS];
} Gen;

static uint32_t rnd(Gen *g, uint32_t n)
{
  g->seed ^= g->seed << 13;
  g->seed ^= g->seed >> 7;
  g->seed ^= g->seed << 17;
  return (uint32_t)(g->seed % n);
}

static int count_names(const Vocab *v, VocabId id)
{
  int n = 0;
  for (const char *s = vocab_names(v, id); *s; n++) {
    s += strcspn(s, " ");
    while (*s == ' ') s++;
  }
  return n;
}

/* Name of rank r of id in v, into out. */
static void nth(const Vocab *v, VocabId id, int r, char *out, size_t cap)
{
  const char *s = vocab_names(v, id);
  for (int i = 0; i < r; i++) {
    s += strcspn(s, " ");
    while (*s == ' ') s++;
  }
  size_t n = strcspn(s, " ");
  ck_assert_uint_lt(n, cap);
  memcpy(out, s, n);
  out[n] = '\0';
}

/* The rank of the name at p among id's names in v. */
static int rank_of(const Vocab *v, VocabId id, const char *p)
{
  int r = 0;
  for (const char *s = vocab_names(v, id); s != p; r++) {
    s += strcspn(s, " ");
    while (*s == ' ') s++;
  }
  return r;
}

/* Whether the name of rank r of id in v comes back from the other
 * vocabulary as itself (tr_counterpart both ways). */
static bool comes_back(const Vocab *v, VocabId id, int r)
{
  size_t n, tn, bn;
  char name[64];
  nth(v, id, r, name, sizeof name);
  n = strlen(name);
  const Vocab *o = vocab_other(v);
  const char *t = tr_counterpart(v, o, id, r, &tn);
  const char *back = tr_counterpart(o, v, id, rank_of(o, id, t), &bn);
  return bn == n && memcmp(back, name, n) == 0;
}

/* The case the generator writes a primitive in: the three styles whose
 * translation keeps them. */
static void style(Gen *g, char *s, int how)
{
  for (size_t i = 0; s[i]; i++) {
    bool small = how == 1 || (how == 2 && i > 0);
    if (small && s[i] >= 'A' && s[i] <= 'Z') s[i] = (char)(s[i] - 'A' + 'a');
  }
  (void)g;
}

/* A name of primitive id in the program's language. */
static void prim(Gen *g, VocabId id)
{
  char name[64];
  int r;
  do r = (int)rnd(g, (uint32_t)count_names(g->src, id));
  while (!comes_back(g->src, id, r));
  nth(g->src, id, r, name, sizeof name);
  style(g, name, (int)rnd(g, 3));
  buf_adds(&g->b, name);
}

static bool name_chars_ok(const char *s)
{
  if (!((s[0] >= 'A' && s[0] <= 'Z') || (s[0] >= 'a' && s[0] <= 'z') || s[0] == '.'))
    return false;
  for (size_t i = 0; s[i]; i++) {
    char c = s[i];
    bool ok = (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') ||
              c == '.' || c == '_' || c == '?';
    if (!ok) return false;
  }
  return true;
}

/* A user's name made from the tables: a primitive's or keyword's name of
 * either language (or a plain one), with 0 to 2 final '_', in any case,
 * sometimes with an É; never a name of the program's own language. */
static void user_name(Gen *g, char *out)
{
  for (;;) {
    char base[64];
    bool chain = g->nprocs > 0 && rnd(g, 2) == 0;
    if (chain) {   /* a chain: another's name, a '_' more or less */
      snprintf(base, sizeof base, "%s", g->names[rnd(g, (uint32_t)g->nprocs)]);
      size_t n = strlen(base);
      if (rnd(g, 2) == 0 && n > 1 && base[n - 1] == '_') base[n - 1] = '\0';
      else if (n < 60) strcat(base, "_");
    } else if (rnd(g, 6) == 0) {
      snprintf(base, sizeof base, "proc%u", rnd(g, 100));
    } else {
      const Vocab *v = vocab_all[rnd(g, 2)];
      VocabId id = (VocabId)rnd(g, VID__COUNT);
      nth(v, id, (int)rnd(g, (uint32_t)count_names(v, id)), base, sizeof base);
    }
    if (!name_chars_ok(base)) continue;
    size_t n = strlen(base);
    for (uint32_t k = chain ? 0 : rnd(g, 3); k > 0; k--) base[n++] = '_';
    base[n] = '\0';
    for (size_t i = 0; i < n; i++) {   /* any case, letter by letter */
      uint32_t c = rnd(g, 3);
      if (c == 1 && base[i] >= 'A' && base[i] <= 'Z') base[i] = (char)(base[i] - 'A' + 'a');
      if (c == 2 && base[i] >= 'a' && base[i] <= 'z') base[i] = (char)(base[i] - 'a' + 'A');
    }
    if ((base[0] == 'E' || base[0] == 'e') && rnd(g, 5) == 0)
      snprintf(out, 80, "%s%s", base[0] == 'E' ? "\xC3\x89" : "\xC3\xA9", base + 1);
    else
      snprintf(out, 80, "%s", base);
    if (tr_reserved(g->L, g->src, out, strlen(out))) continue;
    bool taken = false;
    for (int i = 0; i < g->nprocs; i++) {
      char a[200], b[200];
      word_fold(out, strlen(out), true, a);
      word_fold(g->names[i], strlen(g->names[i]), true, b);
      taken = taken || strcmp(a, b) == 0;
    }
    if (!taken) return;
  }
}

/* A call of procedure j (an input when it takes one), from a procedure
 * with an input :x or not. */
static void call(Gen *g, int j, bool x)
{
  bool paren = rnd(g, 4) == 0;
  if (paren) buf_addc(&g->b, '(');
  buf_adds(&g->b, g->names[j]);
  if (g->input[j]) {
    uint32_t k = rnd(g, x ? 4 : 3);
    if (k == 0) buf_adds(&g->b, " 3");
    if (k == 1) { buf_addc(&g->b, ' '); prim(g, VID_SOMME); buf_adds(&g->b, " 1 2"); }
    if (k == 2) { buf_adds(&g->b, " ("); prim(g, VID_PREMIER); buf_adds(&g->b, " [4 5])"); }
    if (k == 3) buf_adds(&g->b, " :x - 1");
  }
  if (paren) buf_addc(&g->b, ')');
}

/* One instruction line of procedure i's body (or of the top level, i < 0):
 * printing, or calling a procedure defined before it. */
static void instruction(Gen *g, int i)
{
  bool x = i >= 0 && g->input[i];
  int callable = i < 0 ? g->nprocs : i;
  uint32_t k = rnd(g, callable > 0 ? 15 : 8);
  int j = callable > 0 ? (int)rnd(g, (uint32_t)callable) : 0;
  switch (k) {
  case 0: prim(g, VID_ECRIS); buf_addc(&g->b, ' '); prim(g, VID_SOMME); buf_adds(&g->b, x ? " :x 3" : " 2 3"); break;
  case 1: prim(g, VID_MONTRE); buf_addc(&g->b, ' '); prim(g, VID_PHRASE); buf_adds(&g->b, " \"a [b c]"); break;
  case 2: buf_addc(&g->b, '('); prim(g, VID_ECRIS); buf_adds(&g->b, " \"a \"b "); prim(g, VID_COMPTE); buf_adds(&g->b, " [x y z])"); break;
  case 3: prim(g, VID_MONTRE); buf_addc(&g->b, ' '); prim(g, VID_LISTE); buf_adds(&g->b, x ? " :x 2" : " 1 2"); break;
  case 4: prim(g, VID_TAPE); buf_adds(&g->b, " \"t "); prim(g, VID_ECRIS); buf_addc(&g->b, ' '); prim(g, VID_MOT); buf_adds(&g->b, " \"ab \"cd"); break;
  case 5: prim(g, VID_SI); buf_adds(&g->b, " 1 < 2 ["); prim(g, VID_MONTRE); buf_addc(&g->b, ' '); prim(g, VID_SAUFPREMIER); buf_adds(&g->b, " [1 2 3]]"); break;
  case 6: prim(g, VID_DONNE); buf_adds(&g->b, " \"v 5 "); prim(g, VID_ECRIS); buf_addc(&g->b, ' '); prim(g, VID_CHOSE); buf_adds(&g->b, " \"v"); break;
  case 7: buf_adds(&g->b, "; "); prim(g, VID_ECRIS); buf_adds(&g->b, " TO END POUR FIN print_ ecris__"); break;
  case 8: case 9: call(g, j, x); break;
  case 10: prim(g, VID_REPETE); buf_adds(&g->b, " 2 ["); call(g, j, x); buf_addc(&g->b, ']'); break;
  case 11: prim(g, VID_SISINON); buf_adds(&g->b, " 2 < 1 ["); prim(g, VID_ECRIS); buf_adds(&g->b, " 0] ["); call(g, j, x); buf_addc(&g->b, ']'); break;
  case 12: prim(g, VID_EXECUTE); buf_adds(&g->b, " ["); call(g, j, x); buf_addc(&g->b, ']'); break;
  case 13: {   /* a procedure called but never defined, on a line never run */
    char other[80];
    user_name(g, other);
    prim(g, VID_SI);
    buf_adds(&g->b, " 2 < 1 [");
    buf_adds(&g->b, other);
    buf_adds(&g->b, "]");
    break;
  }
  default:
    prim(g, VID_SI); buf_addc(&g->b, ' '); prim(g, VID_PROCEDURE_P); buf_adds(&g->b, " \"");
    buf_adds(&g->b, g->names[j]); buf_adds(&g->b, " ["); prim(g, VID_TRACE); buf_adds(&g->b, " \"");
    buf_adds(&g->b, g->names[j]); buf_addc(&g->b, ' '); prim(g, VID_FINTRACE); buf_adds(&g->b, " [");
    buf_adds(&g->b, g->names[j]); buf_adds(&g->b, "] "); prim(g, VID_ECRIS); buf_adds(&g->b, " \"oui]");
  }
  buf_addc(&g->b, '\n');
}

static void keyword(Gen *g, VocabId id)
{
  char name[64];
  nth(g->src, id, 0, name, sizeof name);
  style(g, name, (int)rnd(g, 3));
  buf_adds(&g->b, name);
}

/* A program of 1 to MAX_PROCS procedures, then calls of them. */
static const char *program(Gen *g)
{
  buf_init(&g->b);
  buf_adds(&g->b, "");
  int n = 1 + (int)rnd(g, MAX_PROCS);
  g->nprocs = 0;
  for (int i = 0; i < n; i++) {
    user_name(g, g->names[i]);
    g->input[i] = rnd(g, 2) == 0;
    g->nprocs = i + 1;
    keyword(g, VID_POUR);
    buf_addc(&g->b, ' ');
    buf_adds(&g->b, g->names[i]);
    buf_adds(&g->b, g->input[i] ? " :x\n" : "\n");
    for (int k = 1 + (int)rnd(g, 3); k > 0; k--) instruction(g, i);
    keyword(g, VID_FIN);
    buf_addc(&g->b, '\n');
  }
  for (int k = 1 + (int)rnd(g, 4); k > 0; k--) instruction(g, -1);
  prim(g, VID_ECRIS);   /* something printed, whatever came before */
  buf_adds(&g->b, " \"fin\n");
  return g->b.s;
}

static Run run_in(const Vocab *v, const char *src)
{
  LgState *L = new_state();
  if (v != &vocab_fr) lang_use(L, v);
  return run_text(L, src);
}

static void check_program(LgState *L, const Vocab *src, const char *prog, uint64_t seed)
{
  const Vocab *dst = vocab_other(src);
  size_t n, m;
  char *there = tr_text(L, src, dst, prog, strlen(prog), &n, NULL);
  char *back = tr_text(L, dst, src, there, n, &m, NULL);
  ck_assert_msg(m == strlen(prog) && memcmp(back, prog, m) == 0,
                "seed %llu, from %s: there and back differs\n--- original\n%s--- there\n%s"
                "--- back\n%s", (unsigned long long)seed, src->lang, prog, there, back);
  Run a = run_in(src, prog), b = run_in(dst, there);
  ck_assert_msg(*a.err == '\0', "seed %llu: the original fails: %s\n%s", (unsigned long long)seed,
                a.err, prog);
  ck_assert_msg(strcmp(a.out, b.out) == 0 && strcmp(a.err, b.err) == 0,
                "seed %llu: the translation prints otherwise\n--- original\n%s--- translated\n%s"
                "--- printed\n%s--- and\n%s%s", (unsigned long long)seed, prog, there, a.out,
                b.out, b.err);
  ck_assert_uint_gt(strlen(a.out), 0);
}

static void programs_from(const Vocab *src, uint64_t first)
{
  LgState *L = new_state();
  for (uint64_t s = first; s < first + PROGRAMS; s++) {
    Gen g = { s * 2654435761u + 1, L, src, { 0 }, 0, { { 0 } }, { 0 } };
    check_program(L, src, program(&g), s);
  }
}

static int by_text(const void *a, const void *b)
{
  return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The texts of the user's procedures, sorted, one after the other; their
 * number in *count. */
static char *workspace(LgState *L, int *count)
{
  char *texts[MAX_PROCS + 1];
  int n = 0;
  for (Node *p = L->defined; p != NIL; p = CDR(p)) {
    Proc *proc = word_symbol(&L->syms, CAR(p))->proc;
    ck_assert_int_lt(n, MAX_PROCS + 1);
    Buf b;
    buf_init(&b);
    ws_proc_text(L, proc, &b);
    texts[n++] = b.s;
  }
  qsort(texts, (size_t)n, sizeof texts[0], by_text);
  Buf all;
  buf_init(&all);
  buf_adds(&all, "");
  for (int i = 0; i < n; i++) buf_adds(&all, texts[i]);
  *count = n;
  return all.s;
}

/* LANGUE into the other language and back gives the same procedures,
 * none lost, and they print what they printed; in the other language, a
 * name that is none of its names is kept. */
static void check_langue(const Gen *g, const char *prog, uint64_t seed)
{
  const Vocab *src = g->src;
  LgState *L = new_state();
  if (src != &vocab_fr) lang_use(L, src);
  Run first = run_text(L, prog);
  int n0, n1, n2;
  char *before = workspace(L, &n0);
  run_text(L, src == &vocab_fr ? "LANGUE \"en" : "LANGUE \"fr");
  workspace(L, &n1);
  for (int i = 0; i < g->nprocs; i++) {
    const char *s = g->names[i];
    Symbol *sym = word_find(&L->syms, s, strlen(s));
    ck_assert_msg(tr_reserved(L, vocab_other(src), s, strlen(s)) || (sym && sym->proc),
                  "seed %llu: %s lost its name\n%s", (unsigned long long)seed, s, prog);
  }
  run_text(L, src == &vocab_fr ? "LANGUE \"fr" : "LANGUE \"en");
  char *after = workspace(L, &n2);
  ck_assert_msg(n0 == n1 && n1 == n2, "seed %llu: %d, %d then %d procedures\n%s",
                (unsigned long long)seed, n0, n1, n2, prog);
  ck_assert_msg(strcmp(before, after) == 0, "seed %llu: LANGUE there and back\n--- before\n%s"
                "--- after\n%s", (unsigned long long)seed, before, after);
  ck_assert_str_eq(run_text(L, prog).out, first.out);
}

START_TEST(test_generated_langue)
{
  LgState *L = new_state();
  for (uint64_t s = 1; s < 1 + PROGRAMS; s++) {
    const Vocab *src = vocab_all[s % 2];
    Gen g = { s * 2654435761u + 7, L, src, { 0 }, 0, { { 0 } }, { 0 } };
    check_langue(&g, program(&g), s);
  }
}
END_TEST

START_TEST(test_generated_from_english)
{
  programs_from(&vocab_en, 1);
}
END_TEST

START_TEST(test_generated_from_french)
{
  programs_from(&vocab_fr, 100001);
}
END_TEST

/* The names of clashes, each its own way: the rule's chains, both ways. */
START_TEST(test_rule_on_names)
{
  LgState *L = new_state();
  static const struct { const char *from, *text, *want; } cases[] = {
    { "en", "to av_\nend\nto av\nend\nav av_\n", "pour av__\nfin\npour av_\nfin\nav_ av__\n" },
    { "en", "to ecris_\nend\necris_\n", "pour ecris__\nfin\necris__\n" },
    { "fr", "POUR print_\nFIN\nprint_\n", "TO print__\nEND\nprint__\n" },
    { "fr", "POUR ecris_\nFIN\necris_\n", "TO ecris\nEND\necris\n" },
    { "fr", "POUR _\nFIN\nPOUR __\nFIN\n_ __\n", "TO _\nEND\nTO __\nEND\n_ __\n" },
    { "en", "to fin\nend\nfin\n", "pour fin_\nfin\nfin_\n" },
    /* a name called but defined elsewhere follows the same rule */
    { "en", "av 3\n", "av_ 3\n" },
  };
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
    const Vocab *from = vocab_by_lang(cases[i].from, 2);
    size_t n;
    char *out = tr_text(L, from, vocab_other(from), cases[i].text, strlen(cases[i].text), &n, NULL);
    ck_assert_str_eq(out, cases[i].want);
  }
}
END_TEST

/* The French names that come back from English as another name (they
 * have no English counterpart of their own): README.md lists them. */
START_TEST(test_french_names_not_coming_back)
{
  Buf b;
  buf_init(&b);
  buf_adds(&b, "");
  for (int id = 0; id < VID__COUNT; id++)
    for (int r = 0; r < count_names(&vocab_fr, (VocabId)id); r++)
      if (!comes_back(&vocab_fr, (VocabId)id, r)) {
        char name[64];
        nth(&vocab_fr, (VocabId)id, r, name, sizeof name);
        buf_adds(&b, b.n > 0 ? " " : "");
        buf_adds(&b, name);
      }
  ck_assert_str_eq(b.s, FRENCH_NOT_BACK);
}
END_TEST

typedef struct Deep {
  const char *src;
  char *out;
} Deep;

static void translate_deep(LgState *L, void *ud)
{
  Deep *d = ud;
  size_t n;
  d->out = tr_text(L, &vocab_fr, &vocab_en, d->src, strlen(d->src), &n, NULL);
}

/* A call nested deeper than the C stack allows: "Pile pleine", as running
 * says, and no crash. */
START_TEST(test_deep_nesting)
{
  char here;
  LgState *L = new_state();
  set_stack_budget(L, &here, 256 * 1024);
  Buf b;
  buf_init(&b);
  buf_adds(&b, "EC");
  for (int i = 0; i < 200000; i++) buf_adds(&b, " SOMME 1");
  buf_adds(&b, " 0\n");
  Deep d = { b.s, NULL };
  ck_assert_int_ne(err_pcall(L, translate_deep, &d), 0);
  ck_assert_int_eq(last_code(L), ERR_C_STACK);
  ck_assert_ptr_null(d.out);
}
END_TEST

Suite *traduis_suite(void)
{
  Suite *s = suite_create("traduis");
  TCase *tc = tcase_create("generated");
  tcase_set_timeout(tc, 120);
  tcase_add_test(tc, test_rule_on_names);
  tcase_add_test(tc, test_deep_nesting);
  tcase_add_test(tc, test_french_names_not_coming_back);
  tcase_add_test(tc, test_generated_from_english);
  tcase_add_test(tc, test_generated_from_french);
  tcase_add_test(tc, test_generated_langue);
  suite_add_tcase(s, tc);
  return s;
}
