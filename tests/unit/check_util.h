/* check_util.h -- shared helpers of Tortue's `check` unit tests: a fresh
 * interpreter, running Logo text with its output and errors captured, and
 * the suites check_main.c runs. */
#ifndef TORTUE_CHECK_UTIL_H
#define TORTUE_CHECK_UTIL_H

#include <stdbool.h>
#include <stddef.h>

#include <check.h>

#include "logo.h"
#include "workspace.h"

/* What running a text gave: the result, standard output, the error
 * messages err_print wrote to standard error (both NUL-terminated). */
typedef struct Run {
  WsResult result;
  char *out;
  char *err;
} Run;

/* An interpreter with every primitive (no library) and a C stack budget
 * that fits the stack this process really has. */
LgState *new_state(void);
/* Give L only `bytes` of C stack below the caller's frame. */
void set_stack_budget(LgState *L, char *here, size_t bytes);
/* Run src as a text typed line by line (an error ends only its line). */
Run run_text(LgState *L, const char *src);
/* Run src and return what it printed on standard output. */
char *run_logo(LgState *L, const char *src);
/* Run src and return what it printed on standard error. */
char *run_errors(LgState *L, const char *src);
/* The message of the last error (L->err.message) as a C string; "" when
 * no error happened since the last run. */
const char *last_error(LgState *L);
/* The ErrCode of the last error, or -1 when none since the last run. */
int last_code(LgState *L);
/* A Logo node as text: MONTRE form when show, ECRIS form otherwise. */
const char *node_text(Node *v, bool show);

/* Raise the soft RLIMIT_STACK (at most to want bytes); call first thing. */
void grow_stack_limit(size_t want);

Suite *reader_suite(void);
Suite *mem_suite(void);
Suite *print_suite(void);
Suite *eval_suite(void);
Suite *errors_suite(void);
Suite *taquin_pdb_suite(void);
Suite *queens_suite(void);
Suite *alignes_suite(void);
Suite *native_suite(void);
Suite *utf8_suite(void);
Suite *vocab_suite(void);
Suite *turtle_suite(void);
Suite *traduis_suite(void);
Suite *events_suite(void);
Suite *canvas_suite(void);

#endif
