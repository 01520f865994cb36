"""Card faces: every kind has both faces, they render through QtSvg cleanly, and no two look alike."""

from __future__ import annotations

import importlib.util
import itertools
import re
import subprocess
import sys
from contextlib import contextmanager
from pathlib import Path
from xml.etree import ElementTree

import pytest

from changpai_desktop.engine.cards import ALL_CODES, CardError

ROOT = Path(__file__).resolve().parents[3]
CARDS = ROOT / "resources" / "cards"
MODES = ("figure", "pattern")
SVG_NS = "{http://www.w3.org/2000/svg}"


def all_faces():
    return [CARDS / mode / f"{code}.svg" for mode in MODES for code in ALL_CODES] + [CARDS / "back.svg"]


def test_every_kind_has_both_faces_and_a_back():
    missing = [str(p.relative_to(ROOT)) for p in all_faces() if not p.is_file()]
    assert missing == []


@pytest.mark.parametrize("path", all_faces(), ids=lambda p: f"{p.parent.name}/{p.name}")
def test_face_is_a_long_strip_with_no_font_dependence(path):
    root = ElementTree.parse(path).getroot()
    assert root.tag == f"{SVG_NS}svg"
    x, y, w, h = map(float, root.get("viewBox").split())
    assert 3.3 <= h / w <= 3.5
    # Chinese is drawn as outlines, so a face never depends on an installed font
    assert not any(el.tag in (f"{SVG_NS}text", f"{SVG_NS}tspan") for el in root.iter())
    text = path.read_text(encoding="utf-8")
    assert not re.search(r"[\u3400-\u9fff]", text)
    assert path.stat().st_size < 200_000


@contextmanager
def qt_messages():
    from PySide6.QtCore import qInstallMessageHandler

    seen: list[str] = []

    def handler(mode, context, message):
        seen.append(f"{mode}: {message}")

    previous = qInstallMessageHandler(handler)
    try:
        yield seen
    finally:
        qInstallMessageHandler(previous)


def test_every_face_renders_at_three_sizes_without_qt_warnings(qapp):
    from changpai_desktop.ui.widgets import card_faces

    card_faces.clear_cache()
    with qt_messages() as seen:
        for code in ALL_CODES:
            for mode in MODES:
                for width, dpr in ((32, 1.0), (60, 2.0), (120, 1.0)):
                    pix = card_faces.card_pixmap(code, mode, width, dpr)
                    assert not pix.isNull()
                    assert pix.width() == round(width * dpr)
                    assert pix.height() == round(width * card_faces.CARD_ASPECT * dpr)
                    assert pix.devicePixelRatio() == dpr
        for width in (32, 60, 120):
            assert not card_faces.back_pixmap(width, 1.0).isNull()
    assert seen == []


def _rgb_images(width, mode):
    from PIL import Image
    from PySide6.QtGui import QImage

    from changpai_desktop.ui.widgets.card_faces import card_pixmap

    out = {}
    for code in ALL_CODES:
        img = card_pixmap(code, mode, width).toImage().convertToFormat(QImage.Format.Format_RGB888)
        data = bytes(img.constBits())[: img.bytesPerLine() * img.height()]
        out[code] = Image.frombuffer("RGB", (img.width(), img.height()), data, "raw", "RGB", img.bytesPerLine(), 1)
    return out


def _difference(a, b) -> float:
    """The share of pixels that differ clearly (grey level by more than 20 of 255)."""
    from PIL import ImageChops

    diff = ImageChops.difference(a, b).convert("L").point(lambda v: 255 if v > 20 else 0)
    return diff.histogram()[255] / (a.width * a.height)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("width", [32, 80])
def test_faces_are_pairwise_distinct(qapp, mode, width):
    images = _rgb_images(width, mode)
    worst = min(((_difference(images[a], images[b]), a, b) for a, b in itertools.combinations(ALL_CODES, 2)))
    assert worst[0] > 0.02, f"{worst[1]} and {worst[2]} look too alike in {mode} mode at {width} px: {worst[0]:.3f}"


def test_loader_contract(qapp):
    from changpai_desktop.ui.widgets import card_faces

    assert pytest.approx(3.4) == card_faces.CARD_ASPECT
    a = card_faces.card_pixmap("5t", "pattern", 48, 2.0)
    assert a is card_faces.card_pixmap("5t", "pattern", 48, 2.0)   # cached
    assert (a.width(), a.height()) == (96, 326)
    plain = card_faces.card_pixmap("5t", "figure", 60).toImage()
    labelled = card_faces.card_pixmap("5t", "figure", 60, index_label=True).toImage()
    assert plain != labelled and plain.size() == labelled.size()
    assert card_faces.index_text("5t") == "5条" and card_faces.index_text("hh") == "红花"
    with pytest.raises(CardError):
        card_faces.card_pixmap("0x")
    with pytest.raises(ValueError):
        card_faces.card_pixmap("5t", "portrait")
    back = card_faces.back_pixmap(40, 1.5)
    assert (back.width(), back.height(), back.devicePixelRatio()) == (60, 204, 1.5)


