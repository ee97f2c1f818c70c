/* fs.c -- files as wholes: opening for reading, reading a whole file, and
 * replacing a file atomically, for every primitive that does so (SAUVE,
 * RAMENE, OUVRELECTURE, the history of the prompt). */
#include <config.h>

#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "logo.h"
#include "fs.h"
#include "mem.h"
#include "print.h"
#include "utf8.h"

/* Should a call cut by a signal (EINTR) be tried again? With a stop
 * flag, when it is not set: the signal was not Ctrl-C. */
static bool again(volatile sig_atomic_t *stop)
{
  return errno == EINTR && stop && !*stop;
}

/* fopen, tried again when a signal other than Ctrl-C cuts the wait for a
 * pipe's other end. */
static FILE *open_until(const char *path, const char *mode, volatile sig_atomic_t *stop)
{
  FILE *f;
  while ((f = fopen(path, mode)) == NULL && again(stop)) {}
  return f;
}

FILE *fs_open_until(const char *path, const char *mode, volatile sig_atomic_t *stop)
{
  FILE *f = open_until(path, mode, stop);
  struct stat st;
  if (f && fstat(fileno(f), &st) == 0 && S_ISDIR(st.st_mode)) {
    fclose(f);
    f = NULL;
    errno = EISDIR;
  }
  return f;
}

FILE *fs_open(const char *path, const char *mode)
{
  return fs_open_until(path, mode, NULL);
}

/* The rest of f, up to its end, added to b; false with errno EINTR when
 * *stop is set (a pipe that never ends, /dev/zero: Ctrl-C stops it). */
static bool read_rest(FILE *f, Buf *b, volatile sig_atomic_t *stop)
{
  char chunk[65536];
  for (;;) {
    size_t k = fread(chunk, 1, sizeof chunk, f);
    buf_add(b, chunk, k);
    if (stop && *stop) {
      errno = EINTR;
      return false;
    }
    if (ferror(f) && again(stop)) clearerr(f);   /* not Ctrl-C: read on */
    else if (ferror(f) || feof(f)) return true;
  }
}

char *fs_read_all_until(const char *path, size_t *len, volatile sig_atomic_t *stop)
{
  FILE *f = fs_open_until(path, "re", stop);
  if (!f) return NULL;
  /* a file whose size is known is read at once into a block of that size
   * and one byte (asked for, so that its end is seen), not through the
   * chunk: lib-logo's files are read at each start-up */
  struct stat st;
  bool sized = fstat(fileno(f), &st) == 0 && S_ISREG(st.st_mode) && st.st_size > 0 &&
               (uintmax_t)st.st_size < SIZE_MAX / 2;
  Buf b;
  errno = 0;
  if (sized) {
    buf_init_cap(&b, (size_t)st.st_size + 1);
    b.n = fread(b.s, 1, b.cap, f);
  } else {
    buf_init(&b);
  }
  bool whole = true;   /* the file grew, or its size is unknown: the rest */
  if (!feof(f) && !ferror(f)) whole = read_rest(f, &b, stop);
  int e = !whole ? EINTR : ferror(f) ? (errno ? errno : EIO) : 0;
  fclose(f);
  if (e) {
    errno = e;
    return NULL;
  }
  *len = b.n;
  return b.s;
}

char *fs_read_all(const char *path, size_t *len)
{
  return fs_read_all_until(path, len, NULL);
}

/* {====================================================================
 * Tortue's own files
 * ===================================================================== */

/* Refuse what is not a regular file, its type in *kind. */
static int not_regular(mode_t mode, mode_t *kind)
{
  *kind = mode & S_IFMT;
  errno = FS_ENOTREG;
  return -1;
}

/* The type is looked at before opening (opening a device may act on it:
 * a tape rewinds), and again on what was opened, in case the name
 * changed in between; O_NONBLOCK lets a pipe open without a writer. */
int fs_own_open(const char *path, int flags, mode_t mode, mode_t *kind)
{
  *kind = 0;
  struct stat st;
  if (lstat(path, &st) == 0 && !S_ISREG(st.st_mode)) return not_regular(st.st_mode, kind);
  int fd = open(path, flags | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC, mode);
  if (fd < 0) return errno == ELOOP ? not_regular(S_IFLNK, kind) : -1;
  if (fstat(fd, &st) != 0) {
    int e = errno;
    close(fd);
    errno = e;
    return -1;
  }
  if (!S_ISREG(st.st_mode)) {
    close(fd);
    return not_regular(st.st_mode, kind);
  }
  fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK);
  return fd;
}

const char *fs_kind_name(mode_t kind)
{
  switch (kind & S_IFMT) {
  case S_IFLNK: return "un lien symbolique";
  case S_IFIFO: return "un tube (FIFO)";
  case S_IFCHR: case S_IFBLK: return "un périphérique";
  case S_IFSOCK: return "une prise (socket)";
  case S_IFDIR: return "un dossier";
  case S_IFREG: return "un fichier";
  default: return "un fichier spécial";
  }
}

/* }==================================================================== */

