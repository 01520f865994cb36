"""The emblems of the figure faces, 万 and the first 条 (``make_faces.EMBLEMS`` maps each card to one)."""

from __future__ import annotations

import math

from faces_draw import INK, JADE, PALE, RED, SOFT, coin

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
