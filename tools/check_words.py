#!/usr/bin/env python3
"""Every word a player reads comes from a catalogue: finds the string literals in src/app that a
player could read and that are not a message id.

A literal is taken for player words when it is handed to something that draws text (an egui
label, button, window or hint, a Text2d, a file dialog's title) and has letters in it, or when it
reads like a phrase anywhere else (two words, or a capitalised word). Left alone: the log and
`expect`/`panic!` messages (for developers), entity names (`Name::new`, for the inspector), message
ids of the English catalogue, the games' own terms, and the literals that
tools/words_allowed.txt lists, each with the reason a player never reads it in another language.
Tests (`#[cfg(test)]` to the end of a file) are not read.
"""
from __future__ import annotations

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
APP = ROOT / "src" / "app"
ENGLISH = ROOT / "assets" / "locales" / "en" / "kete.ftl"
ALLOWED = ROOT / "tools" / "words_allowed.txt"

# Calls whose text a player reads.
DRAWS = {
    "RichText::new", "label", "button", "small_button", "Button::new", "Window::new", "heading",
    "on_hover_text", "on_disabled_hover_text", "hint_text", "selectable_label", "selectable_value",
    "radio_value", "checkbox", "Text2d::new", "Text::new", "add_filter", "set_title", "Label::new", "SelectableLabel::new", "Checkbox::new", "text",
}
# Calls whose text is for developers, or no text at all.
SILENT = {
    "info!", "warn!", "error!", "debug!", "trace!", "expect", "panic!", "unreachable!", "todo!",
    "assert!", "assert_eq!", "assert_ne!", "debug_assert!", "Name::new", "include_bytes!",
    "include_str!", "env!", "option_env!", "cfg!", "concat!", "load", "Id::new", "Grid::new",
    "id_salt", "get", "with", "var", "contains", "ends_with", "starts_with", "strip_prefix",
    # egui's ids: a window whose title bar is hidden, an area; a thread's name; serde's attributes.
    "bottom_window", "Area::new", "Job::start", "serde",
}
# The games' own words, the same in every language.
GAME_TERMS = {"namua", "mtaji", "nyumba", "kichwa", "kimbi", "takasa", "takasia", "safari"}

TOKEN = re.compile(
    r"""(?P<comment>//[^\n]*|/\*.*?\*/)
      |(?P<raw>b?r(?P<hashes>\#*)"(?P<rawbody>.*?)"(?P=hashes))
      |(?P<string>b?"(?P<body>(?:[^"\\]|\\.)*)")
      |(?P<char>'(?:[^'\\\n]|\\.[^'\n]*)')
      |(?P<open>[(\[{])
      |(?P<close>[)\]}])
      |(?P<path>[A-Za-z_][A-Za-z0-9_]*(?:::[A-Za-z_][A-Za-z0-9_]*)*!?)
      |(?P<other>.)""",
    re.S | re.X,
)


def message_ids() -> set[str]:
    ids = set()
    for line in ENGLISH.read_text(encoding="utf-8").splitlines():
        match = re.match(r"([a-z][a-z0-9-]*) =", line)
        if match:
            ids.add(match.group(1))
    return ids


def allowed() -> set[tuple[str, str]]:
    pairs = set()
    for line in ALLOWED.read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        path, literal, why = (part.strip() for part in line.split(" | ", 2))
        if not why:
            sys.exit(f"{ALLOWED}: '{literal}' needs the reason it is allowed")
        pairs.add((path, literal))
    return pairs


def literals(text: str):
    """Each string literal with the calls it sits inside, innermost last."""
    stack: list[str | None] = []
    last_path: str | None = None
    for token in TOKEN.finditer(text):
        kind = token.lastgroup
        if kind in ("comment", "char"):
            continue
        if kind in ("raw", "string"):
            body = token.group("rawbody") if kind == "raw" else token.group("body")
            yield body, text.count("\n", 0, token.start()) + 1, [c for c in stack if c]
            last_path = None
        elif kind == "open":
            stack.append(last_path if token.group() == "(" else None)
            last_path = None
        elif kind == "close":
            if stack:
                stack.pop()
            last_path = None
        elif kind == "path":
            last_path = token.group().split("::")[-2:] and "::".join(token.group().split("::")[-2:])
            # `egui::RichText::new` is `RichText::new`; `ui.label` is `label`.
            if last_path and "::" in last_path and last_path.split("::")[0][:1].islower():
                last_path = last_path.split("::")[-1]
        elif not token.group().isspace() and token.group() != ".":
            last_path = None


def is_id(literal: str, ids: set[str]) -> bool:
    if literal in ids:
        return True
    # An id made with its number: "rules-{}-{n}", "level-{}-meaning".
    if re.fullmatch(r"[a-z][a-z0-9-]*(\{[a-z_.]*\}[a-z0-9-]*)+", literal):
        pattern = re.sub(r"\{[a-z_.]*\}", "[a-z0-9]+", literal)
        return any(re.fullmatch(pattern, id) for id in ids)
    return False


def player_words(literal: str, calls: list[str]) -> bool:
    words = re.sub(r"\{[^{}]*\}", " ", literal)
    words = re.sub(r"\\.", " ", words)
    if not re.search(r"[A-Za-z]{2}", words):
        return False
    if any(call in DRAWS for call in calls[-1:]) or (calls and calls[-1] == "format!" and
                                                     any(c in DRAWS for c in calls)):
        return True
    return bool(re.search(r"[A-Za-z]{2,}[,:;.]? +[A-Za-z]{2,}", words) or re.match(r"\s*[A-Z][a-z]", words))


def main() -> int:
    ids, allow = message_ids(), allowed()
    found, used = [], set()
    for path in sorted(APP.rglob("*.rs")):
        text = path.read_text(encoding="utf-8")
        text = text.split("#[cfg(test)]")[0]
        relative = path.relative_to(ROOT).as_posix()
        for literal, line, calls in literals(text):
            if any(call in SILENT for call in calls) or is_id(literal, ids) or literal in GAME_TERMS:
                continue
            if not player_words(literal, calls):
                continue
            if (relative, literal) in allow or (relative, "*") in allow:
                used.add((relative, literal) if (relative, literal) in allow else (relative, "*"))
                continue
            found.append(f"{relative}:{line}: \"{literal}\" (in {' > '.join(calls) or 'no call'})")
    stale = sorted(allow - used)
    for entry in found:
        print(entry)
    for path, literal in stale:
        print(f"{ALLOWED.relative_to(ROOT)}: '{path} | {literal}' is allowed but no longer in the code")
    if found:
        print(f"\n{len(found)} literal(s) a player may read are not in assets/locales/en/kete.ftl: "
              "give each a message id (docs/TRANSLATING.md), or say in tools/words_allowed.txt why "
              "no player reads it in another language.")
    return 1 if found or stale else 0


if __name__ == "__main__":
    sys.exit(main())
