/* vocab.c -- the vocabularies' tables and their look-ups. */
#include <config.h>

#include <stdint.h>
#include <string.h>
#include <strings.h>

#include "logo.h"
#include "namemap.h"
#include "node.h"
#include "prim.h"
#include "print.h"
#include "proc.h"
#include "translate.h"
#include "workspace.h"
#include "state.h"
#include "vocab.h"
#include "word.h"

const Vocab vocab_fr = {
  "fr",
  { "VRAI", "FAUX" },
  "en français",
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
  {
#define V(id, names) [VID_##id] = names,
#include "vocab_en.h"
#undef V
  },
};

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

/* The procedures of the workspace as text, in the order they were
 * defined: lib-logo's (library true) or the user's. */
static void workspace_text(LgState *L, bool library, Buf *b)
{
  buf_init(b);
  Node *order = NIL;
  for (Node *p = L->defined; p != NIL; p = CDR(p)) order = nd_cons(CAR(p), order);
  for (Node *p = order; p != NIL; p = CDR(p)) {
    Proc *proc = word_symbol(&L->syms, CAR(p))->proc;
    if (proc && proc->kind == PK_USER && !(proc->flags & PF_LIBRARY) == !library)
      ws_proc_text(L, proc, b);
  }
}

/* {====================================================================
 * LANGUE's names for the user's procedures
 *
 * Changing the language renames a procedure of the user's only when its
 * name is a name of the new language: it gets the fewest final '_' that
 * make a name no procedure and no name of the language has (LIST_, or
 * LIST__ when LIST_ is taken). The session remembers how many '_' LANGUE
 * added to each name; a later change gives the name back when it is free
 * again. No name is given twice, and no '_' is taken off that LANGUE did
 * not add (a PRINT_ of the user's stays PRINT_).
 * ===================================================================== */

static const char added_key;
typedef struct Added {
  NameMap *counts;   /* folded name -> how many '_' LANGUE added, as a pointer */
} Added;

typedef struct Plan {
  NameMap *shift;    /* the user's name -> its shift in this change */
  NameMap *given;    /* the new names given in this change */
  NameMap *counts;   /* Added.counts after this change */
  NameMap *asked;    /* the names decided while translating (planned_shift) */
  const NameMap *old;   /* Added.counts before it */
  const Vocab *to;
} Plan;

static intptr_t map_int(const NameMap *m, const char *s, size_t n)
{
  return m ? (intptr_t)nm_get(m, s, n) : 0;
}

/* Whether s may be the new name of a procedure in v: no name of v, of no
 * procedure, not given yet. */
static bool name_free(LgState *L, const Plan *plan, const Vocab *v, const char *s, size_t n)
{
  if (tr_reserved(L, v, s, n) || nm_get(plan->given, s, n)) return false;
  Symbol *sym = word_find(&L->syms, s, n);
  return sym == NULL || sym->proc == NULL || sym->proc->kind != PK_USER;
}

static void plan_give(Plan *plan, const char *s, size_t n, intptr_t shift, intptr_t added)
{
  nm_put(plan->asked, s, n, (void *)1);
  if (shift != 0) nm_put(plan->shift, s, n, (void *)shift);
  char *to = mem_alloc_atomic(n + (shift > 0 ? (size_t)shift : 0) + 1);
  size_t m = shift >= 0 ? n + (size_t)shift : n - (size_t)-shift;
  memcpy(to, s, m < n ? m : n);
  for (size_t i = n; i < m; i++) to[i] = '_';
  nm_put(plan->given, to, m, (void *)1);
  if (added > 0) nm_put(plan->counts, to, m, (void *)added);
}

/* The name of the user's procedure s (n bytes) in v: given back (the
 * '_' LANGUE added taken off) when it can be, else moved off a name of v. */
static bool plan_back(LgState *L, Plan *plan, const NameMap *old, const Vocab *v,
                      const char *s, size_t n)
{
  intptr_t k = map_int(old, s, n);
  if (k <= 0 || (size_t)k >= n || !name_free(L, plan, v, s, n - (size_t)k)) return false;
  plan_give(plan, s, n, -k, 0);
  return true;
}

