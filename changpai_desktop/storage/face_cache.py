"""Card faces drawn on an earlier start, kept as PNG files in ``<config>/cache/faces/``: the table draws a face
from its SVG once (about 1.3 ms), and reads the picture back on later starts in a tenth of that — some 20 ms
of a start's first paint, and most of the faces the table draws ahead while it is idle.

A cache holds nothing of the player's. A file that is missing, unreadable or not the picture its key names is
drawn again and written over, never reported or set aside (the UI checks a picture's size before using it);
writes are atomic (a temporary file renamed into place) but not synced, since a file lost in a crash is just
drawn again. The folder keeps at most ``MAX_FILES`` pictures: past that, the oldest go.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
from pathlib import Path

from ..reading import FileProblem, read_bytes
from .files import write_atomic
from .paths import config_dir

FOLDER = ("cache", "faces")
SUFFIX = ".png"
MAX_FILE_BYTES = 512 * 1024     # a face at 4× is about 60 KB
MAX_FILES = 3000                # every kind at about twenty sizes, in both face modes
NAME_CHARS = 40


def folder() -> Path:
    return config_dir().joinpath(*FOLDER)


def path_for(key: str) -> Path:
    """The file that holds the picture of ``key`` (the UI's description of what was drawn)."""
    return folder() / (hashlib.sha256(key.encode("utf-8")).hexdigest()[:NAME_CHARS] + SUFFIX)


def read(key: str) -> bytes | None:
    """The kept picture of ``key``, or None (never kept, or unreadable: it is drawn again)."""
    try:
        return read_bytes(path_for(key), MAX_FILE_BYTES)
    except FileProblem:
        return None


def write(key: str, data: bytes) -> bool:
    """Keep ``data`` as the picture of ``key``; False when the folder cannot be written (nothing else happens)."""
    try:
        write_atomic(path_for(key), data, durable=False)
    except OSError:
        return False
    return True


def prune(keep: int = MAX_FILES) -> int:
    """Remove the oldest pictures beyond ``keep``; how many went."""
    aged: list[tuple[float, str]] = []
    try:
        with os.scandir(folder()) as entries:
            for entry in entries:
                if entry.name.endswith(SUFFIX):
                    with contextlib.suppress(OSError):   # gone meanwhile
                        aged.append((entry.stat().st_mtime, entry.path))
    except OSError:
        return 0
    aged.sort()
    gone = 0
    for _mtime, path in aged[: max(0, len(aged) - keep)]:
        with contextlib.suppress(OSError):
            os.unlink(path)
            gone += 1
    return gone
