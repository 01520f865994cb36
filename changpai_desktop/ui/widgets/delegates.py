"""Delegates that draw the card models with the shipped faces (``ui/card_faces.py``)."""

from __future__ import annotations

from functools import lru_cache

from PySide6.QtCore import QRect, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QStyle, QStyledItemDelegate

from .card_faces import CARD_ASPECT, back_pixmap, card_pixmap, index_language
from .card_models import CodeRole, CodesRole, LabelRole, StateRole

SELECTED = QColor("#ffd24a")
LAST = QColor("#ff8a3d")
CLAIM = QColor("#4ae0ff")
DRAWN = QColor("#9be37a")
SHADOW = QColor(0, 0, 0, 80)
DIM = QColor(30, 30, 30, 110)


@lru_cache(maxsize=2048)
def _with_shadow(code: str | None, mode: str, w: int, dpr: float, index_lang: str | None) -> QPixmap:
    """The card with its flat offset shadow baked in: one drawPixmap a card instead of a fill and a draw
    (a full table repaint draws about a hundred cards, so this halves the painting). ``index_lang``: the
    language of the index label (None: no label), part of the cache key so a language switch repaints it."""
    pix = back_pixmap(w, dpr) if code is None else card_pixmap(code, mode, w, dpr, index_lang is not None,
                                                                index_lang)
    h = round(pix.height() / pix.devicePixelRatio())
    out = QPixmap(round((w + 2) * dpr), round((h + 3) * dpr))
    out.setDevicePixelRatio(dpr)
    out.fill(Qt.GlobalColor.transparent)
    p = QPainter(out)
    p.fillRect(QRect(2, 3, w, h), SHADOW)
    p.drawPixmap(0, 0, pix)
    p.end()
    return out


def draw_card(painter: QPainter, rect: QRect, code: str | None, style, dpr: float, marks=()) -> None:
    """One card in ``rect`` (width-driven), with the marks' coloured frames; ``code`` None draws a back."""
    w = rect.width()
    index = code is not None and bool(style.index_labels) and w >= 20
    pix = _with_shadow(code, style.face_mode if code is not None else "", w, dpr, index_language() if index else None)
    painter.save()
    painter.drawPixmap(rect.topLeft(), pix)
    if "dim" in marks:
        painter.fillRect(rect, DIM)
    colour = None
    for key, c in (("selected", SELECTED), ("last", LAST), ("claim", CLAIM), ("drawn", DRAWN)):
        if key in marks:
            colour = c
            break
    if colour is not None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pen = QPen(colour, 3 if w >= 30 else 2)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(QRectF(rect).adjusted(1, 1, -1, -1), 3, 3)
    painter.restore()


class CardDelegate(QStyledItemDelegate):
    """A single card per row. ``raise_px``: how far a selected card rises (the hand)."""

    def __init__(self, style, width_fn, raise_px: int = 0, gap: int = 2, parent=None):
        super().__init__(parent)
        self.style = style
        self.width_fn = width_fn
        self.raise_px = raise_px
        self.gap = gap

    def sizeHint(self, option, index) -> QSize:
        w = self.width_fn()
        return QSize(w + self.gap, round(w * CARD_ASPECT) + self.raise_px + 2)

    def paint(self, painter, option, index) -> None:
        code = index.data(CodeRole)
        marks = set(index.data(StateRole) or ())
        selected = bool(option.state & QStyle.StateFlag.State_Selected)
        if selected:
            marks.add("selected")
        w = self.width_fn()
        h = round(w * CARD_ASPECT)
        x = option.rect.x() + self.gap // 2
        y = option.rect.y() + self.raise_px + (0 if not selected else -self.raise_px)
        dpr = painter.device().devicePixelRatioF() if painter.device() else 1.0
        draw_card(painter, QRect(x, y, w, h), code, self.style, dpr, marks)
        if option.state & QStyle.StateFlag.State_HasFocus and not selected:
            painter.save()
            painter.setPen(QPen(QColor(255, 255, 255, 160), 1, Qt.PenStyle.DashLine))
            painter.drawRect(QRect(x, y, w - 1, h - 1))
            painter.restore()


class GroupDelegate(QStyledItemDelegate):
    """A face-up group (碰, 杠, 龙, 喜): the cards side by side, a small label underneath."""

    def __init__(self, style, width_fn, parent=None):
        super().__init__(parent)
        self.style = style
        self.width_fn = width_fn

    def _label_font(self, option) -> QFont:
        f = QFont(option.font)
        f.setPixelSize(max(10, min(14, self.width_fn() // 2)))
        return f

    def sizeHint(self, option, index) -> QSize:
        w = self.width_fn()
        codes = index.data(CodesRole) or ()
        return QSize(len(codes) * (w + 1) + 8, round(w * CARD_ASPECT) + max(10, min(14, w // 2)) + 8)

    def paint(self, painter, option, index) -> None:
        codes = index.data(CodesRole) or ()
        label = index.data(LabelRole) or ""
        w = self.width_fn()
        h = round(w * CARD_ASPECT)
        dpr = painter.device().devicePixelRatioF() if painter.device() else 1.0
        x = option.rect.x() + 3
        y = option.rect.y() + 2
        for code in codes:
            draw_card(painter, QRect(x, y, w, h), code, self.style, dpr)
            x += w + 1
        painter.save()
        painter.setFont(self._label_font(option))
        painter.setPen(QColor("#f3e6c4"))
        painter.drawText(QRect(option.rect.x(), y + h + 1, option.rect.width(), option.rect.height() - h - 3),
                         Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, label)
        painter.restore()
