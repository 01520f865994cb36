"""The game session: one match at the table, its seats, autosave, undo, statistics and the hand log. No Qt.

A :class:`GameSession` owns a ``Match`` and the seats of its players ("human" or a level per seat; the engine
sees ``HUMAN`` or a computer player). A view drives it with :meth:`step` (one computer action: the driver loop
``engine.drive.advance``, stopped after one move so the view can pace the table), :meth:`apply` (the human's
action; ``IllegalAction`` with its reason when the rules refuse it) and :meth:`undo`, and reads the table through
:meth:`snapshot`, an immutable :class:`Snapshot`. After every action the session writes the autosave (atomic;
see ``storage.saves``)
and, once per finished hand, the player's statistics (``storage.stats``). The hand log — the events of the
current hand, which the side panel shows in words — lives here, so undo rewinds it and resuming rebuilds it.

The Qt bridge (``ui/table/bridge.py``) runs a session on its worker thread; the tests drive one directly.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from ..engine.drive import Seat, advance, drive_log
from ..engine.match import Match, Start
from ..engine.players.base import HUMAN
from ..engine.players.registry import LEVELS, make_player
from ..engine.record import SaveError, undo_point
from ..engine.rules import RuleSet
from ..engine.table.actions import Action, IllegalAction
from ..engine.table.events import Event
from ..engine.text import Msg, msg
from ..storage import paths, saves
from ..reading import FileProblem
from ..storage.files import keep_damaged
from .session_records import HUMAN_NAME, HandRecord, Snapshot, hand_record
from .text import render

__all__ = ["GameSession", "HandRecord", "LoadedSave", "Snapshot", "SaveProblem", "game_rules", "new_game",
           "read_save", "seats_of_save"]

DEFAULT_LEVEL = "normal"
FULL_TABLE = 4                     # seats at a full table; a 3-seat game overrides deal.seats
SEED_RANGE = 10 ** 9


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


def seat_levels(levels: Sequence[str] | None, seats: int) -> list[str]:
    """The computer seats' levels, padded with the default level to ``seats - 1``."""
    return (list(levels or []) + [DEFAULT_LEVEL] * seats)[: seats - 1]


def new_game(preset_or_ruleset: str | RuleSet, seats: int = FULL_TABLE, hands: int | None = 6,
             seed: int | None = None, deck=None) -> Match:
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
    return Match(rules, seed=seed, hands=hands or None, decks=decks, first_dealer=first_dealer)


# --------------------------------------------------------------------------------------------------
# Saves

class SaveProblem(Exception):
    """A save that cannot be used: ``reason`` (a predicate of the save, a glossary message) says what is wrong,
    ``moved`` where it was set aside (or None); ``sentence`` is the whole sentence ("这个存档…。") to render,
    ``why`` it in English."""

    def __init__(self, reason: Msg, path: Path, moved: Path | None):
        self.reason, self.path, self.moved = reason, path, moved
        self.sentence = msg("save.sentence", reason=reason)
        self.why = render(self.sentence, "en")
        super().__init__(self.why)


@dataclass(frozen=True)
class LoadedSave:
    match: Match
    seats: tuple[str, ...]
    created: str | None
    source: saves.JournalSource | None = None   # the journal it was read from (None: an old-format save)

    @property
    def finished(self) -> bool:
        """Played to its end: nothing to resume."""
        return self.match.pending() is None


def seats_of_save(seats: Sequence[str]) -> list[str]:
    """The seats of a save as the table plays them: a save without a human seat (an arena game) is played with
    the human in seat 0 and unknown players as the default level."""
    if HUMAN_NAME in seats:
        return list(seats)
    return [HUMAN_NAME, *[s if s in LEVELS else DEFAULT_LEVEL for s in seats[1:]]]


def read_save(path: Path | str, set_aside_broken: bool = True) -> LoadedSave:
    """Read and replay a save. A save that cannot be used raises :class:`SaveProblem`; when ``set_aside_broken``
    it is kept out of the way first (never deleted): a file in the config directory is moved aside next to where
    it was, a file from elsewhere (one the user opened) is left alone and a copy is set aside in the config
    directory (``SaveProblem.moved``: where the kept one is)."""
    path = Path(path)
    try:
        match, meta = saves.load_game(path)
    except SaveError as exc:
        moved = keep_damaged(path, paths.config_dir()) if set_aside_broken else None
        raise SaveProblem(exc.reason, path, moved) from None
    except OSError as exc:   # unreadable between the size check and the read: leave it where it is
        raise SaveProblem(msg("file.unreadable", error=str(exc)), path, None) from None
    return LoadedSave(match, tuple(seats_of_save(meta["seats"])), meta["created"], meta["journal"])


