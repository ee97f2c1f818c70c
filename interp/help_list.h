/* help_list.h -- the help text of every primitive and library procedure:
 * HELP(name, chapter, syntax, text, example), in French. The one source of
 * AIDE, doc/reference.md and the man page tortue.1. */

/* mots et listes */

HELP(PREMIER, "mots et listes",
     "PREMIER chose",
     "Rend le premier élément d'une liste, ou le premier caractère d'un mot (un nombre "
     "est un mot : PREMIER 123 rend 1). Erreur si la liste ou le mot est vide.",
     "EC PREMIER [a b c]\n"
     "EC PREMIER \"bonjour\n"
     "; a\n"
     "; b")
HELP(DERNIER, "mots et listes",
     "DERNIER chose",
     "Rend le dernier élément d'une liste, ou le dernier caractère d'un mot. Erreur si la "
     "liste ou le mot est vide.",
     "EC DERNIER [a b c]\n"
     "EC DERNIER \"été\n"
     "; c\n"
     "; é")
HELP(SAUFPREMIER, "mots et listes",
     "SAUFPREMIER chose",
     "Rend la liste privée de son premier élément, ou le mot privé de son premier "
     "caractère. Une liste d'un seul élément donne la liste vide [], un mot d'une lettre "
     "le mot vide. Erreur si la liste ou le mot est vide.",
     "MONTRE SAUFPREMIER [a b c]\n"
     "EC SAUFPREMIER \"bonjour\n"
     "; [b c]\n"
     "; onjour")
HELP(SAUFDERNIER, "mots et listes",
     "SAUFDERNIER chose",
     "Rend la liste privée de son dernier élément, ou le mot privé de son dernier "
     "caractère. Erreur si la liste ou le mot est vide.",
     "MONTRE SAUFDERNIER [a b c]\n"
     "EC SAUFDERNIER \"bonjour\n"
     "; [a b]\n"
     "; bonjou")
HELP(METSPREMIER, "mots et listes",
     "METSPREMIER chose liste",
     "Rend une nouvelle liste : chose suivie des éléments de liste (une liste donnée "
     "comme chose devient un seul élément). Si la seconde entrée est un mot, la première "
     "doit aussi être un mot et les deux sont collés. La liste de départ n'est pas "
     "modifiée.",
     "MONTRE METSPREMIER \"a [b c]\n"
     "MONTRE METSPREMIER [1 2] [3]\n"
     "EC METSPREMIER \"a \"mi\n"
     "; [a b c]\n"
     "; [[1 2] 3]\n"
     "; ami")
HELP(METSDERNIER, "mots et listes",
     "METSDERNIER chose liste",
     "Rend une nouvelle liste : les éléments de liste suivis de chose (une liste donnée "
     "comme chose devient un seul élément). Si la seconde entrée est un mot, la première "
     "doit aussi être un mot et elle est collée à la fin. La liste de départ n'est pas "
     "modifiée.",
     "MONTRE METSDERNIER \"d [a b c]\n"
     "MONTRE METSDERNIER [d] [a b c]\n"
     "EC METSDERNIER \"s \"mot\n"
     "; [a b c d]\n"
     "; [a b c [d]]\n"
     "; mots")
HELP(PHRASE, "mots et listes",
     "PHRASE chose1 chose2\n"
     "(PHRASE chose1 chose2 ...)",
     "Rend une liste faite de ses entrées : un mot devient un élément, une liste apporte "
     "ses éléments (seuls ses crochets extérieurs disparaissent). Deux entrées sans "
     "parenthèses, autant qu'on veut entre parenthèses ; (PHRASE) rend la liste vide.",
     "MONTRE PHRASE \"a [b c]\n"
     "MONTRE (PHRASE [a [b]] \"c [])\n"
     "; [a b c]\n"
     "; [a [b] c]")
HELP(LISTE, "mots et listes",
     "LISTE chose1 chose2\n"
     "(LISTE chose1 chose2 ...)",
     "Rend la liste dont les éléments sont ses entrées, telles quelles : à la "
     "différence de PHRASE, une liste donnée en entrée reste un seul élément. (LISTE) "
     "rend la liste vide.",
     "MONTRE LISTE \"a [b c]\n"
     "MONTRE (LISTE 1 2 3)\n"
     "; [a [b c]]\n"
     "; [1 2 3]")
HELP(MOT, "mots et listes",
     "MOT mot1 mot2\n"
     "(MOT mot1 mot2 ...)",
     "Rend le mot formé en collant ses entrées, qui doivent être des mots (les nombres en "
     "sont) ; une liste en entrée est une erreur. (MOT) rend le mot vide.",
     "EC MOT \"bon \"jour\n"
     "EC (MOT \"x 1 \"y)\n"
     "; bonjour\n"
     "; x1y")
HELP(COMPTE, "mots et listes",
     "COMPTE chose",
     "Rend le nombre d'éléments d'une liste (une sous-liste compte pour un), ou le nombre "
     "de caractères d'un mot (une lettre accentuée compte pour un), ou d'éléments d'un "
     "TABLEAU.",
     "EC COMPTE [a [b c] d]\n"
     "EC COMPTE \"été\n"
     "EC COMPTE []\n"
     "; 3\n"
     "; 3\n"
     "; 0")
HELP(ITEM, "mots et listes",
     "ITEM n chose",
     "Rend le n-ième élément d'une liste, ou le n-ième caractère d'un mot, en comptant "
     "à partir de 1. Erreur si n n'est pas un entier de 1 à COMPTE chose.",
     "EC ITEM 2 [a b c]\n"
     "EC ITEM 3 \"bonjour\n"
     "; b\n"
     "; n")
HELP(MEMBRE, "mots et listes",
     "MEMBRE chose liste",
     "Si chose est un élément de liste (comparé comme le fait EGAL?), rend la fin de la "
     "liste à partir de sa première apparition, sinon la liste vide. Sur un mot, chose "
     "doit être un seul caractère : MEMBRE rend la fin du mot à partir de ce caractère, "
     "ou le mot vide.",
     "MONTRE MEMBRE \"c [a b c d]\n"
     "MONTRE MEMBRE \"z [a b]\n"
     "EC MEMBRE \"j \"bonjour\n"
     "; [c d]\n"
     "; []\n"
     "; jour")
HELP(INVERSE, "mots et listes",
     "INVERSE chose",
     "Rend la liste avec ses éléments dans l'ordre inverse (l'intérieur des sous-listes "
     "ne change pas), ou le mot écrit à l'envers (une lettre accentuée reste une lettre). "
     "La liste vide et le mot vide restent vides.",
     "MONTRE INVERSE [a b [c d] e]\n"
     "EC INVERSE \"étage\n"
     "; [e [c d] b a]\n"
     "; egaté")
HELP(CHOIX, "mots et listes",
     "CHOIX chose",
     "Rend un élément tiré au hasard d'une liste ou d'un TABLEAU, ou un caractère tiré au "
     "hasard d'un mot, chacun avec la même chance. CHOIX tire avec HASARD : après GRAINE n, les mêmes "
     "choix reviennent. Erreur si la liste ou le mot est vide.",
     "GRAINE 1\n"
     "EC CHOIX [pierre papier ciseaux]\n"
     "EC CHOIX [pierre papier ciseaux]\n"
     "EC CHOIX \"abcdef\n"
     "; pierre\n"
     "; papier\n"
     "; c")
HELP(ENLEVE, "mots et listes",
     "ENLEVE chose liste",
     "Rend une nouvelle liste : liste privée de tous ses éléments égaux à chose (comparés "
     "comme le fait EGAL? : 3 et 3.0 sont égaux, les majuscules ne comptent pas). Si la "
     "seconde entrée est un mot, chose doit être un mot : ENLEVE rend le mot privé de "
     "tous les caractères égaux à chose (un mot de plusieurs lettres n'est jamais trouvé, "
     "le mot revient entier). L'entrée de départ n'est pas modifiée.",
     "MONTRE ENLEVE \"a [a b a c]\n"
     "MONTRE ENLEVE [b] [a [b] b]\n"
     "EC ENLEVE \"a \"Abracadabra\n"
     "; [b c]\n"
     "; [a b]\n"
     "; brcdbr")
HELP(REMPLACE, "mots et listes",
     "REMPLACE liste n chose",
     "Rend une nouvelle liste : liste dont le n-ième élément, en comptant à partir de 1, "
     "est remplacé par chose (une liste donnée comme chose devient un seul élément). "
     "Erreur si la première entrée n'est pas une liste ou si n n'est pas un entier de 1 à "
     "COMPTE liste. La liste de départ n'est pas modifiée.",
     "DONNE \"L [a b c]\n"
     "MONTRE REMPLACE :L 2 \"x\n"
     "MONTRE :L\n"
     "; [a x c]\n"
     "; [a b c]")
HELP(AJOUTE, "mots et listes",
     "AJOUTE liste n chose",
     "Rend une nouvelle liste : chose insérée dans liste pour en devenir le n-ième "
     "élément, les suivants étant décalés d'un rang. n va de 1 (au début) à COMPTE liste "
     "+ 1 (à la fin) ; une liste donnée comme chose devient un seul élément. La liste de "
     "départ n'est pas modifiée.",
     "MONTRE AJOUTE [a b c] 1 \"x\n"
     "MONTRE AJOUTE [a b c] 4 \"x\n"
     "MONTRE AJOUTE [a b c] 2 [x y]\n"
     "; [x a b c]\n"
     "; [a b c x]\n"
     "; [a [x y] b c]")
HELP(PREMIERS, "mots et listes",
     "PREMIERS liste",
     "Rend la liste des PREMIER des éléments de liste : le premier élément de chaque "
     "sous-liste, le premier caractère de chaque mot. Erreur si l'un des éléments est "
     "vide ou si l'entrée n'est pas une liste.",
     "MONTRE PREMIERS [[a b] [c d e] fgh]\n"
     "; [a c f]")
HELP(SAUFPREMIERS, "mots et listes",
     "SAUFPREMIERS liste",
     "Rend la liste des SAUFPREMIER des éléments de liste : chaque sous-liste privée de "
     "son premier élément, chaque mot de son premier caractère. Erreur si l'un des "
     "éléments est vide ou si l'entrée n'est pas une liste.",
     "MONTRE SAUFPREMIERS [[a b] [c d e] fgh]\n"
     "; [[b] [d e] gh]")
HELP(CARACTERE, "mots et listes",
     "CARACTERE n",
     "Rend le caractère dont le code Unicode est l'entier n : 65 donne A, 233 donne é, 32 "
     "un mot fait d'une espace (pour les caractères sans accent, c'est le code ASCII). Le "
     "contraire d'ASCII. Erreur si n n'est le code d'aucun caractère (négatif, plus grand "
     "que 1114111, ou de 55296 à 57343).",
     "EC CARACTERE 65\n"
     "EC CARACTERE 233\n"
     "EC (MOT \"a CARACTERE 32 \"b)\n"
     "; A\n"
     "; é\n"
     "; a b")
HELP(ASCII, "mots et listes",
     "ASCII caractère",
     "Rend le code Unicode d'un mot d'un seul caractère : ASCII \"A rend 65, ASCII \"é "
     "rend 233 (pour les caractères sans accent, c'est le code ASCII). Le contraire de "
     "CARACTERE. Erreur pour le mot vide, un mot de plusieurs caractères ou une liste.",
     "EC ASCII \"A\n"
     "EC ASCII \"é\n"
     "EC CARACTERE (ASCII \"a) + 1\n"
     "; 65\n"
     "; 233\n"
     "; b")
HELP(MAJUSCULE, "mots et listes",
     "MAJUSCULE mot",
     "Rend le mot écrit en majuscules : les lettres de a à z et les lettres accentuées (é "
     "devient É, ç devient Ç) ; les autres caractères ne changent pas. Erreur si l'entrée "
     "est une liste.",
     "EC MAJUSCULE \"été\n"
     "EC MAJUSCULE \"|Ça va ?|\n"
     "; ÉTÉ\n"
     "; ÇA VA ?")
HELP(MINUSCULE, "mots et listes",
     "MINUSCULE mot",
     "Rend le mot écrit en minuscules : les lettres de A à Z et les lettres accentuées (É "
     "devient é, Ç devient ç) ; les autres caractères ne changent pas. Erreur si l'entrée "
     "est une liste.",
     "EC MINUSCULE \"ÉCOLE\n"
     "EC MINUSCULE \"Paris\n"
     "; école\n"
     "; paris")

/* prédicats */

HELP(VIDE_P, "prédicats",
     "VIDE? chose",
     "Rend VRAI si chose est la liste vide [] ou le mot vide (écrit \"|| ou \"), FAUX "
     "sinon.",
     "EC VIDE? []\n"
     "EC VIDE? \"||\n"
     "EC VIDE? [a]\n"
     "; VRAI\n"
     "; VRAI\n"
     "; FAUX")
HELP(EGAL_P, "prédicats",
     "EGAL? chose1 chose2",
     "Rend VRAI si les deux entrées sont égales, FAUX sinon : deux nombres sont comparés "
     "par leur valeur (3 et 3.0 sont égaux), deux mots sans tenir compte des majuscules "
     "(mais e et é diffèrent), deux listes élément par élément. L'opérateur = fait la "
     "même chose.",
     "EC EGAL? 3 3.0\n"
     "EC EGAL? \"Paris \"PARIS\n"
     "EC EGAL? [a [b]] [a b]\n"
     "; VRAI\n"
     "; VRAI\n"
     "; FAUX")
HELP(NONEGAL_P, "prédicats",
     "NONEGAL? chose1 chose2",
     "Le contraire d'EGAL? : rend VRAI si les deux entrées sont différentes, FAUX si elles "
     "sont égales. L'opérateur <> fait la même chose.",
     "EC NONEGAL? 3 4\n"
     "EC NONEGAL? \"a \"A\n"
     "; VRAI\n"
     "; FAUX")
HELP(MEMBRE_P, "prédicats",
     "MEMBRE? chose liste",
     "Rend VRAI si chose est un élément de liste, ou d'un TABLEAU (comparé comme le fait "
     "EGAL?). Sur un "
     "mot, rend VRAI si chose est l'un de ses caractères ; un mot de plusieurs lettres "
     "n'est jamais membre d'un mot.",
     "EC MEMBRE? \"b [a b c]\n"
     "EC MEMBRE? [b] [a [b] c]\n"
     "EC MEMBRE? \"j \"bonjour\n"
     "EC MEMBRE? \"on \"bonjour\n"
     "; VRAI\n"
     "; VRAI\n"
     "; VRAI\n"
     "; FAUX")
HELP(MOT_P, "prédicats",
     "MOT? chose",
     "Rend VRAI si chose est un mot (les nombres sont des mots), FAUX si c'est une liste.",
     "EC MOT? \"abc\n"
     "EC MOT? 12\n"
     "EC MOT? [abc]\n"
     "; VRAI\n"
     "; VRAI\n"
     "; FAUX")
HELP(LISTE_P, "prédicats",
     "LISTE? chose",
     "Rend VRAI si chose est une liste (la liste vide comprise), FAUX si c'est un mot.",
     "EC LISTE? []\n"
     "EC LISTE? \"a\n"
     "; VRAI\n"
     "; FAUX")
HELP(NOMBRE_P, "prédicats",
     "NOMBRE? chose",
     "Rend VRAI si chose est un mot qui s'écrit comme un nombre : entier, décimal avec un "
     "point, avec exposant (1e3), précédé ou non d'un signe. FAUX pour les autres mots et "
     "pour les listes.",
     "EC NOMBRE? 12\n"
     "EC NOMBRE? \"-3.5\n"
     "EC NOMBRE? \"1e3\n"
     "EC NOMBRE? \"12a\n"
     "; VRAI\n"
     "; VRAI\n"
     "; VRAI\n"
     "; FAUX")
HELP(OP_EQUAL, "prédicats",
     "chose1 = chose2",
     "Opérateur infixe d'EGAL? : VRAI si les deux valeurs sont égales. Les comparaisons "
     "sont les moins prioritaires des opérateurs, et une procédure préfixe absorbe toute "
     "l'expression à sa droite : SI COMPTE :L = 0 [...] se lit SI COMPTE (:L = 0) ; écrire "
     "SI (COMPTE :L) = 0 [...].",
     "EC 2 * 3 = 6\n"
     "EC \"abc = \"ABC\n"
     "; VRAI\n"
     "; VRAI")
HELP(OP_NOTEQUAL, "prédicats",
     "chose1 <> chose2",
     "Opérateur infixe de NONEGAL? : VRAI si les deux valeurs sont différentes.",
     "EC 1 <> 2\n"
     "EC 3 <> 3.0\n"
     "; VRAI\n"
     "; FAUX")
HELP(ENTIER_P, "prédicats",
     "ENTIER? chose",
     "Rend VRAI si chose est un nombre entier : un mot qui s'écrit comme un nombre et "
     "dont la valeur n'a pas de partie décimale (3.0 et 1e3 sont entiers). FAUX pour 3.5, "
     "pour les autres mots, pour les listes, et pour un entier trop grand pour être "
     "calculé exactement (au-delà de 9223372036854775807).",
     "EC ENTIER? 12\n"
     "EC ENTIER? 3.0\n"
     "EC ENTIER? 3.5\n"
     "EC ENTIER? \"douze\n"
     "; VRAI\n"
     "; VRAI\n"
     "; FAUX\n"
     "; FAUX")
HELP(PRECEDE_P, "prédicats",
     "PRECEDE? mot1 mot2",
     "Rend VRAI si mot1 vient avant mot2 dans l'ordre alphabétique, sans tenir compte des "
     "majuscules ; FAUX si les deux mots sont égaux ou si mot1 vient après. Un mot vient "
     "avant ceux qui le prolongent (ab avant abc). L'ordre est celui des codes des "
     "caractères : les lettres accentuées viennent après z, et les nombres sont comparés "
     "comme des mots, caractère par caractère (PRECEDE? 10 9 rend VRAI). Erreur si une "
     "entrée est une liste.",
     "EC PRECEDE? \"chat \"chien\n"
     "EC PRECEDE? \"Zoo \"abeille\n"
     "EC PRECEDE? 10 9\n"
     "; VRAI\n"
     "; FAUX\n"
     "; VRAI")

/* arithmétique */

HELP(SOMME, "arithmétique",
     "SOMME a b\n"
     "(SOMME a b c ...)",
     "Rend la somme de ses entrées, qui doivent être des nombres. Les entiers restent "
     "exacts sur 64 bits ; au-delà le résultat devient un réel (il ne repasse jamais par "
     "les négatifs). (SOMME) rend 0. L'opérateur + fait la même chose avec deux nombres.",
     "EC SOMME 2 3\n"
     "EC (SOMME 1 2 3 4)\n"
     "EC SOMME 0.5 2\n"
     "; 5\n"
     "; 10\n"
     "; 2.5")
HELP(DIFFERENCE, "arithmétique",
     "DIFFERENCE a b",
     "Rend a moins b. Comme l'opérateur -, avec les entiers exacts sur 64 bits puis les "
     "réels.",
     "EC DIFFERENCE 10 3\n"
     "EC DIFFERENCE 3 10\n"
     "; 7\n"
     "; -7")
HELP(PRODUIT, "arithmétique",
     "PRODUIT a b\n"
     "(PRODUIT a b c ...)",
     "Rend le produit de ses entrées, qui doivent être des nombres. Entiers exacts sur 64 "
     "bits (jusqu'à 9223372036854775807), réels au-delà. (PRODUIT) rend 1. L'opérateur * "
     "fait la même chose avec deux nombres.",
     "EC PRODUIT 6 7\n"
     "EC (PRODUIT 2 3 4)\n"
     "EC PRODUIT 4294967296 4294967296\n"
     "; 42\n"
     "; 24\n"
     "; 1.84467440737096e+19")
HELP(QUOTIENT, "arithmétique",
     "QUOTIENT a b\n"
     "(QUOTIENT a)",
     "Rend a divisé par b : un entier quand la division tombe juste, un réel sinon "
     "(QUOTIENT 7 2 rend 3.5, comme dans UCBLogo ; ce n'est pas la division entière de "
     "certains Logo, qu'on obtient avec TRONQUE QUOTIENT 7 2). (QUOTIENT a) rend 1/a. Erreur "
     "« division par zéro » si b vaut 0. L'opérateur / fait la même chose.",
     "EC QUOTIENT 7 2\n"
     "EC QUOTIENT 6 3\n"
     "EC (QUOTIENT 4)\n"
     "EC TRONQUE QUOTIENT 7 2\n"
     "; 3.5\n"
     "; 2\n"
     "; 0.25\n"
     "; 3")
HELP(RESTE, "arithmétique",
     "RESTE a b",
     "Rend le reste de la division de a par b, du signe de a (RESTE -17 5 rend -2). Marche "
     "aussi avec des réels. Erreur « division par zéro » si b vaut 0.",
     "EC RESTE 17 5\n"
     "EC RESTE -17 5\n"
     "; 2\n"
     "; -2")
HELP(MODULO, "arithmétique",
     "MODULO a b",
     "Rend a modulo b, du signe de b : MODULO -17 5 rend 3, là où RESTE rend -2. Pratique "
     "pour les calculs qui « font le tour » (heures, angles). Erreur « division par zéro "
     "» si b vaut 0.",
     "EC MODULO 17 5\n"
     "EC MODULO -17 5\n"
     "; 2\n"
     "; 3")
HELP(MOINS, "arithmétique",
     "MOINS n",
     "Rend l'opposé de n. Comme toute procédure préfixe, MOINS absorbe l'expression à sa "
     "droite : MOINS 3 + 4 vaut -7, alors que le signe moins collé, - 3 + 4, vaut 1.",
     "EC MOINS 5\n"
     "EC MOINS 3 + 4\n"
     "EC - 3 + 4\n"
     "; -5\n"
     "; -7\n"
     "; 1")
HELP(HASARD, "arithmétique",
     "HASARD n\n"
     "(HASARD a b)",
     "Rend un entier tiré au hasard de 0 à n-1 (n entier au moins égal à 1), ou, avec "
     "deux entrées entre parenthèses, de a à b inclus. Les tirages changent à chaque "
     "lancement de Tortue ; GRAINE les rend reproductibles.",
     "GRAINE 42\n"
     "EC HASARD 6\n"
     "EC (HASARD 1 6)\n"
     "; 1\n"
     "; 2")
HELP(GRAINE, "arithmétique",
     "GRAINE n",
     "Fait repartir la suite des tirages de HASARD d'un point fixé par l'entier n : après "
     "GRAINE n, les mêmes tirages reviennent, ce qui permet de rejouer exactement un "
     "programme qui utilise le hasard. Ne rend rien.",
     "GRAINE 7 DONNE \"A HASARD 1000\n"
     "GRAINE 7 EC :A = HASARD 1000\n"
     "; VRAI")
HELP(TRONQUE, "arithmétique",
     "TRONQUE n",
     "Rend la partie entière de n, en supprimant les décimales (vers zéro : TRONQUE -3.7 "
     "rend -3). Erreur « nombre trop grand » au-delà de 9,2 × 10^18.",
     "EC TRONQUE 3.7\n"
     "EC TRONQUE -3.7\n"
     "; 3\n"
     "; -3")
HELP(ARRONDI, "arithmétique",
     "ARRONDI n",
     "Rend l'entier le plus proche de n ; une demie s'arrondit en s'éloignant de zéro (2.5 "
     "donne 3, -2.5 donne -3). Erreur « nombre trop grand » au-delà de 9,2 × 10^18.",
     "EC ARRONDI 2.5\n"
     "EC ARRONDI -2.5\n"
     "EC ARRONDI 3.49\n"
     "; 3\n"
     "; -3\n"
     "; 3")
HELP(RACINE, "arithmétique",
     "RACINE n",
     "Rend la racine carrée de n, un entier quand elle tombe juste. Erreur si n est "
     "négatif.",
     "EC RACINE 16\n"
     "EC RACINE 2\n"
     "; 4\n"
     "; 1.4142135623731")
HELP(PUISSANCE, "arithmétique",
     "PUISSANCE a b",
     "Rend a élevé à la puissance b. Avec deux entiers (b positif ou nul) le résultat "
     "est exact tant qu'il tient sur 64 bits, sinon c'est un réel. Erreur si a est négatif "
     "et b n'est pas entier.",
     "EC PUISSANCE 2 10\n"
     "EC PUISSANCE 2 -1\n"
     "EC PUISSANCE 2 0.5\n"
     "; 1024\n"
     "; 0.5\n"
     "; 1.4142135623731")
HELP(ABS, "arithmétique",
     "ABS n",
     "Rend la valeur absolue de n.",
     "EC ABS -5\n"
     "EC ABS 3.5\n"
     "; 5\n"
     "; 3.5")
HELP(SIN, "arithmétique",
     "SIN angle",
     "Rend le sinus d'un angle donné en degrés.",
     "EC SIN 30\n"
     "EC SIN 90\n"
     "; 0.5\n"
     "; 1")
HELP(COS, "arithmétique",
     "COS angle",
     "Rend le cosinus d'un angle donné en degrés. Les calculs sur les réels sont "
     "approchés (15 chiffres significatifs) : COS 90 n'est pas exactement 0.",
     "EC COS 60\n"
     "EC COS 90\n"
     "; 0.5\n"
     "; 6.12323399573677e-17")
HELP(ARCTAN, "arithmétique",
     "ARCTAN x\n"
     "(ARCTAN x y)",
     "Rend, en degrés, l'angle dont la tangente est x (entre -90 et 90). Avec deux entrées "
     "entre parenthèses, rend l'angle du point de coordonnées (x, y), entre -180 et 180, "
     "en tenant compte du quart de plan.",
     "EC ARCTAN 1\n"
     "EC (ARCTAN 0 1)\n"
     "EC (ARCTAN -1 0)\n"
     "; 45\n"
     "; 90\n"
     "; 180")
HELP(EXP, "arithmétique",
     "EXP n",
     "Rend e (2,718...) élevé à la puissance n. Erreur « nombre trop grand » si le "
     "résultat dépasse les réels.",
     "EC EXP 1\n"
     "EC EXP 0\n"
     "; 2.71828182845905\n"
     "; 1")
HELP(LN, "arithmétique",
     "LN n",
     "Rend le logarithme népérien de n. Erreur si n n'est pas strictement positif.",
     "EC LN 1\n"
     "EC LN EXP 2\n"
     "; 0\n"
     "; 2")
HELP(LOG10, "arithmétique",
     "LOG10 n",
     "Rend le logarithme décimal de n. Erreur si n n'est pas strictement positif.",
     "EC LOG10 1000\n"
     "EC LOG10 2\n"
     "; 3\n"
     "; 0.301029995663981")
HELP(PI, "arithmétique",
     "PI",
     "Rend le nombre pi, 3,14159265358979.",
     "EC PI\n"
     "EC 2 * PI\n"
     "; 3.14159265358979\n"
     "; 6.28318530717959")
HELP(INFERIEUR_P, "arithmétique",
     "INFERIEUR? a b",
     "Rend VRAI si le nombre a est strictement plus petit que b. Les deux entrées doivent "
     "être des nombres (comparer des mots est une erreur). L'opérateur < fait la même "
     "chose.",
     "EC INFERIEUR? 2 3\n"
     "EC INFERIEUR? 3 3\n"
     "; VRAI\n"
     "; FAUX")
HELP(SUPERIEUR_P, "arithmétique",
     "SUPERIEUR? a b",
     "Rend VRAI si le nombre a est strictement plus grand que b. Les deux entrées doivent "
     "être des nombres. L'opérateur > fait la même chose.",
     "EC SUPERIEUR? 3 2\n"
     "EC SUPERIEUR? 3 3\n"
     "; VRAI\n"
     "; FAUX")
HELP(INFEGAL_P, "arithmétique",
     "INFEGAL? a b",
     "Rend VRAI si le nombre a est plus petit que b ou égal à b. Les deux entrées doivent "
     "être des nombres. L'opérateur <= fait la même chose.",
     "EC INFEGAL? 3 3\n"
     "EC INFEGAL? 4 3\n"
     "; VRAI\n"
     "; FAUX")
