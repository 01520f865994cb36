"""The drawing pieces of the card faces (palette, the suits' ornaments and marks, the figures' men) for
``make_faces.py``: each draws on an ``Svg``; none holds a font or writes a file."""

from __future__ import annotations

import math

from svgkit import Svg, arc, sample, scale_about

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
