;;; tortue-mode.el --- Logo de Tortue : coloration syntaxique  -*- lexical-binding: t -*-

;; Fait par « tortue --syntaxe=emacs » depuis les tables de Tortue :
;; ne pas modifier à la main.

;;; Commentary:

;; Les programmes de Tortue (.lgo, .lg) : primitives et noms courts des
;; vocabulaires français et anglais, procédures de la bibliothèque,
;; :variables, "mots, crochets, commentaires, blocs POUR/FIN et TO/END.

;;; Code:

(defconst tortue-primitives
  '(".DEFINISMACRO" ".DEFMACRO" ".UTF8?" "?REST" "?RESTE" "A.ETOILE.NATIF"
    "ABS" "ABSOLUE" "AIDE" "AJOUTE" "AJUSTEDESSIN" "ALIGNES.CLASSES"
    "ALIGNES.COMPTE" "ALIGNES.DEPUIS" "ALIGNES.SOLUTIONS" "ALIGNES.STATS" "ALIGNES.SUIVANTE" "ALLOPEN"
    "AND" "ANIMATION" "APPLIQUE.LISTE" "APPLY" "ARC" "ARCTAN"
    "ARRAY" "ARRAY?" "ARRAYP" "ARRAYTOLIST" "ARRETE" "ARRONDI"
    "ASCII" "ATAN" "ATTENDS" "ATTRAPE" "AUREVOIR" "AV"
    "AVANCE" "BACK" "BACKGROUND" "BAISSECRAYON" "BAISSECRAYON?" "BAISSECRAYONP"
    "BALISE" "BC" "BC?" "BEFORE?" "BEFOREP" "BF"
    "BFS" "BG" "BK" "BL" "BORNES" "BOUNDS"
    "BOUTON" "BOUTON?" "BOUTONP" "BUTFIRST" "BUTFIRSTS" "BUTLAST"
    "BUTTON" "BUTTON?" "BUTTONP" "BYE" "CACHETORTUE" "CAP"
    "CAPTURE" "CAR" "CARACTERE" "CASCADE" "CATCH" "CC"
    "CERCLE" "CHAQUE" "CHAR" "CHOIX" "CHOSE" "CHRONO"
    "CLEAN" "CLEARSCREEN" "CLEARTEXT" "CLICKPOS" "CLOS" "CLOSE"
    "CLOSEALL" "CO" "COMPTE" "COMPTEUR" "CONTENTS" "CONTENU"
    "CONTINUE" "COPYDEF" "COS" "COSINUS" "COULEURCRAYON" "COULEURFOND"
    "COUNT" "CRAYON" "CROSSMAP" "CS" "CT" "DEF"
    "DEFILE" "DEFINE" "DEFINIS" "DEFINITION" "DEPART.NATIF" "DEPILE"
    "DEQUEUE" "DER" "DERNIER" "DEUX.BOUTS.NATIF" "DIFF" "DIFFERENCE"
    "DISTANCE" "DIV" "DIVISE" "DO.UNTIL" "DO.WHILE" "DONNE"
    "DONNEDEF" "DONNEITEM" "DONNEITEM.MD" "DONNELOCALE" "DONNEPROPRIETE" "DPROP"
    "DROITE" "EC" "ECHELLE" "ECRIS" "ED" "EDALL"
    "EDIT" "EDITE" "EDITETOUT" "EDTOUT" "EF" "EFF"
    "EFFACE" "EFFACEFICHIER" "EFFACEPROCEDURE" "EFFACEPROPRIETE" "EFFACETOUT" "EFFACEVARIABLE"
    "EFP" "EFPROP" "EFV" "EGAL?" "EGALP" "EMPILE"
    "EMPTY?" "EMPTYP" "ENFILE" "ENLEVE" "ENROULE" "ENT"
    "ENTIER?" "ENTIERP" "EOF?" "EOFP" "EPROP" "EQUAL?"
    "EQUALP" "ER" "ERALL" "ERASE" "ERASEFILE" "ERF"
    "ERN" "ERREUR" "ERROR" "ET" "ETIQUETTE" "EXEC"
    "EXECUTE" "EXECUTERESULTAT" "EXP" "FCAP" "FCC" "FCFG"
    "FD" "FENCE" "FENETRE" "FENETRE.OUVERTE?" "FERME" "FERMETOUT"
    "FF?" "FFORME" "FICHIER?" "FICHIERP" "FILE?" "FILEP"
    "FILL" "FILLED" "FILTER" "FILTRE" "FIN.FICHIER?" "FIND"
    "FINFICHIER?" "FINFICHIERP" "FINPAS" "FINSUIVI" "FINTRACE" "FIRST"
    "FIRSTS" "FITDRAWING" "FIXECAP" "FIXECOULEURCRAYON" "FIXECOULEURFOND" "FIXECRAYON"
    "FIXEECHELLE" "FIXEECRITURE" "FIXEFORME" "FIXELECTURE" "FIXEPOLICE" "FIXEPOS"
    "FIXETAILLECRAYON" "FIXETAILLEPOLICE" "FIXEX" "FIXEXY" "FIXEY" "FLUXECRITURE"
    "FLUXLECTURE" "FLUXOUVERTS" "FOR" "FOREACH" "FOREVER" "FORM"
    "FORMATE" "FORME" "FORMEPLEINE" "FORWARD" "FPOS" "FPUT"
    "FTC" "FTP" "GARDETORTUE" "GAUCHE" "GENSYM" "GOMME"
    "GOTO" "GPROP" "GRAINE" "GREATER?" "GREATEREQUAL?" "GREATEREQUALP"
    "GREATERP" "HASARD" "HEADING" "HELP" "HEURISTIQUE.NATIF" "HIDETURTLE"
    "HOME" "HT" "IDA.ETOILE.NATIF" "IDA.MOTIFS.LISTE" "IDA.MOTIFS.NATIF" "IF"
    "IFELSE" "IFF" "IFFALSE" "IFT" "IFTRUE" "IGNORE"
    "IM" "IMPRIME" "IMT" "IMTS" "INF?" "INFEGAL?"
    "INFEGALP" "INFERIEUR?" "INFERIEUREGAL?" "INFERIEURP" "INFP" "INT"
    "INVERSE" "INVERSECRAYON" "INVOKE" "INVOQUE" "ITEM" "ITEM.MD"
    "KEY?" "KEYP" "LABEL" "LANGUAGE" "LANGUE" "LARGEUR.NATIF"
    "LAST" "LC" "LCAR" "LEFT" "LESS?" "LESSEQUAL?"
    "LESSEQUALP" "LESSP" "LEVECRAYON" "LIS" "LISCAR" "LISLISTE"
    "LISMOT" "LIST" "LIST?" "LISTE" "LISTE?" "LISTEP"
    "LISTEPROPRIETE" "LISTESPROPRIETES" "LISTEVERSTABLEAU" "LISTP" "LISTTOARRAY" "LL"
    "LM" "LN" "LOAD" "LOCAL" "LOCALE" "LOCALMAKE"
    "LOG10" "LOWERCASE" "LPROP" "LPROPS" "LPUT" "LT"
    "MAJUSCULE" "MAKE" "MAP" "MAP.SE" "MD" "MDARRAY"
    "MDITEM" "MDSETITEM" "MEMBER" "MEMBER?" "MEMBERP" "MEMBRE"
    "MEMBRE?" "MEMBREP" "METSDERNIER" "METSPREMIER" "MINUS" "MINUSCULE"
    "MINUTERIE" "MOD" "MODECRAYON" "MODULO" "MOINS" "MONTRE"
    "MONTREDESSIN" "MONTRETORTUE" "MOT" "MOT.UNIQUE" "MOT?" "MOTIFS.LUS?"
    "MOTIFS.PRETS?" "MOTP" "MOUSEPOS" "MP" "MT" "NAME?"
    "NAMEP" "NAMES" "NETTOIE" "NOM?" "NOMBRE?" "NOMBREP"
    "NOMP" "NOMS" "NON" "NONEGAL?" "NONEGALP" "NOT"
    "NOTEQUAL?" "NOTEQUALP" "NUMBER?" "NUMBERP" "OP" "OPENAPPEND"
    "OPENREAD" "OPENWRITE" "OR" "ORIGINE" "OU" "OUTPUT"
    "OUVERTS" "OUVREAJOUT" "OUVREECRITURE" "OUVRELECTURE" "PAS" "PAUSE"
    "PC" "PD" "PE" "PEINS" "PEN" "PENCOLOR"
    "PENDOWN" "PENDOWN?" "PENDOWNP" "PENERASE" "PENMODE" "PENPAINT"
    "PENREVERSE" "PENUP" "PH" "PHRASE" "PI" "PICK"
    "PLIST" "PLISTS" "PO" "POINT" "POP" "POS"
    "POSCLIC" "POSSOURIS" "POSX" "POSY" "POT" "POTS"
    "POURCHAQUE" "POURTOUJOURS" "POWER" "PPROP" "PPT" "PR"
    "PRECEDE?" "PRECEDEP" "PREM" "PREMIER" "PREMIERS" "PRIM?"
    "PRIMITIVE?" "PRIMITIVEP" "PRINT" "PRINTOUT" "PROC?" "PROCEDURE?"
    "PROCEDUREP" "PROCEDURES" "PROCS" "PROD" "PRODUCT" "PRODUIT"
    "PROFONDEUR.NATIF" "PU" "PUISSANCE" "PUSH" "PX" "QUANDCLIC"
    "QUANDSOURIS" "QUANDTOUCHE" "QUEUE" "QUOTIENT" "RAC" "RACINE"
    "RAFRAICHIS" "RAMENE" "RANDOM" "RC" "RE" "READCHAR"
    "READER" "READLIST" "READWORD" "RECULE" "REDUCE" "REDUIS"
    "REINES.COMPTE" "REINES.DEPUIS" "REINES.FONDAMENTALES" "REINES.PREMIERE" "REINES.REPRESENTANTS" "REINES.SOLUTIONS"
    "REINES.STATS" "REINES.SUIVANTE" "REMAINDER" "REMDUP" "REMOVE" "REMPLACE"
    "REMPLIS" "REMPROP" "RENDS" "RENDSPROPRIETE" "RENVOIE" "REPCOUNT"
    "REPEAT" "REPETE" "REPETEJUSQUA" "REPETEPOUR" "REPETETANTQUE" "REPETETJS"
    "REPETETOUJOURS" "RERANDOM" "RESTE" "RET" "RETOURNE" "REVERSE"
    "RF" "RIGHT" "RL" "ROUND" "RPROP" "RT"
    "RUN" "RUNRESULT" "RW" "SANSDOUBLONS" "SAUFDERNIER" "SAUFPREMIER"
    "SAUFPREMIERS" "SAUVE" "SAUVEDESSIN" "SAVE" "SAVEPICT" "SCRUNCH"
    "SD" "SE" "SENTENCE" "SETBACKGROUND" "SETBG" "SETH"
    "SETHEADING" "SETITEM" "SETLABELHEIGHT" "SETPC" "SETPEN" "SETPENCOLOR"
    "SETPENSIZE" "SETPOS" "SETREAD" "SETSCRUNCH" "SETWRITE" "SETX"
    "SETXY" "SETY" "SHOW" "SHOWN?" "SHOWNP" "SHOWTURTLE"
    "SI" "SIF" "SIFAUX" "SIN" "SINUS" "SISINON"
    "SIV" "SIVRAI" "SOIT" "SOMME" "SP" "SPS"
    "SQRT" "ST" "STEP" "STOP" "STOPANIMATION" "STOPTOUT"
    "STOPTRACE" "SUIVI" "SUM" "SUP?" "SUPEGAL?" "SUPEGALP"
    "SUPERIEUR?" "SUPERIEUREGAL?" "SUPERIEURP" "SUPP" "TABLEAU" "TABLEAU.MD"
    "TABLEAU?" "TABLEAUP" "TABLEAUVERSLISTE" "TAG" "TAILLECRAYON" "TAILLEPOLICE"
    "TANTQUE" "TAPE" "TD" "TEST" "TESTE" "TEXT"
    "TEXTE" "TG" "THING" "THROW" "TIMER" "TOUCHE?"
    "TOUCHEP" "TOURNEDROITE" "TOURNEGAUCHE" "TOWARDS" "TRACE" "TRADUIS"
    "TRANSFORME" "TRANSFORME.CROISE" "TRANSFORME.PH" "TRANSLATE" "TRONQUE" "TROUVE"
    "TYPE" "UNICODE" "UNSTEP" "UNTRACE" "UPPERCASE" "VAR?"
    "VARIABLE?" "VARIABLES" "VARS" "VAVERS" "VE" "VERS"
    "VIDE?" "VIDEECRAN" "VIDEP" "VIDETEXTE" "VISIBLE?" "VISIBLEAREA"
    "VISIBLEP" "VITESSE" "VT" "WAIT" "WHENCLICK" "WHENKEY"
    "WHENMOUSEMOVE" "WHILE" "WINDOW" "WORD" "WORD?" "WORDP"
    "WRAP" "WRITER" "XCOR" "YCOR" "ZONEVISIBLE" "ZOOM")
  "Les primitives de Tortue, dans ses deux vocabulaires.")

