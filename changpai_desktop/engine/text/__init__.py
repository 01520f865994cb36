"""Engine text as data: the engine never writes prose, it says *which* message and *with what values*.

A :class:`Msg` is a glossary id plus its values; ``services.text.render(msg, lang)`` turns it into 简体中文,
繁體中文 or English from the one glossary (``resources/text/*.toml``). A value is an int, a plain string, a
:class:`Card` (rendered as the card's name), a :class:`Term` (a glossary term, rendered in the language),
another :class:`Msg`, or a tuple of those (rendered as a list).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Card:
    """A card code to be shown by its name in the reader's language (``Card("5w")`` → 五万 / Five Wan)."""

    code: str


@dataclass(frozen=True)
class Term:
    """A game term of the glossary, by id (``Term("peng")`` → 碰 / 碰 / pung)."""

    id: str


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
