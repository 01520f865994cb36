"""The table: the human's hand and action bar at the bottom, the other seats left / top / right, the centre with
the flipped 将 cards, the wall count and whose turn it is. Everything is drawn from a ``bridge.Snapshot``."""

from __future__ import annotations

from PySide6.QtCore import (QCoreApplication, QEasingCurve, QEvent, QItemSelectionModel, QPoint, QPropertyAnimation, QRect, QSize,
                            Qt, Signal)
from PySide6.QtGui import QColor, QFont, QPainter, QPalette
from PySide6.QtWidgets import (QAbstractItemView, QFrame, QGridLayout, QHBoxLayout, QLabel, QListView, QMenu,
                               QPushButton, QSizePolicy, QVBoxLayout, QWidget)

from ..engine.actions import Action
from ..engine.cards import CARD_INFO, INDEX, N_KINDS
from .card_faces import CARD_ASPECT, back_pixmap, card_pixmap
from .delegates import CardDelegate, GroupDelegate
from .models import CardListModel, CardStyle, CodeRole, HandModel, MeldsModel, meld_groups

def translate(context: str, text: str) -> str:
    """Every user-visible string goes through Qt's translator (简体中文 is the source text)."""
    return QCoreApplication.translate(context, text)

FELT = "#1f5a3c"
FELT_DARK = "#174a31"
INK = "#f3e6c4"



def seat_label(rel: int, n: int, me: str | None = None) -> str:
    if rel == 0:
        return me or translate("table", "我")
    if rel == 1:
        return translate("table", "下家")
    if rel == n - 1:
        return translate("table", "上家")
    return translate("table", "对门")


def level_label(level: str) -> str:
    return {"easy": translate("table", "入门"), "normal": translate("table", "熟手"), "hard": translate("table", "高手"), "human": ""}.get(level, level)


def visible_hu(view, seat: int) -> int | None:
    """The 胡 of a seat's face-up groups (melds, 叫龙, 喜), as everyone at the table can count it."""
    if not (view.melds[seat] or view.declared[seat] or view.joys[seat]):
        return 0
    try:
        from ..engine.scoring import Meld, PlayerHand, score

        counts = [0] * N_KINDS
        for c in view.declared[seat]:
            counts[INDEX[c]] += 4 - sum(1 for f in view.flips if f == c)
        hand = PlayerHand(tuple(counts), tuple(Meld(f, INDEX[c]) for f, c, _ in view.melds[seat]),
                          tuple(INDEX[c] for c in view.declared[seat]), len(view.joys[seat]), False, None)
        return score(view.rules, view.flips, hand).total
    except Exception:
        return None


class CardRowView(QListView):
    """A horizontal row of cards drawn by a delegate; wraps when ``wrap`` (rivers)."""

    def __init__(self, model, delegate, wrap: bool = False, parent=None):
        super().__init__(parent)
        self.setModel(model)
        self.setItemDelegate(delegate)
        self.setFlow(QListView.Flow.LeftToRight)
        self.setWrapping(wrap)
        self.setResizeMode(QListView.ResizeMode.Adjust)
        self.setUniformItemSizes(False)
        self.setSpacing(0)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded if wrap
                                        else Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.viewport().setAutoFillBackground(False)
        self.setStyleSheet("QListView { background: transparent; }")
        self.setMouseTracking(True)

    def relayout(self) -> None:
        self.scheduleDelayedItemsLayout()
        self.updateGeometry()
        self.viewport().update()


