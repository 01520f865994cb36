"""The end-of-hand dialog: every player's hand laid open, the winner's arrangement with the winning card (the
claimed discard or the self-drawn card) ringed in red, each player's itemised 胡 ending in a total row (胡 after
settlement's totals and the net), and the settlement. A language switch rebuilds the players' sections."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QRect, QRectF, QSize, Qt, QTimer
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPen
from PySide6.QtWidgets import (QAbstractItemView, QDialog, QDialogButtonBox, QFrame, QGroupBox, QHeaderView,
                               QLabel, QScrollArea, QTableView, QVBoxLayout, QWidget)

from ...engine.cards import KINDS
from ...engine.rules.levels import copies_left_of
from ...engine.table.result import SeatReveal
from ...engine.tiles.arrange import SEQ
from ...services.session_records import HandRecord
from ..context import UiContext
from ..widgets.card_faces import CARD_ASPECT
from ..widgets.delegates import draw_card, shrunk_to_fit
from ..widgets.sheet_models import ScoreItemsModel, result_text
from .labels import giver_names


def translate(context: str, text: str) -> str:
    """Every user-visible string goes through Qt's translator (简体中文 is the source text)."""
    return QCoreApplication.translate(context, text)


WIN_RING = QColor("#d4161d")   # the ring around the winning card
CAPTION_PX, CAPTION_MIN_PX = 12, 9   # a group's caption, shrunk to at most the second to fit under its cards
GROUP_GAP = 10                       # px between groups


def caption_font(font: QFont, text: str, width: int) -> tuple[QFont, str]:
    """The caption's font (CAPTION_PX, smaller to CAPTION_MIN_PX until ``text`` fits ``width`` plus the gaps on
    either side) and its text, elided if even then too wide: "exposed kong·Across" under four cards was cut at
    both ends in English."""
    f = QFont(font)
    f.setPixelSize(CAPTION_PX)
    room = width + GROUP_GAP
    f = shrunk_to_fit(f, text, room, CAPTION_MIN_PX)
    return f, QFontMetrics(f).elidedText(text, Qt.TextElideMode.ElideRight, room)


