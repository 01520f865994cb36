"""Every string the interface shows is translated: each UI module's strings (as pyside6-lupdate extracts
them now) have finished 繁體 and English translations in i18n/, and the compiled .qm files carry them."""

import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
import i18n as i18n_tool  # noqa: E402

MODULES = [p for p in i18n_tool.UI_FILES if i18n_tool.uses_tr(p)]


def _sources(ts: Path) -> dict[tuple[str, str], ET.Element]:
    tree = ET.parse(ts)
    return {(ctx, m.findtext("source")): m.find("translation") for ctx, m in i18n_tool._messages(tree)}


@pytest.mark.parametrize("path", MODULES, ids=[p.stem for p in MODULES])
def test_module_strings_are_translated(path, tmp_path):
    fresh = tmp_path / "fresh.ts"
    subprocess.run([i18n_tool._tool("lupdate"), "-silent", str(path), "-ts", str(fresh)], check=True)
    wanted = set(_sources(fresh))
    for lang in i18n_tool.LANGS:
        ts = i18n_tool.ts_path(i18n_tool.module_of(path), lang)
        assert ts.exists(), f"{ts.name} is missing: run python tools/i18n.py update"
        have = _sources(ts)
        missing = sorted(s for _c, s in wanted - set(have))
        assert not missing, f"{ts.name} lacks {missing[:5]}: run python tools/i18n.py update"
        unfinished = sorted(s for key, tr in have.items() if key in wanted
                            for s in [key[1]] if tr.get("type") == "unfinished" or not (tr.text or "").strip())
        assert not unfinished, f"{ts.name}: untranslated {unfinished[:5]}"


def test_compiled_translations_are_current(qapp):
    from PySide6.QtCore import QTranslator

    for lang in i18n_tool.LANGS:
        ts_files = sorted(i18n_tool.I18N.glob(f"*_{lang}.ts"))
        if not ts_files:
            continue
        qm = i18n_tool.I18N / f"changpai_{lang}.qm"
        assert qm.exists(), f"{qm.name} missing: run python tools/i18n.py compile"
        tr = QTranslator()
        assert tr.load(str(qm))
        for ts in ts_files:
            for (ctx, source), translation in _sources(ts).items():
                if translation.get("type") in ("vanished", "obsolete"):
                    continue
                got = tr.translate(ctx, source)
                assert got == (translation.text or ""), f"{qm.name} is older than {ts.name} ({source!r})"


def _standard_texts() -> list[str]:
    from PySide6.QtWidgets import QMessageBox

    box = QMessageBox()
    box.setStandardButtons(QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel)
    return [box.button(QMessageBox.StandardButton.Yes).text(), box.button(QMessageBox.StandardButton.Cancel).text()]


def test_qt_own_buttons_and_file_dialog_follow_the_language(qapp):
    """Qt's standard buttons and the file dialog speak the interface language, not always English."""
    from PySide6.QtCore import QCoreApplication

    from changpai_desktop.ui.i18n import install_language, qt_translation_path

    try:
        for lang, wanted, look_in in (("zh_Hans", ["是(&Y)", "取消"], "查找范围："),
                                      ("zh_Hant", ["是(&Y)", "取消"], "尋找於："),
                                      ("en", ["&Yes", "Cancel"], "Look in:")):
            assert install_language(lang)
            assert (qt_translation_path(lang) is None) == (lang == "en")
            assert _standard_texts() == wanted
            assert QCoreApplication.translate("QFileDialog", "Look in:") == look_in
        install_language("zh_Hant")
        assert QCoreApplication.translate("QPlatformTheme", "Close") == "關閉"
        # the file dialog's labels Qt's own catalogs miss
        assert QCoreApplication.translate("QFileDialog", "Files of &type:") == "檔案型態(&T)："
        install_language("zh_Hans")
        assert QCoreApplication.translate("QFileDialog", "&Look in:") == "查找范围(&L)："
        assert QCoreApplication.translate("DrillsWindow", "下一张") == "下一张"    # our source text still shows
        assert QCoreApplication.translate("QAbstractFileIconProvider", "Folder") == "文件夹"
        install_language("en")
        assert QCoreApplication.translate("QFileDialog", "&Look in:") == "&Look in:"
    finally:
        install_language("zh_Hans")
