"""The bottom floor's messages: a reading or shape problem is a glossary message said in three languages, and the
English the reading path words by itself (without the glossary) is the glossary's English."""

from __future__ import annotations

import pytest

from changpai_desktop import reading, shape
from changpai_desktop.engine.text.glossary import LANGS, entry, glossary, placeholders
from changpai_desktop.message import english, msg
from changpai_desktop.reading import BadInput, FileProblem, parse_json_bytes, read_bytes
from changpai_desktop.services.text import render


def test_english_fills_nested_messages_lists_and_number_formats():
    templates = {"a": "{n:,} of {things}: {inner}", "b": "[{x}]"}
    assert english(msg("a", n=12345, things=("x", "y"), inner=msg("b", x=1)), templates) == "12,345 of x, y: [1]"
    assert english(msg("unknown", x=1), templates) == "unknown x=1"     # the fallback never fails


@pytest.mark.parametrize("id_", sorted(reading.EN | shape.EN))
def test_the_reading_paths_english_is_the_glossarys(id_):
    texts = entry(id_)
    assert texts["en"] == (reading.EN | shape.EN)[id_]
    assert len({placeholders(texts[lang]) for lang in LANGS}) == 1, id_


def test_every_notice_says_the_same_values_in_every_language():
    for id_, texts in glossary().items():
        if id_.startswith("notice."):
            assert len({placeholders(texts[lang]) for lang in LANGS}) == 1, id_


def test_a_files_problem_is_said_in_the_readers_language(tmp_path):
    (tmp_path / "d.json").mkdir()
    with pytest.raises(FileProblem) as exc:
        read_bytes(tmp_path / "d.json")
    assert [render(exc.value.reason, lang) for lang in LANGS] == ["是一个文件夹，不是文件", "是一個資料夾，不是檔案",
                                                                  "is a folder, not a file"]
    big = tmp_path / "big.json"
    big.write_bytes(b" " * 3000)
    with pytest.raises(FileProblem) as exc:
        read_bytes(big, 2048)
    assert render(exc.value.reason, "zh_Hans") == "有 3,000 字节，比任何有效的文件都大（超过 2,048 字节）"
    assert exc.value.why == render(exc.value.reason, "en")


def test_a_shape_error_keeps_its_place_verbatim_inside_a_translated_sentence():
    with pytest.raises(shape.ShapeError) as exc:
        shape.check(shape.Obj({"groups": shape.MapOf(shape.ListOf(shape.Int(0, 9)))}), {"groups": {"g": [1, 10]}})
    problem = reading.damaged(exc.value)
    assert render(problem, "en") == "is damaged (groups['g'][1]: must be ≥ 0 and ≤ 9, not 10)"
    assert render(problem, "zh_Hans") == "已损坏（groups['g'][1]：应当 ≥ 0 且 ≤ 9，而不是 10）"
    with pytest.raises(BadInput) as bad:
        parse_json_bytes(b'{"a": [1, "x\\ud800"]}')
    assert render(bad.value.reason, "en") == "has text that is not valid (a lone surrogate) at ['a'][1]"
    with pytest.raises(shape.ShapeError) as top:
        shape.check(shape.ListOf(), {})
    assert render(top.value.place, "zh_Hant") == "整個檔案" and str(top.value) == "the document: must be a list, not {}"
