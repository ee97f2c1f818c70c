/* check_main.c -- runs every unit-test suite of Tortue. */
#include <config.h>

#include <stdlib.h>

#include <check.h>

#include "mem.h"
#include "check_util.h"

/* A roomy C stack (the tortue command asks for 256 MB): recursion tests
 * must meet Tortue's own limits, never a segfault. new_state() sizes the
 * budget from what the kernel really granted. */
#define WANTED_STACK (64UL * 1024 * 1024)

int main(void)
{
  mem_init();
  grow_stack_limit(WANTED_STACK);
  SRunner *sr = srunner_create(reader_suite());
  srunner_add_suite(sr, mem_suite());
  srunner_add_suite(sr, print_suite());
  srunner_add_suite(sr, eval_suite());
  srunner_add_suite(sr, errors_suite());
  srunner_add_suite(sr, taquin_pdb_suite());
  srunner_add_suite(sr, queens_suite());
  srunner_add_suite(sr, alignes_suite());
  srunner_add_suite(sr, native_suite());
  srunner_add_suite(sr, utf8_suite());
  srunner_add_suite(sr, vocab_suite());
  srunner_add_suite(sr, turtle_suite());
  srunner_add_suite(sr, traduis_suite());
  srunner_add_suite(sr, events_suite());
  srunner_add_suite(sr, canvas_suite());
  srunner_run_all(sr, CK_NORMAL);
  int failed = srunner_ntests_failed(sr);
  srunner_free(sr);
  return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
