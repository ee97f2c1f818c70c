/* fs.h -- files as wholes: opening for reading (a directory refused),
 * reading a whole file, and replacing a file atomically (SAUVE, the
 * history of the prompt). Failures return an errno; err_system (error.h)
 * says it in French. */
#ifndef TORTUE_FS_H
#define TORTUE_FS_H

#include <stdio.h>
#include <sys/types.h>

/* fopen(path, mode), but a directory fails with EISDIR (Linux opens one
 * for reading, and every read of it fails). NULL with errno set. */
FILE *fs_open(const char *path, const char *mode);

/* The whole content of path in GC memory (NUL bytes included), its length
 * in *len; NULL with errno set (a directory: EISDIR). */
char *fs_read_all(const char *path, size_t *len);

/* A file being replaced: written under a temporary name beside the real
 * file (through symbolic links), renamed over it by fs_atomic_commit. A
 * device or a pipe is written directly (tmp is NULL). */
typedef struct FsAtomic {
  const char *target;   /* the file replaced: path with its links followed */
  const char *tmp;      /* the temporary file, in the same directory, or NULL */
  int fd;               /* open on tmp, for writing */
} FsAtomic;

/* Create the temporary file for path, after removing the temporaries that
 * earlier, dead processes left for it. A file replaced keeps its owner and
 * permissions; a new one gets mode (less the umask). 0, or an errno. */
int fs_atomic_begin(const char *path, mode_t mode, FsAtomic *a);
/* Flush the temporary to the disk and rename it over the target; on a
 * failure the temporary is removed. 0, or an errno. */
int fs_atomic_commit(FsAtomic *a);
/* The same without flushing to the disk, for a cache whose reader checks
 * what it reads (a file cut short by a crash is refused, then rebuilt):
 * tens of megabytes flushed cost seconds on a busy disk. */
int fs_atomic_commit_cache(FsAtomic *a);
/* Give up: close and remove the temporary. */
void fs_atomic_abort(FsAtomic *a);
/* Replace path with text, atomically (mode as for fs_atomic_begin). 0, or
 * an errno. */
int fs_write_atomic(const char *path, mode_t mode, const char *text, size_t len);

#endif
