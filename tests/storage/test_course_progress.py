"""Course progress: kept across runs, a damaged or foreign file set aside (never a crash), any bytes loaded."""

from __future__ import annotations

import json

from hypothesis import HealthCheck, given, settings

from changpai_desktop.storage.course import CourseProgress
from tests.hostile_data import documents

VALID = {"app": "changpai-desktop", "kind": "course", "schema": 1, "done": ["cards", "sets"]}
FAST = settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])


def test_a_finished_lesson_is_kept_once(tmp_path):
    path = tmp_path / "course.json"
    progress = CourseProgress(path)
    progress.finished("cards")
    progress.finished("cards")
    progress.finished("sets")
    assert CourseProgress(path).done == ("cards", "sets")


def test_a_foreign_file_is_set_aside_and_progress_starts_afresh(tmp_path):
    path = tmp_path / "course.json"
    path.write_text(json.dumps({"app": "changpai-desktop", "kind": "drills"}), encoding="utf-8")
    progress = CourseProgress(path)
    assert progress.done == () and progress.damaged is not None
    assert progress.damaged.reason.id == "file.foreign"


def test_reset_forgets_the_lessons(tmp_path):
    path = tmp_path / "course.json"
    path.write_text(json.dumps(VALID), encoding="utf-8")
    progress = CourseProgress(path)
    assert progress.done == ("cards", "sets")
    progress.reset()
    assert CourseProgress(path).done == ()


@FAST
@given(data=documents([VALID]))
def test_course_progress_loads_from_any_bytes(tmp_path, data):
    path = tmp_path / "course.json"
    path.write_bytes(data)
    progress = CourseProgress(path)
    assert all(isinstance(i, str) for i in progress.done)
    progress.finished("cards")            # and it can be written on from there
    assert "cards" in CourseProgress(path).done
