/* machine.h -- tortue --protocole: a session driven by another program
 * (the Jupyter kernel, tools/jupyter/), which sends requests on standard
 * input and reads framed answers on standard output. The protocol is
 * described in doc/protocole.md. */
#ifndef LOGO_MACHINE_H
#define LOGO_MACHINE_H

#include "logo.h"

/* Answer requests until the end of standard input or AUREVOIR; returns
 * the process's exit status (0). */
int mach_run(LgState *L);

#endif
