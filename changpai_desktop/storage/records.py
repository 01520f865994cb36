"""Game records on disk: every finished hand of a saved game, for replay and review, and the game-record file
(``.changpai-record``) that shares a game or a single hand (its format: ``docs/record-format.md``).

:func:`read_record` reads any of three files: a journal (save format 2: every action line and undo, so every
hand from the first), an old whole-file save (format 1) or a game-record file, and gives an
``engine.replay.GameRecord``. :func:`write_record` writes a record as a game-record file (atomically). Reading
goes through the one reading path (``storage.saves.read_save_bytes``), then a shape check (:data:`RECORD`, or
the save's shapes) with a clear message, then the engine's checks of the values (the rules, the rows following
each other, every hand's end); a damaged or foreign file is refused with a
:class:`~changpai_desktop.engine.record.SaveError` and only ever read. The actions themselves are checked when
a hand is replayed (``engine.replay.walk_hand``).
"""

from __future__ import annotations

import json
import os
from pathlib import Path

from .. import __version__
from ..engine import journal
from ..engine.record import FORMAT, SCHEMA_VERSION, SaveError, match_from_save, now_text
from ..engine.replay import GameRecord, deal_code
from ..engine.table.actions import Action
from ..engine.text import msg
from ..shape import Int, ListOf, Obj, Str, optional
from .files import write_atomic
from .saves import (ACTION_SHAPE, FIRST, HEADER, MAX_TEXT, ROW, RULES_SHAPE, SAVE, checked, journal_entries,
                    journal_header, parsed, read_save_bytes, whole_lines)

RECORD_FORMAT = "changpai-game-record"
RECORD_VERSION = 1
SUFFIX = ".changpai-record"
MIME_TYPE = "application/x-changpai-record"
MAX_RECORD_BYTES = 64 * 1024 * 1024
_HEADER_FIELDS = ("rules", "seed", "hands", "first_dealer", "decks", "seats", "app_version")

RECORD = Obj(
    {"format": Str(MAX_TEXT), "schema_version": Int(1), "app_version": Str(MAX_TEXT), "exported": Str(MAX_TEXT),
     "rules": RULES_SHAPE, "seed": Int(), "hands": optional(Int(1, journal.MAX_HANDS)), "first_dealer": Int(0),
     "seats": ListOf(Str(MAX_TEXT)), "deal_code": Str(MAX_TEXT), "rows": ListOf(ROW), "first_hand": Int(0),
     "log_start": Int(0), "ends": ListOf(Int(0)), "actions": ListOf(ACTION_SHAPE)},
    {"decks": optional(ListOf(ListOf(Str(MAX_TEXT))))})


# --- writing --------------------------------------------------------------------------------------------

def record_document(record: GameRecord) -> dict:
    """``record`` as a game-record document (see ``docs/record-format.md``)."""
    cfg = record.config
    return {"format": RECORD_FORMAT, "schema_version": RECORD_VERSION, "app_version": __version__,
            "exported": now_text(), "rules": cfg["rules"], "seed": cfg["seed"], "hands": cfg["hands"],
            "first_dealer": cfg["first_dealer"], "decks": cfg["decks"], "seats": list(record.seats),
            "deal_code": deal_code(cfg), "rows": [dict(r) for r in record.rows], "first_hand": record.first_hand,
            "log_start": record.log_start, "ends": list(record.ends),
            "actions": [[s, a.to_dict()] for s, a in record.actions]}


def write_record(path: str | os.PathLike, record: GameRecord) -> None:
    """Write ``record`` to ``path`` as a game-record file, atomically."""
    text = json.dumps(record_document(record), ensure_ascii=False, separators=(",", ":"))
    write_atomic(path, text.encode("utf-8") + b"\n")


# --- reading --------------------------------------------------------------------------------------------

def _actions(raw: list) -> tuple[tuple[int, Action], ...]:
    out = []
    for i, (seat, action) in enumerate(raw):
        try:
            out.append((seat, Action.from_dict(action)))
        except ValueError as exc:
            raise SaveError(msg("save.action_bad", n=i + 1, detail=str(exc))) from None
    return tuple(out)


def _made(config: dict, seats, rows, ends, actions, log_start: int = 0, first_hand: int = 0) -> GameRecord:
    try:
        return GameRecord(config, tuple(seats), tuple(rows), tuple(ends), tuple(actions), log_start, first_hand)
    except ValueError as exc:
        raise SaveError(msg("save.record_hands", detail=str(exc))) from None


def _from_journal(data: bytes, head: dict) -> GameRecord:
    lines = whole_lines(data)
    config, meta = journal.parse_header(checked(HEADER, head))
    entries = journal_entries(lines[1:])
    hands = [e for e in entries if e["k"] == journal.HAND]
    rows, ends = [e["row"] for e in hands], [e["n"] for e in hands]
    journal.check_rows(config, len(meta["seats"]), rows, ends)
    actions, _ = journal.collect_actions([e for e in entries if e["k"] != journal.HAND], 0)
    return _made(config, meta["seats"], rows, ends, actions)


def parse_record_document(obj: object) -> GameRecord:
    """A decoded game-record document (a file's, or one kept inside another file) as a record; SaveError."""
    checked(RECORD, obj)
    if obj["format"] != RECORD_FORMAT:
        raise SaveError(msg("save.not_record", format=repr(obj["format"])))
    if obj["schema_version"] > RECORD_VERSION:
        raise SaveError(msg("save.newer", app=str(obj["app_version"]), version=obj["schema_version"],
                            known=RECORD_VERSION))
    head = {key: obj.get(key) for key in _HEADER_FIELDS} | {"created": obj["exported"]}
    config, _meta = journal.parse_header(head)
    first, rows, ends = obj["first_hand"], obj["rows"], obj["ends"]
    if first > len(rows):
        raise SaveError(msg("save.record_first_hand"))
    journal.check_rows(config, len(obj["seats"]), rows, [obj["log_start"]] * first + list(ends))
    if obj["deal_code"] != deal_code(config):
        raise SaveError(msg("save.record_deal_code"))
    return _made(config, obj["seats"], rows, ends, _actions(obj["actions"]), obj["log_start"], first)


def _from_old_save(obj: dict) -> GameRecord:
    if 1 <= obj["schema_version"] <= SCHEMA_VERSION:
        checked(SAVE, obj)
    match, meta = match_from_save(obj)
    return GameRecord.from_match(match, meta["seats"])


def read_record(path: str | os.PathLike) -> GameRecord:
    """The finished hands of a saved game or of a game-record file at ``path``. SaveError when it cannot be
    used (the file is only read)."""
    path = Path(path)
    data = read_save_bytes(path)
    head = journal_header(data)
    if head is not None:
        return _from_journal(data, head)
    if len(data) > MAX_RECORD_BYTES:
        raise SaveError(msg("save.too_large", size=len(data), limit=MAX_RECORD_BYTES))
    obj = parsed(data, FIRST)
    if obj["format"] == RECORD_FORMAT:
        return parse_record_document(obj)
    if obj["format"] != FORMAT:
        raise SaveError(msg("save.neither", format=repr(obj["format"])))
    return _from_old_save(obj)


def is_record_file(path: str | os.PathLike) -> bool:
    """Whether ``path`` is named as a game-record file (``changpai FILE`` opens those in the replay viewer)."""
    return str(path).endswith(SUFFIX)
