"""The HTML pieces of the rules page, generated from the rule schema: every row of ``engine.rules.schema`` is
shown with its name in the interface language and its value from the rule set, marked when a house rule
changed it. No Qt here beyond what the caller passes in (translated words, an image tag maker)."""

from __future__ import annotations

import html
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from ...engine.hant import to_hant
from ...engine.rules import RuleSet, schema
from ...engine.rules.options import Choice, Flag, Kinds, Option

RED = "#b3232a"
PLACE_KEYS = ("extras.middle", "extras.edge", "extras.pair")   # [hard self, hard discard, soft self, soft discard]
ZH_NUMBERS = "一二三四五六七八九十"
CJK = re.compile(r"[\u3400-\u9fff]")
SOURCE_ID = re.compile(r"^\d+:")                 # "001: 四人合局…": the id of the preset's source
REFERENCE = re.compile(r"RULES\.md §[\d.]+")     # a reference to the project's rules


def plain(value: Any) -> str:
    """A rule option's value as text (✓/✗, lists joined by /)."""
    if isinstance(value, bool):
        return "✓" if value else "✗"
    if isinstance(value, (list, tuple)):
        return " / ".join(plain(v) for v in value)
    return str(value)


@dataclass
class Words:
    """The translated words the page needs from its window (``tr`` lives with the window's strings)."""

    on: str
    off: str
    changed_tip: str        # "…原规则：%1"
    house_mark: str
    no_cap: str
    level: str
    plain_level: str
    source: str             # "出处 %1": an English page names a rule's Chinese source instead of quoting it
    unused: str = ""        # "这套规则不用：" before the names of the switches that are off
    no_joys: str = ""       # "这套规则不带喜。"


