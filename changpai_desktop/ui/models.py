"""Qt item models of the table: the human's hand, every seat's melds and river, score sheet, score items.

Views draw them with the delegates of ``ui/delegates.py``; every card row answers ``Qt.AccessibleTextRole``
with its accessible name ("二条 吕洞宾") and ``CodeRole`` with its code.
"""

from __future__ import annotations

from collections import Counter

from PySide6.QtCore import (QAbstractListModel, QAbstractTableModel, QByteArray, QCoreApplication, QMimeData,
                            QModelIndex, QObject, Qt, Signal)

from ..engine.cards import CARD_INFO, INDEX, sort_key

CodeRole = Qt.ItemDataRole.UserRole + 1
StateRole = Qt.ItemDataRole.UserRole + 2
CodesRole = Qt.ItemDataRole.UserRole + 3
LabelRole = Qt.ItemDataRole.UserRole + 4
MIME = "application/x-changpai-hand-rows"


def translate(context: str, text: str) -> str:
    """Every user-visible string goes through Qt's translator (简体中文 is the source text)."""
    return QCoreApplication.translate(context, text)


class CardStyle(QObject):
    """What every card on the table looks like now: face mode, index labels, language; views repaint on change."""

    changed = Signal()

    def __init__(self, face_mode: str = "figure", index_labels: bool = True, lang: str = "zh_Hans",
                 card_width: int = 40, parent=None):
        super().__init__(parent)
        self.face_mode = face_mode
        self.index_labels = index_labels
        self.lang = lang
        self.card_width = card_width
        self.scale = 1.0            # the table's scale for large windows (set by the table on resize)

    def base(self) -> int:
        """The hand's card width in logical pixels: the card-size setting times the window scale."""
        return round(self.card_width * self.scale)

    def update(self, **kw) -> None:
        for k, v in kw.items():
            setattr(self, k, v)
        self.changed.emit()

    def name(self, code: str) -> str:
        return CARD_INFO[code].accessible_name(self.lang)

    def short(self, code: str) -> str:
        return CARD_INFO[code].name(self.lang)


class HandModel(QAbstractListModel):
    """The human's concealed cards, in display order. Sorted by suit and rank, or in the player's own order
    (drag to reorder turns sorting off); new cards go to the right end. ``selected`` is a row or -1."""

    def __init__(self, style: CardStyle, parent=None):
        super().__init__(parent)
        self.style = style
        self.cards: list[str] = []
        self.sorted = True
        self.drawn: str | None = None
        self.discardable: set[str] = set()
        self.locked: set[str] = set()           # 叫龙 kinds: kept, not discardable
        self.claim_code: str | None = None      # the card under claim: matching cards are marked
        style.changed.connect(self._restyle)

    def _restyle(self) -> None:
        if self.cards:
            self.dataChanged.emit(self.index(0), self.index(len(self.cards) - 1))

    # --- content --------------------------------------------------------------------------------------
    def set_cards(self, codes, drawn: str | None = None) -> None:
        codes = list(codes)
        if self.sorted:
            new = sorted(codes, key=sort_key)
        else:
            want = Counter(codes)
            new = []
            for c in self.cards:
                if want[c] > 0:
                    new.append(c)
                    want[c] -= 1
            rest = sorted(want.elements(), key=sort_key)
            if drawn in rest:  # the card just drawn goes to the far right
                rest.remove(drawn)
                rest.append(drawn)
            new += rest
        self.drawn = drawn
        if new == self.cards:
            self._restyle()
            return
        self.beginResetModel()
        self.cards = new
        self.endResetModel()

    def set_sorted(self, on: bool) -> None:
        self.sorted = on
        if on:
            self.beginResetModel()
            self.cards.sort(key=sort_key)
            self.endResetModel()

    def set_legal(self, discardable, locked=(), claim_code: str | None = None) -> None:
        self.discardable = set(discardable)
        self.locked = set(locked)
        self.claim_code = claim_code
        self._restyle()

    # --- the model ------------------------------------------------------------------------------------
    def rowCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.cards)

    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or not 0 <= index.row() < len(self.cards):
            return None
        code = self.cards[index.row()]
        if role == CodeRole:
            return code
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            return self.style.name(code)
        if role == Qt.ItemDataRole.ToolTipRole:
            tip = self.style.name(code)
            if code in self.locked:
                tip += "\n" + translate("melds", "叫龙的牌留在手里，不能打出")
            return tip
        if role == StateRole:
            state = set()
            if code == self.drawn and index.row() == self._drawn_row():
                state.add("drawn")
            if self.discardable and code not in self.discardable:
                state.add("dim")
            if code == self.claim_code:
                state.add("claim")
            return state
        return None

    def _drawn_row(self) -> int:
        if self.drawn is None:
            return -1
        for i in range(len(self.cards) - 1, -1, -1):
            if self.cards[i] == self.drawn:
                return i
        return -1

    def flags(self, index):
        base = Qt.ItemFlag.ItemIsDropEnabled
        if not index.isValid():
            return base
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsDragEnabled

    def supportedDropActions(self):
        return Qt.DropAction.MoveAction

    def supportedDragActions(self):
        return Qt.DropAction.MoveAction

    def mimeTypes(self):
        return [MIME]

    def mimeData(self, indexes):
        data = QMimeData()
        data.setData(MIME, QByteArray(",".join(str(i.row()) for i in indexes).encode()))
        return data

    def canDropMimeData(self, data, action, row, column, parent):
        return data.hasFormat(MIME)

    def dropMimeData(self, data, action, row, column, parent):
        if not data.hasFormat(MIME):
            return False
        rows = [int(x) for x in bytes(data.data(MIME)).decode().split(",") if x]
        if len(rows) != 1:
            return False
        if row < 0:
            row = parent.row() if parent.isValid() else len(self.cards)
        return self.moveRows(QModelIndex(), rows[0], 1, QModelIndex(), row)

    def moveRows(self, src_parent, src, count, dst_parent, dst) -> bool:
        if src_parent.isValid() or dst_parent.isValid() or count != 1 or not 0 <= src < len(self.cards):
            return False
        dst = max(0, min(dst, len(self.cards)))
        if dst in (src, src + 1):
            return False
        if not self.beginMoveRows(QModelIndex(), src, src, QModelIndex(), dst):
            return False
        code = self.cards.pop(src)
        self.cards.insert(dst if dst < src else dst - 1, code)
        self.endMoveRows()
        self.sorted = False
        return True


