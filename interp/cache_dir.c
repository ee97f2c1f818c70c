/* cache_dir.c -- Tortue's directory in the user's cache. */
#include <config.h>

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "cache_dir.h"
#include "mem.h"

bool cache_wanted(void)
{
  const char *v = getenv("TORTUE_CACHE");
  return !(v && (strcmp(v, "non") == 0 || strcmp(v, "0") == 0));
}

char *cache_dir(void)
{
  const char *base = getenv("XDG_CACHE_HOME"), *home = getenv("HOME");
  const char *sub = "/tortue";
  if (!base || base[0] != '/') {
    if (!home || !*home) return NULL;
    base = home;
    sub = "/.cache/tortue";
  }
  size_t len = strlen(base) + strlen(sub) + 1;
  char *dir = mem_alloc_atomic(len);
  snprintf(dir, len, "%s%s", base, sub);
  return dir;
}

bool cache_make_dir(char *dir)
{
  for (char *at = dir + 1; *at; at++) {
    if (*at != '/') continue;
    *at = '\0';
    bool ok = mkdir(dir, 0700) == 0 || errno == EEXIST;
    *at = '/';
    if (!ok) return false;
  }
  return mkdir(dir, 0700) == 0 || errno == EEXIST;
}

char *cache_file(const char *name)
{
  char *dir = cache_wanted() ? cache_dir() : NULL;
  if (dir == NULL || !cache_make_dir(dir)) return NULL;
  size_t len = strlen(dir) + strlen(name) + 2;
  char *path = mem_alloc_atomic(len);
  snprintf(path, len, "%s/%s", dir, name);
  return path;
}
