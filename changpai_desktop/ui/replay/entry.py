"""Where the rest of the app opens the replay (the 游戏 menu, the score sheet, ``changpai FILE``): light to import,
the viewer itself is loaded when first asked for."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from ..context import UiContext


def open_replay(parent: QWidget, ctx: UiContext, hand_no: int | None = None) -> None:
    """复盘 of a finished hand of the game being played (the last one when None)."""
    from .viewer import open_current_hand

    open_current_hand(parent, ctx, hand_no)


def open_replay_file(parent: QWidget, ctx: UiContext, path=None) -> None:
    """复盘 of a saved game or a game record (asked for when ``path`` is None)."""
    from .viewer import open_record_file, pick_record_file

    path = path or pick_record_file(parent)
    if path:
        open_record_file(parent, ctx, path)
