"""The main window: the table, the side panel, menus 游戏 · 视图 · 学习 · 帮助, saves and settings.

``MainWindow.start_game(preset_or_ruleset, seats, levels, hands, seed=None, deck=None, guided_notes=None)`` is
the entry other windows use (the guided first hand of the 学习 menu). Pacing: the GUI asks the worker for one
computer move at a time, waiting the speed setting's delay in between (see ``bridge``).
"""

from __future__ import annotations

import gc

import dataclasses
import inspect
import random
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import (QAbstractSpinBox, QApplication, QDockWidget, QFileDialog, QLabel, QLineEdit,
                               QMainWindow, QMessageBox, QStatusBar, QToolBar, QWidget)

from ..engine import arrange, saves
from ..engine.match import Game
from ..engine.rules import RuleSet
from ..storage import paths
from ..storage.files import set_aside
from ..storage.settings import Settings, SettingsStore
from .bridge import GameBridge, Snapshot, optional_module
from .dialogs import HandEndDialog, NewGameDialog, ScoreSheetWindow
from .models import CardStyle
from .side_panel import SidePanel
from .table import TABLE_QSS, TableWidget, seat_label

def translate(context: str, text: str) -> str:
    """Every user-visible string goes through Qt's translator (简体中文 is the source text)."""
    return QCoreApplication.translate(context, text)

SPEED_DELAYS = (1400, 900, 550, 250, 0)   # ms between computer moves: slow … instant
ANIM_MS = (300, 260, 220, 160, 0)
CARD_SIZES = (32, 40, 52, 64)



