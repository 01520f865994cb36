"""Text as data, on the bottom floor: a :class:`Msg` is a glossary id plus named values, never prose.

The engine's explanations, hints and refusals are Msgs (``engine.text`` re-exports this type), and so are the
problems of the reading path below the engine (``reading``: a file too large, not UTF-8, …; ``shape``: a field
of the wrong type): ``services.text.render(msg, lang)`` words any of them in 简体中文, 繁體中文 or English from the
glossary (``resources/text/*.toml``).

The reading path needs an English wording of its own problems without the glossary (the command line's
one-line errors, logs, and a broken install whose glossary is what cannot be read): :func:`english` fills a
Msg from a table of English templates; ``tests/test_message.py`` checks those tables say what the glossary's
``en`` entries say.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

PLACEHOLDER = re.compile(r"\{([A-Za-z_][A-Za-z0-9_]*)(?::([^{}]*))?\}")


@dataclass(frozen=True)
class Msg:
    """A message of the glossary by id, with named values for its placeholders."""

    id: str
    values: tuple[tuple[str, Any], ...] = ()

    def get(self, key: str, default: Any = None) -> Any:
        for k, v in self.values:
            if k == key:
                return v
        return default

    def as_dict(self) -> dict[str, Any]:
        return dict(self.values)


def msg(id_: str, **values: Any) -> Msg:
    """``msg("refuse.peng.need_two", card=Card("5w"))``: values keep the order they are given in."""
    return Msg(id_, tuple((k, _freeze(v)) for k, v in values.items()))


def _freeze(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_freeze(v) for v in value)
    return value


def english(m: Msg, templates: Mapping[str, str]) -> str:
    """``m`` worded by ``templates`` (id → English template with the glossary's placeholders); a nested Msg is
    worded by the same table, a tuple joined with ", ", an int in its format spec (``{size:,}``). An id the
    table does not know is shown as the id with its values (never an error: this wording is the fallback)."""
    template = templates.get(m.id)
    values = dict(m.values)
    if template is None:
        return m.id + "".join(f" {k}={_english_value(v, templates)}" for k, v in m.values)

    def fill(match: re.Match) -> str:
        name, spec = match.group(1), match.group(2)
        value = values.get(name, "")
        if spec is not None and isinstance(value, int) and not isinstance(value, bool):
            return format(value, spec)
        return _english_value(value, templates)

    return PLACEHOLDER.sub(fill, template)


def _english_value(value: Any, templates: Mapping[str, str]) -> str:
    if isinstance(value, Msg):
        return english(value, templates)
    if isinstance(value, tuple):
        return ", ".join(_english_value(v, templates) for v in value)
    return str(value)
