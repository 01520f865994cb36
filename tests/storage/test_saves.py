"""Saves on disk: a journal written atomically and appended to, read back to the same position, damaged files
refused untouched; old-format saves (release 0.1.0's) still load."""

import json
import os

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from changpai_desktop.engine.match import Match
from changpai_desktop.engine.journal import JOURNAL_VERSION
from changpai_desktop.engine.record import SCHEMA_VERSION, SaveError, to_json
from changpai_desktop.engine.rules import RuleSet
from changpai_desktop.storage.saves import load_game, save_game

from playing import PRESETS, play


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                               HealthCheck.function_scoped_fixture])
@given(seed=st.integers(0, 10**9), n=st.integers(0, 400), preset=st.sampled_from(PRESETS),
       seats=st.sampled_from([3, 4]))
def test_save_and_load_at_any_action_resumes_the_same_state(tmp_path, seed, n, preset, seats):
    game = play(Match(RuleSet.preset(preset, {"deal.seats": seats}), seed=seed, hands=3), n, seed=seed)
    path = tmp_path / "game.json"
    save_game(path, game, ["human"] + ["random"] * (seats - 1))
    loaded, meta = load_game(path)
    assert loaded.position_hash() == game.position_hash() and loaded.sheet == game.sheet
    assert meta["seats"][0] == "human"
    assert load_game(path, thorough=True)[0].state_hash() == game.state_hash()
    # Both continue identically.
    play(game, 40, seed=seed + 1)
    play(loaded, 40, seed=seed + 1)
    assert loaded.position_hash() == game.position_hash()


def test_save_mid_claim_and_with_scripted_decks(tmp_path):
    from changpai_desktop.engine.table.deal import build_deck

    r = RuleSet.preset("nantong-single", {"deal.seats": 3})
    deck = build_deck(r, ["8b", "1w2w3w4w5w6w7w8w9w1t2t3t4t5t6t7t8t9tqzqz6b7b", ""], "hh")
    game = Match(r, seed=0, hands=1, decks=[deck], first_dealer=0)
    while game.pending().phase != "act":
        game.apply(game.pending().legal[-1])
    game.apply(next(a for a in game.pending().legal if a.card == "8b"))
    assert game.pending().phase == "claim"
    save_game(tmp_path / "s.json", game)
    loaded, _ = load_game(tmp_path / "s.json")
    assert loaded.pending() == game.pending() and loaded.position_hash() == game.position_hash()


def test_a_save_is_a_versioned_journal_written_atomically(tmp_path):
    game = play(Match(RuleSet.preset("tongzhou-double"), seed=3), 50)
    path = tmp_path / "sub" / "save.json"
    head = save_game(path, game)
    lines = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]
    assert lines[0] == head
    assert head["format"] == "changpai-desktop-save" and head["schema_version"] == JOURNAL_VERSION
    assert head["rules"] == {"preset": "tongzhou-double", "overrides": {}}
    assert {"app_version", "created", "seed", "seats", "first_dealer"} <= set(head)
    assert sum(len(e.get("a", [])) for e in lines[1:]) == len(game.log) == 50
    assert [p.name for p in path.parent.iterdir()] == ["save.json"]  # no temporary file left


def _old_format(game) -> bytes:
    return json.dumps(to_json(game), ensure_ascii=False, indent=1).encode("utf-8")


