/* prim_file.c -- files as Logo streams, as in UCBLogo: OUVREECRITURE,
 * OUVREAJOUT and OUVRELECTURE open a file under its name; FIXEECRITURE and
 * FIXELECTURE make it the writer (ECRIS, TAPE, MONTRE...) or the reader
 * (LISLISTE, LISMOT, LISCAR); FERME closes it. The open files are this
 * module's (its st_ext block), keyed by the exact name given; the core
 * knows only the writer in force, as a text device, and the reader, as a
 * FILE (L->writer, L->reader), which this module sets and clears. The
 * writing and reading themselves are st_write's and prim_io.c's. */
#include <config.h>

#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "logo.h"
#include "device.h"
#include "error.h"
#include "eval.h"
#include "fs.h"
#include "mem.h"
#include "node.h"
#include "prim.h"
#include "state.h"
#include "word.h"

/* A file opened by OUVREECRITURE, OUVREAJOUT or OUVRELECTURE, known by
 * the word it was opened with. It lives in GC memory: the FILE is the C
 * library's, so it is closed by hand (FERME, FERMETOUT, the end of the
 * session), never by the collector. f is NULL once closed. */
typedef struct LgFile {
  struct LgFile *next;
  Node *name;
  FILE *f;
  bool writing;               /* opened to write (or append), else to read */
  bool update;                /* OUVREMAJ (OPENUPDATE): to read and to write */
  /* written: the text device st_write writes it through, made when it is
   * opened; it keeps the errno of the first write that failed, for FERME,
   * and has no stream once closed (CAPTURE then gives back no writer) */
  TextDevice *dev;
  /* FIXEECRITURE [nom taille] (UCBLogo's SETWRITE with a list): the text
   * goes to memory (buf, open_memstream's) and becomes the value of var
   * when the stream is closed; implicit when FIXEECRITURE opened it, so
   * the next FIXEECRITURE closes it. NULL var: a file. */
  Symbol *var;
  char *buf;
  size_t buflen;
  bool implicit;
} LgFile;

/* The state of this module (st_ext): the open files, newest first; its
 * close hook writes them out at the end of the session. */
typedef struct Files {
  LgFile *open;
} Files;

static const char files_key;

static void close_at_end(LgState *L, void *data);

static Files *files(LgState *L)
{
  return st_ext(L, &files_key, sizeof(Files), close_at_end);
}

/* Make lf (a file open to write; NULL: the screen) the writer in force. */
static void set_writer(LgState *L, LgFile *lf)
{
  L->writer = lf ? lf->dev : NULL;
  L->writer_name = lf ? lf->name : NIL;
}

/* A file opened: first of the list, written through a device of its own. */
static void add_file(LgState *L, LgFile *lf)
{
  if (lf->writing || lf->update) lf->dev = dev_file(lf->f);
  Files *fs = files(L);
  lf->next = fs->open;
  fs->open = lf;
}

/* The file name in input i: a non-empty word, as a C string. */
static const char *name_arg(LgState *L, Node **a, int i)
{
  Node *w = arg_word(L, a, i);
  size_t len;
  const char *s = nd_chars(w, &len);
  if (len == 0 || memchr(s, '\0', len)) arg_error(L, w);
  return mem_strndup(s, len);
}

/* The open file of that name, or NULL. Names are compared as written
 * ("f" and "./f" are two names), as UCBLogo does. */
static LgFile *find_file(LgState *L, const char *path)
{
  for (LgFile *lf = files(L)->open; lf; lf = lf->next) {
    size_t len;
    const char *s = nd_chars(lf->name, &len);
    if (len == strlen(path) && memcmp(s, path, len) == 0) return lf;
  }
  return NULL;
}

/* SETPREFIX's directory (the state of this module, st_ext): put before
 * the names of files that are not absolute, for the OPEN words, LOAD,
 * SAVE, FILEP and ERASEFILE (UCBLogo's list and the two that look). */
typedef struct Prefix {
  const char *dir;
} Prefix;

static const char prefix_key;

static Prefix *prefix_state(LgState *L)
{
  return st_ext(L, &prefix_key, sizeof(Prefix), NULL);
}

