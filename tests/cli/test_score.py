"""``changpai-engine score`` and ``settle`` in process: what they print and their exit status."""

import io
import json

import pytest

from changpai_desktop.cli.main import main

EXAMPLE = {"preset": "nantong-single", "flips": ["4t"], "melds": ["peng:5w", "peng:hh"],  # RULES.md §7
           "hand": "2b2b2b1t2t3t6w7w8w3b4b5b7t8t9t9w9w", "win": {"card": "8t", "by": "discard"}}


def run(monkeypatch, capsys, stdin: str, *argv: str) -> tuple[int, str]:
    monkeypatch.setattr("sys.stdin", io.TextIOWrapper(io.BytesIO(stdin.encode("utf-8")), encoding="utf-8"))
    status = main(list(argv))
    return status, capsys.readouterr().out


def test_score_prints_the_itemised_result(monkeypatch, capsys):
    status, out = run(monkeypatch, capsys, json.dumps(EXAMPLE), "score")
    result = json.loads(out)
    assert status == 0 and result["total"] == 40 and result["type"] == "ta"
    assert [it["hu"] for it in result["items"]] == [1, 4, 2, 3, 20, 10]
    assert out.startswith("{\n  ")  # indented unless --compact


def test_score_of_a_list_marks_the_bad_element_and_exits_2(monkeypatch, capsys):
    status, out = run(monkeypatch, capsys, json.dumps([EXAMPLE, {"preset": 3}]), "score", "--compact")
    first, second = json.loads(out)
    assert status == 2 and first["total"] == 40
    assert second == {"error": "'preset' must be a preset id string, got 3"}
    assert out.count("\n") == 1


def test_score_refuses_what_is_not_json(monkeypatch, capsys):
    with pytest.raises(SystemExit) as stop:
        run(monkeypatch, capsys, "not json", "score")
    assert str(stop.value.code).startswith("changpai-engine: stdin is not valid JSON")


def test_settle_takes_a_list_or_an_object_with_totals(monkeypatch, capsys):
    assert run(monkeypatch, capsys, "[260, 40, 10]", "settle") == (0, "[470, -190, -280]\n")
    assert run(monkeypatch, capsys, '{"totals": [260, 40, 10, 5]}', "settle") == (0, "[725, -155, -275, -295]\n")


@pytest.mark.parametrize("stdin", ["[true]", "[1.5, 2]", '{"nets": [1, 2]}', '"260"'])
def test_settle_refuses_anything_but_whole_numbers(monkeypatch, capsys, stdin):
    status, out = run(monkeypatch, capsys, stdin, "settle")
    assert status == 2 and "whole-number" in json.loads(out)["error"]


def test_score_prints_a_scoring_error_in_english_naming_the_rule_and_the_card(monkeypatch, capsys):
    """The error stays {"error": "..."}, rendered in English from the glossary message (resources/text/errors.toml)."""
    bad = {**EXAMPLE, "declared": ["2b"], "hand": "2b2b2b2b3b4b1t2t3t6w7w8w7t8t9t9w9w",
           "win": {"card": "2b", "by": "self"}}
    status, out = run(monkeypatch, capsys, json.dumps(bad), "score")
    assert status == 2 and json.loads(out) == {"error": (
        "the winning card Two of Coins is the kind of a declared dragon: every copy has been in the hand since the "
        "deal, so it can be neither drawn nor claimed (RULES.md §2)")}
