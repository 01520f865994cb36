"""A tiny deterministic SVG writer and the glyph-to-outline helper used by ``make_faces.py``.

Every number is rounded to two decimals and attributes keep their insertion order, so the same drawing
code always writes byte-identical files. Chinese characters become ``<path>`` outlines taken from the
LXGW WenKai font with fontTools (a build-time tool only: the app reads the finished SVG files).
"""

from __future__ import annotations

import math
from contextlib import contextmanager
from pathlib import Path

FONT_DIR = Path("/usr/share/fonts/truetype/lxgw-wenkai")


def num(v: float) -> str:
    s = f"{round(float(v), 2):.2f}".rstrip("0").rstrip(".")
    return "0" if s in ("-0", "") else s


def pts(points) -> str:
    return " ".join(f"{num(x)},{num(y)}" for x, y in points)


class Glyphs:
    """Chinese glyph outlines from a TTF, cached per character."""

    def __init__(self, path: Path):
        from fontTools.ttLib import TTFont

        self.font = TTFont(str(path))
        self.glyphset = self.font.getGlyphSet()
        self.cmap = self.font.getBestCmap()
        self.upm = self.font["head"].unitsPerEm
        os2 = self.font["OS/2"]
        self.asc, self.desc = os2.sTypoAscender, os2.sTypoDescender
        self._bounds: dict[str, tuple] = {}

    def _name(self, ch: str) -> str:
        try:
            return self.cmap[ord(ch)]
        except KeyError:
            raise KeyError(f"font {self.font} has no glyph for {ch!r}") from None

    def bounds(self, ch: str):
        if ch not in self._bounds:
            from fontTools.pens.boundsPen import BoundsPen

            pen = BoundsPen(self.glyphset)
            self.glyphset[self._name(ch)].draw(pen)
            self._bounds[ch] = pen.bounds
        return self._bounds[ch]

    def path(self, ch: str, cx: float, cy: float, size: float, centre: str = "em") -> str:
        """SVG path data for ``ch`` drawn ``size`` units tall, centred at (cx, cy).

        ``centre="em"`` centres the em box (consistent baselines for a line of text); ``"bbox"`` centres
        the ink (a lone big character such as 一 sits in the middle of its box).
        """
        from fontTools.pens.svgPathPen import SVGPathPen
        from fontTools.pens.transformPen import TransformPen

        s = size / self.upm
        name = self._name(ch)
        if centre == "bbox":
            x0, y0, x1, y1 = self.bounds(ch)
            gx, gy = (x0 + x1) / 2, (y0 + y1) / 2
        else:
            gx, gy = self.glyphset[name].width / 2, (self.asc + self.desc) / 2
        pen = SVGPathPen(self.glyphset, ntos=num)
        tpen = TransformPen(pen, (s, 0, 0, -s, cx - gx * s, cy + gy * s))
        self.glyphset[name].draw(tpen)
        return pen.getCommands()


