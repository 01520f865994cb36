"""The 高手's learned chance to win (resources/tables/win_model.json) reads through the one reading path, gives
chances a caller can use, and a damaged file is a broken install naming the file, never a wrong answer."""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings

from changpai_desktop.engine.players.analysis import Analysis
from changpai_desktop.engine.players.arena import play_hand
from changpai_desktop.engine.players.hard import HardPlayer
from changpai_desktop.engine.players.ranking import eval_state
from changpai_desktop.engine.players.registry import make_player
from changpai_desktop.engine.players.tuning import HardConfig
from changpai_desktop.engine.players.value_model import MODEL_FILE, read_model, shipped_model
from changpai_desktop.reading import ResourceError
from changpai_desktop.resources import resource_path
from tests.hostile_data import documents, loaded_or_reported
from seat_views import NS, view_of

SHIPPED = json.loads(resource_path("tables", MODEL_FILE).read_text(encoding="utf-8"))


def test_the_shipped_model_gives_chances_that_rise_with_draws_and_useful_cards_and_fall_with_distance():
    m = shipped_model()
    for x in range(4):
        waits = 6.0 if x <= 1 else 0.0
        by_useful = [m.p_win(x, 8.0, u, waits) for u in (2.0, 8.0, 20.0, 40.0)]
        by_draws = [m.p_win(x, d, 12.0, waits) for d in (1.0, 4.0, 8.0, 12.0)]
        assert all(0.0 <= p <= 1.0 for p in by_useful + by_draws)
        assert by_useful == sorted(by_useful) and by_draws == sorted(by_draws), (x, by_useful, by_draws)
    # ready with eight live waits, ten draws left, beats one step away, which beats three steps away
    assert m.p_win(0, 10.0, 8.0, 8.0) > m.p_win(1, 10.0, 16.0, 8.0) > m.p_win(3, 10.0, 30.0, 0.0)
    assert SHIPPED["trained"]["tool"] == "tools/train_value.py"


def _write(tmp_path, doc) -> object:
    path = tmp_path / MODEL_FILE
    path.write_text(json.dumps(doc), encoding="utf-8")
    return path


@pytest.mark.parametrize(("change", "why"), [
    ({"format": 2}, "format"),
    ({"features": ["bias"]}, "features"),
    ({"buckets": [[0.0] * 4] * 3}, "buckets"),
    ({"buckets": [[0.0] * 4] * 4 + [[0.0, 1e9, 0.0, 0.0]]}, "finite numbers"),
    ({"buckets": [[0.0] * 4] * 4 + [[0.0, True, 0.0, 0.0]]}, "finite numbers"),
])
def test_a_damaged_model_is_a_broken_install_naming_the_file(tmp_path, change, why):
    path = _write(tmp_path, {**SHIPPED, **change})
    with pytest.raises(ResourceError, match=why) as exc:
        read_model(path)
    assert exc.value.path == path


def test_a_missing_model_is_a_broken_install(tmp_path):
    with pytest.raises(ResourceError) as exc:
        read_model(tmp_path / MODEL_FILE)
    assert exc.value.path == tmp_path / MODEL_FILE


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=documents([SHIPPED]))
def test_the_model_loader_raises_nothing_but_resource_error(tmp_path, data):
    """Hostile documents: either a model whose chances are numbers in [0, 1], or a ResourceError."""
    m = loaded_or_reported(tmp_path / MODEL_FILE, data, read_model)
    if m is None:
        return
    for x in range(6):
        assert 0.0 <= m.p_win(x, 5.0, 10.0, 4.0) <= 1.0


def test_the_calibrated_outlook_takes_its_chance_from_the_model_and_plays_legally():
    """With ``calibrated`` the 高手's chance to win a state is the model's (from the outlook's own inputs); off,
    the analytic chance; either way a hand's every decision is legal."""
    v = view_of(NS, "1w2w3w 1t2t3t 6t7t8t 3b4b5b 7b8b9b 4t5t6t 2b2b 5w hh")
    an = Analysis(v)
    c = list(an.counts)
    st = eval_state(an, c, an.need)
    on = HardPlayer(1, HardConfig(calibrated=True))
    off = HardPlayer(1, HardConfig())
    analytic, draws, useful, waits, total = off.outlook.pieces(an, v, c, st)
    assert off.outlook.chance_and_total(an, v, c, st) == (analytic, total)
    assert on.outlook.chance_and_total(an, v, c, st) == (shipped_model().p_win(st.x, draws, useful, waits), total)
    r = play_hand("nantong-single", 3, 4242, 0, ["hard", "normal", "normal"],
                  make=lambda level, s: HardPlayer(s, HardConfig(calibrated=True)) if level == "hard"
                  else make_player(level, s))
    assert r["illegal"] == 0
