"""The one reading path of storage.files and the shape checker: every kind of hostile file is refused with a
FileProblem naming what is wrong, and the shapes name the path of a bad field."""

import json
import os
import time

import pytest

from changpai_desktop.reading import MAX_DEPTH, MAX_INT_DIGITS, FileProblem, read_json, read_toml
from changpai_desktop.storage.files import clean_temp_files, keep_damaged, write_atomic
from changpai_desktop.storage.settings import Settings, SettingsStore
from changpai_desktop.shape import Int, ListOf, MapOf, Obj, ShapeError, Str, Tuple, check

HOSTILE = {
    "deep": (b"[" * 100_000 + b"]" * 100_000, "nested more than"),
    "deep_object": (b'{"a":' * (MAX_DEPTH + 5) + b"1" + b"}" * (MAX_DEPTH + 5), "nested more than"),
    "python_digit_limit": (b"[" + b"7" * 5_000 + b"]", "digits"),
    "own_digit_limit": (b"[" + b"7" * (MAX_INT_DIGITS + 1) + b"]", "digits"),
    "nan": (b'{"a": NaN}', "NaN"),
    "infinity": (b"[-Infinity]", "Infinity"),
    "overflowing_float": (b"[1e999]", "not finite"),
    "surrogate_string": (b'{"a": "x\\ud800"}', "lone surrogate"),
    "surrogate_key": (b'{"\\udfff": 1}', "lone surrogate"),
    "latin1": ('{"a": "é"}'.encode("latin-1"), "not UTF-8"),
    "encoded_surrogate": (b'"\xed\xa0\x80"', "not UTF-8"),
    "empty": (b"", "empty"),
    "truncated": (b'{"a": [1, 2', "not valid JSON"),
}


@pytest.mark.parametrize("name", sorted(HOSTILE))
def test_hostile_json_is_refused_with_a_reason(tmp_path, name):
    data, why = HOSTILE[name]
    path = tmp_path / "f.json"
    path.write_bytes(data)
    with pytest.raises(FileProblem, match=why):
        read_json(path)


def test_a_surrogate_pair_is_text_not_a_problem(tmp_path):
    path = tmp_path / "f.json"
    path.write_bytes(b'{"\\ud83d\\ude00": [1.5, -12, "\\u4e94"]}')
    assert read_json(path) == {"😀": [1.5, -12, "五"]}
    path.write_text(json.dumps(["[" * 100, "]" * 100 + "{", "9" * 100]), encoding="utf-8")  # only text
    assert read_json(path) == ["[" * 100, "]" * 100 + "{", "9" * 100]


def test_a_folder_or_a_pipe_in_a_files_place_is_refused_without_reading(tmp_path):
    (tmp_path / "dir.json").mkdir()
    with pytest.raises(FileProblem, match="folder"):
        read_json(tmp_path / "dir.json")
    os.mkfifo(tmp_path / "pipe.json")          # reading a pipe would block for ever
    with pytest.raises(FileProblem, match="not a regular file"):
        read_json(tmp_path / "pipe.json")


def test_toml_refuses_inf_nan_and_huge_numbers(tmp_path):
    path = tmp_path / "r.toml"
    for text, why in (("a = inf", "not finite"), ("a = nan", "not finite"), ("a = " + "9" * 5000, "4,300 digits"),
                      ("a = " + "[" * 5000, "nested"), ("a = [[[[[[[[1]]]]]]]]", None)):
        path.write_text(text, encoding="utf-8")
        if why is None:
            assert read_toml(path)["a"][0][0][0][0][0][0][0] == [1]
        else:
            with pytest.raises(FileProblem, match=why):
                read_toml(path)


def test_shapes_name_the_path_of_the_bad_field():
    shape = Obj({"groups": MapOf(Obj({"hands": Int(0), "recent": ListOf(Tuple((Int(), Str())))}))})
    check(shape, {"groups": {"a": {"hands": 3, "recent": [[1, "x"]]}}})
    with pytest.raises(ShapeError) as exc:
        check(shape, {"groups": {"a": {"hands": 3, "recent": [[1, "x"], [2, 3]]}}})
    assert exc.value.path == "groups['a'].recent[1][1]" and "text" in exc.value.why
    with pytest.raises(ShapeError, match=r"groups\['a'\].hands: must be ≥ 0"):
        check(shape, {"groups": {"a": {"hands": -1, "recent": []}}})
    with pytest.raises(ShapeError, match="hands: must be a whole number"):
        check(shape, {"groups": {"a": {"hands": True, "recent": []}}})
    with pytest.raises(ShapeError, match="evil: is not a known field"):
        check(Obj({}, {"a": Int()}), {"evil": 1})


def test_leftover_temporary_files_are_cleaned_at_the_first_settings_read(tmp_path):
    config = tmp_path / "config"
    (config / "saves").mkdir(parents=True)
    old = [config / ".settings.json.abc123.tmp", config / "saves" / ".autosave.json.x1y2z3.tmp"]
    for tmp in old:
        tmp.write_bytes(b"half a fi")
        os.utime(tmp, (time.time() - 3600, time.time() - 3600))
    fresh = config / ".stats.json.q9w8e7.tmp"      # a write going on right now is not touched
    fresh.write_bytes(b"{")
    keep = config / "saves" / "game.json"
    keep.write_bytes(b"{}")
    store = SettingsStore(config / "settings.json")
    assert store.load() == Settings()
    assert sorted(store.cleaned) == sorted(old) and not any(p.exists() for p in old)
    assert fresh.exists() and keep.exists()
    assert clean_temp_files(tmp_path / "nowhere") == []


