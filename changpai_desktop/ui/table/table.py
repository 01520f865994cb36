"""The table: the human's hand and action bar at the bottom, the other seats left / top / right, the centre with
the flipped 将 cards, the wall count and whose turn it is. Everything is drawn from a session ``Snapshot``."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

from ...engine.table.actions import Action
from ...engine.rules import kinds_label
from ..context import UiContext
from ..keys import FOCUS_QSS
from ..widgets.card_faces import card_pixmap
from ..widgets.card_models import HandModel, MeldsModel, meld_groups, meld_sources
from ..widgets.card_rows import CardRowView, FlyingCard, HandView
from ..widgets.delegates import CardDelegate, GroupDelegate
from .action_bar import ActionBar
from .labels import giver_names, level_label, seat_label, visible_hu
from .seats import WALL_PART_GAP, CentrePanel, SeatPanel
from . import fit
from .style import felt_pixmap, fit_one_line, table_qss, text_fonts, text_px
from .warm import FaceWarmer


def translate(context: str, text: str) -> str:
    """Every user-visible string goes through Qt's translator (简体中文 is the source text)."""
    return QCoreApplication.translate(context, text)


def short_seat_label(rel: int, n: int) -> str:
    """A seat's name in one character (上 / 下 / 对 / 我), for a meld too narrow for the whole name."""
    if rel == 0:
        return translate("melds", "我")
    if rel == 1:
        return translate("melds", "下")
    return translate("melds", "上") if rel == n - 1 else translate("melds", "对")


TABLE_MIN = QSize(600, 400)   # the least room the table asks of the window (its cards shrink to fit it)


WORD_JOINER = "\u2060"   # no line break here (Qt's rich text ignores white-space: nowrap on a span)


def _unbroken(text: str) -> str:
    """``text`` with no line break inside it: no-break spaces, and a word joiner between its characters (plain
    text and rich text alike)."""
    return WORD_JOINER.join(text).replace(f"{WORD_JOINER} {WORD_JOINER}", "\u00a0")


