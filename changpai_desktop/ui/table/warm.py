"""Card faces drawn ahead, while the table is idle: every kind at every width the table may show next (the
hand, the melds, the flipped 将, each river at each of its shrink steps), a few per timer tick. Rendering a
face from its SVG takes a millisecond or more; without this, a river shrinking a step late in a hand, or a new
card size, re-renders forty faces in one frame and the table stalls while the computers play.

They are drawn on the GUI thread. A drawing thread was tried (images are safe to paint off the GUI thread): on
this two-core machine it gave no stall figure better than the noise, and the freezes first blamed on it were
QtMultimedia's (ui/sound.py, one sound at a time) and a start-up probe waiting for a resting player's hand."""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer

from ...engine.cards import CARD_INFO
from ..widgets.delegates import warm_cards

BATCH = 3            # faces drawn per tick (about 1–2 ms each)
TICK_MS = 15         # the GUI thread gets the time between ticks for everything else
START_MS = 800       # start-up paints first


class FaceWarmer(QObject):
    """Draws the faces of ``widths()`` into the delegates' caches, a ``BATCH`` per tick, after each change."""

    def __init__(self, style, widths, dpr, parent=None):
        super().__init__(parent)
        self.style, self.widths, self.dpr = style, widths, dpr
        self.queue: list[tuple[int, str]] = []
        self.done: set[tuple] = set()
        self.timer = QTimer(self)
        self.timer.setInterval(TICK_MS)
        self.timer.timeout.connect(self._tick)

    def restart(self) -> None:
        """The table's sizes changed: queue the faces not drawn yet at the new widths."""
        key = (self.style.face_mode, self.style.index_labels, self.dpr())
        self.queue = [(w, code) for w in sorted(set(self.widths()), reverse=True) for code in CARD_INFO
                      if (key, w, code) not in self.done]
        if self.queue and not self.timer.isActive():
            QTimer.singleShot(START_MS, self.timer.start)

    def _tick(self) -> None:
        key = (self.style.face_mode, self.style.index_labels, self.dpr())
        batch, self.queue = self.queue[:BATCH], self.queue[BATCH:]
        for w, code in batch:
            warm_cards(self.style, (code,), w, key[2])
            self.done.add((key, w, code))
        if not self.queue:
            self.timer.stop()