/* {====================================================================
 * Atomic replacement
 *
 * The temporary of NOM is "NOM.tortue-PID.tmp", PID the writing process:
 * a person recognises it, and the next SAUVE of NOM removes those whose
 * process is gone (kill(pid, 0) fails with ESRCH) -- a kill -9 or a power
 * cut cannot run any cleanup of its own. The pid rather than a lock: a
 * lock (flock) is taken only after the file exists, so a cleaner could
 * take a live writer's fresh file for a dead one in between; the pid is
 * in the name from the start. Its limits, accepted: a dead writer's pid
 * reused by a live process keeps its temporary until that process ends
 * (never a live file removed); a writer on another machine sharing the
 * directory, or in another pid namespace, may look dead -- its rename then
 * fails and it reports the error, the real file untouched either way.
 * ===================================================================== */

#define TMP_MARK ".tortue-"
#define TMP_END ".tmp"
#define PID_DIGITS_MAX 10
#define TMP_EXTRA (sizeof TMP_MARK - 1 + PID_DIGITS_MAX + sizeof TMP_END - 1)
#define HASH_LEN 9   /* "~" and 8 hex digits */
#define LINKS_MAX 40

/* path with its symbolic links followed, so that SAUVE writes through a
 * link instead of replacing it; a dangling link gives its target, to be
 * created. NULL with *err for a loop. */
static const char *follow_links(const char *path, int *err)
{
  const char *p = path;
  for (int hops = 0; hops < LINKS_MAX; hops++) {
    char to[PATH_MAX];
    ssize_t n = readlink(p, to, sizeof to);
    if (n < 0) return p;   /* not a link, or absent: open says the rest */
    if ((size_t)n == sizeof to) break;
    const char *slash = to[0] == '/' ? NULL : strrchr(p, '/');
    size_t keep = slash ? (size_t)(slash + 1 - p) : 0;   /* relative to the link's directory */
    char *next = mem_alloc_atomic(keep + (size_t)n + 1);
    memcpy(next, p, keep);
    memcpy(next + keep, to, (size_t)n);
    next[keep + (size_t)n] = '\0';
    p = next;
  }
  *err = ELOOP;
  return NULL;
}

static long name_max(const char *dir)
{
  long m = pathconf(*dir ? dir : ".", _PC_NAME_MAX);
  return m > 0 ? m : NAME_MAX;
}

static uint32_t fnv1a(const char *s)
{
  uint32_t h = 2166136261u;
  for (; *s; s++) h = (h ^ (unsigned char)*s) * 16777619u;
  return h;
}

/* The part of the temporary's name before ".tortue-PID.tmp": the file's
 * own name, or, when that would make the temporary too long for the
 * directory, its beginning (whole UTF-8 characters) and a hash of all of
 * it, so that two long names still differ. NULL when base itself is too
 * long. */
static const char *tmp_stem(const char *base, long max)
{
  size_t n = strlen(base);
  if ((long)n > max) return NULL;
  if ((long)(n + TMP_EXTRA) <= max) return base;
  size_t k = (size_t)max - TMP_EXTRA - HASH_LEN;
  k = utf8_start(base, k);
  char *stem = mem_alloc_atomic(k + HASH_LEN + 1);
  memcpy(stem, base, k);
  snprintf(stem + k, HASH_LEN + 1, "~%08x", (unsigned)fnv1a(base));
  return stem;
}

/* The pid in a temporary's name for stem, or -1 for another file. */
static long tmp_pid(const char *name, const char *stem)
{
  size_t n = strlen(stem), m = strlen(TMP_MARK);
  if (strncmp(name, stem, n) != 0 || strncmp(name + n, TMP_MARK, m) != 0) return -1;
  const char *digits = name + n + m;
  if (!isdigit((unsigned char)*digits)) return -1;
  char *end;
  errno = 0;
  long pid = strtol(digits, &end, 10);
  if (errno || pid <= 0 || pid > INT_MAX || strcmp(end, TMP_END) != 0) return -1;
  return pid;
}

/* This process writes one file at a time, so a temporary of its own pid
 * is an old one (left by a dead process that had the same pid). */
static bool writer_gone(pid_t pid)
{
  return pid == getpid() || (kill(pid, 0) != 0 && errno == ESRCH);
}

static void remove_stale(const char *dir, const char *stem)
{
  DIR *d = opendir(*dir ? dir : ".");
  if (!d) return;
  struct dirent *e;
  while ((e = readdir(d)) != NULL) {
    long pid = tmp_pid(e->d_name, stem);
    if (pid > 0 && writer_gone((pid_t)pid)) unlinkat(dirfd(d), e->d_name, 0);
  }
  closedir(d);
}

/* The new file keeps the old one's owner and permissions (best effort:
 * only root may give a file away); a new file gets them from the umask. */
static void keep_mode(int fd, const struct stat *old)
{
  if (fchown(fd, old->st_uid, old->st_gid) != 0) { /* not ours to give */ }
  fchmod(fd, old->st_mode & 07777);
}