class TableWidget(QWidget):
    """The whole table. ``show_snapshot`` draws a snapshot; ``action_chosen`` carries the human's choice."""

    action_chosen = Signal(object)

    def __init__(self, style: UiContext, parent=None):
        super().__init__(parent)
        self.cstyle = style
        self.setObjectName("table")
        # the felt is drawn from a pixmap made once per size (felt_pixmap): a style-sheet gradient would be
        # rendered again under every card row each time one repaints
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent, True)
        self._felt: QPixmap | None = None
        self.n_seats = 4
        self.names: list[str] = []
        self.shorts: list[str] = []
        self.levels: list[str] = []
        self.snap = None
        self.view = None
        self.me_name = None
        self.anim_ms = 200

        self.hand_model = HandModel(style, self)
        self.hand_delegate = CardDelegate(style, self.hand_w, raise_px=12, gap=fit.HAND_GAP, step_fn=self.hand_step)
        self.hand_view = HandView(self.hand_model, self.hand_delegate)
        self.hand_view.setObjectName("handView")
        self.hand_view.discard_requested.connect(self._discard)
        self.my_melds_model = MeldsModel(style, self)
        self.my_melds = CardRowView(self.my_melds_model, GroupDelegate(style, self.my_meld_w), wrap=False)
        self.my_melds.setAccessibleName(translate("table", "你亮出的牌"))
        self.actions = ActionBar(style, self.hand_view)
        self.actions.chosen.connect(self._chosen)
        self.my_header = QLabel()
        self.my_header.setObjectName("seatHeader")

        self.panels: dict[int, SeatPanel] = {1: SeatPanel(style, 1, True), 2: SeatPanel(style, 2, False),
                                             3: SeatPanel(style, 3, True)}
        self.centre = CentrePanel(style, {rel: p.river_box for rel, p in self.panels.items()})

        self._lay_out()
        self.warmer = FaceWarmer(style, self._face_widths, self.devicePixelRatioF, self)
        style.changed.connect(self.fit_cards)
        self.setMinimumSize(TABLE_MIN)
        self.set_players(self.n_seats, self.levels)   # the rivers named by seat before any game (behind the greeting)
        self.setStyleSheet(table_qss() + FOCUS_QSS)   # once its widgets are made: each is styled once
        # no fit here: the table is fitted to its size in resizeEvent, which Qt sends before the first paint
        # (measuring the layout now, at a size it never shows, cost about 10 ms of the start)

    def _lay_out(self) -> None:
        grid = QGridLayout(self)
        grid.setContentsMargins(6, 6, 6, 6)
        grid.setSpacing(6)
        grid.addWidget(self.panels[2], 0, 0, 1, 3)
        grid.addWidget(self.panels[3], 1, 0)
        grid.addWidget(self.centre, 1, 1)
        grid.addWidget(self.panels[1], 1, 2)
        bottom = QVBoxLayout()
        bottom.setSpacing(4)
        bottom.addWidget(self.actions)
        head = QHBoxLayout()
        head.addWidget(self.my_header, 2)
        head.addWidget(self.actions.status, 3)
        # neither text widens the table or moves the hand: a long one is cut at the table's edge
        self.my_header.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        bottom.addLayout(head)
        row = QHBoxLayout()
        row.addWidget(self.hand_view, 1)
        row.addWidget(self.my_melds, 0)
        bottom.addLayout(row)
        grid.addLayout(bottom, 2, 0, 1, 3)
        grid.setColumnStretch(0, 2)
        grid.setColumnStretch(1, 5)
        grid.setColumnStretch(2, 2)
        grid.setRowStretch(0, 0)   # 对门 takes the height its backs and melds need; the centre gets the rest
        grid.setRowStretch(1, 5)
        self.panels[2].setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        grid.setRowStretch(2, 0)

    # --- sizes ----------------------------------------------------------------------------------------
    def hand_w(self) -> int:
        """The hand's card width: the fitted base, the same whatever the cards held (nothing moves)."""
        return max(fit.MIN_CARD, self.cstyle.base())

    def hand_step(self) -> int:
        """The hand's card pitch: less than a card (they overlap) only when the cards would not fit the row."""
        room = self.width() - fit.ROW_MARGINS - self._melds_width()
        return fit.hand_step(self.hand_w(), self.hand_model.rowCount(), room)

    def my_meld_w(self) -> int:
        return max(14, round(self.cstyle.base() * fit.MELD_SHARE))

    def _melds_width(self) -> int:
        return sum(len(c) * (self.my_meld_w() + 1) + fit.MELD_PAD for c, _ in self.my_melds_model.groups)

    def relayout(self) -> None:
        h = fit.card_height(self.hand_w()) + 12 + 6
        self.hand_view.setFixedHeight(h)
        self.hand_view.relayout()
        self.my_melds.setFixedHeight(max(h, fit.card_height(self.my_meld_w()) + 24))
        mw = self._melds_width()
        self.my_melds.setFixedWidth(mw + 4 if mw else 0)
        self.my_melds.relayout()
        for p in self.panels.values():
            p.relayout()
        self.centre.relayout()

    def fit_cards(self) -> None:
        """Find the largest card width (up to the preference) at which the whole table fits its size; the text
        follows the cards (a new text size is measured once more), and shrinks when even the smallest cards
        leave it too little room (a small window in 大字 or English)."""
        self.cstyle.text_fit = 1.0
        fits = self._measure_fit()
        if self._restyle_text():
            fits = self._measure_fit()
        while not fits and self.cstyle.text_fit > fit.MIN_TEXT_FIT:
            self.cstyle.text_fit = round(self.cstyle.text_fit - fit.TEXT_FIT_STEP, 2)
            if self._restyle_text():
                fits = self._measure_fit()
        fit_one_line(self.my_header, text_px("seatHeader", self.cstyle.text_scale()))
        self.warmer.restart()

    def _face_widths(self) -> list[int]:
        """Every card width the table draws faces at now, or may after a river shrinks a step."""
        rivers = [max(14, round(self.cstyle.base() * 0.55 * f)) for f in self.centre.FITS]
        return [self.hand_w(), self.my_meld_w(), self.panels[1].meld_w(), self.centre.flip_w(), *rivers]

    def _measure_fit(self) -> bool:
        ctx = self.cstyle
        ctx.scale = fit.window_scale(self.width(), self.height())
        ctx.fitted = None
        card = min(ctx.preferred(), fit.width_fit(self.width()))
        lay = self.layout()
        for _ in range(fit.FIT_TRIES):
            ctx.fitted = card
            self.relayout()
            lay.invalidate()
            lay.activate()
            need = lay.minimumSize()
            if need.height() <= self.height() and need.width() <= self.width():
                return True
            if card <= fit.MIN_CARD:
                return False
            card = fit.next_try(card, need, self.size())
        return False

    def _restyle_text(self) -> bool:
        """The style sheet for the text size of the fitted cards; True when it changed."""
        key = (self.cstyle.text_scale(), self.cstyle.large_print)
        if key == self._text_key:
            return False
        if key[1] != self._sheet_large:   # 大字's colours: the only time the style sheet changes
            self._sheet_large = key[1]
            self.setStyleSheet(table_qss(key[1]) + FOCUS_QSS)
        self._text_key = key
        text_fonts(self.findChildren(QLabel), *key)
        self.actions.set_text_scale(key[0])
        return True

    _sheet_large = False   # the sheet set in __init__ has the normal colours

    _text_key = None

    def paintEvent(self, event) -> None:
        size = self.size() * self.devicePixelRatioF()
        if self._felt is None or self._felt.size() != size or self._felt_key != self.cstyle.large_print:
            self._felt = felt_pixmap(self.size(), self.devicePixelRatioF(), self.cstyle.large_print)
            self._felt_key = self.cstyle.large_print
        r = QRectF(event.rect())
        dpr = self.devicePixelRatioF()
        p = QPainter(self)
        p.drawPixmap(r, self._felt, QRectF(r.x() * dpr, r.y() * dpr, r.width() * dpr, r.height() * dpr))
        p.end()

    _felt_key = False

    def minimumSizeHint(self) -> QSize:
        return TABLE_MIN   # the cards shrink to fit the window, so the table never asks for more

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.fit_cards()

    # --- drawing a snapshot ---------------------------------------------------------------------------
    def set_players(self, n_seats: int, levels: list[str], me_name: str | None = None) -> None:
        self.n_seats = n_seats
        self.levels = levels
        self.me_name = me_name
        self.panels[2].setVisible(n_seats == 4)
        self.panels[2].river_box.setVisible(n_seats == 4)
        self.names = [seat_label(s, n_seats, me_name) for s in range(n_seats)]
        self._title_rivers()

    def _title_rivers(self) -> None:
        """Each river named by its seat, as the table names the seats (上家 / 对门 / 下家 / 我)."""
        for seat in range(self.n_seats):
            panel = self.panel_of(seat)
            box = self.centre.river_box if panel is None else panel.river_box
            box.set_title(self.names[seat], panel is None)

    def panel_of(self, seat: int) -> SeatPanel | None:
        rel = seat % self.n_seats  # the human sits at seat 0
        if rel == 0:
            return None
        if self.n_seats == 3 and rel == 2:
            return self.panels[3]
        return self.panels[rel]

    def show_snapshot(self, snap, view=None, animate: bool = True) -> None:
        self.snap = snap
        view = view or snap.view
        self.view = view
        self.names = [seat_label(s, self.n_seats, self.me_name) for s in range(self.n_seats)]
        self.shorts = [short_seat_label(s, self.n_seats) for s in range(self.n_seats)]
        meld_names = giver_names(self.names)   # under a meld, whom its card came from (self.shorts when narrow)
        self._title_rivers()
        last = None
        for ev in snap.events:
            if ev.type == "discarded":
                last = (ev["seat"], ev["card"])
        if last is None and self._last_discard is not None and view.hand_no == self._last_discard[2]:
            last = self._last_discard[:2]
        self._last_discard = (last[0], last[1], view.hand_no) if last else None
        claim = view.claim
        for seat in range(self.n_seats):
            river = view.discards[seat]
            marks = {}
            if last and last[0] == seat and river and river[-1] == last[1]:
                marks[len(river) - 1] = "last"
            if claim and claim.get("kind") == "discard" and claim.get("from") == seat and river:
                marks[len(river) - 1] = "claim"
            panel = self.panel_of(seat)
            sources = meld_sources(view, seat, meld_names, self.shorts)
            if panel is None:
                self.centre.river_model.set_cards(river, marks)
                self.my_melds_model.set_groups(meld_groups(view, seat), sources)
            else:
                panel.river_model.set_cards(river, marks)
                panel.melds_model.set_groups(meld_groups(view, seat), sources)
                panel.hidden.set_count(view.hand_counts[seat] if seat in view.order else 0)
                panel.set_header(self._header(view, seat), view.turn == seat, view.resting == seat)
        self.my_header.setText(self._header(view, 0))
        fit_one_line(self.my_header, text_px("seatHeader", self.cstyle.text_scale()))
        # the hand
        if 0 in view.order:
            self.hand_model.set_cards(view.hand, view.drawn)
        else:
            self.hand_model.set_cards([], None)
        human_turn = snap.decision is not None and snap.decision.seat == snap.human and view is snap.view
        legal = list(snap.decision.legal) if human_turn else []
        discardable = {a.card for a in legal if a.type in ("discard", "ready")}
        claim_code = view.claim["card"] if (human_turn and view.claim and snap.decision.phase == "claim") else None
        self.hand_model.set_legal(discardable if human_turn and snap.decision.phase == "act" else set(),
                                  view.declared[0], claim_code)
        self.actions.set_decision(snap.decision, view, human_turn)
        if human_turn and snap.decision.phase == "act" and self.hand_view.selected_code() is None:
            self.hand_view.select_code(view.drawn or (view.hand[-1] if view.hand else None))
        self.centre.flips_model.set_cards(view.flips)
        self._centre_text(view, snap)
        self.relayout()
        if self.layout().minimumSize().height() > self.height():
            self.fit_cards()   # a name grew a line and the table no longer fits: the cards shrink (rare)
        if animate and last and self.anim_ms > 0 and any(e.type == "discarded" for e in snap.events):
            self._fly(last[0], last[1])

    _last_discard = None

    def _header(self, view, seat: int) -> str:
        name = self.names[seat] if seat < len(self.names) else str(seat)
        parts = [f"<b>{name}</b>"]
        t_dealer, t_rest = translate("table", "庄"), translate("table", "定醒")
        t_ready, t_turn = translate("table", "报听"), translate("table", "行动中")
        if seat != 0 and seat < len(self.levels) and self.levels[seat] not in ("human", ""):
            parts.append(f"<span style='color:#cfe3d4'>{level_label(self.levels[seat])}</span>")
        # a badge is one word: "定醒" never "定" / "醒" (seen in 大字 at 1024×700)
        if view.dealer == seat:
            parts.append(f"<span style='background:#b3232a;color:white'>&nbsp;{_unbroken(t_dealer)}&nbsp;</span>")
        if view.resting == seat:
            parts.append(f"<span style='background:#555;color:white'>&nbsp;{_unbroken(t_rest)}&nbsp;</span>")
        if view.ready[seat]:
            parts.append(f"<span style='background:#7a4ab3;color:white'>&nbsp;{_unbroken(t_ready)}&nbsp;</span>")
        # a label and its number stay on one line ("分 170" or "明胡 20", never "分" / "170" or "明" / "胡 20":
        # Chinese text may break between any two characters); the header wraps between parts
        parts.append(_unbroken(translate("table", "分 %1").replace("%1", str(view.totals[seat]))))
        vis = visible_hu(view, seat)
        if vis:
            parts.append(_unbroken(translate("table", "明胡 %1").replace("%1", str(vis))))
        if view.turn == seat and seat == 0:   # the other seats show their turn by the panel's gold frame, so
            parts.append(f"<span style='color:#ffd24a'>◀ {t_turn}</span>")   # their headers keep their lines
        return "  ".join(parts)

    def _centre_text(self, view, snap) -> None:
        lang = self.cstyle.lang
        self.centre.jiang.setText(translate("table", "将"))
        levels = view.rules.levels_for(view.flips)
        what = kinds_label(levels, lang).replace("L1:", translate("table", "1级将：")).replace(
            "L2:", translate("table", "2级将：")).replace("L3:", translate("table", "3级将："))
        flips = "、".join(self.cstyle.card_name(c) for c in view.flips)
        tip = translate("table", "翻出的将牌：%1\n这一局的将：%2\n（按 %3 的规则：将牌越高，成坎成杠的胡越多）")
        tip = tip.replace("%1", flips).replace("%2", what).replace("%3", view.rules.display_name(lang))
        self.centre.flips.setToolTip(tip)
        self.centre.flips_model.set_tooltip(tip)   # on the flipped card itself, after its name
        self.centre.jiang.setToolTip(tip)
        # two parts that wrap between them, never inside one ("牌墙剩 50" / "张 第 1" / "局" in 大字 at 1024×700)
        wall = translate("table", "牌墙剩 %1 张").replace("%1", str(view.wall_count))
        hand = translate("table", "第 %1 局").replace("%1", str(view.hand_no + 1))
        self.centre.wall.setText(_unbroken(wall) + WALL_PART_GAP + _unbroken(hand))
        d = snap.decision
        if view is not snap.view or d is None:
            msg = translate("table", "这一局结束了") if view.phase == "over" else ""
        elif d.seat == snap.human:
            claim = translate("table", "%1 打出 %2：你要吗？")
            if view.claim:
                claim = claim.replace("%1", self.names[view.claim["from"]]).replace(
                    "%2", self.cstyle.card_name(view.claim["card"]))
            else:
                claim = claim.replace("%1", "").replace("%2", "")
            msg = {"dragons": translate("table", "你可以叫龙或撂龙，或者按 空格 过"),
                   "act": translate("table", "轮到你：选一张牌打出（回车）"),
                   "claim": claim}.get(d.phase, "")
        else:
            msg = translate("table", "等待 %1 …").replace("%1", self.names[d.seat] if d.seat < len(self.names) else "")
        if 0 not in view.order and view.phase != "over":
            msg = translate("table", "你这一局定醒（休息），看其他三家打") + ("  " + msg if msg else "")
        self.centre.turn.setText(msg)
        self.actions.say(msg)   # whose turn it is, beside your name: the centre is too narrow for it in English

    def _fly(self, seat: int, code: str) -> None:
        panel = self.panel_of(seat)
        river = self.centre.river if panel is None else panel.river
        src_widget = self.hand_view if panel is None else panel.hidden
        rows = river.model().rowCount()
        if rows == 0:
            return
        rect = river.visualRect(river.model().index(rows - 1, 0))
        end = river.viewport().mapTo(self, rect.topLeft())
        start = src_widget.mapTo(self, src_widget.rect().center())
        w = river.itemDelegate().width_fn()
        pix = card_pixmap(code, self.cstyle.face_mode, w, self.devicePixelRatioF(), self.cstyle.index_labels)
        FlyingCard(self, pix, start, end, self.anim_ms)

    # --- the human's choices --------------------------------------------------------------------------
    def _discard(self, code: str) -> None:
        snap = self.snap
        if snap is None or snap.decision is None or snap.decision.seat != snap.human or self.view is not snap.view:
            return
        if snap.decision.phase != "act":
            return
        a = Action("discard", code)
        if a in snap.decision.legal:
            self.action_chosen.emit(a)
        elif Action("ready", code) in snap.decision.legal:
            self.action_chosen.emit(Action("discard", code) if a in snap.decision.legal else a)
        else:
            self.actions.say(translate("table", "这张牌现在不能打出（叫龙的牌要留在手里）"))

    def _chosen(self, action: Action) -> None:
        snap = self.snap
        if snap is None or snap.decision is None or snap.decision.seat != snap.human:
            return
        if action.type == "ready" and action.card is None:
            return
        if action.type == "ready" and action not in snap.decision.legal:
            return
        if action.type == "ready" and self.hand_view.selected_code():
            sel = Action("ready", self.hand_view.selected_code())
            if sel in snap.decision.legal:
                action = sel
        if action in snap.decision.legal:
            self.action_chosen.emit(action)

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.actions.retranslate()
            self.hand_view.setAccessibleName(translate("table", "你的手牌"))
            if self.snap is not None:
                self.show_snapshot(self.snap, self.view, animate=False)
        super().changeEvent(event)
