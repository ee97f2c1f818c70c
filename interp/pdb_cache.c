/* pdb_cache.c -- the pattern databases' cache file. */
#include <config.h>

#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cache_dir.h"
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
  return cache_wanted() && n * p >= CACHE_MIN_CELLS;
}

static char *motifs_file(const char *dir, int n, int p)
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
  if (!cache_make_dir(dir) || fs_atomic_begin(path, 0644, &fa) != 0) return;
  if (pdb_save(set, fa.fd)) fs_atomic_commit_cache(&fa);
  else fs_atomic_abort(&fa);
}

PdbSet *pdb_cache_get(int n, int p, volatile sig_atomic_t *stop, const NAlloc *a,
                      PdbOrigin *origin)
{
  *origin = PDB_BUILT;
  char *dir = cache_enabled(n, p) ? cache_dir() : NULL;
  char *path = dir ? motifs_file(dir, n, p) : NULL;
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