class Svg:
    def __init__(self, width: float, height: float, glyphs: Glyphs):
        self.width, self.height = width, height
        self.glyphs = glyphs
        self.parts: list[str] = []

    # -- primitives -------------------------------------------------------------------------------
    @staticmethod
    def _attrs(attrs: dict) -> str:
        out = []
        for k, v in attrs.items():
            if v is None:
                continue
            k = k.rstrip("_").replace("_", "-")
            if isinstance(v, (int, float)):
                v = num(v)
            out.append(f'{k}="{v}"')
        return " ".join(out)

    def el(self, tag: str, **attrs) -> None:
        self.parts.append(f"<{tag} {self._attrs(attrs)}/>")

    @contextmanager
    def g(self, transform: str | None = None, **attrs):
        self.parts.append(f"<g {self._attrs({'transform': transform, **attrs})}>".replace("<g >", "<g>"))
        yield self
        self.parts.append("</g>")

    def rect(self, x, y, w, h, fill="none", stroke=None, sw=None, rx=None, **kw):
        self.el("rect", x=x, y=y, width=w, height=h, rx=rx, fill=fill, stroke=stroke, stroke_width=sw, **kw)

    def circle(self, cx, cy, r, fill="none", stroke=None, sw=None, **kw):
        self.el("circle", cx=cx, cy=cy, r=r, fill=fill, stroke=stroke, stroke_width=sw, **kw)

    def ellipse(self, cx, cy, rx, ry, fill="none", stroke=None, sw=None, rot=None, **kw):
        t = f"rotate({num(rot)} {num(cx)} {num(cy)})" if rot else None
        self.el("ellipse", cx=cx, cy=cy, rx=rx, ry=ry, fill=fill, stroke=stroke, stroke_width=sw, transform=t, **kw)

    def line(self, x1, y1, x2, y2, stroke, sw, cap="round", **kw):
        self.el("line", x1=x1, y1=y1, x2=x2, y2=y2, stroke=stroke, stroke_width=sw, stroke_linecap=cap, **kw)

    def poly(self, points, fill="none", stroke=None, sw=None, join="round", **kw):
        self.el("polygon", points=pts(points), fill=fill, stroke=stroke, stroke_width=sw,
                stroke_linejoin=join if stroke else None, **kw)

    def polyline(self, points, stroke, sw, fill="none", cap="round", **kw):
        self.el("polyline", points=pts(points), fill=fill, stroke=stroke, stroke_width=sw,
                stroke_linecap=cap, stroke_linejoin="round", **kw)

    def path(self, d, fill="none", stroke=None, sw=None, cap=None, join=None, **kw):
        self.el("path", d=d, fill=fill, stroke=stroke, stroke_width=sw, stroke_linecap=cap,
                stroke_linejoin=join, **kw)

    def text(self, s: str, cx, cy, size, fill, centre="em", stroke=None, sw=None):
        """One character (or a short horizontal run) as outlines, centred at (cx, cy)."""
        step = size * 1.0
        x = cx - step * (len(s) - 1) / 2
        d = " ".join(self.glyphs.path(ch, x + i * step, cy, size, centre) for i, ch in enumerate(s))
        self.path(d, fill=fill, stroke=stroke, sw=sw, join="round" if stroke else None)

    def vtext(self, s: str, cx, cy, size, fill, step=None):
        step = step or size
        y = cy - step * (len(s) - 1) / 2
        d = " ".join(self.glyphs.path(ch, cx, y + i * step, size) for i, ch in enumerate(s))
        self.path(d, fill=fill)

    def render(self) -> str:
        head = (f'<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="{num(self.width)}" '
                f'height="{num(self.height)}" viewBox="0 0 {num(self.width)} {num(self.height)}">')
        return "\n".join([head, *self.parts, "</svg>"]) + "\n"


# -- geometry helpers --------------------------------------------------------------------------------
def arc(cx, cy, r, a0, a1, n=24):
    """Points on a circle from angle a0 to a1 (degrees, 0 = east, 90 = south in SVG coordinates)."""
    return [(cx + r * math.cos(math.radians(a0 + (a1 - a0) * i / n)),
             cy + r * math.sin(math.radians(a0 + (a1 - a0) * i / n))) for i in range(n + 1)]


def centroid(points):
    n = len(points)
    return sum(p[0] for p in points) / n, sum(p[1] for p in points) / n


def scale_about(points, k, c=None):
    cx, cy = c or centroid(points)
    return [(cx + (x - cx) * k, cy + (y - cy) * k) for x, y in points]


def sample(points, step, closed=True):
    """Points spaced ``step`` apart along a polyline (closed or open), starting half a step in."""
    seq = list(points) + ([points[0]] if closed else [])
    segs = [(seq[i], seq[i + 1]) for i in range(len(seq) - 1)]
    total = sum(math.dist(a, b) for a, b in segs)
    count = max(1, round(total / step))
    spacing = total / count
    out, target, walked = [], spacing / 2 if closed else 0.0, 0.0
    if not closed:
        count += 1
        spacing = total / (count - 1)
    for a, b in segs:
        length = math.dist(a, b)
        while target <= walked + length + 1e-9 and len(out) < count:
            t = (target - walked) / length if length else 0
            out.append((a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t))
            target += spacing
        walked += length
    return out


def rot(points, deg, c):
    a = math.radians(deg)
    cx, cy = c
    return [(cx + (x - cx) * math.cos(a) - (y - cy) * math.sin(a),
             cy + (x - cx) * math.sin(a) + (y - cy) * math.cos(a)) for x, y in points]
