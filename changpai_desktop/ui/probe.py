"""When the table is usable: the moment it has first been painted with a dealt hand on it (the benchmarks'
start-up figure, ``changpai --startup-probe``). A snapshot in the models is not yet a table a player can see:
its first paint — every face drawn for the first time — still follows. When the player rests (定醒) that hand,
the table has no cards of theirs: it is usable once the resting table is drawn."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QTimer


class HandDrawn(QObject):
    """Calls ``then`` once, just after ``table`` has first been painted showing a snapshot (the hand's cards are
    painted in the same pass, after the table under them).

    Keep the object while it waits: its Qt parent keeps the C++ side alive, but once the Python object is
    collected its ``eventFilter`` is no longer called."""

    def __init__(self, table, then: Callable[[], None]):
        super().__init__(table)
        self.table, self.then, self.fired = table, then, False
        table.installEventFilter(self)

    def eventFilter(self, obj, event) -> bool:
        if not self.fired and event.type() == QEvent.Type.Paint and self.table.snap is not None:
            self.fired = True
            QTimer.singleShot(0, self.then)   # after this paint pass, the hand's included
        return False
