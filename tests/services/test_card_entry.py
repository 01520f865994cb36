"""Typed card entry: codes, names in 简体 and 繁體, ×N, mode words, and the piece that is no card."""

import pytest

from changpai_desktop.services.card_entry import EntryError, Typed, clicks, is_card_word, parse_entry


def test_codes_and_names_with_counts_are_runs():
    assert parse_entry("5w5w5w") == [Typed("hand", "5w", 3)]
    assert parse_entry("五万×3") == [Typed("hand", "5w", 3)]
    assert parse_entry("五萬*2 紅花 千字x3") == [Typed("hand", "5w", 2), Typed("hand", "hh"), Typed("hand", "qz", 3)]
    assert parse_entry("1T 2t，3丙 4筒") == [Typed("hand", c) for c in ("1t", "2t", "3b", "4b")]


def test_mode_words_switch_what_follows():
    typed = parse_entry("碰 5w hh 手 2b2b 胡 8t")
    assert [(t.mode, t.code, t.n) for t in typed] == [("peng", "5w", 1), ("peng", "hh", 1), ("hand", "2b", 2),
                                                       ("win", "8t", 1)]
    assert [t.mode for t in parse_entry("ag5w long:5t jl qz bz 9t", "hand")] == [
        "angang", "long", "declared", "baozi"]
    assert parse_entry("xi", "flip") == [Typed("flip", "xi")]     # 喜's code is no ×


def test_a_baozi_run_of_one_is_one_click_and_longer_runs_are_cards():
    assert clicks(parse_entry("1w 9t×4", "baozi")) == [("baozi", "1w")] + [("hand", "9t")] * 4
    assert clicks(parse_entry("碰 2w 2w")) == [("peng", "2w")] * 2


@pytest.mark.parametrize(("text", "pos", "piece"), [("5w zz", 3, "zz"), ("五万×9", 2, "×9"), ("0w", 0, "0w")])
def test_the_first_piece_that_is_no_card_is_named(text, pos, piece):
    with pytest.raises(EntryError) as err:
        parse_entry(text)
    assert (err.value.pos, err.value.text) == (pos, piece)


def test_card_words():
    assert is_card_word("九饼") and is_card_word("bh") and not is_card_word("九") and not is_card_word("碰")