(defconst tortue-bibliotheque
  '("A.ETOILE" "AFFICHE.ALIGNES" "AFFICHE.POSITION" "ANIME.REINES" "APPLIQUE" "ARBRE.REINES"
    "BUT" "CASE.ANTIDIAGONALE" "CASE.COLONNE" "CASE.DIAGONALE" "CASE.LIGNE" "CASE.NUMERO"
    "CLE.ECHECS" "CLE.ECHECS.BITS" "CLE.ECHECS.COURTE" "CLE.ECHECS.COURTE.BITS" "CLE.ECHECS.COURTE.DECODE" "CLE.ECHECS.DECODE"
    "COMPARE.ALIGNES" "COMPARE.REINES" "COMPARE.TAQUIN" "COMPTES.REINES.CASES" "CONFLITS" "D"
    "DECIDER" "DEPART" "DEPLACE" "DEPUIS.ALIGNES" "DESSINE.ALIGNES" "DESSINE.ARBRE"
    "DESSINE.ECHIQUIER" "DESSINE.PRISES" "DESSINE.TAQUIN" "DEUX.BOUTS" "DISTANCE.TAQUIN" "DOUBLONS.REINES"
    "ECHIQUIER" "EN.PRISE.LISTE?" "EN.PRISE?" "ESTIMATION" "G" "HEURISTIQUE"
    "IDA.ETOILE" "KORF" "KORF.OPTIMAL" "LARGEUR" "LECON.CLE.ECHECS" "MANHATTAN"
    "MONTER" "POSITION.HASARD" "POSSIBLES" "PROFONDEUR" "REINES.CASES" "REINES.CASES.4"
    "REINES.CASES.CROISSANTES" "REJOUE" "RESOUS.KORF" "SERIE.TAQUIN" "SOLUBLE?" "SOLUTIONS.ALIGNES"
    "STATS.REINES" "SUIVANTE.ALIGNES" "TROIS.ALIGNES?" "VUE.CASES")
  "Les procédures de la bibliothèque de Tortue.")

