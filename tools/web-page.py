#!/usr/bin/env python3
"""web-page.py -- the page of the web build: web/'s files copied into the
output folder (web/dist by default), with what they need made from the
tree: exemples.js (the examples menu's programs, from examples/, the first
turtle lesson's notebook and lib-logo's views) and reference.html
(doc/reference.md as HTML, for the page's link), and the service worker
(hors-ligne.js) with the list of the page's files and their version, a
hash of them: the page works offline once loaded, and a new build replaces
what the browser kept. Nothing is fetched from elsewhere.

Usage: tools/web-page.py [SRCDIR [OUTDIR]]   (tools/web.sh calls it)
"""
import hashlib
import html
import json
import os
import re
import shutil
import sys

SRC = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), '..'))
OUT = os.path.abspath(sys.argv[2] if len(sys.argv) > 2 else os.path.join(SRC, 'web', 'dist'))


def logo_file(path):
    """A program file's lines as typed at the prompt: no #! line, no
    test expectations (; expect, ; mode)."""
    lines = []
    with open(os.path.join(SRC, path), encoding='utf-8') as f:
        for line in f:
            line = line.rstrip('\n')
            if line.startswith('#!') or re.match(r';\s*(expect|mode)\b', line):
                continue
            lines.append(line)
    return '\n'.join(lines).strip() + '\n'


def lesson():
    """The code cells of the first turtle lesson (doc/premiere-lecon.ipynb)."""
    with open(os.path.join(SRC, 'doc', 'premiere-lecon.ipynb'), encoding='utf-8') as f:
        nb = json.load(f)
    cells = [''.join(c['source']).strip() for c in nb['cells'] if c['cell_type'] == 'code']
    # ?NAME is the notebook's help, not a line of Logo
    return '\n'.join(c for c in cells if not c.startswith('?')) + '\n'


# The views of the queens, all from lib-logo (reines-vues.lgo, reines-dessins.lgo).
# ANIME.REINES's pause is an optional input: in parentheses, or the 6 is
# left over ("Que faire de 6 ?") after minutes of the default pause; the
# 4 x 4's 71 decisions, a tenth of a second each, take some ten seconds.
VIEWS = """; Les vues des reines (lib-logo : reines-vues.lgo, reines-dessins.lgo)
ECHIQUIER [2 4 6 1 3 5]
ARBRE.REINES 4
STATS.REINES 6
DESSINE.PRISES [1 3 5 2 4 6]
AJUSTEDESSIN
(ANIME.REINES 4 6)
"""


def examples():
    return [
        {'titre': 'Première leçon de tortue', 'code': lesson()},
        {'titre': 'Les reines de Dupont : DEPART 6', 'code': logo_file('examples/huit-reines.lgo')},
        {'titre': 'Les vues des reines', 'code': VIEWS},
        {'titre': 'Le taquin', 'code': logo_file('examples/taquin.lgo')},
        {'titre': 'Boucles', 'code': logo_file('examples/boucles.lgo')},
        {'titre': 'Dessiner à la souris', 'code': logo_file('examples/dessin-souris.lgo')},
        {'titre': 'Le jeu du serpent (les flèches)', 'code': logo_file('examples/serpent.lgo')},
    ]


def inline(text):
    text = html.escape(text)
    text = re.sub(r'`([^`]+)`', r'<code>\1</code>', text)
    return re.sub(r'\*\*([^*]+)\*\*', r'<strong>\1</strong>', text)


def anchor(title):
    return 'p-' + re.sub(r'[^A-Za-z0-9.?]+', '-', title).strip('-')


def markdown(md):
    """The subset of Markdown doc/reference.md is written in: headings,
    fenced code, paragraphs, inline code; and a table of contents."""
    out, toc, para, code = [], [], [], None
    def flush():
        if para:
            out.append('<p>' + inline(' '.join(para)) + '</p>')
            para.clear()
    for line in md.split('\n'):
        if code is not None:
            if line.startswith('```'):
                out.append('<pre>' + html.escape('\n'.join(code)) + '</pre>')
                code = None
            else:
                code.append(line)
        elif line.startswith('```'):
            flush()
            code = []
        elif line.startswith('#'):
            flush()
            level = len(line) - len(line.lstrip('#'))
            title = line[level:].strip()
            ident = anchor(title)
            if level == 2:
                toc.append(f'<li><a href="#{ident}">{html.escape(title)}</a></li>')
            out.append(f'<h{level} id="{ident}">{inline(title)}</h{level}>')
        elif line.strip() == '':
            flush()
        else:
            para.append(line.strip())
    flush()
    return '<ul class="sommaire">' + ''.join(toc) + '</ul>\n' + '\n'.join(out)


REF_PAGE = """<!DOCTYPE html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Tortue : référence des primitives</title>
<style>
body {{ font-family: system-ui, sans-serif; max-width: 50em; margin: 1em auto; padding: 0 1em; color: #222; }}
pre {{ background: #f4f1ea; padding: 0.5em; overflow-x: auto; }}
h3 {{ border-top: 1px solid #ddd; padding-top: 0.5em; }}
.sommaire {{ columns: 3; }}
</style>
</head>
<body>
{body}
</body>
</html>
"""


# What the service worker keeps: every file the page loads or links to
# ('./' is the folder's address, index.html's), in the order they are asked.
OFFLINE = ['./', 'index.html', 'page.css', 'tortue.svg', 'exemples.js', 'page.js',
           'tortue.js', 'tortue.wasm', 'tortue.data', 'reference.html']


def service_worker():
    """hors-ligne.js with the files that are there and their version."""
    files = [f for f in OFFLINE if f == './' or os.path.exists(os.path.join(OUT, f))]
    digest = hashlib.sha256()
    for f in files[1:]:
        digest.update(f.encode() + b'\0')
        with open(os.path.join(OUT, f), 'rb') as fh:
            digest.update(hashlib.sha256(fh.read()).digest())
    with open(os.path.join(SRC, 'web', 'hors-ligne.js'), encoding='utf-8') as f:
        text = f.read()
    text = text.replace("'@VERSION@'", json.dumps(digest.hexdigest()[:16]))
    text = text.replace("'@FICHIERS@'", json.dumps(files))
    with open(os.path.join(OUT, 'hors-ligne.js'), 'w', encoding='utf-8') as f:
        f.write(text)


def main():
    os.makedirs(OUT, exist_ok=True)
    for name in ('index.html', 'page.js', 'page.css'):
        shutil.copyfile(os.path.join(SRC, 'web', name), os.path.join(OUT, name))
    icon = os.path.join(SRC, 'icone', 'tortue.svg')
    if os.path.exists(icon):
        shutil.copyfile(icon, os.path.join(OUT, 'tortue.svg'))
    with open(os.path.join(OUT, 'exemples.js'), 'w', encoding='utf-8') as f:
        f.write('/* exemples.js -- made by tools/web-page.py: the examples menu */\n')
        f.write('globalThis.TortueExemples = ')
        json.dump(examples(), f, ensure_ascii=False, indent=1)
        f.write(';\n')
    with open(os.path.join(SRC, 'doc', 'reference.md'), encoding='utf-8') as f:
        body = markdown(f.read())
    with open(os.path.join(OUT, 'reference.html'), 'w', encoding='utf-8') as f:
        f.write(REF_PAGE.format(body=body))
    service_worker()   # last: the version is the hash of all the others


if __name__ == '__main__':
    main()