const char *prim_file_path(LgState *L, const char *name)
{
  const char *dir = prefix_state(L)->dir;
  if (dir == NULL || name[0] == '/') return name;
  size_t ld = strlen(dir), ln = strlen(name);
  char *path = mem_alloc_atomic(ld + ln + 2);
  memcpy(path, dir, ld);
  size_t k = ld;
  if (ld > 0 && dir[ld - 1] != '/') path[k++] = '/';
  memcpy(path + k, name, ln + 1);
  return path;
}

/* SETPREFIX "dossier, or [] for none; PREFIX gives it back ([]: none). */
static Node *p_setprefix(LgState *L, Node **a, int n)
{
  (void)n;
  prefix_state(L)->dir = a[0] == NIL ? NULL : name_arg(L, a, 0);
  return NOVAL;
}

static Node *p_prefix(LgState *L, Node **a, int n)
{
  (void)a;
  (void)n;
  const char *dir = prefix_state(L)->dir;
  return dir ? nd_cstr(dir) : NIL;
}

/* {====================================================================
 * Streams into a variable: [nom taille] (UCBLogo's SETWRITE with a list)
 * ===================================================================== */

/* The variable a [nom taille] stream writes into, or NULL when v is not
 * such a list. The size (a positive integer) is where the text is cut
 * when the stream is closed (end_var_stream), as in UCBLogo; a bad list
 * is UCBLogo's error 4. */
static Symbol *var_stream(LgState *L, Node *v)
{
  if (!IS_CONS(v)) return NULL;
  Node *name = CAR(v), *size = CDR(v) != NIL ? CAR(CDR(v)) : NIL;
  int64_t n;
  if (!IS_WORD(name) || CDR(v) == NIL || CDR(CDR(v)) != NIL || !nd_to_int(size, &n) || n < 1)
    arg_range_error(L, v);
  return word_symbol(&L->syms, name);
}

static LgFile *find_var_stream(LgState *L, Symbol *var)
{
  for (LgFile *lf = files(L)->open; lf; lf = lf->next)
    if (lf->var == var) return lf;
  return NULL;
}

static LgFile *open_var_stream(LgState *L, Node *list, Symbol *var, bool implicit)
{
  if (find_var_stream(L, var)) err_throw(L, ERR_ALREADY_OPEN, list);
  LgFile *lf = mem_alloc(sizeof *lf);
  lf->f = open_memstream(&lf->buf, &lf->buflen);
  if (lf->f == NULL) err_throw(L, ERR_CANT_OPEN, list, nd_cstr(err_system(errno)));
  lf->name = list;
  lf->var = var;
  lf->implicit = implicit;
  lf->writing = true;
  add_file(L, lf);
  return lf;
}

/* The text written becomes the variable's value (DONNE's rule: the
 * innermost binding), one word that may hold line breaks. */
static void end_var_stream(LgFile *lf)
{
  int64_t size = 0;
  nd_to_int(CAR(CDR(lf->name)), &size);   /* checked by var_stream */
  size_t n = lf->buflen;
  if ((uint64_t)size < n) {
    n = (size_t)size;
    while (n > 0 && ((unsigned char)lf->buf[n] & 0xC0) == 0x80) n--;   /* no half character */
  }
  lf->var->value = nd_word(lf->buf, n);
  free(lf->buf);
  lf->buf = NULL;
}

/* }==================================================================== */

/* The open file named by input i; an error when it is not open. */
static LgFile *open_arg(LgState *L, Node **a, int i)
{
  Symbol *var = var_stream(L, a[i]);
  if (var) {
    LgFile *lf = find_var_stream(L, var);
    if (lf == NULL) err_throw(L, ERR_NOT_OPEN, a[i]);
    return lf;
  }
  LgFile *lf = find_file(L, name_arg(L, a, i));
  if (lf == NULL) err_throw(L, ERR_NOT_OPEN, a[i]);
  return lf;
}

/* {====================================================================
 * Opening and closing
 * ===================================================================== */

/* mode is fopen's, with "e": the descriptor is not inherited by the
 * programs Tortue starts (EDITE's editor). */
