/* cache_dir.h -- Tortue's directory in the user's cache
 * ($XDG_CACHE_HOME/tortue, by default ~/.cache/tortue), shared by the
 * files that spare a later session a long computation: the taquin's
 * pattern databases (pdb_cache.c), the journal of the no-three-in-line
 * counter (prim_alignes.c). TORTUE_CACHE=non (or 0) in the environment
 * keeps every one of them off the disk. */
#ifndef TORTUE_CACHE_DIR_H
#define TORTUE_CACHE_DIR_H

#include <stdbool.h>
#include <sys/types.h>

#include "logo.h"

/* Something in the cache that Tortue did not put there and will not use:
 * a file of the cache that is no regular file (a symbolic link, a pipe,
 * a device, a socket, a directory), or the cache directory that is no
 * directory (a link to one included: the cache never reads or writes
 * outside its own directory). Told to the user by cache_say. */
typedef struct CacheNote {
  const char *path;   /* NULL: nothing to tell */
  mode_t kind;        /* what is there: S_IFMT bits */
  bool directory;     /* path is the cache directory, not a file in it */
} CacheNote;

/* False when TORTUE_CACHE=non (or 0) is in the environment. */
bool cache_wanted(void);

/* The cache directory, in GC memory: $XDG_CACHE_HOME/tortue when that is
 * an absolute path (the XDG rule), else ~/.cache/tortue; NULL when neither
 * is known. */
char *cache_dir(void);

/* Make dir and the directories above it that are missing (mode 0700, as
 * the XDG rules ask for a cache); true when it exists at the end. */
bool cache_make_dir(char *dir);

/* The cache directory, made if missing, when the cache is wanted and it
 * is a directory (not a symbolic link to one; those above it may be links:
 * that is where a user moves a cache to another disk); else NULL, *note
 * set when something else is in its place. */
char *cache_ready_dir(CacheNote *note);

/* The path of the file name in cache_ready_dir, in GC memory; NULL when
 * there is none (*note as there). */
char *cache_file(const char *name, CacheNote *note);

/* Tell the user, on the errors' device, what *note says (nothing when its
 * path is NULL): the directory not used, or a file of the cache not read
 * and replaced by the one rebuilt (a directory: not replaced). */
void cache_say(LgState *L, const CacheNote *note);

#endif
