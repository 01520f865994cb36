"""规则: the rules of the chosen preset or house-rule set, written from its data.

The page is generated from the rule schema (``rules_page``): each section of ``engine.rules.schema`` with every
option's name in the interface language and its value from the rule set, so a house rule's value shows, marked
as changed with the preset's value beside it. Card images are inline: each face is added to the QTextDocument
as an image resource (``card:5t``) from ``card_faces``.
"""

from __future__ import annotations

import html

from PySide6.QtCore import QUrl
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QPushButton, QTextBrowser, QVBoxLayout

from ...engine.cards import CARD_INFO, JOYS
from ...engine.rules import PRESET_IDS, RuleSet, schema
from ...services.catalog import RuleChoice, find_choice, rule_choices
from ..context import UiContext
from ..widgets.card_faces import card_pixmap
from .base import LearnWindow
from .guided import StartGame, start_guided_hand
from .rules_page import Page, Words, heading
from .rules_example import worked_example

CARD_W = 40             # card faces on the page: readable (the issue measured 26 px as too small)
PLAYERS_PER_HAND = 3   # RULES.md §2: three play each hand; with four seats one rests


class CardTextBrowser(QTextBrowser):
    """A text browser whose ``card:<mode>/<code>`` images are card faces (also registered as document
    resources, so a copy of the document keeps them)."""

    def loadResource(self, kind: int, url: QUrl):  # noqa: N802 - Qt naming
        text = url.toString()
        if text.startswith("card:"):
            mode, _, code = text[5:].partition("/")
            if code in CARD_INFO and mode in ("figure", "pattern"):
                dpr = max(1.0, self.devicePixelRatioF())
                return card_pixmap(code, mode, CARD_W, 2.0 * dpr, False).toImage()
        return super().loadResource(kind, url)


