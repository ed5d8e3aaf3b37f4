#!/usr/bin/env python3
"""The house rules of src/ (src/app/README.md), checked by reading the code:

1. The rules, the AI, the lessons and the game files are plain Rust: no Bevy, egui or kira.
2. A system belongs to its capability: no function taking a system's parameters (`Res`,
   `Query`, `Commands`, messages, egui's contexts, …) is visible outside its folder, so another
   capability can import a folder's state and messages and never its systems. (The compiler then
   refuses any import of one.)
3. A capability's state — a file that defines resources, components, messages or states and no
   systems — imports no rendering, egui or kira.
4. A capability's plugin is added only by `src/app/mod.rs`.
5. No import circle between the files of src/ (tools/import_cycles.py).
Prints what breaks a rule and exits 1, or says what holds."""
import pathlib
import re
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
SRC = ROOT / "src"
APP = SRC / "app"
SYSTEM_PARAM = re.compile(
    r"\b(Res|ResMut|Query|Single|Commands|MessageReader|MessageWriter|EguiContexts|Local|NonSend|NonSendMut)\s*<|\bCommands\b"
)
RENDERING = re.compile(
    r"\b(bevy::(render|sprite|sprite_render|text|camera|window|asset|image|ui|audio)|bevy_egui|bevy_kira_audio|egui::)"
)
FN = re.compile(r"^\s*(pub(?:\([^)]*\))?\s+)?fn\s+(\w+)\s*(?:<[^{(]*>)?\s*\(", re.M)


def code_of(text):
    """The text without comments (line comments and doc comments)."""
    return "\n".join(line.split("//")[0] for line in text.splitlines())


def parameters(code, open_paren):
    depth, i = 0, open_paren
    while i < len(code):
        if code[i] == "(":
            depth += 1
        elif code[i] == ")":
            depth -= 1
            if depth == 0:
                return code[open_paren + 1 : i]
        i += 1
    return ""


def top_level(params):
    """The parameters one by one (commas inside `<…>` and `(…)` kept)."""
    parts, depth, last = [], 0, 0
    for i, ch in enumerate(params):
        if ch in "<(":
            depth += 1
        elif ch in ">)":
            depth -= 1
        elif ch == "," and depth == 0:
            parts.append(params[last:i])
            last = i + 1
    parts.append(params[last:])
    return [p.strip() for p in parts if p.strip()]


def systems(code):
    """(visibility, name) of each system: a function taking a system's parameters by value (a
    helper borrows them: `&mut Commands`). A run condition (it returns a `bool`) is meant to be
    shared, and is left out."""
    found = []
    for match in FN.finditer(code):
        params = parameters(code, match.end() - 1)
        after = code[match.end() - 1 + len(params) + 2 :].lstrip()
        if after.startswith("-> bool"):
            continue
        owned = [p.split(":", 1)[1].strip() for p in top_level(params) if ":" in p]
        if any(not t.startswith("&") and SYSTEM_PARAM.search(t) for t in owned):
            found.append(((match.group(1) or "").strip(), match.group(2)))
    return found


def main():
    broken = []
    for folder in ("rules", "ai", "lessons", "saved"):
        for path in sorted((SRC / folder).rglob("*.rs")):
            for n, line in enumerate(path.read_text().splitlines(), 1):
                if re.search(r"\b(bevy|egui|kira)\b", line.split("//")[0]):
                    broken.append(f"{path.relative_to(ROOT)}:{n}: the rules, the AI, the lessons and the game files stay plain Rust: {line.strip()}")
    capabilities = sorted(p for p in APP.iterdir() if p.is_dir())
    for capability in capabilities:
        for path in sorted(capability.rglob("*.rs")):
            name = path.relative_to(ROOT)
            code = code_of(path.read_text())
            found = systems(code)
            for visibility, fn in found:
                if visibility not in ("", "pub(super)") and not (
                    path.name == "mod.rs" and visibility == "pub(super)"
                ):
                    broken.append(f"{name}: the system `{fn}` is `{visibility}`: systems stay in their capability")
            holds_state = re.search(r"derive\([^)]*\b(Resource|Component|Message|States|SubStates)\b", code)
            if holds_state and not found and "fn plugin" not in code:
                for n, line in enumerate(code.splitlines(), 1):
                    if line.lstrip().startswith("use ") and RENDERING.search(line):
                        broken.append(f"{name}:{n}: state and logic import no rendering, egui or kira: {line.strip()}")
            for hit in re.finditer(r"^\s*(pub(?:\([^)]*\))?)\s+fn\s+\w*plugin\b", code, re.M):
                if hit.group(1) != "pub(super)":
                    broken.append(f"{name}: a plugin is `{hit.group(1)}`: only its folder and src/app/mod.rs add it")
            for hit in re.finditer(r"crate::app::(\w+)::(?:\w+::)*plugin\b", code):
                if hit.group(1) != capability.name:
                    broken.append(f"{name}: adds another capability's plugin ({hit.group(0)}); src/app/mod.rs does")
    cycles = subprocess.run([sys.executable, str(ROOT / "tools" / "import_cycles.py")], capture_output=True, text=True)
    broken += [line for line in cycles.stdout.splitlines() if line]
    for line in broken:
        print("layer check: " + line, file=sys.stderr)
    if broken:
        return 1
    print(
        f"src/app: {len(capabilities)} capabilities, their systems kept inside them, their state free of "
        "rendering; the rules, the AI, the lessons and the game files plain Rust; no import circle"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
