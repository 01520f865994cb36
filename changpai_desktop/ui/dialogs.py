"""Dialogs of the table: new game, end of hand (hands laid open, itemised 胡, settlement), score sheet + chart."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QPointF, QRect, QSize, Qt, QTimer
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (QAbstractItemView, QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout,
                               QFrame, QGroupBox, QHBoxLayout, QHeaderView, QLabel, QLineEdit,
                               QRadioButton, QScrollArea, QSplitter, QTableView, QVBoxLayout, QWidget)

from ..engine.cards import KINDS
from ..engine.rules import PRESET_IDS, RuleSet
from .bridge import optional_module
from .card_faces import CARD_ASPECT
from .delegates import draw_card
from .models import ScoreItemsModel, ScoreSheetModel, result_text

def translate(context: str, text: str) -> str:
    """Every user-visible string goes through Qt's translator (简体中文 is the source text)."""
    return QCoreApplication.translate(context, text)

SEAT_COLOURS = ["#ffd24a", "#4ae0ff", "#ff7a7a", "#9be37a"]



class NewGameDialog(QDialog):
    """Region preset or saved house rules, 3 or 4 seats, each computer's level, hands, an optional seed."""

    def __init__(self, settings, parent=None):
        super().__init__(parent)
        self.settings = settings
        self.setObjectName("newGameDialog")
        self.rule = QComboBox()
        self.rules: list[tuple[str, object]] = []
        for pid in PRESET_IDS:
            rs = RuleSet.preset(pid)
            self.rules.append((rs.display_name(settings.language), pid))
        mod = optional_module("storage.rulesets")
        if mod is not None and hasattr(mod, "list_rulesets"):
            try:
                for name, rs in mod.list_rulesets():
                    self.rules.append((translate("dialogs", "家规：%1").replace("%1", name), rs))
            except Exception:
                pass
        for label, _ in self.rules:
            self.rule.addItem(label)
        want = settings.ruleset_name or settings.preset
        for i, (label, r) in enumerate(self.rules):
            if r == want or (not isinstance(r, str) and getattr(r, "name", None) == want):
                self.rule.setCurrentIndex(i)
        self.four = QRadioButton()
        self.three = QRadioButton()
        (self.four if settings.seats == 4 else self.three).setChecked(True)
        seats_row = QHBoxLayout()
        seats_row.addWidget(self.four)
        seats_row.addWidget(self.three)
        seats_row.addStretch(1)
        self.level_boxes = []
        self.level_labels = []
        for i in range(3):
            box = QComboBox()
            for key in ("easy", "normal", "hard"):
                box.addItem("", key)
            lv = settings.levels[i] if i < len(settings.levels) else "normal"
            box.setCurrentIndex(("easy", "normal", "hard").index(lv) if lv in ("easy", "normal", "hard") else 1)
            self.level_boxes.append(box)
            self.level_labels.append(QLabel())
        self.hands = QComboBox()
        for n in (6, 9, 12, 0):
            self.hands.addItem("", n)
        self.hands.setCurrentIndex({6: 0, 9: 1, 12: 2, 0: 3}.get(settings.hands, 0))
        self.seed = QLineEdit()
        self.seed.setObjectName("seedEdit")
        self.casual = QCheckBox()
        self.casual.setChecked(True)
        form = QFormLayout()
        self.form = form
        self.l_rule, self.l_seats, self.l_hands, self.l_seed = QLabel(), QLabel(), QLabel(), QLabel()
        form.addRow(self.l_rule, self.rule)
        form.addRow(self.l_seats, seats_row)
        for lab, box in zip(self.level_labels, self.level_boxes):
            form.addRow(lab, box)
        form.addRow(self.l_hands, self.hands)
        form.addRow(self.l_seed, self.seed)
        form.addRow("", self.casual)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self._accept)
        self.buttons.rejected.connect(self.reject)
        self.error = QLabel()
        self.error.setStyleSheet("color: #b3232a")
        lay = QVBoxLayout(self)
        lay.addLayout(form)
        lay.addWidget(self.error)
        lay.addWidget(self.buttons)
        self.four.toggled.connect(self._seats_changed)
        self.retranslate()
        self._seats_changed()

    def retranslate(self) -> None:
        self.setWindowTitle(translate("dialogs", "新游戏"))
        self.l_rule.setText(translate("dialogs", "规则"))
        self.l_seats.setText(translate("dialogs", "座位"))
        self.four.setText(translate("dialogs", "四人（轮流定醒）"))
        self.three.setText(translate("dialogs", "三人（捉鳖）"))
        for i, lab in enumerate(self.level_labels):
            lab.setText((translate("dialogs", "下家"), translate("dialogs", "对门"), translate("dialogs", "上家"))[i])
        for box in self.level_boxes:
            for j, t in enumerate((translate("dialogs", "入门"), translate("dialogs", "熟手"), translate("dialogs", "高手"))):
                box.setItemText(j, t)
        self.l_hands.setText(translate("dialogs", "局数"))
        for j, t in enumerate((translate("dialogs", "6 局"), translate("dialogs", "9 局"), translate("dialogs", "12 局"), translate("dialogs", "不限"))):
            self.hands.setItemText(j, t)
        self.l_seed.setText(translate("dialogs", "牌局编号"))
        self.seed.setPlaceholderText(translate("dialogs", "留空则随机；填同一个数可重玩或分享同一副牌"))
        self.casual.setText(translate("dialogs", "休闲局（可以悔牌）"))
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(translate("dialogs", "开始"))
        self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(translate("dialogs", "取消"))

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _seats_changed(self) -> None:
        four = self.four.isChecked()
        self.level_labels[1].setText(translate("dialogs", "对门") if four else translate("dialogs", "上家"))
        self.level_labels[2].setVisible(four)
        self.level_boxes[2].setVisible(four)

    def _accept(self) -> None:
        text = self.seed.text().strip()
        if text and not (text.isdigit() and len(text) <= 12):
            self.error.setText(translate("dialogs", "牌局编号要填一个整数（最多 12 位）"))
            return
        self.accept()

    def values(self) -> dict:
        seats = 4 if self.four.isChecked() else 3
        levels = [b.currentData() for b in self.level_boxes][: seats - 1]
        hands = self.hands.currentData()
        text = self.seed.text().strip()
        return {"rules": self.rules[self.rule.currentIndex()][1], "seats": seats, "levels": levels,
                "hands": hands or None, "seed": int(text) if text else None, "casual": self.casual.isChecked()}


