"""The bridge between the engine and the table: a worker QObject on its own QThread owns the ``match.Game``.

Threading model
- ``GameWorker`` lives on a ``QThread``. It alone touches the ``Game`` (and the computer players, which may
  think for a while). The GUI thread never reads the game: it receives immutable :class:`Snapshot` values.
- The GUI asks for work through queued signals (``GameBridge.request_*`` → worker slots):
  ``step()`` lets one computer seat act (one action, then a snapshot); ``apply(action)`` plays the human's
  action; ``undo()`` replays the game without the human's last action; ``load(game, …)`` swaps games.
- After every action the worker writes the autosave (atomic), then emits ``snapshot(Snapshot)``.
- Pacing is the GUI's: after a computer move it waits the speed setting's delay (and its animation), then
  asks for the next ``step``. So the event loop never blocks, and "instant" is simply a zero delay.
- A request carries a generation number; snapshots of an older game (a game replaced by New / Open / Undo
  while a step was in flight) are dropped by the GUI.
"""

from __future__ import annotations

import importlib
import traceback
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QThread, Signal, Slot

from ..engine.actions import Action, Decision, IllegalAction, SeatView
from ..engine.cards import KINDS
from ..engine.events import Event
from ..engine.match import Game
from ..engine.players.registry import make_player

LEVEL_FALLBACK = "greedy"


def player_for(level: str, seed: Any = None):
    """A computer player of ``level`` (easy | normal | hard); the greedy player until those exist."""
    for name in (level, LEVEL_FALLBACK):
        try:
            return make_player(name, seed)
        except ValueError:
            continue
    return make_player(LEVEL_FALLBACK)


@dataclass(frozen=True)
class SeatOpen:
    """One seat's cards laid open at the end of a hand."""

    seat: int
    concealed: tuple[str, ...]
    melds: tuple[tuple[str, str, int | None], ...]
    declared: tuple[str, ...]
    joys: tuple[str, ...]
    score: Any                       # scoring.Score (items, arrangement) or None
    hu: int | None
    net: int | None


@dataclass(frozen=True)
class HandRecord:
    """A finished hand, captured before the engine moves on to the next one."""

    hand_no: int
    dealer: int
    resting: int | None
    order: tuple[int, ...]
    flips: tuple[str, ...]
    result: dict
    seats: tuple[SeatOpen, ...]      # the three players, in turn order
    end_view: SeatView               # the human seat's view of the final table
    running: tuple[int, ...]
    game_over: bool
    summary: dict | None


@dataclass(frozen=True)
class Snapshot:
    generation: int
    view: SeatView                   # the human seat's view of the current table
    decision: Decision | None        # the pending decision (any seat), None when the game is over
    human: int
    events: tuple[Event, ...]        # what happened since the previous snapshot
    sheet: tuple[dict, ...]
    totals: tuple[int, ...]
    finished: bool
    hand_ended: HandRecord | None
    can_undo: bool
    log_length: int
    seed: int
    hands_target: int | None
    rules: Any
    seats: tuple[str, ...]           # "human" or a level per seat
    error: str = ""
    guided_note: str = ""

    @property
    def human_turn(self) -> bool:
        return self.decision is not None and self.decision.seat == self.human


