/* main.c -- the tortue command: options, library, then files, -e
 * instructions, standard input or the interactive prompt. */
#include <config.h>

#include <errno.h>
#include <getopt.h>
#include <limits.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>
#ifdef __EMSCRIPTEN__
#include <emscripten/stack.h>
#endif

#include "logo.h"
#include "edsyntax.h"
#include "error.h"
#include "fs.h"
#include "help.h"
#include "machine.h"
#include "mem.h"
#include "node.h"
#include "prim.h"
#include "print.h"
#include "repl.h"
#include "state.h"
#include "translate.h"
#include "vocab.h"
#include "turtle.h"
#include "workspace.h"

/* The heap and the native searches' memory together may grow to this
 * many megabytes (TORTUE_MEMOIRE, --memoire): past it, "Mémoire pleine"
 * stops the program, not the system's OOM killer. */
#define DEFAULT_HEAP_MB 1024

/* Exit statuses (sysexits). */
enum { EXIT_USAGE = 64, EXIT_RUNTIME = 70 };

/* Non-tail recursion runs on the C stack: ask for a large one and leave a
 * margin below it for primitives and the error path. */
#ifdef TORTUE_SANITIZED
#define STACK_WANTED (1024L * 1024 * 1024)   /* sanitized frames are much larger */
#else
#define STACK_WANTED (256L * 1024 * 1024)
#endif
#define STACK_MARGIN (256L * 1024)

#ifdef __EMSCRIPTEN__
/* WebAssembly (tools/web.sh): the C stack is the runtime's, of the size
 * the link chose (web.mk), below base; no limit to ask or raise. */
static void setup_stack(LgState *L, char *base)
{
  size_t size = (size_t)(base - (char *)emscripten_stack_get_end());
  L->stack_limit = base - size + STACK_MARGIN + 64 * 1024;
}
#else
static void setup_stack(LgState *L, char *base)
{
  struct rlimit rl;
  long size = 8L * 1024 * 1024;
  if (getrlimit(RLIMIT_STACK, &rl) == 0) {
    if (rl.rlim_cur != RLIM_INFINITY && rl.rlim_cur < (rlim_t)STACK_WANTED) {
      rlim_t want = rl.rlim_max == RLIM_INFINITY || rl.rlim_max > (rlim_t)STACK_WANTED
                        ? (rlim_t)STACK_WANTED : rl.rlim_max;
      rl.rlim_cur = want;
      setrlimit(RLIMIT_STACK, &rl);
      getrlimit(RLIMIT_STACK, &rl);
    }
    size = rl.rlim_cur == RLIM_INFINITY ? STACK_WANTED : (long)rl.rlim_cur;
    if (size > STACK_WANTED) size = STACK_WANTED;
  }
  L->stack_limit = base - size + STACK_MARGIN + 64 * 1024;
}
#endif

