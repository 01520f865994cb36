"""The 记分 window used as at a real table (pytest-qt, offscreen): an evening of the shipped example's six
hands typed line by line, every hand's nets summing to zero, undo of a mistyped hand, a correction, the
palette greying kinds used up, CSV and PDF export, the language switched live, and the evening resumed."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QInputMethodEvent
from PySide6.QtWidgets import QApplication

from changpai_desktop.resources import resource_path
from changpai_desktop.services.sheet_entry import draft_of
from changpai_desktop.services.sheet_files import open_sheet

EXAMPLE = resource_path("examples", "evening-nantong-single.json")


@pytest.fixture(autouse=True)
def config(tmp_path, monkeypatch):
    monkeypatch.setenv("CHANGPAI_CONFIG_DIR", str(tmp_path / "config"))
    return tmp_path / "config"


def type_text(qtbot, edit, text: str) -> None:
    """Type as a user does: ASCII key by key, 汉字 committed by the input method."""
    run = ""
    for ch in text + "\0":
        if ch != "\0" and ch.isascii() == (run[:1].isascii() if run else ch.isascii()):
            run += ch
            continue
        if run and run.isascii():
            qtbot.keyClicks(edit, run)
        elif run:
            edit.setFocus()
            event = QInputMethodEvent()
            event.setCommitString(run)
            QApplication.sendEvent(edit, event)
        run = ch if ch != "\0" else ""


def _window(qtbot, tmp_path):
    from changpai_desktop.ui.context import UiContext
    from changpai_desktop.ui.keeper.keeper_window import KeeperWindow

    w = KeeperWindow(UiContext(), folder=tmp_path)
    qtbot.addWidget(w)
    w.show()
    w.activateWindow()
    qtbot.waitActive(w)
    return w


def _start(qtbot, w, names=("老王", "小李", "阿芳", "大张")):
    for edit, name in zip(w.setup.name_edits, names, strict=False):
        type_text(qtbot, edit, name)
    qtbot.mouseClick(w.setup.start_button, Qt.MouseButton.LeftButton)


def _type_hand(qtbot, w, record: dict) -> None:
    draft = draft_of(record)
    e = w.entry
    type_text(qtbot, e.flips_edit, draft.flips)
    for pos, line in enumerate(draft.lines):
        type_text(qtbot, e.edits[pos], line + (" 自摸" if draft.self_drawn and pos == draft.winner else ""))
    if draft.note:
        type_text(qtbot, e.note_edit, draft.note)
    qtbot.keyClick(e.edits[2], Qt.Key.Key_Return)


def test_an_evening_typed_hand_by_hand_matches_the_engines_sheet(qtbot, tmp_path):
    expected = open_sheet(EXAMPLE)
    w = _window(qtbot, tmp_path)
    _start(qtbot, w)
    for record in json.loads(EXAMPLE.read_text(encoding="utf-8"))["hands"]:
        _type_hand(qtbot, w, record)
    sheet = w.sheet
    assert len(sheet.outcomes) == 6 and w.entry.flips_edit.text() == ""
    assert [o.hu for o in sheet.outcomes] == [o.hu for o in expected.outcomes]
    assert all(sum(n for n in o.net if n is not None) == 0 for o in sheet.outcomes)
    assert sheet.totals() == expected.totals()
    assert w.view.table.rowCount() == 7 and w.view.table.item(6, 2).text() == f"{expected.totals()[0]:+d}"
    assert open_sheet(w.evening.path).totals() == expected.totals()        # saved after every hand


def test_each_line_counts_as_it_is_typed_and_the_palette_greys_used_up_kinds(qtbot, tmp_path):
    w = _window(qtbot, tmp_path)
    _start(qtbot, w)
    e = w.entry
    type_text(qtbot, e.flips_edit, "4t")
    type_text(qtbot, e.edits[0], "碰 5w")
    assert e.results[0].text() == "10 胡" and e.palette["5w"].isEnabled()
    type_text(qtbot, e.edits[1], "5w")                       # a 把子 of three more would be six
    assert "已经用了四张" in e.results[1].text() and e.palette["5w"].isEnabled()
    e.edits[1].clear()
    type_text(qtbot, e.edits[1], "9b×4")
    assert e.results[1].text() == "30 胡" and not e.palette["9b"].isEnabled()     # 暗杠 九饼 (头尾将) 24
    e.edits[2].clear()
    qtbot.mouseClick(e.edits[2], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(e.palette["hh"], Qt.MouseButton.LeftButton)   # a click types into the line in use
    assert e.edits[2].text() == "hh" and e.results[2].text() == "10 胡"
    type_text(qtbot, e.edits[1], " 2b2b2b 胡 8t")
    assert e.win_radios[1].isChecked() and "还差" in e.results[1].text()
    qtbot.keyClick(e.edits[1], Qt.Key.Key_Return)
    assert w.sheet.outcomes == [] and "没填好" in w.status.text()


def test_undo_brings_a_mistyped_hand_back_and_a_chosen_hand_can_be_corrected(qtbot, tmp_path):
    w = _window(qtbot, tmp_path)
    _start(qtbot, w)
    records = json.loads(EXAMPLE.read_text(encoding="utf-8"))["hands"]
    _type_hand(qtbot, w, records[0])
    _type_hand(qtbot, w, records[3])             # the 荒牌 typed as hand 2 by mistake
    qtbot.mouseClick(w.view.undo_button, Qt.MouseButton.LeftButton)
    assert len(w.sheet.outcomes) == 1 and w.entry.flips_edit.text() == "6t"
    assert w.entry.edits[1].text() == "暗杠 hh 碰 3w"
    w.entry.clear()
    _type_hand(qtbot, w, records[1])
    assert w.sheet.outcomes[1].hu == [None, 260, 40, 10]
    w.view.table.selectRow(0)
    qtbot.mouseClick(w.view.edit_button, Qt.MouseButton.LeftButton)
    assert w.entry.edits[0].text() == "碰 1w" and w.editing == 0
    w.entry.edits[0].clear()
    type_text(qtbot, w.entry.edits[0], "碰 1w 9b 1b")
    qtbot.keyClick(w.entry.edits[0], Qt.Key.Key_Return)
    assert w.sheet.outcomes[0].hu == [20, 40, 0, None] and len(w.sheet.outcomes) == 2   # 4 + 4 + 4 → 20
    assert w.editing is None


def test_export_csv_and_pdf_and_the_language_switches_live(qtbot, tmp_path, monkeypatch):
    from changpai_desktop.ui.keeper import keeper_print

    w = _window(qtbot, tmp_path)
    _start(qtbot, w)
    _type_hand(qtbot, w, json.loads(EXAMPLE.read_text(encoding="utf-8"))["hands"][1])
    w.ctx.lang = "en"
    w.retranslate()
    monkeypatch.setattr(keeper_print, "ask_path", lambda *_a: str(tmp_path / ("out." + _a[-1][:3].lower())))
    qtbot.mouseClick(w.view.csv_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(w.view.pdf_button, Qt.MouseButton.LeftButton)
    csv_text = (tmp_path / "out.csv").read_text(encoding="utf-8-sig")
    assert csv_text.startswith("Hand,Dealer") and "+470" in csv_text
    assert (tmp_path / "out.pdf").read_bytes()[:5] == b"%PDF-"
    from PySide6.QtPdf import QPdfDocument

    pdf = QPdfDocument()
    pdf.load(str(tmp_path / "out.pdf"))
    text = pdf.getAllText(0).text()
    assert pdf.pageCount() >= 1 and "Result" in text and "260 / +470" in text and "all-triplets win" in text
    assert w.view.table.horizontalHeaderItem(0).text() == "Hand"


def test_kept_evenings_are_listed_and_resumed(qtbot, tmp_path):
    w = _window(qtbot, tmp_path)
    _start(qtbot, w)
    _type_hand(qtbot, w, json.loads(EXAMPLE.read_text(encoding="utf-8"))["hands"][0])
    qtbot.mouseClick(w.view.new_button, Qt.MouseButton.LeftButton)
    assert w.stack.currentIndex() == 0 and w.setup.kept_list.count() == 1
    (tmp_path / "sheet-0-broken.json").write_text("{", encoding="utf-8")
    w.show_setup()
    assert w.setup.kept_list.count() == 1 and w.untold and w.untold[0].kind == "sheet"
    qtbot.mouseClick(w.setup.open_button, Qt.MouseButton.LeftButton)
    assert w.stack.currentIndex() == 1 and w.sheet.totals() == [-20, 70, -50, 0]
