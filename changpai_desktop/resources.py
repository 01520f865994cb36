"""Where the shipped resources live.

Resources sit beside the package in a source checkout (``resources/`` at the repository top) and inside
the package directory in an installed bundle; both places are tried so that an editable install, a wheel
and a PyInstaller bundle all find the same files.
"""

from __future__ import annotations

import sys
from pathlib import Path

_PACKAGE_DIR = Path(__file__).resolve().parent


def resources_dir() -> Path:
    """The directory holding ``rules/``, ``cards/``, ``fonts/`` and ``gallery/``."""
    candidates = []
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        candidates.append(Path(bundle) / "resources")
    candidates += [_PACKAGE_DIR.parent / "resources", _PACKAGE_DIR / "resources"]
    for candidate in candidates:
        if (candidate / "rules").is_dir():
            return candidate
    raise FileNotFoundError("Changpai resources not found; looked in: " + ", ".join(map(str, candidates)))


def resource_path(*parts: str) -> Path:
    return resources_dir().joinpath(*parts)
