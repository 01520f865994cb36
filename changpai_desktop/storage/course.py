"""Course progress in ``<config>/course.json`` (versioned JSON, atomic writes): the lessons finished, in the
order they were first finished. Read through the one reading path and checked by :data:`DOCUMENT`; a damaged
or foreign file is set aside, progress starts afresh and ``CourseProgress.damaged`` says what was wrong."""

from __future__ import annotations

from pathlib import Path

from ..message import msg
from ..reading import FileProblem, damaged, read_json
from ..shape import ANY, Among, Int, ListOf, Obj, ShapeError, Str, check, fits
from .files import Damaged, keep_problem, write_json_atomic
from .paths import config_dir

SCHEMA = 1
APP = "changpai-desktop"
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
        self.damaged: Damaged | None = None
        self.data = self._load()

    def _load(self) -> dict:
        if not self.path.exists() and not self.path.is_symlink():
            return _empty()
        try:
            data = read_json(self.path, max_bytes=MAX_BYTES)
            if not fits(Obj({"app": Among((APP,)), "kind": Among((KIND,))}, extra=ANY), data):
                raise FileProblem(self.path, msg("file.foreign", kind=msg("file.kind.course")))
            try:
                check(DOCUMENT, data)
            except ShapeError as exc:
                raise FileProblem(self.path, damaged(exc)) from None
        except FileProblem as exc:
            self.damaged = keep_problem(exc, self.path.parent)
            return _empty()
        return data

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
