"""Saved games on disk: the journal (save format 2, ``engine.journal``) the autosave appends to, and the old
whole-file saves (format 1, ``engine.record``), which still load. Never pickle.

Writing: :class:`Journal` writes a game's journal whole once (atomically: temp file, fsync, rename), then each
autosave appends the new entries in one write and fsyncs it; a failed append is cut back off, so the file
is always whole lines. Reading goes through ``storage.files``' one reading path (a regular file within a size
limit, strict UTF-8, bounded depth and numbers, no NaN, no lone surrogates), then the shape of every line it
uses (:data:`HEADER`, :data:`ENTRIES`; :data:`SAVE` for the old format), then ``engine.journal`` checks the values
and replays the current hand. A last line torn by a kill is dropped, with nothing before it lost. A
truncated, corrupt, foreign, newer-version or tampered file is refused with a :class:`SaveError` naming the
problem, and the file is only ever read.
"""

from __future__ import annotations

import json
import os
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from ..engine import journal
from ..engine.match import Match
from ..engine.record import FORMAT, SCHEMA_VERSION, SaveError, match_from_save
from ..engine.text import msg
from ..reading import BadInput, FileProblem, damaged, parse_json_bytes, read_bytes
from ..shape import ANY, Bool, Int, ListOf, MapOf, Num, Obj, OneOf, ShapeError, Str, Tuple, check, optional
from .files import write_atomic

__all__ = ["MAX_BYTES", "MAX_JOURNAL_BYTES", "Journal", "JournalSource", "SaveError", "load_game",
           "read_save_bytes", "save_game"]

MAX_BYTES = 8 * 1024 * 1024            # an old-format save (the whole game in one document)
MAX_JOURNAL_BYTES = 1024 * 1024 * 1024  # a journal: about 5 KB a hand, so 10,000 hands are ~50 MB
MAX_TEXT = 200                          # app_version, times, seat names, a card code, the state hash
HAND_PREFIX = b'{"k":"hand"'            # how the writer starts a hand line (found without parsing the others)
_OPTION = OneOf((Num(), Str(MAX_TEXT), Int(), ListOf(OneOf((Num(), Str(MAX_TEXT))))))
RULES_SHAPE = Obj({"preset": Str(MAX_TEXT)}, {"overrides": MapOf(OneOf((_OPTION, MapOf(ANY)))),
                                         "name": optional(Str(MAX_TEXT))})
ACTION_SHAPE = Tuple((Int(), Obj({"type": Str(MAX_TEXT)}, {"card": optional(Str(MAX_TEXT))})))
_SEAT_VALUES = ListOf(optional(Int()))

# The format and version of any save; a newer version's save is refused by ``record`` (not by shape).
FIRST = Obj({"format": Str(MAX_TEXT), "schema_version": Int()}, extra=ANY)
# The old format, field by field (unknown fields are named by ``record``).
SAVE = Obj(
    {"format": Str(MAX_TEXT), "schema_version": Int(), "app_version": Str(MAX_TEXT), "created": Str(MAX_TEXT),
     "saved": Str(MAX_TEXT), "rules": RULES_SHAPE, "seed": Int(), "hands": optional(Int()), "first_dealer": Int(),
     "seats": ListOf(Str(MAX_TEXT)), "actions": ListOf(ACTION_SHAPE)},
    {"decks": optional(ListOf(ListOf(Str(MAX_TEXT)))), "state_hash": optional(Str(MAX_TEXT))}, extra=ANY)
# The journal's first line (unknown fields are named by ``engine.journal``) and its entries.
HEADER = Obj(
    {"format": Str(MAX_TEXT), "schema_version": Int(), "app_version": Str(MAX_TEXT), "created": Str(MAX_TEXT),
     "rules": RULES_SHAPE, "seed": Int(), "hands": optional(Int()), "first_dealer": Int(),
     "seats": ListOf(Str(MAX_TEXT))},
    {"decks": optional(ListOf(ListOf(Str(MAX_TEXT))))}, extra=ANY)
ROW = Obj({"hand": Int(0), "dealer": Int(0), "resting": optional(Int()), "winner": optional(Int()),
           "type": optional(Str(MAX_TEXT)), "self_drawn": Bool(), "from": optional(Int()), "robbed": Bool(),
           "flags": MapOf(Bool()), "hu": _SEAT_VALUES, "net": _SEAT_VALUES, "running": ListOf(Int())})
