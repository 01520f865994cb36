"""新手引导: a guided first hand on a fixed deal.

The deck is an explicit card order (``engine.table.deal.build_deck``) for 南通单将: you deal, holding six sets, a pair,
a two-card wait (三条 五条, waiting for 四条 in the middle: 丫子) and one lone card (二万). The flip is 七万, so
the 1-4-7 ranks are 将 besides the ones, nines and 老将. You discard the lone card, the two computer players
draw and discard, and you draw 四条 and win by yourself (自摸).

The deal is built so that nothing can interrupt: each computer holds 22 different kinds (no pair, so no claim)
and nothing you hold twice or wait for; every other copy of your pairs and of your waits (一条, 四条) lies deep
in the wall; each computer's one draw is a kind it lacks, so it still holds no pair. So each human decision is
known in advance, and ``guided_notes`` holds one explanation per decision (the table shows them with hints forced
on). ``start_guided_hand(start_game, parent)`` starts it through the table's
``start_game(..., deck=..., guided_notes=...)``.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from ...engine.table.deal import build_deck
from ...engine.rules import RuleSet

translate = QCoreApplication.translate
StartGame = Callable[..., None]   # the table's start_game(preset, seats, levels, hands, seed=, deck=, guided_notes=)

PRESET = "nantong-single"
SEED = 20240601
SEATS = 4
LEVELS = ["easy", "easy", "easy"]
HANDS = 1
FLIP = "7w"
HUMAN = "hh hh hh 1b 2b 3b 4w 4w 4w 2t 3t 4t 6b 7b 8b 5w 6w 7w 9t 9t 3t 5t 2w"
# Kinds the computers may hold: none you hold twice or more, none you wait for (一条, 四条), none you discard.
_SAFE = "1w 3w 5w 6w 7w 8w 9w 2t 5t 6t 7t 8t 1b 2b 3b 4b 5b 6b 7b 8b 9b qz bh"
SEAT1 = " ".join(c for c in _SAFE.split() if c != "qz")   # 22 different kinds: no pair, so no claim
SEAT2 = " ".join(c for c in _SAFE.split() if c != "bh")
DRAWS = "qz bh 4t"     # seat 1 draws 千字 (it had none), seat 2 白花 (it had none); you draw 四条
LONE = "2w"
WIN = "4t"


def guided_deck() -> list[str]:
    rules = RuleSet.preset(PRESET)
    return build_deck(rules, [HUMAN, SEAT1, SEAT2], FLIP, DRAWS)


def guided_notes() -> list[str]:
    """One note per decision of yours, in order (the table shows each when you are to act)."""
    return [
        translate("Guided", "欢迎！这一手你是庄家，起手 23 张牌，先打一张。翻出来的将是七万："
                  "南通单将里，和它同一组的一、四、七点（三门都算）"
                  "都是将，所有的一和九、红花千字白花（老将）也是将；将牌成副胡数更大。"
                  "看看你的牌：三张红花、三张四万是两副“暗克”（都是将，各 8 胡）；一二三饼是“文钱”（加 20 胡）；"
                  "二三四条、六七八饼、五六七万是顺子；九条一对是将头；三条五条只差中间的四条。"
                  "只有二万和哪张牌都连不上——把二万打出去（提示里也这样建议）。"),
        translate("Guided", "你摸到了四条！三条、四条、五条连成一副，七副牌加一对将头齐了——"
                  "可以胡了，点“胡”（自摸）。"
                  "胡数这样算：底胡 = 两副暗克 8 + 8 = 16，进整为 20；塌胡成胡 20；"
                  "其他：自摸 10、丫子（胡在顺子中间）10、"
                  "文钱 20。合计 80 胡。胡牌后的结算表会一项一项列出来。"),
        translate("Guided", "这一手已经离开了引导的路线，不过没关系：照提示打，就是最好的练习。"),
    ]


def start_guided_hand(start_game: StartGame | None, parent: QWidget | None = None) -> bool:
    """Start the guided hand on the table; False (with a message) when there is no table to start it on."""
    if start_game is None:
        box = QMessageBox(QMessageBox.Icon.Information, translate("Guided", "新手引导"),
                          translate("Guided", "新手引导要在牌桌上打：请从主窗口的“学习”菜单打开。"),
                          QMessageBox.StandardButton.Ok, parent)
        box.setObjectName("guided-no-table")
        box.open()
        return False
    start_game(PRESET, SEATS, list(LEVELS), HANDS, seed=SEED, deck=guided_deck(), guided_notes=guided_notes())
    return True