static bool is_dir(const char *path)
{
  struct stat st;
  return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

/* The Logo library: $TORTUE_LIB, else the source tree when this binary is
 * the uninstalled one of the build tree, else the installed data dir. */
static const char *library_dir(void)
{
  const char *env = getenv("TORTUE_LIB");
  if (env && *env) return env;
  char exe[PATH_MAX];
  ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
  if (n > 0) {
    exe[n] = '\0';
    char *slash = strrchr(exe, '/');
    if (slash) *slash = '\0';
    char build[PATH_MAX];
    if (realpath(TORTUE_BUILDDIR, build) && strcmp(build, exe) == 0 && is_dir(TORTUE_SRCLIB))
      return TORTUE_SRCLIB;
  }
  return TORTUE_LIBDIR;
}

static void usage(FILE *f)
{
  fputs("Usage : tortue [OPTION]... [FICHIER]...\n"
        "Tortue, un Logo en français.\n\n"
        "Sans fichier ni -e, lit les instructions au clavier (invite « ? ») ou,\n"
        "si l'entrée n'est pas un terminal, le programme sur l'entrée standard.\n\n"
        "  -e, --execute=INSTRUCTIONS  exécute ces instructions (option répétable)\n"
        "  -i, --interactif            reste à l'invite après les fichiers et -e\n"
        "  -h, --help                  affiche cette aide et quitte\n"
        "  -V, --version               affiche la version et quitte\n"
        "      --reference             écrit le manuel des primitives (Markdown)\n"
        "      --man                   écrit la page de manuel tortue.1\n"
        "      --langue=LANGUE         parle LANGUE : fr (par défaut) ou en (les noms\n"
        "                              de UCBLogo, Berkeley Logo)\n"
        "      --traduis=LANGUE        écrit sur la sortie standard chaque FICHIER (ou\n"
        "                              l'entrée standard) traduit dans LANGUE depuis l'autre\n"
        "      --memoire=MO            limite la mémoire (Logo et recherches natives)\n"
        "                              à MO mégaoctets, de 16 à 1048576 (1024 par défaut)\n"
        "      --sans-fenetre          n'ouvre pas de fenêtre pour le dessin de la tortue\n"
        "                              (il est gardé pour SAUVEDESSIN et MONTREDESSIN)\n"
        "      --protocole             dialogue avec un autre programme (le noyau Jupyter) :\n"
        "                              requêtes sur l'entrée standard, réponses en trames\n"
        "                              sur la sortie standard (voir doc/protocole.md)\n"
        "      --syntaxe=FORMAT        écrit le fichier de coloration syntaxique FORMAT,\n"
        "                              fait du vocabulaire : vim, vim-detection, textmate\n"
        "                              ou emacs\n\n"
        "Les options peuvent venir avant ou après les fichiers. Les fichiers sont\n"
        "exécutés d'abord, dans l'ordre donné, puis les instructions des -e, dans\n"
        "leur ordre, comme des lignes tapées l'une après l'autre (elles voient donc\n"
        "les procédures des fichiers). Une erreur non rattrapée arrête le fichier,\n"
        "saute les -e et donne un code de sortie non nul. Après « -- », tout est\n"
        "un nom de fichier, même s'il commence par « - ».\n"
        "Variable TORTUE_LIB : dossier de la bibliothèque Logo chargée au démarrage.\n"
        "Variable TORTUE_MEMOIRE : comme --memoire.\n"
        "Variable TORTUE_CACHE=non : les bases de motifs du taquin ne sont ni lues\n"
        "dans le cache ($XDG_CACHE_HOME/tortue, sinon ~/.cache/tortue) ni écrites.\n",
        f);
}

typedef struct Options {
  const char **exprs;
  int nexprs;
  bool interactive;
  int document;   /* 'r': print the reference manual, 'm': the man page */
  long heap_mb;
  const Vocab *lang;        /* --langue, or NULL */
  const Vocab *translate;   /* --traduis: the vocabulary to translate into */
  bool no_window;   /* --sans-fenetre: the drawing is kept, never shown in a window */
  bool protocol;    /* --protocole: requests and framed answers (machine.c) */
  const char *syntax;   /* --syntaxe: the editor file to write (edsyntax.c) */
} Options;

/* The bounds of --memoire: below the least, the library cannot even load;
 * above the most (1 Tio), the value is a typing slip, not a limit. */
#define MIN_HEAP_MB 16
#define MAX_HEAP_MB (SIZE_MAX / (1024 * 1024) < 1048576 ? (long)(SIZE_MAX / (1024 * 1024)) : 1048576L)

/* Megabytes from text: digits only (no sign, no space, no unit), within
 * the bounds; else a usage error naming where the value came from
 * (--memoire or TORTUE_MEMOIRE). */
static long heap_size(const char *text, const char *from)
{
  long mb = 0;
  const char *c = text;
  for (; *c >= '0' && *c <= '9' && mb <= MAX_HEAP_MB; c++) mb = mb * 10 + (*c - '0');
  if (c == text || *c || mb < MIN_HEAP_MB || mb > MAX_HEAP_MB) {
    fprintf(stderr, "tortue : %s doit être un nombre de mégaoctets entre %d et %ld, pas « %s »\n",
            from, MIN_HEAP_MB, MAX_HEAP_MB, text);
    exit(EXIT_USAGE);
  }
  return mb;
}

static void translate_one(LgState *L, void *ud)
{
  tr_run(L, ud);
}

/* A language named on the command line: fr or en. */
static const Vocab *lang_option(const char *text, const char *from)
{
  const Vocab *v = vocab_by_lang(text, strlen(text));
  if (v) return v;
  fprintf(stderr, "tortue : %s demande fr ou en, pas « %s »\n", from, text);
  exit(EXIT_USAGE);
}

/* --traduis: each file translated to standard output, the renamings on
 * standard error; 0 when all could be read. */
static int translate_files(LgState *L, const Vocab *to, char **files, int n)
{
  static char stdin_path[] = "/dev/stdin";
  static char *standard_input[] = { stdin_path };
  if (n == 0) {   /* no file: the program on standard input, as a filter */
    files = standard_input;
    n = 1;
  }
  int status = 0;
  for (int i = 0; i < n; i++) {
    size_t len;
    char *src = fs_read_all(files[i], &len);
    if (!src) {
      fprintf(stderr, "Impossible d'ouvrir le fichier %s : %s\n", files[i], err_system(errno));
      status = EXIT_RUNTIME;
      continue;
    }
    const char *shown = files == standard_input ? "l'entrée standard" : files[i];
    TrJob t = { vocab_other(to), to, src, len, shown, NULL, NULL, NULL, 0, NULL };
    if (err_pcall(L, translate_one, &t) != 0) {   /* the reader's error, where running says it */
      err_report(L);
      status = EXIT_RUNTIME;
      continue;
    }
    fwrite(t.out, 1, t.outlen, stdout);
    tr_say_renamed(L, nd_cstr("--traduis"), to, t.renamed);
  }
  return status;
}

static int parse_options(int argc, char **argv, Options *o)
{
  static const struct option longopts[] = {
    { "execute", required_argument, NULL, 'e' },
    { "interactif", no_argument, NULL, 'i' },
    { "help", no_argument, NULL, 'h' },
    { "aide", no_argument, NULL, 'h' },
    { "version", no_argument, NULL, 'V' },
    { "reference", no_argument, NULL, 'r' },
    { "man", no_argument, NULL, 'm' },
    { "memoire", required_argument, NULL, 'M' },
    { "langue", required_argument, NULL, 'L' },
    { "traduis", required_argument, NULL, 'T' },
    { "sans-fenetre", no_argument, NULL, 'W' },
    { "protocole", no_argument, NULL, 'P' },
    { "syntaxe", required_argument, NULL, 'S' },
    { NULL, 0, NULL, 0 }
  };
  o->exprs = mem_alloc((size_t)argc * sizeof(char *));
  int c;
  opterr = 0;   /* getopt's messages are in English: say it ourselves */
  /* No leading '+': GNU getopt permutes, so options may follow the files
   * (`tortue eleve.lgo -e 'EC 1'`) as with other GNU programs; the files
   * are left, in their order, after optind. "--" ends the options. */
  while ((c = getopt_long(argc, argv, ":e:ihV", longopts, NULL)) != -1) {
    switch (c) {
    case 'e': o->exprs[o->nexprs++] = optarg; break;
    case 'i': o->interactive = true; break;
    case 'h': usage(stdout); exit(0);
    case 'V': puts("tortue " PACKAGE_VERSION); exit(0);
    case 'r': case 'm': o->document = c; break;
    case 'M': o->heap_mb = heap_size(optarg, "--memoire"); break;
    case 'L': o->lang = lang_option(optarg, "--langue"); break;
    case 'T': o->translate = lang_option(optarg, "--traduis"); break;
    case 'W': o->no_window = true; break;
    case 'P': o->protocol = true; break;
    case 'S': o->syntax = optarg; break;
    case ':':
      fprintf(stderr, "tortue : l'option %s demande un argument\n", argv[optind - 1]);
      fputs("Essayez « tortue --help ».\n", stderr);
      exit(EXIT_USAGE);
    default:
      fprintf(stderr, "tortue : option inconnue %s\n", argv[optind - 1]);
      fputs("Essayez « tortue --help ».\n", stderr);
      exit(EXIT_USAGE);
    }
  }
  return optind;
}

/* A program that had errors ends with status 70, even when it said
 * AUREVOIR afterwards. The session is closed first (st_close: files left
 * open are written out, so that a file that could not be written counts as
 * an error; the native memory kept is given back, so that a leak checker
 * sees none). */
static int finish(LgState *L, WsResult r)
{
  int before = L->nerrors;
  st_close(L);
  st_flush(L);
  if (L->out_gone) {
    signal(SIGPIPE, SIG_DFL);
    raise(SIGPIPE);
  }
  if (L->nerrors > before) return EXIT_RUNTIME;
  return r == WS_ERROR || (r == WS_BYE && L->nerrors > 0) ? EXIT_RUNTIME : 0;
}

int main(int argc, char **argv)
{
  char base;
  /* a write into a closed pipe fails with EPIPE instead of killing the
   * session: state.c makes it an error on that stream (finish above ends
   * the process by SIGPIPE only when standard output itself is gone) */
  signal(SIGPIPE, SIG_IGN);
  mem_init();
  Options o = { NULL, 0, false, 0, DEFAULT_HEAP_MB, NULL, NULL, false, false, NULL };
  const char *env = getenv("TORTUE_MEMOIRE");
  if (env && *env) o.heap_mb = heap_size(env, "TORTUE_MEMOIRE");   /* empty: as if unset */
  int first = parse_options(argc, argv, &o);
  mem_set_limit((size_t)o.heap_mb * 1024 * 1024);
  LgState *L = st_new(&vocab_fr);
  prim_open_all(L);
  if (o.no_window) tur_no_window(L);
  if (o.document && o.lang) lang_use(L, o.lang);   /* the documents in its names */
  if (o.document == 'r') help_write_reference(L, stdout);
  if (o.document == 'm') help_write_man(L, stdout);
  if (o.document) return 0;
  setup_stack(L, &base);
  repl_install_sigint(L);
  ws_library_defer(L, library_dir());
  if (o.translate) return translate_files(L, o.translate, argv + first, argc - first);
  if (o.syntax) return eds_write(L, o.syntax, stdout) ? 0 : EXIT_USAGE;
  if (o.lang) lang_use(L, o.lang);
  if (o.protocol) return finish(L, mach_run(L) == 0 ? WS_OK : WS_ERROR);
  WsResult r = WS_OK;
  bool ran = false;
  for (int i = first; i < argc && r == WS_OK; i++, ran = true) r = ws_run_file(L, argv[i], true);
  /* after the files (if they went well), each -e text runs, like lines
   * typed one after the other */
  bool files_ok = r == WS_OK;
  for (int i = 0; files_ok && i < o.nexprs && r != WS_BYE; i++, ran = true) {
    WsResult ri = ws_run_text(L, o.exprs[i], strlen(o.exprs[i]), false);
    if (ri != WS_OK) r = ri;
  }
  /* a lesson's file that drew: its window is not closed under the class's
   * eyes (-e, pipes and --sans-fenetre have none to keep) */
  if (ran && !o.interactive && o.nexprs == 0 && r != WS_BYE) repl_keep_window(L);
  if (r == WS_BYE || (ran && !o.interactive)) return finish(L, r);
  if (!isatty(fileno(stdin)) && !o.interactive) return finish(L, repl_run_stream(L));
  /* at the prompt, errors are part of the conversation: status 0 */
  repl_run(L);
  L->nerrors = 0;
  return finish(L, WS_OK);
}
