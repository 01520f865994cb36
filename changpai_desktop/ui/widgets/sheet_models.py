"""Qt item models of the score sheet and of one player's itemised 胡."""

from __future__ import annotations

from PySide6.QtCore import QAbstractTableModel, QCoreApplication, QModelIndex, Qt
from PySide6.QtGui import QBrush, QColor, QFont

from ...engine.cards import CARD_INFO
from ...engine.text import Term
from ...services.text import render


def translate(context: str, text: str) -> str:
    """Every user-visible string goes through Qt's translator (简体中文 is the source text)."""
    return QCoreApplication.translate(context, text)


_ROOT = QModelIndex()   # the invalid index: the default parent of table models
TOTAL_BACKGROUND = QColor("#f3e7c9")   # the totals rows of the sheet and of an itemised 胡



TOTAL_LOOK = (Qt.ItemDataRole.FontRole, Qt.ItemDataRole.BackgroundRole)


def total_look(role):
    """How a totals row looks: bold on its own background."""
    if role == Qt.ItemDataRole.FontRole:
        font = QFont()
        font.setBold(True)
        return font
    return QBrush(TOTAL_BACKGROUND)

class ScoreSheetModel(QAbstractTableModel):
    """One row a hand: hand number, dealer, each seat's net (running total), the result; the full sheet (not
    ``compact``) ends in a totals row: each seat's total, the match's running total after the last hand."""

    def __init__(self, parent=None, compact: bool = False):
        super().__init__(parent)
        self.rows: list[dict] = []
        self.n_seats = 0        # no seat columns until a game sets them (not "0 1 2 3" behind the first dialog)
        self.names: list[str] = []
        self.compact = compact  # the side panel: each seat's net only (running totals are in the seat headers)
        self.lang = "zh_Hans"   # of the hand types in the result column

    def set_sheet(self, rows, n_seats: int, names: list[str], lang: str = "zh_Hans") -> bool:
        """Show ``rows``; False (and nothing reset) when they are the ones shown. The table sends the sheet with
        every move, and it changes once a hand: a reset would have the views measure every cell again."""
        rows = [dict(r) for r in rows]
        if (rows, n_seats, list(names), lang) == (self.rows, self.n_seats, self.names, self.lang):
            return False
        self.beginResetModel()
        self.rows = rows
        self.n_seats = n_seats
        self.names = list(names)
        self.lang = lang
        self.endResetModel()
        return True

    def retranslate(self, lang: str | None = None) -> None:
        self.lang = lang or self.lang
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, self.columnCount() - 1)
        if self.rowCount():
            self.dataChanged.emit(self.index(0, 0), self.index(self.rowCount() - 1, self.columnCount() - 1))

    def rowCount(self, parent=_ROOT) -> int:
        return 0 if parent.isValid() else len(self.rows) + (1 if self.has_totals() else 0)

    def has_totals(self) -> bool:
        return bool(self.rows) and not self.compact

    def totals(self) -> list[int]:
        """Each seat's total over the sheet (its running total after the last hand)."""
        return list(self.rows[-1]["running"][:self.n_seats]) if self.rows else [0] * self.n_seats

    def columnCount(self, parent=_ROOT) -> int:
        return 0 if parent.isValid() else self.n_seats + 3

    def headerData(self, section, orientation, role=Qt.ItemDataRole.DisplayRole):
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Vertical:
            return translate("sheet", "合计") if section == len(self.rows) else str(section + 1)
        if section == 0:   # the side panel's: "#" in English, so that its four seat columns keep their names whole
            return translate("sheet_compact", "局") if self.compact else translate("sheet", "局")
        if section == 1:
            return translate("sheet", "庄家")
        if section == self.n_seats + 2:
            return translate("sheet", "结果")
        s = section - 2
        name = self.names[s] if s < len(self.names) else str(s)
        # the side panel's narrow columns: "Right (next)" on two lines rather than cut to "ght (ne"
        return name.replace(" (", "\n(") if self.compact else name

    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or not 0 <= index.row() < self.rowCount():
            return None
        col = index.column()
        if role == Qt.ItemDataRole.TextAlignmentRole:
            if col == self.n_seats + 2:
                return int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
            return int(Qt.AlignmentFlag.AlignCenter)
        if index.row() == len(self.rows):
            return self._totals_data(col, role)
        if role not in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return None
        return self._hand_data(self.rows[index.row()], col, role)

    def _hand_data(self, r: dict, col: int, role):
        """One hand's row (display or tooltip)."""
        if col == 0:
            return str(r["hand"] + 1)
        if col == 1:
            d = r["dealer"]
            return self.names[d] if d < len(self.names) else str(d)
        if col == self.n_seats + 2:
            return result_text(r, self.names, self.lang)
        s = col - 2
        if r["hu"][s] is None:
            if role == Qt.ItemDataRole.ToolTipRole:
                return translate("sheet", "定醒（这一局休息）")
            return translate("sheet", "醒") + ("" if self.compact else f"  [{r['running'][s]}]")
        if role == Qt.ItemDataRole.ToolTipRole:
            return translate("sheet", "胡 %1 · 得分 %2 · 累计 %3").replace("%1", str(r["hu"][s])).replace(
                "%2", f"{r['net'][s]:+d}").replace("%3", str(r["running"][s]))
        if self.compact:
            return f"{r['net'][s]:+d}"
        return f"{r['net'][s]:+d}  [{r['running'][s]}]"

    def _totals_data(self, col: int, role):
        if role in TOTAL_LOOK:
            return total_look(role)
        if role not in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return None
        if col == 0:
            return translate("sheet", "合计")
        if col == self.n_seats + 2:
            return translate("sheet", "共 %1 局").replace("%1", str(len(self.rows)))
        if col == 1:
            return ""
        total = self.totals()[col - 2]
        if role == Qt.ItemDataRole.ToolTipRole:
            return translate("sheet", "这一场到现在的总得分：%1").replace("%1", f"{total:+d}")
        return f"{total:+d}"


