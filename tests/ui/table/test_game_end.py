"""The end-of-game screen: the ranking with each total, the running-totals chart, the best hand, the title and
its two ways on; at the table it replaces the old message box and 再来一场 deals the same game anew."""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import Qt  # noqa: E402

WAIT = 20000

SHEET = [
    {"hand": 0, "winner": 1, "hu": [10, 60, 20], "running": [-50, 100, -50]},
    {"hand": 1, "winner": None, "hu": [30, 20, 40], "running": [-50, 100, -50]},
    {"hand": 2, "winner": 0, "hu": [150, 20, 10], "running": [210, -30, -180]},
]


@pytest.fixture
def cfg(tmp_path, monkeypatch):
    monkeypatch.setenv("CHANGPAI_CONFIG_DIR", str(tmp_path))
    return tmp_path


def test_the_screen_ranks_the_seats_and_names_the_best_hand(qtbot, cfg):
    from changpai_desktop.ui.table.game_end import GameEndDialog

    from changpai_desktop.storage import stats

    stats.record_game("nantong-single", ["easy", "hard"], 210)
    stats.record_game("nantong-single", ["easy", "hard"], -10)
    dlg = GameEndDialog(SHEET, [210, -30, -180], ["我", "下家", "上家"], 0, "zh_Hans",
                        table=("nantong-single", ["easy", "hard"]))
    qtbot.addWidget(dlg)
    assert "你打了 2 场，平均每场 +100" in dlg.title.text()
    rows = [[dlg.table.item(r, c).text() for c in range(3)] for r in range(3)]
    assert rows == [["1", "我", "+210"], ["2", "下家", "-30"], ["3", "上家", "-180"]]
    assert "你赢了" in dlg.heading.text()
    assert "第 3 局" in dlg.best.text() and "150" in dlg.best.text() and "我" in dlg.best.text()
    assert dlg.chart.rows == SHEET and dlg.chart.n == 3
    assert "科员" in dlg.title.text() and "副科" in dlg.title.text()
    assert dlg.again_button.isDefault()
    seen = []
    dlg.again.connect(lambda: seen.append("again"))
    dlg.change_rules.connect(lambda: seen.append("rules"))
    dlg.open()
    dlg.rules_button.click()
    assert seen == ["rules"] and not dlg.isVisible()
    dlg.open()
    qtbot.keyClick(dlg, Qt.Key.Key_Return)
    assert seen == ["rules", "again"]


def test_a_game_without_a_win_says_so_and_switches_language(qtbot, cfg):
    from changpai_desktop.ui.i18n import install_language
    from changpai_desktop.ui.table.game_end import GameEndDialog

    dlg = GameEndDialog(SHEET[1:2], [0, 0, 0], ["我", "下家", "上家"], 0, "zh_Hans", table=("nantong-single", []))
    qtbot.addWidget(dlg)
    assert "没有人胡牌" in dlg.best.text()
    assert [dlg.table.item(r, 0).text() for r in range(3)] == ["1", "1", "1"]   # equal totals share a place
    try:
        install_language("en")
        dlg.set_language("en", ["Me", "Right", "Left"])
        assert dlg.again_button.text() == "Play again" and "Clerk" in dlg.title.text()
    finally:
        install_language("zh_Hans")


def test_the_guided_game_ends_on_the_screen_and_plays_again(qtbot, cfg):
    from changpai_desktop.engine.table.actions import Action
    from changpai_desktop.ui.application import make_app
    from changpai_desktop.ui.i18n import install_language
    from changpai_desktop.ui.learn import guided
    from changpai_desktop.ui.main_window import MainWindow

    make_app()
    install_language("zh_Hans")
    w = MainWindow()
    qtbot.addWidget(w)
    w.settings.speed = 4
    w.table.anim_ms = 0
    w.show()
    guided.start_guided_hand(w.start_game)
    for action in (Action("discard", guided.LONE), Action("tsumo", None)):
        qtbot.waitUntil(lambda: w.game.snap is not None and w.game.snap.human_turn and not w.game.awaiting,
                        timeout=WAIT)
        w.game.human_action(action)
    qtbot.waitUntil(lambda: w.game.hand_dialog is not None, timeout=WAIT)
    w.game.hand_dialog.accept()
    qtbot.waitUntil(lambda: w.game.game_end_dialog is not None, timeout=WAIT)
    dlg = w.game.game_end_dialog
    assert dlg.isVisible() and dlg.table.item(0, 1).text() == w.game.names()[0]
    assert dlg.table.item(0, 2).text() == f"{w.game.snap.totals[0]:+d}"
    assert not dlg.title.isVisible()   # the guided hand keeps no statistics: no title line
    generation = w.game.snap.generation
    dlg.again_button.click()
    qtbot.waitUntil(lambda: w.game.snap is not None and w.game.snap.generation != generation, timeout=WAIT)
    assert not w.game.guided_notes and w.game.snap.rules.preset_id == guided.PRESET and not w.game.snap.finished
    assert w.game.snap.hands_target == guided.HANDS
    w.close()
