"""A saved game as a journal (save format 2): what each autosave appends, and how a game comes back from it.

A journal is a header line, then one entry per line, only ever appended (reading and writing the file is
``storage.saves``; this module is pure)::

    {"format": "changpai-desktop-save", "schema_version": 2, "app_version": …, "created": …, "rules": …,
     "seed": 7, "hands": 8, "first_dealer": 2, "decks": null, "seats": ["human", "normal", …]}
    {"k": "a", "n": 3, "a": [[2, {"type": "discard", "card": "5t"}], …], "h": "…"}   # actions, up to action n
    {"k": "undo", "n": 41}                                                            # actions from n on taken back
    {"k": "hand", "n": 57, "row": {"hand": 0, "dealer": 2, …, "running": […]}}       # hand 0 ended at action n

``h`` is the match's ``position_hash`` after the line's actions (on the last line of an append). A hand line is
the compact snapshot: every hand is dealt from the seed and its number, so the finished hands' rows are all a
game needs to go on from the next hand's start (``match.Start``). Resuming reads the header, the hand lines and
the lines after the last hand line, and replays only the current hand: the cost does not grow with the game.
``replay_journal`` replays everything from the first hand and compares every row and hash (``--check``).
Undo takes back actions of the current hand only: a scored hand stands.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .. import __version__
from .drive import drive_log
from .match import Match, Start
from .record import FORMAT, SaveError, check_decks_and_seats, now_text, whole_number
from .rules import RuleError, RuleSet
from .table.actions import Action, IllegalAction
from .text import msg

JOURNAL_VERSION = 2
ACTIONS, UNDO, HAND = "a", "undo", "hand"
HEADER_KEYS = {"format", "schema_version", "app_version", "created", "rules", "seed", "hands", "first_dealer",
               "decks", "seats"}
MAX_HANDS = 100000


# --- writing --------------------------------------------------------------------------------------------

def header(match: Match, seats: Sequence[str] | None = None, created: str | None = None) -> dict:
    cfg = match.config()
    return {"format": FORMAT, "schema_version": JOURNAL_VERSION, "app_version": __version__,
            "created": created or now_text(), "rules": cfg["rules"], "seed": cfg["seed"], "hands": cfg["hands"],
            "first_dealer": cfg["first_dealer"], "decks": cfg["decks"],
            "seats": list(seats) if seats is not None else ["computer"] * match.n_seats}


def _hand_end(match: Match, hand_no: int) -> int:
    """The game's action count when hand ``hand_no`` (finished, dealt in ``match``) ended."""
    i = hand_no - match.first_hand + 1
    return match.hand_starts[i] if i < len(match.hand_starts) else match.actions_total


def _actions_entry(match: Match, lo: int, hi: int) -> dict:
    base = match.log_start
    return {"k": ACTIONS, "n": hi, "a": [[s, a.to_dict()] for s, a in match.log[lo - base: hi - base]]}


def entries_since(match: Match, written: int, rows: int) -> list[dict]:
    """The entries that bring a journal holding ``written`` actions and ``rows`` finished hands up to ``match``
    (ValueError when the journal starts before what ``match`` still holds)."""
    if written < match.log_start or rows < match.first_hand:
        raise ValueError("the journal is behind the start of this match's log")
    out: list[dict] = []
    pos = written
    for hand_no in range(rows, len(match.sheet)):
        end = _hand_end(match, hand_no)
        if end > pos:
            out.append(_actions_entry(match, pos, end))
        out.append({"k": HAND, "n": end, "row": match.sheet[hand_no]})
        pos = end
    if match.actions_total > pos:
        entry = _actions_entry(match, pos, match.actions_total)
        entry["h"] = match.position_hash()
        out.append(entry)
    return out


def undo_entry(actions: int) -> dict:
    return {"k": UNDO, "n": actions}


# --- reading --------------------------------------------------------------------------------------------

def parse_header(obj: dict) -> tuple[dict, dict]:
    """A journal's header (its shape already checked) → (game config, metadata). SaveError when not valid."""
    unknown = set(obj) - HEADER_KEYS
    if unknown:
        raise SaveError(msg("save.unknown_fields", fields=", ".join(sorted(unknown))))
    try:
        rules = RuleSet.from_dict(obj["rules"])
    except (RuleError, KeyError, TypeError) as exc:
        raise SaveError(msg("save.bad_rules", detail=str(exc))) from None
    hands = whole_number(obj, "hands", 1, MAX_HANDS, none_ok=True)
    config = {"rules": rules.to_dict(), "seed": whole_number(obj, "seed"), "hands": hands,
              "decks": obj.get("decks"), "first_dealer": whole_number(obj, "first_dealer", 0, rules.seats - 1)}
    check_decks_and_seats(obj, rules)
    meta = {"app_version": obj["app_version"], "created": obj["created"], "seats": list(obj["seats"]),
            "schema_version": JOURNAL_VERSION}
    return config, meta


