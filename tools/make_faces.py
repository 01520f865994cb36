"""Write every card face as SVG: ``python tools/make_faces.py``.

Outputs (committed, so the app needs no build step):
  resources/cards/figure/<code>.svg   人物 faces: the rank in Chinese, the figure's emblem and name
  resources/cards/pattern/<code>.svg  图型 faces: the rank's ornament at both ends, the suit in the centre
  resources/cards/{figure,pattern}-hant/<code>.svg  the same faces in 繁體 characters, where they differ
  resources/cards/back.svg            the back: a peony and phoenix (凤凰戏牡丹) on red

Cards are 200 × 680 user units (1 : 3.4, like a 2 cm × 10 cm paper card). Palette, ornaments and the men are
in ``faces_draw.py``, the emblems in ``faces_emblems.py`` and ``faces_beasts.py``; change one and rerun.
The output is deterministic (two runs, identical bytes).
Chinese text is converted to outlines from LXGW WenKai Bold (Debian ``fonts-lxgw-wenkai``) so the faces never
depend on an installed font. Needs fontTools (a dev tool only).
"""

from __future__ import annotations

import argparse
import math
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from changpai_desktop.engine.cards import ALL_CODES, CARD_INFO, JOYS, OLD_GENERALS, SUIT_HANS, SUIT_HANT  # noqa: E402
from faces_beasts import (bridge, buddha, clam, donkey, golden_staff, iron_crutch, longevity,  # noqa: E402
                          monk_staff, qilin, rake, toad, turtle)
from faces_draw import (CREAM, EDGE, INK, NUMERALS, PALE, RED, H, W, base, coin, ornament,  # noqa: E402
                        pattern_centre)
from faces_emblems import (basket, clappers, crescent_spade, flute, gauze_hat, green_snake,  # noqa: E402
                           joy_star, lotus_stem, palm_fan, sparrow, spear, sword, umbrella,
                           wealth_star, white_lady)
from svgkit import FONT_DIR, Glyphs, Svg  # noqa: E402


GLYPHS: Glyphs | None = None


def new_card() -> Svg:
    return Svg(W, H, GLYPHS)


def pattern_face(code: str) -> str:
    inf = CARD_INFO[code]
    s = new_card()
    base(s)
    ornament(s, inf.rank, inf.suit)
    with s.g(f"rotate(180 {W / 2} {H / 2})"):
        ornament(s, inf.rank, inf.suit)
    pattern_centre(s, code, inf.rank, inf.suit)
    return s.render()


# =====================================================================================================
# 人物 (figure) faces: the emblems, each drawn in a 150 × 340 box (origin at its top left)
# =====================================================================================================


EMBLEMS = {
    "1w": spear, "2w": basket, "3w": umbrella, "4w": crescent_spade, "5w": lotus_stem, "6w": joy_star,
    "7w": green_snake, "8w": gauze_hat, "9w": wealth_star,
    "1t": sparrow, "2t": sword, "3t": clappers, "4t": flute, "5t": palm_fan, "6t": donkey,
    "7t": white_lady, "8t": bridge, "9t": buddha,
    "1b": longevity, "2b": iron_crutch, "3b": rake, "4b": monk_staff, "5b": golden_staff, "6b": turtle,
    "7b": clam, "8b": toad, "9b": qilin,
}

EX, EY, EW, EH = 25, 164, 150, 350   # the emblem box on a figure face


def name_plate(s: Svg, name: str, y0=522, y1=662) -> None:
    """The figure's name, read top to bottom in a cartouche at the foot of the card."""
    n = len(name)
    size = {1: 70, 2: 60, 3: 44, 4: 34}[n]
    s.vtext(name, 100, (y0 + y1) / 2, size, INK, step=size * 1.0) if n <= 2 else \
        s.text(name, 100, (y0 + y1) / 2, size, INK)


def figure_face(code: str, hant: bool = False) -> str:
    inf = CARD_INFO[code]
    s = new_card()
    base(s)
    # the rank in Chinese, red, over the suit mark
    s.text(NUMERALS[inf.rank - 1], 100, 64, 88, RED, centre="bbox")
    s.text((SUIT_HANT if hant else SUIT_HANS)[inf.suit], 100, 136, 54, INK, centre="bbox")
    s.line(24, 166, 176, 166, stroke=INK, sw=3, cap="butt")
    s.line(24, 171, 176, 171, stroke=RED, sw=1.5, cap="butt")
    with s.g(f"translate({EX} {EY + 10})"):
        EMBLEMS[code](s)
    s.line(24, 528, 176, 528, stroke=RED, sw=1.5, cap="butt")
    s.line(24, 533, 176, 533, stroke=INK, sw=3, cap="butt")
    name = inf.figure_hant if hant else inf.figure_hans
    size = {1: 80, 2: 56, 3: 44, 4: 34}[len(name)]
    if len(name) <= 2:
        s.vtext(name, 100, 600, size, INK)
    else:
        s.text(name, 100, 600, size, INK)
    return s.render()


