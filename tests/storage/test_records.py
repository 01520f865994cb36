"""storage.records: every finished hand of a journal, an old save or a game-record file; the record file's
format (written atomically, read back equal, refused with a SaveError naming the problem)."""

import json

import pytest
from hypothesis import HealthCheck, given, settings

from changpai_desktop.engine.drive import run
from changpai_desktop.engine.match import Match
from changpai_desktop.engine.players.registry import make_player
from changpai_desktop.engine.record import SaveError, to_json
from changpai_desktop.engine.replay import GameRecord, walk_hand
from changpai_desktop.engine.rules import RuleSet
from changpai_desktop.storage import records, saves
from tests.hostile_data import documents


def finished_game(seed=5, hands=3):
    match = Match(RuleSet.preset("nantong-single"), seed, hands)
    run(match, [make_player("normal", i) for i in range(match.n_seats)])
    return match


MATCH = finished_game()
SEATS = ["human", "normal", "normal", "normal"]


def test_a_journal_gives_every_finished_hand(tmp_path):
    path = tmp_path / "game.json"
    saves.save_game(path, MATCH, SEATS)
    record = records.read_record(path)
    assert record.rows == tuple(MATCH.sheet) and list(record.hands) == [0, 1, 2]
    assert record.seats == tuple(SEATS) and record.actions == tuple(MATCH.log)
    assert [s.row for s in walk_hand(record, 2)][-1] == MATCH.sheet[2]


def test_a_journal_with_an_undo_gives_the_hand_as_it_was_played_on(tmp_path):
    rules = RuleSet.preset("nantong-single")
    match = Match(rules, 8, 2)
    path = tmp_path / "game.json"
    journal = saves.Journal(path)
    journal.start(match, SEATS)
    players = [make_player("normal", i) for i in range(match.n_seats)]
    for _ in range(5):
        d = match.pending()
        match.apply(players[d.seat].choose(match.view(d.seat), list(d.legal)))
    journal.append(match)
    journal.rewind(3)                                    # two actions taken back, the game played on
    from changpai_desktop.engine.record import replay
    match = replay(match.config(), match.log[:3])
    run(match, players)
    journal.append(match)
    record = records.read_record(path)
    assert record.actions == tuple(match.log) and record.rows == tuple(match.sheet)


def test_an_old_format_save_gives_its_hands(tmp_path):
    path = tmp_path / "old.json"
    path.write_text(json.dumps(to_json(MATCH, SEATS)), encoding="utf-8")
    record = records.read_record(path)
    assert record.rows == tuple(MATCH.sheet) and record.actions == tuple(MATCH.log)


def test_a_record_file_reads_back_equal_and_is_documented_json(tmp_path):
    record = GameRecord.from_match(MATCH, SEATS)
    path = tmp_path / f"game{records.SUFFIX}"
    records.write_record(path, record)
    doc = json.loads(path.read_text(encoding="utf-8"))
    assert doc["format"] == records.RECORD_FORMAT and doc["schema_version"] == records.RECORD_VERSION
    assert set(doc) == set(records.RECORD.required) | set(records.RECORD.optional)
    assert records.read_record(path) == record and records.is_record_file(path)
    one = record.only(1)
    records.write_record(path, one)
    assert records.read_record(path) == one


def test_a_record_from_a_newer_version_or_another_deal_is_refused(tmp_path):
    doc = records.record_document(GameRecord.from_match(MATCH, SEATS))
    path = tmp_path / "x.changpai-record"
    path.write_text(json.dumps(dict(doc, schema_version=99)), encoding="utf-8")
    with pytest.raises(SaveError, match="save.newer"):
        records.read_record(path)
    path.write_text(json.dumps(dict(doc, deal_code="1-00000000")), encoding="utf-8")
    with pytest.raises(SaveError, match="save.record_deal_code"):
        records.read_record(path)
    path.write_text(json.dumps(dict(doc, ends=doc["ends"][::-1])), encoding="utf-8")
    with pytest.raises(SaveError):
        records.read_record(path)
    path.write_text(json.dumps({"format": "someone-else", "schema_version": 1}), encoding="utf-8")
    with pytest.raises(SaveError, match="save.neither"):
        records.read_record(path)


VALID = records.record_document(GameRecord.from_match(finished_game(seed=2, hands=1), SEATS))


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=documents([VALID]))
def test_hostile_record_files_are_refused_with_save_error_only(tmp_path, data):
    path = tmp_path / "hostile.changpai-record"
    path.write_bytes(data)
    before = path.read_bytes()
    try:
        record = records.read_record(path)
    except SaveError as exc:
        assert str(exc)
    else:
        assert isinstance(record, GameRecord)
    assert path.read_bytes() == before        # only ever read
