"""The action bar's labels: each button's action and its key, in the interface language."""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")


def test_the_pass_buttons_key_is_named_in_the_interface_language(qtbot):
    """过's key reads 空格 in Chinese and Space in English (the word was missing from the English catalogue: a
    translate() inside an f-string is not seen by lupdate)."""
    from changpai_desktop.ui.i18n import install_language
    from tests.main_windows import open_main_window

    w = open_main_window(qtbot, (1366, 768))
    button = w.table.actions.buttons["pass"]
    assert "空格" in button.text()
    try:
        install_language("en")
        w.retranslate()
        qtbot.wait(10)
        assert "Space" in button.text() and "空格" not in button.text(), button.text()
    finally:
        install_language("zh_Hans")
