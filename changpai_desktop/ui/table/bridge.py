"""The bridge between the game session and the table: a worker QObject on its own QThread owns the session.

Threading model
- ``GameWorker`` lives on a ``QThread``. It alone touches the ``services.session.GameSession`` (the game and the
  computer players, which may think for a while). The GUI thread never reads the game: it receives immutable
  ``Snapshot`` values.
- The GUI asks for work through queued signals (``GameBridge.request_*`` → worker slots):
  ``step()`` lets one computer seat act (one move of the driver loop, then a snapshot); ``apply(action)`` plays
  the human's action; ``play_out()`` plays the computer seats to the end of the hand (跳过); ``undo()``
  replays the game without the human's last action; ``load(request)`` swaps games.
- After every action the session writes the autosave (atomic), then the worker emits ``snapshot(Snapshot)``.
- Pacing is the GUI's: after a computer move it waits the speed setting's delay (and its animation), then
  asks for the next ``step``. So the event loop never blocks, and "instant" is simply a zero delay.
- A request carries a generation number; snapshots of an older game (a game replaced by New / Open / Undo
  while a step was in flight) are dropped by the GUI.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QObject, QThread, Signal, Slot

from ...engine.match import Match
from ...engine.tiles.arrange import complete_table
from ...engine.table.actions import Action, IllegalAction
from ...services.session import GameSession
from ...storage.saves import JournalSource

WAIT_MS = 5000      # how long closing the window waits for a computer player to finish thinking


@dataclass(frozen=True)
class LoadRequest:
    """A game for the worker to take over, and how to run its session."""

    generation: int
    game: Match
    seats: tuple[str, ...]
    autosave: Path | None
    created: str | None = None
    casual: bool = True
    record_stats: bool = True
    save_now: bool = True
    source: JournalSource | None = None
    teaching: bool = False       # 教学牌桌: every hand and each computer move's reason in the snapshots


class GameWorker(QObject):
    """Owns the session on the worker thread. Slots are invoked through queued connections."""

    snapshot = Signal(object)

    def __init__(self):
        super().__init__()
        self.session: GameSession | None = None
        self.generation = 0

    @Slot(object)
    def load(self, request: LoadRequest) -> None:
        self.session = GameSession(request.game, request.seats, request.autosave, request.created,
                                   request.casual, request.record_stats, request.source, request.teaching)
        self.generation = request.generation
        self._emit(save=request.save_now)
        # The engine's shipped table (向听 by suit), loaded here while the window paints the deal: the first
        # computer move needs it, the deal does not, and its unpacking (zlib) lets go of the interpreter
        complete_table()

    def _current(self, generation: int) -> bool:
        return self.session is not None and generation == self.generation

    @Slot(int)
    def step(self, generation: int) -> None:
        """One computer action (if a computer seat is to act)."""
        if self._current(generation):
            self._emit(save=self.session.step())

    @Slot(int)
    def play_out(self, generation: int) -> None:
        """The rest of the hand at once (跳过), then one snapshot."""
        if self._current(generation):
            self._emit(save=self.session.play_out() > 0)

    @Slot(int, object)
    def apply(self, generation: int, action: Action) -> None:
        if not self._current(generation):
            return
        try:
            self.session.apply(action)
        except IllegalAction as exc:
            self._emit(save=False, refusal=exc.msg)   # the table renders it in the UI language
            return
        self._emit()

    @Slot(int)
    def undo(self, generation: int) -> None:
        if self._current(generation):
            # after the undo, a computer may be to act before the human: the GUI steps on as usual
            self._emit(save=self.session.undo())

    def _emit(self, save: bool = True, refusal=None) -> None:
        snap = self.session.snapshot(save=save, refusal=refusal)
        self.snapshot.emit(dataclasses.replace(snap, generation=self.generation))


class GameBridge(QObject):
    """GUI-side handle: owns the worker thread and forwards requests as queued signals."""

    snapshot = Signal(object)
    _load = Signal(object)
    _step = Signal(int)
    _apply = Signal(int, object)
    _undo = Signal(int)
    _play_out = Signal(int)

    def __init__(self, parent=None):
        super().__init__(parent)
        self.generation = 0
        self.thread = QThread()
        self.thread.setObjectName("changpai-game-worker")
        self.worker = GameWorker()
        self.worker.moveToThread(self.thread)
        self._load.connect(self.worker.load)
        self._step.connect(self.worker.step)
        self._apply.connect(self.worker.apply)
        self._undo.connect(self.worker.undo)
        self._play_out.connect(self.worker.play_out)
        self.worker.snapshot.connect(self._on_snapshot)
        self.thread.start()

    def _on_snapshot(self, snap) -> None:
        if snap.generation == self.generation:
            self.snapshot.emit(snap)

    def load(self, game: Match, seats: list[str], autosave: Path | None, created: str | None = None,
             casual: bool = True, record_stats: bool = True, save_now: bool = True,
             source: JournalSource | None = None, teaching: bool = False) -> int:
        self.generation += 1
        self._load.emit(LoadRequest(self.generation, game, tuple(seats), autosave, created, casual, record_stats,
                                    save_now, source, teaching))
        return self.generation

    def step(self) -> None:
        self._step.emit(self.generation)

    def apply(self, action: Action) -> None:
        self._apply.emit(self.generation, action)

    def undo(self) -> None:
        self._undo.emit(self.generation)

    def play_out(self) -> None:
        self._play_out.emit(self.generation)

    def shutdown(self) -> None:
        if self.thread.isRunning():
            self.thread.quit()
            self.thread.wait(WAIT_MS)
