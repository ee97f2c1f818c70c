#!/usr/bin/env python3
"""fonctions.py -- the lengths of the functions of interp/, as the
architecture review measured them: universal-ctags' JSON output, kind
"function", length end - line + 1. Prints the count, median, p90, p95 and
the longest; --check exits non-zero when one is over 60 lines or the p90
over 25.

    tools/fonctions.py [--check] [--list N] [files...]
"""
import glob
import json
import subprocess
import sys


def spans(files):
    out = subprocess.run(["ctags", "--output-format=json", "--fields=+ne",
                          "--c-kinds=+lpvx", "-o", "-"] + files,
                         capture_output=True, text=True, check=True).stdout
    for line in out.splitlines():
        tag = json.loads(line)
        if tag.get("kind") == "function" and "end" in tag:
            yield tag["end"] - tag["line"] + 1, "%s:%d %s" % (tag["path"], tag["line"], tag["name"])


def rank(sorted_lengths, q):
    """The q-th quantile, nearest rank."""
    k = max(0, min(len(sorted_lengths) - 1, int(round(q * len(sorted_lengths) + 0.5)) - 1))
    return sorted_lengths[k]


def main(argv):
    check = "--check" in argv
    show = 0
    if "--list" in argv:
        show = int(argv[argv.index("--list") + 1])
    files = [a for a in argv if not a.startswith("--") and not a.isdigit()]
    if not files:
        files = sorted(glob.glob("interp/*.[ch]") + glob.glob("interp/solvers/*.[ch]"))
    found = sorted(spans(files), reverse=True)
    lengths = sorted(n for n, _ in found)
    if not lengths:
        print("no function found")
        return 1
    print("functions %d, median %d, p90 %d, p95 %d, max %d (%s)" % (
        len(lengths), rank(lengths, 0.5), rank(lengths, 0.9), rank(lengths, 0.95),
        found[0][0], found[0][1]))
    for n, where in found[:show]:
        print("%4d %s" % (n, where))
    over = [(n, w) for n, w in found if n > 60]
    for n, where in over:
        print("over 60 lines: %d %s" % (n, where))
    if check and (over or rank(lengths, 0.9) > 25):
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