static Node *open_file(LgState *L, Node **a, const char *mode)
{
  Symbol *var = mode[0] == 'w' ? var_stream(L, a[0]) : NULL;
  if (var) {
    open_var_stream(L, a[0], var, false);
    return NOVAL;
  }
  const char *path = name_arg(L, a, 0);
  if (find_file(L, path)) err_throw(L, ERR_ALREADY_OPEN, a[0]);
  LgFile *lf = mem_alloc(sizeof *lf);   /* before fopen: a failure leaks no FILE */
  FILE *f = fs_open_until(prim_file_path(L, path), mode, L->interrupt);   /* a directory refused: it has no lines */
  if (f == NULL && errno == EINTR) ev_poll(L);   /* Ctrl-C ended the wait for a pipe */
  if (f == NULL) err_throw(L, ERR_CANT_OPEN, a[0], nd_cstr(err_system(errno)));
  lf->name = a[0];
  lf->f = f;
  lf->writing = mode[0] != 'r';
  lf->update = strchr(mode, '+') != NULL;
  add_file(L, lf);
  return NOVAL;
}

static Node *p_openwrite(LgState *L, Node **a, int n) { (void)n; return open_file(L, a, "we"); }
static Node *p_openappend(LgState *L, Node **a, int n) { (void)n; return open_file(L, a, "ae"); }
static Node *p_openread(LgState *L, Node **a, int n) { (void)n; return open_file(L, a, "re"); }
static Node *p_openupdate(LgState *L, Node **a, int n) { (void)n; return open_file(L, a, "r+e"); }

/* Close lf and forget it; if it was the writer or the reader, the screen
 * or the keyboard takes over. Returns 0, or the errno of the first write
 * that failed (the disk was full...): an earlier flush may have met it. */
static int close_file(LgState *L, LgFile *lf)
{
  for (LgFile **p = &files(L)->open; *p; p = &(*p)->next)
    if (*p == lf) {
      *p = lf->next;
      break;
    }
  if (lf->dev && L->writer == lf->dev) set_writer(L, NULL);
  if (L->reader == lf->f) L->reader = NULL;
  FILE *f = lf->f;
  lf->f = NULL;
  if (lf->dev) lf->dev->f = NULL;
  bool failed = ferror(f) != 0;
  errno = 0;
  int closed = fclose(f);
  if (lf->var) end_var_stream(lf);
  if (closed == 0 && !failed) return 0;
  return lf->dev && lf->dev->error ? lf->dev->error : errno ? errno : EIO;
}

static Node *p_close(LgState *L, Node **a, int n)
{
  (void)n;
  LgFile *lf = open_arg(L, a, 0);
  int e = close_file(L, lf);
  if (e) err_throw(L, ERR_WRITE_FAILED, lf->name, nd_cstr(err_system(e)));
  return NOVAL;
}

/* Close every file, then report the first that could not be written. */
static void close_all(LgState *L)
{
  Node *failed = NIL;
  int first = 0;
  Files *fs = files(L);
  while (fs->open) {
    Node *name = fs->open->name;
    int e = close_file(L, fs->open);
    if (e && !first) {
      first = e;
      failed = name;
    }
  }
  if (first) err_throw(L, ERR_WRITE_FAILED, failed, nd_cstr(err_system(first)));
}

static Node *p_closeall(LgState *L, Node **a, int n)
{
  (void)a;
  (void)n;
  close_all(L);
  return NOVAL;
}

static void close_all_body(LgState *L, void *ud)
{
  (void)ud;
  close_all(L);
}

/* At the end of the session (st_close): nobody is left to catch a
 * failure, so it is printed, and counted so that the exit status shows it. */
static void close_at_end(LgState *L, void *data)
{
  if (((Files *)data)->open && err_pcall(L, close_all_body, NULL) != 0) err_report(L);
}

/* }==================================================================== */

/* {====================================================================
 * The writer and the reader
 * ===================================================================== */

/* The open file that is the writer in force, or the reader: NULL for the
 * screen or the keyboard (or CAPTURE's memory, while it runs). */