class CardStrip(QWidget):
    """Groups of cards side by side (a hand laid open, a winner's sets), each group with a caption."""

    def __init__(self, groups, style, card_w: int = 26, parent=None):
        super().__init__(parent)
        self.groups = [(tuple(c), label) for c, label in groups if c]
        self.cstyle = style
        self.card_w = card_w
        names = []
        for codes, label in self.groups:
            names.append((label + " " if label else "") + " ".join(style.short(c) for c in codes))
        self.setAccessibleName("；".join(names))
        self.setToolTip("\n".join(names))
        self.setMinimumSize(self.sizeHint())

    def sizeHint(self) -> QSize:
        w = sum(len(c) * (self.card_w + 1) + 10 for c, _ in self.groups)
        return QSize(w + 4, round(self.card_w * CARD_ASPECT) + 20)

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        f = QFont(self.font())
        f.setPixelSize(12)
        p.setFont(f)
        x = 2
        h = round(self.card_w * CARD_ASPECT)
        for codes, label in self.groups:
            x0 = x
            for code in codes:
                draw_card(p, QRect(x, 2, self.card_w, h), code, self.cstyle, self.devicePixelRatioF())
                x += self.card_w + 1
            p.setPen(QColor("#5a4630"))
            p.drawText(QRect(x0, h + 3, x - x0, 16), Qt.AlignmentFlag.AlignCenter, label)
            x += 10
        p.end()


