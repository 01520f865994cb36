"""Card faces drawn ahead, on a thread of their own: every kind at every width the table may show next (the
hand first, then the melds, the flipped 将, each river at each of its shrink steps). Rendering a face from its
SVG takes a millisecond or more; done on the GUI thread when a row first needs it, a new hand's first paint, a
river shrinking a step late in a hand or a new card size re-rendered forty faces in one frame, and the table
stalled while the computers played. Drawing into an image is safe off the GUI thread and Qt's renderer lets
the interpreter go meanwhile, so the faces are drawn on the other core; the GUI thread only turns a finished
image into a pixmap (``delegates._with_shadow``).

One thread serves every table of the process; it stops when the application quits (``stop``), so it never
draws while Qt is being torn down.
"""

from __future__ import annotations

import queue
import threading

from PySide6.QtCore import QCoreApplication, QObject

from ...engine.cards import CARD_INFO
from ..widgets.delegates import card_key, prepare

_STOP = None                      # the queue's end marker
JOIN_S = 1.0                      # how long quitting waits for the face being drawn


class _Drawer:
    """The thread and its queue of card keys (started on first use)."""

    def __init__(self):
        self.queue: queue.SimpleQueue = queue.SimpleQueue()
        self.thread: threading.Thread | None = None
        self.hooked = False

    def submit(self, keys) -> None:
        if self.thread is None:
            self.thread = threading.Thread(target=self._run, name="card-faces", daemon=True)
            self.thread.start()
            app = QCoreApplication.instance()
            if app is not None and not self.hooked:
                app.aboutToQuit.connect(self.stop)
                self.hooked = True
        for key in keys:
            self.queue.put(key)

    def _run(self) -> None:
        while (key := self.queue.get()) is not _STOP:
            prepare(key)

    def stop(self) -> None:
        if self.thread is not None and self.thread.is_alive():
            while not self.queue.empty():       # what is left need not be drawn
                self.queue.get_nowait()
            self.queue.put(_STOP)
            self.thread.join(JOIN_S)
        self.thread = None


_drawer = _Drawer()


class FaceWarmer(QObject):
    """Hands the drawing thread the faces of ``widths()`` not drawn yet, after each change of the table's
    sizes (``restart``); ``widths`` lists the hand's width first, the most wanted."""

    def __init__(self, style, widths, dpr, parent=None):
        super().__init__(parent)
        self.style, self.widths, self.dpr = style, widths, dpr
        self.asked: set[tuple] = set()

    def restart(self) -> None:
        """The table's sizes changed: queue the faces not asked for yet at the new widths."""
        dpr = self.dpr()
        keys = []
        for w in dict.fromkeys(self.widths()):          # in order, each width once
            for code in (*CARD_INFO, None):             # None: the back
                key = card_key(code, self.style, w, dpr)
                if key not in self.asked:
                    self.asked.add(key)
                    keys.append(key)
        if keys:
            _drawer.submit(keys)
