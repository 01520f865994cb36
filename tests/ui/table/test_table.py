"""The game table through the UI (pytest-qt, offscreen): a whole hand by simulated clicks and keys against the
computer players, models checked by QAbstractItemModelTester, autosave → restart → resume, a corrupt autosave
reported and set aside, live switches of face mode and language. Speed is "instant"; no timed assertions."""

from __future__ import annotations

import json

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtTest import QAbstractItemModelTester  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from changpai_desktop.ui.i18n import install_language  # noqa: E402
from main_windows import open_main_window, tooltip_shown  # noqa: E402
from won_hands import won_hand_record  # noqa: E402

WAIT = 20000


@pytest.fixture
def cfg(tmp_path, monkeypatch):
    monkeypatch.setenv("CHANGPAI_CONFIG_DIR", str(tmp_path))
    return tmp_path


@pytest.fixture
def window(qtbot, cfg):
    w = open_main_window(qtbot, (1280, 800))
    yield w
    w.close()
    install_language("zh_Hans")


def wait_ready(qtbot, w):
    """Until the human must act, a hand has ended (dialog open), or the game is over."""
    qtbot.waitUntil(lambda: w.game.snap is not None and not w.game.awaiting and (
        w.game.hand_dialog is not None or w.game.snap.human_turn or w.game.snap.decision is None), timeout=WAIT)


def play_turn(qtbot, w) -> None:
    """One human decision by keys / clicks, as a player would: claims by their key, discards by Enter."""
    snap = w.game.snap
    d = snap.decision
    types = {a.type for a in d.legal}
    before = snap.log_length
    if d.phase == "act":
        if "tsumo" in types:
            qtbot.keyClick(w, Qt.Key.Key_H)
        else:
            hv = w.table.hand_view
            hv.setFocus()
            legal = {a.card for a in d.legal if a.type == "discard"}
            # arrows to a legal card, then Enter
            qtbot.keyClick(hv, Qt.Key.Key_Home)
            for _ in range(hv.model().rowCount()):
                if hv.selected_code() in legal:
                    break
                qtbot.keyClick(hv, Qt.Key.Key_Right)
            assert hv.selected_code() in legal
            qtbot.keyClick(hv, Qt.Key.Key_Return)
    elif "hu" in types:
        w.table.actions.buttons["hu"].click()
    else:
        qtbot.keyClick(w, Qt.Key.Key_Space)   # 过 (also ends the dragon window)
    qtbot.waitUntil(lambda: w.game.snap.log_length > before or w.game.snap.generation != snap.generation
                    or w.game.hand_dialog is not None, timeout=WAIT)


def test_a_whole_hand_through_the_ui(qtbot, window):
    w = window
    w.start_game("nantong-single", 4, ["normal", "normal", "normal"], 6, seed=11)
    hands_seen = 0
    for _ in range(400):
        wait_ready(qtbot, w)
        if w.game.hand_dialog is not None:
            hands_seen += 1
            dlg = w.game.hand_dialog
            assert dlg.next_button.isDefault()
            # every player's hand is laid open, with its 胡 items (sections are added one per event-loop turn)
            qtbot.waitUntil(lambda dlg=dlg: dlg.complete, timeout=WAIT)
            assert len(dlg.record.seats) == 3 and len(dlg.tables) == 3
            assert all(t.model().rowCount() >= 0 for t in dlg.tables)
            for t in dlg.tables:
                QAbstractItemModelTester(t.model(), QAbstractItemModelTester.FailureReportingMode.Fatal)
            if hands_seen == 2:
                break
            qtbot.mouseClick(dlg.next_button, Qt.MouseButton.LeftButton)
            qtbot.waitUntil(lambda: w.game.hand_dialog is None, timeout=WAIT)
            continue
        if w.game.snap.decision is None:
            break
        play_turn(qtbot, w)
    assert hands_seen >= 1
    assert len(w.game.snap.sheet) >= 1
    assert w.side.sheet_model.rowCount() == len(w.game.snap.sheet)


