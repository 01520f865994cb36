"""Faces drawn ahead on the warming thread: every kind at the table's widths is drawn off the GUI thread, the
table then only turns the finished image into a pixmap, and a card drawn ahead looks exactly like one drawn
on the spot."""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QPainter, QPixmap

from changpai_desktop.engine.cards import CARD_INFO
from changpai_desktop.ui.context import UiContext
from changpai_desktop.ui.table.warm import FaceWarmer
from changpai_desktop.ui.widgets import delegates

WIDTHS = (37, 23)     # widths no other test draws at, so nothing is cached yet
WAIT = 20000


def _pixels(code: str, style, w: int) -> bytes:
    pix = QPixmap(w + 10, round(w * 3.4) + 10)
    pix.fill(Qt.GlobalColor.white)
    p = QPainter(pix)
    delegates.draw_card(p, QRect(0, 0, w, round(w * 3.4)), code, style, 1.0)
    p.end()
    return bytes(pix.toImage().constBits())


def test_the_faces_are_drawn_ahead_off_the_gui_thread(qtbot):
    style = UiContext(index_labels=True)
    warmer = FaceWarmer(style, lambda: list(WIDTHS), lambda: 1.0)
    warmer.restart()
    keys = [delegates.card_key(code, style, w, 1.0) for w in WIDTHS for code in (*CARD_INFO, None)]
    qtbot.waitUntil(lambda: all(k in delegates._prepared for k in keys), timeout=WAIT)
    assert len(warmer.asked) == len(keys)
    warmer.restart()                          # nothing new to ask for at the same widths
    assert len(warmer.asked) == len(keys)
    ahead = _pixels("5t", style, WIDTHS[0])
    key = delegates.card_key("5t", style, WIDTHS[0], 1.0)
    assert key not in delegates._prepared and key in delegates._made    # taken, not drawn again
    delegates._with_shadow.cache_clear()
    assert _pixels("5t", style, WIDTHS[0]) == ahead                   # drawn on the spot: the same picture
