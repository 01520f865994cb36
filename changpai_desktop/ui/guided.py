"""COMPAT(wave2): ``rules_view.py`` starts the guided hand from here with the main window (or None)."""

from __future__ import annotations

from .learn import guided


def start_guided_hand(main_window) -> bool:  # COMPAT(wave2): guided.start_guided_hand(start_game, parent)
    return guided.start_guided_hand(main_window.start_game if main_window is not None else None, main_window)
