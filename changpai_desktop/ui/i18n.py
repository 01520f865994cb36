"""Installing the interface language. Simplified Chinese is the source language (no translator of ours needed);
繁體中文 and English load ``i18n/changpai_<lang>.qm``. Qt's own strings (the standard buttons OK / Cancel / Yes,
the file dialog, the context menus of text fields) come from Qt's ``qtbase_zh_CN.qm`` / ``qtbase_zh_TW.qm``,
installed as a second translator for the two Chinese languages (English is Qt's source language). They are
looked for in our ``i18n`` folder first (the bundle puts them there: ``packaging/changpai.spec``), then in Qt's
own translations folder. Switching sends QEvent.LanguageChange to every widget, which re-reads its strings
through ``tr`` in ``changeEvent``/``retranslate``.
"""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QLibraryInfo, QLocale, QTranslator

from .widgets.card_faces import set_index_language

LANGUAGES = {"zh_Hans": "简体中文", "zh_Hant": "繁體中文", "en": "English"}
QT_LOCALES = {"zh_Hans": "zh_CN", "zh_Hant": "zh_TW", "en": "en_US"}
# Qt's translation of its own widgets, by interface language (the spec bundles these very files).
QT_TRANSLATION_FILES = {"zh_Hans": "qtbase_zh_CN.qm", "zh_Hant": "qtbase_zh_TW.qm"}

# Qt 6 strings its own zh_CN / zh_TW catalogs miss (the file dialog's labels gained a mnemonic, the icon
# provider's type names moved context): (context, source) → 简体, 繁體, worded as Qt's catalogs word the rest.
QT_GAPS: dict[tuple[str, str], tuple[str, str]] = {
    ("QFileDialog", "&Look in:"): ("查找范围(&L)：", "尋找於(&L)："),
    ("QFileDialog", "Files of &type:"): ("文件类型(&T)：", "檔案型態(&T)："),
    ("QAbstractFileIconProvider", "Folder"): ("文件夹", "資料夾"),
    ("QAbstractFileIconProvider", "Drive"): ("驱动器", "磁碟機"),
    ("QAbstractFileIconProvider", "File"): ("文件", "檔案"),
    ("QAbstractFileIconProvider", "%1 File"): ("%1 文件", "%1 檔案"),
    ("QAbstractFileIconProvider", "Unknown"): ("未知", "未知"),
}

_installed: list[QTranslator] = []


class QtGapsTranslator(QTranslator):
    """The few Qt strings its own Chinese catalogs miss (``QT_GAPS``). Installed before every other translator,
    so it is asked last: only for strings nobody else translated."""

    def __init__(self, lang: str, parent=None):
        super().__init__(parent)
        self.column = 0 if lang == "zh_Hans" else 1

    def translate(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str | None:
        """The gap's text, or None (a null string: Qt goes on to the next translator or the source text; an empty
        string would count as a translation and blank the text)."""
        found = QT_GAPS.get((context, source))
        return found[self.column] if found else None

    def isEmpty(self) -> bool:  # noqa: N802 - Qt naming
        return False


def i18n_dir() -> Path:
    here = Path(__file__).resolve().parents[2]
    bundle = getattr(sys, "_MEIPASS", None)
    candidates = [Path(bundle) / "i18n"] if bundle else []
    for candidate in candidates + [here / "i18n", Path(__file__).resolve().parents[1] / "i18n"]:
        if candidate.is_dir():
            return candidate
    return here / "i18n"


def qt_translation_path(lang: str) -> Path | None:
    """Where Qt's own translation for ``lang`` is: our i18n folder (a bundle), else Qt's; None for English or
    when neither has it."""
    name = QT_TRANSLATION_FILES.get(lang)
    if name is None:
        return None
    qt_dir = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))
    for folder in (i18n_dir(), qt_dir):
        if (folder / name).is_file():
            return folder / name
    return None


def _install(app: QCoreApplication, path: Path) -> bool:
    translator = QTranslator(app)
    if not translator.load(str(path)):
        return False
    app.installTranslator(translator)
    _installed.append(translator)
    return True


def install_language(lang: str) -> bool:
    """Replace the installed translators with those for ``lang``; True when the language is active (ours; Qt's
    own translation is loaded when it is found and is not needed for True)."""
    app = QCoreApplication.instance()
    for tr in _installed:
        app.removeTranslator(tr)
    _installed.clear()
    if lang not in LANGUAGES:
        lang = "zh_Hans"
    QLocale.setDefault(QLocale(QT_LOCALES[lang]))
    set_index_language(lang)
    qt_path = qt_translation_path(lang)
    if qt_path is not None:
        gaps = QtGapsTranslator(lang, app)
        app.installTranslator(gaps)
        _installed.append(gaps)
        _install(app, qt_path)
    ok = lang == "zh_Hans" or _install(app, i18n_dir() / f"changpai_{lang}.qm")
    # every widget has retranslated when this returns (callers need not flush the posted LanguageChange)
    QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)
    return ok
