"""Engine text as data: the engine never writes prose, it says *which* message and *with what values*.

A :class:`Msg` (defined on the bottom floor, ``changpai_desktop.message``, so the reading path's problems are
messages too) is a glossary id plus its values; ``services.text.render(msg, lang)`` turns it into 简体中文,
繁體中文 or English from the one glossary (``resources/text/*.toml``). A value is an int, a plain string, a
:class:`Card` (rendered as the card's name), a :class:`Term` (a glossary term, rendered in the language),
another :class:`Msg`, or a tuple of those (rendered as a list).
"""

from __future__ import annotations

from dataclasses import dataclass

from ...message import Msg, msg

__all__ = ["Card", "Msg", "Term", "msg"]


@dataclass(frozen=True)
class Card:
    """A card code to be shown by its name in the reader's language (``Card("5w")`` → 五万 / Five Wan)."""

    code: str


@dataclass(frozen=True)
class Term:
    """A game term of the glossary, by id (``Term("peng")`` → 碰 / 碰 / pung)."""

    id: str
