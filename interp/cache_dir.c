/* cache_dir.c -- Tortue's directory in the user's cache. */
#include <config.h>

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "cache_dir.h"
#include "error.h"
#include "fs.h"
#include "mem.h"
#include "node.h"

bool cache_wanted(void)
{
  const char *v = getenv("TORTUE_CACHE");
  return !(v && (strcmp(v, "non") == 0 || strcmp(v, "0") == 0));
}

char *cache_dir(void)
{
  const char *base = getenv("XDG_CACHE_HOME"), *home = getenv("HOME");
  const char *sub = "/tortue";
  if (!base || base[0] != '/') {
    if (!home || !*home) return NULL;
    base = home;
    sub = "/.cache/tortue";
  }
  size_t len = strlen(base) + strlen(sub) + 1;
  char *dir = mem_alloc_atomic(len);
  snprintf(dir, len, "%s%s", base, sub);
  return dir;
}

bool cache_make_dir(char *dir)
{
  for (char *at = dir + 1; *at; at++) {
    if (*at != '/') continue;
    *at = '\0';
    bool ok = mkdir(dir, 0700) == 0 || errno == EEXIST;
    *at = '/';
    if (!ok) return false;
  }
  return mkdir(dir, 0700) == 0 || errno == EEXIST;
}

/* lstat, not stat: a link in place of the directory is refused, not
 * followed. A race (the directory replaced by a link after this check) is
 * open only to who may write in the directory above it, the user's own. */
char *cache_ready_dir(CacheNote *note)
{
  note->path = NULL;
  char *dir = cache_wanted() ? cache_dir() : NULL;
  if (dir == NULL || !cache_make_dir(dir)) return NULL;
  struct stat st;
  if (lstat(dir, &st) != 0) return NULL;
  if (S_ISDIR(st.st_mode)) return dir;
  note->path = dir;
  note->kind = st.st_mode & S_IFMT;
  note->directory = true;
  return NULL;
}

char *cache_file(const char *name, CacheNote *note)
{
  char *dir = cache_ready_dir(note);
  if (dir == NULL) return NULL;
  size_t len = strlen(dir) + strlen(name) + 2;
  char *path = mem_alloc_atomic(len);
  snprintf(path, len, "%s/%s", dir, name);
  return path;
}

void cache_say(LgState *L, const CacheNote *note)
{
  if (note->path == NULL) return;
  Node *path = nd_cstr(note->path), *kind = nd_cstr(fs_kind_name(note->kind));
  if (note->directory) err_say(L, ERR_INFO_CACHE_DIR_REFUSED, path, kind);
  else if (S_ISDIR(note->kind)) err_say(L, ERR_INFO_CACHE_FILE_DIR, path);
  else err_say(L, ERR_INFO_CACHE_REPLACED, path, kind);
}
