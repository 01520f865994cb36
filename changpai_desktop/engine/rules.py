"""Rule presets as data (RULES.md §2–§6).

A rule set is a preset file from ``resources/rules/`` plus a user's overrides (a house rule). Everything the
engine scores with is read from that data: the level rules of §4, the value table of §5.1, the hand-type
bases, extras and multipliers of §5.3, the 喜 values of §5.4 and the settlement options of §6. No scoring
rule is a branch on the preset's name.

Overrides are a flat mapping of dotted keys (``"values.table"``, ``"multipliers.haidi.on"``) or a nested
mapping of the same shape. Validation names the bad key and value; unknown keys are refused, so a typo in a
house-rule file never silently does nothing.
"""

from __future__ import annotations

import copy
import tomllib
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from typing import Any, Mapping

from ..resources import resource_path
from .cards import INDEX, JOYS, KINDS, N_KINDS, check_code

PRESET_IDS = ("nantong-single", "tongzhou-double", "rugao-double-xi")
FORMS = ("peng", "anke", "minggang", "angang", "long")
HAND_TYPES = ("piao", "qing", "ta", "shisan")
MULTIPLIERS = ("menpiao", "tiancheng", "yihutouer", "qionghen", "haidi", "dihu", "baoting", "shuanglong", "huimian")


class RuleError(ValueError):
    """A rule set that cannot be used, with the key and value at fault in the message."""


def _preset_path(preset_id: str) -> Path:
    return resource_path("rules", f"{preset_id}.toml")


def load_preset_data(preset_id: str) -> dict:
    if preset_id not in PRESET_IDS:
        raise RuleError(f"unknown preset {preset_id!r}; known presets: {', '.join(PRESET_IDS)}")
    with open(_preset_path(preset_id), "rb") as fh:
        return tomllib.load(fh)


def _is_doc_key(key: str) -> bool:
    return key == "seed" or key.endswith("_seed") or key in {"name", "schema", "id"}


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


def _same_shape(default: Any, value: Any) -> bool:
    if isinstance(default, bool):
        return isinstance(value, bool)
    if isinstance(default, int):
        return isinstance(value, int) and not isinstance(value, bool)
    if isinstance(default, str):
        return isinstance(value, str)
    if isinstance(default, list):
        if not isinstance(value, list):
            return False
        if default and isinstance(default[0], list):
            return all(isinstance(row, list) and all(_same_shape(default[0][0], v) for v in row) for row in value)
        if default and isinstance(default[0], str):
            return all(isinstance(v, str) for v in value)
        return all(_same_shape(0, v) for v in value)
    return False


@dataclass(frozen=True)
class Levels:
    """What the flips of one hand make of every kind: its level, and how many copies remain in play."""

    level: tuple[int, ...]          # per kind index 0..29
    remaining: tuple[int, ...]      # 4 minus the copies flipped
    joy_flipped: bool               # a 喜 was among the flips
    old_flips: int                  # how many flips were 老将


