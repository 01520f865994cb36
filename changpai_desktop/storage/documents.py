"""The small JSON documents of the config directory — statistics, drill and course progress, 错题 — read one
way: each names the app and its kind, has a schema number and a shape (:mod:`changpai_desktop.shape`).

``load_document`` reads one through the one reading path (``changpai_desktop.reading``); a file of another
kind or another program is *foreign*, one that does not have its shape *damaged*: either is set aside (never
deleted) and a fresh document is used, with the :class:`~.files.Damaged` record saying what was wrong and where
the file went.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from ..message import Msg, msg
from ..reading import FileProblem, damaged, read_json
from ..shape import ANY, Among, Obj, ShapeError, check, fits
from .files import Damaged, keep_problem

APP = "changpai-desktop"


def read_document(path: Path, kind: str, kind_name: Msg, shape, max_bytes: int) -> dict:
    """The document at ``path`` when it is this app's ``kind`` and has ``shape``; FileProblem otherwise
    (``kind_name``, e.g. ``msg("file.kind.stats")``, words a foreign file's problem)."""
    data = read_json(path, max_bytes=max_bytes)
    if not fits(Obj({"app": Among((APP,)), "kind": Among((kind,))}, extra=ANY), data):
        raise FileProblem(path, msg("file.foreign", kind=kind_name))
    return checked(path, shape, data)


def checked(path: Path, shape, data: dict) -> dict:
    """``data`` read from ``path`` when it has ``shape``; a FileProblem saying where it is damaged otherwise."""
    try:
        check(shape, data)
    except ShapeError as exc:
        raise FileProblem(path, damaged(exc)) from None
    return data


def load_document(path: Path, kind: str, kind_name: Msg, shape, empty: Callable[[], dict],
                  max_bytes: int) -> tuple[dict, Damaged | None]:
    """The document and None; a fresh one (``empty()``) and None when there is no file; a fresh one and the
    record of the file set aside when it could not be used."""
    if not path.exists() and not path.is_symlink():
        return empty(), None
    try:
        return read_document(path, kind, kind_name, shape, max_bytes), None
    except FileProblem as exc:
        return empty(), keep_problem(exc, path.parent)
