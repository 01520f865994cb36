"""Write every card face as SVG: ``python tools/make_faces.py``.

Outputs (committed, so the app needs no build step):
  resources/cards/figure/<code>.svg   人物 faces: the rank in Chinese, the figure's emblem and name
  resources/cards/pattern/<code>.svg  图型 faces: the rank's ornament at both ends, the suit in the centre
  resources/cards/back.svg            the back: a peony and phoenix (凤凰戏牡丹) on red

Cards are 200 × 680 user units (1 : 3.4, like a 2 cm × 10 cm paper card). Palette, ornaments and emblems are
the small functions below; change one and rerun. The output is deterministic (two runs, identical bytes).
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

from changpai_desktop.engine.cards import ALL_CODES, CARD_INFO, JOYS, OLD_GENERALS  # noqa: E402
from svgkit import FONT_DIR, Glyphs, Svg, arc, sample, scale_about  # noqa: E402

W, H = 200, 680

# -- palette: traditional two-colour printing on cream card ---------------------------------------------
CREAM = "#f3e8cc"
EDGE = "#9c8a62"
INK = "#1d1a16"
RED = "#b3232a"
PALE = "#fbf7ea"   # the "white" of ornaments and white things
SOFT = "#e9d9b0"   # a darker cream for shading
JADE = "#2e5e4a"   # 小青's green scales (the only third ink, used sparingly)

NUMERALS = "一二三四五六七八九"
SUIT_CHAR = {"w": "万", "t": "条", "b": "饼"}

GLYPHS: Glyphs | None = None


def new_card() -> Svg:
    return Svg(W, H, GLYPHS)


def base(s: Svg) -> None:
    """Cream card with a rounded edge, a black frame and a thin red inner rule."""
    s.rect(1.5, 1.5, W - 3, H - 3, fill=CREAM, stroke=EDGE, sw=3, rx=14)
    s.rect(11, 11, W - 22, H - 22, stroke=INK, sw=4, rx=4)
    s.rect(17, 17, W - 34, H - 34, stroke=RED, sw=1.6, rx=2)


# =====================================================================================================
# 图型 (pattern) faces
# =====================================================================================================
ZX, ZY, ZW, ZH = 17, 17, 166, 130   # the black end field at the top; the bottom one is this turned 180°


def _polygon(p, k=0.52):
    d = "M" + " L".join(f"{x:.2f},{y:.2f}" for x, y in p) + " Z"
    return d, scale_about(p, k), True


def _disc(x, y, r, k=0.55):
    p = arc(x, y, r, 0, 360, 48)[:-1]
    return _polygon(p, k)


def _band(x, y, ro, ri, a0, a1):
    outer, inner = arc(x, y, ro, a0, a1, 40), arc(x, y, ri, a1, a0, 40)
    d = "M" + " L".join(f"{px:.2f},{py:.2f}" for px, py in outer + inner) + " Z"
    return d, arc(x, y, (ro + ri) / 2, a0, a1, 40), False


def ornament_shapes(rank: int):
    """White shapes of a rank's end ornament: (path d, spine points, spine closed?).

    The spine carries the suit's marking: 条 draws it as a black line, 饼 as black dots, 万 leaves it white.
    """
    x0, y0, x1, y1 = ZX + 6, ZY + 6, ZX + ZW - 6, ZY + ZH - 6
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2

    if rank == 1:   # triangles in opposite corners
        return [_polygon([(x0, y0), (x0 + 86, y0), (x0, y0 + 74)]),
                _polygon([(x1, y1), (x1 - 86, y1), (x1, y1 - 74)])]
    if rank == 2:   # circles in opposite corners
        return [_disc(x0 + 36, y0 + 36, 34), _disc(x1 - 36, y1 - 36, 34)]
    if rank == 3:   # one slanted parallelogram
        return [_polygon([(x0 + 2, y1 - 4), (x0 + 62, y0 + 4), (x1 - 2, y0 + 4), (x1 - 62, y1 - 4)])]
    if rank == 4:   # closed half-circle: a half disc, flat side to the card's end
        p = arc(cx, y0 + 4, 76, 0, 180, 40)
        return [_polygon(p, 0.55)]
    if rank == 5:   # two circles at each end
        return [_disc(cx - 38, cy, 34), _disc(cx + 38, cy, 34)]
    if rank == 6:   # trapezoid
        return [_polygon([(x0 + 2, y0 + 6), (x1 - 2, y0 + 6), (x1 - 36, y1 - 6), (x0 + 36, y1 - 6)])]
    if rank == 7:   # two parallelograms at each end
        return [_polygon([(x0 + 2, y1 - 6), (x0 + 30, y0 + 6), (cx - 6, y0 + 6), (cx - 34, y1 - 6)], 0.45),
                _polygon([(cx + 6, y1 - 6), (cx + 34, y0 + 6), (x1 - 2, y0 + 6), (x1 - 30, y1 - 6)], 0.45)]
    if rank == 8:   # open half-circle: a half ring
        return [_band(cx, y0 + 2, 78, 50, 0, 180)]
    if rank == 9:   # the large open circle (a ring with a gap at the end side)
        return [_band(cx, cy, 58, 40, -62, 242)]
    raise ValueError(rank)


def bogu(s: Svg, cx: float, cy: float, k: float = 1.0) -> None:
    """A little red 博古 vessel (a tripod 鼎 with handles) inside the rank-9 ring."""
    with s.g(f"translate({cx} {cy}) scale({k})"):
        s.path("M-20,-10 L20,-10 L16,10 Q0,16 -16,10 Z", fill=RED)
        s.path("M-22,-14 L22,-14", stroke=RED, sw=4, cap="round")
        s.path("M-16,-12 Q-28,-24 -14,-24", stroke=RED, sw=3.5)
        s.path("M16,-12 Q28,-24 14,-24", stroke=RED, sw=3.5)
        s.path("M-10,12 L-14,24 M10,12 L14,24 M0,14 L0,24", stroke=RED, sw=4, cap="round")
        s.path("M-10,-2 L10,-2", stroke=PALE, sw=2)


def ornament(s: Svg, rank: int, suit: str) -> None:
    s.rect(ZX, ZY, ZW, ZH, fill=INK)
    for d, spine, closed in ornament_shapes(rank):
        s.path(d, fill=PALE)
        if suit == "t":
            if closed:
                s.poly(spine, stroke=INK, sw=4)
            else:
                s.polyline(spine, stroke=INK, sw=4)
        elif suit == "b":
            for x, y in sample(spine, 17, closed):
                s.circle(x, y, 4, fill=INK)
    if rank == 9:
        bogu(s, ZX + ZW / 2, ZY + ZH / 2 + 1, 0.95)


def coin(s: Svg, x, y, r, red=False) -> None:
    """A cash coin: rim, inner ring, square hole."""
    fill, ink = (RED, INK) if red else (PALE, INK)
    s.circle(x, y, r, fill=fill, stroke=ink, sw=max(2, r * 0.1))
    s.circle(x, y, r * 0.72, stroke=PALE if red else INK, sw=max(1.2, r * 0.05))
    h = r * 0.3
    s.rect(x - h, y - h, 2 * h, 2 * h, fill=CREAM, stroke=ink, sw=max(1.2, r * 0.07))
    if not red:
        for a in (45, 135, 225, 315):   # the four little marks of a 古钱 between hole and ring
            dx, dy = math.cos(math.radians(a)) * r * 0.52, math.sin(math.radians(a)) * r * 0.52
            s.circle(x + dx, y + dy, r * 0.08, fill=RED)


def stick(s: Svg, x, y0, y1, w=16) -> None:
    """A 条 stick: a long black rod with three nodes and red tips."""
    s.rect(x - w / 2, y0, w, y1 - y0, fill=INK, rx=w / 2)
    for t in (0.3, 0.5, 0.7):
        yy = y0 + (y1 - y0) * t
        s.line(x - w / 2 + 2, yy, x + w / 2 - 2, yy, stroke=PALE, sw=2.2, cap="butt")
    s.circle(x, y0 + w / 2, w * 0.28, fill=RED)
    s.circle(x, y1 - w / 2, w * 0.28, fill=RED)


ROWS = {1: [1], 2: [2], 3: [3], 4: [2, 2], 5: [2, 1, 2], 6: [3, 3], 7: [2, 3, 2], 8: [3, 2, 3], 9: [3, 3, 3]}
COIN_ROWS = {1: [1], 2: [1, 1], 3: [1, 1, 1], 4: [2, 2], 5: [2, 1, 2], 6: [2, 2, 2], 7: [1, 2, 2, 2],
             8: [2, 2, 2, 2]}
STICK_ROWS = {1: [1], 2: [2], 3: [3], 4: [2, 2], 5: [2, 1, 2], 6: [3, 3], 7: [3, 1, 3], 8: [3, 2, 3],
              9: [3, 3, 3]}
CX0, CY0, CX1, CY1 = 24, 156, 176, 524   # the centre field of a pattern face


def grid(rows, x0, y0, x1, y1):
    out, n = [], len(rows)
    for i, k in enumerate(rows):
        y = y0 + (y1 - y0) * (i + 0.5) / n
        for j in range(k):
            out.append((x0 + (x1 - x0) * (j + 0.5) / k, y))
    return out


# The costumed man under the 万 dots; seed 001 describes each one (a helmeted general on 一万, a big-bearded
# hero on 三万, a young man on 四万, a monk-like man on 五万, a long-bearded hero on 六万, a monkey on 七万,
# a scholar on 八万, and an old man under the coin of 一饼).
MEN = {"1w": ("helmet", "short"), "2w": ("cap", None), "3w": ("helmet", "long"), "4w": ("scholar", None),
       "5w": ("bald", "short"), "6w": ("official", "long"), "7w": ("monkey", None), "8w": ("scholar", "short"),
       "9w": ("official", None), "1b": ("elder", "long")}


def monkey_head(s: Svg, x, y, r) -> None:
    s.circle(x - r * 0.95, y, r * 0.3, fill=RED, stroke=INK, sw=2)
    s.circle(x + r * 0.95, y, r * 0.3, fill=RED, stroke=INK, sw=2)
    s.circle(x, y, r, fill=INK)
    # the heart-shaped bare face of a monkey
    s.path(f"M{x},{y - r * 0.35} C{x - r * 0.3},{y - r * 0.85} {x - r * 0.95},{y - r * 0.5} "
           f"{x - r * 0.75},{y + r * 0.15}"
           f" C{x - r * 0.6},{y + r * 0.8} {x + r * 0.6},{y + r * 0.8} {x + r * 0.75},{y + r * 0.15}"
           f" C{x + r * 0.95},{y - r * 0.5} {x + r * 0.3},{y - r * 0.85} {x},{y - r * 0.35} Z", fill=RED)
    s.circle(x - r * 0.3, y - r * 0.05, r * 0.12, fill=INK)
    s.circle(x + r * 0.3, y - r * 0.05, r * 0.12, fill=INK)
    s.path(f"M{x - r * 0.25},{y + r * 0.4} Q{x},{y + r * 0.55} {x + r * 0.25},{y + r * 0.4}", stroke=INK, sw=2)
    s.path(f"M{x - r * 0.5},{y - r * 0.95} L{x + r * 0.5},{y - r * 0.95}", stroke="#d9a520", sw=3)


def man(s: Svg, cx, top, h, hat, beard) -> None:
    """A costumed figure in a red robe, hands clasped in the sleeves, standing ``h`` units tall."""
    k = h / 210
    hy, hr = top + 34 * k, 19 * k
    sh, hem = top + 58 * k, top + h - 16 * k
    # robe and sleeves
    s.path(f"M{cx - 30 * k},{sh} Q{cx},{sh - 8 * k} {cx + 30 * k},{sh} L{cx + 52 * k},{hem} "
           f"Q{cx},{hem + 10 * k} {cx - 52 * k},{hem} Z", fill=RED, stroke=INK, sw=3 * k)
    s.path(f"M{cx},{sh} L{cx},{hem + 4 * k}", stroke=INK, sw=2.5 * k)
    s.path(f"M{cx - 40 * k},{hem - 34 * k} Q{cx},{hem - 24 * k} {cx + 40 * k},{hem - 34 * k}", stroke=INK, sw=2 * k)
    s.rect(cx - 34 * k, top + 104 * k, 68 * k, 9 * k, fill=INK, rx=3 * k)
    s.path(f"M{cx - 30 * k},{sh + 2 * k} Q{cx - 50 * k},{top + 100 * k} {cx - 22 * k},{top + 122 * k} "
           f"L{cx + 22 * k},{top + 122 * k} Q{cx + 50 * k},{top + 100 * k} {cx + 30 * k},{sh + 2 * k}",
           fill=RED, stroke=INK, sw=3 * k, join="round")
    s.path(f"M{cx - 22 * k},{top + 122 * k} Q{cx - 40 * k},{top + 104 * k} {cx - 34 * k},{top + 84 * k} "
           f"M{cx + 22 * k},{top + 122 * k} Q{cx + 40 * k},{top + 104 * k} {cx + 34 * k},{top + 84 * k}",
           stroke=INK, sw=2 * k)
    s.ellipse(cx, top + 118 * k, 12 * k, 7 * k, fill=CREAM, stroke=INK, sw=2 * k)   # clasped hands
    s.path(f"M{cx - 12 * k},{sh} L{cx},{sh + 16 * k} L{cx + 12 * k},{sh}", fill=PALE, stroke=INK, sw=2 * k)
    s.ellipse(cx - 18 * k, hem + 5 * k, 12 * k, 6 * k, fill=INK)
    s.ellipse(cx + 18 * k, hem + 5 * k, 12 * k, 6 * k, fill=INK)
    if hat == "monkey":
        monkey_head(s, cx, hy, hr * 1.15)
        return
    # head and face
    s.circle(cx, hy, hr, fill=CREAM, stroke=INK, sw=2.5 * k)
    s.circle(cx - 7 * k, hy + 1 * k, 2.4 * k, fill=INK)
    s.circle(cx + 7 * k, hy + 1 * k, 2.4 * k, fill=INK)
    if beard == "short":
        s.path(f"M{cx - 12 * k},{hy + 10 * k} Q{cx},{hy + 30 * k} {cx + 12 * k},{hy + 10 * k} Z", fill=INK)
    elif beard == "long":
        colour = PALE if hat == "elder" else INK
        s.path(f"M{cx - 14 * k},{hy + 8 * k} Q{cx - 8 * k},{hy + 52 * k} {cx},{hy + 60 * k} "
               f"Q{cx + 8 * k},{hy + 52 * k} {cx + 14 * k},{hy + 8 * k} Z", fill=colour, stroke=INK, sw=2 * k)
    else:
        s.path(f"M{cx - 5 * k},{hy + 10 * k} Q{cx},{hy + 13 * k} {cx + 5 * k},{hy + 10 * k}", stroke=RED, sw=2 * k)
    t = hy - hr
    if hat == "helmet":   # general's helmet with a red plume
        s.path(f"M{cx - hr - 3 * k},{hy - 2 * k} Q{cx - hr},{t - 14 * k} {cx},{t - 14 * k} "
               f"Q{cx + hr},{t - 14 * k} {cx + hr + 3 * k},{hy - 2 * k} Z", fill=INK)
        s.path(f"M{cx},{t - 12 * k} Q{cx + 4 * k},{t - 32 * k} {cx - 6 * k},{t - 40 * k}", stroke=RED, sw=6 * k,
               cap="round")
    elif hat == "official":   # black gauze cap with side wings
        s.rect(cx - 15 * k, t - 12 * k, 30 * k, 18 * k, fill=INK, rx=6 * k)
        s.rect(cx - hr - 20 * k, t - 2 * k, 2 * hr + 40 * k, 6 * k, fill=INK, rx=3 * k)
    elif hat == "scholar":   # soft scholar's cap with two ribbons
        s.path(f"M{cx - hr},{hy - 4 * k} Q{cx},{t - 22 * k} {cx + hr},{hy - 4 * k} Z", fill=INK)
        s.path(f"M{cx + hr - 2 * k},{hy - 6 * k} q{12 * k},{6 * k} {10 * k},{22 * k}", stroke=INK, sw=3 * k)
    elif hat == "cap":   # a round cap with a red knot
        s.path(f"M{cx - hr},{hy - 3 * k} Q{cx},{t - 16 * k} {cx + hr},{hy - 3 * k} Z", fill=INK)
        s.circle(cx, t - 6 * k, 4.5 * k, fill=RED)
    elif hat == "bald":   # shaven head with a monk's headband
        s.path(f"M{cx - hr + 1},{hy - 7 * k} Q{cx},{hy - 12 * k} {cx + hr - 1},{hy - 7 * k}", stroke="#d9a520",
               sw=4 * k)
    elif hat == "elder":   # the high forehead of the old star
        s.path(f"M{cx - hr + 2 * k},{hy - 6 * k} Q{cx - hr},{t - 26 * k} {cx},{t - 26 * k} "
               f"Q{cx + hr},{t - 26 * k} {cx + hr - 2 * k},{hy - 6 * k} Z", fill=CREAM, stroke=INK, sw=2.5 * k)


def _centre_wan(s: Svg, code: str, rank: int) -> None:
    if rank == 1:
        for x, y in grid([1, 2], 40, 164, 160, 300):
            coin(s, x, y, 28, red=True)
    else:
        rows = ROWS[rank]
        for x, y in grid(rows, 34, 166, 166, 166 + 44 * len(rows)):
            s.circle(x, y, 14, fill=RED, stroke=INK, sw=3)
            s.circle(x, y, 4.5, fill=PALE)
    hat, beard = MEN[code]
    man(s, 100, 312, 206, hat, beard)


def _centre_tiao(s: Svg, rank: int) -> None:
    if rank == 1:
        for x, y in grid([1, 2], 40, 166, 160, 296):
            coin(s, x, y, 28, red=True)
        stick(s, 100, 312, 514, 22)
        return
    rows = STICK_ROWS[rank]
    n = len(rows)
    gap = 14
    hgt = (CY1 - CY0 - 8 - gap * (n - 1)) / n
    for i, k in enumerate(rows):
        y0 = CY0 + 4 + i * (hgt + gap)
        for j in range(k):
            x = CX0 + 12 + (CX1 - CX0 - 24) * (j + 0.5) / k
            stick(s, x, y0, y0 + hgt, 18 if k < 3 else 16)


def _centre_bing(s: Svg, code: str, rank: int) -> None:
    if rank == 1:
        coin(s, 100, 232, 58)
        man(s, 100, 318, 200, *MEN[code])
    elif rank == 9:
        for i in range(3):
            coin(s, 100, CY0 + 62 + i * 122, 54, red=True)
    else:
        rows = COIN_ROWS[rank]
        cell = min((CX1 - CX0) / max(rows), (CY1 - CY0) / len(rows))
        r = min(58, cell / 2 - 3)
        for x, y in grid(rows, CX0, CY0, CX1, CY1):
            coin(s, x, y, r)


def pattern_centre(s: Svg, code: str, rank: int, suit: str) -> None:
    if suit == "w":
        _centre_wan(s, code, rank)
    elif suit == "t":
        _centre_tiao(s, rank)
    else:
        _centre_bing(s, code, rank)


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
def spear(s):   # 穆桂英: a red-tasselled spear and the two pheasant plumes of a woman general's helmet
    s.path("M40,250 C10,170 20,80 60,20", stroke=RED, sw=5, cap="round")
    s.path("M112,250 C140,170 130,80 92,20", stroke=INK, sw=5, cap="round")
    for t in range(6):
        s.path(f"M{48 + t * 4},{200 - t * 30} l-8,-6", stroke=RED, sw=2)
        s.path(f"M{104 - t * 4},{200 - t * 30} l8,-6", stroke=INK, sw=2)
    s.line(75, 86, 75, 338, stroke=INK, sw=7)
    s.path("M75,6 C88,30 90,54 80,80 L70,80 C60,54 62,30 75,6 Z", fill=PALE, stroke=INK, sw=3)
    s.line(75, 20, 75, 70, stroke=INK, sw=2)
    s.rect(64, 80, 22, 8, fill=INK, rx=2)
    for dx in (-14, -7, 0, 7, 14):
        s.path(f"M75,90 Q{75 + dx * 1.5},110 {75 + dx * 2.2},132", stroke=RED, sw=4, cap="round")


def basket(s):   # 蓝采和: a flower basket
    s.path("M22,175 Q75,70 128,175", stroke=INK, sw=7)
    for x, y, r in ((50, 162, 20), (100, 160, 20), (75, 142, 22), (30, 178, 14), (120, 178, 14)):
        for a in range(0, 360, 72):
            px, py = x + math.cos(math.radians(a - 90)) * r * 0.55, y + math.sin(math.radians(a - 90)) * r * 0.55
            s.circle(px, py, r * 0.48, fill=RED, stroke=INK, sw=1.8)
        s.circle(x, y, r * 0.28, fill=PALE, stroke=INK, sw=1.5)
    s.path("M14,180 L136,180 L116,286 Q75,296 34,286 Z", fill=SOFT, stroke=INK, sw=4)
    for i in range(1, 6):
        y = 180 + i * 18
        inset = 14 + i * 3.4
        s.line(14 + inset * 0.7, y, 136 - inset * 0.7, y, stroke=INK, sw=2.2)
    for x in range(30, 130, 16):
        s.line(x, 182, 75 + (x - 75) * 0.8, 288, stroke=INK, sw=2)
    s.rect(10, 174, 130, 12, fill=RED, stroke=INK, sw=2.5, rx=5)


def umbrella(s):   # 许仙: the oil-paper umbrella of the West Lake meeting
    s.path("M8,130 Q75,10 142,130 Q124,118 108,130 Q92,118 75,130 Q58,118 42,130 Q26,118 8,130 Z",
           fill=RED, stroke=INK, sw=3.5)
    for x in (42, 75, 108):
        s.path(f"M75,52 Q{(75 + x) / 2},{90} {x},128", stroke=INK, sw=2)
    s.path("M8,130 L75,52 M142,130 L75,52", stroke=INK, sw=2)
    s.circle(75, 48, 6, fill=INK)
    s.line(75, 44, 75, 300, stroke=INK, sw=6)
    s.path("M75,300 Q75,322 94,322 Q106,322 106,310", stroke=INK, sw=6, cap="round")
    for x, y in ((20, 170), (130, 190), (30, 240), (122, 258), (18, 300), (130, 320)):
        s.path(f"M{x},{y} l-5,14", stroke=INK, sw=2.5, cap="round")


def crescent_spade(s):   # 沙和尚: the crescent-moon spade and his string of prayer beads
    s.line(75, 40, 75, 310, stroke=INK, sw=7)
    s.path("M38,16 Q75,70 112,16 Q100,52 75,56 Q50,52 38,16 Z", fill=PALE, stroke=INK, sw=3)
    s.path("M60,300 L90,300 L96,336 L54,336 Z", fill=PALE, stroke=INK, sw=3)
    s.rect(66, 56, 18, 10, fill=RED)
    s.rect(66, 288, 18, 10, fill=RED)
    for i in range(18):
        a = math.radians(i * 20)
        s.circle(75 + math.cos(a) * 46, 190 + math.sin(a) * 46, 8, fill=RED if i % 6 == 0 else INK)
    s.path("M75,236 L68,262 L82,262 Z", fill=RED)


def lotus(s, x, y, r, red=True):
    fill = RED if red else PALE
    for a, k in ((-60, 0.85), (60, 0.85), (-30, 1), (30, 1), (0, 1.1)):
        s.path(f"M{x},{y} Q{x - r * 0.45},{y - r * 0.6 * k} {x},{y - r * 1.2 * k} "
               f"Q{x + r * 0.45},{y - r * 0.6 * k} {x},{y} Z",
               fill=fill, stroke=INK, sw=2.5, transform=f"rotate({a} {x} {y})")


def lotus_stem(s):   # 何仙姑: the lotus she carries
    s.path("M75,330 C60,260 92,200 75,110", stroke=INK, sw=6)
    s.path("M72,250 C50,240 30,220 16,226", stroke=INK, sw=4)
    s.path("M16,226 C-2,196 10,160 44,160 C70,170 60,214 16,226 Z", fill=SOFT, stroke=INK, sw=3)
    s.path("M16,226 L40,168 M16,226 L54,186 M16,226 L28,170", stroke=INK, sw=1.6)
    lotus(s, 75, 116, 78)
    s.circle(75, 96, 9, fill="#d9a520", stroke=INK, sw=2)
    s.path("M90,300 C104,282 126,284 134,298 C118,300 104,304 90,300 Z", fill=INK)


def magpie(s, x, y, k=1.0, tail=1.0):
    with s.g(f"translate({x} {y}) scale({k})"):
        s.path(f"M-18,6 L{-18 - 60 * tail},{26 + 16 * tail} L{-16 - 56 * tail},{36 + 16 * tail} L-10,18 Z", fill=INK)
        s.ellipse(0, 0, 30, 20, fill=INK)
        s.path("M-10,4 Q8,22 26,2 Q14,2 -10,4 Z", fill=PALE)
        s.circle(26, -14, 13, fill=INK)
        s.circle(30, -16, 2.8, fill=PALE)
        s.path("M38,-16 L52,-11 L38,-8 Z", fill=INK)
        s.path("M-12,-6 Q6,-24 22,-4 Q4,-2 -12,-6 Z", fill=PALE, stroke=INK, sw=1.5)
        s.path("M-2,18 L-6,32 M8,18 L8,32", stroke=INK, sw=2.5)


def plum_branch(s, points):
    s.polyline(points, stroke=INK, sw=6)
    for x, y in points[1:]:
        s.circle(x + 6, y - 8, 7, fill=RED, stroke=INK, sw=1.5)
        s.circle(x + 6, y - 8, 2, fill=PALE)


def joy_star(s):   # 喜星: the double-joy roundel and the magpie (喜鹊) that brings joy
    s.circle(75, 90, 66, fill=RED, stroke=INK, sw=4)
    s.circle(75, 90, 56, stroke=PALE, sw=2)
    s.text("囍", 75, 90, 84, PALE, centre="bbox")
    plum_branch(s, [(6, 300), (50, 268), (96, 262), (144, 232)])
    magpie(s, 84, 226, 1.1, 0.7)
    s.circle(30, 320, 7, fill=RED, stroke=INK, sw=1.5)


def snake(s, fill, scales, tongue=True):
    d = "M118,60 C160,110 20,120 40,180 C60,240 140,220 110,290 C96,320 60,330 40,320"
    s.path(d, stroke=INK, sw=30, cap="round")
    s.path(d, stroke=fill, sw=22, cap="round")
    s.path(d, stroke=scales, sw=4, cap="round", stroke_dasharray="3 9")
    s.ellipse(112, 52, 22, 16, fill=fill, stroke=INK, sw=3.5, rot=-30)
    s.circle(118, 44, 3.5, fill=RED if not tongue else INK)
    s.circle(104, 50, 3.5, fill=RED if not tongue else INK)
    if tongue:
        s.path("M98,34 L88,18 M88,18 L82,16 M88,18 L86,10", stroke=RED, sw=3, cap="round")


def green_snake(s):   # 小青: the green snake spirit, sister of 白娘子
    snake(s, JADE, INK)
    s.path("M12,40 q14,-12 28,0 q14,12 28,0", stroke=INK, sw=3)
    s.path("M96,318 q14,-12 28,0 q14,12 28,0", stroke=INK, sw=3)


def white_lady(s):   # 白娘子: the white snake under 雷峰塔, the pagoda
    # the pagoda
    for i in range(5):
        y = 10 + i * 26
        w = 30 + i * 8
        s.rect(75 - w / 2 + 6, y + 8, w - 12, 18, fill=PALE, stroke=INK, sw=2.5)
        s.path(f"M{75 - w / 2 - 8},{y + 10} L{75 + w / 2 + 8},{y + 10} L{75 + w / 2 - 4},{y} L{75 - w / 2 + 4},{y} Z",
               fill=RED if i % 2 else INK)
    s.line(75, 0, 75, 12, stroke=INK, sw=3)
    with s.g("translate(0 70)"):
        d = "M118,80 C150,110 30,110 40,170 C50,220 140,200 120,250 C104,280 50,270 40,250"
        s.path(d, stroke=INK, sw=30, cap="round")
        s.path(d, stroke=PALE, sw=22, cap="round")
        s.path(d, stroke=SOFT, sw=4, cap="round", stroke_dasharray="3 9")
        s.ellipse(114, 72, 22, 16, fill=PALE, stroke=INK, sw=3.5, rot=-30)
        s.circle(120, 64, 3.5, fill=RED)
        s.circle(106, 70, 3.5, fill=RED)


def gauze_hat(s):   # 禄星: the official's black gauze hat and the 如意 sceptre of office
    s.path("M36,120 Q36,60 75,58 Q114,60 114,120 Z", fill=INK)
    s.rect(28, 112, 94, 26, fill=INK, rx=6)
    s.rect(34, 118, 82, 5, fill=RED)
    for side in (-1, 1):
        x = 75 + side * 44
        s.ellipse(x + side * 14, 104, 18, 9, fill=INK, rot=side * -12)
        s.ellipse(x + side * 14, 104, 11, 3.5, fill=SOFT, rot=side * -12)
    # the ruyi sceptre
    s.path("M44,324 C60,290 50,250 84,214 C104,194 96,178 110,170", stroke=INK, sw=12, cap="round")
    s.path("M44,324 C60,290 50,250 84,214 C104,194 96,178 110,170", stroke=RED, sw=6, cap="round")
    s.path("M92,176 C84,150 116,140 126,156 C140,150 148,176 130,184 C128,200 100,200 92,176 Z",
           fill=RED, stroke=INK, sw=3)
    s.circle(114, 170, 6, fill=PALE, stroke=INK, sw=1.5)
    s.circle(60, 280, 6, fill=PALE, stroke=INK, sw=1.5)


def ingot(s, x, y, k=1.0):
    with s.g(f"translate({x} {y}) scale({k})"):
        s.path("M-44,-8 Q-40,26 0,26 Q40,26 44,-8 Q30,2 0,2 Q-30,2 -44,-8 Z", fill=RED, stroke=INK, sw=3)
        s.path("M-44,-8 Q-50,-22 -36,-20 Q-26,-4 0,-4 Q26,-4 36,-20 Q50,-22 44,-8 Q30,2 0,2 Q-30,2 -44,-8 Z",
               fill=RED, stroke=INK, sw=3)
        s.ellipse(0, -12, 18, 14, fill="#d9a520", stroke=INK, sw=3)
        s.path("M-8,-16 Q0,-22 6,-16", stroke=PALE, sw=2)


def wealth_star(s):   # 财星: gold ingots (元宝) and a string of cash
    ingot(s, 75, 90, 1.1)
    ingot(s, 40, 150, 0.8)
    ingot(s, 110, 150, 0.8)
    s.path("M75,180 L75,330", stroke=RED, sw=3)
    for i in range(6):
        coin(s, 75, 196 + i * 26, 15)
    s.path("M75,330 q-10,8 -14,16 M75,330 q10,8 14,16", stroke=RED, sw=3)


def sparrow(s):   # 小雀儿: a little sparrow on a branch
    plum_branch(s, [(4, 250), (60, 226), (110, 230), (146, 204)])
    with s.g("translate(74 180)"):
        s.path("M-24,8 L-62,30 L-56,40 L-18,20 Z", fill=INK)
        s.ellipse(0, 0, 34, 28, fill=SOFT, stroke=INK, sw=3)
        s.path("M-26,-4 Q0,-26 26,-2 Q6,16 -26,-4 Z", fill=RED, stroke=INK, sw=2.5)
        s.path("M-14,-4 l10,10 M-2,-8 l10,10 M10,-8 l8,8", stroke=INK, sw=1.6)
        s.circle(28, -24, 18, fill=RED, stroke=INK, sw=3)
        s.path("M16,-14 Q30,-2 42,-14", fill=PALE, stroke=INK, sw=1.5)
        s.circle(33, -28, 3.6, fill=INK)
        s.path("M44,-28 L58,-22 L44,-18 Z", fill=INK)
        s.path("M-4,26 L-8,46 M8,26 L10,46", stroke=INK, sw=3)
    for i, (x, y) in enumerate(((24, 80), (120, 60), (40, 320), (118, 300))):
        s.path(f"M{x - 10},{y} q10,-10 20,0 q10,-10 20,0", stroke=INK if i % 2 else RED, sw=2.5)


def sword(s):   # 吕洞宾: his double-edged sword with a red tassel
    with s.g("rotate(-12 75 170)"):
        s.path("M75,8 L88,30 L88,226 L62,226 L62,30 Z", fill=PALE, stroke=INK, sw=3.5)
        s.line(75, 26, 75, 222, stroke=INK, sw=2)
        s.path("M36,226 Q75,214 114,226 L114,236 Q75,246 36,236 Z", fill=INK)
        s.rect(67, 238, 16, 60, fill=RED, stroke=INK, sw=2.5)
        for y in (250, 266, 282):
            s.line(67, y, 83, y, stroke=INK, sw=2)
        s.circle(75, 304, 9, fill=INK)
        for dx in (-8, -3, 3, 8):
            s.path(f"M75,312 Q{75 + dx},326 {75 + dx * 1.8},344", stroke=RED, sw=3.5, cap="round")
    s.path("M10,300 q16,-16 32,0 q16,-16 32,0", stroke=INK, sw=2.5)


def clappers(s):   # 曹国舅: his jade castanets (阴阳板)
    for a, fill in ((-9, PALE), (9, SOFT)):
        with s.g(f"rotate({a} 75 320)"):
            s.rect(57, 30, 36, 270, fill=fill, stroke=INK, sw=3.5, rx=10)
            s.line(75, 46, 75, 284, stroke=RED, sw=2)
            s.circle(75, 48, 5, fill=INK)
    s.path("M50,46 Q75,20 100,46", stroke=RED, sw=4)
    s.path("M75,30 L66,0 M75,30 L84,0", stroke=RED, sw=3, cap="round")


def flute(s):   # 韩湘子: his bamboo flute (笛子)
    with s.g("rotate(14 75 170)"):
        s.rect(63, 14, 24, 300, fill=SOFT, stroke=INK, sw=3.5, rx=10)
        for y in (70, 176, 260):
            s.line(63, y, 87, y, stroke=INK, sw=3, cap="butt")
        for y in (96, 118, 140, 200, 222, 244):
            s.circle(75, y, 5, fill=INK)
        s.circle(75, 40, 6, fill=RED, stroke=INK, sw=1.5)
        s.circle(75, 296, 4, fill=INK)
        s.path("M75,314 Q70,330 60,344 M75,314 Q78,332 74,348 M75,314 Q84,330 92,342", stroke=RED, sw=3.5, cap="round")
    for x, y in ((20, 70), (28, 150), (128, 260)):
        s.path(f"M{x},{y} l0,-22 l12,5", stroke=INK, sw=2.5)
        s.ellipse(x - 5, y, 6, 4.5, fill=INK)


def palm_fan(s):   # 汉钟离: the palm-leaf fan that revives the dead
    s.path("M75,238 C-10,200 -4,40 75,14 C154,40 160,200 75,238 Z", fill=SOFT, stroke=INK, sw=4)
    s.path("M75,232 C14,196 16,62 75,22 C134,62 136,196 75,232 Z", stroke=RED, sw=2.5)
    for a in range(-60, 61, 15):
        x = 75 + math.sin(math.radians(a)) * 64
        y = 228 - math.cos(math.radians(a)) * 196
        s.path(f"M75,232 Q{75 + (x - 75) * 0.5},{(232 + y) / 2 + 10} {x},{y + 6}", stroke=INK, sw=2)
    s.rect(68, 232, 14, 96, fill=RED, stroke=INK, sw=3, rx=4)
    s.circle(75, 332, 8, fill=INK)
    s.path("M75,340 L70,352 M75,340 L80,352", stroke=RED, sw=3)


def quadruped(s, x, y, k, kind):
    """A beast facing left: the donkey of 张果老 or the 麒麟."""
    body = PALE if kind == "donkey" else RED
    with s.g(f"translate({x} {y}) scale({k})"):
        if kind == "donkey":
            s.path("M48,-6 Q72,-2 70,30", stroke=INK, sw=4)
            s.path("M66,26 l8,14 l-12,-4 Z", fill=INK)
        else:   # a curling flame tail
            s.path("M46,-10 C80,-30 86,10 60,8 C50,6 60,-8 70,-4", stroke=INK, sw=6, cap="round")
            s.path("M46,-10 C80,-30 86,10 60,8", stroke=RED, sw=3)
        for lx in (-34, -20, 26, 40):
            s.path(f"M{lx},10 L{lx + (2 if lx < 0 else -2)},54", stroke=INK, sw=9, cap="round")
            s.rect(lx - 6, 50, 12, 7, fill=INK, rx=2)
        s.ellipse(0, 0, 54, 26, fill=body, stroke=INK, sw=3.5)
        s.path("M-34,-14 C-46,-44 -52,-56 -60,-62", stroke=INK, sw=30, cap="round")
        s.path("M-34,-14 C-46,-44 -52,-56 -60,-62", stroke=body, sw=23, cap="round")
        s.ellipse(-70, -66, 26, 15, fill=body, stroke=INK, sw=3.5, rot=18)
        s.circle(-70, -72, 3.5, fill=INK)
        s.circle(-90, -58, 2.5, fill=INK)
        if kind == "donkey":
            s.ellipse(-52, -92, 7, 24, fill=PALE, stroke=INK, sw=3, rot=20)
            s.ellipse(-42, -84, 7, 24, fill=PALE, stroke=INK, sw=3, rot=44)
            s.ellipse(-90, -56, 9, 7, fill=SOFT, stroke=INK, sw=2)
            s.path("M-50,-70 L-40,-40 L-30,-22", stroke=INK, sw=5, cap="round")   # mane
            s.rect(-22, -30, 36, 12, fill=RED, stroke=INK, sw=2.5, rx=3)        # saddle cloth
        else:
            s.path("M-64,-80 Q-60,-104 -44,-112", stroke=INK, sw=5, cap="round")   # the single horn
            for i in range(4):
                s.path(f"M{-48 + i * 6},{-66 + i * 14} q14,-4 12,-16", stroke=INK, sw=3)   # flame mane
            for cx in (-20, 0, 20):
                s.path(f"M{cx - 8},-6 q8,10 16,0 M{cx - 8},8 q8,10 16,0", stroke=INK, sw=2)   # scales


def donkey(s):   # 张果老: who rode his white donkey facing backwards
    # 渔鼓, the bamboo fish-drum he carries, and its two clappers
    with s.g("rotate(-20 75 70)"):
        s.rect(58, 14, 34, 96, fill=SOFT, stroke=INK, sw=3.5, rx=8)
        s.ellipse(75, 16, 17, 6, fill=PALE, stroke=INK, sw=3)
        s.line(58, 90, 92, 90, stroke=RED, sw=3)
        s.line(58, 40, 92, 40, stroke=RED, sw=3)
    s.path("M104,40 L128,120 M114,36 L138,116", stroke=INK, sw=3.5, cap="round")
    quadruped(s, 84, 240, 0.86, "donkey")
    s.path("M10,330 q20,-14 40,0 q20,-14 40,0 q20,-14 40,0", stroke=INK, sw=3)


def bridge(s):   # 洛阳桥: the great stone bridge of Quanzhou
    s.path("M0,182 L150,182", stroke=INK, sw=5)
    s.path("M0,190 L150,190 L150,236 L0,236 Z", fill=SOFT, stroke=INK, sw=3)
    for x in (25, 75, 125):
        s.path(f"M{x - 20},236 Q{x},196 {x + 20},236 Z", fill=CREAM, stroke=INK, sw=3)
    for x in range(6, 150, 12):
        s.line(x, 170, x, 182, stroke=INK, sw=3)
    s.line(0, 170, 150, 170, stroke=INK, sw=3)
    # a pavilion on the bridge
    s.path("M40,120 L110,120 L124,134 L26,134 Z", fill=RED, stroke=INK, sw=3)
    s.path("M48,98 L102,98 L112,112 L38,112 Z", fill=INK)
    s.rect(52, 134, 8, 36, fill=INK)
    s.rect(90, 134, 8, 36, fill=INK)
    s.rect(66, 112, 18, 8, fill=RED)
    s.circle(75, 90, 5, fill=RED)
    for i in range(4):
        y = 260 + i * 22
        s.path(f"M{4 + (i % 2) * 10},{y} q12,-10 24,0 q12,-10 24,0 q12,-10 24,0 q12,-10 24,0 q12,-10 24,0",
               stroke=INK if i % 2 else RED, sw=3)
    s.circle(118, 40, 20, fill=RED)
    s.path("M10,60 q10,-14 24,-6 q8,-14 22,-4", stroke=INK, sw=3)


def buddha(s):   # 佛: the Buddha seated on a lotus, with a halo
    s.circle(75, 120, 66, fill=SOFT, stroke=RED, sw=4)
    s.circle(75, 120, 56, stroke=RED, sw=1.5)
    s.path("M75,126 C40,126 24,150 24,200 L24,214 L126,214 L126,200 C126,150 110,126 75,126 Z",
           fill=RED, stroke=INK, sw=3.5)
    s.path("M20,206 C40,190 110,190 130,206 L130,222 L20,222 Z", fill=RED, stroke=INK, sw=3.5)
    s.ellipse(75, 192, 22, 10, fill=CREAM, stroke=INK, sw=2.5)   # the hands in the lap
    s.path("M62,130 L75,160 L88,130", stroke=PALE, sw=3)
    s.circle(75, 96, 26, fill=CREAM, stroke=INK, sw=3)
    s.path("M49,92 Q50,62 75,62 Q100,62 101,92 Q88,76 75,76 Q62,76 49,92 Z", fill=INK)
    s.circle(75, 60, 9, fill=INK)
    s.path("M62,98 q6,4 10,0 M78,98 q6,4 10,0", stroke=INK, sw=2)
    s.circle(75, 84, 2.5, fill=RED)
    s.ellipse(49, 104, 4, 10, fill=CREAM, stroke=INK, sw=2)
    s.ellipse(101, 104, 4, 10, fill=CREAM, stroke=INK, sw=2)
    for i, a in enumerate(range(-80, 81, 20)):
        x = 75 + math.sin(math.radians(a)) * 62
        s.path(f"M75,272 Q{x - 8},{250} {x},{226} Q{x + 8},{250} 75,272 Z", fill=PALE if i % 2 else RED,
               stroke=INK, sw=2.2)
    s.path("M20,230 Q75,290 130,230", stroke=INK, sw=3)
    s.path("M75,272 L75,330", stroke=INK, sw=5)
    s.path("M75,300 C56,290 34,300 28,316 C50,318 64,312 75,300 Z", fill=INK)


def peach(s, x, y, r):
    s.path(f"M{x},{y + r} C{x - r * 1.3},{y + r * 0.6} {x - r * 1.1},{y - r * 0.9} {x},{y - r} "
           f"C{x + r * 1.1},{y - r * 0.9} {x + r * 1.3},{y + r * 0.6} {x},{y + r} Z", fill=PALE, stroke=INK, sw=3)
    s.path(f"M{x},{y - r} C{x + r * 1.05},{y - r * 0.7} {x + r * 1.05},{y + r * 0.55} {x},{y + r} "
           f"C{x + r * 0.3},{y + r * 0.2} {x + r * 0.4},{y - r * 0.5} {x},{y - r} Z", fill=RED)
    s.path(f"M{x},{y - r} Q{x - r * 0.2},{y} {x},{y + r}", stroke=INK, sw=2)


def longevity(s):   # 寿星: the peach of immortality hanging from his dragon-headed staff
    s.path("M104,30 Q130,30 126,58 Q120,74 104,66", stroke=INK, sw=9, cap="round")
    s.line(104, 52, 104, 336, stroke=INK, sw=9)
    s.path("M104,70 Q70,80 60,120", stroke=RED, sw=3)
    peach(s, 56, 170, 46)
    s.path("M56,124 C30,110 20,122 12,136 C32,140 46,136 56,124 Z", fill=INK)
    s.path("M58,124 C78,104 96,112 100,124 C82,130 70,130 58,124 Z", fill=INK)
    peach(s, 40, 270, 24)
    s.path("M40,246 C26,236 16,246 12,256 C24,258 34,254 40,246 Z", fill=INK)


def gourd(s, x, y, k=1.0):
    with s.g(f"translate({x} {y}) scale({k})"):
        s.circle(0, 30, 30, fill=RED, stroke=INK, sw=3)
        s.circle(0, -12, 19, fill=RED, stroke=INK, sw=3)
        s.rect(-10, 4, 20, 6, fill=INK)
        s.rect(-4, -40, 8, 12, fill=INK)
        s.path("M-12,24 Q-8,46 8,50", stroke=PALE, sw=3)


def iron_crutch(s):   # 铁拐李: the iron crutch and the gourd of medicine
    s.path("M30,30 Q75,10 120,30", stroke=INK, sw=14, cap="round")
    s.path("M82,22 C68,90 84,160 70,220 C62,260 78,300 72,338", stroke=INK, sw=11, cap="round")
    for y in (90, 170, 250):
        s.ellipse(76, y, 10, 5, fill=INK)
    s.path("M76,70 Q110,86 112,120", stroke=RED, sw=3)
    gourd(s, 112, 150, 1.05)


def rake(s):   # 猪八戒: the nine-toothed rake (九齿钉耙)
    s.line(75, 60, 75, 336, stroke=INK, sw=8)
    s.path("M14,44 L136,44 L130,66 L20,66 Z", fill=PALE, stroke=INK, sw=3.5)
    for i in range(9):
        x = 22 + i * 13.25
        s.path(f"M{x - 4},66 L{x},96 L{x + 4},66 Z", fill=INK)
    s.rect(62, 30, 26, 14, fill=RED, stroke=INK, sw=2.5)
    s.circle(75, 55, 6, fill=RED)
    s.rect(68, 100, 14, 10, fill=RED)
    s.rect(68, 320, 14, 12, fill=RED)
    # a pig's snout as a reminder of who holds it
    s.ellipse(75, 214, 30, 22, fill=PALE, stroke=INK, sw=3)
    s.ellipse(66, 214, 5, 8, fill=INK)
    s.ellipse(84, 214, 5, 8, fill=INK)


def monk_staff(s):   # 唐僧: the monk's ringed staff (锡杖) and his alms bowl
    s.line(75, 90, 75, 336, stroke=INK, sw=7)
    s.path("M75,12 C42,20 40,70 60,90 L90,90 C110,70 108,20 75,12 Z", fill="none", stroke=INK, sw=6)
    s.path("M75,12 L75,90", stroke=INK, sw=4)
    s.circle(75, 8, 7, fill=RED, stroke=INK, sw=2)
    for y, side in ((38, -1), (58, -1), (38, 1), (58, 1)):
        s.circle(75 + side * 32, y + 14, 9, stroke=RED, sw=4)
    s.rect(64, 90, 22, 10, fill=RED, stroke=INK, sw=2)
    s.path("M30,246 L120,246 Q116,296 75,298 Q34,296 30,246 Z", fill=INK)
    s.path("M36,254 Q75,262 114,254", stroke=RED, sw=3)
    s.ellipse(75, 246, 45, 8, fill=SOFT, stroke=INK, sw=3)


def golden_staff(s):   # 孙悟空: the golden-banded cudgel (金箍棒) and the Monkey King on his cloud
    with s.g("rotate(20 75 190)"):
        s.rect(66, 24, 18, 320, fill=INK, rx=4)
        s.rect(62, 24, 26, 30, fill=RED, stroke=INK, sw=3)
        s.rect(62, 314, 26, 30, fill=RED, stroke=INK, sw=3)
        s.line(62, 40, 88, 40, stroke="#d9a520", sw=3)
        s.line(62, 328, 88, 328, stroke="#d9a520", sw=3)
    monkey_head(s, 64, 150, 40)
    s.path("M24,264 q8,-22 30,-14 q10,-22 34,-8 q20,-6 26,14 q16,8 4,22 L24,278 q-14,-4 0,-14 Z",
           fill=PALE, stroke=INK, sw=3)
    s.path("M40,268 q10,-10 22,0 M72,262 q10,-10 22,0", stroke=RED, sw=2.5)


def turtle(s):   # 乌龟精: the turtle spirit
    with s.g("translate(75 180)"):
        for x, y, a in ((-50, -44, -40), (50, -44, 40), (-50, 44, 40), (50, 44, -40)):
            s.ellipse(x, y, 18, 11, fill=PALE, stroke=INK, sw=3, rot=a)
        s.path("M0,62 L-6,92 L6,92 Z", fill=INK)
        s.ellipse(0, -84, 17, 22, fill=PALE, stroke=INK, sw=3)
        s.circle(-7, -90, 3, fill=INK)
        s.circle(7, -90, 3, fill=INK)
        s.ellipse(0, 0, 56, 70, fill=RED, stroke=INK, sw=4)
        hexa = [(math.cos(math.radians(a)) * 20, math.sin(math.radians(a)) * 20) for a in range(0, 360, 60)]
        for dx, dy in ((0, 0), (0, -38), (0, 38), (-34, -19), (34, -19), (-34, 19), (34, 19)):
            s.poly([(x + dx, y + dy) for x, y in hexa], fill=PALE if (dx, dy) == (0, 0) else "none", stroke=INK, sw=2.5)
    s.path("M10,320 q16,-12 32,0 q16,-12 32,0 q16,-12 32,0 q16,-12 32,0", stroke=INK, sw=3)
    s.path("M10,50 q16,-12 32,0 q16,-12 32,0", stroke=RED, sw=3)


def clam(s):   # 蚌壳精: the clam spirit, her shell open on a pearl
    for top, fill in ((True, PALE), (False, SOFT)):
        sgn = -1 if top else 1
        y0 = 200
        d = f"M20,{y0} C20,{y0 + sgn * 110} 130,{y0 + sgn * 110} 130,{y0} Z"
        s.path(d, fill=fill, stroke=INK, sw=4, transform="rotate(-14 20 200)" if top else None)
        with s.g("rotate(-14 20 200)" if top else None):
            for t in (-0.6, -0.3, 0, 0.3, 0.6):
                x = 75 + t * 52
                s.path(f"M75,{y0} Q{75 + t * 30},{y0 + sgn * 50} {x},{y0 + sgn * (80 - abs(t) * 30)}", stroke=INK, sw=2)
    s.circle(86, 190, 16, fill=PALE, stroke=RED, sw=4)
    s.circle(82, 186, 4, fill=PALE)
    for x, y in ((30, 40), (120, 70), (40, 300), (120, 320)):
        s.circle(x, y, 6, stroke=INK, sw=2.5)
    s.path("M10,340 q16,-12 32,0 q16,-12 32,0 q16,-12 32,0 q16,-12 32,0", stroke=RED, sw=3)


def toad(s):   # 刘海蟾: the three-legged golden toad and the string of cash he lures it with
    s.path("M75,0 L75,120", stroke=RED, sw=3)
    for i in range(4):
        coin(s, 75, 20 + i * 28, 15)
    with s.g("translate(75 230)"):
        for x, y, a in ((-54, 30, 30), (54, 30, -30), (0, 62, 90)):
            s.ellipse(x, y, 24, 10, fill=RED, stroke=INK, sw=3, rot=a)
        s.ellipse(0, 6, 58, 46, fill=RED, stroke=INK, sw=4)
        for x, y in ((-30, 20), (-10, 34), (14, 26), (34, 12), (-36, -4), (24, 38), (0, 12)):
            s.circle(x, y, 5, fill=INK)
        s.circle(-26, -38, 16, fill=PALE, stroke=INK, sw=3.5)
        s.circle(26, -38, 16, fill=PALE, stroke=INK, sw=3.5)
        s.circle(-24, -38, 6, fill=INK)
        s.circle(24, -38, 6, fill=INK)
        s.path("M-36,-16 Q0,4 36,-16", stroke=INK, sw=3)
        s.path("M0,-8 L0,-126", stroke=RED, sw=3)
    s.path("M10,330 q16,-12 32,0 q16,-12 32,0 q16,-12 32,0 q16,-12 32,0", stroke=INK, sw=3)


def qilin(s):   # 麒麟送子: the qilin bringing a baby boy
    quadruped(s, 82, 230, 0.95, "qilin")
    with s.g("translate(84 176)"):   # the child on its back, holding a lotus sprig
        s.path("M-18,6 L18,6 L14,-30 L-14,-30 Z", fill=PALE, stroke=INK, sw=3)
        s.circle(0, -44, 15, fill=CREAM, stroke=INK, sw=3)
        s.path("M-12,-52 Q0,-66 12,-52 Q0,-58 -12,-52 Z", fill=INK)
        s.circle(-9, -56, 5, fill=INK)
        s.circle(9, -56, 5, fill=INK)
        s.path("M14,-24 L34,-64", stroke=INK, sw=3)
    lotus(s, 118, 118, 22)
    for x, y in ((20, 60), (120, 40), (30, 320), (120, 320)):
        s.path(f"M{x - 14},{y} q4,-14 14,-8 q10,-14 18,2 q10,2 4,10 Z", fill="none", stroke=RED, sw=2.5)


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


def figure_face(code: str) -> str:
    inf = CARD_INFO[code]
    s = new_card()
    base(s)
    # the rank in Chinese, red, over the suit mark
    s.text(NUMERALS[inf.rank - 1], 100, 64, 88, RED, centre="bbox")
    s.text(SUIT_CHAR[inf.suit], 100, 136, 54, INK, centre="bbox")
    s.line(24, 166, 176, 166, stroke=INK, sw=3, cap="butt")
    s.line(24, 171, 176, 171, stroke=RED, sw=1.5, cap="butt")
    with s.g(f"translate({EX} {EY + 10})"):
        EMBLEMS[code](s)
    s.line(24, 528, 176, 528, stroke=RED, sw=1.5, cap="butt")
    s.line(24, 533, 176, 533, stroke=INK, sw=3, cap="butt")
    name = inf.figure_hans
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


def old_general(code: str) -> str:
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
        s.vtext(CARD_INFO[code].name_hans, 100, 600, 56, RED if code == "hh" else INK)
    return s.render()


def joy_card(code: str) -> str:
    s = new_card()
    base(s)
    ch = CARD_INFO[code].name_hans
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
        elif code in JOYS:
            fig = pat = joy_card(code)
        else:
            fig, pat = figure_face(code), pattern_face(code)
        write(out_dir / "figure" / f"{code}.svg", fig)
        write(out_dir / "pattern" / f"{code}.svg", pat)
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
