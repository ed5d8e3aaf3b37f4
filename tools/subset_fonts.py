#!/usr/bin/env python3
"""Cut the game's text fonts down to the letters Kete's languages write, so the web module stays small.

Needs fontTools (`pip install fonttools`) and Debian's fonts-lato and fonts-vollkorn, whose versions
(Lato 2.007, Vollkorn 4.105) are the ones in assets/fonts. Run it when a language needs a letter the
subsets lack; tests/app/language.rs checks every catalogue's letters against them.
"""
from pathlib import Path

from fontTools import subset

SOURCES = {
    "Lato-Regular.ttf": "/usr/share/fonts/truetype/lato/Lato-Regular.ttf",
    "Lato-Bold.ttf": "/usr/share/fonts/truetype/lato/Lato-Bold.ttf",
    "Vollkorn-SemiBold.ttf": "/usr/share/fonts/truetype/vollkorn/Vollkorn-SemiBold.ttf",
}

# Basic Latin and Latin-1 (English and Kiswahili), Luganda's ŋ and Ŋ, the typographer's dashes,
# quotes, bullet and ellipsis, the arrows the keys are named with, and the minus sign. A new
# language adds its letters here (the whole of Latin Extended-A would cost 20 KB on the web).
UNICODES = (
    list(range(0x20, 0x7F))
    + list(range(0xA0, 0x100))
    + [0x14A, 0x14B]
    + [0x2013, 0x2014, 0x2018, 0x2019, 0x201A, 0x201B, 0x201C, 0x201D, 0x2022, 0x2026]
    + [0x2190, 0x2191, 0x2192, 0x2193, 0x2212]
)


def main() -> None:
    out = Path(__file__).resolve().parent.parent / "assets" / "fonts"
    options = subset.Options()
    options.layout_features = ["kern", "liga"]
    options.hinting = False  # egui and Bevy draw unhinted
    options.notdef_outline = True
    for name, source in SOURCES.items():
        font = subset.load_font(source, options)
        subsetter = subset.Subsetter(options)
        subsetter.populate(unicodes=UNICODES)
        subsetter.subset(font)
        subset.save_font(font, str(out / name), options)
        print(f"{name}: {(out / name).stat().st_size} bytes")


if __name__ == "__main__":
    main()
