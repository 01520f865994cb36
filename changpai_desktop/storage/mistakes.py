"""The positions of the "what would you discard?" drill (错题), in ``<config>/mistakes.json`` (versioned JSON, atomic
writes): the costliest discards of the player's reviewed hands, each kept as the game record of its hand
(``storage.records``' format) and the step of the decision, with how often it was tried and got right.

A position is replayed when it is asked (``services.mistakes``), so the 高手's answer and reason are always the
current ranking's, in the current language. The file is read through the one reading path, checked by the shape
:data:`DOCUMENT` and every position's record by ``storage.records``; a damaged file is set aside (never deleted),
the drill starts afresh and ``MistakeStore.damaged`` says what was wrong.
"""

from __future__ import annotations

from pathlib import Path

from ..engine.record import SaveError
from ..engine.replay import GameRecord
from ..message import msg
from ..shape import ANY, Among, Int, ListOf, Num, Obj, Str
from .documents import APP, load_document
from .files import write_json_atomic
from .paths import config_dir
from .records import parse_record_document, record_document

SCHEMA = 1
KIND = "mistakes"
MAX_BYTES = 16 * 1024 * 1024
MAX_POSITIONS = 60            # the costliest are kept
_TEXT = Str(200)

POSITION = Obj({"key": _TEXT, "step": Int(1), "seat": Int(0), "loss_hu": Num(), "chosen": _TEXT,
                "tries": Int(0), "right": Int(0), "record": Obj({}, extra=ANY)})
DOCUMENT = Obj({"app": Among((APP,)), "kind": Among((KIND,)), "schema": Int(1, SCHEMA),
                "positions": ListOf(POSITION)}, extra=ANY)


def mistakes_path() -> Path:
    return config_dir() / "mistakes.json"


def _empty() -> dict:
    return {"app": APP, "kind": KIND, "schema": SCHEMA, "positions": []}


class MistakeStore:
    """The drill's positions, loaded once by the drill window; every change is saved at once."""

    def __init__(self, path: Path | None = None):
        self.path = Path(path) if path else mistakes_path()
        # the file set aside on loading, and why (None: read, or none yet)
        self.data, self.damaged = load_document(self.path, KIND, msg("file.kind.mistakes"), DOCUMENT, _empty, MAX_BYTES)


    def save(self) -> None:
        write_json_atomic(self.path, self.data)

    @property
    def positions(self) -> list[dict]:
        return self.data["positions"]

    def record_of(self, position: dict) -> GameRecord | None:
        """The hand of ``position`` as a record (None when its record is not a valid one: it is skipped)."""
        try:
            return parse_record_document(position["record"])
        except SaveError:
            return None

    def add(self, key: str, record: GameRecord, step: int, seat: int, loss_hu: float, chosen: str) -> bool:
        """Keep a position (the hand's record and the decision's step); False when it is kept already. Only the
        ``MAX_POSITIONS`` costliest stay."""
        if any(p["key"] == key for p in self.positions):
            return False
        self.positions.append({"key": key, "step": step, "seat": seat, "loss_hu": round(float(loss_hu), 3),
                               "chosen": chosen, "tries": 0, "right": 0, "record": record_document(record)})
        self.positions.sort(key=lambda p: -p["loss_hu"])
        del self.positions[MAX_POSITIONS:]
        self.save()
        return True

    def answered(self, key: str, right: bool) -> None:
        for p in self.positions:
            if p["key"] == key:
                p["tries"] += 1
                p["right"] += int(right)
                self.save()
                return

    def remove(self, key: str) -> None:
        self.data["positions"] = [p for p in self.positions if p["key"] != key]
        self.save()
