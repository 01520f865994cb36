"""算胡器: score a hand from a real table by clicking or typing cards (``5w5w5w``, 五万×3, ``碰 hh``).

Choose the rule set, the flipped 将, then for each of the three players the melds, 叫龙 and the concealed hand
— or, for a player who did not win, only its scoring sets (碰, 杠, 龙, 把子, 喜) — and the winning card. Kinds
used up are greyed out. The total and the engine's explanation update at once; a hand that cannot be right says
what is wrong; with all three entered, the settlement is shown (RULES.md §6). The entries, checks, scores and
the settlement are ``services.calculator``'s: this window only shows.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (QAbstractItemView, QButtonGroup, QCheckBox, QComboBox, QGroupBox, QHBoxLayout,
                               QHeaderView, QLabel, QPushButton, QTableWidgetItem, QVBoxLayout,
                               QWidget)

from ...engine.cards import CARD_INFO
from ...services.calculator import SEATS, Calculator, CalcSettlement, Check, Refusal
from ...services.catalog import RuleChoice, find_choice, rule_choices
from ...services.text import render
from ..context import UiContext
from .base import LearnWindow
from .calculator_entry import SHORT_ROW_W, DEFAULT_SIZE, EntryPanel, player_name, scrolled_root, seat_name, short_screen
from .calculator_entry import read_only_table as _table
from .common import CardRow, hand_type_name, heading_font, item_cells

INK = "#1d1a16"
RED = "#b3232a"
MUTED = "#7a5a3a"
SETTLE_ROW_H = 30
FLIP_W = 22


class CalculatorWindow(LearnWindow):
    changed = Signal()

    def __init__(self, ctx: UiContext, parent=None):
        super().__init__(ctx, parent)
        self.setObjectName("calculator-window")
        self.resize(DEFAULT_SIZE)   # fitted to the screen when shown; the content scrolls when it must
        self.choices: list[RuleChoice] = rule_choices(ctx.lang)
        self.calc = Calculator(self.choices[0].ruleset)
        self.current = 0
        self.results: list[Check] = []
        self.settlement: list[int] | None = None
        self.refusal: Refusal | None = None
        root = scrolled_root(self)
        root.addLayout(self._build_top())
        root.addLayout(self._build_players())
        body = QHBoxLayout()
        self.entry = EntryPanel(ctx)
        body.addWidget(self.entry, 3)
        body.addLayout(self._build_results(), 2)
        root.addLayout(body, 1)
        e = self.entry
        self.mode_buttons, self.palette, self.hand_row, self.melds_row = (e.mode_buttons, e.palette, e.hand_row,
                                                                          e.melds_row)
        self.poor_box, self.flag_boxes, self.joys_spin = e.poor_box, e.flag_boxes, e.joys_spin
        self._connect()
        self.reload_rulesets()
        self.retranslate()
        self.on_style_changed()

    # --- building -----------------------------------------------------------------------------------
    def _build_top(self) -> QHBoxLayout:
        top = QHBoxLayout()
        self.rules_label = QLabel()
        self.rules_combo = QComboBox()
        self.rules_combo.setObjectName("calc-ruleset")
        self.rules_combo.setMinimumWidth(220)
        self.flip_label = QLabel()
        self.flip_row = CardRow(self.ctx, SHORT_ROW_W if short_screen() else FLIP_W)
        self.flip_row.setObjectName("calc-flips")
        self.flip_hint = QLabel()
        self.flip_hint.setStyleSheet(f"color: {MUTED};")
        self.flip_hint.setWordWrap(True)
        top.addWidget(self.rules_label)
        top.addWidget(self.rules_combo)
        top.addSpacing(18)
        top.addWidget(self.flip_label)
        top.addWidget(self.flip_row)
        top.addWidget(self.flip_hint, 1)
        return top

    def _build_players(self) -> QHBoxLayout:
        who = QHBoxLayout()
        self.player_group = QButtonGroup(self)
        self.player_buttons: list[QPushButton] = []
        for i in range(SEATS):
            b = QPushButton()
            b.setCheckable(True)
            b.setObjectName(f"player-{i}")
            b.setMinimumHeight(34)
            self.player_group.addButton(b, i)
            self.player_buttons.append(b)
            who.addWidget(b)
        self.player_buttons[0].setChecked(True)
        who.addSpacing(18)
        self.winner_label = QLabel()
        self.winner_combo = QComboBox()
        self.winner_combo.setObjectName("calc-winner")
        self.self_drawn = QCheckBox()
        self.self_drawn.setObjectName("calc-self")
        who.addWidget(self.winner_label)
        who.addWidget(self.winner_combo)
        who.addWidget(self.self_drawn)
        who.addStretch(1)
        return who

    def _build_results(self) -> QVBoxLayout:
        right = QVBoxLayout()
        self.total_label = QLabel()
        self.total_label.setObjectName("calc-total")
        self.total_label.setFont(heading_font(self, 2.0))
        self.total_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.status_label = QLabel()
        self.status_label.setObjectName("calc-status")
        self.status_label.setWordWrap(True)
        self.status_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.items_table = _table(0, 3, "calc-items")
        self.items_table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.items_table.setWordWrap(True)
        hh = self.items_table.horizontalHeader()
        hh.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        hh.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        hh.setSectionResizeMode(2, QHeaderView.ResizeMode.ResizeToContents)
        right.addWidget(self.total_label)
        right.addWidget(self.status_label)
        right.addWidget(self.items_table, 1)
        right.addWidget(self._build_settlement())
        return right

    def _build_settlement(self) -> QGroupBox:
        self.settle_box = QGroupBox()
        sb = QVBoxLayout(self.settle_box)
        self.settle_table = _table(SEATS, 3, "calc-settlement")
        self.settle_table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.settle_table.verticalHeader().setDefaultSectionSize(SETTLE_ROW_H)
        self.settle_table.setFixedHeight(self.settle_table.horizontalHeader().sizeHint().height()
                                         + SEATS * SETTLE_ROW_H + 4)
        self.settle_note = QLabel()
        self.settle_note.setWordWrap(True)
        self.settle_note.setStyleSheet(f"color: {MUTED};")
        feed = QHBoxLayout()
        self.feeder_label = QLabel()
        self.feeder_combo = QComboBox()
        self.feeder_combo.setObjectName("calc-feeder")
        feed.addWidget(self.feeder_label)
        feed.addWidget(self.feeder_combo)
        feed.addStretch(1)
        self.feeder_row = QWidget()
        self.feeder_row.setLayout(feed)
        feed.setContentsMargins(0, 0, 0, 0)
        sb.addWidget(self.feeder_row)
        sb.addWidget(self.settle_table)
        sb.addWidget(self.settle_note)
        return self.settle_box

    def _connect(self) -> None:
        e = self.entry
        for flag, cb in e.flag_boxes.items():
            cb.toggled.connect(lambda on, flag=flag: self._flag_changed(flag, on))
        for code, b in e.palette.items():
            b.clicked.connect(lambda _c=False, code=code: self.card_clicked(code))
        e.poor_box.toggled.connect(self._no_pair_changed)
        e.sets_only_box.toggled.connect(lambda on: self._edit(setattr, self.calc.players[self.current],
                                                              "sets_only", on))
        e.typed.connect(self._typed)
        e.mode_group.idClicked.connect(lambda _i: self._update_mode_help())
        e.joys_spin.valueChanged.connect(self._joys_changed)
        e.clear_player.clicked.connect(self._clear_player)
        e.clear_all.clicked.connect(self._clear_all)
        e.hand_row.clicked.connect(lambda pos: self._edit(self.calc.remove_hand_card, self.current, pos))
        e.melds_row.clicked.connect(lambda pos: self._edit(self.calc.remove_meld_card, self.current, pos))
        self.flip_row.clicked.connect(lambda pos: self._edit(self.calc.remove_flip, pos))
        self.feeder_combo.currentIndexChanged.connect(self._feeder_changed)
        self.rules_combo.currentIndexChanged.connect(lambda _i: self._rules_changed())
        self.player_group.idClicked.connect(self.select_player)
        self.winner_combo.currentIndexChanged.connect(self._winner_changed)
        self.self_drawn.toggled.connect(self._self_drawn_changed)

    # --- texts and looks ----------------------------------------------------------------------------
    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("算胡器"))
        self.rules_label.setText(self.tr("玩法"))
        for i, b in enumerate(self.player_buttons):
            b.setText(player_name(i))
        self.winner_label.setText(self.tr("谁胡了"))
        self._refill(self.winner_combo, [player_name(i) for i in range(SEATS)] + [self.tr("没人胡（荒牌）")])
        self.self_drawn.setText(self.tr("自摸"))
        self.self_drawn.setToolTip(self.tr("不勾：胡别人打出的牌（点炮）"))
        self.entry.retranslate()
        self.flip_label.setText(self.mode_buttons["flip"].text())      # 翻的将, as the palette's mode says
        self.settle_box.setTitle(self.tr("三家出分"))
        self.feeder_label.setText(self.tr("谁点的炮（包张）"))
        self._refill(self.feeder_combo, [self.tr("不算包张")] + [player_name(i) for i in range(SEATS)])
        self.settle_table.setHorizontalHeaderLabels([self.tr("玩家"), self.tr("胡数"), self.tr("输赢")])
        self.items_table.setHorizontalHeaderLabels([self.tr("项目"), self.tr("牌"), self.tr("胡")])
        self._refresh_rules_labels()
        self._update_mode_help()
        self.recompute()

    @staticmethod
    def _refill(combo: QComboBox, texts: list[str]) -> None:
        i = combo.currentIndex()
        combo.blockSignals(True)
        combo.clear()
        combo.addItems(texts)
        combo.setCurrentIndex(max(0, i))
        combo.blockSignals(False)

    def _refresh_rules_labels(self) -> None:
        self.choices = rule_choices(self.ctx.lang)   # the presets' names in the window's language
        for i, c in enumerate(self.choices):
            self.rules_combo.setItemText(i, self.tr("家规：%1").replace("%1", c.name) if c.house_rule else c.name)

    def on_style_changed(self) -> None:
        self.entry.paint_palette()
        self._refresh_rows()

    def _update_mode_help(self) -> None:
        self.entry.update_mode_help(self.ruleset().joys.enabled)

    # --- state changes ------------------------------------------------------------------------------
    def reload_rulesets(self) -> None:
        current = self.rules_combo.currentIndex()
        self.choices = rule_choices(self.ctx.lang)
        self.rules_combo.blockSignals(True)
        self.rules_combo.clear()
        for c in self.choices:
            self.rules_combo.addItem(c.name)
        self.rules_combo.setCurrentIndex(min(max(0, current), len(self.choices) - 1))
        self.rules_combo.blockSignals(False)
        self._refresh_rules_labels()
        self._rules_changed()

    def ruleset(self):
        return self.calc.rules

    def select_ruleset(self, choice_id: str) -> None:
        self.rules_combo.setCurrentIndex(find_choice(self.choices, choice_id))

    def _rules_changed(self) -> None:
        i = self.rules_combo.currentIndex()
        self.calc.set_rules(self.choices[max(0, i)].ruleset)
        rs = self.calc.rules
        self.joys_spin.setEnabled(rs.joys.enabled)
        offered = self.calc.offered_flags()
        for flag, cb in self.flag_boxes.items():
            cb.setVisible(flag in offered)
            if flag not in offered:
                cb.setChecked(False)
        self.poor_box.setVisible(self.calc.offers_no_pair())
        self._update_mode_help()
        self.recompute()

    def select_player(self, i: int) -> None:
        self.current = i
        self.player_buttons[i].setChecked(True)
        p = self.calc.players[i]
        for box, setter, value in ((self.joys_spin, self.joys_spin.setValue, p.joys),
                                   (self.poor_box, self.poor_box.setChecked, p.no_pair),
                                   (self.entry.sets_only_box, self.entry.sets_only_box.setChecked, p.sets_only)):
            box.blockSignals(True)
            setter(value)
            box.blockSignals(False)
        self.recompute()

    def card_clicked(self, code: str) -> None:
        self._typed([(self.entry.mode(), code)])

    def _typed(self, entered: list) -> None:
        """Clicks (mode, code), from the palette or typed; the first refused one is told."""
        self.refusal = next((r for r in [self.calc.add(self.current, m, c) for m, c in entered] if r), None)
        if self.calc.winner is not None and self.winner_combo.currentIndex() != self.calc.winner:
            self.winner_combo.blockSignals(True)
            self.winner_combo.setCurrentIndex(self.calc.winner)
            self.winner_combo.blockSignals(False)
        self.recompute()

    def _edit(self, change, *args) -> None:
        change(*args)
        self.recompute()

    def _winner_changed(self, i: int) -> None:
        self.calc.winner = i if 0 <= i < SEATS else None
        self.recompute()

    def _self_drawn_changed(self, on: bool) -> None:
        self.calc.self_drawn = on
        self.recompute()

    def _feeder_changed(self, i: int) -> None:
        self.calc.feeder = i - 1 if 1 <= i <= SEATS else None
        self.recompute()

    def _flag_changed(self, flag: str, on: bool) -> None:
        (self.calc.flags.add if on else self.calc.flags.discard)(flag)
        self.recompute()

    def _joys_changed(self, value: int) -> None:
        self.calc.players[self.current].joys = value
        self.recompute()

    def _no_pair_changed(self, on: bool) -> None:
        self.calc.players[self.current].no_pair = on
        self.recompute()

    def _clear_player(self) -> None:
        self.calc.clear_player(self.current)
        self.joys_spin.setValue(0)
        self.poor_box.setChecked(False)
        self.recompute()

    def _clear_all(self) -> None:
        self.calc.clear_all()
        self.joys_spin.setValue(0)
        self.self_drawn.setChecked(False)
        self.poor_box.setChecked(False)
        self.feeder_combo.setCurrentIndex(0)
        for cb in self.flag_boxes.values():
            cb.setChecked(False)
        self.recompute()

    # --- showing the results ------------------------------------------------------------------------
    def recompute(self) -> None:
        self.results = self.calc.checks()
        self._refresh_rows()
        self._show_current()
        self._show_settlement()
        self.entry.grey_used(self.calc.used_up())
        self.refusal = None          # a refused click is told once
        self.changed.emit()

    def total(self, i: int) -> int | None:
        r = self.results[i]
        return r.score.total if r.score is not None else None

    def _refresh_rows(self) -> None:
        calc, i = self.calc, self.current
        p = calc.players[i]
        self.flip_row.set_cards([(list(calc.flips), None)])
        need = calc.flips_missing()
        self.flip_hint.setText(self.tr("还要点 %1 张").replace("%1", str(need)) if need > 0 else "")
        held, expected = calc.expected(i)
        names = "、".join(CARD_INFO[c].name(self.ctx.lang) for c in p.declared)
        decl = " · " + self.tr("叫龙：%1").replace("%1", names) if p.declared else ""
        title = (self.tr("玩家%1：只记算胡的牌") if calc.sets_only(i) else self.tr("玩家%1：手牌 %2 / %3 张")
                 .replace("%2", str(held)).replace("%3", str(expected))).replace("%1", seat_name(i)) + decl
        melds = [([c] * calc.meld_size(f, c), self.entry.meld_caption(f)) for f, c in p.melds]
        cards = calc.hand_display(i)
        self.entry.show_player(title, melds, cards, p.win_card in cards)

    def _problem_text(self, r: Check) -> str:
        v = r.values
        texts = {"empty": lambda: self.tr("还没有牌：点上面的牌加进来。"),
                 "need_flips": lambda: self.tr("先点“翻的将”，再点翻出来的 %1 张将牌。").replace("%1", str(v["flips"])),
                 "need_win_card": lambda: self.tr("用“胡的牌”点出最后胡的那张牌。"),
                 "short": lambda: self.tr("手牌 %1 张，还差 %2 张。").replace("%1", str(v["held"]))
                 .replace("%2", str(v["missing"])),
                 "over": lambda: self.tr("手牌 %1 张，多了 %2 张：有 %3 副亮出的牌时应为 %4 张。")
                 .replace("%1", str(v["held"])).replace("%2", str(v["extra"])).replace("%3", str(v["melds"]))
                 .replace("%4", str(v["expected"])),
                 "invalid": lambda: self.tr("这手牌不对：%1").replace("%1", render(v["message"], self.ctx.lang)),
                 "not_sets": lambda: self.tr("%1 只有一两张，不算把子").replace("%1", "、".join(
                     CARD_INFO[c].name(self.ctx.lang) for c in v["cards"]))}
        return texts[r.problem]()

    def _warning(self) -> str | None:
        """A refused click, or kinds entered more than four times: shown instead of the status."""
        lang = self.ctx.lang
        if self.refusal is not None:
            return self.tr("%1 已经用了四张，不能再加。").replace("%1", CARD_INFO[self.refusal.code].name(lang))
        over = self.calc.over_four()
        if over:
            names = "、".join(CARD_INFO[c].name(lang) for c in over)
            return self.tr("三家和翻的将加起来，%1 超过了四张。").replace("%1", names)
        return None

    def _show_current(self) -> None:
        i = self.current
        r = self.results[i]
        lang = self.ctx.lang
        self.items_table.setRowCount(0)
        warning = self._warning()
        if r.score is None:
            self.total_label.setText("—")
            color = RED if r.state == "error" or warning else MUTED
            self.status_label.setStyleSheet(f"color: {color};")
            self.status_label.setText(warning or self._problem_text(r))
            return
        sc = r.score
        self.total_label.setText(self.tr("%1 胡").replace("%1", str(sc.total)))
        if sc.type:
            kind = hand_type_name(sc.type, lang)
            status = self.tr("玩家%1 胡牌：%2").replace("%1", seat_name(i)).replace("%2", kind)
        else:
            status = self.tr("玩家%1 没胡：底胡（含喜）").replace("%1", seat_name(i))
        self.status_label.setStyleSheet(f"color: {RED};" if warning else f"color: {INK};")
        self.status_label.setText(warning or status)
        for item in sc.items:
            row = self.items_table.rowCount()
            self.items_table.insertRow(row)
            cells = [QTableWidgetItem(t) for t in item_cells(item, lang)]
            cells[0].setToolTip(item.rule)
            cells[2].setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            for col, it in enumerate(cells):
                self.items_table.setItem(row, col, it)
        self.items_table.resizeRowsToContents()

    def _house_note(self, st: CalcSettlement) -> str:
        w = self.calc.winner
        notes = [self.tr("穷狠 300：玩家%1 起手没有一对，算 300 胡").replace("%1", seat_name(i))
                 for i in st.raised_to_300]
        if st.baozhang:
            by, third, amount = st.baozhang
            notes.append(self.tr("包张：玩家%1 没听牌点炮，替玩家%2 付给玩家%3 %4 胡")
                         .replace("%1", seat_name(by)).replace("%2", seat_name(third))
                         .replace("%3", seat_name(w)).replace("%4", str(amount)))
        elif st.ready_feeder is not None:
            notes.append(self.tr("玩家%1 点炮时已经听牌，不包张").replace("%1", seat_name(st.ready_feeder)))
        return "；".join(notes)

    def _show_settlement(self) -> None:
        self.feeder_row.setVisible(self.calc.asks_feeder())
        st = self.calc.settlement(self.results)
        totals = st.totals if st else [self.total(i) for i in range(SEATS)]
        nets = st.nets if st else [None] * SEATS
        for i in range(SEATS):
            cells = (player_name(i) + (self.tr("（胡）") if self.calc.winner == i else ""),
                     "—" if totals[i] is None else str(totals[i]),
                     "—" if nets[i] is None else f"{nets[i]:+d}")
            for col, text in enumerate(cells):
                it = QTableWidgetItem(text)
                it.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if col == 2 and nets[i] is not None:
                    it.setForeground(QColor(RED) if nets[i] > 0 else QColor("#2f6b3a") if nets[i] < 0
                                     else QColor(INK))
                self.settle_table.setItem(i, col, it)
        if st:
            house = self._house_note(st)
            self.settle_note.setText(self.tr("每两家之间按胡数之差结算：赢家的胡数减去对方的胡数。")
                                     + ("<br/>" + house if house else ""))
        else:
            self.settle_note.setText(self.tr("三家的牌都填好后，这里算出每家的输赢。"))
        self.settlement = st.nets if st else None
