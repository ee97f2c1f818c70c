/* error.c -- throwing, catching and printing errors. */
#include <config.h>

#include <errno.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifdef TORTUE_SANITIZED
#include <sanitizer/asan_interface.h>
#endif

#include "logo.h"
#include "device.h"
#include "error.h"
#include "fs.h"
#include "mem.h"
#include "node.h"
#include "print.h"
#include "proc.h"
#include "state.h"
#include "word.h"

static const char *const messages[ERR__COUNT] = {
#define ERR(name, num, cls, msg) [ERR_##name] = msg,
#include "err_list.h"
#undef ERR
};

static const int numbers[ERR__COUNT] = {
#define ERR(name, num, cls, msg) [ERR_##name] = num,
#include "err_list.h"
#undef ERR
};

static const ErrClass classes[ERR__COUNT] = {
#define ERR(name, num, cls, msg) [ERR_##name] = ERRC_##cls,
#include "err_list.h"
#undef ERR
};

/* The reasons of the system's errors that a file operation meets, said
 * in French (strerror would say them in the language of the system's
 * locale, English on most machines); every file message takes its reason
 * here. */
static const char *system_reason(int e)
{
  switch (e) {
  case ENOENT: return "fichier ou dossier absent";
  case EACCES: case EPERM: return "accès refusé";
  case ENOSPC: return "disque plein";
  case EROFS: return "disque en lecture seule";
  case EISDIR: return "c'est un dossier";
  case ENOTDIR: return "un élément du chemin n'est pas un dossier";
  case ENAMETOOLONG: return "nom de fichier trop long";
  case ELOOP: return "trop de liens symboliques";
  case EDQUOT: return "quota dépassé";
  case EIO: return "erreur d'entrée-sortie";
  case EPIPE: return "tube fermé";
  case EMFILE: case ENFILE: return "trop de fichiers ouverts";
  case EINTR: return "interrompu";
  case EEXIST: return "le fichier existe déjà";
  case EBUSY: case ETXTBSY: return "fichier occupé";
  case EFBIG: case EOVERFLOW: return "fichier trop grand";
  case EXDEV: return "sur un autre disque";
  case ENOTEMPTY: return "dossier non vide";
  case EMLINK: return "trop de liens";
  case ENXIO: case ENODEV: return "périphérique absent";
  case EAGAIN: return "ressource momentanément indisponible";
  case ENOMEM: return "mémoire pleine";
  case EINVAL: return "nom ou opération refusés par le système";
  case FS_ENOTREG: return "ce n'est pas un fichier ordinaire";
  default: return NULL;
  }
}

const char *err_system(int e)
{
  const char *reason = system_reason(e);
  if (reason) return reason;
  char *text = mem_alloc_atomic(48);
  snprintf(text, 48, "erreur du système numéro %d", e);
  return text;
}

int err_number(int code)
{
  return code >= 0 && code < ERR__COUNT ? numbers[code] : 0;
}

ErrClass err_class(int code)
{
  return classes[code];
}

/* Fill the directives of fmt; see err_list.h. */
static Node *format(const char *fmt, va_list ap)
{
  Buf b;
  buf_init(&b);
  for (const char *p = fmt; *p; p++) {
    if (*p != '%' || p[1] == '\0') {
      buf_addc(&b, *p);
      continue;
    }
    p++;
    if (*p == 'd') {
      char num[32];
      snprintf(num, sizeof num, "%d", va_arg(ap, int));
      buf_adds(&b, num);
    } else if (*p == 'p' || *p == 's') {
      Node *v = va_arg(ap, Node *);
      /* the empty word must stay visible in a message */
      if (*p == 's' && IS_WORD(v) && nd_type(v) == NT_WORD && v->len == 0) buf_adds(&b, "||");
      else prn_node(&b, v, *p == 's');
    } else {
      buf_addc(&b, *p);
    }
  }
  return nd_word_nocopy(b.s, b.n, 0);
}

static Node *message(int code, ...)
{
  va_list ap;
  va_start(ap, code);
  Node *m = format(messages[code], ap);
  va_end(ap);
  return m;
}

/* A procedure of lib-logo is the user's tool, not the user's code: an
 * error inside one is reported at the user's call into the library, so
 * its internals (helpers, DONNELOCALE lines) never show. */
static bool in_library(const Frame *f)
{
  return f->proc && (f->proc->flags & PF_LIBRARY);
}

/* The name of p as its title line (POUR MyProc :n) spells it: ERREUR
 * names MyProc, whatever spelling the symbol was first met with. */
