/* pdb-build.c -- time the building of the 4 x 4 pattern databases alone
 * (interp/solvers/taquin_pdb.c), and check them byte for byte against a
 * file written by pdb_save (say the cache file of an earlier build). Not
 * part of Tortue and not built by make: after ./configure, from the top
 * directory:
 *
 *   gcc -std=c11 -O2 -g -D_GNU_SOURCE -pthread -I. -Iinterp -o bench/pdb-build \
 *       bench/pdb-build.c interp/solvers/taquin_pdb.c interp/solvers/taquin.c
 *   taskset -c 0 ./bench/pdb-build [RUNS [REFERENCE [OUT]]]
 *   ./bench/pdb-build boards DIR
 *
 * One line per run (seconds of wall time); with REFERENCE, the last set
 * built is saved to OUT (default /tmp/pdb-build.bin) and compared with it:
 * exit status 1 when they differ. One core (taskset) builds the groups
 * one after the other. The second form saves the databases of every board
 * size pdb_build takes, n x p in DIR/n-p.bin, to compare two builds'
 * directories with `cmp` or `diff -r`. */
#include <config.h>

#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "solvers/taquin_pdb.h"

static double now(void)
{
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + ts.tv_nsec * 1e-9;
}

/* Whether files a and b hold the same bytes. */
static int same_files(const char *a, const char *b)
{
  FILE *fa = fopen(a, "rb"), *fb = fopen(b, "rb");
  int same = fa && fb;
  while (same) {
    int ca = getc(fa), cb = getc(fb);
    if (ca != cb) same = 0;
    if (ca == EOF) break;
  }
  if (fa) fclose(fa);
  if (fb) fclose(fb);
  return same;
}

/* Every board size's databases saved in dir. */
static int save_boards(const char *dir)
{
  for (int n = 2; n <= 8; n++)
    for (int p = 2; p <= 8; p++) {
      if (!pdb_supports(n, p)) continue;
      char path[4096];
      snprintf(path, sizeof path, "%s/%d-%d.bin", dir, n, p);
      PdbSet *set = pdb_build(n, p, NULL, NULL);
      int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
      if (!set || fd < 0 || !pdb_save(set, fd) || close(fd) != 0) {
        perror(path);
        return 2;
      }
      pdb_free(set);
      printf("%s\n", path);
    }
  return 0;
}

int main(int argc, char **argv)
{
  if (argc > 2 && strcmp(argv[1], "boards") == 0) return save_boards(argv[2]);
  int runs = argc > 1 ? atoi(argv[1]) : 1;
  const char *ref = argc > 2 ? argv[2] : NULL, *out = argc > 3 ? argv[3] : "/tmp/pdb-build.bin";
  PdbSet *set = NULL;
  for (int i = 0; i < runs; i++) {
    pdb_free(set);
    double t0 = now();
    set = pdb_build(4, 4, NULL, NULL);
    if (!set) {
      fprintf(stderr, "pdb_build: out of memory\n");
      return 2;
    }
    printf("build %.3f s\n", now() - t0);
  }
  if (!ref || !set) return 0;
  int fd = open(out, O_WRONLY | O_CREAT | O_TRUNC, 0644);
  if (fd < 0 || !pdb_save(set, fd) || close(fd) != 0) {
    perror(out);
    return 2;
  }
  int same = same_files(ref, out);
  printf("%s %s\n", out, same ? "identical to the reference" : "DIFFERS from the reference");
  return same ? 0 : 1;
}
