"""Settings and file safety: atomic writes, bad files set aside (never deleted), defaults on trouble."""

import json

from changpai_desktop.reading import FileProblem, read_json
from changpai_desktop.storage.files import set_aside, write_json_atomic
from changpai_desktop.storage.settings import Settings, SettingsStore


def test_settings_round_trip(tmp_path):
    store = SettingsStore(tmp_path / "settings.json")
    s = store.load()
    assert s == Settings()
    s.language = "en"
    s.face_mode = "pattern"
    s.levels = ["easy", "hard", "normal"]
    store.save(s)
    again = SettingsStore(tmp_path / "settings.json").load()
    assert again.language == "en" and again.face_mode == "pattern" and again.levels == ["easy", "hard", "normal"]
    assert not list(tmp_path.glob(".settings.json.*"))  # no temporary file left behind


def test_corrupt_settings_are_set_aside(tmp_path):
    path = tmp_path / "settings.json"
    path.write_bytes(b"{not json")
    store = SettingsStore(path)
    assert store.load() == Settings()
    d = store.damaged
    assert d.reason.id == "file.not_json" and "not valid JSON" in d.why and d.moved and d.path == path
    assert not path.exists() and d.kept.read_bytes() == b"{not json" and d.kept.parent == tmp_path


def test_foreign_and_out_of_range_settings(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"hello": 1}))
    store = SettingsStore(path)
    store.load()
    assert "is not a Changpai Desktop settings file" in store.damaged.why
    path.write_text(json.dumps({"app": "changpai-desktop", "schema": 1,
                                "settings": {"language": "fr", "speed": 99, "face_mode": "pattern", "future": 1}}))
    s = SettingsStore(path).load()
    assert s.language == "zh_Hans" and s.speed == Settings().speed and s.face_mode == "pattern"
    assert s.extra == {"future": 1}


def test_read_json_refuses_oversize_and_binary(tmp_path):
    big = tmp_path / "big.json"
    big.write_bytes(b" " * 2048)
    try:
        read_json(big, max_bytes=1024)
    except FileProblem as exc:
        assert "more than" in exc.why
    else:
        raise AssertionError("an oversize file must be refused")
    binary = tmp_path / "bin.json"
    binary.write_bytes(b"\xff\xfe\x00junk")
    try:
        read_json(binary)
    except FileProblem as exc:
        assert "UTF-8" in exc.why
    else:
        raise AssertionError("a binary file must be refused")


def test_atomic_write_replaces_whole_file(tmp_path):
    path = tmp_path / "x.json"
    write_json_atomic(path, {"a": 1})
    write_json_atomic(path, {"b": 2})
    assert json.loads(path.read_text()) == {"b": 2}
    moved = set_aside(path)
    assert moved.exists() and not path.exists()
    write_json_atomic(path, {"c": 3})
    assert set_aside(path) != moved  # a second bad file never overwrites the first
