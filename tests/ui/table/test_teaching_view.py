"""教学牌桌: with the option on, the computer seats' hands lie open over their panels and their moves are
explained in a strip over the table's centre; off (or in a lesson), nothing of it shows."""

from __future__ import annotations

import pytest

from changpai_desktop.engine.table.actions import Action

WAIT = 20000


@pytest.fixture(autouse=True)
def config(tmp_path, monkeypatch):
    monkeypatch.setenv("CHANGPAI_CONFIG_DIR", str(tmp_path / "config"))


def test_the_teaching_table_opens_the_hands_and_explains_the_moves(qtbot):
    from tests.main_windows import open_main_window

    from changpai_desktop.services.course import load_course
    from changpai_desktop.ui.table.teaching_view import OpenHand

    lesson = load_course()[0]
    w = open_main_window(qtbot, (1366, 768))
    w.settings.teaching_table = True
    w.start_game(lesson.preset, 4, list(lesson.levels), 1, seed=lesson.seed, deck=lesson.deck())

    def human_turn():
        return w.game.snap is not None and not w.game.awaiting and w.game.snap.human_turn

    qtbot.waitUntil(human_turn, timeout=WAIT)
    hands = {seat: hand for seat, hand in w.game.teaching.hands.items() if hand.isVisible()}
    assert set(hands) == {1, 2} and all(isinstance(h, OpenHand) and len(h.cards) == 22 + 1 for h in hands.values())
    w.game.human_action(Action("discard", "2w"))
    qtbot.waitUntil(lambda: human_turn() and len(w.game.snap.view.discards[2]) == 1, timeout=WAIT)
    lines = w.game.teaching.strip.text().split("<br/>")
    assert w.game.teaching.strip.isVisible() and lines[0].startswith("下家 打 千字") and lines[1].startswith("对门 打")
    w.settings.teaching_table = False
    w.start_game("nantong-single", 4, ["easy"] * 3, 1, seed=lesson.seed, deck=lesson.deck())
    qtbot.waitUntil(human_turn, timeout=WAIT)
    assert not w.game.teaching.strip.isVisible() and not any(h.isVisible() for h in w.game.teaching.hands.values())
