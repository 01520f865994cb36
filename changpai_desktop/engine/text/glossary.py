"""The one glossary: every entry of ``resources/text/*.toml`` (id → 简体 / 繁體 / English), loaded once.

Each file holds one table per id (``["score.cap"]``) with exactly the keys ``zh_Hans``, ``zh_Hant`` and ``en``,
all strings; an id appears in one file only. A file that breaks this is
reported with its name and the id at fault.
"""

from __future__ import annotations

import tomllib
from functools import cache
from pathlib import Path

from ...message import PLACEHOLDER
from ...resources import resource_path

LANGS = ("zh_Hans", "zh_Hant", "en")


class GlossaryError(ValueError):
    """A glossary file that is not well formed, or an id that is not in the glossary."""


def placeholders(template: str) -> frozenset[str]:
    return frozenset(m.group(1) for m in PLACEHOLDER.finditer(template))


def check_entries(name: str, data: dict) -> dict[str, dict[str, str]]:
    """The entries of one parsed file, checked: exactly the three languages, each a string. (A language may
leave out a value the others show; the renderer only fails on a placeholder it has no value for.)"""
    out: dict[str, dict[str, str]] = {}
    for id_, entry in data.items():
        if not isinstance(entry, dict) or set(entry) != set(LANGS):
            keys = sorted(entry) if isinstance(entry, dict) else type(entry).__name__
            raise GlossaryError(f"{name}: [{id_!r}] must have exactly zh_Hans, zh_Hant and en; has {keys}")
        if not all(isinstance(entry[lang], str) for lang in LANGS):
            raise GlossaryError(f"{name}: [{id_!r}]: every language must be a string")
        out[id_] = {lang: entry[lang] for lang in LANGS}
    return out


def load(folder: Path) -> dict[str, dict[str, str]]:
    """Every entry of every ``*.toml`` in ``folder``; an id defined twice is an error."""
    entries: dict[str, dict[str, str]] = {}
    for path in sorted(folder.glob("*.toml")):
        with path.open("rb") as f:
            data = tomllib.load(f)
        for id_, entry in check_entries(path.name, data).items():
            if id_ in entries:
                raise GlossaryError(f"{path.name}: [{id_!r}] is defined in another glossary file too")
            entries[id_] = entry
    return entries


@cache
def glossary() -> dict[str, dict[str, str]]:
    """The shipped glossary (``resources/text``), read on first use."""
    return load(resource_path("text"))


def entry(id_: str) -> dict[str, str]:
    """The entry of ``id_`` (its text in each language); GlossaryError for an unknown id."""
    try:
        return glossary()[id_]
    except KeyError:
        raise GlossaryError(f"no glossary entry {id_!r}") from None
