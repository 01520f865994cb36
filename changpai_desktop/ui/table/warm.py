"""Card faces drawn ahead, while the table is idle: every kind at every width the table may show next (the
hand, the melds, the flipped 将, each river at each of its shrink steps), a few per timer tick. Rendering a
face from its SVG takes a millisecond or more; without this, a river shrinking a step late in a hand, or a new
card size, re-renders forty faces in one frame and the table stalls while the computers play.

They are drawn on the GUI thread. A drawing thread was tried (images are safe to paint off the GUI thread): on
this two-core machine it gave no stall figure better than the noise, and the freezes first blamed on it were
QtMultimedia's (ui/sound.py, one sound at a time) and a start-up probe waiting for a resting player's hand."""

from __future__ import annotations

import time

from PySide6.QtCore import QObject, QTimer

from ...engine.cards import CARD_INFO
from ..widgets import face_store
from ..widgets.delegates import warm_cards

TICK_BUDGET_S = 0.003   # faces drawn per tick: as many as fit this long (at least one; 1–2 ms each, about
                        # twice that on a HiDPI screen, where three a tick took the GUI thread 8 ms in 15)
TICK_MS = 15         # the GUI thread gets the time between ticks for everything else
START_MS = 800       # start-up paints first


class FaceWarmer(QObject):
    """Draws the faces of ``widths()`` into the delegates' caches, ``TICK_BUDGET_S`` a tick, after each change;
    then writes the faces drawn this session for the next start (``face_store``), in the same budget."""

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
        if (self.queue or face_store.pending()) and not self.timer.isActive():
            QTimer.singleShot(START_MS, self.timer.start)

    def _tick(self) -> None:
        key = (self.style.face_mode, self.style.index_labels, self.dpr())
        end = time.perf_counter() + TICK_BUDGET_S
        idle = not self.queue   # nothing to draw: this tick is the writing's
        while self.queue:
            w, code = self.queue.pop(0)
            warm_cards(self.style, (code,), w, key[2])
            self.done.add((key, w, code))
            if time.perf_counter() >= end:
                return
        face_store.write_kept(max(0.0, end - time.perf_counter()), at_least_one=idle)
        if not face_store.pending():
            self.timer.stop()