class CardListModel(QAbstractListModel):
    """A row of face-up cards: a seat's river (discards in play order) or the flips. ``highlight`` is a row
    drawn with the "just discarded" or "claimable" mark."""

    def __init__(self, style: CardStyle, parent=None):
        super().__init__(parent)
        self.style = style
        self.cards: list[str] = []
        self.marks: dict[int, str] = {}
        style.changed.connect(self._restyle)

    def _restyle(self) -> None:
        if self.cards:
            self.dataChanged.emit(self.index(0), self.index(len(self.cards) - 1))

    def set_cards(self, codes, marks: dict[int, str] | None = None) -> None:
        codes = list(codes)
        marks = dict(marks or {})
        if codes[:len(self.cards)] == self.cards and len(codes) > len(self.cards):
            first = len(self.cards)
            self.beginInsertRows(QModelIndex(), first, len(codes) - 1)
            self.cards = codes
            self.endInsertRows()
            self.marks = marks
            self._restyle()
        elif codes != self.cards:
            self.beginResetModel()
            self.cards = codes
            self.marks = marks
            self.endResetModel()
        else:
            self.marks = marks
            self._restyle()

    def rowCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.cards)

    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or not 0 <= index.row() < len(self.cards):
            return None
        code = self.cards[index.row()]
        if role == CodeRole:
            return code
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole, Qt.ItemDataRole.ToolTipRole):
            return self.style.name(code)
        if role == StateRole:
            m = self.marks.get(index.row())
            return {m} if m else set()
        return None

    def flags(self, index):
        return Qt.ItemFlag.ItemIsEnabled if index.isValid() else Qt.ItemFlag.NoItemFlags


def meld_groups(view, seat: int) -> list[tuple[tuple[str, ...], str]]:
    """A seat's face-up groups: melds, dragons shown (叫龙) and 喜, as (codes, label)."""
    groups = []
    flips = [c for c in view.flips if c in INDEX and INDEX[c] < 30]
    for form, card, _frm in view.melds[seat]:
        if form == "peng":
            n, label = 3, translate("melds", "碰")
        elif form == "minggang":
            n, label = 4, translate("melds", "明杠")
        elif form == "angang":
            n, label = 4, translate("melds", "暗杠")
        else:
            n, label = max(1, 4 - flips.count(card)), translate("melds", "龙")
        groups.append(((card,) * n, label))
    for card in view.declared[seat]:
        groups.append(((card,) * max(1, 4 - flips.count(card)), translate("melds", "叫龙")))
    if view.joys[seat]:
        groups.append((tuple(view.joys[seat]), translate("melds", "喜")))
    return groups