def _arrangement_groups(seat_open, style) -> list:
    """The winner's concealed cards grouped as the scoring arrangement; others' cards in suit order."""
    score = seat_open.score
    arr = getattr(score, "arrangement", None) if score is not None else None
    groups = []
    if arr is not None:
        try:
            for form, k in arr.sets:
                if form in ("seq", "shun", "sequence", "chow"):
                    codes = (KINDS[k], KINDS[k + 1], KINDS[k + 2])
                    label = translate("dialogs", "顺")
                elif form in ("quad", "gang", "kong", "four"):
                    codes = (KINDS[k],) * 4
                    label = translate("dialogs", "四张")
                else:
                    codes = (KINDS[k],) * 3
                    label = translate("dialogs", "坎")
                groups.append((codes, label))
            groups.append(((KINDS[arr.pair],) * 2, translate("dialogs", "将头")))
            return groups
        except (IndexError, TypeError):
            groups = []
    return [(tuple(seat_open.concealed), translate("dialogs", "手牌"))]


def _meld_groups_open(seat_open, flips) -> list:
    out = []
    for form, card, _ in seat_open.melds:
        n = {"peng": 3, "minggang": 4, "angang": 4}.get(form, max(1, 4 - list(flips).count(card)))
        label = {"peng": translate("dialogs", "碰"), "minggang": translate("dialogs", "明杠"), "angang": translate("dialogs", "暗杠")}.get(form, translate("dialogs", "龙"))
        out.append(((card,) * n, label))
    for card in seat_open.declared:
        out.append(((card,) * max(1, 4 - list(flips).count(card)), translate("dialogs", "叫龙")))
    if seat_open.joys:
        out.append((tuple(seat_open.joys), translate("dialogs", "喜")))
    return out


