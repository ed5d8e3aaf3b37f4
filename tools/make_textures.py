#!/usr/bin/env python3
"""Paints Kete's board textures into assets/textures/ (PNG). Deterministic (fixed seeds), so
anyone can re-make the files: `pip install numpy pillow`, then `python3 tools/make_textures.py`.
Released under CC0, like the sounds.

Everything is lit from the top left, as the sketch in shared/look asks.
- board-8.png, board-12.png: the carved hardwood board of the 8-column games (Bao la Kiswahili,
  Omweso) and of Bao la Kimasai: two planks whose grain runs along the board's length, joined by a
  groove between the players' halves, with a rounded bevel that catches the light and a soft
  shadow around it. Painted at 3/4 of the board's size on screen (the camera scales it up; wood is
  soft, and the files stay small).
- tray.png: the trough beside the board where reserves wait and captured stones are kept.
- bowl.png, bowl-square.png: the shading of a carved bowl, laid over the wood (dark inside, a
  crescent of shadow under the far rim, light on the near wall and lip); the square one is Bao's
  nyumba.
- glow.png, glow-square.png: a soft ring, tinted at run time, that lights a pit that may move.
- glow-dotted.png, glow-dotted-square.png: the same ring dotted, for a pit whose move the rules
  are still checking: a mark told by its form, not only its colour.
- focus.png: the keyboard's focus, a ring with four notches, unlike any other mark.
- symbol-arrow.png, symbol-cross.png: an arrow (the next hole an answer sows to) and a cross (what
  an answer captures), each white with a dark edge, tinted at run time, beside a lit pit.
- seed-1..8.png: Bao's kete and Omweso's empiki, grey-brown nicker seeds (Caesalpinia), each a
  slightly different flattened oval with a highlight and a contact shadow.
- pebble-1..6.png: Bao la Kimasai's stones: irregular matte pebbles of several colours.
- cloth.png: the dark woven cloth under the board (it tiles).
- picture-bao.png, picture-omweso.png, picture-kimasai.png: each board at its start, small, for
  the new-game dialog.
- badge.png: the dark disc under a pit's count.
- half-light.png: the soft warm light over the half of the player to move.
"""
import pathlib
import numpy as np
from PIL import Image

OUT = pathlib.Path(__file__).resolve().parent.parent / "assets" / "textures"
LIGHT = np.array([-0.55, 0.55, 0.63])  # x right, y up, z towards the viewer
LIGHT = LIGHT / np.linalg.norm(LIGHT)
# The board's measures on screen, as src/app/view/layout.rs lays them out (world units).
SCALE = 0.75
PAD = 40  # the shadow's margin around the board, in world units


def smoothstep(e0, e1, x):
    t = np.clip((x - e0) / (e1 - e0), 0.0, 1.0)
    return t * t * (3 - 2 * t)


def noise(h, w, cells_y, cells_x, rng, wrap=False):
    """Smooth value noise in [0, 1]: a grid of random values, bicubically enlarged."""
    if wrap:
        grid = rng.random((cells_y, cells_x))
        grid = np.tile(grid, (3, 3))
        big = Image.fromarray((grid * 65535).astype(np.float32), mode="F")
        big = np.asarray(big.resize((w * 3, h * 3), Image.BICUBIC)) / 65535
        return np.clip(big[h:2 * h, w:2 * w], 0, 1)
    grid = (rng.random((cells_y + 1, cells_x + 1)) * 65535).astype(np.float32)
    img = Image.fromarray(grid, mode="F").resize((w, h), Image.BICUBIC)
    return np.clip(np.asarray(img) / 65535, 0, 1)


