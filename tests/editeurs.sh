#!/bin/sh
# editeurs.sh -- the editors' files of editors/ are what `tortue --syntaxe`
# makes from the vocabularies and lib-logo (remake them all with
# `make editeurs`), the TextMate grammar is JSON whose patterns find what
# they should, and Vim loads its files (vim -es) and colours a program as
# meant, French and English; so does Emacs (emacs --batch) with its mode.
: "${TORTUE:=./tortue}"
: "${srcdir:=.}"
fail=0
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT

fresh() {  # fresh FORMAT FILE: the file is what tortue writes now
  "$TORTUE" --syntaxe="$1" > "$tmp/fait" || { echo "tortue --syntaxe=$1 failed"; fail=1; return; }
  cmp -s "$tmp/fait" "$srcdir/$2" \
    || { echo "$2 is out of date: run make editeurs (./tortue --syntaxe=$1 > $2)"; fail=1; }
}
fresh vim editors/vim/syntax/tortue.vim
fresh vim-detection editors/vim/ftdetect/tortue.vim
fresh textmate editors/tortue.tmLanguage.json
fresh emacs editors/emacs/tortue-mode.el
"$TORTUE" --syntaxe=autre > "$tmp/out" 2>&1 && { echo "--syntaxe=autre accepted"; fail=1; }
grep -q '^tortue : --syntaxe demande vim, vim-detection, textmate ou emacs, pas « autre »$' "$tmp/out" \
  || { echo "--syntaxe=autre: message"; cat "$tmp/out"; fail=1; }

# the sample every editor colours: French and English, a library procedure
cat > "$tmp/essai.lgo" <<'LOGO'
; un carré
POUR CARRE :COTE
  REPETE 4 [AV :COTE TD 90]
FIN
TO SQUARE :SIDE
  REPEAT 4 [FORWARD :SIDE RIGHT 90]
END
EC "bonjour
DEPART 4
SI VRAI [ECRIS 3.5 + 2]
AVX 1
LOGO
cp "$tmp/essai.lgo" "$tmp/essai.lg"

# Vim: the detection, then the group under each word (line, column)
cat > "$tmp/verifie.vim" <<'VIM'
let s:out = []
let s:checks = [[1,1], [2,1], [2,6], [2,12], [3,3], [3,12], [3,13], [4,1], [5,1], [5,4],
      \ [6,13], [7,1], [8,1], [8,4], [9,1], [9,8], [10,4], [10,16], [10,20], [11,1]]
edit essai.lg
call add(s:out, 'lg ' . &filetype)
edit essai.lgo
call add(s:out, 'lgo ' . &filetype . ' ' . b:current_syntax)
for [s:l, s:c] in s:checks
  call add(s:out, s:l . ' ' . s:c . ' ' . synIDattr(synID(s:l, s:c, 1), 'name'))
endfor
call add(s:out, 'erreurs ' . v:errmsg)
call writefile(s:out, 'resultat')
qa!
VIM
if command -v vim >/dev/null 2>&1; then
  vimfiles=$(cd "$srcdir/editors/vim" && pwd)
  (cd "$tmp" && vim -N -u NONE -i NONE -es --cmd "set rtp^=$vimfiles" \
     -c 'filetype on' -c 'syntax on' -S verifie.vim) > "$tmp/vim.out" 2>&1
  want='lg tortue
lgo tortue tortue
1 1 tortueComment
2 1 tortueDefine
2 6 tortueProcName
2 12 tortueVariable
3 3 tortuePrimitive
3 12 tortueBracket
3 13 tortuePrimitive
4 1 tortueEnd
5 1 tortueDefine
5 4 tortueProcName
6 13 tortuePrimitive
7 1 tortueEnd
8 1 tortuePrimitive
8 4 tortueWord
9 1 tortueLibrary
9 8 tortueNumber
10 4 tortueBoolean
10 16 tortueNumber
10 20 tortueOperator
11 1 
erreurs '
  got=$(cat "$tmp/resultat" 2>/dev/null)
  [ "$got" = "$want" ] || { printf 'Vim: got\n%s\nwant\n%s\n' "$got" "$want"; cat "$tmp/vim.out"; fail=1; }
else
  echo "vim is required (tools/install-deps.sh installs it)"; fail=1
fi