class HandEndDialog(QDialog):
    """Every player's hand laid open, the winner's arrangement, each player's itemised 胡, the settlement."""

    def __init__(self, record, names: list[str], style, parent=None):
        super().__init__(parent)
        self.setObjectName("handEndDialog")
        self.record = record
        self.names = names
        self.cstyle = style
        self.setModal(True)
        res = record.result
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
        self.tables = []
        self.inner_layout = il
        # Each player's section is built on its own event-loop turn, winner first, so opening the dialog never
        # stalls the table for long (building all three at once took 140–160 ms).
        self._pending = sorted(record.seats, key=lambda so: so.seat != res["winner"])   # the winner first
        self.complete = False
        self._builder = QTimer(self)   # a child: if the dialog is closed and deleted first, the timer goes with it
        self._builder.setSingleShot(True)
        self._builder.setInterval(0)
        self._builder.timeout.connect(self._add_seat)
        self._builder.start()
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
        self.buttons.accepted.connect(self.accept)
        lay.addWidget(self.buttons)
        self.retranslate()
        if parent is not None:
            self.resize(min(1200, max(860, int(parent.width() * 0.75))), max(600, int(parent.height() * 0.9)))
        else:
            self.resize(900, 720)

    def _add_seat(self) -> None:
        """Build the next player's section: cards laid open, then the itemised 胡 table."""
        if not self._pending:
            self.complete = True
            return
        so = self._pending.pop(0)
        res = self.record.result
        names, style = self.names, self.cstyle
        box = QGroupBox()
        box.setObjectName(f"seatResult{so.seat}")
        bl = QVBoxLayout(box)
        title = names[so.seat]
        if res["winner"] == so.seat:
            title = translate("dialogs", "%1（胡）").replace("%1", title)
        net = so.net if so.net is not None else 0
        box.setTitle(f"{title}   " + translate("dialogs", "胡 %1").replace("%1", str(so.hu)) + "   " +
                     translate("dialogs", "得分 %1").replace("%1", f"{net:+d}"))
        row = QHBoxLayout()
        groups = (_arrangement_groups(so, style) if res["winner"] == so.seat
                  else [(tuple(so.concealed), translate("dialogs", "手牌"))])
        strip = CardStrip(groups + _meld_groups_open(so, self.record.flips), style, 24)
        sc = QScrollArea()
        sc.setWidget(strip)
        sc.setWidgetResizable(False)
        sc.setFrameShape(QFrame.Shape.NoFrame)
        sc.setMinimumHeight(strip.sizeHint().height() + 18)
        row.addWidget(sc, 1)
        bl.addLayout(row)
        items = list(so.score.items) if so.score is not None else []
        model = ScoreItemsModel(items, style.lang, box)
        table = QTableView()
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
        table.setFixedHeight(model.rowCount() * vh.defaultSectionSize() + hh.sizeHint().height() + 2 * table.frameWidth() + 2)
        if model.rowCount():
            bl.addWidget(table)
        else:
            table.hide()
            bl.addWidget(QLabel(translate("dialogs", "没有成坎、成杠的牌，0 胡")))
        self.tables.append(table)
        self.inner_layout.insertWidget(len(self.tables) - 1, box)
        self._builder.start()

    def retranslate(self) -> None:
        r = self.record
        res = r.result
        self.setWindowTitle(translate("dialogs", "第 %1 局结束").replace("%1", str(r.hand_no + 1)))
        row = {"winner": res["winner"], "self_drawn": res["self_drawn"], "from": res["from"], "type": res["type"]}
        head = result_text(row, self.names)
        if res["winner"] is not None:
            head += "  ·  " + translate("dialogs", "%1 胡").replace("%1", str(res["totals"][res["winner"]]))
        self.headline.setText(head)
        parts = []
        order = [so.seat for so in r.seats]
        bao = res.get("baozhang")
        for i, a in enumerate(order):
            for b in order[i + 1:]:
                d = (res["totals"][a] or 0) - (res["totals"][b] or 0)
                if d == 0:
                    continue
                payer, payee = (b, a) if d > 0 else (a, b)
                if bao and payer == bao["for"] and payee == res["winner"]:
                    # 包张: the discarder, not ready, pays this share for the third player
                    parts.append(translate("dialogs", "包张：%1 替 %2 付给 %3：%4").replace("%1", self.names[bao["by"]])
                                 .replace("%2", self.names[payer]).replace("%3", self.names[payee]).replace("%4", str(abs(d))))
                    continue
                parts.append(translate("dialogs", "%1 付给 %2：%3").replace("%1", self.names[payer]).replace("%2", self.names[payee])
                             .replace("%3", str(abs(d))))
        nets = "，".join(f"{self.names[s]} {res['nets'][s]:+d}" for s in order)
        text = translate("dialogs", "结算") + "：" + ("；".join(parts) if parts else translate("dialogs", "两两相等，不用付")) + "<br/>" + \
            translate("dialogs", "本局得分") + "：" + nets
        for s in res.get("qionghen_300") or ():
            text += "<br/>" + translate("dialogs", "穷狠 300：%1 起手没有一对，这一局算 300 胡").replace("%1", self.names[s])
        if r.resting is not None:
            text += "<br/>" + translate("dialogs", "%1 定醒，不结算").replace("%1", self.names[r.resting])
        text += "<br/>" + translate("dialogs", "累计") + "：" + "，".join(f"{self.names[s]} {t}" for s, t in enumerate(r.running))
        if r.game_over:
            text += "<br/><b>" + translate("dialogs", "这一场结束了") + "</b>"
        self.settlement.setText(text)
        self.next_button.setText(translate("dialogs", "看总结") if r.game_over else translate("dialogs", "下一局"))
        self.sheet_button.setText(translate("dialogs", "记分表"))

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


