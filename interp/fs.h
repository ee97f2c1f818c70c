/* fs.h -- files as wholes: opening for reading (a directory refused),
 * reading a whole file, and replacing a file atomically (SAUVE, the
 * history of the prompt). Failures return an errno; err_system (error.h)
 * says it in French. */
#ifndef TORTUE_FS_H
#define TORTUE_FS_H

#include <stdio.h>
#include <sys/types.h>

#include <signal.h>

/* fopen(path, mode), but a directory fails with EISDIR (Linux opens one
 * for reading, and every read of it fails). NULL with errno set. */
FILE *fs_open(const char *path, const char *mode);
/* The same for a file the user names, which may be a pipe (FIFO): its
 * opening waits for the other end, as fopen does, until *stop is set
 * (Ctrl-C): then NULL with errno EINTR, and the caller stops as Ctrl-C
 * stops (ev_poll). */
FILE *fs_open_until(const char *path, const char *mode, volatile sig_atomic_t *stop);

/* {====================================================================
 * Tortue's own files: a cache, a journal
 *
 * Files that Tortue names itself, in its own directory (cache_dir.h), are
 * never opened through a symbolic link nor anything but a regular file:
 * a link there would make Tortue write where the link points (as root,
 * /etc/passwd), a pipe or a device would block it for ever. The files the
 * user names (SAUVE, OUVREECRITURE...) follow links: the user made them.
 * ===================================================================== */

/* Not an errno: what fs_own_open gives when the name is something other
 * than a regular file (err_system says it). */
#define FS_ENOTREG 100000

/* open(path, flags, mode) for a file of Tortue's own: a symbolic link,
 * a pipe, a device, a socket or a directory there is refused (errno
 * FS_ENOTREG, its type, S_IFMT bits, in *kind) without being opened or
 * followed, and nothing blocks. The descriptor, or -1 with errno. */
int fs_own_open(const char *path, int flags, mode_t mode, mode_t *kind);

/* What kind names, in French, with its article: "un lien symbolique",
 * "un tube (FIFO)"... */
const char *fs_kind_name(mode_t kind);
/* }==================================================================== */

/* The whole content of path in GC memory (NUL bytes included), its length
 * in *len; NULL with errno set (a directory: EISDIR). */
char *fs_read_all(const char *path, size_t *len);
/* The same for a file the user names: waiting for a pipe, or reading one
 * that never ends (/dev/zero), stops when *stop is set (NULL, EINTR). */
char *fs_read_all_until(const char *path, size_t *len, volatile sig_atomic_t *stop);

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
/* The same for a file of Tortue's own (a cache): its links are not
 * followed and nothing is written into a pipe or a device: whatever is at
 * path (a link, a pipe...) is replaced by the new regular file, in path's
 * directory. */
int fs_atomic_begin_own(const char *path, mode_t mode, FsAtomic *a);
/* Flush the temporary to the disk and rename it over the target; on a
 * failure the temporary is removed. 0, or an errno. */
int fs_atomic_commit(FsAtomic *a);
/* The same for a file written through f, a stream fdopen'd on a->fd (no
 * dup: emscripten's Node file system opens the path again for one, and
 * the temporary's O_EXCL then fails): f is flushed and closed with it. */
int fs_atomic_commit_stream(FsAtomic *a, FILE *f);
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
