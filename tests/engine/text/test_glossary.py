"""The glossary: every shipped entry in three languages, 繁體 written from 简体 by the table, files checked."""

from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings

from changpai_desktop.engine.hant import to_hant
from changpai_desktop.engine.text.glossary import LANGS, glossary, load, placeholders
from changpai_desktop.reading import ResourceError
from tests.hostile_data import toml_documents

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
    with pytest.raises(ResourceError, match=r"a.toml: is damaged \(\['x.y'\].zh_Hant: is missing\)"):
        load(folder)


def test_a_value_that_is_not_text_is_reported(tmp_path):
    folder = _write(tmp_path, "a.toml", '["x.y"]\nzh_Hans = "甲"\nzh_Hant = "甲"\nen = 3\n')
    with pytest.raises(ResourceError, match=r"\['x.y'\].en: must be text, not 3"):
        load(folder)


def test_an_id_in_two_files_is_reported(tmp_path):
    entry = '["x.y"]\nzh_Hans = "甲"\nzh_Hant = "甲"\nen = "a"\n'
    _write(tmp_path, "a.toml", entry)
    _write(tmp_path, "b.toml", entry)
    with pytest.raises(ResourceError, match=r"b.toml: defines \['x.y'\], which another glossary file defines"):
        load(tmp_path)


@pytest.mark.parametrize(("data", "why"), [(b'["x.y"]\nzh_Hans = "\xff"', "not UTF-8"), (b'["x.y"\n', "not valid TOML"),
                                           (b"", "empty"), (b"x = inf", "not finite")])
def test_a_damaged_glossary_file_is_a_broken_install_naming_the_file(tmp_path, data, why):
    (tmp_path / "a.toml").write_bytes(data)
    with pytest.raises(ResourceError, match=why) as exc:
        load(tmp_path)
    assert exc.value.path == tmp_path / "a.toml" and str(exc.value).startswith("broken install")


GLOSSARY_SAMPLE = {"x.y": {"zh_Hans": "甲 {n}", "zh_Hant": "甲 {n}", "en": "a {n}"},
                   "x.z": {"zh_Hans": "乙", "zh_Hant": "乙", "en": "b"}}


@settings(max_examples=1500, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture,
                                                                    HealthCheck.too_slow])
@given(data=toml_documents([GLOSSARY_SAMPLE]))
def test_the_glossary_loader_raises_nothing_but_resource_error(tmp_path, data):
    """Thousands of damaged glossary files: a broken install (ResourceError) or entries of three texts each."""
    (tmp_path / "a.toml").write_bytes(data)
    try:
        entries = load(tmp_path)
    except ResourceError:
        return
    assert all(set(e) == set(LANGS) and all(isinstance(v, str) for v in e.values()) for e in entries.values())
