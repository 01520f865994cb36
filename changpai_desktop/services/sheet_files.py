"""The evenings kept: a :class:`~.score_keeper.Sheet` to and from its document (``storage.sheets``), saved after
every change, listed newest first; a file that cannot be used is set aside and reported, never a crash.

A sheet keeps its rule set's preset and options (a house rule's too), so it scores the same even after the
house-rule file is changed or deleted. Loading re-scores every hand; a hand that no longer scores (a file edited
by hand) makes the file damaged, named by its hand number.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from pathlib import Path

from ..engine.rules import RuleError, RuleSet
from ..message import msg
from ..reading import FileProblem
from ..storage import sheets
from ..storage.files import Damaged
from .score_keeper import Sheet, SheetError


def now_text() -> str:
    return time.strftime("%Y-%m-%dT%H:%M:%S")


def to_document(sheet: Sheet) -> dict:
    """The sheet as its file's document (format ``changpai-sheet``)."""
    return {"format": sheets.FORMAT, "version": sheets.VERSION, "title": sheet.title,
            "created": sheet.created or now_text(), "saved": now_text(), "players": list(sheet.names),
            "first_dealer": sheet.first_dealer, "planned": sheet.planned,
            "rules": {"preset": sheet.rules.preset_id, "overrides": dict(sheet.rules.overrides),
                      "name": sheet.rules_name},
            "hands": [dict(r) for r in sheet.records]}


def from_document(doc: dict, path: Path | str = "") -> Sheet:
    """A sheet from a shape-checked document; FileProblem when its rules or one of its hands cannot be used."""
    r = doc["rules"]
    try:
        rules = RuleSet.preset(r["preset"], r["overrides"])
    except RuleError as exc:
        raise FileProblem(path, msg("file.not_usable", text=str(exc))) from None
    sheet = Sheet(doc["players"], rules, r["name"], doc["first_dealer"], doc["planned"], doc["title"],
                  doc["created"])
    for no, record in enumerate(doc["hands"]):
        try:
            sheet.add(record)
        except SheetError:
            raise FileProblem(path, msg("file.not_usable", text=f"hand {no + 1} does not score")) from None
    return sheet


def open_sheet(path: Path | str) -> Sheet:
    """The sheet in ``path``: FileProblem when it cannot be used (the file is left where it is)."""
    return from_document(sheets.load_sheet(path), path)


@dataclass
class Evening:
    """A sheet and the file it is kept in; :meth:`save` after every change."""

    sheet: Sheet
    path: Path

    def save(self) -> None:
        sheets.save_sheet(self.path, to_document(self.sheet))


def new_evening(sheet: Sheet, folder: Path | None = None) -> Evening:
    sheet.created = sheet.created or now_text()
    ev = Evening(sheet, sheets.new_sheet_path(folder))
    ev.save()
    return ev


@dataclass(frozen=True)
class KeptSheet:
    """One evening of the list: its file, title, names, when, how many hands, and the totals."""

    path: Path
    title: str
    names: list[str]
    created: str
    hands: int
    totals: list[int]


def kept_evenings(folder: Path | None = None) -> tuple[list[KeptSheet], list[Damaged]]:
    """Every evening kept (newest first) and the damaged files set aside."""
    docs, damaged = sheets.list_sheets(folder)
    out = []
    for path, doc in docs:
        try:
            sheet = from_document(doc, path)
        except FileProblem as exc:
            damaged.append(sheets.set_aside(exc))
            continue
        out.append(KeptSheet(path, sheet.title, sheet.names, sheet.created, len(sheet.records), sheet.totals()))
    return out, damaged