@pytest.mark.skipif(importlib.util.find_spec("fontTools") is None, reason="fontTools (dev tool) not installed")
def test_generator_reproduces_the_committed_faces(tmp_path):
    font = Path("/usr/share/fonts/truetype/lxgw-wenkai/LXGWWenKai-Bold.ttf")
    if not font.exists():
        pytest.skip("fonts-lxgw-wenkai not installed")
    subprocess.run([sys.executable, str(ROOT / "tools" / "make_faces.py"), "--out", str(tmp_path)], check=True,
                   capture_output=True)
    written = sorted(str(p.relative_to(tmp_path)) for p in tmp_path.rglob("*.svg"))
    committed = sorted(str(p.relative_to(CARDS)) for p in CARDS.rglob("*.svg"))
    assert written == committed
    changed = [name for name in committed if (tmp_path / name).read_bytes() != (CARDS / name).read_bytes()]
    assert changed == [], "faces are stale: run python tools/make_faces.py"


def test_hant_faces_exist_exactly_where_the_printed_characters_differ():
    """A 人物 face prints its rank, suit (万 / 萬) and figure (吕洞宾 / 呂洞賓); 老将 and 喜 print their name on
    both faces (红花 / 紅花, 禄 / 祿); a 图型 face of a suited card prints nothing. So every suited card has a
    繁體 人物 face, and 老将 / 喜 have 繁體 faces where the name differs (not 千字, 白花, 福, 喜)."""
    from changpai_desktop.engine.cards import CARD_INFO, JOYS, OLD_GENERALS

    named = [c for c in (*OLD_GENERALS, *JOYS) if CARD_INFO[c].name_hant != CARD_INFO[c].name_hans]
    suited = [c for c in ALL_CODES if c not in OLD_GENERALS and c not in JOYS]
    assert sorted(p.stem for p in (CARDS / "figure-hant").glob("*.svg")) == sorted(suited + named)
    assert sorted(p.stem for p in (CARDS / "pattern-hant").glob("*.svg")) == sorted(named)
    assert set(named) == {"hh", "lu", "sh", "ca"}


def test_faces_print_the_interface_script(qapp):
    """In 繁體 the faces are drawn in 繁體 (the 吕洞宾 face reads 呂洞賓 and 二條); English and 简体 keep the 简体
    faces; a face with nothing to change is the same picture."""
    from changpai_desktop.ui.widgets.card_faces import card_pixmap

    for code, mode in (("2t", "figure"), ("hh", "pattern"), ("lu", "figure")):
        hans = card_pixmap(code, mode, 60, 1.0, False, "zh_Hans").toImage()
        assert card_pixmap(code, mode, 60, 1.0, False, "zh_Hant").toImage() != hans
        assert card_pixmap(code, mode, 60, 1.0, False, "en").toImage() == hans
    for code, mode in (("2t", "pattern"), ("qz", "figure"), ("fu", "pattern")):
        assert card_pixmap(code, mode, 60, 1.0, False, "zh_Hant").toImage() == card_pixmap(
            code, mode, 60, 1.0, False, "zh_Hans").toImage()


def test_index_labels_are_written_in_the_interface_script(qapp):
    """In 繁體 the beginner's index uses 繁體 characters where they differ (5條, 紅花, 祿) and the same where they
    do not (千字, 福); the painted label follows the language installed."""
    from changpai_desktop.ui.i18n import install_language
    from changpai_desktop.ui.widgets.card_faces import card_pixmap, index_text

    assert [index_text(c) for c in ("5w", "5t", "5b", "hh", "qz", "lu")] == ["5万", "5条", "5饼", "红花", "千字", "禄"]
    assert [index_text(c, "zh_Hant") for c in ("5w", "5t", "5b", "hh", "qz", "lu", "fu")] == \
        ["5萬", "5條", "5餅", "紅花", "千字", "祿", "福"]
    try:
        install_language("zh_Hans")
        hans = card_pixmap("5t", "figure", 60, 1.0, True).toImage()
        install_language("zh_Hant")
        hant = card_pixmap("5t", "figure", 60, 1.0, True).toImage()
        assert hant != hans
        assert card_pixmap("5t", "figure", 60, 1.0, True, "zh_Hans").toImage() == hans
        assert card_pixmap("qz", "figure", 60, 1.0, True).toImage() == card_pixmap(
            "qz", "figure", 60, 1.0, True, "zh_Hans").toImage()
    finally:
        install_language("zh_Hans")
