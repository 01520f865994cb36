"""What the card models say: whom a claimed card came from, and what the flipped 将 card means."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import Qt  # noqa: E402

NAMES = ["我", "下家", "对门", "上家"]


def view(melds, declared=(), joys=()):
    return SimpleNamespace(melds={1: melds}, declared={1: declared}, joys={1: joys}, flips=("1w",))


def test_a_claimed_card_is_placed_and_named_by_the_seat_it_came_from():
    from changpai_desktop.ui.widgets.card_models import meld_sources

    # seat 1 (下家) claimed from seat 0 (its 上家: the left card), seat 2 (its 下家: the right card),
    # seat 3 (its 对门: the middle card); an 暗杠, a shown dragon and 喜 came from nobody
    v = view((("peng", "5w", 0), ("minggang", "9t", 2), ("peng", "hh", 3), ("angang", "2b", None)),
             declared=("qz",), joys=("bh",))
    assert meld_sources(v, 1, NAMES, list("我下对上")) == [("我", 0, "我"), ("对门", 3, "对"), ("上家", 1, "上"),
                                                        None, None, None]


def test_the_melds_model_tells_the_source_in_its_tooltip(qtbot):
    from changpai_desktop.ui.application import make_app
    from changpai_desktop.ui.context import UiContext
    from changpai_desktop.ui.widgets.card_models import MeldsModel, SourceRole

    make_app()
    m = MeldsModel(UiContext())
    m.set_groups([(("5w",) * 3, "碰")], [("上家", 0, "上")])
    idx = m.index(0, 0)
    assert idx.data(SourceRole) == ("上家", 0, "上")
    assert "上家" in idx.data(Qt.ItemDataRole.ToolTipRole)


def test_the_flipped_card_itself_says_what_is_jiang(qtbot):
    from changpai_desktop.ui.application import make_app
    from changpai_desktop.ui.context import UiContext
    from changpai_desktop.ui.widgets.card_models import CardListModel

    make_app()
    m = CardListModel(UiContext())
    m.set_cards(["9b"])
    m.set_tooltip("这一局的将：九饼")
    tip = m.index(0, 0).data(Qt.ItemDataRole.ToolTipRole)
    assert "九饼" in tip and "将" in tip
