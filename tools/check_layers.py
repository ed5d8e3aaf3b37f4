#!/usr/bin/env python3
"""The house rules of src/ (src/app/README.md), checked by reading the code:

1. The rules, the AI, the lessons, the game files, the engine's work and the online game's checks are plain
   Rust: no Bevy, egui or kira.
2. A system belongs to its capability: no function taking a system's parameters (`Res`,
   `Query`, `Commands`, messages, egui's contexts, …) is visible outside its folder, so another
   capability can import a folder's state and messages and never its systems. (The compiler then
   refuses any import of one.)
3. A capability's state — a file that defines resources, components, messages or states and no
   systems — imports no rendering, egui or kira.
4. A capability's plugin is added only by `src/app/mod.rs`.
5. No import circle between the files of src/ (tools/import_cycles.py).
6. The folders of src/app stand in floors: each imports only the folders on the floors below its
   own in `FLOORS` (as src/app/README.md draws them, which this script writes: `--picture`), never
   one beside it, and every folder is on one.
7. So are the crate's own modules (`CRATE_LAYERS`): the rules at the bottom, the app at the top,
   and no import running back up anywhere in src/.
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


# The folders of src/app in floors, from the bottom up: a folder may import only those on the
# floors below its own, never one beside it. Capabilities that do not use each other stand on one
# floor. The files beside the folders (mod.rs, screenshot.rs) stand over them all.
FLOORS = [
    [
        ("base", "the vocabulary all share: screens, AppSystems, pause, settings, theme, gate, jobs"),
        ("locale", "the catalogues, the language spoken, the names of the rules' data"),
    ],
    [("game", "the match, its seats (a friend elsewhere one of them), turn, legal moves, phase")],
    [
        ("blitz", "Omweso's three-second count and the lost turn"),
        ("computer", "the computer's move, its arrangement and the hint"),
        ("face_to_face", "North's strip on a screen laid flat"),
    ],
    [("board", "wood, seeds, playback, layout, marks, pointer, keys, sound, the question")],
    [
        ("access", "the board's words for a screen reader"),
        ("analysis", "a game analysed off the frame, a variation, its mistakes"),
        ("setup", "Omweso's arrangement by click, drag, keys and panel"),
    ],
    [
        ("editor", "a position set up by hand"),
        ("puzzles", "the shipped puzzles and a game's mistakes at the board"),
        ("review", "stepping through the moves, the replay, the move list"),
    ],
    [
        ("files", "the autosave, Save and Open, a pasted position"),
        ("learn", "the Learn screen and a lesson at the board"),
    ],
    [
        ("by_message", "the friend's seat by link: opened, checked, sent"),
        ("online", "the friend's seat online: the room, the friend's words; strangers' open tables"),
    ],
    [
        ("launch", "the command line's requests and scripted clicks"),
        ("shell", "title, bar, pause and game-over panels, leaving the board"),
    ],
]
LAYERS = [folder for floor in FLOORS for folder in floor]
FLOOR_OF = {name: n for n, floor in enumerate(FLOORS) for name, _ in floor}


# The crate's modules from the bottom up: each may import only those below it. The entry points
# (lib.rs, main.rs, src/bin) stand over them all.
CRATE_LAYERS = [
    ("rules", "the three games' rules, positions, notation and records"),
    ("ai", "the computer's search, its levels, a game's analysis"),
    ("lessons", "the lessons' files and their checks"),
    ("text_file", "a game read from any text"),
    ("work", "slow work off the frame"),
    ("saved", "the game files: saves, records, links, settings"),
    ("online", "two devices' checks of each other's words, and the line between them"),
    ("app", "the game on Bevy"),
]
ENTRY_POINTS = {"lib", "main", "bin"}


def picture():
    """The floors as src/app/README.md draws them, the top first."""
    width = max(len(name) for name, _ in LAYERS) + 1
    lines = ["mod.rs, screenshot.rs   (over everything)"]
    for n, floor in reversed(list(enumerate(FLOORS))):
        for k, (name, what) in enumerate(floor):
            label = f"{n}" if k == 0 else ""
            lines.append(f"{label:>2}  {name + '/':<{width}}  {what}")
    below = ", ".join(name for name, _ in reversed(CRATE_LAYERS[:-1]))
    lines.append(f"{below}  (plain Rust: src/, each over those after it)")
    return "\n".join(lines)


def upward_imports():
    """Each import of a folder of src/app from a folder below it, or of one not in LAYERS."""
    sys.path.insert(0, str(ROOT / "tools"))
    import import_cycles

    rank = FLOOR_OF
    known = import_cycles.files()
    broken = []
    folders = {p.name for p in APP.iterdir() if p.is_dir()}
    for missing in sorted(folders - set(rank)):
        broken.append(f"src/app/{missing}/ is on no floor: add it to FLOORS in tools/check_layers.py")
    for module, path in known.items():
        if module[1:2] != ("app",) or len(module) < 4:
            continue
        here = module[2]
        for target in import_cycles.targets(list(module), path.read_text(), known):
            if target[1:2] != ("app",) or len(target) < 3:
                continue
            there = target[2]
            if there != here and there in rank and rank.get(here, -1) <= rank[there]:
                name = path.relative_to(ROOT)
                where = "beside" if rank.get(here, -1) == rank[there] else "above"
                broken.append(f"{name} imports {'::'.join(target[1:])}, a folder {where} {here}/")
    return broken


def crate_upward_imports():
    """Each import of a module of src/ from one below it, or of one not in CRATE_LAYERS."""
    sys.path.insert(0, str(ROOT / "tools"))
    import import_cycles

    rank = {name: n for n, (name, _) in enumerate(CRATE_LAYERS)}
    known = import_cycles.files()
    broken = []
    modules = {p.stem for p in SRC.iterdir() if p.is_dir() or p.suffix == ".rs"} - ENTRY_POINTS
    for missing in sorted(modules - set(rank)):
        broken.append(f"src/{missing} is no layer: add it to CRATE_LAYERS in tools/check_layers.py")
    for module, path in known.items():
        if len(module) < 2 or module[1] not in rank:
            continue
        here = module[1]
        for target in import_cycles.targets(list(module), path.read_text(), known):
            if len(target) < 2 or target[1] == here or target[1] not in rank:
                continue
            if rank[here] < rank[target[1]]:
                name = path.relative_to(ROOT)
                broken.append(f"{name} imports {'::'.join(target[1:])}, a module above {here}")
    return broken


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
    shared, and is left out; so is a generic system (`redraw_on_change::<R>`), a template a
    higher folder fills in with its own type."""
    found = []
    for match in FN.finditer(code):
        if "<" in code[match.start() : match.end()]:
            continue
        params = parameters(code, match.end() - 1)
        after = code[match.end() - 1 + len(params) + 2 :].lstrip()
        if after.startswith("-> bool"):
            continue
        owned = [p.split(":", 1)[1].strip() for p in top_level(params) if ":" in p]
        if any(not t.startswith("&") and SYSTEM_PARAM.search(t) for t in owned):
            found.append(((match.group(1) or "").strip(), match.group(2)))
    return found


