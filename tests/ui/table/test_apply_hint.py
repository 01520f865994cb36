"""照提示 for every kind of decision (pytest-qt, offscreen): applying a hint never plays it; a discard's card is
selected, any other action's button is framed in gold and focused, and the player's confirmation — Enter, as the
table's keys route it, or a click — plays exactly the hinted action. Decisions come from real seeded games."""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import Qt  # noqa: E402

from changpai_desktop.engine.players.simple import GreedyPlayer  # noqa: E402
from changpai_desktop.services.course import load_course, new_lesson_game  # noqa: E402
from changpai_desktop.services.session import new_game  # noqa: E402
from main_windows import open_main_window, open_table  # noqa: E402

WAIT = 20000
KINDS = {   # action type → (rule set, the button that plays it)
    "discard": ("nantong-single", "discard"), "peng": ("nantong-single", "peng"),
    "gang": ("nantong-single", "gang"), "hu": ("nantong-single", "hu"), "tsumo": ("nantong-single", "hu"),
    "pass": ("nantong-single", "pass"), "angang": ("nantong-single", "angang"),
    "jiagang": ("nantong-single", "jiagang"), "jiaolong": ("nantong-single", "jiaolong"),
    "lilong": ("nantong-single", "lilong"), "ready": ("course", "ready"),
}


def games(preset: str):
    """Seeded games of ``preset``; "course": the deal of the course's lesson on 报听 (rarely open by chance)."""
    if preset == "course":
        lesson = next(lesson for lesson in load_course() if lesson.id == "ready")
        yield new_lesson_game(lesson)
        return
    for seed in range(40):
        yield new_game(preset, 4, 1, seed, None)


def decision_with(kind: str, preset: str):
    """The first decision of seeded greedy games with an action of ``kind`` open: (that action, decision, view)."""
    for game in games(preset):
        players = [GreedyPlayer() for _ in range(4)]
        for _ in range(400):
            d = game.pending()
            if d is None:
                break
            action = next((a for a in d.legal if a.type == kind), None)
            if action is not None:
                return action, d, game.view(d.seat)
            game.apply(players[d.seat].choose(game.view(d.seat), list(d.legal)))
    raise AssertionError(f"no {kind} in the games of {preset}")


@pytest.fixture
def table(qtbot):
    from changpai_desktop.ui.keys import ActionKeys

    t = open_table(qtbot)
    t.activateWindow()
    t.keys = ActionKeys(t, lambda: t.hand_view, t.actions.handle_key)   # the table's keys, as in the window
    yield t
    t.keys.stop()


@pytest.mark.parametrize("kind", sorted(KINDS))
def test_applying_a_hint_readies_its_action_and_confirming_plays_it(qtbot, table, kind):
    preset, key = KINDS[kind]
    action, decision, view = decision_with(kind, preset)
    table.hand_model.set_cards(view.hand, view.drawn)
    bar = table.actions
    bar.set_decision(decision, view, True)
    played = []
    bar.chosen.connect(played.append)
    table.hand_view.discard_requested.connect(lambda code: played.append(("discard", code)))
    bar.suggest(action)
    assert played == []                                  # applying never plays
    if action.card and action.card in view.hand:
        assert table.hand_view.selected_code() == action.card
    if key == "discard":
        assert bar.suggestion() is None and table.hand_view.hasFocus()
        qtbot.keyClick(table.hand_view, Qt.Key.Key_Return)
        assert played == [("discard", action.card)]
        return
    assert bar.suggestion() == key                       # framed in gold …
    assert bar.buttons[key].hasFocus()                   # … and focused: Enter presses it
    assert bar.suggested.isVisible() and bar.suggested.geometry() == bar.buttons[key].rect()
    qtbot.keyClick(bar.buttons[key], Qt.Key.Key_Return)
    assert played == [action]
    bar.set_decision(None, view, False)                  # the turn moved on: the frame goes
    assert bar.suggestion() is None


def test_a_click_on_the_framed_button_plays_the_hinted_card_among_several(qtbot, table):
    """报听 is open on several cards: the frame sits on 报听, and a click plays the hinted card's 报听."""
    action, decision, view = decision_with("ready", "course")
    others = [a for a in decision.legal if a.type == "ready" and a != action]
    table.hand_model.set_cards(view.hand, view.drawn)
    bar = table.actions
    bar.set_decision(decision, view, True)
    played = []
    bar.chosen.connect(played.append)
    for hinted in [action, *others[:2]]:
        bar.suggest(hinted)
        assert bar.suggestion() == "ready"
        played.clear()
        bar.buttons["ready"].click()
        assert played == [hinted]


def test_a_suggestion_not_open_now_frames_nothing(qtbot, table):
    action, decision, view = decision_with("peng", "nantong-single")
    bar = table.actions
    bar.set_decision(decision, view, True)
    bar.suggest(action)
    assert bar.suggestion() == "peng"
    bar.set_decision(decision, view, False)   # not the human's turn (an old hint after the turn moved on)
    bar.suggest(action)
    assert bar.suggestion() is None


def test_zhaotishi_in_a_real_game_frames_the_claim_and_enter_plays_it(qtbot, tmp_path, monkeypatch):
    """The main window, hands by the hints: 给我提示 → 照提示 → Enter each turn. On the first claim (碰 / 杠 /
    胡 / 过) the button says 照提示, the hinted button is framed and Enter plays the hinted action."""
    monkeypatch.setenv("CHANGPAI_CONFIG_DIR", str(tmp_path))
    w = open_main_window(qtbot, (1280, 800))
    try:
        w.start_game("nantong-single", 4, ["normal"] * 3, 6, seed=3)
        claims = 0
        for _ in range(600):
            qtbot.waitUntil(lambda: w.game.snap is not None and not w.game.awaiting and (
                w.game.hand_dialog is not None or w.game.snap.human_turn or w.game.snap.decision is None),
                timeout=WAIT)
            if w.game.hand_dialog is not None and not claims:   # no claim yet: on to the next hand
                w.game.hand_dialog.next_button.click()
                qtbot.waitUntil(lambda: w.game.hand_dialog is None, timeout=WAIT)
                continue
            if w.game.hand_dialog is not None or w.game.snap.decision is None:
                break
            snap = w.game.snap
            w.side.hint_button.click()
            qtbot.waitUntil(lambda: w.side.hint_action() is not None, timeout=WAIT)
            hinted = w.side.hint_action()
            assert w.side.apply_button.isVisible()
            assert w.side.apply_button.text() == ("照提示选牌" if hinted.type == "discard" else "照提示")
            qtbot.mouseClick(w.side.apply_button, Qt.MouseButton.LeftButton)
            assert w.game.snap is snap                        # nothing played yet
            if snap.decision.phase == "claim":
                claims += 1
                assert w.table.actions.suggestion() == {"tsumo": "hu"}.get(hinted.type, hinted.type)
            before = len(snap.log)
            focus = w.focusWidget() or w.table.hand_view
            qtbot.keyClick(focus, Qt.Key.Key_Return)
            qtbot.waitUntil(lambda snap=snap: w.game.snap is not snap, timeout=WAIT)
            played = [e for e in w.game.snap.log[before:] if e.data.get("seat") == 0]
            if hinted.type in ("discard", "ready", "peng", "gang"):
                assert played and played[0].data.get("card") == hinted.card
        assert claims >= 1
    finally:
        w.close()
