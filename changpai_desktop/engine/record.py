"""A match as a record: the save format ⇄ dict, replay and undo (pure; reading and writing files is
``storage.saves``).

A match is its configuration (rules, seed, hands, scripted decks if any, the first dealer) plus its action
log. ``replay(config, actions)`` drives a new match with its log as the seats (``drive.drive_log``);
the state hash after every action is the same as in the original (``hashes``). ``undo_point(match, seats)``
is where taking back the last action of one of ``seats`` in the current hand leads (the hand's start and its
actions before that one).

A save is the configuration, the action log and who sits where, plus the state hash after the last action.
``match_from_save`` parses and checks every field, replays every action and compares the hash; a foreign,
newer-version or tampered save is refused with a :class:`SaveError` naming the problem.

    {"format": "changpai-desktop-save", "schema_version": 1, "app_version": "0.1.0",
     "created": "2026-…Z", "saved": "2026-…Z", "rules": {"preset": …, "overrides": {…}}, "seed": 7,
     "hands": 6, "first_dealer": 2, "decks": null, "seats": ["human", "greedy", "greedy", "greedy"],
     "actions": [[seat, {"type": "discard", "card": "5t"}], …], "state_hash": "…"}
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from datetime import UTC, datetime
from typing import Any

from .. import __version__
from .cards import full_deck
from .drive import drive_log
from .match import Match, Start
from .rules import RuleError, RuleSet
from .table.actions import Action, IllegalAction
from ..message import english
from .text import Msg, msg

FORMAT = "changpai-desktop-save"
SCHEMA_VERSION = 1
_KEYS = {"format", "schema_version", "app_version", "created", "saved", "rules", "seed", "hands",
         "first_dealer", "decks", "seats", "actions", "state_hash"}


class SaveError(ValueError):
    """A save that cannot be used. ``reason`` says why: a ``save.…`` glossary message (resources/text/saves.toml),
    a predicate of the save ("has unknown fields: x"), which ``services.text.render`` words in a language;
    ``str()`` is its id and values, for logs."""

    def __init__(self, reason: Msg):
        super().__init__(english(reason, {}))
        self.reason = reason


# --- replay ---------------------------------------------------------------------------------------------

def replay(config: dict, actions: Iterable[tuple[int, Action]], listeners: Iterable | None = None,
           on_step: Callable[[Match], None] | None = None) -> Match:
    """Rebuild a match from its configuration and action log (IllegalAction if one does not apply; the
    match's log then holds the ones that did). ``listeners`` hear what follows, not the replay."""
    match = Match.from_config(config)
    drive_log(match, actions, on_step)
    match.listeners.extend(listeners or [])
    return match


def hashes(config: dict, actions: Sequence[tuple[int, Action]]) -> list[str]:
    """The state hash before any action and after each one."""
    match = Match.from_config(config)
    out = [match.state_hash()]
    drive_log(match, actions, lambda m: out.append(m.state_hash()))
    return out


def last_action_of(match: Match, seats: Iterable[int], since: int = 0) -> int | None:
    """The index in ``match.log`` of the last action of any of ``seats`` at or after index ``since``."""
    wanted = set(seats)
    for i in range(len(match.log) - 1, since - 1, -1):
        if match.log[i][0] in wanted:
            return i
    return None


def undo_point(match: Match, seats: Iterable[int]) -> tuple[Start, list[tuple[int, Action]]] | None:
    """Taking back the last action of any of ``seats`` in the current hand: the hand's start and the actions of
    the hand before that one (replayed from the start, they rebuild the match without it and what followed,
    which the computer players will simply play again). None when the hand holds no action of theirs — a
    scored hand stands, as at a real table."""
    since = match.hand_start - match.log_start
    i = last_action_of(match, seats, since=since)
    if i is None:
        return None
    return match.current_hand_start(), match.log[since:i]


# --- the save format ------------------------------------------------------------------------------------

def now_text() -> str:
    return datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def to_json(match: Match, seats: Sequence[str] | None = None, created: str | None = None) -> dict:
    cfg = match.config()
    return {
        "format": FORMAT, "schema_version": SCHEMA_VERSION, "app_version": __version__,
        "created": created or now_text(), "saved": now_text(),
        "rules": cfg["rules"], "seed": cfg["seed"], "hands": cfg["hands"], "first_dealer": cfg["first_dealer"],
        "decks": cfg["decks"], "seats": list(seats) if seats is not None else ["computer"] * match.n_seats,
        "actions": [[s, a.to_dict()] for s, a in match.log], "state_hash": match.state_hash(),
    }


def whole_number(obj: dict, key: str, lo: int | None = None, hi: int | None = None, none_ok: bool = False) -> Any:
    v = obj.get(key)
    if v is None and none_ok:
        return None
    if not isinstance(v, int) or isinstance(v, bool) or (lo is not None and v < lo) or (hi is not None and v > hi):
        raise SaveError(msg("save.not_whole_number", key=key, value=repr(v)))
    return v


def _check_envelope(obj: Any) -> int:
    """The format, the schema version and the set of fields; the schema version."""
    if not isinstance(obj, dict):
        raise SaveError(msg("save.not_object"))
    if obj.get("format") != FORMAT:
        raise SaveError(msg("save.not_changpai", format=repr(obj.get("format"))))
    version = obj.get("schema_version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise SaveError(msg("save.bad_version", version=repr(version)))
    if version > SCHEMA_VERSION:
        raise SaveError(msg("save.newer", app=str(obj.get("app_version")), version=version, known=SCHEMA_VERSION))
    unknown = set(obj) - _KEYS
    if unknown:
        raise SaveError(msg("save.unknown_fields", fields=", ".join(sorted(unknown))))
    missing = (_KEYS - {"decks", "state_hash"}) - set(obj)
    if missing:
        raise SaveError(msg("save.missing_fields", fields=", ".join(sorted(missing))))
    for key in ("app_version", "created", "saved"):
        if not isinstance(obj[key], str):
            raise SaveError(msg("save.not_text", key=key))
    return version


def check_decks_and_seats(obj: dict, rules: RuleSet) -> None:
    decks = obj.get("decks")
    if decks is not None:
        want = sorted(full_deck(rules.joys_enabled))
        if not isinstance(decks, list) or not all(isinstance(d, list) and sorted(map(str, d)) == want
                                                  and all(isinstance(c, str) for c in d) for d in decks):
            raise SaveError(msg("save.bad_decks"))
    seats = obj["seats"]
    if not isinstance(seats, list) or len(seats) != rules.seats or not all(isinstance(s, str) for s in seats):
        raise SaveError(msg("save.bad_seats", n=rules.seats))


def _parse_actions(raw: Any, n_seats: int) -> list[tuple[int, Action]]:
    if not isinstance(raw, list):
        raise SaveError(msg("save.actions_not_list"))
    actions = []
    for i, entry in enumerate(raw):
        if not (isinstance(entry, list) and len(entry) == 2 and isinstance(entry[0], int)
                and not isinstance(entry[0], bool) and 0 <= entry[0] < n_seats):
            raise SaveError(msg("save.action_shape", n=i + 1))
        try:
            actions.append((entry[0], Action.from_dict(entry[1])))
        except ValueError as exc:
            raise SaveError(msg("save.action_bad", n=i + 1, detail=str(exc))) from None
    return actions


def parse_save(obj: Any) -> tuple[dict, list[tuple[int, Action]], dict]:
    """Check a decoded save; return (game config, actions, metadata). Raises SaveError."""
    version = _check_envelope(obj)
    try:
        rules = RuleSet.from_dict(obj["rules"])
    except (RuleError, KeyError, TypeError) as exc:
        raise SaveError(msg("save.bad_rules", detail=str(exc))) from None
    seed = whole_number(obj, "seed")
    hands = whole_number(obj, "hands", 1, 100000, none_ok=True)
    first_dealer = whole_number(obj, "first_dealer", 0, rules.seats - 1)
    check_decks_and_seats(obj, rules)
    actions = _parse_actions(obj["actions"], rules.seats)
    state_hash = obj.get("state_hash")
    if state_hash is not None and not isinstance(state_hash, str):
        raise SaveError(msg("save.hash_not_text"))
    config = {"rules": rules.to_dict(), "seed": seed, "hands": hands, "decks": obj.get("decks"),
              "first_dealer": first_dealer}
    meta = {"app_version": obj["app_version"], "created": obj["created"], "saved": obj["saved"],
            "seats": list(obj["seats"]), "state_hash": state_hash, "schema_version": version}
    return config, actions, meta


def match_from_save(obj: Any, listeners=None) -> tuple[Match, dict]:
    """Check a decoded save and replay it: (match, metadata). Raises SaveError."""
    config, actions, meta = parse_save(obj)
    try:
        match = Match.from_config(config)
    except (ValueError, RuleError) as exc:
        raise SaveError(msg("save.cannot_set_up", detail=str(exc))) from None
    try:
        drive_log(match, actions)
    except IllegalAction as exc:
        raise SaveError(msg("save.action_illegal", n=len(match.log) + 1, why=exc.msg)) from None
    if meta["state_hash"] is not None and match.state_hash() != meta["state_hash"]:
        raise SaveError(msg("save.hash_differs"))
    match.listeners.extend(listeners or [])
    return match, meta