class CardStrip(QWidget):
    """Groups of cards side by side (a hand laid open, a winner's sets), each group with a caption;
    ``marked``: (group, position) of the card to ring (the winning card), ``marked_word`` said of it."""

    def __init__(self, groups, style: UiContext, card_w: int = 26, parent=None,
                 marked: tuple[int, int] | None = None, marked_word: str = ""):
        super().__init__(parent)
        self.groups = [(tuple(c), label) for c, label in groups if c]
        self.cstyle = style
        self.card_w = card_w
        self.marked = marked if marked is not None and marked[0] < len(self.groups) else None
        names = []
        for gi, (codes, label) in enumerate(self.groups):
            cards = [style.card_name(c) + (f"（{marked_word}）" if (gi, i) == self.marked and marked_word else "")
                     for i, c in enumerate(codes)]
            names.append((label + " " if label else "") + " ".join(cards))
        self.setAccessibleName("；".join(names))
        self.setToolTip("\n".join(names))
        self.setMinimumSize(self.sizeHint())

    def sizeHint(self) -> QSize:
        w = sum(len(c) * (self.card_w + 1) + GROUP_GAP for c, _ in self.groups)
        return QSize(w + 4, round(self.card_w * CARD_ASPECT) + 20)

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        x = 2
        h = round(self.card_w * CARD_ASPECT)
        for gi, (codes, label) in enumerate(self.groups):
            x0 = x
            for i, code in enumerate(codes):
                draw_card(p, QRect(x, 2, self.card_w, h), code, self.cstyle, self.devicePixelRatioF())
                if (gi, i) == self.marked:
                    p.setPen(QPen(WIN_RING, 3))
                    p.setBrush(Qt.BrushStyle.NoBrush)
                    p.drawRoundedRect(QRectF(x + 0.5, 1.5, self.card_w - 1, h), 3, 3)
                x += self.card_w + 1
            p.setPen(QColor("#5a4630"))
            f, text = caption_font(self.font(), label, x - x0)
            p.setFont(f)
            p.drawText(QRect(x0 - GROUP_GAP // 2, h + 3, x - x0 + GROUP_GAP, 16), Qt.AlignmentFlag.AlignCenter, text)
            x += GROUP_GAP
        p.end()


def _arrangement_groups(seat: SeatReveal) -> list:
    """The winner's concealed cards grouped as the scoring arrangement; others' cards in suit order."""
    arr = seat.score.arrangement
    if arr is None:
        return [(tuple(seat.concealed), translate("hand_end", "手牌"))]
    groups = []
    for form, k in arr.sets:
        if form == SEQ:
            groups.append(((KINDS[k], KINDS[k + 1], KINDS[k + 2]), translate("hand_end", "顺")))
        else:
            groups.append(((KINDS[k],) * 3, translate("hand_end", "坎")))
    groups.append(((KINDS[arr.pair],) * 2, translate("hand_end", "将头")))
    return groups


def winning_position(groups, card: str | None) -> tuple[int, int] | None:
    """Where the winning card sits in the winner's groups: the first copy of ``card`` (None when absent)."""
    for gi, (codes, _label) in enumerate(groups):
        if card in codes:
            return gi, list(codes).index(card)
    return None


def _meld_groups_open(seat: SeatReveal, flips, givers: list[str] | None = None) -> list:
    """A seat's melds, 叫龙 and 喜 as captioned groups; with ``givers`` (labels.giver_names) a claimed set says
    whom its card came from, as at the table ("碰·上家")."""
    out = []
    for form, card, frm in seat.melds:
        n = {"peng": 3, "minggang": 4, "angang": 4}.get(form, max(1, copies_left_of(flips, card)))
        names = {"peng": translate("hand_end", "碰"), "minggang": translate("hand_end", "明杠"),
                 "angang": translate("hand_end", "暗杠")}
        label = names.get(form, translate("hand_end", "龙"))
        if givers and frm is not None and frm != seat.seat and 0 <= frm < len(givers):
            label += "·" + givers[frm]
        out.append(((card,) * n, label))
    for card in seat.declared:
        out.append(((card,) * max(1, copies_left_of(flips, card)), translate("hand_end", "叫龙")))
    if seat.joys:
        out.append((tuple(seat.joys), translate("hand_end", "喜")))
    return out


class HandEndDialog(QDialog):
    """Every player's hand laid open, the winner's arrangement, each player's itemised 胡, the settlement."""

    def __init__(self, record: HandRecord, names: list[str], style: UiContext, parent=None):
        super().__init__(parent)
        self.setObjectName("handEndDialog")
        self.record = record
        self.names = names
        self.cstyle = style
        self.setModal(True)
        lay = QVBoxLayout(self)
        self.headline = QLabel()
        self.headline.setObjectName("handEndHeadline")
        f = self.headline.font()
        f.setPixelSize(20)
        f.setBold(True)
        self.headline.setFont(f)
        lay.addWidget(self.headline)
        inner = QWidget()
        il = QVBoxLayout(inner)
        self.tables: list[QTableView] = []
        self.boxes: list[QGroupBox] = []
        self.inner_layout = il
        self._built_lang = style.lang
        # Each player's section is built on its own event-loop turn, winner first, so opening the dialog never
        # stalls the table for long (building all three at once took 140–160 ms).
        self._builder = QTimer(self)   # a child: if the dialog is closed and deleted first, the timer goes with it
        self._builder.setSingleShot(True)
        self._builder.setInterval(0)
        self._builder.timeout.connect(self._add_seat)
        self._start_sections()
        self.settlement = QLabel()
        self.settlement.setObjectName("settlement")
        self.settlement.setWordWrap(True)
        il.addWidget(self.settlement)
        scroll = QScrollArea()
        scroll.setWidget(inner)
        scroll.setWidgetResizable(True)
        lay.addWidget(scroll, 1)
        self.buttons = QDialogButtonBox()
        self.next_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.AcceptRole)
        self.next_button.setObjectName("nextHandButton")
        self.next_button.setDefault(True)
        self.next_button.setAutoDefault(True)
        self.sheet_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.ActionRole)
        self.review_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.ActionRole)
        self.review_button.setObjectName("reviewHandButton")
        self.review_button.clicked.connect(self._review)
        self.buttons.accepted.connect(self.accept)
        lay.addWidget(self.buttons)
        self.retranslate()
        if parent is not None:
            self.resize(min(1200, max(860, int(parent.width() * 0.75))), max(600, int(parent.height() * 0.9)))
        else:
            self.resize(900, 720)

    def _start_sections(self) -> None:
        """(Re)build every player's section, winner first, one per event-loop turn."""
        for box in self.boxes:
            self.inner_layout.removeWidget(box)
            box.hide()
            box.deleteLater()
        self.boxes, self.tables = [], []
        res = self.record.result
        self._pending = sorted(res.seats, key=lambda so: so.seat != res.winner)   # the winner first
        self.complete = False
        self._built_lang = self.cstyle.lang
        self._builder.start()

    def done(self, result: int) -> None:
        """Closed: the sections not built yet are not built (they would only cost the table time)."""
        self._builder.stop()
        self._pending = []
        super().done(result)

    def _add_seat(self) -> None:
        """Build the next player's section: cards laid open, then the itemised 胡 table with its total rows."""
        if not self._pending:
            self.complete = True
            return
        so = self._pending.pop(0)
        res = self.record.result
        box = QGroupBox()
        box.setObjectName(f"seatResult{so.seat}")
        bl = QVBoxLayout(box)
        title = self.names[so.seat]
        if res.winner == so.seat:
            title = translate("hand_end", "%1（胡）").replace("%1", title)
        box.setTitle(f"{title}   " + translate("hand_end", "胡 %1").replace("%1", str(so.hu)) + "   " +
                     translate("hand_end", "得分 %1").replace("%1", f"{so.net:+d}"))
        bl.addWidget(self._strip(so))
        if res.winner == so.seat and res.card:
            text = translate("hand_end", "红框里是胡的那张牌：%1")
            note = QLabel(text.replace("%1", self.cstyle.card_name(res.card)))
            note.setObjectName("winningCard")
            bl.addWidget(note)
        table = self._items_table(so, box)
        bl.addWidget(table)
        if not so.score.items:
            bl.addWidget(QLabel(translate("hand_end", "没有成坎、成杠的牌，0 胡")))
        self.tables.append(table)
        self.boxes.append(box)
        self.inner_layout.insertWidget(len(self.boxes) - 1, box)
        self._builder.start()

    def _strip(self, so: SeatReveal) -> QScrollArea:
        """The seat's cards laid open (the winner's as its arrangement, the winning card ringed)."""
        res = self.record.result
        winner = res.winner == so.seat
        groups = _arrangement_groups(so) if winner else [(tuple(so.concealed), translate("hand_end", "手牌"))]
        marked = winning_position(groups, res.card) if winner else None
        melds = _meld_groups_open(so, self.record.flips, giver_names(self.names))
        strip = CardStrip(groups + melds, self.cstyle, 24, marked=marked, marked_word=translate("hand_end", "胡的牌"))
        strip.setObjectName("winnerStrip" if winner else f"strip{so.seat}")
        sc = QScrollArea()
        sc.setWidget(strip)
        sc.setWidgetResizable(False)
        sc.setFrameShape(QFrame.Shape.NoFrame)
        sc.setMinimumHeight(strip.sizeHint().height() + 18)
        return sc

    def _items_table(self, so: SeatReveal, box: QWidget) -> QTableView:
        """Item · cards · 胡, then the total rows: the 胡 the settlement used and the net it gave."""
        totals = [(translate("hand_end", "合计"), translate("hand_end", "%1 胡").replace("%1", str(so.hu))),
                  (translate("hand_end", "结算后得分"), f"{so.net:+d}")]
        model = ScoreItemsModel(list(so.score.items), self.cstyle.lang, box, totals=totals)
        table = QTableView()
        table.setObjectName(f"items{so.seat}")
        table.setModel(model)
        table.verticalHeader().hide()
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        hh = table.horizontalHeader()
        hh.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        hh.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        hh.setSectionResizeMode(2, QHeaderView.ResizeMode.ResizeToContents)
        vh = table.verticalHeader()
        vh.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        vh.setDefaultSectionSize(table.fontMetrics().height() + 10)
        table.setWordWrap(False)
        table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        table.setFixedHeight(model.rowCount() * vh.defaultSectionSize() + hh.sizeHint().height()
                             + 2 * table.frameWidth() + 2)
        return table

    def retranslate(self) -> None:
        r = self.record
        res = r.result
        self.setWindowTitle(translate("hand_end", "第 %1 局结束").replace("%1", str(r.hand_no + 1)))
        row = {"winner": res.winner, "self_drawn": res.self_drawn, "from": res.from_seat, "type": res.type}
        head = result_text(row, self.names, self.cstyle.lang)
        if res.winner is not None:
            head += "  ·  " + translate("hand_end", "%1 胡").replace("%1", str(res.totals[res.winner]))
        self.headline.setText(head)
        parts = []
        order = [so.seat for so in r.seats]
        bao = res.baozhang
        for i, a in enumerate(order):
            for b in order[i + 1:]:
                d = res.totals[a] - res.totals[b]
                if d == 0:
                    continue
                payer, payee = (b, a) if d > 0 else (a, b)
                if bao is not None and payer == bao.for_ and payee == res.winner:
                    # 包张: the discarder, not ready, pays this share for the third player
                    parts.append(translate("hand_end", "包张：%1 替 %2 付给 %3：%4")
                                 .replace("%1", self.names[bao.by]).replace("%2", self.names[payer])
                                 .replace("%3", self.names[payee]).replace("%4", str(abs(d))))
                    continue
                parts.append(translate("hand_end", "%1 付给 %2：%3").replace("%1", self.names[payer])
                             .replace("%2", self.names[payee]).replace("%3", str(abs(d))))
        nets = "，".join(f"{self.names[s]} {res.nets[s]:+d}" for s in order)
        paid = "；".join(parts) if parts else translate("hand_end", "两两相等，不用付")
        text = translate("hand_end", "结算") + "：" + paid + "<br/>" + translate("hand_end", "本局得分") + "：" + nets
        for s in res.qionghen_300:
            text += "<br/>" + translate("hand_end", "穷狠 300：%1 起手没有一对，这一局算 300 胡").replace(
                "%1", self.names[s])
        if r.resting is not None:
            text += "<br/>" + translate("hand_end", "%1 定醒，不结算").replace("%1", self.names[r.resting])
        running = "，".join(f"{self.names[s]} {t}" for s, t in enumerate(r.running))
        text += "<br/>" + translate("hand_end", "累计") + "：" + running
        if r.game_over:
            text += "<br/><b>" + translate("hand_end", "这一场结束了") + "</b>"
        self.settlement.setText(text)
        self.next_button.setText(translate("hand_end", "看总结") if r.game_over else translate("hand_end", "下一局"))
        self.sheet_button.setText(translate("hand_end", "记分表"))
        self.review_button.setText(translate("hand_end", "复盘"))

    def _review(self) -> None:
        """This hand's replay and review (its window outlives the dialog: it belongs to the main window)."""
        from ..replay.viewer import open_current_hand   # first needed when asked: not at the end of every hand

        open_current_hand(self.parentWidget(), self.cstyle, self.record.hand_no, modal=True)

    def set_names(self, names: list[str]) -> None:
        """The seats' names in the language now (the table's ``refresh_names`` after a switch)."""
        self.names = list(names)
        self.retranslate()
        self._start_sections()

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self._start_sections()   # titles, captions and item names are written in the new language
        super().changeEvent(event)
