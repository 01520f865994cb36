"""What ``changpai-engine score`` and ``settle`` accept on stdin, read through storage's one reading path.

The bytes are read whole (at most MAX_STDIN_BYTES), decoded as strict UTF-8 whatever the locale, and refused
when they nest deeper than the limit, hold NaN or Infinity, an integer of more than the digit limit or a lone
surrogate (``storage.files``): the command then exits with a one-line message, never a traceback. Each score
request is then checked by the shape :data:`REQUEST`: the types the engine's request parser does not check
itself (``overrides`` must be an object of rule options; what each option must be is the rule schema's).
"""

from __future__ import annotations

from typing import Any, BinaryIO

from ..reading import BadInput, read_stream_json
from ..shape import ANY, Int, ListOf, MapOf, Obj, ShapeError, check

MAX_STDIN_BYTES = 8 * 1024 * 1024
MAX_OPTIONS = 500      # the rule schema has about 150 options
MAX_TOTALS = 100_000   # a settle request is a few players' totals

REQUEST = Obj({}, {"overrides": MapOf(ANY, MAX_OPTIONS)}, extra=ANY)
TOTALS = ListOf(Int(), max_len=MAX_TOTALS)


def read_stdin_json(stream: BinaryIO, command: str = "changpai-engine") -> Any:
    """The JSON document on ``stream`` (bytes); exits with a one-line message when it cannot be used."""
    try:
        return read_stream_json(stream, MAX_STDIN_BYTES)
    except BadInput as exc:
        raise SystemExit(f"{command}: stdin {exc.why}") from None


def request_problem(obj: Any) -> str | None:
    """Why a score request cannot be passed to the engine, or None."""
    try:
        check(REQUEST, obj)
    except ShapeError as exc:
        return str(exc)
    return None


def totals_problem(obj: Any) -> str | None:
    try:
        check(TOTALS, obj, "totals")
    except ShapeError as exc:
        return str(exc)
    return None
