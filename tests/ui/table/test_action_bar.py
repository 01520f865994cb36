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


def test_a_claim_lights_its_button_up_and_the_next_turn_puts_it_out(qtbot):
    """碰 / 杠 / 胡 open: their buttons turn gold with a red edge (the table's style sheet, re-applied when the
    decision changes), and go back to plain when the turn moves on — seen on the pixels, not a property."""
    from main_windows import open_table
    from tests.ui.table.test_apply_hint import decision_with

    bar = open_table(qtbot).actions
    _action, decision, view = decision_with("peng", "nantong-single")

    def colour(key: str) -> str:
        b = bar.buttons[key]
        return b.grab().toImage().pixelColor(b.width() // 2, 4).name()

    plain = colour("peng")
    bar.set_decision(decision, view, True)
    qtbot.wait(10)
    lit = colour("peng")
    assert lit != plain and colour("pass") != lit        # 碰 stands out; 过 (open too) does not
    bar.set_decision(None, view, False)
    qtbot.wait(10)
    assert colour("peng") == plain


def test_the_seat_to_play_is_framed_and_the_frame_moves_on(qtbot):
    """The seat whose turn it is has the gold frame (its ``turn`` property, restyled at once)."""
    from main_windows import open_table

    panel = open_table(qtbot).panels[1]

    def edge() -> str:
        return panel.grab().toImage().pixelColor(1, panel.height() // 2).name()

    panel.set_header("上家", False, False)
    qtbot.wait(10)
    off = edge()
    panel.set_header("上家", True, False)
    qtbot.wait(10)
    assert edge() != off
    panel.set_header("上家", False, False)
    qtbot.wait(10)
    assert edge() == off


def test_the_focused_hands_ring_is_not_the_turn_frames_gold(qtbot, tmp_path, monkeypatch):
    """The keyboard's ring around the hand is blue, as on every other focused control: gold is the frame of the
    seat whose turn it is, and the two were the same colour."""
    from PySide6.QtGui import QColor

    from changpai_desktop.ui.keys import FOCUS
    from changpai_desktop.ui.table.style import GOLD
    from main_windows import open_main_window

    monkeypatch.setenv("CHANGPAI_CONFIG_DIR", str(tmp_path))
    w = open_main_window(qtbot, (1366, 768))
    w.start_game("nantong-single", 4, ["normal"] * 3, 6, seed=7)
    hand = w.table.hand_view
    qtbot.waitUntil(lambda: hand.model().rowCount() > 0, timeout=20000)
    w.activateWindow()
    hand.setFocus()
    qtbot.waitUntil(hand.hasFocus)
    qtbot.wait(20)
    ring = hand.grab().toImage().pixelColor(0, hand.height() // 2)
    assert ring.name() == QColor(FOCUS).name() != QColor(GOLD).name()


@pytest.mark.parametrize("lang", ("zh_Hans", "en"))
def test_every_buttons_text_fits_from_the_first_paint(qtbot, tmp_path, monkeypatch, lang):
    """The bar fits its buttons' text once it has its first size (not before: measuring at a made-up width was
    wasted start-up time), so the first table a player sees has no cut label, at 1024×700 in English too."""
    from changpai_desktop.storage.settings import Settings, SettingsStore
    from changpai_desktop.ui.application import make_app
    from changpai_desktop.ui.i18n import install_language
    from changpai_desktop.ui.main_window import MainWindow

    monkeypatch.setenv("CHANGPAI_CONFIG_DIR", str(tmp_path))
    make_app()
    store = SettingsStore()
    store.save(Settings(language=lang))
    try:
        w = MainWindow(store)
        qtbot.addWidget(w)
        w.resize(1000, 660)
        w.show()
        qtbot.waitExposed(w)
        bar = w.table.actions
        for b in bar.buttons.values():
            assert b.fontMetrics().horizontalAdvance(b.text()) <= b.width(), (b.text(), b.width())
    finally:
        install_language("zh_Hans")