@dataclass
class RuleSet:
    """A preset plus overrides, validated. ``data`` is the merged nested mapping (TOML/JSON-ready)."""

    preset_id: str
    data: dict
    overrides: dict = field(default_factory=dict)
    name: str | None = None  # a house-rule set's own name

    # --- construction -------------------------------------------------------------------------------
    @classmethod
    def preset(cls, preset_id: str, overrides: Mapping | None = None, name: str | None = None) -> "RuleSet":
        base = load_preset_data(preset_id)
        flat_over = flatten(overrides or {})
        data = copy.deepcopy(base)
        defaults = flatten(base)
        for key, value in flat_over.items():
            if key not in defaults or _is_doc_key(key.split(".")[-1]):
                raise RuleError(f"unknown rule option {key!r} (value {value!r})")
            if not _same_shape(defaults[key], value):
                raise RuleError(f"rule option {key!r}: value {value!r} has the wrong type "
                                f"(expected something like {defaults[key]!r})")
            node = data
            *parents, last = key.split(".")
            for part in parents:
                node = node[part]
            node[last] = copy.deepcopy(value)
        rules = cls(preset_id, data, dict(flat_over), name)
        rules.validate()
        return rules

    @classmethod
    def from_dict(cls, obj: Mapping) -> "RuleSet":
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

    # --- validation ---------------------------------------------------------------------------------
    def validate(self) -> None:
        d = self.data

        def bad(key: str, value: Any, why: str) -> RuleError:
            return RuleError(f"rule option {key!r}: {value!r} {why}")

        def nonneg(key: str, value: Any) -> None:
            if not isinstance(value, int) or isinstance(value, bool) or value < 0 or value > 100000:
                raise bad(key, value, "must be a whole number from 0 to 100000")

        deal = d["deal"]
        if deal["seats"] not in (3, 4):
            raise bad("deal.seats", deal["seats"], "must be 3 or 4")
        if deal["flips"] not in (1, 2):
            raise bad("deal.flips", deal["flips"], "must be 1 or 2")
        if deal["dealer_cards"] != 23 or deal["other_cards"] != 22:
            raise bad("deal.dealer_cards", deal["dealer_cards"], "the deal is 23 for the dealer and 22 for the others")
        joys = d["joys"]
        if len(joys["values"]) != 6:
            raise bad("joys.values", joys["values"], "must list six values (holding 0 to 5 喜)")
        for i, v in enumerate(joys["values"]):
            nonneg(f"joys.values[{i}]", v)
        nonneg("joys.all_in_deal", joys["all_in_deal"])
        if joys["flip"] not in ("double", "reflip"):
            raise bad("joys.flip", joys["flip"], "must be 'double' or 'reflip'")
        nonneg("joys.flip_multiplier", joys["flip_multiplier"])
        lv = d["levels"]
        for code in lv["old_generals"]:
            try:
                check_code(code)
            except ValueError as exc:
                raise bad("levels.old_generals", code, f"is not a card ({exc})") from None
            if code in JOYS:
                raise bad("levels.old_generals", code, "a 喜 cannot be a 老将")
        if lv["flip_rank_scope"] not in ("group", "rank"):
            raise bad("levels.flip_rank_scope", lv["flip_rank_scope"], "must be 'group' or 'rank'")
        table = d["values"]["table"]
        if not table or any(len(row) != len(FORMS) for row in table):
            raise bad("values.table", table, f"must have rows of {len(FORMS)} values ({', '.join(FORMS)})")
        for r, row in enumerate(table):
            for c, v in enumerate(row):
                nonneg(f"values.table[{r}][{c}]", v)
        top = len(table) - 1
        for key in ("old_level_by_old_flips", "rank_level_by_flips"):
            seq = lv[key]
            if len(seq) < 1 + deal["flips"]:
                raise bad(f"levels.{key}", seq, f"needs an entry for every possible number of flips (0 to {deal['flips']})")
            for v in seq:
                if not isinstance(v, int) or not 0 <= v <= top:
                    raise bad(f"levels.{key}", seq, f"levels must be from 0 to {top} (the rows of values.table)")
        if not 0 <= lv["head_tail_level"] <= top:
            raise bad("levels.head_tail_level", lv["head_tail_level"], f"must be from 0 to {top}")
        for key in ("rounding",):
            v = d["values"][key]
            if not isinstance(v, int) or v < 1 or v > 1000:
                raise bad(f"values.{key}", v, "must be from 1 to 1000")
        nonneg("values.flipped_peng_factor", d["values"]["flipped_peng_factor"])
        nonneg("values.old_trio_multiplier", d["values"]["old_trio_multiplier"])
        for ht in HAND_TYPES:
            t = d["hand_types"][ht]
            for k in ("base_self", "base_discard", "multiplier"):
                nonneg(f"hand_types.{ht}.{k}", t[k])
        ex = d["extras"]
        for k in ("middle", "edge", "pair"):
            if len(ex[k]) != 4:
                raise bad(f"extras.{k}", ex[k], "must list four values: hard self-drawn, hard discard, soft self-drawn, soft discard")
            for v in ex[k]:
                nonneg(f"extras.{k}", v)
        if len(ex["wenqian"]) != 5:
            raise bad("extras.wenqian", ex["wenqian"], "must list five values (0 to 4 文钱)")
        for k in ("self_drawn", "gang_kai"):
            nonneg(f"extras.{k}", ex[k])
        for m in MULTIPLIERS:
            spec = d["multipliers"][m]
            for k, v in spec.items():
                if k in ("factor", "joy_flip_factor", "old_flip_factor"):
                    if not isinstance(v, int) or isinstance(v, bool) or not 1 <= v <= 64:
                        raise bad(f"multipliers.{m}.{k}", v, "must be from 1 to 64")
        nonneg("settlement.cap", d["settlement"]["cap"])

    # --- fast access --------------------------------------------------------------------------------
    @property
    def flips(self) -> int:
        return self.data["deal"]["flips"]

    @property
    def seats(self) -> int:
        return self.data["deal"]["seats"]

    @property
    def joys_enabled(self) -> bool:
        return self.data["joys"]["enabled"]

    def display_name(self, lang: str = "zh_Hans") -> str:
        if self.name:
            return self.name
        return self.data["name"].get(lang) or self.data["name"]["en"]

    @cached_property
    def value_table(self) -> tuple[tuple[int, ...], ...]:
        return tuple(tuple(row) for row in self.data["values"]["table"])

    @cached_property
    def old_general_indices(self) -> frozenset[int]:
        return frozenset(INDEX[c] for c in self.data["levels"]["old_generals"])

    def multiplier(self, key: str) -> dict:
        return self.data["multipliers"][key]

    def joy_value(self, held: int, all_in_deal: bool, joy_flipped: bool) -> int:
        joys = self.data["joys"]
        if held <= 0:
            return 0
        value = joys["all_in_deal"] if (all_in_deal and held == 5) else joys["values"][min(held, 5)]
        if joy_flipped and joys["flip"] == "double":
            value *= joys["flip_multiplier"]
        return value

    def levels_for(self, flips: list[str] | tuple[str, ...]) -> Levels:
        """RULES.md §4: each kind's level for a hand with these flips (喜 flips included in the list)."""
        lv = self.data["levels"]
        remaining = [4] * N_KINDS
        joy_flipped = False
        old = self.old_general_indices
        old_flips = 0
        rank_hits = [0] * 10
        for code in flips:
            check_code(code)
            if code in JOYS:
                joy_flipped = True
                continue
            i = INDEX[code]
            remaining[i] -= 1
            if i in old:
                old_flips += 1
            elif i < 27:
                rank = i % 9 + 1
                if lv["flip_rank_scope"] == "group":
                    for r in range(1, 10):
                        if r % 3 == rank % 3:
                            rank_hits[r] += 1
                else:
                    rank_hits[rank] += 1
        by_old = lv["old_level_by_old_flips"]
        old_level = by_old[min(old_flips, len(by_old) - 1)]
        by_rank = lv["rank_level_by_flips"]
        head_tail = lv["head_tail_level"]
        level = [0] * N_KINDS
        for i in range(N_KINDS):
            best = 0
            if i < 27:
                rank = i % 9 + 1
                best = by_rank[min(rank_hits[rank], len(by_rank) - 1)]
                if rank in (1, 9):
                    best = max(best, head_tail)
            if i in old:
                best = max(best, old_level)
            level[i] = best
        return Levels(tuple(level), tuple(remaining), joy_flipped, old_flips)


def kinds_label(levels: Levels, lang: str = "zh_Hans") -> str:
    """A short human description of which kinds are 将 (level ≥ 1), for tooltips and the rules page."""
    from .cards import CARD_INFO

    parts = []
    for lvl in sorted({v for v in levels.level if v > 0}, reverse=True):
        names = [CARD_INFO[KINDS[i]].name(lang) for i in range(N_KINDS) if levels.level[i] == lvl]
        parts.append(f"L{lvl}: " + " ".join(names))
    return "; ".join(parts)
