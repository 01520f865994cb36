"""The main window's protection of a game in progress, and the hand log as part of the session (cleared on a new
game, redrawn from its events on a language switch). Speed "instant"; no timed assertions."""

from __future__ import annotations

import dataclasses

import pytest

pytest.importorskip("pytestqt")

from changpai_desktop.ui.i18n import install_language  # noqa: E402
from main_windows import open_main_window  # noqa: E402
from PySide6.QtCore import Qt  # noqa: E402

WAIT = 20000
AUTO_WAIT = 600       # longer than the pause before an automatic move (controller.AUTO_DELAY_MS)


@pytest.fixture
def cfg(tmp_path, monkeypatch):
    monkeypatch.setenv("CHANGPAI_CONFIG_DIR", str(tmp_path))
    return tmp_path


@pytest.fixture
def window(qtbot, cfg):
    w = open_main_window(qtbot)
    yield w
    w.close()
    install_language("zh_Hans")


@pytest.fixture
def asked(monkeypatch):
    """Stands in for the question: records each time it is asked and answers ``asked.answer``."""
    from changpai_desktop.ui import main_window

    class Asked(list):
        answer = False

    record = Asked()

    def ask(parent):
        record.append(parent)
        return record.answer

    monkeypatch.setattr(main_window, "ask_replace_game", ask)
    return record


def wait_human(qtbot, w):
    qtbot.waitUntil(lambda: w.game.snap is not None and not w.game.awaiting and w.game.snap.human_turn,
                    timeout=WAIT)


def dealing(seed: int) -> list[str]:
    """A card order with which the human deals the first hand (so the human plays it, never rests)."""
    from changpai_desktop.engine.match import deck_for

    return deck_for(seed, 0, False)


def log_lines(w) -> list[str]:
    return [w.side.log.item(i).text() for i in range(w.side.log.count())]


def test_no_question_when_no_game_is_in_progress(qtbot, window, asked):
    w = window
    assert not w.game_in_progress()
    w.a_new.trigger()
    assert asked == [] and w._new_dialog.isVisible()
    w._new_dialog.reject()


def test_a_game_in_progress_is_not_replaced_without_a_yes(qtbot, window, asked, monkeypatch):
    w = window
    w.start_game("nantong-single", 4, ["easy"] * 3, 6, seed=3, deck=dealing(3))
    wait_human(qtbot, w)
    assert w.game_in_progress()
    generation = w.game.snap.generation
    w._new_dialog = None
    w.a_new.trigger()                                   # 新游戏 / Ctrl+N
    assert len(asked) == 1 and w._new_dialog is None
    w.learn_owner.actions["guided"].trigger()           # 学习 → 新手引导
    assert len(asked) == 2
    opened = []
    monkeypatch.setattr(w.files, "open_dialog", lambda: opened.append(True))
    w.a_open.trigger()                                  # 打开…
    assert len(asked) == 3 and opened == []
    qtbot.wait(50)
    assert w.game.snap.generation == generation and not w.game.guided_notes
    asked.answer = True
    w.learn_owner.actions["guided"].trigger()
    assert len(asked) == 4
    qtbot.waitUntil(lambda: w.game.snap is not None and w.game.snap.generation != generation, timeout=WAIT)
    assert w.game.guided_notes
    w.a_open.trigger()
    assert opened == [True]


def test_a_finished_game_is_replaced_without_a_question(qtbot, window, asked):
    w = window
    w.start_game("nantong-single", 4, ["easy"] * 3, 6, seed=3, deck=dealing(3))
    wait_human(qtbot, w)
    w.game.snap = dataclasses.replace(w.game.snap, finished=True, decision=None)
    w.a_new.trigger()
    assert asked == [] and w._new_dialog.isVisible()
    w._new_dialog.reject()


def test_the_hand_log_is_cleared_by_a_new_game_and_redrawn_in_a_new_language(qtbot, window, asked):
    from changpai_desktop.ui.table.side_panel import event_words

    w = window
    w.start_game("nantong-single", 4, ["easy"] * 3, 6, seed=21, deck=dealing(21))
    wait_human(qtbot, w)
    zh = log_lines(w)
    assert zh and zh[0].startswith("—— 第 1 局")
    w.set_language("en")
    en = log_lines(w)
    want = [t for t in (event_words(e, w.game.names(), "en") for e in w.game.snap.log) if t]
    assert en == want and en[0].startswith("—— Hand 1") and len(en) == len(zh)
    w.set_language("zh_Hans")
    assert log_lines(w) == zh
    generation = w.game.snap.generation
    asked.answer = True
    w.start_game_asking("nantong-single", 4, ["easy"] * 3, 6, seed=22, deck=dealing(22))
    qtbot.waitUntil(lambda: w.game.snap is not None and w.game.snap.generation != generation, timeout=WAIT)
    wait_human(qtbot, w)
    want = [t for t in (event_words(e, w.game.names(), "zh_Hans") for e in w.game.snap.log) if t]
    assert log_lines(w) == want and sum(line.startswith("—— 第") for line in want) == 1


