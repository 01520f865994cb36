"""The one reading path for every document the app reads: the user's files (``storage``), the command line's
stdin (``cli``) and the shipped resources (the engine's presets, glossary and tables, the gallery texts). It is
on the bottom floor so that the engine's resource loaders use it too.

- Only a regular file of at most a size limit is read (a folder, a device or a pipe in its place is refused
  before reading), its bytes are decoded as strict UTF-8 whatever the locale, and the document is refused when
  it nests deeper than MAX_DEPTH, holds NaN or Infinity, an integer of more than MAX_INT_DIGITS digits (Python's
  own 4,300-digit limit included) or a lone surrogate in a key or a string (text that could not be written back).
- What is wrong comes as a :class:`FileProblem` (a file) or a :class:`BadInput` (bytes), each with ``reason``, a
  glossary message (ids ``file.…`` of ``resources/text/files.toml``: said in the user's language by
  ``services.text.render``), and ``why``, its English wording (:data:`EN`, for the command line and logs).
  Each loader turns them into its own error type and checks the document's shape with :mod:`.shape`.
- A shipped resource that cannot be used is a broken install: :func:`read_resource` raises a
  :class:`ResourceError` naming the file and what is wrong.
"""

from __future__ import annotations

import json
import math
import re
import stat
import sys
import tomllib
from pathlib import Path
from typing import Any, BinaryIO

from .message import Msg, english, msg
from .shape import EN as SHAPE_EN
from .shape import Shape, ShapeError

MAX_JSON_BYTES = 8 * 1024 * 1024
MAX_DEPTH = 64            # no file of the app nests deeper than about 8 levels
MAX_INT_DIGITS = 30       # every number of the app (seeds, scores, counts) is far shorter
MAX_FLOAT_CHARS = 64
MAX_SHOWN_CHARS = 20      # of a bad number quoted in a message

# The English wording of every file message (the glossary's ``en`` entries say the same; a test checks).
EN = {
    "file.unreadable": "cannot be read ({error})",
    "file.missing": "is not there",
    "file.folder": "is a folder, not a file",
    "file.special": "is not a regular file (a device, a pipe or a socket)",
    "file.too_large": "is {size:,} bytes, larger than any valid file (more than {limit:,} bytes)",
    "file.grew": "is larger than any valid file (more than {limit:,} bytes)",
    "file.stream_too_large": "is more than the {limit:,} bytes a request can be",
    "file.empty": "is empty",
    "file.not_utf8": "is not UTF-8 text (byte {byte})",
    "file.not_json": "is not valid JSON (line {line}, column {column}: {detail})",
    "file.not_toml": "is not valid TOML ({detail})",
    "file.deep": "is nested more than {limit} levels deep",
    "file.deep_at": "is nested more than {limit} levels deep (at {place}…)",
    "file.constant": "holds {name}, which is not a number a file of this app can hold",
    "file.not_finite": "holds a number that is not finite or too long ({text})",
    "file.not_finite_at": "has a number that is not finite at {place}",
    "file.huge_number": "holds a number of more than {digits:,} digits",
    "file.long_number_at": "has a number of more than {digits} digits at {place}",
    "file.surrogate_key": "has a key that is not valid text (a lone surrogate) at {place}",
    "file.surrogate": "has text that is not valid (a lone surrogate) at {place}",
    "file.place.top": "the top level",
    "file.foreign": "is not a Changpai Desktop {kind} file",
    "file.newer": "was written by a newer version (schema {schema})",
    "file.damaged": "is damaged ({place}: {problem})",
    "file.kind.settings": "settings",
    "file.kind.stats": "statistics",
    "file.kind.drills": "drills",
    "file.kind.ruleset": "house-rule",
    "file.kind.course": "course progress",
    "file.kind.sheet": "score sheet",
    "file.kind.mistakes": "mistakes-drill",
    "file.not_usable": "cannot be used: {text}",
    "file.plain": "{text}",
}
_EN = EN | SHAPE_EN


