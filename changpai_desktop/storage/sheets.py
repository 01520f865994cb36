"""记分 sheets on disk: one JSON file per evening in ``<config>/sheets/`` (several evenings kept), never pickle.

The document (format ``changpai-sheet``, version :data:`VERSION`)::

    {"format": "changpai-sheet", "version": 1, "title": "周六晚上", "created": "2026-12-01T19:30:00",
     "saved": "…", "players": ["老王", "小李", "阿三", "我"], "first_dealer": 0, "planned": 6,
     "rules": {"preset": "nantong-single", "overrides": {}, "name": "南通单将"},
     "hands": [{"flips": ["4t"], "winner": 1, "self_drawn": false, "feeder": 0, "flags": [],
                "players": [{"melds": [["peng", "5w"]], "declared": [], "hand": ["2b", "2b", "2b", …],
                             "win_card": "8t", "joys": 0, "no_pair": false, "sets_only": false}, … three],
                "note": ""}]}

``players`` holds three (捉鳖) or four (定醒) names; a hand's ``players`` are the three who played it in order
(dealer, 下家, 对门), ``winner`` and ``feeder`` positions in that list (``winner`` null: 荒牌). A non-winner with
``sets_only`` holds only its scoring sets: ``hand`` then lists the kinds it held three or four times.

Writes are atomic (``storage.files.write_atomic``: temp file, fsync, rename). Reads go through the one reading
path, then the shape :data:`DOCUMENT`; a foreign, newer or damaged file raises :class:`FileProblem` naming what
is wrong, and :func:`list_sheets` sets such a file aside (``<name>.broken-<time>``) and reports it.
"""

from __future__ import annotations

import time
from pathlib import Path

from ..engine.cards import ALL_CODES, KINDS
from ..engine.rules import PRESET_IDS
from ..engine.scoring import MELD_FORMS
from ..engine.scoring.request import WIN_FLAGS
from ..message import msg
from ..reading import FileProblem, read_json
from ..shape import ANY, Among, Bool, Int, ListOf, MapOf, Obj, Str, Tuple, check, fits, optional
from .documents import checked
from .files import Damaged, keep_problem, write_atomic, write_json_atomic
from .paths import config_dir

FORMAT = "changpai-sheet"
VERSION = 1
SUFFIX = ".json"
MAX_BYTES = 4 * 1024 * 1024     # a hand is about 1 KB: thousands of hands
MAX_TEXT = 200                  # names, title, times
MAX_NOTE = 2000
MAX_HANDS = 2000
MAX_CARDS = 30                  # a player's concealed cards (23 at most in a real hand)
PLAYING = 3
JOYS_MAX = 5

_CODE = Among(ALL_CODES)
_KIND = Among(KINDS)
_POS = optional(Int(0, PLAYING - 1))
PLAYER = Obj({"melds": ListOf(Tuple((Among(MELD_FORMS), _KIND)), max_len=8), "declared": ListOf(_KIND, max_len=8),
              "hand": ListOf(_KIND, max_len=MAX_CARDS), "win_card": optional(_KIND), "joys": Int(0, JOYS_MAX),
              "no_pair": Bool(), "sets_only": Bool()})
HAND = Obj({"flips": ListOf(_CODE, max_len=4), "winner": _POS, "self_drawn": Bool(), "feeder": _POS,
            "flags": ListOf(Among(WIN_FLAGS), max_len=len(WIN_FLAGS)),
            "players": ListOf(PLAYER, min_len=PLAYING, max_len=PLAYING), "note": Str(MAX_NOTE)})
RULES = Obj({"preset": Among(PRESET_IDS), "overrides": MapOf(ANY, 500), "name": Str(MAX_TEXT)})
DOCUMENT = Obj({"format": Among((FORMAT,)), "version": Int(1, VERSION), "title": Str(MAX_TEXT),
                "created": Str(MAX_TEXT), "saved": Str(MAX_TEXT), "players": ListOf(Str(MAX_TEXT), 3, 4),
                "first_dealer": Int(0, 3), "planned": optional(Int(1, MAX_HANDS)), "rules": RULES,
                "hands": ListOf(HAND, max_len=MAX_HANDS)}, extra=ANY)
_FIRST = Obj({"format": Among((FORMAT,)), "version": Int()}, extra=ANY)


def sheets_dir() -> Path:
    path = config_dir() / "sheets"
    path.mkdir(parents=True, exist_ok=True)
    return path


def new_sheet_path(folder: Path | None = None) -> Path:
    """A fresh file name for an evening's sheet: the date and time, made unique."""
    folder = folder or sheets_dir()
    stamp = time.strftime("%Y%m%d-%H%M%S")
    path, n = folder / f"sheet-{stamp}{SUFFIX}", 1
    while path.exists():
        n += 1
        path = folder / f"sheet-{stamp}-{n}{SUFFIX}"
    return path


def load_sheet(path: Path | str) -> dict:
    """The sheet document at ``path``, its shape checked; FileProblem names what is wrong (the file is only
    read)."""
    path = Path(path)
    data = read_json(path, max_bytes=MAX_BYTES)
    if not fits(Obj({"format": Among((FORMAT,))}, extra=ANY), data):
        raise FileProblem(path, msg("file.foreign", kind=msg("file.kind.sheet")))
    if fits(_FIRST, data) and data["version"] > VERSION:
        raise FileProblem(path, msg("file.newer", schema=data.get("version")))
    return checked(path, DOCUMENT, data)


def save_sheet(path: Path | str, doc: dict) -> None:
    """Write the sheet whole, atomically (the document is checked first: a bad one is never written)."""
    check(DOCUMENT, doc)
    write_json_atomic(path, doc)


def set_aside(problem: FileProblem) -> Damaged:
    """Keep a sheet that cannot be used out of the way (moved aside in the config directory, or a copy kept of
    a file elsewhere) and say what happened."""
    return keep_problem(problem, config_dir())


def list_sheets(folder: Path | None = None) -> tuple[list[tuple[Path, dict]], list[Damaged]]:
    """Every evening kept, newest first, and the files that could not be used (set aside)."""
    folder = folder or sheets_dir()
    good, bad = [], []
    for path in sorted(folder.glob(f"*{SUFFIX}"), reverse=True):
        try:
            good.append((path, load_sheet(path)))
        except FileProblem as exc:
            bad.append(set_aside(exc))
    return good, bad


def write_export(path: Path | str, text: str) -> None:
    """An exported sheet (CSV) the user chose to write, atomically, with a BOM so spreadsheets read the 汉字."""
    write_atomic(path, ("\ufeff" + text).encode("utf-8"))
