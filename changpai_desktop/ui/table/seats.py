"""The other seats (name, level, score, hidden hand, melds) and the centre of the table (every river on its
seat's side, the flipped 将 cards, the wall count and whose turn it is)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRect, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QFrame, QGridLayout, QHBoxLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

from ..context import UiContext
from ..widgets.card_faces import CARD_ASPECT, back_pixmap
from ..widgets.card_models import CardListModel, MeldsModel
from ..widgets.card_rows import CardRowView
from ..widgets.delegates import CardDelegate, GroupDelegate
from .style import GOLD, INK, PANEL_RADIUS, PANEL_SHADE, RESTING_SHADE, TURN_FRAME


def translate(context: str, text: str) -> str:
    """Every user-visible string goes through Qt's translator (简体中文 is the source text)."""
    return QCoreApplication.translate(context, text)


FLIP_SHARE = 0.7     # the flipped 将 card's width, as a share of a hand card's
WALL_LINES = 2       # lines kept for the wall count and the hand number
WALL_PART_GAP = "   "  # between the wall count and the hand number: the one place their line may wrap
MIN_RIVER_STEP = 0.5  # a centre river's cards overlap at most to half a card; beyond that it scrolls


class RiverSizes:
    """The size of a river's cards, for a seat panel (its river lies in the centre) and the centre (yours): set
    by the centre as the river grows. Needs ``self.cstyle``."""

    river_fit = 1.0   # below 1 when a long river would otherwise need to scroll
    river_step = 1.0  # ... and below 1 when even the smallest cards would: the cards overlap by this share

    def river_w(self) -> int:
        return max(14, round(self.cstyle.base() * 0.55 * self.river_fit))

    def river_step_px(self) -> int:
        """The distance between two discards (a card and its gap) at ``river_step`` of a card; rounded down: a
        step rounded up could push the last card to another row."""
        return max(1, int((self.river_w() + 2) * self.river_step))


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


class RiverBox(QWidget):
    """A seat's river with its seat's name above it (上家 / 对门 / 下家 / 我) and how many cards it holds."""

    def __init__(self, view: CardRowView, parent=None):
        super().__init__(parent)
        self.view = view
        self.title = ""
        self.label = QLabel()
        self.label.setObjectName("riverLabel")
        # the name never widens the table: a long one is cut by the box, never the other way round
        self.label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.label.setWordWrap(True)    # the narrow side columns put the count on a second line
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(1)
        lay.addWidget(self.label)
        lay.addWidget(view, 1)

    def set_title(self, name: str, mine: bool = False) -> None:
        """The seat's name as the table uses it (``mine``: the human's own river); the count follows it."""
        self.title = name
        self.mine = mine
        self.update_count()

    mine = False

    def update_count(self) -> None:
        n = str(self.view.model().rowCount())
        if self.mine:
            text = translate("table", "你的弃牌 · %1").replace("%1", n)
        else:
            text = translate("table", "%1的弃牌 · %2").replace("%1", self.title).replace("%2", n)
        self.view.setAccessibleName(text)
        if self.label.fontMetrics().horizontalAdvance(text) > self.label.width():
            # a narrow column (1024 × 700): the seat's name and the count on one line, not a broken label
            text = translate("table", "%1 · %2").replace("%1", translate("table", "我") if self.mine else self.title)
            text = text.replace("%2", n)
        if self.label.text() != text:
            self.label.setText(text)

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt naming
        super().resizeEvent(event)
        self.update_count()


