"""Draw the app icon from one source — this script — with Pillow, and write every size the desktops use.

    python packaging/make_icons.py

Writes packaging/icons/changpai-<size>.png (16 … 512), packaging/icons/changpai.ico (Windows) and
resources/icons/changpai.png (the window icon the app loads). The design: three long cream cards fanned on
green felt — 红花, 千字 and 白花, the three 老将 — in the deck's red and black ink. Deterministic output.
"""

from __future__ import annotations

import math
import sys
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

ROOT = Path(__file__).resolve().parents[1]
FONT = ROOT / "resources" / "fonts" / "ChangpaiKai-Regular.ttf"
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
S = 1024  # drawing size; every output is a downscale of this one image

FELT = (22, 92, 62, 255)
FELT_EDGE = (12, 58, 38, 255)
CREAM = (248, 238, 214, 255)
INK = (28, 24, 20, 255)
RED = (190, 30, 36, 255)


def _flower(d: ImageDraw.ImageDraw, cx: float, cy: float, r: float, colour: tuple) -> None:
    for k in range(6):
        a = k * math.pi / 3
        px, py = cx + r * 0.75 * math.cos(a), cy + r * 0.75 * math.sin(a)
        d.ellipse((px - r * 0.55, py - r * 0.55, px + r * 0.55, py + r * 0.55), fill=colour, outline=INK, width=6)
    d.ellipse((cx - r * 0.38, cy - r * 0.38, cx + r * 0.38, cy + r * 0.38), fill=(236, 190, 60, 255), outline=INK,
              width=6)


def card(kind: str) -> Image.Image:
    """A long card: 'hh' and 'bh' show two flowers, 'qz' a big 千 between red roundels."""
    w, h = 250, 760
    img = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    d.rounded_rectangle((0, 0, w - 1, h - 1), radius=28, fill=CREAM, outline=INK, width=10)
    d.rounded_rectangle((26, 26, w - 27, h - 27), radius=14, outline=RED, width=6)
    if kind == "qz":
        font = ImageFont.truetype(str(FONT), 230)
        box = d.textbbox((0, 0), "千", font=font)
        d.text(((w - (box[2] - box[0])) / 2 - box[0], (h - (box[3] - box[1])) / 2 - box[1]), "千", font=font, fill=INK)
        for cy in (120, h - 120):
            d.ellipse((w / 2 - 48, cy - 48, w / 2 + 48, cy + 48), fill=RED, outline=INK, width=6)
    else:
        colour = RED if kind == "hh" else (252, 252, 250, 255)
        _flower(d, w / 2, 230, 86, colour)
        _flower(d, w / 2, 530, 86, colour)
    return img


def draw() -> Image.Image:
    img = Image.new("RGBA", (S, S), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    d.rounded_rectangle((40, 40, S - 41, S - 41), radius=200, fill=FELT, outline=FELT_EDGE, width=24)
    for angle, dx, kind in ((20, -190, "hh"), (-20, 190, "bh"), (0, 0, "qz")):
        rotated = card(kind).rotate(angle, resample=Image.BICUBIC, expand=True)
        x = S // 2 - rotated.width // 2 + dx
        y = S // 2 - rotated.height // 2 + 30
        shadow = Image.new("RGBA", rotated.size, (0, 0, 0, 0))
        shadow.putalpha(rotated.getchannel("A").point(lambda a: a * 0.35))
        img.alpha_composite(shadow, (x + 14, y + 18))
        img.alpha_composite(rotated, (x, y))
    return img


def main() -> int:
    master = draw()
    out = ROOT / "packaging" / "icons"
    out.mkdir(parents=True, exist_ok=True)
    for size in SIZES:
        master.resize((size, size), Image.LANCZOS).save(out / f"changpai-{size}.png", optimize=True)
    master.resize((256, 256), Image.LANCZOS).save(out / "changpai.ico",
                                                  sizes=[(s, s) for s in (16, 24, 32, 48, 64, 128, 256)])
    res = ROOT / "resources" / "icons"
    res.mkdir(parents=True, exist_ok=True)
    master.resize((256, 256), Image.LANCZOS).save(res / "changpai.png", optimize=True)
    print(f"wrote {len(SIZES)} PNG sizes, changpai.ico and resources/icons/changpai.png")
    return 0


if __name__ == "__main__":
    sys.exit(main())
