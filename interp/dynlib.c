/* dynlib.c -- shared libraries opened at their first use (dynlib.h). */
#include <config.h>

#include <dlfcn.h>
#include <stdlib.h>
#include <string.h>

#include "dynlib.h"

#ifdef __EMSCRIPTEN__
/* WebAssembly (tools/web.sh) has no shared libraries: Cairo is linked
 * (web.mk builds it), and its table is filled from the linked functions,
 * in the order of its list, their types checked by the initializer. */
#define CAIRO_DL_NO_MACROS
#include "cairo_dl.h"

#define CAIRO_LINKED(f) cairo_##f,
static const DynCairo linked_cairo = { CAIRO_FUNCTIONS(CAIRO_LINKED) };
#undef CAIRO_LINKED

static bool load_linked(DynLib *lib)
{
  if (lib->table != &dyn_cairo) return false;
  dyn_cairo = linked_cairo;
  return true;
}
#endif

_Static_assert(sizeof(void *) == sizeof(void (*)(void)),
               "a table entry holds what dlsym gives");

static void *open_file(const DynLib *lib)
{
#ifdef __EMSCRIPTEN__
  /* the runtime's dlopen would end the program, not fail: the others
   * (SDL2) are not there */
  (void)lib;
  return NULL;
#endif
  const char *env = lib->env ? getenv(lib->env) : NULL;
  if (env && *env) return dlopen(env, RTLD_NOW | RTLD_LOCAL);
  void *h = NULL;
  for (const char *const *f = lib->files; !h && *f; f++) h = dlopen(*f, RTLD_NOW | RTLD_LOCAL);
  return h;
}

/* The table's entries are function pointers, as dlsym's void * are on
 * POSIX systems: copied as bytes, which ISO C allows. */
static bool fill(DynLib *lib, void *h)
{
  for (size_t i = 0; i < lib->count; i++) {
    void *f = dlsym(h, lib->names[i]);
    if (!f) return false;
    memcpy((char *)lib->table + i * sizeof f, &f, sizeof f);
  }
  return true;
}

bool dyn_load(DynLib *lib)
{
  if (lib->loaded || lib->missing) return lib->loaded;
#ifdef __EMSCRIPTEN__
  if (load_linked(lib)) return lib->loaded = true;
#endif
  void *h = open_file(lib);
  if (h && fill(lib, h)) {
    lib->loaded = true;   /* never closed: the library may have threads */
    return true;
  }
#ifdef __EMSCRIPTEN__
  const char *why = NULL;
#else
  const char *why = dlerror();
#endif
  char *copy = why ? strdup(why) : NULL;   /* kept for the session */
  lib->missing = copy ? copy : lib->files[0];
  if (h) dlclose(h);
  return false;
}
