/* vocab.c -- the vocabularies' tables and their look-ups. */
#include <config.h>

#include <stdint.h>
#include <string.h>
#include <strings.h>

#include "logo.h"
#include "node.h"
#include "state.h"
#include "vocab.h"
#include "word.h"

const Vocab vocab_fr = {
  "fr",
  { "VRAI", "FAUX" },
  "en français",
  true,
  {
#define V(id, names) [VID_##id] = names,
#include "vocab_fr.h"
#undef V
  },
};

/* UCBLogo's predicates output the words true and false, in small letters. */
const Vocab vocab_en = {
  "en",
  { "true", "false" },
  "en anglais",
  false,
  {
#define V(id, names) [VID_##id] = names,
#include "vocab_en.h"
#undef V
  },
  .ucblogo = true,
};

static const char *const ucb_primitives[] = {
#include "vocab_ucb.h"
};

static int ucb_cmp(const char *name, size_t len, const char *u)
{
  for (size_t i = 0; i < len; i++) {
    unsigned char c = (unsigned char)name[i];
    if (c >= 'a' && c <= 'z') c = (unsigned char)(c - 'a' + 'A');
    if (u[i] == '\0' || c != (unsigned char)u[i]) return u[i] == '\0' ? 1 : c - (unsigned char)u[i];
  }
  return u[len] == '\0' ? 0 : -1;
}

bool vocab_reserved(const Vocab *v, const char *name, size_t len)
{
  if (!v->ucblogo) return true;
  size_t lo = 0, hi = sizeof ucb_primitives / sizeof *ucb_primitives;
  while (lo < hi) {
    size_t mid = (lo + hi) / 2;
    int c = ucb_cmp(name, len, ucb_primitives[mid]);
    if (c == 0) return true;
    if (c < 0) hi = mid;
    else lo = mid + 1;
  }
  return false;
}

const Vocab *const vocab_all[] = { &vocab_fr, &vocab_en, NULL };

const Vocab *vocab_by_lang(const char *lang, size_t len)
{
  for (int i = 0; vocab_all[i]; i++)
    if (strlen(vocab_all[i]->lang) == len && strncasecmp(vocab_all[i]->lang, lang, len) == 0)
      return vocab_all[i];
  return NULL;
}

const Vocab *vocab_other(const Vocab *v)
{
  for (int i = 0; vocab_all[i]; i++)
    if (vocab_all[i] != v) return vocab_all[i];
  return v;
}

/* The word a predicate outputs, spelt as the vocabulary spells it even
 * when its symbol was first met spelt otherwise. */
static Node *truth_word(LgState *L, const char *s)
{
  Node *w = word_intern(&L->syms, s, strlen(s))->word;
  size_t n;
  const char *t = nd_chars(w, &n);
  return n == strlen(s) && memcmp(t, s, n) == 0 ? w : nd_cstr(s);
}

void vocab_words(LgState *L)
{
  L->w_true = truth_word(L, L->vocab->truth[0]);
  L->w_false = truth_word(L, L->vocab->truth[1]);
  L->s_pour = vocab_symbol(L, VID_POUR);
  L->s_fin = vocab_symbol(L, VID_FIN);
}

const char *vocab_names(const Vocab *v, VocabId id)
{
  const char *s = id < VID__COUNT ? v->names[id] : NULL;
  return s ? s : "";
}

Symbol *vocab_symbol(LgState *L, VocabId id)
{
  const char *s = vocab_names(L->vocab, id);
  return word_intern(&L->syms, s, strcspn(s, " "));
}

Node *vocab_word(LgState *L, VocabId id)
{
  return vocab_symbol(L, id)->word;
}

VocabId vocab_find(const Vocab *v, const char *name, size_t len)
{
  for (int id = 0; id < VID__COUNT; id++) {
    const char *s = vocab_names(v, (VocabId)id);
    while (*s) {
      size_t n = strcspn(s, " ");
      if (n == len && memcmp(s, name, len) == 0) return (VocabId)id;
      s += n;
      while (*s == ' ') s++;
    }
  }
  return VID__COUNT;
}
