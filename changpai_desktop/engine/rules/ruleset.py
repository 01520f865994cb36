"""Rule presets as data (RULES.md §2–§6): a preset file from ``resources/rules/`` plus a user's overrides (a
house rule) → a validated :class:`RuleSet` with frozen, typed sections.

Everything the engine scores with is read from that data: the level rules of §4, the value table of §5.1, the
hand-type bases, extras and multipliers of §5.3, the 喜 values of §5.4 and the settlement options of §6. No
scoring rule is a branch on the preset's name.

Overrides are a flat mapping of dotted keys (``"values.table"``, ``"multipliers.haidi.on"``) or a nested
mapping of the same shape. Validation (from ``schema.ROWS``) names the bad key and value; unknown keys are
refused, so a typo in a house-rule file never silently does nothing.

A preset file is read through the one reading path (``changpai_desktop.reading``) and checked whole when first
read (:func:`read_preset`: its notes by the shape :data:`PRESET_NOTES`, every option by the rule schema): a
damaged preset is a broken install, a :class:`~changpai_desktop.reading.ResourceError` naming the file and
what is wrong, never a RuleError that a caller would take for a bad house rule or save.
"""

from __future__ import annotations

import copy
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field, fields, replace
from functools import cache, cached_property
from pathlib import Path
from typing import Any

from ...reading import ResourceError, read_resource
from ...resources import resource_path
from ...shape import ANY, Among, Obj, Str
from ..cards import INDEX, JOYS
from .schema import BY_KEY, HAND_TYPES, MULTIPLIERS, check_shape, is_doc_key, seed_note, validate
from .levels import Levels, levels_for
from .options import Name, RuleError

PRESET_IDS = ("nantong-single", "tongzhou-double", "rugao-double-xi")
PRESET_SCHEMA = 1
MAX_PRESET_BYTES = 256 * 1024     # a preset is about 6 KB
# A preset's own notes (the options are the rule schema's to check): its format version, its id and its name.
PRESET_NOTES = Obj({"schema": Among((PRESET_SCHEMA,)), "id": Str(),
                    "name": Obj({"zh_Hans": Str(), "zh_Hant": Str(), "en": Str()}, extra=ANY)}, extra=ANY)


def _preset_path(preset_id: str) -> Path:
    return resource_path("rules", f"{preset_id}.toml")


def read_preset(path: Path, preset_id: str) -> dict:
    """A preset file, read and checked whole: its notes, its id, and every option a known one of the right type
    and range (the rule schema's checks, as for a house rule); ResourceError naming the file otherwise."""
    data = read_resource(path, PRESET_NOTES, MAX_PRESET_BYTES)
    if data["id"] != preset_id:
        raise ResourceError(path, f"is the preset {data['id']!r}, not {preset_id!r}")
    options = {k: v for k, v in flatten(data).items() if not is_doc_key(k)}
    try:
        for key, value in options.items():
            row = BY_KEY.get(key)
            if row is None:
                raise RuleError(f"unknown rule option {key!r}")
            if not row.shape_ok(value):
                raise RuleError(f"rule option {key!r}: {value!r} has the wrong type")
        validate(options)
    except RuleError as exc:
        raise ResourceError(path, str(exc)) from None
    return data


@cache
def _preset_file(preset_id: str) -> dict:
    return read_preset(_preset_path(preset_id), preset_id)


def load_preset_data(preset_id: str) -> dict:
    """The preset's TOML as a nested mapping (a fresh copy), notes included."""
    if preset_id not in PRESET_IDS:
        raise RuleError(f"unknown preset {preset_id!r}; known presets: {', '.join(PRESET_IDS)}")
    return copy.deepcopy(_preset_file(preset_id))


def flatten(data: Mapping, prefix: str = "") -> dict[str, Any]:
    """Nested mapping → ``{"a.b.c": value}``; lists stay values."""
    out = {}
    for key, value in data.items():
        path = f"{prefix}{key}"
        if isinstance(value, Mapping):
            out.update(flatten(value, path + "."))
        else:
            out[path] = value
    return out


class FrozenMap(Mapping):
    """A read-only mapping that can be copied and pickled (rule sets travel to worker processes)."""

    __slots__ = ("_items",)

    def __init__(self, items: Mapping[str, Any]):
        self._items = dict(items)

    def __getitem__(self, key: str) -> Any:
        return self._items[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._items)

    def __len__(self) -> int:
        return len(self._items)

    def __repr__(self) -> str:
        return f"FrozenMap({self._items!r})"