class MeldsModel(QAbstractListModel):
    """A seat's face-up groups (碰, 杠, 龙, 叫龙, 喜); each row is one group drawn as overlapping cards."""

    def __init__(self, style: CardStyle, parent=None):
        super().__init__(parent)
        self.style = style
        self.groups: list[tuple[tuple[str, ...], str]] = []
        style.changed.connect(self._restyle)

    def _restyle(self) -> None:
        if self.groups:
            self.dataChanged.emit(self.index(0), self.index(len(self.groups) - 1))

    def set_groups(self, groups) -> None:
        groups = list(groups)
        if groups == self.groups:
            return
        self.beginResetModel()
        self.groups = groups
        self.endResetModel()

    def rowCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.groups)

    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or not 0 <= index.row() < len(self.groups):
            return None
        codes, label = self.groups[index.row()]
        if role == CodesRole:
            return codes
        if role == LabelRole:
            return label
        if role == CodeRole:
            return codes[0]
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole, Qt.ItemDataRole.ToolTipRole):
            if len(set(codes)) == 1:
                return f"{label} {self.style.name(codes[0])} ×{len(codes)}"
            return f"{label} " + " ".join(self.style.short(c) for c in codes)
        if role == StateRole:
            return set()
        return None

    def flags(self, index):
        return Qt.ItemFlag.ItemIsEnabled if index.isValid() else Qt.ItemFlag.NoItemFlags


class ScoreSheetModel(QAbstractTableModel):
    """One row a hand: hand number, dealer, each seat's net (running total), the result."""

    def __init__(self, parent=None, compact: bool = False):
        super().__init__(parent)
        self.rows: list[dict] = []
        self.n_seats = 4
        self.names: list[str] = []
        self.compact = compact  # the side panel: each seat's net only (running totals are in the seat headers)

    def set_sheet(self, rows, n_seats: int, names: list[str]) -> None:
        self.beginResetModel()
        self.rows = [dict(r) for r in rows]
        self.n_seats = n_seats
        self.names = list(names)
        self.endResetModel()

    def retranslate(self) -> None:
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, self.columnCount() - 1)
        if self.rows:
            self.dataChanged.emit(self.index(0, 0), self.index(len(self.rows) - 1, self.columnCount() - 1))

    def rowCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else self.n_seats + 3

    def headerData(self, section, orientation, role=Qt.ItemDataRole.DisplayRole):
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Vertical:
            return str(section + 1)
        if section == 0:
            return translate("sheet", "局")
        if section == 1:
            return translate("sheet", "庄家")
        if section == self.n_seats + 2:
            return translate("sheet", "结果")
        s = section - 2
        return self.names[s] if s < len(self.names) else str(s)

    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or not 0 <= index.row() < len(self.rows):
            return None
        r = self.rows[index.row()]
        col = index.column()
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignCenter)
        if role not in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return None
        if col == 0:
            return str(r["hand"] + 1)
        if col == 1:
            d = r["dealer"]
            return self.names[d] if d < len(self.names) else str(d)
        if col == self.n_seats + 2:
            return result_text(r, self.names)
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


def result_text(r: dict, names: list[str]) -> str:
    if r["winner"] is None:
        return translate("sheet", "荒牌")
    w = names[r["winner"]] if r["winner"] < len(names) else str(r["winner"])
    type_name = hand_type_name(r.get("type"))
    if r["self_drawn"]:
        return translate("sheet", "%1 自摸（%2）").replace("%1", w).replace("%2", type_name)
    f = names[r["from"]] if r["from"] is not None and r["from"] < len(names) else "?"
    return translate("sheet", "%1 胡 %3 打出的牌（%2）").replace("%1", w).replace("%2", type_name).replace("%3", f)


def hand_type_name(t: str | None) -> str:
    return {"piao": translate("sheet", "飘胡"), "qing": translate("sheet", "清胡"), "ta": translate("sheet", "塌胡"),
            "shisan": translate("sheet", "十三胡")}.get(t or "", t or "")


class ScoreItemsModel(QAbstractTableModel):
    """One player's itemised 胡 (Score.items): item · cards · 胡 or ×factor."""

    def __init__(self, items, lang: str = "zh_Hans", parent=None):
        super().__init__(parent)
        self.items = list(items)
        self.lang = lang

    def rowCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.items)

    def columnCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else 3

    def headerData(self, section, orientation, role=Qt.ItemDataRole.DisplayRole):
        if role != Qt.ItemDataRole.DisplayRole or orientation != Qt.Orientation.Horizontal:
            return None
        return (translate("sheet", "项目"), translate("sheet", "牌"), translate("sheet", "胡"))[section]

    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or not 0 <= index.row() < len(self.items):
            return None
        it = self.items[index.row()]
        if role == Qt.ItemDataRole.TextAlignmentRole and index.column() == 2:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role not in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return None
        if index.column() == 0:
            return it.text(self.lang)
        if index.column() == 1:
            return cards_words(it.cards, self.lang)
        if it.factor is not None:
            return f"×{it.factor}"
        return f"{it.hu:+d}" if it.hu is not None else ""


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
