"""Gallery content: every card, complete in 简体, 繁體 and English, with roles that agree with RULES.md §4."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from changpai_desktop.engine.cards import ALL_CODES, CARD_INFO, KINDS, OLD_GENERALS, SUITS

ROOT = Path(__file__).resolve().parents[3]
LANGS = ("zh_Hans", "zh_Hant", "en")
PRESETS = ("nantong-single", "tongzhou-double", "rugao-double-xi")


@pytest.fixture(scope="module")
def gallery():
    return json.loads((ROOT / "resources" / "gallery" / "cards.json").read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def cards(gallery):
    return {c["code"]: c for c in gallery["cards"]}


def test_every_card_once_in_deck_order(gallery):
    assert [c["code"] for c in gallery["cards"]] == list(ALL_CODES)
    assert gallery["languages"] == list(LANGS)


@pytest.mark.parametrize("code", ALL_CODES)
def test_texts_complete_in_three_languages(cards, code):
    card = cards[code]
    fields = ["name", "note", "pattern", "role"] + (["figure"] if code in KINDS[:27] else [])
    for field in fields:
        for lang in LANGS:
            text = card[field][lang]
            assert isinstance(text, str) and text.strip(), (code, field, lang)
    for field in ("note", "pattern", "role"):
        assert re.search(r"[\u4e00-\u9fff]", card[field]["zh_Hans"]), (code, field)
        assert re.search(r"[A-Za-z]{3}", card[field]["en"]), (code, field)
    # the note is two or three sentences in each language
    assert 2 <= card["note"]["zh_Hans"].count("。") <= 3, code
    assert 2 <= card["note"]["zh_Hant"].count("。") <= 3, code
    assert 2 <= len(re.findall(r"[.!?](\s|$)", card["note"]["en"])) <= 3, code


@pytest.mark.parametrize("code", ALL_CODES)
def test_names_and_figures_match_the_engine(cards, code):
    card, info = cards[code], CARD_INFO[code]
    assert card["name"] == {"zh_Hans": info.name_hans, "zh_Hant": info.name_hant, "en": info.name_en}
    if info.figure_hans:
        assert card["figure"] == {"zh_Hans": info.figure_hans, "zh_Hant": info.figure_hant, "en": info.figure_en}
        assert info.figure_hans[0] in card["note"]["zh_Hans"] or code == "9b"
    else:
        assert card["figure"] is None
    for mode in ("figure", "pattern"):
        assert (ROOT / "resources" / card["faces"][mode]).is_file()


def test_zh_hant_is_really_traditional(cards):
    # Big5 holds traditional characters only, so a simplified form that slipped into a 繁體 text fails to encode
    leaks = {}
    for code in ALL_CODES:
        for field in ("name", "figure", "note", "pattern", "role"):
            if cards[code][field]:
                bad = [ch for ch in cards[code][field]["zh_Hant"] if not _big5(ch)]
                if bad:
                    leaks[(code, field)] = "".join(bad)
    assert leaks == {}


def _big5(ch: str) -> bool:
    try:
        ch.encode("big5")
        return True
    except UnicodeEncodeError:
        return False


def test_scoring_roles_follow_the_rules(cards):
    for code in KINDS[:27]:
        rank = CARD_INFO[code].rank
        sc = cards[code]["scoring"]
        assert sc["head_tail_in"] == (["nantong-single"] if rank in (1, 9) else [])
        single = sc["jiang_when_flipped"]["nantong-single"]
        if rank in (1, 9):
            assert single == [] and "nantong-single" in sc["always_jiang_in"]
        else:
            group = {1: {1, 4, 7}, 2: {2, 5, 8}, 0: {3, 6, 9}}[rank % 3]
            assert {int(c[0]) for c in single} == group and len(single) == 9
        for preset in PRESETS[1:]:
            flips = sc["jiang_when_flipped"][preset]
            if code == "9t":
                assert flips == [] and preset in sc["always_jiang_in"] and preset in sc["old_general_in"]
            else:
                assert flips == [f"{rank}{s}" for s in SUITS if f"{rank}{s}" != "9t"]
                assert preset not in sc["always_jiang_in"]
    for code in OLD_GENERALS:
        assert cards[code]["scoring"]["old_general_in"] == list(PRESETS)
    for code in ("fu", "lu", "sh", "xi", "ca"):
        assert cards[code]["scoring"]["joy"] is True and cards[code]["scoring"]["always_jiang_in"] == []