static Node *spelled_name(LgState *L, Proc *p)
{
  size_t len, n = 0;
  const char *s = IS_WORD(p->title) ? nd_chars(p->title, &len) : NULL;
  if (s == NULL) return p->name->word;
  const char *end = s + len;
  while (s < end && (*s == ' ' || *s == '\t')) s++;
  while (s < end && *s != ' ' && *s != '\t') s++;   /* POUR, TO, .MACRO */
  while (s < end && (*s == ' ' || *s == '\t')) s++;
  while (s + n < end && s[n] != ' ' && s[n] != '\t') n++;
  if (word_find(&L->syms, s, n) != p->name) return p->name->word;
  return nd_word(s, n);
}

/* Note where the error happened: the innermost user procedure that is
 * not the library's, and its line; none at top level. */
static void record_place(LgState *L)
{
  Frame *f = L->frame;
  while (f && in_library(f)) f = f->prev;
  L->err.where = NIL;
  L->err.line = NIL;
  if (f && f->proc && f->proc->kind == PK_USER) {
    L->err.where = spelled_name(L, f->proc);
    if (f->line >= 0 && f->line < f->proc->nlines) L->err.line = f->proc->lines[f->line].text;
  }
}

#ifdef TORTUE_SANITIZED
/* ASan does not clean more than 64 MB of stack on longjmp (it warns and
 * leaves the dead frames' redzones poisoned): clean what we unwind, from
 * this helper's frame up, so that the redzones of its caller, which never
 * returns, are cleaned too (a local of the caller would leave those below
 * it poisoned, for the next call that reuses the place to trip on). */
__attribute__((noinline)) static void unpoison_up_to(void *top)
{
  char *low = __builtin_frame_address(0);
  if ((char *)top > low) ASAN_UNPOISON_MEMORY_REGION(low, (size_t)((char *)top - low));
}
#endif

LG_NORETURN static void unwind(LgState *L)
{
  if (L->errjmp == NULL) {
    err_print(L);
    exit(70);
  }
#ifdef TORTUE_SANITIZED
  unpoison_up_to(L->errjmp);
#endif
  longjmp(L->errjmp->buf, 1);
}

Node *err_text(int code, ...)
{
  va_list ap;
  va_start(ap, code);
  Node *m = format(messages[code], ap);
  va_end(ap);
  return m;
}

void err_say(LgState *L, int code, ...)
{
  va_list ap;
  va_start(ap, code);
  Node *text = format(messages[code], ap);
  va_end(ap);
  Buf b;
  buf_init(&b);
  prn_node(&b, text, false);
  buf_addc(&b, '\n');
  st_flush(L);
  dev_write(L->errors, b.s, b.n);
  dev_flush(L->errors);
}

/* Out of memory: no allocation, the text is a constant. */
static Node *text_of(int code, va_list ap)
{
  static Node oom = { .type = NT_WORD, .len = sizeof "Mémoire pleine" - 1,
                      .u.w = { "Mémoire pleine", NULL } };
  return code == ERR_OUT_OF_MEM ? &oom : format(messages[code], ap);
}

/* The one place the error record is filled (its place aside). */
static void set_error(LgState *L, int code, Node *message, Node *hint, Node *tag, Node *value,
                      bool shown)
{
  L->err.code = code;
  L->err.message = message;
  L->err.hint = hint;
  L->err.tag = tag;
  L->err.value = value;
  L->err.shown = shown;
}

LG_NORETURN static void throw_text(LgState *L, Node *hint, int code, Node *text)
{
  set_error(L, code, text, hint, NIL, NOVAL, false);
  record_place(L);
  if (classes[code] == ERRC_ERROR && L->hooks.error) L->hooks.error(L);
  unwind(L);
}

void err_throw(LgState *L, int code, ...)
{
  va_list ap;
  va_start(ap, code);
  Node *text = text_of(code, ap);
  va_end(ap);
  throw_text(L, NIL, code, text);
}

void err_throw_hint(LgState *L, Node *hint, int code, ...)
{
  va_list ap;
  va_start(ap, code);
  Node *text = text_of(code, ap);
  va_end(ap);
  throw_text(L, hint, code, text);
}

void err_throw_continue(LgState *L, Node *value)
{
  set_error(L, ERR_CONTINUE, NIL, NIL, NIL, value, true);
  unwind(L);
}

void err_throw_tag(LgState *L, Node *tag, Node *value)
{
  set_error(L, ERR_THROW, NIL, NIL, tag, value, false);
  record_place(L);
  unwind(L);
}

void err_rethrow(LgState *L)
{
  unwind(L);
}

/* Undo the bindings made since mark, innermost first. */
static void unbind_to(LgState *L, size_t mark)
{
  while (L->nbinds > mark) {
    Binding *b = &L->binds[--L->nbinds];
    b->sym->value = b->old;
  }
}