HELP(SUPEGAL_P, "arithmétique",
     "SUPEGAL? a b",
     "Rend VRAI si le nombre a est plus grand que b ou égal à b. Les deux entrées doivent "
     "être des nombres. L'opérateur >= fait la même chose.",
     "EC SUPEGAL? 3 3\n"
     "EC SUPEGAL? 2 3\n"
     "; VRAI\n"
     "; FAUX")
HELP(OP_PLUS, "arithmétique",
     "a + b",
     "Opérateur infixe de SOMME. Priorités : * et / avant + et -, puis les comparaisons ; "
     "à priorité égale, de gauche à droite. Les parenthèses changent l'ordre.",
     "EC 2 + 3 * 4\n"
     "EC (2 + 3) * 4\n"
     "; 14\n"
     "; 20")
HELP(OP_MINUS, "arithmétique",
     "a - b\n"
     "- a",
     "Opérateur infixe de DIFFERENCE, et signe moins devant un nombre ou une expression. "
     "Lecture comme dans UCBLogo : 3 -1 est deux nombres (3 puis -1), alors que :N-1 et :N - "
     "1 sont des différences ; -:N et - :N sont l'opposé de :N. Dans le doute, écrire (- "
     "1) ou MOINS 1.",
     "DONNE \"N 5\n"
     "EC :N-1\n"
     "EC :N - 1\n"
     "EC -:N\n"
     "; 4\n"
     "; 4\n"
     "; -5")
HELP(OP_TIMES, "arithmétique",
     "a * b",
     "Opérateur infixe de PRODUIT : entiers exacts sur 64 bits, réels au-delà.",
     "EC 6 * 7\n"
     "EC 2.5 * 2\n"
     "; 42\n"
     "; 5")
HELP(OP_DIVIDE, "arithmétique",
     "a / b",
     "Opérateur infixe de QUOTIENT : un entier quand la division tombe juste, un réel "
     "sinon. Erreur « division par zéro » si b vaut 0.",
     "EC 7 / 2\n"
     "EC 6 / 3\n"
     "; 3.5\n"
     "; 2")
HELP(OP_LESS, "arithmétique",
     "a < b",
     "Opérateur infixe d'INFERIEUR? : VRAI si le nombre a est strictement plus petit que b.",
     "EC 2 < 3\n"
     "EC 3 < 2\n"
     "; VRAI\n"
     "; FAUX")
HELP(OP_GREATER, "arithmétique",
     "a > b",
     "Opérateur infixe de SUPERIEUR? : VRAI si le nombre a est strictement plus grand que "
     "b.",
     "EC 3 > 2\n"
     "EC 2 > 3\n"
     "; VRAI\n"
     "; FAUX")
HELP(OP_LESSEQUAL, "arithmétique",
     "a <= b",
     "Opérateur infixe d'INFEGAL? : VRAI si le nombre a est plus petit que b ou égal à b.",
     "EC 3 <= 3\n"
     "EC 4 <= 3\n"
     "; VRAI\n"
     "; FAUX")
HELP(OP_GREATEREQUAL, "arithmétique",
     "a >= b",
     "Opérateur infixe de SUPEGAL? : VRAI si le nombre a est plus grand que b ou égal à "
     "b.",
     "EC 3 >= 3\n"
     "EC 2 >= 3\n"
     "; VRAI\n"
     "; FAUX")

/* logique */

HELP(VRAI, "logique",
     "VRAI",
     "Rend le mot VRAI. Les prédicats rendent VRAI ou FAUX ; SI, SISINON, NON, ET et OU "
     "acceptent aussi les mots vrai, faux, true et false, en majuscules ou en minuscules.",
     "EC VRAI\n"
     "EC VRAI = \"vrai\n"
     "; VRAI\n"
     "; VRAI")
HELP(FAUX, "logique",
     "FAUX",
     "Rend le mot FAUX (voir VRAI).",
     "EC FAUX\n"
     "SI FAUX [EC \"oui] [EC \"non]\n"
     "; FAUX\n"
     "; non")
HELP(ET, "logique",
     "ET condition1 condition2\n"
     "(ET condition1 condition2 ...)",
     "Rend VRAI si toutes ses entrées valent VRAI, FAUX sinon ; (ET) rend VRAI. Chaque "
     "entrée doit être VRAI ou FAUX, ou une liste qui rend VRAI ou FAUX : les listes sont "
     "exécutées de gauche à droite, et plus aucune après la première qui rend FAUX (comme en "
     "UCBLogo). Les autres entrées sont toutes calculées.",
     "EC ET 1 < 2 2 < 3\n"
     "EC (ET VRAI VRAI FAUX)\n"
     "EC ET FAUX [1 / 0]\n"
     "; VRAI\n"
     "; FAUX\n"
     "; FAUX")
HELP(OU, "logique",
     "OU condition1 condition2\n"
     "(OU condition1 condition2 ...)",
     "Rend VRAI si au moins une de ses entrées vaut VRAI, FAUX sinon ; (OU) rend FAUX. "
     "Chaque entrée doit être VRAI ou FAUX, ou une liste qui rend VRAI ou FAUX, exécutée "
     "seulement si aucune entrée avant elle n'a rendu VRAI (comme en UCBLogo).",
     "EC OU 1 > 2 2 < 3\n"
     "EC (OU FAUX FAUX FAUX)\n"
     "EC OU VRAI [1 / 0]\n"
     "; VRAI\n"
     "; FAUX\n"
     "; VRAI")
HELP(NON, "logique",
     "NON condition",
     "Rend FAUX si condition vaut VRAI, VRAI si elle vaut FAUX ; la condition peut être "
     "une liste qui rend l'un ou l'autre. Erreur pour toute autre valeur.",
     "EC NON VRAI\n"
     "EC NON [1 > 2]\n"
     "; FAUX\n"
     "; VRAI")

/* contrôle */

HELP(SI, "contrôle",
     "SI condition liste.vrai [liste.faux]",
     "Exécute liste.vrai si condition vaut VRAI ; sinon exécute liste.faux quand elle est "
     "donnée, écrite entre crochets juste après, sur la même ligne. La condition doit "
     "valoir VRAI ou FAUX, ou être une liste qui rend VRAI ou FAUX. Si la liste exécutée rend une valeur, SI la rend : EC SI :X > 0 "
     "[\"positif] [\"négatif].",
     "SI 2 > 1 [EC \"oui]\n"
     "SI 1 > 2 [EC \"oui] [EC \"non]\n"
     "EC SI 5 > 0 [\"positif] [\"négatif]\n"
     "; oui\n"
     "; non\n"
     "; positif")
HELP(SISINON, "contrôle",
     "SISINON condition liste.vrai liste.faux",
     "Comme SI avec ses deux listes, toujours obligatoires : exécute liste.vrai si "
     "condition vaut VRAI, liste.faux sinon, et rend la valeur de la liste exécutée s'il y "
     "en a une. La condition peut être une liste qui rend VRAI ou FAUX.",
     "SISINON 1 = 2 [EC \"oui] [EC \"non]\n"
     "EC SISINON 3 > 2 [\"grand] [\"petit]\n"
     "; non\n"
     "; grand")
HELP(REPETE, "contrôle",
     "REPETE n liste",
     "Exécute les instructions de liste n fois (n entier positif ou nul ; 0 : aucune fois). "
     "COMPTEUR donne le numéro du tour. Comme dans UCBLogo, STOP ou RETOURNE dans la liste "
     "quittent toute la procédure, pas seulement la boucle.",
     "REPETE 3 [TAPE \"ab]\n"
     "EC []\n"
     "REPETE 3 [EC COMPTEUR * COMPTEUR]\n"
     "; ababab\n"
     "; 1\n"
     "; 4\n"
     "; 9")
HELP(COMPTEUR, "contrôle",
     "COMPTEUR",
     "Rend le numéro du tour en cours (1 au premier) du REPETE le plus intérieur qui "
     "tourne, même depuis une procédure appelée dans la boucle ; -1 hors de tout REPETE.",
     "REPETE 3 [TAPE COMPTEUR]\n"
     "EC []\n"
     "EC COMPTEUR\n"
     "; 123\n"
     "; -1")
HELP(STOP, "contrôle",
     "STOP",
     "Termine la procédure en cours, qui ne rend rien. Depuis un REPETE ou un SI, STOP "
     "quitte toute la procédure, pas seulement la boucle (comme UCBLogo ; XLogo ne sort que "
     "de la boucle). Erreur en dehors d'une procédure.",
     "POUR JUSQUA :N\n"
     "REPETE 10 [SI COMPTEUR > :N [STOP] TAPE COMPTEUR]\n"
     "EC \"jamais\n"
     "FIN\n"
     "JUSQUA 3\n"
     "EC []\n"
     "; 123")
HELP(RETOURNE, "contrôle",
     "RETOURNE valeur",
     "Termine la procédure en cours en rendant valeur, qui devient le résultat de l'appel "
     "; même depuis un REPETE, RETOURNE quitte toute la procédure. Erreur en dehors d'une "
     "procédure. Quand valeur est directement un appel de procédure (RETOURNE F :N - 1), "
     "cet appel ne fait pas grandir la pile (appel terminal).",
     "POUR FACT :N\n"
     "SI :N = 0 [RETOURNE 1]\n"
     "RETOURNE :N * FACT :N - 1\n"
     "FIN\n"
     "EC FACT 5\n"
     "EC FACT 20\n"
     "; 120\n"
     "; 2432902008176640000")
HELP(EXECUTE, "contrôle",
     "EXECUTE liste",
     "Exécute la liste comme une ligne d'instructions ; si elle rend une valeur, EXECUTE la "
     "rend. Un mot est lu et exécuté comme une ligne tapée : EXECUTE \"|EC 5| écrit 5. Dans une procédure, STOP ou "
     "RETOURNE dans la liste agissent sur la procédure.",
     "DONNE \"ORDRE [EC 3 * 4]\n"
     "EXECUTE :ORDRE\n"
     "EC EXECUTE [2 + 3]\n"
     "; 12\n"
     "; 5")
HELP(EXECUTERESULTAT, "contrôle",
     "EXECUTERESULTAT liste",
     "Exécute la liste et rend [valeur] si elle a rendu une valeur, la liste vide [] sinon "
     ": on peut ainsi savoir si une instruction rend quelque chose. Erreur si la liste "
     "exécute STOP ou RETOURNE.",
     "MONTRE EXECUTERESULTAT [3 + 4]\n"
     "MONTRE EXECUTERESULTAT [EC \"bonjour]\n"
     "; [7]\n"
     "; bonjour\n"
     "; []")
HELP(ATTRAPE, "contrôle",
     "ATTRAPE étiquette liste",
     "Exécute liste ; si RENVOIE étiquette a lieu pendant ce temps, même au fond de "
     "procédures appelées, tout s'arrête là et le programme reprend après ATTRAPE, qui "
     "rend la valeur donnée à RENVOIE s'il y en a une. Avec l'étiquette \"erreur, ATTRAPE "
     "rattrape les erreurs sans afficher de message (ERREUR les décrit). STOPTOUT, AUREVOIR "
     "et Ctrl-C ne sont pas rattrapés.",
     "EC ATTRAPE \"trouvé [REPETE 10 [SI COMPTEUR * COMPTEUR > 50 [(RENVOIE \"trouvé "
     "COMPTEUR)]]]\n"
     "ATTRAPE \"erreur [EC 1 / 0]\n"
     "EC \"suite\n"
     "; 8\n"
     "; suite")
HELP(RENVOIE, "contrôle",
     "RENVOIE étiquette\n"
     "(RENVOIE étiquette valeur)",
     "Saute à l'ATTRAPE de même étiquette en cours (majuscules et accents ignorés), qui "
     "rend valeur si elle est donnée ; erreur s'il n'y en a pas. (RENVOIE \"erreur message) "
     "déclenche une erreur avec ce message, rattrapée par ATTRAPE \"erreur ou affichée "
     "avec la procédure en cause. RENVOIE \"stoptout fait comme STOPTOUT.",
     "POUR VERIFIE :N\n"
     "SI :N < 0 [(RENVOIE \"erreur [nombre négatif])]\n"
     "EC :N\n"
     "FIN\n"
     "VERIFIE 5\n"
     "VERIFIE -2\n"
     "; 5\n"
     "; nombre négatif dans VERIFIE\n"
     "; [SI :N < 0 [(RENVOIE \"erreur [nombre négatif])]]")
HELP(ERREUR, "contrôle",
     "ERREUR",
     "Rend la description de la dernière erreur rattrapée par ATTRAPE \"erreur, puis "
     "l'oublie : une liste [numéro message procédure ligne] (numéro comme dans UCBLogo, "
     "procédure et ligne valent [] hors procédure), ou la liste vide s'il n'y en a pas.",
     "ATTRAPE \"erreur [EC 1 / 0]\n"
     "MONTRE ERREUR\n"
     "MONTRE ERREUR\n"
     "; [7 / : division par zéro [] []]\n"
     "; []")
HELP(STOPTOUT, "contrôle",
     "STOPTOUT",
     "Arrête tout ce qui tourne (procédures, boucles, même à l'intérieur d'un ATTRAPE) "
     "et revient à l'invite ; le reste de la ligne en cours est abandonné.",
     "POUR F\n"
     "EC \"a\n"
     "STOPTOUT\n"
     "EC \"b\n"
     "FIN\n"
     "F EC \"c\n"
     "; a")
HELP(AUREVOIR, "contrôle",
     "AUREVOIR",
     "Quitte Tortue (comme Ctrl-D à l'invite).",
     "EC \"salut AUREVOIR EC \"jamais\n"
     "; salut")
HELP(ATTENDS, "contrôle",
     "ATTENDS n",
     "Attend n soixantièmes de seconde (ATTENDS 60 attend une seconde) ; n peut être "
     "décimal, mais pas négatif. Ctrl-C interrompt l'attente.",
     "ATTENDS 30 EC \"fini\n"
     "; fini")
HELP(CHRONO, "contrôle",
     "CHRONO",
     "Rend le nombre de millisecondes écoulées depuis le lancement de Tortue, précis à "
     "la microseconde. La valeur change à chaque appel : pour mesurer une durée, faire la "
     "différence de deux CHRONO.",
     "DONNE \"T CHRONO\n"
     "ATTENDS 6\n"
     "EC CHRONO - :T > 99\n"
     "; VRAI")
HELP(REPETETOUJOURS, "contrôle",
     "REPETETOUJOURS liste",
     "Exécute les instructions de liste encore et encore, sans fin : seuls STOP ou "
     "RETOURNE (qui quittent toute la procédure, comme dans REPETE), une erreur, STOPTOUT "
     "ou Ctrl-C l'arrêtent. COMPTEUR donne le numéro du tour.",
     "POUR REBOURS :N\n"
     "REPETETOUJOURS [SI :N = 0 [STOP] TAPE :N DONNE \"N :N - 1]\n"
     "FIN\n"
     "REBOURS 5\n"
     "EC []\n"
     "; 54321")
HELP(TANTQUE, "contrôle",
     "TANTQUE liste.condition liste",
     "Avant chaque tour, exécute liste.condition, qui doit rendre VRAI ou FAUX : si elle "
     "rend VRAI, exécute les instructions de liste puis recommence ; dès qu'elle rend "
     "FAUX, TANTQUE s'arrête (si elle est fausse dès le départ, liste n'est jamais "
     "exécutée). La condition s'écrit entre crochets, pour être recalculée à chaque tour. "
     "COMPTEUR donne le numéro du tour ; STOP et RETOURNE quittent toute la procédure.",
     "DONNE \"N 1\n"
     "TANTQUE [:N < 100] [DONNE \"N :N * 2]\n"
     "EC :N\n"
     "; 128")
HELP(REPETEPOUR, "contrôle",
     "REPETEPOUR [variable début fin] liste\n"
     "REPETEPOUR [variable début fin pas] liste",
     "Exécute liste pour chaque valeur de la variable, de début à fin, de pas en pas. "
     "Sans pas, le pas vaut 1, ou -1 si fin est plus petit que début ; un pas peut être "
     "décimal, pas nul, et s'il éloigne de fin, rien n'est exécuté. La variable, lue avec "
     ":variable dans liste, n'existe que pendant la boucle : une variable de même nom "
     "retrouve ensuite sa valeur. La première liste est prise telle quelle, sans rien "
     "calculer : pour une borne calculée, la construire, par exemple REPETEPOUR (LISTE "
     "\"I 1 :N) [...]. COMPTEUR donne le numéro du tour ; STOP et RETOURNE quittent toute "
     "la procédure. Avec un début et un pas entiers, la variable compte en entiers exacts, "
     "jusqu'à 9223372036854775807 ; un pas décimal trop petit pour faire changer la "
     "variable est une erreur.",
     "REPETEPOUR [I 1 5] [TAPE :I]\n"
     "EC []\n"
     "DONNE \"L []\n"
     "REPETEPOUR [I 10 0 -3] [DONNE \"L MD :I :L]\n"
     "MONTRE :L\n"
     "EC NOM? \"I\n"
     "; 12345\n"
     "; [10 7 4 1]\n"
     "; FAUX")
HELP(POURCHAQUE, "contrôle",
     "POURCHAQUE nom chose liste",
     "Exécute liste une fois pour chaque élément de chose si c'est une liste, pour chaque "
     "caractère si c'est un mot, dans l'ordre ; à chaque tour, la variable nom (un mot, "
     "d'habitude écrit avec \") vaut cet élément. Comme pour REPETEPOUR, la variable "
     "n'existe que pendant la boucle. Rien n'est exécuté pour une liste ou un mot vide. "
     "COMPTEUR donne le numéro du tour ; STOP et RETOURNE quittent toute la procédure.",
     "POURCHAQUE \"F [pomme poire kiwi] [EC PH COMPTEUR :F]\n"
     "POURCHAQUE \"C \"été [TAPE MAJUSCULE :C]\n"
     "EC []\n"
     "; 1 pomme\n"
     "; 2 poire\n"
     "; 3 kiwi\n"
     "; ÉTÉ")

/* écran */

HELP(ECRIS, "écran",
     "ECRIS chose\n"
     "(ECRIS chose1 chose2 ...)",
     "Écrit ses entrées, séparées par une espace, puis passe à la ligne. Une liste "
     "s'écrit sans ses crochets extérieurs (les crochets intérieurs restent) ; (ECRIS) "
     "écrit une ligne vide.",
     "EC [a [b c] d]\n"
     "(EC \"somme 3 + 4 [fin])\n"
     "; a [b c] d\n"
     "; somme 7 fin")
HELP(TAPE, "écran",
     "TAPE chose\n"
     "(TAPE chose1 chose2 ...)",
     "Comme ECRIS, mais sans passer à la ligne et sans espace entre les entrées.",
     "TAPE \"bon TAPE \"jour EC \"!\n"
     "(TAPE \"a \"b [c d])\n"
     "EC []\n"
     "; bonjour!\n"
     "; abc d")
HELP(MONTRE, "écran",
     "MONTRE chose\n"
     "(MONTRE chose1 chose2 ...)",
     "Comme ECRIS, mais une liste garde ses crochets : on voit ainsi la différence entre un "
     "mot et une liste.",
     "MONTRE [a [b] c]\n"
     "MONTRE \"mot\n"
     "EC [a [b] c]\n"
     "; [a [b] c]\n"
     "; mot\n"
     "; a [b] c")
HELP(VIDETEXTE, "écran",
     "VIDETEXTE",
     "Efface l'écran du terminal et remet le curseur en haut à gauche. Ne fait rien quand "
     "la sortie est un fichier ou un tube, pour que la sortie d'un script reste propre.",
     "VIDETEXTE EC \"propre\n"
     "; propre")
HELP(CAPTURE, "écran",
     "CAPTURE liste",
     "Exécute les instructions de liste et rend, en un seul mot, tout ce qu'elles auraient "
     "écrit (passages à la ligne compris) au lieu de l'écrire. Une erreur dans la liste "
     "est signalée normalement ; STOP et RETOURNE y sont refusés.",
     "DONNE \"T CAPTURE [TAPE \"bon TAPE \"jour]\n"
     "EC COMPTE :T\n"
     "EC MOT :T \"!\n"
     "; 7\n"
     "; bonjour!")
HELP(AIDE, "écran",
     "AIDE nom\n"
     "AIDE",
     "AIDE \"nom écrit l'aide d'une primitive, appelée par n'importe lequel de ses noms, "
     "ou d'une procédure de la bibliothèque : syntaxe, explication, exemple. Pour une "
     "procédure qu'on a écrite, AIDE écrit sa ligne de titre et les commentaires qui la "
     "suivent. AIDE seul, en fin de ligne, écrit la liste des primitives et des procédures "
     "de la bibliothèque, chapitre par chapitre, avec leurs formes courtes.",
     "AIDE \"ABSOLUE\n"
     "; ABS (ABSOLUE) -- arithmétique\n"
     ";   ABS n\n"
     "; Rend la valeur absolue de n.\n"
     "; Exemple :\n"
     ";   EC ABS -5\n"
     ";   EC ABS 3.5\n"
     ";   ; 5\n"
     ";   ; 3.5")
HELP(LISLISTE, "écran",
     "LISLISTE",
     "Attend qu'on tape une ligne (terminée par Entrée) et la rend sous forme de liste, "
     "lue comme une ligne de Logo : les espaces séparent les mots, les crochets font des "
     "sous-listes, mais rien n'est calculé ; un crochet mal fermé est une erreur. Une "
     "ligne vide donne la liste vide [], et aussi la fin de l'entrée (Ctrl-D, ou la fin "
     "d'un fichier donné avec <). Après FIXELECTURE, lit une ligne du fichier ; à la fin "
     "du fichier, rend le mot vide.",
     "DONNE \"R LISLISTE\n"
     "MONTRE :R\n"
     "EC COMPTE :R\n"
     "; (on tape : Jean [Paul] Dupont)\n"
     "; [Jean [Paul] Dupont]\n"
     "; 3")
HELP(LISMOT, "écran",
     "LISMOT",
     "Attend qu'on tape une ligne (terminée par Entrée) et la rend telle quelle, en un "
     "seul mot, espaces comprises, sans le passage à la ligne. Une ligne vide donne le "
     "mot vide, et aussi la fin de l'entrée (Ctrl-D, ou la fin d'un fichier donné avec "
     "<). Après FIXELECTURE, lit une ligne du fichier ; à la fin du fichier, rend la "
     "liste vide [].",
     "DONNE \"P LISMOT\n"
     "EC COMPTE :P\n"
     "EC MOT :P \"!\n"
     "; (on tape : Jean Dupont)\n"
     "; 11\n"
     "; Jean Dupont!")
HELP(LISCAR, "écran",
     "LISCAR",
     "Lit un seul caractère tapé (une lettre accentuée compte pour un) et le rend. Au "
     "clavier, la touche est prise dès qu'elle est frappée, sans Entrée et sans être "
     "affichée. Quand l'entrée vient d'un tube ou d'un fichier donné avec <, le passage "
     "à la ligne est lui-même un caractère. À la fin de l'entrée (Ctrl-D, ou la fin d'un "
     "fichier), rend la liste vide []. Après FIXELECTURE, lit le caractère suivant du "
     "fichier. Quand la fenêtre de la tortue est ouverte, une touche tapée dans la fenêtre "
     "compte aussi (la première venue, de la fenêtre ou du terminal) ; une flèche y donne "
     "son nom : gauche, droite, haut ou bas. Dans la page du navigateur, LISCAR lit les "
     "touches tapées sur le dessin, qui prend le clavier pendant que LISCAR attend (Échap "
     "arrête toujours le programme).",
     "DONNE \"C LISCAR\n"
     "EC :C\n"
     "EC ASCII LISCAR\n"
     "; (on tape : été)\n"
     "; é\n"
     "; 116")

/* fichiers */

HELP(OUVREECRITURE, "fichiers",
     "OUVREECRITURE \"fichier",
     "Ouvre le fichier pour y écrire : son ancien contenu, s'il existait, est effacé ; "
     "sinon il est créé. Rien n'y va tant que FIXEECRITURE n'en a pas fait la destination "
     "de ECRIS, TAPE et MONTRE. Le nom est un mot (un chemin) ; erreur si un fichier est "
     "déjà ouvert sous ce nom, ou si le fichier ne peut pas être créé, avec la raison "
     "(dossier absent, accès refusé...). FERME le ferme ; ceux qu'on laisse ouverts sont "
     "fermés, et leur contenu écrit, à la fin de la session.",
     "OUVREECRITURE \"notes.txt\n"
     "FIXEECRITURE \"notes.txt\n"
     "EC [première ligne]\n"
     "FIXEECRITURE []\n"
     "FERME \"notes.txt\n"
     "; (notes.txt contient : première ligne)")
HELP(OUVREAJOUT, "fichiers",
     "OUVREAJOUT \"fichier",
     "Comme OUVREECRITURE, mais le contenu du fichier est gardé : ce qu'on y écrit s'ajoute "
     "à la fin. Le fichier est créé s'il n'existe pas.",
     "OUVREAJOUT \"notes.txt\n"
     "FIXEECRITURE \"notes.txt\n"
     "EC [deuxième ligne]\n"
     "FERME \"notes.txt\n"
     "; (notes.txt contient ses anciennes lignes, puis : deuxième ligne)")
HELP(OUVRELECTURE, "fichiers",
     "OUVRELECTURE \"fichier",
     "Ouvre un fichier existant pour le lire depuis le début. FIXELECTURE en fait la source "
     "de LISLISTE, LISMOT et LISCAR ; FIN.FICHIER? dit quand tout est lu. Erreur, avec la "
     "raison, si le fichier n'existe pas, ne peut pas être lu, ou est un dossier.",
     "OUVRELECTURE \"notes.txt\n"
     "FIXELECTURE \"notes.txt\n"
     "TANTQUE [NON FIN.FICHIER?] [MONTRE LISLISTE]\n"
     "FERME \"notes.txt\n"
     "; [première ligne]\n"
     "; [deuxième ligne]")
HELP(FERME, "fichiers",
     "FERME \"fichier",
     "Ferme un fichier ouvert. S'il était la destination des écritures (FIXEECRITURE) ou la "
     "source des lectures (FIXELECTURE), l'écran ou le clavier reprend sa place. Ce qui a "
     "été écrit arrive sur le disque au plus tard à ce moment : si ce n'est pas possible "
     "(disque plein...), FERME le signale. Erreur si aucun fichier n'est ouvert sous ce nom.",
     "OUVREECRITURE \"f.txt\n"
     "FERME \"f.txt\n"
     "MONTRE OUVERTS\n"
     "; []")
HELP(FERMETOUT, "fichiers",
     "FERMETOUT",
     "Ferme tous les fichiers ouverts, comme FERME ; l'écran et le clavier reprennent leur "
     "place.",
     "FERMETOUT\n"
     "MONTRE OUVERTS\n"
     "; []")
HELP(FIXEECRITURE, "fichiers",
     "FIXEECRITURE \"fichier\n"
     "FIXEECRITURE [nom taille]\n"
     "FIXEECRITURE []",
     "Envoie dans le fichier (ouvert par OUVREECRITURE ou OUVREAJOUT) tout ce qu'écrivent "
     "ECRIS, TAPE, MONTRE, IMPRIME, TRACE..., jusqu'à FIXEECRITURE [], qui revient à "
     "l'écran, ou jusqu'à ce que le fichier soit fermé. Les messages d'erreur, l'invite "
     "« ? », « Pause... » et « X définie » restent à l'écran. Comme en UCBLogo, une erreur "
     "ne ramène pas l'écran : son message est alors suivi d'un rappel, « (ECRIS écrit "
     "toujours dans le fichier ... ; FIXEECRITURE [] pour revenir à l'écran) ». Erreur si "
     "le fichier n'est pas ouvert, ou s'il est ouvert en lecture. Avec une liste [nom "
     "taille], le texte écrit devient la valeur de la variable nom, un seul mot, quand le "
     "FIXEECRITURE suivant (ou FERME [nom taille], si OUVREECRITURE [nom taille] l'a "
     "ouvert) le ferme, comme le SETWRITE de UCBLogo ; la taille n'est pas une limite.",
     "OUVREECRITURE \"carres.txt\n"
     "FIXEECRITURE \"carres.txt\n"
     "REPETE 3 [EC COMPTEUR * COMPTEUR]\n"
     "FIXEECRITURE []\n"
     "FERME \"carres.txt\n"
     "; (carres.txt contient 1, 4 et 9, un par ligne)")