def test_models_pass_the_model_tester(qtbot, window):
    from changpai_desktop.engine.scoring import Item
    from changpai_desktop.ui.widgets.card_models import CardListModel, HandModel, MeldsModel
    from changpai_desktop.ui.widgets.sheet_models import ScoreItemsModel, ScoreSheetModel

    w = window
    st = w.ctx
    hand = HandModel(st)
    QAbstractItemModelTester(hand, QAbstractItemModelTester.FailureReportingMode.Fatal)
    hand.set_cards(["5t", "1w", "hh", "2t", "2t"], "5t")
    assert hand.cards == ["1w", "2t", "2t", "5t", "hh"]
    assert hand.index(1).data(Qt.ItemDataRole.AccessibleTextRole) == "二条 吕洞宾"
    assert hand.moveRows(hand.index(0).parent(), 0, 1, hand.index(0).parent(), 5)
    assert hand.cards[-1] == "1w" and not hand.sorted
    hand.set_cards(["5t", "1w", "hh", "2t", "3b"], "3b")   # own order kept; the new card goes to the right
    assert hand.cards[-1] == "3b" and hand.cards.index("1w") > hand.cards.index("hh")
    river = CardListModel(st)
    QAbstractItemModelTester(river, QAbstractItemModelTester.FailureReportingMode.Fatal)
    river.set_cards(["1w"], {0: "last"})
    river.set_cards(["1w", "2w"], {1: "last"})
    river.set_cards([])
    melds = MeldsModel(st)
    QAbstractItemModelTester(melds, QAbstractItemModelTester.FailureReportingMode.Fatal)
    melds.set_groups([(("5t",) * 3, "碰"), (("fu", "lu"), "喜")])
    assert "五条" in melds.index(0).data(Qt.ItemDataRole.AccessibleTextRole)
    sheet = ScoreSheetModel()
    QAbstractItemModelTester(sheet, QAbstractItemModelTester.FailureReportingMode.Fatal)
    sheet.set_sheet([{"hand": 0, "dealer": 0, "resting": 3, "winner": 0, "type": "ta", "self_drawn": True,
                      "from": None, "hu": [40, 10, 10, None], "net": [60, -30, -30, None],
                      "running": [60, -30, -30, 0]}], 4, ["我", "下家", "对门", "上家"])
    assert sheet.index(0, 2).data() == "+60  [60]"
    items = ScoreItemsModel([Item("x", "碰 五条", "5t5t5t", 4), Item("m", "翻倍", factor=2)])
    QAbstractItemModelTester(items, QAbstractItemModelTester.FailureReportingMode.Fatal)
    assert items.index(1, 2).data() == "×2"
    assert (items.index(0, 0).data(), items.index(0, 1).data(), items.index(0, 2).data()) == ("碰 五条", "五条×3", "+4")
    # the live table's models too
    w.start_game("tongzhou-double", 3, ["easy", "normal"], 6, seed=3)
    wait_ready(qtbot, w)
    for m in [w.table.hand_model, w.table.centre.river_model, w.table.centre.flips_model, w.side.sheet_model,
              *[p.river_model for p in w.table.panels.values()], *[p.melds_model for p in w.table.panels.values()]]:
        QAbstractItemModelTester(m, QAbstractItemModelTester.FailureReportingMode.Fatal)
    assert w.table.centre.flips_model.rowCount() == 2


def test_autosave_restart_resume(qtbot, cfg, window):
    from changpai_desktop.storage import paths
    from changpai_desktop.ui.main_window import MainWindow

    w = window
    w.start_game("nantong-single", 4, ["normal"] * 3, 6, seed=21)
    for _ in range(6):
        wait_ready(qtbot, w)
        if w.game.hand_dialog is not None or w.game.snap.decision is None:
            break
        play_turn(qtbot, w)
    wait_ready(qtbot, w)
    state = (w.game.snap.log_length, w.game.snap.view.hand, w.game.snap.view.discards, w.game.snap.totals)
    log = [w.side.log.item(i).text() for i in range(w.side.log.count())]
    assert log and log[0].startswith("—— 第 1 局")
    assert paths.autosave_path().exists()
    w.close()
    w2 = MainWindow()
    qtbot.addWidget(w2)
    w2.settings.speed = 4
    assert w2.files.autosave_exists()
    assert w2.files.resume_autosave()
    qtbot.waitUntil(lambda: w2.game.snap is not None, timeout=WAIT)
    assert (w2.game.snap.log_length, w2.game.snap.view.hand, w2.game.snap.view.discards, w2.game.snap.totals) == state
    assert [w2.side.log.item(i).text() for i in range(w2.side.log.count())] == log   # the hand log, rebuilt
    w2.close()


