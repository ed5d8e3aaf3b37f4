#!/usr/bin/env python3
"""Finds import circles between the files of src/: file A uses something of file B, which uses
something of A (directly or round a longer loop), by a `use` line or a path in the code. Run by scripts/check-layers; prints each circle
and exits 1 when there is one."""
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent / "src"


def module_of(path):
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] in ("mod", "lib", "main"):
        parts = parts[:-1]
    return ["crate"] + parts


def files():
    return {tuple(module_of(p)): p for p in ROOT.rglob("*.rs") if "bin" not in p.relative_to(ROOT).parts}


USE = re.compile(r"^\s*(?:pub(?:\([^)]*\))?\s+)?use\s+([^;]+);", re.M)
# Paths written in the code itself: `super::playback::TRAY_SCALE`.
INLINE = re.compile(r"\b(?:crate|super)(?:::(?:super|[A-Za-z_]\w*))+")


def targets(module, text, known):
    """The files this file's `use` lines name (the longest known module prefix of each path)."""
    found = set()
    code = "\n".join(line.split("//")[0] for line in text.splitlines())
    paths = [p for statement in USE.findall(code) for p in expand(re.sub(r"\s+", "", statement))]
    paths += INLINE.findall(code)
    if True:
        for path in paths:
            segments = path.split("::")
            if segments[0] == "super" or segments[0] == "self":
                base = list(module)
                while segments and segments[0] in ("super", "self"):
                    if segments[0] == "super":
                        base = base[:-1]
                    segments = segments[1:]
                segments = base + segments
            elif segments[0] != "crate":
                continue
            for n in range(len(segments), 1, -1):
                if tuple(segments[:n]) in known:
                    if tuple(segments[:n]) != tuple(module):
                        found.add(tuple(segments[:n]))
                    break
    return found


def expand(statement):
    """`a::{b, c::{d, e}}` as `a::b`, `a::c::d`, `a::c::e`."""
    depth, start = 0, None
    for i, ch in enumerate(statement):
        if ch == "{":
            if depth == 0:
                start = i
            depth += 1
        elif ch == "}":
            depth -= 1
            if depth == 0:
                prefix, inner = statement[:start], statement[start + 1 : i]
                parts, level, last = [], 0, 0
                for j, c in enumerate(inner):
                    if c == "{":
                        level += 1
                    elif c == "}":
                        level -= 1
                    elif c == "," and level == 0:
                        parts.append(inner[last:j])
                        last = j + 1
                parts.append(inner[last:])
                out = []
                for part in parts:
                    if part in ("", "self"):
                        out.append(prefix.rstrip(":"))
                    else:
                        out.extend(expand(prefix + part))
                return out
    return [statement.split(" as ")[0]]


def main():
    known = files()
    graph = {m: targets(list(m), p.read_text(), known) for m, p in known.items()}
    # Parents include their children by `mod`; only `use` edges count.
    circles, seen = [], set()
    index, low, stack, on, counter = {}, {}, [], set(), [0]

    def connect(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in graph.get(v, ()):
            if w not in index:
                connect(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                circles.append(sorted("::".join(m[1:]) for m in group))

    sys.setrecursionlimit(10000)
    for v in graph:
        if v not in index:
            connect(v)
    for circle in circles:
        print("import circle: " + " <-> ".join(circle))
    return 1 if circles else 0


if __name__ == "__main__":
    sys.exit(main())
