/* pdb_cache.c -- the pattern databases' cache file. */
#include <config.h>

#include <errno.h>
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

static char *motifs_file(const char *dir, int n, int p)
{
  size_t len = strlen(dir) + 32;
  char *path = mem_alloc_atomic(len);
  snprintf(path, len, "%s/motifs-%dx%d.bin", dir, n, p);
  return path;
}

/* The databases of the file, or NULL (*why: refused, or no memory). Not
 * read through a link, nor from anything but a regular file (note says
 * what was there instead). */
static PdbSet *load(const char *path, int n, int p, const NAlloc *a, PdbLoad *why,
                    CacheNote *note)
{
  *why = PDB_LOAD_BAD;
  mode_t kind;
  int fd = fs_own_open(path, O_RDONLY, 0, &kind);
  if (fd < 0 && errno == FS_ENOTREG) {
    note->path = path;
    note->kind = kind;
    note->directory = false;
  }
  if (fd < 0) return NULL;
  PdbSet *set = pdb_load(n, p, fd, a, why);
  close(fd);
  return set;
}

/* Write set to path, replacing it whole or not at all: in the cache
 * directory, whatever path is (a link is replaced, not followed). */
static void save(const char *path, const PdbSet *set)
{
  FsAtomic fa;
  CacheNote again;
  if (cache_ready_dir(&again) == NULL || fs_atomic_begin_own(path, 0644, &fa) != 0) return;
  if (pdb_save(set, fa.fd)) fs_atomic_commit_cache(&fa);
  else fs_atomic_abort(&fa);
}

PdbSet *pdb_cache_get(int n, int p, volatile sig_atomic_t *stop, const NAlloc *a,
                      PdbOrigin *origin, CacheNote *note)
{
  *origin = PDB_BUILT;
  note->path = NULL;
  char *dir = n * p >= CACHE_MIN_CELLS ? cache_ready_dir(note) : NULL;
  char *path = dir ? motifs_file(dir, n, p) : NULL;
  if (path) {
    PdbLoad why;
    PdbSet *set = load(path, n, p, a, &why, note);
    if (set) *origin = PDB_FROM_CACHE;
    if (set || why == PDB_LOAD_NO_MEMORY) return set;
  }
  PdbSet *set = pdb_build(n, p, stop, a);
  if (set && path) save(path, set);
  return set;
}