def test_the_focus_comes_back_to_the_hand(qtbot, window):
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication

    w = window
    w.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w)
    w.start_game("nantong-single", 4, ["easy"] * 3, 6, seed=5, deck=dealing(5))
    wait_human(qtbot, w)
    hv = w.table.hand_view
    qtbot.waitUntil(hv.hasFocus)
    button = w.table.actions.buttons["discard"]   # enabled: the human is to discard
    button.setFocus()                                     # a Tab took the focus off the hand
    assert not hv.hasFocus()
    qtbot.keyClick(button, Qt.Key.Key_Escape)
    assert hv.hasFocus()
    hv.select_row(0)
    button.setFocus()
    qtbot.keyClick(button, Qt.Key.Key_Right)              # an arrow goes back to the hand and moves there
    assert hv.hasFocus() and hv.currentIndex().row() == 1
    log = w.side.log
    log.setFocus()                                        # a Tab onto the side panel's hand log
    qtbot.keyClick(log, Qt.Key.Key_Home)
    assert hv.hasFocus() and hv.currentIndex().row() == 0
    legal = {a.card for a in w.game.snap.decision.legal if a.type == "discard"}
    while hv.selected_code() not in legal:
        qtbot.keyClick(hv, Qt.Key.Key_Right)
    before = w.game.snap.log_length
    log.setFocus()
    qtbot.keyClick(log, Qt.Key.Key_Return)                # Enter from the log discards the selected card
    qtbot.waitUntil(lambda: w.game.snap is not None and w.game.snap.log_length > before, timeout=WAIT)


def test_every_tab_stop_shows_where_the_focus_is(qtbot, window):
    """Tab from the hand visits only widgets that draw a focus mark: the side panel's hint and waits areas are
    frameless and showed none, so a second Tab lost the focus from sight."""
    from PySide6.QtWidgets import QAbstractButton, QApplication, QListWidget, QTableView

    from changpai_desktop.ui.widgets.card_rows import HandView

    w = window
    w.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w)
    w.start_game("nantong-single", 4, ["easy"] * 3, 6, seed=5, deck=dealing(5))
    wait_human(qtbot, w)
    qtbot.waitUntil(w.table.hand_view.hasFocus)
    seen = []
    for _ in range(12):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        focus = QApplication.focusWidget()
        seen.append(type(focus).__name__)
        assert isinstance(focus, (HandView, QAbstractButton, QListWidget, QTableView)), seen


def test_escape_and_ctrl_w_close_the_score_sheet(qtbot, window):
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication

    w = window
    for key, mods in ((Qt.Key.Key_Escape, Qt.KeyboardModifier.NoModifier),
                      (Qt.Key.Key_W, Qt.KeyboardModifier.ControlModifier)):
        w.a_sheet.trigger()
        sheet = w.game.sheet_window
        sheet.activateWindow()
        qtbot.waitUntil(lambda sheet=sheet: QApplication.activeWindow() is sheet)
        qtbot.keyClick(QApplication.focusWidget() or sheet, key, mods)
        assert not sheet.isVisible()


def test_the_key_list_names_every_key(qtbot, window):
    from changpai_desktop.ui.keys import key_list

    from PySide6.QtGui import QAction, QKeySequence

    text = key_list()
    for key in ("?", "Esc", "Ctrl+W", "H", "G", "P", "F5", "1–4", "Ctrl+Z", "PgUp"):
        assert key in text
    # every shortcut of the window's menus, as Qt writes it (F7 复盘 and Ctrl+Shift+S were missing)
    shortcuts = {a.shortcut().toString(QKeySequence.SequenceFormat.PortableText)
                 for a in window.findChildren(QAction) if not a.shortcut().isEmpty()}
    assert shortcuts and {k for k in shortcuts if k not in text} == set()


