"""The delegates' drawn cards follow a language switch: the cached face with its shadow is keyed by the index
label's language, so the table repaints 5條 in 繁體 after 5条 in 简体."""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QPainter, QPixmap


def _drawn(code: str) -> bytes:
    from changpai_desktop.ui.context import UiContext
    from changpai_desktop.ui.widgets.delegates import draw_card

    pix = QPixmap(50, 180)
    pix.fill(Qt.GlobalColor.white)
    p = QPainter(pix)
    draw_card(p, QRect(0, 0, 40, 136), code, UiContext(index_labels=True), 1.0)
    p.end()
    return bytes(pix.toImage().constBits())


def test_a_drawn_card_follows_the_index_language(qapp):
    from changpai_desktop.ui.i18n import install_language

    try:
        install_language("zh_Hans")
        hans, thousand = _drawn("5t"), _drawn("qz")
        install_language("zh_Hant")
        assert _drawn("5t") != hans
        assert _drawn("qz") == thousand          # 千字 is written the same in both
        install_language("zh_Hans")
        assert _drawn("5t") == hans
    finally:
        install_language("zh_Hans")
