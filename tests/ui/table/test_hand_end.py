"""The end-of-hand dialog: the winning card is ringed and named, every player's itemised 胡 ends in a total
row (胡 and net after settlement), and a language switch rewrites the players' sections."""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtWidgets import QApplication, QLabel  # noqa: E402

WINS = "1w2w3w4w5w6w7w8w9w1t2t3t4t5t6t7t8t9t"


def _record(overrides=None, seat1="8b8b3b3b3bqz"):
    """A hand where seat 2 wins on seat 0's 8b discard."""
    from changpai_desktop.engine.rules import RuleSet
    from changpai_desktop.engine.table.actions import act
    from changpai_desktop.engine.table.deal import build_deck
    from changpai_desktop.engine.table.hand import Hand
    from changpai_desktop.services.session_records import HandRecord

    r = RuleSet.preset("nantong-single", overrides or {})
    h = Hand(r, (0, 1, 2), 3, build_deck(r, ["8b", seat1, WINS + "6b7b5b5b"], "hh", "2w4w3b2w4w8b", "9b9b"))
    while (d := h.pending()) is not None and d.phase == "dragons":
        h.apply(d.seat, act("pass"))
    h.apply(0, act("discard", "8b"))
    while h.pending().seat != 2:
        h.apply(h.pending().seat, act("pass"))
    h.apply(2, act("hu", "8b"))
    res = h.result
    return HandRecord(0, 0, None, (0, 1, 2), tuple(h.flips), res, h.view(0), tuple(res.nets), False, None)


def _dialog(qtbot, rec, ctx=None):
    from changpai_desktop.ui.context import UiContext
    from changpai_desktop.ui.table.hand_end import HandEndDialog

    dlg = HandEndDialog(rec, ["你", "下家", "对门"], ctx or UiContext())
    qtbot.addWidget(dlg)
    qtbot.waitUntil(lambda: dlg.complete)
    return dlg


def test_the_winning_card_is_ringed_and_named(qtbot):
    from changpai_desktop.ui.table.hand_end import CardStrip

    rec = _record()
    res = rec.result
    assert res.winner == 2 and res.card == "8b"
    dlg = _dialog(qtbot, rec)
    strip = dlg.findChild(CardStrip, "winnerStrip")
    gi, pos = strip.marked
    assert strip.groups[gi][0][pos] == "8b"
    assert "八饼（胡的牌）" in strip.accessibleName()
    assert dlg.findChild(QLabel, "winningCard").text() == "红框里是胡的那张牌：八饼"
    others = [s for s in dlg.findChildren(CardStrip) if s is not strip]
    assert len(others) == 2 and all(s.marked is None for s in others)


def test_every_player_has_a_total_row_of_hu_and_net(qtbot):
    rec = _record()
    dlg = _dialog(qtbot, rec)
    assert len(dlg.tables) == 3
    for so in rec.result.seats:
        model = dlg.findChild(type(dlg.tables[0]), f"items{so.seat}").model()
        n = model.rowCount()
        assert n == len(so.score.items) + 2
        assert [model.index(n - 2, c).data() for c in range(3)] == ["合计", "", f"{so.hu} 胡"]
        assert [model.index(n - 1, c).data() for c in range(3)] == ["结算后得分", "", f"{so.net:+d}"]
        assert model.index(n - 1, 0).data(Qt.ItemDataRole.FontRole).bold()
    assert sum(so.net for so in rec.result.seats) == 0


def test_a_language_switch_rewrites_the_sections(qtbot):
    from changpai_desktop.ui.context import UiContext
    from changpai_desktop.ui.i18n import install_language

    ctx = UiContext()
    dlg = _dialog(qtbot, _record(), ctx)
    try:
        ctx.set_language("en")
        assert install_language("en")
        QApplication.processEvents()
        qtbot.waitUntil(lambda: dlg.complete and len(dlg.boxes) == 3)
        labels = [lb for lb in dlg.findChildren(QLabel, "winningCard") if not lb.isHidden()]
        assert [lb.text() for lb in labels] == ["Ringed in red, the winning card: Eight of Coins"]
        model = dlg.tables[0].model()
        assert model.index(model.rowCount() - 2, 0).data() == "Total"
        assert "胡" not in dlg.boxes[0].title()
        dlg.set_names(["Me", "Right", "Across"])
        qtbot.waitUntil(lambda: dlg.complete and len(dlg.boxes) == 3)
        assert dlg.boxes[0].title().startswith("Across") and "Across" in dlg.headline.text()
    finally:
        install_language("zh_Hans")
        QApplication.processEvents()