def test_undo_takes_back_the_last_move(qtbot, window):
    w = window
    w.start_game("nantong-single", 4, ["normal"] * 3, 6, seed=5)
    for _ in range(80):
        wait_ready(qtbot, w)
        if w.game.hand_dialog is not None:
            w.game.hand_dialog.accept()
            continue
        if w.game.snap.can_undo:
            break
        play_turn(qtbot, w)
    if not w.game.snap.can_undo:
        pytest.skip("no human move to undo in this deal")
    n = w.game.snap.log_length
    lines = w.side.log.count()
    assert w.a_undo.isEnabled()
    w.a_undo.trigger()
    qtbot.waitUntil(lambda: not w.game.awaiting, timeout=WAIT)
    assert w.game.snap.log_length < n
    # the side panel shows the session's hand log, rewound with the game
    from changpai_desktop.ui.table.side_panel import event_words

    want = [t for t in (event_words(e, w.game.names(), "zh_Hans") for e in w.game.snap.log) if t]
    assert [w.side.log.item(i).text() for i in range(w.side.log.count())] == want
    assert len(want) <= lines


def test_corrupt_autosave_is_reported_and_set_aside(qtbot, cfg, window):
    from changpai_desktop.storage import paths

    path = paths.autosave_path()
    path.write_text('{"format": "changpai-desktop-save", "schema_version": 1, "actions": [', encoding="utf-8")
    w = window
    assert w.files.autosave_exists()
    assert w.files.resume_autosave() is False
    assert w.files.last_problem and str(path) in w.files.last_problem
    assert not path.exists()
    aside = list(path.parent.glob("autosave.json.broken-*"))
    assert len(aside) == 1 and aside[0].read_text(encoding="utf-8").startswith('{"format"')
    assert str(aside[0]) in w.files.last_problem
    w.files.problem_box.close()


def test_face_mode_and_language_switch_live(qtbot, window):
    from changpai_desktop.ui.widgets.card_faces import card_pixmap

    w = window
    w.start_game("nantong-single", 4, ["normal"] * 3, 6, seed=8)
    qtbot.waitUntil(lambda: w.game.snap is not None, timeout=WAIT)
    hv = w.table.hand_view
    img_before = hv.viewport().grab().toImage()
    w.a_faces.trigger()
    assert w.settings.face_mode == "pattern" and w.ctx.face_mode == "pattern"
    img_after = hv.viewport().grab().toImage()
    if hv.model().rowCount():
        assert img_before != img_after
    assert card_pixmap("5t", "pattern", 40).toImage() != card_pixmap("5t", "figure", 40).toImage()
    assert w.m_game.title() == "游戏(&G)"
    assert w.table.actions.buttons["peng"].text().startswith("碰")
    w.set_language("en")
    assert w.m_game.title() == "&Game"
    assert w.table.actions.buttons["peng"].text().startswith("Pung")
    assert w.ctx.lang == "en"
    if hv.model().rowCount():
        assert " of " in hv.model().index(0, 0).data(Qt.ItemDataRole.AccessibleTextRole)
    assert QApplication.applicationDisplayName() == "Changpai"   # the "— 长牌" Qt adds to every window title
    w.set_language("zh_Hant")
    assert w.m_game.title() == "遊戲(&G)"
    assert QApplication.applicationDisplayName() == "長牌"
    w.set_language("zh_Hans")
    assert w.m_game.title() == "游戏(&G)"
    assert QApplication.applicationDisplayName() == "长牌"
    saved = json.loads((w.store.path).read_text(encoding="utf-8"))
    assert saved["settings"]["face_mode"] == "pattern"


