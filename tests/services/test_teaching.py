"""The teaching table's services: a session that teaches gives every seat's cards as the engine holds them,
and each computer move explained in a line from the hint ranking; one that does not gives neither."""

from __future__ import annotations

import pytest

from changpai_desktop.engine.table.actions import Action
from changpai_desktop.services import course, teaching
from changpai_desktop.services.session import GameSession, new_game
from changpai_desktop.services.text import render
from tests.playing import PRESETS


def _to_human_turn(session: GameSession) -> list:
    snaps = []
    while session.step():
        snaps.append(session.snapshot(save=False))
    return snaps


@pytest.mark.parametrize("preset", PRESETS)
@pytest.mark.parametrize("seed", range(3))
def test_every_hand_is_open_as_the_engine_holds_it(preset, seed):
    session = GameSession(new_game(preset, 3, 1, seed=seed), ["human", "easy", "easy"], teaching=True)
    for _ in range(6):
        while session.step():
            snap, m = session.snapshot(save=False), session.match
            assert snap.hands == tuple(m.view(s).hand for s in range(m.n_seats))
            # the open hands agree with what the human sees of them: as many cards as each seat holds
            assert [len(h) for h in snap.hands] == list(snap.view.hand_counts)
            assert all(seat != session.human for seat, _ in snap.explained)
        d = session.match.pending()
        if d is None or session.match.hand.result is not None:
            break
        session.apply(next((a for a in d.legal if a.type in ("discard", "pass")), d.legal[0]))


def test_each_computer_move_of_a_lesson_is_explained():
    lesson = course.load_course()[2]                     # 碰 and 暗杠: seat 1 discards the 八条 you claim
    session = GameSession(course.new_lesson_game(lesson), ["human", *lesson.levels], teaching=True)
    lines = []
    for step in lesson.steps[:2]:
        for snap in _to_human_turn(session):
            lines += [render(teaching.move_line("下家" if seat == 1 else "对门", reason), "zh_Hans")
                      for seat, reason in snap.explained]
        session.apply(step.action)
    assert lines and lines[0].startswith("下家 打 八条")          # the discard you claimed, with its reason
    assert all("：" in line for line in lines)


def test_a_pass_is_not_explained_and_a_plain_session_carries_no_hands():
    session = GameSession(new_game("nantong-single", 3, 1, seed=1), ["human", "easy", "easy"])
    snaps = _to_human_turn(session) or [session.snapshot(save=False)]
    assert all(s.hands == () and s.explained == () for s in snaps)
    view = session.match.view(session.human)
    assert teaching.explain(view, Action("pass")) is None
