"""记分 sheet files: written atomically and read back whole; a foreign, newer or damaged file is refused with
a message and set aside when listed; several evenings are kept; hostile files never crash the loader."""

import json

import pytest
from hypothesis import HealthCheck, given, settings

from changpai_desktop.engine.rules import RuleSet
from changpai_desktop.reading import FileProblem
from changpai_desktop.resources import resource_path
from changpai_desktop.services import sheet_files
from changpai_desktop.services.score_keeper import Sheet
from changpai_desktop.services.text import render
from changpai_desktop.storage import sheets
from tests.hostile_data import documents
from tests.services.sheet_hands import EXAMPLE_1, EXAMPLE_2, NANTONG, typed_record

FAST = settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture,
                                                                         HealthCheck.too_slow])
EXAMPLE = json.loads(resource_path("examples", "evening-nantong-single.json").read_text(encoding="utf-8"))


@pytest.fixture
def config(tmp_path, monkeypatch):
    monkeypatch.setenv("CHANGPAI_CONFIG_DIR", str(tmp_path / "config"))
    return tmp_path / "config"


def test_an_evening_is_saved_and_resumed_with_its_hands_and_house_rule(config):
    rules = RuleSet.preset("nantong-single", {"settlement.cap": 600})
    sheet = Sheet(["甲", "乙", "丙"], rules, "村规", first_dealer=1, planned=9, title="星期六")
    ev = sheet_files.new_evening(sheet)
    sheet.add(typed_record(*EXAMPLE_1))
    sheet.add(typed_record(*EXAMPLE_2, note="自摸"))
    ev.save()
    again = sheet_files.open_sheet(ev.path)
    assert (again.names, again.rules_name, again.first_dealer, again.planned, again.title) == (
        ["甲", "乙", "丙"], "村规", 1, 9, "星期六")
    assert again.records == sheet.records and again.totals() == sheet.totals()
    assert again.outcomes[1].note == "自摸" and again.rules.settlement.cap == 600
    assert not list(ev.path.parent.glob(".*.tmp"))          # the atomic writer left no temporary file


def test_several_evenings_are_kept_newest_first(config):
    paths = []
    for title in ("一", "二", "三"):
        ev = sheet_files.new_evening(Sheet(["甲", "乙", "丙", "丁"], NANTONG, title=title))
        paths.append(ev.path)
    kept, damaged = sheet_files.kept_evenings()
    assert damaged == [] and len(kept) == 3 and {k.path for k in kept} == set(paths)
    assert [k.path for k in kept] == sorted(paths, reverse=True)


@pytest.mark.parametrize(("change", "word"), [
    (lambda d: d.update(format="changpai-save"), "not a Changpai Desktop score sheet"),
    (lambda d: d.update(version=9), "newer version"),
    (lambda d: d["hands"][0]["players"][0].update(hand=["zz"]), "damaged"),
    (lambda d: d["hands"][1]["players"][0].update(hand=["3w"] * 2), "hand 2 does not score"),
])
def test_a_bad_file_is_refused_with_a_reason_and_set_aside_when_listed(config, change, word):
    doc = json.loads(json.dumps(EXAMPLE))
    change(doc)
    path = sheets.sheets_dir() / "sheet-bad.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    with pytest.raises(FileProblem) as err:
        sheet_files.open_sheet(path)
    assert word in render(err.value.reason, "en")
    kept, damaged = sheet_files.kept_evenings()
    assert kept == [] and len(damaged) == 1 and damaged[0].kept.exists() and not path.exists()


def test_a_bad_document_is_never_written(tmp_path):
    with pytest.raises(ValueError):
        sheets.save_sheet(tmp_path / "x.json", {"format": sheets.FORMAT})
    assert not (tmp_path / "x.json").exists()


@FAST
@given(data=documents([EXAMPLE]))
def test_hostile_sheet_files_raise_file_problem_only_and_what_loads_scores(tmp_path, data):
    path = tmp_path / "sheet.json"
    path.write_bytes(data)
    try:
        sheet = sheet_files.open_sheet(path)
    except FileProblem as exc:
        assert render(exc.reason, "zh_Hans") and exc.path == path
        return
    for o in sheet.outcomes:
        assert sum(n for n in o.net if n is not None) == 0
