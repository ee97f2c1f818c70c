/* pdb_cache.c -- the pattern databases' cache file. */
#include <config.h>

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "fs.h"
#include "mem.h"
#include "pdb_cache.h"

/* Boards of fewer cells have databases built in a fraction of a second
 * (3 x 4: 3 million entries), which a file would not spare much; from 14
 * cells on, groups of 6 tiles have 7.5 to 16.8 million entries. */
#define CACHE_MIN_CELLS 14

/* Is the cache of n x p boards to be used? Not with TORTUE_CACHE=non (or
 * 0) in the environment. */
static bool cache_enabled(int n, int p)
{
  const char *v = getenv("TORTUE_CACHE");
  if (v && (strcmp(v, "non") == 0 || strcmp(v, "0") == 0)) return false;
  return n * p >= CACHE_MIN_CELLS;
}

/* The cache directory of Tortue, in GC memory: $XDG_CACHE_HOME/tortue
 * when that is an absolute path (the XDG rule), else ~/.cache/tortue;
 * NULL when neither is known. */
static char *cache_dir(void)
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

/* Make dir and the directories above it that are missing (mode 0700, as
 * the XDG rules ask for a cache); true when it exists at the end. */
static bool make_dirs(char *dir)
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

static char *cache_file(const char *dir, int n, int p)
{
  size_t len = strlen(dir) + 32;
  char *path = mem_alloc_atomic(len);
  snprintf(path, len, "%s/motifs-%dx%d.bin", dir, n, p);
  return path;
}

/* The databases of the file, or NULL (*why: refused, or no memory). */
static PdbSet *load(const char *path, int n, int p, const NAlloc *a, PdbLoad *why)
{
  *why = PDB_LOAD_BAD;
  int fd = open(path, O_RDONLY | O_CLOEXEC);
  if (fd < 0) return NULL;
  PdbSet *set = pdb_load(n, p, fd, a, why);
  close(fd);
  return set;
}

/* Write set to path, replacing it whole or not at all. */
static void save(char *dir, const char *path, const PdbSet *set)
{
  FsAtomic fa;
  if (!make_dirs(dir) || fs_atomic_begin(path, 0644, &fa) != 0) return;
  if (pdb_save(set, fa.fd)) fs_atomic_commit_cache(&fa);
  else fs_atomic_abort(&fa);
}

PdbSet *pdb_cache_get(int n, int p, volatile sig_atomic_t *stop, const NAlloc *a,
                      PdbOrigin *origin)
{
  *origin = PDB_BUILT;
  char *dir = cache_enabled(n, p) ? cache_dir() : NULL;
  char *path = dir ? cache_file(dir, n, p) : NULL;
  if (path) {
    PdbLoad why;
    PdbSet *set = load(path, n, p, a, &why);
    if (set) *origin = PDB_FROM_CACHE;
    if (set || why == PDB_LOAD_NO_MEMORY) return set;
  }
  PdbSet *set = pdb_build(n, p, stop, a);
  if (set && path) save(dir, path, set);
  return set;
}
