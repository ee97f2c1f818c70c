/* alignes_journal.c -- the journal of a long count of no three in line. */
#include <config.h>

#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "alignes_journal.h"

#define ALJ_VERSION 1
#define SYNC_EVERY 60.0   /* seconds between two fdatasync */
#define LINE_MAX_BYTES 96

static double now(void)
{
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/* CRC-32 (the polynomial of zip and PNG), bit by bit: records are short. */
static uint32_t crc32_of(const char *s, size_t n)
{
  uint32_t c = 0xFFFFFFFFu;
  for (size_t i = 0; i < n; i++) {
    c ^= (uint8_t)s[i];
    for (int b = 0; b < 8; b++) c = c >> 1 ^ (0xEDB88320u & -(c & 1u));
  }
  return ~c;
}

/* The header line of n's journal, with its '\n'; its length. */
static int header(char *out, size_t cap, int n, int ntasks, uint32_t fingerprint)
{
  return snprintf(out, cap, "tortue alignes.journal %d n %d debuts %d ordre %08" PRIx32 "\n",
                  ALJ_VERSION, n, ntasks, fingerprint);
}

/* A record's line, with its '\n'; its length. */
static int record(char *out, size_t cap, uint64_t task, uint64_t total, uint64_t fixed)
{
  int len = snprintf(out, cap, "%" PRIu64 " %" PRIu64 " %" PRIu64, task, total, fixed);
  uint32_t crc = crc32_of(out, (size_t)len);
  return len + snprintf(out + len, cap - (size_t)len, " %08" PRIx32 "\n", crc);
}

/* Read a decimal number at *p, moving past it; false when none. */
static bool number(const char **p, const char *end, uint64_t *v)
{
  const char *s = *p;
  *v = 0;
  while (s < end && *s >= '0' && *s <= '9' && s - *p < 20) *v = *v * 10 + (uint64_t)(*s++ - '0');
  bool ok = s > *p;
  *p = s;
  return ok;
}

/* The record line [s, end), '\n' included, when it is one that this module
 * writes, of a task of the journal not seen yet: counted in j. */
static bool take_record(AlJournal *j, const char *s, const char *end)
{
  uint64_t task, total, fixed;
  const char *p = s;
  if (!number(&p, end, &task) || p == end || *p++ != ' ' || !number(&p, end, &total)
      || p == end || *p++ != ' ' || !number(&p, end, &fixed))
    return false;
  char again[LINE_MAX_BYTES];
  int len = record(again, sizeof again, task, total, fixed);
  if ((size_t)len != (size_t)(end - s) || memcmp(again, s, (size_t)len) != 0) return false;
  if (task >= (uint64_t)j->ntasks || j->done[task]) return false;
  if (fixed < total || (total <= UINT64_MAX / 8 && fixed > 8 * total)) return false;
  j->done[task] = true;
  j->from_file++;
  j->total += total;
  j->fixed += fixed;
  return true;
}

/* Check the file's text against the header expected: the bytes of its
 * whole lines to keep (0 for an empty file or a header cut short), or -1
 * when the file is to be set aside. */
static int64_t check_text(AlJournal *j, const char *text, size_t len, const char *head)
{
  const char *end = text + len, *nl = memchr(text, '\n', len);
  size_t hl = strlen(head);
  if (nl == NULL) return len <= hl && memcmp(text, head, len) == 0 ? 0 : -1;
  if ((size_t)(nl + 1 - text) != hl || memcmp(text, head, hl) != 0) return -1;
  const char *s = nl + 1;
  while (s < end && (nl = memchr(s, '\n', (size_t)(end - s))) != NULL) {
    if (!take_record(j, s, nl + 1)) return -1;
    s = nl + 1;
  }
  return s - text;
}

/* The whole file open on fd, in memory from a (NULL: an error). */
static char *read_whole(int fd, size_t *len, const NAlloc *a)
{
  struct stat st;
  if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) return NULL;
  *len = (size_t)st.st_size;
  char *buf = na_alloc(a, *len + 1);
  size_t got = 0;
  while (buf && got < *len) {
    ssize_t r = pread(fd, buf + got, *len - got, (off_t)got);
    if (r <= 0) {
      if (r < 0 && errno == EINTR) continue;
      na_free(a, buf);
      return NULL;
    }
    got += (size_t)r;
  }
  return buf;
}

/* Write s whole at the end of the journal; on a failure, cut off what
 * went in and give up the file (the count goes on without it). */
static bool append(AlJournal *j, const char *s, size_t len)
{
  size_t put = 0;
  while (put < len) {
    ssize_t w = pwrite(j->fd, s + put, len - put, (off_t)(j->size + put));
    if (w < 0 && errno == EINTR) continue;
    if (w <= 0) {
      j->error = w < 0 ? errno : EIO;
      if (ftruncate(j->fd, (off_t)j->size) != 0) {}   /* the reader cuts it anyway */
      close(j->fd);
      j->fd = -1;
      return false;
    }
    put += (size_t)w;
  }
  j->size += len;
  return true;
}

/* What is at path, when it is not a journal's own file: its type (S_IFMT
 * bits), ALJ_HARD_LINK for a file with other names (written in place, the
 * journal would change them too), 0 for a regular file of its own. */
static unsigned foreign_kind(const struct stat *st)
{
  if (!S_ISREG(st->st_mode)) return st->st_mode & S_IFMT;
  return st->st_nlink > 1 ? ALJ_HARD_LINK : 0;
}

/* Open (or create) path when it is a regular file of its own: a symbolic
 * link is not followed (the journal never writes outside its directory),
 * a pipe or a device not opened (nothing blocks); -1 with j->kind set to
 * what is there instead (foreign_kind), or with j->error. */
