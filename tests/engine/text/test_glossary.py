"""The glossary: every shipped entry in three languages, 繁體 written from 简体 by the table, files checked."""

from pathlib import Path

import pytest

from changpai_desktop.engine.hant import to_hant
from changpai_desktop.engine.text.glossary import LANGS, GlossaryError, glossary, load, placeholders

OWN = ("term.", "score.")


def test_every_shipped_entry_has_three_languages():
    entries = glossary()
    assert any(i.startswith("term.") for i in entries) and any(i.startswith("score.") for i in entries)
    for id_, entry in entries.items():
        assert set(entry) == set(LANGS), id_
        if id_.startswith(OWN):   # the scorer's lines show the same values in every language
            assert len({placeholders(entry[lang]) for lang in LANGS}) == 1, id_


def test_hant_is_the_table_reading_of_hans():
    for id_, entry in glossary().items():
        if id_.startswith(OWN):
            assert entry["zh_Hant"] == to_hant(entry["zh_Hans"]), id_


def test_game_terms_are_there():
    for term in ("peng", "gang", "angang", "minggang", "long", "jiaolong", "lianglong", "piao", "qing", "ta",
                 "shisan", "zimo", "dianpao", "jiang", "laojiang", "xi", "baoting", "huangpai"):
        assert f"term.{term}" in glossary()


def _write(tmp_path: Path, name: str, text: str) -> Path:
    (tmp_path / name).write_text(text, encoding="utf-8")
    return tmp_path


def test_a_missing_language_is_reported(tmp_path):
    folder = _write(tmp_path, "a.toml", '["x.y"]\nzh_Hans = "甲"\nen = "a"\n')
    with pytest.raises(GlossaryError, match=r"a.toml: \['x.y'\] must have exactly"):
        load(folder)


def test_a_value_that_is_not_text_is_reported(tmp_path):
    folder = _write(tmp_path, "a.toml", '["x.y"]\nzh_Hans = "甲"\nzh_Hant = "甲"\nen = 3\n')
    with pytest.raises(GlossaryError, match="every language must be a string"):
        load(folder)


def test_an_id_in_two_files_is_reported(tmp_path):
    entry = '["x.y"]\nzh_Hans = "甲"\nzh_Hant = "甲"\nen = "a"\n'
    _write(tmp_path, "a.toml", entry)
    _write(tmp_path, "b.toml", entry)
    with pytest.raises(GlossaryError, match="another glossary file"):
        load(tmp_path)
