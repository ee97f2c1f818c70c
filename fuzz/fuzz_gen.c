/* fuzz_gen.c -- a generator of random, well-formed Logo programs, run with
 * the same protections as fuzz_eval (step budget, CPU deadline acting like
 * Ctrl-C, heap cap, no real editor) plus a scratch directory and guards on
 * the primitives that touch files.
 *
 * The procedures it calls come from the live table: every primitive
 * registered in a fresh state, with its arities, so a new primitive is
 * called as soon as it is registered. Primitives whose inputs must have a
 * shape (instruction lists, a variable name, a file name) get it from its
 * table row (PrimEntry.shape); the others get any expression.
 *
 * Two drivers, one binary:
 *   - libFuzzer: the fuzzer's bytes are the generator's choices (a choice
 *     past the end of the bytes is 0, always the simplest one), so coverage
 *     guides the generator;
 *   - standalone: fuzz_gen --seed N [--count K] [--print] [--avoid-known]
 *     runs (or prints) the programs of seeds N .. N+K-1 drawn from a PRNG;
 *     fuzz_gen --print-input FILE prints the program a fuzzer input makes;
 *     fuzz_gen [--show] --run FILE runs a Logo file under the protections.
 * --avoid-known (or TORTUE_GEN_AVOID_KNOWN=1 under libFuzzer) keeps away
 * from the crash classes already being fixed (see FUZZING.md). */
#include <config.h>

#include <errno.h>
#include <strings.h>
#include <limits.h>
#include <stdarg.h>
#include <stdint.h>
#include <sys/stat.h>
#include <unistd.h>

#include "fuzz_common.h"
#include "node.h"
#include "prim.h"
#include "proc.h"
#include "workspace.h"

#define FUZZ_STEPS 2000       /* a line's steps (fuzz_eval's for a whole input) */
#define FUZZ_LINE_MS 50       /* a line's CPU deadline */
#define GEN_SOFT_LEN 6000     /* past this, only atoms and no new lines */
#define GEN_CAP (GEN_SOFT_LEN + 4096)
#define GEN_MAX_DEPTH 5
#define GEN_MAX_PRIMS 1024
#define GEN_MAX_USER 4

/* {====================================================================
 * Choices: fuzzer bytes or a PRNG
 * ===================================================================== */

typedef struct Gen {
  const uint8_t *data;        /* fuzzer bytes, or NULL: the PRNG */
  size_t size, pos;
  uint64_t rng;
  char out[GEN_CAP];
  size_t len;
  int depth;
  bool avoid_known;
  int nuser;                  /* user procedures defined so far */
  int user_nargs[GEN_MAX_USER];
  int cur_user;               /* the procedure being defined, -1 at top */
} Gen;