HELP(FIXELECTURE, "fichiers",
     "FIXELECTURE \"fichier\n"
     "FIXELECTURE []",
     "Fait lire LISLISTE, LISMOT, LISCAR et LIS dans le fichier (ouvert par OUVRELECTURE), "
     "ligne après ligne, jusqu'à FIXELECTURE [], qui revient au clavier, ou jusqu'à ce que "
     "le fichier soit fermé. Les instructions, elles, se tapent toujours au clavier. À la "
     "fin du fichier, comme en UCBLogo, LISLISTE rend le mot vide, LISMOT et LISCAR la "
     "liste vide [] : une ligne vide (la liste vide pour LISLISTE, le mot vide pour LISMOT) "
     "ne se confond pas avec la fin. Erreur si le fichier n'est pas ouvert, ou s'il est "
     "ouvert en écriture.",
     "OUVRELECTURE \"carres.txt\n"
     "FIXELECTURE \"carres.txt\n"
     "EC LISMOT + LISMOT + LISMOT\n"
     "MONTRE LISMOT\n"
     "FERME \"carres.txt\n"
     "; 14\n"
     "; []")
HELP(FLUXECRITURE, "fichiers",
     "FLUXECRITURE",
     "Rend le nom du fichier où vont les écritures (choisi par FIXEECRITURE), ou la liste "
     "vide [] quand c'est l'écran.",
     "MONTRE FLUXECRITURE\n"
     "; []")
HELP(FLUXLECTURE, "fichiers",
     "FLUXLECTURE",
     "Rend le nom du fichier où lisent LISLISTE, LISMOT et LISCAR (choisi par "
     "FIXELECTURE), ou la liste vide [] quand c'est le clavier.",
     "MONTRE FLUXLECTURE\n"
     "; []")
HELP(FIN_FICHIER_P, "fichiers",
     "FIN.FICHIER?",
     "Rend VRAI si tout le fichier de lecture (FIXELECTURE) a été lu, FAUX sinon. Sans "
     "fichier de lecture : à l'invite, où l'on peut toujours taper encore, FAUX sans "
     "attendre ; quand le programme arrive par l'entrée standard (tortue < prog.lgo), VRAI "
     "s'il n'y a plus rien à lire. FF? est le nom de FMSLogo.",
     "OUVRELECTURE \"carres.txt\n"
     "FIXELECTURE \"carres.txt\n"
     "TANTQUE [NON FIN.FICHIER?] [TAPE LISMOT TAPE \"| |]\n"
     "EC []\n"
     "FERME \"carres.txt\n"
     "; 1 4 9")
HELP(OUVERTS, "fichiers",
     "OUVERTS",
     "Rend la liste des noms des fichiers ouverts, le dernier ouvert en tête.",
     "OUVREECRITURE \"a.txt\n"
     "OUVREAJOUT \"b.txt\n"
     "MONTRE OUVERTS\n"
     "FERMETOUT\n"
     "; [b.txt a.txt]")
HELP(FICHIER_P, "fichiers",
     "FICHIER? \"fichier",
     "Rend VRAI s'il existe un fichier de ce nom qu'on peut lire, FAUX sinon. Un dossier "
     "n'est pas un fichier.",
     "EC FICHIER? \"carres.txt\n"
     "EC FICHIER? \"absent.txt\n"
     "; VRAI\n"
     "; FAUX")
HELP(EFFACEFICHIER, "fichiers",
     "EFFACEFICHIER \"fichier",
     "Efface (supprime) le fichier. Erreur, avec la raison, s'il n'existe pas ou ne peut pas "
     "être effacé ; un fichier ouvert doit d'abord être fermé (FERME).",
     "EFFACEFICHIER \"carres.txt\n"
     "EC FICHIER? \"carres.txt\n"
     "; FAUX")

/* variables */

HELP(DONNE, "variables",
     "DONNE nom valeur",
     "Donne valeur à la variable nom (un mot, d'habitude écrit avec \"), qu'on lit ensuite "
     "avec :nom. Si nom est une entrée ou une variable LOCALE de la procédure en cours ou "
     "de celles qui l'ont appelée, c'est elle qui change (portée dynamique) ; sinon DONNE "
     "crée ou change une variable globale.",
     "DONNE \"côté 50\n"
     "EC :côté * 4\n"
     "; 200")
HELP(LOCALE, "variables",
     "LOCALE nom\n"
     "(LOCALE nom1 nom2 ...)",
     "Crée, dans la procédure en cours, des variables sans valeur qui disparaissent à sa "
     "fin et cachent jusque-là les variables de même nom ; les procédures qu'elle appelle "
     "les voient. Accepte aussi une liste de noms : LOCALE [A B]. Hors procédure, ne fait "
     "rien.",
     "POUR ESSAI\n"
     "LOCALE \"X\n"
     "DONNE \"X 2\n"
     "EC :X\n"
     "FIN\n"
     "DONNE \"X 1\n"
     "ESSAI\n"
     "EC :X\n"
     "; 2\n"
     "; 1")
HELP(DONNELOCALE, "variables",
     "DONNELOCALE nom valeur",
     "LOCALE puis DONNE en une seule instruction : crée dans la procédure en cours la "
     "variable locale nom avec cette valeur. Hors procédure, fait comme DONNE.",
     "POUR SALUE :QUI\n"
     "DONNELOCALE \"M PH \"Bonjour :QUI\n"
     "EC :M\n"
     "FIN\n"
     "SALUE \"Alice\n"
     "EC NOM? \"M\n"
     "; Bonjour Alice\n"
     "; FAUX")
HELP(CHOSE, "variables",
     "CHOSE nom",
     "Rend la valeur de la variable nom : CHOSE \"X vaut :X. Utile quand le nom est "
     "lui-même calculé. Erreur si la variable n'a pas de valeur.",
     "DONNE \"X 7\n"
     "DONNE \"NOM \"X\n"
     "EC CHOSE :NOM\n"
     "; 7")
HELP(NOM_P, "variables",
     "NOM? nom",
     "Rend VRAI si nom est une variable qui a une valeur, FAUX sinon (une variable LOCALE à "
     "qui on n'a encore rien donné n'a pas de valeur).",
     "EC NOM? \"Y\n"
     "DONNE \"Y 1\n"
     "EC NOM? \"Y\n"
     "; FAUX\n"
     "; VRAI")

/* espace de travail */

HELP(SAUVE, "espace de travail",
     "SAUVE \"fichier",
     "Écrit dans le fichier toutes les procédures définies (sauf celles de la "
     "bibliothèque), sous forme de lignes POUR ... FIN telles qu'elles ont été tapées, puis "
     "une ligne DONNE par variable qui a une valeur (les tableaux compris, écrits {a b c}, "
     "suivis de @0 s'ils commencent à 0). RAMENE relit ce fichier. Le fichier est "
     "d'abord écrit à côté, sous le nom fichier.tortue-NUMÉRO.tmp, puis renommé : une panne ou "
     "un disque plein ne laisse jamais un fichier à moitié écrit, et le SAUVE suivant efface "
     "ce qu'un programme arrêté net a laissé. Un lien symbolique reste un lien : c'est le "
     "fichier qu'il désigne qui est remplacé.",
     "POUR CARRE :X\nRETOURNE :X * :X\nFIN\nSAUVE \"travail.lgo\n; (le fichier travail.lgo contient CARRE)")

HELP(RAMENE, "espace de travail",
     "RAMENE \"fichier",
     "Exécute le fichier ligne à ligne, comme s'il était tapé, en permettant de redéfinir une "
     "procédure qui existe déjà. Une erreur dans le fichier arrête la lecture ; son message "
     "donne la ligne et le nom du fichier. Un fichier absent, illisible ou un dossier est une "
     "erreur, qui en dit la raison.",
     "RAMENE \"travail.lgo\nEC CARRE 5\n; 25")

HELP(PROCEDURES, "espace de travail",
     "PROCEDURES",
     "Rend la liste des noms des procédures définies par l'utilisateur, dans l'ordre où "
     "elles ont été définies (sans celles de la bibliothèque).",
     "POUR CARRE :X\nRETOURNE :X * :X\nFIN\nMONTRE PROCEDURES\n; [CARRE]")

HELP(IMPRIME, "espace de travail",
     "IMPRIME nom\n"
     "IMPRIME [nom1 nom2 ...]",
     "Écrit la définition des procédures nommées, de POUR à FIN, telle qu'elle a été "
     "tapée (commentaires compris). Marche aussi pour les procédures de la bibliothèque. "
     "Erreur pour une primitive ou un nom inconnu.",
     "POUR DOUBLE :X\n"
     "RETOURNE 2 * :X\n"
     "FIN\n"
     "IMPRIME \"DOUBLE\n"
     "; POUR DOUBLE :X\n"
     "; RETOURNE 2 * :X\n"
     "; FIN")
HELP(IMTS, "espace de travail",
     "IMTS",
     "Écrit la ligne de titre (POUR, le nom et les entrées) de chaque procédure qu'on a "
     "définie, dans l'ordre où elles l'ont été ; pas celles de la bibliothèque.",
     "POUR CARRE :X\n"
     "RETOURNE :X * :X\n"
     "FIN\n"
     "POUR SALUE :QUI\n"
     "EC PH \"Bonjour :QUI\n"
     "FIN\n"
     "IMTS\n"
     "; POUR CARRE :X\n"
     "; POUR SALUE :QUI")
HELP(VARIABLES, "espace de travail",
     "VARIABLES",
     "Rend la liste, par ordre alphabétique, des noms des variables qui ont une valeur. "
     "Dans une procédure, ses entrées et ses variables locales en font partie tant "
     "qu'elle tourne.",
     "DONNE \"X 1\n"
     "DONNE \"NOM \"Alice\n"
     "MONTRE VARIABLES\n"
     "; [NOM X]")
HELP(CONTENU, "espace de travail",
     "CONTENU",
     "Rend la liste [[procédures] [variables] [noms]] : les procédures qu'on a définies "
     "(comme PROCEDURES), les variables qui ont une valeur (comme VARIABLES) et les noms "
     "qui ont des propriétés (comme LISTESPROPRIETES).",
     "POUR F\n"
     "FIN\n"
     "DONNE \"X 3\n"
     "DONNEPROPRIETE \"médor \"race \"caniche\n"
     "MONTRE CONTENU\n"
     "; [[F] [X] [médor]]")
HELP(EFFACE, "espace de travail",
     "EFFACE nom\n"
     "EFFACE [nom1 nom2 ...]",
     "Efface les procédures nommées : elles n'existent plus. Marche aussi pour une "
     "procédure de la bibliothèque, jusqu'au prochain lancement de Tortue ; une des "
     "tiennes qui remplaçait une procédure de la bibliothèque rend celle-ci. Erreur pour "
     "une primitive ou un nom inconnu (les noms qui le précèdent dans la liste sont déjà "
     "effacés).",
     "POUR F\n"
     "EC \"f\n"
     "FIN\n"
     "EFFACE \"F\n"
     "EC PROCEDURE? \"F\n"
     "; FAUX")
HELP(EFFACEVARIABLE, "espace de travail",
     "EFFACEVARIABLE nom\n"
     "EFFACEVARIABLE [nom1 nom2 ...]",
     "Enlève leur valeur aux variables nommées : NOM? rend ensuite FAUX et :nom est une "
     "erreur. Une variable qui n'a pas de valeur n'est pas une erreur. Comme DONNE, agit "
     "sur l'entrée ou la variable LOCALE de même nom si une procédure en cours en a une, "
     "sinon sur la variable globale.",
     "DONNE \"X 1\n"
     "DONNE \"Y 2\n"
     "EFFACEVARIABLE \"X\n"
     "MONTRE VARIABLES\n"
     "; [Y]")
HELP(EFFACETOUT, "espace de travail",
     "EFFACETOUT",
     "Efface tout ce qu'on a fait : les procédures qu'on a définies, toutes les variables "
     "et toutes les listes de propriétés. Les primitives et les procédures de la "
     "bibliothèque (DEPART...) restent.",
     "POUR F\n"
     "FIN\n"
     "DONNE \"X 3\n"
     "EFFACETOUT\n"
     "MONTRE CONTENU\n"
     "EC PROCEDURE? \"DEPART\n"
     "; [[] [] []]\n"
     "; VRAI")
HELP(DEFINIS, "espace de travail",
     "DEFINIS nom texte",
     "Définit la procédure nom à partir de texte, une liste de la forme que rend TEXTE : "
     "[[entrées] [ligne] [ligne] ...]. Les entrées s'écrivent sans deux-points ([X [Y 2]] "
     ": une entrée X et une entrée facultative Y qui vaut 2 si on ne la donne pas), "
     "chaque ligne comme on la taperait. Remplace une procédure de même nom ; erreur si "
     "nom est une primitive.",
     "DEFINIS \"CUBE [[N] [RETOURNE :N * :N * :N]]\n"
     "EC CUBE 3\n"
     "; 27")
HELP(TEXTE, "espace de travail",
     "TEXTE nom",
     "Rend la définition de la procédure nom sous forme de liste, [[entrées] [ligne] "
     "[ligne] ...] : les entrées sans deux-points, les lignes sans leurs commentaires. "
     "DEFINIS fait le contraire. Erreur pour une primitive ou un nom inconnu.",
     "POUR DOUBLE :X\n"
     "RETOURNE 2 * :X ; le double de X\n"
     "FIN\n"
     "MONTRE TEXTE \"DOUBLE\n"
     "; [[X] [RETOURNE 2 * :X]]")
HELP(DONNEDEF, "espace de travail",
     "DONNEDEF nouveau ancien",
     "Donne un second nom à la procédure ou à la primitive ancien : nouveau fait ensuite "
     "exactement ce que fait ancien, même si ancien est plus tard redéfinie ou effacée. "
     "La copie d'une primitive est elle-même une primitive, qu'EFFACE refuse. Erreur si "
     "ancien n'existe pas ou si nouveau est déjà une primitive.",
     "DONNEDEF \"AFFICHE \"ECRIS\n"
     "AFFICHE [Bonjour tout le monde]\n"
     "; Bonjour tout le monde")
HELP(PROCEDURE_P, "espace de travail",
     "PROCEDURE? nom",
     "Rend VRAI si nom est le nom d'une procédure qu'on peut appeler : une primitive, une "
     "procédure de la bibliothèque ou une procédure qu'on a définie ; FAUX sinon.",
     "EC PROCEDURE? \"ECRIS\n"
     "EC PROCEDURE? \"DEPART\n"
     "EC PROCEDURE? \"INCONNU\n"
     "; VRAI\n"
     "; VRAI\n"
     "; FAUX")
HELP(PRIMITIVE_P, "espace de travail",
     "PRIMITIVE? nom",
     "Rend VRAI si nom est une primitive, écrite en C dans Tortue (ECRIS, PREMIER...) ; "
     "FAUX pour une procédure écrite en Logo, celles de la bibliothèque comprises, et "
     "pour un nom inconnu.",
     "EC PRIMITIVE? \"ecris\n"
     "EC PRIMITIVE? \"DEPART\n"
     "EC PRIMITIVE? \"INCONNU\n"
     "; VRAI\n"
     "; FAUX\n"
     "; FAUX")

/* propriétés */

HELP(DONNEPROPRIETE, "propriétés",
     "DONNEPROPRIETE nom propriété valeur",
     "Range valeur sous propriété (un mot) dans la liste de propriétés de nom (un mot non "
     "vide), comme sur une fiche ; si nom avait déjà cette propriété, sa valeur est "
     "remplacée. Les propriétés d'un nom n'ont rien à voir avec la variable de même nom. "
     "Les noms de propriétés se comparent sans tenir compte des majuscules. SAUVE "
     "enregistre les propriétés.",
     "DONNEPROPRIETE \"médor \"race \"caniche\n"
     "DONNEPROPRIETE \"médor \"âge 3\n"
     "EC RENDSPROPRIETE \"médor \"race\n"
     "MONTRE LISTEPROPRIETE \"médor\n"
     "; caniche\n"
     "; [âge 3 race caniche]")
HELP(RENDSPROPRIETE, "propriétés",
     "RENDSPROPRIETE nom propriété",
     "Rend la valeur rangée sous propriété dans la liste de propriétés de nom, ou la "
     "liste vide [] si nom n'a pas cette propriété.",
     "DONNEPROPRIETE \"paris \"pays \"France\n"
     "EC RENDSPROPRIETE \"paris \"pays\n"
     "MONTRE RENDSPROPRIETE \"paris \"maire\n"
     "; France\n"
     "; []")
HELP(EFFACEPROPRIETE, "propriétés",
     "EFFACEPROPRIETE nom propriété",
     "Retire propriété et sa valeur de la liste de propriétés de nom. Ne fait rien si nom "
     "n'a pas cette propriété.",
     "DONNEPROPRIETE \"médor \"race \"caniche\n"
     "DONNEPROPRIETE \"médor \"âge 3\n"
     "EFFACEPROPRIETE \"médor \"race\n"
     "MONTRE LISTEPROPRIETE \"médor\n"
     "; [âge 3]")
HELP(LISTEPROPRIETE, "propriétés",
     "LISTEPROPRIETE nom",
     "Rend la liste de propriétés de nom, [propriété valeur propriété valeur ...], la "
     "dernière propriété créée en tête (changer la valeur d'une propriété ne la déplace "
     "pas) ; la liste vide si nom n'a aucune propriété.",
     "DONNEPROPRIETE \"médor \"race \"caniche\n"
     "DONNEPROPRIETE \"médor \"âge 3\n"
     "DONNEPROPRIETE \"médor \"race \"berger\n"
     "MONTRE LISTEPROPRIETE \"médor\n"
     "; [âge 3 race berger]")
HELP(LISTESPROPRIETES, "propriétés",
     "LISTESPROPRIETES",
     "Rend la liste, par ordre alphabétique, des noms qui ont au moins une propriété (un "
     "nom dont on a effacé toutes les propriétés n'y est plus).",
     "DONNEPROPRIETE \"rex \"race \"berger\n"
     "DONNEPROPRIETE \"médor \"race \"caniche\n"
     "MONTRE LISTESPROPRIETES\n"
     "; [médor rex]")

/* reines */

HELP(DEPART_NATIF, "reines",
     "DEPART.NATIF n",
     "Écrit exactement ce qu'écrit DEPART n, octet pour octet (titre, trace des décisions "
     "D, G, H, solutions, nombre de solutions), mais l'algorithme de Michel Dupont tourne en "
     "C : mêmes décisions dans le même ordre, bien plus vite. n est un entier de 2 à 32. "
     "Ctrl-C l'arrête.",
     "DEPART.NATIF 4\n"
     "; reines.  DHHDHHHGHDHDHHHGHHGGHDHHHDDHH\n"
     "; 2 4 1 3  GHHHGGHDDHHHDH\n"
     "; 3 1 4 2  GGHHHGHDDHHDHHHGHGHDHHHGHHG\n"
     "; 2 solutions.")
HELP(REINES_STATS, "reines",
     "REINES.STATS n",
     "Fait tourner DEPART n sans rien écrire et rend ce qu'il a compté : [solutions D G H "
     "[positions]], les nombres de décisions D, G et H, et la liste, colonne par colonne, "
     "des positions examinées par DECIDER. n est un entier de 2 à 32. STATS.REINES "
     "présente ces nombres en tableau.",
     "MONTRE REINES.STATS 4\n"
     "; [2 14 14 42 [3 16 24 13]]")
HELP(REINES_SOLUTIONS, "reines",
     "REINES.SOLUTIONS n",
     "Rend la liste de toutes les solutions, dans l'ordre où DEPART n les trouve ; chaque "
     "solution est la liste des lignes des reines, colonne par colonne. La liste vide s'il "
     "n'y en a pas. n est un entier de 2 à 32 (au-delà de 14, c'est très long).",
     "MONTRE REINES.SOLUTIONS 4\n"
     "EC COMPTE REINES.SOLUTIONS 8\n"
     "; [[2 4 1 3] [3 1 4 2]]\n"
     "; 92")
HELP(REINES_PREMIERE, "reines",
     "REINES.PREMIERE n",
     "Rend la première solution que trouve DEPART n, ou la liste vide s'il n'y en a pas (n "
     "= 2 ou 3). n est un entier de 2 à 32.",
     "MONTRE REINES.PREMIERE 8\n"
     "MONTRE REINES.PREMIERE 3\n"
     "; [1 5 8 6 3 7 2 4]\n"
     "; []")
HELP(REINES_SUIVANTE, "reines",
     "REINES.SUIVANTE n solution",
     "Rend la solution que DEPART n trouve juste après solution, ou la liste vide si "
     "c'était la dernière : la recherche reprend là où elle s'était arrêtée, comme la "
     "touche R/S de la TI-58. solution doit être une solution complète (sinon un message "
     "dit ce qui ne va pas).",
     "MONTRE REINES.SUIVANTE 8 [1 5 8 6 3 7 2 4]\n"
     "MONTRE REINES.SUIVANTE 4 [3 1 4 2]\n"
     "; [1 6 8 3 7 4 2 5]\n"
     "; []")
HELP(REINES_DEPUIS, "reines",
     "REINES.DEPUIS n lignes",
     "Rend la première solution que le parcours de DEPART n atteint en partant de la "
     "position donnée par lignes (les lignes des premières reines, colonne par colonne, "
     "aucune en prise) : d'abord sous cette position, puis en revenant aux colonnes "
     "précédentes comme le ferait DEPART. Rend la liste vide s'il ne reste aucune solution "
     "; avec [] rend la première.",
     "MONTRE REINES.DEPUIS 8 [5 2]\n"
     "MONTRE REINES.DEPUIS 4 [1]\n"
     "MONTRE REINES.DEPUIS 4 [4]\n"
     "; [5 2 4 6 8 3 1 7]\n"
     "; [2 4 1 3]\n"
     "; []")
HELP(REINES_COMPTE, "reines",
     "REINES.COMPTE n",
     "Rend le nombre de solutions du problème des n reines, n entier de 1 à 27, calculé "
     "par un compteur rapide (masques de bits, symétrie, tous les cœurs du processeur) et "
     "non par le parcours de DEPART. Ctrl-C l'arrête.",
     "EC REINES.COMPTE 8\n"
     "EC REINES.COMPTE 12\n"
     "; 92\n"
     "; 14200")
HELP(REINES_FONDAMENTALES, "reines",
     "REINES.FONDAMENTALES n",
     "Rend le nombre de solutions vraiment différentes des n reines (n entier de 1 à 27) : "
     "deux solutions qui se déduisent l'une de l'autre par une rotation ou une symétrie de "
     "l'échiquier ne comptent que pour une.",
     "EC REINES.FONDAMENTALES 8\n"
     "EC REINES.FONDAMENTALES 6\n"
     "; 12\n"
     "; 1")
HELP(REINES_REPRESENTANTS, "reines",
     "REINES.REPRESENTANTS n",
     "Rend une solution par famille de solutions (une solution et ses images par rotation ou "
     "symétrie) : la première de la famille dans l'ordre de DEPART, les familles étant "
     "rangées dans ce même ordre. n est un entier de 1 à 14.",
     "MONTRE REINES.REPRESENTANTS 6\n"
     "EC COMPTE REINES.REPRESENTANTS 8\n"
     "; [[2 4 6 1 3 5]]\n"
     "; 12")

/* bibliothèque */

HELP_LIB("DEPART", "bibliothèque",
     "DEPART n",
     "Le programme des huit reines de Michel Dupont (Bulletin de l'EPI, 1988), tel quel : "
     "efface l'écran, écrit « reines. » puis une lettre par décision (D : la voisine "
     "droite devient la reine courante, G : la voisine gauche, H : la reine courante monte "
     "d'une case) ; chaque solution commence une ligne, la dernière donne le nombre de "
     "solutions. n est un entier au moins égal à 2.",
     "DEPART 4\n"
     "; reines.  DHHDHHHGHDHDHHHGHHGGHDHHHDDHH\n"
     "; 2 4 1 3  GHHHGGHDDHHHDH\n"
     "; 3 1 4 2  GGHHHGHDDHHDHHHGHGHDHHHGHHG\n"
     "; 2 solutions.")
HELP_LIB("ECHIQUIER", "bibliothèque",
     "ECHIQUIER lignes\n"
     "(ECHIQUIER lignes n)\n"
     "(ECHIQUIER lignes n courante)",
     "Dessine l'échiquier et ses reines ; lignes donne la ligne de chaque reine, colonne "
     "par colonne (ligne 1 en bas). n, la taille de l'échiquier (COMPTE lignes par défaut, "
     "de 2 à 32), permet de dessiner une position partielle ; la reine de la colonne "
     "courante est dessinée ♕ (@ en ASCII) au lieu de ♛ (R). Dessin Unicode si le "
     "terminal le permet ; DONNE \"ECHIQUIER.ASCII \"VRAI force l'ASCII.",
     "DONNE \"ECHIQUIER.ASCII \"VRAI\n"
     "(ECHIQUIER [3 1] 4 2)\n"
     ";     +---+---+---+---+\n"
     ";   4 |   |   |   |   |\n"
     ";     +---+---+---+---+\n"
     ";   3 | R |   |   |   |\n"
     ";     +---+---+---+---+\n"
     ";   2 |   |   |   |   |\n"
     ";     +---+---+---+---+\n"
     ";   1 |   | @ |   |   |\n"
     ";     +---+---+---+---+\n"
     ";       1   2   3   4 ")
HELP_LIB("ARBRE.REINES", "bibliothèque",
     "ARBRE.REINES n",
     "Écrit l'arbre de recherche de DEPART n (n de 2 à 6), comme l'annexe 3 de l'article "
     ": la racine à gauche, chaque nœud nommé par les lignes des reines posées, avec le "
     "coup qui y mène (D, H) et ce que DECIDER y trouve (x : en prise, * : solution, G : "
     "retour), puis le nombre de feuilles examinées et délaissées.",
     "ARBRE.REINES 2\n"
     "; Parcours de DEPART 2 : la racine à gauche, les feuilles à droite.\n"
     "; Trace : DHGHDHG\n"
     "; D : vers la voisine droite, H : la reine monte, G : retour à gauche.\n"
     "; x : en prise, la branche au-delà est délaissée. * : solution.\n"
     "; 1\n"
     ";       11 D x\n"
     ";       12 H x G\n"
     "; 2 H\n"
     ";       21 D x\n"
     ";       22 H x G\n"
     "; Feuilles examinées : 4 Délaissées : 0")
HELP_LIB("ANIME.REINES", "bibliothèque",
     "ANIME.REINES n\n"
     "(ANIME.REINES n pause)\n"
     "(ANIME.REINES n \"pas)\n"
     "(ANIME.REINES n pause depuis)",
     "Montre le retour arrière de DEPART n pas à pas : à chaque décision, la tortue redessine "
     "l'échiquier (la reine courante en bleu) et écrit dessous la phrase qui explique le coup, "
     "la fin de la trace D/G/H et les compteurs (décisions, D, G, H, solutions), le tout placé "
     "pour tenir dans la fenêtre. Sans fenêtre, "
     "chaque image est aussi écrite en texte (comme ECHIQUIER). pause est l'attente entre deux "
     "images, en soixantièmes de seconde (30 par défaut), dix fois plus longue à chaque "
     "solution. Avec \"pas, chaque Entrée avance d'une décision, un nombre k puis Entrée saute "
     "à la décision k, suite puis Entrée repart sans s'arrêter. depuis : le numéro de la "
     "première décision montrée, les précédentes étant faites sans image (pour regarder la "
     "fin d'un 8 x 8 sans attendre). n est un entier de 2 à 32 ; Ctrl-C arrête.",
     "(ANIME.REINES 8 10 15000)\n"
     "(ANIME.REINES 4 \"pas)\n"
     "; Entrée : décision suivante, k : aller à la décision k, suite : sans arrêt ?")
HELP_LIB("DESSINE.ECHIQUIER", "bibliothèque",
     "DESSINE.ECHIQUIER lignes\n(DESSINE.ECHIQUIER lignes n)\n(DESSINE.ECHIQUIER lignes n courante)",
     "Dessine avec la tortue l'échiquier et ses reines (en couronnes) : les lignes des reines "
     "colonne par colonne, la ligne 1 en bas, les numéros des lignes et des colonnes. n : la "
     "taille de l'échiquier, pour une position partielle ; courante : la colonne de la reine "
     "courante, dessinée en bleu. L'écran est d'abord vidé ; le dessin, numéros compris, est "
     "placé et mis à l'échelle pour tenir dans la fenêtre (ZONEVISIBLE : sa taille, son zoom ; "
     "sans fenêtre, 800 x 600 pas autour de l'origine) ; SAUVEDESSIN enregistre le dessin.",
     "DESSINE.ECHIQUIER REINES.PREMIERE 8\nSAUVEDESSIN \"reines.png")
