"""The table's colours and its style sheet: text sized with the cards, and a high-contrast 大字 variant; the
felt itself is a pixmap drawn once per table size (``felt_pixmap``)."""

from PySide6.QtCore import QPointF, QSize
from PySide6.QtGui import QColor, QFont, QPainter, QPixmap, QRadialGradient, QTextDocument

FELT = "#1f5a3c"
FELT_DARK = "#174a31"
INK = "#f3e6c4"
INK_STRONG = "#ffffff"        # 大字: text on the felt in full white
FELT_STRONG = "#123d28"       # 大字: a darker felt behind it
GOLD = "#ffd24a"
PANEL_SHADE = (0.16, 0.26)    # a seat's panel: this much black over the felt (normal, 大字) ...
RESTING_SHADE = 0.32          # ... and while it rests (定醒)
PANEL_RADIUS = 8
TURN_FRAME = 2                # px of gold round the seat whose turn it is

# the designed text sizes of the table's labels, by object name (px at text scale 1)
TEXT_PX = {"seatHeader": 15, "riverLabel": 13, "jiangWord": 20, "wallCount": 16, "turnLabel": 16}
BOLD = {"jiangWord"}


def _px(size: int, scale: float) -> int:
    return round(size * scale)


def text_px(name: str, scale: float) -> int:
    """The designed text size of the table's label named ``name`` at text scale ``scale``, px."""
    return _px(TEXT_PX[name], scale)


def table_qss(large_print: bool = False) -> str:
    """The table's style sheet: colours and frames only (text sizes are fonts, ``text_fonts``, so a new size
    never re-polishes the whole table); ``large_print`` (大字) darkens the panels, whitens the text and makes
    disabled buttons and frames easier to see."""
    ink = INK_STRONG if large_print else INK
    frame = "rgba(255,255,255,0.30)" if large_print else "rgba(255,255,255,0.08)"
    off_text = "rgba(255,255,255,0.70)" if large_print else "rgba(255,255,255,0.45)"
    note = "#ffffff" if large_print else "#ffe9a8"
    return f"""
#seatPanel, #centre {{ background: rgba(0,0,0,{PANEL_SHADE[large_print]}); border: 2px solid {frame};
  border-radius: {PANEL_RADIUS}px; }}
#seatHeader, #riverLabel, #wallCount {{ color: {ink}; }}
#jiangWord {{ color: {GOLD}; }}
#turnLabel, #status {{ color: {note}; }}
QPushButton[action] {{ background: #f6ecd2; color: #1d1a16; border: {2 if large_print else 1}px solid #8a6d3b;
  border-radius: 6px; padding: 4px 2px; }}
QPushButton[action]:disabled {{ background: rgba(246,236,210,{0.35 if large_print else 0.25}); color: {off_text};
  border: 1px solid rgba(255,255,255,0.15); }}
QPushButton[hot="true"] {{ background: {GOLD}; border: 2px solid #b3232a; color: #7a0f14; }}
QPushButton[action]:hover:enabled {{ background: #fff6dc; }}
QListView[cardRow="true"] {{ background: transparent; }}
"""


def repolish(widget) -> None:
    """The table's style sheet applied again to ``widget`` after one of its properties changed (a hot action
    button): setting its own sheet again (it has none) re-polishes it, as ``style().unpolish`` / ``polish``
    would, but without asking for its QStyle — the first time Python sees that class it makes its 566 enum
    members into Python enums, about 13 ms of every start-up. It re-polishes the widget's children too, so it
    suits a widget without any (a seat panel paints its turn frame itself instead)."""
    widget.setStyleSheet(widget.styleSheet())


def text_fonts(widgets, scale: float, large_print: bool) -> None:
    """Give each of the table's named labels its text size times ``scale`` (bold ones, and all in 大字, bold)."""
    for w in widgets:
        px = TEXT_PX.get(w.objectName())
        if px is None:
            continue
        f = QFont(w.font())
        f.setPixelSize(_px(px, scale))
        f.setBold(large_print or w.objectName() in BOLD)
        if f != w.font():
            w.setFont(f)


MIN_LINE_PX = 9            # a one-line label's text shrinks at most to this size, px


def fit_one_line(label, px: int, pad: int = 2) -> None:
    """``label``'s text (plain or rich) on its one line: at ``px``, smaller — to ``MIN_LINE_PX`` at most — when
    it is wider than the label less ``pad``. Its height stays that of ``px``, so a long text never moves what
    lies under it (the action bar's status line; your own header, "我 庄 分 -120 明胡 40 ◀ 行动中", which was cut
    in English and 大字 at 1024 × 700)."""
    f = QFont(label.font())
    f.setPixelSize(px)
    doc = QTextDocument()
    doc.setDocumentMargin(0)
    doc.setDefaultFont(f)
    doc.setHtml(label.text())
    line = doc.size().height()
    need, room = doc.idealWidth(), label.width() - pad
    if need > room > 0:
        size = max(MIN_LINE_PX, int(px * room / need))
        while size > MIN_LINE_PX:   # text does not scale exactly with its size: step down until it fits
            f.setPixelSize(size)
            doc.setDefaultFont(f)
            if doc.idealWidth() <= room:
                break
            size -= 1
        f.setPixelSize(size)
    if f != label.font():
        label.setFont(f)
    if label.height() != round(line) or label.minimumHeight() != round(line):
        label.setFixedHeight(round(line))


def felt_pixmap(size: QSize, dpr: float, large_print: bool = False) -> QPixmap:
    """The table's felt for a table of ``size``: a soft radial light on green (darker in 大字)."""
    felt, felt_dark = (FELT_STRONG, "#0d2e1e") if large_print else (FELT, FELT_DARK)
    centre = "#1b5238" if large_print else "#2a7050"
    pix = QPixmap(max(1, round(size.width() * dpr)), max(1, round(size.height() * dpr)))
    w, h = pix.width(), pix.height()
    g = QRadialGradient(QPointF(w * 0.5, h * 0.45), max(w, h) * 0.9)
    g.setColorAt(0, QColor(centre))
    g.setColorAt(0.7, QColor(felt))
    g.setColorAt(1, QColor(felt_dark))
    p = QPainter(pix)
    p.fillRect(pix.rect(), g)
    p.end()
    return pix
