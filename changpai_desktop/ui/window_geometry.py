"""Where windows open: the main window's size and place restored from the settings and clamped to the screen it
is on now; any other window fitted to its screen.

A saved geometry is ``[x, y, width, height, maximized]`` (the normal geometry, also while maximized). A place
saved on a monitor that is gone, or a size larger than today's screen, is pulled back onto the available area
of the screen nearest to it, so the window's title bar and edges are always reachable. A first start opens
centred at 80 % of the screen (at least the default size, at most ``SCREEN_SHARE`` of a small screen).
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

DEFAULT_SIZE = QSize(1280, 800)
SCREEN_SHARE = 0.94         # a first start leaves a little of a small screen free around the window
LARGE_SHARE = 0.8           # and on a large screen takes this share of it (at least the default size)
TITLE_BAR = 32              # room kept for the window manager's frame before the window is shown
FRAME_EDGE = 4
SAVED_FIELDS = 5            # x, y, width, height, maximized


def clamp_rect(rect: QRect, area: QRect) -> QRect:
    """``rect`` moved (and shrunk if it must) to lie inside ``area``."""
    w = min(rect.width(), area.width())
    h = min(rect.height(), area.height())
    x = min(max(rect.x(), area.x()), area.x() + area.width() - w)
    y = min(max(rect.y(), area.y()), area.y() + area.height() - h)
    return QRect(x, y, w, h)


def client_area(available: QRect) -> QRect:
    """The part of a screen's available area a window's client rectangle may use (its frame lies around it)."""
    return available.adjusted(FRAME_EDGE, TITLE_BAR, -FRAME_EDGE, -FRAME_EDGE)


def default_rect(available: QRect, size: QSize = DEFAULT_SIZE) -> QRect:
    """The first start's geometry, centred: ``LARGE_SHARE`` of the screen but at least the default size, and at
    most ``SCREEN_SHARE`` of it (a large screen gets large cards, a small one a window that fits)."""
    area = client_area(available)
    w = min(max(size.width(), round(area.width() * LARGE_SHARE)), round(area.width() * SCREEN_SHARE))
    h = min(max(size.height(), round(area.height() * LARGE_SHARE)), round(area.height() * SCREEN_SHARE))
    centre = area.center()
    return clamp_rect(QRect(centre.x() - w // 2, centre.y() - h // 2, w, h), area)


def _screen_area(rect: QRect) -> QRect:
    """The available area of the screen holding ``rect``'s centre, else of the nearest screen."""
    app = QGuiApplication.instance()
    screens = QGuiApplication.screens() if app is not None else []
    if not screens:
        return QRect(QPoint(0, 0), DEFAULT_SIZE)
    centre = rect.center()
    for screen in screens:
        if screen.geometry().contains(centre):
            return screen.availableGeometry()

    def distance(screen) -> int:
        g = screen.geometry()
        dx = max(g.x() - centre.x(), 0, centre.x() - g.right())
        dy = max(g.y() - centre.y(), 0, centre.y() - g.bottom())
        return dx * dx + dy * dy

    return min(screens, key=distance).availableGeometry()


def saved_rect(saved) -> tuple[QRect | None, bool]:
    """The rectangle and the maximized flag of a saved geometry (None for none or a damaged one)."""
    if not isinstance(saved, (list, tuple)) or len(saved) != SAVED_FIELDS:
        return None, False
    x, y, w, h, maximized = saved
    if w <= 0 or h <= 0:
        return None, False
    return QRect(x, y, w, h), bool(maximized)


def restored_rect(saved) -> tuple[QRect, bool]:
    """Where the main window opens: the saved rectangle clamped to its screen, or the first start's default."""
    rect, maximized = saved_rect(saved)
    if rect is None:
        primary = QGuiApplication.primaryScreen()
        available = primary.availableGeometry() if primary is not None else QRect(QPoint(0, 0), DEFAULT_SIZE)
        return default_rect(available), False
    return clamp_rect(rect, client_area(_screen_area(rect))), maximized


def restore(window: QWidget, saved) -> None:
    """Give ``window`` (not shown yet) its saved or default geometry, clamped to the current screen."""
    rect, maximized = restored_rect(saved)
    window.setGeometry(rect)
    if maximized:
        window.setWindowState(window.windowState() | Qt.WindowState.WindowMaximized)


def capture(window: QWidget) -> list[int]:
    """The geometry to save: the normal (not maximized) rectangle and whether the window is maximized."""
    maximized = window.isMaximized()
    g = window.normalGeometry() if maximized else window.geometry()
    if not g.isValid():
        g = window.geometry()
    return [g.x(), g.y(), g.width(), g.height(), int(maximized)]


def fit_to_screen(window: QWidget) -> None:
    """Shrink and move a window (a 学习 window, a dialog) so it lies on the available area of its screen."""
    area = client_area(_screen_area(window.geometry()))
    if not area.contains(window.geometry()):   # one that fits stays put: set again, a hidden window's geometry
        window.setGeometry(clamp_rect(window.geometry(), area))   # (its frame not yet known) crept up and left


def place_centred(window: QWidget, over: QWidget | None = None) -> None:
    """A window's first place: centred over ``over`` (the main window) or, without one, its screen — then fitted
    to that screen. (Fitted alone, a never-placed window opened in the screen's top-left corner.)"""
    area = client_area(_screen_area(over.frameGeometry() if over is not None else window.geometry()))
    centre = over.frameGeometry().center() if over is not None and over.isVisible() else area.center()
    rect = QRect(QPoint(0, 0), window.size())
    rect.moveCenter(centre)
    window.setGeometry(clamp_rect(rect, area))