HELP_LIB("DESSINE.PRISES", "bibliothèque",
     "DESSINE.PRISES lignes\n(DESSINE.PRISES lignes n)\n(DESSINE.PRISES lignes n colonne)",
     "Dessine l'échiquier comme DESSINE.ECHIQUIER, avec en rouge pâle les cases attaquées par "
     "les reines (ou par la seule reine de la colonne donnée), et en rouge les reines en "
     "conflit, reliées deux à deux par un trait rouge.",
     "DESSINE.PRISES [1 2 3 4]\n; quatre reines sur une diagonale : toutes en rouge, six traits\n"
     "(DESSINE.PRISES [1 3] 4 2)\n; les cases attaquées par la reine de la colonne 2")
HELP_LIB("DESSINE.ARBRE", "bibliothèque",
     "DESSINE.ARBRE n",
     "Dessine avec la tortue l'arbre de recherche de l'Annexe 3 pour DEPART n (n de 2 à 6) : "
     "la racine à gauche, les feuilles à droite, chaque nœud examiné nommé par ses lignes, la "
     "décision qui l'a atteint (D ou H) et G là où le parcours est revenu en arrière ; les "
     "branches explorées en noir, délaissées (en prise, x) en gris, les solutions (*) en vert ; "
     "au-dessus, le titre, la légende et la trace. Le tout, légende comprise, est placé et mis "
     "à l'échelle pour tenir dans la fenêtre, comme DESSINE.ECHIQUIER (un grand arbre y est "
     "donc petit : ZOOM ou la molette l'agrandissent). Pour un polycopié : SAUVEDESSIN en .pdf "
     "ou .svg.",
     "DESSINE.ARBRE 4\nSAUVEDESSIN \"arbre4.pdf")
HELP_LIB("STATS.REINES", "bibliothèque",
     "STATS.REINES n",
     "Écrit en tableau ce que compte le parcours de DEPART n (voir REINES.STATS) : les "
     "solutions, les décisions D, G et H, et les positions examinées colonne par colonne "
     "avec leur total. La colonne 1 compte aussi la première reine, posée par DEPART sans "
     "DECIDER, comme l'arbre d'ARBRE.REINES. Le total est celui de la ligne « une par colonne "
     "(Dupont) » de DOUBLONS.REINES (COMPTES.REINES.CASES n \"DUPONT) : après une solution, "
     "le listing revient en arrière sans essayer les lignes au-dessus de la dernière reine ; "
     "COMPTES.REINES.CASES n \"COLONNES les compte en plus (15720 au lieu de 15398 pour 8). n "
     "est un entier de 2 à 32.",
     "STATS.REINES 4\n"
     "; Échiquier de 4 cases : 2 solutions.\n"
     "; Décisions : D = 14, G = 14, H = 42\n"
     "; colonne   positions examinées\n"
     ";       1                     4\n"
     ";       2                    16\n"
     ";       3                    24\n"
     ";       4                    13\n"
     ";   total                    57\n"
     "; La colonne 1 compte aussi la première reine, posée sur la ligne 1 par DEPART sans "
     "passer par DECIDER : ce sont les nœuds de la première colonne d'ARBRE.REINES.\n"
     "; Le total est celui de la ligne « une par colonne (Dupont) » de DOUBLONS.REINES...")
HELP_LIB("COMPARE.REINES", "bibliothèque",
     "COMPARE.REINES n",
     "Fait tourner DEPART n (le listing de 1988, en Logo) puis DEPART.NATIF n (le même en "
     "C), compare tout ce qu'ils écrivent et présente le résultat : solutions, "
     "décisions, temps en millisecondes, et combien de fois le natif est plus rapide. Les "
     "temps varient d'une fois à l'autre. n est un entier de 2 à 32.",
     "COMPARE.REINES 4\n"
     "; Huit reines généralisées, N = 4\n"
     ";                    Logo (DEPART)    natif (DEPART.NATIF)\n"
     "; solutions                      2                       2\n"
     "; décisions D                   14                      14\n"
     "; décisions G                   14                      14\n"
     "; décisions H                   42                      42\n"
     "; temps (ms)                   0.2                       0\n"
     "; Traces identiques : les mêmes positions, dans le même ordre.\n"
     "; Le natif est 17 fois plus rapide.")

/* mise au point */

HELP(TRACE, "mise au point",
     "TRACE \"nom\n(TRACE [nom1 nom2 ...])",
     "Suit les procédures nommées : chaque appel affiche ( NOM entrées ... ), décalé selon "
     "la profondeur (au-delà de 40 niveaux, la profondeur est écrite entre crochets), et chaque fin « NOM arrête » ou « NOM rend valeur ». Un appel terminal "
     "s'affiche au même niveau (la procédure appelée prend la place de l'appelante, la "
     "mémoire reste constante) et seule la dernière procédure affiche sa fin. SUIVI est un "
     "autre nom. Les primitives ne se suivent pas.",
     "POUR FACT :N\nSI :N = 0 [RETOURNE 1]\nRETOURNE :N * FACT :N - 1\nFIN\n"
     "TRACE \"FACT EC FACT 2\n; ( FACT 2 )\n;  ( FACT 1 )\n;   ( FACT 0 )\n;   FACT rend 1\n"
     ";  FACT rend 1\n; FACT rend 2\n; 2")

HELP(FINTRACE, "mise au point",
     "FINTRACE \"nom\n(FINTRACE [nom1 nom2 ...])",
     "Arrête de suivre les procédures nommées (voir TRACE). FINSUIVI est un autre nom.",
     "FINTRACE \"FACT EC FACT 3\n; 6")

HELP(PAS, "mise au point",
     "PAS \"nom\n(PAS [nom1 nom2 ...])",
     "Exécute pas à pas les procédures nommées : avant chaque ligne, Tortue l'affiche "
     "suivie de >>> et attend que l'on appuie sur Entrée. Ctrl-C arrête le programme.",
     "POUR DEUX\nEC 1\nEC 2\nFIN\nPAS \"DEUX DEUX\n; EC 1 >>> (Entrée)\n; 1\n; EC 2 >>> (Entrée)\n; 2")

HELP(FINPAS, "mise au point",
     "FINPAS \"nom\n(FINPAS [nom1 nom2 ...])",
     "Les procédures nommées s'exécutent de nouveau sans s'arrêter à chaque ligne.",
     "FINPAS \"DEUX DEUX\n; 1\n; 2")

HELP(PAUSE, "mise au point",
     "PAUSE",
     "Interrompt le programme et ouvre une invite « NOM? » dans la procédure en cours : on "
     "peut y lire et changer ses variables et ses entrées. CONTINUE (ou la fin de l'entrée) "
     "reprend le programme ; (CONTINUE valeur) fait rendre cette valeur à PAUSE. Avec "
     "DONNE \"ERRACT [PAUSE], une erreur ouvre une PAUSE là où elle se produit.",
     "POUR F :N\nPAUSE\nEC :N\nFIN\nF 5\n; Pause...\n; F? DONNE \"N 99\n; F? CONTINUE\n; 99")

HELP(CONTINUE, "mise au point",
     "CONTINUE\n(CONTINUE valeur)",
     "Termine la PAUSE en cours et reprend le programme ; avec une valeur, la PAUSE la rend. "
     "Erreur en dehors d'une PAUSE. CO est un autre nom.",
     "POUR G\nEC 1 + PAUSE\nFIN\nG\n; Pause...\n; G? (CONTINUE 7)\n; 8")

HELP(EDITE, "espace de travail",
     "EDITE \"nom\nEDITE [nom1 nom2 ...]\nEDITE",
     "Ouvre les définitions nommées dans l'éditeur de l'utilisateur ($VISUAL, sinon $EDITOR, "
     "sinon l'éditeur du système, editor ou sensible-editor, sinon vi) ; un nom nouveau "
     "donne une page POUR nom ... FIN à remplir. À la sortie de l'éditeur, le texte est relu "
     "(les procédures sont redéfinies, « NOM définie » pour chacune) ; quitter sans rien "
     "changer ne définit rien. S'il contient une erreur, le message dit la ligne, le texte "
     "est gardé et EDITE le rouvre, avec ou sans nom ; sinon EDITE sans argument ouvre une "
     "page vide. ED est un autre nom.",
     "EDITE \"CARRE\n; (l'éditeur s'ouvre sur POUR CARRE :X ... FIN)")

/* bibliothèque : la clé d'une position d'échecs (lib-logo/echecs.lgo, graine 001) */

HELP_LIB("CLE.ECHECS", "bibliothèque",
     "CLE.ECHECS fen",
     "Rend la clé d'une position d'échecs selon l'article « Nombre de positions légales au "
     "jeu d'échecs » : un mot de 0 et de 1. fen est une position en notation FEN, donnée "
     "comme la liste de ses champs ([4k3/8/8/8/8/8/8/4K3 w - - 0 1]) ou comme un seul mot "
     "(\"|... w - - 0 1|) ; les deux compteurs de coups sont facultatifs et ne sont pas "
     "dans la clé. Dans l'ordre de l'article : 1 bit pour le trait (1 : aux noirs), 1 bit "
     "par camp qui peut encore roquer, les 64 cases par le code de l'article (0 vide, 101 "
     "pion blanc, 111 pion noir, 10011 tour, 10010 fou, 10001 cavalier, 100001 dame, "
     "100000 roi blancs, 11011... 110000 pour les noirs), puis la prise en passant. "
     "Trois choix que l'article ne fait pas : les cases vont de a8 à h8, puis de a7 à h7... "
     "jusqu'à h1 (l'ordre de la FEN) ; la prise en passant s'écrit 0 (aucune) ou 1 suivi de "
     "la colonne sur trois bits (a = 000 ... h = 111), car le « 0 ou i1 i2 i3 » de "
     "l'article ne se relirait pas pour la colonne a ; le roque ne garde qu'un bit par camp "
     "(voir CLE.ECHECS.DECODE). Une FEN incorrecte (rangée de 9 cases, lettre inconnue, "
     "trait, roques ou prise en passant impossibles, roi manquant, pion sur la rangée 1 ou "
     "8) est refusée avec un message qui dit pourquoi.",
     "EC CLE.ECHECS [4k3/8/8/8/8/8/8/4K3 b - - 0 1]\n"
     "; 100000011000000000000000000000000000000000000000000000000000000000001000000000")
HELP_LIB("CLE.ECHECS.BITS", "bibliothèque",
     "CLE.ECHECS.BITS fen",
     "Rend le nombre de bits de CLE.ECHECS fen : 78 pour les deux rois seuls (comme le dit "
     "l'article), 168 pour la position de départ (3 + 164 + 1, et non les 129 de l'article : "
     "voir LECON.CLE.ECHECS).",
     "EC CLE.ECHECS.BITS [4k3/8/8/8/8/8/8/4K3 w - - 0 1]\n"
     "EC CLE.ECHECS.BITS \"|rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1|\n"
     "; 78\n"
     "; 168")
HELP_LIB("CLE.ECHECS.DECODE", "bibliothèque",
     "CLE.ECHECS.DECODE clé",
     "Rend la position (la liste des six champs FEN) dont clé est la CLE.ECHECS, en lisant "
     "les bits un à un : aucun code de case n'étant le début d'un autre, le premier code "
     "reconnu est le bon. Les compteurs de coups reviennent à 0 1. La clé ne garde qu'un bit "
     "de roque par camp : le décodeur rend les roques que l'échiquier permet encore (roi et "
     "tour sur leurs cases de départ) ; une position où un camp n'a perdu qu'un roque alors "
     "que ses deux tours sont chez elles ne se retrouve donc pas. Une clé trop courte, trop "
     "longue ou qui ne donne pas une position correcte est refusée.",
     "MONTRE CLE.ECHECS.DECODE CLE.ECHECS [r3k3/8/8/8/8/8/8/4K2R w Kq - 0 1]\n"
     "MONTRE CLE.ECHECS.DECODE CLE.ECHECS [rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1]\n"
     "; [r3k3/8/8/8/8/8/8/4K2R w Kq - 0 1]\n"
     "; [rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1]")
HELP_LIB("CLE.ECHECS.COURTE", "bibliothèque",
     "CLE.ECHECS.COURTE fen",
     "La clé améliorée que l'article annonce sans la décrire : comme CLE.ECHECS, mais sur les "
     "rangées 1 et 8, où il n'y a jamais de pion, le troisième bit du code d'une case "
     "occupée (pion ou pièce) est omis : tour blanche 1011, roi noir 11000... Chaque pièce de "
     "ces deux rangées gagne un bit : 16 pour la position de départ.",
     "EC CLE.ECHECS.COURTE [4k3/8/8/8/8/8/8/4K3 w - - 0 1]\n"
     "; 0000000110000000000000000000000000000000000000000000000000000000000100000000")
HELP_LIB("CLE.ECHECS.COURTE.BITS", "bibliothèque",
     "CLE.ECHECS.COURTE.BITS fen",
     "Rend le nombre de bits de CLE.ECHECS.COURTE fen.",
     "EC CLE.ECHECS.COURTE.BITS [rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1]\n"
     "EC CLE.ECHECS.COURTE.BITS [4k3/8/8/8/8/8/8/4K3 w - - 0 1]\n"
     "; 152\n"
     "; 76")
HELP_LIB("CLE.ECHECS.COURTE.DECODE", "bibliothèque",
     "CLE.ECHECS.COURTE.DECODE clé",
     "Rend la position dont clé est la CLE.ECHECS.COURTE (voir CLE.ECHECS.DECODE).",
     "MONTRE CLE.ECHECS.COURTE.DECODE CLE.ECHECS.COURTE [4k3/8/8/8/8/8/8/4K3 w - - 0 1]\n"
     "; [4k3/8/8/8/8/8/8/4K3 w - - 0 1]")
HELP_LIB("LECON.CLE.ECHECS", "bibliothèque",
     "LECON.CLE.ECHECS",
     "Refait les comptes de l'article : la longueur de la clé pièce par pièce et avec "
     "CLE.ECHECS.BITS pour les deux rois seuls (78 bits : l'article a raison), la position de "
     "départ (3 + 164 + 1 = 168 bits, 152 en clé courte) et une position de 32 pièces avec "
     "prise en passant (171). L'article annonce 129 bits au plus et en conclut moins de "
     "2^129 (environ 6,8 x 10^38) positions légales : son code n'y tient pas, la conclusion "
     "ne découle donc pas de sa clé, et elle est fausse : John Tromp (2021) estime le nombre "
     "de positions légales à environ 4,8 x 10^44, ce qui demande au moins 149 bits à tout "
     "code de longueur fixe.",
     "LECON.CLE.ECHECS\n"
     "; La clé d'une position, d'après l'article ...\n"
     "; Deux rois seuls : 3 + (62 x 1 + 0 x 3 + 0 x 5 + 2 x 6) + 1 = 3 + 74 + 1 = 78 bits, "
     "CLE.ECHECS.BITS donne 78\n"
     "; ...")

/* bibliothèque : les reines par numéros de cases (lib-logo/reines-cases.lgo, graine 002) */

HELP_LIB("CASE.NUMERO", "bibliothèque",
     "CASE.NUMERO n ligne colonne",
     "Le numéro d'une case d'un échiquier n x n, numéroté comme dans l'article « LINQ : "
     "Placer 8 reines » : de 1 à n x n, ligne par ligne, la case 1 en haut à gauche. "
     "CASE.LIGNE, CASE.COLONNE, CASE.DIAGONALE et CASE.ANTIDIAGONALE font le chemin inverse.",
     "EC CASE.NUMERO 8 3 4\n"
     "; 20")
HELP_LIB("CASE.LIGNE", "bibliothèque",
     "CASE.LIGNE n case",
     "La ligne (1 en haut) de la case numéro case d'un échiquier n x n : 1 + (case - 1) / n, "
     "division entière.",
     "EC CASE.LIGNE 8 20\n"
     "; 3")
HELP_LIB("CASE.COLONNE", "bibliothèque",
     "CASE.COLONNE n case",
     "La colonne (1 à gauche) de la case numéro case : 1 + le reste de (case - 1) par n.",
     "EC CASE.COLONNE 8 20\n"
     "; 4")
HELP_LIB("CASE.DIAGONALE", "bibliothèque",
     "CASE.DIAGONALE n case",
     "Ligne + colonne : le même nombre pour toutes les cases d'une diagonale « / ». Les cases "
     "15 et 57 de l'article ont la diagonale 9.",
     "EC CASE.DIAGONALE 8 15\n"
     "EC CASE.DIAGONALE 8 57\n"
     "; 9\n"
     "; 9")
HELP_LIB("CASE.ANTIDIAGONALE", "bibliothèque",
     "CASE.ANTIDIAGONALE n case",
     "Ligne - colonne : le même nombre pour toutes les cases d'une diagonale « \\ ».",
     "EC CASE.ANTIDIAGONALE 8 20\n"
     "; -1")
HELP_LIB("EN.PRISE?", "bibliothèque",
     "EN.PRISE? n case1 case2",
     "VRAI si deux reines sur ces cases se gênent : même ligne, même colonne, même "
     "diagonale ou même antidiagonale (le test de l'article).",
     "EC EN.PRISE? 8 15 57\n"
     "EC EN.PRISE? 8 1 10\n"
     "EC EN.PRISE? 8 1 11\n"
     "; VRAI\n"
     "; VRAI\n"
     "; FAUX")
HELP_LIB("EN.PRISE.LISTE?", "bibliothèque",
     "EN.PRISE.LISTE? n case reines",
     "VRAI si une reine posée en case serait en prise avec l'une des reines (une liste de "
     "numéros de cases).",
     "EC EN.PRISE.LISTE? 4 8 [2 9]\n"
     "EC EN.PRISE.LISTE? 4 8 [2 9 16]\n"
     "; FAUX\n"
     "; VRAI")
HELP_LIB("REINES.CASES.4", "bibliothèque",
     "REINES.CASES.4",
     "La recherche de l'article écrite telle quelle pour 4 reines : quatre boucles "
     "imbriquées sur les 16 cases, chaque reine sur une case qui n'est pas en prise avec "
     "les précédentes. Rend les solutions dans l'ordre de pose : 48, soit 4! = 24 fois "
     "chacune des 2 solutions (IM \"REINES.CASES.4 pour lire la procédure).",
     "EC COMPTE REINES.CASES.4\n"
     "MONTRE PREMIER REINES.CASES.4\n"
     "; 48\n"
     "; [2 8 9 15]")
HELP_LIB("REINES.CASES", "bibliothèque",
     "REINES.CASES n",
     "La recherche de l'article pour n reines (n de 1 à 6), chaque reine cherchée de la case "
     "1 à la case n x n : rend toutes les solutions dans l'ordre de pose, chaque placement "
     "n! fois.",
     "EC COMPTE REINES.CASES 5\n"
     "; 1200")
HELP_LIB("REINES.CASES.CROISSANTES", "bibliothèque",
     "REINES.CASES.CROISSANTES n",
     "La même recherche, chaque reine sur une case plus loin que la précédente : chaque "
     "placement une seule fois (n de 1 à 10).",
     "MONTRE REINES.CASES.CROISSANTES 4\n"
     "; [[2 8 9 15] [3 5 12 14]]")
HELP_LIB("COMPTES.REINES.CASES", "bibliothèque",
     "COMPTES.REINES.CASES n méthode",
     "Rend [solutions positions] : ce que trouve et ce qu'examine (les cases essayées pour la "
     "reine suivante) la méthode \"ORDONNEE (celle de l'article, n de 1 à 6), \"CROISSANTE "
     "(cases en ordre croissant), \"COLONNES (une reine par colonne, chacune essayant toutes "
     "ses lignes) ou \"DUPONT (une reine par colonne, comme le listing de Dupont, qui revient "
     "en arrière aussitôt après une solution : le total de STATS.REINES), n de 1 à 10 pour "
     "ces trois-là. \"ORDONNEE.CALCULEE rend ce que ferait l'article sans le "
     "faire (n! x solutions, et n x n x la somme des k! x I(k), I(k) étant le nombre de "
     "façons de poser k reines sans prise, trouvé en ordre croissant) ; \"LIBRES rend "
     "seulement le nombre de débuts sans prise d'une reine par colonne, les positions "
     "qu'essaie un compteur à masques de bits.",
     "MONTRE COMPTES.REINES.CASES 4 \"ORDONNEE\n"
     "MONTRE COMPTES.REINES.CASES 4 \"CROISSANTE\n"
     "MONTRE COMPTES.REINES.CASES 8 \"COLONNES\n"
     "MONTRE COMPTES.REINES.CASES 8 \"DUPONT\n"
     "MONTRE COMPTES.REINES.CASES 5 \"ORDONNEE.CALCULEE\n"
     "EC COMPTES.REINES.CASES 8 \"LIBRES\n"
     "; [48 3984]\n"
     "; [2 358]\n"
     "; [92 15720]\n"
     "; [92 15398]\n"
     "; [1200 87450]\n"
     "; 2056")
HELP_LIB("DOUBLONS.REINES", "bibliothèque",
     "DOUBLONS.REINES\n"
     "(DOUBLONS.REINES de a)",
     "La leçon des doublons, en tableau, pour n de 4 à 8 (ou de de à a, entre 1 et 10) : "
     "solutions, positions examinées et temps de la recherche de l'article (n! fois chaque "
     "solution ; calculée et non faite au-delà de n = 5, ce que signale une *), des cases "
     "prises en ordre croissant, d'une reine par colonne comme le listing de Dupont (le total "
     "de STATS.REINES) et du compteur natif "
     "REINES.COMPTE (dont les positions, **, sont les débuts sans prise qu'un compteur à "
     "masques de bits essaie, comptés en Logo). Les temps varient d'une fois à l'autre ; "
     "jusqu'à 8, une dizaine de secondes de calcul, presque toutes pour les cases "
     "croissantes.",
     "(DOUBLONS.REINES 4 4)\n"
     "; Les reines par numéros de cases : pourquoi la représentation compte.\n"
     "; N   méthode                           solutions    positions examinées   temps (ms)\n"
     "; 4   article (ordre de pose)                  48                   3984         18.8\n"
     "; 4   cases croissantes                         2                    358          5.1\n"
     "; 4   une par colonne (Dupont)                  2                     57         0.13\n"
     "; 4   natif (REINES.COMPTE)                     2                   16**          8.8\n"
     "; ...")
HELP_LIB("VUE.CASES", "bibliothèque",
     "VUE.CASES n\n"
     "(VUE.CASES n reines)",
     "Écrit l'échiquier n x n (n de 1 à 12) numéroté comme dans l'article, la ligne 1 en "
     "haut : dans chaque case son numéro, puis ligne + colonne (CASE.DIAGONALE) et ligne - "
     "colonne (CASE.ANTIDIAGONALE). reines, une liste de numéros de cases, les marque d'un R.",
     "(VUE.CASES 3 [1 6])\n"
     "; +-------+-------+-------+\n"
     "; |   R1  |    2  |    3  |\n"
     "; |  2  0 |  3 -1 |  4 -2 |\n"
     "; +-------+-------+-------+\n"
     "; |    4  |    5  |   R6  |\n"
     "; |  3  1 |  4  0 |  5 -1 |\n"
     "; +-------+-------+-------+\n"
     "; |    7  |    8  |    9  |\n"
     "; |  4  2 |  5  1 |  6  0 |\n"
     "; +-------+-------+-------+\n"
     "; Dans chaque case : son numéro (R : une reine), puis ligne + colonne (diagonale /) et "
     "ligne - colonne (diagonale \\).")

/* added with the arrays, the other loops, TESTE and VAVERS */

HELP(TABLEAU, "mots et listes",
     "TABLEAU n\n(TABLEAU n origine)",
     "Rend un tableau de n éléments, tous la liste vide, numérotés à partir de 1 (ou de "
     "origine). Contrairement à une liste, un tableau se modifie sur place avec DONNEITEM ; "
     "ITEM, COMPTE, MEMBRE? et CHOIX s'en servent comme d'une liste, PREMIER rend le numéro de "
     "son premier élément ; les primitives des mots (SP, DERNIER, MOT...) le refusent. Il "
     "s'écrit entre accolades : {a b c}.",
     "DONNE \"T TABLEAU 3\nDONNEITEM 2 :T \"x\nMONTRE :T\n; {[] x []}")

HELP(DONNEITEM, "mots et listes",
     "DONNEITEM n tableau valeur",
     "Remplace l'élément n du tableau par valeur, sur place (toutes les variables qui "
     "désignent ce tableau voient le changement). Erreur si n n'est pas un numéro du tableau.",
     "DONNE \"T {a b c}\nDONNEITEM 1 :T \"z\nEC ITEM 1 :T\n; z")

HELP(LISTEVERSTABLEAU, "mots et listes",
     "LISTEVERSTABLEAU liste\n(LISTEVERSTABLEAU liste origine)",
     "Rend un tableau (numéroté à partir de 1, ou de l'origine donnée) qui contient "
     "les éléments de la liste.",
     "MONTRE LISTEVERSTABLEAU [1 2]\n; {1 2}")

HELP(TABLEAUVERSLISTE, "mots et listes",
     "TABLEAUVERSLISTE tableau",
     "Rend la liste des éléments du tableau, dans l'ordre.",
     "MONTRE TABLEAUVERSLISTE {a [b] c}\n; [a [b] c]")

HELP(TABLEAU_P, "prédicats",
     "TABLEAU? chose",
     "Rend VRAI si la chose est un tableau, FAUX sinon. TABLEAUP est un autre nom.",
     "EC TABLEAU? TABLEAU 2\n; VRAI")

HELP(REPETETANTQUE, "contrôle",
     "REPETETANTQUE [instructions] [condition]",
     "Exécute les instructions, puis recommence tant que la condition (une liste exécutée "
     "après chaque tour) rend VRAI : les instructions sont faites au moins une fois. "
     "COMPTEUR compte les tours ; STOP et RETOURNE quittent la procédure.",
     "DONNE \"K 0\nREPETETANTQUE [DONNE \"K :K + 1] [:K < 3]\nEC :K\n; 3")

HELP(REPETEJUSQUA, "contrôle",
     "REPETEJUSQUA [instructions] [condition]",
     "Exécute les instructions, puis recommence jusqu'à ce que la condition rende VRAI : les "
     "instructions sont faites au moins une fois.",
     "DONNE \"K 0\nREPETEJUSQUA [DONNE \"K :K + 1] [:K >= 10]\nEC :K\n; 10")

HELP(TESTE, "contrôle",
     "TESTE condition",
     "Retient le résultat de la condition (VRAI ou FAUX) dans la procédure en cours, pour "
     "les SIVRAI et SIFAUX qui suivent.",
     "TESTE 1 < 2 SIVRAI [EC \"vrai] SIFAUX [EC \"faux]\n; vrai")

HELP(SIVRAI, "contrôle",
     "SIVRAI [instructions]",
     "Exécute les instructions si le dernier TESTE de la procédure en cours a donné VRAI. "
     "Erreur s'il n'y a pas eu de TESTE. SIV est un autre nom.",
     "TESTE 2 > 1 SIVRAI [EC \"oui]\n; oui")

HELP(SIFAUX, "contrôle",
     "SIFAUX [instructions]",
     "Exécute les instructions si le dernier TESTE de la procédure en cours a donné FAUX. "
     "Erreur s'il n'y a pas eu de TESTE. SIF est un autre nom.",
     "TESTE 2 < 1 SIFAUX [EC \"non]\n; non")

HELP(BALISE, "contrôle",
     "BALISE \"nom",
     "Marque la ligne d'une procédure qu'elle commence ; VAVERS \"nom y revient. Ne fait rien "
     "d'autre.",
     "POUR COMPTE.JUSQUA :N\nLOCALE \"I\nDONNE \"I 0\nBALISE \"haut\nDONNE \"I :I + 1\n"
     "TAPE :I\nSI :I < :N [VAVERS \"haut]\nEC []\nFIN\nCOMPTE.JUSQUA 5\n; 12345")

