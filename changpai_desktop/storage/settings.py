"""The user's settings: a small versioned JSON file in the config directory.

Unknown or out-of-range values fall back to their defaults one by one (a newer app's extra keys are kept
as they were); a file that is not a settings file at all is set aside and reported, and the defaults used.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

from .files import FileProblem, read_json, set_aside, write_json_atomic
from .paths import settings_path

SCHEMA = 1
LANGUAGES = ("zh_Hans", "zh_Hant", "en")
FACE_MODES = ("figure", "pattern")
LEVELS = ("easy", "normal", "hard")


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
    extra: dict[str, Any] = field(default_factory=dict)  # keys from a newer version, kept untouched

    def validated(self) -> Settings:
        d = Settings()
        ok = self
        if ok.language not in LANGUAGES:
            ok.language = d.language
        if ok.face_mode not in FACE_MODES:
            ok.face_mode = d.face_mode
        if not isinstance(ok.speed, int) or not 0 <= ok.speed <= 4:
            ok.speed = d.speed
        if not isinstance(ok.card_width, int) or not 24 <= ok.card_width <= 96:
            ok.card_width = d.card_width
        if ok.seats not in (3, 4):
            ok.seats = d.seats
        if not (isinstance(ok.levels, list) and len(ok.levels) == 3 and all(x in LEVELS for x in ok.levels)):
            ok.levels = list(d.levels)
        if ok.hands not in (0, 6, 8, 9, 12):
            ok.hands = d.hands
        return ok


def reset_settings(out=print) -> int:
    """``changpai --reset-settings``: move the settings file aside (never delete it) so defaults apply."""
    path = settings_path()
    if not path.exists():
        out(f"no settings file at {path}; the defaults are already in use")
        return 0
    moved = set_aside(path)
    out(f"settings moved to {moved}; the defaults apply from the next start")
    return 0


class SettingsStore:
    """Load and save settings; ``problem`` holds a message when the file had to be set aside."""

    def __init__(self, path: Path | None = None):
        self.path = Path(path) if path else settings_path()
        self.problem: str | None = None
        self.moved_to: Path | None = None

    def load(self) -> Settings:
        if not self.path.exists():
            return Settings()
        try:
            data = read_json(self.path, max_bytes=256 * 1024)
            if not isinstance(data, dict) or data.get("app") != "changpai-desktop" or "settings" not in data:
                raise FileProblem(self.path, "is not a Changpai Desktop settings file")
            if not isinstance(data.get("schema"), int) or data["schema"] > SCHEMA:
                raise FileProblem(self.path, f"was written by a newer version (schema {data.get('schema')!r})")
            values = data["settings"]
            if not isinstance(values, dict):
                raise FileProblem(self.path, "has no settings object")
        except FileProblem as exc:
            self.moved_to = set_aside(self.path)
            self.problem = f"{exc.why}; it was moved to {self.moved_to} and the defaults are used"
            return Settings()
        known = {f.name for f in fields(Settings)} - {"extra"}
        defaults = asdict(Settings())
        kwargs = {}
        for name in known:
            if name in values:
                default = defaults[name]
                value = values[name]
                if type(value) is type(default) or (isinstance(default, list) and isinstance(value, list)):
                    kwargs[name] = value
        extra = {k: v for k, v in values.items() if k not in known}
        return Settings(**kwargs, extra=extra).validated()

    def save(self, settings: Settings) -> None:
        values = asdict(settings)
        extra = values.pop("extra", {})
        values.update({k: v for k, v in extra.items() if k not in values})
        write_json_atomic(self.path, {"app": "changpai-desktop", "schema": SCHEMA, "settings": values})
