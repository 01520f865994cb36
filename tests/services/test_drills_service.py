"""The drills' questions and answers without a display: look-alike distractors, missed cards asked more often,
and a simulated won hand whose shown cards score to the engine's total."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from changpai_desktop.engine.cards import CARD_INFO, INDEX, KINDS, SUITED, counts_of
from changpai_desktop.engine.scoring import Meld, PlayerHand, Win, score
from changpai_desktop.services import drills
from changpai_desktop.storage.drills import DrillProgress


@pytest.fixture
def progress(tmp_path):
    return DrillProgress(tmp_path / "drills.json")


@pytest.mark.parametrize("ask", drills.ASK)
def test_a_card_question_has_four_different_choices_with_look_alikes(progress, ask):
    rng = random.Random(7)
    for _ in range(50):
        q = drills.card_question(progress, rng, ask, "mixed", None)
        assert len(set(q.choices)) == 4 and q.choices[q.correct] == q.code
        assert set(q.choices) <= set(drills.pool(ask)) and q.face in ("figure", "pattern")
        me = CARD_INFO[q.code]
        alike = [c for c in q.choices if c != q.code and (CARD_INFO[c].rank == me.rank or CARD_INFO[c].suit == me.suit)]
        assert len(alike) >= 2
    assert drills.pool("figure") == SUITED and drills.pool("name") == KINDS


def test_the_same_card_is_not_asked_twice_running(progress):
    rng = random.Random(1)
    q = drills.card_question(progress, rng, "name", "figure", None)
    for _ in range(30):
        nxt = drills.card_question(progress, rng, "name", "figure", q.code)
        assert nxt.code != q.code and nxt.face == "figure"
        q = nxt


def test_answers_are_recorded_and_missed_cards_come_more_often(progress):
    rng = random.Random(3)
    q = drills.card_question(progress, rng, "name", "pattern", None)
    assert drills.answer_card(progress, q, q.correct)
    wrong = (q.correct + 1) % 4
    assert not drills.answer_card(progress, q, wrong)
    assert progress.cards["answered"] == 2 and progress.cards["right"] == 1 and progress.misses(q.code) == 1
    asked = Counter(drills.card_question(progress, rng, "name", "pattern", None).code for _ in range(3000))
    assert asked[q.code] > 2 * (3000 / len(KINDS))


def test_option_labels_are_names_or_figures():
    assert drills.option_label("5b", "name", "zh_Hans") == "五饼"
    assert drills.option_label("5b", "figure", "zh_Hans") == CARD_INFO["5b"].figure_hans
    assert drills.option_label("hh", "figure", "en") == CARD_INFO["hh"].name("en")


@pytest.mark.parametrize("preset", ["nantong-single", "rugao-double-xi"])
def test_a_simulated_win_is_reproducible_and_scores_as_shown(preset, progress):
    case = drills.simulated_win(preset, 11)
    again = drills.simulated_win(preset, 11)
    assert (case.hand, case.melds, case.flips, case.score.total) == (again.hand, again.melds, again.flips,
                                                                      again.score.total)
    hand = PlayerHand(tuple(counts_of(case.hand)), tuple(Meld(f, INDEX[c]) for f, c in case.melds),
                      tuple(INDEX[c] for c in case.declared), case.joys, False,
                      Win(INDEX[case.card], case.self_drawn))
    assert score(case.rules, case.flips, hand).total == case.score.total
    shown = case.hand_display()
    assert shown[-1] == case.card and sorted(shown) == sorted(case.hand)
    assert all(len(cards) >= 2 for cards in case.meld_cards())
    assert drills.answer_score(progress, case, case.score.total)
    assert not drills.answer_score(progress, case, case.score.total + 10)
    assert progress.scoring["tried"] == 2 and progress.scoring["right"] == 1 and progress.scoring["streak"] == 0
