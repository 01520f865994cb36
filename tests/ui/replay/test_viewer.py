"""The replay viewer: steps by action and by the followed seat's decisions, hides or lays open the other hands,
shows the end score; its review (on a thread, with a progress bar) marks the choice and its cost and names the
costliest decisions; the reviewed hands reach the statistics; a hand exports as a game record."""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtWidgets import QFileDialog, QListWidget, QTableWidget  # noqa: E402

from changpai_desktop.engine.drive import run  # noqa: E402
from changpai_desktop.engine.match import Match  # noqa: E402
from changpai_desktop.engine.players.registry import make_player  # noqa: E402
from changpai_desktop.engine.replay import GameRecord  # noqa: E402
from changpai_desktop.engine.rules import RuleSet  # noqa: E402


@pytest.fixture(autouse=True)
def config(tmp_path, monkeypatch):
    monkeypatch.setenv("CHANGPAI_CONFIG_DIR", str(tmp_path / "config"))
    return tmp_path / "config"


def record(seed=11, hands=3):
    match = Match(RuleSet.preset("nantong-single"), seed, hands)
    run(match, [make_player("easy" if i == 0 else "normal", i) for i in range(match.n_seats)])
    return GameRecord.from_match(match, ["human", "normal", "normal", "normal"])


def window(qtbot, rec=None, hand_no=None):
    from changpai_desktop.ui.context import UiContext
    from changpai_desktop.ui.replay.viewer import ReplayWindow

    w = ReplayWindow(UiContext(), rec or record(), hand_no)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitUntil(lambda: w.review is not None, timeout=20000)
    return w


def test_stepping_moves_through_the_hand_and_ends_with_its_score(qtbot):
    rec = record()
    w = window(qtbot, rec, hand_no=rec.hands[-1])
    rp = w.replay
    assert rp.index == 0 and not w.buttons["back"].isEnabled() and "发牌" in w.status.text()
    w.forward()
    assert rp.index == 1 and w.buttons["back"].isEnabled()
    w.back()
    assert rp.index == 0
    w.last()
    assert rp.at_end and not w.buttons["forward"].isEnabled()
    assert w.end_label.text().startswith("结果：") and "本手得分" in w.end_label.text()
    assert "牌墙还有" in w.status.text()


def test_the_other_hands_are_hidden_unless_laid_open(qtbot):
    w = window(qtbot)
    w.forward()
    own, *others = w.boxes                                    # the followed seat's box is on top
    assert own.title().startswith("▶ ") or "我" in own.title()
    assert all(not b.hidden.isHidden() for b in others) and own.hidden.isHidden()
    w.open_box.setChecked(True)
    assert all(b.hidden.isHidden() for b in w.boxes)


def test_jumping_to_my_decisions_shows_the_ranking_with_my_choice_marked(qtbot):
    w = window(qtbot)
    w.next_decision()
    step = w.replay.step
    assert step.seat == w.seat and len(step.decision.legal) > 1
    table = w.pane.findChild(QTableWidget, "ranking")
    decision = w.pane.decision
    assert decision is not None and decision.step == step.index
    assert table.rowCount() == len(decision.ranking)
    marked = [r for r in range(table.rowCount()) if table.item(r, 0).text().startswith("▶ ")]
    assert len(marked) == 1
    assert [a.action for a in decision.ranking].index(decision.chosen) == marked[0]
    assert all(table.item(r, 2).text() for r in range(table.rowCount()))      # every choice has a reason


def test_the_costliest_decisions_are_listed_and_jump_there(qtbot):
    rec = record(seed=3, hands=6)
    w = window(qtbot, rec)
    costly = None
    for k in w.hands:
        w.hand_combo.setCurrentIndex(w.hands.index(k))
        if w.pane.hand is not None and w.pane.hand.costliest:
            costly = w.pane.hand.costliest
            break
    if costly is None:
        pytest.skip("no costly decision in these hands")
    items = w.pane.findChild(QListWidget, "costliest")
    assert items.count() == len(costly) <= 3
    items.itemClicked.emit(items.item(0))
    assert w.replay.index == costly[0].step and "少了" in w.pane.here.text()


def test_the_review_is_kept_in_the_statistics(qtbot):
    from changpai_desktop.storage import stats

    w = window(qtbot)
    kept = stats.summary()["review"]
    assert kept["hands"] == len(w.review.hands) and kept["decisions"] == w.review.decisions
    assert "你复盘过的" in w.pane.summary.text()


def test_a_hand_exports_as_a_record_that_reads_back(qtbot, tmp_path, monkeypatch):
    from changpai_desktop.storage.records import read_record

    w = window(qtbot)
    target = tmp_path / "shared"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    w.export(one_hand=True)
    back = read_record(str(target) + ".changpai-record")
    assert list(back.hands) == [w.replay.hand_no]
    assert back.hand_actions(w.replay.hand_no) == w.record.hand_actions(w.replay.hand_no)


def test_playing_steps_on_by_itself_and_stops_at_the_end(qtbot):
    w = window(qtbot)
    w.speed.setCurrentIndex(2)
    w.toggle_play()
    assert w.timer.isActive() and w.buttons["play"].text() == "⏸ 暂停"
    qtbot.waitUntil(lambda: w.replay.index >= 2, timeout=5000)
    w.toggle_play()
    assert not w.timer.isActive()


def test_the_viewer_and_its_review_switch_language_live(qtbot):
    from PySide6.QtWidgets import QApplication

    from changpai_desktop.ui.i18n import install_language

    w = window(qtbot)
    w.next_decision()
    try:
        assert install_language("en")
        QApplication.processEvents()
        assert w.windowTitle() == "Review" and w.buttons["forward"].text() == "Forward ▶"
        assert w.pane.table.horizontalHeaderItem(2).text() == "Reason"
        assert w.hand_combo.itemText(0).startswith("Hand ")
    finally:
        install_language("zh_Hans")
        QApplication.processEvents()
    assert w.windowTitle() == "复盘"


def test_the_viewer_fits_a_1024_by_700_screen_in_english(qtbot):
    """Its top row (the hand, the deal code and three buttons) asked 1,200 px in English: on a 1024 × 700 screen
    the window ran off the right edge and cut its review pane."""
    from PySide6.QtCore import QRect
    from PySide6.QtWidgets import QApplication

    from changpai_desktop.ui.i18n import install_language
    from changpai_desktop.ui.window_geometry import client_area

    room = client_area(QRect(0, 0, 1024, 700))
    try:
        assert install_language("en")
        w = window(qtbot)
        QApplication.processEvents()
        least = w.minimumSizeHint().expandedTo(w.minimumSize())
        assert least.width() <= room.width() and least.height() <= room.height()
    finally:
        install_language("zh_Hans")
        QApplication.processEvents()
