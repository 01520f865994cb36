"""Saved games on disk: versioned JSON (``engine.record`` is the format), written atomically, bounded reads.

Never pickle. Loading goes through ``storage.files``' one reading path (a regular file of at most 8 MB, strict
UTF-8, bounded depth and numbers, no NaN, no lone surrogates), then the shape of :data:`SAVE` (every field's
type, at any depth), then ``record.match_from_save`` checks the values and replays every action; a truncated,
corrupt, foreign, newer-version or tampered file is refused with a :class:`SaveError` naming the problem, and
the file is only ever read.
"""

from __future__ import annotations

import json
import os
from collections.abc import Sequence

from ..engine.match import Match
from ..engine.record import FORMAT, SCHEMA_VERSION, SaveError, match_from_save, to_json
from .files import BadInput, FileProblem, parse_json_bytes, read_bytes, write_atomic
from .shape import ANY, Int, ListOf, MapOf, Num, Obj, OneOf, ShapeError, Str, Tuple, check, optional

__all__ = ["MAX_BYTES", "SaveError", "load_game", "read_save_bytes", "save_game", "write_atomic"]

MAX_BYTES = 8 * 1024 * 1024   # a save of a long open-ended game is well under 1 MB
MAX_TEXT = 200                # app_version, times, seat names, a card code, the state hash
_OPTION = OneOf((Num(), Str(MAX_TEXT), Int(), ListOf(OneOf((Num(), Str(MAX_TEXT))))))

# The save of this version, field by field; a newer version's save is refused by ``record`` (not by shape).
HEADER = Obj({"format": Str(MAX_TEXT), "schema_version": Int()}, extra=ANY)
SAVE = Obj(
    {"format": Str(MAX_TEXT), "schema_version": Int(), "app_version": Str(MAX_TEXT), "created": Str(MAX_TEXT),
     "saved": Str(MAX_TEXT),
     "rules": Obj({"preset": Str(MAX_TEXT)}, {"overrides": MapOf(OneOf((_OPTION, MapOf(ANY)))),
                                              "name": optional(Str(MAX_TEXT))}),
     "seed": Int(), "hands": optional(Int()), "first_dealer": Int(), "seats": ListOf(Str(MAX_TEXT)),
     "actions": ListOf(Tuple((Int(), Obj({"type": Str(MAX_TEXT)}, {"card": optional(Str(MAX_TEXT))}))))},
    {"decks": optional(ListOf(ListOf(Str(MAX_TEXT)))), "state_hash": optional(Str(MAX_TEXT))},
    extra=ANY)   # unknown fields are named by ``record``


def save_game(path: str | os.PathLike, match: Match, seats: Sequence[str] | None = None,
              created: str | None = None) -> dict:
    obj = to_json(match, seats, created)
    write_atomic(path, json.dumps(obj, ensure_ascii=False, indent=1).encode("utf-8"))
    return obj


def read_save_bytes(path: str | os.PathLike) -> bytes:
    """The bytes of a save file (SaveError: not a regular file, empty, over MAX_BYTES or unreadable)."""
    try:
        return read_bytes(path, MAX_BYTES)
    except FileProblem as exc:
        raise SaveError(f"存档读不了 / cannot read the save {path}: it {exc.why}") from None


def parse_save_bytes(data: bytes, where: str = "the save") -> dict:
    """A save's bytes → its checked document (every field of the right type), SaveError otherwise."""
    try:
        obj = parse_json_bytes(data)
    except BadInput as exc:
        raise SaveError(f"存档已损坏 / {where} is damaged: it {exc.why}") from None
    try:
        check(HEADER, obj)
        if obj["format"] == FORMAT and 1 <= obj["schema_version"] <= SCHEMA_VERSION:
            check(SAVE, obj)
    except ShapeError as exc:
        raise SaveError(f"存档已损坏 / {where} is damaged: {exc}") from None
    return obj


def load_game(path: str | os.PathLike, listeners=None) -> tuple[Match, dict]:
    """Read, validate and replay a save; (match, metadata). SaveError when it cannot be used."""
    obj = parse_save_bytes(read_save_bytes(path), str(path))
    return match_from_save(obj, listeners)