def _frozen(value: Any) -> Any:
    return tuple(_frozen(v) for v in value) if isinstance(value, list) else value


def _section(cls: type, flat: Mapping[str, Any], prefix: str) -> Any:
    """A typed section from the flat values under ``prefix`` (lists become tuples)."""
    names = {f.name for f in fields(cls) if f.init}
    return cls(**{n: _frozen(flat[prefix + n]) for n in names if prefix + n in flat})


# --- typed sections ---------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Deal:
    seats: int
    flips: int
    dealer_cards: int
    other_cards: int


@dataclass(frozen=True)
class Joys:
    enabled: bool
    values: tuple[int, ...]      # by how many 喜 a player holds, 0..5
    all_in_deal: int
    flip: str                    # "double" or "reflip"
    flip_multiplier: int


@dataclass(frozen=True)
class LevelRules:
    old_generals: tuple[str, ...]
    old_level_by_old_flips: tuple[int, ...]
    head_tail_level: int
    flip_rank_scope: str         # "group" or "rank"
    rank_level_by_flips: tuple[int, ...]
    old_trio: tuple[str, ...]    # 三老会齐: 红花 千字 白花

    @cached_property
    def old_general_indices(self) -> frozenset[int]:
        return frozenset(INDEX[c] for c in self.old_generals)

    @cached_property
    def old_trio_indices(self) -> tuple[int, ...]:
        return tuple(INDEX[c] for c in self.old_trio)


@dataclass(frozen=True)
class Values:
    forms: tuple[str, ...]
    table: tuple[tuple[int, ...], ...]   # 胡 by level (row) and form (column, as ``forms``)
    flipped_peng_factor: int
    old_trio_multiplier: int
    rounding: int


@dataclass(frozen=True)
class HandType:
    base_self: int
    base_discard: int
    multiplier: int
    enabled: bool = True


@dataclass(frozen=True)
class Extras:
    self_drawn: int
    middle: tuple[int, ...]      # [hard self-drawn, hard discard, soft self-drawn, soft discard]
    edge: tuple[int, ...]
    pair: tuple[int, ...]
    wenqian: tuple[int, ...]     # by how many 1b2b3b, 0..4
    gang_kai: int

    def place(self, place: str) -> tuple[int, ...]:
        """The row of the winning card's place ("middle", "edge" or "pair")."""
        if place == "middle":
            return self.middle
        return self.edge if place == "edge" else self.pair


@dataclass(frozen=True)
class Multiplier:
    on: bool
    factor: int
    joy_flip_factor: int | None = None     # 穷狠 when a 喜 was flipped
    old_flip_factor: int | None = None     # 会面 when a 老将 was flipped
    dudiao: bool | None = None             # 会面 also with the third 老将 as the pair of the winning card
    claimed_level_1: bool | None = None    # 会面出汗: a claimed 老将 scores at level 1


@dataclass(frozen=True)
class Settlement:
    cap: int
    baozhang: bool
    qionghen_300: bool