KIND = Obj({"k": Str(choices=(journal.ACTIONS, journal.UNDO, journal.HAND)), "n": Int(0)}, extra=ANY)
ENTRIES = {journal.ACTIONS: Obj({"k": Str(), "n": Int(0), "a": ListOf(ACTION_SHAPE)}, {"h": Str(MAX_TEXT)}),
           journal.UNDO: Obj({"k": Str(), "n": Int(0)}),
           journal.HAND: Obj({"k": Str(), "n": Int(0), "row": ROW})}


def encode(entry: dict) -> bytes:
    return json.dumps(entry, ensure_ascii=False, separators=(",", ":")).encode("utf-8") + b"\n"


# --- writing --------------------------------------------------------------------------------------------

@dataclass(frozen=True)
class JournalSource:
    """The journal a game was read from: its file, its whole lines (a torn last line left out) and how many
    actions and finished hands they hold."""

    path: Path
    data: bytes
    actions: int
    hands: int


class Journal:
    """A game's journal at ``path``: :meth:`start` writes it whole, :meth:`append` adds what was played since,
    :meth:`rewind` notes an undo for the next append."""

    def __init__(self, path: str | os.PathLike):
        self.path = Path(path)
        self.actions = 0      # what the file holds
        self.hands = 0
        self.size = 0
        self._undo_to: int | None = None

    def start(self, match: Match, seats: Sequence[str], created: str | None = None) -> dict:
        """Write the whole journal of ``match`` (played from its first hand), replacing the file; the header."""
        head = journal.header(match, seats, created)
        data = encode(head) + b"".join(map(encode, journal.entries_since(match, 0, 0)))
        write_atomic(self.path, data)
        self.actions, self.hands, self.size = match.actions_total, len(match.sheet), len(data)
        return head

    def adopt(self, source: JournalSource) -> None:
        """Go on with the journal ``source`` was read from: the same file has a torn last line cut off, another
        file is copied (atomically) to this journal's place."""
        same = self.path.exists() and source.path.exists() and os.path.samefile(self.path, source.path)
        if same:
            if self.path.stat().st_size != len(source.data):
                os.truncate(self.path, len(source.data))
        else:
            write_atomic(self.path, source.data)
        self.actions, self.hands, self.size = source.actions, source.hands, len(source.data)

    def rewind(self, actions: int) -> None:
        """The game now holds only its first ``actions`` actions (an undo): said by the next append."""
        self._undo_to = actions if self._undo_to is None else min(self._undo_to, actions)
        self.actions = min(self.actions, actions)

    def append(self, match: Match) -> None:
        """Append what ``match`` played since the last append, in one write, fsynced (OSError: nothing of it is
        left in the file, and the next append tries again)."""
        entries = [] if self._undo_to is None else [journal.undo_entry(self._undo_to)]
        entries += journal.entries_since(match, self.actions, self.hands)
        if not entries:
            return
        data = b"".join(map(encode, entries))
        fd = os.open(self.path, os.O_WRONLY | os.O_APPEND)
        try:
            try:
                os.write(fd, data)
                os.fsync(fd)
            except OSError:
                os.ftruncate(fd, self.size)
                raise
        finally:
            os.close(fd)
        self.size += len(data)
        self.actions, self.hands, self._undo_to = match.actions_total, len(match.sheet), None


def save_game(path: str | os.PathLike, match: Match, seats: Sequence[str] | None = None,
              created: str | None = None) -> dict:
    """Write ``match`` (played from its first hand) as a whole journal at ``path``; its header."""
    return Journal(path).start(match, seats if seats is not None else ["computer"] * match.n_seats, created)


# --- reading --------------------------------------------------------------------------------------------

def read_save_bytes(path: str | os.PathLike, max_bytes: int = MAX_JOURNAL_BYTES) -> bytes:
    """The bytes of a save file (SaveError: not a regular file, empty, too large or unreadable)."""
    try:
        return read_bytes(path, max_bytes)
    except FileProblem as exc:
        raise SaveError(msg("save.unreadable", why=exc.reason)) from None


def checked(shape, obj, place: str = ""):
    """``obj`` when it has ``shape``; SaveError naming the bad field otherwise."""
    try:
        check(shape, obj, place)
    except ShapeError as exc:
        raise SaveError(damaged(exc)) from None
    return obj


