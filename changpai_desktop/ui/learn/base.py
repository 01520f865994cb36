"""What every learning window stands on: the base window, drawn in the one :class:`~..context.UiContext`.

The context (face mode, index labels, language, card size) is passed to each window explicitly; its
``changed`` signal makes the window repaint. Language changes reach the windows as ``QEvent.LanguageChange``
and each calls its ``retranslate()``. Escape and Ctrl+W close every one (``keys.add_close_keys``).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QMessageBox, QWidget

from ..context import UiContext
from ..keys import add_close_keys
from ..window_geometry import fit_to_screen, place_centred


class LearnWindow(QWidget):
    """Base of the learning windows: a top-level window that retranslates live and follows the context."""

    def __init__(self, ctx: UiContext, parent: QWidget | None = None):
        super().__init__(parent, Qt.WindowType.Window)
        self.ctx = ctx
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
        # windows build their widgets in the app's font and follow 大字 when shown and whenever the context changes
        ctx.changed.connect(self.follow_print)
        ctx.changed.connect(self.on_style_changed)
        add_close_keys(self)   # Escape and Ctrl+W close it, like every secondary window
        self.untold: list = []      # notices about damaged files (services.notices), told when next shown
        self.notice: QMessageBox | None = None
        self.placed = False

    def showEvent(self, event) -> None:  # noqa: N802 - Qt naming
        if not self.placed:   # the first time over the main window; later where the player left it
            place_centred(self, self.parentWidget())
            self.placed = True
        self.follow_print()
        fit_to_screen(self)   # never larger than the screen it opens on (1366 × 768 included)
        super().showEvent(event)
        if self.untold:
            from ..notice_box import notice_box   # rarely needed: not loaded with every learning window

            self.notice = notice_box(self, self.untold, self.ctx.lang)
            self.untold = []
            self.notice.open()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt naming
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def follow_print(self) -> None:
        """大字: the window's text the context's ``print_font``, live. Widgets that set their own point size (a
        heading, say) grow or shrink by the same ratio; pixel-sized text (an embedded table's) sizes itself."""
        font = self.ctx.print_font()
        if font != self.font():
            ratio = font.pointSizeF() / self.font().pointSizeF()
            self.setFont(font)
            for w in self.findChildren(QWidget):
                own = w.font()
                if w.testAttribute(Qt.WidgetAttribute.WA_SetFont) and own.pixelSize() <= 0:
                    own.setPointSizeF(own.pointSizeF() * ratio)
                    w.setFont(own)
        self.give_styled_fonts()

    def give_styled_fonts(self) -> None:
        """A widget under a style sheet (a coloured caption, a framed panel and what it holds) does not follow its
        parent's font: each that has none of its own and differs from its parent's is given it (parents come
        before their children in ``findChildren``); from then on ``follow_print`` scales it with the rest."""
        for w in self.findChildren(QWidget):
            parent = w.parentWidget()
            if parent is not None and not w.testAttribute(Qt.WidgetAttribute.WA_SetFont) \
                    and w.font() != parent.font():
                w.setFont(QFont(parent.font()))

    def retranslate(self) -> None:  # pragma: no cover - overridden
        pass

    def on_style_changed(self) -> None:
        pass
