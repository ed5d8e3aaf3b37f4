#!/usr/bin/env python3
"""Synthesises Kete's sound effects into assets/sounds/ (WAV, 22.05 kHz mono, 16-bit).

Deterministic, standard library only, so anyone can re-make the files. Released under CC0.
- drop.wav: a seed landing in a wooden pit: a short damped knock with a little click.
- capture.wav: a capture: two quick knocks and a low wooden thud, brighter than a drop.
"""
import math, random, struct, wave, pathlib

RATE = 22050
OUT = pathlib.Path(__file__).resolve().parent.parent / "assets" / "sounds"

def knock(t, freq, decay, noise, rng):
    body = math.sin(2 * math.pi * freq * t) + 0.5 * math.sin(2 * math.pi * freq * 2.7 * t)
    return (body + noise * rng.uniform(-1, 1)) * math.exp(-t / decay)

def render(parts, length):
    rng = random.Random(1911)
    samples = []
    for n in range(int(RATE * length)):
        t = n / RATE
        v = 0.0
        for start, freq, decay, noise, gain in parts:
            if t >= start:
                v += gain * knock(t - start, freq, decay, noise, rng)
        samples.append(v)
    peak = max(abs(s) for s in samples) or 1.0
    return [s / peak * 0.8 for s in samples]

def write(name, samples):
    OUT.mkdir(parents=True, exist_ok=True)
    with wave.open(str(OUT / name), "wb") as f:
        f.setnchannels(1); f.setsampwidth(2); f.setframerate(RATE)
        f.writeframes(b"".join(struct.pack("<h", int(s * 32767)) for s in samples))

write("drop.wav", render([(0.0, 720, 0.018, 0.6, 1.0), (0.0, 1900, 0.004, 1.0, 0.4)], 0.12))
write("capture.wav", render([
    (0.0, 980, 0.020, 0.5, 1.0),
    (0.07, 1150, 0.020, 0.5, 0.9),
    (0.12, 180, 0.090, 0.2, 1.2),
    (0.12, 2400, 0.006, 1.0, 0.3),
], 0.45))
print("wrote", sorted(p.name for p in OUT.glob("*.wav")))
