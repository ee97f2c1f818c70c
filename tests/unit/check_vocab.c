/* check_vocab.c -- the vocabularies: every identifier has a name, no two
 * names of one vocabulary fold to the same symbol, and no procedure of the
 * Logo library (lib-logo) takes a name any vocabulary gives a primitive, nor
 * one that TRADUIS's renaming rule would change. */
#include <config.h>

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "check_util.h"
#include "translate.h"
#include "vocab.h"
#include "word.h"

static const Vocab *const *const vocabs = vocab_all;

/* Call fn on each name of v with its identifier, until it returns false. */
static void each_name(const Vocab *v, void (*fn)(const char *, size_t, int, void *), void *ud)
{
  for (int id = 0; id < VID__COUNT; id++)
    for (const char *s = vocab_names(v, (VocabId)id); *s;) {
      size_t n = strcspn(s, " ");
      fn(s, n, id, ud);
      s += n;
      while (*s == ' ') s++;
    }
}

typedef struct Seen {
  char keys[4096][64];
  int ids[4096];
  int n;
} Seen;

/* The symbol table's key of a name: names that fold alike are one name. */
static void fold(const char *s, size_t n, char *out)
{
  ck_assert_uint_lt(2 * n + 1, 64);
  word_fold(s, n, true, out);
}

static void add_unique(const char *s, size_t n, int id, void *ud)
{
  Seen *seen = ud;
  char key[64];
  fold(s, n, key);
  for (int i = 0; i < seen->n; i++)
    ck_assert_msg(strcmp(seen->keys[i], key) != 0 || seen->ids[i] == id,
                  "%.*s names two things of one vocabulary", (int)n, s);
  ck_assert_int_lt(seen->n, 4096);
  strcpy(seen->keys[seen->n], key);
  seen->ids[seen->n++] = id;
}

START_TEST(test_every_identifier_has_a_name)
{
  for (int v = 0; vocabs[v]; v++)
    for (int id = 0; id < VID__COUNT; id++)
      ck_assert_msg(*vocab_names(vocabs[v], (VocabId)id), "identifier %d has no name in %s", id,
                    vocabs[v]->lang);
}
END_TEST

static int count_names(const Vocab *v, VocabId id)
{
  int n = 0;
  for (const char *s = vocab_names(v, id); *s; n++) {
    s += strcspn(s, " ");
    while (*s == ' ') s++;
  }
  return n;
}

/* Every English name, translated into French and back, is itself: an
 * English program comes back from TRADUIS as it was. The exceptions, named
 * here: the identifiers with more English names than French ones, whose
 * extra names come back as the long one (PENERASE PE, PENREVERSE PX,
 * PENPAINT PPT, BACKGROUND BG; LANGUAGE LANGUE, since the way back to
 * French is typed in French). */
static bool has_extra_english_names(VocabId id)
{
  return id == VID_GOMME || id == VID_INVERSECRAYON || id == VID_PEINS ||
         id == VID_COULEURFOND || id == VID_LANGUE;
}

START_TEST(test_english_names_come_back)
{
  for (int id = 0; id < VID__COUNT; id++) {
    int rank = 0;
    if (count_names(&vocab_en, (VocabId)id) > count_names(&vocab_fr, (VocabId)id)) {
      ck_assert_msg(has_extra_english_names((VocabId)id), "%s has English names with no French "
                    "counterpart", vocab_names(&vocab_en, (VocabId)id));
      continue;
    }
    for (const char *s = vocab_names(&vocab_en, (VocabId)id); *s; rank++) {
      size_t n = strcspn(s, " "), fn, bn;
      const char *fr = tr_counterpart(&vocab_en, &vocab_fr, (VocabId)id, rank, &fn);
      int frank = 0;
      for (const char *p = vocab_names(&vocab_fr, (VocabId)id); p != fr; frank++) {
        p += strcspn(p, " ");
        while (*p == ' ') p++;
      }
      const char *back = tr_counterpart(&vocab_fr, &vocab_en, (VocabId)id, frank, &bn);
      ck_assert_msg(bn == n && memcmp(back, s, n) == 0, "%.*s comes back as %.*s", (int)n, s,
                    (int)bn, back);
      s += n;
      while (*s == ' ') s++;
    }
  }
}
END_TEST

/* A vocabulary is found by its language, in any case. */
START_TEST(test_vocab_by_lang)
{
  ck_assert_ptr_eq(vocab_by_lang("fr", 2), &vocab_fr);
  ck_assert_ptr_eq(vocab_by_lang("EN", 2), &vocab_en);
  ck_assert_ptr_null(vocab_by_lang("de", 2));
  ck_assert_ptr_eq(vocab_other(&vocab_fr), &vocab_en);
  ck_assert_ptr_eq(vocab_other(&vocab_en), &vocab_fr);
}
END_TEST

START_TEST(test_no_two_names_collide)
{
  for (int v = 0; vocabs[v]; v++) {
    Seen *seen = calloc(1, sizeof *seen);
    each_name(vocabs[v], add_unique, seen);
    ck_assert_int_gt(seen->n, 200);
    free(seen);
  }
}
END_TEST

typedef struct Probe {
  const char *key;
  bool found;
} Probe;

static void probe(const char *s, size_t n, int id, void *ud)
{
  (void)id;
  Probe *p = ud;
  char key[64];
  fold(s, n, key);
  if (strcmp(key, p->key) == 0) p->found = true;
}

/* Each "POUR NAME" title of a library file: NAME names no primitive. */
static int check_library_file(const char *path)
{
  FILE *f = fopen(path, "r");
  ck_assert_msg(f != NULL, "cannot read %s", path);
  char line[1024];
  int titles = 0;
  while (fgets(line, sizeof line, f)) {
    if (strncasecmp(line, "POUR ", 5) != 0) continue;
    char key[64];
    size_t n = strcspn(line + 5, " \n");
    fold(line + 5, n, key);
    /* TRADUIS's rule moves a final '_' (translate.h): a library name
     * without one, and no primitive's, stays itself in every language */
    ck_assert_msg(n > 0 && line[5 + n - 1] != '_', "%s: %.*s ends with _", path, (int)n, line + 5);
    for (int v = 0; vocabs[v]; v++) {
      Probe p = { key, false };
      each_name(vocabs[v], probe, &p);
      ck_assert_msg(!p.found, "%s: %s is a primitive in vocabulary %s", path, key,
                    vocabs[v]->lang);
    }
    titles++;
  }
  fclose(f);
  return titles;
}

START_TEST(test_library_names_are_free)
{
  DIR *d = opendir(TORTUE_SRCLIB);
  ck_assert(d != NULL);
  int titles = 0;
  for (struct dirent *e; (e = readdir(d)) != NULL;) {
    size_t n = strlen(e->d_name);
    if (n < 4 || strcmp(e->d_name + n - 4, ".lgo") != 0) continue;
    char path[4096];
    snprintf(path, sizeof path, "%s/%s", TORTUE_SRCLIB, e->d_name);
    titles += check_library_file(path);
  }
  closedir(d);
  ck_assert_int_gt(titles, 100);
}
END_TEST

Suite *vocab_suite(void)
{
  Suite *s = suite_create("vocab");
  TCase *tc = tcase_create("names");
  tcase_add_test(tc, test_every_identifier_has_a_name);
  tcase_add_test(tc, test_no_two_names_collide);
  tcase_add_test(tc, test_library_names_are_free);
  tcase_add_test(tc, test_english_names_come_back);
  tcase_add_test(tc, test_vocab_by_lang);
  suite_add_tcase(s, tc);
  return s;
}
