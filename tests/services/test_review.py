"""services.review: each decision of a seat ranked by the 高手 (advice.advise), its cost, a hand's costliest."""

import pytest

from changpai_desktop.engine.drive import run
from changpai_desktop.engine.match import Match
from changpai_desktop.engine.players.advice import advise
from changpai_desktop.engine.players.registry import make_player
from changpai_desktop.engine.replay import GameRecord
from changpai_desktop.engine.rules import RuleSet
from changpai_desktop.services import review
from changpai_desktop.storage import stats


@pytest.fixture
def config(tmp_path, monkeypatch):
    monkeypatch.setenv("CHANGPAI_CONFIG_DIR", str(tmp_path / "config"))
    return tmp_path / "config"


def record_of(level="easy", seed=11, hands=4):
    match = Match(RuleSet.preset("nantong-single"), seed, hands)
    run(match, [make_player(level if i == 0 else "normal", i) for i in range(match.n_seats)])
    return GameRecord.from_match(match, ["human"] + ["normal"] * 3)


def test_every_choice_of_the_seat_is_ranked_and_costed_by_advise():
    record = record_of()
    rules = RuleSet.from_dict(record.config["rules"])
    h = review.review_hand(record, 0, 0)
    assert h.decisions and all(d.seat == 0 and d.hand == 0 for d in h.decisions)
    for d in h.decisions:
        again = advise(d.view, [a.action for a in d.ranking], rules)
        assert [a.action for a in again] == [a.action for a in d.ranking]
        assert d.best == d.ranking[0].action and d.chosen in {a.action for a in d.ranking}
        assert d.loss_hu == max(0.0, d.ranking[0].expected_hu - d.chosen_advice.expected_hu)
        same = abs(d.ranking[0].expected_hu - d.chosen_advice.expected_hu) <= review.SAME
        assert d.agreed == (d.chosen == d.best or same) and len(d.ranking) >= 2
        assert not d.agreed or d.loss_hu <= review.SAME


def test_the_costliest_are_at_most_three_costly_decisions_costliest_first():
    record = record_of(seed=3, hands=6)
    game = review.review_game(record, 0)
    for h in game.hands:
        top = h.costliest
        assert len(top) <= review.COSTLIEST and all(not d.agreed and d.loss_hu > review.SAME for d in top)
        assert [d.loss_hu for d in top] == sorted((d.loss_hu for d in top), reverse=True)
        rest = [d.loss_hu for d in h.decisions if d not in top]
        assert not top or not rest or min(d.loss_hu for d in top) >= max(rest)


def test_a_game_review_sums_its_hands_and_skips_the_hands_the_seat_rested():
    record = record_of(hands=5)
    seen = []
    game = review.review_game(record, 0, progress=lambda done, total: seen.append((done, total)))
    played = [k for k in record.hands if record.rows[k]["hu"][0] is not None]
    assert [h.hand for h in game.hands] == played and seen[-1] == (len(played), len(played))
    n = sum(len(h.decisions) for h in game.hands)
    assert game.decisions == n
    assert abs(game.agreement - sum(h.agreed for h in game.hands) / n) < 1e-12
    assert abs(game.loss_per_hand * len(played) - sum(h.loss_hu for h in game.hands)) < 1e-9
    stopped = review.review_game(record, 0, cancelled=lambda: True)
    assert stopped.hands == ()


def test_the_human_seat_is_the_one_named_human():
    record = record_of(hands=1)
    assert review.human_seat(record) == 0
    assert review.human_seat(GameRecord(record.config, ("normal", "human", "normal", "normal"), record.rows,
                                        record.ends, record.actions)) == 1


def test_reviewed_hands_are_kept_in_the_statistics_once(config):
    record = record_of(hands=2)
    game = review.review_game(record, 0)
    review.keep_in_statistics(record, game)
    review.keep_in_statistics(record, game)     # reviewed again: not counted twice
    kept = stats.summary()["review"]
    assert kept["hands"] == len(game.hands) and kept["decisions"] == game.decisions
    assert kept["agreed"] == sum(h.agreed for h in game.hands)
    assert abs(kept["loss_sum"] - sum(h.loss_hu for h in game.hands)) < 1e-2