(defconst tortue-booleens
  '("FALSE" "FAUX" "TRUE" "VRAI")
  "Les mots vrai et faux.")

(defconst tortue-debuts
  '(".MACRO" "POUR" "TO")
  "Les mots qui commencent une définition.")

(defconst tortue-fins
  '("END" "FIN")
  "Les mots qui finissent une définition.")

(defvar tortue-mode-syntax-table
  (let ((table (make-syntax-table)))
    (modify-syntax-entry ?\; "<" table)
    (modify-syntax-entry ?\n ">" table)
    (modify-syntax-entry ?\" "'" table)
    (modify-syntax-entry ?: "'" table)
    (modify-syntax-entry ?\\ "\\" table)
    (modify-syntax-entry ?\[ "(]" table)
    (modify-syntax-entry ?\] ")[" table)
    (dolist (c '(?. ?? ?_)) (modify-syntax-entry c "_" table))
    (dolist (c '(?+ ?- ?* ?/ ?= ?< ?>)) (modify-syntax-entry c "." table))
    table)
  "Table de syntaxe du mode Tortue.")

(defun tortue--noms (noms)
  "Une expression rationnelle qui trouve les NOMS entiers."
  (concat "\\_<" (regexp-opt noms t) "\\_>"))

(defconst tortue-font-lock-keywords
  `((,(concat "^[ \t]*" (regexp-opt tortue-debuts t) "\\_>[ \t]*\\([^][ \t\n();]+\\)?")
     (1 font-lock-keyword-face) (2 font-lock-function-name-face nil t))
    (,(concat "^[ \t]*" (regexp-opt tortue-fins t) "\\_>") 1 font-lock-keyword-face)
    ("\"\\(?:\\\\.\\|[^][ \t\n(){};]\\)*" . font-lock-string-face)
    (":[^][ \t\n(){};\"]+" . font-lock-variable-name-face)
    (,(tortue--noms tortue-booleens) 1 font-lock-constant-face)
    (,(tortue--noms tortue-primitives) 1 font-lock-builtin-face)
    (,(tortue--noms tortue-bibliotheque) 1 font-lock-function-name-face)
    ("\\_<-?[0-9]+\\(?:\\.[0-9]*\\)?\\(?:[eE][-+]?[0-9]+\\)?\\_>" . font-lock-constant-face))
  "Ce que le mode Tortue colore, majuscules et minuscules confondues.")

;;;###autoload
(define-derived-mode tortue-mode prog-mode "Tortue"
  "Mode majeur pour les programmes Logo de Tortue."
  :syntax-table tortue-mode-syntax-table
  (setq-local comment-start "; ")
  (setq-local comment-start-skip ";+[ \t]*")
  (setq-local font-lock-defaults '(tortue-font-lock-keywords nil t)))

;;;###autoload
(add-to-list 'auto-mode-alist '("\\.lgo?\\'" . tortue-mode))

(provide 'tortue-mode)
;;; tortue-mode.el ends here