HELP(VAVERS, "contrôle",
     "VAVERS \"nom",
     "Continue la procédure en cours à partir de la ligne qui commence par BALISE \"nom (même "
     "depuis un REPETE). Erreur hors d'une procédure, ou s'il n'y a pas de telle BALISE.",
     "(voir BALISE)")

HELP(TOUCHE_P, "écran",
     "TOUCHE?",
     "Rend VRAI si une touche a été tapée et attend d'être lue (par LISCAR), FAUX sinon ; "
     "n'attend jamais, ni Entrée. Une touche tapée dans la fenêtre de la tortue compte "
     "aussi (dans la page du navigateur, sur le dessin). Après FIXELECTURE, rend VRAI s'il reste à lire dans le fichier. "
     "TOUCHEP est un autre nom.",
     "EC TOUCHE?\n; FAUX")

HELP(IMT, "espace de travail",
     "IMT \"nom\nIMT [nom1 nom2 ...]",
     "Écrit la ligne de titre (POUR ...) des procédures nommées.",
     "POUR CARRE :X\nRETOURNE :X * :X\nFIN\nIMT \"CARRE\n; POUR CARRE :X")

HELP(EDITETOUT, "espace de travail",
     "EDITETOUT",
     "Ouvre toutes les procédures définies par l'utilisateur dans l'éditeur, comme EDITE. "
     "EDTOUT est un autre nom.",
     "EDITETOUT")

HELP(LIS, "écran",
     "LIS question \"nom",
     "Écrit la question (un mot ou une liste), lit la ligne tapée et la donne à la variable "
     "nom : un seul mot ou nombre tel quel, plusieurs sous forme de liste (comme LISLISTE). "
     "À la fin de l'entrée, la variable reçoit la liste vide.",
     "LIS [Quel âge as-tu ?] \"AGE\nEC :AGE + 1\n; Quel âge as-tu ? (on tape : 11)\n; 12")

/* taquin (lib-logo/taquin.lgo) */

HELP_LIB("BUT", "taquin",
     "BUT n p",
     "Rend la position à atteindre d'un taquin de n lignes et p colonnes (2 à 6) : la case "
     "vide (0) en haut à gauche, la pièce p*i+j à la ligne i, colonne j (numérotées à partir "
     "de 0, comme dans l'exercice). Une position est la liste de ses lignes.",
     "MONTRE BUT 3 3\n; [[0 1 2] [3 4 5] [6 7 8]]")

HELP_LIB("AFFICHE.POSITION", "taquin",
     "AFFICHE.POSITION position",
     "Écrit la position en grille, chaque nombre sur deux caractères (la fonction "
     "affiche_position de l'exercice). Erreur si la position est incorrecte : lignes de "
     "longueurs différentes, pièce absente ou en double, autre chose qu'un nombre.",
     "AFFICHE.POSITION BUT 2 3\n;  0 1 2\n;  3 4 5")

HELP_LIB("POSSIBLES", "taquin",
     "POSSIBLES position",
     "Rend la liste des mouvements permis, dans l'ordre NORD SUD EST OUEST ; un mouvement dit "
     "où va la case vide : NORD vers le haut, SUD vers le bas, EST à droite, OUEST à gauche.",
     "MONTRE POSSIBLES BUT 3 3\n; [SUD EST]")

HELP_LIB("DEPLACE", "taquin",
     "DEPLACE position mouvement",
     "Rend la position obtenue en déplaçant la case vide, le trou : NORD, SUD, EST et OUEST "
     "disent où il va (EST : le trou passe à droite, la pièce qui y était glisse à gauche). Le "
     "mouvement doit être possible (sinon, erreur « Mouvement impossible ») ; la position "
     "donnée n'est pas modifiée.",
     "MONTRE DEPLACE BUT 3 3 \"SUD\n; [[3 1 2] [0 4 5] [6 7 8]]")

HELP_LIB("APPLIQUE", "taquin",
     "APPLIQUE position mouvements",
     "Rend la position obtenue après la liste de mouvements, dans l'ordre ; chacun doit être "
     "possible.",
     "MONTRE APPLIQUE BUT 2 2 [SUD EST]\n; [[2 1] [3 0]]")

HELP_LIB("REJOUE", "taquin",
     "REJOUE position mouvements\n(REJOUE position mouvements pause)",
     "Affiche la position, puis chaque mouvement et la position qui en résulte : une solution "
     "jouée sur le plateau. La tortue dessine aussi chaque position (comme DESSINE.TAQUIN) ; "
     "dans une fenêtre, elle attend pause soixantièmes de seconde entre deux coups (30 par "
     "défaut).",
     "REJOUE APPLIQUE BUT 2 3 [EST SUD] [NORD OUEST]\n;  1 4 2\n;  3 0 5\n; -- coup 1 : NORD\n"
     ";  1 0 2\n;  3 4 5\n; -- coup 2 : OUEST\n;  0 1 2\n;  3 4 5")

HELP_LIB("DESSINE.TAQUIN", "taquin",
     "DESSINE.TAQUIN position",
     "Dessine la position avec la tortue, lisible du fond de la classe (l'écran est d'abord "
     "vidé, la tortue rendue ensuite telle qu'elle était) : sur un plateau sombre, une case de "
     "bois bordée par pièce, son numéro en grand au milieu, la case vide (le trou) en gris "
     "foncé ; le plateau est placé et mis à l'échelle pour remplir la fenêtre (ZONEVISIBLE ; "
     "sans fenêtre, 552 pas dans sa plus grande dimension, centré sur l'origine). "
     "Les mouvements disent où va le trou : EST l'envoie à droite, la pièce qui y était glisse "
     "à gauche. SAUVEDESSIN l'enregistre, MONTREDESSIN la montre dans le terminal.",
     "DESSINE.TAQUIN APPLIQUE BUT 3 3 [EST SUD]\nSAUVEDESSIN \"taquin.png")

HELP_LIB("POSITION.HASARD", "taquin",
     "POSITION.HASARD n p k",
     "Rend une position à k mouvements au hasard du but, chacun tiré parmi les mouvements "
     "possibles (la fonction random_position de l'exercice) : elle a donc une solution en k "
     "coups au plus. GRAINE avant permet de retrouver la même.",
     "GRAINE 3\nAFFICHE.POSITION POSITION.HASARD 2 3 4\n;  1 2 5\n;  3 0 4")

HELP_LIB("SOLUBLE?", "taquin",
     "SOLUBLE? position",
     "Rend VRAI si le but peut être atteint depuis la position, sans chercher : la parité "
     "de la permutation des pièces (et, si le nombre de colonnes est pair, la ligne de la "
     "case vide) en décide.",
     "EC SOLUBLE? [[0 2 1] [3 4 5] [6 7 8]]\n; FAUX")

HELP_LIB("DISTANCE.TAQUIN", "taquin",
     "DISTANCE.TAQUIN position",
     "Rend la distance d de l'exercice : la somme, pour chaque pièce et pour la case vide, "
     "des écarts de ligne et de colonne entre sa place et sa place dans BUT.",
     "EC DISTANCE.TAQUIN [[1 0 2] [3 4 5] [6 7 8]]\n; 2")

HELP_LIB("PROFONDEUR", "taquin",
     "PROFONDEUR position\n(PROFONDEUR position max)",
     "Recherche en profondeur d'abord : les nouveaux chemins vont en tête de la liste, le "
     "premier mouvement possible d'abord ; les positions déjà vues ne sont pas reprises. Rend "
     "[mouvements examinées] : les mouvements du départ au but et le nombre de positions "
     "examinées (sorties de la liste pour être comparées au but). Une position sans solution "
     "est refusée d'emblée ; au-delà de max positions examinées (200000 par défaut), la "
     "recherche s'arrête sur une erreur qui le dit.",
     "MONTRE PROFONDEUR APPLIQUE BUT 2 3 [EST SUD]\n; [[NORD OUEST] 358]")

HELP_LIB("LARGEUR", "taquin",
     "LARGEUR position\n(LARGEUR position max)",
     "Recherche en largeur d'abord : niveau par niveau, les chemins d'un niveau examinés dans "
     "l'ordre où ils ont été faits ; trouve un chemin le plus court. Rend [mouvements "
     "examinées], comme PROFONDEUR.",
     "MONTRE LARGEUR APPLIQUE BUT 3 3 [SUD EST SUD EST NORD OUEST]\n"
     "; [[EST SUD OUEST NORD OUEST NORD] 112]")

HELP_LIB("DEUX.BOUTS", "taquin",
     "DEUX.BOUTS position\n(DEUX.BOUTS position max)",
     "Recherche en largeur par les deux bouts : un niveau depuis le départ, un niveau depuis "
     "le but, et ainsi de suite ; le premier chemin examiné dont la position a été vue de "
     "l'autre côté relie les deux. Trouve un chemin le plus court en examinant beaucoup moins "
     "de positions. Rend [mouvements examinées].",
     "MONTRE DEUX.BOUTS APPLIQUE BUT 3 3 [SUD EST SUD EST NORD OUEST]\n"
     "; [[EST SUD OUEST NORD OUEST NORD] 26]")

HELP_LIB("HEURISTIQUE", "taquin",
     "HEURISTIQUE position\n(HEURISTIQUE position max)",
     "Recherche heuristiquement ordonnée : les chemins gardés par DISTANCE.TAQUIN croissante au but, "
     "un nouveau chemin après ceux de même distance. Souvent très rapide, mais le chemin "
     "trouvé n'est pas toujours le plus court. Rend [mouvements examinées].",
     "MONTRE HEURISTIQUE APPLIQUE BUT 3 3 [SUD EST SUD EST NORD OUEST]\n"
     "; [[EST SUD OUEST NORD OUEST NORD] 16]")

HELP_LIB("MANHATTAN", "taquin",
     "MANHATTAN position",
     "La somme, pour chaque pièce (sans le trou), de sa distance (lignes plus colonnes) à sa "
     "place dans BUT. Chaque mouvement rapproche au mieux une pièce d'un pas : MANHATTAN ne "
     "dépasse jamais le nombre de mouvements qui restent (DISTANCE.TAQUIN, qui compte aussi le trou, "
     "peut le dépasser).",
     "MONTRE MANHATTAN [[0 2 1] [6 4 5] [3 7 8]]\n; 4")

HELP_LIB("CONFLITS", "taquin",
     "CONFLITS position",
     "Les conflits linéaires : deux pièces dans leur ligne (ou leur colonne) mais dans le mauvais "
     "ordre ne peuvent pas se croiser, l'une doit sortir et revenir, deux mouvements de plus que "
     "MANHATTAN. Dans chaque ligne et chaque colonne, les pièces qui restent sont la plus longue "
     "suite dans l'ordre ; chacune des autres compte 2.",
     "MONTRE CONFLITS [[0 2 1] [6 4 5] [3 7 8]]\n; 4")

HELP_LIB("ESTIMATION", "taquin",
     "ESTIMATION position",
     "MANHATTAN + CONFLITS : jamais plus que le nombre de mouvements qui restent, et change "
     "d'exactement 1 à chaque mouvement ; c'est ce qui permet à A.ETOILE et IDA.ETOILE de trouver "
     "un plus court chemin.",
     "MONTRE ESTIMATION [[0 2 1] [6 4 5] [3 7 8]]\n; 8")

HELP_LIB("A.ETOILE", "taquin",
     "A.ETOILE position\n(A.ETOILE position max)",
     "A* : les chemins gardés par f = g + h croissant, g les mouvements faits et h l'ESTIMATION "
     "de ceux qui restent ; à f égal, le plus long d'abord, puis le premier fait. Une position "
     "garde le plus petit nombre de mouvements connu pour l'atteindre. Le premier chemin qui "
     "atteint le but est un plus court. Rend [mouvements examinées].",
     "MONTRE A.ETOILE APPLIQUE BUT 3 3 [SUD EST SUD EST NORD OUEST]\n"
     "; [[EST SUD OUEST NORD OUEST NORD] 7]")

HELP_LIB("IDA.ETOILE", "taquin",
     "IDA.ETOILE position\n(IDA.ETOILE position max)",
     "IDA* : en profondeur, mais seulement le long des chemins où f = g + ESTIMATION reste sous "
     "une borne ; la borne part de l'ESTIMATION du départ et monte, tant que le but n'est pas "
     "atteint, au plus petit f qui l'a dépassée. Ne garde que le chemin suivi (presque pas de "
     "mémoire) ; les positions revues à chaque borne comptent toutes. Un mouvement qui défait "
     "le précédent n'est pas essayé. Trouve un plus court chemin. Rend [mouvements examinées].",
     "MONTRE IDA.ETOILE APPLIQUE BUT 3 3 [SUD EST SUD EST NORD OUEST]\n"
     "; [[EST SUD OUEST NORD OUEST NORD] 7]")

HELP(PROFONDEUR_NATIF, "taquin",
     "PROFONDEUR.NATIF position\n(PROFONDEUR.NATIF position max)",
     "La recherche en profondeur de PROFONDEUR, en C : mêmes chemins dans le même ordre, donc "
     "mêmes mouvements et même nombre de positions examinées, beaucoup plus vite. Limite par "
     "défaut : 10000000 positions examinées. Une recherche qui dure montre, chaque seconde, "
     "combien de positions elle a examinées.",
     "MONTRE PROFONDEUR.NATIF APPLIQUE BUT 2 3 [EST SUD]\n; [[NORD OUEST] 358]")

HELP(LARGEUR_NATIF, "taquin",
     "LARGEUR.NATIF position\n(LARGEUR.NATIF position max)",
     "La recherche en largeur de LARGEUR, en C, avec les mêmes résultats.",
     "MONTRE LARGEUR.NATIF APPLIQUE BUT 3 3 [SUD EST SUD EST NORD OUEST]\n"
     "; [[EST SUD OUEST NORD OUEST NORD] 112]")

HELP(DEUX_BOUTS_NATIF, "taquin",
     "DEUX.BOUTS.NATIF position\n(DEUX.BOUTS.NATIF position max)",
     "La recherche par les deux bouts de DEUX.BOUTS, en C, avec les mêmes résultats.",
     "MONTRE DEUX.BOUTS.NATIF APPLIQUE BUT 3 3 [SUD EST SUD EST NORD OUEST]\n"
     "; [[EST SUD OUEST NORD OUEST NORD] 26]")

HELP(HEURISTIQUE_NATIF, "taquin",
     "HEURISTIQUE.NATIF position\n(HEURISTIQUE.NATIF position max)",
     "La recherche ordonnée par la distance de HEURISTIQUE, en C, avec les mêmes résultats.",
     "MONTRE HEURISTIQUE.NATIF APPLIQUE BUT 3 3 [SUD EST SUD EST NORD OUEST]\n"
     "; [[EST SUD OUEST NORD OUEST NORD] 16]")

HELP(A_ETOILE_NATIF, "taquin",
     "A.ETOILE.NATIF position\n(A.ETOILE.NATIF position max)",
     "A.ETOILE en C, avec les mêmes résultats.",
     "MONTRE A.ETOILE.NATIF APPLIQUE BUT 3 3 [SUD EST SUD EST NORD OUEST]\n"
     "; [[EST SUD OUEST NORD OUEST NORD] 7]")

HELP(IDA_ETOILE_NATIF, "taquin",
     "IDA.ETOILE.NATIF position\n(IDA.ETOILE.NATIF position max)",
     "IDA.ETOILE en C, avec les mêmes résultats. Ne gardant que son chemin, elle a pour "
     "limite par défaut 1000000000000 positions examinées (Ctrl-C l'arrête avant). Sur un "
     "taquin 4 x 4 difficile, IDA.MOTIFS.NATIF est bien plus rapide.",
     "MONTRE IDA.ETOILE.NATIF APPLIQUE BUT 3 3 [SUD EST SUD EST NORD OUEST]\n"
     "; [[EST SUD OUEST NORD OUEST NORD] 7]")

HELP_LIB("COMPARE.TAQUIN", "taquin",
     "COMPARE.TAQUIN n p k",
     "Tire une position à k mouvements au hasard du but, l'affiche sous une ligne de titre, puis lance chaque "
     "recherche en Logo et en C et écrit un tableau : mouvements trouvés, s'ils forment un "
     "chemin le plus court (aussi court que celui d'IDA.ETOILE), positions examinées, temps Logo et natif, rapport. Si les deux "
     "versions ne trouvent pas exactement la même chose, la ligne le dit. La recherche en "
     "profondeur n'est faite que jusqu'au 2 x 3 ; jusqu'à 16 cases, une dernière ligne donne "
     "IDA.MOTIFS.NATIF, qui n'existe qu'en C.",
     "GRAINE 2 COMPARE.TAQUIN 2 3 15\n"
     "; Taquin 2 x 3 : une position tirée à 15 mouvements du but, chaque recherche en Logo et "
     "en C (natif)\n;  3 2 5\n;  4 1 0\n"
     "; recherche     coups  optimal  examinées   Logo ms  natif ms  rapport\n"
     "; PROFONDEUR      129      non        309      89.1       0.1      796\n"
     "; (puis LARGEUR, DEUX.BOUTS, HEURISTIQUE, A.ETOILE, IDA.ETOILE ; les temps varient)")

HELP_LIB("SERIE.TAQUIN", "taquin",
     "SERIE.TAQUIN n p kmax fichier",
     "La comparaison selon la distance : pour k de 2 à kmax, trois positions au hasard à k coups "
     "du but (POSITION.HASARD), données à chaque recherche native (IDA.MOTIFS.NATIF comprise, "
     "jusqu'à 16 cases). Les positions sont rangées selon la longueur de leur plus courte "
     "solution (celle des recherches optimales A.ETOILE, IDA.ETOILE, IDA.MOTIFS ; le but "
     "lui-même est laissé de côté) ; pour chaque longueur, le nombre de positions et le nombre "
     "moyen de positions examinées par chaque recherche, écrits en table et dessinés par la "
     "tortue : échelle logarithmique ajustée aux mesures, nommée le long de l'axe, une courbe et "
     "un repère (rond, carré, triangle...) par recherche, les points de deux longueurs qui se "
     "suivent seuls reliés, et sous chaque longueur le nombre de positions tirées dont ses "
     "points sont la moyenne ; le dessin est placé et mis à l'échelle pour tenir dans la "
     "fenêtre (ZONEVISIBLE). Il est enregistré dans le fichier par SAUVEDESSIN "
     "(.svg, .png ou .pdf). Une recherche qui atteint 1000000 positions examinées affiche "
     "« limite » et n'est plus lancée ensuite. GRAINE rend la série reproductible.",
     "GRAINE 1 SERIE.TAQUIN 3 3 30 \"serie.svg\n"
     "; Taquin 3 x 3 : positions examinées en moyenne par chaque recherche, selon la longueur "
     "de la plus courte solution (long.), pos. : positions tirées de cette longueur\n"
     ";  long. pos.   PROFONDEUR      LARGEUR   DEUX.BOUTS  HEURISTIQUE     A.ETOILE   IDA.ETOILE   IDA.MOTIFS\n"
     ";      1    6       181440            4            2            2            2            2            2\n"
     "; ...\n"
     "; Courbes écrites dans serie.svg")

HELP(IDA_MOTIFS_NATIF, "taquin",
     "IDA.MOTIFS.NATIF position\n(IDA.MOTIFS.NATIF position max)",
     "IDA* en C guidé par des bases de motifs additives : pour chaque groupe de pièces (6, 6 et 3 "
     "sur le 4 x 4), le nombre exact de mouvements de ces pièces qu'il faut pour les ranger, "
     "calculé une fois pour toutes ; la somme des groupes ne dépasse jamais la distance au but, "
     "et vaut bien plus que MANHATTAN + CONFLITS. Les bases sont construites à la première "
     "recherche sur un taquin de cette taille (environ une seconde pour le 4 x 4 sur deux "
     "cœurs) et gardées pour les sessions suivantes dans un fichier du cache de l'utilisateur "
     "($XDG_CACHE_HOME/tortue, sinon ~/.cache/tortue), vérifié à chaque lecture et refait "
     "s'il est abîmé ; TORTUE_CACHE=non dans l'environnement s'en passe. Jusqu'à 16 "
     "cases. Trouve un plus court chemin ; rend [mouvements examinées].",
     "MONTRE COMPTE PREMIER IDA.MOTIFS.NATIF KORF 1\n; 57")

HELP(MOTIFS_PRETS_P, "taquin",
     "MOTIFS.PRETS? n p",
     "VRAI quand les bases de motifs du taquin n x p sont déjà construites dans la session "
     "(une recherche de IDA.MOTIFS.NATIF sur cette taille les a faites), FAUX sinon : la "
     "prochaine recherche les construira d'abord.",
     "EC MOTIFS.PRETS? 3 3\nDONNE \"R IDA.MOTIFS.NATIF BUT 3 3\nEC MOTIFS.PRETS? 3 3\n; FAUX\n; VRAI")

HELP(IDA_MOTIFS_LISTE, "taquin",
     "IDA.MOTIFS.LISTE positions",
     "IDA.MOTIFS.NATIF sur chacune des positions de la liste (toutes de la même taille), "
     "réparties entre les cœurs de la machine : rend, dans l'ordre des positions, une liste "
     "[mouvements examinées ms] par position, ms étant le temps de sa propre recherche.",
     "MONTRE COMPTE PREMIER PREMIER IDA.MOTIFS.LISTE (LISTE KORF 97 KORF 2)\n; 44")

HELP(MOTIFS_LUS_P, "taquin",
     "MOTIFS.LUS? n p",
     "VRAI quand les bases de motifs du taquin n x p de la session ont été lues dans le fichier "
     "du cache (une session précédente les avait construites), FAUX quand elles ont été "
     "construites ou ne sont pas encore là.",
     "EC MOTIFS.LUS? 5 5\n; FAUX")

HELP_LIB("KORF", "taquin",
     "KORF i",
     "La i-ème (de 1 à 100) des positions du taquin 4 x 4 tirées au hasard par Korf (1985), que "
     "l'on compare depuis aux recherches optimales.",
     "AFFICHE.POSITION KORF 1\n;  14 13 15  7\n;  11 12  9  5\n;   6  0  2  1\n;   4  8 10  3")

HELP_LIB("KORF.OPTIMAL", "taquin",
     "KORF.OPTIMAL i",
     "Le nombre de mouvements des plus courtes solutions de KORF i.",
     "MONTRE KORF.OPTIMAL 1\n; 57")

HELP_LIB("RESOUS.KORF", "taquin",
     "RESOUS.KORF de a",
     "Résout les positions de Korf de numéro de à a avec IDA.MOTIFS.NATIF : une ligne par "
     "position (coups trouvés, plus court connu, positions examinées, millisecondes), puis les "
     "totaux et le temps de construction des bases de motifs.",
     "RESOUS.KORF 1 3\n; bases de motifs construites en 2100 ms\n"
     ";  n°  coups  optimal     examinées       ms\n;   1     57       57        ...")


/* langues (prim_langue.c) */

HELP(LANGUE, "espace de travail",
     "LANGUE \"fr\nLANGUE \"en",
     "Change la langue des noms de la session : \"fr (le français, par défaut) ou \"en "
     "(l'anglais de UCBLogo, Berkeley Logo : PRINT, REPEAT, TO...END, true et false). Une "
     "seule langue à la fois : en anglais, ECRIS n'est plus une primitive (un nom libre pour "
     "tes procédures), et en français PRINT ne l'est pas. Les procédures déjà définies, les "
     "tiennes et celles de la bibliothèque, sont réécrites dans la nouvelle langue (SAUVE, IM "
     "et TEXTE les écrivent donc dans celle-ci) ; une des tiennes qui porte le nom d'une "
     "primitive de la nouvelle langue est renommée NOM_ (NOM__ si NOM_ est déjà pris : "
     "jamais sur un nom pris), et LANGUE le dit ; au retour, elle reprend son nom. LANGUE ne "
     "rend que les noms qu'il a changés : ta procédure PRINT_ reste PRINT_. Les messages "
     "restent en français. En anglais, LANGUE s'appelle LANGUAGE, et LANGUE \"fr y marche aussi, pour revenir au français. Aussi : tortue --langue=en.",
     "LANGUE \"en\nPRINT SUM 2 3\nLANGUAGE \"fr\nEC SOMME 2 3\n; 5\n; 5")
HELP(TRADUIS, "espace de travail",
     "TRADUIS \"source \"cible\n(TRADUIS \"source \"cible \"langue)",
     "Écrit dans le fichier cible le programme du fichier source traduit dans la langue de la "
     "session (ou dans la langue donnée) depuis l'autre : les noms des primitives appelées, "
     "y compris dans les listes d'instructions données à REPETE, SI, EXECUTE..., et POUR/FIN "
     "(TO/END). Les mots cités, les listes de données, les commentaires, les espaces et les "
     "passages à la ligne restent tels quels. Les noms de tes procédures suivent une règle "
     "qui marche dans les deux sens : un nom est une base suivie de zéro, un ou plusieurs _ ; "
     "si la base est un nom de la langue d'arrivée seulement, le nom prend un _ de plus "
     "(LIST devient LIST_, LIST_ devient LIST__), si c'est un nom de la langue de départ "
     "seulement, il en perd un (LIST_ redevient LIST), sinon il ne change pas. Ainsi aucune "
     "procédure n'en écrase une autre, et traduire dans l'autre sens rend le programme de "
     "départ ; TRADUIS dit chaque nom changé. Un programme que le lecteur refuse (un [ ou "
     "une ( jamais fermés, un ] de trop) n'est pas traduit : TRADUIS donne l'erreur, avec "
     "sa ligne, que donnerait son exécution. En anglais : TRANSLATE. Aussi : tortue "
     "--traduis=fr programme.lg > programme.lgo.",
     "TRADUIS \"carre.lg \"carre.lgo\nRAMENE \"carre.lgo")

/* tortue (turtle.c) */

HELP(AVANCE, "tortue",
     "AVANCE n",
     "La tortue avance de n pas dans la direction de son cap, en traçant un trait si le crayon "
     "est baissé (n négatif : elle recule). Les coordonnées sont celles d'UCBLogo : l'origine "
     "au centre, y vers le haut, cap 0 vers le nord, les angles dans le sens des aiguilles "
     "d'une montre. Le dessin s'affiche dans une fenêtre quand il y a un écran graphique (pas "
     "avec tortue --sans-fenetre), et se garde toujours pour SAUVEDESSIN et MONTREDESSIN. AV est "
     "un autre nom.",
     "REPETE 4 [AV 100 TD 90]\nEC POS\n; 0 0")

HELP(RECULE, "tortue",
     "RECULE n",
     "La tortue recule de n pas, sans changer de cap. RE est un autre nom.",
     "RE 50\nEC POS\n; 0 -50")

HELP(TOURNEDROITE, "tortue",
     "TOURNEDROITE angle",
     "La tortue tourne sur place de angle degrés vers sa droite (sens des aiguilles d'une "
     "montre). DROITE et TD sont d'autres noms.",
     "TD 90\nEC CAP\n; 90")

HELP(TOURNEGAUCHE, "tortue",
     "TOURNEGAUCHE angle",
     "La tortue tourne sur place de angle degrés vers sa gauche. GAUCHE et TG sont d'autres "
     "noms.",
     "TG 90\nEC CAP\n; 270")

HELP(LEVECRAYON, "tortue",
     "LEVECRAYON",
     "Lève le crayon : la tortue se déplace sans tracer. LC est un autre nom.",
     "LC AV 50 BC AV 50")

HELP(BAISSECRAYON, "tortue",
     "BAISSECRAYON",
     "Baisse le crayon pour tracer, avec sa couleur (et non plus en gomme ni en inversion). BC "
     "est un autre nom.",
     "LC AV 50 BC AV 50")

HELP(GOMME, "tortue",
     "GOMME",
     "Baisse le crayon en gomme : ses traits sont de la couleur du fond. BAISSECRAYON revient au "
     "crayon ordinaire.",
     "AV 100 GOMME RE 50 BC")

HELP(INVERSECRAYON, "tortue",
     "INVERSECRAYON",
     "Baisse le crayon en inversion : ses traits inversent les couleurs qu'ils recouvrent (le "
     "blanc devient noir, le noir blanc). BAISSECRAYON revient au crayon ordinaire.",
     "INVERSECRAYON AV 100 RE 100 BC")