# =====================================================================================================
# 老将, 喜 and the back
# =====================================================================================================
def flower(s: Svg, x, y, r, fill, centre):
    for a in range(0, 360, 60):
        px, py = x + math.cos(math.radians(a - 90)) * r * 0.58, y + math.sin(math.radians(a - 90)) * r * 0.58
        s.circle(px, py, r * 0.5, fill=fill, stroke=INK, sw=3)
    for a in range(30, 390, 60):
        px, py = x + math.cos(math.radians(a - 90)) * r * 0.36, y + math.sin(math.radians(a - 90)) * r * 0.36
        s.circle(px, py, r * 0.3, fill=fill, stroke=INK, sw=2)
    s.circle(x, y, r * 0.26, fill=centre, stroke=INK, sw=2.5)
    for a in range(0, 360, 45):
        s.circle(x + math.cos(math.radians(a)) * r * 0.15, y + math.sin(math.radians(a)) * r * 0.15, r * 0.04, fill=INK)


def leaf(s: Svg, x, y, a, k=1.0):
    s.path(f"M{x},{y} q{14 * k},{-30 * k} {44 * k},{-22 * k} q{-8 * k},{28 * k} {-44 * k},{22 * k} Z",
           fill=INK, transform=f"rotate({a} {x} {y})")


def _name(code: str, hant: bool) -> str:
    return CARD_INFO[code].name_hant if hant else CARD_INFO[code].name_hans


def old_general(code: str, hant: bool = False) -> str:
    s = new_card()
    base(s)
    if code == "qz":
        for y in (110, 570):
            s.circle(100, y, 62, fill=RED, stroke=INK, sw=4)
            s.circle(100, y, 52, stroke=PALE, sw=2)
            s.text("千", 100, y, 76, PALE, centre="bbox")
        s.rect(40, 200, 120, 280, fill=PALE, stroke=INK, sw=4, rx=10)
        s.rect(48, 208, 104, 264, stroke=RED, sw=2, rx=6)
        s.text("千", 100, 340, 150, INK, centre="bbox")
    else:
        fill, centre = (RED, "#d9a520") if code == "hh" else (PALE, RED)
        s.path("M100,520 C84,440 116,330 100,170", stroke=INK, sw=7)
        s.path("M98,400 C80,380 70,370 62,350 M102,450 C120,440 130,430 138,410", stroke=INK, sw=5)
        for (x, y, a, k) in ((96, 500, -160, 1.0), (104, 470, -20, 1.0), (96, 300, -160, 0.9), (104, 260, -20, 0.9)):
            leaf(s, x, y, a, k)
        flower(s, 100, 150, 74, fill, centre)
        flower(s, 58, 340, 40, fill, centre)
        flower(s, 140, 400, 36, fill, centre)
        s.line(24, 528, 176, 528, stroke=RED, sw=1.5, cap="butt")
        s.line(24, 533, 176, 533, stroke=INK, sw=3, cap="butt")
        s.vtext(_name(code, hant), 100, 600, 56, RED if code == "hh" else INK)
    return s.render()


def joy_card(code: str, hant: bool = False) -> str:
    s = new_card()
    base(s)
    ch = _name(code, hant)
    for y in (92, 588):
        for a in range(0, 360, 45):
            x2, y2 = 100 + math.cos(math.radians(a)) * 52, y + math.sin(math.radians(a)) * 40
            s.circle(x2, y2, 12, fill=RED if a % 90 else INK)
        s.circle(100, y, 30, fill=PALE, stroke=INK, sw=3)
        coin(s, 100, y, 20, red=True)
    s.circle(100, 340, 84, fill=RED, stroke=INK, sw=5)
    s.circle(100, 340, 72, stroke="#d9a520", sw=3)
    s.text(ch, 100, 340, 116, PALE, centre="bbox", stroke=INK, sw=1.5)
    for sgn in (-1, 1):
        s.path(f"M100,{340 + sgn * 96} q-30,{sgn * 20} -60,{sgn * 10} "
               f"M100,{340 + sgn * 96} q30,{sgn * 20} 60,{sgn * 10}",
               stroke=INK, sw=3)
    return s.render()


