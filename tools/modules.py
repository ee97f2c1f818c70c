#!/usr/bin/env python3
"""modules.py -- the modules of interp/ as linked: who calls whom, the loops.

Reads the symbols of the built objects (nm on interp/libinterp.a and the
program's own objects): a module is a .o (x.c with its x.h); an edge x -> y
when x uses a symbol y defines. Prints each loop (strongly connected
component) of more than one module, largest first, and with --max N exits
non-zero when one outside interp/solvers has more than N modules.

    tools/modules.py [--max N] [--edges] [objects or archives...]
"""
import subprocess
import sys


def symbols(paths):
    """{object: (defined, used)} from nm -P over the objects given: global
    symbols only (a static function is no edge)."""
    mods = {}
    out = subprocess.run(["nm", "-A", "-P"] + paths, capture_output=True, text=True,
                         check=True).stdout
    for line in out.splitlines():
        where, _, rest = line.partition(": ")
        parts = rest.split()
        if len(parts) < 2:
            continue
        name, kind = parts[0], parts[1]
        obj = where[where.find("[") + 1:-1] if where.endswith("]") else where
        entry = mods.setdefault(obj.rsplit("/", 1)[-1], [set(), set()])
        if kind == "U":
            entry[1].add(name)
        elif kind.isupper():
            entry[0].add(name)
    return mods


def module_name(obj):
    """interp/libinterp.a:eval.o or interp_libinterp_a-eval.o -> eval."""
    name = obj[:-2] if obj.endswith(".o") else obj
    return name.rsplit("-", 1)[-1]


def graph(mods):
    owner = {}
    for m, (defined, _) in mods.items():
        for s in defined:
            owner[s] = module_name(m)
    edges = {}
    for m, (_, used) in mods.items():
        a = module_name(m)
        edges.setdefault(a, set())
        for s in used:
            b = owner.get(s)
            if b and b != a:
                edges[a].add(b)
    return edges


def loops(edges):
    """Tarjan's strongly connected components, iteratively."""
    index, low, on, stack, comps, n = {}, {}, set(), [], [], [0]
    for root in sorted(edges):
        if root in index:
            continue
        work = [(root, iter(sorted(edges[root])))]
        index[root] = low[root] = n[0]
        n[0] += 1
        stack.append(root)
        on.add(root)
        while work:
            v, it = work[-1]
            for w in it:
                if w not in index:
                    index[w] = low[w] = n[0]
                    n[0] += 1
                    stack.append(w)
                    on.add(w)
                    work.append((w, iter(sorted(edges.get(w, ())))))
                    break
                if w in on:
                    low[v] = min(low[v], index[w])
            else:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[v])
                if low[v] == index[v]:
                    comp = []
                    while True:
                        w = stack.pop()
                        on.discard(w)
                        comp.append(w)
                        if w == v:
                            break
                    comps.append(sorted(comp))
    return comps


def main(argv):
    limit, show_edges, paths = None, False, []
    i = 0
    while i < len(argv):
        if argv[i] == "--max":
            limit = int(argv[i + 1])
            i += 2
            continue
        if argv[i] == "--edges":
            show_edges = True
        else:
            paths.append(argv[i])
        i += 1
    edges = graph(symbols(paths))
    if show_edges:
        for a in sorted(edges):
            print(a, "->", " ".join(sorted(edges[a])))
    worst = 0
    solvers = {"alignes", "alignes_avx2", "alignes_scalar", "alignes_count", "queens",
               "queens_tasks", "taquin", "taquin_pdb", "nalloc"}
    for comp in sorted(loops(edges), key=len, reverse=True):
        if len(comp) > 1:
            print(len(comp), "modules:", " ".join(comp))
            if not set(comp) <= solvers:
                worst = max(worst, len(comp))
    if limit is not None and worst > limit:
        print("a loop of", worst, "modules: more than", limit)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
