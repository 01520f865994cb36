"""Installing the interface language. Simplified Chinese is the source language (no translator needed);
繁體中文 and English load ``i18n/changpai_<lang>.qm``. Switching sends QEvent.LanguageChange to every
widget, which re-reads its strings through ``tr`` in ``changeEvent``/``retranslate``.
"""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLocale, QTranslator

LANGUAGES = {"zh_Hans": "简体中文", "zh_Hant": "繁體中文", "en": "English"}

_installed: list[QTranslator] = []


def i18n_dir() -> Path:
    here = Path(__file__).resolve().parents[2]
    bundle = getattr(sys, "_MEIPASS", None)
    candidates = [Path(bundle) / "i18n"] if bundle else []
    for candidate in candidates + [here / "i18n", Path(__file__).resolve().parents[1] / "i18n"]:
        if candidate.is_dir():
            return candidate
    return here / "i18n"


def install_language(lang: str) -> bool:
    """Replace the installed translators with those for ``lang``; True when the language is active."""
    app = QCoreApplication.instance()
    for tr in _installed:
        app.removeTranslator(tr)
    _installed.clear()
    if lang not in LANGUAGES:
        lang = "zh_Hans"
    QLocale.setDefault(QLocale({"zh_Hans": "zh_CN", "zh_Hant": "zh_TW", "en": "en_US"}[lang]))
    if lang == "zh_Hans":
        return True
    translator = QTranslator(app)
    ok = translator.load(str(i18n_dir() / f"changpai_{lang}.qm"))
    if ok:
        app.installTranslator(translator)
        _installed.append(translator)
    return ok
