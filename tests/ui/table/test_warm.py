"""Faces drawn ahead while the table is idle: after the table's sizes change, every kind at its widths is drawn
into the cache a few a tick, and a card drawn ahead looks exactly like one drawn on the spot."""

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


def test_the_faces_are_drawn_ahead_while_the_table_is_idle(qtbot):
    style = UiContext(index_labels=True)
    delegates._with_shadow.cache_clear()
    warmer = FaceWarmer(style, lambda: list(WIDTHS), lambda: 1.0)
    warmer.restart()
    assert warmer.queue                                   # queued, not drawn at once
    qtbot.waitUntil(lambda: not warmer.queue, timeout=WAIT)
    assert delegates._with_shadow.cache_info().currsize == len(WIDTHS) * len(CARD_INFO)
    hits = delegates._with_shadow.cache_info().hits
    ahead = _pixels("5t", style, WIDTHS[0])
    assert delegates._with_shadow.cache_info().hits == hits + 1          # taken from the cache
    warmer.restart()
    assert not warmer.queue                               # nothing new at the same widths
    delegates._with_shadow.cache_clear()
    assert _pixels("5t", style, WIDTHS[0]) == ahead       # drawn on the spot: the same picture
