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
from ..shape import Int, ListOf, Obj, Str, optional
from .files import write_atomic
from .saves import (_ACTION, _RULES, FIRST, HEADER, MAX_TEXT, ROW, SAVE, _checked, _entries, _first_line, _parsed,
                    _whole_lines, read_save_bytes)

RECORD_FORMAT = "changpai-game-record"
RECORD_VERSION = 1
SUFFIX = ".changpai-record"
MIME_TYPE = "application/x-changpai-record"
MAX_RECORD_BYTES = 64 * 1024 * 1024
_HEADER_FIELDS = ("rules", "seed", "hands", "first_dealer", "decks", "seats", "app_version")

RECORD = Obj(
    {"format": Str(MAX_TEXT), "schema_version": Int(1), "app_version": Str(MAX_TEXT), "exported": Str(MAX_TEXT),
     "rules": _RULES, "seed": Int(), "hands": optional(Int(1, journal.MAX_HANDS)), "first_dealer": Int(0),
     "seats": ListOf(Str(MAX_TEXT)), "deal_code": Str(MAX_TEXT), "rows": ListOf(ROW), "first_hand": Int(0),
     "log_start": Int(0), "ends": ListOf(Int(0)), "actions": ListOf(_ACTION)},
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
            raise SaveError(f"记录第 {i + 1} 步无效 / action {i + 1} of the record: {exc}") from None
    return tuple(out)


def _made(config: dict, seats, rows, ends, actions, log_start: int = 0, first_hand: int = 0) -> GameRecord:
    try:
        return GameRecord(config, tuple(seats), tuple(rows), tuple(ends), tuple(actions), log_start, first_hand)
    except ValueError as exc:
        raise SaveError(f"记录的手数不对 / the record's hands do not follow its actions: {exc}") from None


def _from_journal(data: bytes, head: dict, where: str) -> GameRecord:
    lines = _whole_lines(data, where)
    config, meta = journal.parse_header(_checked(HEADER, head, where))
    entries = _entries(lines[1:], where)
    hands = [e for e in entries if e["k"] == journal.HAND]
    rows, ends = [e["row"] for e in hands], [e["n"] for e in hands]
    journal.check_rows(config, rows, ends)
    actions, _ = journal.collect_actions([e for e in entries if e["k"] != journal.HAND], 0)
    return _made(config, meta["seats"], rows, ends, actions)


def parse_record_document(obj: object, where: str) -> GameRecord:
    """A decoded game-record document (a file's, or one kept inside another file) as a record; SaveError."""
    _checked(RECORD, obj, where)
    if obj["format"] != RECORD_FORMAT:
        raise SaveError(f"不是长牌牌谱 / {where} is not a Changpai game record (format {obj['format']!r})")
    if obj["schema_version"] > RECORD_VERSION:
        raise SaveError(f"记录来自更新的版本 / this game record was made by a newer version of Changpai Desktop "
                        f"({obj['app_version']!r}, record format {obj['schema_version']}; this version reads up "
                        f"to {RECORD_VERSION}). Update the app to open it.")
    head = {key: obj.get(key) for key in _HEADER_FIELDS} | {"created": obj["exported"]}
    config, _meta = journal.parse_header(head)
    first, rows, ends = obj["first_hand"], obj["rows"], obj["ends"]
    if first > len(rows):
        raise SaveError("记录的手数不对 / the record's first hand is after its last")
    journal.check_rows(config, rows, [obj["log_start"]] * first + list(ends))
    if obj["deal_code"] != deal_code(config):
        raise SaveError("记录的牌局代码不符 / the record's deal code does not match its seed and rules")
    return _made(config, obj["seats"], rows, ends, _actions(obj["actions"]), obj["log_start"], first)


def _from_old_save(obj: dict, where: str) -> GameRecord:
    if 1 <= obj["schema_version"] <= SCHEMA_VERSION:
        _checked(SAVE, obj, where)
    match, meta = match_from_save(obj)
    return GameRecord.from_match(match, meta["seats"])


def read_record(path: str | os.PathLike) -> GameRecord:
    """The finished hands of a saved game or of a game-record file at ``path``. SaveError when it cannot be
    used (the file is only read)."""
    path = Path(path)
    where = str(path)
    data = read_save_bytes(path)
    head = _first_line(data)
    if head is not None:
        return _from_journal(data, head, where)
    if len(data) > MAX_RECORD_BYTES:
        raise SaveError(f"记录太大 / {where} is {len(data):,} bytes, larger than any game record")
    obj = _parsed(data, FIRST, where)
    if obj["format"] == RECORD_FORMAT:
        return parse_record_document(obj, where)
    if obj["format"] != FORMAT:
        raise SaveError(f"不是长牌存档或牌谱 / {where} is neither a Changpai save nor a game record "
                        f"(format {obj['format']!r})")
    return _from_old_save(obj, where)


def is_record_file(path: str | os.PathLike) -> bool:
    """Whether ``path`` is named as a game-record file (``changpai FILE`` opens those in the replay viewer)."""
    return str(path).endswith(SUFFIX)
