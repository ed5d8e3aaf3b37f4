#!/usr/bin/env python3
"""Shows a screenshot as a colour-blind player sees it: `python3 tools/simulate_cvd.py IN.png
OUT_BASE` writes OUT_BASE-deuteranopia.jpg, -protanopia.jpg and -tritanopia.jpg. The
simulation is Machado, Oliveira and Fernandes (2009) at full severity, applied in linear RGB —
the model Chromium's and Firefox's developer tools use for their own simulations. Needs numpy and
Pillow."""
import sys
import numpy as np
from PIL import Image

MATRICES = {
    "protanopia": [[0.152286, 1.052583, -0.204868], [0.114503, 0.786281, 0.099216], [-0.003882, -0.048116, 1.051998]],
    "deuteranopia": [[0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413], [-0.011820, 0.042940, 0.968881]],
    "tritanopia": [[1.255528, -0.076749, -0.178779], [-0.078411, 0.930809, 0.147602], [0.004733, 0.691367, 0.303900]],
}


def to_linear(c):
    return np.where(c <= 0.04045, c / 12.92, ((c + 0.055) / 1.055) ** 2.4)


def to_srgb(c):
    c = np.clip(c, 0, 1)
    return np.where(c <= 0.0031308, c * 12.92, 1.055 * c ** (1 / 2.4) - 0.055)


def simulate(image, kind):
    rgb = np.asarray(image.convert("RGB"), dtype=np.float64) / 255
    seen = to_srgb(to_linear(rgb) @ np.array(MATRICES[kind]).T)
    return Image.fromarray((seen * 255 + 0.5).astype(np.uint8), "RGB")


if __name__ == "__main__":
    source, base = sys.argv[1], sys.argv[2]
    image = Image.open(source)
    for kind in MATRICES:
        simulate(image, kind).save(f"{base}-{kind}.jpg", quality=85)