def _damaged_old(good: bytes):
    obj = json.loads(good)
    yield "truncated", good[: len(good) // 2]
    flipped = bytearray(good)
    for i in range(40, len(flipped), max(1, len(flipped) // 7)):
        flipped[i] ^= 0x5A
    yield "flipped", bytes(flipped)
    yield "empty", b""
    yield "not json", b"\x00\x01garbage"
    yield "foreign", json.dumps({"hello": "world"}).encode()
    yield "newer", json.dumps({**obj, "schema_version": JOURNAL_VERSION + 1}).encode()
    yield "wrong schema", json.dumps({**obj, "schema_version": "one"}).encode()
    yield "bad rules", json.dumps({**obj, "rules": {"preset": "mars"}}).encode()
    yield "bad action", json.dumps({**obj, "actions": obj["actions"] + [[0, {"type": "fly"}]]}).encode()
    yield "illegal action", json.dumps({**obj, "actions": [[0, {"type": "tsumo", "card": None}]] * 3}).encode()
    yield "tampered", json.dumps({**obj, "seed": obj["seed"] + 1}).encode()
    yield "unknown field", json.dumps({**obj, "cheat": True}).encode()
    yield "list", b"[1, 2, 3]"


def _lines(good: bytes) -> list[dict]:
    return [json.loads(line) for line in good.decode().splitlines()]


def _joined(lines: list[dict]) -> bytes:
    return b"".join(json.dumps(e, separators=(",", ":")).encode() + b"\n" for e in lines)


def _damaged_journal(good: bytes):
    head, *body = _lines(good)
    last = body[-1]
    yield "newer", _joined([{**head, "schema_version": JOURNAL_VERSION + 1}, *body])
    yield "header not json", b"{oops\n" + good[good.index(b"\n") + 1:]
    yield "bad rules", _joined([{**head, "rules": {"preset": "mars"}}, *body])
    yield "unknown field", _joined([{**head, "cheat": True}, *body])
    yield "tampered seed", _joined([{**head, "seed": head["seed"] + 1}, *body])
    yield "bad action", _joined([head, *body[:-1], {**last, "a": [[0, {"type": "fly"}]]}])
    yield "gap in actions", _joined([head, *body[:-1], {**last, "n": last["n"] + 3}])
    yield "bad middle line", _joined([head, *body[:-1]])[:-1] + b"garbage\n" + _joined([last])
    yield "only a torn header", good[: good.index(b"\n") // 2]


def test_damaged_saves_are_refused_without_touching_the_file(tmp_path):
    game = play(Match(RuleSet.preset("rugao-double-xi"), seed=12), 80)
    good_path = tmp_path / "good.json"
    save_game(good_path, game)
    cases = [*_damaged_old(_old_format(game)), *_damaged_journal(good_path.read_bytes())]
    for name, data in cases:
        path = tmp_path / f"{name}.json"
        path.write_bytes(data)
        stat = path.stat()
        with pytest.raises(SaveError) as exc:
            load_game(path)
        assert str(exc.value), name
        assert path.read_bytes() == data and path.stat().st_mtime_ns == stat.st_mtime_ns, name


def test_an_old_format_save_loads_to_the_same_state(tmp_path):
    game = play(Match(RuleSet.preset("nantong-single"), seed=4, hands=3), 150)
    path = tmp_path / "old.json"
    path.write_bytes(_old_format(game))
    loaded, meta = load_game(path)
    assert loaded.state_hash() == game.state_hash() and meta["journal"] is None
    assert meta["schema_version"] == SCHEMA_VERSION


def test_a_huge_junk_file_is_refused_quickly(tmp_path):
    path = tmp_path / "junk.json"
    with open(path, "wb") as fh:
        block = os.urandom(1 << 20)
        for _ in range(100):
            fh.write(block)
    with pytest.raises(SaveError, match="save.too_large"):
        load_game(path)
    assert path.stat().st_size == 100 << 20
    with pytest.raises(SaveError, match="save.unreadable"):
        load_game(tmp_path / "missing.json")

def test_a_finished_game_saved_by_0_1_0_still_loads():
    """A save written by release 0.1.0 of a game whose last hand is over (its result is part of the state
    hash) loads and checks out: results only grow new keys when a house rule acts."""
    from pathlib import Path

    from changpai_desktop.storage import saves

    game, meta = saves.load_game(Path(__file__).parents[1] / "data" / "finished_game_0.1.0.json")
    assert game.finished and game.pending() is None
    assert meta["state_hash"] == game.state_hash()
    assert [row["hu"] for row in game.sheet] == [[40, 40, 40]]