class SeatPanel(RiverSizes, QFrame):
    """One of the other seats: header (name, level, 庄 / 定醒, score, visible 胡), hidden hand, melds, river."""

    def __init__(self, style: UiContext, rel: int, vertical: bool, parent=None):
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
        self.river = CardRowView(self.river_model, CardDelegate(style, self.river_w, gap=2, step_fn=self.river_step_px),
                                 wrap=True)
        self.river.parent_panel = self
        self.river.setAccessibleName(translate("table", "弃牌"))
        self.river_box = RiverBox(self.river)
        self.melds.setAccessibleName(translate("table", "亮出的牌"))
        # The river is not laid out here: like discards on a real table it lies in the centre, on this seat's
        # side (CentrePanel places it); the panel keeps the name, the hidden hand and the melds.
        lay = QVBoxLayout(self)
        lay.setContentsMargins(6, 4, 6, 4)
        lay.setSpacing(3)
        if vertical:
            lay.addWidget(self.header)
            lay.addWidget(self.hidden)
            lay.addWidget(self.melds, 1)
            # the melds take the panel's height and wrap in it; one row is all the layout insists on
            self.melds.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Ignored)
        else:
            # 对门: name, hidden hand and melds side by side in one row, so the centre below keeps the height
            row = QHBoxLayout()
            row.addWidget(self.header, 2)
            row.addWidget(self.hidden, 3)
            row.addWidget(self.melds, 4)
            lay.addLayout(row)
        self.vertical = vertical
        self._resting = False

    def meld_w(self) -> int:
        return max(14, round(self.cstyle.base() * 0.5))

    def set_header(self, html: str, turn: bool, resting: bool) -> None:
        if self.header.text() != html:
            self.header.setText(html)
        if self.property("turn") != turn or self.property("resting") != resting:
            self.setProperty("turn", turn)
            self.setProperty("resting", resting)
            self.update()   # paintEvent draws both: a style-sheet rule would re-polish the panel and its children

    def paintEvent(self, event) -> None:  # noqa: N802 - Qt naming
        """The table's sheet paints the panel; over it, a resting seat's darker shade and the gold frame of the
        seat whose turn it is (each turn moves it: painted here, a turn costs a repaint, not a re-polish of the
        panel and everything in it, ~1 ms a seat)."""
        super().paintEvent(event)
        resting, turn = bool(self.property("resting")), bool(self.property("turn"))
        if not (resting or turn):
            return
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(self.rect()).adjusted(TURN_FRAME / 2, TURN_FRAME / 2, -TURN_FRAME / 2, -TURN_FRAME / 2)
        if resting:   # the extra black that takes the panel's shade to RESTING_SHADE
            base = PANEL_SHADE[self.cstyle.large_print]
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(0, 0, 0, round(255 * (1 - (1 - RESTING_SHADE) / (1 - base)))))
            p.drawRoundedRect(r, PANEL_RADIUS, PANEL_RADIUS)
        if turn:
            p.setPen(QPen(QColor(GOLD), TURN_FRAME))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(r, PANEL_RADIUS - TURN_FRAME / 2, PANEL_RADIUS - TURN_FRAME / 2)
        p.end()

    def relayout(self) -> None:
        self.melds.relayout()
        self.river.relayout()
        h = round(self.meld_w() * CARD_ASPECT) + 24
        if self.vertical:
            self.melds.setMinimumHeight(h)   # more rows when the panel has the height (the layout never grows)
            if self.header.width() > 1:      # a wrapped name needs its lines (layouts do not ask a label)
                self.header.setMinimumHeight(max(0, self.header.heightForWidth(self.header.width())))
        else:  # 对门: exactly one row, so the centre below keeps the height
            self.melds.setFixedHeight(h)
        self.hidden.card_w = max(12, round(self.cstyle.base() * 0.45))
        self.hidden.setMinimumHeight(round(self.hidden.card_w * CARD_ASPECT * 0.55) + 4)


