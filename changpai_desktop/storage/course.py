"""Course progress in ``<config>/course.json`` (versioned JSON, atomic writes): the lessons finished, in the
order they were first finished. Read through the one reading path and checked by :data:`DOCUMENT`; a damaged
or foreign file is set aside, progress starts afresh and ``CourseProgress.damaged`` says what was wrong."""

from __future__ import annotations

from pathlib import Path

from ..message import msg
from ..shape import ANY, Among, Int, ListOf, Obj, Str
from .documents import APP, load_document
from .files import write_json_atomic
from .paths import config_dir

SCHEMA = 1
KIND = "course"
MAX_BYTES = 64 * 1024
MAX_LESSONS = 200

DOCUMENT = Obj({"app": Among((APP,)), "kind": Among((KIND,)), "schema": Int(1, SCHEMA),
                "done": ListOf(Str(40), 0, MAX_LESSONS)}, extra=ANY)


def course_path() -> Path:
    return config_dir() / "course.json"


def _empty() -> dict:
    return {"app": APP, "kind": KIND, "schema": SCHEMA, "done": []}


class CourseProgress:
    """Loaded by the course window; a finished lesson is saved at once."""

    def __init__(self, path: Path | None = None):
        self.path = Path(path) if path else course_path()
        # the file set aside on loading, and why (None: read, or none yet)
        self.data, self.damaged = load_document(self.path, KIND, msg("file.kind.course"), DOCUMENT, _empty, MAX_BYTES)


    @property
    def done(self) -> tuple[str, ...]:
        return tuple(self.data["done"])

    def finished(self, lesson_id: str) -> None:
        if lesson_id not in self.data["done"]:
            self.data["done"].append(lesson_id)
            write_json_atomic(self.path, self.data)

    def reset(self) -> None:
        self.data = _empty()
        write_json_atomic(self.path, self.data)