@dataclass
class Page:
    """Builds the page for one rule set; ``shown`` collects the keys whose value was written."""

    rules: RuleSet
    lang: str
    words: Words
    cards: Callable[[Iterable[str]], str]
    base: RuleSet = field(init=False)
    changed: set[str] = field(init=False)
    shown: set[str] = field(default_factory=set)
    skipped: set[str] = field(default_factory=set)    # the keys left out: rules this rule set does not use

    def __post_init__(self) -> None:
        self.base = RuleSet.preset(self.rules.preset_id)
        self.changed = set(self.rules.changed())

    def text(self, row: Option, value: Any) -> str:
        """A value as the page writes it (HTML). A winning-card place whose four values are one (no 硬 / 软
        distinction in this rule set) is written once."""
        if row.key in PLACE_KEYS and len(set(value)) == 1:
            return html.escape(plain(value[0]))
        if isinstance(row, Flag):
            return html.escape(self.words.on if value else self.words.off)
        if isinstance(row, Choice):
            return html.escape(dict(row.choices)[value].get(self.lang))
        if isinstance(row, Kinds):
            return self.cards(value)
        if row.key == "settlement.cap" and not value:
            return html.escape(self.words.no_cap)
        return html.escape(plain(value))

    def val(self, key: str) -> str:
        """The value of ``key`` in the rule set; marked when a house rule changed it."""
        self.shown.add(key)
        row = schema.BY_KEY[key]
        text = self.text(row, self.rules.value(key))
        if key not in self.changed:
            return text
        tip = html.escape(self.words.changed_tip.replace("%1", plain(self.base.value(key))))
        return (f'<span style="color:{RED}; font-weight:bold;" title="{tip}">{text}</span>'
                f'<sup style="color:{RED};">{html.escape(self.words.house_mark)}</sup>')

    def note(self, row: Option) -> str:
        """Where the rule comes from: the preset's quote of its source (in 繁體 characters on a 繁體 page); an
        English page names the source ("source 001") and keeps the Chinese quote as the hover text."""
        note = self.rules.seed_note(row.key)
        if self.lang == "zh_Hant":
            return html.escape(to_hant(note))
        if self.lang != "en" or not CJK.search(note):
            return html.escape(note)
        source = note.split(":", 1)[0] if SOURCE_ID.match(note) else ""
        refs = " ".join(REFERENCE.findall(note))
        label = " ".join(p for p in (self.words.source.replace("%1", source) if source else "", refs) if p)
        return f'<span title="{html.escape(note)}">{html.escape(label or self.words.source.replace("%1", ""))}</span>'

    def name(self, row: Option) -> str:
        """The row's name; a place row without 硬 / 软 values drops the four names from it."""
        name = row.name.get(self.lang)
        if row.key in PLACE_KEYS and len(set(self.rules.value(row.key))) == 1:
            name = re.sub(r"[（(].*[）)]", "", name).strip()
        return html.escape(name)

    def options(self, rows: Iterable[Option]) -> str:
        """A table of rows: name, value, where the rule comes from."""
        out = ["<table cellpadding='3'>"]
        for row in rows:
            out.append(f"<tr><td>{self.name(row)}</td><td>{self.val(row.key)}</td>"
                       f"<td><small style='color:#7a6a4f'>{self.note(row)}</small></td></tr>")
        out.append("</table>")
        return "".join(out)

    def grid(self) -> str:
        """values.table: one line per level, one column per form (values.forms)."""
        self.shown.update(("values.table", "values.forms"))
        key = "values.table"
        table, base = self.rules.values.table, self.base.values.table
        out = ["<table border='1' cellspacing='0' cellpadding='5' style='border-color:#d9c9a6'><tr>",
               f"<th>{html.escape(self.words.level)}</th>"]
        out += [f"<th>{html.escape(schema.FORM_NAMES[f].get(self.lang))}</th>" for f in self.rules.values.forms]
        out.append("</tr>")
        for r, line in enumerate(table):
            label = f"{r} {self.words.plain_level}" if r == 0 else str(r)
            out.append(f"<tr><td align='center'>{html.escape(label)}</td>")
            for c, v in enumerate(line):
                changed = key in self.changed and (r >= len(base) or base[r][c] != v)
                cell = f"<b style='color:{RED}'>{v}</b>" if changed else str(v)
                out.append(f"<td align='center'>{cell}</td>")
            out.append("</tr>")
        out.append("</table>")
        return "".join(out)

    def in_play(self, section: str, group: str) -> bool:
        """A hand type or multiplier this rule set uses (a switch that is off is listed apart, not as a row)."""
        switch = {"hand_types": "enabled", "multipliers": "on"}[section]
        key = f"{section}.{group}.{switch}"
        touched = any(k.startswith(f"{section}.{group}.") for k in self.changed)   # a house rule changed it
        return key not in schema.BY_KEY or bool(self.rules.value(key)) or touched

    def groups(self, names: dict[str, schema.Name], fields: dict[str, schema.Name], section: str) -> str:
        """Hand types or multipliers in play: one line per group, a column per field (only the fields any of
        them has); then the names of those this rule set does not use."""
        used = {g: n for g, n in names.items() if self.in_play(section, g)}
        fields = {f: n for f, n in fields.items() if any(f"{section}.{g}.{f}" in schema.BY_KEY for g in used)}
        out = ["<table cellpadding='3'><tr><th></th>"]
        out += [f"<th>{html.escape(n.get(self.lang))}</th>" for n in fields.values()]
        out.append("</tr>")
        unused = [html.escape(n.get(self.lang)) for g, n in names.items() if g not in used]
        self.skipped.update(k for k in schema.BY_KEY if k.split(".")[0] == section and k.split(".")[1] not in used)
        for group, name in used.items():
            out.append(f"<tr><td>{html.escape(name.get(self.lang))}</td>")
            for f in fields:
                key = f"{section}.{group}.{f}"
                out.append(f"<td align='center'>{self.val(key) if key in schema.BY_KEY else ''}</td>")
            out.append("</tr>")
        out.append("</table>")
        if unused:
            sep = ", " if self.lang == "en" else "、"
            out.append(f"<p><small>{html.escape(self.words.unused)}{sep.join(unused)}</small></p>")
        return "".join(out)

    def section(self, section: str) -> str:
        """The generated part of one section of the page (喜 without 喜 in play: one line)."""
        if section == "joys" and not self.rules.value("joys.enabled") and "joys.enabled" not in self.changed:
            self.shown.add("joys.enabled")
            self.skipped.update(r.key for r in schema.rows_of("joys") if r.key != "joys.enabled")
            return f"<p>{html.escape(self.words.no_joys)}</p>"
        if section == "hand_types":
            return self.groups(schema.HAND_TYPE_NAMES, schema.HAND_TYPE_FIELDS, section)
        if section == "multipliers":
            return self.groups(schema.MULTIPLIER_NAMES, schema.MULTIPLIER_FIELDS, section)
        rows = [r for r in schema.rows_of(section) if r.key not in ("values.table", "values.forms")]
        return (self.grid() if section == "values" else "") + self.options(rows)


def heading(n: int, title: str, lang: str) -> str:
    """A section's numbered heading: "二、座位和发牌" / "2. Seats and deal"."""
    if lang == "en" or n > len(ZH_NUMBERS):
        return f"{n}. {title}"
    return f"{ZH_NUMBERS[n - 1]}、{title}"
