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
