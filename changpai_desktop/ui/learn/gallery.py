"""图鉴: every card in a grid, both faces side by side, with its names, figure, note, 图型 and scoring role.

A Qt model (:class:`CardGalleryModel`, one row per card of ``resources/gallery/cards.json``) feeds a list view in
icon mode through :class:`CardTileDelegate`; a :class:`CardFilterModel` filters by suit and by a search over the
Chinese names (简体 and 繁體), the figure names and the English names. Selecting a card fills the panel on the
right; double-clicking it (or 放大) shows it large.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from PySide6.QtCore import (QAbstractListModel, QCoreApplication, QLibraryInfo, QModelIndex, QRect, QSize,
                            QSortFilterProxyModel, Qt, QVersionNumber)
from PySide6.QtGui import QColor, QFont, QPainter, QPalette
from PySide6.QtWidgets import (QAbstractItemView, QComboBox, QDialog, QDialogButtonBox, QFrame, QHBoxLayout,
                               QLabel, QLineEdit, QListView, QPushButton, QScrollArea, QSplitter,
                               QStyle, QStyledItemDelegate, QVBoxLayout, QWidget)

from ...engine.cards import CARD_INFO, JOYS
from ...reading import read_resource
from ...resources import resource_path
from ...shape import ANY, Among, ListOf, Obj, Str, optional
from ..widgets.card_faces import card_pixmap
from ..context import UiContext
from .base import LearnWindow
from .common import CARD_RATIO, heading_font

translate = QCoreApplication.translate
# Qt 6.9 brought beginFilterChange()/endFilterChange() and deprecated invalidateFilter()
FILTER_CHANGE_API = QLibraryInfo.version() >= QVersionNumber(6, 9)

CODE_ROLE = Qt.ItemDataRole.UserRole + 1
SEARCH_ROLE = Qt.ItemDataRole.UserRole + 2
GROUP_ROLE = Qt.ItemDataRole.UserRole + 3

FILTERS = ("all", "w", "t", "b", "old", "joy")


MAX_GALLERY_BYTES = 1024 * 1024    # cards.json is about 85 KB
_TEXTS = Obj({"zh_Hans": Str(), "zh_Hant": Str(), "en": Str()})
# What the gallery reads of each card (other fields, such as the scoring notes, are kept as they are).
CARD = Obj({"code": Str(choices=tuple(CARD_INFO)), "name": _TEXTS, "note": _TEXTS, "pattern": _TEXTS,
            "role": _TEXTS}, {"suit": optional(Str()), "figure": optional(_TEXTS)}, extra=ANY)
GALLERY = Obj({"schema": Among((1,)), "cards": ListOf(CARD, min_len=1)}, extra=ANY)


def read_gallery(path: Path) -> tuple[dict, ...]:
    """The cards of a gallery file, read through the one reading path and checked by :data:`GALLERY`
    (ResourceError naming the file and the bad field: a broken install)."""
    return tuple(read_resource(path, GALLERY, MAX_GALLERY_BYTES)["cards"])


@lru_cache(maxsize=1)
def gallery_cards() -> tuple[dict, ...]:
    return read_gallery(resource_path("gallery", "cards.json"))


def card_entry(code: str) -> dict:
    for card in gallery_cards():
        if card["code"] == code:
            return card
    raise KeyError(code)


def _text(card: dict, field: str, lang: str) -> str:
    value = card.get(field)
    if not isinstance(value, dict):
        return ""
    return value.get(lang) or value.get("zh_Hans") or ""


def group_of(card: dict) -> str:
    if card.get("suit") in ("w", "t", "b"):
        return card["suit"]
    return "joy" if card["code"] in JOYS else "old"


class CardGalleryModel(QAbstractListModel):
    def __init__(self, ctx: UiContext, parent=None):
        super().__init__(parent)
        self.ctx = ctx
        self.cards = list(gallery_cards())

    def rowCount(self, parent: QModelIndex | None = None) -> int:  # noqa: N802
        return 0 if parent is not None and parent.isValid() else len(self.cards)

    def data(self, index: QModelIndex, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid():
            return None
        card = self.cards[index.row()]
        lang = self.ctx.lang
        if role == Qt.ItemDataRole.DisplayRole:
            return _text(card, "name", lang)
        if role in (Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.AccessibleTextRole):
            fig = _text(card, "figure", lang)
            return f"{_text(card, 'name', lang)} {fig}".strip()
        if role == CODE_ROLE:
            return card["code"]
        if role == GROUP_ROLE:
            return group_of(card)
        if role == SEARCH_ROLE:
            parts = [card["code"]]
            for field in ("name", "figure"):
                value = card.get(field) or {}
                parts += [str(v) for v in value.values()]
            return " ".join(parts).casefold()
        return None

    def refresh(self) -> None:
        if self.cards:
            self.dataChanged.emit(self.index(0), self.index(len(self.cards) - 1))


class CardFilterModel(QSortFilterProxyModel):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.group = "all"
        self.query = ""

    def _refilter(self, group: str, query: str) -> None:
        if FILTER_CHANGE_API:
            self.beginFilterChange()
            self.group, self.query = group, query
            self.endFilterChange(QSortFilterProxyModel.Direction.Rows)
        else:  # pragma: no cover - older Qt
            self.group, self.query = group, query
            self.invalidateFilter()

    def set_group(self, group: str) -> None:
        self._refilter(group, self.query)

    def set_query(self, text: str) -> None:
        self._refilter(self.group, " ".join(text.split()).casefold())

    def filterAcceptsRow(self, row: int, parent: QModelIndex) -> bool:  # noqa: N802
        index = self.sourceModel().index(row, 0, parent)
        if self.group != "all" and index.data(GROUP_ROLE) != self.group:
            return False
        if self.query:
            hay = index.data(SEARCH_ROLE) or ""
            return all(word in hay for word in self.query.split())
        return True


class CardTileDelegate(QStyledItemDelegate):
    """A tile: the 人物 face and the 图型 face side by side, the name and the figure below."""

    FACE_W = 36

    def __init__(self, ctx: UiContext, parent=None):
        super().__init__(parent)
        self.ctx = ctx

    def sizeHint(self, option, index) -> QSize:  # noqa: N802
        return QSize(self.FACE_W * 2 + 34, round(self.FACE_W * CARD_RATIO) + 52)

    def paint(self, painter: QPainter, option, index) -> None:
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect: QRect = option.rect.adjusted(3, 3, -3, -3)
        selected = bool(option.state & QStyle.StateFlag.State_Selected)
        hover = bool(option.state & QStyle.StateFlag.State_MouseOver)
        bg = QColor("#f3e6c8") if selected else (QColor("#faf3e3") if hover else QColor("#fffaf0"))
        painter.setPen(QColor("#b3232a") if selected else QColor("#d9c9a6"))
        painter.setBrush(bg)
        painter.drawRoundedRect(rect, 8, 8)
        code = index.data(CODE_ROLE)
        dpr = painter.device().devicePixelRatioF() if painter.device() else 1.0
        labels = self.ctx.index_labels
        w = self.FACE_W
        h = round(w * CARD_RATIO)
        x0 = rect.x() + (rect.width() - 2 * w - 8) // 2
        y0 = rect.y() + 8
        painter.drawPixmap(x0, y0, card_pixmap(code, "figure", w, dpr, labels))
        painter.drawPixmap(x0 + w + 8, y0, card_pixmap(code, "pattern", w, dpr, labels))
        name = index.data(Qt.ItemDataRole.DisplayRole) or ""
        font = QFont(option.font)
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor("#1d1a16"))
        text_rect = QRect(rect.x() + 2, y0 + h + 4, rect.width() - 4, 20)
        painter.drawText(text_rect, Qt.AlignmentFlag.AlignCenter,
                         painter.fontMetrics().elidedText(name, Qt.TextElideMode.ElideRight, text_rect.width()))
        fig = CARD_INFO[code].figure(self.ctx.lang) or ""
        if fig:
            small = QFont(option.font)
            small.setPointSizeF(max(7.0, option.font.pointSizeF() * 0.85))
            painter.setFont(small)
            painter.setPen(QColor("#7a5a3a"))
            fig_rect = QRect(rect.x() + 2, y0 + h + 22, rect.width() - 4, 18)
            painter.drawText(fig_rect, Qt.AlignmentFlag.AlignCenter,
                             painter.fontMetrics().elidedText(fig, Qt.TextElideMode.ElideRight, fig_rect.width()))
        painter.restore()


class CardDetail(QWidget):
    """The right panel: both faces large, names, figure and note, 图型 description, scoring role."""

    FACE_W = 84

    def __init__(self, ctx: UiContext, parent=None):
        super().__init__(parent)
        self.ctx = ctx
        self.code = "1w"
        layout = QVBoxLayout(self)
        layout.setContentsMargins(16, 12, 16, 12)
        faces = QHBoxLayout()
        faces.addStretch(1)
        self.face_labels: list[QLabel] = []
        self.face_captions: list[QLabel] = []
        for _mode in ("figure", "pattern"):
            col = QVBoxLayout()
            face = QLabel()
            face.setAlignment(Qt.AlignmentFlag.AlignCenter)
            caption = QLabel()
            caption.setAlignment(Qt.AlignmentFlag.AlignCenter)
            caption.setStyleSheet("color: #7a5a3a;")
            col.addWidget(face)
            col.addWidget(caption)
            faces.addLayout(col)
            faces.addSpacing(12)
            self.face_labels.append(face)
            self.face_captions.append(caption)
        faces.addStretch(1)
        layout.addLayout(faces)
        self.title = QLabel()
        self.title.setFont(heading_font(self, 1.6))
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setObjectName("gallery-title")
        self.subtitle = QLabel()
        self.subtitle.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.subtitle.setStyleSheet("color: #7a5a3a;")
        self.subtitle.setWordWrap(True)
        layout.addWidget(self.title)
        layout.addWidget(self.subtitle)
        self.sections: list[tuple[QLabel, QLabel]] = []
        for _ in range(3):
            head = QLabel()
            head.setFont(heading_font(self, 1.05))
            head.setStyleSheet("color: #b3232a; margin-top: 8px;")
            body = QLabel()
            body.setWordWrap(True)
            body.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            layout.addWidget(head)
            layout.addWidget(body)
            self.sections.append((head, body))
        self.zoom = QPushButton()
        self.zoom.setObjectName("gallery-zoom")
        layout.addWidget(self.zoom, 0, Qt.AlignmentFlag.AlignCenter)
        layout.addStretch(1)
        self.retranslate()

    def retranslate(self) -> None:
        self.face_captions[0].setText(translate("GalleryWindow", "人物"))
        self.face_captions[1].setText(translate("GalleryWindow", "图型"))
        self.zoom.setText(translate("GalleryWindow", "放大看"))
        self.show_card(self.code)

    def show_card(self, code: str) -> None:
        self.code = code
        card = card_entry(code)
        lang = self.ctx.lang
        dpr = self.devicePixelRatioF()
        labels = self.ctx.index_labels
        for label, mode in zip(self.face_labels, ("figure", "pattern"), strict=True):
            label.setPixmap(card_pixmap(code, mode, self.FACE_W, dpr, labels))
            label.setAccessibleName(CARD_INFO[code].accessible_name(lang))
        self.title.setText(_text(card, "name", lang))
        fig = _text(card, "figure", lang)
        others = [card["name"].get(x) for x in ("zh_Hans", "zh_Hant", "en") if x != lang and card["name"].get(x)]
        bits = ([fig] if fig else []) + others
        self.subtitle.setText(" · ".join(dict.fromkeys(bits)))
        heads = (translate("GalleryWindow", "人物与故事"), translate("GalleryWindow", "图型（怎么认）"),
                 translate("GalleryWindow", "算胡里的作用"))
        bodies = (_text(card, "note", lang), _text(card, "pattern", lang), _text(card, "role", lang))
        for (head, body), h, b in zip(self.sections, heads, bodies, strict=True):
            head.setText(h)
            body.setText(b)


class LargeCardDialog(QDialog):
    """One card, both faces, as large as the screen allows."""

    def __init__(self, ctx: UiContext, code: str, parent=None):
        super().__init__(parent)
        self.ctx = ctx
        self.code = code
        self.setObjectName("gallery-large")
        layout = QVBoxLayout(self)
        row = QHBoxLayout()
        screen = self.screen().availableGeometry() if self.screen() else QRect(0, 0, 1280, 800)
        width = max(80, min(200, int((screen.height() - 160) / CARD_RATIO)))
        dpr = self.devicePixelRatioF()
        row.addStretch(1)
        for mode in ("figure", "pattern"):
            face = QLabel()
            face.setPixmap(card_pixmap(code, mode, width, dpr, False))
            row.addWidget(face)
            row.addSpacing(24)
        row.addStretch(1)
        layout.addLayout(row)
        self.caption = QLabel()
        self.caption.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.caption.setFont(heading_font(self, 1.4))
        layout.addWidget(self.caption)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.retranslate()

    def retranslate(self) -> None:
        info = CARD_INFO[self.code]
        lang = self.ctx.lang
        self.setWindowTitle(translate("GalleryWindow", "牌 · %1").replace("%1", info.name(lang)))
        self.caption.setText(info.accessible_name(lang))


class GalleryWindow(LearnWindow):
    def __init__(self, ctx: UiContext, parent=None):
        super().__init__(ctx, parent)
        self.setObjectName("gallery-window")
        self.resize(1180, 780)
        self.model = CardGalleryModel(ctx, self)
        self.proxy = CardFilterModel(self)
        self.proxy.setSourceModel(self.model)

        outer = QVBoxLayout(self)
        bar = QHBoxLayout()
        self.suit_label = QLabel()
        self.suit = QComboBox()
        self.suit.setObjectName("gallery-suit")
        self.search = QLineEdit()
        self.search.setObjectName("gallery-search")
        self.search.setClearButtonEnabled(True)
        self.count = QLabel()
        self.count.setStyleSheet("color: #7a5a3a;")
        bar.addWidget(self.suit_label)
        bar.addWidget(self.suit)
        bar.addSpacing(12)
        bar.addWidget(self.search, 1)
        bar.addWidget(self.count)
        outer.addLayout(bar)

        split = QSplitter(Qt.Orientation.Horizontal)
        self.view = self._grid()
        self.detail = CardDetail(ctx)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(self.detail)
        scroll.setMinimumWidth(360)
        split.addWidget(self.view)
        split.addWidget(scroll)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 2)
        split.setSizes([720, 440])
        outer.addWidget(split, 1)

        self.suit.currentIndexChanged.connect(lambda i: self._filter_changed())
        self.search.textChanged.connect(lambda _t: self._filter_changed())
        self.view.selectionModel().currentChanged.connect(self._current_changed)
        self.view.doubleClicked.connect(lambda idx: self.show_large(idx.data(CODE_ROLE)))
        self.detail.zoom.clicked.connect(lambda: self.show_large(self.detail.code))
        self._large: LargeCardDialog | None = None
        self.retranslate()
        self.select("1w")

    def _grid(self) -> QListView:
        """The cards in a grid of tiles on the table's green."""
        view = QListView()
        view.setObjectName("gallery-grid")
        view.setViewMode(QListView.ViewMode.IconMode)
        view.setResizeMode(QListView.ResizeMode.Adjust)
        view.setMovement(QListView.Movement.Static)
        view.setUniformItemSizes(True)
        view.setSpacing(4)
        view.setMouseTracking(True)
        view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        view.setModel(self.proxy)
        view.setItemDelegate(CardTileDelegate(self.ctx, view))
        pal = view.palette()
        pal.setColor(QPalette.ColorRole.Base, QColor("#2f4a3a"))
        view.setPalette(pal)
        return view

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("图鉴 · 长牌三十张"))
        self.suit_label.setText(self.tr("花色"))
        current = self.suit.currentIndex()
        self.suit.blockSignals(True)
        self.suit.clear()
        for text in (self.tr("全部"), self.tr("万"), self.tr("条"), self.tr("饼"), self.tr("老将"), self.tr("喜")):
            self.suit.addItem(text)
        self.suit.setCurrentIndex(max(0, current))
        self.suit.blockSignals(False)
        self.search.setPlaceholderText(self.tr("搜索：牌名、人物或英文名，如 五条、孙悟空、Buddha"))
        self.detail.retranslate()
        self.model.refresh()
        self._update_count()

    def on_style_changed(self) -> None:
        self.model.refresh()
        self.detail.show_card(self.detail.code)
        self.view.viewport().update()

    def _filter_changed(self) -> None:
        self.proxy.set_group(FILTERS[max(0, self.suit.currentIndex())])
        self.proxy.set_query(self.search.text())
        self._update_count()
        if self.proxy.rowCount() and not self.view.currentIndex().isValid():
            self.view.setCurrentIndex(self.proxy.index(0, 0))

    def _update_count(self) -> None:
        self.count.setText(self.tr("%1 张").replace("%1", str(self.proxy.rowCount())))

    def _current_changed(self, current: QModelIndex, _previous: QModelIndex) -> None:
        if current.isValid():
            self.detail.show_card(current.data(CODE_ROLE))

    def select(self, code: str) -> None:
        for row in range(self.proxy.rowCount()):
            idx = self.proxy.index(row, 0)
            if idx.data(CODE_ROLE) == code:
                self.view.setCurrentIndex(idx)
                self.view.scrollTo(idx)
                return

    def visible_codes(self) -> list[str]:
        return [self.proxy.index(r, 0).data(CODE_ROLE) for r in range(self.proxy.rowCount())]

    def show_large(self, code: str | None) -> LargeCardDialog | None:
        if not code:
            return None
        if self._large is not None:
            self._large.close()
        self._large = LargeCardDialog(self.ctx, code, self)
        self._large.show()
        return self._large
