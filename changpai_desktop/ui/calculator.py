"""算胡器: score a hand from a real table by clicking cards.

Choose the preset or a saved house-rule set, click the flipped 将, then for each of the three players build the
melds (碰, 明杠, 暗杠, 撂龙), the declared dragons (叫龙) and the concealed hand by clicking the card palette,
mark the winning card (胡的牌) and whether it was self-drawn. The total and the engine's itemised explanation
update at once; a hand that cannot be right says what is wrong (the engine's own message). With all three
players entered, the settlement between them is shown (RULES.md §6).

The calculator builds the same request the command line scores (``engine.score_request``), so its totals are the
engine's.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QColor, QIcon, QPainter, QPixmap
from PySide6.QtWidgets import (QAbstractItemView, QButtonGroup, QCheckBox, QComboBox, QGridLayout,
                               QGroupBox, QHBoxLayout, QHeaderView, QLabel, QPushButton, QRadioButton,
                               QSpinBox, QTableWidget, QTableWidgetItem,
                               QToolButton, QVBoxLayout, QWidget)

from ..engine.cards import CARD_INFO, INDEX, JOYS, KINDS, CardError, sorted_cards
from ..engine.hant import localized
from ..engine.rules import PRESET_IDS, RuleError, RuleSet
from ..engine.score_request import RequestError, parse_request
from ..engine.scoring import ScoringError, meld_is_set, score
from ..engine import arrange
from ..engine.settlement import settle_hand
from .card_faces import card_pixmap
from .learn_menu import LearnWindow, context, heading_font

MODES = ("hand", "win", "peng", "minggang", "angang", "long", "declared", "flip")
PALETTE_ROWS = (
    ("1w", "2w", "3w", "4w", "5w", "6w", "7w", "8w", "9w", "hh"),
    ("1t", "2t", "3t", "4t", "5t", "6t", "7t", "8t", "9t", "qz"),
    ("1b", "2b", "3b", "4b", "5b", "6b", "7b", "8b", "9b", "bh"),
)
SEATS = 3


@dataclass
class PlayerEntry:
    hand: list[str] = field(default_factory=list)
    melds: list[tuple[str, str]] = field(default_factory=list)   # (form, code)
    declared: list[str] = field(default_factory=list)
    win_card: str | None = None
    joys: int = 0
    no_pair: bool = False     # 穷狠 300 (house rule): dealt no two cards alike

    def clear(self) -> None:
        self.hand.clear()
        self.melds.clear()
        self.declared.clear()
        self.win_card = None
        self.joys = 0
        self.no_pair = False


def ruleset_choices() -> list[tuple[str, RuleSet]]:
    """(label, rule set) for the presets, then every saved house-rule set."""
    lang = context().lang
    out = [(RuleSet.preset(p).display_name(lang), RuleSet.preset(p)) for p in PRESET_IDS]
    try:
        from ..storage.rulesets import list_rulesets

        out += [(name, rs) for name, rs in list_rulesets()]
    except Exception:  # noqa: BLE001 - a broken config dir must not stop the calculator
        pass
    return out


def compact_cards(codes: str, lang: str) -> str:
    """"5w5w5w" → "五万×3"; several kinds joined with spaces."""
    if not codes:
        return ""
    try:
        parts = [codes[i:i + 2] for i in range(0, len(codes), 2)]
        counts = Counter(parts)
        out = []
        for code in dict.fromkeys(parts):
            name = CARD_INFO[code].name(lang)
            out.append(f"{name}×{counts[code]}" if counts[code] > 1 else name)
        return " ".join(out)
    except KeyError:
        return codes


def item_text(item: dict, lang: str) -> str:
    return localized(item["zh"], item["en"], lang)


class CardRow(QWidget):
    """A row of small faces; clicking one emits its position (the calculator removes that card)."""

    clicked = Signal(int)

    def __init__(self, width: int = 30, parent=None):
        super().__init__(parent)
        self.card_w = width
        self.layout_ = QHBoxLayout(self)
        self.layout_.setContentsMargins(0, 0, 0, 0)
        self.layout_.setSpacing(2)
        self.layout_.addStretch(1)
        self.buttons: list[QToolButton] = []
        self.setMinimumHeight(round(width * 3.4) + 8)

    def set_cards(self, groups: list[tuple[list[str], str | None]], highlight: set[int] | None = None) -> None:
        """``groups``: (codes, caption) — a gap between groups; ``highlight``: flat positions to ring in red."""
        for b in self.buttons:
            b.deleteLater()
        self.buttons = []
        while self.layout_.count():
            self.layout_.takeAt(0)
        ctx = context()
        dpr = self.devicePixelRatioF()
        pos = 0
        for gi, (codes, caption) in enumerate(groups):
            if gi:
                self.layout_.addSpacing(10)
            for code in codes:
                btn = QToolButton()
                btn.setObjectName(f"row-{code}")
                btn.setAutoRaise(True)
                pix = card_pixmap(code, ctx.face_mode, self.card_w, dpr, ctx.index_labels)
                if highlight and pos in highlight:
                    pix = _ringed(pix)
                btn.setIcon(QIcon(pix))
                btn.setIconSize(QSize(self.card_w, round(self.card_w * 3.4)))
                tip = CARD_INFO[code].accessible_name(ctx.lang)
                btn.setToolTip(f"{tip}{(' · ' + caption) if caption else ''}")
                btn.setAccessibleName(tip)
                btn.setStyleSheet("QToolButton { padding: 0px; border: none; }")
                p = pos
                btn.clicked.connect(lambda _c=False, p=p: self.clicked.emit(p))
                self.layout_.addWidget(btn)
                self.buttons.append(btn)
                pos += 1
        self.layout_.addStretch(1)


def _ringed(pix: QPixmap) -> QPixmap:
    out = QPixmap(pix)
    p = QPainter(out)
    pen = p.pen()
    pen.setColor(QColor("#d4161d"))
    pen.setWidthF(3.0)
    p.setPen(pen)
    r = out.rect().adjusted(1, 1, -2, -2)
    dpr = out.devicePixelRatioF()
    p.drawRect(r.x() / dpr, r.y() / dpr, r.width() / dpr, r.height() / dpr)
    p.end()
    return out


class CalculatorWindow(LearnWindow):
    changed = Signal()

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("calculator-window")
        self.resize(1360, 900)
        self.players = [PlayerEntry() for _ in range(SEATS)]
        self.flips: list[str] = []
        self.current = 0
        self.results: list[dict | None] = [None] * SEATS
        self.rulesets: list[tuple[str, RuleSet]] = []

        root = QVBoxLayout(self)
        # --- rule set and flips -------------------------------------------------------------------
        top = QHBoxLayout()
        self.rules_label = QLabel()
        self.rules_combo = QComboBox()
        self.rules_combo.setObjectName("calc-ruleset")
        self.rules_combo.setMinimumWidth(220)
        self.flip_label = QLabel()
        self.flip_row = CardRow(22)
        self.flip_row.setObjectName("calc-flips")
        self.flip_hint = QLabel()
        self.flip_hint.setStyleSheet("color: #7a5a3a;")
        self.flip_hint.setWordWrap(True)
        top.addWidget(self.rules_label)
        top.addWidget(self.rules_combo)
        top.addSpacing(18)
        top.addWidget(self.flip_label)
        top.addWidget(self.flip_row)
        top.addWidget(self.flip_hint, 1)
        root.addLayout(top)

        # --- players ------------------------------------------------------------------------------
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
        root.addLayout(who)

        body = QHBoxLayout()
        left = QVBoxLayout()
        # --- palette ------------------------------------------------------------------------------
        self.palette_box = QGroupBox()
        pal = QVBoxLayout(self.palette_box)
        modes = QHBoxLayout()
        self.mode_group = QButtonGroup(self)
        self.mode_buttons: dict[str, QRadioButton] = {}
        for i, m in enumerate(MODES):
            rb = QRadioButton()
            rb.setObjectName(f"mode-{m}")
            self.mode_group.addButton(rb, i)
            self.mode_buttons[m] = rb
            modes.addWidget(rb)
        self.mode_buttons["hand"].setChecked(True)
        modes.addStretch(1)
        pal.addLayout(modes)
        grid = QGridLayout()
        grid.setSpacing(3)
        self.palette: dict[str, QToolButton] = {}
        for r, row in enumerate(PALETTE_ROWS + (JOYS,)):
            for c, code in enumerate(row):
                b = QToolButton()
                b.setObjectName(f"card-{code}")
                b.setAutoRaise(True)
                b.setIconSize(QSize(34, round(34 * 3.4)))
                b.setStyleSheet("QToolButton { padding: 1px; }")
                b.clicked.connect(lambda _c=False, code=code: self.card_clicked(code))
                grid.addWidget(b, r, c + (1 if code in ("hh", "qz", "bh") else 0))
                self.palette[code] = b
        grid.setColumnMinimumWidth(9, 10)
        pal.addLayout(grid)
        self.mode_help = QLabel()
        self.mode_help.setWordWrap(True)
        self.mode_help.setStyleSheet("color: #7a5a3a;")
        pal.addWidget(self.mode_help)
        left.addWidget(self.palette_box)

        # --- the current player's cards ------------------------------------------------------------
        self.player_box = QGroupBox()
        pb = QVBoxLayout(self.player_box)
        self.melds_caption = QLabel()
        self.melds_row = CardRow(26)
        self.melds_row.setObjectName("calc-melds")
        self.hand_caption = QLabel()
        self.hand_row = CardRow(26)
        self.hand_row.setObjectName("calc-hand")
        for w in (self.melds_caption, self.melds_row, self.hand_caption, self.hand_row):
            pb.addWidget(w)
        tools = QHBoxLayout()
        self.joys_label = QLabel()
        self.joys_spin = QSpinBox()
        self.joys_spin.setObjectName("calc-joys")
        self.joys_spin.setRange(0, 5)
        self.clear_player = QPushButton()
        self.clear_player.setObjectName("calc-clear")
        self.clear_all = QPushButton()
        self.clear_all.setObjectName("calc-clear-all")
        self.flag_boxes: dict[str, QCheckBox] = {}
        tools.addWidget(self.joys_label)
        tools.addWidget(self.joys_spin)
        for flag in ("dealer_first", "last_card", "first_discard", "ready_declared", "after_gang"):
            cb = QCheckBox()
            cb.setObjectName(f"flag-{flag}")
            self.flag_boxes[flag] = cb
            tools.addWidget(cb)
            cb.toggled.connect(lambda _v: self.recompute())
        self.poor_box = QCheckBox()
        self.poor_box.setObjectName("calc-no-pair")
        self.poor_box.toggled.connect(self._no_pair_changed)
        tools.addWidget(self.poor_box)
        tools.addStretch(1)
        tools.addWidget(self.clear_player)
        tools.addWidget(self.clear_all)
        pb.addLayout(tools)
        left.addWidget(self.player_box)
        body.addLayout(left, 3)

        # --- results ------------------------------------------------------------------------------
        right = QVBoxLayout()
        self.total_label = QLabel()
        self.total_label.setObjectName("calc-total")
        self.total_label.setFont(heading_font(self, 2.0))
        self.total_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.status_label = QLabel()
        self.status_label.setObjectName("calc-status")
        self.status_label.setWordWrap(True)
        self.status_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.items_table = QTableWidget(0, 3)
        self.items_table.setObjectName("calc-items")
        self.items_table.verticalHeader().setVisible(False)
        self.items_table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.items_table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.items_table.setWordWrap(True)
        hh = self.items_table.horizontalHeader()
        hh.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        hh.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        hh.setSectionResizeMode(2, QHeaderView.ResizeMode.ResizeToContents)
        self.settle_box = QGroupBox()
        sb = QVBoxLayout(self.settle_box)
        self.settle_table = QTableWidget(SEATS, 3)
        self.settle_table.setObjectName("calc-settlement")
        self.settle_table.verticalHeader().setVisible(False)
        self.settle_table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.settle_table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.settle_table.verticalHeader().setDefaultSectionSize(30)
        self.settle_table.setFixedHeight(self.settle_table.horizontalHeader().sizeHint().height() + 3 * 30 + 4)
        self.settle_note = QLabel()
        self.settle_note.setWordWrap(True)
        self.settle_note.setStyleSheet("color: #7a5a3a;")
        feed = QHBoxLayout()
        self.feeder_label = QLabel()
        self.feeder_combo = QComboBox()
        self.feeder_combo.setObjectName("calc-feeder")
        self.feeder_combo.currentIndexChanged.connect(lambda _i: self.recompute())
        feed.addWidget(self.feeder_label)
        feed.addWidget(self.feeder_combo)
        feed.addStretch(1)
        self.feeder_row = QWidget()
        self.feeder_row.setLayout(feed)
        feed.setContentsMargins(0, 0, 0, 0)
        sb.addWidget(self.feeder_row)
        sb.addWidget(self.settle_table)
        sb.addWidget(self.settle_note)
        right.addWidget(self.total_label)
        right.addWidget(self.status_label)
        right.addWidget(self.items_table, 1)
        right.addWidget(self.settle_box)
        body.addLayout(right, 2)
        root.addLayout(body, 1)

        # --- signals ------------------------------------------------------------------------------
        self.rules_combo.currentIndexChanged.connect(lambda _i: self._rules_changed())
        self.player_group.idClicked.connect(self.select_player)
        self.winner_combo.currentIndexChanged.connect(lambda _i: self.recompute())
        self.self_drawn.toggled.connect(lambda _v: self.recompute())
        self.mode_group.idClicked.connect(lambda _i: self._update_mode_help())
        self.joys_spin.valueChanged.connect(self._joys_changed)
        self.clear_player.clicked.connect(self._clear_player)
        self.clear_all.clicked.connect(self._clear_all)
        self.hand_row.clicked.connect(self._remove_hand_card)
        self.melds_row.clicked.connect(self._remove_meld_card)
        self.flip_row.clicked.connect(self._remove_flip)

        self.reload_rulesets()
        self.retranslate()
        self.on_style_changed()

    # ------------------------------------------------------------------------------------------------
    # texts and looks

    def seat_name(self, i: int) -> str:
        return (self.tr("甲"), self.tr("乙"), self.tr("丙"))[i]

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("算胡器"))
        self.rules_label.setText(self.tr("玩法"))
        self.flip_label.setText(self.tr("翻的将"))
        for i, b in enumerate(self.player_buttons):
            b.setText(self.tr("玩家%1").replace("%1", self.seat_name(i)))
        self.winner_label.setText(self.tr("谁胡了"))
        idx = self.winner_combo.currentIndex()
        self.winner_combo.blockSignals(True)
        self.winner_combo.clear()
        for i in range(SEATS):
            self.winner_combo.addItem(self.tr("玩家%1").replace("%1", self.seat_name(i)))
        self.winner_combo.addItem(self.tr("没人胡（荒牌）"))
        self.winner_combo.setCurrentIndex(max(0, idx))
        self.winner_combo.blockSignals(False)
        self.self_drawn.setText(self.tr("自摸"))
        self.self_drawn.setToolTip(self.tr("不勾：胡别人打出的牌（点炮）"))
        labels = {"hand": self.tr("手牌"), "win": self.tr("胡的牌"), "peng": self.tr("碰"),
                  "minggang": self.tr("明杠"), "angang": self.tr("暗杠"), "long": self.tr("撂龙"),
                  "declared": self.tr("叫龙"), "flip": self.tr("翻的将")}
        for m, rb in self.mode_buttons.items():
            rb.setText(labels[m])
        self.palette_box.setTitle(self.tr("点牌：选好“加为”，再点下面的牌"))
        self.melds_caption.setText(self.tr("亮出的牌（碰、杠、撂龙）——点一张就拿掉那一副"))
        self.hand_caption.setText(self.tr("手里的牌（胡的牌有红框）——点一张就拿掉它"))
        self.joys_label.setText(self.tr("喜"))
        flag_texts = {"dealer_first": (self.tr("天成"), self.tr("庄家起手二十三张就胡")),
                      "last_card": (self.tr("海底"), self.tr("摸最后一张牌自摸")),
                      "first_discard": (self.tr("地胡"), self.tr("胡庄家打出的第一张牌")),
                      "ready_declared": (self.tr("报听"), self.tr("报听（折庄）后胡牌")),
                      "after_gang": (self.tr("杠开"), self.tr("杠后补牌自摸"))}
        for flag, (text, tip) in flag_texts.items():
            self.flag_boxes[flag].setText(text)
            self.flag_boxes[flag].setToolTip(tip)
        self.clear_player.setText(self.tr("清空这一家"))
        self.clear_all.setText(self.tr("全部清空"))
        self.settle_box.setTitle(self.tr("三家出分"))
        self.feeder_label.setText(self.tr("谁点的炮（包张）"))
        fi = self.feeder_combo.currentIndex()
        self.feeder_combo.blockSignals(True)
        self.feeder_combo.clear()
        self.feeder_combo.addItem(self.tr("不算包张"))
        for i in range(SEATS):
            self.feeder_combo.addItem(self.tr("玩家%1").replace("%1", self.seat_name(i)))
        self.feeder_combo.setCurrentIndex(max(0, fi))
        self.feeder_combo.blockSignals(False)
        self.poor_box.setText(self.tr("起手没有一对（穷狠 300）"))
        self.poor_box.setToolTip(self.tr("这一家起手的牌没有两张一样的：这一局算 300 胡"))
        self.settle_table.setHorizontalHeaderLabels([self.tr("玩家"), self.tr("胡数"), self.tr("输赢")])
        self.items_table.setHorizontalHeaderLabels([self.tr("项目"), self.tr("牌"), self.tr("胡")])
        self._refresh_rules_labels()
        self._update_mode_help()
        self.recompute()

    def _refresh_rules_labels(self) -> None:
        lang = context().lang
        for i, (label, rs) in enumerate(self.rulesets):
            text = rs.display_name(lang) if not rs.name else label
            if rs.name:
                text = self.tr("家规：%1").replace("%1", rs.name)
            self.rules_combo.setItemText(i, text)

    def on_style_changed(self) -> None:
        ctx = context()
        dpr = self.devicePixelRatioF()
        for code, b in self.palette.items():
            b.setIcon(QIcon(card_pixmap(code, ctx.face_mode, 34, dpr, ctx.index_labels)))
            b.setToolTip(CARD_INFO[code].accessible_name(ctx.lang))
        self._refresh_rows()

    def _update_mode_help(self) -> None:
        m = self.mode()
        helps = {"hand": self.tr("点一张牌，加进这一家的手牌。"),
                 "win": self.tr("点最后胡的那张牌：它加进手牌，并标成胡的牌。"),
                 "peng": self.tr("点一张牌，亮出这种牌的碰（三张）。"),
                 "minggang": self.tr("点一张牌，亮出这种牌的明杠（四张）。"),
                 "angang": self.tr("点一张牌，亮出这种牌的暗杠（四张）。"),
                 "long": self.tr("点一张牌，亮出这种牌撂下的龙（剩下的全部张数）。"),
                 "declared": self.tr("点一张牌：叫龙，剩下的全部张数留在手里。"),
                 "flip": self.tr("点翻出来的将牌；再点就换掉最早的一张。")}
        self.mode_help.setText(helps[m])
        for code in JOYS:
            self.palette[code].setVisible(self.ruleset().joys_enabled and m == "flip")

    # ------------------------------------------------------------------------------------------------
    # state changes

    def reload_rulesets(self) -> None:
        current = self.rules_combo.currentIndex()
        self.rulesets = ruleset_choices()
        self.rules_combo.blockSignals(True)
        self.rules_combo.clear()
        for label, _rs in self.rulesets:
            self.rules_combo.addItem(label)
        self.rules_combo.setCurrentIndex(min(max(0, current), len(self.rulesets) - 1))
        self.rules_combo.blockSignals(False)
        self._refresh_rules_labels()
        self._rules_changed()

    def ruleset(self) -> RuleSet:
        i = self.rules_combo.currentIndex()
        return self.rulesets[i][1] if 0 <= i < len(self.rulesets) else RuleSet.preset(PRESET_IDS[0])

    def select_ruleset(self, preset_or_name: str) -> None:
        for i, (label, rs) in enumerate(self.rulesets):
            if (rs.name or rs.preset_id) == preset_or_name or label == preset_or_name:
                self.rules_combo.setCurrentIndex(i)
                return
        raise KeyError(preset_or_name)

    def _rules_changed(self) -> None:
        rs = self.ruleset()
        plain = [c for c in self.flips if c not in JOYS]
        if len(plain) > rs.flips:
            self.flips = plain[-rs.flips:]
        if not rs.joys_enabled:
            self.flips = [c for c in self.flips if c not in JOYS]
        self.joys_spin.setEnabled(rs.joys_enabled)
        for flag, key in (("last_card", "haidi"), ("first_discard", "dihu"), ("ready_declared", "baoting")):
            on = bool(rs.multiplier(key).get("on"))
            self.flag_boxes[flag].setVisible(on)
            if not on:
                self.flag_boxes[flag].setChecked(False)
        self.poor_box.setVisible(bool(rs.data["settlement"]["qionghen_300"]))
        gk = rs.data["extras"]["gang_kai"] > 0
        self.flag_boxes["after_gang"].setVisible(gk)
        if not gk:
            self.flag_boxes["after_gang"].setChecked(False)
        self._update_mode_help()
        self.recompute()

    def mode(self) -> str:
        return MODES[max(0, self.mode_group.checkedId())]

    def set_mode(self, mode: str) -> None:
        self.mode_buttons[mode].setChecked(True)
        self._update_mode_help()

    def select_player(self, i: int) -> None:
        self.current = i
        self.player_buttons[i].setChecked(True)
        self.joys_spin.blockSignals(True)
        self.joys_spin.setValue(self.players[i].joys)
        self.joys_spin.blockSignals(False)
        self.poor_box.blockSignals(True)
        self.poor_box.setChecked(self.players[i].no_pair)
        self.poor_box.blockSignals(False)
        self.recompute()

    def winner(self) -> int | None:
        i = self.winner_combo.currentIndex()
        return i if 0 <= i < SEATS else None

    def card_clicked(self, code: str) -> None:
        m = self.mode()
        p = self.players[self.current]
        rs = self.ruleset()
        if m == "flip":
            reflip = rs.data["joys"]["flip"] == "reflip"
            if code in JOYS and (not rs.joys_enabled or code in self.flips):
                return
            self.flips.append(code)

            def slots() -> list[int]:
                return [i for i, c in enumerate(self.flips) if not (reflip and c in JOYS)]

            while len(slots()) > rs.flips:
                del self.flips[slots()[0]]
        elif code in JOYS:
            return
        elif m == "hand":
            p.hand.append(code)
        elif m == "win":
            p.hand.append(code)
            p.win_card = code
            w = self.winner()
            if w != self.current:
                self.winner_combo.setCurrentIndex(self.current)
        elif m in ("peng", "minggang", "angang", "long"):
            p.melds.append((m, code))
        elif m == "declared":
            remaining = 4 - self.flips.count(code)
            if code not in p.declared:
                p.declared.append(code)
                have = p.hand.count(code)
                p.hand.extend([code] * max(0, remaining - have))
        self.recompute()

    def _remove_hand_card(self, pos: int) -> None:
        p = self.players[self.current]
        cards = self._hand_display(p)
        if not 0 <= pos < len(cards):
            return
        code = cards[pos]
        p.hand.remove(code)
        if p.win_card == code and code not in p.hand:
            p.win_card = None
        if code in p.declared and p.hand.count(code) < 4 - self.flips.count(code):
            p.declared.remove(code)
        self.recompute()

    def _remove_meld_card(self, pos: int) -> None:
        p = self.players[self.current]
        i = 0
        for mi, (form, code) in enumerate(p.melds):
            n = self._meld_size(form, code)
            if pos < i + n:
                del p.melds[mi]
                break
            i += n
        self.recompute()

    def _remove_flip(self, pos: int) -> None:
        if 0 <= pos < len(self.flips):
            del self.flips[pos]
        self.recompute()

    def _joys_changed(self, value: int) -> None:
        self.players[self.current].joys = value
        self.recompute()

    def _clear_player(self) -> None:
        self.players[self.current].clear()
        self.joys_spin.setValue(0)
        self.poor_box.setChecked(False)
        self.recompute()

    def _clear_all(self) -> None:
        for p in self.players:
            p.clear()
        self.flips = []
        self.joys_spin.setValue(0)
        self.self_drawn.setChecked(False)
        self.poor_box.setChecked(False)
        self.feeder_combo.setCurrentIndex(0)
        for cb in self.flag_boxes.values():
            cb.setChecked(False)
        self.recompute()

    # ------------------------------------------------------------------------------------------------
    # scoring

    def _meld_size(self, form: str, code: str) -> int:
        if form == "peng":
            return 3
        if form in ("minggang", "angang"):
            return 4
        return 4 - self.flips.count(code)

    def _hand_display(self, p: PlayerEntry) -> list[str]:
        cards = sorted_cards(p.hand)
        if p.win_card in cards:  # the winning card at the end, ringed
            cards.remove(p.win_card)
            cards.append(p.win_card)
        return cards

    def request(self, i: int) -> dict:
        """The score request (``engine.score_request`` format) for player ``i``."""
        p = self.players[i]
        rs = self.ruleset()
        req = {"preset": rs.preset_id, "overrides": dict(rs.overrides), "flips": list(self.flips),
               "melds": [f"{f}:{c}" for f, c in p.melds], "declared": list(p.declared),
               "hand": "".join(p.hand), "joys": p.joys}
        if self.winner() == i:
            win = {"card": p.win_card, "by": "self" if self.self_drawn.isChecked() else "discard"}
            for flag, cb in self.flag_boxes.items():
                if cb.isChecked() and cb.isVisibleTo(self):
                    win[flag] = True
            if win.get("dealer_first"):
                win["by"] = "self"
            req["win"] = win
        return req

    def _melded_sets(self, i: int) -> int:
        """How many of player i's melds are sets (a two-card 撂龙 is not)."""
        rs = self.ruleset()
        try:
            levels = rs.levels_for(self.flips)
        except (CardError, RuleError):
            levels = rs.levels_for([])
        from ..engine.scoring import Meld

        return sum(1 for f, c in self.players[i].melds if meld_is_set(Meld(f, INDEX[c]), levels))

    def _expected(self, i: int) -> tuple[int, int]:
        """(cards held, cards expected) for player i, from its melds."""
        expected = (23 if self.winner() == i else 22) - 3 * self._melded_sets(i)
        return len(self.players[i].hand), expected

    def _score_one(self, i: int) -> dict:
        """{"state": "empty"|"short"|"error"|"ok", "message", "score"} for player i."""
        p = self.players[i]
        rs = self.ruleset()
        plain_flips = [c for c in self.flips if c not in JOYS]
        if not p.hand and not p.melds:
            return {"state": "empty", "message": self.tr("还没有牌：点上面的牌加进来。")}
        if len(plain_flips) < rs.flips:
            return {"state": "short", "message": self.tr("先点“翻的将”，再点翻出来的 %1 张将牌。").replace("%1", str(rs.flips))}
        held, expected = self._expected(i)
        if self.winner() == i and p.win_card is None:
            return {"state": "short", "message": self.tr("用“胡的牌”点出最后胡的那张牌。")}
        if held < expected:
            return {"state": "short", "message": self.tr("手牌 %1 张，还差 %2 张。").replace("%1", str(held)).replace("%2", str(expected - held))}
        if held > expected:
            return {"state": "error", "message": self.tr("手牌 %1 张，多了 %2 张：有 %3 副亮出的牌时应为 %4 张。")
                    .replace("%1", str(held)).replace("%2", str(held - expected))
                    .replace("%3", str(len(p.melds))).replace("%4", str(expected))}
        try:
            rules, flips, hand = parse_request(self.request(i))
            result = score(rules, flips, hand)
        except (RequestError, CardError, RuleError, ScoringError) as exc:
            return {"state": "error", "message": self.tr("这手牌不对：%1").replace("%1", str(exc))}
        return {"state": "ok", "message": "", "score": result}

    def _cross_check(self) -> str | None:
        """Three players and the flips together cannot hold more than four of a kind."""
        used = Counter(c for c in self.flips if c not in JOYS)
        for p in self.players:
            used.update(p.hand)
            for f, c in p.melds:
                used[c] += self._meld_size(f, c)
        over = [c for c in KINDS if used[c] > 4]
        if over:
            lang = context().lang
            names = "、".join(CARD_INFO[c].name(lang) for c in over)
            return self.tr("三家和翻的将加起来，%1 超过了四张。").replace("%1", names)
        return None

    def recompute(self) -> None:
        self.results = [self._score_one(i) for i in range(SEATS)]
        self._refresh_rows()
        self._show_current()
        self._show_settlement()
        self.changed.emit()

    def total(self, i: int) -> int | None:
        r = self.results[i]
        return r["score"].total if r and r["state"] == "ok" else None

    def _refresh_rows(self) -> None:
        p = self.players[self.current]
        self.flip_row.set_cards([(list(self.flips), None)])
        rs = self.ruleset()
        need = rs.flips - len([c for c in self.flips if c not in JOYS])
        self.flip_hint.setText(self.tr("还要点 %1 张").replace("%1", str(need)) if need > 0 else "")
        forms = {"peng": self.tr("碰"), "minggang": self.tr("明杠"), "angang": self.tr("暗杠"), "long": self.tr("撂龙")}
        self.melds_row.set_cards([([c] * self._meld_size(f, c), forms[f]) for f, c in p.melds])
        cards = self._hand_display(p)
        ring = {len(cards) - 1} if p.win_card in cards else set()
        self.hand_row.set_cards([(cards, None)], ring)
        held, expected = self._expected(self.current)
        decl = ""
        if p.declared:
            lang = context().lang
            decl = " · " + self.tr("叫龙：%1").replace("%1", "、".join(CARD_INFO[c].name(lang) for c in p.declared))
        self.player_box.setTitle(self.tr("玩家%1：手牌 %2 / %3 张").replace("%1", self.seat_name(self.current))
                                 .replace("%2", str(held)).replace("%3", str(expected)) + decl)

    def _show_current(self) -> None:
        i = self.current
        r = self.results[i]
        lang = context().lang
        self.items_table.setRowCount(0)
        cross = self._cross_check()
        if r["state"] != "ok":
            self.total_label.setText("—")
            color = "#b3232a" if r["state"] == "error" else "#7a5a3a"
            self.status_label.setStyleSheet(f"color: {color};")
            self.status_label.setText(r["message"])
            if cross:
                self.status_label.setStyleSheet("color: #b3232a;")
                self.status_label.setText(cross)
            return
        sc = r["score"]
        from ..engine.scoring import TYPE_EN, TYPE_ZH

        self.total_label.setText(self.tr("%1 胡").replace("%1", str(sc.total)))
        if sc.type:
            kind = TYPE_ZH[sc.type] if lang.startswith("zh") else TYPE_EN[sc.type]
            status = self.tr("玩家%1 胡牌：%2").replace("%1", self.seat_name(i)).replace("%2", kind)
        else:
            status = self.tr("玩家%1 没胡：底胡（含喜）").replace("%1", self.seat_name(i))
        self.status_label.setStyleSheet("color: #b3232a;" if cross else "color: #1d1a16;")
        self.status_label.setText(cross or status)
        for item in sc.items:
            d = item.to_dict()
            row = self.items_table.rowCount()
            self.items_table.insertRow(row)
            text = QTableWidgetItem(item_text(d, lang))
            text.setToolTip(d.get("rule", ""))
            cards = QTableWidgetItem(compact_cards(d.get("cards", ""), lang))
            amount = f"×{d['factor']}" if "factor" in d else (f"{d['hu']:+d}" if "hu" in d else "")
            num = QTableWidgetItem(amount)
            num.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            for col, it in enumerate((text, cards, num)):
                self.items_table.setItem(row, col, it)
        self.items_table.resizeRowsToContents()

    def _no_pair_changed(self, on: bool) -> None:
        self.players[self.current].no_pair = on
        self.recompute()

    def feeder(self) -> int | None:
        """The player who discarded the winning card, when 包张 applies to this entry."""
        i = self.feeder_combo.currentIndex() - 1
        return i if 0 <= i < SEATS else None

    def _is_ready(self, i: int) -> bool:
        """Whether player ``i``'s entered concealed cards wait on a card (向听 0)."""
        c = [0] * len(KINDS)
        for code in self.players[i].hand:
            if code in INDEX and INDEX[code] < len(c):
                c[INDEX[code]] += 1
        return arrange.xiangting(c, 7 - self._melded_sets(i)) <= 0

    def _house_settlement(self, totals: list[int]) -> tuple[list[int], list[int], str]:
        """Totals and nets with the house rules 穷狠 300 and 包张 of the chosen rule set, and a note."""
        options = self.ruleset().data["settlement"]
        w, f = self.winner(), self.feeder()
        if self.self_drawn.isChecked() or w is None:
            f = None
        st = settle_hand(options, totals, winner=w, discarder=f, discarder_ready=lambda: self._is_ready(f),
                         no_pair=[i for i, p in enumerate(self.players) if p.no_pair])
        notes = [self.tr("穷狠 300：玩家%1 起手没有一对，算 300 胡").replace("%1", self.seat_name(i))
                 for i in st.raised_to_300]
        if st.baozhang:
            by, third, amount = st.baozhang
            notes.append(self.tr("包张：玩家%1 没听牌点炮，替玩家%2 付给玩家%3 %4 胡")
                         .replace("%1", self.seat_name(by)).replace("%2", self.seat_name(third))
                         .replace("%3", self.seat_name(w)).replace("%4", str(amount)))
        elif options["baozhang"] and f is not None and f != w and self._is_ready(f):
            notes.append(self.tr("玩家%1 点炮时已经听牌，不包张").replace("%1", self.seat_name(f)))
        return st.totals, st.nets, "；".join(notes)

    def _show_settlement(self) -> None:
        rs = self.ruleset()
        self.feeder_row.setVisible(bool(rs.data["settlement"]["baozhang"]) and self.winner() is not None
                                   and not self.self_drawn.isChecked())
        totals = [self.total(i) for i in range(SEATS)]
        ready = all(t is not None for t in totals) and not self._cross_check()
        house = ""
        if ready:
            totals, nets, house = self._house_settlement(totals)
        else:
            nets = [None] * SEATS
        for i in range(SEATS):
            cells = (self.tr("玩家%1").replace("%1", self.seat_name(i)) + (self.tr("（胡）") if self.winner() == i else ""),
                     "—" if totals[i] is None else str(totals[i]),
                     "—" if nets[i] is None else f"{nets[i]:+d}")
            for col, text in enumerate(cells):
                it = QTableWidgetItem(text)
                it.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if col == 2 and nets[i] is not None:
                    it.setForeground(QColor("#b3232a") if nets[i] > 0 else QColor("#2f6b3a") if nets[i] < 0 else QColor("#1d1a16"))
                self.settle_table.setItem(i, col, it)
        if ready:
            self.settle_note.setText(self.tr("每两家之间按胡数之差结算：赢家的胡数减去对方的胡数。")
                                     + ("<br/>" + house if house else ""))
        else:
            self.settle_note.setText(self.tr("三家的牌都填好后，这里算出每家的输赢。"))
        self.settlement = nets if ready else None
