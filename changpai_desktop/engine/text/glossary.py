"""The one glossary: every entry of ``resources/text/*.toml`` (id → 简体 / 繁體 / English), loaded once.

Each file holds one table per id (``["score.cap"]``) with exactly the keys ``zh_Hans``, ``zh_Hant`` and ``en``,
all strings (the shape :data:`FILE`); an id appears in one file only. A file is read through the one reading
path (``changpai_desktop.reading``); one that cannot be read or breaks this is a broken install: a
:class:`~changpai_desktop.reading.ResourceError` naming the file and the id at fault.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

from ...message import PLACEHOLDER
from ...reading import ResourceError, read_resource
from ...resources import resource_path
from ...shape import MapOf, Obj, Str

LANGS = ("zh_Hans", "zh_Hant", "en")
MAX_FILE_BYTES = 1024 * 1024      # the largest glossary file is about 13 KB
FILE = MapOf(Obj({lang: Str() for lang in LANGS}))


class GlossaryError(ValueError):
    """An id that is not in the glossary (a programming error: the shipped files are checked when read)."""


def placeholders(template: str) -> frozenset[str]:
    return frozenset(m.group(1) for m in PLACEHOLDER.finditer(template))


def load(folder: Path) -> dict[str, dict[str, str]]:
    """Every entry of every ``*.toml`` in ``folder``; ResourceError for a file that cannot be read, an entry
    without exactly the three languages as text, or an id defined twice."""
    entries: dict[str, dict[str, str]] = {}
    for path in sorted(folder.glob("*.toml")):
        for id_, entry in read_resource(path, FILE, MAX_FILE_BYTES).items():
            if id_ in entries:
                raise ResourceError(path, f"defines [{id_!r}], which another glossary file defines too")
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
