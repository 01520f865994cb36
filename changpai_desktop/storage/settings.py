"""The user's settings: a small versioned JSON file in the config directory.

Read through the one reading path (``changpai_desktop.reading``), so a damaged file (deep nesting, huge numbers,
NaN, lone surrogates, not UTF-8, a folder in its place, too large, of another kind or a newer version) is set
aside, the defaults used, and ``SettingsStore.damaged`` says what was wrong and where the file went. A value of
the wrong type or out of range falls back to its default one by one, each checked by its shape in
:data:`FIELDS` and noted in ``SettingsStore.fallbacks`` (an unknown preset falls back to the default preset);
a newer app's extra keys are kept as they were; ``services.notices`` tells the user. Loading also removes the
temporary files an interrupted write left in the config directory (:func:`clean_leftovers`): reading the
settings is the first thing the app does.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any, NamedTuple

from ..engine.rules import PRESET_IDS
from ..message import Msg, msg
from ..reading import FileProblem, read_json, say
from ..shape import ANY, Among, Bool, Int, ListOf, MapOf, Obj, ShapeError, Str, Tuple, check, fits
from .documents import checked
from .files import Damaged, clean_temp_files, keep_problem, set_aside, write_json_atomic
from .paths import settings_path

SCHEMA = 1
LANGUAGES = ("zh_Hans", "zh_Hant", "en")
FACE_MODES = ("figure", "pattern")
LEVELS = ("easy", "normal", "hard")
MAX_BYTES = 256 * 1024
MAX_NAME = 80
GEOMETRY_LIMIT = 1 << 16            # window coordinates beyond this are not a screen's
GEOMETRY_FIELDS = 5                 # x, y, width, height, maximized (0 / 1)
SUBFOLDERS = ("saves", "rulesets")   # the config directory's folders written atomically (storage.paths)


@dataclass
class Settings:
    language: str = "zh_Hans"
    face_mode: str = "figure"          # 人物 or 图型
    index_labels: bool = True          # beginner rank-and-suit index on the faces
    speed: int = 2                     # computer pace: 0 slow … 4 instant
    card_width: int = 40               # the player's own cards, px at 1×
    sort_hand: bool = True
    side_panel: bool = True
    hints: bool = True
    preset: str = "nantong-single"
    ruleset_name: str = ""             # a saved house-rule set, or "" for the preset itself
    seats: int = 4
    levels: list[str] = field(default_factory=lambda: ["normal", "normal", "normal"])
    hands: int = 8                     # 6, 9, 12 or 0 for open-ended
    player_name: str = "我"
    large_print: bool = False          # 大字: bigger cards and text, higher contrast
    window_geometry: list[int] = field(default_factory=list)  # [x, y, w, h, maximized] or [] (first start)
    auto_win: bool = False             # 胡 / 自摸 whenever legal (services.auto_play)
    auto_pass: bool = False            # pass on a 碰 / 杠 that would not bring the hand closer to a win
    auto_discard_ready: bool = True    # after 报听, throw the drawn card that does not win
    sound_on: bool = True              # the table's sounds (ui/sound.py); off: mute
    sound_volume: int = 70             # 0 … 100
    voice: bool = False                # voiced calls (碰 / 杠 / 胡, the discarded card) where the system has a voice
    teaching_table: bool = False       # 教学牌桌: every hand open, each computer move explained in a line
    extra: dict[str, Any] = field(default_factory=dict)  # keys from a newer version, kept untouched


# Each setting's shape; a value that does not fit falls back to the default.
FIELDS = {
    "language": Str(choices=LANGUAGES), "face_mode": Str(choices=FACE_MODES), "index_labels": Bool(),
    "speed": Int(0, 4), "card_width": Int(24, 96), "sort_hand": Bool(), "side_panel": Bool(), "hints": Bool(),
    "preset": Str(choices=PRESET_IDS), "ruleset_name": Str(MAX_NAME), "seats": Among((3, 4)),
    "levels": Tuple((Str(choices=LEVELS),) * 3), "hands": Among((0, 6, 8, 9, 12)), "player_name": Str(MAX_NAME),
    "large_print": Bool(),
    "window_geometry": ListOf(Int(-GEOMETRY_LIMIT, GEOMETRY_LIMIT), max_len=GEOMETRY_FIELDS),
    "auto_win": Bool(), "auto_pass": Bool(), "auto_discard_ready": Bool(),
    "sound_on": Bool(), "sound_volume": Int(0, 100), "voice": Bool(), "teaching_table": Bool(),
}
DOCUMENT = Obj({"app": Among(("changpai-desktop",)), "schema": Int(1), "settings": MapOf(ANY)}, extra=ANY)


def clean_leftovers(config: Path) -> list[Path]:
    """Remove the temporary files interrupted atomic writes left in ``config`` and its folders."""
    removed = clean_temp_files(config)
    for name in SUBFOLDERS:
        removed += clean_temp_files(config / name)
    return removed


def reset_settings(out=print) -> int:
    """``changpai --reset-settings``: move the settings file aside (never delete it) so defaults apply."""
    path = settings_path()
    if not path.exists():
        out(f"no settings file at {path}; the defaults are already in use")
        return 0
    moved = set_aside(path)
    out(f"settings moved to {moved}; the defaults apply from the next start")
    return 0


def _document(path: Path) -> dict:
    """The settings document, FileProblem when it is not one of this version's."""
    data = read_json(path, max_bytes=MAX_BYTES)
    if not fits(Obj({"app": Among(("changpai-desktop",)), "settings": ANY}, extra=ANY), data):
        raise FileProblem(path, msg("file.foreign", kind=msg("file.kind.settings")))
    if not isinstance(data.get("schema"), int) or isinstance(data.get("schema"), bool) or data["schema"] > SCHEMA:
        raise FileProblem(path, msg("file.newer", schema=repr(data.get("schema"))))
    return checked(path, DOCUMENT, data)


