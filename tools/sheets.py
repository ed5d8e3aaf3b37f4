#!/usr/bin/env python3
"""Lays the gallery's screens out as sheets for docs/screenshots/: for each game and each size,
its screens (start, middle, a question, the end; the Learn screen and lessons) in a row, scaled down, as one JPEG;
and the phone layout test's screens, a sheet for each phone size.
Usage: tools/sheets.py SHOTS_DIR OUT_DIR. Needs Pillow."""
import json, pathlib, sys
from PIL import Image

shots, out = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2])
gallery = json.load(open(pathlib.Path(__file__).parent / "gallery.json"))


def lay_out(files, height, cols, path):
    """The screens in `files`, each scaled to `height`, `cols` to a row, as one JPEG at `path`."""
    tiles = [Image.open(f).convert("RGB") for f in files]
    tiles = [t.resize((round(t.width * height / t.height), height), Image.LANCZOS) for t in tiles]
    gap = 8
    rows = (len(tiles) + cols - 1) // cols
    w = max(t.width for t in tiles)
    sheet = Image.new("RGB", (cols * w + (cols - 1) * gap, rows * height + (rows - 1) * gap), (20, 15, 12))
    for i, tile in enumerate(tiles):
        sheet.paste(tile, ((i % cols) * (w + gap), (i // cols) * (height + gap)))
    sheet.save(path, quality=72, optimize=True, progressive=True)
    print(f"{path}: {sheet.width}x{sheet.height}, {path.stat().st_size} bytes")


games = {}
for shot in gallery:
    games.setdefault(shot["name"].split("-")[0], []).append(shot["name"])
# Each size: how its files are named, and the height of one screen on the sheet.
sizes = {"1280x800": ("1280x800-{}.png", 360), "1920x1080": ("1920x1080-{}.png", 324), "phone": ("phone-{}.png", 480)}
for game, names in games.items():
    for size, (pattern, height) in sizes.items():
        files = [shots / pattern.format(name) for name in names]
        if not all(f.exists() for f in files):
            print(f"{game} {size}: missing {[f.name for f in files if not f.exists()]}")
            continue
        lay_out(files, height, 4 if size == "phone" else 2, out / f"look-{game}-{size}.jpg")

# The phone layouts (tests/web/phone_layout.mjs, from the web build): every screen it checks, a
# sheet for each phone size, so the pits a thumb gets and the panels beside them are seen at once.
for size, height, cols in (("360x640", 480, 6), ("390x844", 480, 6), ("844x390", 240, 3)):
    files = sorted(shots.glob(f"layout-{size}-*.png"))
    if not files:
        print(f"phone layout {size}: no screens")
        continue
    lay_out(files, height, cols, out / f"phone-layout-{size}.jpg")
