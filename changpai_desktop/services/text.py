"""Engine text in a language: ``render(value, lang)`` turns a glossary message (``engine.text.Msg``) and its
values into 简体中文 (``zh_Hans``), 繁體中文 (``zh_Hant``) or English (``en``).

Values render as: an int → its digits (or its ``{name:+d}`` format spec); a str → as is (pass a card *code*
as a str when the code itself is wanted); ``Card("5w")`` → the card's name in the language; ``Term("peng")``
→ the glossary entry ``term.peng``; a ``Msg`` → rendered in turn; a tuple → its items, joined with "、" in
Chinese and ", " in English. An unknown id, a missing value or an unknown language is an error.
"""

from __future__ import annotations

from typing import Any

from ..engine.cards import CARD_INFO
from ..engine.text import Card, Msg, Term
from ..engine.text.glossary import LANGS, PLACEHOLDER, GlossaryError, entry

__all__ = ["LANGS", "TextError", "render"]

_JOIN = {"zh_Hans": "、", "zh_Hant": "、", "en": ", "}


class TextError(GlossaryError):
    """A message that cannot be rendered: unknown id or language, a missing value, a value of no known kind."""


def render(value: Any, lang: str) -> str:
    """``value`` (a Msg, Term, Card, tuple, int or str) as text in ``lang`` ("zh_Hans", "zh_Hant" or "en")."""
    if lang not in _JOIN:
        raise TextError(f"unknown language {lang!r} (known: {', '.join(LANGS)})")
    return _render(value, lang)


def _render(value: Any, lang: str) -> str:
    if isinstance(value, str):
        return value
    if isinstance(value, Msg):
        return _message(value, lang)
    if isinstance(value, Card):
        info = CARD_INFO.get(value.code)
        if info is None:
            raise TextError(f"unknown card code {value.code!r}")
        return info.name_en if lang == "en" else info.name_hant if lang == "zh_Hant" else info.name_hans
    if isinstance(value, Term):
        return _template(f"term.{value.id}", lang)
    if isinstance(value, tuple):
        return _JOIN[lang].join(_render(v, lang) for v in value)
    if isinstance(value, int) and not isinstance(value, bool):
        return str(value)
    raise TextError(f"cannot render {value!r} ({type(value).__name__})")


def _template(id_: str, lang: str) -> str:
    try:
        return entry(id_)[lang]
    except GlossaryError as exc:
        raise TextError(str(exc)) from None


def _message(m: Msg, lang: str) -> str:
    template = _template(m.id, lang)
    values = dict(m.values)

    def fill(match) -> str:
        name, spec = match.group(1), match.group(2)
        if name not in values:
            raise TextError(f"{m.id}: no value for {{{name}}} (given: {', '.join(values) or 'none'})")
        value = values[name]
        if spec is None:
            return _render(value, lang)
        if not isinstance(value, int) or isinstance(value, bool):
            raise TextError(f"{m.id}: {{{name}:{spec}}} formats an int, got {value!r}")
        return format(value, spec)

    return PLACEHOLDER.sub(fill, template)