static LgFile *writer_file(LgState *L)
{
  for (LgFile *lf = files(L)->open; lf && L->writer; lf = lf->next)
    if (lf->dev == L->writer) return lf;
  return NULL;
}

static LgFile *reader_file(LgState *L)
{
  for (LgFile *lf = files(L)->open; lf && L->reader; lf = lf->next)
    if ((!lf->writing || lf->update) && lf->f == L->reader) return lf;
  return NULL;
}

/* FIXEECRITURE's or FIXELECTURE's input: [] (the screen, the keyboard),
 * or a file open the right way. */
static LgFile *stream_arg(LgState *L, Node **a, bool writing)
{
  if (a[0] == NIL) return NULL;
  LgFile *lf = open_arg(L, a, 0);
  if (lf->writing != writing && !lf->update) err_throw(L, writing ? ERR_NOT_FOR_WRITING : ERR_NOT_FOR_READING, a[0]);
  return lf;
}

/* FIXEECRITURE [nom taille] not opened by OUVREECRITURE opens the stream
 * itself; the next FIXEECRITURE closes it, which sets the variable. */
static Node *p_setwrite(LgState *L, Node **a, int n)
{
  (void)n;
  Symbol *var = var_stream(L, a[0]);
  LgFile *lf = NULL;
  if (var == NULL || (lf = find_var_stream(L, var)) == NULL || !lf->implicit)
    lf = var && lf == NULL ? NULL : stream_arg(L, a, true);
  st_flush(L);   /* what went to the old writer is out before the switch */
  LgFile *old = writer_file(L);
  if (old && old->implicit && old != lf) close_file(L, old);
  if (var && lf == NULL) lf = open_var_stream(L, a[0], var, true);
  set_writer(L, lf);
  return NOVAL;
}

static Node *p_setread(LgState *L, Node **a, int n)
{
  (void)n;
  LgFile *lf = stream_arg(L, a, false);
  L->reader = lf ? lf->f : NULL;
  return NOVAL;
}

static Node *p_writer(LgState *L, Node **a, int n)
{
  (void)a;
  (void)n;
  return L->writer ? L->writer_name : NIL;
}

static Node *p_reader(LgState *L, Node **a, int n)
{
  (void)a;
  (void)n;
  LgFile *lf = reader_file(L);
  return lf ? lf->name : NIL;
}

/* FIN.FICHIER?: is the reader at its end? At the prompt, FAUX without
 * waiting (a person may always type more; and readline reads the keyboard
 * itself, so a peek through stdio would steal its lines); a program given
 * on standard input has an end, which is looked at. */
static Node *p_eofp(LgState *L, Node **a, int n)
{
  (void)a;
  (void)n;
  if (L->reader == NULL && (L->interactive || isatty(fileno(stdin)))) return L->w_false;
  return bool_node(L, st_at_end(st_input(L)));
}

/* OUVERTS: the names of the open files, the last opened first (UCBLogo). */
static Node *p_allopen(LgState *L, Node **a, int n)
{
  (void)a;
  (void)n;
  Node *names = NIL, **tail = NULL;
  for (LgFile *lf = files(L)->open; lf; lf = lf->next) nd_append(&names, &tail, lf->name);
  return names;
}

/* }==================================================================== */

/* FICHIER?: does a file of that name exist, one that can be read? A
 * directory is not a file here. */
static Node *p_filep(LgState *L, Node **a, int n)
{
  (void)n;
  const char *path = prim_file_path(L, name_arg(L, a, 0));
  struct stat st;
  return bool_node(L, stat(path, &st) == 0 && !S_ISDIR(st.st_mode) && access(path, R_OK) == 0);
}

/* EFFACEFICHIER: UCBLogo says nothing when it fails; a school needs to
 * know why, and an open file is refused rather than left half-named. */
static Node *p_erasefile(LgState *L, Node **a, int n)
{
  (void)n;
  const char *path = name_arg(L, a, 0);
  if (find_file(L, path)) err_throw(L, ERR_ERASE_OPEN, a[0]);
  if (unlink(prim_file_path(L, path)) != 0) err_throw(L, ERR_CANT_ERASE, a[0], nd_cstr(err_system(errno)));
  return NOVAL;
}