# Emacs: the mode byte-compiles without a warning, is chosen for .lgo and
# .lg, and colours the sample (the face under each word: line, column)
cat > "$tmp/verifie.el" <<'ELISP'
(setq byte-compile-error-on-warn t)
(unless (byte-compile-file "tortue-mode.el") (kill-emacs 2))
(load (expand-file-name "tortue-mode.elc") nil t)
(defun face-a (ligne colonne)
  (save-excursion
    (goto-char (point-min))
    (forward-line (1- ligne))
    (move-to-column (1- colonne))
    (let ((f (get-text-property (point) 'face))) (if f (symbol-name f) ""))))
(let (lignes)
  (find-file "essai.lg")
  (push (format "lg %s" major-mode) lignes)
  (find-file "essai.lgo")
  (push (format "lgo %s" major-mode) lignes)
  (font-lock-ensure)
  (dolist (p '((1 1) (1 3) (2 1) (2 6) (2 12) (3 3) (3 13) (4 1) (5 1) (5 4) (6 13) (7 1)
               (8 1) (8 4) (9 1) (9 8) (10 4) (10 16) (11 1)))
    (push (format "%d %d %s" (car p) (cadr p) (face-a (car p) (cadr p))) lignes))
  (with-temp-file "resultat-emacs" (insert (mapconcat #'identity (nreverse lignes) "\n") "\n")))
ELISP
if command -v emacs >/dev/null 2>&1; then
  cp "$srcdir/editors/emacs/tortue-mode.el" "$tmp/"
  (cd "$tmp" && emacs -Q --batch -l verifie.el) > "$tmp/emacs.out" 2>&1
  want='lg tortue-mode
lgo tortue-mode
1 1 font-lock-comment-delimiter-face
1 3 font-lock-comment-face
2 1 font-lock-keyword-face
2 6 font-lock-function-name-face
2 12 font-lock-variable-name-face
3 3 font-lock-builtin-face
3 13 font-lock-builtin-face
4 1 font-lock-keyword-face
5 1 font-lock-keyword-face
5 4 font-lock-function-name-face
6 13 font-lock-builtin-face
7 1 font-lock-keyword-face
8 1 font-lock-builtin-face
8 4 font-lock-string-face
9 1 font-lock-function-name-face
9 8 font-lock-constant-face
10 4 font-lock-constant-face
10 16 font-lock-constant-face
11 1 '
  got=$(cat "$tmp/resultat-emacs" 2>/dev/null)
  [ "$got" = "$want" ] || { printf 'Emacs: got\n%s\nwant\n%s\n' "$got" "$want"; cat "$tmp/emacs.out"; fail=1; }
else
  echo "emacs is required (tools/install-deps.sh installs emacs-nox)"; fail=1
fi

# TextMate: JSON, and its patterns (Python's re reads these ones as
# Oniguruma does) find the same words in the sample
python3 - "$srcdir/editors/tortue.tmLanguage.json" "$tmp/essai.lgo" > "$tmp/tm.out" 2>&1 <<'PY' || { echo "TextMate:"; cat "$tmp/tm.out"; fail=1; }
import json, re, sys
g = json.load(open(sys.argv[1], encoding="utf-8"))
assert g["scopeName"] == "source.logo.tortue" and g["fileTypes"] == ["lgo", "lg"]
r = g["repository"]
text = open(sys.argv[2], encoding="utf-8").read()
def found(key):
    return [m.group(0) for m in re.finditer(r[key]["match"], text, re.M)]
want = {
    "comment": ["; un carré"],
    "variable": [":COTE", ":COTE", ":SIDE", ":SIDE"],
    "word": ['"bonjour'],
    "boolean": ["VRAI"],
    "library": ["DEPART"],
    "primitive": ["REPETE", "AV", "TD", "REPEAT", "FORWARD", "RIGHT", "EC", "SI", "ECRIS"],
    "number": ["4", "90", "4", "90", "4", "3.5", "2", "1"],
}
for key, words in want.items():
    assert found(key) == words, (key, found(key))
begin = re.compile(r["definition"]["begin"], re.M)
assert [m.groups() for m in begin.finditer(text)] == [("POUR", "CARRE"), ("TO", "SQUARE")]
assert len(re.findall(r["definition"]["end"], text, re.M)) == 2
PY
exit $fail
