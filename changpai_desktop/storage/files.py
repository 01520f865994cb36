"""Safe file handling for everything the app writes: atomic writes, bounded reads, files set aside.

- Writes go to a temporary file in the same directory, are fsynced, then renamed over the target, so a
  crash or a full disk never leaves half a file where a good one was.
- Reads go through one path (:func:`read_json`, :func:`read_toml`, :func:`read_stream_json`): only a regular
  file of at most a size limit is read (a folder, a device or a pipe in its place is refused before reading),
  its bytes are decoded as strict UTF-8 whatever the locale, and the document is refused when it nests deeper
  than MAX_DEPTH, holds NaN or Infinity, an integer of more than MAX_INT_DIGITS digits (Python's own
  4,300-digit limit included) or a lone surrogate in a key or a string (text that could not be written back).
  What is wrong comes as a :class:`FileProblem` (a file) or a :class:`BadInput` (bytes); each loader turns it
  into its own error type, and checks the document's shape with ``storage.shape``.
- A file that cannot be used is *set aside* (renamed to ``<name>.broken-<time>``), never deleted or
  overwritten, and the caller reports where it went.
"""

from __future__ import annotations

import contextlib
import json
import math
import os
import re
import shutil
import stat
import sys
import tempfile
import time
import tomllib
from pathlib import Path
from typing import Any, BinaryIO

MAX_JSON_BYTES = 8 * 1024 * 1024
MAX_DEPTH = 64            # no file of the app nests deeper than about 8 levels
MAX_INT_DIGITS = 30       # every number of the app (seeds, scores, counts) is far shorter
MAX_FLOAT_CHARS = 64
TEMP_PREFIX = "."         # write_atomic's temporary files: .<name>.<random>.tmp next to the target
TEMP_SUFFIX = ".tmp"


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
    fd, tmp = tempfile.mkstemp(prefix=f"{TEMP_PREFIX}{path.name}.", suffix=TEMP_SUFFIX, dir=path.parent)
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


class BadInput(ValueError):
    """Bytes that are not a usable document; ``why`` says what is wrong (the caller adds which file)."""

    def __init__(self, why: str):
        super().__init__(why)
        self.why = why


def _refuse_constant(name: str) -> Any:
    raise BadInput(f"holds {name}, which is not a number a file of this app can hold")


# Cheap signs, in the JSON text, that a document needs the full walk of check_clean (which names the place):
_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F]")     # a \ud800-\udfff escape (pairs are checked by the walk)
_LONG_DIGITS = re.compile(f"[0-9]{{{MAX_INT_DIGITS + 1}}}")
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")
_EMPTY_PAIR = re.compile(r"\[\]|\{\}")


def _nesting_over(text: str, limit: int) -> bool:
    """Whether valid JSON ``text`` may nest deeper than ``limit``: its brackets, the innermost empty pairs
    removed level by level (C-speed regular expressions: no walk over a large save). Brackets inside strings
    can only make it say yes wrongly, and then the walk decides."""
    brackets = _NOT_BRACKET.sub("", text)
    depth = 0
    while brackets and depth <= limit:
        brackets = _EMPTY_PAIR.sub("", brackets)
        depth += 1
    return depth > limit


def _needs_walk(text: str, max_depth: int) -> bool:
    return bool(_SURROGATE_ESCAPE.search(text) or _LONG_DIGITS.search(text)) or _nesting_over(text, max_depth)


def _parse_float(text: str) -> float:
    value = float(text) if len(text) <= MAX_FLOAT_CHARS else math.inf
    if not math.isfinite(value):
        raise BadInput(f"holds a number that is not finite or too long ({text[:20]})")
    return value


def _where(path: list[str | int]) -> str:
    return "".join(f"[{p!r}]" if isinstance(p, str) else f"[{p}]" for p in path) or "the top level"


def _not_utf8(text: str) -> bool:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return True
    return False


def check_clean(value: Any, max_depth: int = MAX_DEPTH) -> None:
    """Refuse (BadInput) a parsed document nested deeper than ``max_depth``, with a lone surrogate in a key or
    a string (text that could not be written back as UTF-8), an integer over MAX_INT_DIGITS digits or a
    number that is not finite. Iterative: any depth is safe to walk."""
    limit = 10 ** MAX_INT_DIGITS
    stack: list[tuple[Any, list[str | int]]] = [(value, [])]
    while stack:
        item, path = stack.pop()
        if isinstance(item, dict | list):
            if len(path) >= max_depth:
                raise BadInput(f"is nested more than {max_depth} levels deep (at {_where(path[:3])}…)")
            pairs = item.items() if isinstance(item, dict) else enumerate(item)
            for key, sub in pairs:
                if isinstance(key, str) and not key.isascii() and _not_utf8(key):
                    raise BadInput(f"has a key that is not valid text (a lone surrogate) at {_where(path)}")
                stack.append((sub, [*path, key]))
        elif isinstance(item, str):
            if not item.isascii() and _not_utf8(item):
                raise BadInput(f"has text that is not valid (a lone surrogate) at {_where(path)}")
        elif isinstance(item, bool) or item is None:
            continue
        elif isinstance(item, int):
            if not -limit < item < limit:
                raise BadInput(f"has a number of more than {MAX_INT_DIGITS} digits at {_where(path)}")
        elif isinstance(item, float) and not math.isfinite(item):
            raise BadInput(f"has a number that is not finite at {_where(path)}")


