"""The 牌理 window (学习 → 牌理): enter a hand by clicking cards, as in the 算胡器 (its entry panel, with melds,
叫龙 and the flips), and see how far it is from ready, the useful draws with their live copies, each discard's
expected 胡, and when ready the waits with what each would score self-drawn and on a discard.

The entry's state is a ``services.calculator.Calculator`` (one player, no win); the analysis is
``services.analyse``. This window only shows them."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QComboBox, QGroupBox, QHBoxLayout, QLabel, QTableWidgetItem, QVBoxLayout

from ...engine.cards import CardError
from ...engine.rules import RuleError
from ...engine.scoring.request import RequestError
from ...services.analyse import AnalyseError, HandAnalysis, analyse, distance_words
from ...services.calculator import Calculator
from ...services.catalog import rule_choices
from ...services.text import render
from ..context import UiContext
from .base import LearnWindow
from .calculator_entry import DEFAULT_SIZE, EntryPanel, read_only_table, scrolled_root
from .common import CardRow, heading_font

SEAT = 0
FLIP_W = 26
RED = "#b3232a"



def translate(context: str, text: str) -> str:
    """Every user-visible string goes through Qt's translator (简体中文 is the source text)."""
    return QCoreApplication.translate(context, text)


class AnalyseWindow(LearnWindow):
    """牌理: the hand entered on the left, its analysis on the right."""

    def __init__(self, ctx: UiContext, parent=None):
        super().__init__(ctx, parent)
        self.setObjectName("analyse-window")
        self.resize(DEFAULT_SIZE)   # fitted to the screen when shown; the content scrolls when it must
        self.choices = rule_choices(ctx.lang)
        self.calc = Calculator(self.choices[0].ruleset)
        self.calc.winner = None
        self.result: HandAnalysis | None = None
        self.problem = ""
        root = scrolled_root(self)
        top = QHBoxLayout()
        self.rules_label = QLabel()
        self.rules_combo = QComboBox()
        self.rules_combo.setObjectName("analyse-rules")
        for c in self.choices:
            self.rules_combo.addItem(c.name)
        self.flips_label = QLabel()
        self.flip_row = CardRow(ctx, FLIP_W)
        for w in (self.rules_label, self.rules_combo, self.flips_label, self.flip_row):
            top.addWidget(w)
        top.addStretch(1)
        root.addLayout(top)
        body = QHBoxLayout()
        self.entry = EntryPanel(ctx)
        body.addWidget(self.entry, 3)
        body.addWidget(self._build_results(), 2)
        root.addLayout(body, 1)
        self._trim_entry()
        self._connect()
        self.retranslate()
        self.on_style_changed()

    def _trim_entry(self) -> None:
        """The entry panel without what only a win has: 胡的牌, the win flags, 穷狠."""
        e = self.entry
        e.mode_buttons["win"].hide()
        for cb in e.flag_boxes.values():
            cb.hide()
        e.poor_box.hide()
        e.clear_all.hide()

    def _build_results(self) -> QGroupBox:
        self.results_box = QGroupBox()
        lay = QVBoxLayout(self.results_box)
        self.words = QLabel()
        self.words.setObjectName("analyse-words")
        self.words.setFont(heading_font(self, 1.5))
        self.words.setWordWrap(True)
        self.useful_label = QLabel()
        self.useful_label.setWordWrap(True)
        self.useful_row = CardRow(self.ctx, FLIP_W)
        self.waits_label = QLabel()
        self.waits = read_only_table(0, 4, "analyse-waits")
        self.discards_label = QLabel()
        self.discards = read_only_table(0, 4, "analyse-discards")
        for w in (self.words, self.useful_label, self.useful_row, self.waits_label, self.waits,
                  self.discards_label):
            lay.addWidget(w)
        lay.addWidget(self.discards, 1)
        return self.results_box

    def _connect(self) -> None:
        e = self.entry
        for code, b in e.palette.items():
            b.clicked.connect(lambda _c=False, code=code: self.card_clicked(code))
        e.mode_group.idClicked.connect(lambda _i: e.update_mode_help(self.calc.rules.joys.enabled))
        e.joys_spin.valueChanged.connect(self._joys_changed)
        e.clear_player.clicked.connect(lambda: self._edit(self.calc.clear_all))
        e.hand_row.clicked.connect(lambda pos: self._edit(self.calc.remove_hand_card, SEAT, pos))
        e.melds_row.clicked.connect(lambda pos: self._edit(self.calc.remove_meld_card, SEAT, pos))
        self.flip_row.clicked.connect(lambda pos: self._edit(self.calc.remove_flip, pos))
        self.rules_combo.currentIndexChanged.connect(self._rules_changed)

    # --- texts and looks ----------------------------------------------------------------------------
    def retranslate(self) -> None:
        self.setWindowTitle(translate("AnalyseWindow", "牌理"))
        self.entry.retranslate()
        self.entry.update_mode_help(self.calc.rules.joys.enabled)
        self.entry.clear_player.setText(translate("AnalyseWindow", "全部清空"))
        self.rules_label.setText(translate("AnalyseWindow", "玩法"))
        self.flips_label.setText(translate("AnalyseWindow", "翻的将"))
        self.results_box.setTitle(translate("AnalyseWindow", "这手牌怎么样"))
        self.useful_label.setText(translate("AnalyseWindow", "有用的牌（摸到就更近听牌）"))
        self.waits_label.setText(translate("AnalyseWindow", "听的牌"))
        self.waits.setHorizontalHeaderLabels([
            translate("AnalyseWindow", "牌"), translate("AnalyseWindow", "还有几张"),
            translate("AnalyseWindow", "自摸胡"), translate("AnalyseWindow", "点炮胡")])
        self.discards_label.setText(translate("AnalyseWindow", "打哪一张（高手估计，好的在前）"))
        self.discards.setHorizontalHeaderLabels([translate("AnalyseWindow", "打"), translate("AnalyseWindow", "期望胡"),
                                                 translate("AnalyseWindow", "打了之后"),
                                                 translate("AnalyseWindow", "有用牌张数")])
        self.recompute()

    def on_style_changed(self) -> None:
        self.entry.paint_palette()
        self.recompute()

    # --- entering -----------------------------------------------------------------------------------
    def card_clicked(self, code: str) -> None:
        self.calc.add(SEAT, self.entry.mode(), code)
        self.recompute()

    def _edit(self, change, *args) -> None:
        change(*args)
        self.recompute()

    def _joys_changed(self, value: int) -> None:
        self.calc.players[SEAT].joys = value
        self.recompute()

    def _rules_changed(self, i: int) -> None:
        self.calc.set_rules(self.choices[max(0, i)].ruleset)
        self.entry.joys_spin.setEnabled(self.calc.rules.joys.enabled)
        self.entry.update_mode_help(self.calc.rules.joys.enabled)
        self.recompute()

    # --- the analysis -------------------------------------------------------------------------------
    def recompute(self) -> None:
        calc = self.calc
        p = calc.players[SEAT]
        melds = [([c] * calc.meld_size(f, c), self.entry.meld_caption(f)) for f, c in p.melds]
        self.entry.show_player(translate("AnalyseWindow", "你的牌"), melds, calc.hand_display(SEAT), False)
        self.flip_row.set_cards([(list(calc.flips), None)] if calc.flips else [])
        self.result, self.problem = None, ""
        if calc.flips_missing():
            self.problem = translate("AnalyseWindow", "先点“翻的将”，再点翻出来的牌")
        elif p.hand:
            try:
                self.result = analyse(calc.request(SEAT))
            except (RequestError, AnalyseError) as exc:
                self.problem = render(exc.msg, self.ctx.lang)
            except (CardError, RuleError) as exc:
                self.problem = str(exc)
        self._show()

    def _show(self) -> None:
        r = self.result
        self.words.setStyleSheet(f"color: {RED};" if self.problem else "")
        self.words.setText(self.problem or (render(r.words, self.ctx.lang) if r else
                                            translate("AnalyseWindow", "点左边的牌，把手牌加进来")))
        useful = r.useful if r else ()
        self.useful_row.set_cards([([d.card for d in useful], None)] if useful else [])
        live = sum(d.live for d in useful)
        self.useful_label.setText(translate("AnalyseWindow", "有用的牌：%1 种，还有 %2 张").replace(
            "%1", str(len(useful))).replace("%2", str(live)) if useful else
            translate("AnalyseWindow", "有用的牌（摸到就更近听牌）"))
        self._fill(self.waits, [(self.ctx.card_name(w.kind_code), str(w.live), str(w.self_drawn_hu), str(w.discard_hu))
                                for w in (r.waits if r else ())])
        rows = []
        for d in (r.discards if r else ()):
            after = render(distance_words(d.distance), self.ctx.lang)
            if d.waits:
                after += translate("AnalyseWindow", "，听 %1").replace(
                    "%1", "、".join(self.ctx.card_name(w.kind_code) for w in d.waits))
            rows.append((self.ctx.card_name(d.card), f"{d.expected_hu:.1f}", after, str(d.useful_live)))
        self._fill(self.discards, rows)
        self.discards.setVisible(bool(rows))
        self.discards_label.setVisible(bool(rows))
        self.waits.setVisible(bool(r and r.waits))
        self.waits_label.setVisible(bool(r and r.waits))

    @staticmethod
    def _fill(table, rows: list[tuple[str, ...]]) -> None:
        table.setRowCount(len(rows))
        for i, row in enumerate(rows):
            for j, text in enumerate(row):
                item = QTableWidgetItem(text)
                if j:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                table.setItem(i, j, item)
        table.resizeColumnsToContents()
