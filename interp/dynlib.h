/* dynlib.h -- shared libraries opened at their first use instead of linked.
 *
 * Cairo (the drawing's images and the window) and SDL2 (the window) drag
 * in some sixty shared libraries between them (X11, Wayland, fonts, sound,
 * D-Bus...): linked into the binary, loading and relocating them cost every
 * start of Tortue about 6 ms, several times the rest of its start-up,
 * although most sessions never save a picture nor open a window. So the
 * binary links neither: each is opened (dlopen) when first needed and
 * called through a table of function pointers filled by dlsym; their
 * headers still give the types. */
#ifndef LOGO_DYNLIB_H
#define LOGO_DYNLIB_H

#include <stdbool.h>
#include <stddef.h>

typedef struct DynLib {
  const char *env;            /* a variable naming another file to open, or NULL */
  const char *const *files;   /* else the names tried in turn, NULL-terminated */
  const char *const *names;   /* the functions, in the table's order */
  size_t count;
  void *table;                /* count function pointers, and nothing else */
  bool loaded;
  const char *missing;        /* why it could not be loaded (said once), or NULL */
} DynLib;

/* Define lib, a static DynLib filling table (a struct of function
 * pointers, in the order of the names): names is the library's X-macro
 * list of quoted names with a comma after each, env_var the variable that
 * may name another file, and the files follow, tried in turn. */
#define DYNLIB_DEFINE(lib, table, env_var, names, ...)                             \
  static const char *const lib##_names[] = { names };                            \
  static const char *const lib##_files[] = { __VA_ARGS__, NULL };                \
  static DynLib lib = { env_var, lib##_files, lib##_names,                       \
                        sizeof lib##_names / sizeof lib##_names[0], &(table), false, NULL }

/* Open lib and fill its table, once: true when every function is there;
 * else false from then on, lib->missing saying why (dlerror's text). */
bool dyn_load(DynLib *lib);

/* Cairo (its table in cairo_dl.h, filled by draw.c), loaded once: false
 * when it cannot be, dyn_cairo_missing then saying why. */
bool dyn_cairo_load(void);
const char *dyn_cairo_missing(void);

#endif
