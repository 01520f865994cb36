"""The review off the GUI thread: a QThread that runs ``services.review.review_game`` and reports its progress.

The thread only computes; the window keeps the result (``finished_review``) and shows it. Closing the window
asks the thread to stop after the hand it is on (``cancel``) and waits for it.
"""

from __future__ import annotations

from PySide6.QtCore import QThread, Signal

from ...engine.replay import GameRecord
from ...engine.table.actions import IllegalAction
from ...services.review import GameReview, review_game


class ReviewThread(QThread):
    """Reviews ``hands`` of ``record`` for ``seat``; ``progress(done, total)`` after each hand, then
    ``finished_review(GameReview)`` (or ``failed(str)`` when an action of the record does not replay)."""

    progress = Signal(int, int)
    finished_review = Signal(object)
    failed = Signal(str)

    def __init__(self, record: GameRecord, seat: int, hands=None, parent=None):
        super().__init__(parent)
        self.record = record
        self.seat = seat
        self.hands = hands
        self._cancel = False

    def cancel(self) -> None:
        self._cancel = True

    def run(self) -> None:
        try:
            review: GameReview = review_game(self.record, self.seat, self.hands,
                                             lambda done, total: self.progress.emit(done, total),
                                             lambda: self._cancel)
        except IllegalAction as exc:
            self.failed.emit(exc.msg.id)
            return
        self.finished_review.emit(review)
