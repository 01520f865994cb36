"""Card faces for the table and the gallery: SVG resources rendered by QtSvg into cached pixmaps.

``card_pixmap("5t", "figure", 48, dpr=2.0)`` gives a 48-logical-pixel-wide 五条 in 人物 mode, drawn at
96 × 326 device pixels and tagged with the device pixel ratio, so it is crisp on a HiDPI screen. The faces
live in ``resources/cards/{figure,pattern}/<code>.svg`` (written by ``tools/make_faces.py``) and the back in
``resources/cards/back.svg``. ``index_label=True`` adds a small rank-and-suit index ("5条") at the foot of the
card for beginners; it is painted here, so it needs no extra files. The index is written in the interface
language's characters (5条 / 5條; English keeps 简体, the characters the faces print): ``lang`` names it, or
the language ``ui.i18n.install_language`` set last (``set_index_language``). In 繁體 the faces themselves print
繁體 (條, 呂洞賓, 紅花: ``resources/cards/{figure,pattern}-hant/``, for the faces whose characters differ).
"""

from __future__ import annotations

from functools import cache, lru_cache

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPainterPath, QPixmap
from PySide6.QtSvg import QSvgRenderer

from ...engine.cards import CARD_INFO, SUIT_HANS, SUIT_HANT, check_code
from ...resources import resource_path
from .face_store import face_key, keep, kept

CARD_ASPECT = 3.4   # height / width of every face (200 × 680 units, like a 2 cm × 10 cm paper card)
MODES = ("figure", "pattern")

HANT = "zh_Hant"
INDEX_SHARE = 0.34   # the index label's letters: this share of the card's width ...
INDEX_FIT = 0.82     # ... smaller until the text fits this share of it
INDEX_MIN_PX = 6
HANT_DIR_SUFFIX = "-hant"   # resources/cards/figure-hant/: the faces whose printed characters differ in 繁體

_index_language = ["zh_Hans"]   # the interface language's, set by ui.i18n.install_language


def card_height(width: int) -> int:
    return round(width * CARD_ASPECT)


def face_path(code: str, mode: str = "figure", lang: str = "zh_Hans"):
    """The SVG of a face; in 繁體 the face drawn with 繁體 characters where it prints any that differ."""
    check_code(code)
    if mode not in MODES:
        raise ValueError(f"unknown face mode {mode!r}; use one of {MODES}")
    if lang == HANT:
        hant = resource_path("cards", f"{mode}{HANT_DIR_SUFFIX}", f"{code}.svg")
        if hant.is_file():
            return hant
    return resource_path("cards", mode, f"{code}.svg")


def set_index_language(lang: str) -> None:
    """The language index labels are written in when a caller names none (the interface language)."""
    _index_language[0] = lang


def index_language() -> str:
    return _index_language[0]


def index_text(code: str, lang: str = "zh_Hans") -> str:
    """The beginner's index: ``5条`` (繁體 ``5條``) for suited cards, the name for 老将 and 喜."""
    info = CARD_INFO[check_code(code)]
    hant = lang == HANT
    if info.suit:
        return f"{info.rank}{(SUIT_HANT if hant else SUIT_HANS)[info.suit]}"
    return info.name_hant if hant else info.name_hans


@cache
def _renderer(path: str) -> QSvgRenderer:
    renderer = QSvgRenderer(path)
    if not renderer.isValid():
        raise ValueError(f"card face {path} is not a valid SVG")
    return renderer


def _render(path: str, width: int, dpr: float) -> QPixmap:
    w, h = _device_size(width, dpr)
    pix = QPixmap(w, h)
    pix.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pix)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    _renderer(path).render(painter, QRectF(0, 0, w, h))
    painter.end()
    pix.setDevicePixelRatio(dpr)
    return pix


@lru_cache(maxsize=512)
def _index_fit(w: int, text: str) -> tuple[int, int, int]:
    """The index's pixel size on a card ``w`` device pixels wide — a third of the width, smaller until ``text``
    fits 82 % of it — with the text's width and height at that size (measured once per width and text)."""
    from ..fonts import load_app_font

    font = _index_font(load_app_font(), max(8, round(w * INDEX_SHARE)))
    while QFontMetrics(font).horizontalAdvance(text) > w * INDEX_FIT and font.pixelSize() > INDEX_MIN_PX:
        font.setPixelSize(font.pixelSize() - 1)
    metrics = QFontMetrics(font)
    return font.pixelSize(), metrics.horizontalAdvance(text), metrics.height()


def _index_font(family: str, px: int) -> QFont:
    font = QFont(family)
    font.setBold(True)
    font.setPixelSize(px)
    return font


def _paint_index(pix: QPixmap, code: str, lang: str) -> None:
    """A cream pill with "5条" over the foot of the card, where the figure's name sits (too small to read at
    hand size anyway); sized to the card so it stays legible on a 32 px card."""
    from ..fonts import load_app_font

    text = index_text(code, lang)
    w, h = pix.width(), pix.height()
    px, tw, th = _index_fit(w, text)
    painter = QPainter(pix)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    painter.setFont(_index_font(load_app_font(), px))
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


def card_pixmap(code: str, mode: str = "figure", width: int = 60, dpr: float = 1.0,
                index_label: bool = False, lang: str | None = None) -> QPixmap:
    """The face of ``code`` in ``mode`` ("figure" = 人物, "pattern" = 图型), ``width`` logical pixels wide;
    ``index_label``: with the beginner's index; ``lang``: the language of the face's characters and the index
    (None: the interface language).

    Cached: the same arguments return the same QPixmap (treat it as read-only).
    """
    lang = lang or index_language()
    face_lang = HANT if lang == HANT else "zh_Hans"
    return _card_pixmap(code, mode, int(width), float(dpr), face_lang, lang if index_label else None)


def _device_size(width: int, dpr: float) -> tuple[int, int]:
    return max(1, round(width * dpr)), max(1, round(width * CARD_ASPECT * dpr))


def _face(svg: str, width: int, dpr: float, code: str | None = None, index_lang: str | None = None) -> QPixmap:
    """The picture of ``svg`` (with ``code``'s index label in ``index_lang``): kept from an earlier start, or
    drawn now and kept for the next."""
    w, h = _device_size(width, dpr)
    key = face_key(svg, w, h, dpr, index_lang)
    pix = kept(key, w, h, dpr)
    if pix is not None:
        return pix
    pix = _render(svg, width, dpr)
    if code is not None and index_lang is not None:
        pix.setDevicePixelRatio(1.0)
        _paint_index(pix, code, index_lang)
        pix.setDevicePixelRatio(dpr)
    keep(key, pix)
    return pix


@lru_cache(maxsize=2048)
def _card_pixmap(code: str, mode: str, width: int, dpr: float, face_lang: str,
                 index_lang: str | None) -> QPixmap:
    return _face(str(face_path(code, mode, face_lang)), width, dpr, code, index_lang)


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
    return _face(str(resource_path("cards", "back.svg")), int(width), float(dpr))


def clear_cache() -> None:
    _card_pixmap.cache_clear()
    back_pixmap.cache_clear()
    _renderer.cache_clear()
