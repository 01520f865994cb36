"""Rows of cards on the table: a row drawn by a delegate, the human's hand (select, move, discard, drag), and
the card that flies from a hand to a river."""

from __future__ import annotations

from PySide6.QtCore import (QCoreApplication, QEasingCurve, QItemSelectionModel, QPoint, QPropertyAnimation, QSize, Qt,
                            Signal)
from PySide6.QtWidgets import QAbstractItemView, QFrame, QLabel, QListView

from .card_models import CodeRole, HandModel


def translate(context: str, text: str) -> str:
    """Every user-visible string goes through Qt's translator (简体中文 is the source text)."""
    return QCoreApplication.translate(context, text)


class CardRowView(QListView):
    """A horizontal row of cards drawn by a delegate; wraps when ``wrap`` (rivers). A wrapping row keeps its
    latest cards in sight when it must scroll (``follow_end``)."""

    follow_end = False

    def __init__(self, model, delegate, wrap: bool = False, parent=None):
        super().__init__(parent)
        self.setModel(model)
        self.setItemDelegate(delegate)
        self.setFlow(QListView.Flow.LeftToRight)
        self.setWrapping(wrap)
        self.setResizeMode(QListView.ResizeMode.Adjust)
        self.setUniformItemSizes(False)
        self.setSpacing(0)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded if wrap
                                        else Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.viewport().setAutoFillBackground(False)
        self.setProperty("cardRow", True)   # transparent: the table style sheet (style.table_qss)
        self.setMouseTracking(True)
        self.follow_end = wrap

    def updateGeometries(self) -> None:
        super().updateGeometries()
        if self.follow_end:
            bar = self.verticalScrollBar()
            bar.setValue(bar.maximum())

    def relayout(self) -> None:
        """Lay the cards out again when their size changed (a new card size, an overlapping hand); otherwise do
        nothing: the model's own signals repaint the cards that changed, and a full repaint of every row on
        every move would keep the GUI thread busy while the computer players think."""
        d = self.itemDelegate()
        m = self.model()
        key = d.sizeHint(None, m.index(0, 0)).toTuple() if d is not None and m.rowCount() else None
        if key == self._laid_out:
            return
        self._laid_out = key
        self.scheduleDelayedItemsLayout()
        self.updateGeometry()
        self.viewport().update()

    _laid_out = None


class HandView(CardRowView):
    """The human's concealed cards: click selects, arrows move, Enter / double-click discards, drag reorders."""

    discard_requested = Signal(str)

    def __init__(self, model: HandModel, delegate, parent=None):
        super().__init__(model, delegate, wrap=False, parent=parent)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setDragEnabled(True)
        self.setAcceptDrops(True)
        self.setDropIndicatorShown(True)
        self.setDragDropMode(QAbstractItemView.DragDropMode.InternalMove)
        self.setDefaultDropAction(Qt.DropAction.MoveAction)
        self.doubleClicked.connect(self._discard_index)
        self.setAccessibleName(translate("table", "你的手牌"))

    def selected_code(self) -> str | None:
        idx = self.currentIndex()
        if idx.isValid() and self.selectionModel().isSelected(idx):
            return idx.data(CodeRole)
        return None

    def select_row(self, row: int) -> None:
        m = self.model()
        if m.rowCount() == 0:
            return
        row = max(0, min(row, m.rowCount() - 1))
        idx = m.index(row, 0)
        self.setCurrentIndex(idx)
        self.selectionModel().select(idx, QItemSelectionModel.SelectionFlag.ClearAndSelect)

    def select_code(self, code: str | None) -> None:
        m = self.model()
        if code is None:
            return
        for r in range(m.rowCount() - 1, -1, -1):
            if m.index(r, 0).data(CodeRole) == code:
                self.select_row(r)
                return

    def _discard_index(self, idx) -> None:
        if idx.isValid():
            self.discard_requested.emit(idx.data(CodeRole))

    def keyPressEvent(self, event) -> None:
        key = event.key()
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            idx = self.currentIndex()
            if idx.isValid():
                self._discard_index(idx)
            event.accept()
            return
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Home, Qt.Key.Key_End):
            n = self.model().rowCount()
            if n:
                cur = self.currentIndex().row() if self.currentIndex().isValid() else -1
                row = {Qt.Key.Key_Left: cur - 1 if cur > 0 else 0,
                       Qt.Key.Key_Right: min(cur + 1, n - 1),
                       Qt.Key.Key_Home: 0, Qt.Key.Key_End: n - 1}[key]
                if event.modifiers() & Qt.KeyboardModifier.ShiftModifier and cur >= 0 and key in (
                        Qt.Key.Key_Left, Qt.Key.Key_Right):
                    self.model().moveRows(self.rootIndex(), cur, 1, self.rootIndex(), row + (1 if row > cur else 0))
                self.select_row(row)
            event.accept()
            return
        super().keyPressEvent(event)

    def sizeHint(self) -> QSize:
        d = self.itemDelegate()
        h = d.sizeHint(None, self.model().index(0, 0)).height() if d else 150
        return QSize(600, h + 4)


class FlyingCard(QLabel):
    """A card moving from a hand to a river (150–300 ms); purely a cue, the models are already up to date."""

    def __init__(self, parent, pixmap, start: QPoint, end: QPoint, ms: int):
        super().__init__(parent)
        self.setPixmap(pixmap)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.resize(pixmap.size() / pixmap.devicePixelRatio())
        self.move(start)
        self.show()
        self.raise_()
        self.anim = QPropertyAnimation(self, b"pos", self)
        self.anim.setDuration(ms)
        self.anim.setStartValue(start)
        self.anim.setEndValue(end)
        self.anim.setEasingCurve(QEasingCurve.Type.OutCubic)
        self.anim.finished.connect(self.deleteLater)
        self.anim.start()
