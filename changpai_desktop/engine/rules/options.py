"""The kinds of rule option a schema row can be: each knows its type, its range or choices, and how to refuse a
bad value with a message naming the key. ``schema.py`` holds the one table of rows built from these.

A row's range may depend on other options of the same rule set (a level is at most the last row of
``values.table``; a list by number of flips needs one entry per possible count), so ``check`` and ``bounds``
take the merged flat mapping of the rule set being validated.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ..cards import JOYS, check_code

MAX_HU = 100000        # the largest number of 胡 (or factor of 胡) a house rule may write
TABLE_KEY = "values.table"
FLIPS_KEY = "deal.flips"


class RuleError(ValueError):
    """A rule set that cannot be used, with the key and value at fault in the message."""


def bad(key: str, value: Any, why: str) -> RuleError:
    return RuleError(f"rule option {key!r}: {value!r} {why}")


def is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


@dataclass(frozen=True)
class Name:
    """A name in the three languages of the app."""

    zh_Hans: str
    zh_Hant: str
    en: str

    def get(self, lang: str) -> str:
        if lang == "en":
            return self.en
        if lang == "zh_Hant":
            return self.zh_Hant
        return self.zh_Hans

    def joined(self, other: Name, sep: str = " · ") -> Name:
        return Name(self.zh_Hans + sep + other.zh_Hans, self.zh_Hant + sep + other.zh_Hant, self.en + sep + other.en)


@dataclass(frozen=True)
class Option:
    """One rule option: its dotted key (as in ``resources/rules/*.toml``), its name, where its rule comes from
    (``seed``: the dotted key of the preset's ``*_seed`` note, or a reference such as "RULES.md §2") and the win
    flag of a scoring request it needs (``score_request.WIN_FLAGS``), if any."""

    key: str
    name: Name
    seed: str
    win_flag: str | None = None

    @property
    def section(self) -> str:
        return self.key.split(".")[0]

    @property
    def group(self) -> str | None:
        """The hand type or multiplier a three-part key belongs to (``multipliers.haidi.on`` → ``haidi``)."""
        parts = self.key.split(".")
        return parts[1] if len(parts) == 3 else None

    @property
    def field(self) -> str:
        return self.key.split(".")[-1]

    def shape_ok(self, value: Any) -> bool:
        raise NotImplementedError

    def check(self, value: Any, flat: Mapping[str, Any]) -> None:
        """Raise RuleError when ``value`` cannot be used (``flat``: the whole rule set, for cross-checks)."""

    def depends(self) -> bool:
        """Checked after the rows it depends on (the level rows need a valid value table)."""
        return False


@dataclass(frozen=True)
class Flag(Option):
    def shape_ok(self, value: Any) -> bool:
        return isinstance(value, bool)


@dataclass(frozen=True)
class Number(Option):
    """A whole number from ``lo`` to ``hi``; ``level=True``: a level, at most the last row of values.table."""

    lo: int = 0
    hi: int = MAX_HU
    level: bool = False
    why: str | None = None

    def shape_ok(self, value: Any) -> bool:
        return is_int(value)

    def bounds(self, flat: Mapping[str, Any]) -> tuple[int, int]:
        return (0, len(flat[TABLE_KEY]) - 1) if self.level else (self.lo, self.hi)

    def depends(self) -> bool:
        return self.level

    def check(self, value: Any, flat: Mapping[str, Any]) -> None:
        lo, hi = self.bounds(flat)
        if not is_int(value) or not lo <= value <= hi:
            raise bad(self.key, value, self.why or range_text(lo, hi))


def range_text(lo: int, hi: int) -> str:
    if hi == lo + 1:
        return f"must be {lo} or {hi}"
    return f"must be a whole number from {lo} to {hi}"


@dataclass(frozen=True)
class Numbers(Option):
    """A list of whole numbers: ``items`` names each place (its length is fixed), or ``by_flips``: one level
    for every possible number of flips (0 to deal.flips), each at most the last row of values.table."""

    items: tuple[Name, ...] = ()
    lo: int = 0
    hi: int = MAX_HU
    by_flips: bool = False
    why: str = ""

    def shape_ok(self, value: Any) -> bool:
        return isinstance(value, list) and all(is_int(v) for v in value)

    def depends(self) -> bool:
        return self.by_flips

    def bounds(self, flat: Mapping[str, Any]) -> tuple[int, int]:
        return (0, len(flat[TABLE_KEY]) - 1) if self.by_flips else (self.lo, self.hi)

    def check(self, value: Any, flat: Mapping[str, Any]) -> None:
        if not self.shape_ok(value):
            raise bad(self.key, value, "must be a list of whole numbers")
        lo, hi = self.bounds(flat)
        if self.by_flips:
            flips = flat[FLIPS_KEY]
            if len(value) < 1 + flips:
                raise bad(self.key, value, f"needs an entry for every possible number of flips (0 to {flips})")
            if any(not lo <= v <= hi for v in value):
                raise bad(self.key, value, f"levels must be from 0 to {hi} (the rows of {TABLE_KEY})")
            return
        if len(value) != len(self.items):
            raise bad(self.key, value, self.why)
        for i, v in enumerate(value):
            if not lo <= v <= hi:
                raise bad(f"{self.key}[{i}]", v, range_text(lo, hi))


@dataclass(frozen=True)
class Grid(Option):
    """A table of whole numbers: one row per level, one column per name in ``columns``."""

    columns: tuple[Name, ...] = ()
    codes: tuple[str, ...] = ()

    def shape_ok(self, value: Any) -> bool:
        return isinstance(value, list) and all(isinstance(r, list) and all(is_int(v) for v in r) for r in value)

    def check(self, value: Any, flat: Mapping[str, Any]) -> None:
        if not self.shape_ok(value) or not value or any(len(row) != len(self.codes) for row in value):
            raise bad(self.key, value, f"must have rows of {len(self.codes)} values ({', '.join(self.codes)})")
        for r, row in enumerate(value):
            for c, v in enumerate(row):
                if not 0 <= v <= MAX_HU:
                    raise bad(f"{self.key}[{r}][{c}]", v, range_text(0, MAX_HU))


@dataclass(frozen=True)
class Choice(Option):
    """One of a few words; ``choices`` pairs each word with its name."""

    choices: tuple[tuple[str, Name], ...] = ()

    @property
    def words(self) -> tuple[str, ...]:
        return tuple(w for w, _ in self.choices)

    def shape_ok(self, value: Any) -> bool:
        return isinstance(value, str)

    def check(self, value: Any, flat: Mapping[str, Any]) -> None:
        if value not in self.words:
            raise bad(self.key, value, "must be " + " or ".join(repr(w) for w in self.words))


@dataclass(frozen=True)
class Kinds(Option):
    """A list of card kinds (no 喜); ``size``: exactly that many different kinds (0: any number)."""

    size: int = 0
    joy_why: str = "a 喜 cannot be a 老将"

    def shape_ok(self, value: Any) -> bool:
        return isinstance(value, list) and all(isinstance(v, str) for v in value)

    def check(self, value: Any, flat: Mapping[str, Any]) -> None:
        if not self.shape_ok(value):
            raise bad(self.key, value, "must be a list of card codes")
        for code in value:
            try:
                check_code(code)
            except ValueError as exc:
                raise bad(self.key, code, f"is not a card ({exc})") from None
            if code in JOYS:
                raise bad(self.key, code, self.joy_why)
        if self.size and (len(value) != self.size or len(set(value)) != self.size):
            raise bad(self.key, value, f"must list {self.size} different kinds")


@dataclass(frozen=True)
class Fixed(Option):
    """A value the engine does not let a house rule change (the column codes of values.table)."""

    value: tuple[str, ...] = ()

    def shape_ok(self, value: Any) -> bool:
        return isinstance(value, list) and all(isinstance(v, str) for v in value)

    def check(self, value: Any, flat: Mapping[str, Any]) -> None:
        if list(value) != list(self.value):
            raise bad(self.key, value, f"must be {list(self.value)!r}")
