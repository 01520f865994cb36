"""The game at the table: snapshots from the worker drawn on the table, the side panel and the score sheet;
pacing of the computer seats; the end-of-hand dialog; the human's actions and undo.

Pacing: the GUI asks the worker for one computer move at a time, waiting the speed setting's delay in between
(see ``bridge``). While the end-of-hand dialog is open, newer snapshots are held and shown when it closes.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal
from PySide6.QtWidgets import QWidget

from ...engine.match import Match
from ...services.auto_play import AutoOptions, auto_action
from ...services.session import Snapshot, new_game, seat_levels
from ...services.session_records import HUMAN_NAME
from ...services.text import render
from ...storage import paths
from ...storage.saves import JournalSource
from ...storage.settings import Settings
from ..context import UiContext
from ..keys import add_close_keys
from .bridge import GameBridge
from .guide import Guide
from .labels import seat_label, seat_label_short
from .score_sheet import ScoreSheetWindow
from ..sound import TableSound
from .side_panel import SidePanel
from .table import TableWidget

if TYPE_CHECKING:
    from .hand_end import HandEndDialog

SPEED_DELAYS = (1400, 900, 550, 250, 0)   # ms between computer moves: slow … instant
ANIM_MS = (300, 260, 220, 160, 0)
REST_DELAY_MS = 120   # while the human rests (定醒) the hand plays at least this fast
REST_ANIM_MS = 100    # … and its moves animate at most this long, so they keep up
AUTO_DELAY_MS = 350   # the pause before an automatic move of the human's (auto-pass, auto-win, …), so it is seen
CLOSE_BREATH_MS = 30   # the next hand is drawn this long after the end-of-hand dialog closes
SOUND_START_MS = 1500  # QtMultimedia is loaded this long after the table is built, not during start-up


def translate(context: str, text: str) -> str:
    """Every user-visible string goes through Qt's translator (简体中文 is the source text)."""
    return QCoreApplication.translate(context, text)


