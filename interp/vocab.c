/* vocab.c -- the vocabularies' tables and their look-ups. */
#include <config.h>

#include <string.h>

#include "logo.h"
#include "state.h"
#include "vocab.h"
#include "word.h"

const Vocab vocab_fr = {
  "fr",
  {
#define V(id, names) [VID_##id] = names,
#include "vocab_fr.h"
#undef V
  },
};

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
