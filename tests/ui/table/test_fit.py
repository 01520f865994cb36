"""The table fits its window: a small minimum size, the whole hand inside the window at every card size and
window size, and the hand and the action bar exactly where they were after the turn goes round."""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

from main_windows import open_main_window, tooltip_shown  # noqa: E402

from PySide6.QtCore import QPoint, QRect  # noqa: E402

from changpai_desktop.ui.table import fit  # noqa: E402
from changpai_desktop.ui.table.seats import WALL_PART_GAP  # noqa: E402
from changpai_desktop.ui.window_geometry import client_area  # noqa: E402

WAIT = 20000
SIZES = ((1024, 700), (1366, 768), (1920, 1080))
CARD_WIDTHS = (32, 64)


@pytest.fixture
def window(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("CHANGPAI_CONFIG_DIR", str(tmp_path))
    w = open_main_window(qtbot)
    yield w
    w.close()


def settle(qtbot, w) -> None:
    qtbot.waitUntil(lambda: w.game.snap is not None and w.table.hand_model.rowCount() > 0, timeout=WAIT)
    qtbot.wait(30)


def rect_in_window(widget, w) -> QRect:
    return QRect(widget.mapTo(w, QPoint(0, 0)), widget.size())


def test_the_width_fit_leaves_room_for_a_full_hand_and_two_melds():
    for width in (600, 760, 1000, 1600, 3400):
        card = fit.width_fit(width)
        need = fit.HAND_SLOTS * (card + fit.HAND_GAP) + fit.MELD_SLOTS * (round(card * fit.MELD_SHARE) + 1) \
            + 2 * fit.MELD_PAD + fit.ROW_MARGINS
        assert card == fit.MIN_CARD or need <= width


def test_a_long_hand_overlaps_rather_than_leaving_the_row():
    assert fit.hand_step(40, 20, 2000) == 40 + fit.HAND_GAP
    assert fit.hand_step(40, 30, 900) * 30 <= 900


@pytest.mark.parametrize("large", [False, True])
@pytest.mark.parametrize("card_width", [32, 40, 52, 64])
def test_the_main_window_asks_for_less_than_1024_by_700(qtbot, window, card_width, large):
    w = window
    w.set_card_width(card_width)
    w.set_large_print(large)
    hint, least = w.minimumSizeHint(), w.minimumSize()
    room = client_area(QRect(0, 0, 1024, 700))   # the screen less the window manager's frame
    assert hint.width() <= room.width() and hint.height() <= room.height()
    assert least.width() <= room.width() and least.height() <= room.height()


@pytest.mark.parametrize("lang", ["en", "zh_Hant"])
def test_in_large_print_a_1024_by_700_window_fits_its_screen_in_play(qtbot, window, lang):
    """大字 in English at 1024 × 700: the side panel's views asked some 70 px each, which made the window 673 px
    tall — taller than the screen less a title bar — and the table's text was cut at the centre's edge."""
    w = window
    w.set_language(lang)
    w.set_card_width(64)
    w.set_large_print(True)
    room = client_area(QRect(0, 0, 1024, 700))
    w.resize(room.size())
    w.start_game("nantong-single", 4, ["normal"] * 3, 6, seed=7)
    settle(qtbot, w)
    for _ in range(5):
        assert w.minimumSizeHint().height() <= room.height()
        assert w.height() <= room.height()
        lay = w.table.layout()
        assert lay.minimumSize().width() <= w.table.width() and lay.minimumSize().height() <= w.table.height()
        wall = w.table.centre.wall
        longest = max(wall.fontMetrics().horizontalAdvance(p) for p in wall.text().split(WALL_PART_GAP))
        assert wall.width() >= longest    # "Wall: 51 cards" whole, not cut at the label's edge
        qtbot.wait(150)


@pytest.mark.parametrize("card_width", CARD_WIDTHS)
@pytest.mark.parametrize("size", SIZES)
def test_the_whole_hand_is_inside_the_window(qtbot, window, size, card_width):
    w = window
    w.set_card_width(card_width)
    w.resize(*size)
    w.start_game("nantong-single", 4, ["normal"] * 3, 6, seed=7)
    settle(qtbot, w)
    hv = w.table.hand_view
    assert w.rect().contains(rect_in_window(hv, w))
    last = hv.visualRect(hv.model().index(hv.model().rowCount() - 1, 0))
    assert hv.viewport().rect().contains(last)
    # the table's layout fits the table: nothing is squeezed over anything else
    assert w.table.layout().minimumSize().height() <= w.table.height()
    assert w.table.hand_w() <= w.ctx.preferred()


def test_the_table_shrinks_back_with_the_window(qtbot, window):
    w = window
    w.set_card_width(64)
    w.resize(1920, 1080)
    w.start_game("nantong-single", 4, ["normal"] * 3, 6, seed=7)
    settle(qtbot, w)
    big = w.table.hand_w()
    w.resize(1024, 700)
    qtbot.wait(30)
    assert w.table.hand_w() < big
    assert w.size().width() == 1024 and w.size().height() == 700


def place_of(w):
    t = w.table
    return (rect_in_window(t.hand_view, w), rect_in_window(t.actions, w),
            [rect_in_window(b, w) for b in t.actions.buttons.values()], t.hand_w(),
            t.hand_delegate.sizeHint(None, t.hand_model.index(0, 0)).height())


def test_the_hand_and_the_action_bar_stay_put_between_turns(qtbot, window, monkeypatch):
    w = window
    w.resize(1366, 768)
    places, counts = [], set()
    draw = w.table.show_snapshot

    def drawn_and_measured(*args, **kwargs):   # every snapshot the table draws: yours and the computers'
        draw(*args, **kwargs)
        if w.game.hand_dialog is None and w.table.hand_model.rowCount():
            w.table.layout().activate()
            places.append(place_of(w))
            counts.add(w.table.hand_model.rowCount())

    monkeypatch.setattr(w.table, "show_snapshot", drawn_and_measured)
    w.start_game("nantong-single", 4, ["normal"] * 3, 6, seed=7)
    for _ in range(12):
        qtbot.waitUntil(lambda: w.game.snap is not None and not w.game.awaiting and (
            w.game.snap.human_turn or w.game.hand_dialog is not None), timeout=WAIT)
        if w.game.hand_dialog is not None:
            break
        t, d = w.table, w.game.snap.decision
        t.actions.say("这张牌现在不能打出（叫龙的牌要留在手里）")   # a message appears: nothing moves either
        before = w.game.snap.log_length
        if d.phase == "act":
            choice = next(a for a in d.legal if a.type == "discard")
        else:
            choice = next((a for a in d.legal if a.type == "pass"), d.legal[0])
        t.action_chosen.emit(choice)
        qtbot.waitUntil(lambda before=before: w.game.snap.log_length > before or w.game.hand_dialog is not None,
                        timeout=WAIT)
    assert len(places) >= 10 and len(counts) >= 2   # the hand held 22 and 23 cards
    assert all(p == places[0] for p in places)


@pytest.mark.parametrize("size", [(1920, 1080), (2560, 1440)])
def test_large_print_gives_bigger_text_and_no_smaller_cards(qtbot, window, size):
    w = window
    w.set_card_width(32)
    w.resize(*size)
    w.start_game("nantong-single", 4, ["normal"] * 3, 6, seed=7)
    settle(qtbot, w)
    card, text = w.table.hand_w(), w.ctx.text_scale()
    w.set_large_print(True)
    qtbot.wait(30)
    assert w.table.hand_w() > card and w.ctx.text_scale() > text   # the 32 px setting leaves room to grow
    assert w.table.layout().minimumSize().height() <= w.table.height()
    assert w.settings.large_print


def test_action_labels_stay_readable_on_a_narrow_window_in_english(qtbot, window):
    """English names in 大字 on a narrow window (its smallest width: 1024 px screens with a window frame, or
    fonts wider than here) do not fit with their keys: the keys leave the labels (and go to the tooltips)
    rather than the text shrinking to an unreadable size; in Chinese the keys stay on the buttons."""
    w = window
    w.resize(1366, 768)
    w.start_game("nantong-single", 3, ["normal"] * 2, 6, seed=7)
    settle(qtbot, w)
    bar = w.table.actions
    assert bar.buttons["angang"].text().endswith(" A")
    try:
        w.set_language("en")
        w.set_large_print(True)
        w.resize(w.minimumSizeHint().width(), 700)
        qtbot.wait(30)
        assert not bar.buttons["angang"].text().endswith(" A")
        assert tooltip_shown(bar.buttons["angang"]).endswith(" A)")
        for b in bar.buttons.values():
            assert b.fontMetrics().horizontalAdvance(b.text()) <= b.width()
    finally:
        w.set_language("zh_Hans")
        w.set_large_print(False)
    qtbot.wait(30)
    assert bar.buttons["angang"].text().endswith(" A")


@pytest.mark.parametrize("size", ((955, 626), (1024, 700), (1366, 768)))
def test_a_long_hint_and_its_waits_never_make_the_window_taller(qtbot, window, size):
    """The hint box and the waits scroll inside the side panel when they are long, and the 照提示 button keeps
    its room while hidden: the window keeps its height and the hand and the action bar stay where they were
    (seen at 1366 × 768: a four-line hint with two waits pushed the hand 30 px down and out of the screen; at
    1024 × 700 — the window opens at 955 × 626 there — the button appearing moved them 16 px)."""
    w = window
    w.resize(*size)
    w.start_game("nantong-single", 3, ["normal"] * 2, 6, seed=7)
    settle(qtbot, w)
    qtbot.waitUntil(lambda: w.game.snap.human_turn, timeout=WAIT)
    w.table.layout().activate()
    height, before = w.height(), place_of(w)
    side = w.game.side
    long_text = "<br>".join(["打 五条：听牌了，胡张还有 7 张没出；听 六条（活 4 张，自摸 110 / 点炮 100 胡）"] * 12)
    side.hint_text.setText(long_text)
    side.waits_text.setText(long_text)
    side.apply_button.show()
    qtbot.wait(50)
    w.table.layout().activate()
    assert w.height() == height
    assert place_of(w) == before
    assert side.height() <= w.height()


def test_the_centre_rivers_never_scroll_on_a_1024_screen(qtbot, window):
    """On a 1024 × 700 screen (the window opens at 955 × 626) 对门's river and yours have one row of room: a long
    river overlaps its cards rather than scrolling to show only its newest (seen: "对门的弃牌 · 12" showing one
    card and a scroll bar). A whole hand of seed 21 takes both past a dozen discards."""
    from changpai_desktop.engine.players.registry import make_player

    w = window
    w.resize(955, 626)
    w.start_game("nantong-single", 4, ["normal"] * 3, 1, seed=21)
    settle(qtbot, w)
    me, longest = make_player("normal"), {}
    while w.game.hand_dialog is None and w.game.snap.decision is not None:
        if w.game.snap.human_turn and not w.game.awaiting:
            w.game.human_action(me.choose(w.game.snap.view, list(w.game.snap.decision.legal)))
        qtbot.wait(5)
        for name, view in (("对门", w.table.centre.side_rivers[2].view), ("mine", w.table.centre.river_box.view)):
            m = view.model()
            longest[name] = max(longest.get(name, 0), m.rowCount())
            inside = view.viewport().rect()
            assert not view.verticalScrollBar().isVisible(), (name, m.rowCount())
            assert all(inside.contains(view.visualRect(m.index(i, 0)).center()) for i in range(m.rowCount()))
    assert min(longest.values()) >= 12


def test_the_side_dock_narrows_again_when_a_wide_window_is_made_small(qtbot, window):
    """The dock's layout kept the least width it had in a wide 大字 window (442 px around a panel that stepped
    down to 250), so a window made small again gave the table 600 px where its layout needed 750."""
    w = window
    w.set_large_print(True)
    w.start_game("nantong-single", 4, ["normal"] * 3, 6, seed=7)
    settle(qtbot, w)
    w.resize(1900, 1000)
    qtbot.wait(50)
    assert w.side.width() > 400          # the panel widens in 大字 on a wide window
    w.resize(client_area(QRect(0, 0, 1024, 700)).size())
    qtbot.wait(50)
    assert w.dock.width() <= w.side.width() + 20
    lay = w.table.layout()
    assert lay.minimumSize().width() <= w.table.width()


def test_your_own_header_stays_whole_on_its_line_and_moves_nothing(qtbot, window):
    """In English 大字 at 1024 × 700 "Me Dealer score -1230 shown 40 hu ◀ to act" was cut at the header's edge: its
    font now shrinks to fit, and the hand under it stays where it was."""
    from PySide6.QtGui import QTextDocument

    from changpai_desktop.ui.table.style import fit_one_line, text_px

    w = window
    w.set_language("en")
    try:
        w.set_large_print(True)
        w.resize(client_area(QRect(0, 0, 1024, 700)).size())
        w.start_game("nantong-single", 4, ["normal"] * 3, 6, seed=7)
        settle(qtbot, w)
        header, hand = w.table.my_header, w.table.hand_view
        before = (header.height(), rect_in_window(hand, w))
        header.setText("<b>Me</b>  <span>&nbsp;Dealer&nbsp;</span>  score\u00a0-1230  shown\u00a0hu\u00a040"
                       "  <span style='color:#ffd24a'>◀ to act</span>")
        fit_one_line(header, text_px("seatHeader", w.table.cstyle.text_scale()))
        w.table.layout().activate()
        doc = QTextDocument()
        doc.setDocumentMargin(0)
        doc.setDefaultFont(header.font())
        doc.setHtml(header.text())
        assert doc.idealWidth() <= header.width()
        assert (header.height(), rect_in_window(hand, w)) == before
    finally:
        w.set_language("zh_Hans")
