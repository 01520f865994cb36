"""错题: a reviewed game's costliest discards asked as "what would you discard?"; clicking a card of the hand
answers with the 高手's choice and reason; with no reviewed mistakes the window says how to get some."""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

from changpai_desktop.engine.drive import run  # noqa: E402
from changpai_desktop.engine.match import Match  # noqa: E402
from changpai_desktop.engine.players.registry import make_player  # noqa: E402
from changpai_desktop.engine.replay import GameRecord  # noqa: E402
from changpai_desktop.engine.rules import RuleSet  # noqa: E402


@pytest.fixture(autouse=True)
def config(tmp_path, monkeypatch):
    monkeypatch.setenv("CHANGPAI_CONFIG_DIR", str(tmp_path / "config"))
    return tmp_path / "config"


def test_without_mistakes_it_says_how_to_get_some(qtbot):
    from changpai_desktop.ui.context import UiContext
    from changpai_desktop.ui.replay.mistakes import MistakesWindow

    w = MistakesWindow(UiContext())
    qtbot.addWidget(w)
    assert w.question is None and "复盘" in w.title.text()


def test_reviewing_keeps_mistakes_and_a_click_answers_them(qtbot):
    from changpai_desktop.ui.context import UiContext
    from changpai_desktop.ui.replay.viewer import ReplayWindow

    match = Match(RuleSet.preset("nantong-single"), 3, 6)
    run(match, [make_player("easy" if i == 0 else "normal", i) for i in range(match.n_seats)])
    viewer = ReplayWindow(UiContext(), GameRecord.from_match(match, ["human"] + ["normal"] * 3))
    qtbot.addWidget(viewer)
    viewer.show()
    qtbot.waitUntil(lambda: viewer.review is not None, timeout=20000)
    viewer.drill_button.click()
    w = viewer.drill
    q = w.question
    assert q is not None and "你会打哪一张" in w.title.text()
    groups, hand = w._hand_cards(q)
    best = q.best.card
    w.hand.clicked.emit(sum(len(c) for c, _ in groups) + hand.index(best))
    assert w.answered and w.verdict.text().startswith("对了")
    w.next_question()
    assert not w.answered and w.verdict.text() == ""
    q2 = w.question
    worse = next((a.action.card for a in reversed(q2.ranking) if q2.cost_of(a.action) > 0), None)
    if worse is not None:
        assert not w.answer(worse) and "高手打" in w.verdict.text()


def test_opened_again_it_asks_the_positions_kept_since(qtbot):
    from changpai_desktop.services.mistakes import keep_mistakes
    from changpai_desktop.services.review import review_game
    from changpai_desktop.ui.context import UiContext
    from changpai_desktop.ui.replay.mistakes import MistakesWindow

    w = MistakesWindow(UiContext())
    qtbot.addWidget(w)
    w.show()
    assert w.question is None and not w.hand.isVisible()
    w.hide()
    match = Match(RuleSet.preset("nantong-single"), 3, 6)
    run(match, [make_player("easy" if i == 0 else "normal", i) for i in range(match.n_seats)])
    record = GameRecord.from_match(match, ["human"] + ["normal"] * 3)
    assert keep_mistakes(record, review_game(record, 0)) > 0
    w.show()
    assert w.question is not None and w.hand.isVisible()
