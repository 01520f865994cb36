"""services.text.render: every kind of value in the three languages, and the errors a caller can make."""

import pytest

from changpai_desktop.engine.text import Card, Msg, Term, msg
from changpai_desktop.services.text import TextError, render


def test_plain_values_render_as_themselves():
    assert render("5w", "en") == "5w"            # a str is as is: a card code stays a code
    assert render(42, "zh_Hans") == "42"
    assert render("", "zh_Hant") == ""


def test_card_renders_as_its_name_in_each_language():
    assert render(Card("5w"), "zh_Hans") == "五万"
    assert render(Card("5w"), "zh_Hant") == "五萬"
    assert render(Card("5w"), "en") == "Five of Characters"


def test_term_renders_from_the_glossary():
    assert [render(Term("long"), lang) for lang in ("zh_Hans", "zh_Hant", "en")] == ["龙", "龍", "dragon"]
    assert render(Term("piao"), "en") == "all-triplets win (飘胡)"


def test_message_fills_placeholders_recursively():
    m = msg("score.set", source=Msg("score.source.baozi"), form=Term("anke"), card=Card("bh"),
            level=msg("score.set.level", level=2), flipped="")
    assert render(m, "zh_Hans") == "把子 暗克 白花（2级将）"
    assert render(m, "zh_Hant") == "把子 暗克 白花（2級將）"
    assert render(m, "en") == "held concealed triplet of White Flower (general level 2)"


def test_tuple_joins_by_language():
    cards = (Card("hh"), Card("qz"), Card("bh"))
    assert render(cards, "zh_Hans") == "红花、千字、白花"
    assert render(cards, "en") == "Red Flower, Thousand, White Flower"


def test_format_spec_applies_to_ints(monkeypatch):
    from changpai_desktop.engine.text import glossary

    entries = dict(glossary.glossary())
    entries["test.delta"] = {"zh_Hans": "差 {n:+d}", "zh_Hant": "差 {n:+d}", "en": "off by {n:+d}"}
    monkeypatch.setattr(glossary, "glossary", lambda: entries)
    assert render(msg("test.delta", n=5), "en") == "off by +5"
    assert render(msg("test.delta", n=-3), "zh_Hans") == "差 -3"
    with pytest.raises(TextError, match="formats an int"):
        render(msg("test.delta", n="five"), "en")


def test_unknown_id_is_an_error():
    with pytest.raises(TextError, match="no glossary entry 'score.nonesuch'"):
        render(Msg("score.nonesuch"), "en")
    with pytest.raises(TextError, match="term.nonesuch"):
        render(Term("nonesuch"), "en")


def test_missing_value_is_an_error():
    with pytest.raises(TextError, match=r"score.cap: no value for \{cap\}"):
        render(Msg("score.cap"), "zh_Hans")


def test_unknown_language_and_value_kind_are_errors():
    with pytest.raises(TextError, match="unknown language"):
        render(Msg("score.gang_kai"), "fr")
    with pytest.raises(TextError, match="cannot render"):
        render(3.5, "en")
    with pytest.raises(TextError, match="cannot render"):
        render(True, "en")
    with pytest.raises(TextError, match="unknown card code"):
        render(Card("zz"), "en")
