"""Qt item models of the table's card rows: the human's hand, every seat's melds and river.

Views draw them with the delegates of ``widgets/delegates.py``; every card row answers ``Qt.AccessibleTextRole``
with its accessible name ("二条 吕洞宾") and ``CodeRole`` with its code.
"""

from __future__ import annotations

from collections import Counter

from PySide6.QtCore import QAbstractListModel, QByteArray, QCoreApplication, QMimeData, QModelIndex, Qt

from ...engine.cards import INDEX, sort_key
from ...engine.rules.levels import copies_left_of
from ..context import UiContext

CodeRole = Qt.ItemDataRole.UserRole + 1
StateRole = Qt.ItemDataRole.UserRole + 2
CodesRole = Qt.ItemDataRole.UserRole + 3
LabelRole = Qt.ItemDataRole.UserRole + 4
SourceRole = Qt.ItemDataRole.UserRole + 5   # a claimed group: (seat name, the claimed card's place, short name)
MIME = "application/x-changpai-hand-rows"
_ROOT = QModelIndex()   # the invalid index: the default parent of list and table models


def translate(context: str, text: str) -> str:
    """Every user-visible string goes through Qt's translator (简体中文 is the source text)."""
    return QCoreApplication.translate(context, text)


class HandModel(QAbstractListModel):
    """The human's concealed cards, in display order. Sorted by suit and rank, or in the player's own order
    (drag to reorder turns sorting off); new cards go to the right end. ``selected`` is a row or -1."""

    def __init__(self, style: UiContext, parent=None):
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
        if new == self.cards:
            if drawn != self.drawn:
                self.drawn = drawn
                self._restyle()
            return
        self.drawn = drawn
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
        state = (set(discardable), set(locked), claim_code)
        if state == (self.discardable, self.locked, self.claim_code):
            return   # nothing to repaint
        self.discardable, self.locked, self.claim_code = state
        self._restyle()

    # --- the model ------------------------------------------------------------------------------------
    def rowCount(self, parent=_ROOT) -> int:
        return 0 if parent.isValid() else len(self.cards)

    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or not 0 <= index.row() < len(self.cards):
            return None
        code = self.cards[index.row()]
        if role == CodeRole:
            return code
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            return self.style.accessible_name(code)
        if role == Qt.ItemDataRole.ToolTipRole:
            tip = self.style.accessible_name(code)
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

    def __init__(self, style: UiContext, parent=None):
        super().__init__(parent)
        self.style = style
        self.cards: list[str] = []
        self.marks: dict[int, str] = {}
        self.tooltip = ""          # said after every card's name (the flipped 将: what is 将 this hand)
        style.changed.connect(self._restyle)

    def set_tooltip(self, text: str) -> None:
        self.tooltip = text

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
            old, self.marks = self.marks, marks
            for r in set(old) | set(marks):   # the old "last discard" mark goes; new rows are painted anyway
                if r < first:
                    self.dataChanged.emit(self.index(r), self.index(r))
        elif codes != self.cards:
            self.beginResetModel()
            self.cards = codes
            self.marks = marks
            self.endResetModel()
        elif marks != self.marks:   # the same cards: repaint only the rows whose mark changed
            rows = set(marks) ^ set(self.marks) | {r for r in marks if self.marks.get(r) != marks[r]}
            self.marks = marks
            for r in rows:
                if 0 <= r < len(self.cards):
                    self.dataChanged.emit(self.index(r), self.index(r))

    def rowCount(self, parent=_ROOT) -> int:
        return 0 if parent.isValid() else len(self.cards)

    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or not 0 <= index.row() < len(self.cards):
            return None
        code = self.cards[index.row()]
        if role == CodeRole:
            return code
        if role == Qt.ItemDataRole.ToolTipRole and self.tooltip:
            return self.style.accessible_name(code) + "\n" + self.tooltip
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole, Qt.ItemDataRole.ToolTipRole):
            return self.style.accessible_name(code)
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
            n, label = max(1, copies_left_of(flips, card)), translate("melds", "龙")
        groups.append(((card,) * n, label))
    for card in view.declared[seat]:
        groups.append(((card,) * max(1, copies_left_of(flips, card)), translate("melds", "叫龙")))
    if view.joys[seat]:
        groups.append((tuple(view.joys[seat]), translate("melds", "喜")))
    return groups


def meld_sources(view, seat: int, names: list[str], shorts: list[str] | None = None) -> list[tuple | None]:
    """For each of ``meld_groups(view, seat)``: where its claimed card came from — the seat's name as the table
    names it, the card's place in the group as on a real table (from the owner's 上家 the left card, from 下家
    the right one, from 对门 the middle) and the name's short form (``shorts``, for a narrow group) — or None for
    a group nobody gave (暗杠, 龙, 叫龙, 喜)."""
    n = max(1, len(names))
    shorts = shorts or names
    out: list[tuple | None] = []
    for form, _card, frm in view.melds[seat]:
        if frm is None or frm == seat or not 0 <= frm < len(names):
            out.append(None)
            continue
        size = 3 if form == "peng" else 4
        rel = (frm - seat) % n
        place = 0 if rel == n - 1 else (size - 1 if rel == 1 else size // 2)
        out.append((names[frm], place, shorts[frm] if frm < len(shorts) else names[frm]))
    extra = len(view.declared[seat]) + (1 if view.joys[seat] else 0)
    return out + [None] * extra


class MeldsModel(QAbstractListModel):
    """A seat's face-up groups (碰, 杠, 龙, 叫龙, 喜); each row is one group drawn as overlapping cards."""

    def __init__(self, style: UiContext, parent=None):
        super().__init__(parent)
        self.style = style
        self.groups: list[tuple[tuple[str, ...], str]] = []
        self.sources: list[tuple | None] = []
        style.changed.connect(self._restyle)

    def _restyle(self) -> None:
        if self.groups:
            self.dataChanged.emit(self.index(0), self.index(len(self.groups) - 1))

    def set_groups(self, groups, sources=None) -> None:
        """The groups, and for each the seat its claimed card came from (``meld_sources``) when known."""
        groups = list(groups)
        sources = list(sources or [])
        sources = (sources + [None] * len(groups))[:len(groups)]
        if groups == self.groups and sources == self.sources:
            return
        self.beginResetModel()
        self.groups = groups
        self.sources = sources
        self.endResetModel()

    def rowCount(self, parent=_ROOT) -> int:
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
        source = self.sources[index.row()] if index.row() < len(self.sources) else None
        if role == SourceRole:
            return source
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole, Qt.ItemDataRole.ToolTipRole):
            if len(set(codes)) == 1:
                text = f"{label} {self.style.accessible_name(codes[0])} ×{len(codes)}"
            else:
                text = f"{label} " + " ".join(self.style.card_name(c) for c in codes)
            if source is not None:
                text += translate("melds", "（%1 打出的）").replace("%1", source[0])
            return text
        if role == StateRole:
            return set()
        return None

    def flags(self, index):
        return Qt.ItemFlag.ItemIsEnabled if index.isValid() else Qt.ItemFlag.NoItemFlags