def parsed(data: bytes, shape):
    try:
        obj = parse_json_bytes(data)
    except BadInput as exc:
        raise SaveError(msg("save.damaged_file", why=exc.reason)) from None
    return checked(shape, obj)


def journal_header(data: bytes) -> dict | None:
    """The journal header on the first line, or None when the file is not a journal (an old-format save)."""
    end = data.find(b"\n")
    try:
        first = parse_json_bytes(data[: end if end >= 0 else len(data)])
    except BadInput:
        return None
    if isinstance(first, dict) and first.get("schema_version") == journal.JOURNAL_VERSION:
        return first
    return None


def whole_lines(data: bytes) -> list[bytes]:
    """The lines a kill left whole: a last line without its newline, or that does not parse, is dropped."""
    lines = data[: data.rfind(b"\n") + 1].split(b"\n")[:-1]
    if len(lines) > 1:
        try:
            parse_json_bytes(lines[-1])
        except BadInput:
            lines.pop()
    if not lines:
        raise SaveError(msg("save.no_first_line"))
    return lines


def journal_entries(lines: Sequence[bytes]) -> list[dict]:
    """Entry lines parsed together (one parse for many lines), each checked by the shape of its kind
    (:data:`KIND`, then :data:`ENTRIES`)."""
    if not lines:
        return []
    entries = parsed(b"[" + b",".join(lines) + b"]", ListOf(KIND))
    for i, entry in enumerate(entries):
        checked(ENTRIES[entry["k"]], entry, f"[{i}]")
    return entries


def _load_journal(path: Path, data: bytes, head: dict, listeners, thorough: bool) -> tuple[Match, dict]:
    """A journal whose first line (``head``, already parsed by :func:`journal_header`) is its header."""
    lines = whole_lines(data)
    config, meta = journal.parse_header(checked(HEADER, head))
    body = lines[1:]
    if thorough:
        match = journal.replay_journal(config, journal_entries(body))
    else:
        match = _resume(config, len(meta["seats"]), body)
    match.listeners.extend(listeners or [])
    kept = sum(map(len, lines)) + len(lines)
    meta["journal"] = JournalSource(path, data[:kept], match.actions_total, len(match.sheet))
    return match, meta


def _resume(config: dict, n_seats: int, body: Sequence[bytes]) -> Match:
    """The game from its last hand line on: the rows of the finished hands, then the current hand replayed (the
    last hand when the game is over, so its table can be shown)."""
    marks = [i for i, line in enumerate(body) if line.startswith(HAND_PREFIX)]
    hands = journal_entries([body[i] for i in marks])
    rows = [e["row"] for e in hands]
    ends = [e["n"] for e in hands]
    journal.check_rows(config, n_seats, rows, ends)
    over = config["hands"] is not None and len(rows) >= config["hands"]
    k = len(rows) - 1 if over else len(rows)           # the hand to replay
    tail = body[marks[k - 1] + 1:] if k > 0 else body
    entries = [e for e in journal_entries(tail) if e["k"] != journal.HAND]
    match = journal.resume(config, rows[:k], ends[k - 1] if k > 0 else 0, entries)
    if len(match.sheet) != len(rows) or match.sheet[k:] != rows[k:]:
        raise SaveError(msg("save.last_row_replay"))
    return match


def load_game(path: str | os.PathLike, listeners=None, thorough: bool = False) -> tuple[Match, dict]:
    """Read, validate and replay a save of either format; (match, metadata). ``metadata["journal"]``: the
    :class:`JournalSource` of a journal (None for an old-format save). ``thorough``: replay a journal from its
    first hand and compare every hand's record. SaveError when it cannot be used."""
    path = Path(path)
    data = read_save_bytes(path)
    head = journal_header(data)
    if head is not None:
        return _load_journal(path, data, head, listeners, thorough)
    if len(data) > MAX_BYTES:
        raise SaveError(msg("save.too_large", size=len(data), limit=MAX_BYTES))
    obj = parsed(data, FIRST)
    if obj["format"] == FORMAT and 1 <= obj["schema_version"] <= SCHEMA_VERSION:
        checked(SAVE, obj)
    match, meta = match_from_save(obj, listeners)
    meta["journal"] = None
    return match, meta
