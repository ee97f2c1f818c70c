/* prim_init.c -- the list of primitive families a session opens, as Lua's
 * linit.c: main, the fuzzers and the unit tests call prim_open_all; the
 * registry (prim.c) knows no family, and no family knows this list, so
 * that the registry and the families do not call each other in a loop. A
 * new family adds its prim_open_* here (and in prim.h). */
#include <config.h>

#include "logo.h"
#include "help.h"
#include "prim.h"

void prim_open_all(LgState *L)
{
  static void (*const opens[])(LgState *) = {
    prim_open_data, prim_open_math, prim_open_logic, prim_open_control,
    prim_open_io, prim_open_vars, prim_open_queens, prim_open_alignes, prim_open_taquin,
    prim_open_ws, prim_open_file, prim_open_turtle, prim_open_events, prim_open_debug, prim_open_help,
    prim_open_langue, prim_open_lib, prim_open_absent, NULL
  };
  for (int i = 0; opens[i]; i++) opens[i](L);
}
