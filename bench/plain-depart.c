/* plain-depart.c -- the baseline of bench-evaluateur.sh for DEPART N: the
 * backtrack of Dupont's listing (lib-logo/reines.lgo: DEPART, D, G,
 * DECIDER, MONTER) written in plain C with arrays, decision by decision,
 * with the same output (the letters D, G, H, each solution, the count).
 * No bit tricks, no symmetry: the same work as the Logo program. Not part
 * of Tortue; built by the script with cc -O2.
 *
 *   cc -O2 -o plain-depart bench/plain-depart.c && ./plain-depart 10 > /dev/null */
#include <stdio.h>
#include <stdlib.h>

static int n, c, cpt;
static int p[64], np;   /* rows of the queens placed, the nearest last */
static int s[64], ns;   /* the columns still empty (only their number counts) */

typedef enum { DECIDE, RISE, LEFT, RIGHT, DONE } Step;

/* D: the right neighbour becomes the current queen, on row 1. */
static Step right(void)
{
  putchar('D');
  p[np++] = c;
  ns--;
  c = 1;
  return DECIDE;
}

/* G: back to the left neighbour, which rises. */
static Step left(void)
{
  putchar('G');
  s[ns++] = c;
  c = p[--np];
  return RISE;
}

/* A solution: printed as TAPE PH PH :P :C "\  prints it. */
static Step solution(void)
{
  putchar('\n');
  for (int i = 0; i < np; i++) printf("%d ", p[i]);
  printf("%d  ", c);
  cpt++;
  return LEFT;
}

/* DECIDER: is the queen on row c attacked by the queens p[0..k), the
 * nearest (p[k-1]) at distance 1? */
static Step decide(void)
{
  for (int k = np, x = 1; k > 0; k--, x++) {
    int d = c - p[k - 1];
    if (d == 0 || d == x || d == -x) return RISE;
  }
  return ns == 0 ? solution() : right();
}

/* MONTER: the current queen rises a row, or its column is done. */
static Step rise(void)
{
  if (c == n) {
    if (np > 0) return LEFT;
    printf("\n%d solutions.\n", cpt);
    return DONE;
  }
  putchar('H');
  c++;
  return DECIDE;
}

int main(int argc, char **argv)
{
  n = argc > 1 ? atoi(argv[1]) : 8;
  if (n < 2 || n > 63) return 2;
  fputs("reines.  ", stdout);   /* TAPE PH "reines. "\  */
  for (ns = 0; ns < n - 1; ns++) s[ns] = 0;
  c = 1;
  for (Step st = right(); st != DONE;) {
    switch (st) {
    case DECIDE: st = decide(); break;
    case RISE: st = rise(); break;
    case LEFT: st = left(); break;
    case RIGHT: st = right(); break;
    default: st = DONE;
    }
  }
  return 0;
}