def _reason(reason: Msg | str) -> Msg:
    """A plain string (from a caller with no glossary id for its problem) is kept verbatim in every language."""
    return reason if isinstance(reason, Msg) else msg("file.plain", text=reason)


def say(reason: Msg) -> str:
    """A reading or shape message in English."""
    return english(reason, _EN)


class BadInput(ValueError):
    """Bytes that are not a usable document: ``reason`` says what is wrong (the caller adds which file),
    ``why`` in English."""

    def __init__(self, reason: Msg | str):
        self.reason = _reason(reason)
        self.why = say(self.reason)
        super().__init__(self.why)


class FileProblem(ValueError):
    """A file that could not be used: ``path``, ``reason`` (a glossary message), ``why`` (it in English)."""

    def __init__(self, path: Path | str, reason: Msg | str):
        self.path = Path(path)
        self.reason = _reason(reason)
        self.why = say(self.reason)
        super().__init__(f"{path}: {self.why}")


def damaged(error: ShapeError) -> Msg:
    """A document that does not have its shape: where, and what the field should be."""
    return msg("file.damaged", place=error.place, problem=error.reason)


class ResourceError(RuntimeError):
    """A shipped resource (a preset, the glossary, a table, the gallery) that cannot be used: the install is
    broken. Not a ValueError nor an OSError, so no handler of bad user input (a damaged save, a refused house
    rule) takes it for the user's file: it reaches the crash handler, whose report says which file."""

    def __init__(self, path: Path | str, reason: Msg | str):
        self.path = Path(path)
        self.reason = _reason(reason)
        self.why = say(self.reason)
        super().__init__(f"broken install: {path}: {self.why}")


def _refuse_constant(name: str) -> Any:
    raise BadInput(msg("file.constant", name=name))


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
        raise BadInput(msg("file.not_finite", text=text[:MAX_SHOWN_CHARS]))
    return value


def _where(path: list[str | int]) -> Msg | str:
    if not path:
        return msg("file.place.top")
    return "".join(f"[{p!r}]" if isinstance(p, str) else f"[{p}]" for p in path)


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
                raise BadInput(msg("file.deep_at", limit=max_depth, place=_where(path[:3])))
            pairs = item.items() if isinstance(item, dict) else enumerate(item)
            for key, sub in pairs:
                if isinstance(key, str) and not key.isascii() and _not_utf8(key):
                    raise BadInput(msg("file.surrogate_key", place=_where(path)))
                stack.append((sub, [*path, key]))
        elif isinstance(item, str):
            if not item.isascii() and _not_utf8(item):
                raise BadInput(msg("file.surrogate", place=_where(path)))
        elif isinstance(item, bool) or item is None:
            continue
        elif isinstance(item, int):
            if not -limit < item < limit:
                raise BadInput(msg("file.long_number_at", digits=MAX_INT_DIGITS, place=_where(path)))
        elif isinstance(item, float) and not math.isfinite(item):
            raise BadInput(msg("file.not_finite_at", place=_where(path)))


def decode_text(data: bytes) -> str:
    """Strict UTF-8, whatever the locale (BadInput naming the first bad byte)."""
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise BadInput(msg("file.not_utf8", byte=exc.start + 1)) from None   # counted from 1: the first byte is 1


def _too_many_digits() -> BadInput:
    return BadInput(msg("file.huge_number", digits=sys.get_int_max_str_digits()))


def parse_json_bytes(data: bytes, max_depth: int = MAX_DEPTH) -> Any:
    """JSON from bytes through every check (see the module docstring); BadInput when they are not usable."""
    text = decode_text(data)
    try:
        value = json.loads(text, parse_constant=_refuse_constant, parse_float=_parse_float)
    except json.JSONDecodeError as exc:
        raise BadInput(msg("file.not_json", line=exc.lineno, column=exc.colno, detail=exc.msg)) from None
    except RecursionError:
        raise BadInput(msg("file.deep", limit=max_depth)) from None
    except ValueError as exc:   # BadInput from a parse hook, or Python's own 4,300-digit limit
        if isinstance(exc, BadInput):
            raise
        raise _too_many_digits() from None
    if _needs_walk(text, max_depth):   # strict UTF-8 text holds no surrogate but through an escape
        check_clean(value, max_depth)
    return value


