"""Safe file handling for everything the app writes: atomic writes, files set aside.

- Writes go to a temporary file in the same directory, are fsynced, then renamed over the target, so a
  crash or a full disk never leaves half a file where a good one was.
- Reads go through one path, :mod:`changpai_desktop.reading` (on the bottom floor, so the engine's resource
  loaders share it): regular files only, a size limit, strict UTF-8, bounded depth and numbers, no NaN, no lone
  surrogates; a :class:`FileProblem` or :class:`BadInput` says what is wrong as a glossary message. Storage
  modules import it from there.
- A file that cannot be used is *set aside* (renamed to ``<name>.broken-<time>``), never deleted or
  overwritten, and the caller reports where it went: :func:`keep_damaged` moves a file of the config
  directory aside and copies one from elsewhere (:func:`is_inside` says which it does).
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import stat
import tempfile
import time
from pathlib import Path
from typing import Any, NamedTuple

from ..message import Msg
from ..reading import FileProblem, say

__all__ = ["Damaged", "clean_temp_files", "is_inside", "keep_damaged", "keep_problem", "set_aside", "write_atomic",
           "write_json_atomic", "write_text_atomic"]

TEMP_PREFIX = "."         # write_atomic's temporary files: .<name>.<random>.tmp next to the target
TEMP_SUFFIX = ".tmp"


def write_atomic(path: str | os.PathLike, data: bytes, durable: bool = True) -> None:
    """Write ``data`` to ``path`` so that a crash leaves either the old file or the new one, whole.
    ``durable=False`` (a cache, whose lost file is made again): renamed into place, not synced to the disk."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f"{TEMP_PREFIX}{path.name}.", suffix=TEMP_SUFFIX, dir=path.parent)
    replaced = False
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            if durable:
                os.fsync(fh.fileno())
        os.replace(tmp, path)
        replaced = True
    finally:
        if not replaced:   # whatever stopped the write, the half-written temporary file goes
            with contextlib.suppress(OSError):
                os.unlink(tmp)
    if not durable:
        return
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


def set_aside(path: Path | str) -> Path:
    """Rename a bad file out of the way (never delete it) and return where it now is."""
    path = Path(path)
    target = _aside_name(path.parent, path.name)
    os.replace(path, target)
    return target


def _aside_name(folder: Path, name: str) -> Path:
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = folder / f"{name}.broken-{stamp}"
    n = 1
    while target.exists():
        n += 1
        target = folder / f"{name}.broken-{stamp}-{n}"
    return target


def is_inside(path: Path | str, config: Path) -> bool:
    """Whether ``path`` is in the ``config`` directory: :func:`keep_damaged` moves such a file aside (and copies
    any other)."""
    try:
        return Path(path).absolute().resolve().is_relative_to(Path(config).resolve())
    except OSError:
        return False


def keep_damaged(path: Path | str, config: Path) -> Path | None:
    """Keep a damaged file out of the way and return where the kept one is: a file inside the ``config``
    directory is set aside (renamed next to where it was); for a file elsewhere (one the user chose) the
    original is left alone and a copy is set aside in ``config`` (None when it cannot be copied: not a
    regular file, or unreadable)."""
    path = Path(path).absolute()
    if is_inside(path, config):
        try:
            return set_aside(path)
        except OSError:
            return None
    try:
        if not stat.S_ISREG(path.stat().st_mode):
            return None
        target = _aside_name(Path(config), path.name)
        shutil.copyfile(path, target)
    except OSError:
        return None
    return target


class Damaged(NamedTuple):
    """A user file that could not be used, kept out of the way: ``reason`` (a glossary message) says what was
    wrong, ``kept`` where the kept one is (None: it could not be moved aside or copied, and is where it was),
    ``moved`` whether that is the file itself, moved aside (or a copy, the original left alone). (A NamedTuple:
    the settings module defines it at start-up, where a dataclass costs about a millisecond.)"""

    path: Path
    reason: Msg
    kept: Path | None
    moved: bool

    @property
    def why(self) -> str:
        """In English, for logs and the command line."""
        where = (f"moved to {self.kept}" if self.moved else f"a copy kept at {self.kept}") if self.kept \
            else "left where it is"
        return f"{self.path} {say(self.reason)} ({where})"


def keep_problem(problem: FileProblem, config: Path) -> Damaged:
    """Keep the file of ``problem`` (:func:`keep_damaged`) and say what happened."""
    kept = keep_damaged(problem.path, config)
    return Damaged(problem.path, problem.reason, kept, kept is not None and is_inside(problem.path, config))


def clean_temp_files(folder: Path | str, min_age_s: float = 60.0) -> list[Path]:
    """Remove the temporary files an interrupted :func:`write_atomic` left in ``folder`` (``.<name>.*.tmp``
    older than ``min_age_s``, so a write going on now is not touched); the paths removed."""
    folder = Path(folder)
    removed = []
    now = time.time()
    try:
        candidates = list(folder.glob(f"{TEMP_PREFIX}*{TEMP_SUFFIX}"))
    except OSError:
        return removed
    for tmp in candidates:
        try:
            info = tmp.lstat()
            if stat.S_ISREG(info.st_mode) and now - info.st_mtime >= min_age_s:
                tmp.unlink()
                removed.append(tmp)
        except OSError:
            continue
    return removed
