"""Hints are engine text: Msg ids of resources/text/hints.toml with values that fill every placeholder."""

from __future__ import annotations

import string
import tomllib
from pathlib import Path

from changpai_desktop.engine.table.actions import act
from changpai_desktop.engine.table.hand import Hand
from changpai_desktop.engine.hant import to_hant
from changpai_desktop.engine.match import deck_for
from changpai_desktop.engine.players import hints
from changpai_desktop.engine.players.registry import make_player
from changpai_desktop.engine.text import Card, Msg
from seat_views import NS, TD, view_of


ROOT = Path(__file__).resolve().parents[3]
GLOSSARY = tomllib.loads((ROOT / "resources" / "text" / "hints.toml").read_text(encoding="utf-8"))
LANGS = ("zh_Hans", "zh_Hant", "en")


def _placeholders(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def _check(m: Msg, used: set[str]) -> None:
    used.add(m.id)
    entry = GLOSSARY[m.id]
    values = m.as_dict()
    for lang in LANGS:
        assert _placeholders(entry[lang]) == set(values), (m.id, lang)
        entry[lang].format(**{k: "x" for k in values})
    for v in values.values():
        for item in v if isinstance(v, tuple) else (v,):
            if isinstance(item, Msg):
                _check(item, used)
            else:
                assert isinstance(item, (int, str, Card)), (m.id, item)


def test_glossary_entries_are_complete_and_hant_is_the_hans():
    assert all(k.startswith("hint.") for k in GLOSSARY)
    for key, entry in GLOSSARY.items():
        assert set(entry) == set(LANGS), key
        assert entry["zh_Hant"] == to_hant(entry["zh_Hans"]), key


def test_every_hint_is_a_glossary_message_with_its_values():
    used: set[str] = set()
    for rules in (NS, TD):
        for g in range(3):
            hand = Hand(rules, (g % 3, (g + 1) % 3, (g + 2) % 3), 3, deck_for(600 + g, 0, False))
            seats = {0: make_player("normal", 0), 1: make_player("easy", 1), 2: make_player("hard", 2)}
            while (d := hand.pending()) is not None:
                v, legal = hand.view(d.seat), list(d.legal)
                for h in hints.hint(v, legal, rules):
                    _check(h.reason, used)
                hand.apply(d.seat, seats[d.seat].choose(v, legal))
    ready = view_of(NS, "4w5w 2t3t4t 6t7t8t 3b4b5b 7b8b9b 1b2b3b hhhhhh 9b9b 1t")
    top = hints.hint(ready, [act("discard", c) for c in dict.fromkeys(ready.hand)], NS)[0]
    _check(top.reason, used)
    assert top.reason.id == "hint.with_waits"
    assert {"hint.a.discard", "hint.a.pass", "hint.waits", "hint.wait", "hint.s.away", "hint.s.ready",
            "hint.vs"} <= used


def test_no_japanese_mahjong_jargon_in_the_chinese():
    """Hints speak as a Nantong player does: 听牌, 还差几张听牌, 进张 — never 向听 / 有效牌."""
    for key, entry in GLOSSARY.items():
        for lang in ("zh_Hans", "zh_Hant"):
            for word in ("向听", "向聽", "有效牌"):
                assert word not in entry[lang], (key, lang)
