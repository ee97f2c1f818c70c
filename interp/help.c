/* help.c -- AIDE and the documents made from help_list.h. */
#include <config.h>

#include <stdbool.h>
#include <stdio.h>
#include <string.h>
#include <sys/ioctl.h>
#include <termios.h>
#include <unistd.h>

#include "logo.h"
#include "device.h"
#include "error.h"
#include "help.h"
#include "node.h"
#include "prim.h"
#include "print.h"
#include "proc.h"
#include "state.h"
#include "translate.h"
#include "vocab.h"
#include "word.h"
#include "workspace.h"

static const HelpEntry entries[] = {
#define HELP(id, chapter, syntax, text, example) { VID_##id, NULL, chapter, syntax, text, example },
#define HELP_LIB(name, chapter, syntax, text, example) \
  { VID__COUNT, name, chapter, syntax, text, example },
#include "help_list.h"
#undef HELP
#undef HELP_LIB
};

#define NENTRIES (sizeof entries / sizeof entries[0])

/* The chapters, in the order AIDE and the manual show them: the turtle
 * first, where a class starts. */
static const char *const chapters[] = {
  "tortue", "mots et listes", "prédicats", "logique", "arithmétique", "contrôle", "modèles",
  "variables", "écran", "fichiers", "espace de travail", "mise au point", "propriétés", "reines",
  "bibliothèque", "taquin", "alignés", NULL
};

const HelpEntry *help_find_id(int id)
{
  for (size_t i = 0; i < NENTRIES; i++)
    if (entries[i].id == id && id != VID__COUNT) return &entries[i];
  return NULL;
}

/* A library procedure's entry, or NULL. */
static const HelpEntry *help_find_lib(const char *name)
{
  for (size_t i = 0; i < NENTRIES; i++)
    if (entries[i].name && strcmp(entries[i].name, name) == 0) return &entries[i];
  return NULL;
}

const HelpEntry *help_find(const char *name)
{
  for (int v = 0; vocab_all[v]; v++) {
    VocabId id = vocab_find(vocab_all[v], name, strlen(name));
    if (id != VID__COUNT) return help_find_id(id);
  }
  return help_find_lib(name);
}

/* "PREMIER (PREM)": a primitive's names in the session's vocabulary. */
static void add_title(LgState *L, Buf *b, const HelpEntry *e)
{
  const char *names = e->name ? e->name : vocab_names(L->vocab, (VocabId)e->id);
  size_t n = strcspn(names, " ");
  buf_add(b, names, n);
  const char *shorts = names + n + (names[n] == ' ');
  if (*shorts) {
    buf_adds(b, " (");
    for (const char *p = shorts; *p; p++) buf_adds(b, *p == ' ' ? ", " : (char[]){ *p, 0 });
    buf_addc(b, ')');
  }
}

/* Each line of s, preceded by indent. */
static void add_indented(Buf *b, const char *s, const char *indent)
{
  while (*s) {
    size_t n = strcspn(s, "\n");
    buf_adds(b, indent);
    buf_add(b, s, n);
    buf_addc(b, '\n');
    s += n;
    if (*s == '\n') s++;
  }
}

/* Help's texts name no procedure of the user's: every other name stays. */
static int no_renaming(LgState *L, const TrJob *job, const char *name, size_t n)
{
  (void)L;
  (void)job;
  (void)name;
  (void)n;
  return 0;
}

/* Logo text of the help (a syntax, an example), written in French, in
 * the session's vocabulary: HELP "PRINT shows PRINT FIRST [a b c]. */
static const char *in_session(LgState *L, const char *s)
{
  if (L->vocab == &vocab_fr) return s;
  TrJob job = { &vocab_fr, L->vocab, s, strlen(s), NULL, no_renaming, NULL, NULL, 0, NULL };
  tr_run(L, &job);
  return job.out;
}

static void print_entry(LgState *L, const HelpEntry *e)
{
  Buf b;
  buf_init(&b);
  add_title(L, &b, e);
  buf_adds(&b, " -- ");
  buf_adds(&b, e->chapter);
  buf_addc(&b, '\n');
  add_indented(&b, in_session(L, e->syntax), "  ");
  buf_adds(&b, e->text);
  buf_adds(&b, "\nExemple :\n");
  add_indented(&b, in_session(L, e->example), "  ");
  st_write(L, b.s, b.n);
}

