"""The game session: one match at the table, its seats, autosave, undo, statistics and the hand log. No Qt.

A :class:`GameSession` owns a ``Game`` and the computer players of its seats ("human" or a level per seat).
A view drives it with :meth:`step` (one computer action), :meth:`apply` (the human's action; ``IllegalAction``
with its reason when the rules refuse it) and :meth:`undo`, and reads the table through :meth:`snapshot`, an
immutable :class:`Snapshot`. After every action the session writes the autosave (atomic; see ``engine.saves``)
and, once per finished hand, the player's statistics (``storage.stats``). The hand log — the events of the
current hand, which the side panel shows in words — lives here, so undo rewinds it and resuming rebuilds it.

The Qt bridge (``ui/table/bridge.py``) runs a session on its worker thread; the tests drive one directly.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from ..engine import replay, saves
from ..engine.actions import Action, IllegalAction
from ..engine.events import Event
from ..engine.match import Game
from ..engine.players.base import Player
from ..engine.players.registry import LEVELS, make_player
from ..engine.rules import RuleSet
from ..storage.files import FileProblem, set_aside
from .session_records import HUMAN, HandRecord, SeatOpen, Snapshot, hand_record

__all__ = ["GameSession", "HandRecord", "LoadedSave", "SeatOpen", "Snapshot", "SaveProblem", "game_rules",
           "new_game", "read_save", "seats_of_save"]

DEFAULT_LEVEL = "normal"
FULL_TABLE = 4                     # seats at a full table; a 3-seat game overrides deal.seats
SEED_RANGE = 10 ** 9
NOT_YOUR_TURN = ("现在不是你的回合", "It is not your turn")


# --------------------------------------------------------------------------------------------------
# Setting a game up

def game_rules(preset_or_ruleset: str | RuleSet, seats: int) -> RuleSet:
    """The rule set for a game of ``seats`` players: a preset id or a (house) rule set, with its seat count."""
    rules = preset_or_ruleset
    if isinstance(rules, str):
        return RuleSet.preset(rules, {"deal.seats": seats} if seats != FULL_TABLE else None)
    if rules.seats != seats:
        return RuleSet.preset(rules.preset_id, {**rules.overrides, "deal.seats": seats}, rules.name)
    return rules


def saved_rules(preset: str, ruleset_name: str) -> str | RuleSet:
    """The settings' rules: the saved house-rule set ``ruleset_name`` or, when there is none (or it cannot be
    used any more), the preset ``preset``."""
    if not ruleset_name:
        return preset
    from ..storage.rulesets import RulesetProblem, load_ruleset   # only for a saved house-rule set

    try:
        return load_ruleset(ruleset_name)
    except RulesetProblem:
        return preset


def seat_levels(levels: Sequence[str] | None, seats: int) -> list[str]:
    """The computer seats' levels, padded with the default level to ``seats - 1``."""
    return (list(levels or []) + [DEFAULT_LEVEL] * seats)[: seats - 1]


def new_game(preset_or_ruleset: str | RuleSet, seats: int = FULL_TABLE, hands: int | None = 6,
             seed: int | None = None, deck=None) -> Game:
    """A new game. ``deck``: a card order for the first hand (or a list of decks, one per hand); the human
    (seat 0) then deals first."""
    rules = game_rules(preset_or_ruleset, seats)
    if seed is None:
        seed = random.SystemRandom().randrange(SEED_RANGE)
    decks = None
    first_dealer = None
    if deck is not None:
        decks = [list(deck)] if deck and isinstance(deck[0], str) else [list(d) for d in deck]
        first_dealer = 0
    return Game(rules, seed=seed, hands=hands or None, decks=decks, first_dealer=first_dealer)


# --------------------------------------------------------------------------------------------------
# Saves

class SaveProblem(Exception):
    """A save that cannot be used; ``why`` says what is wrong, ``moved`` where it was set aside (or None)."""

    def __init__(self, why: str, path: Path, moved: Path | None):
        super().__init__(why)
        self.why, self.path, self.moved = why, path, moved


@dataclass(frozen=True)
class LoadedSave:
    game: Game
    seats: tuple[str, ...]
    created: str | None

    @property
    def finished(self) -> bool:
        """Played to its end: nothing to resume."""
        return self.game.pending() is None


def seats_of_save(seats: Sequence[str]) -> list[str]:
    """The seats of a save as the table plays them: a save without a human seat (an arena game) is played with
    the human in seat 0 and unknown players as the default level."""
    if HUMAN in seats:
        return list(seats)
    return [HUMAN, *[s if s in LEVELS else DEFAULT_LEVEL for s in seats[1:]]]


def read_save(path: Path | str, set_aside_broken: bool = True) -> LoadedSave:
    """Read and replay a save. A save that cannot be used raises :class:`SaveProblem`, after it was moved aside
    (kept, never deleted) when ``set_aside_broken``."""
    path = Path(path)
    try:
        game, meta = saves.load_game(path)
    except saves.SaveError as exc:
        moved = None
        if set_aside_broken:
            try:
                moved = set_aside(path)
            except OSError:
                moved = None
        raise SaveProblem(str(exc), path, moved) from None
    except OSError as exc:   # unreadable between the size check and the read: leave it where it is
        raise SaveProblem(str(exc), path, None) from None
    return LoadedSave(game, tuple(seats_of_save(meta["seats"])), meta["created"])


# --------------------------------------------------------------------------------------------------
# The session