def result_text(r: dict, names: list[str], lang: str) -> str:
    """A hand's result in words: "我 自摸（塌胡）", "荒牌" (a score sheet row, or the same keys of a result)."""
    if r["winner"] is None:
        return translate("sheet", "荒牌")
    w = names[r["winner"]] if r["winner"] < len(names) else str(r["winner"])
    type_name = hand_type_name(r.get("type"), lang)
    if r["self_drawn"]:
        return translate("sheet", "%1 自摸（%2）").replace("%1", w).replace("%2", type_name)
    f = names[r["from"]] if r["from"] is not None and r["from"] < len(names) else "?"
    return translate("sheet", "%1 胡 %3 打出的牌（%2）").replace("%1", w).replace("%2", type_name).replace("%3", f)


def hand_type_name(t: str | None, lang: str) -> str:
    """The hand type's name from the glossary (``term.piao`` …); "" for none."""
    return render(Term(t), lang) if t else ""


class ScoreItemsModel(QAbstractTableModel):
    """One player's itemised 胡 (Score.items): item · cards · 胡 or ×factor; then the ``totals`` rows (label,
    amount), drawn bold (the end-of-hand dialog: the 胡 the settlement used and the net)."""

    def __init__(self, items, lang: str = "zh_Hans", parent=None, totals=()):
        super().__init__(parent)
        self.items = list(items)
        self.lang = lang
        self.totals = [tuple(t) for t in totals]

    def rowCount(self, parent=_ROOT) -> int:
        return 0 if parent.isValid() else len(self.items) + len(self.totals)

    def columnCount(self, parent=_ROOT) -> int:
        return 0 if parent.isValid() else 3

    def headerData(self, section, orientation, role=Qt.ItemDataRole.DisplayRole):
        if role != Qt.ItemDataRole.DisplayRole or orientation != Qt.Orientation.Horizontal:
            return None
        return (translate("sheet", "项目"), translate("sheet", "牌"), translate("sheet", "胡"))[section]

    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or not 0 <= index.row() < self.rowCount():
            return None
        if index.row() >= len(self.items):
            return self._total_data(self.totals[index.row() - len(self.items)], index.column(), role)
        it = self.items[index.row()]
        if role == Qt.ItemDataRole.TextAlignmentRole and index.column() == 2:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role not in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return None
        if index.column() == 0:
            return render(it.msg, self.lang)
        if index.column() == 1:
            return cards_words(it.cards, self.lang)
        if it.factor is not None:
            return f"×{it.factor}"
        return f"{it.hu:+d}" if it.hu is not None else ""


    @staticmethod
    def _total_data(total: tuple[str, str], column: int, role):
        if role in TOTAL_LOOK:
            return total_look(role)
        if role == Qt.ItemDataRole.TextAlignmentRole and column == 2:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role not in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return None
        return (total[0], "", total[1])[column]


def cards_words(notation: str, lang: str = "zh_Hans") -> str:
    """``"5t5t5t"`` → "五条×3"; unknown text is returned as it is."""
    text = "".join((notation or "").split())
    if not text or len(text) % 2:
        return notation or ""
    codes = [text[i:i + 2] for i in range(0, len(text), 2)]
    if not all(c in CARD_INFO for c in codes):
        return notation
    out = []
    for c in codes:
        name = CARD_INFO[c].name(lang)
        if out and out[-1][0] == name:
            out[-1][1] += 1
        else:
            out.append([name, 1])
    return " ".join(f"{n}×{k}" if k > 1 else n for n, k in out)
