"""记分: keep the score of an evening played with real cards.

First page: a new evening (names, three or four seats, the first dealer, the rule set, how many hands) or one
kept before. Then hand after hand: type the flips, the winner's hand (``… 胡 8t``) and each other player's
scoring sets; every line shows its 胡 as it is typed; Enter puts the hand on the sheet, which shows every hand,
every player's 胡 explained, the nets, running totals and a chart. 撤回 takes a mistyped hand back; any hand can
be corrected. The sheet is saved after every change; it exports as CSV and prints (PDF or a printer).

The window only shows: ``services.sheet_entry`` reads the lines, ``services.score_keeper`` keeps the sheet,
``services.sheet_files`` saves it.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QFrame, QLabel, QScrollArea, QSplitter, QStackedWidget, QVBoxLayout

from ...engine.cards import CARD_INFO
from ...reading import FileProblem
from ...services.calculator import SEATS, Check
from ...services.notices import from_damaged
from ...services.score_keeper import Sheet, SheetError, record_of
from ...services.sheet_entry import DraftResult, HandDraft, build, draft_of
from ...services.sheet_files import Evening, kept_evenings, new_evening, open_sheet
from ...services.text import render
from ..context import UiContext
from ..learn.base import LearnWindow
from ..learn.common import hand_type_name
from . import keeper_print
from .keeper_entry import HandEntry
from .keeper_setup import SetupPage
from .keeper_sheet import SheetView

DEFAULT_SIZE = QSize(1340, 740)
ENTRY_MIN_W = 470
SHEET_KIND = "sheet"


class KeeperWindow(LearnWindow):
    def __init__(self, ctx: UiContext, parent=None, folder: Path | None = None):
        super().__init__(ctx, parent)
        self.setObjectName("keeper-window")
        self.resize(DEFAULT_SIZE)
        self.folder = folder                 # where the evenings are kept (None: the config directory's)
        self.evening: Evening | None = None
        self.editing: int | None = None      # the hand being corrected (None: the next hand)
        self.result: DraftResult | None = None
        root = QVBoxLayout(self)
        self.stack = QStackedWidget()
        root.addWidget(self.stack)
        self.setup = SetupPage(ctx)
        self.stack.addWidget(self.setup)
        self.entry = HandEntry(ctx)
        self.view = SheetView(ctx)
        self.status = QLabel()
        self.status.setObjectName("keeper-status")
        self.status.setWordWrap(True)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(self.entry)
        scroll.setMinimumWidth(ENTRY_MIN_W)
        split = QSplitter(Qt.Orientation.Horizontal)
        split.addWidget(scroll)
        split.addWidget(self.view)
        split.setStretchFactor(0, 5)
        split.setStretchFactor(1, 6)
        page = QFrame()
        lay = QVBoxLayout(page)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(self.status)
        lay.addWidget(split, 1)
        self.stack.addWidget(page)
        self._connect()
        self.retranslate()
        self.on_style_changed()
        self.show_setup()

    def _connect(self) -> None:
        self.setup.start.connect(self.start_evening)
        self.setup.resume.connect(self.resume_evening)
        self.entry.changed.connect(self.recompute)
        self.entry.submitted.connect(self.submit)
        v = self.view
        v.undo_button.clicked.connect(self.undo)
        v.redo_button.clicked.connect(self.redo)
        v.edit_button.clicked.connect(self.edit_chosen)
        v.csv_button.clicked.connect(self.export_csv)
        v.pdf_button.clicked.connect(self.export_pdf)
        v.print_button.clicked.connect(lambda: self.sheet and keeper_print.print_sheet(self, self.sheet,
                                                                                       self.ctx.lang))
        v.new_button.clicked.connect(self.show_setup)

    @property
    def sheet(self) -> Sheet | None:
        return self.evening.sheet if self.evening else None

    # --- texts ------------------------------------------------------------------------------------
    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("记分") + (f" — {self.sheet.title}" if self.sheet and self.sheet.title else ""))
        self.setup.retranslate()
        self.entry.retranslate()
        self.view.retranslate()
        if self.sheet:
            self._show_players()
            self.recompute()

    def on_style_changed(self) -> None:
        self.entry.paint_palette()

    # --- evenings ---------------------------------------------------------------------------------
    def show_setup(self) -> None:
        kept, damaged = kept_evenings(self.folder)
        self.untold += [from_damaged(SHEET_KIND, d) for d in damaged]
        self.setup.reload_rules()
        self.setup.show_kept(kept)
        self.stack.setCurrentIndex(0)

    def start_evening(self) -> None:
        s = self.setup
        choice = s.choice()
        sheet = Sheet(s.names(), choice.ruleset, choice.name if choice.house_rule else "",
                      s.dealer_combo.currentIndex(), s.planned.value() or None, s.title_edit.text().strip())
        self._open(new_evening(sheet, self.folder))

    def resume_evening(self, path: str) -> None:
        try:
            sheet = open_sheet(path)
        except FileProblem as exc:
            self.status.setText(render(exc.reason, self.ctx.lang))
            self.show_setup()
            return
        self._open(Evening(sheet, Path(path)))

    def _open(self, evening: Evening) -> None:
        self.evening = evening
        self.editing = None
        rules = evening.sheet.rules
        probe = build(rules, HandDraft()).calc
        self.entry.set_options(probe.offered_flags(), rules.settlement.baozhang)
        self.stack.setCurrentIndex(1)
        self.retranslate()
        self.entry.clear()
        self.view.show_sheet(evening.sheet)

    # --- the hand being entered -------------------------------------------------------------------
    def hand_no(self) -> int:
        return self.editing if self.editing is not None else self.sheet.next_no

    def _show_players(self) -> None:
        sheet, no = self.sheet, self.hand_no()
        names = [sheet.names[s] for s in sheet.order(no)]
        self.entry.set_players(names, self.tr("（庄）"), [self.tr("不算包张")] + names)
        rest = sheet.resting(no)
        title = self.tr("第 %1 局").replace("%1", str(no + 1))
        if rest is not None:
            title += " · " + self.tr("%1 歇（定醒）").replace("%1", sheet.names[rest])
        if self.editing is not None:
            title += " · " + self.tr("正在改这一局")
        self.entry.box.setTitle(title)
        self.entry.submit_button.setText(self.tr("改好了") if self.editing is not None else self.tr("记入这一局"))

    def recompute(self) -> None:
        if self.sheet is None:
            return
        self.result = build(self.sheet.rules, self.entry.draft())
        checks = self.result.calc.checks()
        texts = [self._line_text(pos, checks[pos]) for pos in range(SEATS)]
        self.entry.show_result(self.result, checks, texts)

    def _names(self, codes) -> str:
        return "、".join(CARD_INFO[c].name(self.ctx.lang) for c in codes)

    def _line_text(self, pos: int, check: Check) -> str:
        r = self.result
        err, refused = r.errors[pos + 1], r.refused[pos + 1]
        if err is not None:
            return self.tr("看不懂“%1”").replace("%1", err.text)
        if refused:
            return self.tr("%1 已经用了四张，不能再加").replace("%1", self._names(refused))
        if check.score is not None:
            text = self.tr("%1 胡").replace("%1", str(check.score.total))
            return text + (" · " + hand_type_name(check.score.type, self.ctx.lang) if check.score.type else "")
        v = check.values
        words = {"empty": lambda: self.tr("输入这一家的整手牌，最后写“胡”和胡的那张"),
                 "need_flips": lambda: self.tr("先输入翻的 %1 张将").replace("%1", str(v["flips"])),
                 "need_win_card": lambda: self.tr("写“胡”和胡的那张牌，如“胡 8t”"),
                 "short": lambda: self.tr("手牌 %1 张，还差 %2 张").replace("%1", str(v["held"]))
                 .replace("%2", str(v["missing"])),
                 "over": lambda: self.tr("手牌 %1 张，多了 %2 张").replace("%1", str(v["held"]))
                 .replace("%2", str(v["extra"])),
                 "not_sets": lambda: self.tr("%1 只有一两张，不算把子").replace("%1", self._names(v["cards"])),
                 "invalid": lambda: render(v["message"], self.ctx.lang)}
        return words[check.problem]()

    def submit(self) -> None:
        if self.sheet is None or self.result is None:
            return
        record = record_of(self.result.calc, self.entry.note_edit.text().strip())
        bad = [pos for pos in range(SEATS) if self.result.errors[pos + 1] or self.result.refused[pos + 1]]
        try:
            if bad or self.result.errors[0]:
                raise SheetError([])
            if self.editing is not None:
                self.sheet.replace(self.editing, record)
            else:
                self.sheet.add(record)
        except SheetError as exc:
            first = (bad or [p for p, _ in exc.problems if p >= 0] or [-1])[0]
            self.status.setText(self.tr("这一局还没填好：看红字的那一行。"))
            self.entry.focus_line(-1 if self.result.errors[0] else first)
            return
        done = self.editing
        self.editing = None
        self.evening.save()
        no = done if done is not None else self.sheet.next_no - 1
        text = self.tr("第 %1 局记好了。").replace("%1", str(no + 1))
        if self.sheet.finished():
            text += self.tr("说好的 %1 局打满了；还可以接着记。").replace("%1", str(self.sheet.planned))
        self.status.setText(text)
        self.view.show_sheet(self.sheet, done)
        self._show_players()
        self.entry.clear()

    # --- the sheet's buttons ----------------------------------------------------------------------
    def undo(self) -> None:
        record = self.sheet.undo() if self.sheet else None
        if record is None:
            return
        self.editing = None
        self.evening.save()
        self.view.show_sheet(self.sheet)
        self._show_players()
        self.entry.load(draft_of(record))
        self.status.setText(self.tr("最后一局拿回来了：改好再记入。"))

    def redo(self) -> None:
        if self.sheet and self.sheet.redo():
            self.evening.save()
            self.view.show_sheet(self.sheet)
            self._show_players()
            self.entry.clear()

    def edit_chosen(self) -> None:
        no = self.view.chosen()
        if self.sheet is None or no is None:
            return
        self.editing = no
        self._show_players()
        self.entry.load(draft_of(self.sheet.records[no]))

    def _export_name(self, suffix: str) -> str:
        base = Path(self.evening.path).stem if self.evening else "sheet"
        return str(Path.home() / f"{base}{suffix}")

    def export_csv(self) -> None:
        path = keeper_print.ask_path(self, self.tr("导出 CSV"), self._export_name(".csv"), "CSV (*.csv)")
        if path and self.sheet:
            keeper_print.write_csv(self.sheet, self.ctx.lang, path)
            self.status.setText(self.tr("已导出：%1").replace("%1", path))

    def export_pdf(self) -> None:
        path = keeper_print.ask_path(self, self.tr("存成 PDF"), self._export_name(".pdf"), "PDF (*.pdf)")
        if path and self.sheet:
            keeper_print.write_pdf(self.sheet, self.ctx.lang, path)
            self.status.setText(self.tr("已存成 PDF：%1").replace("%1", path))
