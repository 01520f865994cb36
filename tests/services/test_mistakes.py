"""services.mistakes: a reviewed game's costliest discards kept as drill positions, replayed to their decision
with the 高手's ranking now, answered right only by a discard as good as the 高手's."""

import pytest

from changpai_desktop.engine.drive import run
from changpai_desktop.engine.match import Match
from changpai_desktop.engine.players.registry import make_player
from changpai_desktop.engine.replay import GameRecord
from changpai_desktop.engine.rules import RuleSet
from changpai_desktop.services import mistakes
from changpai_desktop.services.review import review_game
from changpai_desktop.storage.mistakes import MAX_POSITIONS, MistakeStore


@pytest.fixture(autouse=True)
def config(tmp_path, monkeypatch):
    monkeypatch.setenv("CHANGPAI_CONFIG_DIR", str(tmp_path / "config"))
    return tmp_path / "config"


def reviewed(seed=3, hands=6):
    match = Match(RuleSet.preset("nantong-single"), seed, hands)
    run(match, [make_player("easy" if i == 0 else "normal", i) for i in range(match.n_seats)])
    record = GameRecord.from_match(match, ["human"] + ["normal"] * 3)
    return record, review_game(record, 0)


def test_the_costliest_discards_become_questions_at_their_decision():
    record, game = reviewed()
    store = MistakeStore()
    added = mistakes.keep_mistakes(record, game, store)
    costly = [d for h in game.hands for d in h.costliest if d.chosen.type in mistakes.DISCARDS
              and d.best.type in mistakes.DISCARDS]
    assert added == len(costly) > 0
    assert mistakes.keep_mistakes(record, game, store) == 0          # kept once
    qs = mistakes.questions(MistakeStore())                          # read back from the file
    assert len(qs) == added
    by_loss = {round(d.loss_hu, 3): d for d in costly}
    for q in qs:
        d = by_loss[q.loss_hu]
        assert q.view == d.view and q.chosen == d.chosen.card
        assert all(a.action.type in mistakes.DISCARDS for a in q.ranking)


def test_only_a_discard_as_good_as_the_best_is_right_and_answers_are_kept():
    record, game = reviewed()
    store = MistakeStore()
    mistakes.keep_mistakes(record, game, store)
    q = mistakes.questions(store)[0]
    worst = q.ranking[-1].action
    assert q.cost_of(q.best) == 0
    assert mistakes.answer(store, q, q.best)
    if q.cost_of(worst) > 0:
        assert not mistakes.answer(store, q, worst)
    kept = next(p for p in MistakeStore().positions if p["key"] == q.key)
    assert kept["tries"] == (2 if q.cost_of(worst) > 0 else 1) and kept["right"] == 1


def test_only_the_costliest_positions_are_kept():
    record, game = reviewed()
    store = MistakeStore()
    for i in range(MAX_POSITIONS + 5):
        store.add(f"k{i}", record.only(record.hands[0]), 1, 0, float(i), "1w")
    assert len(store.positions) == MAX_POSITIONS
    assert min(p["loss_hu"] for p in store.positions) == 5.0
