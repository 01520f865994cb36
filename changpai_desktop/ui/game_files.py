"""Saves and the start-up flow of the main window: open, save, save as, resume the autosave, report a save
that cannot be read (it is kept, never deleted), greet a newcomer on the very first start, tell the user once
about their damaged files (``services.notices``), and start a game with the settings' rules — asking first when
the house rule they name cannot be used.

The reading and replaying is ``services.session.read_save``; the worker keeps the autosave current after every
action, so saving copies it (it is a whole, valid save).
"""

from __future__ import annotations

from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import QFileDialog, QLabel, QMessageBox

from ..services.session import LoadedSave, SaveProblem, read_save
from ..services.text import render
from ..storage import paths
from ..storage.files import is_inside, write_atomic
from ..storage.settings import Settings, SettingsStore
from .context import UiContext
from .learn.menu import LearnMenu
from .table.controller import TableController


def translate(context: str, text: str) -> str:
    """Every user-visible string goes through Qt's translator (简体中文 is the source text)."""
    return QCoreApplication.translate(context, text)


class FilesWindow(Protocol):
    """What the file actions use of the main window (``main_window.MainWindow``, which owns a GameFiles)."""

    game: TableController
    settings: Settings
    store: SettingsStore
    ctx: UiContext
    status_label: QLabel
    first_run: bool
    learn_owner: LearnMenu

    def save_settings(self) -> None: ...

    def start_game(self, preset_or_ruleset, seats: int = 4, levels=None, hands: int | None = 6) -> None: ...


