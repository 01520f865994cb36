"""storage.mistakes: the drill's positions file; a damaged or foreign one is set aside, never crashes."""

import json

from hypothesis import HealthCheck, given, settings

from changpai_desktop.engine.drive import run
from changpai_desktop.engine.match import Match
from changpai_desktop.engine.players.registry import make_player
from changpai_desktop.engine.replay import GameRecord
from changpai_desktop.engine.rules import RuleSet
from changpai_desktop.storage.mistakes import MistakeStore
from tests.hostile_data import documents


def a_store(path):
    match = Match(RuleSet.preset("nantong-single"), 2, 1)
    run(match, [make_player("normal", i) for i in range(match.n_seats)])
    store = MistakeStore(path)
    store.add("k", GameRecord.from_match(match), 3, 0, 1.5, "1w")
    return store


def test_positions_read_back_with_their_records(tmp_path):
    path = tmp_path / "mistakes.json"
    store = a_store(path)
    again = MistakeStore(path)
    assert again.damaged is None and again.positions == store.positions
    assert again.record_of(again.positions[0]) is not None


def test_a_foreign_file_is_set_aside_and_the_drill_starts_afresh(tmp_path):
    path = tmp_path / "mistakes.json"
    path.write_text(json.dumps({"app": "other", "kind": "x"}), encoding="utf-8")
    store = MistakeStore(path)
    assert store.damaged is not None and store.positions == []



@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=documents([{"app": "changpai-desktop", "kind": "mistakes", "schema": 1,
                        "positions": [{"key": "k", "step": 3, "seat": 0, "loss_hu": 1.5, "chosen": "1w", "tries": 0,
                                       "right": 0, "record": {"format": "changpai-game-record"}}]}]))
def test_hostile_files_never_fail_to_load(tmp_path, data):
    path = tmp_path / "mistakes.json"
    path.write_bytes(data)
    store = MistakeStore(path)
    assert isinstance(store.positions, list)
    for p in store.positions:
        store.record_of(p)           # None or a record: a bad record is skipped, never raised