# --------------------------------------------------------------------------------------------------
# The session

class GameSession:
    """One game at the table. ``seats``: "human" or a computer level per seat (one human at most)."""

    def __init__(self, game: Match, seats: Sequence[str], autosave: Path | None = None, created: str | None = None,
                 casual: bool = True, record_stats: bool = True, source: saves.JournalSource | None = None,
                 teaching: bool = False):
        self.seats = list(seats)
        self.teaching = teaching   # 教学牌桌: snapshots carry every hand, and each computer move explained
        self.human = self.seats.index(HUMAN_NAME) if HUMAN_NAME in self.seats else 0
        self.created = created
        self.casual = casual
        self.record_stats = record_stats
        self.players: list[Seat] = [HUMAN if s == HUMAN_NAME else make_player(s, f"{game.seed}:{i}")
                                    for i, s in enumerate(self.seats)]
        self._events: list[Event] = []
        self._log: list[Event] = []
        self._record: HandRecord | None = None
        self._explained: list[tuple[int, Msg]] = []
        self._stats_done: set[int] = set()      # hands whose statistics are written (undo does not rewind this)
        self.match = self._rebuild(game.config(), game.current_hand_start(), game.hand_actions())
        self.journal = saves.Journal(autosave) if autosave is not None else None
        self._origin: tuple[Match, saves.JournalSource | None] | None = (game, source)   # until the journal is
        self._journal_problem = self._open_journal()                                     # written or adopted

    # --- the match and its log --------------------------------------------------------------------------
    def _on_event(self, ev: Event) -> None:
        if ev.type == "hand_started":
            self._log = []
        self._log.append(ev)
        self._events.append(ev)

    def _rebuild(self, config: dict, start: Start, actions: Sequence[tuple[int, Action]]) -> Match:
        """Replay the current hand's ``actions`` from its ``start`` with the log listening, so the hand log is the
        replayed one. (``record.replay`` lets its listeners hear only what follows the replay, which would leave
        the hand log empty: the session drives the log itself with ``drive.drive_log``, the replay's own loop.)"""
        self._log = []
        self._explained = []
        match = drive_log(Match.from_config(config, [self._on_event], start), actions)
        self._events = []
        self._record = None
        return match

    @property
    def hand_log(self) -> tuple[Event, ...]:
        return tuple(self._log)

    def computer_to_act(self) -> bool:
        d = self.match.pending()
        return d is not None and self.players[d.seat] is not HUMAN

    # --- requests ---------------------------------------------------------------------------------------
    def step(self) -> bool:
        """Let the computer seat whose decision is pending act once; False when no computer seat is to act."""
        if not self.computer_to_act():
            return False
        seat = self.match.pending().seat
        before = self.match.view(seat) if self.teaching else None
        self._played(lambda: advance(self.match, self.players, max_moves=1))
        if before is not None:   # the mover's own view just before its move: what the hint panel would say to it
            from .teaching import explain   # the hint engine, loaded for the 教学牌桌 only (not at start-up)

            reason = explain(before, self.match.log[-1][1])
            if reason is not None:
                self._explained.append((seat, reason))
        return True

    def play_out(self) -> int:
        """Let the computer seats act until the human must decide or the current hand ends (跳过, while the human
        rests); the number of moves made. The next snapshot carries the finished hand's record as usual."""
        moves = 0
        while self._record is None and self.step():
            moves += 1
        return moves

    def apply(self, action: Action) -> None:
        """Play the human's ``action``; ``IllegalAction`` (nothing changes) when it is not the human's turn or the
        rules do not allow it."""
        d = self.match.pending()
        if d is None or d.seat != self.human:
            raise IllegalAction(msg("refuse.not_yours"))
        self._played(lambda: self.match.apply(action, d.seat))

    def can_undo(self) -> bool:
        return self.casual and undo_point(self.match, [self.human]) is not None

    def undo(self) -> bool:
        """Take back the human's last action of the current hand (casual games): the hand is replayed without it,
        the hand log rewound. After it a computer seat may be to act first. False when there is nothing to take
        back."""
        point = undo_point(self.match, [self.human])
        if not self.casual or point is None:
            return False
        self.match = self._rebuild(self.match.config(), *point)
        if self.journal is not None:
            self.journal.rewind(self.match.actions_total)
        return True

    def _played(self, move) -> None:
        """Make one move (``move()``); when it ends a hand, keep that hand's record for the next snapshot."""
        m = self.match
        before = m.hand
        sheet_len = len(m.sheet)
        move()
        if len(m.sheet) > sheet_len:
            self._record = hand_record(before, m, self.human)

    # --- autosave and statistics ------------------------------------------------------------------------
    def _open_journal(self) -> str:
        """Write the autosave's journal whole, or go on with the one the game was read from; "" or what went
        wrong (tried again at the next save)."""
        if self.journal is None or self._origin is None:
            return ""
        game, source = self._origin
        try:
            if source is not None:
                self.journal.adopt(source)
            else:
                self.created = self.journal.start(game, self.seats, self.created)["created"]
        except OSError as exc:
            return f"自动存档失败 / autosave failed: {exc}"
        self._origin = None
        common = _common_actions(game, self.match)
        if common < self.journal.actions:   # an undo made before the journal could be written
            self.journal.rewind(common)
        return ""

    def save(self) -> str:
        """Append what was played since the last save to the autosave's journal; "" or what went wrong."""
        if self.journal is None:
            return ""
        problem = self._open_journal()
        if problem:
            return problem
        try:
            self.journal.append(self.match)
        except OSError as exc:
            return f"自动存档失败 / autosave failed: {exc}"
        return ""

    def _record_stats(self, rec: HandRecord) -> str:
        """The human's statistics for a finished hand (and the game, when it ended): once per hand."""
        if not self.record_stats or rec.hand_no in self._stats_done:
            return ""
        from ..storage import stats   # first needed at the end of the first hand: not at start-up
        from .score_text import item_to_dict

        self._stats_done.add(rec.hand_no)
        levels = [s for s in self.seats if s != HUMAN_NAME]
        preset = self.match.rules.preset_id
        human = self.human
        res = rec.result
        won = res.winner == human
        try:
            if human in rec.order:
                mine = res.seat(human)
                stats.record_hand(preset, levels, won, mine.hu, mine.net, res.type if won else None,
                                  [item_to_dict(i) for i in mine.score.items])
            if rec.game_over:
                stats.record_game(preset, levels, rec.running[human])
        except (OSError, FileProblem) as exc:
            return f"统计没能记录 / statistics not recorded: {exc}"
        return ""

    # --- what the view sees -----------------------------------------------------------------------------
    def snapshot(self, save: bool = True, error: str = "", refusal=None) -> Snapshot:
        """The table now, with the events since the previous snapshot and the hand that just ended (if any).
        ``save``: write the autosave first (after an action; not after a refused one). ``refusal``: the
        engine's reason (a Msg) when the human's last action was refused."""
        m = self.match
        problem = (self.save() if save else "") or self._journal_problem
        self._journal_problem = ""
        events, self._events = tuple(self._events), []
        record, self._record = self._record, None
        explained, self._explained = tuple(self._explained), []
        if record is not None:
            problem = problem or self._record_stats(record)
        return Snapshot(
            view=m.view(self.human), decision=m.pending(), human=self.human, events=events,
            log=tuple(self._log), sheet=tuple(dict(r) for r in m.sheet), totals=tuple(m.totals),
            finished=m.finished, hand_ended=record, can_undo=self.can_undo(), log_length=m.actions_total, seed=m.seed,
            hands_target=m.hands_target, rules=m.rules, seats=tuple(self.seats), error=error or problem,
            refusal=refusal, explained=explained,
            hands=tuple(m.view(s).hand for s in range(m.n_seats)) if self.teaching else (),
        )


def _common_actions(a: Match, b: Match) -> int:
    """How many first actions of the game matches ``a`` and ``b`` (the same game) share; at least where the
    later of their logs starts."""
    lo = max(a.log_start, b.log_start)
    hi = min(a.actions_total, b.actions_total)
    n = lo
    while n < hi and a.log[n - a.log_start] == b.log[n - b.log_start]:
        n += 1
    return n
