"""The 图鉴 window: filters, search in three scripts, the detail panel and the large view (pytest-qt, offscreen)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt


@pytest.fixture(autouse=True)
def config(tmp_path, monkeypatch):
    monkeypatch.setenv("CHANGPAI_CONFIG_DIR", str(tmp_path / "config"))
    return tmp_path / "config"


def test_gallery_filters_searches_and_shows_a_card(qtbot):
    from changpai_desktop.ui.context import UiContext
    from changpai_desktop.ui.learn.gallery import GalleryWindow

    w = GalleryWindow(UiContext())
    qtbot.addWidget(w)
    w.show()
    assert len(w.visible_codes()) == 35
    w.suit.setCurrentIndex(2)  # 条
    assert w.visible_codes() == [f"{r}t" for r in range(1, 10)]
    w.suit.setCurrentIndex(0)
    w.search.insert("孙悟空")  # typed through an input method
    assert w.visible_codes() == ["5b"]
    w.search.clear()
    qtbot.keyClicks(w.search, "buddha")
    assert w.visible_codes() == ["9t"]
    w.search.clear()
    w.search.insert("五條")   # 繁體 name
    assert w.visible_codes() == ["5t"]
    w.search.clear()
    w.select("7b")
    assert w.detail.title.text() == "七饼"
    assert "蚌" in w.detail.subtitle.text()
    rect = w.view.visualRect(w.proxy.index(0, 0))
    qtbot.mouseClick(w.view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert w.detail.title.text() == "一万"
    qtbot.mouseClick(w.detail.zoom, Qt.MouseButton.LeftButton)
    assert w._large is not None and w._large.code == "1w"
    w.select("7b")
    w.view.doubleClicked.emit(w.view.currentIndex())
    assert w._large is not None and w._large.code == "7b"