class GameWorker(QObject):
    """Owns the game on the worker thread. Slots are invoked through queued connections."""

    snapshot = Signal(object)
    failed = Signal(str)

    def __init__(self):
        super().__init__()
        self.game: Game | None = None
        self.players: list = []
        self.seats: list[str] = []
        self.human = 0
        self.generation = 0
        self.autosave_path: Path | None = None
        self.created: str | None = None
        self._events: list[Event] = []
        self._pending_record: HandRecord | None = None
        self.casual = True

    # --- set-up ------------------------------------------------------------------------------------
    @Slot(object)
    def load(self, payload: dict) -> None:
        """payload: game, seats (list of "human"/level), human, generation, autosave (Path or None)."""
        self.game = payload["game"]
        self.seats = list(payload["seats"])
        self.human = payload.get("human", 0)
        self.generation = payload["generation"]
        self.autosave_path = payload.get("autosave")
        self.created = payload.get("created")
        self.players = [None if s == "human" else player_for(s, f"{self.game.seed}:{i}")
                        for i, s in enumerate(self.seats)]
        self.game.listeners = [self._on_event]
        self._events = []
        self._emit(save=payload.get("save_now", True))

    def _on_event(self, ev: Event) -> None:
        self._events.append(ev)

    # --- requests ----------------------------------------------------------------------------------
    @Slot(int)
    def step(self, generation: int) -> None:
        """One computer action (if a computer seat is to act)."""
        if self.game is None or generation != self.generation:
            return
        d = self.game.pending()
        if d is None or self.players[d.seat] is None:
            self._emit(save=False)
            return
        try:
            action = self.players[d.seat].choose(self.game.view(d.seat), list(d.legal))
            self._apply(action, d.seat)
        except Exception:  # a computer player bug must not kill the table: fall back to a legal move
            traceback.print_exc()
            self._apply(d.legal[-1] if d.legal[-1].type == "pass" else d.legal[0], d.seat)
        self._emit()

    @Slot(int, object)
    def apply(self, generation: int, action: Action) -> None:
        if self.game is None or generation != self.generation:
            return
        d = self.game.pending()
        try:
            if d is None or d.seat != self.human:
                raise IllegalAction("现在不是你的回合", "It is not your turn")
            self._apply(action, d.seat)
        except IllegalAction as exc:
            self._emit(save=False, error=f"{exc.zh} / {exc.en}")
            return
        self._emit()

    @Slot(int)
    def undo(self, generation: int) -> None:
        if self.game is None or generation != self.generation:
            return
        from ..engine import replay

        i = replay.last_action_of(self.game, [self.human])
        if i is None:
            self._emit(save=False)
            return
        self.game = Game.replay(self.game.config(), self.game.log[:i])
        self.game.listeners = [self._on_event]
        self._events = []
        self._pending_record = None
        # after the undo, a computer may be to act before the human: the GUI steps on as usual
        self._emit()

    def _apply(self, action: Action, seat: int) -> None:
        g = self.game
        before = g.hand
        sheet_len = len(g.sheet)
        g.apply(action, seat)
        if len(g.sheet) > sheet_len:
            self._pending_record = self._record(before, g)

    def _record(self, hand, g: Game) -> HandRecord:
        res = hand.result
        seats = []
        for s in hand.order:
            concealed = []
            for k, n in enumerate(hand.concealed[s]):
                concealed += [KINDS[k]] * n
            score = hand.scores[s] if getattr(hand, "scores", None) else None
            seats.append(SeatOpen(s, tuple(concealed), tuple(map(tuple, hand.melds[s])), tuple(hand.declared[s]),
                                  tuple(hand.joys[s]), score, res["totals"][s], res["nets"][s]))
        row = g.sheet[hand.hand_no] if hand.hand_no < len(g.sheet) else g.sheet[-1]
        return HandRecord(hand.hand_no, hand.dealer, hand.resting, tuple(hand.order), tuple(hand.flips), dict(res),
                          tuple(seats), hand.view(self.human), tuple(row["running"]), g.finished,
                          g.summary() if g.finished else None)

    def _emit(self, save: bool = True, error: str = "") -> None:
        g = self.game
        if save and self.autosave_path is not None:
            try:
                from ..engine import saves

                saves.save_game(self.autosave_path, g, self.seats, self.created)
            except OSError as exc:
                error = error or f"自动存档失败 / autosave failed: {exc}"
        events, self._events = tuple(self._events), []
        record, self._pending_record = self._pending_record, None
        from ..engine import replay

        snap = Snapshot(
            generation=self.generation, view=g.view(self.human), decision=g.pending(), human=self.human,
            events=events, sheet=tuple(dict(r) for r in g.sheet), totals=tuple(g.totals), finished=g.finished,
            hand_ended=record, can_undo=self.casual and replay.last_action_of(g, [self.human]) is not None,
            log_length=len(g.log), seed=g.seed, hands_target=g.hands_target, rules=g.rules,
            seats=tuple(self.seats), error=error,
        )
        self.snapshot.emit(snap)


class GameBridge(QObject):
    """GUI-side handle: owns the worker thread and forwards requests as queued signals."""

    snapshot = Signal(object)
    _load = Signal(object)
    _step = Signal(int)
    _apply = Signal(int, object)
    _undo = Signal(int)

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
        self.worker.snapshot.connect(self._on_snapshot)
        self.thread.start()

    def _on_snapshot(self, snap: Snapshot) -> None:
        if snap.generation == self.generation:
            self.snapshot.emit(snap)

    def load(self, game: Game, seats: list[str], autosave: Path | None, created: str | None = None,
             save_now: bool = True) -> int:
        self.generation += 1
        self._load.emit({"game": game, "seats": seats, "human": seats.index("human") if "human" in seats else 0,
                         "generation": self.generation, "autosave": autosave, "created": created,
                         "save_now": save_now})
        return self.generation

    def step(self) -> None:
        self._step.emit(self.generation)

    def apply(self, action: Action) -> None:
        self._apply.emit(self.generation, action)

    def undo(self) -> None:
        self._undo.emit(self.generation)

    def shutdown(self) -> None:
        if self.thread.isRunning():
            self.thread.quit()
            self.thread.wait(5000)


def optional_module(name: str):
    """Import ``changpai_desktop.<name>`` if another developer has shipped it; None otherwise."""
    try:
        return importlib.import_module(f"changpai_desktop.{name}")
    except ImportError:
        return None