def test_skip_plays_the_resting_hand_out_and_shows_its_result(qtbot, window):
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication

    w = window
    w.settings.speed = 0                                  # slow: the hand is far from over when 跳过 is pressed
    assert not w.a_skip.isVisible()
    w.start_game("nantong-single", 4, ["easy"] * 3, 6, seed=3)   # the human rests in this deal's first hand
    qtbot.waitUntil(lambda: w.a_skip.isVisible(), timeout=WAIT)
    assert w.game.snap.view.resting == w.game.snap.human and w.game.snap.log_length < 20
    w.a_skip.trigger()
    qtbot.waitUntil(lambda: w.game.hand_dialog is not None, timeout=WAIT)
    assert w.game.hand_dialog.record.hand_no == 0 and not w.a_skip.isVisible()
    dlg = w.game.hand_dialog
    dlg.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dlg)
    drawn = []
    show = w.table.show_snapshot
    w.table.show_snapshot = lambda snap, *a, **k: (drawn.append(snap), show(snap, *a, **k))
    qtbot.keyClick(QApplication.focusWidget() or dlg, Qt.Key.Key_W, Qt.KeyboardModifier.ControlModifier)
    # Ctrl+W closes it and the next hand goes on, drawn on a later turn of the event loop than the close (the
    # window's repaint where the dialog was comes first: together they were the longest stall at 2560×1600)
    assert w.game.hand_dialog is None and drawn == []
    qtbot.waitUntil(lambda: bool(drawn), timeout=WAIT)


@pytest.mark.parametrize("auto_win", [True, False])
def test_auto_win_wins_only_when_switched_on(qtbot, window, auto_win):
    from changpai_desktop.engine.table.actions import Action
    from changpai_desktop.ui.learn import guided

    w = window
    w.settings.auto_win = auto_win
    w.start_game(guided.PRESET, guided.SEATS, list(guided.LEVELS), 1, seed=guided.SEED, deck=guided.guided_deck())
    wait_human(qtbot, w)
    w.game.human_action(Action("discard", guided.LONE))
    qtbot.waitUntil(lambda: w.game.hand_dialog is not None or (
        w.game.snap.human_turn and not w.game.awaiting and w.game.snap.view.drawn == guided.WIN), timeout=WAIT)
    if auto_win:
        qtbot.waitUntil(lambda: w.game.hand_dialog is not None, timeout=WAIT)
        assert w.game.hand_dialog.record.result.winner == w.game.snap.human
        qtbot.wait(AUTO_WAIT)
        assert w.side.waits_text.text() == ""   # the ended hand's waits are not left beside its result
    else:
        qtbot.wait(AUTO_WAIT)
        assert w.game.hand_dialog is None and w.game.snap.human_turn
        assert any(a.type == "tsumo" for a in w.game.snap.decision.legal)


def test_the_settings_dialog_sets_every_option(qtbot, window):
    w = window
    w.a_settings.trigger()
    dlg = w._settings_dialog
    assert dlg.boxes["auto_discard_ready"].isChecked() and not dlg.boxes["auto_win"].isChecked()
    dlg.boxes["auto_win"].setChecked(True)
    dlg.boxes["hints"].setChecked(False)
    dlg.boxes["side_panel"].setChecked(False)
    dlg.speed.setCurrentIndex(dlg.speed.findData(1))
    dlg.size.setCurrentIndex(dlg.size.findData(52))
    dlg.faces.setCurrentIndex(dlg.faces.findData("pattern"))
    dlg.language.setCurrentIndex(dlg.language.findData("en"))
    dlg.accept()
    s = w.settings
    assert (s.auto_win, s.hints, s.side_panel, s.speed, s.card_width, s.face_mode, s.language) == (
        True, False, False, 1, 52, "pattern", "en")
    assert not w.a_hint.isEnabled() and not w.dock.isVisible() and w.speed_actions[1].isChecked()
    assert w.ctx.lang == "en" and w.m_game.title() == "&Game" and w.ctx.face_mode == "pattern"
    assert w.a_settings.text().startswith("Settings")
    w.a_settings.trigger()
    again = w._settings_dialog
    assert again.boxes["auto_win"].isChecked() and again.speed.currentData() == 1
    again.reject()


def test_action_keys_reach_the_table_from_the_hand_without_a_focus_change(qtbot, window):
    """A window the system never activated gets its keys in the hand with no focusChanged signal (Xvfb with no
    window manager): the action keys still act."""
    from changpai_desktop.ui.keys import ActionKeys

    window.side.log.setFocus()                 # the keys are then sent to the hand directly, as X delivers them
    qtbot.waitUntil(lambda: window.side.log.hasFocus() or not window.isActiveWindow())
    pressed = []
    keys = ActionKeys(window, lambda: window.table.hand_view, lambda key: pressed.append(key) or True)
    try:
        qtbot.keyClick(window.table.hand_view, Qt.Key.Key_Space)
        qtbot.keyClick(window.table.hand_view, Qt.Key.Key_P)
        assert pressed == [Qt.Key.Key_Space, Qt.Key.Key_P]
    finally:
        keys.stop()
