/* dynlib.c -- shared libraries opened at their first use (dynlib.h). */
#include <config.h>

#include <dlfcn.h>
#include <stdlib.h>
#include <string.h>

#include "dynlib.h"

_Static_assert(sizeof(void *) == sizeof(void (*)(void)),
               "a table entry holds what dlsym gives");

static void *open_file(const DynLib *lib)
{
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
  void *h = open_file(lib);
  if (h && fill(lib, h)) {
    lib->loaded = true;   /* never closed: the library may have threads */
    return true;
  }
  const char *why = dlerror();
  char *copy = why ? strdup(why) : NULL;   /* kept for the session */
  lib->missing = copy ? copy : lib->files[0];
  if (h) dlclose(h);
  return false;
}
