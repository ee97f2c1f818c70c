/* cache_dir.h -- Tortue's directory in the user's cache
 * ($XDG_CACHE_HOME/tortue, by default ~/.cache/tortue), shared by the
 * files that spare a later session a long computation: the taquin's
 * pattern databases (pdb_cache.c), the journal of the no-three-in-line
 * counter (prim_alignes.c). TORTUE_CACHE=non (or 0) in the environment
 * keeps every one of them off the disk. */
#ifndef TORTUE_CACHE_DIR_H
#define TORTUE_CACHE_DIR_H

#include <stdbool.h>

/* False when TORTUE_CACHE=non (or 0) is in the environment. */
bool cache_wanted(void);

/* The cache directory, in GC memory: $XDG_CACHE_HOME/tortue when that is
 * an absolute path (the XDG rule), else ~/.cache/tortue; NULL when neither
 * is known. */
char *cache_dir(void);

/* Make dir and the directories above it that are missing (mode 0700, as
 * the XDG rules ask for a cache); true when it exists at the end. */
bool cache_make_dir(char *dir);

/* The path of the file name in the cache directory, in GC memory, the
 * directory made if missing; NULL when the cache is not wanted, has no
 * directory or it cannot be made. */
char *cache_file(const char *name);

#endif
