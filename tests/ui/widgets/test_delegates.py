"""The delegates' drawn cards follow a language switch: the cached face with its shadow is keyed by the index
label's language, so the table repaints 5條 in 繁體 after 5条 in 简体."""

from __future__ import annotations

from PySide6.QtCore import QItemSelectionModel, QRect, Qt
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


def test_the_selected_card_rises_and_the_focused_one_is_outlined(qtbot):
    """The hand's delegate asks its view what is selected and focused: a selected card is drawn raised with the
    selection frame; the current card of a focused hand that is not selected gets the dotted outline; a card
    that is neither is drawn plain."""
    from changpai_desktop.ui.application import make_app
    from changpai_desktop.ui.context import UiContext
    from changpai_desktop.ui.widgets.card_models import HandModel
    from changpai_desktop.ui.widgets.card_rows import HandView
    from changpai_desktop.ui.widgets.delegates import CardDelegate

    make_app()
    ctx = UiContext()
    model = HandModel(ctx)
    model.set_cards(["1w", "2w", "3w"], None)
    view = HandView(model, CardDelegate(ctx, lambda: 40, raise_px=12))
    qtbot.addWidget(view)
    view.resize(200, 90)
    view.show()
    qtbot.waitExposed(view)

    def card(row: int):
        return view.viewport().grab(view.visualRect(model.index(row, 0))).toImage()

    def current(row: int) -> None:   # the focused hand's current card, nothing selected
        view.selectionModel().clearSelection()
        view.selectionModel().setCurrentIndex(model.index(row, 0), QItemSelectionModel.SelectionFlag.NoUpdate)
        qtbot.wait(10)

    view.setFocus()
    qtbot.waitUntil(view.hasFocus)
    current(2)
    plain = card(0)                         # neither selected nor current
    view.select_row(0)
    qtbot.wait(10)
    raised = card(0)
    current(0)
    outlined = card(0)
    assert raised != plain and outlined != plain and outlined != raised
    current(2)
    assert card(0) == plain