class MainWindow(QMainWindow):
    def __init__(self, settings_store: SettingsStore | None = None):
        super().__init__()
        self.setObjectName("mainWindow")
        self.store = settings_store or SettingsStore()
        self.first_run = not self.store.path.exists()   # no settings yet: greet a newcomer on start
        self.settings: Settings = self.store.load()
        s = self.settings
        self.card_style = CardStyle(s.face_mode, s.index_labels, s.language, s.card_width, self)
        # Load the engine's shipped tables here (about 40 ms) rather than in the worker's first move, where
        # loading them competes with the first paint of the table for the interpreter.
        arrange.complete_table()
        # Everything loaded so far lives as long as the app: keep it out of the collector's full passes, which
        # otherwise walk the engine's tables and can pause the table for tens of milliseconds.
        gc.collect()
        gc.freeze()
        self.bridge = GameBridge(self)
        self.bridge.snapshot.connect(self._on_snapshot)
        self.snap: Snapshot | None = None
        self.seats: list[str] = []
        self.current_path: Path | None = None
        self.created: str | None = None
        self.guided_notes: list[str] = []
        self.guided_index = 0
        self.hand_dialog: HandEndDialog | None = None
        self.held: Snapshot | None = None        # the next hand's snapshot while the end-of-hand dialog is open
        self.last_problem: str | None = None
        self.game_over_shown = False
        self.casual = True
        self.awaiting = False                    # a human action is on its way to the worker
        self._step_timer = QTimer(self)
        self._step_timer.setSingleShot(True)
        self._step_timer.timeout.connect(self.bridge.step)

        self.table = TableWidget(self.card_style)
        self.table.action_chosen.connect(self._human_action)
        self.table.anim_ms = ANIM_MS[s.speed]
        self.table.hand_model.sorted = s.sort_hand
        self.setCentralWidget(self.table)
        self.setStyleSheet(TABLE_QSS)
        self.side = SidePanel(self.card_style)
        self.dock = QDockWidget(self)
        self.dock.setObjectName("sideDock")
        self.dock.setWidget(self.side)
        self.dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetClosable |
                              QDockWidget.DockWidgetFeature.DockWidgetMovable)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.dock)
        self.dock.setVisible(s.side_panel)
        self.dock.setMinimumWidth(250)
        self.sheet_window = ScoreSheetWindow(self)
        self.sheet_window.setModal(False)
        self.setStatusBar(QStatusBar())
        self.status_label = QLabel()
        self.statusBar().addWidget(self.status_label, 1)
        self._build_actions()
        self._build_menus()
        QApplication.instance().installEventFilter(self)
        self.retranslate()
        self.resize(1280, 800)

    # ------------------------------------------------------------------------------------------------
    # Menus and actions

    def _act(self, name: str, slot, shortcut=None, checkable=False) -> QAction:
        a = QAction(self)
        a.setObjectName(name)
        if shortcut:
            a.setShortcut(QKeySequence(shortcut))
        a.setCheckable(checkable)
        a.triggered.connect(slot)
        return a

    def _build_actions(self) -> None:
        s = self.settings
        self.a_new = self._act("actNew", self.new_game_dialog, QKeySequence.StandardKey.New)
        self.a_open = self._act("actOpen", self.open_dialog, QKeySequence.StandardKey.Open)
        self.a_save = self._act("actSave", self.save, QKeySequence.StandardKey.Save)
        self.a_save_as = self._act("actSaveAs", self.save_as_dialog, "Ctrl+Shift+S")
        self.a_undo = self._act("actUndo", self.undo, QKeySequence.StandardKey.Undo)
        self.a_quit = self._act("actQuit", self.close, "Ctrl+Q")
        self.a_faces = self._act("actFaces", self.toggle_faces, "F", True)
        self.a_faces.setChecked(s.face_mode == "pattern")
        self.a_index = self._act("actIndex", lambda on: self.set_index_labels(on), "I", True)
        self.a_index.setChecked(s.index_labels)
        self.a_sort = self._act("actSort", lambda on: self.set_sorted(on), "S", True)
        self.a_sort.setChecked(s.sort_hand)
        self.a_side = self._act("actSide", lambda on: self.set_side_panel(on), "F9", True)
        self.a_side.setChecked(s.side_panel)
        self.a_sheet = self._act("actSheet", self.show_sheet, "F8")
        self.a_hint = self._act("actHint", self.side.request_hint, "?")
        self.a_about = self._act("actAbout", self.about)
        self.a_keys = self._act("actKeys", self.show_keys, "F1")
        self.size_group = QActionGroup(self)
        self.size_actions = []
        for w in CARD_SIZES:
            a = self._act(f"actSize{w}", lambda _=False, w=w: self.set_card_width(w), checkable=True)
            a.setChecked(w == s.card_width)
            self.size_group.addAction(a)
            self.size_actions.append(a)
        self.speed_group = QActionGroup(self)
        self.speed_actions = []
        for i in range(5):
            a = self._act(f"actSpeed{i}", lambda _=False, i=i: self.set_speed(i), checkable=True)
            a.setChecked(i == s.speed)
            self.speed_group.addAction(a)
            self.speed_actions.append(a)
        self.lang_group = QActionGroup(self)
        self.lang_actions = {}
        from .i18n import LANGUAGES

        for code, label in LANGUAGES.items():
            a = self._act(f"actLang_{code}", lambda _=False, c=code: self.set_language(c), checkable=True)
            a.setText(label)  # each language is named in itself
            a.setChecked(code == s.language)
            self.lang_group.addAction(a)
            self.lang_actions[code] = a

    def _build_menus(self) -> None:
        mb = self.menuBar()
        self.m_game = mb.addMenu("")
        for a in (self.a_new, self.a_open, self.a_save, self.a_save_as):
            self.m_game.addAction(a)
        self.m_game.addSeparator()
        self.m_game.addAction(self.a_undo)
        self.m_game.addAction(self.a_sheet)
        self.m_game.addSeparator()
        self.m_game.addAction(self.a_quit)
        self.m_view = mb.addMenu("")
        self.m_view.addAction(self.a_faces)
        self.m_view.addAction(self.a_index)
        self.m_view.addAction(self.a_sort)
        self.m_size = self.m_view.addMenu("")
        for a in self.size_actions:
            self.m_size.addAction(a)
        self.m_speed = self.m_view.addMenu("")
        for a in self.speed_actions:
            self.m_speed.addAction(a)
        self.m_lang = self.m_view.addMenu("")
        for a in self.lang_actions.values():
            self.m_lang.addAction(a)
        self.m_view.addSeparator()
        self.m_view.addAction(self.a_side)
        self.m_learn = mb.addMenu("")
        self.m_learn.setObjectName("learnMenu")
        self.learn_owner = None
        learn = optional_module("ui.learn_menu")
        if learn is not None and hasattr(learn, "populate_learn_menu"):
            try:
                self.learn_owner = learn.populate_learn_menu(self.m_learn, self)
            except Exception as exc:  # another developer's module must not stop the game from starting
                self.last_problem = f"learn menu: {exc}"
        self.learn_placeholder = None
        if self.m_learn.isEmpty():
            self.learn_placeholder = self.m_learn.addAction("")
            self.learn_placeholder.setEnabled(False)
        self.m_help = mb.addMenu("")
        self.m_help.addAction(self.a_keys)
        self.m_help.addAction(self.a_about)
        tb = QToolBar()
        tb.setObjectName("mainToolbar")
        tb.setMovable(False)
        tb.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        for a in (self.a_new, self.a_undo, self.a_hint, self.a_faces, self.a_sheet):
            tb.addAction(a)
        self.toolbar = tb
        self.addToolBar(tb)

    def retranslate(self) -> None:
        self.setWindowTitle(translate("main", "长牌 · 南通笃子胡"))
        self.m_game.setTitle(translate("main", "游戏(&G)"))
        self.m_view.setTitle(translate("main", "视图(&V)"))
        self.m_learn.setTitle(translate("main", "学习(&L)"))
        self.m_help.setTitle(translate("main", "帮助(&H)"))
        self.m_size.setTitle(translate("main", "牌的大小"))
        self.m_speed.setTitle(translate("main", "电脑速度"))
        self.m_lang.setTitle(translate("main", "语言 Language"))
        self.a_new.setText(translate("main", "新游戏…"))
        self.a_open.setText(translate("main", "打开…"))
        self.a_save.setText(translate("main", "保存"))
        self.a_save_as.setText(translate("main", "另存为…"))
        self.a_undo.setText(translate("main", "悔牌"))
        self.a_undo.setToolTip(translate("main", "收回你上一步（休闲局）"))
        self.a_quit.setText(translate("main", "退出"))
        self.a_faces.setText(translate("main", "图型牌面（人物 / 图型）"))
        self.a_faces.setToolTip(translate("main", "在人物牌面和图型牌面之间切换 (F)"))
        self.a_index.setText(translate("main", "新手角标"))
        self.a_sort.setText(translate("main", "自动理牌"))
        self.a_side.setText(translate("main", "侧栏"))
        self.a_sheet.setText(translate("main", "记分表"))
        self.a_hint.setText(translate("main", "提示"))
        self.a_about.setText(translate("main", "关于长牌"))
        self.a_keys.setText(translate("main", "键盘操作"))
        for a, t in zip(self.size_actions, (translate("main", "小"), translate("main", "中"), translate("main", "大"), translate("main", "特大"))):
            a.setText(t)
        for a, t in zip(self.speed_actions, (translate("main", "慢"), translate("main", "较慢"), translate("main", "适中"), translate("main", "快"), translate("main", "瞬间"))):
            a.setText(t)
        if self.learn_placeholder is not None:
            self.learn_placeholder.setText(translate("main", "（学习窗口即将推出）"))
        self.dock.setWindowTitle(translate("main", "提示 · 听牌 · 记录 · 记分"))
        self._update_undo()

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self._refresh_names()
        super().changeEvent(event)

    # ------------------------------------------------------------------------------------------------
    # Settings switches

    def _save_settings(self) -> None:
        try:
            self.store.save(self.settings)
        except OSError as exc:
            self.status_label.setText(translate("main", "设置没能保存：%1").replace("%1", str(exc)))

    def toggle_faces(self, on: bool | None = None) -> None:
        mode = "pattern" if (on if isinstance(on, bool) else self.settings.face_mode == "figure") else "figure"
        self.set_face_mode(mode)

    def set_face_mode(self, mode: str) -> None:
        self.settings.face_mode = mode
        self.a_faces.setChecked(mode == "pattern")
        self.card_style.update(face_mode=mode)
        self._save_settings()

    def set_index_labels(self, on: bool) -> None:
        self.settings.index_labels = bool(on)
        self.a_index.setChecked(bool(on))
        self.card_style.update(index_labels=bool(on))
        self._save_settings()

    def set_sorted(self, on: bool) -> None:
        self.settings.sort_hand = bool(on)
        self.a_sort.setChecked(bool(on))
        self.table.hand_model.set_sorted(bool(on))
        self._save_settings()

    def set_card_width(self, w: int) -> None:
        self.settings.card_width = w
        self.card_style.update(card_width=w)
        self._save_settings()

    def set_speed(self, i: int) -> None:
        self.settings.speed = i
        self.table.anim_ms = ANIM_MS[i]
        self.speed_actions[i].setChecked(True)
        self._save_settings()

    def set_side_panel(self, on: bool) -> None:
        self.settings.side_panel = bool(on)
        self.dock.setVisible(bool(on))
        self.a_side.setChecked(bool(on))
        self._save_settings()

    def set_language(self, lang: str) -> None:
        from .i18n import install_language

        self.settings.language = lang
        self.card_style.lang = lang
        self.lang_actions[lang].setChecked(True)
        install_language(lang)  # Qt sends LanguageChange to every widget → retranslate
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)
        self.card_style.update(lang=lang)
        self.retranslate()
        self._refresh_names()
        self._save_settings()

    # ------------------------------------------------------------------------------------------------
    # Games

    def new_game_dialog(self) -> None:
        dlg = NewGameDialog(self.settings, self)
        dlg.setModal(True)
        dlg.accepted.connect(lambda: self._start_from_dialog(dlg.values()))
        dlg.open()
        self._new_dialog = dlg

    def _start_from_dialog(self, v: dict) -> None:
        rules = v["rules"]
        self.settings.seats = v["seats"]
        self.settings.levels = (list(v["levels"]) + ["normal"] * 3)[:3]
        self.settings.hands = v["hands"] or 0
        if isinstance(rules, str):
            self.settings.preset, self.settings.ruleset_name = rules, ""
        else:
            self.settings.preset, self.settings.ruleset_name = rules.preset_id, rules.name or ""
        self._save_settings()
        self.start_game(rules, v["seats"], v["levels"], v["hands"], v["seed"], casual=v["casual"])

    def start_game(self, preset_or_ruleset, seats: int = 4, levels=None, hands: int | None = 6,
                   seed: int | None = None, deck=None, guided_notes=None, casual: bool = True) -> None:
        """Start a game with the human in seat 0. ``deck``: a card order for the first hand (or a list of decks,
        one per hand) — the human then deals first; ``guided_notes``: strings shown one per human decision,
        with hints forced on."""
        rules = preset_or_ruleset
        if isinstance(rules, str):
            rules = RuleSet.preset(rules, {"deal.seats": seats} if seats != 4 else None)
        elif rules.seats != seats:
            rules = RuleSet.preset(rules.preset_id, {**rules.overrides, "deal.seats": seats}, rules.name)
        levels = list(levels or ["normal"] * (seats - 1))
        levels = (levels + ["normal"] * seats)[: seats - 1]
        if seed is None:
            seed = random.SystemRandom().randrange(10 ** 9)
        decks = None
        first_dealer = None
        if deck is not None:
            decks = [list(deck)] if deck and isinstance(deck[0], str) else [list(d) for d in deck]
            first_dealer = 0
        game = Game(rules, seed=seed, hands=hands or None, decks=decks, first_dealer=first_dealer)
        self.casual = casual
        self.guided_notes = list(guided_notes or [])
        self.guided_index = 0
        self.side.forced = bool(self.guided_notes)
        if self.guided_notes and not self.dock.isVisible():
            self.dock.setVisible(True)
        self._load_game(game, ["human", *levels], created=None, path=None)

    def _load_game(self, game: Game, seats: list[str], created, path, save_now: bool = True) -> None:
        self._step_timer.stop()
        self.awaiting = False
        self.seats = list(seats)
        self.created = created
        self.current_path = path
        self.held = None
        self.game_over_shown = False
        if self.hand_dialog is not None:
            self.hand_dialog.close()
            self.hand_dialog = None
        self.table.set_players(len(seats), seats, None)
        self.bridge.worker.casual = self.casual
        self.bridge.load(game, seats, paths.autosave_path(), created, save_now)

    def _refresh_names(self) -> None:
        if self.snap is None:
            return
        n = len(self.seats)
        names = [seat_label(s, n) for s in range(n)]
        self.side.set_sheet(self.snap.sheet, n, names)
        self.sheet_window.set_sheet(self.snap.sheet, n, names)
        self.table.show_snapshot(self.snap, self.table.view if self.table.view is not None else None, animate=False)

    # --- snapshots and pacing ---------------------------------------------------------------------------
    def _on_snapshot(self, snap: Snapshot) -> None:
        self.awaiting = False
        if snap.error:
            self.status_label.setText(snap.error)
        if self.hand_dialog is not None:      # a step raced the dialog: keep the newest, show it later
            self.held = snap
            return
        self.snap = snap
        n = len(self.seats)
        names = [seat_label(s, n) for s in range(n)]
        self.side.add_events(snap.events, names)
        self._update_undo()
        if snap.hand_ended is not None:
            rec = snap.hand_ended
            self.table.show_snapshot(snap, rec.end_view, animate=False)
            self.side.set_sheet(snap.sheet, n, names)
            self.sheet_window.set_sheet(snap.sheet, n, names)
            self._record_stats(rec, snap)
            self._show_hand_end(rec, names)
            return
        self._show(snap)

    def _show(self, snap: Snapshot) -> None:
        n = len(self.seats)
        names = [seat_label(s, n) for s in range(n)]
        self.table.show_snapshot(snap)
        self.side.set_sheet(snap.sheet, n, names)
        self.sheet_window.set_sheet(snap.sheet, n, names)
        human_turn = snap.human_turn
        note = ""
        if human_turn and self.guided_notes and not snap.error:
            if self.guided_index < len(self.guided_notes):
                note = self.guided_notes[self.guided_index]
                self.guided_index += 1
        self.side.set_turn(snap.view, snap.decision.legal if snap.decision else [], human_turn, note)
        if snap.decision is None:
            if snap.finished and not self.game_over_shown:
                self.game_over_shown = True
                self.status_label.setText(translate("main", "这一场结束了。游戏 → 新游戏 再来一场。"))
            return
        if human_turn:
            self.table.hand_view.setFocus()
            return
        self._step_timer.start(SPEED_DELAYS[self.settings.speed])

    def _show_hand_end(self, rec, names) -> None:
        dlg = HandEndDialog(rec, names, self.card_style, self)
        dlg.sheet_button.clicked.connect(self.show_sheet)
        dlg.finished.connect(self._hand_dialog_closed)
        self.hand_dialog = dlg
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
        if snap.finished:
            self.game_over_shown = True
            self._show(snap)
            self._game_over(snap)
            return
        self._show(snap)

    def _game_over(self, snap) -> None:
        n = len(self.seats)
        names = [seat_label(s, n) for s in range(n)]
        ranking = sorted(range(n), key=lambda s: -snap.totals[s])
        lines = [f"{i + 1}. {names[s]}  {snap.totals[s]:+d}" for i, s in enumerate(ranking)]
        box = QMessageBox(self)
        box.setObjectName("gameOverBox")
        box.setWindowTitle(translate("main", "这一场结束了"))
        box.setText(translate("main", "最终得分") + "\n" + "\n".join(lines))
        box.setStandardButtons(QMessageBox.StandardButton.Ok)
        box.open()
        self.game_over_box = box

    def _human_action(self, action) -> None:
        snap = self.snap
        if snap is None or not snap.human_turn or self.hand_dialog is not None or self.awaiting:
            return
        self.awaiting = True
        self.table.actions.set_decision(None, snap.view, False)   # no double submits while the worker works
        self.bridge.apply(action)

    # --- stats ---------------------------------------------------------------------------------------------
    def _record_stats(self, rec, snap) -> None:
        stats = optional_module("storage.stats")
        if stats is None or self.guided_notes:
            return
        levels = [s for s in self.seats if s != "human"]
        preset = snap.rules.preset_id
        human = snap.human
        try:
            if human in rec.order:
                so = next(x for x in rec.seats if x.seat == human)
                items = [i.to_dict() for i in so.score.items] if so.score is not None else []
                _call(stats.record_hand, preset_id=preset, levels=levels, won=rec.result["winner"] == human,
                      hu=so.hu or 0, net=so.net or 0, winner_type=rec.result["type"] if rec.result["winner"] == human
                      else None, items=items)
            if rec.game_over:
                _call(stats.record_game, preset_id=preset, levels=levels, final_net=rec.running[human])
        except Exception as exc:  # statistics never break the table
            self.status_label.setText(translate("main", "统计没能记录：%1").replace("%1", str(exc)))

    # --- undo, saves --------------------------------------------------------------------------------------
    def _update_undo(self) -> None:
        ok = bool(self.snap and self.snap.can_undo and self.casual and self.hand_dialog is None)
        self.a_undo.setEnabled(ok)

    def undo(self) -> None:
        if not (self.snap and self.snap.can_undo and self.casual):
            return
        self._step_timer.stop()
        self.awaiting = True
        self.bridge.undo()

    def autosave_exists(self) -> bool:
        return paths.autosave_path().exists()

    def resume_autosave(self, loaded: tuple | None = None) -> bool:
        """Load the autosave (or use ``loaded``, the autosave already read at start-up, so it is replayed
        once); a save that cannot be read is reported and set aside. True when resumed."""
        return self.open_path(paths.autosave_path(), autosave=True, loaded=loaded)

    def open_path(self, path, autosave: bool = False, loaded: tuple | None = None) -> bool:
        path = Path(path)
        if loaded is not None:
            game, meta = loaded
        else:
            try:
                game, meta = saves.load_game(path)
            except saves.SaveError as exc:
                moved = None
                try:
                    moved = set_aside(path)
                except OSError:
                    pass
                self.report_problem(str(exc), path, moved)
                return False
        seats = meta["seats"]
        if "human" not in seats:
            seats = ["human", *[s if s in ("easy", "normal", "hard") else "normal" for s in seats[1:]]]
        self.casual = True
        self.guided_notes = []
        self.side.forced = False
        self._load_game(game, seats, meta["created"], None if autosave else path, save_now=not autosave)
        return True

    def report_problem(self, why: str, path, moved) -> None:
        text = translate("main", "这个存档读不了：%1\n文件：%2").replace("%1", why).replace("%2", str(path))
        if moved is not None:
            text += "\n" + translate("main", "它已被移到 %1（没有删除），你可以把它发给开发者。").replace("%1", str(moved))
        self.last_problem = text
        box = QMessageBox(self)
        box.setObjectName("saveProblemBox")
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(translate("main", "存档有问题"))
        box.setText(text)
        box.open()
        self.problem_box = box

    def save_to(self, path) -> bool:
        snap = self.snap
        if snap is None:
            return False
        src = paths.autosave_path()
        try:  # the worker keeps the autosave current after every action: copy it (it is a whole, valid save)
            data = src.read_bytes()
            saves.write_atomic(path, data)
        except OSError as exc:
            QMessageBox.warning(self, translate("main", "保存失败"), str(exc))
            return False
        self.current_path = Path(path)
        self.status_label.setText(translate("main", "已保存到 %1").replace("%1", str(path)))
        return True

    def save(self) -> None:
        if self.current_path is None:
            self.save_as_dialog()
        else:
            self.save_to(self.current_path)

    def save_as_dialog(self) -> None:
        if self.snap is None:
            return
        path, _ = QFileDialog.getSaveFileName(self, translate("main", "另存为"), str(paths.saves_dir() / "changpai.json"),
                                              translate("main", "长牌存档 (*.json)"))
        if path:
            self.save_to(path)

    def open_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, translate("main", "打开存档"), str(paths.saves_dir()), translate("main", "长牌存档 (*.json)"))
        if path:
            self.open_path(path)

    def welcome(self) -> str:
        """The first start: offer the guided first hand, the card gallery or a game straight away.
        Returns "guided", "gallery" or "play"."""
        box = QMessageBox(self)
        box.setObjectName("welcomeBox")
        box.setWindowTitle(translate("main", "欢迎来打长牌"))
        box.setText(translate("main", "第一次来？可以先跟着新手引导打一手牌，或者先在图鉴里认认三十张牌。"))
        guided = box.addButton(translate("main", "新手引导"), QMessageBox.ButtonRole.AcceptRole)
        gallery = box.addButton(translate("main", "看图鉴"), QMessageBox.ButtonRole.ActionRole)
        box.addButton(translate("main", "直接开打"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(guided)
        box.exec()
        choice = "guided" if box.clickedButton() is guided else "gallery" if box.clickedButton() is gallery else "play"
        self._save_settings()   # the settings file now exists: the greeting is for the first start only
        owner = self.learn_owner
        if choice != "play" and owner is not None:
            self.first_run = False
            owner.open(choice)
            if choice == "guided":
                return choice
        return choice

    def _read_autosave(self) -> tuple[bool, tuple | None]:
        """(finished, loaded): whether the autosaved game was played to its end (nothing to resume) and the
        (game, meta) read, kept so that resuming does not replay the save a second time. A save that cannot
        be read counts as unfinished with nothing loaded, so the resume path reports it and sets it aside."""
        try:
            loaded = saves.load_game(paths.autosave_path())
        except (saves.SaveError, OSError):
            return False, None
        return loaded[0].pending() is None, loaded

    def _autosave_finished(self) -> bool:
        return self._read_autosave()[0]

    def offer_resume(self) -> None:
        """On start: offer to resume the autosaved game; on the very first start, greet a newcomer; otherwise
        start a game with the last settings."""
        if self.first_run and not self.autosave_exists():
            if self.welcome() == "guided":
                return
        finished, loaded = self._read_autosave() if self.autosave_exists() else (True, None)
        if not finished:
            box = QMessageBox(self)
            box.setWindowTitle(translate("main", "继续上一场？"))
            box.setText(translate("main", "上次的牌局还没打完。要接着打吗？"))
            yes = box.addButton(translate("main", "接着打"), QMessageBox.ButtonRole.AcceptRole)
            box.addButton(translate("main", "新游戏"), QMessageBox.ButtonRole.RejectRole)
            box.setDefaultButton(yes)
            box.exec()
            if box.clickedButton() is yes and self.resume_autosave(loaded):
                return
            if self.last_problem:
                return
        s = self.settings
        rules = s.preset
        if s.ruleset_name:
            mod = optional_module("storage.rulesets")
            try:
                rules = dict(mod.list_rulesets()).get(s.ruleset_name, s.preset) if mod else s.preset
            except Exception:
                rules = s.preset
        self.start_game(rules, s.seats, s.levels[: s.seats - 1], s.hands or None)

    # --- windows -----------------------------------------------------------------------------------------
    def show_sheet(self) -> None:
        self.sheet_window.show()
        self.sheet_window.raise_()

    def about(self) -> None:
        from .. import __version__

        QMessageBox.about(self, translate("main", "关于长牌"), translate(
            "main", "长牌（南通笃子胡）桌面版 %1\n一个人对电脑打一整场长牌。\n字体：霞鹜文楷（SIL OFL 1.1）").replace("%1", __version__))

    def show_keys(self) -> None:
        QMessageBox.information(self, translate("main", "键盘操作"), translate(
            "main",
            "← → 选牌　Shift+← → 挪牌　回车 打出\nH 胡　G 杠　P 碰　空格 过\nA 暗杠　J 加杠　L 叫龙　K 撂龙　T 报听\n"
            "F 人物/图型　I 新手角标　S 自动理牌　F8 记分表　F9 侧栏　Ctrl+Z 悔牌"))

    def eventFilter(self, obj, event) -> bool:
        """The action keys (H 胡, G 杠, P 碰, Space 过, …) work wherever the focus is in this window, unless a
        text field or a dialog has it."""
        if event.type() == QEvent.Type.KeyPress and isinstance(obj, QWidget) and obj.window() is self:
            mods = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
            if mods == Qt.KeyboardModifier.NoModifier and not isinstance(obj, (QLineEdit, QAbstractSpinBox)) \
                    and not event.isAutoRepeat() and self.table.actions.handle_key(event.key()):
                return True
        return super().eventFilter(obj, event)

    def closeEvent(self, event) -> None:
        QApplication.instance().removeEventFilter(self)
        self._step_timer.stop()
        self.bridge.shutdown()
        super().closeEvent(event)


def _call(fn, **kwargs):
    """Call ``fn`` with the keyword arguments it accepts (another developer's API may grow or shrink)."""
    params = inspect.signature(fn).parameters
    if any(p.kind == p.VAR_KEYWORD for p in params.values()):
        return fn(**kwargs)
    return fn(**{k: v for k, v in kwargs.items() if k in params})
