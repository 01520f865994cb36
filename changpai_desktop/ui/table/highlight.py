"""Highlights on the table: a gold frame around the hand cards, action buttons and places (the flips, the wall,
your 喜 and melds) that a lesson step talks about.

``TableHighlight(table).show(cards, buttons, places)`` frames them until the next ``show`` or ``clear``. Each
frame is a transparent overlay on its widget (mouse clicks pass through), so the table's own drawing is
untouched; the hand's frames follow the cards as the hand is sorted, scrolled or resized.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from PySide6.QtCore import QEvent, QObject, QRect, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QWidget

from ..widgets.card_models import CodeRole

GOLD = QColor(255, 196, 0)
FRAME_PX = 4
RADIUS_PX = 6


class Glow(QWidget):
    """A frame drawn over ``target`` around the rectangles ``rects()`` gives (the whole widget when None)."""

    def __init__(self, target: QWidget, rects: Callable[[], list[QRect]] | None = None):
        super().__init__(target)
        self.rects = rects
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)
        self.setObjectName("lesson-glow")
        target.installEventFilter(self)
        self.setGeometry(target.rect())
        self.raise_()
        self.show()

    def eventFilter(self, obj, event) -> bool:  # noqa: N802
        if obj is self.parent() and event.type() in (QEvent.Type.Resize, QEvent.Type.Show,
                                                     QEvent.Type.LayoutRequest):
            self.setGeometry(obj.rect())
            self.raise_()
        return False

    def remove(self) -> None:
        """Take the frame away: no longer following its target, hidden, deleted."""
        self.parent().removeEventFilter(self)
        self.hide()
        self.deleteLater()

    def frames(self) -> list[QRect]:
        inset = FRAME_PX // 2
        if self.rects is None:
            return [self.rect().adjusted(inset, inset, -inset, -inset)]
        return [r.adjusted(inset, inset, -inset, -inset) for r in self.rects()]

    def paintEvent(self, event) -> None:  # noqa: N802
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QPen(GOLD, FRAME_PX))
        p.setBrush(Qt.BrushStyle.NoBrush)
        for r in self.frames():
            p.drawRoundedRect(r, RADIUS_PX, RADIUS_PX)
        p.end()


class TableHighlight(QObject):
    """The lesson's highlights on one ``TableWidget``."""

    def __init__(self, table):
        super().__init__(table)
        self.table = table
        self.cards: set[str] = set()
        self.glows: list[Glow] = []
        model = table.hand_model
        for signal in (model.modelReset, model.dataChanged, model.layoutChanged, model.rowsMoved):
            signal.connect(self._repaint)

    def _repaint(self, *_args) -> None:
        for g in self.glows:
            g.update()

    def _card_rects(self) -> list[QRect]:
        view = self.table.hand_view
        model = view.model()
        offset = view.viewport().mapTo(view, view.viewport().rect().topLeft())
        rects = []
        for row in range(model.rowCount()):
            index = model.index(row, 0)
            if index.data(CodeRole) in self.cards:
                rects.append(view.visualRect(index).translated(offset))
        return rects

    def targets(self, places: Iterable[str]) -> list[QWidget]:
        centre = self.table.centre
        where = {"flips": centre.flips, "wall": centre.wall, "joys": self.table.my_melds}
        return [where[p] for p in places if p in where]

    def show(self, cards: Iterable[str] = (), buttons: Iterable[str] = (), places: Iterable[str] = ()) -> None:
        self.clear()
        self.cards = set(cards)
        if self.cards:
            self.glows.append(Glow(self.table.hand_view, self._card_rects))
        bar = self.table.actions.buttons
        self.glows += [Glow(bar[b]) for b in buttons if b in bar]
        self.glows += [Glow(w) for w in self.targets(places)]

    def clear(self) -> None:
        for g in self.glows:
            g.remove()
        self.glows = []
        self.cards = set()

    def shown(self) -> dict[str, list]:
        """What is framed now (for the tests): the card codes, the button keys, the number of place frames."""
        bar = self.table.actions.buttons
        keys = [k for k, b in bar.items() if any(g.parent() is b for g in self.glows)]
        return {"cards": sorted(self.cards), "buttons": keys, "frames": len(self.glows)}