static int open_regular(AlJournal *j, const char *path)
{
  struct stat st;
  if (lstat(path, &st) == 0 && foreign_kind(&st) != 0) {
    j->kind = foreign_kind(&st);
    return -1;
  }
  int fd = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC, 0644);
  if (fd < 0) {
    j->error = errno;
    if (errno == ELOOP) j->kind = S_IFLNK;   /* a link made since the lstat */
    return -1;
  }
  if (fstat(fd, &st) != 0) {
    j->error = errno;
    close(fd);
    return -1;
  }
  if (foreign_kind(&st) != 0) {   /* a pipe made since the lstat */
    j->kind = foreign_kind(&st);
    close(fd);
    return -1;
  }
  return fd;
}

/* Open path, locked for this process; -1 with *busy set when another
 * process holds it. */
static int open_locked(AlJournal *j, const char *path, bool *busy)
{
  *busy = false;
  int fd = open_regular(j, path);
  if (fd < 0) return -1;
  if (flock(fd, LOCK_EX | LOCK_NB) == 0) return fd;
  *busy = errno == EWOULDBLOCK;
  j->error = errno;
  close(fd);
  return -1;
}

/* Forget what was read, rename the file aside and begin a new one. */
static AljState set_aside(AlJournal *j, const char *path, const char *head)
{
  memset(j->done, 0, (size_t)j->ntasks + 1);
  j->from_file = 0;
  j->total = j->fixed = 0;
  size_t len = strlen(path) + sizeof ALJ_ASIDE;
  char *aside = na_alloc(j->a, len);
  if (aside == NULL) return ALJ_NO_MEMORY;
  snprintf(aside, len, "%s%s", path, ALJ_ASIDE);
  bool moved = rename(path, aside) == 0;
  if (!moved) j->error = errno;
  na_free(j->a, aside);
  if (j->fd >= 0) close(j->fd);
  bool busy;
  j->fd = moved ? open_locked(j, path, &busy) : -1;
  j->size = 0;
  if (j->fd >= 0 && ftruncate(j->fd, 0) != 0) {
    j->error = errno;
    close(j->fd);
    j->fd = -1;
  }
  if (j->fd < 0 || !append(j, head, strlen(head))) return ALJ_UNUSABLE;
  return ALJ_SET_ASIDE;
}

/* Longer than a header and a record per task, the file is no journal of
 * this count: set aside unread (it might be huge). */
static bool too_long(const AlJournal *j)
{
  struct stat st;
  uint64_t most = (uint64_t)(j->ntasks + 1) * LINE_MAX_BYTES;
  return fstat(j->fd, &st) == 0 && (uint64_t)st.st_size > most;
}

/* Read the journal open in j->fd, keep its whole lines or set it aside. */
static AljState load(AlJournal *j, const char *path, const char *head)
{
  if (too_long(j)) return set_aside(j, path, head);
  size_t len;
  char *text = read_whole(j->fd, &len, j->a);
  if (text == NULL) {
    j->error = errno;
    close(j->fd);
    j->fd = -1;
    return ALJ_UNUSABLE;
  }
  int64_t keep = check_text(j, text, len, head);
  na_free(j->a, text);
  if (keep < 0) return set_aside(j, path, head);
  j->size = (uint64_t)keep;
  if (ftruncate(j->fd, (off_t)keep) != 0 || (keep == 0 && !append(j, head, strlen(head)))) {
    if (j->fd >= 0) {   /* ftruncate failed (append closes on its own failure) */
      j->error = errno;
      close(j->fd);
    }
    j->fd = -1;
    j->from_file = 0;
    j->total = j->fixed = 0;
    memset(j->done, 0, (size_t)j->ntasks + 1);
    return ALJ_UNUSABLE;
  }
  return ALJ_OPENED;
}

AljState alj_open(AlJournal *j, const char *path, int n, const NAlloc *a)
{
  memset(j, 0, sizeof *j);
  j->fd = -1;
  j->n = n;
  j->a = a;
  uint32_t fingerprint;
  if (!al_task_plan(n, &j->ntasks, &fingerprint, a)) return ALJ_NO_MEMORY;
  j->done = na_zalloc(a, (size_t)j->ntasks + 1);
  if (j->done == NULL) return ALJ_NO_MEMORY;
  char head[LINE_MAX_BYTES];
  header(head, sizeof head, n, j->ntasks, fingerprint);
  j->synced = now();
  bool busy;
  j->fd = open_locked(j, path, &busy);
  if (j->fd < 0 && j->kind != 0) {   /* a link, a pipe...: set aside */
    AljState st = set_aside(j, path, head);
    return st == ALJ_SET_ASIDE ? ALJ_NOT_FILE : st;
  }
  if (j->fd < 0) return busy ? ALJ_BUSY : ALJ_UNUSABLE;
  AljState st = load(j, path, head);
  j->recorded = j->from_file;
  return st;
}

/* AlResume.finished: one task's record at the end of the journal. */
static void alj_record(void *ud, int task, uint64_t total, uint64_t fixed)
{
  AlJournal *j = ud;
  if (j->fd < 0) return;
  char line[LINE_MAX_BYTES];
  int len = record(line, sizeof line, (uint64_t)task, total, fixed);
  if (!append(j, line, (size_t)len)) {
    j->broken = true;
    return;
  }
  j->recorded++;
  double t = now();
  if (t - j->synced >= SYNC_EVERY) {
    fdatasync(j->fd);
    j->synced = t;
  }
}

AlResume alj_resume(AlJournal *j)
{
  return (AlResume){ j->done, j->total, j->fixed, alj_record, j };
}

void alj_close(AlJournal *j)
{
  if (j->fd >= 0) {
    fdatasync(j->fd);
    close(j->fd);
  }
  j->fd = -1;
  na_free(j->a, j->done);
  j->done = NULL;
}