class RunningChart(QWidget):
    """Each seat's running total after every hand, drawn with QPainter."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.rows: list[dict] = []
        self.names: list[str] = []
        self.n = 4
        self.setMinimumHeight(180)
        self.setObjectName("runningChart")

    def set_data(self, rows, n, names) -> None:
        self.rows, self.n, self.names = list(rows), n, list(names)
        self.update()

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillRect(self.rect(), QColor("#fbf5e6"))
        m_l, m_r, m_t, m_b = 54, 90, 14, 26
        r = self.rect().adjusted(m_l, m_t, -m_r, -m_b)
        series = [[0] + [row["running"][s] for row in self.rows] for s in range(self.n)]
        values = [v for ser in series for v in ser] or [0]
        lo, hi = min(values + [0]), max(values + [0])
        if hi == lo:
            hi, lo = hi + 10, lo - 10
        span = hi - lo
        npts = max(2, len(self.rows) + 1)

        def pt(i, v):
            return QPointF(r.left() + r.width() * i / (npts - 1), r.bottom() - r.height() * (v - lo) / span)

        raw = span / 4
        mag = 10 ** max(0, len(str(int(raw))) - 1)
        step = next(m * mag for m in (1, 2, 5, 10) if m * mag >= raw)
        ticks = [v for v in range(int(lo // step) * step, int(hi) + step, step) if lo <= v <= hi]
        p.setPen(QPen(QColor("#c9b896"), 1))
        for v in ticks:
            y = pt(0, v).y()
            p.drawLine(QPointF(r.left(), y), QPointF(r.right(), y))
            p.setPen(QColor("#5a4630"))
            p.drawText(QRect(0, int(y) - 8, m_l - 6, 16), Qt.AlignmentFlag.AlignRight, str(round(v)))
            p.setPen(QPen(QColor("#c9b896"), 1))
        p.setPen(QPen(QColor("#5a4630"), 1.5))
        y0 = pt(0, 0).y()
        p.drawLine(QPointF(r.left(), y0), QPointF(r.right(), y0))
        for i in range(npts):
            p.drawText(QRect(int(pt(i, lo).x()) - 12, r.bottom() + 4, 24, 16), Qt.AlignmentFlag.AlignCenter, str(i))
        colours = ["#b3232a", "#1f6fb3", "#2f8a3a", "#8a5a1f"]
        for s, ser in enumerate(series):
            path = QPainterPath(pt(0, ser[0]))
            for i, v in enumerate(ser[1:], 1):
                path.lineTo(pt(i, v))
            p.setPen(QPen(QColor(colours[s % 4]), 2.5))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawPath(path)
            for i, v in enumerate(ser):
                p.setBrush(QColor(colours[s % 4]))
                p.drawEllipse(pt(i, v), 3, 3)
            end = pt(len(ser) - 1, ser[-1])
            name = self.names[s] if s < len(self.names) else str(s)
            p.setPen(QColor(colours[s % 4]))
            p.drawText(QRect(r.right() + 8, int(end.y()) - 8 + s * 2, m_r - 8, 16), Qt.AlignmentFlag.AlignLeft,
                       f"{name} {ser[-1]}")
        p.end()


class ScoreSheetWindow(QDialog):
    """The score sheet (QTableView on ScoreSheetModel) with a chart of the running totals."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("scoreSheetWindow")
        self.model = ScoreSheetModel(self)
        self.table = QTableView()
        self.table.setModel(self.model)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.verticalHeader().hide()
        self.chart = RunningChart()
        split = QSplitter(Qt.Orientation.Vertical)
        split.addWidget(self.table)
        split.addWidget(self.chart)
        lay = QVBoxLayout(self)
        lay.addWidget(split)
        self.resize(760, 560)
        self.retranslate()

    def set_sheet(self, rows, n, names) -> None:
        self.model.set_sheet(rows, n, names)
        hh = self.table.horizontalHeader()
        for c in range(self.model.columnCount()):
            hh.setSectionResizeMode(c, QHeaderView.ResizeMode.ResizeToContents if c in (0, 1)
                                    else QHeaderView.ResizeMode.Stretch)
        hh.setSectionResizeMode(self.model.columnCount() - 1, QHeaderView.ResizeMode.ResizeToContents)
        self.chart.set_data(rows, n, names)

    def retranslate(self) -> None:
        self.setWindowTitle(translate("dialogs", "记分表"))
        self.model.retranslate()

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
