"""Shared learning-window helpers: a row of card buttons renames its cards when the language changes."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from changpai_desktop.ui.context import UiContext


def test_a_card_row_renames_its_cards_live(qtbot):
    from changpai_desktop.ui.i18n import install_language
    from changpai_desktop.ui.learn.common import CardRow

    ctx = UiContext()
    row = CardRow(ctx)
    qtbot.addWidget(row)
    row.set_cards([(["2t", "hh"], "碰")])
    assert [b.toolTip() for b in row.buttons] == ["二条 吕洞宾 · 碰", "红花 · 碰"]
    try:
        ctx.set_language("en")
        install_language("en")
        QApplication.processEvents()
        assert [b.accessibleName() for b in row.buttons] == ["Two of Strings Lü Dongbin", "Red Flower"]
    finally:
        install_language("zh_Hans")
        QApplication.processEvents()
