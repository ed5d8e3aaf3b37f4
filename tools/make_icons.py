#!/usr/bin/env python3
"""Draws Kete's icons into web/: a carved wooden board seen from above, two rows of bowls with
grey-brown seeds, on the dark cloth of the game (PNG, RGBA). Deterministic, standard library
only, so anyone can re-make the files. Released under CC0.
- icon-512.png, icon-192.png: the web app's icons (also "maskable": the board sits well inside).
- favicon.png (64 px): the page's favicon.
"""
import math, pathlib, struct, zlib

OUT = pathlib.Path(__file__).resolve().parent.parent / "web"
CLOTH = (26, 20, 18)
WOOD = (150, 92, 46)
BOWL = (62, 36, 18)
SEEDS = [(176, 166, 150), (150, 138, 120), (190, 178, 158)]

def smooth(e0, e1, x):
    t = max(0.0, min(1.0, (x - e0) / (e1 - e0)))
    return t * t * (3 - 2 * t)

def mix(a, b, t):
    return tuple(a[i] + (b[i] - a[i]) * t for i in range(3))

def pixel(u, v):
    """The colour at (u, v) in [0, 1]²."""
    color = CLOTH
    # The board: a rounded rectangle, lit from the top left, with grain along its length.
    bx, by, r = abs(u - 0.5) - 0.36, abs(v - 0.5) - 0.24, 0.07
    d = math.hypot(max(bx, 0), max(by, 0)) + min(max(bx, by), 0) - r
    if d < 0.004:
        grain = 0.06 * math.sin(v * 90 + 3 * math.sin(u * 7)) + 0.04 * math.sin(v * 230 + u * 11)
        light = 1.08 - 0.25 * (u + v) / 2 + grain
        wood = tuple(c * light for c in WOOD)
        color = mix(wood, color, smooth(-0.004, 0.004, d))
    # Two rows of four bowls, each with a seed or two.
    for row in range(2):
        for col in range(4):
            cx, cy = 0.5 + (col - 1.5) * 0.17, 0.5 + (row - 0.5) * 0.2
            dist = math.hypot(u - cx, v - cy)
            if dist < 0.068:
                # Darker at the far (top-left) rim, lighter on the near lip.
                shade = 0.75 + 0.5 * ((u - cx) + (v - cy)) / 0.068 * 0.5
                color = mix(tuple(c * shade for c in BOWL), color, smooth(0.062, 0.068, dist))
                for k in range((row * 4 + col) % 3 + 1):
                    a = (row * 4 + col) * 1.7 + k * 2.1
                    sx, sy = cx + 0.022 * math.cos(a) * (k > 0), cy + 0.022 * math.sin(a) * (k > 0)
                    sd = math.hypot((u - sx) / 1.1, v - sy)
                    if sd < 0.026:
                        seed = SEEDS[(row * 4 + col + k) % 3]
                        lit = 1.15 - 0.9 * max(0.0, (u - sx + v - sy) / 0.026) * 0.5
                        spot = 0.6 * smooth(0.008, 0.0, math.hypot(u - sx + 0.008, v - sy + 0.009))
                        shaded = tuple(min(255, c * lit + 255 * spot) for c in seed)
                        color = mix(shaded, color, smooth(0.022, 0.026, sd))
    return color

def png(size):
    rows = []
    for y in range(size):
        row = bytearray([0])
        for x in range(size):
            # Four samples a pixel, for smooth edges.
            acc = [0.0, 0.0, 0.0]
            for dx, dy in ((0.25, 0.25), (0.75, 0.25), (0.25, 0.75), (0.75, 0.75)):
                c = pixel((x + dx) / size, (y + dy) / size)
                acc = [acc[i] + c[i] / 4 for i in range(3)]
            row += bytes(int(max(0, min(255, c))) for c in acc) + b"\xff"
        rows.append(bytes(row))
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    header = struct.pack(">IIBBBBB", size, size, 8, 6, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(b"".join(rows), 9)) + chunk(b"IEND", b"")

for name, size in (("icon-512.png", 512), ("icon-192.png", 192), ("favicon.png", 64)):
    (OUT / name).write_bytes(png(size))
print("wrote", ["icon-512.png", "icon-192.png", "favicon.png"])
