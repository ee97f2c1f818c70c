/* taquin_pdb.h -- optimal solutions of sliding-tile puzzles of at most 16
 * cells: IDA* guided by additive (disjoint) pattern databases.
 *
 * Positions are n * p cells, row-major, each holding its tile (0 is the
 * blank); the goal has cell i holding i, the blank top left. The caller
 * checks that a position is valid and solvable before asking. */
#ifndef LOGO_TAQUIN_PDB_H
#define LOGO_TAQUIN_PDB_H

#include <signal.h>
#include <stdbool.h>
#include <stdint.h>

#include "taquin.h"

/* The databases of one board size: built once, then read only, so any
 * number of searches may share them. */
typedef struct PdbSet PdbSet;

/* Whether pdb_build can handle n x p boards: 2 x 2 up to 16 cells. */
bool pdb_supports(int n, int p);

/* Build the databases of the n x p board, the groups shared between the
 * cores: for 4 x 4, about 1.5 s of work and 34 MB kept (about 120 MB per
 * group built at once), taken from a (NULL: the C library; called from
 * one thread at a time, under a lock), which pdb_free gives them back to.
 * NULL when pdb_supports(n, p) fails, a refuses memory or *stop becomes
 * non-zero meanwhile; everything taken is given back then. */
PdbSet *pdb_build(int n, int p, volatile sig_atomic_t *stop, const NAlloc *a);
void pdb_free(PdbSet *set);

/* The databases in a file, to spare the next session the building: written
 * to fd by pdb_save (false on a write error), read back by pdb_load, which
 * checks everything (header, partition, sizes, length, checksum) against
 * what pdb_build(n, p) would make: the set read, or NULL with *why saying
 * whether the file was refused (PDB_LOAD_BAD: build the databases anew) or
 * memory was (PDB_LOAD_NO_MEMORY). */
typedef enum { PDB_LOADED, PDB_LOAD_BAD, PDB_LOAD_NO_MEMORY } PdbLoad;
bool pdb_save(const PdbSet *set, int fd);
PdbSet *pdb_load(int n, int p, int fd, const NAlloc *a, PdbLoad *why);

/* The heuristic of a position: a lower bound of its distance to the goal,
 * 0 only at the goal. */
int pdb_h(const PdbSet *set, const uint8_t *cells);

/* An optimal solution of cells by IDA*: bound = h(start), then depth-first
 * passes cut where g + h > bound, each raising the bound to the least f cut,
 * the four moves tried in TqMove order, never the one undoing the last.
 * A position counts as examined when compared with the goal (over all
 * passes); the search stops with TQ_LIMIT when ctl->max positions have
 * been examined, TQ_STOPPED when *ctl->stop becomes non-zero, and reports
 * its progress through ctl (with the bound). The moves go from the start
 * to the goal. */
TqResult pdb_ida(const PdbSet *set, const uint8_t *cells, const TqControl *ctl);

#endif