class HandView(CardRowView):
    """The human's concealed cards: click selects, arrows move, Enter / double-click discards, drag reorders."""

    discard_requested = Signal(str)

    def __init__(self, model: HandModel, delegate, parent=None):
        super().__init__(model, delegate, wrap=False, parent=parent)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setDragEnabled(True)
        self.setAcceptDrops(True)
        self.setDropIndicatorShown(True)
        self.setDragDropMode(QAbstractItemView.DragDropMode.InternalMove)
        self.setDefaultDropAction(Qt.DropAction.MoveAction)
        self.doubleClicked.connect(self._discard_index)
        self.setAccessibleName(translate("table", "你的手牌"))

    def selected_code(self) -> str | None:
        idx = self.currentIndex()
        if idx.isValid() and self.selectionModel().isSelected(idx):
            return idx.data(CodeRole)
        return None

    def select_row(self, row: int) -> None:
        m = self.model()
        if m.rowCount() == 0:
            return
        row = max(0, min(row, m.rowCount() - 1))
        idx = m.index(row, 0)
        self.setCurrentIndex(idx)
        self.selectionModel().select(idx, QItemSelectionModel.SelectionFlag.ClearAndSelect)

    def select_code(self, code: str | None) -> None:
        m = self.model()
        if code is None:
            return
        for r in range(m.rowCount() - 1, -1, -1):
            if m.index(r, 0).data(CodeRole) == code:
                self.select_row(r)
                return

    def _discard_index(self, idx) -> None:
        if idx.isValid():
            self.discard_requested.emit(idx.data(CodeRole))

    def keyPressEvent(self, event) -> None:
        key = event.key()
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            idx = self.currentIndex()
            if idx.isValid():
                self._discard_index(idx)
            event.accept()
            return
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Home, Qt.Key.Key_End):
            n = self.model().rowCount()
            if n:
                cur = self.currentIndex().row() if self.currentIndex().isValid() else -1
                row = {Qt.Key.Key_Left: cur - 1 if cur > 0 else 0,
                       Qt.Key.Key_Right: min(cur + 1, n - 1),
                       Qt.Key.Key_Home: 0, Qt.Key.Key_End: n - 1}[key]
                if event.modifiers() & Qt.KeyboardModifier.ShiftModifier and cur >= 0 and key in (
                        Qt.Key.Key_Left, Qt.Key.Key_Right):
                    self.model().moveRows(self.rootIndex(), cur, 1, self.rootIndex(), row + (1 if row > cur else 0))
                self.select_row(row)
            event.accept()
            return
        super().keyPressEvent(event)

    def sizeHint(self) -> QSize:
        d = self.itemDelegate()
        h = d.sizeHint(None, self.model().index(0, 0)).height() if d else 150
        return QSize(600, h + 4)


