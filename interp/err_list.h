/* err_list.h -- the error table: ERR(name, UCBLogo code, class, French
 * message). Directives: %p a name or datum as PRINT shows it, %s a datum as
 * MONTRE shows it (lists with brackets), %d an integer. Codes follow
 * UCBLogo's numbering, so programs that inspect ERREUR behave as Logo users
 * expect. The class says who may stop the unwinding (see ErrClass in
 * error.h): ERROR, FATAL (memory or stack exhausted), BREAK (given up with
 * a message, never caught as an error) or EXIT (silent ways out). */
ERR(FATAL,           0, ERROR, "Erreur interne : %p")
ERR(OUT_OF_MEM,      1, FATAL, "Mémoire pleine")
ERR(STACK_OVERFLOW,  2, FATAL, "Pile pleine : plus de %d appels imbriqués (récursion trop profonde)")
ERR(C_STACK,         2, FATAL, "Pile pleine : instruction ou liste trop imbriquée")
ERR(DIDNT_OUTPUT,    5, ERROR, "%p ne donne pas de valeur à %p")
ERR(NOT_ENOUGH,      6, ERROR, "Pas assez d'arguments pour %p")
ERR(BAD_INPUT,       7, ERROR, "%p n'aime pas %s comme argument")
ERR(DIV_ZERO,        4, ERROR, "%p : division par zéro")
ERR(TOO_MANY,        8, ERROR, "Trop d'arguments pour %p")
ERR(DK_WHAT,         9, ERROR, "Que faire de %s ?")
ERR(NO_CLOSE_PAREN, 10, ERROR, "Il manque une ')'")
ERR(NO_VALUE,       11, ERROR, "%p n'a pas de valeur")
ERR(UNEXP_PAREN,    12, ERROR, "')' inattendue")
ERR(DK_HOW,         13, ERROR, "Je ne sais pas faire %p")
ERR(ALREADY_DEF,    15, ERROR, "%p est déjà définie : %p \"%p pour la changer, ou %p \"%p pour la remplacer")
ERR(STOPPED,        16, BREAK, "Arrêt...")
ERR(FILE_ERROR,     18, ERROR, "Impossible d'ouvrir le fichier %p")
ERR(WRITE_FAILED,   18, ERROR, "Le fichier %p n'a pas pu être écrit en entier (%p)")
ERR(CANT_ERASE,     18, ERROR, "Impossible d'effacer le fichier %p (%p)")
ERR(CANT_SAVE,      18, ERROR, "%p : impossible d'écrire le fichier %p (%p)")
ERR(SELF_ARRAY,     35, ERROR, "%p : %p contient un tableau qui se contient lui-même, impossible de l'écrire")
ERR(USER,           21, ERROR, "%p")
ERR(IS_PRIM,        22, ERROR, "%p est une primitive")
ERR(TO_IN_PROC,     23, ERROR, "Impossible d'utiliser %p dans une procédure")
ERR(UNEXP_BRACKET,  26, ERROR, "']' inattendu")
ERR(NO_CLOSE_BRACKET, 26, ERROR, "Il manque un ']'")
ERR(UNEXP_BRACE,    27, ERROR, "'}' inattendue")
ERR(NO_CLOSE_BRACE, 27, ERROR, "Il manque une '}'")
ERR(NO_CLOSE_BAR,   26, ERROR, "Il manque une '|'")
ERR(NO_CONTINUATION, 26, ERROR, "Le texte s'arrête sur une ligne qui continue (~ ou \\ à la fin)")
ERR(ONLY_IN_PROC,   31, ERROR, "%p ne s'utilise que dans une procédure")
ERR(NOT_IN_EXPR,    31, ERROR, "%p ne peut pas servir dans une expression")
ERR(ONLY_IN_PAUSE,  31, ERROR, "%p ne s'utilise que pendant une PAUSE")
ERR(END_IN_LINE,    33, ERROR, "FIN dans une instruction sur plusieurs lignes")
ERR(NO_END,         33, ERROR, "Il manque FIN à la fin de %p")
ERR(END_ALONE,      33, ERROR, "FIN sans POUR")
ERR(BAD_TITLE,      35, ERROR, "POUR n'aime pas %s dans la ligne de titre")
ERR(BAD_ARG,        35, ERROR, "%p : %p")
ERR(OVERFLOW,        4, ERROR, "%p : nombre trop grand")
ERR(FOR_STUCK,       4, ERROR, "%p : le pas est trop petit pour faire avancer la variable au-delà de %p")
ERR(CANT_OPEN,      40, ERROR, "Impossible d'ouvrir le fichier %p (%p)")
ERR(ALREADY_OPEN,   41, ERROR, "Le fichier %p est déjà ouvert")
ERR(ERASE_OPEN,     41, ERROR, "Le fichier %p est ouvert : FERME-le avant de l'effacer")
ERR(NOT_OPEN,       42, ERROR, "Le fichier %p n'est pas ouvert")
ERR(NOT_FOR_WRITING, 42, ERROR, "Le fichier %p est ouvert en lecture, pas en écriture")
ERR(NOT_FOR_READING, 42, ERROR, "Le fichier %p est ouvert en écriture, pas en lecture")
/* the turtle (turtle.c) */
ERR(UNKNOWN_COLOR,   7, ERROR, "%p : couleur inconnue %p ; les couleurs sont %p, ou leur numéro de 0 à 15 (AIDE \"FCC), ou une liste [rouge vert bleu] de 0 à 255")
ERR(TURTLE_OUT,      3, ERROR, "%p : la tortue sortirait de l'écran (CLOS ; FENETRE la laisse sortir)")
ERR(NOTHING_TO_FILL, 7, ERROR, "%p : rien à remplir (tracez d'abord un contour, crayon baissé)")
ERR(DRAW_FORMAT,     7, ERROR, "%p : je ne sais pas écrire %p (choisissez un nom en .svg, .png ou .pdf)")
ERR(TURTLE_NUMBER,   7, ERROR, "%p : %s n'est pas un numéro de tortue (un nombre entier de 0 à %p)")
ERR(NO_SUCH_TURTLE,  7, ERROR, "%p : il n'y a pas de tortue numéro %p (TORTUES donne leur liste, FIXETORTUE en crée une)")
ERR(LAST_TURTLE,     7, ERROR, "%p : la tortue %p est la seule, elle reste")
ERR(NOT_PNG,         7, ERROR, "%p : le fichier %p n'est pas une image PNG")
ERR(PICTURE_TOO_BIG, 7, ERROR, "%p : l'image %p est trop grande pour une tortue (%p points de côté au plus)")
/* UCBLogo compatibility: the same texts as BAD_INPUT and DK_HOW, with the
 * numbers UCBLogo gives where no substitute input could help (an index out
 * of range, a number outside a function's domain; a procedure named in a
 * contents list that does not exist), so that programs that look at
 * ERREUR's number see Berkeley Logo's. */
