"""Where the user's files live: one config directory (platformdirs), overridable for tests and portable use.

Set ``CHANGPAI_CONFIG_DIR`` to use another directory (the tests point it at a temporary one).
"""

from __future__ import annotations

import os
from pathlib import Path

APP_NAME = "changpai-desktop"


def config_dir() -> Path:
    override = os.environ.get("CHANGPAI_CONFIG_DIR")
    if override:
        path = Path(override)
    else:
        from platformdirs import user_config_dir

        path = Path(user_config_dir(APP_NAME, appauthor=False))
    path.mkdir(parents=True, exist_ok=True)
    return path


def saves_dir() -> Path:
    path = config_dir() / "saves"
    path.mkdir(parents=True, exist_ok=True)
    return path


def rulesets_dir() -> Path:
    path = config_dir() / "rulesets"
    path.mkdir(parents=True, exist_ok=True)
    return path


def settings_path() -> Path:
    return config_dir() / "settings.json"


def autosave_path() -> Path:
    return saves_dir() / "autosave.json"
