"""Delegates that draw the card models with the shipped faces (``ui/card_faces.py``)."""

from __future__ import annotations

from functools import lru_cache

from PySide6.QtCore import QRect, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QStyledItemDelegate

from .card_faces import CARD_ASPECT, back_pixmap, card_pixmap, index_language
from .card_models import CodeRole, CodesRole, LabelRole, SourceRole, StateRole

SELECTED = QColor("#ffd24a")
LAST = QColor("#ff8a3d")
CLAIM = QColor("#4ae0ff")
DRAWN = QColor("#9be37a")
GIVEN = QColor("#8fc7ff")      # the card of a 碰 / 杠 that another seat discarded
LABEL_INK = QColor("#f3e6c4")
MIN_LABEL_PX = 9
MIN_INDEX_W = 20      # narrower cards carry no index label
SHADOW = QColor(0, 0, 0, 80)
DIM = QColor(30, 30, 30, 110)


CardKey = tuple   # (code or None for a back, face mode, width, dpr, language, with the index label)


def card_key(code: str | None, style, w: int, dpr: float) -> CardKey:
    """What a card at width ``w`` looks like at the table now: the key of its drawn picture."""
    index = code is not None and bool(style.index_labels) and w >= MIN_INDEX_W
    return code, style.face_mode if code is not None else "", w, dpr, index_language(), index


@lru_cache(maxsize=2048)
def _with_shadow(key: CardKey) -> QPixmap:
    """The card with its flat offset shadow baked in: one drawPixmap a card instead of a fill and a draw
    (a full table repaint draws about a hundred cards, so this halves the painting). The language is part of
    the key (the face's characters and the index label), so a language switch repaints them."""
    code, mode, w, dpr, lang, index = key
    pix = back_pixmap(w, dpr) if code is None else card_pixmap(code, mode, w, dpr, index, lang)
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
    pix = _with_shadow(card_key(code, style, w, dpr))
    if not marks:   # most cards: one call into Qt (each call can wait for the interpreter while the AI thinks)
        painter.drawPixmap(rect.topLeft(), pix)
        return
    painter.save()
    painter.drawPixmap(rect.topLeft(), pix)
    if "dim" in marks:
        painter.fillRect(rect, DIM)
    colour = None
    for key, c in (("selected", SELECTED), ("last", LAST), ("claim", CLAIM), ("drawn", DRAWN), ("given", GIVEN)):
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


def warm_cards(style, codes, width: int, dpr: float) -> None:
    """Draw ``codes`` at ``width`` once off screen, so their faces are cached before a row needs them."""
    for code in codes:
        _with_shadow(card_key(code, style, width, dpr))


class CardDelegate(QStyledItemDelegate):
    """A single card per row. ``raise_px``: how far a selected card rises (the hand); ``step_fn``: the distance
    between cards when it is not the card's width and gap (a hand too long for its row overlaps)."""

    def __init__(self, style, width_fn, raise_px: int = 0, gap: int = 2, parent=None, step_fn=None):
        super().__init__(parent)
        self.style = style
        self.width_fn = width_fn
        self.raise_px = raise_px
        self.gap = gap
        self.step_fn = step_fn

    def sizeHint(self, option, index) -> QSize:
        w = self.width_fn()
        step = self.step_fn() if self.step_fn is not None else w + self.gap
        return QSize(step, round(w * CARD_ASPECT) + self.raise_px + 2)

    def paint(self, painter, option, index) -> None:
        code = index.data(CodeRole)
        marks = set(index.data(StateRole) or ())
        # selection and focus asked of the view, not read from option.state: that value is a QStyle flag, and
        # the first one Python sees makes all of QStyle's enums (566 members, ~13 ms of the first paint)
        view = option.widget   # the row (None only where Qt paints an item with no view: nothing to mark)
        selected = view is not None and view.selectionModel().isSelected(index)
        if selected:
            marks.add("selected")
        w = self.width_fn()
        h = round(w * CARD_ASPECT)
        x = option.rect.x() + self.gap // 2
        y = option.rect.y() + self.raise_px + (0 if not selected else -self.raise_px)
        dpr = painter.device().devicePixelRatioF() if painter.device() else 1.0
        draw_card(painter, QRect(x, y, w, h), code, self.style, dpr, marks)
        if not selected and view is not None and view.hasFocus() and view.currentIndex() == index:
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
        source = index.data(SourceRole)
        w = self.width_fn()
        h = round(w * CARD_ASPECT)
        dpr = painter.device().devicePixelRatioF() if painter.device() else 1.0
        x = option.rect.x() + 3
        y = option.rect.y() + 2
        for i, code in enumerate(codes):
            marks = ("given",) if source is not None and i == source[1] else ()
            draw_card(painter, QRect(x, y, w, h), code, self.style, dpr, marks)
            x += w + 1
        painter.save()
        area = QRect(option.rect.x(), y + h + 1, option.rect.width(), option.rect.height() - h - 3)
        if source is not None:   # 碰·上家: whom the claimed card came from (碰·上 when the group is narrow)
            full = f"{label}·{source[0]}"
            painter.setFont(self._fitted_font(option, full, area.width()))
            fits = painter.fontMetrics().horizontalAdvance(full) <= area.width()
            label = full if fits or len(source) < 3 else f"{label}·{source[2]}"
        painter.setFont(self._fitted_font(option, label, area.width()))
        painter.setPen(LABEL_INK)
        painter.drawText(area, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop,
                         painter.fontMetrics().elidedText(label, Qt.TextElideMode.ElideRight, area.width()))
        painter.restore()

    def _fitted_font(self, option, text: str, width: int) -> QFont:
        """The label's font, smaller (down to ``MIN_LABEL_PX``) until ``text`` fits ``width``."""
        return shrunk_to_fit(self._label_font(option), text, width, MIN_LABEL_PX)


def shrunk_to_fit(font: QFont, text: str, width: int, min_px: int) -> QFont:
    """``font`` (pixel-sized) a pixel smaller at a time, down to ``min_px``, until ``text`` fits ``width``."""
    f = QFont(font)
    while f.pixelSize() > min_px and QFontMetrics(f).horizontalAdvance(text) > width:
        f.setPixelSize(f.pixelSize() - 1)
    return f
