"""The win moment: before the end-of-hand dialog, the winning hand is laid out over the table card by card — its
sets apart, as the scorer arranged them — and its total rises under it ("我 自摸 · 80 胡"). About two seconds
at the usual speed (``duration_for``; none at 瞬间); a click or a key skips it.

``WinMoment(table, rec, names, ctx, ms, done)`` shows itself at once and calls ``done()`` exactly once, when it
ends or is skipped.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEasingCurve, QPointF, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QWidget

from ..context import UiContext
from ..widgets.card_faces import card_height
from ..widgets.sheet_models import result_text
from .hand_end import _arrangement_groups, _meld_groups_open, winning_position

DURATIONS_MS = (2600, 2200, 1800, 1300, 0)      # per speed setting: slow … instant (no moment)
CARDS_SHARE = 0.7                                # of the animation spent laying the cards; the rest, the total
BACKDROP = QColor(10, 30, 20, 200)
GOLD = QColor(255, 210, 80)
GROUP_GAP = 10
CARD_GAP = 2
MAX_CARD_W = 56
RISE_PX = 30
TITLE_PT = 26
TITLE_SHARE = 0.7      # the headline at this share of TITLE_PT ...
TITLE_MIN_SHARE = 0.4  # ... shrinking to this share at most to fit the table's width (then wrapped)
TITLE_BOX = (80, 60)   # the headline's box: from this far above the cards, this high (px)
SIDE_MARGIN = 20       # px kept clear at each side of the headline and of the cards
SHRINK_STEP = 0.9
RING_PX = 3


def duration_for(speed: int) -> int:
    return DURATIONS_MS[max(0, min(speed, len(DURATIONS_MS) - 1))]


def translate(context: str, text: str) -> str:
    return QCoreApplication.translate(context, text)


def winning_groups(rec) -> tuple[list[tuple[str, ...]], tuple[int, int] | None]:
    """The winner's cards as the end-of-hand dialog lays them — melds (and 喜), then the scorer's arrangement —
    and where the winning card is among them (group, place), as the dialog rings it."""
    seat = rec.result.seat(rec.result.winner)
    melds, sets = _meld_groups_open(seat, rec.flips), _arrangement_groups(seat)
    where = winning_position(sets, rec.result.card)
    ring = (where[0] + len(melds), where[1]) if where is not None else None
    return [tuple(codes) for codes, _label in (*melds, *sets)], ring


def headline(rec, names: list[str], lang: str) -> tuple[str, str]:
    """("我 自摸（塌胡）", "80 胡"): who won and how, and the total."""
    res = rec.result
    row = {"winner": res.winner, "self_drawn": res.self_drawn, "from": res.from_seat, "type": res.type}
    return result_text(row, names, lang), translate("hand_end", "%1 胡").replace("%1", str(res.totals[res.winner]))


class WinMoment(QWidget):
    def __init__(self, table: QWidget, rec, names: list[str], ctx: UiContext, ms: int, done: Callable[[], None]):
        super().__init__(table)
        self.setObjectName("win-moment")
        self.ctx = ctx
        self._done = done
        self.finished = False
        self.groups, self.ring = winning_groups(rec)
        self.title, self.total = headline(rec, names, ctx.lang)
        self.progress = 0.0
        self.setGeometry(table.rect())
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.anim = QVariantAnimation(self)
        self.anim.setStartValue(0.0)
        self.anim.setEndValue(1.0)
        self.anim.setDuration(ms)
        self.anim.setEasingCurve(QEasingCurve.Type.Linear)
        self.anim.valueChanged.connect(self._step)
        self.anim.finished.connect(self.finish)
        self.show()
        self.raise_()
        self.setFocus()
        self.anim.start()

    def _step(self, value) -> None:
        self.progress = float(value)
        self.update()

    def finish(self) -> None:
        if self.finished:
            return
        self.finished = True
        self.anim.stop()
        self.hide()
        self.deleteLater()
        self._done()

    def mousePressEvent(self, event) -> None:  # noqa: N802
        self.finish()

    def keyPressEvent(self, event) -> None:  # noqa: N802
        self.finish()

    def _card_width(self) -> int:
        n = sum(len(g) for g in self.groups)
        room = self.width() - 2 * SIDE_MARGIN - GROUP_GAP * (len(self.groups) - 1) - CARD_GAP * n
        return max(16, min(MAX_CARD_W, room // max(1, n)))

    def paintEvent(self, event) -> None:  # noqa: N802
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillRect(self.rect(), BACKDROP)
        w = self._card_width()
        h = card_height(w)
        n = sum(len(g) for g in self.groups)
        total_w = n * (w + CARD_GAP) + GROUP_GAP * (len(self.groups) - 1)
        x = (self.width() - total_w) / 2
        y = self.height() / 2 - h / 2
        shown = self.progress / CARDS_SHARE * n
        dpr = self.devicePixelRatioF()
        i = 0
        for gi, group in enumerate(self.groups):
            for ci, code in enumerate(group):
                part = max(0.0, min(1.0, shown - i))
                if part > 0:
                    p.setOpacity(part)
                    top = y + RISE_PX * (1 - part)
                    p.drawPixmap(QPointF(x, top), self.ctx.pixmap(code, w, dpr))
                    if (gi, ci) == self.ring:
                        p.setPen(QPen(GOLD, RING_PX))
                        p.drawRoundedRect(QRectF(x - 2, top - 2, w + 4, h + 4), 4, 4)
                x += w + CARD_GAP
                i += 1
            x += GROUP_GAP
        p.setOpacity(1.0)
        self._paint_text(p, y, h)
        p.end()

    def _paint_text(self, p: QPainter, y: float, h: float) -> None:
        box = QRectF(SIDE_MARGIN, y - TITLE_BOX[0], self.width() - 2 * SIDE_MARGIN, TITLE_BOX[1])
        font = title_font(QFont(self.font()), self.title, box)
        p.setFont(font)
        p.setPen(QColor("white"))
        p.drawText(box, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, self.title)
        late = max(0.0, (self.progress - CARDS_SHARE) / (1 - CARDS_SHARE))
        if late > 0:
            font.setPointSizeF(TITLE_PT * (0.6 + 0.4 * min(1.0, late * 1.5)))
            p.setFont(font)
            p.setPen(GOLD)
            p.setOpacity(min(1.0, late * 2))
            p.drawText(QRectF(0, y + h + 16, self.width(), 70), Qt.AlignmentFlag.AlignCenter, self.total)


def title_font(font: QFont, text: str, box: QRectF) -> QFont:
    """The headline's bold font: TITLE_SHARE of TITLE_PT on one line, smaller (to TITLE_MIN_SHARE) until ``text``
    fits the width of ``box``; only then wrapped (drawn with TextWordWrap), which could break a word like 清胡.
    "Across · on a discard from Left (previous) · all-sequences win (清胡)" ran past both sides of the table at
    1024 × 700 in English and 大字."""
    font.setBold(True)
    pt = TITLE_PT * TITLE_SHARE
    least = TITLE_PT * TITLE_MIN_SHARE
    font.setPointSizeF(pt)
    while QFontMetricsF(font).horizontalAdvance(text) > box.width() and pt > least:
        pt = max(least, pt * SHRINK_STEP)
        font.setPointSizeF(pt)
    return font
