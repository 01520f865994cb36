"""What the scorer takes and gives, typed: a player's hand in (``PlayerHand`` with ``Meld`` and ``Win``), a
``Score`` out whose explanation is a list of ``Item`` lines, each carrying a glossary message (``Msg``)."""

from __future__ import annotations

from dataclasses import dataclass
from collections.abc import Callable

from ..cards import KINDS
from ..text import Msg
from ..tiles import Arrangement

MELD_FORMS = ("peng", "minggang", "angang", "long")
TYPE_ORDER = ("piao", "qing", "shisan", "ta")  # preference when totals tie (RULES.md §5.3)


class ScoringError(ValueError):
    """A hand that cannot be scored: ``msg`` (a glossary message of ``resources/text/errors.toml``) names the
    rule and the cards at fault; ``services.text.render`` writes it in a language."""

    def __init__(self, message: Msg):
        super().__init__(message.id)
        self.msg = message


@dataclass(frozen=True)
class Meld:
    form: str   # peng | minggang | angang | long
    kind: int   # card index

    @property
    def code(self) -> str:
        return KINDS[self.kind]


@dataclass(frozen=True)
class Win:
    card: int
    self_drawn: bool
    dealer_first: bool = False   # 天成
    last_card: bool = False      # 海底捞月
    first_discard: bool = False  # 地胡
    ready_declared: bool = False  # 报听 / 折庄
    after_gang: bool = False     # 杠开
    ready_on_deal: bool = False  # 天听: a non-dealer declared ready on its dealt 22


@dataclass
class PlayerHand:
    """What scoring needs of one player: concealed counts (winning card included), melds, 叫龙, 喜."""

    concealed: tuple[int, ...]
    melds: tuple[Meld, ...] = ()
    declared: tuple[int, ...] = ()
    joys: int = 0
    joys_in_deal: bool = False
    win: Win | None = None


@dataclass
class Item:
    """One line of the explanation: what it is (``msg``, rendered by ``services.text``), the cards (codes),
    the 胡 it adds or the factor it multiplies by, and the rule it comes from."""

    key: str
    msg: Msg | str
    cards: str = ""
    hu: int | None = None
    factor: int | None = None
    rule: str = ""


class Score:
    """A player's 胡: total, hand type (None for a non-winner), 底胡, multiplier, and the explanation.

    The explanation may be written on first use (``explain``): the computer players and the hint panel score
    thousands of readings and only need the numbers; the items always add up to ``total`` either way.
    """

    def __init__(self, total: int, type: str | None, dihu: int, multiplier: int, items: list[Item] | None = None,
                 arrangement: Arrangement | None = None, explain: Callable[[], list[Item]] | None = None):
        self.total = total
        self.type = type
        self.dihu = dihu
        self.multiplier = multiplier
        self.arrangement = arrangement
        self._items = items
        self._explain = explain

    @property
    def items(self) -> list[Item]:
        if self._items is None:
            self._items = self._explain() if self._explain else []
            self._explain = None
        return self._items

    def __repr__(self) -> str:
        return f"Score(total={self.total}, type={self.type!r}, dihu={self.dihu}, multiplier={self.multiplier})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Score):
            return NotImplemented
        return ((self.total, self.type, self.dihu, self.multiplier, self.items, self.arrangement)
                == (other.total, other.type, other.dihu, other.multiplier, other.items, other.arrangement))


@dataclass
class WaitScore:
    kind: int
    self_drawn: Score
    discard: Score
