/* pdb_cache.h -- the taquin's pattern databases kept from one session to
 * the next in a file of the user's cache directory
 * ($XDG_CACHE_HOME/tortue, by default ~/.cache/tortue), checked on every
 * load and rebuilt when it is missing, stale, truncated or corrupt; for
 * boards of 14 cells or more, whose databases take a second or more to
 * build. TORTUE_CACHE=non in the environment leaves the file alone: the
 * databases are then built by every session. */
#ifndef TORTUE_PDB_CACHE_H
#define TORTUE_PDB_CACHE_H

#include <signal.h>
#include <stdbool.h>

#include "cache_dir.h"
#include "solvers/taquin_pdb.h"

typedef enum { PDB_BUILT, PDB_FROM_CACHE } PdbOrigin;

/* The databases of n x p boards: read from the cache file when it holds
 * them intact, else built (stop, a: as pdb_build) and written there for
 * the next session (atomically; a failure to write is no error). NULL
 * when memory runs out or *stop is set. *origin says which; *note what
 * was found in place of the file or the directory, to tell the user
 * (cache_say). */
PdbSet *pdb_cache_get(int n, int p, volatile sig_atomic_t *stop, const NAlloc *a,
                      PdbOrigin *origin, CacheNote *note);

#endif