class GameFiles:
    """The 游戏 menu's file actions and the start-up flow of ``window``."""

    def __init__(self, window: FilesWindow):
        self.window = window
        self.last_problem: str | None = None
        self.problem_box: QMessageBox | None = None
        self.last_notice_box: QMessageBox | None = None

    # --- the autosave ---------------------------------------------------------------------------------
    def autosave_exists(self) -> bool:
        return paths.autosave_path().exists()

    def will_ask(self, new: bool = False) -> bool:
        """Whether starting may ask something first: whether to resume the autosave and the newcomer's greeting
        (:meth:`offer_resume`; not for ``new``, :meth:`start_new`), or what to do about a house rule that cannot
        be used (either)."""
        if self.window.settings.ruleset_name:
            return True
        return not new and (self.window.first_run or self.autosave_exists())

    def read_autosave(self) -> LoadedSave | None:
        """The autosaved game, read and replayed (without setting it aside), or None when it cannot be read."""
        try:
            return read_save(paths.autosave_path(), set_aside_broken=False)
        except SaveProblem:
            return None

    def autosave_finished(self) -> bool:
        loaded = self.read_autosave()
        return loaded is not None and loaded.finished

    def resume_autosave(self, loaded: LoadedSave | None = None) -> bool:
        """Load the autosave (or use ``loaded``, the autosave already read at start-up, so it is read once); a
        save that cannot be read is reported and set aside. True when resumed."""
        return self.open_path(paths.autosave_path(), autosave=True, loaded=loaded)

    # --- opening and saving ---------------------------------------------------------------------------
    def open_path(self, path, autosave: bool = False, loaded: LoadedSave | None = None) -> bool:
        if loaded is None:
            try:
                loaded = read_save(path)
            except SaveProblem as exc:
                self.report_problem(exc)
                return False
        self.window.game.resume(loaded.match, list(loaded.seats), loaded.created, None if autosave else Path(path),
                                loaded.source)
        return True

    def report_problem(self, problem: SaveProblem) -> None:
        text = translate("main", "存档打不开。%1\n文件：%2").replace(
            "%1", render(problem.sentence, self.window.ctx.lang)).replace(
            "%2", str(problem.path))
        if problem.moved is not None and is_inside(problem.path, paths.config_dir()):   # the autosave
            text += "\n" + translate("main", "它已被移到 %1（没有删除），你可以把它发给开发者。").replace(
                "%1", str(problem.moved))
        elif problem.moved is not None:   # a file the user opened from elsewhere: left alone, a copy kept
            text += "\n" + translate("main", "原文件没有动过；一份副本留在 %1，你可以把它发给开发者。").replace(
                "%1", str(problem.moved))
        self.last_problem = text
        box = QMessageBox(self.window)
        box.setObjectName("saveProblemBox")
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(translate("main", "存档有问题"))
        box.setText(text)
        box.open()
        self.problem_box = box

    def save_to(self, path) -> bool:
        game = self.window.game
        if game.snap is None:
            return False
        try:
            write_atomic(path, paths.autosave_path().read_bytes())
        except OSError as exc:
            QMessageBox.warning(self.window, translate("main", "保存失败"), str(exc))
            return False
        game.current_path = Path(path)
        self.window.status_label.setText(translate("main", "已保存到 %1").replace("%1", str(path)))
        return True

    def save(self) -> None:
        if self.window.game.current_path is None:
            self.save_as_dialog()
        else:
            self.save_to(self.window.game.current_path)

    def save_as_dialog(self) -> None:
        if self.window.game.snap is None:
            return
        path, _ = QFileDialog.getSaveFileName(self.window, translate("main", "另存为"),
                                              str(paths.saves_dir() / "changpai.json"),
                                              translate("main", "长牌存档 (*.json)"))
        if path:
            self.save_to(path)

    def open_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self.window, translate("main", "打开存档"), str(paths.saves_dir()),
                                              translate("main", "长牌存档 (*.json)"))
        if path:
            self.open_path(path)

    # --- start-up -------------------------------------------------------------------------------------
    def welcome(self) -> str:
        """The first start: offer the course (its first lesson), the card gallery or a game straight away.
        Returns "course", "gallery" or "play"."""
        w = self.window
        box = QMessageBox(w)
        box.setObjectName("welcomeBox")
        box.setWindowTitle(translate("main", "欢迎来打长牌"))
        box.setText(translate("main", "第一次来？可以先上入门课程（七课，在牌桌上一步一步学），"
                                      "或者先在图鉴里认认三十张牌。"))
        guided = box.addButton(translate("main", "入门课程"), QMessageBox.ButtonRole.AcceptRole)
        gallery = box.addButton(translate("main", "看图鉴"), QMessageBox.ButtonRole.ActionRole)
        box.addButton(translate("main", "直接开打"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(guided)
        box.exec()
        choice = "course" if box.clickedButton() is guided else "gallery" if box.clickedButton() is gallery else "play"
        w.save_settings()   # the settings file now exists: the greeting is for the first start only
        if choice != "play":
            w.first_run = False
            opened = w.learn_owner.open(choice)
            if choice == "course":
                opened.start_selected()   # its first lesson, on the table at once
        return choice

    def _ask_resume(self) -> bool:
        box = QMessageBox(self.window)
        box.setWindowTitle(translate("main", "继续上一场？"))
        box.setText(translate("main", "上次的牌局还没打完。要接着打吗？"))
        yes = box.addButton(translate("main", "接着打"), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(translate("main", "新游戏"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(yes)
        box.exec()
        return box.clickedButton() is yes

    def tell_startup_notices(self) -> None:
        """Tell, in one box, what the start found damaged: the settings (read already), the statistics, drills
        and house-rule files (read now). Each file is set aside as it is found, so this comes once. Called once
        the start-up flow has put a game on the table (reading the statistics does not hold up the first deal);
        the house rule the settings name was looked at when that game started."""
        from ..services import notices   # reads the statistics, drills and house rules: only at start-up

        w = self.window
        found = notices.startup_notices(w.store)
        if any(n.kind == notices.SETTINGS for n in found):
            w.save_settings()   # the values told as falling back are written as their defaults: told once
        if found:
            from .notice_box import notice_box

            self.last_notice_box = notice_box(w, found, w.ctx.lang)
            self.last_notice_box.open()

    def start_with_settings(self) -> bool:
        """Start a game with the last settings: their house rule, or their preset. When the house rule cannot be
        used (damaged, or gone), say why and ask whether to play the preset; no → no game starts (the new-game
        dialog and the 家规 window are there). True when a game started."""
        w = self.window
        s = w.settings
        rules = s.preset
        if s.ruleset_name:
            from ..services.notices import house_rule_trouble   # reads the saved rule sets: only for a house rule
            from .notice_box import ask_play_preset

            ruleset, trouble = house_rule_trouble(s.ruleset_name, s.preset)
            if trouble is not None:
                if not ask_play_preset(w, trouble, w.ctx.lang):
                    w.status_label.setText(translate("main", "没有开始新游戏。可以在「游戏 → 新游戏…」里挑规则，"
                                                             "或者在「学习 → 家规」里改家规。"))
                    return False
                s.ruleset_name = ""   # the preset from now on: the house rule is not asked about again
                w.save_settings()
            else:
                rules = ruleset
        w.start_game(rules, s.seats, s.levels[: s.seats - 1], s.hands or None)
        return True

    def start_new(self) -> None:
        """``changpai --new``: a game with the last settings (no resume question), then the start-up notices."""
        self.start_with_settings()
        QTimer.singleShot(0, self.tell_startup_notices)

    def offer_resume(self) -> None:
        """On start: offer to resume the autosaved game; on the very first start, greet a newcomer; otherwise
        start a game with the last settings. Then tell what the start found damaged."""
        self._open_the_table()
        QTimer.singleShot(0, self.tell_startup_notices)

    def _open_the_table(self) -> None:
        w = self.window
        if w.first_run and not self.autosave_exists() and self.welcome() == "course":
            return
        if self.autosave_exists():
            # a save that cannot be read counts as unfinished with nothing loaded, so resuming reports it
            loaded = self.read_autosave()
            if (loaded is None or not loaded.finished) and self._ask_resume():
                if self.resume_autosave(loaded):
                    return
                if self.last_problem:
                    return
        self.start_with_settings()
