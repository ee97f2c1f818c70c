/* repl.h -- the interactive loop: readline, prompts, history, Ctrl-C. */
#ifndef LOGO_REPL_H
#define LOGO_REPL_H

#include "logo.h"
#include "workspace.h"

/* Route SIGINT to L's interrupt flag (polled by the evaluator). */
void repl_install_sigint(LgState *L);
/* Run the prompt until Ctrl-D or AUREVOIR. Returns WS_BYE or WS_OK. */
WsResult repl_run(LgState *L);
/* Run standard input (not a terminal) as a program, line by line, no
 * prompts; an error ends only its line. WS_ERROR if any error. */
WsResult repl_run_stream(LgState *L);
/* After files run from a terminal (tortue lecon.lgo) drew in a window:
 * say so and keep the window, answering, until it is closed, a key is
 * pressed or Ctrl-C (Python turtle's done()). Nothing without a window or
 * when standard input is not a terminal. */
void repl_keep_window(LgState *L);

#endif
