/* alignes_journal.h -- the journal of a long count of no three in line
 * (al_count_resume): each task the counter completes is appended to a
 * file as one line, so that a count stopped (Ctrl-C, the end of a
 * session, a kill) goes on later from the tasks it had done. Plain C, no
 * interpreter header: the caller names the file.
 *
 * The file is text, one line each ending in '\n':
 *   tortue alignes.journal 1 n 16 debuts 5776 ordre 1a2b3c4d
 *   <task> <total> <fixed> <crc>
 * The header gives the format's version (1), n, the number of tasks and
 * the fingerprint of their list (al_task_plan, 8 hex digits). A record
 * gives a task's index (0-based), the solutions it counted (with its
 * weight), the sum over them of the symmetries fixing each, and the
 * CRC-32 of the text before it (8 hex digits), all as written here and
 * nothing else.
 *
 * Opening checks every line: the header must be the one the counter of
 * this build expects for n; each record as written here, its CRC right,
 * its task in range and seen once, its sums possible (total <= fixed <=
 * 8 total). The file must be a regular file: a symbolic link is not
 * followed (a journal never writes outside its directory), a pipe or a
 * device is not opened (nothing blocks), a file with other names (a hard
 * link) is not written in place; each is set aside as a damaged journal
 * is. A last line without its '\n' (the process killed in the
 * middle of a write) is cut off and its task counted again. Anything else
 * wrong and the file is never trusted: it is renamed with ALJ_ASIDE added
 * to its name and a new journal begins.
 *
 * Each record is one write(2): a process killed loses no record written.
 * fdatasync runs at most once a minute and at the close, so a power cut
 * loses at most the last minute's tasks (they are counted again). The
 * file is locked (flock) while open: a second process counting the same n
 * gets ALJ_BUSY and counts without it. */
#ifndef LOGO_ALIGNES_JOURNAL_H
#define LOGO_ALIGNES_JOURNAL_H

#include <stdbool.h>
#include <stdint.h>

#include "alignes.h"
#include "nalloc.h"

#define ALJ_ASIDE ".rejete"   /* suffix of a journal set aside */
#define ALJ_HARD_LINK 0200000u   /* AlJournal.kind: a regular file with other names */

typedef enum {
  ALJ_OPENED,      /* a journal of this n read (maybe no task yet), or begun */
  ALJ_SET_ASIDE,   /* the file was refused, renamed, and a new one begun */
  ALJ_NOT_FILE,    /* the same for what was no regular file (kind) */
  ALJ_BUSY,        /* another process holds it: no journal */
  ALJ_UNUSABLE,    /* cannot be opened, read or written: no journal */
  ALJ_NO_MEMORY
} AljState;

typedef struct AlJournal {
  int fd;                  /* -1: no journal (records are dropped) */
  int n, ntasks;
  int from_file;           /* tasks read from the file at the opening */
  int recorded;            /* tasks in the journal now */
  bool *done;              /* [ntasks]: the tasks in the journal */
  uint64_t total, fixed;   /* the sums of the tasks read from the file */
  uint64_t size;           /* bytes of whole lines in the file */
  double synced;           /* when it was last flushed to the disk */
  unsigned kind;           /* ALJ_NOT_FILE: what was set aside (S_IFMT bits) */
  int error;               /* ALJ_UNUSABLE, broken: the errno, when one said why */
  bool broken;             /* a record could not be written (a full disk): the
                            * journal was given up in the middle of the count */
  const NAlloc *a;
} AlJournal;

/* Open (or begin) the journal of the count of n at path; j is then ready
 * for alj_resume and alj_close, whatever the state (with no file on
 * ALJ_BUSY and ALJ_UNUSABLE; nothing to close on ALJ_NO_MEMORY). */
AljState alj_open(AlJournal *j, const char *path, int n, const NAlloc *a);

/* What to hand al_count_resume: the tasks read, their sums, and the
 * journal to append each task completed. */
AlResume alj_resume(AlJournal *j);

/* Flush the journal to the disk, close and unlock it, free j's memory. */
void alj_close(AlJournal *j);

#endif