HELP(CACHETORTUE, "tortue",
     "CACHETORTUE",
     "Cache la tortue (le triangle) dans la fenêtre ; elle dessine toujours. CT est un autre "
     "nom.",
     "CT\nEC VISIBLE?\n; FAUX")

HELP(MONTRETORTUE, "tortue",
     "MONTRETORTUE",
     "Montre la tortue, un triangle pointé vers son cap. MT est un autre nom.",
     "MT\nEC VISIBLE?\n; VRAI")

HELP(VISIBLE_P, "tortue",
     "VISIBLE?",
     "VRAI si la tortue est montrée, FAUX si elle est cachée. VISIBLEP est un autre nom.",
     "EC VISIBLE?\n; VRAI")

HELP(FENETRE_OUVERTE_P, "tortue",
     "FENETRE.OUVERTE?",
     "VRAI si le dessin se voit dans une fenêtre ouverte, FAUX sinon (pas d'écran "
     "graphique, tortue --sans-fenetre, ou fenêtre fermée) : une procédure peut alors "
     "écrire aussi son dessin en texte. La fenêtre s'ouvre au premier dessin.",
     "SI NON FENETRE.OUVERTE? [EC [Dessin gardé : SAUVEDESSIN ou MONTREDESSIN le montrent.]]")

HELP(ORIGINE, "tortue",
     "ORIGINE",
     "Ramène la tortue au centre [0 0], cap 0 (vers le nord), en traçant si le crayon est "
     "baissé.",
     "AV 50 ORIGINE\nEC POS\n; 0 0")

HELP(VIDEECRAN, "tortue",
     "VIDEECRAN",
     "Efface tout le dessin et ramène la tortue au centre, cap 0. Le texte écrit n'est pas "
     "effacé : c'est VIDETEXTE. VE est un autre nom.",
     "AV 100 VE\nEC POS\n; 0 0")

HELP(NETTOIE, "tortue",
     "NETTOIE",
     "Efface tout le dessin ; la tortue reste où elle est, avec son cap.",
     "AV 100 NETTOIE\nEC POS\n; 0 100")

HELP(FIXEPOS, "tortue",
     "FIXEPOS [x y]",
     "Mène la tortue au point [x y] en ligne droite (en traçant si le crayon est baissé), sans "
     "changer son cap. FPOS est un autre nom.",
     "FPOS [30 40]\nEC POS\n; 30 40")

HELP(POS, "tortue",
     "POS",
     "Rend la position de la tortue, la liste [x y].",
     "AV 10\nMONTRE POS\n; [0 10]")

HELP(FIXEXY, "tortue",
     "FIXEXY x y",
     "Comme FIXEPOS [x y], avec deux nombres.",
     "FIXEXY 30 40\nEC POS\n; 30 40")

HELP(FIXEX, "tortue",
     "FIXEX x",
     "Mène la tortue à l'abscisse x, à la même hauteur.",
     "FIXEX 30\nEC POS\n; 30 0")

HELP(FIXEY, "tortue",
     "FIXEY y",
     "Mène la tortue à l'ordonnée y, à la même abscisse.",
     "FIXEY 30\nEC POS\n; 0 30")

HELP(FIXECAP, "tortue",
     "FIXECAP angle",
     "Tourne la tortue vers le cap angle : 0 nord, 90 est, 180 sud, 270 ouest. FCAP est un "
     "autre nom.",
     "FCAP 450\nEC CAP\n; 90")

HELP(CAP, "tortue",
     "CAP",
     "Rend le cap de la tortue, en degrés de 0 (compris) à 360 (non compris), 0 vers le nord, "
     "dans le sens des aiguilles d'une montre.",
     "TG 45\nEC CAP\n; 315")

HELP(VERS, "tortue",
     "VERS [x y]",
     "Rend le cap qu'aurait la tortue pointée vers le point [x y].",
     "EC VERS [100 100]\n; 45")

HELP(FIXECOULEURCRAYON, "tortue",
     "FIXECOULEURCRAYON couleur",
     "Change la couleur du crayon. Une couleur est un numéro de 0 à 15 (ceux d'UCBLogo : 0 noir, "
     "1 bleu, 2 vert, 3 cyan, 4 rouge, 5 magenta, 6 jaune, 7 blanc, 8 marron, 9 ocre, 10 sapin, "
     "11 turquoise, 12 saumon, 13 violet, 14 orange, 15 gris), un de ces noms (\"rouge) ou une "
     "liste [rouge vert bleu] de trois nombres de 0 à 255 (et non de 0 à 100 comme dans "
     "UCBLogo : ce sont les valeurs des logiciels de dessin et du Web). Le crayon est noir au "
     "départ. FCC est un autre nom. XLogo numérote ses couleurs autrement (1 y est rouge) : "
     "Tortue garde les numéros d'UCBLogo, ceux du tableau ci-dessous. Un nom inconnu est "
     "refusé, et l'erreur dit les noms connus.",
     "FCC \"rouge AV 50\nFCC 1 AV 50\nFCC [255 128 0] AV 50\n"
     "; les numéros des couleurs :\n"
     ";  0 noir      4 rouge      8 marron      12 saumon\n"
     ";  1 bleu      5 magenta    9 ocre        13 violet\n"
     ";  2 vert      6 jaune     10 sapin       14 orange\n"
     ";  3 cyan      7 blanc     11 turquoise   15 gris")

HELP(COULEURCRAYON, "tortue",
     "COULEURCRAYON",
     "Rend la couleur du crayon telle qu'elle a été donnée (numéro, nom ou liste), de sorte que "
     "FCC peut la reprendre. CC est un autre nom.",
     "FCC \"rouge\nEC CC\nFCC [0 128 255]\nMONTRE CC\n; rouge\n; [0 128 255]")

HELP(FIXETAILLECRAYON, "tortue",
     "FIXETAILLECRAYON n",
     "Change la largeur des traits : n pas (1 au départ). FTC est un autre nom.",
     "FTC 5 AV 100")

HELP(TAILLECRAYON, "tortue",
     "TAILLECRAYON",
     "Rend la largeur des traits, en pas.",
     "FTC 3\nEC TAILLECRAYON\n; 3")

HELP(FIXETAILLEPOLICE, "tortue",
     "FIXETAILLEPOLICE n",
     "Change la hauteur du texte qu'ETIQUETTE écrit : n pas (14 au départ). FTP est un autre "
     "nom.",
     "FTP 30 FCAP 90 ETIQUETTE \"Titre")

HELP(TAILLEPOLICE, "tortue",
     "TAILLEPOLICE",
     "Rend la hauteur du texte d'ETIQUETTE, en pas.",
     "EC TAILLEPOLICE\n; 14")

HELP(FIXECOULEURFOND, "tortue",
     "FIXECOULEURFOND couleur",
     "Change la couleur du fond du dessin (blanc au départ) ; les couleurs sont celles de "
     "FIXECOULEURCRAYON. FCFG est un autre nom.",
     "FCFG \"noir FCC \"jaune CERCLE 50")

HELP(COULEURFOND, "tortue",
     "COULEURFOND",
     "Rend la couleur du fond telle qu'elle a été donnée.",
     "EC COULEURFOND\n; 7")

HELP(REMPLIS, "tortue",
     "REMPLIS",
     "Remplit de la couleur du crayon la forme que la tortue vient de tracer : le trait continu "
     "fait depuis que le crayon a été baissé (ou sa couleur, sa largeur changée), fermé par un "
     "segment vers son point de départ. Le remplissage est une forme, pas des points coloriés : "
     "il reste exact dans les fichiers SVG et PDF. Juste après CERCLE, remplit le disque. Erreur "
     "si rien n'a été tracé.",
     "FCC \"orange REPETE 5 [AV 100 TD 144] REMPLIS\nLC FPOS [200 0] BC CERCLE 40 REMPLIS")

HELP(ETIQUETTE, "tortue",
     "ETIQUETTE chose",
     "Écrit chose (comme ECRIS, sans crochets) dans le dessin, à la place de la tortue, le long "
     "de son cap (cap 90 : écrit normalement, de gauche à droite), dans la couleur du crayon.",
     "FCAP 90 ETIQUETTE [Bonjour !]")

HELP(CERCLE, "tortue",
     "CERCLE rayon",
     "Trace un cercle de ce rayon autour de la tortue, qui ne bouge pas.",
     "CERCLE 50")

HELP(ARC, "tortue",
     "ARC angle rayon",
     "Trace un arc de cercle de ce rayon autour de la tortue, qui ne bouge pas : il part du cap "
     "de la tortue et tourne de angle degrés dans le sens des aiguilles d'une montre (angle "
     "négatif : dans l'autre sens).",
     "ARC 90 50")

HELP(ENROULE, "tortue",
     "ENROULE",
     "La tortue qui sort du carré de 1000 x 1000 pas autour de l'origine (x et y de -500 à 500) "
     "revient par le bord opposé, comme sur un tore. FENETRE la laisse aller partout (ce qui est "
     "le cas au départ), CLOS l'arrête au bord. Les cercles et les arcs, tracés autour de la "
     "tortue sans qu'elle bouge, ne sont pas coupés.",
     "ENROULE AV 700\nEC POS\n; 0 -300")

HELP(FENETRE, "tortue",
     "FENETRE",
     "La tortue va où elle veut, sans limite : c'est le cas au départ. Les fichiers de "
     "SAUVEDESSIN et MONTREDESSIN montrent tout le dessin.",
     "FENETRE AV 700\nEC POS\n; 0 700")

HELP(CLOS, "tortue",
     "CLOS",
     "La tortue ne peut plus sortir du carré de 1000 x 1000 pas autour de l'origine : un "
     "déplacement qui l'en ferait sortir est une erreur, et elle ne bouge pas.",
     "CLOS AV 700\n; AV : la tortue sortirait de l'écran (CLOS ; FENETRE la laisse sortir)")

HELP(SAUVEDESSIN, "tortue",
     "SAUVEDESSIN \"fichier\n(SAUVEDESSIN \"fichier.png [largeur hauteur])",
     "Écrit tout le dessin dans un fichier, au format que dit son nom : .svg (un dessin "
     "vectoriel aux coordonnées exactes de la tortue, un élément par trait continu), .png (une "
     "image : un pixel par pas, le dessin et une marge de 10 pas, ou la taille donnée en "
     "pixels) ou .pdf (pour imprimer : un point par pas). Le fichier est remplacé d'un coup, "
     "comme avec SAUVE. Un très long dessin (une animation sans fin) garde ses derniers traits "
     "en vecteurs et fond les plus anciens dans une image (un pixel par pas, moins si le dessin "
     "est très étendu), pour tenir en mémoire : le .svg et le .pdf contiennent alors cette image "
     "(dans le .svg, un élément <image> en PNG) sous les traits récents.",
     "REPETE 4 [AV 100 TD 90]\nSAUVEDESSIN \"carre.svg\n(SAUVEDESSIN \"carre.png [400 400])")

HELP(MONTREDESSIN, "tortue",
     "MONTREDESSIN\n(MONTREDESSIN colonnes)",
     "Montre le dessin dans le terminal, en points braille, à la taille du terminal (celle "
     "d'un terminal de 24 lignes de 80 colonnes quand elle n'est pas connue, par exemple dans "
     "un fichier) : le dessin entier tient à l'écran, la commande et l'invite suivante aussi. "
     "Avec un nombre de colonnes, le dessin prend cette largeur : de quoi voir son dessin "
     "sans écran graphique, par exemple à distance. Sur un terminal qui dit savoir afficher des "
     "images sixel (xterm -ti vt340, mlterm, foot, WezTerm...), MONTREDESSIN sans colonnes "
     "montre une image en couleurs.",
     "REPETE 4 [AV 100 TD 90]\n(MONTREDESSIN 6)\n; ⡏⠉⠉⠉⠉⢹\n; ⡇⠀⠀⠀⠀⢸\n; ⣇⣀⣀⣀⣀⣸")

HELP(VITESSE, "tortue",
     "VITESSE n",
     "Règle la vitesse de la tortue dans la fenêtre : VITESSE 0 (au départ) dessine d'un coup ; "
     "VITESSE n fait environ n mouvements par seconde, pour la regarder dessiner (Ctrl-C "
     "l'arrête). Sans fenêtre, la tortue va toujours d'un coup.",
     "VITESSE 2 REPETE 4 [AV 100 TD 90]")

HELP(GARDETORTUE, "tortue",
     "GARDETORTUE [instructions]",
     "Exécute les instructions, puis rend la tortue telle qu'elle était : sa place, son cap, "
     "visible ou cachée, son crayon (baissé ou levé, sa couleur, sa largeur, son mode), la "
     "taille des étiquettes et le mode ANIMATION ; même si les instructions s'arrêtent sur une erreur ou un Ctrl-C. "
     "Le dessin, lui, reste. Les vues de la bibliothèque (DESSINE.ECHIQUIER, DESSINE.TAQUIN, "
     "ANIME.REINES...) dessinent ainsi : après elles, VE AV 100 trace comme avant.",
     "GARDETORTUE [LC CT FCC \"rouge FIXEXY 50 50 CERCLE 20]\nMONTRE (LISTE POS VISIBLE? CC)\n"
     "; [0 0] VRAI 0")

HELP(BAISSECRAYON_P, "tortue",
     "BAISSECRAYON?",
     "VRAI si le crayon est baissé (la tortue trace en avançant), FAUX s'il est levé. "
     "BAISSECRAYONP et BC? sont d'autres noms (PENDOWNP d'UCBLogo).",
     "LC EC BC?\nBC EC BC?\n; FAUX\n; VRAI")

HELP(MODECRAYON, "tortue",
     "MODECRAYON",
     "Le mode du crayon, par le nom de la primitive qui le donne : PEINS (il peint sa "
     "couleur), GOMME (il efface) ou INVERSECRAYON (il inverse les couleurs).",
     "GOMME EC MODECRAYON\n; GOMME")

HELP(CRAYON, "tortue",
     "CRAYON",
     "L'état du crayon en une liste [position mode couleur largeur] : BAISSECRAYON ou "
     "LEVECRAYON, PEINS, GOMME ou INVERSECRAYON, la couleur comme COULEURCRAYON la rend et "
     "la largeur de FIXETAILLECRAYON. FIXECRAYON le remet (le PEN d'UCBLogo).",
     "FCC \"rouge FTC 3\nMONTRE CRAYON\n; [BAISSECRAYON PEINS rouge 3]")

HELP(FIXECRAYON, "tortue",
     "FIXECRAYON liste",
     "Remet le crayon dans l'état que CRAYON a rendu : [position mode couleur largeur] "
     "(les noms anglais PENDOWN, PENUP, PENPAINT... sont acceptés aussi).",
     "DONNE \"AVANT CRAYON\nLC FCC \"bleu FTC 5\nFIXECRAYON :AVANT")

HELP(PEINS, "tortue",
     "PEINS",
     "Baisse le crayon et le remet à peindre sa couleur, après GOMME ou INVERSECRAYON (le "
     "PENPAINT d'UCBLogo, que XLogo et FMSLogo appellent DESSINE : ce nom-là reste libre pour "
     "les procédures de la classe).",
     "GOMME AV 50 PEINS AV 50")

HELP(DISTANCE, "tortue",
     "DISTANCE [x y]",
     "La distance en pas de la tortue au point [x y] (celle de XLogo et de la tortue de "
     "Python). La distance d'une position du taquin au but s'appelle DISTANCE.TAQUIN.",
     "EC DISTANCE [30 40]\n; 50")

HELP(POSX, "tortue",
     "POSX",
     "L'abscisse de la tortue, le premier nombre de POS (XCOR d'UCBLogo).",
     "FIXEXY 30 40 EC POSX\n; 30")

HELP(POSY, "tortue",
     "POSY",
     "L'ordonnée de la tortue, le second nombre de POS (YCOR d'UCBLogo).",
     "FIXEXY 30 40 EC POSY\n; 40")

HELP(POINT, "tortue",
     "POINT [x y]",
     "Dessine un point au point [x y], de la couleur du crayon et aussi large que lui ; la "
     "tortue ne bouge pas (le POINT de XLogo).",
     "FTC 6 REPETEPOUR [I 0 100 20] [POINT LISTE :I 0]")

HELP(FIXEFORME, "tortue",
     "FIXEFORME n\nFIXEFORME \"fichier.png",
     "Change la forme de la tortue courante : 0 un triangle (au départ), 1 une tortue "
     "vue de dessus, la tête vers son cap, ou l'image d'un fichier PNG (un point par pas, "
     "centrée sur la tortue, son haut vers le cap ; 1000 points de côté au plus). FFORME est "
     "un autre nom (XLogo).",
     "FIXEFORME 1 AV 50")

HELP(FORME, "tortue",
     "FORME",
     "Le numéro de la forme de la tortue courante, ou le nom du fichier de son image "
     "(voir FIXEFORME).",
     "EC FORME\n; 0")

HELP(ANIMATION, "tortue",
     "ANIMATION",
     "Le mode animation de XLogo : la fenêtre n'est plus redessinée pendant que la tortue "
     "dessine ; RAFRAICHIS montre le dessin d'un coup. Une animation vide l'écran, dessine "
     "l'image suivante, RAFRAICHIS et ATTENDS : on ne voit jamais une image à moitié faite. "
     "STOPANIMATION revient au dessin montré trait par trait. Les fichiers de SAUVEDESSIN et "
     "MONTREDESSIN ne changent pas.",
     "ANIMATION\nREPETE 36 [VE REPETE 4 [AV 100 TD 90] TD 10 * COMPTEUR RAFRAICHIS ATTENDS 3]\n"
     "STOPANIMATION")

HELP(RAFRAICHIS, "tortue",
     "RAFRAICHIS",
     "Montre dans la fenêtre tout ce que la tortue a dessiné, en mode ANIMATION. RF est un "
     "autre nom.",
     "ANIMATION VE CERCLE 50 RAFRAICHIS")

HELP(STOPANIMATION, "tortue",
     "STOPANIMATION",
     "Quitte le mode ANIMATION : la fenêtre montre tout, puis chaque trait à nouveau.",
     "ANIMATION AV 100 STOPANIMATION")

HELP(FORMEPLEINE, "tortue",
     "FORMEPLEINE couleur [instructions]",
     "Exécute les instructions en notant chaque endroit où la tortue passe (crayon baissé ou "
     "non), de sa place au départ jusqu'à y revenir, puis remplit ce polygone de la couleur "
     "et trace son contour de la couleur du crayon (le FILLED d'UCBLogo). Une FORMEPLEINE ne "
     "peut pas en contenir une autre.",
     "FORMEPLEINE \"jaune [REPETE 5 [AV 100 TD 144]]")

HELP(FIXEECHELLE, "tortue",
     "FIXEECHELLE x y",
     "Après elle, AVANCE et RECULE vont x fois plus loin en largeur et y fois plus loin en "
     "hauteur (le SETSCRUNCH d'UCBLogo, FIXEECHELLE de FMSLogo) : FIXEECHELLE 2 1 fait d'un "
     "cercle de pas une ellipse. FIXEPOS, FIXEXY et les autres places données ne changent "
     "pas.",
     "FIXEECHELLE 2 1 AV 10 TD 90 AV 10\nEC POS\n; 20 10")

HELP(ECHELLE, "tortue",
     "ECHELLE",
     "Les deux nombres de FIXEECHELLE, en liste (SCRUNCH d'UCBLogo).",
     "MONTRE ECHELLE\n; [1 1]")

HELP(BORNES, "tortue",
     "BORNES",
     "Le cadre de ce qui est dessiné, [xmin ymin xmax ymax], épaisseur des traits comprise "
     "([] si rien n'est dessiné) : ce que SAUVEDESSIN encadre, pour placer un titre ou une "
     "légende à côté d'un dessin (BOUNDS en anglais).",
     "REPETE 4 [AV 100 TD 90]\nMONTRE BORNES\n; [-0.5 -0.5 100.5 100.5]")

HELP(ZOOM, "tortue",
     "ZOOM n",
     "Agrandit (n > 1) ou réduit (n < 1) la vue de la fenêtre : n pixels par pas, l'origine au "
     "centre ; ZOOM 1 rend la vue du départ. Le dessin ne change pas, seule la vue change ; "
     "les fichiers de SAUVEDESSIN gardent tout le dessin. Dans la fenêtre, la molette de la "
     "souris zoome autour du pointeur, + et - autour du centre, les flèches et un glisser à la "
     "souris déplacent la vue, 0 rend la vue du départ et A (ou Espace) montre tout le dessin "
     "(comme AJUSTEDESSIN) ; mais les touches vont au programme quand il les prend "
     "(QUANDTOUCHE, LISCAR, TOUCHE?), et le glisser quand il prend la souris (QUANDCLIC, "
     "QUANDSOURIS, POSSOURIS...).",
     "DESSINE.ARBRE 3\nZOOM 0.5")

HELP(AJUSTEDESSIN, "tortue",
     "AJUSTEDESSIN",
     "Règle le zoom et la place de la vue pour que tout le dessin (et la tortue) tienne dans la "
     "fenêtre, avec une marge. La touche A de la fenêtre fait de même. ZOOM 1 rend la vue du "
     "départ.",
     "DESSINE.ARBRE 4\nAJUSTEDESSIN")

HELP(ZONEVISIBLE, "tortue",
     "ZONEVISIBLE",
     "Rend [xmin ymin xmax ymax] : la partie du plan de la tortue que la fenêtre montre, selon "
     "sa taille, le zoom et la vue. Sans fenêtre, ce que montrerait la première (800 x 600 "
     "pixels). Une procédure qui dessine s'en sert pour se placer et se mettre à l'échelle : "
     "les vues de la bibliothèque (DESSINE.ARBRE, DESSINE.ECHIQUIER, DESSINE.TAQUIN, "
     "SERIE.TAQUIN...) tiennent ainsi dans la fenêtre où elles sont dessinées.",
     "EC ZONEVISIBLE\n; -400 -300 400 300")

HELP(FIXETORTUE, "tortue",
     "FIXETORTUE n",
     "La tortue numéro n (de 0 à 1023) devient la tortue courante : c'est elle qu'AVANCE, "
     "TOURNEDROITE, BAISSECRAYON... font bouger. La première fois, elle est créée à l'origine, "
     "cap au nord, visible, crayon baissé, noir, de taille 1. Chaque tortue a sa position, son "
     "cap, son crayon, sa visibilité et sa forme ; le dessin, le fond et ENROULE sont communs. "
     "Dès qu'il y a plusieurs tortues, les fichiers de SAUVEDESSIN et MONTREDESSIN les "
     "montrent aussi (SETTURTLE de FMSLogo et XLogo).",
     "FIXETORTUE 1 TD 90 AV 50\nFIXETORTUE 0 AV 50")

HELP(TORTUE, "tortue",
     "TORTUE",
     "Le numéro de la tortue courante (0 au départ).",
     "FIXETORTUE 3 EC TORTUE\n; 3")

HELP(TORTUES, "tortue",
     "TORTUES",
     "La liste des numéros des tortues, dans l'ordre.",
     "FIXETORTUE 2 EC TORTUES\n; 0 2")

HELP(DEMANDE, "tortue",
     "DEMANDE n [instructions]\nDEMANDE [n1 n2 ...] [instructions]",
     "Chaque tortue nommée exécute les instructions à son tour, comme tortue courante ; "
     "puis la tortue courante d'avant le redevient, même après une erreur ou Ctrl-C. Les "
     "tortues doivent exister (FIXETORTUE les crée). Avec une seule tortue, les "
     "instructions peuvent rendre une valeur (ASK de FMSLogo).",
     "FIXETORTUE 1 FIXETORTUE 0\nDEMANDE [0 1] [AV 20 TD 90]\nEC DEMANDE 1 [CAP]\n; 90")

HELP(TUETORTUE, "tortue",
     "TUETORTUE n",
     "Enlève la tortue numéro n ; ce qu'elle a dessiné reste. Si c'était la tortue "
     "courante, la première des autres le devient. La dernière tortue ne s'enlève pas "
     "(TUETORTUE de XLogo).",
     "FIXETORTUE 1 FIXETORTUE 2 TUETORTUE 1 EC TORTUES\n; 0 2")
/* La souris et les touches dans la fenêtre, les actions sur événement
 * (events.c). */
HELP(POSSOURIS, "tortue",
     "POSSOURIS",
     "Rend [x y] : la dernière place du pointeur de la souris dans la fenêtre (dans la "
     "page du navigateur, sur le dessin), en coordonnées de la tortue (le zoom et la vue "
     "pris en compte). [0 0] tant que la souris n'y est pas passée.",
     "EC POSSOURIS\n; 0 0")
HELP(POSCLIC, "tortue",
     "POSCLIC",
     "Rend [x y] : l'endroit du dernier clic dans la fenêtre, en coordonnées de la tortue. "
     "Pendant une action de QUANDCLIC, l'endroit de ce clic-là.",
     "QUANDCLIC [FPOS POSCLIC]")
HELP(BOUTON_P, "tortue",
     "BOUTON?",
     "Rend VRAI tant qu'un bouton de la souris est enfoncé dans la fenêtre, FAUX sinon. "
     "BOUTONP est un autre nom.",
     "EC BOUTON?\n; FAUX")
HELP(BOUTON, "tortue",
     "BOUTON",
     "Rend le bouton de la souris enfoncé en dernier dans la fenêtre depuis le BOUTON "
     "d'avant : 1 le gauche, 2 le droit, 3 celui du milieu ; 0 si aucun.",
     "EC BOUTON\n; 0")
HELP(QUANDTOUCHE, "tortue",
     "QUANDTOUCHE touche [instructions]",
     "Quand la touche est tapée dans la fenêtre, les instructions s'exécutent, entre deux "
     "instructions du programme en cours ou pendant qu'il attend (ATTENDS, LISCAR, la "
     "fenêtre gardée à la fin d'un fichier, l'invite), jamais au milieu d'une primitive. "
     "La touche est un caractère (\"a, \"7 : une lettre majuscule ou minuscule, c'est "
     "pareil) ou l'un des noms gauche droite haut bas (les flèches), entrée espace échap tab "
     "retour suppr. Une liste vide [] retire l'action. Les touches sans action restent "
     "pour LISCAR et TOUCHE?. Tant qu'un programme prend les touches (une action de "
     "QUANDTOUCHE, ou LISCAR et TOUCHE? depuis l'invite), + - 0 A, Espace et les flèches "
     "ne règlent plus la vue. Si les instructions font une erreur, l'erreur est écrite "
     "et l'action est retirée (le programme continue) ; Ctrl-C arrête tout, et retire "
     "l'action qu'il interrompt. Dans la page du navigateur, la fenêtre est le dessin : "
     "un clic dessus (ou Tab) lui donne les touches, il s'encadre de vert ; les actions "
     "de QUANDTOUCHE, QUANDCLIC, QUANDSOURIS et MINUTERIE y répondent aussi à l'invite.",
     "QUANDTOUCHE \"gauche [GA 90]\nQUANDTOUCHE \"droite [DR 90]")
HELP(QUANDCLIC, "tortue",
     "QUANDCLIC [instructions]",
     "Quand un bouton de la souris est enfoncé dans la fenêtre, les instructions "
     "s'exécutent (au même moment que celles de QUANDTOUCHE) ; POSCLIC y rend l'endroit du "
     "clic, BOUTON le bouton. Une liste vide [] retire l'action ; tant qu'elle est là, "
     "glisser à la souris ne déplace plus la vue. Une erreur dans les instructions est "
     "écrite et retire l'action.",
     "QUANDCLIC [FPOS POSCLIC]")
HELP(QUANDSOURIS, "tortue",
     "QUANDSOURIS [instructions]",
     "Quand le pointeur bouge dans la fenêtre, les instructions s'exécutent (au même "
     "moment que celles de QUANDTOUCHE), POSSOURIS y rendant sa place ; quand il bouge "
     "plus vite que le programme, seule sa dernière place compte. Une liste vide [] retire "
     "l'action. Une erreur dans les instructions est écrite et retire l'action.",
     "QUANDSOURIS [SI BOUTON? [FPOS POSSOURIS]]")
