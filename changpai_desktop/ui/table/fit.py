"""How large the table's cards can be: the card-size setting is a preference within what fits the window.

The width is the hand row's: ``HAND_SLOTS`` cards and ``MELD_SLOTS`` small meld cards side by side. The height
is whatever the table's layout needs at a card width, measured (every part of the table — the seats, the rivers,
the flipped 将, the action bar, the hand — grows with the card width). The fitted width depends only on the
table's size and the preference, never on the cards held now, so nothing moves between turns.
"""

from __future__ import annotations

from ..widgets.card_faces import CARD_ASPECT

HAND_SLOTS = 23          # the most concealed cards a hand holds at once (the dealer's 23)
MELD_SLOTS = 6           # small meld cards kept free beside them (two 碰); more melds make the hand overlap
MELD_SHARE = 0.6         # a meld card's width, as a share of a hand card's
HAND_GAP = 2             # px between hand cards
MELD_PAD = 8             # px around each meld group
ROW_MARGINS = 40         # the table's margins and the hand row's spacing and padding, px
MIN_CARD = 18            # below this a card's face is unreadable: the layout scrolls or clips instead
REFERENCE = (980, 700)   # the table's size at which the scale is 1 (the card-size setting as chosen)
MAX_SCALE = 2.2          # a 4K window shows cards up to this much larger than the setting
FIT_TRIES = 6            # measurements of the layout's height before settling
MIN_TEXT_FIT = 0.6       # the text shrinks at most to this share when the smallest cards still do not fit
TEXT_FIT_STEP = 0.1
HEIGHT_PER_CARD_PX = 11.5  # about how many px of table height one px of card width costs (first guess)
WIDTH_PER_CARD_PX = 5.5    # ... and of its width (the side rivers: five columns of cards at 0.55 of a hand card)


def window_scale(width: int, height: int) -> float:
    """The table's scale for its size: 1 up to the reference size, larger beyond (at most ``MAX_SCALE``)."""
    return max(1.0, min(MAX_SCALE, width / REFERENCE[0], height / REFERENCE[1]))


def width_fit(width: int) -> int:
    """The widest hand card at which ``HAND_SLOTS`` cards and ``MELD_SLOTS`` meld cards fit ``width``."""
    room = width - ROW_MARGINS - 2 * MELD_PAD - MELD_SLOTS - HAND_SLOTS * HAND_GAP
    return max(MIN_CARD, int(room / (HAND_SLOTS + MELD_SLOTS * MELD_SHARE)))


def next_try(card: int, need, have) -> int:
    """The next card width to measure when the layout needs ``need`` (a QSize) and has ``have``: by the height
    it lacks, else by the width."""
    if need.height() > have.height():
        step = (need.height() - have.height()) / HEIGHT_PER_CARD_PX
    else:
        step = (need.width() - have.width()) / WIDTH_PER_CARD_PX
    return max(MIN_CARD, card - max(1, round(step)))


def hand_step(card: int, n: int, room: int) -> int:
    """The distance between hand cards: their width and gap, less (the cards overlap) when ``n`` would not fit
    ``room``."""
    if n <= 0:
        return card + HAND_GAP
    return max(1, min(card + HAND_GAP, room // n))


def card_height(width: int) -> int:
    return round(width * CARD_ASPECT)
