"""The 高手's learned chance that a discard feeds an opponent's win (resources/tables/danger_model.json): it reads
through the one reading path, ranks cards the way the table's evidence says, and a damaged file is a broken
install naming the file, never a wrong answer."""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings

from changpai_desktop.engine.cards import INDEX
from changpai_desktop.engine.players.analysis import Analysis
from changpai_desktop.engine.players.arena import play_hand
from changpai_desktop.engine.players.danger_model import MODEL_FILE, read_model, shipped_model
from changpai_desktop.engine.players.hard import HardPlayer
from changpai_desktop.engine.players.ranking import rank_actions
from changpai_desktop.engine.players.registry import make_player
from changpai_desktop.engine.players.tuning import HardConfig
from changpai_desktop.engine.table.actions import Action
from changpai_desktop.reading import ResourceError
from changpai_desktop.resources import resource_path
from tests.hostile_data import documents, loaded_or_reported
from seat_views import NS, view_of

SHIPPED = json.loads(resource_path("tables", MODEL_FILE).read_text(encoding="utf-8"))
HAND = "1w2w3w 4w5w6w 2t3t4t 6t7t8t 3b4b5b 7b8b 5t 9t 9w hh qz"


def _chance(card: str, **kw) -> float:
    an = Analysis(view_of(NS, HAND, **kw))
    return shipped_model().chances(an)[INDEX[card]]


def test_a_card_is_more_dangerous_late_and_safe_after_its_owner_threw_it():
    early = _chance("5t", draws=(1, 1, 1), wall=48)
    late = _chance("5t", draws=(12, 12, 12), wall=14)
    assert 0.0 < early < late < 1.0
    # the opponents threw 5t themselves: it is not what they wait on
    thrown = _chance("5t", draws=(12, 12, 12), wall=14, discards=((), ("5t",), ("5t",)))
    assert thrown < late
    assert SHIPPED["trained"]["tool"] == "tools/train_danger.py"


def test_only_the_cards_held_get_a_chance():
    an = Analysis(view_of(NS, HAND))
    p = shipped_model().chances(an)
    assert all(p[k] == 0.0 for k in range(len(p)) if not an.counts[k])
    assert all(0.0 < p[k] < 1.0 for k in range(len(p)) if an.counts[k])


def test_a_model_with_the_wrong_number_of_weights_is_a_broken_install_naming_the_file(tmp_path):
    path = tmp_path / MODEL_FILE
    path.write_text(json.dumps({**SHIPPED, "weights": SHIPPED["weights"][:-1]}), encoding="utf-8")
    with pytest.raises(ResourceError, match="its weights are not") as exc:
        read_model(path)
    assert exc.value.path == path


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=documents([SHIPPED]))
def test_the_model_loader_raises_nothing_but_resource_error(tmp_path, data):
    """Hostile documents: either a model whose chances are numbers in [0, 1], or a ResourceError."""
    m = loaded_or_reported(tmp_path / MODEL_FILE, data, read_model)
    if m is None:
        return
    assert all(0.0 <= p <= 1.0 for p in m.chances(Analysis(view_of(NS, HAND))))


def test_the_guarded_hard_player_gives_way_to_a_safer_card_and_plays_legally():
    """With ``guard`` the 高手 does not throw a card the model rates above it when a safe one keeps 向听 within
    ``guard_slack``; a hand's every decision is legal."""
    r = play_hand("nantong-single", 3, 4242, 0, ["hard", "normal", "normal"],
                  make=lambda level, s: HardPlayer(s, HardConfig(guard=0.2)) if level == "hard"
                  else make_player(level, s))
    assert r["illegal"] == 0


def test_the_guard_gives_way_to_the_best_card_below_it_within_its_slack():
    """Late in a hand (twelve draws each, fourteen cards in the wall) the 熟手 ranking's choice is a middle card;
    with a guard below its chance, the guarded choice is the best-ranked card under the guard that keeps 向听
    within ``guard_slack``; with no guard, or a guard above the chance, the choice stands."""
    v = view_of(NS, HAND + " 1t", draws=(12, 12, 12), wall=14)
    an = Analysis(v)
    legal = [Action("discard", c) for c in dict.fromkeys(v.hand)]
    ranked = [r for r in rank_actions(v, legal, an=an) if r.state is not None]
    p = shipped_model().chances(an)
    choice = ranked[0]
    tau = p[INDEX[choice.action.card]] * 0.9
    guarded = HardPlayer(1, HardConfig(guard=tau, guard_slack=1))._guarded(an, ranked, choice)
    assert p[INDEX[guarded.action.card]] < tau
    assert guarded.state.x <= choice.state.x + 1
    better = [r for r in ranked if p[INDEX[r.action.card]] < tau and r.state.x <= choice.state.x + 1
              and (-r.state.x, r.score) > (-guarded.state.x, guarded.score)]
    assert not better
    for cfg in (HardConfig(), HardConfig(guard=p[INDEX[choice.action.card]] + 0.01)):
        assert HardPlayer(1, cfg)._guarded(an, ranked, choice) is choice
