"""One playing seat in the replay viewer: its laid cards and hand (or how many cards it hides), its river."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QGroupBox, QLabel, QVBoxLayout

from ...services.replay import SeatTable
from ..context import UiContext
from ..learn.common import CARD_RATIO, CardRow

HAND_W = 26        # px: a hand's faces at most (narrower when a long hand must fit the box)
RIVER_W = 17       # px: a river's faces at most
MIN_W = 12         # px: never narrower
GROUP_GAP = 10     # px between groups (CardRow's gap)
FACE_GAP = 5          # a face's button is 3 px wider than the face, and 2 px between buttons
BOX_PAD = 24       # px of the box's frame and margins


def fitting_width(groups: list, room: int, widest: int) -> int:
    """The face width at which ``groups`` fit in ``room`` px on one row (between MIN_W and ``widest``)."""
    n = sum(len(cards) for cards, _ in groups)
    if not n:
        return widest
    free = room - GROUP_GAP * (len(groups) - 1) - FACE_GAP * n
    return max(MIN_W, min(widest, free // n))


def translate(context: str, text: str) -> str:
    """Every user-visible string goes through Qt's translator (简体中文 is the source text)."""
    return QCoreApplication.translate(context, text)


def meld_caption(form: str) -> str:
    return {"peng": translate("replay_seat", "碰"), "minggang": translate("replay_seat", "明杠"),
            "angang": translate("replay_seat", "暗杠"), "jiaolong": translate("replay_seat", "叫龙"),
            "joys": translate("replay_seat", "喜")}.get(form, translate("replay_seat", "龙"))


class SeatBox(QGroupBox):
    """A seat at one step: title (name, dealer, ready, cards held), laid cards + hand, river."""

    def __init__(self, ctx: UiContext, parent=None):
        super().__init__(parent)
        self.ctx = ctx
        lay = QVBoxLayout(self)
        lay.setContentsMargins(6, 4, 6, 4)
        lay.setSpacing(2)
        self.cards = CardRow(ctx, HAND_W)
        self.hidden = QLabel()
        self.hidden.setObjectName("hiddenHand")
        self.river = CardRow(ctx, RIVER_W)
        self.shown: tuple | None = None
        lay.addWidget(self.cards)
        lay.addWidget(self.hidden)
        lay.addWidget(self.river)

    def show_seat(self, seat: SeatTable, name: str, mark: str | None) -> None:
        """``mark``: the card the seat played at this step (ringed in its river or hand)."""
        title = name
        if seat.dealer:
            title += " · " + translate("replay_seat", "庄")
        if seat.ready:
            title += " · " + translate("replay_seat", "报听")
        title += " · " + translate("replay_seat", "手牌 %1 张").replace("%1", str(seat.count))
        self.setTitle(("▶ " if seat.acting else "") + title)
        groups = [(list(cards), meld_caption(form)) for form, cards in seat.melds]
        if seat.hand is not None:
            groups.append((list(seat.hand), translate("replay_seat", "手牌")))
        ring = None
        if mark is not None and seat.hand is not None and mark in seat.hand:
            before = sum(len(c) for c, _ in groups[:-1])
            ring = {before + list(seat.hand).index(mark)}
        river = list(seat.discards)
        last = {len(river) - 1} if seat.acting and river and mark == river[-1] else None
        rivers = [(river, translate("replay_seat", "打出的牌"))] if river else []
        self.shown = (groups, ring, rivers, last)
        self._lay_out()
        self.cards.setVisible(bool(groups))
        self.river.setVisible(bool(rivers))
        self.hidden.setVisible(seat.hand is None)
        self.hidden.setText(translate("replay_seat", "（%1 张手牌，不亮给你看）").replace("%1", str(seat.count)))

    def _lay_out(self) -> None:
        if self.shown is None:
            return
        groups, ring, rivers, last = self.shown
        room = max(1, self.width() - BOX_PAD)
        for b in self.cards.buttons + self.river.buttons:   # out of sight now, deleted by the event loop later
            b.hide()
        self.cards.card_w = fitting_width(groups, room, HAND_W)
        self.cards.setMinimumHeight(round(self.cards.card_w * CARD_RATIO) + 8)
        self.cards.set_cards(groups, ring)
        self.river.card_w = fitting_width(rivers, room, RIVER_W)
        self.river.setMinimumHeight(round(self.river.card_w * CARD_RATIO) + 8)
        self.river.set_cards(rivers, last)

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt naming
        super().resizeEvent(event)
        if event.oldSize().width() != event.size().width():
            self._lay_out()