def test_hand_is_redrawn_in_hant_faces_on_a_language_switch(qtbot, window):
    """人物 faces print characters: in 繁體 your hand shows 條 / 萬 / 餅 faces at once; English keeps 简体's."""
    w = window
    w.start_game("nantong-single", 3, ["normal"] * 2, 6, seed=8)
    wait_ready(qtbot, w)
    hv = w.table.hand_view
    assert hv.model().rowCount() > 0
    assert w.ctx.face_mode == "figure"
    hans = hv.viewport().grab().toImage()
    try:
        w.set_language("zh_Hant")
        assert hv.viewport().grab().toImage() != hans
        w.set_language("en")
        assert hv.viewport().grab().toImage() == hans
    finally:
        w.set_language("zh_Hans")


def test_start_game_with_deck_and_guided_notes(qtbot, window):
    from changpai_desktop.engine.match import deck_for

    w = window
    deck = deck_for(99, 0, False)
    w.start_game("nantong-single", 4, ["easy"] * 3, 6, seed=1, deck=deck, guided_notes=["第一条说明", "第二条"])
    wait_ready(qtbot, w)
    assert w.game.snap.view.dealer == 0
    assert sorted(w.game.snap.view.hand) == sorted(deck[:23])
    if w.game.snap.human_turn:
        assert w.side.note.text() == "第一条说明"


def test_disabled_actions_say_why(qtbot, window):
    from changpai_desktop.services.text import render

    w = window
    w.start_game("nantong-single", 4, ["normal"] * 3, 6, seed=11)
    wait_ready(qtbot, w)
    bar = w.table.actions
    snap = w.game.snap
    assert snap.human_turn
    for key, b in bar.buttons.items():
        if not b.isEnabled():   # the engine's reason for that action type, in the UI language
            want = snap.decision.refusals["tsumo" if key == "hu" and snap.decision.phase != "claim" else key]
            assert tooltip_shown(b) == render(want, "zh_Hans"), key
    bar.set_decision(snap.decision, snap.view, False)    # the computer's turn: every button says so
    assert {tooltip_shown(b) for b in bar.buttons.values()} == {"现在不是你的回合"}


def test_first_start_greets_a_newcomer_with_the_course(qtbot, cfg):
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QMessageBox

    from changpai_desktop.ui.application import make_app
    from changpai_desktop.ui.main_window import MainWindow

    make_app()
    w = MainWindow()
    qtbot.addWidget(w)
    assert w.first_run and not w.files.autosave_exists()

    def choose_guided():
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, choose_guided)
            return
        course = next(b for b in box.buttons() if b.text() == "入门课程")
        course.click()

    QTimer.singleShot(20, choose_guided)
    w.files.offer_resume()
    assert w.game.guide is not None and w.game.guide.lesson.order == 1, "the course's first lesson is on the table"
    qtbot.waitUntil(lambda: w.game.snap is not None, timeout=WAIT)
    assert w.side.forced  # hints forced on during a lesson
    again = MainWindow()
    qtbot.addWidget(again)
    assert not again.first_run  # greeted once: the settings file exists now


