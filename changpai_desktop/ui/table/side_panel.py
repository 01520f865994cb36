"""The side panel (can be hidden): hint with reasons, waits with live counts and 胡, the hand's log in words,
and the score sheet so far. Hints and waits come from ``engine.players.hints``; they are computed on the thread
pool so the table never waits for them. The log is the session's hand log (rewound on undo, rebuilt on resume)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRunnable, Qt, QThreadPool, QTimer, Signal
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import (QAbstractItemView, QApplication, QFrame, QGroupBox, QHeaderView, QLabel, QListWidget,
                               QPushButton, QScrollArea, QSizePolicy, QTableView, QVBoxLayout, QWidget)

from ...engine.cards import CARD_INFO
from ...services.text import render
from ..context import LARGE_PRINT_TEXT, UiContext
from ..keys import FOCUS_QSS
from .action_bar import action_words
from ..widgets.sheet_models import ScoreSheetModel


def translate(context: str, text: str) -> str:
    """Every user-visible string goes through Qt's translator (简体中文 is the source text)."""
    return QCoreApplication.translate(context, text)


class _Done(QObject):
    done = Signal(int, str, object)


class _Job(QRunnable):
    def __init__(self, token: int, kind: str, fn, signals: _Done):
        super().__init__()
        self.token, self.kind, self.fn, self.signals = token, kind, fn, signals

    def run(self) -> None:
        self.signals.done.emit(self.token, self.kind, self.fn())


def event_words(ev, names: list[str], lang: str) -> str | None:
    """One line of the hand's log ("下家 碰 五万"), or None for events not worth a line."""
    def n(s):
        return names[s] if s is not None and s < len(names) else "?"

    def c(code):
        return CARD_INFO[code].name(lang) if code else ""

    t = ev.type
    d = ev.data
    if t == "hand_started":
        return translate("side", "—— 第 %1 局，%2 坐庄 ——").replace("%1", str(d["hand_no"] + 1)).replace(
            "%2", n(d["dealer"]))
    if t == "flipped":
        return translate("side", "翻将 %1").replace("%1", c(d["card"]))
    if t == "discarded":
        verb = translate("side", "报听打出") if d.get("ready") else translate("side", "打出")
        return f"{n(d['seat'])} {verb} {c(d['card'])}"
    if t == "claimed":
        verb = translate("side", "碰") if d["form"] == "peng" else translate("side", "杠")
        return f"{n(d['seat'])} {verb} {c(d['card'])}"
    if t == "declared":
        return _declared_words(d, n(d["seat"]), c(d.get("card")))
    if t == "joy_replaced":
        return f"{n(d['seat'])} " + translate("side", "亮喜") + f" {c(d['joy'])}"
    if t == "won":
        if d["self_drawn"]:
            return f"{n(d['seat'])} " + translate("side", "自摸") + f" {c(d['card'])}"
        return f"{n(d['seat'])} " + translate("side", "胡") + f" {c(d['card'])}（{n(d['from_seat'])}）"
    if t == "hand_drawn":
        return translate("side", "荒牌：牌墙摸完了")
    return None


def _declared_words(d, who: str, card: str) -> str | None:
    if d["what"] == "ready":
        return None          # its discard says it: "我 报听打出 三万" (one line, not two)
    verb = {"jiaolong": translate("side", "叫龙"), "lilong": translate("side", "撂龙"),
            "angang": translate("side", "暗杠"), "jiagang": translate("side", "加杠"),
            "tianting": translate("side", "天听")}.get(d["what"], d["what"])
    return f"{who} {verb} {card}".strip()


def panel_width(window_width: int, large_print: bool = False) -> int:
    """The side panel's width for a window ``window_width`` px wide: one of a few steps (so it never follows its
    text), wider in 大字 on a wide window, and never more than ``MAX_SHARE`` of the window."""
    width = PANEL_WIDTHS[-1][1]
    for below, w in PANEL_WIDTHS:
        if window_width < below:
            width = w
            break
    if large_print and window_width >= LARGE_PRINT_WIDER:   # only where the cards keep their room
        width = round(width * LARGE_PRINT_TEXT)
    return max(MIN_WIDTH, min(width, round(window_width * MAX_SHARE)))


PANEL_WIDTHS = ((1200, 250), (1700, 290), (1 << 30, 340))   # (windows narrower than, panel width)
MAX_SHARE = 0.3
LARGE_PRINT_WIDER = 1700    # 大字 widens the panel in windows at least this wide
MIN_WIDTH = 220
MIN_VIEW_LINES = 2          # the hint, waits, log and score views keep at least this many lines, then scroll: their
VIEW_FRAME = 8              # own minimum (about 70 px each) made the panel, and so the window, 576 px tall in 大字
SHEET_MARGINS = (2, 4, 2, 2)   # the compact score sheet's box: its four seat columns need every px of the panel