/* AIDE on a user procedure: its title line and its leading comments. */
static void print_procedure(LgState *L, Proc *p)
{
  Buf b;
  buf_init(&b);
  prn_node(&b, p->title, false);
  buf_addc(&b, '\n');
  for (int i = 0; i < p->nlines; i++) {
    size_t len;
    const char *t = nd_chars(p->lines[i].text, &len);
    while (len > 0 && (*t == ' ' || *t == '\t')) t++, len--;
    if (len == 0 || *t != ';') break;
    buf_add(&b, t, len);
    buf_addc(&b, '\n');
  }
  st_write(L, b.s, b.n);
}

/* {====================================================================
 * Paging AIDE's listing
 *
 * The listing is paged here, a screen at a time, rather than piped
 * through $PAGER or less: a class machine may have no less and $PAGER may
 * name anything; a child process would share the terminal with readline
 * and with Ctrl-C, which stops Tortue's own work; and the question asked
 * is French, as the rest of the session. It pages only when the text goes
 * to a terminal (no FIXEECRITURE, standard output a terminal) and the keys
 * can be read from one: a file, a pipe or a test sees the text unchanged.
 * ===================================================================== */

static const char more_prompt[] = "-- suite : Entrée, q pour arrêter --";

/* The terminal's height when paging is possible, else 0. */
static int page_rows(LgState *L)
{
  struct winsize ws;
  if (L->writer || !L->screen->tty || !L->screen->f || !isatty(STDIN_FILENO)) return 0;
  if (ioctl(fileno(L->screen->f), TIOCGWINSZ, &ws) != 0 || ws.ws_row < 3) return 0;
  return ws.ws_row;
}

/* Ask whether to go on: one key, unechoed, without Entrée (Ctrl-C kept:
 * it ends the read and stops). The question is then wiped. */
static bool more_wanted(LgState *L)
{
  struct termios saved, raw;
  dev_progress(L->screen, more_prompt, sizeof more_prompt - 1);
  bool modes = tcgetattr(STDIN_FILENO, &saved) == 0;
  raw = saved;
  raw.c_lflag &= ~(tcflag_t)(ICANON | ECHO);
  raw.c_cc[VMIN] = 1;
  raw.c_cc[VTIME] = 0;
  if (modes) tcsetattr(STDIN_FILENO, TCSANOW, &raw);
  unsigned char c = 0;
  ssize_t got = read(STDIN_FILENO, &c, 1);
  if (modes) tcsetattr(STDIN_FILENO, TCSANOW, &saved);
  dev_progress(L->screen, "", 0);
  return got == 1 && c != 'q' && c != 'Q';
}

/* Write text, a screen at a time when it is longer than the terminal. */
static void write_paged(LgState *L, const char *s, size_t n)
{
  int rows = page_rows(L);
  size_t at = 0, line = 0;
  for (size_t i = 0; rows && i < n; i++) {
    if (s[i] != '\n' || ++line < (size_t)rows - 1) continue;
    st_write(L, s + at, i + 1 - at);
    st_flush(L);
    at = i + 1;
    line = 0;
    if (at < n && !more_wanted(L)) return;
  }
  st_write(L, s + at, n - at);
}

/* }==================================================================== */

/* AIDE alone: the names, chapter by chapter. */
static void print_index(LgState *L)
{
  Buf b;
  buf_init(&b);
  buf_adds(&b, "Les primitives de Tortue, par chapitre ; ");
  buf_adds(&b, vocab_symbol(L, VID_AIDE)->name);   /* HELP in English */
  buf_adds(&b, " \"NOM pour le détail de l'une.\n");
  for (int c = 0; chapters[c]; c++) {
    buf_addc(&b, '\n');
    buf_adds(&b, chapters[c]);
    buf_adds(&b, " :\n ");
    size_t col = 1;
    for (size_t i = 0; i < NENTRIES; i++) {
      if (strcmp(entries[i].chapter, chapters[c]) != 0) continue;
      Buf t;
      buf_init(&t);
      add_title(L, &t, &entries[i]);
      if (col + t.n + 1 > 78) {
        buf_adds(&b, "\n ");
        col = 1;
      }
      buf_addc(&b, ' ');
      buf_add(&b, t.s, t.n);
      col += t.n + 1;
    }
    buf_addc(&b, '\n');
  }
  char limit[160];
  snprintf(limit, sizeof limit,
           "\nRécursion : au plus %d appels imbriqués (les appels terminaux ne comptent pas).\n",
           L->max_depth);
  buf_adds(&b, limit);
  write_paged(L, b.s, b.n);
}

