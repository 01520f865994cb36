"""The 算胡器's entry side: the card palette with its modes (加为 手牌, 胡的牌, 碰, …) and the current player's
cards, joys, win flags and 穷狠 box. It only shows and forwards clicks; the state is ``services.calculator``'s.
Its strings belong to the calculator window's translation context."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QSize, Signal
from PySide6.QtGui import QGuiApplication, QIcon
from PySide6.QtWidgets import (QAbstractItemView, QButtonGroup, QCheckBox, QFrame, QGridLayout, QGroupBox,
                               QHBoxLayout, QLabel, QLineEdit, QPushButton, QRadioButton, QScrollArea, QSpinBox,
                               QTableWidget, QToolButton, QVBoxLayout, QWidget)

from ...engine.cards import CARD_INFO, JOYS, OLD_GENERALS
from ...engine.scoring.request import WIN_FLAGS
from ...services.calculator import MODES
from ...services.card_entry import EntryError, clicks, parse_entry
from ..widgets.card_faces import card_pixmap
from ..context import UiContext
from .common import CARD_RATIO, CardRow

translate = QCoreApplication.translate

PALETTE_ROWS = (
    ("1w", "2w", "3w", "4w", "5w", "6w", "7w", "8w", "9w", "hh"),
    ("1t", "2t", "3t", "4t", "5t", "6t", "7t", "8t", "9t", "qz"),
    ("1b", "2b", "3b", "4b", "5b", "6b", "7b", "8b", "9b", "bh"),
)
PALETTE_W = 34
ROW_W = 26
SHORT_SCREEN_H = 900     # below this available height (1366 × 768 included) the faces are drawn smaller
SHORT_PALETTE_W = 19
SHORT_ROW_W = 17
MAX_JOYS = 5
MODE_COLUMNS = 5         # the "加为" choices in rows of this many


DEFAULT_SIZE = QSize(1360, 740)   # fits 1366 × 768 (it is fitted to the screen; the content scrolls when it must)


def short_screen() -> bool:
    """Whether the screen is too short for the full-size faces (1366 × 768 is)."""
    screen = QGuiApplication.primaryScreen()
    return screen is not None and screen.availableGeometry().height() < SHORT_SCREEN_H


def scrolled_root(window: QWidget) -> QVBoxLayout:
    """The layout for ``window``'s content, inside a scroll area: on a small screen the window still fits it and
    the content scrolls instead."""
    outer = QVBoxLayout(window)
    outer.setContentsMargins(0, 0, 0, 0)
    scroll = QScrollArea()
    scroll.setObjectName("calculatorScroll")
    scroll.setWidgetResizable(True)
    scroll.setFrameShape(QFrame.Shape.NoFrame)
    content = QWidget()
    scroll.setWidget(content)
    outer.addWidget(scroll)
    return QVBoxLayout(content)


def read_only_table(rows: int, cols: int, name: str) -> QTableWidget:
    t = QTableWidget(rows, cols)
    t.setObjectName(name)
    t.verticalHeader().setVisible(False)
    t.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    return t


def seat_name(i: int) -> str:
    return (translate("CalculatorWindow", "甲"), translate("CalculatorWindow", "乙"),
            translate("CalculatorWindow", "丙"))[i]


def player_name(i: int) -> str:
    return translate("CalculatorWindow", "玩家%1").replace("%1", seat_name(i))


class EntryPanel(QWidget):
    """The palette (mode radios, 30 cards and the 喜, a line to type cards into) above the current player's box.

    ``typed`` carries the (mode, code) clicks a typed line stands for (``services.card_entry``; the checked
    mode until a mode word changes it); a line that names no card is shown as such and not sent."""

    typed = Signal(list)

    def __init__(self, ctx: UiContext, parent=None):
        super().__init__(parent)
        self.ctx = ctx
        self.palette_w, self.row_w = (SHORT_PALETTE_W, SHORT_ROW_W) if short_screen() else (PALETTE_W, ROW_W)
        left = QVBoxLayout(self)
        left.setContentsMargins(0, 0, 0, 0)
        left.addWidget(self._build_palette())
        left.addWidget(self._build_player_box())

    def _build_palette(self) -> QGroupBox:
        self.palette_box = QGroupBox()
        pal = QVBoxLayout(self.palette_box)
        modes = QGridLayout()   # two rows: on one, English in 大字 pushed the results off a 1024 px screen
        self.mode_group = QButtonGroup(self)
        self.mode_buttons: dict[str, QRadioButton] = {}
        for i, m in enumerate(MODES):
            rb = QRadioButton()
            rb.setObjectName(f"mode-{m}")
            self.mode_group.addButton(rb, i)
            self.mode_buttons[m] = rb
            modes.addWidget(rb, i // MODE_COLUMNS, i % MODE_COLUMNS)
        self.mode_buttons["hand"].setChecked(True)
        modes.setColumnStretch(MODE_COLUMNS, 1)
        pal.addLayout(modes)
        grid = QGridLayout()
        grid.setSpacing(3)
        self.palette: dict[str, QToolButton] = {}
        for r, row in enumerate((*PALETTE_ROWS, JOYS)):
            for c, code in enumerate(row):
                b = QToolButton()
                b.setObjectName(f"card-{code}")
                b.setAutoRaise(True)
                b.setIconSize(QSize(self.palette_w, round(self.palette_w * CARD_RATIO)))
                b.setStyleSheet("QToolButton { padding: 1px; }")
                grid.addWidget(b, r, c + (1 if code in OLD_GENERALS else 0))
                self.palette[code] = b
        grid.setColumnMinimumWidth(9, 10)
        pal.addLayout(grid)
        self.mode_help = QLabel()
        self.mode_help.setWordWrap(True)
        self.mode_help.setStyleSheet("color: #7a5a3a;")
        pal.addWidget(self.mode_help)
        typing = QHBoxLayout()
        self.type_label = QLabel()
        self.type_edit = QLineEdit()
        self.type_edit.setObjectName("calc-type")
        self.type_edit.setClearButtonEnabled(True)
        self.type_edit.returnPressed.connect(self._type_entered)
        self.type_note = QLabel()
        self.type_note.setStyleSheet("color: #b3232a;")
        typing.addWidget(self.type_label)
        typing.addWidget(self.type_edit, 1)
        typing.addWidget(self.type_note)
        pal.addLayout(typing)
        return self.palette_box

    def _type_entered(self) -> None:
        try:
            entered = clicks(parse_entry(self.type_edit.text(), self.mode()))
        except EntryError as exc:
            self.type_note.setText(translate("CalculatorWindow", "看不懂“%1”").replace("%1", exc.text))
            return
        self.type_note.setText("")
        self.type_edit.clear()
        self.typed.emit(entered)

    def grey_used(self, used: set[str]) -> None:
        """Grey out the kinds of which no copy is left (the flips and every player's cards counted)."""
        for code, b in self.palette.items():
            b.setEnabled(code not in used)

    def _build_player_box(self) -> QGroupBox:
        self.player_box = QGroupBox()
        pb = QVBoxLayout(self.player_box)
        self.melds_caption = QLabel()
        self.melds_row = CardRow(self.ctx, self.row_w)
        self.melds_row.setObjectName("calc-melds")
        self.hand_caption = QLabel()
        self.hand_row = CardRow(self.ctx, self.row_w)
        self.hand_row.setObjectName("calc-hand")
        for w in (self.melds_caption, self.melds_row, self.hand_caption, self.hand_row):
            pb.addWidget(w)
        tools = QHBoxLayout()
        self.joys_label = QLabel()
        self.joys_spin = QSpinBox()
        self.joys_spin.setObjectName("calc-joys")
        self.joys_spin.setRange(0, MAX_JOYS)
        self.clear_player = QPushButton()
        self.clear_player.setObjectName("calc-clear")
        self.clear_all = QPushButton()
        self.clear_all.setObjectName("calc-clear-all")
        self.flag_boxes: dict[str, QCheckBox] = {}
        tools.addWidget(self.joys_label)
        tools.addWidget(self.joys_spin)
        for flag in WIN_FLAGS:
            cb = QCheckBox()
            cb.setObjectName(f"flag-{flag}")
            self.flag_boxes[flag] = cb
            tools.addWidget(cb)
        self.poor_box = QCheckBox()
        self.poor_box.setObjectName("calc-no-pair")
        tools.addWidget(self.poor_box)
        self.sets_only_box = QCheckBox()
        self.sets_only_box.setObjectName("calc-sets-only")
        tools.addWidget(self.sets_only_box)
        tools.addStretch(1)
        tools.addWidget(self.clear_player)
        tools.addWidget(self.clear_all)
        pb.addLayout(tools)
        return self.player_box

    def mode(self) -> str:
        return MODES[max(0, self.mode_group.checkedId())]

    def retranslate(self) -> None:
        labels = {"hand": translate("CalculatorWindow", "手牌"), "win": translate("CalculatorWindow", "胡的牌"),
                  "peng": translate("CalculatorWindow", "碰"), "minggang": translate("CalculatorWindow", "明杠"),
                  "angang": translate("CalculatorWindow", "暗杠"), "long": translate("CalculatorWindow", "撂龙"),
                  "declared": translate("CalculatorWindow", "叫龙"), "baozi": translate("CalculatorWindow", "把子"),
                  "flip": translate("CalculatorWindow", "翻的将")}
        for m, rb in self.mode_buttons.items():
            rb.setText(labels[m])
        self.palette_box.setTitle(translate("CalculatorWindow", "点牌：选好“加为”，再点下面的牌"))
        self.melds_caption.setText(translate("CalculatorWindow", "亮出的牌（碰、杠、撂龙）——点一张就拿掉那一副"))
        self.hand_caption.setText(translate("CalculatorWindow", "手里的牌（胡的牌有红框）——点一张就拿掉它"))
        self.joys_label.setText(translate("CalculatorWindow", "喜"))
        flag_texts = {
            "dealer_first": (translate("CalculatorWindow", "天成"),
                             translate("CalculatorWindow", "庄家起手二十三张就胡")),
            "last_card": (translate("CalculatorWindow", "海底"), translate("CalculatorWindow", "摸最后一张牌自摸")),
            "first_discard": (translate("CalculatorWindow", "地胡"),
                              translate("CalculatorWindow", "胡庄家打出的第一张牌")),
            "ready_declared": (translate("CalculatorWindow", "报听"),
                               translate("CalculatorWindow", "报听（折庄）后胡牌")),
            "after_gang": (translate("CalculatorWindow", "杠开"), translate("CalculatorWindow", "杠后补牌自摸")),
            "ready_on_deal": (translate("CalculatorWindow", "天听"),
                              translate("CalculatorWindow", "闲家起手就听牌，庄家打第一张牌之前报听")),
        }
        for flag, (text, tip) in flag_texts.items():
            self.flag_boxes[flag].setText(text)
            self.flag_boxes[flag].setToolTip(tip)
        self.clear_player.setText(translate("CalculatorWindow", "清空这一家"))
        self.clear_all.setText(translate("CalculatorWindow", "全部清空"))
        self.poor_box.setText(translate("CalculatorWindow", "起手没有一对（穷狠 300）"))
        self.poor_box.setToolTip(translate("CalculatorWindow", "这一家起手的牌没有两张一样的：这一局算 300 胡"))
        self.sets_only_box.setText(translate("CalculatorWindow", "没胡：只记算胡的牌"))
        self.sets_only_box.setToolTip(translate("CalculatorWindow",
                                                "没胡的一家不用输入整手牌：只点碰、杠、龙、把子和喜"))
        self.type_label.setText(translate("CalculatorWindow", "键入"))
        self.type_edit.setPlaceholderText(translate("CalculatorWindow", "如 5w5w5w、五万×3、碰 hh，回车加入"))

    def update_mode_help(self, joys_enabled: bool) -> None:
        m = self.mode()
        helps = {"hand": translate("CalculatorWindow", "点一张牌，加进这一家的手牌。"),
                 "win": translate("CalculatorWindow", "点最后胡的那张牌：它加进手牌，并标成胡的牌。"),
                 "peng": translate("CalculatorWindow", "点一张牌，亮出这种牌的碰（三张）。"),
                 "minggang": translate("CalculatorWindow", "点一张牌，亮出这种牌的明杠（四张）。"),
                 "angang": translate("CalculatorWindow", "点一张牌，亮出这种牌的暗杠（四张）。"),
                 "long": translate("CalculatorWindow", "点一张牌，亮出这种牌撂下的龙（剩下的全部张数）。"),
                 "declared": translate("CalculatorWindow", "点一张牌：叫龙，剩下的全部张数留在手里。"),
                 "baozi": translate("CalculatorWindow", "点一张牌：手里有三张（再点一次：四张），没胡的一家记把子用。"),
                 "flip": translate("CalculatorWindow", "点翻出来的将牌；再点就换掉最早的一张。")}
        self.mode_help.setText(helps[m])
        for code in JOYS:
            self.palette[code].setVisible(joys_enabled and m == "flip")

    def paint_palette(self) -> None:
        ctx = self.ctx
        dpr = self.devicePixelRatioF()
        for code, b in self.palette.items():
            b.setIcon(QIcon(card_pixmap(code, ctx.face_mode, self.palette_w, dpr, ctx.index_labels)))
            b.setToolTip(CARD_INFO[code].accessible_name(ctx.lang))

    def show_player(self, title: str, melds: list[tuple[list[str], str | None]], hand: list[str],
                    win_last: bool) -> None:
        """The current player's box: ``melds`` as (cards, caption) groups, ``hand`` with the winning card last
        (ringed when ``win_last``)."""
        self.melds_row.set_cards(melds)
        self.hand_row.set_cards([(hand, None)], {len(hand) - 1} if win_last else set())
        self.player_box.setTitle(title)

    def meld_caption(self, form: str) -> str:
        return {"peng": translate("CalculatorWindow", "碰"), "minggang": translate("CalculatorWindow", "明杠"),
                "angang": translate("CalculatorWindow", "暗杠"), "long": translate("CalculatorWindow", "撂龙")}[form]
