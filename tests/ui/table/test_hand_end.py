"""The end-of-hand dialog: the winning card is ringed and named, every player's itemised 胡 ends in a total
row (胡 and net after settlement), and a language switch rewrites the players' sections."""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtWidgets import QApplication, QLabel  # noqa: E402

from won_hands import won_hand_record  # noqa: E402

def _dialog(qtbot, rec, ctx=None):
    from changpai_desktop.ui.context import UiContext
    from changpai_desktop.ui.table.hand_end import HandEndDialog

    dlg = HandEndDialog(rec, ["你", "下家", "对门"], ctx or UiContext())
    qtbot.addWidget(dlg)
    qtbot.waitUntil(lambda: dlg.complete)
    return dlg


def test_the_winning_card_is_ringed_and_named(qtbot):
    from changpai_desktop.ui.table.hand_end import CardStrip

    rec = won_hand_record()
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
    rec = won_hand_record()
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
    dlg = _dialog(qtbot, won_hand_record(), ctx)
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


def test_a_claimed_set_says_whom_its_card_came_from(qtbot):
    """As at the table ("碰·上家"): the dialog's melds said only "碰"."""
    import dataclasses

    from changpai_desktop.ui.table.hand_end import _meld_groups_open
    from changpai_desktop.ui.table.labels import giver_names

    rec = won_hand_record()
    seat1 = dataclasses.replace(rec.result.seat(1), melds=(("peng", "8b", 0), ("minggang", "3b", 2),
                                                           ("angang", "qz", None)))
    labels = [label for _codes, label in _meld_groups_open(seat1, rec.flips, giver_names(["你", "下家", "对门"]))]
    assert labels == ["碰·你", "明杠·上家", "暗杠"]   # seats named as you see them: seat 2 is your 上家 of three


def test_a_long_group_caption_shrinks_to_fit_under_its_cards(qtbot):
    """"exposed kong·Across" under four 26 px cards was drawn at 12 px and cut at both ends (English, 大字)."""
    from PySide6.QtGui import QFont, QFontMetrics

    from changpai_desktop.ui.application import make_app
    from changpai_desktop.ui.table.hand_end import CAPTION_MIN_PX, CAPTION_PX, GROUP_GAP, caption_font

    make_app()
    width = 4 * 27
    long = "exposed kong·Across"
    full = QFont()
    full.setPixelSize(CAPTION_PX)
    assert QFontMetrics(full).horizontalAdvance(long) > width          # as it was drawn, wider than its cards
    f, text = caption_font(QFont(), long, width)
    assert CAPTION_MIN_PX <= f.pixelSize() < CAPTION_PX
    assert QFontMetrics(f).horizontalAdvance(text) <= width + GROUP_GAP
    f, text = caption_font(QFont(), "pair", 2 * 27)
    assert (f.pixelSize(), text) == (CAPTION_PX, "pair")
