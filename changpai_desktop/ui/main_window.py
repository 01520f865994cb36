"""The main window: the table, the side panel, menus 游戏 · 视图 · 学习 · 帮助 and settings — menus and wiring.

The game itself runs in ``table.controller.TableController`` (snapshots, pacing, the end-of-hand dialog, undo)
over ``services.session``; saves and the start-up question are ``game_files.GameFiles``. ``MainWindow.start_game``
is the entry other windows use (the guided first hand of the 学习 menu).
"""

from __future__ import annotations

import gc
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QApplication, QDockWidget, QLabel, QMainWindow, QMessageBox, QStatusBar, QToolBar, QWidget

from .. import __version__
from ..storage.settings import Settings, SettingsStore
from .application import set_display_name
from .chrome_print import follow_large_print
from .context import CARD_SIZES, SPEEDS, UiContext, size_names, speed_names
from .replay.entry import open_replay, open_replay_file
from .game_files import GameFiles
from .i18n import LANGUAGES, install_language
from .keys import ActionKeys, add_close_keys, key_list
from .learn.menu import populate_learn_menu
from .table.controller import TableController
from .window_geometry import capture, restore

if TYPE_CHECKING:
    from .settings_dialog import Chosen

LEVEL_SLOTS = 3              # the settings keep a level for each of the three computer seats
DEFAULT_LEVEL = "normal"
DOCK_MIN_WIDTH = 250         # the side panel's dock, px (the panel's own width steps up from this)
QWIDGETSIZE_MAX = (1 << 24) - 1   # Qt's "no maximum"


def translate(context: str, text: str) -> str:
    """Every user-visible string goes through Qt's translator (简体中文 is the source text)."""
    return QCoreApplication.translate(context, text)


def ask_replace_game(parent: QWidget) -> bool:
    """Ask before a game in progress is replaced (by a new game, the guided hand or an opened file)."""
    box = QMessageBox(QMessageBox.Icon.Question, translate("main", "放下这一场？"),
                      translate("main", "这一场还没打完。开始新的一场，现在这一场就不接着打了（自动存档会被替换）。"),
                      QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, parent)
    box.setObjectName("replaceGameBox")
    box.button(QMessageBox.StandardButton.Yes).setText(translate("main", "开始新的一场"))
    box.button(QMessageBox.StandardButton.No).setText(translate("main", "接着打这一场"))
    box.setDefaultButton(QMessageBox.StandardButton.No)
    return box.exec() == QMessageBox.StandardButton.Yes