# --- the rule set -----------------------------------------------------------------------------------------
@dataclass(frozen=True)
class RuleSet:
    """A preset plus overrides, validated, with typed sections (``rules.deal.flips``,
    ``rules.multipliers["haidi"].factor``). ``name`` is a house-rule set's own name; ``preset_name`` the
    preset's name in three languages."""

    preset_id: str
    flat: Mapping[str, Any] = field(repr=False)    # every option of the merged set, by dotted key
    overrides: dict = field(default_factory=dict)
    name: str | None = None

    # --- construction -------------------------------------------------------------------------------
    @classmethod
    def preset(cls, preset_id: str, overrides: Mapping | None = None, name: str | None = None) -> RuleSet:
        defaults = {k: v for k, v in flatten(load_preset_data(preset_id)).items() if not is_doc_key(k)}
        flat_over = flatten(overrides or {})
        merged = dict(defaults)
        for key, value in flat_over.items():
            if is_doc_key(key):
                raise RuleError(f"unknown rule option {key!r} (value {value!r})")
            check_shape(key, value, defaults.get(key))
            merged[key] = copy.deepcopy(value)
        validate(merged)
        return cls(preset_id, FrozenMap(merged), dict(flat_over), name)

    @classmethod
    def from_dict(cls, obj: Mapping) -> RuleSet:
        """From ``to_dict()`` output (a save or a house-rule file)."""
        if not isinstance(obj, Mapping):
            raise RuleError("a rule set must be an object with 'preset' and 'overrides'")
        unknown = set(obj) - {"preset", "overrides", "name"}
        if unknown:
            raise RuleError(f"unknown rule-set field(s): {', '.join(sorted(unknown))}")
        preset_id = obj.get("preset")
        if not isinstance(preset_id, str):
            raise RuleError(f"rule set: 'preset' must be one of {', '.join(PRESET_IDS)}, got {preset_id!r}")
        overrides = obj.get("overrides", {})
        if not isinstance(overrides, Mapping):
            raise RuleError("rule set: 'overrides' must be an object")
        name = obj.get("name")
        if name is not None and not isinstance(name, str):
            raise RuleError("rule set: 'name' must be a string")
        return cls.preset(preset_id, overrides, name)

    def to_dict(self) -> dict:
        out = {"preset": self.preset_id, "overrides": copy.deepcopy(self.overrides)}
        if self.name:
            out["name"] = self.name
        return out

    def with_name(self, name: str | None) -> RuleSet:
        return replace(self, name=name)

    def value(self, key: str) -> Any:
        """One option by dotted key (``"multipliers.haidi.on"``), as the TOML writes it (lists stay lists)."""
        return self.flat[key]

    def seed_note(self, key: str) -> str:
        """Where the rule of option ``key`` comes from (the preset's ``*_seed`` note or the schema's reference)."""
        return seed_note(BY_KEY[key], _preset_file(self.preset_id))

    def changed(self) -> dict[str, Any]:
        """The options whose value differs from the preset's, by dotted key."""
        base = RuleSet.preset(self.preset_id).flat
        return {k: v for k, v in self.flat.items() if base[k] != v}

    # --- typed sections -----------------------------------------------------------------------------
    @cached_property
    def deal(self) -> Deal:
        return _section(Deal, self.flat, "deal.")

    @cached_property
    def joys(self) -> Joys:
        return _section(Joys, self.flat, "joys.")

    @cached_property
    def levels(self) -> LevelRules:
        return _section(LevelRules, self.flat, "levels.")

    @cached_property
    def values(self) -> Values:
        return _section(Values, self.flat, "values.")

    @cached_property
    def hand_types(self) -> Mapping[str, HandType]:
        return FrozenMap({ht: _section(HandType, self.flat, f"hand_types.{ht}.") for ht in HAND_TYPES})

    @cached_property
    def extras(self) -> Extras:
        return _section(Extras, self.flat, "extras.")

    @cached_property
    def multipliers(self) -> Mapping[str, Multiplier]:
        return FrozenMap({m: _section(Multiplier, self.flat, f"multipliers.{m}.") for m in MULTIPLIERS})

    @cached_property
    def settlement(self) -> Settlement:
        return _section(Settlement, self.flat, "settlement.")

    @cached_property
    def preset_name(self) -> Name:
        n = _preset_file(self.preset_id)["name"]
        return Name(n["zh_Hans"], n["zh_Hant"], n["en"])

    # --- helpers ------------------------------------------------------------------------------------
    @property
    def flips(self) -> int:
        return self.deal.flips

    @property
    def seats(self) -> int:
        return self.deal.seats

    @property
    def joys_enabled(self) -> bool:
        return self.joys.enabled

    def display_name(self, lang: str = "zh_Hans") -> str:
        if self.name:
            return self.name
        return self.preset_name.get(lang) or self.preset_name.en

    @property
    def value_table(self) -> tuple[tuple[int, ...], ...]:
        return self.values.table

    @property
    def old_general_indices(self) -> frozenset[int]:
        return self.levels.old_general_indices

    def joy_value(self, held: int, all_in_deal: bool, joy_flipped: bool) -> int:
        joys = self.joys
        if held <= 0:
            return 0
        value = joys.all_in_deal if (all_in_deal and held == len(JOYS)) else joys.values[min(held, len(JOYS))]
        if joy_flipped and joys.flip == "double":
            value *= joys.flip_multiplier
        return value

    def levels_for(self, flips: list[str] | tuple[str, ...]) -> Levels:
        """RULES.md §4: each kind's level for a hand with these flips (喜 flips included in the list)."""
        return levels_for(self.levels, flips)
