/* check_mem.c -- the collector's heap: asked for in 2 MiB pages, its
 * first section on a 2 MiB boundary, and the sections it grows by later
 * advised too (mem.c). Read from the kernel's own account of the process
 * (/proc/self/smaps: a mapping's VmFlags say "hg" once advised). */
#include <config.h>

#include <gc.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include <check.h>

#include "logo.h"
#include "check_util.h"

#define HUGE_PAGE (2UL << 20)

/* One mapping of the process, as smaps gives it. */
typedef struct Mapping {
  unsigned long lo, hi;
  bool writable;
  bool advised;   /* VmFlags has hg */
} Mapping;

/* The mappings of this process, at most max of them; their number. */
static int read_mappings(Mapping *m, int max)
{
  FILE *f = fopen("/proc/self/smaps", "r");
  ck_assert_ptr_nonnull(f);
  char line[512];
  int n = -1;
  while (fgets(line, sizeof line, f)) {
    unsigned long lo, hi;
    char perm[5];
    if (sscanf(line, "%lx-%lx %4s", &lo, &hi, perm) == 3) {
      if (n + 1 == max) break;
      m[++n] = (Mapping){ lo, hi, perm[1] == 'w', false };
    } else if (n >= 0 && strncmp(line, "VmFlags:", 8) == 0) {
      m[n].advised = strstr(line, " hg") != NULL;
    }
  }
  fclose(f);
  return n + 1;
}

/* The heap's mappings as mem.c finds them: writable, 2 MiB or more, with
 * the heap at one end. */
static bool holds_heap(const Mapping *m)
{
  return m->writable && m->hi - m->lo >= HUGE_PAGE &&
         (GC_is_heap_ptr((void *)m->lo) || GC_is_heap_ptr((void *)(m->hi - 1)));
}

/* Without transparent huge pages in the kernel there is nothing to see. */
static bool kernel_has_thp(void)
{
  if (access("/sys/kernel/mm/transparent_hugepage/enabled", R_OK) == 0) return true;
  fputs("check_mem: this kernel has no transparent huge pages: nothing to check\n", stderr);
  return false;
}

enum { MAX_MAPPINGS = 4096 };
static Mapping maps[MAX_MAPPINGS];

START_TEST(test_first_section_aligned)
{
  if (!kernel_has_thp()) return;
  int n = read_mappings(maps, MAX_MAPPINGS);
  bool found = false;
  for (int i = 0; i < n; i++)
    if (holds_heap(&maps[i]) && maps[i].lo % HUGE_PAGE == 0 &&
        maps[i].hi - maps[i].lo >= (8UL << 20))
      found = found || maps[i].advised;
  ck_assert_msg(found, "no 2 MiB-aligned heap mapping of 8 MiB advised MADV_HUGEPAGE");
}
END_TEST

START_TEST(test_grown_sections_advised)
{
  if (!kernel_has_thp()) return;
  size_t before = GC_get_heap_size();
  LgState *L = new_state();
  /* some 12 MB of list cells kept: the heap must grow */
  ck_assert_str_eq(run_logo(L, "DONNE \"L [] REPETE 400000 [DONNE \"L MP 1 :L] EC COMPTE :L"), "400000\n");
  ck_assert_uint_gt(GC_get_heap_size(), before);
  int n = read_mappings(maps, MAX_MAPPINGS);
  int heap = 0;
  for (int i = 0; i < n; i++) {
    if (!holds_heap(&maps[i])) continue;
    heap++;
    ck_assert_msg(maps[i].advised, "heap mapping %lx-%lx not advised", maps[i].lo, maps[i].hi);
  }
  ck_assert_int_ge(heap, 1);
}
END_TEST

Suite *mem_suite(void)
{
  Suite *s = suite_create("mem");
  TCase *tc = tcase_create("huge pages");
  tcase_add_test(tc, test_first_section_aligned);
  tcase_add_test(tc, test_grown_sections_advised);
  suite_add_tcase(s, tc);
  return s;
}