class TableController(QObject):
    """Owns the bridge, the table, the side panel and the score sheet of the main window ``window``."""

    status = Signal(str)              # a line for the status bar
    undo_changed = Signal()           # whether undo is possible may have changed
    change_rules = Signal()           # the end-of-game screen's 换规则: open the new-game dialog
    resting_changed = Signal(bool)    # the human rests (定醒) this hand: 跳过 is open

    def __init__(self, ctx: UiContext, window: QWidget, settings: Settings):
        super().__init__(window)
        self.ctx = ctx
        self.window = window
        self.settings = settings                 # read live: the speed setting paces the computer seats
        self.bridge = GameBridge(self)
        self.bridge.snapshot.connect(self._on_snapshot)
        self.snap: Snapshot | None = None
        self.seats: list[str] = []
        self.current_path: Path | None = None
        self.guided_notes: list[str] = []
        self.guided_index = 0
        self.guide: Guide | None = None          # a course lesson holding the table (``guide.Guide``)
        self.hand_dialog: HandEndDialog | None = None
        self.held: Snapshot | None = None        # the next hand's snapshot while the end-of-hand dialog is open
        self.game_over_shown = False
        self.game_end_dialog = None
        self.casual = True
        self.awaiting = False                    # a human action is on its way to the worker
        self._step_timer = QTimer(self)
        self._step_timer.setSingleShot(True)
        self._step_timer.timeout.connect(self.bridge.step)
        self.resting = False
        self._auto: tuple[Snapshot, object] | None = None   # an automatic move waiting for its pause
        self._auto_timer = QTimer(self)
        self._auto_timer.setSingleShot(True)
        self._auto_timer.timeout.connect(self._auto_move)
        self.table = TableWidget(ctx)
        self.table.action_chosen.connect(self.human_action)
        self.table.anim_ms = ANIM_MS[settings.speed]
        self.table.hand_model.sorted = settings.sort_hand
        self.side = SidePanel(ctx)
        self.sound = TableSound(settings, self, calm=self._waiting_for_human)
        self.teaching = None                     # the teaching table's view (``teaching_view``), made when first on
        QTimer.singleShot(SOUND_START_MS, self.sound.start)
        self.side.hint_applied.connect(self.table.actions.suggest)   # "apply hint": select / frame, not play
        self.sheet_window = ScoreSheetWindow(window)
        self.sheet_window.setModal(False)
        add_close_keys(self.sheet_window)

    def set_speed(self, i: int) -> None:
        self.settings.speed = i
        self._set_anim()

    def _set_anim(self) -> None:
        ms = ANIM_MS[self.settings.speed]
        self.table.anim_ms = min(ms, REST_ANIM_MS) if self.resting else ms

    # --- games --------------------------------------------------------------------------------------------
    def start_game(self, preset_or_ruleset, seats: int = 4, levels=None, hands: int | None = 6,
                   seed: int | None = None, deck=None, guided_notes=None, casual: bool = True) -> None:
        """A new game with the human in seat 0 (see ``MainWindow.start_game``)."""
        game = new_game(preset_or_ruleset, seats, hands, seed, deck)
        if self.guide is not None and self.guide is not guided_notes:
            self.guide.close()                    # a lesson left for another game takes its highlights along
        self.guide = guided_notes if isinstance(guided_notes, Guide) else None
        self.guided_notes = self.guide.notes() if self.guide else list(guided_notes or [])
        self.guided_index = 0
        self.side.forced = bool(self.guided_notes)
        self.load_game(game, [HUMAN_NAME, *seat_levels(levels, seats)], None, None, casual=casual)

    def load_game(self, game: Match, seats: list[str], created, path, casual: bool = True,
                  save_now: bool = True, source: JournalSource | None = None) -> None:
        """Hand ``game`` to the worker (the table shows it with the first snapshot)."""
        self._step_timer.stop()
        self._auto_timer.stop()
        self.awaiting = False
        self.seats = list(seats)
        self.current_path = path
        self.casual = casual
        self.held = None
        self.game_over_shown = False
        if self.game_end_dialog is not None:
            self.game_end_dialog.close()
            self.game_end_dialog = None
        if self.hand_dialog is not None:
            self.hand_dialog.close()
            self.hand_dialog = None
        self.table.set_players(len(seats), seats, None)
        self.snap = None                          # until the new game's first snapshot: nothing of the old one
        self.side.set_log((), [])
        self.undo_changed.emit()
        self.bridge.load(game, seats, paths.autosave_path(), created, casual, record_stats=not self.guided_notes,
                         save_now=save_now, source=source, teaching=self.settings.teaching_table)

    def resume(self, game: Match, seats: list[str], created, path, source: JournalSource | None = None) -> None:
        """An opened save (``path``) or the autosave (``path`` None): played on, casual, without guidance.
        ``source``: the journal it was read from, which the autosave goes on from."""
        self.guided_notes = []
        if self.guide is not None:
            self.guide.close()
        self.guide = None
        self.side.forced = False
        self.load_game(game, seats, created, path, casual=True, save_now=path is not None, source=source)

    def _waiting_for_human(self) -> bool:
        """The table waits for the player's decision: no computer move comes meanwhile."""
        snap = self.snap
        return snap is not None and snap.human_turn and not self.awaiting and self.hand_dialog is None

    def in_progress(self) -> bool:
        """A game is dealt and not finished (a finished game, or none, may be replaced without a question)."""
        return self.snap is not None and not self.snap.finished

    def names(self) -> list[str]:
        n = len(self.seats)
        return [seat_label(s, n) for s in range(n)]

    def _show_sheets(self, sheet, names: list[str]) -> None:
        """The score sheet, in the side panel (the seats' short names) and in its own window (the whole ones)."""
        n = len(self.seats)
        self.side.set_sheet(sheet, n, [seat_label_short(s, n) for s in range(n)])
        self.sheet_window.set_sheet(sheet, n, names, self.ctx.lang)

    def refresh_names(self) -> None:
        if self.snap is None:
            return
        names = self.names()
        self.side.set_log(self.snap.log, names)   # re-rendered from the events, in the language now
        if self.game_end_dialog is not None:
            self.game_end_dialog.set_language(self.ctx.lang, names)
        self._show_sheets(self.snap.sheet, names)
        self.table.show_snapshot(self.snap, self.table.view, animate=False)

    # --- snapshots and pacing ---------------------------------------------------------------------------
    def _on_snapshot(self, snap: Snapshot) -> None:
        self.awaiting = False
        if snap.refusal is not None:
            self.status.emit(render(snap.refusal, self.ctx.lang))
        elif snap.error:
            self.status.emit(snap.error)
        if self.hand_dialog is not None:      # a step raced the dialog: keep the newest, show it later
            self.held = snap
            return
        self.sound.events(snap.events, snap.human, self.ctx.lang, self.ctx.card_name)
        self.snap = snap
        names = self.names()
        self.side.set_log(snap.log, names)
        self.undo_changed.emit()
        if snap.hand_ended is not None:
            self._set_resting(False)
            rec = snap.hand_ended
            self.table.show_snapshot(snap, rec.end_view, animate=False)
            self.side.set_turn(None, [], False)   # the ended hand's hint and waits are not this table's any more
            self._show_sheets(snap.sheet, names)
            self._show_hand_end(rec, names)
            return
        self._show(snap)

    def _next_note(self, snap: Snapshot) -> str:
        refused = snap.refusal is not None or snap.error
        if self.guide is not None:
            return self.guide.note(snap, self.table) if snap.human_turn else ""
        if snap.human_turn and self.guided_notes and not refused and self.guided_index < len(self.guided_notes):
            self.guided_index += 1
            return self.guided_notes[self.guided_index - 1]
        return ""

    def _teach(self, snap: Snapshot) -> None:
        """教学牌桌: the computer seats' hands open and their moves explained (not in a lesson)."""
        if self.settings.teaching_table and self.guide is None:
            if self.teaching is None:
                from .teaching_view import TeachingView
                self.teaching = TeachingView(self.table)
            self.teaching.show(snap, self.names())
        elif self.teaching is not None:
            self.teaching.clear()

    def _show(self, snap: Snapshot) -> None:
        names = self.names()
        self.table.show_snapshot(snap)
        self._teach(snap)
        self._show_sheets(snap.sheet, names)
        self.side.set_turn(snap.view, snap.decision.legal if snap.decision else [], snap.human_turn,
                           self._next_note(snap))
        self._set_resting(snap.decision is not None and snap.view.resting == snap.human)
        if snap.decision is None:
            if snap.finished and not self.game_over_shown:
                self.game_over_shown = True
                self.status.emit(translate("main", "这一场结束了。游戏 → 新游戏 再来一场。"))
            return
        if snap.human_turn:
            self.table.hand_view.setFocus()
            self._plan_auto(snap)
            return
        delay = SPEED_DELAYS[self.settings.speed]
        self._step_timer.start(min(delay, REST_DELAY_MS) if self.resting else delay)

    # --- resting and automatic moves ----------------------------------------------------------------------
    def _set_resting(self, on: bool) -> None:
        if on != self.resting:
            self.resting = on
            self._set_anim()
            self.resting_changed.emit(on)
            # the resting note goes with the hand: it is cleared when the human plays again
            self.status.emit(translate("main", "这一局你定醒（歇着）：电脑快打，按“跳过”(F5) 直接看结果。")
                             if on else "")

    def skip(self) -> None:
        """跳过: while the human rests, play the rest of the hand at once and show its result."""
        if not self.resting or self.awaiting or self.hand_dialog is not None:
            return
        self._step_timer.stop()
        self.awaiting = True
        self.bridge.play_out()

    def auto_options(self) -> AutoOptions:
        s = self.settings
        return AutoOptions(auto_win=s.auto_win, auto_pass=s.auto_pass, auto_discard_ready=s.auto_discard_ready)

    def _plan_auto(self, snap: Snapshot) -> None:
        """The automatic move the settings call for now (none in the guided hand, which follows its notes)."""
        action = None if self.guided_notes else auto_action(snap.decision, snap.view, self.auto_options())
        if action is not None:
            self._auto = (snap, action)
            self._auto_timer.start(min(AUTO_DELAY_MS, SPEED_DELAYS[self.settings.speed]))

    def _auto_move(self) -> None:
        planned, self._auto = self._auto, None
        if planned is not None and planned[0] is self.snap:   # nothing happened meanwhile (an undo, a new game)
            self.human_action(planned[1])

    def _show_hand_end(self, rec, names) -> None:
        from .hand_end import HandEndDialog   # first needed at the end of the first hand: not at start-up

        dlg = HandEndDialog(rec, names, self.ctx, self.window)
        add_close_keys(dlg)   # closing it goes on to the next hand, as 下一局 does
        dlg.sheet_button.clicked.connect(self.show_sheet)
        dlg.finished.connect(self._hand_dialog_closed)
        self.hand_dialog = dlg
        if self._win_moment(rec, names, dlg):
            return
        # Opened on the next event-loop turn: the table's repaint with every hand laid open comes first, and the
        # dialog's first paint on a turn of its own, so neither waits behind the other.
        QTimer.singleShot(0, lambda: self._open_hand_dialog(dlg))

    def _win_moment(self, rec, names, dlg) -> bool:
        """A won hand is shown off (``win_moment``) before its dialog opens; False when there is no moment."""
        from .win_moment import WinMoment, duration_for

        ms = duration_for(self.settings.speed)
        if rec.result.winner is None or not ms:
            return False
        WinMoment(self.table, rec, names, self.ctx, ms, lambda: self._open_hand_dialog(dlg))
        return True

    def _open_hand_dialog(self, dlg) -> None:
        if self.hand_dialog is dlg and not dlg.isVisible():
            dlg.open()

    def _hand_dialog_closed(self, _result=0) -> None:
        dlg, self.hand_dialog = self.hand_dialog, None
        if dlg is not None:
            dlg.deleteLater()
        snap = self.held or self.snap
        self.held = None
        if snap is None:
            return
        snap = dataclasses.replace(snap, hand_ended=None, events=()) if snap.hand_ended else snap
        self.snap = snap
        self.undo_changed.emit()
        if snap.finished:
            self.game_over_shown = True
            self._show(snap)
            # the summary opens on the next turn: the table's last repaint and the dialog's build are apart
            QTimer.singleShot(0, lambda: self._game_over(snap) if self.snap is snap else None)
            return
        # the next hand is drawn a breath later: the window's Expose where the dialog was, and the new hand's
        # full repaint, came in one turn of the event loop (13–20 + 5–32 ms at 2560×1600 @2)
        QTimer.singleShot(CLOSE_BREATH_MS, lambda: self._show(snap) if self.snap is snap else None)

    def _game_over(self, snap: Snapshot) -> None:
        if self.guide is not None:   # a lesson: the course says what comes next
            self.guide.finished(snap, self.window)
            return
        from .game_end import GameEndDialog   # first needed at the end of a game: not at start-up

        levels = [s for s in snap.seats if s != HUMAN_NAME]
        table = None if self.guided_notes else (snap.rules.preset_id, levels)   # the guided hand keeps no stats
        dlg = GameEndDialog(snap.sheet, snap.totals, self.names(), snap.human, self.ctx.lang, self.window, table)
        dlg.again.connect(self.play_again)
        dlg.change_rules.connect(self.change_rules)
        dlg.open()
        self.game_end_dialog = dlg

    def play_again(self) -> None:
        """再来一场: the finished game's rules, seats, opponents and length, a new deal."""
        snap = self.snap
        if snap is None:
            return
        levels = [s for s in snap.seats if s != HUMAN_NAME]
        self.start_game(snap.rules, len(snap.seats), levels, snap.hands_target, casual=self.casual)

    # --- the human --------------------------------------------------------------------------------------
    def human_action(self, action) -> None:
        snap = self.snap
        if snap is None or not snap.human_turn or self.hand_dialog is not None or self.awaiting:
            return
        if self.guide is not None:
            refused = self.guide.refuse(action)   # a lesson's step asks for one action: say which
            self.status.emit(refused or "")
            if refused:
                return
        self.awaiting = True
        self.table.actions.set_decision(None, snap.view, False)   # no double submits while the worker works
        self.bridge.apply(action)

    def can_undo(self) -> bool:
        return bool(self.snap and self.snap.can_undo and self.casual and self.hand_dialog is None)

    def undo(self) -> None:
        if not (self.snap and self.snap.can_undo and self.casual):
            return
        self._step_timer.stop()
        self.awaiting = True
        self.bridge.undo()

    def show_sheet(self) -> None:
        self.sheet_window.show()
        self.sheet_window.raise_()

    def shutdown(self) -> None:
        self._step_timer.stop()
        self.bridge.shutdown()