ERR(BAD_RANGE,       4, ERROR, "%p n'aime pas %s comme argument")
ERR(DK_HOW_UNREC,   24, ERROR, "Je ne sais pas faire %p")
ERR(MACRO_RESULT,   29, ERROR, "La macro %p rend %s au lieu d'une liste")
ERR(NO_TEST,        25, ERROR, "%p : pas de TESTE avant")
ERR(NO_TAG,          4, ERROR, "%p : pas de BALISE %s")
ERR(NO_TEMPLATE,     7, ERROR, "%p ne s'utilise que dans un modèle (TRANSFORME, FILTRE...)")
/* The backquote (prim_lib.c): a ,@ with nothing to run after it. */
ERR(BQ_SPLICE,       7, ERROR, "%p : ,@ doit être suivi d'une liste à évaluer (,@[...]) ou d'une variable (,@:nom)")
/* UCBLogo's names that mean nothing here (issue #30): said, never "Je ne
 * sais pas faire"; MACROEXPAND of something that is no macro. */
ERR(MEANINGLESS,     7, ERROR, "%p n'a pas de sens dans Tortue : %p")
ERR(NOT_MACRO,       7, ERROR, "%p n'est pas une macro")
/* UCBLogo's numbers for a macro that outputs nothing, and for the message
 * a program throws itself: (RENVOIE "ERREUR [message]). */