class CentrePanel(RiverSizes, QFrame):
    """The middle of the table: every seat's river on that seat's side (对门 above, 上家 left, 下家 right, yours
    below) around the flipped 将 card(s), the wall count and whose turn it is."""

    SIDE_COLUMNS = 4  # cards per row in the left and right rivers

    def __init__(self, style: UiContext, side_rivers: dict | None = None, parent=None):
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
        self.turn = QLabel()            # whose turn it is: shown beside the human's name (the table's status)
        self.turn.setObjectName("turnLabel")
        self.turn.setWordWrap(True)
        self.turn.hide()
        self.river_model = CardListModel(style, self)
        self.river = CardRowView(self.river_model, CardDelegate(style, self.river_w, gap=2, step_fn=self.river_step_px),
                                 wrap=True)
        self.river.setAccessibleName(translate("table", "你的弃牌"))
        self.river_box = RiverBox(self.river)
        middle = QHBoxLayout()
        middle.addWidget(self.jiang, 0, Qt.AlignmentFlag.AlignVCenter)   # 将 beside the flipped card(s)
        middle.addWidget(self.flips, 0, Qt.AlignmentFlag.AlignVCenter)
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
        grid.addWidget(self.river_box, 2, 1)
        grid.setRowStretch(0, 2)
        grid.setRowStretch(1, 1)
        grid.setRowStretch(2, 2)
        grid.setColumnStretch(1, 1)

    def flip_w(self) -> int:
        return max(22, round(self.cstyle.base() * FLIP_SHARE))

    FITS = (1.0, 0.9, 0.8, 0.72)

    def _fit_for(self, view, n: int, cols: int | None = None) -> tuple[float, float]:
        """The largest card scale (1 down to 0.72) at which ``n`` discards fit the view without scrolling, and
        the step between cards (a share of a card; below 1 they overlap, like a hand too long for its row) when
        even the smallest cards would not fit a row-wrapped river (a centre river at 1024 × 700)."""
        full = self.cstyle.base() * 0.55
        for fit in self.FITS:
            w = max(14, round(full * fit))
            rows = max(1, (view.height() - 4) // (round(w * CARD_ASPECT) + 4))
            per_row = cols or max(1, (view.width() - 8) // (w + 2))
            if rows * per_row >= n:
                return fit, 1.0
        if cols:
            return self.FITS[-1], 1.0
        per_row = -(-n // rows)
        room = view.width() - 8 - view.verticalScrollBar().sizeHint().width()   # as if it had to scroll: no
        return self.FITS[-1], max(MIN_RIVER_STEP, min(1.0, room / per_row / (w + 2)))   # see-saw at the edge

    def relayout(self) -> None:
        # wrapped text needs its lines' height (layouts do not ask): room for a fixed number of lines, whatever
        # the text says now, so a longer message never changes the table's layout
        fm = self.wall.fontMetrics()
        lines = fm.lineSpacing() * WALL_LINES
        self.wall.setMinimumHeight(max(lines, self.wall.heightForWidth(self.wall.width()) if self.wall.width() > 1
                                       else 0))   # (heightForWidth is -1 for an empty label)
        # and the width of its longer part, which cannot wrap: the layout gives it that much or the table's text
        # shrinks (fit_cards), instead of cutting "Wall: 50 cards" at its edge (English in 大字 at 1024 × 700)
        parts = self.wall.text().split(WALL_PART_GAP)
        self.wall.setMinimumWidth(max(fm.horizontalAdvance(part) for part in parts) + 2)
        n = max(1, self.flips_model.rowCount())
        self.flips.setFixedSize((self.flip_w() + 6) * n + 4, round(self.flip_w() * CARD_ASPECT) + 6)
        self.flips.relayout()
        # Minimum sizes use the full card size, so they never depend on the fitted one (no layout feedback).
        full_w = max(14, round(self.cstyle.base() * 0.55))
        card_h = round(full_w * CARD_ASPECT) + 6
        for rel, box in self.side_rivers.items():
            view = box.view
            panel = view.parent_panel
            n = view.model().rowCount()
            if rel != 2:
                # 上家 / 下家: four columns, five when long; then smaller cards before a scroll bar
                rows_fit = max(1, (view.height() - 6) // card_h)
                cols = min(self.SIDE_COLUMNS + 1, max(self.SIDE_COLUMNS, -(-n // rows_fit)))
                view.setFixedWidth((full_w + 2) * cols + 6 + view.verticalScrollBar().sizeHint().width())
                panel.river_fit, panel.river_step = self._fit_for(view, n, cols)
            else:
                panel.river_fit, panel.river_step = self._fit_for(view, n)
            view.setMinimumHeight(card_h)
            view.relayout()
            box.update_count()
        self.river_fit, self.river_step = self._fit_for(self.river, self.river.model().rowCount())
        self.river.setMinimumHeight(card_h)
        self.river.relayout()
        self.river_box.update_count()