HINTS_SHOWN = 3   # the best choice in full, the next two by what sets them apart
# The waits are worked out this long after a turn's snapshot, not at once: on a pool thread of this process the
# work (up to some 15 ms of Python when the hand is one card from ready) held the interpreter while the table
# painted the same snapshot; a burst of fast moves works them out once, when play pauses.
WAITS_DELAY_MS = 80


def _scrolling(label: QLabel) -> QScrollArea:
    """``label`` in a frameless area that scrolls when the panel has too little height for it: a long hint or
    many waits never make the panel, and so the window, taller than the screen (the table would move)."""
    area = QScrollArea()
    area.setWidget(label)
    area.setWidgetResizable(True)
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    area.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
    area.viewport().setAutoFillBackground(False)
    area.setFocusPolicy(Qt.FocusPolicy.NoFocus)   # frameless, it showed no mark: a Tab there lost the focus from
    label.setAutoFillBackground(False)            # sight (the wheel still scrolls it)
    return area


class SidePanel(QWidget):
    """Hint, waits, the hand's log and the score sheet in a column of a fixed width: text wraps inside it.
    ``hint_applied(action)``: the human asked to make the hint's first choice ready to play — its card selected,
    its button framed (``ActionBar.suggest``); the human still confirms."""

    hint_applied = Signal(object)

    def __init__(self, style: UiContext, parent=None):
        super().__init__(parent)
        self.cstyle = style
        self._window = None
        style.changed.connect(self.fit_width)
        self.pool = QThreadPool.globalInstance()
        self.signals = _Done()
        self.signals.done.connect(self._done)
        self.token = 0
        self._waits_timer = QTimer(self)
        self._waits_timer.setSingleShot(True)
        self._waits_timer.setInterval(WAITS_DELAY_MS)
        self._waits_timer.timeout.connect(self._start_waits)
        self._shown: dict = {}          # the latest hint and waits of this turn, kept to be worded again
        self.view = None
        self.legal = []
        self.forced = False
        self._log_events: tuple = ()            # the events the log shows now, and for which names and language
        self._log_key: tuple = ()
        lay = QVBoxLayout(self)
        lay.setContentsMargins(4, 4, 4, 4)
        self.note = QLabel()
        self.note.setObjectName("guidedNote")
        self.note.setWordWrap(True)
        self.note.hide()
        lay.addWidget(self.note)
        self.hint_box = QGroupBox()
        hl = QVBoxLayout(self.hint_box)
        self.hint_button = QPushButton()
        self.hint_button.setObjectName("hintButton")
        self.hint_button.clicked.connect(self.request_hint)
        self.hint_text = QLabel()
        self.hint_text.setWordWrap(True)
        self.hint_text.setTextFormat(Qt.TextFormat.RichText)
        self.apply_button = QPushButton()
        self.apply_button.setObjectName("applyHintButton")
        self.apply_button.clicked.connect(self.apply_hint)
        # hidden until a hint offers it, but its room is kept: showing it must not make the panel taller
        # (at 1024×700 the window grew 16 px and the hand and the action bar moved down with it)
        keep = self.apply_button.sizePolicy()
        keep.setRetainSizeWhenHidden(True)
        self.apply_button.setSizePolicy(keep)
        self.apply_button.hide()
        hl.addWidget(self.hint_button)
        self.hint_area = _scrolling(self.hint_text)
        hl.addWidget(self.hint_area)
        hl.addWidget(self.apply_button)
        lay.addWidget(self.hint_box)
        lay.addWidget(self._build_waits())
        lay.addWidget(self._build_log(), 3)
        lay.addWidget(self._build_sheet(), 2)
        self._wrap_text()
        self.retranslate()
        self.setStyleSheet(FOCUS_QSS)   # the focus rings; set once its widgets are made, so each is styled once

    def _build_waits(self) -> QGroupBox:
        """听牌: the waits of a ready hand, with their live copies and 胡."""
        self.waits_box = QGroupBox()
        wl = QVBoxLayout(self.waits_box)
        self.waits_text = QLabel()
        self.waits_text.setWordWrap(True)
        self.waits_text.setTextFormat(Qt.TextFormat.RichText)
        self.waits_area = _scrolling(self.waits_text)
        wl.addWidget(self.waits_area)
        return self.waits_box

    def _build_log(self) -> QGroupBox:
        """本局记录: the hand's log in words."""
        self.log_box = QGroupBox()
        ll = QVBoxLayout(self.log_box)
        self.log = QListWidget()
        self.log.setObjectName("handLog")
        self.log.setAlternatingRowColors(False)
        ll.addWidget(self.log)
        return self.log_box

    def _build_sheet(self) -> QGroupBox:
        """The compact score sheet: each seat's net per hand."""
        self.sheet_box = QGroupBox()
        sl = QVBoxLayout(self.sheet_box)
        sl.setContentsMargins(*SHEET_MARGINS)   # the seats' columns get the room ("Across" was cut at 1024 × 700)
        self.sheet_model = ScoreSheetModel(self, compact=True)
        self.sheet = QTableView()
        self.sheet.setModel(self.sheet_model)
        self.sheet.setToolTip(translate("side", "每局得分；累计在各家名字旁，完整的记分表在“记分表”里"))
        self.sheet.verticalHeader().hide()
        self.sheet.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        # the panel's width is fixed: the columns share it (a long English seat name is shortened with "…",
        # in full in the score sheet window) instead of scrolling sideways
        self.sheet.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.sheet.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)  # 局 / Hand
        self.sheet.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        sl.addWidget(self.sheet)
        return self.sheet_box

    def _wrap_text(self) -> None:
        """A fixed width, and text that wraps in it: no hint, wait or log line can widen the panel."""
        for label in (self.note, self.hint_text, self.waits_text):
            label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.hint_button.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.log.setWordWrap(True)
        self.log.setResizeMode(QListWidget.ResizeMode.Adjust)
        self.log.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFixedWidth(panel_width(0))

    # --- width ----------------------------------------------------------------------------------------
    def fit_width(self) -> None:
        """The panel's width follows the window's size in steps (and 大字), never its own text."""
        window = self.window()
        width = window.width() if window is not self else panel_width(0)
        w = panel_width(width, self.cstyle.large_print)
        if w != self.width() or self.minimumWidth() != w:
            self.setFixedWidth(w)
        f = self.cstyle.print_font()
        if f != self.font():
            self.setFont(f)
            # a style sheet gives each widget under it a font of its own, so the panel's font no longer reaches
            # them: in 大字 the hints, waits and log stayed small — the sheet sets their size too (not the compact
            # score sheet's, whose seat columns would cut "Left (previous)" at the larger size)
            normal = QApplication.font().pointSizeF()
            size = (f"QWidget {{ font-size: {f.pointSizeF():.1f}pt; }} "
                    f"QTableView, QHeaderView {{ font-size: {normal:.1f}pt; }}") if self.cstyle.large_print else ""
            self.setStyleSheet(FOCUS_QSS + size)
        least = MIN_VIEW_LINES * QFontMetrics(f).lineSpacing() + VIEW_FRAME
        if least != self.log.minimumHeight():
            for view in (self.hint_area, self.waits_area, self.log, self.sheet):
                view.setMinimumHeight(least)

    def showEvent(self, event) -> None:
        window = self.window()
        if window is not self and window is not self._window:
            self._window = window
            window.installEventFilter(self)
        self.fit_width()
        super().showEvent(event)

    def eventFilter(self, obj, event) -> bool:
        if obj is self._window and event.type() == QEvent.Type.Resize:
            self.fit_width()
        return super().eventFilter(obj, event)

    def retranslate(self) -> None:
        self.hint_box.setTitle(translate("side", "提示"))
        self.hint_button.setText(translate("side", "给我提示  ?"))
        self.hint_button.setToolTip(translate("side", "电脑会怎么打这一手，和理由"))
        self._word_apply()
        self.waits_box.setTitle(translate("side", "听牌"))
        self.log_box.setTitle(translate("side", "本局记录"))
        self.sheet_box.setTitle(translate("side", "记分"))
        self.sheet_model.retranslate(self.cstyle.lang)
        for kind, result in self._shown.items():   # the hint and the waits already worked out, in the new words
            self._show(kind, result)

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # --- updates --------------------------------------------------------------------------------------
    def set_log(self, events, names) -> None:
        """Show the current hand's log (the session's, from its hand_started event). Lines already shown stay;
        a log that does not continue the shown one (a new hand, an undo, a resume, another language) replaces it."""
        key = (tuple(names), self.cstyle.lang)
        n = len(self._log_events)
        if key != self._log_key or tuple(events[:n]) != self._log_events:
            self.log.clear()
            n = 0
        lines = [line for line in (event_words(ev, names, self.cstyle.lang) for ev in events[n:]) if line]
        self.log.addItems(lines)
        self._log_events, self._log_key = tuple(events), key
        if lines:
            self.log.scrollToBottom()

    def set_sheet(self, rows, n_seats, names) -> None:
        """The compact score sheet; ``names``: the seats' short names (``labels.seat_label_short``), which its
        narrow columns hold whole; the full score sheet window keeps the whole names."""
        self.sheet_model.set_sheet(rows, n_seats, names, self.cstyle.lang)
        # compact: hand, then each seat; the dealer and the result are in the full score sheet window
        self.sheet.setColumnHidden(1, True)
        self.sheet.setColumnHidden(n_seats + 2, True)

    def set_turn(self, view, legal, human_turn: bool, note: str = "") -> None:
        self.token += 1
        self._shown = {}
        self.view = view
        self.legal = list(legal) if human_turn else []
        self.hint_button.setEnabled(bool(self.legal))
        self.hint_text.setText("")
        self.apply_button.hide()
        self.note.setText(note)
        self.note.setVisible(bool(note))
        if view is not None and 0 in view.order:
            self._waits_timer.start()
            if human_turn and (self.forced or note):
                self.request_hint()
        else:
            self._waits_timer.stop()
            self.waits_text.setText("")

    def _start_waits(self) -> None:
        from ...engine.players import hints   # the hint engine: first needed after the first turn, not at start

        view, token = self.view, self.token
        if view is not None:
            self.pool.start(_Job(token, "waits", lambda: hints.waits_info(view, view.rules), self.signals))

    def request_hint(self) -> None:
        if not self.legal or self.view is None:
            return
        from ...engine.players import hints

        view, legal, token = self.view, list(self.legal), self.token
        self.hint_text.setText(translate("side", "正在想……"))
        self.pool.start(_Job(token, "hint", lambda: hints.hint(view, legal, view.rules), self.signals))

    def hint_action(self):
        """The shown hint's first choice, while it can still be played (None: no hint, or the turn moved on)."""
        first = next(iter(self._shown.get("hint") or []), None)
        return first.action if first is not None and first.action in self.legal else None

    def apply_hint(self) -> None:
        action = self.hint_action()
        if action is not None:
            self.hint_applied.emit(action)

    def _word_apply(self) -> None:
        """照提示选牌 for a discard (the card is selected); 照提示 for a button (碰, 胡, 过, 报听 …: it is framed)."""
        action = self.hint_action()
        if action is None or action.type == "discard":
            self.apply_button.setText(translate("side", "照提示选牌"))
            self.apply_button.setToolTip(translate("side", "在手牌里选中提示的那张牌，打不打还由你定"))
        else:
            self.apply_button.setText(translate("side", "照提示"))
            self.apply_button.setToolTip(translate("side", "框出提示的那个按钮（回车或点它就照做），做不做还由你定"))

    def _done(self, token: int, kind: str, result) -> None:
        if token != self.token:
            return
        self._shown[kind] = result
        self._show(kind, result)

    def _show(self, kind: str, result) -> None:
        """Word a hint or the waits in the panel's language (again after a language switch)."""
        lang = self.cstyle.lang
        if kind == "hint":
            rows = []
            for i, e in enumerate(list(result)[:HINTS_SHOWN]):
                # after the first choice, only what sets it apart (the box is narrow and does not scroll)
                why = e.reason.get("diff", e.reason) if i and e.reason.id == "hint.vs" else e.reason
                rows.append(f"<b>{action_words(e.action, self.cstyle)}</b><br/>{render(why, lang)}")
            self.hint_text.setText("<br/><br/>".join(rows) or translate("side", "没有提示"))
            self._word_apply()
            self.apply_button.setVisible(self.hint_action() is not None)
        else:
            waits = list(result or [])
            if not waits:
                self.waits_text.setText(translate("side", "还没有听牌"))
                return
            heads = (translate("side", "牌"), translate("side", "剩"), translate("side", "自摸"),
                     translate("side", "点炮"))
            rows = ["<tr>" + "".join(f"<td><b>{h}</b></td>" for h in heads) + "</tr>"]
            for w in waits:
                rows.append(f"<tr><td>{CARD_INFO[w.kind_code].name(lang)}</td><td align=right>{w.live}</td>"
                            f"<td align=right>{w.self_drawn_hu}</td><td align=right>{w.discard_hu}</td></tr>")
            self.waits_text.setText("<table cellspacing=4>" + "".join(rows) + "</table>")