ERR(MACRO_NOTHING,  29, ERROR, "La macro %p ne rend rien au lieu d'une liste")
ERR(USER_MESSAGE,   35, ERROR, "%p")
/* Hints: not errors, but the line suggest.c adds under one, for the
 * classic mistakes of a beginner. */
ERR(HINT_SPELLING,   0, ERROR, "Vouliez-vous dire %p ?")
ERR(HINT_VARIABLE,   0, ERROR, "%p est une variable : vouliez-vous dire :%p ?")
ERR(HINT_QUOTE,      0, ERROR, "Pour nommer la variable, mettez un guillemet : %p \"%p ...")
ERR(HINT_HELP,       0, ERROR, "Pour l'aide sur %p, mettez un guillemet : %p \"%p")
ERR(HINT_BRACKETS,   0, ERROR, "Les instructions données à %p vont entre crochets : [%p ...]")
ERR(HINT_POWER,      0, ERROR, "Pour une puissance, écrivez %p 2 10 (2 puissance 10)")
ERR(HINT_IGNORED,    0, ERROR, "Les lignes jusqu'à %p sont ignorées")
ERR(HINT_PRINT,      0, ERROR, "Pour voir ce résultat, écrivez %p %p")
ERR(HINT_NUMBER,     0, ERROR, "%p attend un nombre : %p")
ERR(HINT_SYNTAX,     0, ERROR, "On écrit : %p")
ERR(HINT_ENDLESS,    0, ERROR, "%p s'appelle sans fin : il lui manque un test d'arrêt au début, comme %p ... [%p%p]")
ERR(HINT_OPEN_BRACKET, 0, ERROR, "Il manque un '[' : aucune liste n'est ouverte avant ce ']'")
/* The ways out: RENVOIE with a tag other than ERREUR, STOPTOUT (back to the
 * prompt), AUREVOIR (leave Tortue), CONTINUE (end the innermost PAUSE). */
ERR(THROW,          14, BREAK, "Pas d'ATTRAPE pour l'étiquette %p")
ERR(TOPLEVEL,       14, EXIT,  "")
ERR(BYE,             0, EXIT,  "")
ERR(CONTINUE,        0, EXIT,  "")
/* Languages (prim_langue.c, translate.c): LANGUE, TRADUIS. */
ERR(UNKNOWN_LANG,    7, ERROR, "%p ne connaît pas la langue %p : \"fr (français) ou \"en (anglais, les noms de UCBLogo)")
ERR(INFO_RENAMED,    0, ERROR, "%p : %p est une primitive %p, la procédure %p s'appelle désormais %p")
ERR(INFO_RESTORED,   0, ERROR, "%p : la procédure %p reprend son nom, %p")
/* A procedure of an English program under a name UCBLogo leaves free but
 * that Tortue's English gives a primitive (TO remove): no name in the
 * other language is sure to be its own. */
ERR(TR_PRIM_NAME,   22, ERROR, "La procédure %p porte le nom d'une primitive de Tortue : elle ne peut pas être traduite ; donne-lui un autre nom avant de changer de langue")
/* Libraries opened at their first use (dynlib.c) but missing at run time:
 * SDL2 or Cairo for the window (said once, the drawing goes on without
 * one), Cairo for the pictures, readline for the prompt (said when it
 * starts, the prompt then plain). */
ERR(INFO_NO_WINDOW,  0, ERROR, "Pas de fenêtre pour la tortue : une bibliothèque ne se charge pas (%p). Le dessin est gardé.")
/* A display named (DISPLAY) that SDL2 cannot use: a server gone, say. */
ERR(INFO_WINDOW_REFUSED, 0, ERROR, "Pas de fenêtre pour la tortue : l'écran la refuse (%p). Le dessin est gardé.")
/* (readline) */
ERR(INFO_NO_EDITING, 0, ERROR, "Pas d'édition des lignes : la bibliothèque readline ne se charge pas (%p). L'invite reste simple.")
ERR(NO_CAIRO,        0, ERROR, "%p : la bibliothèque Cairo ne se charge pas (%p)")
/* PAS when standard input is not a terminal and no terminal answers
 * (debug.c): said once. */