def parse_toml_bytes(data: bytes, max_depth: int = MAX_DEPTH) -> dict:
    """TOML from bytes, with the same checks as :func:`parse_json_bytes` (no inf/nan, bounded numbers)."""
    text = decode_text(data)
    try:
        value = tomllib.loads(text, parse_float=_parse_float)
    except tomllib.TOMLDecodeError as exc:
        raise BadInput(msg("file.not_toml", detail=str(exc))) from None
    except RecursionError:
        raise BadInput(msg("file.deep", limit=max_depth)) from None
    except ValueError as exc:
        if isinstance(exc, BadInput):
            raise
        raise _too_many_digits() from None
    check_clean(value, max_depth)
    return value


def _unreadable(exc: OSError) -> Msg:
    return msg("file.unreadable", error=str(exc.strerror or exc))


def read_bytes(path: Path | str, max_bytes: int = MAX_JSON_BYTES) -> bytes:
    """The bytes of a regular file of at most ``max_bytes`` (FileProblem otherwise: a directory, a device or a
    pipe in the file's place, an oversize, empty or unreadable file)."""
    path = Path(path)
    try:
        info = path.stat()
    except FileNotFoundError:
        raise FileProblem(path, msg("file.missing")) from None
    except OSError as exc:
        raise FileProblem(path, _unreadable(exc)) from None
    if stat.S_ISDIR(info.st_mode):
        raise FileProblem(path, msg("file.folder"))
    if not stat.S_ISREG(info.st_mode):
        raise FileProblem(path, msg("file.special"))
    if info.st_size > max_bytes:
        raise FileProblem(path, msg("file.too_large", size=info.st_size, limit=max_bytes))
    if info.st_size == 0:
        raise FileProblem(path, msg("file.empty"))
    try:
        with open(path, "rb") as fh:
            data = fh.read(max_bytes + 1)
    except OSError as exc:
        raise FileProblem(path, _unreadable(exc)) from None
    if len(data) > max_bytes:
        raise FileProblem(path, msg("file.grew", limit=max_bytes))
    return data


def read_json(path: Path | str, max_bytes: int = MAX_JSON_BYTES, max_depth: int = MAX_DEPTH) -> Any:
    """A JSON file through every check; FileProblem (the path and what is wrong) when it cannot be used."""
    data = read_bytes(path, max_bytes)
    try:
        return parse_json_bytes(data, max_depth)
    except BadInput as exc:
        raise FileProblem(Path(path), exc.reason) from None


def read_toml(path: Path | str, max_bytes: int = MAX_JSON_BYTES, max_depth: int = MAX_DEPTH) -> dict:
    data = read_bytes(path, max_bytes)
    try:
        return parse_toml_bytes(data, max_depth)
    except BadInput as exc:
        raise FileProblem(Path(path), exc.reason) from None


def read_stream_json(stream: BinaryIO, max_bytes: int = MAX_JSON_BYTES, max_depth: int = MAX_DEPTH) -> Any:
    """A JSON document from a byte stream (the command line's stdin), BadInput when it cannot be used."""
    data = stream.read(max_bytes + 1)
    if len(data) > max_bytes:
        raise BadInput(msg("file.stream_too_large", limit=max_bytes))
    return parse_json_bytes(data, max_depth)


def read_resource(path: Path | str, shape: Shape, max_bytes: int = MAX_JSON_BYTES) -> Any:
    """A shipped JSON or TOML file (by its suffix) through every check and then ``shape``; ResourceError naming
    the file and what is wrong when it cannot be used."""
    read = read_toml if Path(path).suffix == ".toml" else read_json
    try:
        data = read(path, max_bytes)
        shape.check(data, "")
    except FileProblem as exc:
        raise ResourceError(path, exc.reason) from None
    except ShapeError as exc:
        raise ResourceError(path, damaged(exc)) from None
    return data
