"""The start-up flow of ui/game_files.py (offscreen): the user's damaged files are told once, in one box, in the
window's language, with each file and where its kept copy is; a damaged house rule the settings name is told
when the game would start, with the question whether to play the preset instead; a save opened from elsewhere is
said to be copied, not moved."""

from __future__ import annotations

import json

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtWidgets import QMessageBox  # noqa: E402

WAIT = 20000


@pytest.fixture
def cfg(tmp_path, monkeypatch):
    from changpai_desktop.storage import stats

    monkeypatch.setenv("CHANGPAI_CONFIG_DIR", str(tmp_path))
    stats.take_problems()
    return tmp_path


@pytest.fixture
def boxes(monkeypatch):
    """Every message box run modally: (object name, title, text, informative text); ``answers`` maps an object
    name to the text of the button to click (none: the box is just closed)."""
    shown: list[tuple[str, str, str, str]] = []
    answers: dict[str, str] = {}

    def run(box):
        shown.append((box.objectName(), box.windowTitle(), box.text(), box.informativeText()))
        wanted = answers.get(box.objectName())
        for button in box.buttons():
            if button.text() == wanted:
                button.click()
        return 0

    monkeypatch.setattr(QMessageBox, "exec", run)
    return shown, answers


def _window(qtbot, lang: str = "zh_Hans"):
    from changpai_desktop.ui.application import make_app
    from changpai_desktop.ui.i18n import install_language
    from changpai_desktop.ui.main_window import MainWindow

    make_app()
    w = MainWindow()
    qtbot.addWidget(w)
    install_language(lang)
    w.retranslate()
    w.settings.speed = 4
    return w


def _settings(cfg, **values):
    (cfg / "settings.json").write_text(json.dumps({"app": "changpai-desktop", "schema": 1, "settings": values}),
                                       encoding="utf-8")


def test_damaged_files_are_told_once_at_start_in_english(qtbot, cfg, boxes):
    from changpai_desktop.storage import drills, rulesets, stats
    from changpai_desktop.ui.i18n import install_language

    shown, _ = boxes
    _settings(cfg, language="en", speed="fast")
    stats.stats_path().write_text('{"app": "changpai-desktop", "kind": "stats", "schema": 1, "groups": 7}',
                                  encoding="utf-8")
    drills.drills_path().mkdir()                                # a folder in the file's place
    (rulesets.rulesets_dir() / "shared.json").write_bytes(b"\xff\xfe")
    try:
        w = _window(qtbot, "en")
        w.files.offer_resume()
        qtbot.waitUntil(lambda: w.files.last_notice_box is not None, timeout=WAIT)   # once the table is up
        box = w.files.last_notice_box
        assert box.objectName() == "noticeBox" and box.isVisible() and not shown   # no other box
        title, text, info = box.windowTitle(), box.text(), box.informativeText()
        assert title == "Damaged files" and text.startswith("Changpai found problems in your files.")
        kept_stats = next(cfg.glob("stats.json.broken-*"))
        kept_drills = next(cfg.glob("drills.json.broken-*"))
        kept_rule = next((cfg / "rulesets").glob("shared.json.broken-*"))
        assert f"The statistics file {cfg / 'stats.json'} is damaged (accumulated: is missing)." in info
        assert f"It was moved to {kept_stats} (not deleted)" in info and "Statistics start afresh." in info
        assert f"The drill progress file {cfg / 'drills.json'} is a folder, not a file." in info
        assert str(kept_drills) in info and kept_drills.is_dir()
        assert f"The house-rule file {cfg / 'rulesets' / 'shared.json'} is not UTF-8 text (byte 1)." in info
        assert str(kept_rule) in info and "It is no longer among the house rules." in info
        assert f"Some values in the settings file {cfg / 'settings.json'} could not be used" in info
        assert "• speed: must be a whole number, not 'fast' (the default 2 is used)" in info
        qtbot.waitUntil(lambda: w.game.snap is not None, timeout=WAIT)   # and the game is on
        box.close()
        w.close()
        again = _window(qtbot, "en")
        again.files.offer_resume()
        qtbot.waitUntil(lambda: again.game.snap is not None, timeout=WAIT)
        qtbot.wait(50)
        assert again.files.last_notice_box is None                 # told once: nothing is damaged any more
        again.close()
    finally:
        install_language("zh_Hans")


def test_a_damaged_settings_file_is_told_in_chinese_and_replaced_by_the_defaults(qtbot, cfg, boxes):
    shown, _ = boxes
    (cfg / "settings.json").write_text("{", encoding="utf-8")
    w = _window(qtbot)
    assert not w.first_run
    w.files.offer_resume()
    qtbot.waitUntil(lambda: w.files.last_notice_box is not None, timeout=WAIT)
    box = w.files.last_notice_box
    kept = next(cfg.glob("settings.json.broken-*"))
    info = box.informativeText()
    assert box.windowTitle() == "有文件坏了" and f"设置文件 {cfg / 'settings.json'} 不是有效的 JSON" in info
    assert f"它已被移到 {kept}（没有删除）" in info and "现在用的是默认设置。" in info
    box.close()
    assert kept.read_text(encoding="utf-8") == "{"
    assert json.loads((cfg / "settings.json").read_text(encoding="utf-8"))["settings"]["preset"] == "nantong-single"
    qtbot.waitUntil(lambda: w.game.snap is not None, timeout=WAIT)
    w.close()