class MainWindow(QMainWindow):
    def __init__(self, settings_store: SettingsStore | None = None):
        store = settings_store or SettingsStore()
        first_run = not store.path.exists()   # no settings yet: greet a newcomer on start
        settings = store.load()
        # The language first: a translator installed later sends LanguageChange to every widget there is (~10 ms).
        install_language(settings.language)
        super().__init__()
        self.setObjectName("mainWindow")
        self.store, self.first_run = store, first_run
        self.settings: Settings = settings
        s = self.settings
        self.ctx = UiContext.from_settings(s, self)
        # Everything loaded so far lives as long as the app: keep it out of the collector's full passes, which
        # otherwise walk all of it and can pause the table for tens of milliseconds. No collection
        # first: it found some 400 cyclic leftovers of the imports and cost 17 ms of every start.
        gc.freeze()
        gc.enable()   # app.run_window holds it off while start-up loads
        self.game = TableController(self.ctx, self, s)
        self.game.status.connect(self._say)
        self.game.undo_changed.connect(self._update_undo)
        self.game.change_rules.connect(self.open_new_game_dialog)
        self.files = GameFiles(self)
        self.setCentralWidget(self.game.table)
        self.dock = QDockWidget(self)
        self.dock.setObjectName("sideDock")
        self.dock.setWidget(self.game.side)
        self.dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetClosable |
                              QDockWidget.DockWidgetFeature.DockWidgetMovable)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.dock)
        self.dock.setVisible(s.side_panel)
        self.game.side.hint_box.setVisible(s.hints)
        self.dock.setMinimumWidth(DOCK_MIN_WIDTH)
        self.game.side.installEventFilter(self)   # the dock follows the panel's width back down (eventFilter)
        self.setStatusBar(QStatusBar())
        self.status_label = QLabel()
        self.statusBar().addWidget(self.status_label, 1)
        self._build_actions()
        self._build_menus()
        follow_large_print(self, self.ctx)   # menus, tool bar, status bar and dialogs in 大字
        self.action_keys = ActionKeys(self, lambda: self.game.table.hand_view,
                                      lambda key: self.game.table.actions.handle_key(key))
        self.retranslate()
        restore(self, s.window_geometry)   # the saved size and place, clamped to today's screen

    # the parts other windows and the tests look at
    @property
    def table(self):
        return self.game.table

    @property
    def side(self):
        return self.game.side

    def _say(self, text: str) -> None:
        self.status_label.setText(text)

    # --- Menus and actions ---------------------------------------------------------------------------

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
        self.a_save = self._act("actSave", self.files.save, QKeySequence.StandardKey.Save)
        self.a_save_as = self._act("actSaveAs", self.files.save_as_dialog, "Ctrl+Shift+S")
        self.a_undo = self._act("actUndo", self.game.undo, QKeySequence.StandardKey.Undo)
        self.a_quit = self._act("actQuit", self.close, "Ctrl+Q")
        self.a_faces = self._act("actFaces", self.toggle_faces, "F", True)
        self.a_faces.setChecked(s.face_mode == "pattern")
        self.a_index = self._act("actIndex", lambda on: self.set_index_labels(on), "I", True)
        self.a_index.setChecked(s.index_labels)
        self.a_sort = self._act("actSort", lambda on: self.set_sorted(on), "S", True)
        self.a_sort.setChecked(s.sort_hand)
        self.a_large = self._act("actLarge", lambda on: self.set_large_print(on), checkable=True)
        self.a_large.setChecked(s.large_print)
        self.a_side = self._act("actSide", lambda on: self.set_side_panel(on), "F9", True)
        self.a_side.setChecked(s.side_panel)
        self.a_sheet = self._act("actSheet", self.game.show_sheet, "F8")
        self.a_hint = self._act("actHint", self.game.side.request_hint, "?")
        self.a_about = self._act("actAbout", self.about)
        self.a_keys = self._act("actKeys", self.show_keys, "F1")
        self.a_skip = self._act("actSkip", self.game.skip, "F5")
        self.a_skip.setVisible(False)
        self.game.resting_changed.connect(self.a_skip.setVisible)
        self.a_settings = self._act("actSettings", self.settings_dialog, "Ctrl+,")
        self.a_review = self._act("actReview", lambda: open_replay(self, self.ctx), "F7")   # 复盘 (ui/replay)
        self.a_review_file = self._act("actReviewFile", lambda: open_replay_file(self, self.ctx))
        self.game.sheet_window.hand_activated.connect(lambda k: open_replay(self, self.ctx, k))
        self.a_hint.setEnabled(s.hints)
        self.size_group = QActionGroup(self)
        self.size_actions = []
        for w in CARD_SIZES:
            a = self._act(f"actSize{w}", lambda _=False, w=w: self.set_card_width(w), checkable=True)
            a.setChecked(w == s.card_width)
            self.size_group.addAction(a)
            self.size_actions.append(a)
        self.speed_group = QActionGroup(self)
        self.speed_actions = []
        for i in range(SPEEDS):
            a = self._act(f"actSpeed{i}", lambda _=False, i=i: self.set_speed(i), checkable=True)
            a.setChecked(i == s.speed)
            self.speed_group.addAction(a)
            self.speed_actions.append(a)
        self.lang_group = QActionGroup(self)
        self.lang_actions = {}
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
        self.m_game.addAction(self.a_skip)
        self.m_game.addAction(self.a_sheet)
        self.m_game.addAction(self.a_review)
        self.m_game.addAction(self.a_review_file)
        self.m_game.addSeparator()
        self.m_game.addAction(self.a_quit)
        self.m_view = mb.addMenu("")
        self.m_view.addAction(self.a_faces)
        self.m_view.addAction(self.a_index)
        self.m_view.addAction(self.a_sort)
        self.m_view.addAction(self.a_large)
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
        self.m_view.addSeparator()
        self.m_view.addAction(self.a_settings)
        self.m_learn = mb.addMenu("")
        self.m_learn.setObjectName("learnMenu")
        self.learn_owner = populate_learn_menu(self.m_learn, self.ctx, self.start_game_asking, self)
        self.m_help = mb.addMenu("")
        self.m_help.addAction(self.a_keys)
        self.m_help.addAction(self.a_about)
        tb = QToolBar()
        tb.setObjectName("mainToolbar")
        tb.setMovable(False)
        tb.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        for a in (self.a_new, self.a_undo, self.a_hint, self.a_faces, self.a_sheet, self.a_skip):
            tb.addAction(a)
        tb.widgetForAction(self.a_skip).setObjectName("skipButton")
        self.toolbar = tb
        self.addToolBar(tb)

    def retranslate(self) -> None:
        set_display_name(QApplication.instance())
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
        self.a_review.setText(translate("main", "复盘这一场…"))
        self.a_review_file.setText(translate("main", "复盘存档或牌谱…"))
        self.a_undo.setToolTip(translate("main", "收回你上一步（休闲局）"))
        self.a_quit.setText(translate("main", "退出"))
        self.a_faces.setText(translate("main", "图型牌面（人物 / 图型）"))
        self.a_faces.setToolTip(translate("main", "在人物牌面和图型牌面之间切换 (F)"))
        self.a_index.setText(translate("main", "新手角标"))
        self.a_sort.setText(translate("main", "自动理牌"))
        self.a_side.setText(translate("main", "侧栏"))
        self.a_large.setText(translate("main", "大字（更大的牌和字，更强的对比）"))
        self.a_sheet.setText(translate("main", "记分表"))
        self.a_hint.setText(translate("main", "提示"))
        self.a_about.setText(translate("main", "关于长牌"))
        self.a_keys.setText(translate("main", "键盘操作"))
        self.a_skip.setText(translate("main", "跳过 F5"))
        self.a_skip.setToolTip(translate("main", "你这一局定醒：把这一局一下子打完，直接看结果"))
        self.a_settings.setText(translate("main", "设置…"))
        for a, t in zip(self.size_actions, size_names(), strict=True):
            a.setText(t)
        for a, t in zip(self.speed_actions, speed_names(), strict=True):
            a.setText(t)
        self.dock.setWindowTitle(translate("main", "提示 · 听牌 · 记录 · 记分"))
        self._update_undo()

    def eventFilter(self, obj, event) -> bool:
        """The side panel's width steps down with the window (side_panel.panel_width), but the dock kept the
        width it had: its layout sets its least width from its own (440 px after a wide 大字 window), so after
        the window was made small the dock stayed that wide around a 250 px panel and squeezed the table. Its
        bounds are let go whenever the panel's width changes, and it takes the panel's again."""
        if obj is self.game.side and event.type() == QEvent.Type.Resize:
            self.dock.setMinimumWidth(DOCK_MIN_WIDTH)
            self.dock.setMaximumWidth(QWIDGETSIZE_MAX)
        return False

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self.game.refresh_names()
        super().changeEvent(event)

    # ------------------------------------------------------------------------------------------------
    # Settings switches

    def save_settings(self) -> None:
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
        self.ctx.set_face_mode(mode)
        self.save_settings()

    def set_index_labels(self, on: bool) -> None:
        self.settings.index_labels = bool(on)
        self.a_index.setChecked(bool(on))
        self.ctx.set_index_labels(bool(on))
        self.save_settings()

    def set_sorted(self, on: bool) -> None:
        self.settings.sort_hand = bool(on)
        self.a_sort.setChecked(bool(on))
        self.game.table.hand_model.set_sorted(bool(on))
        self.save_settings()

    def set_card_width(self, w: int) -> None:
        self.settings.card_width = w
        self.ctx.set_card_width(w)
        self.save_settings()

    def set_large_print(self, on: bool) -> None:
        self.settings.large_print = bool(on)
        self.a_large.setChecked(bool(on))
        self.ctx.set_large_print(bool(on))
        self.save_settings()

    def set_speed(self, i: int) -> None:
        self.game.set_speed(i)
        self.speed_actions[i].setChecked(True)
        self.save_settings()

    def set_side_panel(self, on: bool) -> None:
        self.settings.side_panel = bool(on)
        self.dock.setVisible(bool(on))
        self.a_side.setChecked(bool(on))
        self.save_settings()

    def set_hints(self, on: bool) -> None:
        """Hints allowed: the ? key, the toolbar's 提示 and the side panel's hint box."""
        self.settings.hints = bool(on)
        self.a_hint.setEnabled(bool(on))
        self.game.side.hint_box.setVisible(bool(on))
        self.save_settings()

    def settings_dialog(self) -> None:
        from .settings_dialog import SettingsDialog   # first needed when the player opens it: not at start-up

        dlg = SettingsDialog(self.settings, self)
        dlg.accepted.connect(lambda: self.apply_settings(dlg.chosen()))
        dlg.open()
        self._settings_dialog = dlg

    def apply_settings(self, c: Chosen) -> None:
        """The settings dialog's values, through the same setters as the menus' quick toggles."""
        s = self.settings
        if c.language != s.language:
            self.set_language(c.language)
        if c.face_mode != s.face_mode:
            self.set_face_mode(c.face_mode)
        if c.card_width != s.card_width:
            self.set_card_width(c.card_width)
            self.size_actions[CARD_SIZES.index(c.card_width)].setChecked(True)
        self.set_index_labels(c.index_labels)
        self.set_speed(c.speed)
        self.set_sorted(c.sort_hand)
        self.set_side_panel(c.side_panel)
        self.set_hints(c.hints)
        s.auto_win, s.auto_pass, s.auto_discard_ready = c.auto_win, c.auto_pass, c.auto_discard_ready
        s.sound_on, s.sound_volume, s.voice = c.sound_on, c.sound_volume, c.voice
        self.save_settings()

    def set_language(self, lang: str) -> None:
        self.settings.language = lang
        self.ctx.set_language(lang)
        self.lang_actions[lang].setChecked(True)
        # every widget gets LanguageChange before this returns; this window's changeEvent retranslates the menus
        # and redraws the seats' names and the hand log
        install_language(lang)
        self.save_settings()

    # ------------------------------------------------------------------------------------------------
    # Games

    def game_in_progress(self) -> bool:
        """A game is dealt and not finished: replacing it needs the player's yes."""
        return self.game.in_progress()

    def may_replace_game(self) -> bool:
        """True when no game is in progress, or the player agrees to leave it."""
        return not self.game_in_progress() or ask_replace_game(self)

    def open_dialog(self) -> None:
        if self.may_replace_game():
            self.files.open_dialog()

    def start_game_asking(self, preset_or_ruleset, seats: int = 4, levels=None, hands: int | None = 6,
                          seed: int | None = None, deck=None, guided_notes=None, casual: bool = True) -> None:
        """``start_game`` for other windows (the guided hand, the rules page): asks first when a game is on."""
        if self.may_replace_game():
            self.start_game(preset_or_ruleset, seats, levels, hands, seed, deck, guided_notes, casual)

    def new_game_dialog(self) -> None:
        """游戏 → 新游戏 (Ctrl+N): asks first when a game is in progress."""
        if self.may_replace_game():
            self.open_new_game_dialog()

    def open_new_game_dialog(self) -> None:
        from .table.new_game import NewGameDialog   # on demand: not needed for start-up

        dlg = NewGameDialog(self.settings, self)
        add_close_keys(dlg)
        dlg.setModal(True)
        dlg.accepted.connect(lambda: self._start_from_dialog(dlg.values()))
        dlg.open()
        self._new_dialog = dlg

    def _start_from_dialog(self, v: dict) -> None:
        rules = v["rules"]
        self.settings.seats = v["seats"]
        self.settings.levels = (list(v["levels"]) + [DEFAULT_LEVEL] * LEVEL_SLOTS)[:LEVEL_SLOTS]
        self.settings.hands = v["hands"] or 0
        if isinstance(rules, str):
            self.settings.preset, self.settings.ruleset_name = rules, ""
        else:
            self.settings.preset, self.settings.ruleset_name = rules.preset_id, rules.name or ""
        self.save_settings()
        self.start_game(rules, v["seats"], v["levels"], v["hands"], v["seed"], casual=v["casual"])

    def start_game(self, preset_or_ruleset, seats: int = 4, levels=None, hands: int | None = 6,
                   seed: int | None = None, deck=None, guided_notes=None, casual: bool = True) -> None:
        """Start a game with the human in seat 0. ``preset_or_ruleset``: a preset id or a RuleSet; ``deck``: a
        card order for the first hand (or a list of decks, one per hand) — the human then deals first;
        ``guided_notes``: strings shown one per human decision, with hints forced on (and no statistics)."""
        if guided_notes and not self.dock.isVisible():
            self.dock.setVisible(True)
        self.game.start_game(preset_or_ruleset, seats, levels, hands, seed, deck, guided_notes, casual)

    def _update_undo(self) -> None:
        self.a_undo.setEnabled(self.game.can_undo())

    # --- windows -----------------------------------------------------------------------------------------
    def about(self) -> None:
        QMessageBox.about(self, translate("main", "关于长牌"), translate(
            "main", "长牌（南通笃子胡）桌面版 %1\n一个人对电脑打一整场长牌。\n字体：霞鹜文楷（SIL OFL 1.1）").replace(
            "%1", __version__))

    def show_keys(self) -> None:
        QMessageBox.information(self, translate("main", "键盘操作"), key_list())

    def closeEvent(self, event) -> None:
        self.action_keys.stop()
        self.settings.window_geometry = capture(self)
        self.save_settings()
        self.game.shutdown()
        super().closeEvent(event)