class RulesWindow(LearnWindow):
    def __init__(self, ctx: UiContext, start_game: StartGame | None, parent=None):
        super().__init__(ctx, parent)
        self.start_game = start_game
        self.setObjectName("rules-window")
        self.resize(980, 820)
        self.rulesets: list[RuleChoice] = []
        root = QVBoxLayout(self)
        bar = QHBoxLayout()
        self.label = QLabel()
        self.combo = QComboBox()
        self.combo.setObjectName("rules-ruleset")
        self.combo.setMinimumWidth(240)
        self.guided = QPushButton()
        self.guided.setObjectName("rules-guided")
        bar.addWidget(self.label)
        bar.addWidget(self.combo)
        bar.addStretch(1)
        bar.addWidget(self.guided)
        root.addLayout(bar)
        self.browser = CardTextBrowser()
        self.browser.setObjectName("rules-text")
        self.browser.setOpenExternalLinks(False)
        root.addWidget(self.browser, 1)
        self.combo.currentIndexChanged.connect(lambda _i: self.render())
        self.guided.clicked.connect(self._start_guided)
        self.reload()
        self.retranslate()

    def reload(self) -> None:
        self.rulesets = rule_choices(self.ctx.lang)
        i = self.combo.currentIndex()
        self.combo.blockSignals(True)
        self.combo.clear()
        for choice in self.rulesets:
            self.combo.addItem(choice.name)
        self.combo.setCurrentIndex(min(max(0, i), len(self.rulesets) - 1))
        self.combo.blockSignals(False)

    def select(self, preset_or_name: str) -> None:
        self.combo.setCurrentIndex(find_choice(self.rulesets, preset_or_name))

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("规则"))
        self.label.setText(self.tr("玩法"))
        self.guided.setText(self.tr("新手引导：打第一手牌"))
        self.reload()   # the presets' names in the new language (the selection is kept)
        for i, choice in enumerate(self.rulesets):
            self.combo.setItemText(i, self.tr("家规：%1").replace("%1", choice.name) if choice.house_rule
                                   else choice.name)
        self.render()

    def on_style_changed(self) -> None:
        self.render()

    def _start_guided(self) -> None:
        start_guided_hand(self.start_game, self.parentWidget())

    def ruleset(self) -> RuleSet:
        i = self.combo.currentIndex()
        return self.rulesets[i].ruleset if 0 <= i < len(self.rulesets) else RuleSet.preset(PRESET_IDS[0])

    # ------------------------------------------------------------------------------------------------

    def _img(self, code: str) -> str:
        ctx = self.ctx
        url = f"card:{ctx.face_mode}/{code}"
        self._added.add(url)
        name = html.escape(CARD_INFO[code].name(ctx.lang))
        return (f'<img src="{url}" align="middle" width="{CARD_W}" height="{round(CARD_W * 3.4)}" '
                f'alt="{name}" title="{name}">')

    def _cards(self, codes) -> str:
        return "&nbsp;".join(self._img(c) for c in codes)

    def page(self, rs: RuleSet) -> Page:
        words = Words(self.tr("有"), self.tr("无"), self.tr("家规改过；原规则：%1"), self.tr("家规"),
                      self.tr("不封顶"), self.tr("级别"), self.tr("普通"), self.tr("出处 %1"),
                      self.tr("这套规则不用："), self.tr("这套规则不带喜。"))
        return Page(rs, self.ctx.lang, words, self._cards)

    def _intro(self, rs: RuleSet) -> list[str]:
        lang = self.ctx.lang
        h = [f"<h1 style='color:#b3232a'>{html.escape(rs.display_name(lang))}</h1>"]
        if rs.name:
            note = self.tr("家规，基于 %1。红字是改过的地方，鼠标停在上面可看原来的规定。")
            h.append(f"<p>{html.escape(note.replace('%1', rs.preset_name.get(lang)))}</p>")
        cards_heading = heading(1, self.tr("牌"), lang)   # (a tr() call inside an f-string is not seen by lupdate)
        h.append(f"<h2>{html.escape(cards_heading)}</h2>")
        deck = self.tr("一副牌 120 张：三门（万、条、饼）各九种，加红花、千字、白花，每种四张。")
        h.append(f"<p>{html.escape(deck)}</p>")
        h.append("<table cellspacing='6'>")
        for suit in ("w", "t", "b"):
            h.append("<tr><td>" + self._cards([f"{r}{suit}" for r in range(1, 10)]) + "</td></tr>")
        h.append("<tr><td>" + self._cards(["hh", "qz", "bh"]) + "</td></tr></table>")
        if rs.joys.enabled:
            joys = self.tr("带五张喜：福、禄、寿、喜、财，各一张。")
            h.append(f"<p>{html.escape(joys)}</p>")
            h.append("<p>" + self._cards(JOYS) + "</p>")
        return h

    def _prose(self, section: str, rs: RuleSet) -> str:
        """The few sentences that explain a section (its values follow in the generated part)."""
        if section == "deal":
            resting = rs.deal.seats > PLAYERS_PER_HAND
            rest = self.tr("每手三家打，庄家的上家歇（定醒）") if resting else self.tr("三人捉鳖，没人歇")
            return f"<p>{html.escape(rest)}</p>"
        if section == "values":
            text = self.tr("翻出的那种牌：碰算 %1 倍，剩下的几张全在手里算暗杠。")
            return f"<p>{html.escape(text.replace('%1', str(rs.values.flipped_peng_factor)))}</p>"
        if section == "settlement":
            text = self.tr("胡牌的一家算总胡数，另两家算各自的底胡（含喜）；每两家之间按胡数之差结算。")
            return f"<p>{html.escape(text)}</p>"
        return ""

    def render(self) -> None:
        rs = self.ruleset()
        self._added: set[str] = set()
        page = self.page(rs)
        lang = self.ctx.lang
        h = self._intro(rs)
        for n, section in enumerate(schema.SECTIONS, 2):
            h.append(f"<h2>{html.escape(heading(n, schema.SECTION_NAMES[section].get(lang), lang))}</h2>")
            h.append(self._prose(section, rs))
            h.append(page.section(section))
            if section == "multipliers":      # after the last part of 算胡: a hand counted with these rules
                h.append(worked_example(rs, lang, self._cards, self.tr("例：一手牌按这套规则算"),
                                        self.tr("合计")))
        self.shown, self.skipped = page.shown, page.skipped
        self.browser.setHtml("\n".join(h))
        doc: QTextDocument = self.browser.document()
        dpr = max(1.0, self.devicePixelRatioF())
        for url in self._added:
            mode, _, code = url[5:].partition("/")
            doc.addResource(QTextDocument.ResourceType.ImageResource, QUrl(url),
                            card_pixmap(code, mode, CARD_W, 2.0 * dpr, False).toImage())
