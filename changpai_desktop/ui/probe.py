"""When the table is usable: the moment its hand has first been painted with cards in it (the benchmarks'
start-up figure, ``changpai --startup-probe``). A snapshot with the hand in the model is not yet a table a
player can see: its first paint — every face drawn for the first time — still follows."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QTimer


class HandDrawn(QObject):
    """Calls ``then`` once, just after ``table``'s hand has first been painted with cards in it."""

    def __init__(self, table, then: Callable[[], None]):
        super().__init__(table)
        self.table, self.then, self.fired = table, then, False
        table.hand_view.viewport().installEventFilter(self)

    def eventFilter(self, obj, event) -> bool:
        if not self.fired and event.type() == QEvent.Type.Paint and self.table.hand_model.rowCount() > 0:
            self.fired = True
            QTimer.singleShot(0, self.then)   # after this paint has been drawn
        return False