class Fallback(NamedTuple):
    """A setting whose value could not be used: ``place`` (its name, or a place inside it: ``levels[1]``),
    ``problem`` what it should have been (a glossary message) and the ``default`` used instead."""

    place: str
    problem: Msg
    default: Any

    @property
    def why(self) -> str:
        return f"{self.place}: {say(self.problem)}; the default {self.default!r} is used"


class SettingsStore:
    """Load and save settings. ``damaged``: the file, what was wrong and where it went when it had to be set
    aside; ``fallbacks``: the settings that fell back to their defaults; ``cleaned``: the leftover temporary
    files removed."""

    def __init__(self, path: Path | None = None):
        self.path = Path(path) if path else settings_path()
        self.damaged: Damaged | None = None
        self.fallbacks: list[Fallback] = []
        self.cleaned: list[Path] = []

    def load(self) -> Settings:
        self.cleaned = clean_leftovers(self.path.parent)
        self.damaged, self.fallbacks = None, []
        if not self.path.exists() and not self.path.is_symlink():
            return Settings()
        try:
            values = _document(self.path)["settings"]
        except FileProblem as exc:
            self.damaged = keep_problem(exc, self.path.parent)   # the settings file is in its own folder
            return Settings()
        defaults = asdict(Settings())
        kwargs = {}
        for name, shape in FIELDS.items():
            if name not in values:
                continue
            try:
                check(shape, values[name], name)
            except ShapeError as exc:
                self.fallbacks.append(Fallback(exc.path, exc.reason, defaults[name]))
                continue
            kwargs[name] = list(values[name]) if name == "levels" else values[name]
        extra = {k: v for k, v in values.items() if k not in FIELDS and k != "extra"}
        return Settings(**kwargs, extra=extra)

    def save(self, settings: Settings) -> None:
        values = asdict(settings)
        extra = values.pop("extra", {})
        values.update({k: v for k, v in extra.items() if k not in values})
        write_json_atomic(self.path, {"app": "changpai-desktop", "schema": SCHEMA, "settings": values})
