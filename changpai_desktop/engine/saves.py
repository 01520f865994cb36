"""Saved games: versioned JSON, written atomically, validated whole before use. Never pickle.

A save is the game's configuration (the full rule set, the seed, the number of hands, scripted decks if
any, the first dealer), its action log and who sits where, plus the state hash after the last action.
Loading parses and checks every field, replays every action through the engine and compares the hash; a
truncated, corrupt, foreign, newer-version or tampered file is refused with a :class:`SaveError` naming
the problem, and the file is only ever read.

    {"format": "changpai-desktop-save", "schema_version": 1, "app_version": "0.1.0",
     "created": "2026-…Z", "saved": "2026-…Z", "rules": {"preset": …, "overrides": {…}}, "seed": 7,
     "hands": 6, "first_dealer": 2, "decks": null, "seats": ["human", "greedy", "greedy", "greedy"],
     "actions": [[seat, {"type": "discard", "card": "5t"}], …], "state_hash": "…"}
"""

from __future__ import annotations

import json
import os
import tempfile
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Sequence

from .. import __version__
from .actions import Action, IllegalAction
from .cards import full_deck
from .match import Game
from .rules import RuleError, RuleSet

FORMAT = "changpai-desktop-save"
SCHEMA_VERSION = 1
MAX_BYTES = 8 * 1024 * 1024   # a save of a long open-ended game is well under 1 MB
_KEYS = {"format", "schema_version", "app_version", "created", "saved", "rules", "seed", "hands",
         "first_dealer", "decks", "seats", "actions", "state_hash"}


class SaveError(ValueError):
    """A save that cannot be used; the message says why (in English, with the 中文 gist first)."""


