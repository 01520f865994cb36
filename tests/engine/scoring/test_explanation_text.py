"""Every message the scorer can write is in the glossary, and the explanation reads the same in every language
layout as before the glossary (the 繁體 is the table's reading of the 简体)."""

import re
from pathlib import Path

from changpai_desktop.engine.hant import to_hant
from changpai_desktop.engine.scoring import PlayerHand, Win, score
from changpai_desktop.engine.cards import INDEX, counts_of, parse
from changpai_desktop.engine.rules import RuleSet
from changpai_desktop.engine.text.glossary import glossary
from changpai_desktop.services.score_text import explanation, score_to_json

SCORING = Path(__file__).resolve().parents[3] / "changpai_desktop" / "engine" / "scoring"


def test_every_message_id_of_the_scorer_is_in_the_glossary():
    ids = set()
    for path in SCORING.rglob("*.py"):
        ids |= set(re.findall(r'"(score\.[a-z_.]+)"', path.read_text(encoding="utf-8")))
    ids |= {f"score.place.{p}" for p in ("middle", "edge", "pair")}
    assert len(ids) > 25
    missing = sorted(i for i in ids if i not in glossary())
    assert not missing


def test_a_scored_hand_reads_in_three_languages():
    rules = RuleSet.preset("nantong-single")
    concealed = tuple(counts_of(parse("1w2w3w4w5w6w7t8t9t1b2b3b3b4b5bhhhhhhqzqz9b9b9b")))
    s = score(rules, ["5w"], PlayerHand(concealed, win=Win(INDEX["9b"], True)))
    out = score_to_json(s)
    assert sum(1 for it in out["items"] if "hu" in it) >= 3
    for it in out["items"]:
        assert it["zh_hant"] == to_hant(it["zh"])
    lines = explanation(s, "en")
    assert any(line.startswith("self-drawn") for line in lines)
    assert explanation(s, "zh_Hans")[0].startswith("把子 暗克")
