"""The autosave journal on disk: appends hold every action, a line torn by a kill is dropped with nothing before it
lost, an undo is recorded, a finished game shows its last hand, an old-format save goes on as a journal, and an
append that fails leaves the file whole."""

import json
import os

import pytest

from changpai_desktop.engine.match import Match
from changpai_desktop.engine.record import SaveError, to_json
from changpai_desktop.engine.rules import RuleSet
from changpai_desktop.services.session import GameSession, new_game, read_save
from changpai_desktop.storage import saves
from changpai_desktop.storage.saves import Journal, load_game

from playing import play

SEATS = ["human", "easy", "easy", "easy"]


@pytest.fixture(autouse=True)
def config_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("CHANGPAI_CONFIG_DIR", str(tmp_path / "config"))
    return tmp_path / "config"


def _journal_of(tmp_path, steps, hands=3, seed=8):
    """A journal appended to after each run of ``steps`` actions; (path, the count after each append, game)."""
    game = Match(RuleSet.preset("nantong-single"), seed=seed, hands=hands)
    path = tmp_path / "auto.json"
    j = Journal(path)
    j.start(game, SEATS)
    counts = [0]
    for step in steps:
        play(game, step, seed=seed)
        j.append(game)
        counts.append(game.actions_total)
    return path, counts, game


def test_every_append_is_a_whole_line_and_loads_to_the_same_place(tmp_path):
    path, counts, game = _journal_of(tmp_path, [3, 1, 25, 60, 7, 200, 90])
    data = path.read_bytes()
    assert data.endswith(b"\n") and all(json.loads(line) for line in data.splitlines())
    loaded, meta = load_game(path)
    assert loaded.position_hash() == game.position_hash() and loaded.sheet == game.sheet
    assert meta["journal"].actions == game.actions_total and meta["journal"].data == data


def test_a_torn_last_line_is_dropped_and_nothing_before_it_is_lost(tmp_path):
    path, counts, _ = _journal_of(tmp_path, [5, 9, 14])
    data = path.read_bytes()
    last_start = data.rindex(b"\n", 0, len(data) - 1) + 1
    for cut in range(last_start + 1, len(data)):       # a kill anywhere inside the last append
        path.write_bytes(data[:cut])
        loaded, meta = load_game(path)
        assert loaded.actions_total == counts[-2], cut
        assert meta["journal"].data == data[:last_start]


def test_going_on_after_a_torn_line_cuts_it_off_first(tmp_path):
    path, counts, _ = _journal_of(tmp_path, [5, 9, 14])
    data = path.read_bytes()
    path.write_bytes(data[:-10])
    loaded = read_save(path, set_aside_broken=False)
    s = GameSession(loaded.match, SEATS[:1] + ["easy"] * 3, autosave=path, created=loaded.created,
                    source=loaded.source)
    while s.step():
        pass
    s.snapshot()
    again = read_save(path, set_aside_broken=False)
    assert again.match.position_hash() == s.match.position_hash()
    assert load_game(path, thorough=True)[0].position_hash() == s.match.position_hash()


def test_an_undo_is_recorded_and_the_journal_resumes_after_it(tmp_path):
    path = tmp_path / "auto.json"
    s = GameSession(new_game("tongzhou-double", hands=2, seed=21), SEATS, autosave=path)
    for _ in range(3):
        while s.step():
            pass
        s.apply(s.match.pending().legal[0])
        s.snapshot()
    assert s.undo()
    s.snapshot()
    assert b'"k":"undo"' in path.read_bytes()
    for thorough in (False, True):
        assert load_game(path, thorough=thorough)[0].position_hash() == s.match.position_hash()


def test_a_finished_game_resumes_showing_its_last_hand(tmp_path):
    path, _, game = _journal_of(tmp_path, [100] * 20, hands=2)
    assert game.finished
    loaded, _ = load_game(path)
    assert loaded.finished and loaded.pending() is None and loaded.sheet == game.sheet
    assert loaded.view(0) == game.view(0) and loaded.summary() == game.summary()


def test_an_old_format_save_goes_on_as_a_journal_with_its_creation_time(tmp_path):
    game = play(Match(RuleSet.preset("nantong-single"), seed=4, hands=3), 150)
    old = tmp_path / "old.json"
    old.write_text(json.dumps(to_json(game, SEATS, created="2025-05-05T05:05:05Z")), encoding="utf-8")
    loaded = read_save(old)
    assert loaded.source is None
    auto = tmp_path / "auto.json"
    s = GameSession(loaded.match, list(loaded.seats), autosave=auto, created=loaded.created)
    s.snapshot()
    resumed = read_save(auto)
    assert resumed.source is not None and resumed.created == "2025-05-05T05:05:05Z"
    assert resumed.match.position_hash() == game.position_hash() and resumed.match.sheet == game.sheet
    assert load_game(auto, thorough=True)[0].state_hash() == game.state_hash()
    assert old.read_text(encoding="utf-8").startswith("{")          # the opened file is left as it was


def test_a_journal_opened_from_elsewhere_is_copied_to_the_autosave(tmp_path):
    path, _, game = _journal_of(tmp_path, [40, 40])
    other = tmp_path / "elsewhere.json"
    os.replace(path, other)
    loaded = read_save(other)
    auto = tmp_path / "config" / "auto.json"
    s = GameSession(loaded.match, list(loaded.seats), autosave=auto, source=loaded.source)
    s.step()
    s.snapshot()
    assert read_save(auto).match.position_hash() == s.match.position_hash()
    assert load_game(other)[0].position_hash() == game.position_hash()   # the opened file is not written


def test_a_failed_append_leaves_whole_lines_and_is_tried_again(tmp_path, monkeypatch):
    path, _, game = _journal_of(tmp_path, [10])
    j = Journal(path)
    j.adopt(load_game(path)[1]["journal"])
    play(game, 20, seed=1)
    real_fsync = os.fsync
    monkeypatch.setattr(saves.os, "fsync", lambda fd: (_ for _ in ()).throw(OSError(28, "No space left")))
    with pytest.raises(OSError):
        j.append(game)
    monkeypatch.setattr(saves.os, "fsync", real_fsync)
    assert load_game(path)[0].actions_total == 10
    j.append(game)
    assert load_game(path)[0].position_hash() == game.position_hash()


def test_changed_finished_hands_are_refused(tmp_path):
    path, _, _ = _journal_of(tmp_path, [150, 150], hands=5)
    lines = path.read_text(encoding="utf-8").splitlines()
    k = next(i for i, line in enumerate(lines) if line.startswith('{"k":"hand"'))
    entry = json.loads(lines[k])
    entry["row"]["running"][0] += 100
    lines[k] = json.dumps(entry, separators=(",", ":"))
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    with pytest.raises(SaveError, match="save.row_running"):
        load_game(path)
