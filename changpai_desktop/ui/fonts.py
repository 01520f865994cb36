"""The app's Chinese font: a subset of LXGW WenKai shipped in ``resources/fonts/``.

Fresh machines often have no Chinese font, and Qt then draws boxes. ``load_app_font()`` registers the shipped
subset once (``tools/subset_font.py`` makes it from the app's own strings) and returns its family name, so the
UI can ask for it by name. If the file is missing or unreadable the default family is returned instead, and
Qt falls back to whatever the system has.
"""

from __future__ import annotations

from ..resources import resource_path

FONT_FILE = "ChangpaiKai-Regular.ttf"
_family: str | None = None


def font_path():
    return resource_path("fonts", FONT_FILE)


def load_app_font() -> str:
    """Register the shipped font with Qt (once) and return its family name. Needs a QGuiApplication."""
    global _family
    if _family is None:
        from PySide6.QtGui import QFontDatabase

        font_id = QFontDatabase.addApplicationFont(str(font_path()))
        families = QFontDatabase.applicationFontFamilies(font_id) if font_id >= 0 else []
        _family = families[0] if families else QFontDatabase.systemFont(QFontDatabase.SystemFont.GeneralFont).family()
    return _family
