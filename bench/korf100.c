/* korf100.c -- solve Korf's 100 fifteen-puzzle instances with
 * interp/solvers/taquin_pdb.c, checking each length against the file and each
 * solution by replaying it. Not part of Tortue and not built by make: after
 * ./configure (config.h in the top directory), from the top directory:
 *
 *   gcc -std=c11 -O2 -D_GNU_SOURCE -pthread -I. -Iinterp -o bench/korf100 \
 *       bench/korf100.c interp/solvers/taquin_pdb.c interp/solvers/taquin.c
 *   ./bench/korf100 bench/korf100.txt
 *
 * Output: one line per instance (id, length, positions examined, seconds),
 * then the totals with the time to build the databases. Exit status 1 if a
 * length differs from the file's or a solution does not reach the goal. */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "solvers/taquin_pdb.h"

#define CELLS 16

static double now(void)
{
  struct timespec ts;
  timespec_get(&ts, TIME_UTC);
  return (double)ts.tv_sec + ts.tv_nsec * 1e-9;
}

/* One line "id optimal t0 .. t15"; comment lines start with '#'. */
static int read_instance(FILE *f, int *id, int *optimal, uint8_t *cells)
{
  char line[512];
  while (fgets(line, sizeof line, f)) {
    if (line[0] == '#' || line[0] == '\n') continue;
    int t[CELLS], used;
    char *at = line;
    if (sscanf(at, "%d %d%n", id, optimal, &used) != 2) return -1;
    at += used;
    for (int i = 0; i < CELLS; i++) {
      if (sscanf(at, "%d%n", &t[i], &used) != 1 || t[i] < 0 || t[i] >= CELLS) return -1;
      at += used;
      cells[i] = (uint8_t)t[i];
    }
    return 1;
  }
  return 0;
}

/* Whether the moves take cells to the goal. */
static int replays(const uint8_t *start, const TqResult *r)
{
  static const int off[4] = { -4, 4, 1, -1 };
  uint8_t c[CELLS];
  int b = 0;
  for (int i = 0; i < CELLS; i++) {
    c[i] = start[i];
    if (c[i] == 0) b = i;
  }
  for (int i = 0; i < r->nmoves; i++) {
    int m = r->moves[i], to = b + off[m];
    if (to < 0 || to >= CELLS || ((m == TQ_EST || m == TQ_OUEST) && to / 4 != b / 4)) return 0;
    c[b] = c[to];
    c[to] = 0;
    b = to;
  }
  for (int i = 0; i < CELLS; i++)
    if (c[i] != i) return 0;
  return 1;
}

int main(int argc, char **argv)
{
  FILE *f = fopen(argc > 1 ? argv[1] : "bench/korf100.txt", "r");
  if (!f) {
    perror("korf100.txt");
    return 2;
  }
  double t0 = now();
  PdbSet *set = pdb_build(4, 4, NULL, NULL);
  double build = now() - t0;
  if (!set) {
    fprintf(stderr, "pdb_build: out of memory\n");
    return 2;
  }
  printf("build %.3f s\n", build);
  int id, optimal, got, bad = 0, count = 0;
  uint8_t cells[CELLS];
  uint64_t examined = 0;
  double search = 0;
  while ((got = read_instance(f, &id, &optimal, cells)) == 1) {
    double t1 = now();
    TqResult r = pdb_ida(set, cells, &(TqControl){ UINT64_MAX, NULL, NULL, NULL, NULL });
    double dt = now() - t1;
    int ok = r.status == TQ_FOUND && r.nmoves == optimal && replays(cells, &r);
    printf("%3d %2d %12llu %8.3f%s\n", id, r.nmoves, (unsigned long long)r.examined, dt,
           ok ? "" : "  WRONG");
    bad += !ok;
    count++;
    examined += r.examined;
    search += dt;
    free(r.moves);
  }
  fclose(f);
  pdb_free(set);
  if (got < 0) {
    fprintf(stderr, "korf100.txt: bad line after instance %d\n", count);
    return 2;
  }
  printf("instances %d, wrong %d, examined %llu, search %.3f s, build %.3f s, total %.3f s\n",
         count, bad, (unsigned long long)examined, search, build, search + build);
  return bad ? 1 : 0;
}
