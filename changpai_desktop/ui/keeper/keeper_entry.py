"""The 记分 window's hand entry: the flips, one typed line per player (the winner's whole hand, the others'
scoring sets), who won and how, a card palette that types into the line in use (kinds used up greyed out),
the note, and each line's count as it is typed. It only shows and forwards: ``services.sheet_entry`` reads the
lines, ``services.calculator`` scores them."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize, Signal
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import (QButtonGroup, QCheckBox, QComboBox, QGridLayout, QGroupBox, QHBoxLayout, QLabel,
                               QLineEdit, QPushButton, QRadioButton, QToolButton, QVBoxLayout, QWidget)

from ...engine.cards import CARD_INFO, OLD_GENERALS
from ...services.calculator import SEATS, Check
from ...services.sheet_entry import DraftResult, HandDraft
from ..context import UiContext
from ..learn.calculator_entry import PALETTE_ROWS
from ..learn.common import CARD_RATIO
from ..widgets.card_faces import card_pixmap

PALETTE_W = 17
RED = "#b3232a"
INK = "#1d1a16"
MUTED = "#7a5a3a"
NO_WINNER = SEATS          # the 荒牌 radio's id


class HandEntry(QWidget):
    """Typed lines and clicks for one hand; ``changed`` on every edit, ``submitted`` on Enter or 记入."""

    changed = Signal()
    submitted = Signal()

    def __init__(self, ctx: UiContext, parent=None):
        super().__init__(parent)
        self.ctx = ctx
        self.target: QLineEdit | None = None        # the line the palette types into
        self.offered_flags: tuple[str, ...] = ()
        root = QVBoxLayout(self)
        root.setContentsMargins(0, 0, 0, 0)
        root.addWidget(self._build_lines())
        root.addLayout(self._build_how())
        root.addWidget(self._build_palette())
        root.addLayout(self._build_bottom())
        self.help = QLabel()
        self.help.setWordWrap(True)
        self.help.setStyleSheet(f"color: {MUTED};")
        root.addWidget(self.help)
        self.submit_button.clicked.connect(self.submitted)
        self.clear_button.clicked.connect(self.clear)
        self.win_group.idClicked.connect(lambda _i: self.changed.emit())
        chain = [self.flips_edit, *self.edits, self.note_edit, self.submit_button, *self.win_radios,
                 self.none_radio, self.self_drawn]
        for first, second in zip(chain, chain[1:], strict=False):   # Tab goes line to line, then the rest
            QWidget.setTabOrder(first, second)

    def _build_lines(self) -> QGroupBox:
        self.box = QGroupBox()
        grid = QGridLayout(self.box)
        self.flips_label = QLabel()
        self.flips_edit = self._line("keeper-flips")
        self.flips_note = QLabel()
        grid.addWidget(self.flips_label, 0, 0, 1, 2)
        grid.addWidget(self.flips_edit, 0, 2)
        grid.addWidget(self.flips_note, 0, 3)
        self.win_group = QButtonGroup(self)
        self.win_radios: list[QRadioButton] = []
        self.name_labels: list[QLabel] = []
        self.edits: list[QLineEdit] = []
        self.results: list[QLabel] = []
        for pos in range(SEATS):
            rb = QRadioButton()
            rb.setObjectName(f"keeper-winner-{pos}")
            self.win_group.addButton(rb, pos)
            self.win_radios.append(rb)
            name = QLabel()
            edit = self._line(f"keeper-line-{pos}")
            result = QLabel()
            result.setObjectName(f"keeper-result-{pos}")
            result.setWordWrap(True)
            row = 1 + 2 * pos
            grid.addWidget(rb, row, 0)
            grid.addWidget(name, row, 1)
            grid.addWidget(edit, row, 2, 1, 2)
            grid.addWidget(result, row + 1, 2, 1, 2)
            self.name_labels.append(name)
            self.edits.append(edit)
            self.results.append(result)
        grid.setColumnStretch(2, 1)
        return self.box

    def _build_bottom(self) -> QHBoxLayout:
        bottom = QHBoxLayout()
        self.note_label = QLabel()
        self.note_edit = self._line("keeper-note")
        self.submit_button = QPushButton()
        self.submit_button.setObjectName("keeper-submit")
        self.submit_button.setDefault(True)
        self.clear_button = QPushButton()
        self.clear_button.setObjectName("keeper-clear")
        bottom.addWidget(self.note_label)
        bottom.addWidget(self.note_edit, 1)
        bottom.addWidget(self.submit_button)
        bottom.addWidget(self.clear_button)
        return bottom

    def _line(self, name: str) -> QLineEdit:
        edit = QLineEdit()
        edit.setObjectName(name)
        edit.setClearButtonEnabled(True)
        edit.textEdited.connect(lambda _t, e=edit: self._edited(e))
        edit.returnPressed.connect(self.submitted)
        edit.installEventFilter(self)
        return edit

    def _edited(self, edit: QLineEdit) -> None:
        if edit is not self.note_edit:
            self.target = edit
        self.changed.emit()

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 - Qt naming
        if (event.type() in (QEvent.Type.FocusIn, QEvent.Type.MouseButtonPress) and isinstance(obj, QLineEdit)
                and obj is not self.note_edit):
            self.target = obj
        return False

    def _build_how(self) -> QHBoxLayout:
        how = QHBoxLayout()
        self.none_radio = QRadioButton()
        self.none_radio.setObjectName("keeper-no-winner")
        self.win_group.addButton(self.none_radio, NO_WINNER)
        self.none_radio.setChecked(True)
        self.self_drawn = QCheckBox()
        self.self_drawn.setObjectName("keeper-self-drawn")
        self.self_drawn.toggled.connect(lambda _on: self.changed.emit())
        self.feeder_label = QLabel()
        self.feeder_combo = QComboBox()
        self.feeder_combo.setObjectName("keeper-feeder")
        self.feeder_combo.currentIndexChanged.connect(lambda _i: self.changed.emit())
        for w in (self.none_radio, self.self_drawn, self.feeder_label, self.feeder_combo):
            how.addWidget(w)
        self.flag_boxes: dict[str, QCheckBox] = {}
        self.flags_row = QHBoxLayout()
        how.addLayout(self.flags_row)
        how.addStretch(1)
        return how

    def _build_palette(self) -> QGroupBox:
        self.palette_box = QGroupBox()
        grid = QGridLayout(self.palette_box)
        grid.setSpacing(2)
        self.palette: dict[str, QToolButton] = {}
        for r, row in enumerate(PALETTE_ROWS):
            for c, code in enumerate(row):
                b = QToolButton()
                b.setObjectName(f"keeper-card-{code}")
                b.setAutoRaise(True)
                b.setIconSize(QSize(PALETTE_W, round(PALETTE_W * CARD_RATIO)))
                b.clicked.connect(lambda _c=False, code=code: self.type_card(code))
                grid.addWidget(b, r, c + (1 if code in OLD_GENERALS else 0))
                self.palette[code] = b
        grid.setColumnMinimumWidth(9, 8)
        return self.palette_box

    # --- texts ------------------------------------------------------------------------------------
    def retranslate(self) -> None:
        self.box.setTitle(self.tr("这一局"))
        self.flips_label.setText(self.tr("翻的将"))
        self.flips_edit.setPlaceholderText(self.tr("如 4t 或 四条"))
        self.none_radio.setText(self.tr("荒牌（没人胡）"))
        self.self_drawn.setText(self.tr("自摸"))
        self.feeder_label.setText(self.tr("点炮的（包张）"))
        self.note_label.setText(self.tr("附记"))
        self.submit_button.setText(self.tr("记入这一局"))
        self.clear_button.setText(self.tr("清空"))
        self.palette_box.setTitle(self.tr("点牌：打进正在输入的那一行（用完的牌变灰）"))
        self.help.setText(self.tr("胡的那家：输入整手牌，最后写“胡”和胡的那张，如“碰 5w hh 手 2b2b2b … 胡 8t”，"
                                  "自摸加“自摸”。没胡的两家只输入算胡的牌：一张牌就是一副把子（三张），"
                                  "“5w×4”四张，“碰 1w”“明杠”“暗杠”“龙”“叫龙”，喜写“喜×2”。回车记入。"))
        for pos in range(SEATS):
            self.win_radios[pos].setText(self.tr("胡"))
            self.edits[pos].setPlaceholderText(self.tr("胡的：整手牌 + 胡 X；没胡的：碰、杠、龙、把子、喜"))
        texts = {"dealer_first": self.tr("天成"), "last_card": self.tr("海底"), "first_discard": self.tr("地胡"),
                 "ready_declared": self.tr("报听"), "after_gang": self.tr("杠开"), "ready_on_deal": self.tr("天听")}
        for flag, cb in self.flag_boxes.items():
            cb.setText(texts[flag])

    def paint_palette(self) -> None:
        ctx, dpr = self.ctx, self.devicePixelRatioF()
        for code, b in self.palette.items():
            b.setIcon(QIcon(card_pixmap(code, ctx.face_mode, PALETTE_W, dpr, ctx.index_labels)))
            b.setToolTip(f"{CARD_INFO[code].accessible_name(ctx.lang)} ({code})")

    # --- the players and the rules ----------------------------------------------------------------
    def set_players(self, names: list[str], dealer_mark: str, feeders: list[str]) -> None:
        """The three players of this hand in order (dealer first)."""
        for pos, name in enumerate(names):
            self.name_labels[pos].setText(name + (dealer_mark if pos == 0 else ""))
            self.edits[pos].setAccessibleName(name)
        i = self.feeder_combo.currentIndex()
        self.feeder_combo.blockSignals(True)
        self.feeder_combo.clear()
        self.feeder_combo.addItems(feeders)
        self.feeder_combo.setCurrentIndex(max(0, i))
        self.feeder_combo.blockSignals(False)

    def set_options(self, offered_flags: tuple[str, ...], baozhang: bool) -> None:
        self.offered_flags = offered_flags
        for flag in list(self.flag_boxes):
            if flag not in offered_flags:
                self.flag_boxes.pop(flag).deleteLater()
        for flag in offered_flags:
            if flag not in self.flag_boxes:
                cb = QCheckBox()
                cb.setObjectName(f"keeper-flag-{flag}")
                cb.toggled.connect(lambda _on: self.changed.emit())
                self.flags_row.addWidget(cb)
                self.flag_boxes[flag] = cb
        self.feeder_label.setVisible(baozhang)
        self.feeder_combo.setVisible(baozhang)
        self.retranslate()

    # --- the draft --------------------------------------------------------------------------------
    def draft(self) -> HandDraft:
        w = self.win_group.checkedId()
        feeder = self.feeder_combo.currentIndex() - 1 if self.feeder_combo.isVisible() else None
        return HandDraft(self.flips_edit.text(), [e.text() for e in self.edits],
                         w if 0 <= w < SEATS else None, self.self_drawn.isChecked(),
                         feeder if feeder is not None and feeder >= 0 else None,
                         {f for f, cb in self.flag_boxes.items() if cb.isChecked()}, [False] * SEATS,
                         self.note_edit.text())

    def load(self, draft: HandDraft) -> None:
        """Show a draft (a hand brought back to be corrected, or a fresh one)."""
        self.flips_edit.setText(draft.flips)
        for edit, line in zip(self.edits, draft.lines, strict=True):
            edit.setText(line)
        radio = self.none_radio if draft.winner is None else self.win_radios[draft.winner]
        radio.setChecked(True)
        self.self_drawn.setChecked(draft.self_drawn)
        self.feeder_combo.setCurrentIndex(0 if draft.feeder is None else draft.feeder + 1)
        for flag, cb in self.flag_boxes.items():
            cb.setChecked(flag in draft.flags)
        self.note_edit.setText(draft.note)
        self.changed.emit()

    def clear(self) -> None:
        self.load(HandDraft())
        self.flips_edit.setFocus()

    def type_card(self, code: str) -> None:
        """A palette click: the code typed at the end of the line in use."""
        edit = self.target or self.flips_edit
        text = edit.text()
        edit.setText(text + ("" if not text or text.endswith(" ") else " ") + code)
        edit.setFocus()
        self.changed.emit()

    # --- showing ----------------------------------------------------------------------------------
    def show_result(self, result: DraftResult, checks: list[Check], texts: list[str]) -> None:
        """Each line's count or problem (``texts`` worded by the window), the winner's radio and the palette."""
        calc = result.calc
        if calc.winner is not None and self.win_group.checkedId() != calc.winner:
            self.win_radios[calc.winner].setChecked(True)
        for pos in range(SEATS):
            ok = checks[pos].score is not None and not result.refused[pos + 1] and result.errors[pos + 1] is None
            self.results[pos].setText(texts[pos])
            self.results[pos].setStyleSheet(f"color: {INK if ok else RED};")
        used = calc.used_up()
        for code, b in self.palette.items():
            b.setEnabled(code not in used)
        err = result.errors[0]
        need = calc.flips_missing()
        self.flips_note.setText(self.tr("看不懂“%1”").replace("%1", err.text) if err else
                                self.tr("还要 %1 张").replace("%1", str(need)) if need else "")
        self.flips_note.setStyleSheet(f"color: {RED};")

    def focus_line(self, pos: int) -> None:
        (self.flips_edit if pos < 0 else self.edits[pos]).setFocus()