def blur(a, radius):
    """A soft blur by shrinking and enlarging (good enough for shadows)."""
    h, w = a.shape
    f = max(1, int(radius))
    small = Image.fromarray(a.astype(np.float32), mode="F").resize((max(1, w // f), max(1, h // f)), Image.BILINEAR)
    return np.asarray(small.resize((w, h), Image.BICUBIC))


def rounded_box(px, py, hx, hy, r):
    """Signed distance to a rounded rectangle of half-sizes hx, hy and corner radius r."""
    qx, qy = np.abs(px) - hx + r, np.abs(py) - hy + r
    outside = np.hypot(np.maximum(qx, 0), np.maximum(qy, 0))
    return outside + np.minimum(np.maximum(qx, qy), 0) - r


def save(name, rgba):
    OUT.mkdir(parents=True, exist_ok=True)
    # Faint pixels are darkened as far as they are clear, so the palette never gives a nearly
    # clear shadow pixel a bright colour (the specks it otherwise leaves around soft edges).
    rgba = np.array(rgba, dtype=np.float64)
    rgba[..., :3] *= np.clip(rgba[..., 3:4] * 4, 0, 1)
    img = Image.fromarray(np.clip(rgba * 255 + 0.5, 0, 255).astype(np.uint8), "RGBA")
    # A palette of 256 colours with alpha keeps the grain and makes the files a fraction as big.
    img = img.quantize(256, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.FLOYDSTEINBERG)
    img.save(OUT / name, optimize=True)
    print(f"{name}: {img.size[0]}x{img.size[1]}, {(OUT / name).stat().st_size} bytes")


def wood(h, w, rng, phase=0.0):
    """Hardwood grain along x: growth rings that wander slowly, long fibre streaks and pores."""
    bend = noise(h, w, 3, 2, rng) + 0.35 * noise(h, w, 5, 4, rng)
    y = np.mgrid[0:h, 0:w][0].astype(np.float64)
    t = y / h * 7.0 + bend * 1.3 + phase
    f = t - np.floor(t)
    # Each ring darkens towards a thin latewood line.
    ring = 0.75 * f ** 2 + 0.9 * np.exp(-((f - 0.97) / 0.05) ** 2)
    streaks = noise(h, w, max(2, h // 3), 3, rng)
    pores = noise(h, w, max(2, h // 2), max(2, w // 18), rng)
    figure = noise(h, w, 2, 6, rng)
    light = np.array([0.64, 0.39, 0.22])
    dark = np.array([0.31, 0.16, 0.08])
    mix = 0.78 - 0.38 * ring - 0.22 * (streaks - 0.5) - 0.18 * (pores - 0.5) + 0.16 * (figure - 0.5)
    return dark + (light - dark) * np.clip(mix, 0, 1)[..., None]


def board(cols):
    spacing = min(1060.0 / cols, 120.0)
    width, height = cols * spacing + 40.0, 4 * spacing + 28.0 + 40.0
    W, H = int(round((width + 2 * PAD) * SCALE)), int(round((height + 2 * PAD) * SCALE))
    rng = np.random.default_rng(1911 + cols)
    y, x = np.mgrid[0:H, 0:W].astype(np.float64)
    # World coordinates, y up, the board's centre at 0.
    px, py = (x + 0.5) / SCALE - W / SCALE / 2, H / SCALE / 2 - (y + 0.5) / SCALE
    d = rounded_box(px, py, width / 2, height / 2, 26.0)
    # Two planks, each its own grain, joined along the middle.
    top, bottom = wood(H, W, rng), wood(H, W, rng, phase=0.37)
    rgb = np.where((py > 0)[..., None], top, bottom)
    # The bevel: a rounded edge 14 units wide whose slope follows the distance to the edge.
    bevel = 18.0
    inside = np.clip(-d / bevel, 0, 1)
    slope = np.where(inside < 1, (1 - inside) ** 1.4 * 2.4, 0)
    gy, gx = np.gradient(-d)
    norm = np.hypot(gx, gy) + 1e-9
    # Image rows grow downward: flip gy to world y.
    nx, ny = -gx / norm * slope, gy / norm * slope
    nz = np.ones_like(nx)
    n = np.stack([nx, ny, nz], -1)
    n /= np.linalg.norm(n, axis=-1, keepdims=True)
    lambert = n @ LIGHT
    flat = LIGHT[2]
    shade = 0.92 + 0.9 * (lambert - flat)
    # Broad light from the top left across the whole board.
    shade *= 1.0 + 0.08 * (-px / width + py / height)
    # The groove between the halves: a dark cut, its lower lip catching the light.
    groove = np.exp(-((py - 1.0) / 1.6) ** 2) * 0.45 - np.exp(-((py + 2.2) / 1.3) ** 2) * 0.18
    shade *= 1.0 - groove * (d < -bevel)
    rgb = rgb * shade[..., None]
    alpha = smoothstep(0.8, -0.8, d)
    # The shadow under the board, a little down and to the right of it.
    sd = rounded_box(px - 10, py + 14, width / 2, height / 2, 26.0)
    shadow = blur(smoothstep(12, -12, sd) * 0.62, 14)
    out_a = alpha + shadow * (1 - alpha)
    out_rgb = np.where(out_a[..., None] > 0, rgb * alpha[..., None] / np.maximum(out_a, 1e-6)[..., None], 0)
    save(f"board-{cols}.png", np.dstack([out_rgb, out_a]))


def tray():
    width, height = 150.0, 2 * 120.0
    W, H = int((width + 2 * PAD) * SCALE), int((height + 2 * PAD) * SCALE)
    rng = np.random.default_rng(77)
    y, x = np.mgrid[0:H, 0:W].astype(np.float64)
    px, py = (x + 0.5) / SCALE - W / SCALE / 2, H / SCALE / 2 - (y + 0.5) / SCALE
    d = rounded_box(px, py, width / 2, height / 2, 22.0)
    rgb = wood(H, W, rng, 0.2)
    # A trough carved along it, shaded like a bowl.
    td = rounded_box(px, py, width / 2 - 14, height / 2 - 14, 16.0)
    depth = smoothstep(2, -10, td)
    under_rim = smoothstep(-14, 0, rounded_box(px + 5, py - 7, width / 2 - 14, height / 2 - 14, 16.0)) * depth
    shade = 1.0 - 0.38 * depth - 0.3 * under_rim
    rim = np.exp(-((td - 1.5) / 1.5) ** 2)
    shade += 0.18 * rim * (py < 0) - 0.1 * rim * (py > 0)
    edge = smoothstep(-10, 0, d)
    shade *= 1.0 + 0.15 * edge * np.sign(-px / width + py / height)
    rgb = rgb * shade[..., None]
    alpha = smoothstep(0.8, -0.8, d)
    shadow = blur(smoothstep(10, -10, rounded_box(px - 8, py + 10, width / 2, height / 2, 22.0)) * 0.55, 10)
    out_a = alpha + shadow * (1 - alpha)
    out_rgb = rgb * (alpha / np.maximum(out_a, 1e-6))[..., None]
    save("tray.png", np.dstack([out_rgb, out_a]))


def bowl(square):
    """Shading over the wood: colour and alpha of a carved bowl of radius 1 (image of 128 px for
    a radius of 56 px, room around it for the lip)."""
    S, R = 128, 56.0
    y, x = np.mgrid[0:S, 0:S].astype(np.float64)
    u, v = (x + 0.5 - S / 2) / R, (S / 2 - y - 0.5) / R
    if square:
        d = rounded_box(u, v, 0.92, 0.92, 0.18)
        r = np.clip(d + 1, 0, None)
    else:
        r = np.hypot(u, v)
        d = r - 1
    inside = d < 0
    # The bowl's wall rises steeply near the rim: a normal pointing towards the centre.
    depth = np.clip(-d, 0, 1)
    slope = np.where(inside, (1 - depth) ** 2 * 2.2, 0)
    gy, gx = np.gradient(d)
    norm = np.hypot(gx, gy) + 1e-9
    nx, ny = -gx / norm * slope, gy / norm * slope
    n = np.stack([nx, ny, np.ones_like(nx)], -1)
    n /= np.linalg.norm(n, axis=-1, keepdims=True)
    lambert = n @ LIGHT
    # A crescent of shadow where the far (upper left) rim hides the light.
    lx, ly = LIGHT[0] / np.hypot(LIGHT[0], LIGHT[1]), LIGHT[1] / np.hypot(LIGHT[0], LIGHT[1])
    if square:
        shifted = rounded_box(u + lx * 0.32, v + ly * 0.32, 0.92, 0.92, 0.18)
    else:
        shifted = np.hypot(u + lx * 0.32, v + ly * 0.32) - 1
    cast = smoothstep(-0.12, 0.12, shifted) * inside
    m = np.where(inside, 0.6 + 0.65 * (lambert - LIGHT[2]) - 0.2 * cast + 0.06 * depth, 1.0)
    # The lip around the bowl: light where it faces the light, a dark line on the far side.
    lip = np.exp(-((d - 0.035) / 0.035) ** 2)
    facing = -(u * lx + v * ly) / np.maximum(r, 1e-6)  # +1 on the far (lit-from-above) side
    m = m + lip * (0.22 * np.clip(-facing, 0, 1) - 0.18 * np.clip(facing, 0, 1))
    # Outside the rim, only a soft dark ring: the carving's edge.
    edge = np.exp(-((d - 0.01) / 0.02) ** 2) * 0.25
    m = np.where(inside, m, 1.0 - edge + lip * 0.2 * np.clip(-facing, 0, 1))
    dark = np.clip(1 - m, 0, 1)
    bright = np.clip(m - 1, 0, 1)
    alpha = np.clip(dark + bright * 0.7, 0, 1)
    warm_black, warm_white = np.array([0.10, 0.05, 0.02]), np.array([1.0, 0.9, 0.75])
    rgb = np.where((dark > 0)[..., None], warm_black, warm_white)
    aa = smoothstep(0.12, 0.04, d)  # nothing drawn far outside
    save("bowl-square.png" if square else "bowl.png", np.dstack([rgb, alpha * aa]))


def glow(square):
    S, R = 128, 52.0
    y, x = np.mgrid[0:S, 0:S].astype(np.float64)
    u, v = (x + 0.5 - S / 2) / R, (y + 0.5 - S / 2) / R
    r = rounded_box(u, v, 0.92, 0.92, 0.2) + 1.0 if square else np.hypot(u, v)
    a = np.exp(-((r - 1.0) / 0.06) ** 2) * 0.8 + np.exp(-((r - 1.0) / 0.2) ** 2) * 0.3
    save("glow-square.png" if square else "glow.png", np.dstack([np.ones((S, S, 3)), np.clip(a, 0, 1)]))


def glow_dotted(square):
    S, R = 128, 52.0
    y, x = np.mgrid[0:S, 0:S].astype(np.float64)
    u, v = (x + 0.5 - S / 2) / R, (y + 0.5 - S / 2) / R
    r = rounded_box(u, v, 0.92, 0.92, 0.2) + 1.0 if square else np.hypot(u, v)
    ring = np.exp(-((r - 1.0) / 0.08) ** 2)
    # Sixteen dots round the ring: on where the angle's sine of eight turns is high.
    dots = smoothstep(0.2, 0.6, np.cos(np.arctan2(v, u) * 16))
    a = ring * dots * 1.0
    name = "glow-dotted-square.png" if square else "glow-dotted.png"
    save(name, np.dstack([np.ones((S, S, 3)), np.clip(a, 0, 1)]))


def focus():
    S, R = 128, 50.0
    y, x = np.mgrid[0:S, 0:S].astype(np.float64)
    u, v = (x + 0.5 - S / 2) / R, (y + 0.5 - S / 2) / R
    r = np.hypot(u, v)
    ring = smoothstep(0.13, 0.09, np.abs(r - 1.0))
    # Four notches pointing in, at the compass points.
    angle = np.arctan2(v, u)
    notch = smoothstep(0.3, 0.18, np.abs(np.sin(2 * angle))) * smoothstep(0.55, 0.62, r) * smoothstep(1.12, 1.05, r)
    shape = np.clip(ring + notch, 0, 1)
    # A dark edge round the white, so the ring shows on pale seeds and dark wood alike.
    edge = np.clip(blur(shape, 3) * 2.5, 0, 1)
    rgb = np.where((shape > 0.5)[..., None], np.ones(3), np.array([0.08, 0.05, 0.03]))
    save("focus.png", np.dstack([rgb, np.clip(np.maximum(shape, edge * 0.8), 0, 1)]))


def symbol(name, inside):
    S = 64
    y, x = np.mgrid[0:S, 0:S].astype(np.float64)
    u, v = (x + 0.5 - S / 2) / (S / 2), (y + 0.5 - S / 2) / (S / 2)
    shape = inside(u, v)
    edge = np.clip(blur(shape, 2) * 3.0, 0, 1)
    rgb = np.where((shape > 0.5)[..., None], np.ones(3), np.array([0.08, 0.05, 0.03]))
    save(name, np.dstack([rgb, np.clip(np.maximum(shape, edge * 0.85), 0, 1)]))


def arrow(u, v):
    """A broad arrow pointing down (y grows down in the image): into the pit."""
    shaft = smoothstep(0.2, 0.15, np.abs(u)) * smoothstep(-0.75, -0.7, v) * smoothstep(0.15, 0.1, v)
    head = smoothstep(0.05, 0.0, np.abs(u) - (0.7 - v) * 0.9) * smoothstep(0.0, 0.05, v) * smoothstep(0.75, 0.7, v)
    return np.clip(shaft + head, 0, 1)


def cross(u, v):
    a = smoothstep(0.2, 0.14, np.abs(u - v) / np.sqrt(2))
    b = smoothstep(0.2, 0.14, np.abs(u + v) / np.sqrt(2))
    return np.clip(a + b, 0, 1) * smoothstep(0.85, 0.78, np.maximum(np.abs(u), np.abs(v)))


def half_light():
    """A warm light with soft edges, stretched over the half of the player to move."""
    W, H = 128, 64
    y, x = np.mgrid[0:H, 0:W].astype(np.float64)
    u, v = (x + 0.5) / W * 2 - 1, (y + 0.5) / H * 2 - 1
    a = smoothstep(1.0, 0.8, np.abs(u)) * smoothstep(1.0, 0.7, np.abs(v))
    save("half-light.png", np.dstack([np.ones((H, W, 3)) * np.array([1.0, 0.88, 0.66]), a]))


def badge():
    S = 64
    y, x = np.mgrid[0:S, 0:S].astype(np.float64)
    r = np.hypot(x + 0.5 - S / 2, y + 0.5 - S / 2) / (S / 2 - 3)
    a = smoothstep(1.0, 0.94, r) * 0.78 + (smoothstep(1.08, 1.0, r) - smoothstep(1.0, 0.94, r)) * 0.35
    rgb = np.ones((S, S, 3)) * np.array([0.10, 0.07, 0.05])
    rgb = np.where((r > 0.94)[..., None], np.array([0.85, 0.72, 0.5]), rgb)
    save("badge.png", np.dstack([rgb, a]))


def stone(name, rng, base, size, shine, irregular, mottle, flat):
    """A shaded stone or seed of radius 1 in an image of `size` px (radius size * 0.34), with a
    blurred contact shadow down and to the right."""
    S, R = size, size * 0.34
    y, x = np.mgrid[0:S, 0:S].astype(np.float64)
    u, v = (x + 0.5 - S / 2) / R, (S / 2 - y - 0.5) / R
    theta = rng.uniform(0, np.pi)
    a, b = 1.0, rng.uniform(*flat)
    cu, cv = u * np.cos(theta) + v * np.sin(theta), -u * np.sin(theta) + v * np.cos(theta)
    angle = np.arctan2(cv, cu)
    wobble = 1.0
    for k in (2, 3, 5):
        wobble = wobble + irregular / k * np.cos(k * angle + rng.uniform(0, 2 * np.pi))
    q = np.hypot(cu / a, cv / b) / wobble
    inside = q < 1
    z = np.sqrt(np.clip(1 - q * q, 0, 1))
    # The normal of a flattened ellipsoid, turned back to screen space.
    nu, nv = cu / a, cv / b
    nx = nu * np.cos(theta) - nv * np.sin(theta)
    ny = nu * np.sin(theta) + nv * np.cos(theta)
    n = np.stack([nx, ny, z * 1.15], -1)
    n /= np.linalg.norm(n, axis=-1, keepdims=True)
    lambert = np.clip(n @ LIGHT, 0, 1)
    half = LIGHT + np.array([0, 0, 1.0])
    half /= np.linalg.norm(half)
    spec = np.clip(n @ half, 0, 1) ** 12 * shine
    grain = noise(S, S, 6, 6, rng) - 0.5
    fine = noise(S, S, S // 3, S // 3, rng) - 0.5
    rgb = base[None, None, :] * (0.38 + 0.78 * lambert[..., None]) * (1 + mottle * grain[..., None] + 0.06 * fine[..., None])
    rgb = rgb + spec[..., None]
    # A darker rim where the surface turns away.
    rgb *= (0.8 + 0.2 * z)[..., None]
    body = smoothstep(1.0, 0.93, q)
    shadow = blur(smoothstep(1.05, 0.8, np.hypot((u - 0.2) / (a * 1.05), (v + 0.28) / (b * 1.05))), 3) * 0.55
    out_a = body + shadow * (1 - body)
    out_rgb = np.where(inside[..., None], rgb, np.zeros(3)) * (body / np.maximum(out_a, 1e-6))[..., None]
    save(name, np.dstack([np.clip(out_rgb, 0, 1), out_a]))


def seeds():
    rng = np.random.default_rng(1234)
    # Greys with a little green or brown in them; light, since the board tints each seed darker.
    bases = [(0.80, 0.78, 0.69), (0.74, 0.74, 0.68), (0.82, 0.76, 0.63), (0.70, 0.69, 0.63),
             (0.78, 0.75, 0.62), (0.85, 0.82, 0.74), (0.74, 0.68, 0.57), (0.77, 0.77, 0.71)]
    for i, base in enumerate(bases, 1):
        stone(f"seed-{i}.png", rng, np.array(base), 48, 0.13, 0.035, 0.14, (0.82, 0.94))


def pebbles():
    rng = np.random.default_rng(4812)
    bases = [(0.62, 0.60, 0.57), (0.74, 0.68, 0.58), (0.45, 0.44, 0.43), (0.66, 0.52, 0.42),
             (0.80, 0.77, 0.70), (0.55, 0.57, 0.58)]
    for i, base in enumerate(bases, 1):
        stone(f"pebble-{i}.png", rng, np.array(base), 72, 0.12, 0.09, 0.28, (0.72, 0.9))


def cloth():
    """A dark basket weave: bands 16 px wide going over and under, each full of fibres."""
    S, band = 256, 16
    rng = np.random.default_rng(99)
    y, x = np.mgrid[0:S, 0:S].astype(np.float64)
    cell = ((x // band).astype(int) + (y // band).astype(int)) % 2
    across = np.sin(np.pi * ((y % band) / band)) ** 0.5
    down = np.sin(np.pi * ((x % band) / band)) ** 0.5
    profile = np.where(cell == 0, across, down)
    fibre_h = noise(S, S, 64, 8, rng, wrap=True)
    fibre_v = noise(S, S, 8, 64, rng, wrap=True)
    fibre = np.where(cell == 0, fibre_h, fibre_v)
    blotch = noise(S, S, 4, 4, rng, wrap=True)
    base = np.array([0.13, 0.10, 0.085])
    rgb = base * (0.62 + 0.38 * profile[..., None]) * (0.85 + 0.3 * fibre[..., None]) * (0.92 + 0.16 * blotch[..., None])
    save("cloth.png", np.dstack([rgb, np.ones((S, S))]))


def picture(name, cols, counts, squares, pebble, width=300):
    """A small picture of a board with its seeds at the start, for the new-game dialog: the
    textures above laid out as the game lays them (src/app/view/layout.rs)."""
    spacing = min(1060.0 / cols, 120.0)
    pit_r = spacing * 0.40
    seed_r = spacing * (0.23 if pebble else 0.1)
    board_img = Image.open(OUT / f"board-{cols}.png").convert("RGBA")
    bw, bh = board_img.size
    k = width / bw
    canvas = board_img.resize((width, int(round(bh * k))), Image.LANCZOS)
    world = k * SCALE  # picture pixels per world unit
    cx, cy = canvas.width / 2, canvas.height / 2
    bowl_img = Image.open(OUT / "bowl.png").convert("RGBA")
    square_img = Image.open(OUT / "bowl-square.png").convert("RGBA")
    looks = [Image.open(OUT / (f"pebble-{i}.png" if pebble else f"seed-{i}.png")).convert("RGBA")
             for i in range(1, 7 if pebble else 9)]
    rng = np.random.default_rng(5)
    for row in range(1, 5):
        for col in range(cols):
            off = row - 2.5
            x = cx + (col - (cols - 1) / 2) * spacing * world
            y = cy - (off * spacing + np.sign(off) * 14.0) * world
            size = max(2, int(round(2 * pit_r / (56 / 64) * world)))
            img = (square_img if (col, row) in squares else bowl_img).resize((size, size), Image.LANCZOS)
            canvas.alpha_composite(img, (int(round(x - size / 2)), int(round(y - size / 2))))
            n = counts(col, row)
            widest = pit_r - seed_r * 0.6
            knee = (widest / (seed_r * 1.05)) ** 2
            for slot in range(n):
                r = 0 if slot == 0 else widest * np.sqrt(slot / (slot + knee))
                a = slot * 2.399963
                look = looks[int(rng.integers(len(looks)))]
                size = max(2, int(round(2 * seed_r / 0.34 * world)))
                img = look.resize((size, size), Image.LANCZOS)
                sx, sy = x + r * np.cos(a) * world, y - r * np.sin(a) * world
                canvas.alpha_composite(img, (int(round(sx - size / 2)), int(round(sy - size / 2))))
    save(name, np.asarray(canvas, dtype=np.float64) / 255)


def pictures():
    # Bao la Kiswahili's start: 6 in each nyumba (e2, d3), 2 in the two holes to its right.
    bao = {(4, 2): 6, (5, 2): 2, (6, 2): 2, (3, 3): 6, (2, 3): 2, (1, 3): 2}
    picture("picture-bao.png", 8, lambda c, r: bao.get((c, r), 0), {(4, 2), (3, 3)}, False)
    # Omweso after the standard arrangement: four in every outer pit.
    picture("picture-omweso.png", 8, lambda c, r: 4 if r in (1, 4) else 0, set(), False)
    # Bao la Kimasai's start: a stone everywhere but the left end of each front row.
    picture("picture-kimasai.png", 12, lambda c, r: 0 if (c, r) in ((0, 2), (11, 3)) else 1, set(), True)


if __name__ == "__main__":
    board(8)
    board(12)
    tray()
    bowl(False)
    bowl(True)
    glow(False)
    glow(True)
    glow_dotted(False)
    glow_dotted(True)
    focus()
    symbol("symbol-arrow.png", arrow)
    symbol("symbol-cross.png", cross)
    badge()
    half_light()
    seeds()
    pebbles()
    cloth()
    pictures()