class GameSession:
    """One game at the table. ``seats``: "human" or a computer level per seat (one human at most)."""

    def __init__(self, game: Game, seats: Sequence[str], autosave: Path | None = None, created: str | None = None,
                 casual: bool = True, record_stats: bool = True):
        self.seats = list(seats)
        self.human = self.seats.index(HUMAN) if HUMAN in self.seats else 0
        self.autosave = autosave
        self.created = created
        self.casual = casual
        self.record_stats = record_stats
        self.players: list[Player | None] = [None if s == HUMAN else make_player(s, f"{game.seed}:{i}")
                                             for i, s in enumerate(self.seats)]
        self._events: list[Event] = []
        self._log: list[Event] = []
        self._record: HandRecord | None = None
        self._stats_done: set[int] = set()      # hands whose statistics are written (undo does not rewind this)
        self.game = self._rebuild(game.config(), game.log)

    # --- the game and its log ---------------------------------------------------------------------------
    def _on_event(self, ev: Event) -> None:
        if ev.type == "hand_started":
            self._log = []
        self._log.append(ev)
        self._events.append(ev)

    def _rebuild(self, config: dict, actions: Sequence[tuple[int, Action]]) -> Game:
        """Replay ``actions`` from ``config`` with the log listening, so the hand log is the replayed one."""
        self._log = []
        game = Game.from_config(config, [self._on_event])
        for seat, action in actions:
            game.apply(action, seat)
        self._events = []
        self._record = None
        return game

    @property
    def hand_log(self) -> tuple[Event, ...]:
        return tuple(self._log)

    def computer_to_act(self) -> bool:
        d = self.game.pending()
        return d is not None and self.players[d.seat] is not None

    # --- requests ---------------------------------------------------------------------------------------
    def step(self) -> bool:
        """Let the computer seat whose decision is pending act once; False when no computer seat is to act."""
        d = self.game.pending()
        if d is None or self.players[d.seat] is None:
            return False
        action = self.players[d.seat].choose(self.game.view(d.seat), list(d.legal))
        self._apply(action, d.seat)
        return True

    def apply(self, action: Action) -> None:
        """Play the human's ``action``; ``IllegalAction`` (nothing changes) when it is not the human's turn or the
        rules do not allow it."""
        d = self.game.pending()
        if d is None or d.seat != self.human:
            raise IllegalAction(*NOT_YOUR_TURN)
        self._apply(action, d.seat)

    def can_undo(self) -> bool:
        return self.casual and replay.last_action_of(self.game, [self.human]) is not None

    def undo(self) -> bool:
        """Take back the human's last action (casual games): the game is replayed without it, the hand log
        rewound. After it a computer seat may be to act first. False when there is nothing to take back."""
        i = replay.last_action_of(self.game, [self.human])
        if not self.casual or i is None:
            return False
        self.game = self._rebuild(self.game.config(), self.game.log[:i])
        return True

    def _apply(self, action: Action, seat: int) -> None:
        g = self.game
        before = g.hand
        sheet_len = len(g.sheet)
        g.apply(action, seat)
        if len(g.sheet) > sheet_len:
            self._record = hand_record(before, g, self.human)

    # --- autosave and statistics ------------------------------------------------------------------------
    def save(self) -> str:
        """Write the autosave (if this session has one); "" or what went wrong."""
        if self.autosave is None:
            return ""
        try:
            saves.save_game(self.autosave, self.game, self.seats, self.created)
        except OSError as exc:
            return f"自动存档失败 / autosave failed: {exc}"
        return ""

    def _record_stats(self, rec: HandRecord) -> str:
        """The human's statistics for a finished hand (and the game, when it ended): once per hand."""
        if not self.record_stats or rec.hand_no in self._stats_done:
            return ""
        from ..storage import stats   # first needed at the end of the first hand: not at start-up

        self._stats_done.add(rec.hand_no)
        levels = [s for s in self.seats if s != HUMAN]
        preset = self.game.rules.preset_id
        human = self.human
        mine = rec.seat_open(human)
        won = rec.result["winner"] == human
        try:
            if mine is not None:
                items = [i.to_dict() for i in mine.score.items] if mine.score is not None else []
                stats.record_hand(preset, levels, won, mine.hu or 0, mine.net or 0,
                                  rec.result["type"] if won else None, items)
            if rec.game_over:
                stats.record_game(preset, levels, rec.running[human])
        except (OSError, FileProblem) as exc:
            return f"统计没能记录 / statistics not recorded: {exc}"
        return ""

    # --- what the view sees -----------------------------------------------------------------------------
    def snapshot(self, save: bool = True, error: str = "") -> Snapshot:
        """The table now, with the events since the previous snapshot and the hand that just ended (if any).
        ``save``: write the autosave first (after an action; not after a refused one)."""
        g = self.game
        problem = self.save() if save else ""
        events, self._events = tuple(self._events), []
        record, self._record = self._record, None
        if record is not None:
            problem = problem or self._record_stats(record)
        return Snapshot(
            view=g.view(self.human), decision=g.pending(), human=self.human, events=events,
            log=tuple(self._log), sheet=tuple(dict(r) for r in g.sheet), totals=tuple(g.totals),
            finished=g.finished, hand_ended=record, can_undo=self.can_undo(), log_length=len(g.log), seed=g.seed,
            hands_target=g.hands_target, rules=g.rules, seats=tuple(self.seats), error=error or problem,
        )
