"""Helpers the learning windows share (below every window, so no window imports another): fonts, card labels
and rows, the rows of a score's explanation, the preset picker."""

from __future__ import annotations

from collections import Counter

from PySide6.QtCore import QEvent, QSize, Signal
from PySide6.QtGui import QColor, QFont, QIcon, QPainter, QPixmap
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QToolButton, QWidget

from ...engine.cards import CARD_INFO
from ...engine.hant import localized
from ...engine.scoring import Item
from ...engine.text import Term
from ...services.catalog import preset_choices
from ...services.text import render
from ..context import UiContext
from ..widgets.card_faces import card_pixmap

CARD_RATIO = 3.4      # a face's height over its width
LABEL_MIN_W = 24      # narrower faces are drawn without index labels


def heading_font(widget: QWidget, scale: float = 1.35, bold: bool = True) -> QFont:
    font = QFont(widget.font())
    font.setPointSizeF(font.pointSizeF() * scale)
    font.setBold(bold)
    return font


def card_label(ctx: UiContext, code: str, width: int, mode: str | None = None, tooltip: bool = True) -> QLabel:
    """A QLabel showing one face, crisp on HiDPI, with the card's name as tooltip and accessible name."""
    label = QLabel()
    set_card(ctx, label, code, width, mode, tooltip)
    return label


def set_card(ctx: UiContext, label: QLabel, code: str, width: int, mode: str | None = None,
             tooltip: bool = True) -> None:
    screen = label.screen()
    dpr = label.devicePixelRatioF() if label.isVisible() else max(1.0, screen.devicePixelRatio() if screen else 1.0)
    label.setPixmap(card_pixmap(code, mode or ctx.face_mode, width, dpr, ctx.index_labels and width >= LABEL_MIN_W))
    label.setFixedSize(QSize(width, round(width * CARD_RATIO)))
    info = CARD_INFO[code]
    label.setAccessibleName(info.accessible_name(ctx.lang))
    if tooltip:
        label.setToolTip(info.accessible_name(ctx.lang))


def format_value(value) -> str:
    """A rule option's value as the rules page and the house-rules page show it (✓/✗, lists joined by /)."""
    if isinstance(value, bool):
        return "✓" if value else "✗"
    if isinstance(value, list):
        return " / ".join(format_value(v) for v in value)
    return str(value)


def refill_preset_combo(combo: QComboBox, lang: str) -> None:
    """List the three presets in the language, keeping the selection and sending no change signal."""
    i = combo.currentIndex()
    combo.blockSignals(True)
    combo.clear()
    for choice in preset_choices(lang):
        combo.addItem(choice.name)
    combo.setCurrentIndex(max(0, i))
    combo.blockSignals(False)


def compact_cards(codes: str, lang: str) -> str:
    """"5w5w5w" → "五万×3"; several kinds joined with spaces."""
    if not codes:
        return ""
    parts = [codes[i:i + 2] for i in range(0, len(codes), 2)]
    if any(p not in CARD_INFO for p in parts):
        return codes
    counts = Counter(parts)
    out = []
    for code in dict.fromkeys(parts):
        name = CARD_INFO[code].name(lang)
        out.append(f"{name}×{counts[code]}" if counts[code] > 1 else name)
    return " ".join(out)


def _amount(hu: int | None, factor: int | None) -> str:
    return f"×{factor}" if factor is not None else (f"{hu:+d}" if hu is not None else "")


def item_cells(item: Item, lang: str) -> tuple[str, str, str]:
    """A score item as the three columns of an explanation: what, which cards, how much."""
    return render(item.msg, lang), compact_cards(item.cards, lang), _amount(item.hu, item.factor)


def stored_item_cells(item: dict, lang: str) -> tuple[str, str, str]:
    """The same for an item as the statistics file keeps it (``services.score_text.item_to_dict``)."""
    return (localized(item["zh"], item["en"], lang), compact_cards(item.get("cards", ""), lang),
            _amount(item.get("hu"), item.get("factor")))


def hand_type_name(hand_type: str | None, lang: str) -> str:
    """The hand type's name (飘胡 …) in the language; "" for none."""
    return render(Term(hand_type), lang) if hand_type else ""


class CardRow(QWidget):
    """A row of small faces; clicking one emits its position (the calculator removes that card)."""

    clicked = Signal(int)

    def __init__(self, ctx: UiContext, width: int = 30, parent=None):
        super().__init__(parent)
        self.ctx = ctx
        self.card_w = width
        self.layout_ = QHBoxLayout(self)
        self.layout_.setContentsMargins(0, 0, 0, 0)
        self.layout_.setSpacing(2)
        self.layout_.addStretch(1)
        self.buttons: list[QToolButton] = []
        self.setMinimumHeight(round(width * CARD_RATIO) + 8)

    def set_cards(self, groups: list[tuple[list[str], str | None]], highlight: set[int] | None = None) -> None:
        """``groups``: (codes, caption) — a gap between groups; ``highlight``: flat positions to ring in red."""
        for b in self.buttons:
            b.deleteLater()
        self.buttons = []
        while self.layout_.count():
            self.layout_.takeAt(0)
        pos = 0
        for gi, (codes, caption) in enumerate(groups):
            if gi:
                self.layout_.addSpacing(10)
            for code in codes:
                btn = self._button(code, caption, bool(highlight and pos in highlight))
                p = pos
                btn.clicked.connect(lambda _c=False, p=p: self.clicked.emit(p))
                self.layout_.addWidget(btn)
                self.buttons.append(btn)
                pos += 1
        self.layout_.addStretch(1)

    def _button(self, code: str, caption: str | None, ringed: bool) -> QToolButton:
        btn = QToolButton()
        btn.setObjectName(f"row-{code}")
        btn.setAutoRaise(True)
        btn.setIconSize(QSize(self.card_w, round(self.card_w * CARD_RATIO)))
        btn.setProperty("card_code", code)
        btn.setProperty("card_caption", caption or "")
        btn.setProperty("card_ringed", ringed)
        self._paint(btn)
        self._name(btn)
        btn.setStyleSheet("QToolButton { padding: 0px; border: none; }")
        return btn

    def _paint(self, btn: QToolButton) -> None:
        """The button's card face, in the interface language's characters (繁體 faces print 條, 呂洞賓)."""
        ctx = self.ctx
        pix = card_pixmap(btn.property("card_code"), ctx.face_mode, self.card_w, self.devicePixelRatioF(),
                          ctx.index_labels)
        btn.setIcon(QIcon(_ringed(pix) if btn.property("card_ringed") else pix))

    def _name(self, btn: QToolButton) -> None:
        """The button's tooltip and accessible name: the card's name (and its group's caption) in the language."""
        tip = CARD_INFO[btn.property("card_code")].accessible_name(self.ctx.lang)
        caption = btn.property("card_caption")
        btn.setToolTip(f"{tip}{(' · ' + caption) if caption else ''}")
        btn.setAccessibleName(tip)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt naming
        if event.type() == QEvent.Type.LanguageChange:
            for btn in self.buttons:
                self._paint(btn)
                self._name(btn)
        super().changeEvent(event)


def _ringed(pix: QPixmap) -> QPixmap:
    out = QPixmap(pix)
    p = QPainter(out)
    pen = p.pen()
    pen.setColor(QColor("#d4161d"))
    pen.setWidthF(3.0)
    p.setPen(pen)
    r = out.rect().adjusted(1, 1, -2, -2)
    dpr = out.devicePixelRatioF()
    p.drawRect(r.x() / dpr, r.y() / dpr, r.width() / dpr, r.height() / dpr)
    p.end()
    return out