def _damaged_house_rule(cfg, lang: str):
    from changpai_desktop.engine.rules import RuleSet
    from changpai_desktop.storage import rulesets

    rulesets.save_ruleset("村规", RuleSet.preset("tongzhou-double", {"settlement.cap": 600}))
    path = rulesets.file_for("村规")
    path.write_text('{"app": "changpai-desktop", "kind": "ruleset", "schema": 1, "name": "村规", '
                    '"preset": "tongzhou-double", "overrides": {"settlement.cap": "many"}}', encoding="utf-8")
    _settings(cfg, preset="tongzhou-double", ruleset_name="村规", seats=4, language=lang)
    return path


def _spy_start(w) -> list:
    started = []
    real = w.start_game

    def spy(*args, **kwargs):
        started.append(args)
        real(*args, **kwargs)

    w.start_game = spy
    return started


def test_a_damaged_house_rule_in_use_asks_and_yes_plays_the_preset(qtbot, cfg, boxes):
    from changpai_desktop.ui.i18n import install_language

    shown, answers = boxes
    path = _damaged_house_rule(cfg, "en")
    answers["houseRuleBox"] = "Play “Tongzhou double general”"
    try:
        w = _window(qtbot, "en")
        started = _spy_start(w)
        w.files.offer_resume()
        assert [b[0] for b in shown] == ["houseRuleBox"]
        _, title, text, info = shown[0]
        kept = next((cfg / "rulesets").glob(f"{path.name}.broken-*"))
        assert title == "The house rule cannot be used"
        assert text.startswith(f"The settings choose the house rule “村规”, but its file {path} cannot be used: "
                               "rule option 'settlement.cap'")
        assert f"It was moved to {kept}" in text
        assert info == "Play this game with the preset “Tongzhou double general” instead?"
        assert started and started[0][0] == "tongzhou-double"
        assert w.settings.ruleset_name == ""                      # the preset from now on
        qtbot.waitUntil(lambda: w.game.snap is not None, timeout=WAIT)
        qtbot.wait(50)
        assert w.files.last_notice_box is None                    # said once: not in a start-up box too
        w.close()
    finally:
        install_language("zh_Hans")


def test_no_to_the_preset_starts_no_game(qtbot, cfg, boxes):
    shown, answers = boxes
    _damaged_house_rule(cfg, "zh_Hans")
    answers["houseRuleBox"] = "先不开始"
    w = _window(qtbot)
    started = _spy_start(w)
    w.files.offer_resume()
    assert [b[0] for b in shown] == ["houseRuleBox"] and "设置里选的是家规「村规」，可是它的文件" in shown[0][2]
    assert shown[0][3] == "要改用预设「通州双将」开始这一场吗？"
    assert not started and w.game.snap is None
    assert w.status_label.text().startswith("没有开始新游戏。") and w.settings.ruleset_name == "村规"
    shown.clear()
    assert not w.files.start_with_settings()                      # asked again: the house rule is gone now
    assert shown[0][2] == "设置里选的家规「村规」已经不在了。"
    w.close()


def test_a_save_from_elsewhere_is_said_to_be_copied_not_moved(qtbot, cfg, tmp_path_factory):
    elsewhere = tmp_path_factory.mktemp("home") / "mine.json"
    elsewhere.write_text('{"format": "changpai-desktop-save", "schema_version": 1', encoding="utf-8")
    w = _window(qtbot)
    assert w.files.open_path(elsewhere) is False
    text = w.files.last_problem
    copy = next(cfg.glob("mine.json.broken-*"))
    assert elsewhere.exists() and f"原文件没有动过；一份副本留在 {copy}" in text and "已被移到" not in text
    w.files.problem_box.close()
    w.close()


def test_a_start_that_asks_nothing_deals_before_the_window_shows(qtbot, cfg):
    """app.run_window deals before showing the window only when starting can ask nothing: not on the first start
    (the greeting), not with an autosave (resume it?), not with a house rule (it may be unusable); ``--new`` asks
    no resume question and no greeting."""
    from changpai_desktop.storage import paths

    first = _window(qtbot)
    assert first.first_run and first.files.will_ask() and not first.files.will_ask(new=True)
    _settings(cfg, speed="fast")
    later = _window(qtbot)
    assert not later.first_run and not later.files.will_ask()
    paths.autosave_path().write_text("{}", encoding="utf-8")
    assert later.files.will_ask() and not later.files.will_ask(new=True)
    paths.autosave_path().unlink()
    later.settings.ruleset_name = "我家的规矩"
    assert later.files.will_ask() and later.files.will_ask(new=True)
