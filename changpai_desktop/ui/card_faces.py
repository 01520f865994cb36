"""Moved to ``ui/widgets/card_faces.py``; this re-export keeps the 学习 windows working until the merge."""

from .widgets.card_faces import CARD_ASPECT, back_pixmap, card_pixmap, without_name  # noqa: F401  # COMPAT(wave2)