class HiddenHand(QWidget):
    """Another seat's concealed cards as backs, overlapping, with the count readable."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.count = 0
        self.card_w = 16
        self.setMinimumHeight(round(self.card_w * CARD_ASPECT * 0.55) + 4)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def set_count(self, n: int) -> None:
        if n != self.count:
            self.count = n
            self.setAccessibleName(translate("table", "%1 张暗牌").replace("%1", str(n)))
            self.update()

    def sizeHint(self) -> QSize:
        return QSize(200, round(self.card_w * CARD_ASPECT * 0.55) + 4)

    def paintEvent(self, event) -> None:
        if self.count <= 0:
            return
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        w = self.card_w
        h = self.height() - 4
        full = round(w * CARD_ASPECT)
        pix = back_pixmap(w, self.devicePixelRatioF())
        badge_w = 44
        avail = max(w, self.width() - badge_w - 8)
        step = min(w * 0.7, (avail - w) / max(1, self.count - 1))
        for i in range(self.count):
            x = round(2 + i * step)
            p.drawPixmap(QRect(x, 2, w, h), pix, QRect(0, 0, pix.width(), round(pix.height() * h / full)))
        x = round(2 + (self.count - 1) * step + w + 6)
        f = QFont(self.font())
        f.setBold(True)
        f.setPixelSize(15)
        p.setFont(f)
        r = QRect(x, (self.height() - 22) // 2, badge_w - 4, 22)
        p.setBrush(QColor(0, 0, 0, 110))
        p.setPen(Qt.PenStyle.NoPen)
        p.drawRoundedRect(r, 8, 8)
        p.setPen(QColor(INK))
        p.drawText(r, Qt.AlignmentFlag.AlignCenter, str(self.count))
        p.end()


class SeatPanel(QFrame):
    """One of the other seats: header (name, level, 庄 / 定醒, score, visible 胡), hidden hand, melds, river."""

    def __init__(self, style: CardStyle, rel: int, vertical: bool, parent=None):
        super().__init__(parent)
        self.cstyle = style
        self.rel = rel
        self.setObjectName("seatPanel")
        self.header = QLabel()
        self.header.setObjectName("seatHeader")
        self.header.setTextFormat(Qt.TextFormat.RichText)
        self.header.setWordWrap(True)  # long names (English) wrap instead of widening the window
        self.hidden = HiddenHand()
        self.melds_model = MeldsModel(style, self)
        self.melds = CardRowView(self.melds_model, GroupDelegate(style, self.meld_w), wrap=True)
        self.melds.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.river_model = CardListModel(style, self)
        self.river = CardRowView(self.river_model, CardDelegate(style, self.river_w, gap=2), wrap=True)
        self.river.parent_panel = self
        self.river.setAccessibleName(translate("table", "弃牌"))
        self.melds.setAccessibleName(translate("table", "亮出的牌"))
        # The river is not laid out here: like discards on a real table it lies in the centre, on this seat's
        # side (CentrePanel places it); the panel keeps the name, the hidden hand and the melds.
        lay = QVBoxLayout(self)
        lay.setContentsMargins(6, 4, 6, 4)
        lay.setSpacing(3)
        lay.addWidget(self.header)
        if vertical:
            lay.addWidget(self.hidden)
            lay.addWidget(self.melds, 1)
        else:
            row = QHBoxLayout()
            row.addWidget(self.hidden, 2)
            row.addWidget(self.melds, 3)
            lay.addLayout(row)
        self.vertical = vertical
        self._resting = False

    def meld_w(self) -> int:
        return max(14, round(self.cstyle.base() * 0.5))

    river_fit = 1.0  # set by the centre: below 1 when a long river would otherwise need to scroll

    def river_w(self) -> int:
        return max(14, round(self.cstyle.base() * 0.55 * self.river_fit))

    def set_header(self, html: str, turn: bool, resting: bool) -> None:
        if self.header.text() != html:
            self.header.setText(html)
        if self.property("turn") != turn or self.property("resting") != resting:
            self.setProperty("turn", turn)
            self.setProperty("resting", resting)
            self.style().unpolish(self)
            self.style().polish(self)

    def relayout(self) -> None:
        self.melds.relayout()
        self.river.relayout()
        h = round(self.meld_w() * CARD_ASPECT) + 24
        need = sum(len(c) * (self.meld_w() + 1) + 8 for c, _ in self.melds_model.groups)
        avail = max(1, self.melds.width() - 4)
        rows = 1 if need <= avail or not self.vertical else min(3, -(-need // avail) + 1)
        if self.vertical:
            self.melds.setMinimumHeight(h * rows)
        else:  # 对门: exactly one row, so the centre below keeps the height
            self.melds.setFixedHeight(h * rows)
        self.hidden.card_w = max(12, round(self.cstyle.base() * 0.45))
        self.hidden.setMinimumHeight(round(self.hidden.card_w * CARD_ASPECT * 0.55) + 4)


class ActionBar(QWidget):
    """The actions open to the human now, as large buttons that show their key."""

    chosen = Signal(object)
    KEYS = [("hu", "H"), ("gang", "G"), ("peng", "P"), ("pass", "Space"), ("angang", "A"), ("jiagang", "J"),
            ("jiaolong", "L"), ("lilong", "K"), ("ready", "T"), ("discard", "Return")]

    def __init__(self, hand_view: HandView, parent=None):
        super().__init__(parent)
        self.hand_view = hand_view
        self.buttons: dict[str, QPushButton] = {}
        self.legal: list[Action] = []
        self.decision = None
        lay = QHBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(6)
        self.status = QLabel()
        self.status.setObjectName("status")
        self.status.setWordWrap(True)
        self.status.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        lay.addWidget(self.status, 3)
        self.status.hide()
        for key, _k in self.KEYS:
            b = QPushButton()
            b.setObjectName(f"action_{key}")
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            b.setProperty("action", key)
            b.setMinimumHeight(38)
            b.setMinimumWidth(52)
            # the bar never forces the window wider than the screen: buttons share the width and may shrink
            b.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
            b.clicked.connect(lambda _=False, k=key: self.trigger(k))
            lay.addWidget(b, 1)
            self.buttons[key] = b
        self.retranslate()
        self.set_decision(None, None, False)

    QT_KEYS = {Qt.Key.Key_H: "hu", Qt.Key.Key_G: "gang", Qt.Key.Key_P: "peng", Qt.Key.Key_Space: "pass",
               Qt.Key.Key_A: "angang", Qt.Key.Key_J: "jiagang", Qt.Key.Key_L: "jiaolong", Qt.Key.Key_K: "lilong",
               Qt.Key.Key_T: "ready"}

    def handle_key(self, key) -> bool:
        """One key per action (shown on its button); True when the key was an enabled action's."""
        action = self.QT_KEYS.get(key)
        if action is None or not self.buttons[action].isEnabled():
            return False
        self.trigger(action)
        return True

    def say(self, text: str) -> None:
        """A short message in front of the buttons (hidden when there is nothing to say)."""
        self.status.setText(text)
        self.status.setVisible(bool(text))

    def names(self) -> dict[str, str]:
        return {"hu": translate("table", "胡"), "gang": translate("table", "杠"), "peng": translate("table", "碰"), "pass": translate("table", "过"), "angang": translate("table", "暗杠"),
                "jiagang": translate("table", "加杠"), "jiaolong": translate("table", "叫龙"), "lilong": translate("table", "撂龙"), "ready": translate("table", "报听"),
                "discard": translate("table", "打出")}

    def retranslate(self) -> None:
        names = self.names()
        keys = dict(self.KEYS)
        for key, b in self.buttons.items():
            k = {"Space": translate("table", "空格"), "Return": "⏎"}.get(keys[key], keys[key])
            b.setText(f"{names[key]} {k}")
            # each button's share of the bar follows its text, so short ones stay readable
            self.layout().setStretchFactor(b, max(1, b.fontMetrics().horizontalAdvance(b.text()) + 12))
        self._tooltips()

    def _types(self) -> set[str]:
        out = set()
        for a in self.legal:
            out.add("hu" if a.type == "tsumo" else a.type)
        return out

    def set_decision(self, decision, view, human_turn: bool) -> None:
        self.decision = decision if human_turn else None
        self.legal = list(decision.legal) if (decision is not None and human_turn) else []
        self.view = view
        types = self._types()
        for key, b in self.buttons.items():
            b.setEnabled(key in types)
            hot = key in types and key in ("hu", "gang", "peng")
            if b.property("hot") != hot:
                b.setProperty("hot", hot)
                b.style().unpolish(b)
                b.style().polish(b)
        self._tooltips()

    def _tooltips(self) -> None:
        types = self._types()
        phase = self.decision.phase if self.decision else None
        for key, b in self.buttons.items():
            if key in types:
                cards = sorted({a.card for a in self.legal if (a.type == key or (key == "hu" and a.type == "tsumo"))
                                and a.card})
                text = self.names()[key]
                if cards:
                    text += "：" + "、".join(CARD_INFO[c].name(self.hand_view.model().style.lang) for c in cards)
                b.setToolTip(text)
            else:
                b.setToolTip(self.why_not(key, phase))

    def why_not(self, key: str, phase: str | None) -> str:
        if self.decision is None:
            return translate("table", "现在不是你的回合")
        if key in ("peng", "gang") and phase != "claim":
            return translate("table", "只有别人打出的牌才能碰或杠")
        if key == "peng":
            return translate("table", "你没有两张这张牌")
        if key == "gang":
            return translate("table", "你没有三张这张牌，或者牌墙已空")
        if key == "hu":
            return translate("table", "这张牌不能让你胡")
        if key == "pass":
            return translate("table", "现在没有可以放弃的碰、杠或胡")
        if key in ("jiaolong", "lilong") and phase != "dragons":
            if key == "lilong":
                return translate("table", "只有在庄家第一次打牌之前，或者在自己回合摆下叫过的龙")
            return translate("table", "只有在庄家第一次打牌之前才能叫龙")
        if key in ("jiaolong", "lilong"):
            return translate("table", "你的手里没有龙（四张同样的牌，或者将牌剩下的全部）")
        if key == "angang":
            return translate("table", "你没有四张同样的暗牌，或者牌墙已空")
        if key == "jiagang":
            return translate("table", "你没有能加到自己碰上的牌")
        if key == "ready":
            return translate("table", "报听只在规则允许时、前三次摸牌内、打出后听牌时可用")
        if key == "discard":
            return translate("table", "现在不该打牌")
        return ""

    def trigger(self, key: str) -> None:
        if not self.buttons[key].isEnabled():
            return
        if key == "discard":
            code = self.hand_view.selected_code()
            if code is None:
                self.say(translate("table", "先选一张牌，再按回车打出"))
                return
            self.chosen.emit(Action("discard", code))
            return
        options = [a for a in self.legal if a.type == key or (key == "hu" and a.type == "tsumo")]
        if not options:
            return
        if len(options) == 1:
            self.chosen.emit(options[0])
            return
        sel = self.hand_view.selected_code()
        for a in options:
            if a.card == sel:
                self.chosen.emit(a)
                return
        menu = QMenu(self)
        style = self.hand_view.model().style
        for a in options:
            act = menu.addAction(f"{self.names()[key]} {style.short(a.card)}" if a.card else self.names()[key])
            act.triggered.connect(lambda _=False, a=a: self.chosen.emit(a))
        menu.popup(self.buttons[key].mapToGlobal(QPoint(0, -menu.sizeHint().height())))


