/* namemap.h -- a hash table from names, compared as the symbol table
 * compares them (case and accents folded: ÉCRIS is ecris), to one pointer
 * each, in GC memory. TRADUIS and LANGUE look up every name of a program
 * in one: a look-up costs the same with 100,000 procedures as with ten. */
#ifndef LOGO_NAMEMAP_H
#define LOGO_NAMEMAP_H

#include <stdbool.h>
#include <stddef.h>

#include "logo.h"

typedef struct NameMap NameMap;

NameMap *nm_new(void);
/* The value of name, or NULL when it has none. */
void *nm_get(const NameMap *m, const char *name, size_t n);
/* Give name the value v (not NULL), replacing the one it had. */
void nm_put(NameMap *m, const char *name, size_t n, void *v);
/* How many names have a value. */
size_t nm_count(const NameMap *m);

#endif