static void plan_move(LgState *L, Plan *plan, const NameMap *old, const Vocab *v,
                      const char *s, size_t n)
{
  intptr_t k = map_int(old, s, n);
  if (!tr_reserved(L, v, s, n)) {
    plan_give(plan, s, n, 0, k);
    return;
  }
  char *t = mem_alloc_atomic(n + 64);
  memcpy(t, s, n);
  size_t m = n;
  do t[m++] = '_';
  while (!name_free(L, plan, v, t, m) && m < n + 63);
  plan_give(plan, s, n, (intptr_t)(m - n), k + (intptr_t)(m - n));
}

/* The user's procedures' names in the order they were defined. */
static Node *user_names(LgState *L)
{
  Node *order = NIL;
  for (Node *p = L->defined; p != NIL; p = CDR(p)) {
    Proc *proc = word_symbol(&L->syms, CAR(p))->proc;
    if (proc && proc->kind == PK_USER && !(proc->flags & PF_LIBRARY)) order = nd_cons(CAR(p), order);
  }
  return order;
}

/* Every name given back first (they were taken from names of the old
 * language, free now), then the others moved or kept. */
static Plan plan_names(LgState *L, const Vocab *v, Node *names)
{
  Added *a = st_ext(L, &added_key, sizeof(Added), NULL);
  Plan plan = { nm_new(), nm_new(), nm_new(), nm_new(), a->counts, v };
  Node *rest = NIL, **tail = NULL;
  for (Node *p = names; p != NIL; p = CDR(p)) {
    size_t n;
    const char *s = nd_chars(CAR(p), &n);
    if (!plan_back(L, &plan, a->counts, v, s, n)) nd_append(&rest, &tail, CAR(p));
  }
  for (Node *p = rest; p != NIL; p = CDR(p)) {
    size_t n;
    const char *s = nd_chars(CAR(p), &n);
    plan_move(L, &plan, a->counts, v, s, n);
  }
  return plan;
}

/* The shift of a name of the user's: planned for a procedure; for a name
 * no procedure has yet (a call written before its definition), decided
 * the first time it is met, by the same rules, so that the call keeps
 * meaning the procedure to come and not a primitive of the new language. */
static int planned_shift(LgState *L, const TrJob *job, const char *s, size_t n)
{
  Plan *plan = job->ud;
  intptr_t k = map_int(plan->shift, s, n);
  if (k != 0 || nm_get(plan->asked, s, n)) return (int)k;
  nm_put(plan->asked, s, n, (void *)1);
  if (!plan_back(L, plan, plan->old, plan->to, s, n)) plan_move(L, plan, plan->old, plan->to, s, n);
  return (int)map_int(plan->shift, s, n);
}

/* }==================================================================== */

/* The workspace's text (lib-logo's or the user's) translated into v. */
static TrJob translated(LgState *L, const Vocab *v, bool library, Plan *plan)
{
  Buf b;
  workspace_text(L, library, &b);
  TrJob job = { L->vocab, v, b.s, b.n, NULL, planned_shift, plan, NULL, 0, NULL };
  tr_run(L, &job);
  return job;
}

void vocab_use(LgState *L, const Vocab *v)
{
  ws_library_ready(L);
  if (v == L->vocab) return;
  Node *who = vocab_word(L, VID_LANGUE);   /* as the person called it */
  Node *names = user_names(L);
  Plan plan = plan_names(L, v, names);
  TrJob lib = translated(L, v, true, &plan);
  TrJob user = translated(L, v, false, &plan);
  prim_unbind(L);
  for (Node *p = names; p != NIL; p = CDR(p)) {
    size_t n;
    const char *s = nd_chars(CAR(p), &n);
    if (map_int(plan.shift, s, n) != 0) word_symbol(&L->syms, CAR(p))->proc = NULL;
  }
  ws_forget_unbound(L);
  L->vocab = v;
  vocab_words(L);
  prim_rebind(L);
  ws_redefine(L, lib.out, lib.outlen, true);
  ws_redefine(L, user.out, user.outlen, false);
  ((Added *)st_ext(L, &added_key, sizeof(Added), NULL))->counts = plan.counts;
  L->epoch++;
  tr_say_renamed(L, who, v, user.renamed);
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
