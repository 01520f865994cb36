"""The 学习 menu opens one window each, starts the guided hand and retranslates."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication, QMainWindow, QMenu

from changpai_desktop.ui.context import UiContext


@pytest.fixture(autouse=True)
def config(tmp_path, monkeypatch):
    monkeypatch.setenv("CHANGPAI_CONFIG_DIR", str(tmp_path / "config"))
    return tmp_path / "config"


def test_learn_menu_opens_one_window_each_and_retranslates(qtbot):
    from changpai_desktop.ui.i18n import install_language
    from changpai_desktop.ui.learn.menu import populate_learn_menu

    main = QMainWindow()
    qtbot.addWidget(main)
    started = []
    menu = QMenu(main)
    owner = populate_learn_menu(menu, UiContext(), lambda *a, **k: started.append(k), main)
    texts = [a.text() for a in menu.actions() if not a.isSeparator()]
    assert [t.rstrip("…") for t in texts] == ["入门课程", "图鉴", "练习", "错题", "算胡器", "牌理", "记分", "规则",
                                                "新手引导", "家规", "统计"]
    for key in ("gallery", "calculator", "keeper", "rules", "house_rules", "stats"):
        owner.actions[key].trigger()
        first = owner.windows[key]
        owner.actions[key].trigger()
        assert owner.windows[key] is first and first.isVisible()
    owner.actions["guided"].trigger()
    assert started and started[0]["deck"] and started[0]["guided_notes"]
    try:
        assert install_language("en")
        QApplication.processEvents()
        assert owner.windows["calculator"].windowTitle() == "Scoring calculator"
        assert owner.actions["gallery"].text().startswith("Gallery")
    finally:
        install_language("zh_Hans")
        QApplication.processEvents()
    assert owner.windows["calculator"].windowTitle() == "算胡器"


@pytest.mark.parametrize("key", ["gallery", "drills", "mistakes", "calculator", "analyse", "keeper", "rules",
                                 "house_rules", "stats"])
def test_escape_and_ctrl_w_close_each_learn_window(qtbot, key):
    from PySide6.QtCore import Qt

    from changpai_desktop.ui.learn.menu import populate_learn_menu

    main = QMainWindow()
    qtbot.addWidget(main)
    owner = populate_learn_menu(QMenu(main), UiContext(), None, main)
    for press in ((Qt.Key.Key_Escape, Qt.KeyboardModifier.NoModifier),
                  (Qt.Key.Key_W, Qt.KeyboardModifier.ControlModifier)):
        window = owner.open(key)
        qtbot.waitUntil(lambda window=window: QApplication.activeWindow() is window)
        target = QApplication.focusWidget() or window
        qtbot.keyClick(target, press[0], press[1])
        assert not window.isVisible(), (key, press)
