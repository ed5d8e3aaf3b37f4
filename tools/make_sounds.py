#!/usr/bin/env python3
"""Synthesises Kete's sound effects into assets/sounds/ (WAV, 22.05 kHz mono, 16-bit).

Deterministic, standard library only, so anyone can re-make the files. Released under CC0.
- drop_wood_1..3.wav: a seed into an empty wooden pit: a hollow knock, the pit's body resonating.
- drop_heap_1..3.wav: a seed onto a heap: a bright seed-on-seed click over a small knock.
- lift.wav: a pit's seeds scooped into the hand: a short rattle.
- capture.wav: a capture: a sweep of seeds over wood and a low thud.
- turn.wav: the turn passes: one soft, low wooden tone.
- end.wav: the game ends: three knocks falling in pitch, then a long low one.
Each variant differs in pitch and damping, so a long sowing never sounds like a loop.
"""
import math, random, struct, wave, pathlib

RATE = 22050
OUT = pathlib.Path(__file__).resolve().parent.parent / "assets" / "sounds"

def knock(t, freq, decay, noise, rng):
    body = math.sin(2 * math.pi * freq * t) + 0.5 * math.sin(2 * math.pi * freq * 2.7 * t)
    return (body + noise * rng.uniform(-1, 1)) * math.exp(-t / decay)

def render(parts, length, level=0.8, seed=1911):
    """parts: (start s, frequency Hz, decay s, noise share, gain)."""
    rng = random.Random(seed)
    samples = []
    for n in range(int(RATE * length)):
        t = n / RATE
        v = 0.0
        for start, freq, decay, noise, gain in parts:
            if t >= start:
                v += gain * knock(t - start, freq, decay, noise, rng)
        samples.append(v)
    peak = max(abs(s) for s in samples) or 1.0
    return [s / peak * level for s in samples]

def write(name, samples):
    OUT.mkdir(parents=True, exist_ok=True)
    with wave.open(str(OUT / name), "wb") as f:
        f.setnchannels(1); f.setsampwidth(2); f.setframerate(RATE)
        f.writeframes(b"".join(struct.pack("<h", int(s * 32767)) for s in samples))

for old in OUT.glob("*.wav"):
    old.unlink()

# Into an empty pit: low, hollow, a resonance of the carved hollow under the knock.
for n, (freq, decay) in enumerate([(430, 0.030), (470, 0.026), (400, 0.034)], start=1):
    write(f"drop_wood_{n}.wav", render([
        (0.0, freq, decay, 0.35, 1.0),
        (0.0, freq * 0.5, decay * 2.2, 0.0, 0.5),
        (0.0, 1700 + 90 * n, 0.003, 1.0, 0.25),
    ], 0.16, seed=100 + n))

# Onto a heap: the click of seed on seed, higher and drier.
for n, freq in enumerate([2300, 2550, 2150], start=1):
    write(f"drop_heap_{n}.wav", render([
        (0.0, freq, 0.006, 0.8, 1.0),
        (0.004, freq * 1.3, 0.004, 1.0, 0.5),
        (0.0, 650, 0.012, 0.3, 0.45),
    ], 0.09, seed=200 + n))

rng = random.Random(7)
write("lift.wav", render(
    [(0.012 * k + rng.uniform(0, 0.006), rng.uniform(1900, 3200), 0.005, 0.9, rng.uniform(0.4, 1.0)) for k in range(9)],
    0.18, level=0.6, seed=300))
write("capture.wav", render(
    [(0.010 * k, 2600 - 110 * k, 0.008, 0.9, 0.7) for k in range(14)]
    + [(0.16, 180, 0.09, 0.2, 1.4), (0.16, 900, 0.02, 0.4, 0.5)],
    0.50, seed=400))
write("turn.wav", render([(0.0, 300, 0.10, 0.05, 1.0), (0.0, 600, 0.05, 0.0, 0.25)], 0.40, level=0.45, seed=500))
write("end.wav", render([
    (0.00, 880, 0.04, 0.3, 1.0),
    (0.16, 740, 0.04, 0.3, 1.0),
    (0.32, 590, 0.05, 0.3, 1.0),
    (0.50, 220, 0.30, 0.1, 1.3),
], 1.3, seed=600))
print("wrote", sorted(p.name for p in OUT.glob("*.wav")))