static uint64_t splitmix(uint64_t *s)
{
  uint64_t z = (*s += 0x9e3779b97f4a7c15ULL);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

/* A choice in [0, n): 0 once the fuzzer's bytes are used up. */
static unsigned pick(Gen *g, unsigned n)
{
  if (n <= 1) return 0;
  if (g->data == NULL) return (unsigned)(splitmix(&g->rng) % n);
  if (g->pos >= g->size) return 0;
  unsigned v = g->data[g->pos++];
  if (n > 256 && g->pos < g->size) v = (v << 8) | g->data[g->pos++];
  return v % n;
}

/* True one time in n (never once the bytes are used up). */
static bool one_in(Gen *g, unsigned n)
{
  return pick(g, n) == 1 % n && n > 1;
}

static bool full(const Gen *g)
{
  return g->len >= GEN_SOFT_LEN;
}

static void emit(Gen *g, const char *s)
{
  size_t n = strlen(s);
  if (g->len + n >= GEN_CAP) return;   /* never: SOFT_LEN leaves room */
  memcpy(g->out + g->len, s, n);
  g->len += n;
  g->out[g->len] = '\0';
}

static void emitf(Gen *g, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void emitf(Gen *g, const char *fmt, ...)
{
  char tmp[256];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(tmp, sizeof tmp, fmt, ap);
  va_end(ap);
  emit(g, tmp);
}

/* }==================================================================== */

/* {====================================================================
 * The primitive table, read from a live state
 * ===================================================================== */

typedef struct GenPrim {
  const char *name;
  char row[32];               /* the first name of its table row */
  int min, def, max;
  bool ctl, infix;
  const char *shape;          /* its row's, or NULL: any expressions */
} GenPrim;

/* What never runs, and why (FUZZING.md has the same table). */
static const char *const EXCLUDED[] = {
  "EDITE",       /* shell-out: runs $VISUAL through the shell */
  "EDITETOUT",   /* the same */
  "AUREVOIR",    /* ends the program: what follows would never run */
  "LANGUE",      /* registers the primitives again: the guards below would be lost */
  "TRADUIS",     /* writes its second input, a file the guards do not check */
  "SHELL",       /* runs its input through the shell */
  "EDITFILE", "EDV", "EDLP", "EDVS", "EDLPS", "EDPS",   /* EDITE's editor */
  "SETEDITOR", "SETTEMPLOC",   /* change the editor and the temporary directory */
  "SAUVEL",      /* writes its second input, a file the guards do not check */
  "COPIEECRAN",  /* writes a file of any name */
  "FIXEPREFIXE", /* would send the guarded file names to another directory */
  NULL
};

/* The crash classes being fixed elsewhere: left out under --avoid-known. */
static const char *const KNOWN[] = {
  "SAUFPREMIER", "SAUFDERNIER", "DERNIER", "CONFLITS",
  "PREMIER", "PREMIERS", "SAUFPREMIERS",   /* the same on arrays, by other paths */
  NULL
};

/* Input shapes, one letter an input, as the primitives' rows give them
 * (PrimEntry.shape, prim.h):
 *   e any expression   n a small count   b a truth value   i instructions
 *   c [condition]      f [var from to step]   w "variable   t "tag
 *   F a file name of the scratch directory   l a list   a an array size
 *   N a number (HASARD: small under --avoid-known)
 *   D a drawing's file name of the scratch directory (by its extension,
 *     a format or none)   P a sheet of paper (SAUVEDESSIN's) */

static GenPrim prims[GEN_MAX_PRIMS];
static int nprims;

static bool in_list(const char *const *list, const char *name)
{
  for (int i = 0; list[i]; i++)
    if (strcmp(list[i], name) == 0) return true;
  return false;
}

/* The first name of a row ("PREMIER PREM" -> "PREMIER"), in buf. */
static const char *first_name(const char *names, char *buf, size_t cap)
{
  size_t n = strcspn(names, " ");
  if (n >= cap) n = cap - 1;
  memcpy(buf, names, n);
  buf[n] = '\0';
  return buf;
}

static void add_prim(LgState *L, Proc *p)
{
  char row[64];
  first_name(p->names, row, sizeof row);
  if (in_list(EXCLUDED, row) || nprims >= GEN_MAX_PRIMS) return;
  GenPrim *g = &prims[nprims++];
  g->name = p->name->name;
  snprintf(g->row, sizeof g->row, "%s", row);
  g->min = p->min_args;
  g->def = p->def_args;
  g->max = p->max_args;
  g->ctl = p->kind == PK_CTL;
  g->infix = p->prec != PREC_NONE;
  g->shape = prim_entry(L, (VocabId)p->id)->shape;
}

static int cmp_prim(const void *a, const void *b)
{
  return strcmp(((const GenPrim *)a)->name, ((const GenPrim *)b)->name);
}

/* Every name of every primitive of a fresh state (aliases too: each is
 * parsed on its own), sorted so that a seed means the same program on
 * every run. */
static void read_table(LgState *L)
{
  for (size_t b = 0; b < L->syms.size; b++)
    for (Symbol *s = L->syms.buckets[b]; s; s = s->next)
      if (s->proc && s->proc->kind != PK_USER) add_prim(L, s->proc);
  qsort(prims, (size_t)nprims, sizeof prims[0], cmp_prim);
}

/* }==================================================================== */

/* {====================================================================
 * Atoms: numbers, words, names
 * ===================================================================== */

static const char *const NUMBERS[] = {
  "0", "1", "-1", "2", "3", "10", "255", "0.5", "-0.5", "1.5", "3.14159",
  "100000", "2147483647", "2147483648", "-2147483649", "4294967296",
  "9007199254740993", "9223372036854775807", "-9223372036854775808",
  "9223372036854775808", "18446744073709551616", "1e308", "-1e308",
  "1e309", "4.9e-324", "1e-300", "-0", "0.1", "1e15", "123456789012",
  NULL
};

/* Words as they appear in a list (no quote) */
static const char *const WORDS[] = {
  "a", "x", "été", "ÇA", "Zoé", "mot", "VRAI", "FAUX", "a\\ b", "|x y|",
  "\\[", "\\]", "\\{", "||", "a|b c|d", "🐢", "-", "+", "?", "1e5x", "P1",
  "V1", "n'importe", "ab.cd", "\\;", "#", "@", "é\\ è", "_", "0x10", "NaN",
  "inf", "-inf", "1,5", NULL
};

static const char *const VARS[] = { "V1", "V2", "été", "N", "Liste", NULL };
static const char *const TAGS[] = { "t1", "t2", "ERREUR", "étiquette", NULL };
static const char *const FILES[] = { "f1", "f2.txt", "été.lgo", "sauve.lgo", NULL };
static const char *const DRAWINGS[] = { "dessin.svg", "dessin.png", "dessin.pdf", "f1", NULL };
static const char *const SHEETS[] = { "A4", "a4.PAYSAGE", "A3", NULL };

static int count(const char *const *list)
{
  int n = 0;
  while (list[n]) n++;
  return n;
}

static const char *choose(Gen *g, const char *const *list)
{
  return list[pick(g, (unsigned)count(list))];
}

static void gen_number(Gen *g)
{
  if (pick(g, 3) == 0) emitf(g, "%u", pick(g, 20));
  else emit(g, choose(g, NUMBERS));
}

static void gen_word(Gen *g)
{
  emit(g, "\"");
  if (one_in(g, 8)) return;            /* the empty word */
  emit(g, choose(g, WORDS));
}

/* A variable name: a global, or an input of the procedure being defined. */
static const char *var_name(Gen *g, char *buf)
{
  if (g->cur_user >= 0 && g->user_nargs[g->cur_user] > 0 && pick(g, 2) == 0) {
    sprintf(buf, "A%u", pick(g, (unsigned)g->user_nargs[g->cur_user]));
    return buf;
  }
  return choose(g, VARS);
}

static void gen_var(Gen *g)
{
  char buf[16];
  emitf(g, ":%s", var_name(g, buf));
}

/* }==================================================================== */

/* {====================================================================
 * Data: lists and arrays
 * ===================================================================== */

static void gen_items(Gen *g);

static void gen_item(Gen *g)
{
  switch (g->depth >= GEN_MAX_DEPTH || full(g) ? pick(g, 2) : pick(g, 5)) {
  case 0: gen_number(g); break;
  case 1: emit(g, choose(g, WORDS)); break;
  case 2: emit(g, "["); gen_items(g); emit(g, "]"); break;
  case 3: emit(g, "{"); gen_items(g); emit(g, "}"); break;
  default: gen_var(g); break;   /* :V inside a list is a word */
  }
}

static void gen_items(Gen *g)
{
  g->depth++;
  for (unsigned n = pick(g, 5); n > 0; n--) {
    gen_item(g);
    if (n > 1) emit(g, " ");
  }
  g->depth--;
}

static void gen_list(Gen *g)
{
  emit(g, "[");
  gen_items(g);
  emit(g, "]");
}

/* }==================================================================== */

/* {====================================================================
 * Expressions and instructions
 * ===================================================================== */

static void gen_expr(Gen *g);
static void gen_instrs(Gen *g);

static const GenPrim *random_prim(Gen *g, bool want_ctl)
{
  for (int tries = 0; tries < 8; tries++) {
    const GenPrim *p = &prims[pick(g, (unsigned)nprims)];
    if (p->infix || p->ctl != want_ctl) continue;
    if (g->avoid_known && in_list(KNOWN, p->row)) continue;
    return p;
  }
  return NULL;
}

static void gen_instr_list(Gen *g)
{
  /* a variable holding instructions: how EXECUTE :R recursion happens */
  if (!g->avoid_known && one_in(g, 10)) { gen_var(g); return; }
  emit(g, "[");
  gen_instrs(g);
  emit(g, "]");
}

static void gen_bool(Gen *g)
{
  static const char *const CMP[] = { "<", ">", "=", "<>", "<=", ">=", NULL };
  switch (pick(g, 4)) {
  case 0: emit(g, "VRAI"); break;
  case 1: gen_expr(g); emitf(g, " %s ", choose(g, CMP)); gen_expr(g); break;
  case 2: emit(g, "FAUX"); break;
  default: gen_expr(g); break;
  }
}

static void gen_for_spec(Gen *g)
{
  char buf[16];
  emitf(g, "[%s ", var_name(g, buf));
  gen_expr(g);
  emit(g, " ");
  gen_expr(g);
  if (pick(g, 2)) { emit(g, " "); gen_expr(g); }
  emit(g, "]");
}

static void gen_count(Gen *g, bool small)
{
  if (small || pick(g, 6) != 5) emitf(g, "%u", pick(g, 5));
  else gen_expr(g);
}

/* One input of the given shape letter. */
static void gen_input(Gen *g, char shape)
{
  char buf[16];
  switch (shape) {
  case 'n': gen_count(g, false); break;
  case 'N': gen_count(g, g->avoid_known); break;
  case 'a': gen_count(g, false); break;
  case 'b': gen_bool(g); break;
  case 'i': gen_instr_list(g); break;
  case 'c': emit(g, "["); gen_bool(g); emit(g, "]"); break;
  case 'f': gen_for_spec(g); break;
  case 'w': emitf(g, "\"%s", var_name(g, buf)); break;
  case 't': emitf(g, "\"%s", choose(g, TAGS)); break;
  case 'F': emitf(g, "\"%s", choose(g, FILES)); break;
  case 'D': emitf(g, "\"%s", choose(g, DRAWINGS)); break;
  case 'P': emitf(g, "\"%s", choose(g, SHEETS)); break;
  case 'l': if (pick(g, 2)) gen_list(g); else gen_expr(g); break;
  default: gen_expr(g); break;
  }
}

/* How many inputs: the default, or (in parentheses) from min to max. */
static int arg_count(Gen *g, const GenPrim *p, bool *parens)
{
  *parens = false;
  if (p->max == p->def && p->min == p->def) return p->def;
  if (pick(g, 3) != 2) return p->def;
  *parens = true;
  int hi = p->max < 0 ? p->min + 4 : p->max;
  return p->min + (int)pick(g, (unsigned)(hi - p->min + 1));
}

static void gen_call(Gen *g, const GenPrim *p)
{
  bool parens;
  int n = arg_count(g, p, &parens);
  emitf(g, parens ? "(%s" : "%s", p->name);
  g->depth++;
  for (int k = 0; k < n; k++) {
    emit(g, " ");
    size_t len = p->shape ? strlen(p->shape) : 0;
    gen_input(g, p->shape && len ? p->shape[k < (int)len ? k : (int)len - 1] : 'e');
  }
  g->depth--;
  if (parens) emit(g, ")");
}

static void gen_user_call(Gen *g)
{
  if (g->nuser == 0) { gen_number(g); return; }
  int u = (int)pick(g, (unsigned)g->nuser);
  emitf(g, "P%d", u);
  g->depth++;
  for (int k = 0; k < g->user_nargs[u]; k++) { emit(g, " "); gen_expr(g); }
  g->depth--;
}

/* An infix operator of the table (+ - * / < = ...). */
static const char *infix_name(Gen *g)
{
  for (int tries = 0; tries < 64; tries++) {
    const GenPrim *p = &prims[pick(g, (unsigned)nprims)];
    if (p->infix) return p->name;
  }
  return "+";
}

static void gen_infix(Gen *g)
{
  bool parens = pick(g, 2);
  if (parens) emit(g, "(");
  gen_expr(g);
  emitf(g, " %s ", infix_name(g));
  gen_expr(g);
  if (parens) emit(g, ")");
}

static void gen_prim_value(Gen *g)
{
  const GenPrim *p = random_prim(g, false);
  if (p) gen_call(g, p);
  else gen_number(g);
}

static void gen_expr(Gen *g)
{
  unsigned k = g->depth >= GEN_MAX_DEPTH || full(g) ? pick(g, 4) : pick(g, 11);
  g->depth++;
  switch (k) {
  case 0: gen_number(g); break;
  case 1: gen_word(g); break;
  case 2: gen_var(g); break;
  case 3: gen_list(g); break;
  case 4: case 5: case 6: gen_prim_value(g); break;
  case 7: gen_infix(g); break;
  case 8: emit(g, "{"); gen_items(g); emit(g, "}"); break;
  case 9: gen_user_call(g); break;
  default: emit(g, "(- "); gen_expr(g); emit(g, ")"); break;
  }
  g->depth--;
}

static void gen_instr(Gen *g)
{
  const GenPrim *p;
  char buf[16];
  switch (full(g) || g->depth >= GEN_MAX_DEPTH ? 0 : pick(g, 9)) {
  case 0: emit(g, "EC "); gen_expr(g); break;
  case 1: emitf(g, "DONNE \"%s ", var_name(g, buf)); gen_expr(g); break;
  case 2: case 3: case 4:
    if ((p = random_prim(g, true))) gen_call(g, p);
    else emit(g, "STOP");
    break;
  case 5: gen_user_call(g); break;
  case 6: emit(g, "MONTRE "); gen_expr(g); break;
  default: gen_prim_value(g); break;   /* may be "que faire de ..." */
  }
}

static void gen_some_instrs(Gen *g, unsigned at_least)
{
  g->depth++;
  for (unsigned n = at_least + pick(g, 4); n > 0; n--) {
    gen_instr(g);
    if (n > 1) emit(g, " ");
  }
  g->depth--;
}

static void gen_instrs(Gen *g)
{
  gen_some_instrs(g, 0);
}

/* }==================================================================== */

/* {====================================================================
 * Programs: procedures, then top-level lines
 * ===================================================================== */

/* A recursive procedure's base case on its first input. */
static void gen_base_case(Gen *g)
{
  if (g->user_nargs[g->cur_user] == 0) return;
  emit(g, pick(g, 2) ? "SI :A0 < 1 [STOP]\n" : "SI :A0 < 1 [RETOURNE 0]\n");
}

static void gen_self_call(Gen *g)
{
  int u = g->cur_user;
  emitf(g, pick(g, 2) ? "RETOURNE P%d" : "P%d", u);
  for (int k = 0; k < g->user_nargs[u]; k++) emitf(g, " (:A%d - 1)", k);
  emit(g, "\n");
}

static void gen_title(Gen *g, int u)
{
  emitf(g, "POUR P%d", u);
  for (int k = 0; k < g->user_nargs[u]; k++) emitf(g, " :A%d", k);
  if (one_in(g, 6)) emit(g, " [:OPT 5]");
  if (one_in(g, 8)) emit(g, " [:RESTE]");
  emit(g, "\n");
}

static void gen_procedure(Gen *g)
{
  int u = g->nuser++;
  g->user_nargs[u] = (int)pick(g, 3);
  g->cur_user = u;
  gen_title(g, u);
  if (pick(g, 2)) gen_base_case(g);
  for (unsigned n = 1 + pick(g, 4); n > 0 && !full(g); n--) {
    if (one_in(g, 5)) { emitf(g, "DONNELOCALE \"%s ", choose(g, VARS)); gen_expr(g); }
    else gen_some_instrs(g, 1);
    emit(g, "\n");
  }
  if (pick(g, 2)) gen_self_call(g);
  emit(g, "FIN\n");
  g->cur_user = -1;
}

static void gen_program(Gen *g)
{
  g->len = 0;
  g->out[0] = '\0';
  g->cur_user = -1;
  g->nuser = 0;
  for (unsigned n = pick(g, GEN_MAX_USER + 1); n > 0; n--) gen_procedure(g);
  for (unsigned n = 1 + pick(g, 8); n > 0 && !full(g); n--) {
    gen_some_instrs(g, 1);
    emit(g, "\n");
  }
}

/* }==================================================================== */

/* {====================================================================
 * Guards: what a generated program may do to the system
 * ===================================================================== */

/* A file name is confined when it is a plain name: no directory part, no
 * "." or "..": every file is then in the scratch directory. */
static bool plain_name(Node *v)
{
  if (!IS_WORD(v)) return true;   /* the primitive refuses it itself */
  size_t len;
  const char *s = nd_chars(v, &len);
  if (memchr(s, '/', len) || (len == 1 && s[0] == '.')) return false;
  return !(len == 2 && s[0] == '.' && s[1] == '.');
}

typedef struct Guard {
  const char *row;   /* first name of the row */
  PrimFn fn;         /* the primitive's own function, once seen */
} Guard;

static Guard guards[] = {
  { "OUVREECRITURE", NULL }, { "OUVREAJOUT", NULL }, { "OUVRELECTURE", NULL },
  { "EFFACEFICHIER", NULL }, { "SAUVE", NULL }, { "RAMENE", NULL },
  { "FICHIER?", NULL }, { "ATTENDS", NULL }, { "SAUVEDESSIN", NULL }, { "OUVREMAJ", NULL },
  { NULL, NULL }
};

static Guard *guard_of(Proc *p)
{
  char row[64];
  first_name(p->names, row, sizeof row);
  for (Guard *gd = guards; gd->row; gd++)
    if (strcmp(gd->row, row) == 0) return gd;
  return NULL;
}

/* Sixtieths of a second ATTENDS may still sleep in this line: sleeping
 * uses no CPU, so neither the deadline nor the budget would end a
 * recursion that waits at each call. */
static double sleep_left;

/* File operations a line may still do: SAUVE syncs the disk, which, like
 * sleeping, takes time but no CPU (a loop of SAUVE hung the fuzzer). */
static int files_left;

/* In place of a guarded primitive: refuse what would leave the scratch
 * directory (or sleep more than a tenth of a second a line), else run it. */
static Node *guarded(LgState *L, Node **args, int nargs)
{
  Guard *gd = guard_of(L->prim);
  if (strcmp(gd->row, "ATTENDS") == 0) {
    double d;
    if (nd_to_double(args[0], &d) && d > 0) {
      if (d > sleep_left) arg_refuse(L, true, "fuzz_gen: trop long");
      sleep_left -= d;
    }
  } else if (nargs > 0 && !plain_name(args[0])) {
    arg_refuse(L, true, "fuzz_gen: hors du dossier de travail");
  } else if (files_left-- <= 0) {
    arg_refuse(L, true, "fuzz_gen: trop d'opérations sur les fichiers");
  }
  return gd->fn(L, args, nargs);
}

static void install_guards(LgState *L)
{
  for (size_t b = 0; b < L->syms.size; b++)
    for (Symbol *s = L->syms.buckets[b]; s; s = s->next) {
      Proc *p = s->proc;
      Guard *gd = p && p->kind == PK_PRIM ? guard_of(p) : NULL;
      if (gd == NULL) continue;
      gd->fn = p->fn;
      p->fn = guarded;
    }
}

/* EDITE and AUREVOIR are never generated, but a program can still build
 * their names (MOT "EDI "TE): they are removed from the state. */
static void remove_excluded(LgState *L)
{
  for (size_t b = 0; b < L->syms.size; b++)
    for (Symbol *s = L->syms.buckets[b]; s; s = s->next) {
      char row[64];
      if (s->proc && s->proc->kind != PK_USER
          && in_list(EXCLUDED, first_name(s->proc->names, row, sizeof row)))
        s->proc = NULL;
    }
}

/* }==================================================================== */

/* {====================================================================
 * Running a program
 * ===================================================================== */

static Gen gen;
static bool show;

/* PAUSE, PAS and the reads of the keyboard find the end of the input at
 * once, without writing a prompt. */
static char *no_input(LgState *L, const char *prompt)
{
  (void)L;
  (void)prompt;
  return NULL;
}

static void fresh_budget(LgState *L)
{
  L->budget = FUZZ_STEPS;
  sleep_left = 6;
  files_left = 20;
  fuzz_stop = 0;
  struct itimerval t = { { 0, 10000 }, { 0, FUZZ_LINE_MS * 1000 } };
  setitimer(ITIMER_VIRTUAL, &t, NULL);
}   /* --show: the program's output and errors on stdout */

/* The end of the line starting at i (past its newline). */
static size_t line_end(const char *text, size_t len, size_t i)
{
  while (i < len && text[i++] != '\n') {}
  return i;
}

/* The end of the piece starting at i: one line, or a whole POUR ... FIN. */
static size_t piece_end(const char *text, size_t len, size_t i)
{
  if (strncasecmp(text + i, "POUR ", 5) != 0) return line_end(text, len, i);
  for (;;) {
    size_t start = i;
    i = line_end(text, len, i);
    if (i >= len || (i - start >= 3 && strncasecmp(text + start, "FIN", 3) == 0
                     && (i - start == 3 || text[start + 3] == '\n' || text[start + 3] == '\r')))
      return i;
  }
}

static void run_program(const char *text, size_t len)
{
  LgState *L = fuzz_state();
  if (show) L->screen = L->errors = dev_stream(stdout);
  L->read_line = no_input;
  install_guards(L);
  remove_excluded(L);
  /* each definition and each top-level line with its own budget and
   * deadline: a first runaway line must not leave the others dead */
  for (size_t start = 0, end; start < len; start = end) {
    end = piece_end(text, len, start);
    fresh_budget(L);
    ws_run_text(L, mem_strndup(text + start, end - start), end - start, false);
  }
  st_close(L);   /* no file descriptor nor pattern database outlives it */
  fuzz_done();
}

/* The scratch directory: $TORTUE_FUZZ_SCRATCH, else a new one in /tmp. */
static void enter_scratch(void)
{
  const char *dir = getenv("TORTUE_FUZZ_SCRATCH");
  static char tmp[] = "/tmp/tortue-fuzz-gen-XXXXXX";
  if (dir == NULL || *dir == '\0') dir = mkdtemp(tmp);
  else mkdir(dir, 0700);
  if (dir == NULL || chdir(dir) != 0) {
    fprintf(stderr, "fuzz_gen: no scratch directory: %s\n", strerror(errno));
    exit(2);
  }
}

static void init_once(void)
{
  static bool done;
  if (done) return;
  done = true;
  LgState *L = fuzz_state();
  read_table(L);
  fuzz_done();
  if (freopen("/dev/null", "r", stdin) == NULL) exit(2);   /* LISLISTE, PAUSE, PAS */
  const char *avoid = getenv("TORTUE_GEN_AVOID_KNOWN");
  gen.avoid_known = avoid && *avoid && strcmp(avoid, "0") != 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
  init_once();
  gen.data = data;
  gen.size = size;
  gen.pos = 0;
  gen_program(&gen);
  run_program(gen.out, gen.len);
  return 0;
}

/* }==================================================================== */

/* {====================================================================
 * Standalone mode
 * ===================================================================== */

static uint64_t cur_seed;
static bool cur_running;

/* A crash or a hang names its seed, to print and keep its program. */
static void on_death(void)
{
  if (cur_running)
    fprintf(stderr, "fuzz_gen: died on --seed %llu (print it with --seed %llu%s --print)\n",
            (unsigned long long)cur_seed, (unsigned long long)cur_seed,
            gen.avoid_known ? " --avoid-known" : "");
}

static void on_hang(int sig)
{
  (void)sig;
  on_death();
  abort();
}

void __sanitizer_set_death_callback(void (*callback)(void));

static void seed_program(uint64_t seed)
{
  gen.data = NULL;
  gen.rng = seed * 0x2545f4914f6cdd1dULL + 1;
  gen_program(&gen);
}

static int run_seeds(uint64_t seed, uint64_t count, bool print)
{
  __sanitizer_set_death_callback(on_death);
  signal(SIGALRM, on_hang);
  for (uint64_t i = 0; i < count; i++) {
    cur_seed = seed + i;
    seed_program(cur_seed);
    if (print) { printf("%s", gen.out); fflush(stdout); continue; }
    cur_running = true;
    alarm(20);
    run_program(gen.out, gen.len);
    alarm(0);
    cur_running = false;
    if ((i + 1) % 1000 == 0) fprintf(stderr, "fuzz_gen: %llu programs\n", (unsigned long long)(i + 1));
  }
  if (!print)
    fprintf(stderr, "fuzz_gen: %llu programs from seed %llu, no crash\n",
            (unsigned long long)count, (unsigned long long)seed);
  return 0;
}

static int print_input(const char *path)
{
  static uint8_t buf[1 << 20];
  FILE *f = fopen(path, "rb");
  if (f == NULL) { perror(path); return 2; }
  gen.data = buf;
  gen.size = fread(buf, 1, sizeof buf, f);
  gen.pos = 0;
  fclose(f);
  gen_program(&gen);
  printf("%s", gen.out);
  return 0;
}

/* --run FILE: a Logo text under the same protections, line by line, to
 * check that a program minimised by hand still shows the finding. */
static int run_file(const char *path)
{
  static char buf[1 << 20];
  FILE *f = fopen(path, "rb");
  if (f == NULL) { perror(path); return 2; }
  size_t n = fread(buf, 1, sizeof buf - 1, f);
  fclose(f);
  buf[n] = '\0';
  run_program(buf, n);
  return 0;
}

static uint64_t number_arg(const char *s)
{
  char *end;
  errno = 0;
  unsigned long long v = strtoull(s, &end, 10);
  if (errno || *end || end == s) { fprintf(stderr, "fuzz_gen: bad number %s\n", s); exit(2); }
  return v;
}

static int standalone(int argc, char **argv)
{
  uint64_t seed = 0, n = 1;
  bool print = false, seeded = false;
  for (int i = 1; i < argc; i++) {
    if (strcmp(argv[i], "--seed") == 0 && i + 1 < argc) { seed = number_arg(argv[++i]); seeded = true; }
    else if (strcmp(argv[i], "--count") == 0 && i + 1 < argc) n = number_arg(argv[++i]);
    else if (strcmp(argv[i], "--print") == 0) print = true;
    else if (strcmp(argv[i], "--show") == 0) show = true;
    else if (strcmp(argv[i], "--avoid-known") == 0) gen.avoid_known = true;
    else if (strcmp(argv[i], "--print-input") == 0 && i + 1 < argc) return print_input(argv[++i]);
    else if (strcmp(argv[i], "--run") == 0 && i + 1 < argc) return run_file(argv[++i]);
    else { fprintf(stderr, "usage: fuzz_gen --seed N [--count K] [--print|--show] [--avoid-known]\n"
                    "       fuzz_gen [--show] --run FILE.lgo | --print-input FUZZER-INPUT\n"); return 2; }
  }
  if (!seeded) { fprintf(stderr, "fuzz_gen: --seed N needed\n"); return 2; }
  return run_seeds(seed, n, print);
}

static bool is_standalone(int argc, char **argv)
{
  for (int i = 1; i < argc; i++)
    if (strncmp(argv[i], "--", 2) == 0) return true;
  return false;
}

/* libFuzzer reads its inputs after this: relative paths on the command line
 * must be made absolute before the move to the scratch directory. */
static void absolute_args(int argc, char **argv)
{
  for (int i = 1; i < argc; i++) {
    char *eq = strchr(argv[i], '=');
    const char *path = argv[i][0] == '-' ? (eq ? eq + 1 : NULL) : argv[i];
    if (path == NULL || path[0] == '/' || path[0] == '\0') continue;
    char *abs = realpath(path, NULL);
    if (abs == NULL) continue;
    size_t pre = (size_t)(path - argv[i]);
    char *s = malloc(pre + strlen(abs) + 2);
    memcpy(s, argv[i], pre);
    strcpy(s + pre, abs);
    if (path[strlen(path) - 1] == '/') strcat(s, "/");
    argv[i] = s;
    free(abs);
  }
}

int LLVMFuzzerInitialize(int *argc, char ***argv);

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
  bool alone = is_standalone(*argc, *argv);
  absolute_args(*argc, *argv);
  init_once();
  bool only_print = false;
  for (int i = 1; i < *argc; i++)
    if (strcmp((*argv)[i], "--print") == 0 || strcmp((*argv)[i], "--print-input") == 0) only_print = true;
  if (!only_print) enter_scratch();
  if (alone) exit(standalone(*argc, *argv));
  return 0;
}

/* }==================================================================== */