/* AIDE, AIDE "nom */
static Node *p_help(LgState *L, Node **a, int n)
{
  st_procs_all(L);
  if (n == 0) {
    print_index(L);
    return NOVAL;
  }
  Node *w = arg_word(L, a, 0);
  Symbol *s = word_symbol(&L->syms, w);
  Proc *p = s->proc;
  const HelpEntry *e = NULL;
  if (p && p->kind != PK_USER) e = help_find_id(p->id);
  else if (p) e = help_find_lib(p->name->name);
  if (e) print_entry(L, e);
  else if (p && p->kind == PK_USER) print_procedure(L, p);
  else err_throw(L, ERR_BAD_ARG, L->prim->name->word, nd_cstr("pas d'aide pour ce nom"));
  return NOVAL;
}

/* {====================================================================
 * The reference manual (Markdown) and the man page (roff)
 * ===================================================================== */

/* The entries in the order of the chapters, for the documents. */
static size_t in_chapter_order(const HelpEntry **out)
{
  size_t n = 0;
  for (int c = 0; chapters[c]; c++)
    for (size_t i = 0; i < NENTRIES; i++)
      if (strcmp(entries[i].chapter, chapters[c]) == 0) out[n++] = &entries[i];
  return n;
}

/* roff needs backslashes, dashes and a leading dot or quote escaped. */
static void man_text(FILE *f, const char *s)
{
  bool bol = true;
  for (; *s; s++) {
    if (bol && (*s == '.' || *s == '\'')) fputs("\\&", f);
    if (*s == '\\') fputs("\\e", f);
    else if (*s == '-') fputs("\\-", f);
    else fputc(*s, f);
    bol = *s == '\n';
  }
}

/* Write every entry, a chapter heading before each new chapter; man
 * selects the roff form, else Markdown. */
static void write_entries(LgState *L, FILE *f, bool man)
{
  const HelpEntry *order[NENTRIES];
  size_t n = in_chapter_order(order);
  for (size_t i = 0; i < n; i++) {
    const HelpEntry *e = order[i];
    if (i == 0 || strcmp(order[i - 1]->chapter, e->chapter) != 0)
      fprintf(f, man ? ".SS %s\n" : "\n## %s\n", e->chapter);
    Buf t;
    buf_init(&t);
    add_title(L, &t, e);
    if (!man) {
      fprintf(f, "\n### %s\n\n```\n%s\n```\n\n%s\n\n```\n%s\n```\n", t.s,
              in_session(L, e->syntax), e->text, in_session(L, e->example));
      continue;
    }
    fputs(".TP\n.B ", f);
    man_text(f, t.s);
    fputs("\n.nf\n", f);
    man_text(f, e->syntax);
    fputs("\n.fi\n", f);
    man_text(f, e->text);
    fputs("\n", f);
  }
}

void help_write_reference(LgState *L, FILE *f)
{
  fputs("# Tortue : référence des primitives\n\n"
        "Ce fichier est produit par `tortue --reference` à partir de `interp/help_list.h`,\n"
        "la même source que la commande AIDE. Ne pas le modifier à la main.\n", f);
  write_entries(L, f, false);
}

/* The man page's head: its title, no hyphenation (groff would cut French
 * words with English rules, "car- actère"; no French patterns are sure to
 * be installed, so none), the synopsis and the options. */
