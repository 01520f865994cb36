"""The one glossary: every entry of ``resources/text/*.toml`` (id → 简体 / 繁體 / English), loaded once.

Each file holds one table per id (``["score.cap"]``) with exactly the keys ``zh_Hans``, ``zh_Hant`` and ``en``,
all strings (the shape :data:`FILE`); an id appears in one file only. A file is read through the one reading
path (``changpai_desktop.reading``); one that cannot be read or breaks this is a broken install: a
:class:`~changpai_desktop.reading.ResourceError` naming the file and the id at fault.

The TOML files are the glossary's one home. Beside them ``glossary.json`` (``tools/compile_glossary.py``) holds
the same entries with each file's SHA-256: reading it is some 20 ms faster at every start than parsing the TOML
(Python's TOML reader is pure Python, its JSON reader is not). It is used only while every ``*.toml`` matches
its digest byte for byte; a stale, damaged or missing one is passed over and the TOML files are read.
"""

from __future__ import annotations

import hashlib
import json
from functools import cache
from pathlib import Path

from ...message import PLACEHOLDER
from ...reading import BadInput, FileProblem, ResourceError, parse_json_bytes, read_bytes, read_resource
from ...resources import resource_path
from ...shape import Int, MapOf, Obj, ShapeError, Str

LANGS = ("zh_Hans", "zh_Hant", "en")
MAX_FILE_BYTES = 1024 * 1024      # the largest glossary file is about 13 KB
FILE = MapOf(Obj({lang: Str() for lang in LANGS}))
COMPILED = "glossary.json"
COMPILED_FORMAT = 1
MAX_COMPILED_BYTES = 4 * MAX_FILE_BYTES
COMPILED_SHAPE = Obj({"format": Int(), "sources": MapOf(Str()), "digest": Str(), "entries": FILE})


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


def digests(folder: Path) -> dict[str, str]:
    """Each ``*.toml`` file's name → the SHA-256 of its bytes."""
    return {path.name: hashlib.sha256(path.read_bytes()).hexdigest() for path in sorted(folder.glob("*.toml"))}


def _digest(entries: dict) -> str:
    text = json.dumps(entries, ensure_ascii=False, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def compiled_document(folder: Path) -> dict:
    """What ``glossary.json`` holds for the TOML files in ``folder`` (tools/compile_glossary.py writes it): the
    entries, their own digest (a changed text is caught) and each source file's."""
    entries = load(folder)
    return {"format": COMPILED_FORMAT, "sources": digests(folder), "digest": _digest(entries), "entries": entries}


def read_compiled(folder: Path) -> dict[str, dict[str, str]] | None:
    """The entries of ``folder``'s ``glossary.json`` when it is whole (its entries match their digest), of this
    format and made from exactly the ``*.toml`` files there as they are now; None otherwise."""
    try:
        doc = parse_json_bytes(read_bytes(folder / COMPILED, MAX_COMPILED_BYTES))
        COMPILED_SHAPE.check(doc, "")
    except (FileProblem, BadInput, ShapeError):
        return None
    if doc["format"] != COMPILED_FORMAT or doc["sources"] != digests(folder):
        return None
    if doc["digest"] != _digest(doc["entries"]):
        return None
    return doc["entries"]


@cache
def glossary() -> dict[str, dict[str, str]]:
    """The shipped glossary (``resources/text``), read on first use."""
    folder = resource_path("text")
    entries = read_compiled(folder)
    return load(folder) if entries is None else entries


def entry(id_: str) -> dict[str, str]:
    """The entry of ``id_`` (its text in each language); GlossaryError for an unknown id."""
    try:
        return glossary()[id_]
    except KeyError:
        raise GlossaryError(f"no glossary entry {id_!r}") from None
