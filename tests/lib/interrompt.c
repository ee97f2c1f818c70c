/* interrompt.c -- a kill -9 at a chosen point of a file's writing, for
 * tests/sauve-fiable.sh: loaded into Tortue with LD_PRELOAD (Tortue has
 * no code of its own for it), it kills the process when INTERROMPT says:
 *
 *   INTERROMPT=write:NOM    in the middle of the first write into a file
 *                           whose name starts with NOM (NOM itself or its
 *                           temporary): half the bytes written, then killed
 *   INTERROMPT=rename:NOM   at a rename onto NOM: everything written, not
 *                           yet renamed
 *
 * so that the property (the file is the old one or the new one, whole)
 * is checked at the same point on every run. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE   /* dlsym's RTLD_NEXT */
#endif
#include <dlfcn.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* The point asked for ("write" or "rename") and the name, or NULL. */
static const char *wanted(const char *point)
{
  const char *spec = getenv("INTERROMPT");
  size_t n = strlen(point);
  if (spec == NULL || strncmp(spec, point, n) != 0 || spec[n] != ':') return NULL;
  return spec + n + 1;
}

/* Whether path's last component starts with name. */
static int names(const char *path, const char *name)
{
  const char *slash = strrchr(path, '/');
  const char *base = slash ? slash + 1 : path;
  return strncmp(base, name, strlen(name)) == 0;
}

static void die(void)
{
  kill(getpid(), SIGKILL);
  _exit(99);   /* not reached */
}

ssize_t write(int fd, const void *buf, size_t len)
{
  static ssize_t (*real)(int, const void *, size_t);
  if (real == NULL) real = (ssize_t (*)(int, const void *, size_t))dlsym(RTLD_NEXT, "write");
  const char *name = wanted("write");
  if (name != NULL && fd > 2 && len > 1) {
    char link[64], path[PATH_MAX];
    snprintf(link, sizeof link, "/proc/self/fd/%d", fd);
    ssize_t k = readlink(link, path, sizeof path - 1);
    if (k > 0) {
      path[k] = '\0';
      if (names(path, name)) {
        real(fd, buf, len / 2);
        die();
      }
    }
  }
  return real(fd, buf, len);
}

int rename(const char *from, const char *to)
{
  static int (*real)(const char *, const char *);
  if (real == NULL) real = (int (*)(const char *, const char *))dlsym(RTLD_NEXT, "rename");
  const char *name = wanted("rename");
  if (name != NULL && names(to, name)) die();
  return real(from, to);
}