def phoenix(s: Svg, x, y, k=1.0):
    """A phoenix in flight: crested head, spread wing and three long eyed plumes, in cream on red."""
    with s.g(f"translate({x} {y}) scale({k})"):
        for sx, sy, ex, ey in ((30, 40, 40, 150), (10, 60, -6, 160), (50, 30, 76, 120)):   # tail plumes
            s.path(f"M6,14 C{sx},{sy} {ex - 24},{ey - 40} {ex},{ey} C{ex + 4},{ey - 40} {sx + 20},{sy - 10} 16,6 Z",
                   fill=CREAM)
            s.circle(ex, ey, 9, fill=CREAM)
            s.circle(ex, ey, 5, fill=RED)
            s.circle(ex, ey, 2, fill=CREAM)
        for i, (wx, wy) in enumerate(((62, -70), (50, -82), (34, -88))):   # the raised wing, feather by feather
            s.path(f"M-4,0 C{wx * 0.4},{wy * 0.2} {wx * 0.7},{wy * 0.9} {wx},{wy} C{wx * 0.7},{wy * 0.4} "
                   f"{wx * 0.5},{wy * 0.1} 20,6 Z", fill=CREAM if i % 2 == 0 else "#e7c98f")
        s.path("M-28,2 C-20,-20 14,-20 24,0 C24,16 0,24 -22,14 Z", fill=CREAM)   # body
        s.path("M-22,4 C-40,-10 -30,-34 -44,-50", stroke=CREAM, sw=9, cap="round")   # the neck
        s.circle(-46, -54, 10, fill=CREAM)
        s.path("M-55,-56 L-70,-50 L-55,-48 Z", fill="#d9a520")   # beak
        s.circle(-48, -56, 2.5, fill=RED)
        s.path("M-50,-44 q-6,10 2,16", stroke=RED, sw=3, cap="round")   # wattle
        for cx2, cy2 in ((-52, -78), (-42, -80), (-34, -74)):   # crest
            s.line(-44, -62, cx2, cy2, stroke=CREAM, sw=2)
            s.circle(cx2, cy2, 3.5, fill=CREAM)


def back() -> str:
    s = new_card()
    dark = "#8e1b20"
    s.rect(1.5, 1.5, W - 3, H - 3, fill=CREAM, stroke=EDGE, sw=3, rx=14)
    s.rect(9, 9, W - 18, H - 18, fill=dark, rx=6)
    s.rect(17, 17, W - 34, H - 34, stroke=CREAM, sw=2)
    # a 回纹 key border down both long sides
    for x in (24, 176):
        for y in range(30, 652, 20):
            s.path(f"M{x - 5},{y} h10 v10 h-7 v-5 h3", stroke=CREAM, sw=1.6, cap="butt",
                   transform=f"rotate(180 {x} {y + 5})" if x > 100 else None)
    # peony at the foot, phoenix above, a second small peony at the head
    for (y, r) in ((470, 52),):
        for ring, (n, rr, pr) in enumerate(((10, 0.9, 0.34), (8, 0.62, 0.3), (6, 0.34, 0.26))):
            for i in range(n):
                a = math.radians(i * 360 / n + ring * 15)
                s.circle(100 + math.cos(a) * r * rr, y + math.sin(a) * r * rr, r * pr,
                         fill=RED if ring % 2 == 0 else CREAM, stroke=CREAM if ring % 2 == 0 else RED, sw=2)
        s.circle(100, y, r * 0.16, fill="#d9a520")
        for x2, y2, a in ((62, 506, 170), (138, 506, 10), (74, 526, 130), (126, 526, 50)):
            s.path(f"M{x2},{y2} q10,-21 31,-15 q-6,20 -31,15 Z", fill=CREAM, transform=f"rotate({a} {x2} {y2})")
    phoenix(s, 98, 246, 0.95)
    s.circle(100, 110, 36, stroke=CREAM, sw=2.5)
    s.circle(100, 110, 26, fill=CREAM)
    coin(s, 100, 110, 20, red=True)
    s.path("M40,360 q16,-12 32,0 q16,-12 32,0 q16,-12 32,0 q16,-12 32,0", stroke=CREAM, sw=2)
    return s.render()


# =====================================================================================================
def build(out_dir: Path) -> list[Path]:
    global GLYPHS
    GLYPHS = Glyphs(FONT_DIR / "LXGWWenKai-Bold.ttf")
    written = []

    def write(path: Path, text: str):
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8", newline="\n")
        written.append(path)

    for code in ALL_CODES:
        if code in OLD_GENERALS:
            fig = pat = old_general(code)
            fig_hant = pat_hant = old_general(code, hant=True)
        elif code in JOYS:
            fig = pat = joy_card(code)
            fig_hant = pat_hant = joy_card(code, hant=True)
        else:
            fig, pat = figure_face(code), pattern_face(code)
            fig_hant, pat_hant = figure_face(code, hant=True), pat
        write(out_dir / "figure" / f"{code}.svg", fig)
        write(out_dir / "pattern" / f"{code}.svg", pat)
        # 繁體 faces, only where the face prints characters that differ (the app falls back to the 简体 face)
        if fig_hant != fig:
            write(out_dir / "figure-hant" / f"{code}.svg", fig_hant)
        if pat_hant != pat:
            write(out_dir / "pattern-hant" / f"{code}.svg", pat_hant)
    write(out_dir / "back.svg", back())
    return written


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, default=ROOT / "resources" / "cards")
    args = ap.parse_args(argv)
    files = build(args.out)
    total = sum(p.stat().st_size for p in files)
    print(f"wrote {len(files)} faces to {args.out} ({total / 1024:.0f} KiB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