def test_an_interrupted_atomic_write_leaves_a_temp_name_the_cleaner_knows(tmp_path, monkeypatch):
    def killed(*_args):
        raise KeyboardInterrupt

    monkeypatch.setattr(os, "replace", killed)
    monkeypatch.setattr(os, "unlink", lambda _p: None)  # as if killed before the clean-up ran
    with pytest.raises(KeyboardInterrupt):
        write_atomic(tmp_path / "settings.json", b"{}")
    monkeypatch.undo()
    (left,) = tmp_path.iterdir()
    os.utime(left, (time.time() - 120, time.time() - 120))
    assert clean_temp_files(tmp_path) == [left]


def test_keep_damaged_copies_files_from_elsewhere_and_moves_its_own(tmp_path):
    config = tmp_path / "config"
    config.mkdir()
    outside = tmp_path / "mine.json"
    outside.write_bytes(b"junk")
    copy = keep_damaged(outside, config)
    assert outside.read_bytes() == b"junk" and copy.parent == config and copy.read_bytes() == b"junk"
    inside = config / "stats.json"
    inside.write_bytes(b"junk2")
    moved = keep_damaged(inside, config)
    assert not inside.exists() and moved.read_bytes() == b"junk2" and moved.parent == config
    (tmp_path / "folder.json").mkdir()
    assert keep_damaged(tmp_path / "folder.json", config) is None      # nothing to copy; left alone


def _settings_file(path, values):
    path.write_text(json.dumps({"app": "changpai-desktop", "schema": 1, "settings": values}), encoding="utf-8")


def test_an_unknown_preset_falls_back_to_the_default_preset_and_is_noted(tmp_path):
    path = tmp_path / "settings.json"
    _settings_file(path, {"preset": "mars-rules", "language": "en", "levels": ["hard", 3, "easy"],
                          "hands": True, "seats": 3})
    store = SettingsStore(path)
    s = store.load()
    assert s.preset == Settings().preset and s.language == "en" and s.seats == 3
    assert s.levels == Settings().levels and s.hands == Settings().hands
    notes = "\n".join(f.why for f in store.fallbacks)
    assert "preset: must be one of" in notes and "levels[1]" in notes and "hands" in notes
    assert [f.place for f in store.fallbacks] == ["preset", "levels[1]", "hands"]
    assert store.fallbacks[0].default == "nantong-single" and store.fallbacks[0].problem.id == "shape.choice"
    assert store.damaged is None and path.exists()


@pytest.mark.parametrize("data", [b'{"app": "changpai-desktop", "schema": 1, "settings": ' + b"[" * 100_000,
                                  b'{"app": "changpai-desktop", "schema": 1, "settings": {"speed": 1' +
                                  b"0" * 5000 + b"}}",
                                  b'{"app": "changpai-desktop", "schema": 1, "settings": {"\\ud800": 1}}'])
def test_a_hostile_settings_file_is_set_aside_and_the_defaults_used(tmp_path, data):
    path = tmp_path / "settings.json"
    path.write_bytes(data)
    store = SettingsStore(path)
    assert store.load() == Settings()
    assert store.damaged and store.damaged.kept.read_bytes() == data and not path.exists()


def test_a_folder_in_place_of_the_settings_is_set_aside(tmp_path):
    path = tmp_path / "settings.json"
    path.mkdir()
    store = SettingsStore(path)
    assert store.load() == Settings()
    assert store.damaged.reason.id == "file.folder" and store.damaged.kept.is_dir() and not path.exists()


def test_wrong_types_deep_in_stats_and_drills_are_refused_with_their_path(tmp_path, monkeypatch):
    from changpai_desktop.storage import drills, stats

    monkeypatch.setenv("CHANGPAI_CONFIG_DIR", str(tmp_path))
    group = {"preset": "nantong-single", "levels": ["normal"], "games": 1, "hands": 1, "wins": 1, "hu_sum": 4,
             "win_hu_sum": 4, "net_sum": 8, "game_net_sum": 8, "recent_games": [8], "recent_hands": [[1, "4", 8]],
             "best": None}
    doc = {"app": "changpai-desktop", "kind": "stats", "schema": 1, "accumulated": 4, "groups": {"g": group}}
    stats.stats_path().write_text(json.dumps(doc), encoding="utf-8")
    assert stats.summary()["hands"] == 0                       # the page opens, on fresh statistics
    (problem,) = stats.take_problems()
    assert "groups['g'].recent_hands[0][1]: must be a whole number" in problem.why and problem.moved
    assert stats.take_problems() == []                         # handed over once
    doc = {"app": "changpai-desktop", "kind": "drills", "schema": 1,
           "cards": {"answered": 1, "right": 1, "streak": 1, "best_streak": 1, "per_card": {"5w": [1, None]}},
           "scoring": {"tried": 0, "right": 0, "streak": 0, "best_streak": 0}}
    drills.drills_path().write_text(json.dumps(doc), encoding="utf-8")
    progress = drills.DrillProgress()
    assert progress.cards["answered"] == 0 and "cards.per_card['5w'][1]" in progress.damaged.why
