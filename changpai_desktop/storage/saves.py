"""Saved games on disk: versioned JSON (``engine.record`` is the format), written atomically, bounded reads.

Never pickle. Loading reads at most 8 MB, decodes, then ``record.match_from_save`` checks every field and
replays every action; a truncated, corrupt, foreign, newer-version or tampered file is refused with a
:class:`SaveError` naming the problem, and the file is only ever read.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from collections.abc import Sequence

from ..engine.match import Match
from ..engine.record import SaveError, match_from_save, to_json
from .files import write_atomic

__all__ = ["MAX_BYTES", "SaveError", "load_game", "read_save_bytes", "save_game", "write_atomic"]

MAX_BYTES = 8 * 1024 * 1024   # a save of a long open-ended game is well under 1 MB


def save_game(path: str | os.PathLike, match: Match, seats: Sequence[str] | None = None,
              created: str | None = None) -> dict:
    obj = to_json(match, seats, created)
    write_atomic(path, json.dumps(obj, ensure_ascii=False, indent=1).encode("utf-8"))
    return obj


def read_save_bytes(path: str | os.PathLike) -> bytes:
    path = Path(path)
    try:
        size = path.stat().st_size
    except OSError as exc:
        raise SaveError(f"读不到存档 / cannot read the save {path}: {exc.strerror or exc}") from None
    if size > MAX_BYTES:
        raise SaveError(f"存档太大 / {path} is {size} bytes, larger than any save ({MAX_BYTES} bytes): not a save")
    if size == 0:
        raise SaveError(f"存档是空的 / {path} is empty")
    with open(path, "rb") as fh:
        data = fh.read(MAX_BYTES + 1)
    if len(data) > MAX_BYTES:
        raise SaveError(f"存档太大 / {path} is larger than any save: not a save")
    return data


def load_game(path: str | os.PathLike, listeners=None) -> tuple[Match, dict]:
    """Read, validate and replay a save; (match, metadata). SaveError when it cannot be used."""
    data = read_save_bytes(path)
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise SaveError(f"存档已损坏 / {path} is damaged: not UTF-8 text (byte {exc.start})") from None
    try:
        obj = json.loads(text)
    except json.JSONDecodeError as exc:
        raise SaveError(f"存档已损坏或不完整 / {path} is damaged or truncated: {exc.msg} at line {exc.lineno}, "
                        f"column {exc.colno}") from None
    except RecursionError:
        raise SaveError(f"存档已损坏 / {path} is damaged: nested too deeply") from None
    return match_from_save(obj, listeners)