def main():
    if sys.argv[1:] == ["--picture"]:
        print(picture())
        return 0
    broken = upward_imports() + crate_upward_imports()
    readme = (APP / "README.md").read_text()
    if picture() not in readme:
        broken.append("src/app/README.md does not draw the floors as FLOORS says: tools/check_layers.py --picture")
    for folder in ("rules", "ai", "lessons", "saved", "work", "online"):
        for path in sorted((SRC / folder).rglob("*.rs")):
            for n, line in enumerate(path.read_text().splitlines(), 1):
                if re.search(r"\b(bevy|egui|kira)\b", line.split("//")[0]):
                    broken.append(f"{path.relative_to(ROOT)}:{n}: the rules, the AI, the lessons, the game files, the engine's work and the online game's checks stay plain Rust: {line.strip()}")
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
            # A generic plugin (`plugin<C: Coach>`) is a template a higher folder fills in with its
            # own type, so it is that folder's to add.
            for hit in re.finditer(r"^\s*(pub(?:\([^)]*\))?)\s+fn\s+\w*plugin\b(<)?", code, re.M):
                if hit.group(1) != "pub(super)" and not hit.group(2):
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
        f"src: {len(CRATE_LAYERS)} modules in layers, src/app: {len(capabilities)} folders on {len(FLOORS)} floors, "
        "each importing only those below it, "
        "their systems kept inside them, their state free of rendering; the rules, the AI, the lessons, "
        "the game files and the engine's work plain Rust; no import circle"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
