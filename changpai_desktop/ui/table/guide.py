"""A guide's hold on the table: what a lesson of the course (``ui/learn/course_run.py``) tells the controller.

The controller asks the guide, at each of the human's decisions, for the note to show (the guide highlights the
table meanwhile); before playing a human action, whether the guide refuses it (the step asks for another; the
answer says what to do); and at the end of the game, to take over from the end-of-game summary.
"""

from __future__ import annotations


class Guide:
    """The base guide does nothing; a lesson overrides every method."""

    def notes(self) -> list[str]:
        """Texts in order (the controller treats a guided game as guided: no statistics, no automatic moves)."""
        return []

    def note(self, snap, table) -> str:
        """The note for the human's decision in ``snap``; the guide may highlight ``table`` for it."""
        return ""

    def refuse(self, action) -> str | None:
        """None when ``action`` is what this step asks (the guide moves on), else what to say instead."""
        return None

    def finished(self, snap, window) -> None:
        """The lesson's game is over (its hand-end dialog closed)."""

    def close(self) -> None:
        """The table goes on to another game: take away whatever the guide shows on it."""
