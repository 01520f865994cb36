"""大字 beyond the table: the main window's own text — its menu bar, tool bar, status bar and dock title — and
every menu, dialog and message box grow with large print, live, as the 学习 windows' text does.

The table and the side panel size their text themselves (pixel sizes with the cards, ``UiContext.text_scale``)
and sit under style sheets, which stop Qt's font propagation, so the window's font does not reach them twice.
"""

from __future__ import annotations

from PySide6.QtWidgets import QApplication, QDialog, QMainWindow, QMenu

from .context import UiContext


POPUP_CLASSES = (QMenu, QDialog)   # windows of their own, which a parent's font does not reach: the class font
                                   # reaches those made later, and those open now are given it


def follow_large_print(window: QMainWindow, ctx: UiContext) -> None:
    """Give ``window``, every menu and every dialog the 大字 font now and whenever the context changes."""
    def follow() -> None:
        f = ctx.print_font()
        if f != window.font():
            window.setFont(f)
            for cls in POPUP_CLASSES:
                QApplication.setFont(f, cls.__name__)
            # a class font set back does not reach the menus and dialogs there are (the menus live as long as
            # the window; a dialog may be open)
            for w in [*window.findChildren(QMenu), *QApplication.topLevelWidgets()]:
                if isinstance(w, POPUP_CLASSES):
                    w.setFont(f)

    follow()
    ctx.changed.connect(follow)
