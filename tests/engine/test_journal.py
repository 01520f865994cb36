"""The journal format (engine/journal.py): the entries an autosave appends cut at hand ends, a game resumed from
a hand's start is the game played from the first hand, and a thorough replay compares every row and hash."""

import pytest

from changpai_desktop.engine import journal
from changpai_desktop.engine.drive import drive_log
from changpai_desktop.engine.match import Match, Start
from changpai_desktop.engine.record import SaveError
from changpai_desktop.engine.rules import RuleSet

from playing import PRESETS, play


def _played(preset="nantong-single", hands=4, n=400, seed=3) -> Match:
    return play(Match(RuleSet.preset(preset), seed=seed, hands=hands), n, seed=seed)


def _appended(game: Match, steps: list[int]) -> list[dict]:
    """The entries of a journal appended to after each of ``steps`` actions (a copy of ``game`` replayed)."""
    live = Match.from_config(game.config())
    entries: list[dict] = []
    written = rows = 0
    pos = 0
    for step in steps:
        drive_log(live, game.log[pos: pos + step])
        pos += step
        entries += journal.entries_since(live, written, rows)
        written, rows = live.actions_total, len(live.sheet)
    return entries


@pytest.mark.parametrize("preset", PRESETS)
def test_a_hand_line_follows_the_action_that_ended_each_hand(preset):
    game = _played(preset)
    entries = _appended(game, [7] * (len(game.log) // 7 + 1))
    hands = [e for e in entries if e["k"] == journal.HAND]
    assert [e["row"] for e in hands] == game.sheet
    assert [e["n"] for e in hands] == [*game.hand_starts[1:], game.actions_total][: len(hands)]
    actions = [a for e in entries if e["k"] == journal.ACTIONS for a in e["a"]]
    assert actions == [[s, a.to_dict()] for s, a in game.log]
    assert all(e["n"] <= hands[0]["n"] for e in entries[: entries.index(hands[0])])


def test_a_game_begun_at_a_hand_start_plays_on_as_the_original():
    game = _played(hands=5, n=300)
    for hand_no in range(1, len(game.sheet)):
        start = Start(tuple(game.sheet[:hand_no]), game.hand_starts[hand_no])
        later = drive_log(Match.from_config(game.config(), start=start), game.log[game.hand_starts[hand_no]:])
        assert later.position_hash() == game.position_hash() and later.sheet == game.sheet
        assert later.totals == game.totals and later.dealer == game.dealer


def test_resume_and_the_thorough_replay_agree_with_the_game():
    game = _played(hands=8, n=250)
    assert not game.finished and len(game.sheet) >= 2
    entries = _appended(game, [1, 5, 40, 3, 90, 2, 200])
    rows = [e["row"] for e in entries if e["k"] == journal.HAND]
    ends = [e["n"] for e in entries if e["k"] == journal.HAND]
    journal.check_rows(game.config(), game.n_seats, rows, ends)
    last = max(i for i, e in enumerate(entries) if e["k"] == journal.HAND) if rows else -1
    resumed = journal.resume(game.config(), rows, ends[-1] if rows else 0, entries[last + 1:])
    assert resumed.position_hash() == game.position_hash()
    assert journal.replay_journal(game.config(), entries).state_hash() == game.state_hash()


def test_undo_lines_take_back_the_current_hands_actions():
    game = _played(n=30)
    entries = _appended(game, [20]) + [journal.undo_entry(12)]
    back = Match.from_config(game.config())
    drive_log(back, game.log[:12])
    assert journal.resume(game.config(), [], 0, entries).position_hash() == back.position_hash()
    assert journal.replay_journal(game.config(), entries).position_hash() == back.position_hash()
    with pytest.raises(SaveError, match="save.undo_outside"):
        journal.resume(game.config(), [], 0, [*entries, journal.undo_entry(40)])


def test_changed_rows_and_hashes_are_refused():
    game = _played(hands=3, n=300)
    entries = _appended(game, [50] * 7)
    rows = [dict(e["row"]) for e in entries if e["k"] == journal.HAND]
    ends = [e["n"] for e in entries if e["k"] == journal.HAND]
    assert len(rows) >= 2
    rows[1]["running"] = [t + 10 for t in rows[1]["running"]]
    with pytest.raises(SaveError, match="save.row_running"):
        journal.check_rows(game.config(), game.n_seats, rows, ends)
    with pytest.raises(SaveError, match="save.row_order"):
        journal.check_rows(game.config(), game.n_seats, rows[1:], ends[1:])
    bad = [dict(e) for e in entries]
    k = next(i for i, e in enumerate(bad) if "h" in e)
    bad[k]["h"] = "0" * 64
    with pytest.raises(SaveError, match="save.hash_differs_at"):
        journal.replay_journal(game.config(), bad)