int err_pcall(LgState *L, void (*fn)(LgState *, void *), void *ud)
{
  ErrJmp j;
  Frame *volatile frame = L->frame;
  volatile size_t nbinds = L->nbinds;
  volatile int depth = L->depth;
  volatile int list_depth = L->list_depth;
  volatile int catch_level = L->catch_level;   /* raised by loops too (REPEAT in English) */
  Proc *volatile prim = L->prim;
  /* the modules' kept words (st_keep), whatever they mean: set before
   * setjmp and never after, so their values survive the longjmp */
  int nkept = L->nkept;
  StKept kept = L->kept;
  j.prev = L->errjmp;
  L->errjmp = &j;
  if (setjmp(j.buf) == 0) {
    fn(L, ud);
    L->errjmp = j.prev;
    return 0;
  }
  L->errjmp = j.prev;
  unbind_to(L, nbinds);
  L->frame = frame;
  L->depth = depth;
  L->list_depth = list_depth;
  for (int i = 0; i < nkept; i++) L->kept.w[i] = kept.w[i];   /* not those claimed since */
  L->catch_level = catch_level;
  L->prim = prim;
  return L->err.code + 1;
}

/* An error does not give the screen back (UCBLogo keeps the writer), so
 * whoever reads the message is told where ECRIS still writes: the screen
 * is never lost without a word. */
static void remind_writer(LgState *L, Buf *b)
{
  if (L->writer == NULL) return;
  buf_adds(b, "(ECRIS écrit toujours dans le fichier ");
  prn_node(b, L->writer_name, false);
  buf_adds(b, " ; FIXEECRITURE [] pour revenir à l'écran)\n");
}

/* Whether the message in b already begins with the procedure's name
 * ("ECHIQUIER : ..."), so that " dans ECHIQUIER" would only repeat it. */
static bool names_place(const Buf *b, Node *where)
{
  Buf w;
  buf_init(&w);
  prn_node(&w, where, false);
  if (w.n == 0 || b->n <= w.n || memcmp(b->s, w.s, w.n) != 0) return false;
  const char *rest = b->s + w.n;
  return rest[0] == ':' || (rest[0] == ' ' && b->n > w.n + 1 && rest[1] == ':');
}

void err_print(LgState *L)
{
  if (L->err.shown) return;
  if (L->err.code == ERR_OUT_OF_MEM) {   /* say it without allocating */
    st_flush(L);
    dev_write(L->errors, "Mémoire pleine\n", sizeof "Mémoire pleine\n" - 1);
    dev_flush(L->errors);
    return;
  }
  Buf b;
  buf_init(&b);
  /* a RENVOIE that ATTRAPE may catch makes no message until none does */
  Node *text = L->err.code == ERR_THROW ? message(ERR_THROW, L->err.tag) : L->err.message;
  prn_node(&b, text, false);
  if (L->err.where != NIL && L->err.code != ERR_STOPPED) {
    if (!names_place(&b, L->err.where)) {
      buf_adds(&b, " dans ");
      prn_node(&b, L->err.where, false);
    }
    if (L->err.line != NIL) {
      buf_adds(&b, "\n[");
      prn_node(&b, L->err.line, false);
      buf_addc(&b, ']');
    }
  }
  buf_addc(&b, '\n');
  if (L->err.hint != NIL && L->err.code != ERR_THROW) {
    prn_node(&b, L->err.hint, false);
    buf_addc(&b, '\n');
  }
  remind_writer(L, &b);
  /* on a terminal, start the message on a line of its own (after Ctrl-C,
   * the terminal itself has echoed ^C where the cursor was) */
  if (L->screen->tty && (!L->screen->bol || L->err.code == ERR_STOPPED)) st_say(L, "\n", 1);
  st_flush(L);
  dev_write(L->errors, b.s, b.n);
  dev_flush(L->errors);
}

void err_report(LgState *L)
{
  err_print(L);
  L->nerrors++;
  mem_refill_reserve();
}

/* The ways out have no such message; memory exhausted is left alone, as
 * nothing may be allocated for it. */
void err_append(LgState *L, const char *text, ...)
{
  int code = L->err.code;
  if (classes[code] > ERRC_FATAL || code == ERR_OUT_OF_MEM) return;
  Buf b;
  buf_init(&b);
  prn_node(&b, L->err.message, false);
  va_list ap;
  va_start(ap, text);
  for (const char *t = text; t != NULL; t = va_arg(ap, const char *)) buf_adds(&b, t);
  va_end(ap);
  L->err.message = nd_word_nocopy(b.s, b.n, 0);
}