/* A user's procedure replaces one of lib-logo (workspace.c): said once,
 * with how to get lib-logo's back. */
ERR(INFO_LIBRARY_REPLACED, 0, ERROR, "%p remplace la procédure %p de la bibliothèque (%p \"%p la rend)")
ERR(INFO_STEP_NO_TTY, 0, ERROR, "%p : pas de terminal pour attendre Entrée (l'entrée standard n'en est pas un) ; les pas s'affichent sans attendre")
/* The journal of a long count of no three in line (prim_alignes.c): the
 * primitive and n first. */
ERR(INFO_JOURNAL_RESUMED,  0, ERROR, "%p %d : %d débuts sur %d repris du journal %p")
ERR(INFO_JOURNAL_BEGUN,    0, ERROR, "%p %d : chaque début exploré est noté dans le journal %p ; après un arrêt, le compte reprendra là")
ERR(INFO_JOURNAL_ASIDE,    0, ERROR, "%p %d : le journal %p était abîmé ou d'un autre compteur : mis de côté sous %p%p, le compte repart de zéro")
ERR(INFO_JOURNAL_BUSY,     0, ERROR, "%p %d : le journal %p sert déjà à une autre session : ce compte-ci n'est pas noté")
ERR(INFO_JOURNAL_UNUSABLE, 0, ERROR, "%p %d : impossible d'écrire le journal %p (%p) : ce compte n'est pas noté")
ERR(INFO_JOURNAL_KEPT,     0, ERROR, "%p %d : %d débuts sur %d sont dans le journal ; le même compte reprendra là")
ERR(INFO_JOURNAL_BROKEN,   0, ERROR, "%p %d : le journal n'a pas pu être écrit jusqu'au bout (%p) : %d débuts sur %d y sont notés")
ERR(INFO_JOURNAL_NOT_FILE, 0, ERROR, "%p %d : le journal %p était %p : mis de côté sous %p%p, le compte repart de zéro")
/* Tortue's cache directory and its files (cache_dir.c): what is there
 * that Tortue did not write is neither followed nor read. */
ERR(INFO_CACHE_DIR_REFUSED, 0, ERROR, "Le dossier de cache %p est %p, pas un dossier : Tortue n'y lit ni n'y écrit rien (les calculs longs sont refaits à chaque session)")
ERR(INFO_CACHE_REPLACED,  0, ERROR, "Le fichier de cache %p était %p, pas un fichier : il n'est pas lu, les bases reconstruites le remplacent")
ERR(INFO_CACHE_FILE_DIR,  0, ERROR, "Le fichier de cache %p est un dossier : les bases sont reconstruites, mais pas gardées")
/* The history of the prompt (repl.c): a pipe or a device in its place
 * would block the prompt. */
ERR(INFO_HISTORY_NOT_FILE, 0, ERROR, "L'historique %p est %p, pas un fichier : les lignes tapées n'y sont ni lues ni gardées")
/* The window kept open after a lesson's file drew in it (repl.c). */
ERR(INFO_WINDOW_KEPT,      0, ERROR, "Le dessin reste dans la fenêtre : fermez-la, ou appuyez sur une touche ici, pour terminer.")
/* The window lost with its display (the X connection killed, the server
 * restarted) or destroyed under Tortue: said once, the drawing kept. */
ERR(INFO_WINDOW_LOST, 0, ERROR, "La fenêtre de la tortue a disparu (%p). Le dessin est gardé : une fenêtre se rouvrira au prochain dessin si l'écran répond.")
/* The event procedures (events.c): a key name QUANDTOUCHE does not know;
 * a list that failed, taken off so that its error does not come back at
 * every event. */
ERR(UNKNOWN_KEY,     7, ERROR, "%p ne connaît pas la touche %p : un seul caractère, ou gauche droite haut bas entrée espace échap tab retour suppr")
ERR(INFO_EVENT_OFF,  0, ERROR, "L'action de %p est retirée après cette erreur : donnez-la de nouveau pour la remettre.")
