"""Property tests: every loader of a user file, fed thousands of hostile files (tests/hostile_data.py), raises
nothing but its own error type, and what it does accept can be used (the pages' reads, a save written back)."""

import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from changpai_desktop.engine.record import SaveError, to_json
from changpai_desktop.services.session import GameSession, new_game
from changpai_desktop.storage import drills, rulesets, saves, stats
from changpai_desktop.reading import FileProblem, read_json, read_toml
from changpai_desktop.storage.settings import SettingsStore
from tests.hostile_data import documents, journals

FAST = settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture,
                                                                         HealthCheck.too_slow])


@pytest.fixture
def config(tmp_path, monkeypatch):
    monkeypatch.setenv("CHANGPAI_CONFIG_DIR", str(tmp_path / "config"))
    return tmp_path / "config"


def _small_save() -> dict:
    s = GameSession(new_game("nantong-single", seed=5, hands=1), ["normal"] * 4)
    for _ in range(8):
        s.step()
    return to_json(s.match, s.seats)


SAVE = _small_save()


def _small_journal(tmp_path_factory) -> list:
    """The lines of a journal of two short hands: a header, action lines, a hand line, an undo."""
    s = GameSession(new_game("rugao-double-xi", seed=6, hands=2), ["human", "easy", "easy", "easy"],
                    autosave=tmp_path_factory.mktemp("j") / "auto.json")
    while len(s.match.sheet) < 1 or s.match.pending().seat != s.human:
        if not s.step():
            s.apply(s.match.pending().legal[0])
        s.snapshot()
    s.apply(s.match.pending().legal[0])
    s.snapshot()
    s.undo()
    s.snapshot()
    return [json.loads(line) for line in s.journal.path.read_text(encoding="utf-8").splitlines()]
SETTINGS = {"app": "changpai-desktop", "schema": 1,
            "settings": {"language": "en", "preset": "nantong-single", "levels": ["easy", "normal", "hard"],
                         "speed": 3, "hands": 6, "player_name": "我", "seats": 3}}
RULESET = {"app": "changpai-desktop", "kind": "ruleset", "schema": 1, "name": "村规", "preset": "nantong-single",
           "overrides": {"settlement.cap": 600}}
STATS = {"app": "changpai-desktop", "kind": "stats", "schema": 1, "accumulated": 40, "groups": {
    "nantong-single|normal,normal": {
        "preset": "nantong-single", "levels": ["normal", "normal"], "games": 1, "hands": 2, "wins": 1,
        "hu_sum": 60, "win_hu_sum": 40, "net_sum": 30, "game_net_sum": 30, "recent_games": [30],
        "recent_hands": [[1, 40, 80], [0, 20, -50]],
        "best": {"hu": 40, "type": "ta", "date": "2026-12-01",
                 "items": [{"key": "type.ta", "zh": "塌胡", "en": "mixed win", "cards": "", "hu": 20}]}}}}
DRILLS = {"app": "changpai-desktop", "kind": "drills", "schema": 1,
          "cards": {"answered": 3, "right": 2, "streak": 1, "best_streak": 2, "per_card": {"5w": [3, 1]}},
          "scoring": {"tried": 1, "right": 1, "streak": 1, "best_streak": 1}}


def test_the_valid_documents_load(tmp_path, config):
    path = tmp_path / "game.json"
    path.write_text(json.dumps(SAVE), encoding="utf-8")
    match, _ = saves.load_game(path)
    assert len(match.log) == len(SAVE["actions"]) == 8


@FAST
@given(data=documents([SAVE]))
def test_saves_refuse_with_save_error_only(tmp_path, data):
    path = tmp_path / "game.json"
    path.write_bytes(data)
    try:
        match, _meta = saves.load_game(path)
    except SaveError:
        return
    saves.save_game(tmp_path / "again.json", match)     # what loads can be written back


@pytest.fixture(scope="module")
def journal_lines(tmp_path_factory):
    return _small_journal(tmp_path_factory)


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture,
                                                                   HealthCheck.too_slow])
@given(data=st.data())
def test_journals_refuse_with_save_error_only(tmp_path, journal_lines, data):
    assert any(line.get("k") == "undo" for line in journal_lines)
    path = tmp_path / "auto.json"
    path.write_bytes(data.draw(journals(journal_lines)))
    for thorough in (False, True):
        try:
            match, meta = saves.load_game(path, thorough=thorough)
        except SaveError:
            continue
        assert meta["journal"] is None or len(meta["journal"].data) <= path.stat().st_size
        match.position_hash()


@FAST
@given(data=documents([SETTINGS]))
def test_settings_never_fail_to_load(tmp_path, data):
    path = tmp_path / "settings.json"
    path.write_bytes(data)
    store = SettingsStore(path)
    loaded = store.load()
    store.save(loaded)                                     # extra keys kept as they were can be written back
    assert SettingsStore(path).load() == loaded


@FAST
@given(data=documents([RULESET]), toml=st.booleans())
def test_house_rule_files_refuse_with_ruleset_problem_only(tmp_path, config, data, toml):
    path = tmp_path / ("shared.toml" if toml else "shared.json")
    path.write_bytes(data)
    try:
        name, ruleset = rulesets.import_ruleset(path)
    except rulesets.RulesetProblem:
        return
    assert rulesets.load_ruleset(name) == ruleset
    rulesets.delete_ruleset(name)


@FAST
@given(data=documents([STATS]))
def test_statistics_load_and_their_page_reads_them(config, data):
    config.mkdir(exist_ok=True)
    stats.stats_path().write_bytes(data)
    summary = stats.summary()
    assert summary["hands"] >= 0 or summary["groups"]
    stats.record_hand("nantong-single", ["normal", "normal"], True, 40, 80, "ta", [])


@FAST
@given(data=documents([DRILLS]))
def test_drill_progress_loads_and_the_drill_uses_it(tmp_path, data):
    path = tmp_path / "drills.json"
    path.write_bytes(data)
    progress = drills.DrillProgress(path)
    progress.most_missed()
    progress.pick(["5w", "hh", "1t"], random.Random(1))
    progress.record_card("5w", False)
    progress.record_scoring(True)


@settings(max_examples=400, deadline=None)
@given(data=documents([SAVE, SETTINGS, RULESET]))
def test_the_reading_path_raises_only_file_problems(tmp_path_factory, data):
    path = tmp_path_factory.getbasetemp() / "any.json"
    path.write_bytes(data)
    for read in (read_json, read_toml):
        try:
            read(path)
        except FileProblem:
            continue
