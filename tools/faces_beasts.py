"""The emblems of the figure faces, the beasts and the 饼 (``make_faces.EMBLEMS`` maps each card to one)."""

from __future__ import annotations

import math

from faces_draw import CREAM, INK, PALE, RED, SOFT, coin, monkey_head
from faces_emblems import lotus

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
