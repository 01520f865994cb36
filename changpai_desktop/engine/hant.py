"""繁體 text from the engine's 简体 strings: score explanations, hints and refusals are written once, in 简体,
and shown in 繁體 through a character table built from those very strings (tools/make_hant_table.py)."""

from __future__ import annotations

from .hant_table import TABLE


def to_hant(text: str) -> str:
    return text.translate(TABLE)


def localized(zh: str, en: str, lang: str) -> str:
    """The text for a UI language: "en", "zh_Hant" or 简体 (anything else)."""
    if lang == "en":
        return en
    if lang == "zh_Hant":
        return to_hant(zh)
    return zh