def test_a_finished_game_is_not_offered_for_resuming(qtbot, cfg, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    from changpai_desktop.ui.application import make_app
    from changpai_desktop.engine.drive import run
    from changpai_desktop.engine.match import Match
    from changpai_desktop.engine.players.registry import make_player
    from changpai_desktop.engine.rules import RuleSet
    from changpai_desktop.storage import paths, saves
    from changpai_desktop.ui.main_window import MainWindow

    make_app()
    game = Match(RuleSet.preset("nantong-single"), seed=3, hands=1)
    run(game, [make_player("greedy", s) for s in range(4)])
    assert game.pending() is None
    saves.save_game(paths.autosave_path(), game, ["human", "normal", "normal", "normal"])
    (cfg / "settings.json").write_text('{"app": "changpai-desktop", "schema": 1, "settings": {}}')
    w = MainWindow()
    qtbot.addWidget(w)
    assert w.files.autosave_exists() and w.files.autosave_finished()

    def no_question(_box):
        raise AssertionError("a finished game must not be offered for resuming")

    monkeypatch.setattr(QMessageBox, "exec", no_question)
    w.files.offer_resume()  # no question asked: a new game starts
    qtbot.waitUntil(lambda: w.game.snap is not None and w.game.snap.log_length < 40, timeout=WAIT)


def _end_dialog(qtbot, overrides, seat1):
    from changpai_desktop.ui.context import UiContext
    from changpai_desktop.ui.table.hand_end import HandEndDialog

    rec = won_hand_record(overrides, seat1)
    res = rec.result
    dlg = HandEndDialog(rec, ["你", "下家", "对门"], UiContext())
    qtbot.addWidget(dlg)
    return res, dlg.settlement.text()


def test_hand_end_dialog_shows_baozhang_payment(qtbot):
    """With the 包张 house rule, the end-of-hand settlement says the discarder paid the third player's share."""
    res, text = _end_dialog(qtbot, {"settlement.baozhang": True}, "8b8b3b3b3bqz")
    assert res.baozhang is not None and res.baozhang.by == 0
    amount = res.baozhang.amount
    assert f"包张：你 替 下家 付给 对门：{amount}" in text
    assert f"下家 付给 对门：{amount}" not in text.replace(f"替 下家 付给 对门：{amount}", "")


def test_hand_end_dialog_shows_qionghen_300(qtbot):
    """With the 穷狠 300 house rule, the settlement says who was dealt no pair and counts 300."""
    res, text = _end_dialog(qtbot, {"settlement.qionghen_300": True},
                            "1w2w3w4w5w6w7w8w9w1t2t3t4t5t6t7t8t9t1b2b3b4b")
    assert res.qionghen_300 == (1,) and res.totals[1] == 300
    assert "穷狠 300：下家 起手没有一对" in text
    assert f"对门 付给 下家：{300 - res.totals[2]}" in text


def test_resuming_at_start_reads_the_autosave_once(qtbot, cfg, monkeypatch):
    """On start the autosave is read to see whether its game is finished; resuming uses that same read (a
    long game's save is replayed once, not twice) and lands on the same table."""
    from PySide6.QtWidgets import QMessageBox

    from changpai_desktop.ui.application import make_app
    from changpai_desktop.engine.match import Match
    from changpai_desktop.engine.players.registry import make_player
    from changpai_desktop.engine.rules import RuleSet
    from changpai_desktop.storage import paths, saves
    from changpai_desktop.ui.main_window import MainWindow

    make_app()
    game = Match(RuleSet.preset("nantong-single"), seed=5, hands=6)
    players = [make_player("greedy", s) for s in range(4)]
    for _ in range(30):
        d = game.pending()
        game.apply(players[d.seat].choose(game.view(d.seat), list(d.legal)), d.seat)
    saves.save_game(paths.autosave_path(), game, ["human", "normal", "normal", "normal"])
    (cfg / "settings.json").write_text('{"app": "changpai-desktop", "schema": 1, "settings": {}}')
    reads = []
    real_load = saves.load_game
    monkeypatch.setattr(saves, "load_game", lambda p: reads.append(p) or real_load(p))

    def accept(box):
        next(b for b in box.buttons() if b.text() == "接着打").click()

    monkeypatch.setattr(QMessageBox, "exec", accept)
    w = MainWindow()
    qtbot.addWidget(w)
    w.files.offer_resume()
    qtbot.waitUntil(lambda: w.game.snap is not None, timeout=WAIT)
    assert len(reads) == 1
    assert w.game.snap.log_length >= 30


def test_a_meld_names_the_seat_it_came_from_in_the_short_form_in_english(qtbot, window):
    """Under a claimed meld "pung·Right", not "pung·Right (next)", which a group of three cards cut to "pung·R"
    (seed 3: the player rests the first hand, and a computer seat claims from its 下家 early)."""
    from changpai_desktop.ui.i18n import install_language

    w = window
    w.set_language("en")
    try:
        w.start_game("nantong-single", 4, ["normal"] * 3, 6, seed=3)

        def sources():
            return [s for p in w.table.panels.values() for s in p.melds_model.sources if s]

        qtbot.waitUntil(lambda: bool(sources()), timeout=WAIT)
        assert all(s[0] in ("Right", "Left", "Across") for s in sources()), sources()
    finally:
        w.set_language("zh_Hans")
        install_language("zh_Hans")
