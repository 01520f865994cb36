"""The 胡 beside a seat's name: what its face-up sets are worth (the engine's count), also for melded seats."""

from types import SimpleNamespace

from changpai_desktop.engine.cards import INDEX
from changpai_desktop.engine.rules import RuleSet
from changpai_desktop.engine.scoring import Meld
from changpai_desktop.engine.scoring.visible import visible_hu as engine_visible_hu
from changpai_desktop.ui.table.labels import visible_hu

RULES = RuleSet.preset("nantong-single")


def view(melds=(), declared=(), joys=()):
    return SimpleNamespace(rules=RULES, flips=("1w",), melds={0: melds}, declared={0: declared}, joys={0: joys})


def test_a_seat_with_nothing_face_up_shows_nothing():
    assert visible_hu(view(), 0) == 0


def test_a_melded_seat_shows_the_engines_count_of_its_sets():
    melds = (("minggang", "9t", 1), ("peng", "hh", 2))
    levels = RULES.levels_for(("1w",))
    want = engine_visible_hu(RULES, levels, [Meld("minggang", INDEX["9t"]), Meld("peng", INDEX["hh"])], [], 0)
    assert visible_hu(view(melds), 0) == want == 20


def test_a_shown_dragon_counts_too():
    assert visible_hu(view(declared=("qz",)), 0) == 40


def test_a_seat_header_never_splits_a_label_from_its_number(qapp):
    """At a narrow panel the header wraps between its parts, never inside "分 170" or "明胡 20" (Chinese may
    otherwise break between any two characters: "明" / "胡 20" was seen at 1024×700)."""
    from PySide6.QtGui import QTextDocument

    from changpai_desktop.ui.table.table import TableWidget

    v = view(melds=(("minggang", "9t", 1),))
    v.dealer, v.resting, v.ready, v.totals, v.turn = 1, 0, (False,) * 4, (170, 0, 0, 0), 1
    header = TableWidget._header(SimpleNamespace(names=["我"], levels=["human"]), v, 0)
    doc = QTextDocument()
    doc.setHtml(header)
    for width in (46, 60, 90, 140):      # 46: "我 定" fits a line and "我 定醒" does not: the badge moves whole
        doc.setTextWidth(width)
        doc.documentLayout().documentSize()      # lays the text out at that width
        block = doc.begin()
        text, layout = block.text(), block.layout()
        lines = [text[layout.lineAt(i).textStart():][:layout.lineAt(i).textLength()]
                 for i in range(layout.lineCount())]
        joined = [line.replace("\u2060", "") for line in lines]
        assert any("定醒" in line for line in joined), lines   # the resting badge is one word
        if width >= 60:                  # wide enough for the longest part
            assert any("分\xa0170" in line for line in joined), lines
            assert any("明胡\xa020" in line for line in joined), lines
