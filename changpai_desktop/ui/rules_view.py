"""规则: the rules of the chosen preset or house-rule set, written from its data.

Every number on the page is read from the rule set, so a house rule's value shows, marked as changed with the
preset's value beside it. Card images are inline: each face is added to the QTextDocument as an image resource
(``card:5t``) from ``card_faces``.
"""

from __future__ import annotations

import html

from PySide6.QtCore import QUrl
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QPushButton, QTextBrowser, QVBoxLayout

from ..engine.cards import CARD_INFO, JOYS
from ..engine.rules import FORMS, PRESET_IDS, RuleSet, flatten, load_preset_data
from .calculator import ruleset_choices
from .card_faces import card_pixmap
from .learn_menu import LearnWindow, context, format_value

CARD_W = 26


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
    def __init__(self, parent=None, main_window=None):
        super().__init__(parent)
        self.main_window = main_window
        self.setObjectName("rules-window")
        self.resize(980, 820)
        self.rulesets: list = []
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
        self.rulesets = ruleset_choices()
        i = self.combo.currentIndex()
        self.combo.blockSignals(True)
        self.combo.clear()
        for label, rs in self.rulesets:
            self.combo.addItem(label)
        self.combo.setCurrentIndex(min(max(0, i), len(self.rulesets) - 1))
        self.combo.blockSignals(False)

    def select(self, preset_or_name: str) -> None:
        for i, (label, rs) in enumerate(self.rulesets):
            if (rs.name or rs.preset_id) == preset_or_name:
                self.combo.setCurrentIndex(i)
                return
        raise KeyError(preset_or_name)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("规则"))
        self.label.setText(self.tr("玩法"))
        self.guided.setText(self.tr("新手引导：打第一手牌"))
        lang = context().lang
        for i, (label, rs) in enumerate(self.rulesets):
            self.combo.setItemText(i, self.tr("家规：%1").replace("%1", rs.name) if rs.name else rs.display_name(lang))
        self.render()

    def on_style_changed(self) -> None:
        self.render()

    def _start_guided(self) -> None:
        from .guided import start_guided_hand

        start_guided_hand(self.main_window)

    def ruleset(self) -> RuleSet:
        i = self.combo.currentIndex()
        return self.rulesets[i][1] if 0 <= i < len(self.rulesets) else RuleSet.preset(PRESET_IDS[0])

    # ------------------------------------------------------------------------------------------------

    def _img(self, code: str) -> str:
        ctx = context()
        url = f"card:{ctx.face_mode}/{code}"
        self._added.add(url)
        name = html.escape(CARD_INFO[code].name(ctx.lang))
        return f'<img src="{url}" align="middle" width="{CARD_W}" height="{round(CARD_W * 3.4)}" alt="{name}" title="{name}">'

    def _cards(self, codes) -> str:
        return "&nbsp;".join(self._img(c) for c in codes)

    def _val(self, key: str, shown: str | None = None) -> str:
        """A value from the rule set; marked when a house rule changed it."""
        value = self._flat.get(key)
        text = html.escape(shown if shown is not None else format_value(value))
        if key in self._changed:
            base = self._base.get(key)
            tip = html.escape(self.tr("家规改过；原规则：%1").replace("%1", format_value(base)))
            return (f'<span style="color:#b3232a; font-weight:bold;" title="{tip}">{text}</span>'
                    f'<sup style="color:#b3232a;">{html.escape(self.tr("家规"))}</sup>')
        return text

    def _onoff(self, key: str) -> str:
        return self._val(key, self.tr("有") if self._flat.get(key) else self.tr("无"))

    def render(self) -> None:
        rs = self.ruleset()
        self._added: set[str] = set()
        self._flat = flatten(rs.data)
        self._base = flatten(load_preset_data(rs.preset_id))
        self._changed = {k for k, v in flatten(rs.overrides).items() if self._base.get(k) != v}
        lang = context().lang
        d = rs.data
        h: list[str] = []
        h.append(f"<h1 style='color:#b3232a'>{html.escape(rs.display_name(lang))}</h1>")
        if rs.name:
            h.append(f"<p>{html.escape(self.tr('家规，基于 %1。红字是改过的地方，鼠标停在上面可看原来的规定。').replace('%1', RuleSet.preset(rs.preset_id).display_name(lang)))}</p>")
        # cards
        h.append(f"<h2>{self.tr('一、牌')}</h2>")
        h.append(f"<p>{html.escape(self.tr('一副牌 120 张：三门（万、条、饼）各九种，加红花、千字、白花，每种四张。'))}</p>")
        h.append("<table cellspacing='6'>")
        for suit in ("w", "t", "b"):
            h.append("<tr><td>" + self._cards([f"{r}{suit}" for r in range(1, 10)]) + "</td></tr>")
        h.append("<tr><td>" + self._cards(["hh", "qz", "bh"]) + "</td></tr></table>")
        if d["joys"]["enabled"]:
            h.append(f"<p>{self._onoff('joys.enabled')} {html.escape(self.tr('带五张喜：福、禄、寿、喜、财，各一张。'))}</p>")
            h.append("<p>" + self._cards(JOYS) + "</p>")
        else:
            h.append(f"<p>{html.escape(self.tr('喜：'))}{self._onoff('joys.enabled')}</p>")
        # deal
        h.append(f"<h2>{self.tr('二、座位、发牌和翻将')}</h2><ul>")
        h.append("<li>" + self.tr("座位：%1 人").replace("%1", self._val("deal.seats")) + ("，" + self.tr("每手三家打，庄家的上家歇（定醒）") if d["deal"]["seats"] == 4 else "，" + self.tr("三人捉鳖，没人歇")) + "</li>")
        h.append("<li>" + self.tr("庄家 %1 张，另两家各 %2 张。").replace("%1", self._val("deal.dealer_cards")).replace("%2", self._val("deal.other_cards")) + "</li>")
        h.append("<li>" + self.tr("然后翻 %1 张将牌；翻出的牌不再使用。").replace("%1", self._val("deal.flips")) + "</li></ul>")
        # levels
        lv = d["levels"]
        h.append(f"<h2>{self.tr('三、什么是将')}</h2><ul>")
        h.append("<li>" + self.tr("老将：") + self._cards(lv["old_generals"]) + "</li>")
        levels_old = " / ".join(str(x) for x in lv["old_level_by_old_flips"])
        h.append("<li>" + self.tr("老将的级别（按翻出几张老将：0 / 1 / 2 张）：%1").replace("%1", self._val("levels.old_level_by_old_flips", levels_old)) + "</li>")
        h.append("<li>" + self.tr("头尾将（所有的一和九）级别：%1（0 = 不是将）").replace("%1", self._val("levels.head_tail_level")) + "</li>")
        scope = self.tr("翻出的牌所在的 1-4-7、2-5-8、3-6-9 一组点数都是将（跟随将）") if lv["flip_rank_scope"] == "group" else self.tr("翻出的点数在三门里都是将")
        h.append("<li>" + self._val("levels.flip_rank_scope", scope) + "</li>")
        rank = " / ".join(str(x) for x in lv["rank_level_by_flips"])
        h.append("<li>" + self.tr("点数将的级别（按翻中几次：0 / 1 / 2 次）：%1").replace("%1", self._val("levels.rank_level_by_flips", rank)) + "</li></ul>")
        # values
        h.append(f"<h2>{self.tr('四、每副牌的胡数')}</h2>")
        forms = {"peng": self.tr("碰"), "anke": self.tr("暗克"), "minggang": self.tr("明杠"), "angang": self.tr("暗杠"), "long": self.tr("龙")}
        h.append("<table border='1' cellspacing='0' cellpadding='5' style='border-color:#d9c9a6'><tr><th>" + self.tr("级别") + "</th>")
        h.extend(f"<th>{forms[f]}</th>" for f in FORMS)
        h.append("</tr>")
        table = d["values"]["table"]
        base_table = self._base.get("values.table")
        for r, row in enumerate(table):
            h.append(f"<tr><td align='center'>{r}{' ' + self.tr('普通') if r == 0 else ''}</td>")
            for c, v in enumerate(row):
                changed = "values.table" in self._changed and (not base_table or r >= len(base_table) or base_table[r][c] != v)
                cell = f"<b style='color:#b3232a'>{v}</b>" if changed else str(v)
                h.append(f"<td align='center'>{cell}</td>")
            h.append("</tr>")
        h.append("</table>")
        h.append("<ul><li>" + self.tr("翻出的那种牌：碰算 %1 倍，剩下的几张全在手里算暗杠。").replace("%1", self._val("values.flipped_peng_factor")) + "</li>")
        h.append("<li>" + self.tr("三老会齐（红花、千字、白花都成副）：这三副 ×%1。").replace("%1", self._val("values.old_trio_multiplier")) + "</li>")
        h.append("<li>" + self.tr("底胡进整到 %1 的倍数。").replace("%1", self._val("values.rounding")) + "</li></ul>")
        # hand types
        ht = d["hand_types"]
        h.append(f"<h2>{self.tr('五、胡牌的算法')}</h2><ul>")
        names = {"piao": self.tr("飘胡（全是坎、杠、龙或文钱）"), "qing": self.tr("清胡（全是顺子）"), "ta": self.tr("塌胡（其他）"), "shisan": self.tr("十三胡")}
        for key in ("piao", "qing", "ta", "shisan"):
            if key == "shisan" and not ht[key].get("enabled", True):
                h.append("<li>" + names[key] + "：" + self._onoff("hand_types.shisan.enabled") + "</li>")
                continue
            text = self.tr("%1：底胡 + 成胡（自摸 %2，点炮 %3）+ 其他，再 ×%4").replace("%1", names[key]) \
                .replace("%2", self._val(f"hand_types.{key}.base_self")).replace("%3", self._val(f"hand_types.{key}.base_discard")) \
                .replace("%4", self._val(f"hand_types.{key}.multiplier"))
            h.append(f"<li>{text}</li>")
        h.append("</ul>")
        ex = d["extras"]
        h.append(f"<h3>{self.tr('其他（加胡）')}</h3><ul>")
        h.append("<li>" + self.tr("自摸：+%1").replace("%1", self._val("extras.self_drawn")) + "</li>")
        for key, label in (("middle", self.tr("丫子")), ("edge", self.tr("拖尾 / 边张")), ("pair", self.tr("吊头 / 单吊"))):
            vals = " / ".join(str(v) for v in ex[key])
            h.append("<li>" + self.tr("%1：硬自摸 / 硬点炮 / 软自摸 / 软点炮 = %2").replace("%1", label).replace("%2", self._val(f"extras.{key}", vals)) + "</li>")
        wq = " / ".join(str(v) for v in ex["wenqian"][1:])
        h.append("<li>" + self.tr("文钱（一二三饼）") + " " + self._cards(["1b", "2b", "3b"]) + " " + self.tr("1 到 4 副：%1").replace("%1", self._val("extras.wenqian", wq)) + "</li>")
        h.append("<li>" + self.tr("杠开：+%1").replace("%1", self._val("extras.gang_kai")) + "</li></ul>")
        # multipliers
        mult_names = {"menpiao": self.tr("闷子棍 / 闷飘"), "tiancheng": self.tr("天成"), "yihutouer": self.tr("一胡头儿"),
                      "qionghen": self.tr("穷狠（没有喜）"), "haidi": self.tr("海底捞月"), "dihu": self.tr("地胡"),
                      "baoting": self.tr("报听 / 折庄"), "shuanglong": self.tr("双龙"), "huimian": self.tr("会面")}
        h.append(f"<h3>{self.tr('翻倍')}</h3><table cellpadding='3'>")
        for key, label in mult_names.items():
            on = self._onoff(f"multipliers.{key}.on")
            h.append(f"<tr><td>{label}</td><td>{on}</td><td>×{self._val(f'multipliers.{key}.factor')}</td></tr>")
        h.append("</table>")
        # joys
        if d["joys"]["enabled"]:
            vals = " / ".join(str(v) for v in d["joys"]["values"][1:])
            h.append(f"<h2>{self.tr('六、喜')}</h2><p>" + self.tr("有 1 到 5 张喜：%1 胡；五张喜全在起手：%2 胡。").replace("%1", self._val("joys.values", vals)).replace("%2", self._val("joys.all_in_deal")) + "</p>")
        # settlement
        st = d["settlement"]
        cap = self._val("settlement.cap", str(st["cap"]) if st["cap"] else self.tr("不封顶"))
        h.append(f"<h2>{self.tr('七、出分')}</h2><ul>")
        h.append("<li>" + html.escape(self.tr("胡牌的一家算总胡数，另两家算各自的底胡（含喜）；每两家之间按胡数之差结算。")) + "</li>")
        h.append("<li>" + self.tr("封顶：%1").replace("%1", cap) + "</li>")
        h.append("<li>" + self.tr("包张：%1").replace("%1", self._onoff("settlement.baozhang")) + "</li></ul>")
        self.browser.setHtml("\n".join(h))
        doc: QTextDocument = self.browser.document()
        dpr = max(1.0, self.devicePixelRatioF())
        for url in self._added:
            mode, _, code = url[5:].partition("/")
            doc.addResource(QTextDocument.ResourceType.ImageResource, QUrl(url),
                            card_pixmap(code, mode, CARD_W, 2.0 * dpr, False).toImage())
