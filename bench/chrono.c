/* chrono.c -- time one run of a command: its wall time from its start to
 * its end, its processor time and its peak memory, as the kernel counts
 * them (wait4), written to FILE, one line:
 *
 *     WALL_SECONDS MAX_RSS_KB CPU_SECONDS
 *
 *   cc -O2 -o chrono bench/chrono.c
 *   chrono -o FILE CMD [ARG...] > output
 *
 * The command inherits standard input, output and error. The benchmark
 * scripts used bash's clock around /usr/bin/time: that also counted the
 * start of time itself and bash's fork, some 10 ms on the virtual machines
 * the project is measured on, where a page fault costs 11 us, which is as
 * long as Tortue's whole run of some of the programs timed. posix_spawn
 * starts the command without copying this process, and the clock is read
 * just around it. */
#define _POSIX_C_SOURCE 200809L
#define _DEFAULT_SOURCE
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <time.h>

extern char **environ;

static double seconds(struct timespec t)
{
  return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

static double tv_seconds(struct timeval t)
{
  return (double)t.tv_sec + (double)t.tv_usec / 1e6;
}

int main(int argc, char **argv)
{
  if (argc < 4 || argv[1][0] != '-' || argv[1][1] != 'o' || argv[1][2] != '\0') {
    fputs("usage: chrono -o FILE CMD [ARG...]\n", stderr);
    return 2;
  }
  FILE *out = fopen(argv[2], "w");
  if (out == NULL) {
    perror(argv[2]);
    return 2;
  }
  char **cmd = argv + 3;
  struct timespec start, end;
  pid_t pid;
  clock_gettime(CLOCK_MONOTONIC, &start);
  int err = posix_spawnp(&pid, cmd[0], NULL, NULL, cmd, environ);
  if (err != 0) {
    fprintf(stderr, "chrono: cannot start %s\n", cmd[0]);
    return 127;
  }
  int status;
  struct rusage ru;
  if (wait4(pid, &status, 0, &ru) != pid) {
    perror("chrono: wait4");
    return 1;
  }
  clock_gettime(CLOCK_MONOTONIC, &end);
  fprintf(out, "%.4f %ld %.3f\n", seconds(end) - seconds(start), ru.ru_maxrss,
          tv_seconds(ru.ru_utime) + tv_seconds(ru.ru_stime));
  fclose(out);
  return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}
