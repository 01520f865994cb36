"""Synthesise the table's sounds into ``resources/sounds/`` (stdlib only: wave + math; deterministic, so a rerun
writes the same bytes). Each sound is a few partials under an envelope, mono 16-bit at 22 050 Hz:

    discard  a card laid on the table: a short knock (a low thump and a filtered click)
    draw     a card taken from the wall: a soft, high tick
    claim    碰 / 杠 called: two quick bright notes
    win      胡: a rising four-note arpeggio with a bell's decay
    drawn    荒牌 (the wall ran out): two falling soft notes

    python tools/make_sounds.py
"""

from __future__ import annotations

import math
import random
import struct
import wave
from pathlib import Path

RATE = 22050
PEAK = 0.8 * 32767
OUT = Path(__file__).resolve().parents[1] / "resources" / "sounds"


def tone(freq: float, dur: float, decay: float, start: float = 0.0, gain: float = 1.0,
         harmonics: tuple[float, ...] = (1.0, 0.35, 0.12)) -> list[tuple[int, float]]:
    """(sample index, value) pairs of a decaying note with a few harmonics."""
    out = []
    first = int(start * RATE)
    for i in range(int(dur * RATE)):
        t = i / RATE
        env = math.exp(-t / decay) * min(1.0, t / 0.004)
        v = sum(a * math.sin(2 * math.pi * freq * (k + 1) * t) for k, a in enumerate(harmonics))
        out.append((first + i, gain * env * v))
    return out


def click(dur: float, decay: float, seed: int, gain: float = 1.0) -> list[tuple[int, float]]:
    """A burst of low-passed noise (a one-pole filter), for the knock of wood on wood."""
    rnd = random.Random(seed)
    out, y = [], 0.0
    for i in range(int(dur * RATE)):
        y += 0.35 * (rnd.uniform(-1, 1) - y)
        out.append((i, gain * y * math.exp(-i / RATE / decay)))
    return out


def mix(*parts: list[tuple[int, float]]) -> list[float]:
    n = max(i for part in parts for i, _ in part) + 1
    buf = [0.0] * n
    for part in parts:
        for i, v in part:
            buf[i] += v
    top = max(abs(v) for v in buf) or 1.0
    return [v / top for v in buf]


SOUNDS = {
    "discard": lambda: mix(tone(180, 0.09, 0.018, gain=1.0, harmonics=(1.0, 0.2)), click(0.05, 0.008, 1, 0.9)),
    "draw": lambda: mix(tone(1250, 0.05, 0.010, gain=0.6, harmonics=(1.0,)), click(0.03, 0.004, 2, 0.4)),
    "claim": lambda: mix(tone(880, 0.12, 0.05), tone(1318.5, 0.18, 0.07, start=0.08)),
    "win": lambda: mix(*(tone(f, 0.7 - 0.09 * k, 0.22, start=0.09 * k, gain=0.8)
                         for k, f in enumerate((523.25, 659.25, 783.99, 1046.5)))),
    "drawn": lambda: mix(tone(440, 0.3, 0.12, gain=0.7), tone(329.63, 0.4, 0.16, start=0.18, gain=0.7)),
}


def write(name: str, samples: list[float]) -> Path:
    path = OUT / f"{name}.wav"
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(b"".join(struct.pack("<h", int(PEAK * v)) for v in samples))
    return path


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for name, make in SOUNDS.items():
        path = write(name, make())
        print(f"{path.name}: {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