/* A device or a pipe (/dev/stdout, a fifo) is written into, not replaced
 * by a plain file: there is no half-written file to fear. */
static int open_direct(FsAtomic *a)
{
  a->fd = open(a->target, O_WRONLY | O_TRUNC | O_CLOEXEC);
  return a->fd < 0 ? errno : 0;
}

/* The temporary's path: dir, stem, ".tortue-PID.tmp". */
static char *tmp_path(const char *dir, const char *stem)
{
  size_t n = strlen(dir) + strlen(stem) + TMP_EXTRA + 1;
  char *tmp = mem_alloc_atomic(n);
  snprintf(tmp, n, "%s%s" TMP_MARK "%ld" TMP_END, dir, stem, (long)getpid());
  return tmp;
}

/* The temporary for a->target, in its directory; a file replaced keeps
 * its mode. */
static int begin_tmp(FsAtomic *a, mode_t mode)
{
  const char *slash = strrchr(a->target, '/');
  const char *base = slash ? slash + 1 : a->target;
  const char *dir = mem_strndup(a->target, (size_t)(base - a->target));
  struct stat old;
  bool exists = lstat(a->target, &old) == 0;
  if (*base == '\0' || (exists && S_ISDIR(old.st_mode))) return EISDIR;
  const char *stem = tmp_stem(base, name_max(dir));
  if (stem == NULL) return ENAMETOOLONG;
  remove_stale(dir, stem);
  a->tmp = tmp_path(dir, stem);
  a->fd = open(a->tmp, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode);
  if (a->fd < 0) return errno;
  if (exists && S_ISREG(old.st_mode)) keep_mode(a->fd, &old);
  return 0;
}

int fs_atomic_begin(const char *path, mode_t mode, FsAtomic *a)
{
  int e = 0;
  a->fd = -1;
  a->tmp = NULL;
  a->target = path;
  struct stat old;
  if (stat(path, &old) == 0 && !S_ISREG(old.st_mode) && !S_ISDIR(old.st_mode))
    return open_direct(a);   /* before following links: /dev/stdout's lead to "pipe:[...]" */
  a->target = follow_links(path, &e);
  if (a->target == NULL) return e;
  return begin_tmp(a, mode);
}

int fs_atomic_begin_own(const char *path, mode_t mode, FsAtomic *a)
{
  a->fd = -1;
  a->tmp = NULL;
  a->target = path;
  return begin_tmp(a, mode);
}

/* The rename is on the disk too (best effort: not every file system can
 * sync a directory). */
static void sync_dir(const char *target)
{
  const char *slash = strrchr(target, '/');
  const char *dir = slash ? mem_strndup(target, (size_t)(slash - target) + 1) : ".";
  int fd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (fd < 0) return;
  fsync(fd);
  close(fd);
}

/* Rename the temporary over the target, after flushing it to the disk
 * when `durable`. f, if not NULL, is a stream on a->fd: closed with it. */
static int atomic_commit(FsAtomic *a, FILE *f, bool durable)
{
  bool direct = a->tmp == NULL;   /* written directly: nothing to rename */
  int e = f && fflush(f) != 0 ? errno : 0;
  if (!direct && durable && e == 0 && fsync(a->fd) != 0) e = errno;
  if ((f ? fclose(f) : close(a->fd)) != 0 && e == 0) e = errno;
  a->fd = -1;
  if (direct) return e;
  if (e == 0 && rename(a->tmp, a->target) != 0) e = errno;
  if (e != 0) {
    unlink(a->tmp);
    return e;
  }
  if (durable) sync_dir(a->target);
  return 0;
}

int fs_atomic_commit(FsAtomic *a)
{
  return atomic_commit(a, NULL, true);
}

int fs_atomic_commit_cache(FsAtomic *a)
{
  return atomic_commit(a, NULL, false);
}

int fs_atomic_commit_stream(FsAtomic *a, FILE *f)
{
  return atomic_commit(a, f, true);
}

void fs_atomic_abort(FsAtomic *a)
{
  if (a->fd >= 0) close(a->fd);
  a->fd = -1;
  if (a->tmp) unlink(a->tmp);
}

/* Ctrl-C does not cut a file (a regular file's write is never long), but
 * it does end a wait for a pipe's reader (`direct`): EINTR then. */
static int write_all(int fd, const char *s, size_t len, bool direct)
{
  while (len > 0) {
    ssize_t k = write(fd, s, len);
    if (k < 0 && errno == EINTR && !direct) continue;
    if (k <= 0) return k < 0 ? errno : EIO;
    s += k;
    len -= (size_t)k;
  }
  return 0;
}

int fs_write_atomic(const char *path, mode_t mode, const char *text, size_t len)
{
  FsAtomic a;
  int e = fs_atomic_begin(path, mode, &a);
  if (e != 0) return e;
  e = write_all(a.fd, text, len, a.tmp == NULL);
  if (e != 0) {
    fs_atomic_abort(&a);
    return e;
  }
  return fs_atomic_commit(&a);
}

/* }==================================================================== */