def decode_text(data: bytes) -> str:
    """Strict UTF-8, whatever the locale (BadInput naming the first bad byte)."""
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise BadInput(f"is not UTF-8 text (byte {exc.start})") from None


def parse_json_bytes(data: bytes, max_depth: int = MAX_DEPTH) -> Any:
    """JSON from bytes through every check (see the module docstring); BadInput when they are not usable."""
    text = decode_text(data)
    try:
        value = json.loads(text, parse_constant=_refuse_constant, parse_float=_parse_float)
    except json.JSONDecodeError as exc:
        raise BadInput(f"is not valid JSON (line {exc.lineno}, column {exc.colno}: {exc.msg})") from None
    except RecursionError:
        raise BadInput(f"is nested more than {max_depth} levels deep") from None
    except ValueError as exc:   # BadInput from a parse hook, or Python's own 4,300-digit limit
        if isinstance(exc, BadInput):
            raise
        raise BadInput(f"holds a number of more than {sys.get_int_max_str_digits():,} digits") from None
    if _needs_walk(text, max_depth):   # strict UTF-8 text holds no surrogate but through an escape
        check_clean(value, max_depth)
    return value


def parse_toml_bytes(data: bytes, max_depth: int = MAX_DEPTH) -> dict:
    """TOML from bytes, with the same checks as :func:`parse_json_bytes` (no inf/nan, bounded numbers)."""
    text = decode_text(data)
    try:
        value = tomllib.loads(text, parse_float=_parse_float)
    except tomllib.TOMLDecodeError as exc:
        raise BadInput(f"is not valid TOML ({exc})") from None
    except RecursionError:
        raise BadInput(f"is nested more than {max_depth} levels deep") from None
    except ValueError as exc:
        if isinstance(exc, BadInput):
            raise
        raise BadInput(f"holds a number of more than {sys.get_int_max_str_digits():,} digits") from None
    check_clean(value, max_depth)
    return value


def read_bytes(path: Path | str, max_bytes: int = MAX_JSON_BYTES) -> bytes:
    """The bytes of a regular file of at most ``max_bytes`` (FileProblem otherwise: a directory, a device or a
    pipe in the file's place, an oversize, empty or unreadable file)."""
    path = Path(path)
    try:
        info = path.stat()
    except OSError as exc:
        raise FileProblem(path, f"cannot be read ({exc.strerror or exc})") from None
    if stat.S_ISDIR(info.st_mode):
        raise FileProblem(path, "is a folder, not a file")
    if not stat.S_ISREG(info.st_mode):
        raise FileProblem(path, "is not a regular file (a device, a pipe or a socket)")
    if info.st_size > max_bytes:
        raise FileProblem(path, f"is {info.st_size:,} bytes, larger than any valid file "
                                f"(more than {max_bytes:,} bytes)")
    if info.st_size == 0:
        raise FileProblem(path, "is empty")
    try:
        with open(path, "rb") as fh:
            data = fh.read(max_bytes + 1)
    except OSError as exc:
        raise FileProblem(path, f"cannot be read ({exc.strerror or exc})") from None
    if len(data) > max_bytes:
        raise FileProblem(path, f"is larger than any valid file (more than {max_bytes:,} bytes)")
    return data


def read_json(path: Path | str, max_bytes: int = MAX_JSON_BYTES, max_depth: int = MAX_DEPTH) -> Any:
    """A JSON file through every check; FileProblem (the path and what is wrong) when it cannot be used."""
    data = read_bytes(path, max_bytes)
    try:
        return parse_json_bytes(data, max_depth)
    except BadInput as exc:
        raise FileProblem(Path(path), exc.why) from None


def read_toml(path: Path | str, max_bytes: int = MAX_JSON_BYTES, max_depth: int = MAX_DEPTH) -> dict:
    data = read_bytes(path, max_bytes)
    try:
        return parse_toml_bytes(data, max_depth)
    except BadInput as exc:
        raise FileProblem(Path(path), exc.why) from None


def read_stream_json(stream: BinaryIO, max_bytes: int = MAX_JSON_BYTES, max_depth: int = MAX_DEPTH) -> Any:
    """A JSON document from a byte stream (the command line's stdin), BadInput when it cannot be used."""
    data = stream.read(max_bytes + 1)
    if len(data) > max_bytes:
        raise BadInput(f"is more than the {max_bytes:,} bytes a request can be")
    return parse_json_bytes(data, max_depth)


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


def keep_damaged(path: Path | str, config: Path) -> Path | None:
    """Keep a damaged file out of the way and return where the kept one is: a file inside the ``config``
    directory is set aside (renamed next to where it was); for a file elsewhere (one the user chose) the
    original is left alone and a copy is set aside in ``config`` (None when it cannot be copied: not a
    regular file, or unreadable)."""
    path = Path(path).absolute()
    try:
        inside = path.resolve().is_relative_to(Path(config).resolve())
    except OSError:
        inside = False
    if inside:
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
