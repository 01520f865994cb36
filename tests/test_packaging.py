"""Packaging files: the desktop entry, AppStream metainfo and icon set stay valid and consistent."""

import configparser
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
APP_ID = "io.github.changpaidesktop.Changpai"


def test_desktop_entry():
    cp = configparser.ConfigParser(interpolation=None)
    cp.optionxform = str
    cp.read(ROOT / "packaging" / "linux" / f"{APP_ID}.desktop", encoding="utf-8")
    entry = cp["Desktop Entry"]
    assert entry["Type"] == "Application" and entry["Exec"] == "changpai %f" and entry["Icon"] == APP_ID
    assert entry["Name[zh_CN]"] == "长牌" and "Game;" in entry["Categories"]


def test_the_desktop_entry_opens_game_records_of_the_mime_type_it_declares():
    from changpai_desktop.storage.records import MIME_TYPE, SUFFIX

    cp = configparser.ConfigParser(interpolation=None)
    cp.read(ROOT / "packaging" / "linux" / f"{APP_ID}.desktop", encoding="utf-8")
    assert MIME_TYPE in cp["Desktop Entry"]["MimeType"].split(";")
    mime = (ROOT / "packaging" / "linux" / f"{APP_ID}.mime.xml").read_text(encoding="utf-8")
    assert f'<mime-type type="{MIME_TYPE}">' in mime and f'<glob pattern="*{SUFFIX}"/>' in mime
    assert "$id.mime.xml" in (ROOT / "packaging" / "linux" / "install-desktop.sh").read_text(encoding="utf-8")


def test_metainfo_names_the_desktop_file_and_version():
    from changpai_desktop import __version__

    text = (ROOT / "packaging" / "linux" / f"{APP_ID}.metainfo.xml").read_text(encoding="utf-8")
    assert f"<id>{APP_ID}</id>" in text and f"{APP_ID}.desktop" in text
    assert f'<release version="{__version__}"' in text


@pytest.mark.skipif(shutil.which("appstreamcli") is None, reason="appstreamcli (Debian's appstream) not installed")
def test_metainfo_validates():
    out = subprocess.run(["appstreamcli", "validate", "--no-net",
                          str(ROOT / "packaging" / "linux" / f"{APP_ID}.metainfo.xml")], capture_output=True, text=True)
    assert out.returncode == 0, out.stdout + out.stderr


def test_icon_set_is_complete():
    from PIL import Image

    for size in (16, 24, 32, 48, 64, 128, 256, 512):
        img = Image.open(ROOT / "packaging" / "icons" / f"changpai-{size}.png")
        assert img.size == (size, size) and img.mode == "RGBA"
    assert (ROOT / "resources" / "icons" / "changpai.png").exists()


def test_version_has_one_source():
    from changpai_desktop import __version__

    pyproject = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert 'version = { attr = "changpai_desktop.__version__" }' in pyproject
    assert __version__.count(".") == 2


def test_the_bundle_keeps_every_qt_module_the_app_imports():
    """The spec leaves unused Qt modules out of the bundle; one the app imports would be an ImportError there."""
    import ast

    spec = ast.parse((ROOT / "packaging" / "changpai.spec").read_text(encoding="utf-8"))
    excluded = next(ast.literal_eval(node.value) for node in ast.walk(spec) if isinstance(node, ast.Assign)
                    and any(isinstance(t, ast.Name) and t.id == "excluded_qt" for t in node.targets))
    imported = set()
    for path in (ROOT / "changpai_desktop").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = [a.name for a in node.names] if isinstance(node, ast.Import) else (
                [node.module or ""] if isinstance(node, ast.ImportFrom) else [])
            imported |= {".".join(n.split(".")[:2]) for n in names if n.startswith("PySide6.")}
    assert "PySide6.QtWidgets" in imported
    assert imported.isdisjoint(excluded), sorted(imported & set(excluded))


def test_the_bundle_carries_qts_own_chinese_translations():
    """The bundle ships Qt's own 简体 / 繁體 strings (standard buttons, file dialog) that ui/i18n.py loads, and
    they exist in the Qt the build uses."""
    import ast

    from PySide6.QtCore import QLibraryInfo

    from changpai_desktop.ui.i18n import QT_TRANSLATION_FILES

    spec = ast.parse((ROOT / "packaging" / "changpai.spec").read_text(encoding="utf-8"))
    bundled = next(ast.literal_eval(node.value) for node in ast.walk(spec) if isinstance(node, ast.Assign)
                   and any(isinstance(t, ast.Name) and t.id == "QT_TRANSLATIONS" for t in node.targets))
    assert sorted(bundled) == sorted(QT_TRANSLATION_FILES.values())
    qt_dir = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))
    assert all((qt_dir / name).is_file() for name in bundled)