class CentrePanel(QFrame):
    """The middle of the table: every seat's river on that seat's side (对门 above, 上家 left, 下家 right, yours
    below) around the flipped 将 card(s), the wall count and whose turn it is."""

    SIDE_COLUMNS = 4  # cards per row in the left and right rivers

    def __init__(self, style: CardStyle, side_rivers: dict | None = None, parent=None):
        super().__init__(parent)
        self.cstyle = style
        self.setObjectName("centre")
        self.flips_model = CardListModel(style, self)
        self.flips = CardRowView(self.flips_model, CardDelegate(style, self.flip_w, gap=6))
        self.flips.setObjectName("flips")
        self.flips.setAccessibleName(translate("table", "将牌"))
        self.jiang = QLabel()
        self.jiang.setObjectName("jiangWord")
        self.wall = QLabel()
        self.wall.setObjectName("wallCount")
        self.wall.setWordWrap(True)
        self.turn = QLabel()
        self.turn.setObjectName("turnLabel")
        self.turn.setWordWrap(True)
        self.river_model = CardListModel(style, self)
        self.river = CardRowView(self.river_model, CardDelegate(style, self.river_w, gap=2), wrap=True)
        self.river.setAccessibleName(translate("table", "你的弃牌"))
        middle = QHBoxLayout()
        fl = QVBoxLayout()
        fl.addWidget(self.jiang, 0, Qt.AlignmentFlag.AlignHCenter)
        fl.addWidget(self.flips, 0, Qt.AlignmentFlag.AlignHCenter)
        fl.addStretch(1)
        middle.addLayout(fl)
        info = QVBoxLayout()
        info.addWidget(self.wall)
        info.addWidget(self.turn)
        info.addStretch(1)
        middle.addLayout(info, 1)
        self.side_rivers = dict(side_rivers or {})
        grid = QGridLayout(self)
        grid.setContentsMargins(8, 6, 8, 6)
        grid.setHorizontalSpacing(10)
        grid.setVerticalSpacing(6)
        # 上家 and 下家 rivers run the full height on their sides; 对门's above the middle, yours below it.
        if 2 in self.side_rivers:
            grid.addWidget(self.side_rivers[2], 0, 1)
        if 3 in self.side_rivers:
            grid.addWidget(self.side_rivers[3], 0, 0, 3, 1)
        grid.addLayout(middle, 1, 1)
        if 1 in self.side_rivers:
            grid.addWidget(self.side_rivers[1], 0, 2, 3, 1)
        grid.addWidget(self.river, 2, 1)
        grid.setRowStretch(0, 2)
        grid.setRowStretch(1, 1)
        grid.setRowStretch(2, 2)
        grid.setColumnStretch(1, 1)

    def flip_w(self) -> int:
        return max(22, round(self.cstyle.base() * 0.8))

    river_fit = 1.0  # the human's river: below 1 when it would otherwise need to scroll
    FITS = (1.0, 0.9, 0.8, 0.72)

    def river_w(self) -> int:
        return max(14, round(self.cstyle.base() * 0.55 * self.river_fit))

    def _fit_for(self, view, n: int, cols: int | None = None) -> float:
        """The largest card scale (1 down to 0.72) at which ``n`` discards fit the view without scrolling."""
        full = self.cstyle.base() * 0.55
        for fit in self.FITS:
            w = max(14, round(full * fit))
            rows = max(1, (view.height() - 4) // (round(w * CARD_ASPECT) + 4))
            per_row = cols or max(1, (view.width() - 8) // (w + 2))
            if rows * per_row >= n:
                return fit
        return self.FITS[-1]

    def relayout(self) -> None:
        n = max(1, self.flips_model.rowCount())
        self.flips.setFixedSize((self.flip_w() + 6) * n + 4, round(self.flip_w() * CARD_ASPECT) + 6)
        self.flips.relayout()
        # Minimum sizes use the full card size, so they never depend on the fitted one (no layout feedback).
        full_w = max(14, round(self.cstyle.base() * 0.55))
        card_h = round(full_w * CARD_ASPECT) + 6
        for rel, view in self.side_rivers.items():
            panel = view.parent_panel
            n = view.model().rowCount()
            if rel != 2:
                # 上家 / 下家: four columns, five when long; then smaller cards before a scroll bar
                rows_fit = max(1, (view.height() - 6) // card_h)
                cols = min(self.SIDE_COLUMNS + 1, max(self.SIDE_COLUMNS, -(-n // rows_fit)))
                view.setFixedWidth((full_w + 2) * cols + 6 + view.verticalScrollBar().sizeHint().width())
                panel.river_fit = self._fit_for(view, n, cols)
            else:
                panel.river_fit = self._fit_for(view, n)
            view.setMinimumHeight(card_h)
            view.relayout()
        self.river_fit = self._fit_for(self.river, self.river.model().rowCount())
        self.river.setMinimumHeight(card_h)
        self.river.relayout()


class FlyingCard(QLabel):
    """A card moving from a hand to a river (150–300 ms); purely a cue, the models are already up to date."""

    def __init__(self, parent, pixmap, start: QPoint, end: QPoint, ms: int):
        super().__init__(parent)
        self.setPixmap(pixmap)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.resize(pixmap.size() / pixmap.devicePixelRatio())
        self.move(start)
        self.show()
        self.raise_()
        self.anim = QPropertyAnimation(self, b"pos", self)
        self.anim.setDuration(ms)
        self.anim.setStartValue(start)
        self.anim.setEndValue(end)
        self.anim.setEasingCurve(QEasingCurve.Type.OutCubic)
        self.anim.finished.connect(self.deleteLater)
        self.anim.start()


class TableWidget(QWidget):
    """The whole table. ``show_snapshot`` draws a snapshot; ``action_chosen`` carries the human's choice."""

    action_chosen = Signal(object)

    def __init__(self, style: CardStyle, parent=None):
        super().__init__(parent)
        self.cstyle = style
        self.setObjectName("table")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setAutoFillBackground(True)
        pal = self.palette()
        pal.setColor(QPalette.ColorRole.Window, QColor(FELT))
        self.setPalette(pal)
        self.n_seats = 4
        self.names: list[str] = []
        self.levels: list[str] = []
        self.snap = None
        self.view = None
        self.me_name = None
        self.anim_ms = 200

        self.hand_model = HandModel(style, self)
        self.hand_delegate = CardDelegate(style, self.hand_w, raise_px=12, gap=2)
        self.hand_view = HandView(self.hand_model, self.hand_delegate)
        self.hand_view.setObjectName("handView")
        self.hand_view.discard_requested.connect(self._discard)
        self.my_melds_model = MeldsModel(style, self)
        self.my_melds = CardRowView(self.my_melds_model, GroupDelegate(style, self.my_meld_w), wrap=False)
        self.my_melds.setAccessibleName(translate("table", "你亮出的牌"))
        self.actions = ActionBar(self.hand_view)
        self.actions.chosen.connect(self._chosen)
        self.my_header = QLabel()
        self.my_header.setObjectName("seatHeader")

        self.panels: dict[int, SeatPanel] = {1: SeatPanel(style, 1, True), 2: SeatPanel(style, 2, False),
                                             3: SeatPanel(style, 3, True)}
        self.centre = CentrePanel(style, {rel: p.river for rel, p in self.panels.items()})

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
        head.addWidget(self.my_header, 1)
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
        style.changed.connect(self.relayout)
        self.relayout()

    # --- sizes ----------------------------------------------------------------------------------------
    def hand_w(self) -> int:
        n = max(1, self.hand_model.rowCount())
        groups = self.my_melds_model.groups
        melds_w = sum(len(c) * (self.my_meld_w() + 1) + 8 for c, _ in groups)
        avail = self.width() - 24 - melds_w
        fit = (avail // n) - 2 if avail > 0 else self.cstyle.base()
        return int(max(20, min(self.cstyle.base(), fit)))

    def my_meld_w(self) -> int:
        return max(14, round(self.cstyle.base() * 0.6))

    def relayout(self) -> None:
        h = round(self.hand_w() * CARD_ASPECT) + 12 + 6
        self.hand_view.setFixedHeight(h)
        self.hand_view.relayout()
        self.my_melds.setFixedHeight(max(h, round(self.my_meld_w() * CARD_ASPECT) + 24))
        mw = sum(len(c) * (self.my_meld_w() + 1) + 8 for c, _ in self.my_melds_model.groups)
        self.my_melds.setFixedWidth(mw + 4 if mw else 0)
        self.my_melds.relayout()
        for p in self.panels.values():
            p.relayout()
        self.centre.relayout()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        # the table scales with the window: 1× up to about 1280 × 800, larger beyond (at most 1.5×)
        self.cstyle.scale = max(1.0, min(1.5, self.width() / 980, self.height() / 700))
        self.relayout()

    # --- drawing a snapshot ---------------------------------------------------------------------------
    def set_players(self, n_seats: int, levels: list[str], me_name: str | None = None) -> None:
        self.n_seats = n_seats
        self.levels = levels
        self.me_name = me_name
        self.panels[2].setVisible(n_seats == 4)
        self.panels[2].river.setVisible(n_seats == 4)
        self.names = [seat_label(s, n_seats, me_name) for s in range(n_seats)]

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
            if panel is None:
                self.centre.river_model.set_cards(river, marks)
                self.my_melds_model.set_groups(meld_groups(view, seat))
            else:
                panel.river_model.set_cards(river, marks)
                panel.melds_model.set_groups(meld_groups(view, seat))
                panel.hidden.set_count(view.hand_counts[seat] if seat in view.order else 0)
                panel.set_header(self._header(view, seat), view.turn == seat, view.resting == seat)
        self.my_header.setText(self._header(view, 0))
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
        if view.dealer == seat:
            parts.append(f"<span style='background:#b3232a;color:white'>&nbsp;{t_dealer}&nbsp;</span>")
        if view.resting == seat:
            parts.append(f"<span style='background:#555;color:white'>&nbsp;{t_rest}&nbsp;</span>")
        if view.ready[seat]:
            parts.append(f"<span style='background:#7a4ab3;color:white'>&nbsp;{t_ready}&nbsp;</span>")
        parts.append(translate("table", "分 %1").replace("%1", str(view.totals[seat])))
        vis = visible_hu(view, seat)
        if vis:
            parts.append(translate("table", "明胡 %1").replace("%1", str(vis)))
        if view.turn == seat:
            parts.append(f"<span style='color:#ffd24a'>◀ {t_turn}</span>")
        return "  ".join(parts)

    def _centre_text(self, view, snap) -> None:
        from ..engine.rules import kinds_label

        lang = self.cstyle.lang
        self.centre.jiang.setText(translate("table", "将"))
        try:
            levels = view.rules.levels_for(view.flips)
            what = kinds_label(levels, lang).replace("L1:", translate("table", "1级将：")).replace("L2:", translate("table", "2级将：")).replace(
                "L3:", translate("table", "3级将："))
        except Exception:
            what = ""
        flips = "、".join(CARD_INFO[c].name(lang) for c in view.flips)
        tip = translate("table", "翻出的将牌：%1\n这一局的将：%2\n（按 %3 的规则：将牌越高，成坎成杠的胡越多）").replace(
            "%1", flips).replace("%2", what).replace("%3", view.rules.display_name(lang) if view.rules else "")
        self.centre.flips.setToolTip(tip)
        self.centre.jiang.setToolTip(tip)
        self.centre.wall.setText(translate("table", "牌墙剩 %1 张").replace("%1", str(view.wall_count)) + "   " +
                                 translate("table", "第 %1 局").replace("%1", str(view.hand_no + 1)))
        d = snap.decision
        if view is not snap.view or d is None:
            msg = translate("table", "这一局结束了") if view.phase == "over" else ""
        elif d.seat == snap.human:
            msg = {"dragons": translate("table", "你可以叫龙或撂龙，或者按 空格 过"),
                   "act": translate("table", "轮到你：选一张牌打出（回车）"),
                   "claim": translate("table", "%1 打出 %2：你要吗？").replace("%1", self.names[view.claim["from"]] if view.claim else "")
                   .replace("%2", CARD_INFO[view.claim["card"]].name(lang) if view.claim else "")}.get(d.phase, "")
        else:
            msg = translate("table", "等待 %1 …").replace("%1", self.names[d.seat] if d.seat < len(self.names) else "")
        if 0 not in view.order and view.phase != "over":
            msg = translate("table", "你这一局定醒（休息），看其他三家打") + ("  " + msg if msg else "")
        self.centre.turn.setText(msg)
        self.actions.say("")

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


TABLE_QSS = f"""
#table {{ background: qradialgradient(cx:0.5, cy:0.45, radius:0.9, fx:0.5, fy:0.45,
          stop:0 #2a7050, stop:0.7 {FELT}, stop:1 {FELT_DARK}); }}
#seatPanel, #centre {{ background: rgba(0,0,0,0.16); border: 1px solid rgba(255,255,255,0.08); border-radius: 8px; }}
#seatPanel[turn="true"] {{ border: 2px solid #ffd24a; }}
#seatPanel[resting="true"] {{ background: rgba(0,0,0,0.32); }}
#seatHeader {{ color: {INK}; font-size: 15px; }}
#jiangWord {{ color: #ffd24a; font-size: 20px; font-weight: bold; }}
#wallCount {{ color: {INK}; font-size: 16px; }}
#turnLabel {{ color: #ffe9a8; font-size: 16px; }}
#status {{ color: #ffe9a8; font-size: 15px; }}
QPushButton[action] {{ background: #f6ecd2; color: #1d1a16; border: 1px solid #8a6d3b; border-radius: 6px;
  padding: 4px 2px; font-size: 15px; font-weight: bold; }}
QPushButton[action]:disabled {{ background: rgba(246,236,210,0.25); color: rgba(255,255,255,0.45);
  border: 1px solid rgba(255,255,255,0.15); }}
QPushButton[hot="true"] {{ background: #ffd24a; border: 2px solid #b3232a; color: #7a0f14; }}
QPushButton[action]:hover:enabled {{ background: #fff6dc; }}
"""