static void man_head(FILE *f)
{
  fputs(".TH TORTUE 1 \"\" \"tortue " PACKAGE_VERSION "\" \"Commandes\"\n"
        ".nh\n"
        ".SH NOM\ntortue \\- un Logo en français\n"
        ".SH SYNOPSIS\n.B tortue\n[\\fIOPTION\\fR]... [\\fIFICHIER\\fR]...\n"
        ".SH DESCRIPTION\nTortue est un Logo en français pour la classe. Sans fichier ni\n"
        "\\fB\\-e\\fR, il lit les instructions au clavier (invite \\fB?\\fR) ou, si l'entrée\n"
        "n'est pas un terminal, le programme sur l'entrée standard.\n"
        ".PP\nLes options peuvent venir avant ou après les fichiers. Les fichiers sont\n"
        "exécutés d'abord, dans l'ordre donné, puis les instructions des \\fB\\-e\\fR, dans\n"
        "leur ordre. Une erreur non rattrapée arrête le fichier, saute les \\fB\\-e\\fR et\n"
        "donne le code de sortie 70. Après \\fB\\-\\-\\fR, tout est un nom de fichier.\n"
        ".SH OPTIONS\n.TP\n\\fB\\-e\\fR, \\fB\\-\\-execute\\fR=\\fIINSTRUCTIONS\\fR\n"
        "exécute ces instructions (option répétable).\n.TP\n\\fB\\-i\\fR, \\fB\\-\\-interactif\\fR\n"
        "reste à l'invite après les fichiers et \\fB\\-e\\fR.\n"
        ".TP\n\\fB\\-\\-memoire\\fR=\\fIMO\\fR\n"
        "limite la mémoire (Logo et recherches natives) à \\fIMO\\fR mégaoctets,\n"
        "de 16 à 1048576 (1024 par défaut).\n"
        ".TP\n\\fB\\-\\-langue\\fR=\\fILANGUE\\fR\n"
        "parle \\fILANGUE\\fR : \\fBfr\\fR (par défaut) ou \\fBen\\fR, les noms de UCBLogo\n"
        "(Berkeley Logo) : PRINT, REPEAT, TO...END. Les messages restent en français.\n"
        ".TP\n\\fB\\-\\-traduis\\fR=\\fILANGUE\\fR\n"
        "écrit sur la sortie standard chaque \\fIFICHIER\\fR (sans fichier, l'entrée\n"
        "standard) traduit dans \\fILANGUE\\fR depuis l'autre (comme TRADUIS) ; les procédures renommées sont dites sur la sortie\n"
        "d'erreur.\n"
        ".TP\n\\fB\\-\\-sans\\-fenetre\\fR\nn'ouvre pas de fenêtre pour le dessin de la tortue ;\n"
        "il est gardé pour \\fBSAUVEDESSIN\\fR et \\fBMONTREDESSIN\\fR.\n"
        ".TP\n\\fB\\-\\-protocole\\fR\ndialogue avec un autre programme (le noyau Jupyter de Tortue) :\n"
        "des requêtes sur l'entrée standard, des réponses en trames sur la sortie\n"
        "standard (ce qui est écrit, l'erreur, le dessin en SVG) ;\n"
        "voir \\fI/usr/share/doc/tortue/protocole.md\\fR.\n"
        ".TP\n\\fB\\-\\-syntaxe\\fR=\\fIFORMAT\\fR\nécrit le fichier de coloration syntaxique \\fIFORMAT\\fR\n"
        "(\\fBvim\\fR, \\fBvim\\-detection\\fR, \\fBtextmate\\fR ou \\fBemacs\\fR), fait des noms des deux\n"
        "vocabulaires et des procédures de la bibliothèque.\n"
        ".TP\n\\fB\\-\\-reference\\fR\nécrit le manuel des primitives (Markdown) ;\n"
        "avec \\fB\\-\\-langue=en\\fR, dans les noms anglais.\n"
        ".TP\n\\fB\\-\\-man\\fR\nécrit cette page de manuel.\n"
        ".TP\n\\fB\\-h\\fR, \\fB\\-\\-help\\fR\n"
        "affiche l'aide.\n.TP\n\\fB\\-V\\fR, \\fB\\-\\-version\\fR\naffiche la version.\n", f);
}