HELP(MINUTERIE, "tortue",
     "MINUTERIE ms [instructions]",
     "Exécute les instructions toutes les ms millisecondes (au même moment que celles de "
     "QUANDTOUCHE), avec ou sans fenêtre, tant que le programme tourne ou attend. Une "
     "minuterie en retard ne rattrape pas les tours manqués. Une liste vide [] l'arrête. "
     "Une erreur dans les instructions est écrite et arrête la minuterie.",
     "MINUTERIE 100 [AV 5]\nATTENDS 60\nMINUTERIE 100 []")
/* La bibliothèque de Berkeley Logo (prim_lib.c) : les outils à modèle,
 * les piles et les files, les tableaux à plusieurs dimensions. */

HELP(TRANSFORME, "modèles",
     "TRANSFORME modèle données\n(TRANSFORME modèle données1 données2 ...)",
     "Applique le modèle à chaque élément de la liste (ou caractère du mot) et rend la "
     "liste (ou le mot) des résultats (MAP de Berkeley Logo). Un modèle est un nom de "
     "procédure (\"CARRE), une liste où ? tient la place de la donnée ([? * ?]), ou une "
     "liste qui commence par la liste des noms de ses entrées ([[x] :x + 1]), ou le texte "
     "d'une procédure, comme TEXTE le rend ([[x] [RETOURNE :x + 1]]). Avec plusieurs "
     "données, de même longueur, ?1, ?2... tiennent leurs places ; # est le rang de "
     "l'élément, ?RESTE ce qui le suit.",
     "MONTRE TRANSFORME [? * ?] [2 3 4]\n"
     "MONTRE (TRANSFORME \"MOT [a b] [c d])\n"
     "; [4 9 16]\n"
     "; [ac bd]")
HELP(TRANSFORME_PH, "modèles",
     "TRANSFORME.PH modèle données\n(TRANSFORME.PH modèle données1 données2 ...)",
     "Comme TRANSFORME, mais les résultats sont mis bout à bout comme PHRASE le fait : une "
     "liste rendue par le modèle apporte ses éléments, la liste vide rien (MAP.SE).",
     "MONTRE TRANSFORME.PH [PH ? ?] [a b]\n; [a a b b]")
HELP(TRANSFORME_CROISE, "modèles",
     "TRANSFORME.CROISE modèle listedelistes\n(TRANSFORME.CROISE modèle liste1 liste2 ...)",
     "Rend la liste des résultats du modèle pour toutes les combinaisons d'un élément de "
     "chaque liste, le premier variant le moins vite (CROSSMAP).",
     "MONTRE (TRANSFORME.CROISE [MOT ?1 ?2] [a b] [1 2])\n; [a1 a2 b1 b2]")
HELP(FILTRE, "modèles",
     "FILTRE modèle données",
     "Rend les éléments de la liste (ou les caractères du mot) pour lesquels le modèle rend "
     "VRAI (FILTER).",
     "MONTRE FILTRE [? > 2] [1 2 3 4]\nEC FILTRE [MEMBRE? ? \"aeiou] \"elephant\n; [3 4]\n; eea")
HELP(TROUVE, "modèles",
     "TROUVE modèle données",
     "Rend le premier élément pour lequel le modèle rend VRAI, la liste vide [] s'il n'y en a "
     "pas (FIND).",
     "EC TROUVE [? > 2] [1 2 3 4]\nMONTRE TROUVE [? > 9] [1 2]\n; 3\n; []")
HELP(REDUIS, "modèles",
     "REDUIS modèle données",
     "Combine les éléments deux à deux avec un modèle à deux places, en partant de la droite : "
     "?1 est l'élément, ?2 le résultat jusque-là (REDUCE). Une donnée d'un seul élément le "
     "rend tel quel ; une donnée vide est une erreur.",
     "EC REDUIS \"SOMME [1 2 3 4]\nEC REDUIS [SI ?1 > ?2 [?1] [?2]] [3 9 2]\n; 10\n; 9")
HELP(CASCADE, "modèles",
     "CASCADE fin modèle départ\n(CASCADE fin modèle1 départ1 modèle2 départ2 ... (modèle.final))",
     "Applique le modèle à départ, puis à son résultat, et ainsi de suite ; fin est un nombre "
     "de tours, ou un modèle qui rend VRAI quand il faut s'arrêter. # est le numéro du tour. "
     "Avec plusieurs paires, ?1, ?2... sont les valeurs du tour précédent ; un dernier modèle, "
     "s'il y en a un, donne le résultat (CASCADE).",
     "EC CASCADE 5 [# * ?] 1\nEC (CASCADE 10 [?1 + ?2] 1 [?1] 0)\n; 120\n; 89")
HELP(APPLIQUE_LISTE, "modèles",
     "APPLIQUE.LISTE modèle [entrées]",
     "Applique le modèle aux éléments de la liste, ses entrées ; rend ce qu'il rend, s'il "
     "rend quelque chose (APPLY de Berkeley Logo ; APPLIQUE est la primitive du taquin).",
     "EC APPLIQUE.LISTE \"SOMME [1 2 3]\nEC APPLIQUE.LISTE [[x] :x + 3] [5]\n; 6\n; 8")
HELP(INVOQUE, "modèles",
     "INVOQUE modèle entrée\n(INVOQUE modèle entrée1 entrée2 ...)",
     "Comme APPLIQUE.LISTE, les entrées données une à une (INVOKE).",
     "EC (INVOQUE \"SOMME 1 2 3)\nEC INVOQUE [? * 2] 21\n; 6\n; 42")
HELP(TPL_SLOT, "modèles",
     "?\n(? n)",
     "Dans un modèle, la donnée en cours ; (? n), ou ?n, la n-ième quand il y en a "
     "plusieurs. Ailleurs, une erreur.",
     "MONTRE (TRANSFORME [PH ?2 ?1] [a b] [c d])\n; [[c a] [d b]]")
HELP(TPL_REST, "modèles",
     "?RESTE\n(?RESTE n)",
     "Dans un modèle de TRANSFORME, FILTRE, TROUVE..., ce qui suit la donnée en cours dans "
     "sa liste (ou son mot) ; (?RESTE n) pour la n-ième donnée (?REST de Berkeley Logo).",
     "MONTRE TRANSFORME [?RESTE] [a b c]\n; [[b c] [c] []]")
HELP(TPL_NUMBER, "modèles",
     "#",
     "Dans un modèle de TRANSFORME, FILTRE, TROUVE, CASCADE..., le rang de la donnée en "
     "cours (le numéro du tour pour CASCADE) ; ailleurs, COMPTEUR.",
     "EC TRANSFORME [MOT # ?] \"abc\n; 1a2b3c")
HELP(EMPILE, "mots et listes",
     "EMPILE \"nom chose",
     "Met chose en tête de la liste qui est la valeur de la variable nom : une pile (PUSH). "
     "La variable doit avoir une liste pour valeur.",
     "DONNE \"P []\nEMPILE \"P 1\nEMPILE \"P 2\nMONTRE :P\n; [2 1]")
HELP(DEPILE, "mots et listes",
     "DEPILE \"nom",
     "Rend le premier élément de la liste qui est la valeur de la variable nom, et l'en "
     "retire : le dernier EMPILE (POP).",
     "DONNE \"P [2 1]\nEC DEPILE \"P\nMONTRE :P\n; 2\n; [1]")
HELP(ENFILE, "mots et listes",
     "ENFILE \"nom chose",
     "Met chose à la fin de la liste qui est la valeur de la variable nom : une file "
     "d'attente (QUEUE).",
     "DONNE \"F []\nENFILE \"F 1\nENFILE \"F 2\nMONTRE :F\n; [1 2]")
HELP(DEFILE, "mots et listes",
     "DEFILE \"nom",
     "Rend le premier élément de la file qui est la valeur de la variable nom, et l'en "
     "retire : le plus ancien ENFILE (DEQUEUE).",
     "DONNE \"F [1 2]\nEC DEFILE \"F\nMONTRE :F\n; 1\n; [2]")
HELP(MOT_UNIQUE, "mots et listes",
     "MOT.UNIQUE",
     "Rend un mot différent à chaque appel : g1, g2... (GENSYM).",
     "EC MOT.UNIQUE\nEC MOT.UNIQUE\n; g1\n; g2")
HELP(SANSDOUBLONS, "mots et listes",
     "SANSDOUBLONS liste",
     "Rend la liste sans ses éléments en double ; de plusieurs éléments égaux, c'est le plus "
     "à droite qui reste (REMDUP).",
     "MONTRE SANSDOUBLONS [a b a c b]\n; [a c b]")
HELP(QUASI_CITATION, "mots et listes",
     "` liste",
     "Rend la liste, où , suivi d'une liste d'instructions est remplacé par sa valeur, et ,@ "
     "suivi d'une liste par les éléments de sa valeur ; ,:x vaut ,[:x]. Un ` dans la liste "
     "ouvre un niveau de plus (le backquote de Berkeley Logo).",
     "DONNE \"X 5\nMONTRE `[a ,:X b ,[SOMME 1 2] ,@[SP [p q r]]]\n; [a 5 b 3 q r]")
HELP(IGNORE, "contrôle",
     "IGNORE chose",
     "Ne fait rien de son entrée : pour lancer une opération pour ce qu'elle fait, sans "
     "garder ce qu'elle rend (IGNORE).",
     "DONNE \"P [1 2]\nIGNORE DEPILE \"P\nMONTRE :P\n; [2]")
HELP(FORMATE, "arithmétique",
     "FORMATE nombre largeur décimales",
     "Rend le nombre écrit avec exactement décimales chiffres après la virgule (un point), "
     "précédé d'espaces pour faire au moins largeur caractères (FORM).",
     "EC FORMATE 3.14159 1 2\nEC COMPTE FORMATE 3.14159 8 2\n; 3.14\n; 8")
HELP(TABLEAU_MD, "mots et listes",
     "TABLEAU.MD [tailles]\n(TABLEAU.MD [tailles] origine)",
     "Rend un tableau à plusieurs dimensions : TABLEAU.MD [2 3] est un tableau de 2 tableaux "
     "de 3 éléments, numérotés à partir de 1 (ou de origine, pour chaque dimension) (MDARRAY) ; "
     "TABLEAU.MD 2 est TABLEAU.MD [2].",
     "MONTRE TABLEAU.MD [2 3]\n; {{[] [] []} {[] [] []}}")
HELP(ITEM_MD, "mots et listes",
     "ITEM.MD [indices] tableau",
     "L'élément d'un tableau à plusieurs dimensions : ITEM.MD [i j] :T est ITEM j ITEM i :T "
     "(MDITEM).",
     "DONNE \"T TABLEAU.MD [2 3]\nDONNEITEM.MD [2 3] :T \"x\nEC ITEM.MD [2 3] :T\n; x")
HELP(DONNEITEM_MD, "mots et listes",
     "DONNEITEM.MD [indices] tableau valeur",
     "Change sur place l'élément d'un tableau à plusieurs dimensions (MDSETITEM).",
     "DONNE \"T TABLEAU.MD [2 2]\nDONNEITEM.MD [1 2] :T 7\nMONTRE :T\n; {{[] 7} {[] []}}")
HELP(DEFMACRO, "espace de travail",
     ".DEFMACRO \"nom [[entrées] [ligne] ...]\n.MACRO nom :entrée ... (lignes) FIN",
     "Définit une macro, comme DEFINIS (ou POUR, avec .MACRO) définit une procédure : la "
     "macro rend une liste d'instructions, qui s'exécute là où la macro a été appelée ; un "
     "STOP ou un RETOURNE qu'elle contient arrête donc la procédure qui l'appelle (.MACRO et "
     ".DEFMACRO de Berkeley Logo).",
     ".DEFMACRO \"DEUX.FOIS [[instr] [RETOURNE PH :instr :instr]]\n"
     "DEUX.FOIS [TAPE \"x EC \"y]\n; xy\n; xy")
HELP(CHAQUE, "modèles",
     "CHAQUE données modèle\n(CHAQUE données1 données2 ... modèle)",
     "Exécute le modèle pour chaque élément de la liste (ou caractère du mot), ? à sa "
     "place, # son rang, ?RESTE ce qui le suit (FOREACH de Berkeley Logo ; POURCHAQUE, "
     "celui de XLogo, nomme une variable). Un STOP ou un RETOURNE dans le modèle arrête la "
     "procédure, comme dans REPETE.",
     "CHAQUE [a b c] [TAPE # TAPE ?]\nEC \"\n(CHAQUE [1 2] [3 4] [EC ?1 + ?2])\n; 1a2b3c\n; 4\n; 6")
/* alignés : pas trois points en ligne (prim_alignes.c, lib-logo/alignes.lgo) */

HELP(ALIGNES_COMPTE, "alignés",
     "ALIGNES.COMPTE n",
     "Rend le nombre de façons de placer 2n points sur une grille de n x n, deux par rangée, "
     "sans que jamais trois soient sur une même droite, de n'importe quelle pente (le problème "
     "de Dudeney, 1917). Toutes les solutions comptent, même celles qui se déduisent l'une de "
     "l'autre par une rotation ou une symétrie (suite A000755 de l'OEIS). Compteur rapide en C "
     "sur tous les cœurs du processeur ; n est un entier de 1 à 32, mais le temps est multiplié "
     "par 7 à 11 à chaque rang : deux secondes de calcul pour 12, un quart de minute pour 13, "
     "deux minutes et demie pour 14, une demi-heure pour 15, plus de quatre heures pour 16 "
     "(46304 solutions ; le double sans les instructions AVX2 du processeur ; une ligne dit "
     "où en est le calcul ; Ctrl-C l'arrête). La recherche est coupée en débuts, les façons "
     "de remplir les deux rangées "
     "du milieu ; à partir de 13, chaque début exploré est noté dans un journal, "
     "alignes-n.journal dans le dossier de cache (~/.cache/tortue, ou $XDG_CACHE_HOME/tortue) : "
     "un compte arrêté (Ctrl-C, fin de la session) reprend là au prochain ALIGNES.COMPTE ou "
     "ALIGNES.CLASSES du même n, qui dit combien de débuts il tire du journal. Un journal "
     "complet est gardé et donne la réponse aussitôt (effacer le fichier fait tout recompter) ; "
     "un journal abîmé ou d'une autre version est mis de côté (suffixe .rejete) et le compte "
     "repart de zéro. TORTUE_CACHE=non dans l'environnement : pas de journal.",
     "EC ALIGNES.COMPTE 8\n"
     "EC ALIGNES.COMPTE 10\n"
     "; 380\n"
     "; 1135")
HELP(ALIGNES_CLASSES, "alignés",
     "ALIGNES.CLASSES n",
     "Rend le nombre de solutions vraiment différentes du problème de ALIGNES.COMPTE : deux "
     "solutions qui se déduisent l'une de l'autre par l'une des 8 symétries du carré "
     "(rotations, retournements) ne comptent que pour une (suite A000769 de l'OEIS). Même "
     "recherche et même journal que ALIGNES.COMPTE : à partir de 13, un compte arrêté de l'un "
     "reprend avec l'autre, et un journal complet donne les deux nombres aussitôt.",
     "EC ALIGNES.CLASSES 8\n"
     "EC ALIGNES.CLASSES 3\n"
     "; 57\n"
     "; 1")
HELP(ALIGNES_SOLUTIONS, "alignés",
     "ALIGNES.SOLUTIONS n\n(ALIGNES.SOLUTIONS n max)",
     "Rend la liste des solutions sur une grille de n x n, dans l'ordre où SOLUTIONS.ALIGNES "
     "(la recherche en Logo) les trouve : chaque solution est la liste de ses rangées, de haut "
     "en bas, chacune la paire des colonnes de ses deux points. Avec max, seulement les max "
     "premières. La liste vide s'il n'y en a pas. Ctrl-C l'arrête.",
     "MONTRE ALIGNES.SOLUTIONS 3\n"
     "EC COMPTE ALIGNES.SOLUTIONS 7\n"
     "; [[[1 2] [1 3] [2 3]] [[2 3] [1 3] [1 2]]]\n"
     "; 132")
HELP(ALIGNES_DEPUIS, "alignés",
     "ALIGNES.DEPUIS n rangées",
     "Rend la première solution que la recherche atteint en partant des premières rangées "
     "données (des paires de colonnes croissantes, sans trois points alignés) : d'abord sous "
     "elles, puis en revenant aux rangées du dessus, comme la TI-58 de l'article qui part de "
     "n'importe quel endroit de l'arbre. Une solution complète se rend elle-même ; la liste "
     "vide s'il ne reste aucune solution. DEPUIS.ALIGNES fait la même chose en Logo.",
     "MONTRE ALIGNES.DEPUIS 6 [[2 5]]\n"
     "MONTRE ALIGNES.DEPUIS 4 [[3 4] [1 2]]\n"
     "; [[2 5] [1 4] [1 5] [3 4] [2 6] [3 6]]\n"
     "; [[3 4] [1 2] [3 4] [1 2]]")
HELP(ALIGNES_SUIVANTE, "alignés",
     "ALIGNES.SUIVANTE n solution",
     "Rend la solution que la recherche trouve juste après solution (la touche R/S de la "
     "TI-58), ou la liste vide si c'était la dernière. SUIVANTE.ALIGNES fait la même chose en "
     "Logo.",
     "MONTRE ALIGNES.SUIVANTE 4 [[1 2] [3 4] [1 2] [3 4]]\n"
     "MONTRE ALIGNES.SUIVANTE 4 [[3 4] [1 2] [3 4] [1 2]]\n"
     "; [[1 3] [1 3] [2 4] [2 4]]\n"
     "; []")
HELP(ALIGNES_STATS, "alignés",
     "ALIGNES.STATS n",
     "Fait la recherche complète sans rien écrire et rend ce qu'elle a compté : [solutions "
     "examinées [par rangée]], le nombre de paires de colonnes comparées aux points du dessus, "
     "en tout puis rangée par rangée. Ce sont les nombres de la recherche en Logo "
     "(COMPARE.ALIGNES le vérifie).",
     "MONTRE ALIGNES.STATS 4\n"
     "; [11 570 [6 36 216 312]]")

HELP_LIB("TROIS.ALIGNES?", "alignés",
     "TROIS.ALIGNES? p1 p2 p3",
     "VRAI si les trois points, donnés chacun par [rangée colonne], sont sur une même droite : "
     "les flèches de p1 vers p2 et de p1 vers p3 ont la même direction quand leur produit "
     "vectoriel est nul. Rien que des entiers, pas de pente ni de division.",
     "EC TROIS.ALIGNES? [1 1] [2 3] [3 5]\n"
     "EC TROIS.ALIGNES? [1 1] [2 3] [3 4]\n"
     "; VRAI\n"
     "; FAUX")
HELP_LIB("SOLUTIONS.ALIGNES", "alignés",
     "SOLUTIONS.ALIGNES n",
     "La recherche en Logo (lib-logo/alignes.lgo), rangée par rangée : dans chaque rangée, les "
     "paires de colonnes [1 2] [1 3] ... [n-1 n] sont comparées aux points du dessus avec "
     "TROIS.ALIGNES? ; on descend quand une paire va, on revient à la rangée du dessus quand "
     "aucune ne va. Rend toutes les solutions, dans l'ordre où elle les trouve. Lente : jusqu'à "
     "n = 6 environ ; ALIGNES.SOLUTIONS fait la même recherche en C.",
     "MONTRE SOLUTIONS.ALIGNES 3\n"
     "; [[[1 2] [1 3] [2 3]] [[2 3] [1 3] [1 2]]]")
HELP_LIB("DEPUIS.ALIGNES", "alignés",
     "DEPUIS.ALIGNES n rangées",
     "En Logo, ce que fait ALIGNES.DEPUIS : la première solution atteinte en partant des "
     "rangées données, ou la liste vide.",
     "MONTRE DEPUIS.ALIGNES 4 [[3 4]]\n"
     "; [[3 4] [1 2] [3 4] [1 2]]")
HELP_LIB("SUIVANTE.ALIGNES", "alignés",
     "SUIVANTE.ALIGNES n solution",
     "En Logo, ce que fait ALIGNES.SUIVANTE : la solution qui suit, ou la liste vide.",
     "MONTRE SUIVANTE.ALIGNES 4 [[1 2] [3 4] [1 2] [3 4]]\n"
     "; [[1 3] [1 3] [2 4] [2 4]]")
HELP_LIB("AFFICHE.ALIGNES", "alignés",
     "AFFICHE.ALIGNES rangées\n(AFFICHE.ALIGNES rangées n)",
     "Montre la grille et ses points, la rangée 1 en haut. Avec n, un début de solution sur "
     "une grille de n x n. En Unicode quand le terminal le permet ; DONNE \"ECHIQUIER.ASCII "
     "\"VRAI pour de l'ASCII simple (O pour un point).",
     "AFFICHE.ALIGNES [[1 2] [3 4] [1 2] [3 4]]\n"
     ";      1 2 3 4\n"
     ";   1  ● ● · ·\n"
     ";   2  · · ● ●\n"
     ";   3  ● ● · ·\n"
     ";   4  · · ● ●")
HELP_LIB("DESSINE.ALIGNES", "alignés",
     "DESSINE.ALIGNES rangées\n(DESSINE.ALIGNES rangées n)",
     "La grille d'AFFICHE.ALIGNES dessinée par la tortue : les croisements de la grille en "
     "gris, la rangée 1 en haut, un disque noir par point, les numéros des rangées et des "
     "colonnes, placés et mis à l'échelle pour tenir dans la fenêtre (ZONEVISIBLE). L'écran est "
     "d'abord vidé ; SAUVEDESSIN enregistre le dessin.",
     "DESSINE.ALIGNES PREMIER ALIGNES.SOLUTIONS 6\nSAUVEDESSIN \"alignes6.png")
HELP_LIB("COMPARE.ALIGNES", "alignés",
     "COMPARE.ALIGNES n",
     "Fait la recherche en Logo (SOLUTIONS.ALIGNES) puis en C (ALIGNES.SOLUTIONS, "
     "ALIGNES.STATS) et présente le résultat : solutions, paires examinées, temps en "
     "millisecondes, si les deux ont trouvé les mêmes solutions dans le même ordre en "
     "examinant les mêmes paires, et combien de fois le natif est plus rapide. Les temps "
     "varient d'une fois à l'autre.",
     "COMPARE.ALIGNES 4\n"
     "; Pas trois points en ligne, N = 4\n"
     ";                             Logo               natif (C)\n"
     "; solutions                     11                      11\n"
     "; paires examinées             570                     570\n"
     "; temps (ms)                  14.4                    0.03\n"
     "; Mêmes solutions dans le même ordre, mêmes paires examinées.\n"
     "; Le natif est 556 fois plus rapide.")

/* UCBLogo's names (issue #30): bits, radians */
HELP(BITAND, "arithmétique",
     "BITAND a b\n(BITAND a b c ...)",
     "Rend le ET bit à bit de ses entrées, des entiers (sur 64 bits, en complément à deux). "
     "Sans entrée, (BITAND) rend -1.",
     "EC BITAND 12 10\n"
     "; 8")
HELP(BITOR, "arithmétique",
     "BITOR a b\n(BITOR a b c ...)",
     "Rend le OU bit à bit de ses entrées, des entiers. Sans entrée, (BITOR) rend 0.",
     "EC BITOR 12 10\n"
     "; 14")
HELP(BITXOR, "arithmétique",
     "BITXOR a b\n(BITXOR a b c ...)",
     "Rend le OU exclusif bit à bit de ses entrées, des entiers. Sans entrée, (BITXOR) "
     "rend 0.",
     "EC BITXOR 12 10\n"
     "; 6")
HELP(BITNOT, "arithmétique",
     "BITNOT n",
     "Rend l'entier n dont chaque bit est inversé : -n - 1.",
     "EC BITNOT 5\n"
     "; -6")
HELP(ASHIFT, "arithmétique",
     "ASHIFT n k",
     "Décale les bits de l'entier n de k rangs vers la gauche (n fois 2 puissance k), ou "
     "vers la droite si k est négatif, en gardant le signe : ASHIFT -5 -1 rend -3.",
     "EC ASHIFT 5 3\n"
     "EC ASHIFT -5 -1\n"
     "; 40\n"
     "; -3")
HELP(LSHIFT, "arithmétique",
     "LSHIFT n k",
     "Comme ASHIFT, mais un décalage vers la droite fait entrer des zéros à gauche : le "
     "nombre, lu sur 64 bits sans signe, est divisé par 2 puissance -k.",
     "EC LSHIFT 5 3\n"
     "EC LSHIFT 20 -2\n"
     "; 40\n"
     "; 5")
HELP(RADSIN, "arithmétique",
     "RADSIN angle",
     "Rend le sinus d'un angle donné en radians (SIN le prend en degrés).",
     "EC RADSIN 0\n"
     "; 0")
HELP(RADCOS, "arithmétique",
     "RADCOS angle",
     "Rend le cosinus d'un angle donné en radians (COS le prend en degrés).",
     "EC RADCOS 0\n"
     "; 1")
HELP(RADARCTAN, "arithmétique",
     "RADARCTAN x\n(RADARCTAN x y)",
     "Comme ARCTAN, mais l'angle est rendu en radians : RADARCTAN 1 rend PI / 4.",
     "EC (RADARCTAN 0 1) * 2\n"
     "; 3.14159265358979")

/* UCBLogo's names (issue #30): words and lists */
HELP(COMBINE, "mots et listes",
     "COMBINE chose1 chose2",
     "Rend MOT chose1 chose2 si chose2 est un mot, METSPREMIER chose1 chose2 si c'est une "
     "liste.",
     "MONTRE COMBINE \"a \"b\n"
     "MONTRE COMBINE \"a [b c]\n"
     "; ab\n"
     "; [a b c]")
HELP(QUOTED, "mots et listes",
     "CITE chose",
     "Rend le mot précédé d'un guillemet (\"mot), ou la liste telle quelle.",
     "MONTRE CITE \"a\n"
     "MONTRE CITE [a b]\n"
     "; \"a\n"
     "; [a b]")
HELP(SUBSTRING_P, "prédicats",
     "SOUSMOT? mot1 mot2",
     "Rend VRAI si le mot mot1 se trouve dans le mot mot2, sans tenir compte des "
     "majuscules. Un mot vide ou une liste rend FAUX.",
     "EC SOUSMOT? \"ell \"hello\n"
     "; VRAI")
HELP(VBARRED_P, "prédicats",
     "VBARRED? caractère",
     "Rend VRAI si le caractère est un séparateur (espace, crochet, parenthèse, opérateur) "
     "lu entre barres verticales ou après une barre oblique inverse, et qui reste donc un "
     "caractère ordinaire.",
     "EC VBARRED? \"|(|\n"
     "EC VBARRED? \"a\n"
     "; VRAI\n"
     "; FAUX")
HELP(DOT_EQ, "prédicats",
     ".EQ chose1 chose2",
     "Rend VRAI si les deux entrées sont la même chose et non deux choses égales : la même "
     "liste ou le même tableau en mémoire (un changement de l'une se voit dans l'autre). "
     "Deux mots sont la même chose s'ils s'écrivent de même, majuscules comprises.",
     "DONNE \"l [a b]\n"
     "EC .EQ :l :l\n"
     "EC .EQ :l [a b]\n"
     "; VRAI\n"
     "; FAUX")
HELP(DOT_SETFIRST, "mots et listes",
     ".FIXEPREMIER liste chose",
     "Change en place le premier élément de la liste (non vide) : toute liste qui partage "
     "ses éléments le voit. À manier avec précaution.",
     "DONNE \"l [a b c]\n"
     ".FIXEPREMIER :l \"z\n"
     "MONTRE :l\n"
     "; [z b c]")
HELP(DOT_SETITEM, "mots et listes",
     ".DONNEITEM rang tableau chose",
     "Comme DONNEITEM : change l'élément du tableau au rang donné.",
     "DONNE \"t {1 2 3}\n"
     ".DONNEITEM 2 :t \"x\n"
     "MONTRE :t\n"
     "; {1 x 3}")
HELP(RAWASCII, "mots et listes",
     "RAWASCII caractère",
     "Rend le code du caractère, comme ASCII (Tortue ne donne pas d'autre code à un "
     "caractère lu entre barres).",
     "EC RAWASCII \"a\n"
     "; 97")
HELP(PARSE, "mots et listes",
     "PARSE mot",
     "Rend la liste que donne le mot lu comme une ligne tapée : les espaces séparent les "
     "éléments, les crochets font des listes.",
     "MONTRE PARSE \"|a [b c] d|\n"
     "; [a [b c] d]")
