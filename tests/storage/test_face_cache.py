"""The faces kept between starts (storage/face_cache.py): written atomically, read back by key, unreadable ones
simply absent, the folder trimmed to its limit, an unwritable folder no error."""

from __future__ import annotations

import os

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from changpai_desktop.storage import face_cache


def test_a_kept_picture_reads_back_by_its_key_and_no_other():
    assert face_cache.write("a|40x136", b"picture a") and face_cache.write("b|40x136", b"picture b")
    assert face_cache.read("a|40x136") == b"picture a" and face_cache.read("b|40x136") == b"picture b"
    assert face_cache.read("c|40x136") is None
    assert not list(face_cache.folder().glob(".*.tmp"))   # the temporary files were renamed into place


def test_the_oldest_pictures_go_past_the_limit():
    for i in range(5):
        face_cache.write(f"k{i}", b"x")
        os.utime(face_cache.path_for(f"k{i}"), (1000 + i, 1000 + i))
    assert face_cache.prune(keep=3) == 2
    assert [face_cache.read(f"k{i}") for i in range(5)] == [None, None, b"x", b"x", b"x"]
    assert face_cache.prune(keep=3) == 0


def test_a_folder_that_cannot_be_written_is_no_error(tmp_path, monkeypatch):
    monkeypatch.setenv("CHANGPAI_CONFIG_DIR", str(tmp_path))
    (tmp_path / "cache").write_text("a file where the folder should be", encoding="utf-8")
    assert face_cache.write("k", b"x") is False
    assert face_cache.read("k") is None and face_cache.prune() == 0


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.binary(max_size=4096))
def test_whatever_a_kept_file_holds_reading_it_raises_nothing(data):
    face_cache.path_for("k").parent.mkdir(parents=True, exist_ok=True)
    face_cache.path_for("k").write_bytes(data)
    assert face_cache.read("k") in (data, None)   # an empty file reads as none
