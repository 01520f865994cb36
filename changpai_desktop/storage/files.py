"""Safe file handling for everything the app writes: atomic writes, bounded reads, files set aside.

- Writes go to a temporary file in the same directory, are fsynced, then renamed over the target, so a
  crash or a full disk never leaves half a file where a good one was.
- Reads refuse files larger than a limit before parsing them (a 100 MB junk file is not loaded).
- A file that cannot be used is *set aside* (renamed to ``<name>.broken-<time>``), never deleted or
  overwritten, and the caller reports where it went.
"""

from __future__ import annotations

import contextlib
import json
import os
import tempfile
import time
from pathlib import Path
from typing import Any

MAX_JSON_BYTES = 8 * 1024 * 1024


class FileProblem(ValueError):
    """A file that could not be used, with what is wrong and where it is."""

    def __init__(self, path: Path, why: str):
        super().__init__(f"{path}: {why}")
        self.path = Path(path)
        self.why = why


def write_atomic(path: str | os.PathLike, data: bytes) -> None:
    """Write ``data`` to ``path`` so that a crash leaves either the old file or the new one, whole."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    replaced = False
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
        replaced = True
    finally:
        if not replaced:   # whatever stopped the write, the half-written temporary file goes
            with contextlib.suppress(OSError):
                os.unlink(tmp)
    try:
        dfd = os.open(path.parent, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(dfd)
    except OSError:
        pass
    finally:
        os.close(dfd)


def write_text_atomic(path: Path | str, text: str) -> None:
    """UTF-8 text through the atomic writer (temp file, fsync, rename, directory fsync)."""
    write_atomic(path, text.encode("utf-8"))


def write_json_atomic(path: Path | str, data: Any) -> None:
    write_text_atomic(path, json.dumps(data, ensure_ascii=False, indent=1, sort_keys=False) + "\n")


def read_json(path: Path | str, max_bytes: int = MAX_JSON_BYTES) -> Any:
    """Parse a JSON file, refusing oversize, non-UTF-8 or malformed files with a FileProblem."""
    path = Path(path)
    try:
        size = path.stat().st_size
    except OSError as exc:
        raise FileProblem(path, f"cannot be read ({exc.strerror or exc})") from None
    if size > max_bytes:
        raise FileProblem(path, f"is {size:,} bytes, more than the {max_bytes:,} a valid file can be")
    try:
        text = path.read_bytes().decode("utf-8")
    except UnicodeDecodeError as exc:
        raise FileProblem(path, f"is not UTF-8 text (byte {exc.start})") from None
    except OSError as exc:
        raise FileProblem(path, f"cannot be read ({exc.strerror or exc})") from None
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise FileProblem(path, f"is not valid JSON (line {exc.lineno}, column {exc.colno}: {exc.msg})") from None


def set_aside(path: Path | str) -> Path:
    """Rename a bad file out of the way (never delete it) and return where it now is."""
    path = Path(path)
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.broken-{stamp}")
    n = 1
    while target.exists():
        n += 1
        target = path.with_name(f"{path.name}.broken-{stamp}-{n}")
    os.replace(path, target)
    return target
