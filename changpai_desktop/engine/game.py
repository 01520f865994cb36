"""Old home of one 局; it is ``engine.table`` now (state, deal, moves, hand, result, invariants)."""

from .table.deal import build_deck  # noqa: F401  # COMPAT(wave2)
from .table.hand import Hand  # noqa: F401  # COMPAT(wave2)
