/* workspace.h -- POUR...FIN definitions, running texts line by line, and
 * loading files and the Logo library. */
#ifndef LOGO_WORKSPACE_H
#define LOGO_WORKSPACE_H

#include <stdbool.h>

#include "logo.h"
#include "proc.h"
#include "print.h"
#include "reader.h"

/* Where a stream of logical lines stands: inside a POUR or not. */
typedef struct WsInput {
  bool in_def;
  bool bad_title;        /* swallow the body up to FIN, define nothing */
  bool macro;            /* .MACRO rather than POUR */
  bool listed;           /* lines given as lists (DEFINIS, TEXTE's form):
                            their text is printed from them, not read */
  bool retyped;          /* POUR typed again for one of the user's own
                            procedures: "redéfinie" at FIN */
  Node *title_words;     /* the words after POUR */
  Node *title_text;
  BodyLine *lines;
  int n, cap;
  Proc *parsed;          /* the title read by POUR's line (its inputs), the
                            procedure to be; NULL: read it at FIN */
} WsInput;

void ws_input_init(WsInput *in);
/* Take one logical line: add it to the definition being typed, start or
 * end one, or run it. Throws on errors. */
void ws_feed(LgState *L, WsInput *in, RdLine *line);
/* Name of the procedure being defined (for prompts and messages). */
Node *ws_def_name(WsInput *in);

/* Outcome of running a text. */
typedef enum { WS_OK = 0, WS_ERROR, WS_BYE } WsResult;

/* Run every logical line of src. With stop_on_error (a script file) the
 * first uncaught error ends the run; otherwise it only ends its line. */
WsResult ws_run_text(LgState *L, const char *src, size_t len, bool stop_on_error);
/* Read and run a file; a missing file is an error (message printed). */
WsResult ws_run_file(LgState *L, const char *path, bool stop_on_error);
/* RAMENE: run a file allowing redefinitions; an error is thrown on, its
 * message followed by the file and line. */
void ws_load_file(LgState *L, const char *path);
/* Add " (ligne LINE de PATH)" to the error being thrown, as running a file
 * names where it went wrong. */
void ws_name_line(LgState *L, int line, const char *path);
/* Where a program's text starts: past a first line "#!...", which running
 * it skips (and TRADUIS keeps as it is). */
size_t ws_program_start(const char *src, size_t len);
typedef enum { WS_VARS, WS_PLISTS } WsWhat;
/* The names that have a value (WS_VARS) or properties (WS_PLISTS), as a
 * list of words in name order. */
Node *ws_names_with(LgState *L, WsWhat what);
/* DEFINIS: define name from [[inputs] [line] [line]...]. */
void ws_define_text(LgState *L, Node *name, Node *text);
/* A procedure from the same form, registered under no name (a template in
 * procedure-text form): shown's name is the one its messages give. */
Proc *ws_text_proc(LgState *L, Symbol *shown, Node *text);
/* .DEFMACRO: the same, the procedure a macro. */
void ws_define_macro(LgState *L, Node *name, Node *text);
/* "POUR NOM :a [:b 2] [:c]" from a name and TEXTE's list of inputs. */
Node *ws_title_text(LgState *L, Node *name, Node *inputs);
/* The words of line i of p, read from its text the first time for a line
 * of lib-logo (BodyLine.unread). */
Node *ws_line_words(LgState *L, Proc *p, int i);
/* TEXTE: the same form back, [[inputs] [line]...]. */
Node *ws_text(LgState *L, Proc *p);
/* The text of p as SAUVE writes it (title line, lines, FIN), added to b. */
void ws_proc_text(LgState *L, Proc *p, Buf *b);
/* May no procedure of the program be named name? A primitive's name, but
 * under UCBLogo's rules (English) one UCBLogo does not reserve (Tortue's
 * own, its C versions of UCBLogo's library), or any when REDEFP is true
 * (ws_redefp). */
bool ws_reserved(LgState *L, Node *name);
bool ws_redefp(LgState *L);
/* The word that closes a procedure in listings: FIN, or UCBLogo's "end". */
const char *ws_end_word(LgState *L);
/* Erase the user procedure name and forget it (LANGUE's renaming). */
void ws_forget(LgState *L, Node *name);
/* Forget, in one pass, every name of L->defined whose symbol has no
 * procedure any more (LANGUE renaming thousands at once stays linear). */
void ws_forget_unbound(LgState *L);
/* Define the procedures of a text of POUR...FIN as RAMENE does (replacing
 * those of the same name), marked as lib-logo's when library. */
void ws_redefine(LgState *L, const char *src, size_t len, bool library);
/* lib-logo: every *.lgo of dir, loaded in name order by the core's miss
 * hook (state.h), the first time a name with no procedure is looked up
 * (a call of a name no primitive has, DEFINI?, POUR at the prompt...) or
 * every procedure is wanted (PO, AIDE, LANGUE, completion...): a program
 * that uses none of its procedures does not read its 136 KB, 1.2 ms of
 * the 7 ms a session took to start. A user's procedure defined before is
 * kept, as if it had replaced the library's. Says now when dir cannot be
 * read. */
void ws_library_defer(LgState *L, const char *dir);

#endif