/* {====================================================================
 * Positions in the reader and the writer (UCBLogo's READPOS, WRITEPOS
 * and their SET forms): bytes from the start of the file
 * ===================================================================== */

static LgFile *open_stream(LgState *L, LgFile *lf)
{
  if (lf == NULL || lf->f == NULL)
    err_throw(L, ERR_MEANINGLESS, L->prim->name->word,
              nd_cstr("le clavier et l'écran n'ont pas de position (FIXELECTURE, FIXEECRITURE)"));
  return lf;
}

static Node *position(LgState *L, LgFile *lf)
{
  st_flush(L);
  long at = ftell(open_stream(L, lf)->f);
  if (at < 0) err_throw(L, ERR_CANT_OPEN, lf->name, nd_cstr(err_system(errno)));
  return nd_int(at);
}

static Node *set_position(LgState *L, Node **a, LgFile *lf)
{
  int64_t at = arg_int(L, a, 0);
  if (at < 0 || at > LONG_MAX) arg_error(L, a[0]);
  st_flush(L);
  if (fseek(open_stream(L, lf)->f, (long)at, SEEK_SET) != 0) arg_range_error(L, a[0]);
  return NOVAL;
}

static Node *p_readpos(LgState *L, Node **a, int n) { (void)a; (void)n; return position(L, reader_file(L)); }
static Node *p_writepos(LgState *L, Node **a, int n) { (void)a; (void)n; return position(L, writer_file(L)); }
static Node *p_setreadpos(LgState *L, Node **a, int n) { (void)n; return set_position(L, a, reader_file(L)); }
static Node *p_setwritepos(LgState *L, Node **a, int n) { (void)n; return set_position(L, a, writer_file(L)); }

/* }==================================================================== */

/* The reader and the writer are asked with FMSLogo-fr's names: ECRITURE
 * would make ECRI<Tab> ambiguous at the prompt, where it completes ECRIS
 * (and ECRISFLUX, FMSLogo's OUVREECRITURE, is left out for the same
 * reason). */
#define P(id, fn, mn, df, mx) { VID_##id, fn, NULL, mn, df, mx, PREC_NONE, 0 }
/* one whose input is a file's name (its shape, fuzz/fuzz_gen.c) */
#define F(id, fn, mn, df, mx) { VID_##id, fn, NULL, mn, df, mx, PREC_NONE, 0, .shape = "F" }
static const PrimEntry file_prims[] = {
  F(OUVREECRITURE, p_openwrite,  1, 1, 1),
  F(OUVREAJOUT,    p_openappend, 1, 1, 1),
  F(OUVRELECTURE,  p_openread,   1, 1, 1),
  F(FERME,         p_close,      1, 1, 1),
  P(FERMETOUT,     p_closeall,   0, 0, 0),
  F(FIXEECRITURE,  p_setwrite,   1, 1, 1),
  F(FIXELECTURE,   p_setread,    1, 1, 1),
  P(FLUXECRITURE,  p_writer,     0, 0, 0),
  P(FLUXLECTURE,   p_reader,     0, 0, 0),
  P(FIN_FICHIER_P, p_eofp,      0, 0, 0),
  P(OUVERTS,       p_allopen,    0, 0, 0),
  F(FICHIER_P,     p_filep,      1, 1, 1),
  F(EFFACEFICHIER, p_erasefile,  1, 1, 1),
  F(OUVREMAJ,      p_openupdate, 1, 1, 1),
  P(READPOS,       p_readpos,    0, 0, 0),
  P(WRITEPOS,      p_writepos,   0, 0, 0),
  P(SETREADPOS,    p_setreadpos, 1, 1, 1),
  P(SETWRITEPOS,   p_setwritepos, 1, 1, 1),
  P(SETPREFIX,     p_setprefix,  1, 1, 1),
  P(PREFIX,        p_prefix,     0, 0, 0),
  PRIM_END
};

void prim_open_file(LgState *L)
{
  prim_register(L, file_prims);
  files(L);   /* made now: its close hook runs at st_close */
}
