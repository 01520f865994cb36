"""Drill progress in ``<config>/drills.json`` (versioned JSON, atomic writes).

For 认牌 (recognising cards): answers, right answers, the current and best streak, and per card how often it
was asked and missed, so the drill can ask the cards you miss more often. For 算胡 (counting a hand): how many
hands were tried and how many totals were right. The file is read through the one reading path
(``changpai_desktop.reading``) and checked by the shape :data:`DOCUMENT`; a damaged file is set aside, progress
starts afresh and ``DrillProgress.damaged`` says what was wrong (``services.notices`` tells the user).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from pathlib import Path

from ..message import msg
from ..shape import ANY, Among, Int, MapOf, Obj, Tuple
from .documents import APP, load_document
from .files import write_json_atomic
from .paths import config_dir

SCHEMA = 1
KIND = "drills"
MAX_BYTES = 1024 * 1024


def drills_path() -> Path:
    return config_dir() / "drills.json"


def _empty() -> dict:
    return {"app": APP, "kind": KIND, "schema": SCHEMA,
            "cards": {"answered": 0, "right": 0, "streak": 0, "best_streak": 0, "per_card": {}},
            "scoring": {"tried": 0, "right": 0, "streak": 0, "best_streak": 0}}


_COUNT = Int(0)
DOCUMENT = Obj({"app": Among((APP,)), "kind": Among((KIND,)), "schema": Int(1, SCHEMA),
                "cards": Obj({"answered": _COUNT, "right": _COUNT, "streak": _COUNT, "best_streak": _COUNT,
                              "per_card": MapOf(Tuple((_COUNT, _COUNT)))}, extra=ANY),
                "scoring": Obj({"tried": _COUNT, "right": _COUNT, "streak": _COUNT, "best_streak": _COUNT},
                               extra=ANY)}, extra=ANY)


class DrillProgress:
    """Loaded once by a drill window; every answer is saved at once."""

    def __init__(self, path: Path | None = None):
        self.path = Path(path) if path else drills_path()
        # the file set aside on loading, and why (None: read, or none yet)
        self.data, self.damaged = load_document(self.path, KIND, msg("file.kind.drills"), DOCUMENT, _empty, MAX_BYTES)


    def save(self) -> None:
        write_json_atomic(self.path, self.data)

    # --- 认牌 -------------------------------------------------------------------------------------
    @property
    def cards(self) -> dict:
        return self.data["cards"]

    @property
    def scoring(self) -> dict:
        return self.data["scoring"]

    def misses(self, code: str) -> int:
        return self.cards["per_card"].get(code, [0, 0])[1]

    def weight(self, code: str) -> float:
        """How likely ``code`` is asked: 1 for a card never missed, more for cards missed often and lately."""
        asked, missed = self.cards["per_card"].get(code, [0, 0])
        if asked == 0:
            return 1.5            # unseen cards come a little sooner
        return 1.0 + 4.0 * missed / asked + 0.5 * min(missed, 6)

    def pick(self, codes: Sequence[str], rng: random.Random, avoid: str | None = None) -> str:
        pool = [c for c in codes if c != avoid] or list(codes)
        return rng.choices(pool, weights=[self.weight(c) for c in pool], k=1)[0]

    def record_card(self, code: str, right: bool) -> None:
        c = self.cards
        asked, missed = c["per_card"].get(code, [0, 0])
        c["per_card"][code] = [asked + 1, missed + (0 if right else 1)]
        c["answered"] += 1
        if right:
            c["right"] += 1
            c["streak"] += 1
            c["best_streak"] = max(c["best_streak"], c["streak"])
        else:
            c["streak"] = 0
        self.save()

    def most_missed(self, n: int = 5) -> list[tuple[str, int]]:
        rows = [(code, v[1]) for code, v in self.cards["per_card"].items() if v[1] > 0]
        rows.sort(key=lambda r: (-r[1], r[0]))
        return rows[:n]

    # --- 算胡 -------------------------------------------------------------------------------------
    def record_scoring(self, right: bool) -> None:
        s = self.scoring
        s["tried"] += 1
        if right:
            s["right"] += 1
            s["streak"] += 1
            s["best_streak"] = max(s["best_streak"], s["streak"])
        else:
            s["streak"] = 0
        self.save()

    def reset(self) -> None:
        self.data = _empty()
        self.save()
