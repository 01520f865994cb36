"""The event stream of a game: what happened, with what an animation needs.

``match.Match`` calls each listener (``game.listeners.append(fn)``; ``fn(event)``) synchronously, in
order, as the engine runs. The UI runs the game in a worker thread and turns events into Qt signals.
Events are the omniscient record (a ``dealt`` event names every dealt card): give them to the table, never
to a computer player, which sees only its ``SeatView``.

Types and their data:

=================  ======================================================================================
``hand_started``   hand_no, dealer, resting (seat or None), order (seats in turn order)
``dealt``          seat, cards (codes in deal order, 喜 included), wall_count
``flipped``        card, set_aside (a 喜 set aside in a reflip preset; another card follows)
``drew``           seat, card, source ("front" | "end"), reason ("turn" | "joy" | "gang" | "dragon")
``joy_replaced``   seat, joy (the 喜 laid face up), card (its replacement from the end, None if the wall ran out)
``discarded``      seat, card, ready (True for a 报听 discard)
``claimed``        seat, form ("peng" | "gang"), card, from_seat
``declared``       seat, what ("jiaolong" | "lilong" | "angang" | "jiagang" | "ready"), card, cards
``passed``         seat (declined a claim or finished its dragons)
``won``            seat, card, self_drawn, from_seat, robbed (抢杠), flags (the Win flags)
``hand_drawn``     (荒牌: the wall ran out)
``scored``         scores: per seat (None for the resting seat) the Score (services.score_text renders it)
``settled``        totals, nets: per seat (None for the resting seat)
``next_hand``      hand_no, dealer, resting
``game_over``      summary (see ``match.Match.summary``)
=================  ======================================================================================
"""

from __future__ import annotations

from dataclasses import dataclass, field
from collections.abc import Callable
from typing import Any

EVENT_TYPES = ("hand_started", "dealt", "flipped", "drew", "joy_replaced", "discarded", "claimed", "declared",
               "passed", "won", "hand_drawn", "scored", "settled", "next_hand", "game_over")


@dataclass(frozen=True)
class Event:
    type: str
    data: dict = field(default_factory=dict)

    def __getitem__(self, key: str) -> Any:
        return self.data[key]


Listener = Callable[[Event], None]
