"""The glossary: every shipped entry in three languages, 繁體 written from 简体 by the table, files checked."""

import json
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings

from changpai_desktop.engine.hant import to_hant
from changpai_desktop.engine.text.glossary import (COMPILED, LANGS, compiled_document, glossary, load,
                                                   placeholders, read_compiled)
from changpai_desktop.reading import ResourceError
from changpai_desktop.resources import resource_path
from tests.hostile_data import documents, toml_documents, toml_text

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


# --- glossary.json: the TOML files' entries, read at start instead of parsing them ----------------------------

def _sample_compiled() -> dict:
    with tempfile.TemporaryDirectory() as folder:
        _write(Path(folder), "a.toml", toml_text(GLOSSARY_SAMPLE))
        return compiled_document(Path(folder))


SAMPLE_COMPILED = _sample_compiled()


def _compiled_folder(tmp_path: Path) -> Path:
    _write(tmp_path, "a.toml", toml_text(GLOSSARY_SAMPLE))
    (tmp_path / COMPILED).write_text(json.dumps(compiled_document(tmp_path), ensure_ascii=False), encoding="utf-8")
    return tmp_path


def test_the_shipped_compiled_glossary_is_up_to_date_and_the_one_read():
    """Fails after an edit of resources/text/*.toml until `python tools/compile_glossary.py` is run."""
    folder = resource_path("text")
    compiled = read_compiled(folder)
    assert compiled is not None, "resources/text/glossary.json is stale: run tools/compile_glossary.py"
    assert compiled == load(folder) == glossary()


def test_a_compiled_glossary_is_passed_over_once_a_toml_file_changes(tmp_path):
    folder = _compiled_folder(tmp_path)
    assert read_compiled(folder) == GLOSSARY_SAMPLE
    changed = {**GLOSSARY_SAMPLE, "x.z": {"zh_Hans": "丙", "zh_Hant": "丙", "en": "c"}}
    _write(folder, "a.toml", toml_text(changed))
    assert read_compiled(folder) is None      # the game then reads the TOML: the new text, not the old
    _write(folder, "b.toml", '["x.w"]\nzh_Hans = "丁"\nzh_Hant = "丁"\nen = "d"\n')
    (folder / "a.toml").unlink()
    assert read_compiled(folder) is None      # a file added or taken away


@settings(max_examples=800, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture,
                                                                   HealthCheck.too_slow])
@given(data=documents([SAMPLE_COMPILED]))
def test_a_damaged_compiled_glossary_is_passed_over_never_raised(tmp_path, data):
    """Thousands of damaged glossary.json files (mutations of the right one among them): each is passed over
    (None) or, when the damage left it whole, gives exactly the TOML files' entries — never a changed text."""
    folder = _compiled_folder(tmp_path)
    assert json.loads((folder / COMPILED).read_text(encoding="utf-8")) == SAMPLE_COMPILED
    (folder / COMPILED).write_bytes(data)
    assert read_compiled(folder) in (None, GLOSSARY_SAMPLE)
