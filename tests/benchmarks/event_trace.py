"""bench_ui --events: what the GUI thread dispatched during the longest gaps, event by event.

A stall of the event loop is seldom one slow thing: it is a chain of events handled back to back (a
snapshot's processing, a paint, an Expose when a dialog closes, a deferred call, a timer) with no turn for the
loop in between. ``TracedApp`` is the QApplication with ``notify`` timed for the top-level events; ``report``
prints, for each of the longest gaps between ``ticks``, the events over ``MIN_EVENT_S`` that fell into it:
start within the gap, duration, receiver (its parent's class after "<"), event type.
"""

from __future__ import annotations

import time

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication

MIN_EVENT_S = 0.002
GAPS_SHOWN = 4


def _who(obj) -> str:
    """The receiver's class (its parent's after "<"), read before the event is handled: a DeferredDelete leaves
    nothing to read after it; a receiver PySide does not hand over as a QObject is named by its type."""
    if not isinstance(obj, QObject):
        return type(obj).__name__
    parent = obj.parent()
    return type(obj).__name__ + (f"<{type(parent).__name__}" if parent is not None else "")


class TracedApp(QApplication):
    """The application with every top-level event's dispatch timed (``events``: start, end, receiver, type)."""

    def __init__(self, argv: list[str]):
        super().__init__(argv)
        self.events: list[tuple[float, float, str, int]] = []
        self._depth = 0

    def notify(self, obj, event) -> bool:  # noqa: N802 - Qt naming
        self._depth += 1
        who = _who(obj) if self._depth == 1 else ""
        kind = int(event.type())
        t = time.perf_counter()
        try:
            return super().notify(obj, event)
        finally:
            self._depth -= 1
            if self._depth == 0:
                self.events.append((t, time.perf_counter(), who, kind))


def report(app: TracedApp, ticks: list[float]) -> None:
    names = {int(v): k for k, v in QEvent.Type.__members__.items()}
    gaps = sorted(((b - a, a, b) for a, b in zip(ticks, ticks[1:], strict=False)), reverse=True)[:GAPS_SHOWN]
    for gap, a, b in gaps:
        print(f"gap {gap * 1000:.1f} ms")
        for s, e, who, kind in app.events:
            if e > a and s < b and e - s >= MIN_EVENT_S:
                print(f"  {(s - a) * 1000:6.1f} +{(e - s) * 1000:5.1f} ms  {who} {names.get(kind, kind)}")
