"""Moved to ``engine.scoring.settlement``; kept until callers import the new name."""

from .scoring.settlement import HandSettlement, baozhang, settle, settle_hand  # noqa: F401  # COMPAT(wave2)