HELP(RUNPARSE, "mots et listes",
     "RUNPARSE chose",
     "Rend la liste (ou le mot lu comme avec PARSE) découpée comme la lit l'interpréteur "
     "avant de l'exécuter : opérateurs, parenthèses, :noms et mots cités séparés.",
     "MONTRE RUNPARSE [EC 3+4]\n"
     "; [EC 3 + 4]")
HELP(ISEQ, "mots et listes",
     "ISEQ début fin",
     "Rend la liste des nombres de début à fin, de 1 en 1 (en descendant si fin est plus "
     "petit).",
     "MONTRE ISEQ 3 7\n"
     "MONTRE ISEQ 3 1\n"
     "; [3 4 5 6 7]\n"
     "; [3 2 1]")
HELP(RSEQ, "mots et listes",
     "RSEQ début fin n",
     "Rend la liste de n nombres (au moins 2) également espacés de début à fin.",
     "MONTRE RSEQ 3 5 9\n"
     "; [3 3.25 3.5 3.75 4 4.25 4.5 4.75 5]")

/* UCBLogo's names (issue #30): control, templates, macros */
HELP(CAS, "contrôle",
     "CAS valeur [[[valeurs] instructions] ... [SINON instructions]]",
     "Exécute les instructions de la première clause dont la liste de valeurs contient la "
     "valeur (comparée comme avec EGAL?), ou de la clause SINON (ELSE en anglais). Les "
     "instructions s'exécutent là où CAS est appelé : elles peuvent rendre une valeur, ou "
     "faire RETOURNE ou STOP pour la procédure. Aucune clause : rien n'est fait.",
     "EC CAS 3 [[[1 2 3] \"petit] [[4 5] \"grand] [SINON \"autre]]\n"
     "; petit")
HELP(COND, "contrôle",
     "COND [[[condition] instructions] ... [SINON instructions]]",
     "Exécute les instructions de la première clause dont la condition, exécutée, rend "
     "VRAI, ou de la clause SINON (ELSE en anglais). Comme pour CAS, elles s'exécutent là "
     "où COND est appelé.",
     "EC COND [[[1 > 2] \"a] [[2 > 1] \"b] [SINON \"c]]\n"
     "; b")
HELP(JUSQUA, "contrôle",
     "JUSQUA [condition] [instructions]",
     "Exécute les instructions tant que la condition est FAUX, en la testant avant chaque "
     "tour (le contraire de TANTQUE).",
     "DONNE \"i 0\n"
     "JUSQUA [:i > 3] [DONNE \"i :i + 1]\n"
     "EC :i\n"
     "; 4")
HELP(DOT_MAYBEOUTPUT, "contrôle",
     ".RETOURNESIVALEUR expression",
     "Dans une procédure : comme RETOURNE si l'expression rend une valeur, comme STOP si "
     "elle n'en rend pas.",
     "POUR F :X\n"
     ".RETOURNESIVALEUR :X\n"
     "FIN\n"
     "EC F 3\n"
     "; 3")
HELP(CASCADE_2, "modèles",
     "CASCADE.2 fin modèle1 départ1 modèle2 départ2",
     "CASCADE avec deux valeurs qui avancent ensemble : à chaque tour, ?1 et ?2 sont les "
     "deux valeurs du tour d'avant. Rend la première.",
     "EC CASCADE.2 5 [?1 + ?2] 1 [?1] 0\n"
     "; 8")
HELP(TRANSFER, "modèles",
     "TRANSFERE fin modèle liste",
     "Applique le modèle à chaque élément de la liste tour à tour : ?ENTREE est l'élément, "
     "?SORTIE le panier (d'abord []), et la valeur du modèle devient le nouveau panier, "
     "que TRANSFERE rend. fin est [] pour aller jusqu'au bout de la liste, sinon un modèle "
     "testé avant chaque tour, qui arrête quand il rend VRAI.",
     "MONTRE TRANSFERE [] [METSPREMIER ?ENTREE ?SORTIE] [a b c]\n"
     "; [c b a]")
HELP(TRANSFER_IN, "modèles",
     "?ENTREE",
     "Dans un modèle de TRANSFERE : l'élément de la liste en cours.",
     "MONTRE TRANSFERE [] [METSDERNIER ?ENTREE ?SORTIE] [a b c]\n"
     "; [a b c]")
HELP(TRANSFER_OUT, "modèles",
     "?SORTIE",
     "Dans un modèle de TRANSFERE : le panier fait jusque-là.",
     "MONTRE TRANSFERE [2 < COMPTE ?SORTIE] [METSDERNIER ?ENTREE ?SORTIE] [a b c d]\n"
     "; [a b c]")
HELP(MACRO_P, "prédicats",
     "MACRO? nom",
     "Rend VRAI si nom est une macro (définie par .MACRO ou .DEFMACRO).",
     ".MACRO DEUX.FOIS :I\n"
     "RETOURNE PHRASE :I :I\n"
     "FIN\n"
     "EC MACRO? \"DEUX.FOIS\n"
     "; VRAI")
HELP(MACROEXPAND, "modèles",
     "MACROEXPAND [macro entrées...]",
     "Rend la liste que rendrait l'appel de la macro, sans l'exécuter.",
     ".MACRO DEUX.FOIS :I\n"
     "RETOURNE PHRASE :I :I\n"
     "FIN\n"
     "MONTRE MACROEXPAND [DEUX.FOIS [EC 1]]\n"
     "; [EC 1 EC 1]")

/* UCBLogo's names (issue #30): the workspace, contents lists, debugging */
HELP(NAMELIST, "espace de travail",
     "CONTENU.NOMS nom\nCONTENU.NOMS [noms]",
     "Rend une liste de contenu (comme CONTENU) qui ne nomme que ces variables : [[] "
     "[noms]], pour ENTERRE, IMTOUT, SAUVEL...",
     "MONTRE CONTENU.NOMS [x y]\n"
     "; [[] [x y]]")
HELP(PLLIST, "espace de travail",
     "CONTENU.PROPRIETES nom\nCONTENU.PROPRIETES [noms]",
     "Rend une liste de contenu qui ne nomme que ces listes de propriétés : [[] [] [noms]].",
     "MONTRE CONTENU.PROPRIETES \"pl\n"
     "; [[] [] [pl]]")
HELP(BURY, "espace de travail",
     "ENTERRE contenu",
     "Enterre ce que nomme la liste de contenu (un nom ou une liste de noms de procédures, "
     "ou [[procédures] [variables] [propriétés]]) : PROCEDURES, VARIABLES, "
     "LISTESPROPRIETES, CONTENU, IMTS, SAUVE, EFFACETOUT et les familles IM, EF et ED ne "
     "le voient plus. Il reste utilisable, et ENTERRES le liste.",
     "POUR AIDE.PERSO\nEC \"aide\nFIN\nENTERRE \"AIDE.PERSO\n"
     "MONTRE PROCEDURES\n"
     "; []")
HELP(UNBURY, "espace de travail",
     "DETERRE contenu",
     "Rend visible ce que nomme la liste de contenu, enterré par ENTERRE.",
     "ENTERRE \"CARRE\n"
     "DETERRE \"CARRE")
HELP(BURYNAME, "espace de travail",
     "ENTERRENOM nom\nENTERRENOM [noms]",
     "Enterre ces variables : ENTERRE CONTENU.NOMS noms.",
     "DONNE \"x 1\n"
     "ENTERRENOM \"x\n"
     "MONTRE VARIABLES\n"
     "; []")
HELP(UNBURYNAME, "espace de travail",
     "DETERRENOM nom\nDETERRENOM [noms]",
     "Rend visibles ces variables enterrées.",
     "DETERRENOM \"x")
HELP(BURYALL, "espace de travail",
     "ENTERRETOUT",
     "Enterre tout ce que contient l'espace de travail : procédures, variables et listes "
     "de propriétés.",
     "ENTERRETOUT\n"
     "MONTRE CONTENU\n"
     "; [[] [] []]")
HELP(UNBURYALL, "espace de travail",
     "DETERRETOUT",
     "Rend visible tout ce qui était enterré.",
     "DETERRETOUT")
HELP(BURIED, "espace de travail",
     "ENTERRES",
     "Rend la liste de contenu de ce qui est enterré : [[procédures] [variables] "
     "[propriétés]].",
     "DONNE \"x 1\n"
     "ENTERRENOM \"x\n"
     "MONTRE ENTERRES\n"
     "; [[] [x] []]")
HELP(BURIED_P, "espace de travail",
     "ENTERRE? contenu",
     "Rend VRAI si la première chose que nomme la liste de contenu est enterrée.",
     "DONNE \"x 1\n"
     "ENTERRENOM \"x\n"
     "EC ENTERRE? [[] [x]]\n"
     "; VRAI")
HELP(PON, "espace de travail",
     "IMV nom\nIMV [noms]",
     "Écrit la ligne DONNE de chaque variable, comme SAUVE l'écrirait.",
     "DONNE \"x 5\n"
     "IMV \"x\n"
     "; DONNE \"x 5")
HELP(POPL, "espace de travail",
     "IMLP nom\nIMLP [noms]",
     "Écrit les lignes DONNEPROPRIETE de ces listes de propriétés.",
     "DPROP \"pl \"k 1\n"
     "IMLP \"pl\n"
     "; DONNEPROPRIETE \"pl \"k 1")
HELP(PONS, "espace de travail",
     "IMVS",
     "Écrit la ligne DONNE de chaque variable (sauf les enterrées).",
     "DONNE \"x 5\n"
     "IMVS\n"
     "; DONNE \"x 5")
HELP(POPLS, "espace de travail",
     "IMLPS",
     "Écrit les lignes DONNEPROPRIETE de toutes les listes de propriétés (sauf les "
     "enterrées).",
     "IMLPS")
HELP(POPS, "espace de travail",
     "IMPS",
     "Écrit la définition de chaque procédure (sauf les enterrées), comme IM.",
     "IMPS")
HELP(POALL, "espace de travail",
     "IMTOUT",
     "Écrit tout l'espace de travail (sauf ce qui est enterré) : les procédures, puis les "
     "variables, puis les listes de propriétés.",
     "IMTOUT")
HELP(ERPL, "espace de travail",
     "EFLP nom\nEFLP [noms]",
     "Efface ces listes de propriétés.",
     "DPROP \"pl \"k 1\n"
     "EFLP \"pl\n"
     "MONTRE LISTESPROPRIETES\n"
     "; []")
HELP(ERPLS, "espace de travail",
     "EFLPS",
     "Efface toutes les listes de propriétés (sauf les enterrées).",
     "EFLPS")
HELP(ERNS, "espace de travail",
     "EFVS",
     "Efface toutes les variables (sauf les enterrées).",
     "DONNE \"x 1\n"
     "EFVS\n"
     "MONTRE VARIABLES\n"
     "; []")
HELP(ERPS, "espace de travail",
     "EFPS",
     "Efface toutes les procédures (sauf les enterrées).",
     "EFPS\n"
     "MONTRE PROCEDURES\n"
     "; []")
HELP(EDN, "espace de travail",
     "EDV nom\nEDV [noms]",
     "Ouvre l'éditeur (comme EDITE) sur les lignes DONNE de ces variables ; le texte est "
     "relu à la sortie de l'éditeur.",
     "EDV \"x")
HELP(EDPL, "espace de travail",
     "EDLP nom\nEDLP [noms]",
     "Ouvre l'éditeur sur les lignes DONNEPROPRIETE de ces listes de propriétés.",
     "EDLP \"pl")
HELP(EDNS, "espace de travail",
     "EDVS",
     "Ouvre l'éditeur sur toutes les variables (sauf les enterrées).",
     "EDVS")
HELP(EDPLS, "espace de travail",
     "EDLPS",
     "Ouvre l'éditeur sur toutes les listes de propriétés (sauf les enterrées).",
     "EDLPS")
HELP(EDPS, "espace de travail",
     "EDPS",
     "Ouvre l'éditeur sur toutes les procédures (sauf les enterrées).",
     "EDPS")
HELP(SAVEL, "espace de travail",
     "SAUVEL contenu \"fichier",
     "Comme SAUVE, mais n'écrit dans le fichier que ce que nomme la liste de contenu (un "
     "nom ou une liste de noms de procédures, ou [[procédures] [variables] [propriétés]]).",
     "SAUVEL [[CARRE] [cote]] \"carre.lgo")
HELP(ARITY, "espace de travail",
     "ARITE nom",
     "Rend [minimum habituel maximum] : les nombres d'entrées de la procédure ou de la "
     "primitive (maximum -1 : sans limite).",
     "MONTRE ARITE \"SOMME\n"
     "; [0 2 -1]")
HELP(DEFINED_P, "prédicats",
     "DEFINI? nom",
     "Rend VRAI si nom est une procédure définie en Logo (pas une primitive).",
     "POUR CARRE\nFIN\n"
     "EC DEFINI? \"CARRE\n"
     "EC DEFINI? \"EC\n"
     "; VRAI\n"
     "; FAUX")
HELP(FULLTEXT, "espace de travail",
     "TEXTECOMPLET nom",
     "Rend la définition de la procédure telle qu'elle est écrite : une liste de mots, un "
     "par ligne, de la ligne POUR à FIN, commentaires compris.",
     "POUR CARRE :C\nREPETE 4 [AV :C TD 90]\nFIN\n"
     "MONTRE TEXTECOMPLET \"CARRE\n"
     "; [POUR CARRE :C REPETE 4 [AV :C TD 90] FIN]")
HELP(NAME, "variables",
     "NOMME valeur \"nom",
     "Comme DONNE, les entrées dans l'autre ordre : la valeur d'abord.",
     "NOMME 5 \"x\n"
     "EC :x\n"
     "; 5")
HELP(GLOBAL, "variables",
     "GLOBALE \"nom\n(GLOBALE \"nom1 \"nom2 ...)",
     "Déclare des variables globales. Dans Tortue, DONNE d'une variable qui n'est pas "
     "locale la crée déjà globale : GLOBALE ne fait que vérifier que ce sont des noms.",
     "GLOBALE \"total")
HELP(PRIMITIVES, "espace de travail",
     "PRIMITIVES",
     "Rend la liste des noms de toutes les primitives, formes courtes comprises.",
     "EC MEMBRE? \"AV PRIMITIVES\n"
     "; VRAI")
HELP(NODES, "espace de travail",
     "NOEUDS",
     "Rend [octets utilisés, taille de la mémoire] du ramasse-miettes.",
     "MONTRE NOEUDS")
HELP(GC, "espace de travail",
     "GC",
     "Lance tout de suite le ramasse-miettes (il passe de lui-même quand il le faut).",
     "GC")
HELP(LISTEPROPRIETE_P, "propriétés",
     "LISTEPROPRIETE? nom",
     "Rend VRAI si nom a une liste de propriétés non vide.",
     "DPROP \"pl \"k 1\n"
     "EC LISTEPROPRIETE? \"pl\n"
     "; VRAI")
HELP(TRACED, "mise au point",
     "TRACEES",
     "Rend la liste de contenu des procédures suivies par TRACE : [[procédures] [] []].",
     "POUR F\nFIN\nTRACE \"F\n"
     "MONTRE TRACEES\n"
     "; [[F] [] []]")
HELP(STEPPED, "mise au point",
     "ENPAS",
     "Rend la liste de contenu des procédures exécutées pas à pas (PAS) : [[procédures] "
     "[] []].",
     "MONTRE ENPAS\n"
     "; [[] [] []]")
HELP(TRACED_P, "mise au point",
     "TRACEE? nom",
     "Rend VRAI si la procédure (la première nommée, pour une liste) est suivie par TRACE.",
     "POUR F\nFIN\nTRACE \"F\n"
     "EC TRACEE? \"F\n"
     "; VRAI")
HELP(STEPPED_P, "mise au point",
     "ENPAS? nom",
     "Rend VRAI si la procédure (la première nommée, pour une liste) s'exécute pas à pas.",
     "EC ENPAS? \"F\n"
     "; FAUX")

/* UCBLogo's names (issue #30): the terminal and the files */
HELP(SETCURSOR, "écran",
     "FIXECURSEUR [x y]",
     "Place le curseur du terminal à la colonne x et à la ligne y (comptées à partir de 0, "
     "en haut à gauche). Ne fait rien quand l'écran n'est pas un terminal (un fichier, un "
     "tube).",
     "VIDETEXTE FIXECURSEUR [10 5] EC \"ici")
HELP(CURSOR, "écran",
     "CURSEUR",
     "Rend la position [x y] du curseur du terminal (colonne et ligne à partir de 0), "
     "demandée au terminal. Erreur quand l'écran n'est pas un terminal.",
     "MONTRE CURSEUR")
HELP(STANDOUT, "écran",
     "INVERSEVIDEO chose",
     "Rend un mot : la chose telle que l'écrit EC, entre les codes d'un terminal pour la "
     "vidéo inverse (les couleurs du texte et du fond échangées quand on l'écrit).",
     "EC (PHRASE \"un INVERSEVIDEO \"mot \"voyant)")
HELP(READRAWLINE, "écran",
     "LISLIGNEBRUTE",
     "Lit une ligne du flux de lecture (le clavier, ou le fichier de FIXELECTURE) et la "
     "rend telle quelle, en un seul mot, sans rien interpréter. En fin de fichier, rend [].",
     "DONNE \"l LISLIGNEBRUTE")
HELP(READCHARS, "écran",
     "LISCARS n",
     "Lit n caractères du flux de lecture et les rend en un mot (moins s'il n'en reste pas "
     "assez, [] en fin de fichier).",
     "DONNE \"debut LISCARS 3")
HELP(SHELL, "écran",
     "SHELL commande\n(SHELL commande VRAI)",
     "Lance la commande du système (un mot, ou une liste dont les éléments sont séparés par "
     "des espaces) et rend ce qu'elle écrit : une liste de ses lignes, chacune lue comme une "
     "liste, ou gardée en un mot avec VRAI en deuxième entrée.",
     "MONTRE SHELL [echo bonjour le monde]\n"
     "; [[bonjour le monde]]")
HELP(DRIBBLE, "écran",
     "COPIEECRAN \"fichier",
     "Copie dans le fichier tout ce qui s'écrit ensuite à l'écran, jusqu'à FINCOPIEECRAN. "
     "Les lignes tapées ne sont pas copiées.",
     "COPIEECRAN \"seance.txt\n"
     "EC \"bonjour\n"
     "FINCOPIEECRAN")
HELP(NODRIBBLE, "écran",
     "FINCOPIEECRAN",
     "Arrête la copie de l'écran commencée par COPIEECRAN et ferme le fichier.",
     "FINCOPIEECRAN")
HELP(OUVREMAJ, "fichiers",
     "OUVREMAJ \"fichier",
     "Ouvre un fichier qui existe pour le lire et pour y écrire : il peut être à la fois le "
     "flux de lecture (FIXELECTURE) et le flux d'écriture (FIXEECRITURE). FIXEPOSLECTURE et "
     "FIXEPOSECRITURE choisissent où.",
     "OUVREMAJ \"notes.txt\n"
     "FIXEECRITURE \"notes.txt\n"
     "FIXEPOSECRITURE 0 TAPE \"J\n"
     "FIXEECRITURE []\n"
     "FERME \"notes.txt")
HELP(READPOS, "fichiers",
     "POSLECTURE",
     "Rend la position du flux de lecture dans son fichier, en octets depuis le début.",
     "EC POSLECTURE")
HELP(WRITEPOS, "fichiers",
     "POSECRITURE",
     "Rend la position du flux d'écriture dans son fichier, en octets depuis le début.",
     "EC POSECRITURE")
HELP(SETREADPOS, "fichiers",
     "FIXEPOSLECTURE n",
     "Place le flux de lecture à n octets du début de son fichier.",
     "FIXEPOSLECTURE 0")
HELP(SETWRITEPOS, "fichiers",
     "FIXEPOSECRITURE n",
     "Place le flux d'écriture à n octets du début de son fichier.",
     "FIXEPOSECRITURE 0")
HELP(SETPREFIX, "fichiers",
     "FIXEPREFIXE \"dossier\nFIXEPREFIXE []",
     "Met le dossier devant le nom de tout fichier qui n'est pas absolu (qui ne commence pas "
     "par /) pour OUVRELECTURE, OUVREECRITURE, OUVREAJOUT, OUVREMAJ, FICHIER?, "
     "EFFACEFICHIER, SAUVE, SAUVEL et RAMENE. [] l'enlève.",
     "FIXEPREFIXE \"/tmp\n"
     "SAUVE \"essai.lgo")
HELP(PREFIX, "fichiers",
     "PREFIXE",
     "Rend le dossier choisi par FIXEPREFIXE, ou [] s'il n'y en a pas.",
     "MONTRE PREFIXE\n"
     "; []")

/* UCBLogo's names (issue #30): the turtle, the editor, and the names
 * that mean nothing in Tortue (prim_absent.c: each gives an error that
 * says why) */
HELP(TURTLEMODE, "tortue",
     "MODETORTUE",
     "Rend le mode du bord de l'écran : FENETRE, ENROULE ou CLOS (WINDOW, WRAP ou FENCE en "
     "anglais), le dernier choisi.",
     "CLOS EC MODETORTUE\n"
     "; CLOS")
HELP(PENSIZE, "tortue",
     "TAILLESCRAYON",
     "Rend la largeur du crayon sous la forme [largeur hauteur] d'UCBLogo : le crayon de "
     "Tortue n'a qu'une taille, donnée deux fois (TAILLECRAYON la rend en un nombre).",
     "FIXETAILLECRAYON 3 MONTRE TAILLESCRAYON\n"
     "; [3 3]")
HELP(LABELSIZE, "tortue",
     "TAILLESPOLICE",
     "Rend la taille des lettres d'ETIQUETTE sous la forme [largeur hauteur] d'UCBLogo : "
     "Tortue ne règle que la hauteur (FIXETAILLEPOLICE), donnée deux fois.",
     "MONTRE TAILLESPOLICE\n"
     "; [14 14]")
HELP(PALETTE, "tortue",
     "PALETTE n",
     "Rend la couleur numéro n (de 0 à 15) en [rouge vert bleu], chacun de 0 à 255, comme "
     "FCC les accepte.",
     "MONTRE PALETTE 4\n"
     "; [255 0 0]")
HELP(SETPALETTE, "tortue",
     "FIXEPALETTE n [rouge vert bleu]",
     "Change la couleur numéro n, de 8 à 15 (les couleurs 0 à 7 ne changent pas), pour les "
     "FCC n et FCFG n qui suivent : chaque composante de 0 à 255. La couleur garde son nom "
     "français pour FCC \"nom.",
     "FIXEPALETTE 8 [10 20 30]\n"
     "MONTRE PALETTE 8\n"
     "; [10 20 30]")
HELP(REFRESH, "tortue",
     "GARDEDESSIN",
     "Demande de garder le dessin pour le redessiner quand la fenêtre réapparaît : Tortue le "
     "fait toujours, GARDEDESSIN ne change donc rien.",
     "GARDEDESSIN")
HELP(SETEDITOR, "espace de travail",
     "FIXEEDITEUR \"programme",
     "Choisit l'éditeur qu'ouvre EDITE (la variable d'environnement VISUAL).",
     "FIXEEDITEUR \"nano")
HELP(SETTEMPLOC, "espace de travail",
     "FIXEDOSSIERTEMP \"dossier",
     "Choisit le dossier où EDITE écrit le texte à éditer (la variable d'environnement "
     "TMPDIR).",
     "FIXEDOSSIERTEMP \"/tmp")
HELP(EDITFILE, "espace de travail",
     "EDITEFICHIER \"fichier",
     "Ouvre le fichier dans l'éditeur, puis le relit comme RAMENE.",
     "EDITEFICHIER \"carre.lgo")
HELP(INCREASEFONT, "écran",
     "AUGMENTEPOLICE",
     "N'a pas de sens dans Tortue, qui écrit dans le terminal : sa police se règle dans le "
     "terminal lui-même. Donne une erreur qui le dit.",
     "AUGMENTEPOLICE")
HELP(DECREASEFONT, "écran",
     "DIMINUEPOLICE",
     "N'a pas de sens dans Tortue (comme AUGMENTEPOLICE) : erreur.",
     "DIMINUEPOLICE")
HELP(SETTEXTSIZE, "écran",
     "FIXETAILLETEXTE taille",
     "N'a pas de sens dans Tortue (comme AUGMENTEPOLICE) : erreur.",
     "FIXETAILLETEXTE 12")
HELP(TEXTSIZE, "écran",
     "TAILLETEXTE",
     "N'a pas de sens dans Tortue (comme AUGMENTEPOLICE) : erreur.",
     "TAILLETEXTE")
HELP(SETFONT, "écran",
     "CHOISISPOLICE nom",
     "N'a pas de sens dans Tortue (comme AUGMENTEPOLICE) : erreur.",
     "CHOISISPOLICE \"Courier")
HELP(FONT, "écran",
     "POLICE",
     "N'a pas de sens dans Tortue (comme AUGMENTEPOLICE) : erreur.",
     "POLICE")
HELP(TEXTSCREEN, "tortue",
     "ECRANTEXTE",
     "N'a pas de sens dans Tortue : le texte s'écrit dans le terminal et le dessin dans sa "
     "propre fenêtre, il n'y a pas d'écran à partager entre eux. Donne une erreur qui le "
     "dit.",
     "ECRANTEXTE")
HELP(FULLSCREEN, "tortue",
     "PLEINECRAN",
     "N'a pas de sens dans Tortue (comme ECRANTEXTE) : erreur.",
     "PLEINECRAN")
HELP(SPLITSCREEN, "tortue",
     "ECRANPARTAGE",
     "N'a pas de sens dans Tortue (comme ECRANTEXTE) : erreur.",
     "ECRANPARTAGE")
HELP(SCREENMODE, "tortue",
     "MODEECRAN",
     "N'a pas de sens dans Tortue (comme ECRANTEXTE) : erreur.",
     "MODEECRAN")
HELP(NOREFRESH, "tortue",
     "OUBLIEDESSIN",
     "N'a pas de sens dans Tortue, qui garde toujours le dessin (ANIMATION et RAFRAICHIS "
     "choisissent quand la fenêtre le montre) : erreur.",
     "OUBLIEDESSIN")
HELP(SETPENPATTERN, "tortue",
     "FIXEMOTIFCRAYON motif",
     "N'a pas de sens dans Tortue, dont le crayon trace des traits pleins : erreur.",
     "FIXEMOTIFCRAYON [1 0]")
HELP(PENPATTERN, "tortue",
     "MOTIFCRAYON",
     "N'a pas de sens dans Tortue (comme FIXEMOTIFCRAYON) : erreur.",
     "MOTIFCRAYON")
HELP(DOT_SETSEGMENTSIZE, "espace de travail",
     ".SETSEGMENTSIZE n",
     "N'a pas de sens dans Tortue, dont la mémoire est celle d'un ramasse-miettes, sans "
     "segments à régler (l'option --memoire en fixe la limite) : erreur.",
     ".SETSEGMENTSIZE 16000")
HELP(SETHELPLOC, "espace de travail",
     "FIXEDOSSIERAIDE \"dossier",
     "N'a pas de sens dans Tortue, dont l'aide est dans Tortue elle-même (AIDE) : erreur.",
     "FIXEDOSSIERAIDE \"/tmp")
HELP(SETLIBLOC, "espace de travail",
     "FIXEDOSSIERBIB \"dossier",
     "N'a pas de sens dans Tortue, dont la bibliothèque est lib-logo, trouvée au démarrage "
     "(variable TORTUE_LIB) : erreur.",
     "FIXEDOSSIERBIB \"/tmp")
HELP(SETCSLSLOC, "espace de travail",
     "FIXEDOSSIERCSLS \"dossier",
     "N'a pas de sens dans Tortue, qui n'a pas les programmes du livre Computer Science Logo "
     "Style : erreur.",
     "FIXEDOSSIERCSLS \"/tmp")
HELP(CSLSLOAD, "espace de travail",
     "RAMENECSLS \"nom",
     "N'a pas de sens dans Tortue (comme FIXEDOSSIERCSLS) : erreur. RAMENE lit un fichier "
     "de programme.",
     "RAMENECSLS \"pigl")