def check_rows(config: dict, n: int, rows: Sequence[dict], ends: Sequence[int]) -> None:
    """The finished hands' rows of a game of ``n`` seats follow each other as a game's do: numbered in order, the
    dealer passing to the next seat, every running total the previous one plus the hand's net, ending at
    non-decreasing counts."""
    running = [0] * n
    dealer = config["first_dealer"]
    for i, row in enumerate(rows):
        nets = row["net"]
        if row["hand"] != i or row["dealer"] != dealer or len(nets) != n or len(row["hu"]) != n:
            raise SaveError(msg("save.row_order", hand=i + 1))
        running = [t + (v or 0) for t, v in zip(running, nets, strict=True)]
        if row["running"] != running:
            raise SaveError(msg("save.row_running", hand=i + 1))
        if i and ends[i] < ends[i - 1]:
            raise SaveError(msg("save.row_count_back", hand=i + 1))
        dealer = (dealer + 1) % n


def collect_actions(entries: Sequence[dict], start: int) -> tuple[list[tuple[int, Action]], str | None]:
    """The actions from count ``start`` on, as ``entries`` (action and undo lines, in order) leave them, and the
    hash the last action line recorded. SaveError when a line does not continue the ones before it."""
    actions: list[tuple[int, Action]] = []
    last_hash = None
    for entry in entries:
        n = entry["n"]
        if entry["k"] == UNDO:
            if not start <= n <= start + len(actions):
                raise SaveError(msg("save.undo_outside", n=n))
            del actions[n - start:]
            last_hash = None
            continue
        batch = entry["a"]
        if n != start + len(actions) + len(batch):
            raise SaveError(msg("save.actions_gap", n=n))
        for seat, raw in batch:
            try:
                actions.append((seat, Action.from_dict(raw)))
            except ValueError as exc:
                raise SaveError(msg("save.action_near", n=n, detail=str(exc))) from None
        last_hash = entry.get("h")
    return actions, last_hash


def _replayed(match: Match, actions: Sequence[tuple[int, Action]]) -> Match:
    try:
        return drive_log(match, actions)
    except IllegalAction as exc:
        raise SaveError(msg("save.action_illegal", n=match.actions_total + 1, why=exc.msg)) from None


def _match(config: dict, listeners: Any, start: Start | None) -> Match:
    try:
        return Match.from_config(config, listeners, start)
    except (ValueError, RuleError) as exc:
        raise SaveError(msg("save.cannot_set_up", detail=str(exc))) from None


def resume(config: dict, rows: Sequence[dict], start: int, entries: Sequence[dict], listeners=None) -> Match:
    """The game at the start of hand ``len(rows)`` (begun at action ``start``), its current hand replayed from
    ``entries`` (the lines after that hand's start), checked against the last recorded hash."""
    actions, last_hash = collect_actions(entries, start)
    match = _replayed(_match(config, None, Start(tuple(rows), start)), actions)
    if last_hash is not None and match.position_hash() != last_hash:
        raise SaveError(msg("save.hash_differs"))
    match.listeners.extend(listeners or [])
    return match


def replay_journal(config: dict, entries: Sequence[dict]) -> Match:
    """Every entry replayed from the first hand as the game went, undos included, each hand's row and each
    recorded hash compared (the slow, thorough check of a journal; the match holds the last hand's log)."""
    match = _match(config, None, None)
    for entry in entries:
        if entry["k"] == HAND:
            _check_hand(match, entry)
        elif entry["k"] == UNDO:
            keep = entry["n"] - match.hand_start
            if not 0 <= keep <= len(match.hand_actions()):
                raise SaveError(msg("save.undo_outside", n=entry["n"]))
            match = _replayed(_match(config, None, match.current_hand_start()), match.hand_actions()[:keep])
        else:
            actions, last_hash = collect_actions([entry], match.actions_total)
            _replayed(match, actions)
            if last_hash is not None and match.position_hash() != last_hash:
                raise SaveError(msg("save.hash_differs_at", n=entry["n"]))
    return match


def _check_hand(match: Match, entry: dict) -> None:
    hand_no = entry["row"]["hand"]
    if not (0 <= hand_no < len(match.sheet) and match.sheet[hand_no] == entry["row"]
            and match.actions_total == entry["n"]):
        raise SaveError(msg("save.row_replay", hand=hand_no + 1))
