"""Card faces for the table and the gallery: SVG resources rendered by QtSvg into cached pixmaps.

``card_pixmap("5t", "figure", 48, dpr=2.0)`` gives a 48-logical-pixel-wide 五条 in 人物 mode, drawn at
96 × 326 device pixels and tagged with the device pixel ratio, so it is crisp on a HiDPI screen. The faces
live in ``resources/cards/{figure,pattern}/<code>.svg`` (written by ``tools/make_faces.py``) and the back in
``resources/cards/back.svg``. ``index_label=True`` adds a small rank-and-suit index ("5条") in the top corner
for beginners; it is painted here, so it needs no extra files.
"""

from __future__ import annotations

from functools import cache, lru_cache

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPixmap
from PySide6.QtSvg import QSvgRenderer

from ...engine.cards import CARD_INFO, check_code
from ...resources import resource_path

CARD_ASPECT = 3.4   # height / width of every face (200 × 680 units, like a 2 cm × 10 cm paper card)
MODES = ("figure", "pattern")

_SUIT = {"w": "万", "t": "条", "b": "饼"}
_SHORT = {"hh": "红花", "qz": "千字", "bh": "白花"}


def card_height(width: int) -> int:
    return round(width * CARD_ASPECT)


def face_path(code: str, mode: str = "figure"):
    check_code(code)
    if mode not in MODES:
        raise ValueError(f"unknown face mode {mode!r}; use one of {MODES}")
    return resource_path("cards", mode, f"{code}.svg")


def index_text(code: str) -> str:
    """The beginner's index: ``5条`` for suited cards, the name for 老将 and 喜."""
    info = CARD_INFO[check_code(code)]
    if info.suit:
        return f"{info.rank}{_SUIT[info.suit]}"
    return _SHORT.get(code, info.name_hans)


@cache
def _renderer(path: str) -> QSvgRenderer:
    renderer = QSvgRenderer(path)
    if not renderer.isValid():
        raise ValueError(f"card face {path} is not a valid SVG")
    return renderer


def _render(path: str, width: int, dpr: float) -> QPixmap:
    w = max(1, round(width * dpr))
    h = max(1, round(width * CARD_ASPECT * dpr))
    pix = QPixmap(w, h)
    pix.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pix)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    _renderer(path).render(painter, QRectF(0, 0, w, h))
    painter.end()
    pix.setDevicePixelRatio(dpr)
    return pix


def _paint_index(pix: QPixmap, code: str, dpr: float) -> None:
    """A cream pill with "5条" over the foot of the card, where the figure's name sits (too small to read at
    hand size anyway); sized to the card so it stays legible on a 32 px card."""
    from ..fonts import load_app_font

    text = index_text(code)
    w, h = pix.width(), pix.height()
    painter = QPainter(pix)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    font = QFont(load_app_font())
    font.setBold(True)
    px = max(8, round(w * 0.34))
    font.setPixelSize(px)
    painter.setFont(font)
    while painter.fontMetrics().horizontalAdvance(text) > w * 0.82 and px > 6:
        px -= 1
        font.setPixelSize(px)
        painter.setFont(font)
    metrics = painter.fontMetrics()
    tw, th = metrics.horizontalAdvance(text), metrics.height()
    pad = max(1.0, w * 0.04)
    box = QRectF((w - tw) / 2 - pad, h - w * 0.1 - th - pad, tw + 2 * pad, th + pad)
    path = QPainterPath()
    path.addRoundedRect(box, pad * 1.5, pad * 1.5)
    painter.fillPath(path, QColor(255, 252, 240, 240))
    painter.setPen(QColor("#b3232a"))
    painter.drawPath(path)
    painter.setPen(QColor("#1d1a16"))
    painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
    painter.end()


@lru_cache(maxsize=2048)
def card_pixmap(code: str, mode: str = "figure", width: int = 60, dpr: float = 1.0,
                index_label: bool = False) -> QPixmap:
    """The face of ``code`` in ``mode`` ("figure" = 人物, "pattern" = 图型), ``width`` logical pixels wide.

    Cached: the same arguments return the same QPixmap (treat it as read-only).
    """
    pix = _render(str(face_path(code, mode)), int(width), float(dpr))
    if index_label:
        pix.setDevicePixelRatio(1.0)
        _paint_index(pix, code, dpr)
        pix.setDevicePixelRatio(dpr)
    return pix


def without_name(pix: QPixmap) -> QPixmap:
    """A copy of a 人物 face with the figure's name plate (the foot of the card, under the emblem) covered
    by a plain cartouche with a question mark: the 认牌 drill asks for that name."""
    out = pix.copy()
    dpr = pix.devicePixelRatio()
    out.setDevicePixelRatio(1.0)
    w, h = out.width(), out.height()
    painter = QPainter(out)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    # the plate lies between the double rule at 535 / 680 and the inner border at 662 / 680 (make_faces.py)
    box = QRectF(w * 24 / 200, h * 537 / 680, w * 152 / 200, h * 124 / 680)
    path = QPainterPath()
    path.addRoundedRect(box, w * 0.04, w * 0.04)
    painter.fillPath(path, QColor("#efe2c2"))
    painter.setPen(QColor("#9c8a62"))
    painter.drawPath(path)
    from ..fonts import load_app_font

    font = QFont(load_app_font())
    font.setPixelSize(max(8, round(w * 0.36)))
    font.setBold(True)
    painter.setFont(font)
    painter.setPen(QColor("#b3232a"))
    painter.drawText(box, Qt.AlignmentFlag.AlignCenter, "?")
    painter.end()
    out.setDevicePixelRatio(dpr)
    return out


@lru_cache(maxsize=64)
def back_pixmap(width: int = 60, dpr: float = 1.0) -> QPixmap:
    return _render(str(resource_path("cards", "back.svg")), int(width), float(dpr))


def clear_cache() -> None:
    card_pixmap.cache_clear()
    back_pixmap.cache_clear()
    _renderer.cache_clear()
