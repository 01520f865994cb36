"""The teaching table's services: the event log gives every seat's cards as the engine holds them, and each
computer move is explained in a line from the hint ranking."""

from __future__ import annotations

import pytest

from changpai_desktop.engine.match import Match
from changpai_desktop.engine.players.simple import RandomPlayer
from changpai_desktop.engine.rules import RuleSet
from changpai_desktop.services import course, teaching
from changpai_desktop.services.text import render
from tests.playing import PRESETS


@pytest.mark.parametrize("preset", PRESETS)
@pytest.mark.parametrize("seed", range(4))
def test_the_log_gives_every_hand_as_the_engine_holds_it(preset, seed):
    log = []
    m = Match.from_config(Match(RuleSet.preset(preset), seed=seed, hands=1).config(), [log.append])
    players = [RandomPlayer(f"{seed}:{i}") for i in range(m.n_seats)]
    for _ in range(40 + 7 * seed):
        d = m.pending()
        if d is None or m.hand.result is not None:
            break
        m.apply(players[d.seat].choose(m.view(d.seat), list(d.legal)))
        t = teaching.replay_hands(log)
        for seat in m.hand.order:
            view = m.view(seat)
            assert sorted(t.hands[seat]) == sorted(view.hand), (seat, len(log))
            assert sorted(t.melds.get(seat, [])) == sorted(view.melds[seat])
            assert tuple(t.discards.get(seat, [])) == view.discards[seat]


def test_each_computer_move_of_a_lesson_is_explained():
    lesson = course.load_course()[2]                     # 碰 and 暗杠: seat 1 discards the 八条 you claim
    log = []
    m = Match.from_config(course.new_lesson_game(lesson).config(), [log.append])
    from changpai_desktop.engine.drive import advance
    from changpai_desktop.engine.players.base import HUMAN
    from changpai_desktop.engine.players.registry import make_player

    players = [HUMAN, *(make_player(level, f"{m.seed}:{i + 1}") for i, level in enumerate(lesson.levels))]
    for step in lesson.steps[:2]:
        advance(m, players)
        m.apply(step.action, 0)
    view = m.view(0)
    lines = [render(line, "zh_Hans") for i in range(len(log))
             if log[i].data.get("seat") not in (None, 0)
             for line in [teaching.explain_move(log, i, view, "下家" if log[i].data["seat"] == 1 else "对门")] if line]
    assert lines and lines[0].startswith("下家 打 八条")          # the discard you claimed, with its reason
    assert all("：" in line for line in lines)


def test_a_non_move_is_not_explained():
    from changpai_desktop.engine.table.events import Event

    log = [Event("drew", {"seat": 1, "card": "5w", "source": "front", "reason": "turn"})]
    assert teaching.explain_move(log, 0, None, "下家") is None
