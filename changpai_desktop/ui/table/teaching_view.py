"""The teaching table on screen (设置 ``teaching_table``, the 新游戏 dialog's 教学牌桌): each computer seat's hand
laid open over its panel, and the last few computer moves explained in a strip over the table's centre
("下家 碰 四万（4 胡）再打 三条：…"). The cards and the reasons come with each snapshot of a session that
teaches (``services.teaching``).
"""

from __future__ import annotations

from collections import deque

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QLabel, QWidget

from ...engine.cards import sort_key
from ...services.teaching import move_line
from ...services.text import render
from ..widgets.card_faces import card_height

LINES = 3                   # explanations kept on screen
STRIP_MARGIN = 8
CARD_GAP = 2
MIN_CARD_W = 14
MAX_CARD_W = 34
BACK = QColor(10, 40, 25, 225)


class OpenHand(QWidget):
    """One seat's concealed cards (sorted) and melds, face up, wrapped to the space below its panel's header."""

    def __init__(self, panel: QWidget, ctx):
        super().__init__(panel)
        self.setObjectName("open-hand")
        self.ctx = ctx
        self.cards: list[str] = []
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)

    def set_cards(self, concealed, melds) -> None:
        panel = self.parentWidget()
        if panel.vertical:       # a side seat: the space below its header
            top = panel.header.geometry().bottom() + 4
            self.setGeometry(0, top, panel.width(), max(0, panel.height() - top))
        else:                    # the seat opposite: from its hidden hand to the right end
            left = panel.hidden.geometry().left()
            self.setGeometry(left, 2, max(0, panel.width() - left - 2), max(0, panel.height() - 4))
        self.cards = sorted(concealed, key=sort_key) + [""] + [c for form, card, _ in melds
                                                             for c in [card] * (4 if "gang" in form else 3)]
        self.show()
        self.raise_()
        self.update()

    def _width(self) -> int:
        n = max(1, len(self.cards))
        for w in range(MAX_CARD_W, MIN_CARD_W - 1, -1):
            per_row = max(1, (self.width() - 8) // (w + CARD_GAP))
            rows = -(-n // per_row)
            if rows * (card_height(w) + CARD_GAP) <= self.height() - 4:
                return w
        return MIN_CARD_W

    def paintEvent(self, event) -> None:  # noqa: N802
        p = QPainter(self)
        p.fillRect(self.rect(), BACK)
        w = self._width()
        h = card_height(w)
        x, y = 4.0, 2.0
        dpr = self.devicePixelRatioF()
        for code in self.cards:
            if x + w > self.width() - 4:
                x, y = 4.0, y + h + CARD_GAP
            if code:
                p.drawPixmap(QPointF(x, y), self.ctx.pixmap(code, w, dpr))
            x += w + CARD_GAP
        p.end()


class TeachingView:
    """The open hands and the lines of one table; ``show(snap, names)`` after every snapshot, ``clear()`` off."""

    def __init__(self, table):
        self.table = table
        self.hands: dict[int, OpenHand] = {}
        self.lines: deque[str] = deque(maxlen=LINES)
        self.strip = QLabel(table.centre)
        self.strip.setObjectName("teaching-lines")
        self.strip.setWordWrap(True)
        self.strip.setStyleSheet("QLabel { background: rgba(255, 250, 235, 235); color: #1d1a16;"
                                 " border: 2px solid #2f6b3a; border-radius: 6px; padding: 4px 8px; }")
        self.strip.hide()

    def show(self, snap, names: list[str]) -> None:
        if not snap.hands:
            return
        for seat in snap.view.order:
            if seat == snap.human:
                continue
            panel = self.table.panel_of(seat)
            if panel is None:
                continue
            hand = self.hands.get(seat)
            if hand is None or hand.parentWidget() is not panel:
                hand = self.hands[seat] = OpenHand(panel, self.table.cstyle)
            hand.set_cards(snap.hands[seat], snap.view.melds[seat])
        for seat, reason in snap.explained:
            self.lines.append(render(move_line(names[seat], reason), self.table.cstyle.lang))
        self._show_lines()

    def _show_lines(self) -> None:
        if not self.lines:
            self.strip.hide()
            return
        centre = self.table.centre
        self.strip.setText("<br/>".join(self.lines))
        width = centre.width() - 2 * STRIP_MARGIN
        height = self.strip.heightForWidth(width)
        self.strip.setGeometry(QRectF(STRIP_MARGIN, centre.height() - height - STRIP_MARGIN, width,
                                      height).toRect())
        self.strip.show()
        self.strip.raise_()

    def clear(self) -> None:
        for hand in self.hands.values():
            hand.hide()
        self.lines.clear()
        self.strip.hide()
