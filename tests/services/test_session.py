"""The game session without a display: computer seats act, the human acts or is refused with a reason, undo,
autosave and resume to the same state, statistics once per hand, the hand log rewound and rebuilt."""

import json

import pytest

from changpai_desktop.engine.players.registry import make_player
from changpai_desktop.engine.table.actions import Action, IllegalAction
from changpai_desktop.services.session import GameSession, SaveProblem, new_game, read_save
from changpai_desktop.services.text import render
from changpai_desktop.storage import stats

SEATS = ["human", "easy", "normal", "hard"]


@pytest.fixture(autouse=True)
def config_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("CHANGPAI_CONFIG_DIR", str(tmp_path / "config"))
    return tmp_path / "config"


def session(tmp_path, hands=2, seed=11, **kw) -> GameSession:
    return GameSession(new_game("nantong-single", 4, hands, seed), SEATS, autosave=tmp_path / "auto.json", **kw)


def to_human_turn(s: GameSession) -> None:
    steps = 0
    while s.step():
        steps += 1
        assert steps < 500
    assert s.snapshot().human_turn


def play_to_hand_end(s: GameSession) -> object:
    """Play on (the human by the greedy player) until a snapshot carries a finished hand; return its record."""
    me = make_player("greedy")
    for _ in range(2000):
        if not s.step():
            d = s.match.pending()
            assert d is not None and d.seat == s.human
            s.apply(me.choose(s.match.view(s.human), list(d.legal)))
        snap = s.snapshot()
        if snap.hand_ended is not None:
            return snap.hand_ended
    raise AssertionError("the hand never ended")


def test_computer_seats_act_until_the_human_must_decide(tmp_path):
    s = session(tmp_path)
    first = s.snapshot()
    assert first.log[0].type == "hand_started"          # the log starts with the hand, even the first one
    to_human_turn(s)
    snap = s.snapshot()
    assert snap.decision.seat == 0 and snap.decision.legal
    assert s.step() is False                             # the computer does not play the human's seat


def test_a_human_action_is_played_and_autosaved(tmp_path):
    s = session(tmp_path)
    to_human_turn(s)
    d = s.match.pending()
    n = len(s.match.log)
    s.apply(d.legal[0])
    snap = s.snapshot()
    assert snap.log_length == n + 1 and snap.events
    assert (tmp_path / "auto.json").exists()
    assert read_save(tmp_path / "auto.json").match.position_hash() == s.match.position_hash()


def test_an_illegal_action_is_refused_with_its_reason_and_changes_nothing(tmp_path):
    s = session(tmp_path)
    to_human_turn(s)
    before = s.match.state_hash()
    legal = set(s.match.pending().legal)
    wrong = next(a for a in (Action("discard", c) for c in ("hh", "qz", "bh", "1w", "9t", "5b")) if a not in legal)
    with pytest.raises(IllegalAction) as exc:
        s.apply(wrong)
    assert exc.value.msg.id.startswith("refuse.") and render(exc.value.msg, "en")
    assert s.match.state_hash() == before


def test_acting_out_of_turn_is_refused(tmp_path):
    s = session(tmp_path)
    while s.match.pending().seat == s.human:               # make sure a computer seat is to act
        s.apply(s.match.pending().legal[0])
    with pytest.raises(IllegalAction) as exc:
        s.apply(Action("pass"))
    assert exc.value.msg.id == "refuse.not_yours"
    assert render(exc.value.msg, "en") == "It is not your turn"


def test_undo_takes_back_the_human_action_and_rewinds_the_log(tmp_path):
    s = session(tmp_path)
    to_human_turn(s)
    before_hash, before_log = s.match.state_hash(), s.hand_log
    s.apply(s.match.pending().legal[0])
    while s.step():
        pass
    assert s.match.state_hash() != before_hash
    assert s.snapshot().can_undo
    assert s.undo() is True
    assert s.match.state_hash() == before_hash
    assert s.hand_log == before_log
    assert s.snapshot().human_turn


def test_no_undo_in_a_ranked_game(tmp_path):
    s = session(tmp_path, casual=False)
    to_human_turn(s)
    s.apply(s.match.pending().legal[0])
    assert not s.snapshot().can_undo and s.undo() is False


def test_resume_gives_the_same_state_and_the_same_hand_log(tmp_path):
    s = session(tmp_path)
    to_human_turn(s)
    s.apply(s.match.pending().legal[0])
    while s.step():
        pass
    s.snapshot()
    loaded = read_save(tmp_path / "auto.json")
    again = GameSession(loaded.match, loaded.seats, autosave=tmp_path / "auto.json", created=loaded.created,
                        source=loaded.source)
    assert again.match.position_hash() == s.match.position_hash()
    assert again.hand_log == s.hand_log
    assert again.seats == SEATS and not loaded.finished


