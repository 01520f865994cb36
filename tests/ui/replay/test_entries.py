"""Where the replay opens from: a finished hand of the game being played (the 游戏 menu, a score sheet row's
double-click, the end-of-hand dialog's 复盘) and ``changpai FILE``; and a friend's deal code in 新游戏."""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtWidgets import QApplication  # noqa: E402

from changpai_desktop.engine.drive import advance  # noqa: E402
from changpai_desktop.engine.players.registry import make_player  # noqa: E402


@pytest.fixture(autouse=True)
def config(tmp_path, monkeypatch):
    monkeypatch.setenv("CHANGPAI_CONFIG_DIR", str(tmp_path / "config"))
    return tmp_path / "config"


def replay_windows():
    from changpai_desktop.ui.replay.viewer import ReplayWindow

    return [w for w in QApplication.topLevelWidgets() if isinstance(w, ReplayWindow) and w.isVisible()]


def test_a_score_sheet_row_asks_for_its_hand(qtbot):
    from changpai_desktop.ui.table.score_sheet import ScoreSheetWindow

    w = ScoreSheetWindow()
    qtbot.addWidget(w)
    asked = []
    w.hand_activated.connect(asked.append)
    w.set_sheet([{"hand": 0, "dealer": 0, "resting": 3, "winner": None, "type": None, "self_drawn": False,
                  "from": None, "robbed": False, "flags": {}, "hu": [0, 0, 0, None], "net": [0, 0, 0, None],
                  "running": [0, 0, 0, 0]}], 4, ["我", "下家", "对门", "上家"], "zh_Hans")
    w.table.doubleClicked.emit(w.model.index(0, 0))
    w.table.doubleClicked.emit(w.model.index(1, 0))          # the totals row: no hand
    assert asked == [0]


def test_the_current_games_finished_hand_opens_from_the_menu(qtbot):
    from changpai_desktop.storage import paths
    from changpai_desktop.storage.saves import save_game
    from changpai_desktop.engine.match import Match
    from changpai_desktop.engine.rules import RuleSet
    from tests.main_windows import open_main_window

    w = open_main_window(qtbot)
    match = Match(RuleSet.preset("nantong-single"), 5, 2)
    advance(match, [make_player("normal", i) for i in range(4)])
    save_game(paths.autosave_path(), match, ["human", "normal", "normal", "normal"])
    w.a_review.trigger()
    qtbot.waitUntil(lambda: bool(replay_windows()), timeout=10000)
    win = replay_windows()[-1]
    assert win.replay.hand_no == len(match.sheet) - 1
    w.game.sheet_window.hand_activated.emit(0)
    qtbot.waitUntil(lambda: any(r.replay.hand_no == 0 for r in replay_windows()), timeout=10000)
    for r in replay_windows():
        r.close()


def test_the_end_of_hand_dialog_has_a_review_button(qtbot):
    from tests.ui.table.won_hands import won_hand_record

    from changpai_desktop.ui.context import UiContext
    from changpai_desktop.ui.table.hand_end import HandEndDialog

    dlg = HandEndDialog(won_hand_record(), ["你", "下家", "对门"], UiContext())
    qtbot.addWidget(dlg)
    assert dlg.review_button.text() == "复盘" and dlg.review_button.isEnabled()


def test_changpai_file_takes_a_record_to_replay():
    from changpai_desktop.app import parse_args

    args, _qt = parse_args(["shared.changpai-record"])
    assert args.file == "shared.changpai-record"
    assert parse_args([])[0].file is None


def test_a_friends_deal_code_gives_the_seed_for_the_same_rules_only(qtbot):
    from changpai_desktop.engine.match import Match
    from changpai_desktop.engine.replay import deal_code
    from changpai_desktop.services.session import game_rules
    from changpai_desktop.storage.settings import Settings
    from changpai_desktop.ui.table.new_game import NewGameDialog

    dlg = NewGameDialog(Settings())
    qtbot.addWidget(dlg)
    rules, seats = dlg.rules[dlg.rule.currentIndex()][1], 4 if dlg.four.isChecked() else 3
    code = deal_code(Match(game_rules(rules, seats), 4242, 1).config())
    dlg.seed.setText(code)
    assert dlg.values()["seed"] == 4242
    (dlg.three if seats == 4 else dlg.four).setChecked(True)    # other seats: other rules
    dlg._accept()
    assert "别的玩法" in dlg.error.text() and not dlg.result()



def test_from_the_end_of_hand_dialog_the_replay_takes_input_over_the_modal_dialog(qtbot, monkeypatch):
    from PySide6.QtCore import Qt

    from changpai_desktop.engine.match import Match
    from changpai_desktop.engine.replay import GameRecord
    from changpai_desktop.engine.rules import RuleSet
    from changpai_desktop.ui.context import UiContext
    from changpai_desktop.ui.replay import viewer
    from changpai_desktop.ui.table.hand_end import HandEndDialog
    from tests.ui.table.won_hands import won_hand_record

    asked = []
    real = viewer.open_current_hand
    monkeypatch.setattr(viewer, "open_current_hand", lambda *a, **k: asked.append((a, k)))
    dlg = HandEndDialog(won_hand_record(), ["你", "下家", "对门"], UiContext())
    qtbot.addWidget(dlg)
    dlg.review_button.click()
    (_parent, _ctx, hand_no), kw = asked[0]
    assert hand_no == dlg.record.hand_no and kw == {"modal": True}
    match = Match(RuleSet.preset("nantong-single"), 5, 1)
    advance(match, [make_player("normal", i) for i in range(4)])
    monkeypatch.setattr(viewer, "current_game_record", lambda: GameRecord.from_match(match))
    w = real(None, UiContext(), 0, modal=True)
    qtbot.addWidget(w)
    assert w.windowModality() == Qt.WindowModality.ApplicationModal
    qtbot.waitUntil(lambda: w.review is not None, timeout=20000)
    w.close()
