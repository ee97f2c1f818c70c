/* prim.h -- primitive registration from tables, and argument helpers.
 *
 * One row per primitive: its identifier in the vocabularies (vocab.h, which
 * gives its names: the long name first, then short forms), its function,
 * and its arity min/default/max as in UCBLogo (-1: no limit).
 * The parser enforces the counts, so bodies never re-check them; the
 * helpers below check types and throw "X n'aime pas Y comme argument".
 * A primitive's help chapter is its HELP entry's (help_list.h), not its row's. */
#ifndef LOGO_PRIM_H
#define LOGO_PRIM_H

#include <stdbool.h>

#include "logo.h"
#include "proc.h"
#include "vocab.h"

/* Everything Tortue knows of a primitive but its names (vocab_*.h) and
 * its help (help_list.h) is its row: the registry, the parser, the
 * evaluator's fast paths, TRADUIS and the fuzzers' generator read these
 * columns, never a primitive's name or identifier. The first eight are
 * given in order; the last three, rarely needed, by name (.op = ...). */
typedef struct PrimEntry {
  uint16_t id;            /* VocabId: its names in each vocabulary */
  PrimFn fn;
  CtlFn ctl;
  int8_t min_args, def_args, max_args;
  uint8_t prec;           /* PREC_NONE, or the infix level */
  uint8_t flags;          /* PF_*; PF_LIST_TAIL: one more input when a
                             literal list follows the default ones (SI) */
  uint8_t op;             /* OPI_*: how the evaluator runs its calls its own
                             way (proc.h), OPI_NONE for most */
  uint32_t code;          /* bit k: input k is instructions (or a condition)
                             it runs, which TRADUIS rewrites; all bits: every
                             input (ET, OU) */
  const char *shape;      /* one letter an input, what a generated program
                             gives it (fuzz/fuzz_gen.c says the letters);
                             NULL: any expression */
} PrimEntry;

/* The row that ends a table. */
#define PRIM_END { VID__COUNT, NULL, NULL, 0, 0, 0, 0, 0, 0, 0, NULL }
/* Every input is run (ET, OU: PrimEntry.code). */
#define PRIM_ALL_INPUTS 0xFFFFFFFFu

/* Register each row of table under its names in the session's vocabulary. */
void prim_register(LgState *L, const PrimEntry *table);
/* Register every table of every chapter, and the state of the modules
 * that keep some (st_ext); st_close closes them (files left open are
 * written out, a failure printed and counted in L->nerrors). The list of
 * the families is prim_init.c's, not the registry's. */
void prim_open_all(LgState *L);
/* The row of a primitive by identifier, whatever the vocabulary (NULL when
 * id is no primitive). */
const PrimEntry *prim_entry(LgState *L, VocabId id);
/* Free the names of the session's vocabulary (before L->vocab changes),
 * then register every table again under the new one (lang_use, prim_langue.c). */
void prim_unbind(LgState *L);
void prim_rebind(LgState *L);

void prim_open_data(LgState *L);
void prim_open_math(LgState *L);
void prim_open_logic(LgState *L);
void prim_open_control(LgState *L);
void prim_open_io(LgState *L);
void prim_open_vars(LgState *L);
/* UCBLogo's special variables (ALLOWGETSET, CASEIGNOREDP...) with the
 * values UCBLogo starts with, when the session's vocabulary follows
 * UCBLogo's rules (LANGUE "en, --langue=en); those already set stay. */
void prim_ucb_variables(LgState *L);
/* COMMAND.LINE: the words after a lone - on Tortue's command line. */
void prim_command_line(LgState *L, char **args, int n);
void prim_open_queens(LgState *L);
void prim_open_alignes(LgState *L);
void prim_open_ws(LgState *L);
void prim_open_debug(LgState *L);
void prim_open_taquin(LgState *L);
void prim_open_file(LgState *L);
void prim_open_langue(LgState *L);
/* Make v the session's vocabulary (LANGUE, main's --langue; prim_langue.c):
 * the primitives answer to its names only, POUR/FIN and VRAI/FAUX are its
 * words, and every procedure of the workspace (the user's and lib-logo's)
 * is rewritten in it (translate.h), a user procedure named like one of v's
 * primitives being renamed, which is said on the error stream. */
void lang_use(LgState *L, const Vocab *v);
void prim_open_turtle(LgState *L);
void prim_open_events(LgState *L);
void prim_open_lib(LgState *L);
/* A file's name with SETPREFIX's directory before it when it is not
 * absolute (prim_file.c): what the file words and SAVE, LOAD open. */
const char *prim_file_path(LgState *L, const char *name);
/* DRIBBLE copies the lines typed at the prompt too (repl.c gives them). */
void prim_dribble_input(LgState *L, const char *line);
/* UCBLogo's names that mean nothing in Tortue: a clear error each. */
void prim_open_absent(LgState *L);

/* Throw "<running primitive> n'aime pas v comme argument". The primitive
 * running is L->prim, which the evaluator sets around each call and gives
 * back afterwards (eval.c): no primitive sets it. */
LG_NORETURN void arg_error(LgState *L, Node *v);
/* The same message for an input of the right kind whose value cannot do
 * here (an index past the end, a number outside the function's domain):
 * UCBLogo's unrecoverable error, number 4 where arg_error's is 7. */
LG_NORETURN void arg_range_error(LgState *L, Node *v);
/* Throw a message made like printf: "<primitive> : message" when named,
 * else the message alone. */
LG_NORETURN void arg_refuse(LgState *L, bool named, const char *fmt, ...);
Node *arg_list(LgState *L, Node **args, int i);
Node *arg_word(LgState *L, Node **args, int i);
/* The characters of v, which must be a word: a list or a TABLEAU is
 * refused with the running primitive's message, never read as text. */
const char *arg_chars(LgState *L, Node *v, size_t *len);
/* The user procedure a word names (a primitive or an unknown name is an
 * error). */
Proc *arg_user_proc(LgState *L, Node *name);
double arg_num(LgState *L, Node **args, int i);
int64_t arg_int(LgState *L, Node **args, int i);
/* A truth value (the evaluator's ev_truth), or one given as VRAI/FAUX or
 * as a list run for one (ev_truth_run). */
bool arg_bool(LgState *L, Node **args, int i);
bool arg_tf(LgState *L, Node **args, int i);
Node *bool_node(LgState *L, bool b);
/* A random number from 0 to n-1 (HASARD's generator, so GRAINE repeats it). */
int64_t prim_random_below(LgState *L, uint64_t n);
/* COMPTEUR: the turn of the innermost loop, -1 outside any (prim_control.c;
 * the templates' # outside a numbering template, prim_lib.c). */
int64_t prim_repcount(LgState *L);

#endif