def _now() -> str:
    return datetime.now(timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")


def to_json(game: Game, seats: Sequence[str] | None = None, created: str | None = None) -> dict:
    cfg = game.config()
    return {
        "format": FORMAT, "schema_version": SCHEMA_VERSION, "app_version": __version__,
        "created": created or _now(), "saved": _now(),
        "rules": cfg["rules"], "seed": cfg["seed"], "hands": cfg["hands"], "first_dealer": cfg["first_dealer"],
        "decks": cfg["decks"], "seats": list(seats) if seats is not None else ["computer"] * game.n_seats,
        "actions": [[s, a.to_dict()] for s, a in game.log], "state_hash": game.state_hash(),
    }


def write_atomic(path: str | os.PathLike, data: bytes) -> None:
    """Write ``data`` to ``path`` so that a crash leaves either the old file or the new one, whole."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
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


def save_game(path: str | os.PathLike, game: Game, seats: Sequence[str] | None = None,
              created: str | None = None) -> dict:
    obj = to_json(game, seats, created)
    write_atomic(path, json.dumps(obj, ensure_ascii=False, indent=1).encode("utf-8"))
    return obj


def _int(obj: dict, key: str, lo: int | None = None, hi: int | None = None, none_ok: bool = False) -> Any:
    v = obj.get(key)
    if v is None and none_ok:
        return None
    if not isinstance(v, int) or isinstance(v, bool) or (lo is not None and v < lo) or (hi is not None and v > hi):
        raise SaveError(f"存档字段 {key} 不对 / the save's {key!r} is {v!r}, not a valid whole number")
    return v


def parse_save(obj: Any) -> tuple[dict, list[tuple[int, Action]], dict]:
    """Check a decoded save; return (game config, actions, metadata). Raises SaveError."""
    if not isinstance(obj, dict):
        raise SaveError("不是长牌存档 / not a Changpai save (the file is not a JSON object)")
    if obj.get("format") != FORMAT:
        raise SaveError(f"不是长牌存档 / not a Changpai save (format {obj.get('format')!r})")
    version = obj.get("schema_version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise SaveError(f"存档版本无效 / the save's schema_version {version!r} is not valid")
    if version > SCHEMA_VERSION:
        raise SaveError(f"存档来自更新的版本 / this save was made by a newer version of Changpai Desktop "
                        f"({obj.get('app_version')!r}, save format {version}; this version reads up to "
                        f"{SCHEMA_VERSION}). Update the app to open it.")
    unknown = set(obj) - _KEYS
    if unknown:
        raise SaveError(f"存档有未知字段 / the save has unknown field(s): {', '.join(sorted(unknown))}")
    missing = (_KEYS - {"decks", "state_hash"}) - set(obj)
    if missing:
        raise SaveError(f"存档不完整 / the save is missing field(s): {', '.join(sorted(missing))}")
    for key in ("app_version", "created", "saved"):
        if not isinstance(obj[key], str):
            raise SaveError(f"存档字段 {key} 不对 / the save's {key!r} must be text")
    try:
        rules = RuleSet.from_dict(obj["rules"])
    except (RuleError, KeyError, TypeError) as exc:
        raise SaveError(f"存档的规则无效 / the save's rule set is not valid: {exc}") from None
    seed = _int(obj, "seed")
    hands = _int(obj, "hands", 1, 100000, none_ok=True)
    first_dealer = _int(obj, "first_dealer", 0, rules.seats - 1)
    decks = obj.get("decks")
    if decks is not None:
        want = sorted(full_deck(rules.joys_enabled))
        if not isinstance(decks, list) or not all(isinstance(d, list) and sorted(map(str, d)) == want
                                                  and all(isinstance(c, str) for c in d) for d in decks):
            raise SaveError("存档的牌序无效 / the save's scripted decks are not full decks of this rule set")
    seats = obj["seats"]
    if not isinstance(seats, list) or len(seats) != rules.seats or not all(isinstance(s, str) for s in seats):
        raise SaveError(f"存档的座位无效 / the save's seats must be {rules.seats} names")
    raw = obj["actions"]
    if not isinstance(raw, list):
        raise SaveError("存档的动作记录无效 / the save's actions must be a list")
    actions = []
    for i, entry in enumerate(raw):
        if not (isinstance(entry, list) and len(entry) == 2 and isinstance(entry[0], int)
                and not isinstance(entry[0], bool) and 0 <= entry[0] < rules.seats):
            raise SaveError(f"存档第 {i + 1} 步无效 / action {i + 1} of the save is not [seat, action]: {entry!r}")
        try:
            actions.append((entry[0], Action.from_dict(entry[1])))
        except ValueError as exc:
            raise SaveError(f"存档第 {i + 1} 步无效 / action {i + 1} of the save: {exc}") from None
    state_hash = obj.get("state_hash")
    if state_hash is not None and not isinstance(state_hash, str):
        raise SaveError("存档的校验值无效 / the save's state_hash must be text")
    config = {"rules": rules.to_dict(), "seed": seed, "hands": hands, "decks": decks, "first_dealer": first_dealer}
    meta = {"app_version": obj["app_version"], "created": obj["created"], "saved": obj["saved"],
            "seats": list(seats), "state_hash": state_hash, "schema_version": version}
    return config, actions, meta


def game_from_save(obj: Any, listeners=None) -> tuple[Game, dict]:
    config, actions, meta = parse_save(obj)
    try:
        game = Game.from_config(config)
    except (ValueError, RuleError) as exc:
        raise SaveError(f"存档无法开局 / the save's game cannot be set up: {exc}") from None
    for i, (seat, action) in enumerate(actions):
        try:
            game.apply(action, seat)
        except IllegalAction as exc:
            raise SaveError(f"存档第 {i + 1} 步不合规则 / action {i + 1} of the save ({seat}: {action}) does not "
                            f"replay: {exc.en}") from None
    if meta["state_hash"] is not None and game.state_hash() != meta["state_hash"]:
        raise SaveError("存档校验不符 / the save's state does not match its actions (state_hash differs): "
                        "the file was changed or made by an incompatible engine")
    game.listeners.extend(listeners or [])
    return game, meta


def read_save_bytes(path: str | os.PathLike) -> bytes:
    path = Path(path)
    try:
        size = path.stat().st_size
    except OSError as exc:
        raise SaveError(f"读不到存档 / cannot read the save {path}: {exc.strerror or exc}") from None
    if size > MAX_BYTES:
        raise SaveError(f"存档太大 / {path} is {size} bytes, larger than any save ({MAX_BYTES} bytes): not a save")
    if size == 0:
        raise SaveError(f"存档是空的 / {path} is empty")
    with open(path, "rb") as fh:
        data = fh.read(MAX_BYTES + 1)
    if len(data) > MAX_BYTES:
        raise SaveError(f"存档太大 / {path} is larger than any save: not a save")
    return data


def load_game(path: str | os.PathLike, listeners=None) -> tuple[Game, dict]:
    """Read, validate and replay a save; (game, metadata). SaveError when it cannot be used."""
    data = read_save_bytes(path)
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise SaveError(f"存档已损坏 / {path} is damaged: not UTF-8 text (byte {exc.start})") from None
    try:
        obj = json.loads(text)
    except json.JSONDecodeError as exc:
        raise SaveError(f"存档已损坏或不完整 / {path} is damaged or truncated: {exc.msg} at line {exc.lineno}, "
                        f"column {exc.colno}") from None
    except RecursionError:
        raise SaveError(f"存档已损坏 / {path} is damaged: nested too deeply") from None
    return game_from_save(obj, listeners)