def test_a_damaged_save_in_the_config_directory_is_set_aside(config_dir):
    bad = config_dir / "saves" / "bad.json"
    bad.parent.mkdir(parents=True)
    bad.write_text("{ not json", encoding="utf-8")
    with pytest.raises(SaveProblem) as exc:
        read_save(bad)
    moved = exc.value.moved
    assert moved is not None and moved.parent == bad.parent and moved.read_text() == "{ not json"
    assert not bad.exists()


def test_a_damaged_save_from_elsewhere_is_left_alone_and_a_copy_kept(tmp_path, config_dir):
    bad = tmp_path / "elsewhere" / "bad.json"
    bad.parent.mkdir()
    bad.write_bytes(b'{"format": "changpai-desktop-save", "seed": 1' + b"9" * 5000 + b"}")
    with pytest.raises(SaveProblem) as exc:
        read_save(bad)
    moved = exc.value.moved
    assert bad.exists() and "digits" in exc.value.why
    assert moved is not None and moved.parent == config_dir and moved.read_bytes() == bad.read_bytes()


def test_the_creation_time_is_kept_across_saves_and_resumes(tmp_path, monkeypatch):
    from changpai_desktop.engine import journal

    times = iter(["2026-01-01T00:00:00Z", "2026-01-01T00:00:05Z", "2026-01-01T00:00:09Z"])
    monkeypatch.setattr(journal, "now_text", lambda: next(times, "2026-01-02T00:00:00Z"))
    s = session(tmp_path)
    to_human_turn(s)
    s.snapshot()
    loaded = read_save(tmp_path / "auto.json")
    again = GameSession(loaded.match, loaded.seats, autosave=tmp_path / "auto.json", created=loaded.created,
                        source=loaded.source)
    to_human_turn(again)
    again.apply(again.match.pending().legal[0])
    again.snapshot()
    first_line = (tmp_path / "auto.json").read_text(encoding="utf-8").splitlines()[0]
    assert json.loads(first_line)["created"] == "2026-01-01T00:00:00Z"
    assert read_save(tmp_path / "auto.json").created == "2026-01-01T00:00:00Z"


def test_statistics_are_recorded_once_per_hand_even_after_undo(tmp_path):
    s = session(tmp_path, hands=3)
    rec = play_to_hand_end(s)
    assert rec.hand_no == 0 and len(rec.seats) == 3
    assert stats.summary()["hands"] == (1 if s.human in rec.order else 0)
    if s.undo():                                          # replaying the hand's end again records nothing new
        play_to_hand_end(s)
    assert stats.summary()["hands"] == (1 if s.human in rec.order else 0)


def test_guided_games_record_no_statistics(tmp_path):
    s = session(tmp_path, record_stats=False)
    play_to_hand_end(s)
    assert stats.summary()["hands"] == 0


RESTING_SEED = 3     # the human (seat 0) rests in the first hand of this deal


def test_skip_plays_the_resting_hand_out_at_once_and_saves_it(tmp_path):
    s = session(tmp_path, seed=RESTING_SEED)
    assert s.snapshot().view.resting == s.human and s.computer_to_act()
    moves = s.play_out()
    snap = s.snapshot()
    assert moves > 0 and snap.hand_ended is not None and snap.hand_ended.hand_no == 0
    assert len(snap.sheet) == 1 and snap.view.hand_no == 1
    again = read_save(tmp_path / "auto.json")
    assert again.match.position_hash() == s.match.position_hash() and again.match.sheet == s.match.sheet


def test_play_out_stops_when_the_human_must_decide(tmp_path):
    s = session(tmp_path)                 # seed 11: the human plays the first hand
    assert s.snapshot().view.resting != s.human
    s.play_out()
    snap = s.snapshot()
    assert snap.human_turn and snap.hand_ended is None
    assert s.play_out() == 0


@pytest.mark.parametrize("lang, words", [("zh_Hans", "这个存档有不认识的字段：extra。"),
                                         ("zh_Hant", "這個存檔有不認識的字段：extra。"),
                                         ("en", "The save has unknown fields: extra.")])
def test_a_refused_save_is_said_in_every_language(tmp_path, lang, words):
    """What is wrong with a save reaches the player as a sentence of the glossary, in the interface language."""
    from changpai_desktop.services.text import render

    path = tmp_path / "game.json"
    session = GameSession(new_game("nantong-single", seed=3), ["human", "normal", "normal", "normal"], path)
    session.save()
    lines = path.read_text(encoding="utf-8").splitlines()
    head = json.loads(lines[0])
    head["extra"] = 1
    path.write_text("\n".join([json.dumps(head), *lines[1:]]) + "\n", encoding="utf-8")
    with pytest.raises(SaveProblem) as exc:
        read_save(path, set_aside_broken=False)
    assert render(exc.value.sentence, lang) == words