/* The keys of the prompt, as repl.c, debug.c and AIDE's pager read them. */
static void man_keys(FILE *f)
{
  fputs(".SH TOUCHES DE L'INVITE\n"
        "L'invite est \\fB?\\fR ; \\fB>\\fR pendant une définition (POUR ... FIN) ;\n"
        "\\fB~\\fR quand la ligne n'est pas finie (un crochet ouvert, un \\fB~\\fR en fin\n"
        "de ligne) ; \\fINOM\\fB?\\fR pendant une PAUSE.\n"
        ".TP\n.B Entrée\nexécute la ligne.\n"
        ".TP\n.B Ctrl\\-C\narrête le programme en cours ; à l'invite, efface la ligne et la\n"
        "définition commencée.\n"
        ".TP\n.B Ctrl\\-D\nsur une ligne vide, quitte (comme AUREVOIR).\n"
        ".TP\n.B Tab\ncomplète un nom de procédure (majuscules et accents ignorés).\n"
        ".TP\n.BR Haut \", \" Bas\nrappellent les lignes déjà tapées, de cette session\n"
        "et des précédentes.\n"
        ".TP\n.B Ctrl\\-R\ncherche dans l'historique.\n"
        ".TP\n.B Entrée \\fR(PAS)\nexécute la ligne montrée suivie de \\fB>>>\\fR.\n"
        ".TP\n.BR Entrée \", \" q \" (AIDE)\"\nla liste des primitives plus longue que\n"
        "l'écran est montrée page par page : Entrée pour la suite, q pour arrêter.\n"
        ".PP\nLes autres touches sont celles de readline (voir \\fBreadline\\fR(3)).\n", f);
}

static void man_tail(FILE *f)
{
  fputs(".SH ENVIRONNEMENT\n"
        ".TP\n.B TORTUE_LIB\ndossier de la bibliothèque Logo chargée au démarrage.\n"
        ".TP\n.B TORTUE_MEMOIRE\nlimite de la mémoire en mégaoctets, comme \\fB\\-\\-memoire\\fR.\n"
        ".TP\n.BR VISUAL \", \" EDITOR\nl'éditeur qu'ouvre EDITE (VISUAL d'abord).\n"
        ".TP\n.B HOME\ndossier où est gardé l'historique de l'invite ; sans HOME, pas\n"
        "d'historique.\n"
        ".TP\n.B TMPDIR\ndossier du fichier temporaire d'EDITE.\n"
        ".TP\n.B TORTUE_CACHE\n\\fBnon\\fR : les bases de motifs du taquin ne sont ni lues dans le\n"
        "cache ni écrites (chaque session les construit).\n"
        ".TP\n.B TORTUE_ALIGNES_GENERIQUE\nsi elle est définie, ALIGNES.COMPTE et ALIGNES.CLASSES\n"
        "n'emploient pas les instructions AVX2 du processeur (pour comparer).\n"
        ".TP\n.B TORTUE_REINES_GENERIQUE\nsi elle est définie, REINES.COMPTE et REINES.FONDAMENTALES\n"
        "n'emploient pas les instructions BMI2 du processeur (pour comparer).\n"
        ".TP\n.B XDG_CACHE_HOME\ndossier des caches (par défaut \\fI~/.cache\\fR).\n"
        ".SH FICHIERS\n.TP\n.I ~/.tortue_historique\n"
        "l'historique de l'invite : chaque ligne y est ajoutée dès qu'elle est tapée ;\n"
        "les 1000 dernières sont gardées.\n"
        ".TP\n.I $XDG_CACHE_HOME/tortue/motifs-4x4.bin\n"
        "les bases de motifs du taquin 4 x 4 (IDA.MOTIFS.NATIF), gardées d'une session\n"
        "à l'autre ; vérifiées à chaque lecture (en-tête, tailles, somme de contrôle)\n"
        "et refaites si elles sont abîmées ou d'une autre version.\n"
        ".SH CODE DE SORTIE\n0 si tout s'est bien passé ; 64 pour une erreur dans la ligne de\n"
        "commande ; 70 si le programme a eu une erreur.\n", f);
}

void help_write_man(LgState *L, FILE *f)
{
  man_head(f);
  fputs(".SH PRIMITIVES\n", f);
  write_entries(L, f, true);
  man_keys(f);
  man_tail(f);
}

/* }==================================================================== */

static const PrimEntry help_prims[] = {
  { VID_AIDE, p_help, NULL, 0, 1, 1, PREC_NONE, PF_OPTIONAL },
  PRIM_END
};

/* The syntax hook: the turtle's primitives, the first words a pupil
 * types, get their syntax reminded under a mistake. */
static const char *beginner_syntax(Proc *p)
{
  const HelpEntry *e = p && p->kind != PK_USER ? help_find_id(p->id) : NULL;
  return e && strcmp(e->chapter, "tortue") == 0 ? e->syntax : NULL;
}

void prim_open_help(LgState *L)
{
  prim_register(L, help_prims);
  L->hooks.syntax = beginner_syntax;
}
