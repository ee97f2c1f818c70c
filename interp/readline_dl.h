/* readline_dl.h -- GNU readline through the table dyn_rl, filled when the
 * prompt first needs it (dynlib.h says why a library is opened late).
 *
 * Only the prompt edits lines; a script, -e or a pipe never does. Linked,
 * readline and its terminal library cost every start-up some 1.3 ms on
 * the machines of bench/RESULTS.md, an eighth of a whole run of a small
 * program. Included by repl.c, the only file that uses readline: each
 * function and variable it uses is a macro for the table's entry
 * (a variable's entry is its address), so that the code reads as
 * readline's. dyn_readline_load() must have answered true first. */
#ifndef LOGO_READLINE_DL_H
#define LOGO_READLINE_DL_H

#include <stdio.h>

#include <readline/history.h>
#include <readline/readline.h>

#include "dynlib.h"

/* functions, then variables (whose entries are pointers to them) */
#define RL_FUNCTIONS(X)                                                     \
  X(readline) X(rl_replace_line) X(rl_completion_matches)                   \
  X(rl_set_keyboard_input_timeout) X(using_history) X(stifle_history)       \
  X(read_history) X(add_history) X(rl_forced_update_display)              \
  X(rl_clear_visible_line)
#define RL_VARIABLES(X)                                                     \
  X(rl_done) X(rl_event_hook) X(rl_attempted_completion_over)               \
  X(rl_completion_append_character) X(rl_attempted_completion_function)     \
  X(rl_basic_word_break_characters) X(rl_readline_name)                     \
  X(rl_catch_signals) X(rl_getc_function)

typedef struct DynReadline {
#define RL_ENTRY(f) __typeof__(f) *f;
  RL_FUNCTIONS(RL_ENTRY)
  RL_VARIABLES(RL_ENTRY)
#undef RL_ENTRY
} DynReadline;

extern DynReadline dyn_rl;

/* Load readline once: false when it cannot be, dyn_readline_missing()
 * then saying why. */
bool dyn_readline_load(void);
const char *dyn_readline_missing(void);

#define readline (dyn_rl.readline)
#define rl_replace_line (dyn_rl.rl_replace_line)
#define rl_completion_matches (dyn_rl.rl_completion_matches)
#define rl_set_keyboard_input_timeout (dyn_rl.rl_set_keyboard_input_timeout)
#define using_history (dyn_rl.using_history)
#define stifle_history (dyn_rl.stifle_history)
#define read_history (dyn_rl.read_history)
#define add_history (dyn_rl.add_history)
#define rl_forced_update_display (dyn_rl.rl_forced_update_display)
#define rl_clear_visible_line (dyn_rl.rl_clear_visible_line)
#define rl_done (*dyn_rl.rl_done)
#define rl_event_hook (*dyn_rl.rl_event_hook)
#define rl_attempted_completion_over (*dyn_rl.rl_attempted_completion_over)
#define rl_completion_append_character (*dyn_rl.rl_completion_append_character)
#define rl_attempted_completion_function (*dyn_rl.rl_attempted_completion_function)
#define rl_basic_word_break_characters (*dyn_rl.rl_basic_word_break_characters)
#define rl_readline_name (*dyn_rl.rl_readline_name)
#define rl_catch_signals (*dyn_rl.rl_catch_signals)
#define rl_getc_function (*dyn_rl.rl_getc_function)

#endif
