"""The action bar: the actions open to the human now, as large buttons that show their key, each disabled button
saying why it is not open (the engine's reason: ``Decision.refusals``)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QPoint, Qt, Signal
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QHBoxLayout, QLabel, QMenu, QPushButton, QSizePolicy, QWidget

from ...engine.table.actions import Action
from ...engine.text import Card, Msg, msg
from ...services.text import render
from ..context import UiContext
from ..keys import ENTER_KEYS
from ..widgets.card_rows import HandView
from .highlight import Glow
from .style import fit_one_line, repolish


def translate(context: str, text: str) -> str:
    """Every user-visible string goes through Qt's translator (简体中文 is the source text)."""
    return QCoreApplication.translate(context, text)


def action_names() -> dict[str, str]:
    """Each button's action in the UI language."""
    return {"hu": translate("table", "胡"), "gang": translate("table", "杠"), "peng": translate("table", "碰"),
            "pass": translate("table", "过"), "angang": translate("table", "暗杠"),
            "jiagang": translate("table", "加杠"), "jiaolong": translate("table", "叫龙"),
            "lilong": translate("table", "撂龙"), "ready": translate("table", "报听"),
            "discard": translate("table", "打出"), "tianting": translate("table", "天听")}


def button_of(action: Action) -> str:
    """The button an action is played with: 自摸 on 胡's, 天听 (in the dragon window) on 报听's."""
    return {"tsumo": "hu", "tianting": "ready"}.get(action.type, action.type)


def action_words(action: Action, ctx: UiContext) -> str:
    """An action as the player reads it: "碰 五万", "自摸", "过"."""
    verb = translate("table", "自摸") if action.type == "tsumo" else action_names()[action.type]
    return f"{verb} {ctx.card_name(action.card)}" if action.card else verb


def refusal(decision, key: str) -> Msg:
    """The engine's reason why the button ``key`` is closed now: the pending decision's refusal of its action
    type ("胡" is 自摸 in the act phase and 胡 in a claim), or "not your turn" with no decision for the human."""
    if decision is None:
        return msg("refuse.not_yours")
    if key == "hu":
        return decision.refusals["hu" if decision.phase == "claim" else "tsumo"]
    return decision.refusals[key]


BUTTON_HEIGHT = 38      # px at text scale 1
BUTTON_MIN_WIDTH = 52
BUTTON_PX = 15          # the buttons' text, px at text scale 1
MIN_BUTTON_PX = 9
READABLE_BUTTON_PX = 12   # below this the key letters go from the labels (they stay in tooltips and the key list)
BUTTON_PAD = 12         # px of a button's width beside its text
STATUS_PX = 16          # the status line's text, px at text scale 1
STATUS_PAD = 8


class ActionBar(QWidget):
    """The actions open to the human now, as large buttons that show their key."""

    chosen = Signal(object)
    KEYS = [("hu", "H"), ("gang", "G"), ("peng", "P"), ("pass", "Space"), ("angang", "A"), ("jiagang", "J"),
            ("jiaolong", "L"), ("lilong", "K"), ("ready", "T"), ("discard", "Return")]

    def __init__(self, ctx: UiContext, hand_view: HandView, parent=None):
        super().__init__(parent)
        self.ctx = ctx
        self.hand_view = hand_view
        self.buttons: dict[str, QPushButton] = {}
        self.legal: list[Action] = []
        self.decision = None
        self.suggested: Glow | None = None   # 照提示: the gold frame on the hinted action's button
        lay = QHBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(6)
        # the bar's messages: the table shows this label beside your name, so a message never moves the buttons
        self.status = QLabel()
        self.status.setObjectName("status")
        self.status.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        for key, _k in self.KEYS:
            b = QPushButton()
            b.setObjectName(f"action_{key}")
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            b.setProperty("action", key)
            b.setFixedHeight(BUTTON_HEIGHT)
            b.setMinimumWidth(BUTTON_MIN_WIDTH)
            # the bar never forces the window wider than the screen: buttons share the width and may shrink
            b.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
            b.clicked.connect(lambda _=False, k=key: self.trigger(k))
            b.installEventFilter(self)   # Enter on the button 照提示 focused; its tooltip when Qt asks
            lay.addWidget(b, 1)
            self.buttons[key] = b
        self.retranslate()
        self.set_decision(None, None, False)

    QT_KEYS = {Qt.Key.Key_H: "hu", Qt.Key.Key_G: "gang", Qt.Key.Key_P: "peng", Qt.Key.Key_Space: "pass",
               Qt.Key.Key_A: "angang", Qt.Key.Key_J: "jiagang", Qt.Key.Key_L: "jiaolong", Qt.Key.Key_K: "lilong",
               Qt.Key.Key_T: "ready"}

    def handle_key(self, key) -> bool:
        """One key per action (shown on its button); True when the key was an enabled action's."""
        action = self.QT_KEYS.get(key)
        if action is None or not self.buttons[action].isEnabled():
            return False
        self.trigger(action)
        return True

    def say(self, text: str) -> None:
        """A short message for the player (its label keeps its place when there is nothing to say); a long one is
        drawn smaller until it fits its one line (the whole of it is also the label's tooltip)."""
        self.status.setText(text)
        self.status.setToolTip(text)
        self._fit_status()

    def _fit_status(self) -> None:
        fit_one_line(self.status, round(STATUS_PX * self.text_scale), STATUS_PAD)

    def set_text_scale(self, scale: float) -> None:
        """Buttons as tall as their text, which grows with the cards and in 大字."""
        self.text_scale = scale
        for b in self.buttons.values():
            b.setFixedHeight(round(BUTTON_HEIGHT * scale))
        self._fit_font()
        self._fit_status()

    text_scale = 1.0
    _font_px = 0

    def _fit_font(self) -> None:
        """The buttons' text at its designed size, smaller (to ``MIN_BUTTON_PX``) until every label fits the bar:
        a narrow window or long English names never cut a button's text."""
        if not self.buttons:
            return
        room = self.width() - self.layout().spacing() * (len(self.buttons) - 1) - BUTTON_PAD * len(self.buttons)
        f = QFont(next(iter(self.buttons.values())).font())
        px = self._fitting_px(f, [self._label(k, True) for k in self.buttons], room)
        short = px < READABLE_BUTTON_PX   # a narrow bar (English at 1024 px): the names alone, larger
        if short:
            px = self._fitting_px(f, [self._label(k, False) for k in self.buttons], room)
        if short != self._short:
            self._short = short
            for key, b in self.buttons.items():
                b.setText(self._label(key, not short))
            self._font_px = 0   # the keys move into the tooltips (_key_hint), or back out of them
        if px == self._font_px:
            return
        self._font_px = px
        f.setPixelSize(px)
        f.setBold(True)
        for b in self.buttons.values():
            b.setFont(f)
            self.layout().setStretchFactor(b, max(BUTTON_MIN_WIDTH, QFontMetrics(f).horizontalAdvance(b.text())
                                                  + BUTTON_PAD))

    def _fitting_px(self, f: QFont, labels: list[str], room: int) -> int:
        """The largest text size (designed size at most, ``MIN_BUTTON_PX`` at least) at which every label fits
        its button (a button is never narrower than ``BUTTON_MIN_WIDTH``, so a short label takes that much)."""
        def need(px: int) -> int:
            f.setPixelSize(px)
            m = QFontMetrics(f)
            return sum(max(BUTTON_MIN_WIDTH - BUTTON_PAD, m.horizontalAdvance(t)) for t in labels)

        px = round(BUTTON_PX * self.text_scale)
        first = need(px)
        if first > room:   # text width grows with the size: start from the proportional size, then check
            px = max(MIN_BUTTON_PX, int(px * room / first))
            while px > MIN_BUTTON_PX and need(px) > room:
                px -= 1
        return px

    _short = False

    def _label(self, key: str, with_key: bool) -> str:
        """A button's text: its action's name and, unless the bar is too narrow, its key."""
        if not with_key:
            return action_names()[key]
        k = dict(self.KEYS)[key]
        space = translate("table", "空格")   # its own line: lupdate does not see a translate() inside an f-string
        return f"{action_names()[key]} " + {"Space": space, "Return": "⏎"}.get(k, k)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit_font()
        self._fit_status()

    def names(self) -> dict[str, str]:
        return action_names()

    def retranslate(self) -> None:
        for key, b in self.buttons.items():
            b.setText(self._label(key, not self._short))
        self._font_px = 0
        self._fit_font()   # each button's share of the bar follows its text, so short ones stay readable

    def _types(self) -> set[str]:
        return {button_of(a) for a in self.legal}

    def suggest(self, action: Action) -> None:
        """照提示: the hinted ``action`` made ready to confirm, not played. Its card is selected in the hand; a
        discard is then played as any other (Enter, a double-click, 打出); any other action's button is framed in
        gold and takes the focus, so Enter or a click on it plays it (a card among several — 报听, 暗杠 — is the
        selected one)."""
        self._unsuggest()
        if action not in self.legal:
            return
        if action.card:
            self.hand_view.select_code(action.card)
        key = button_of(action)
        if key == "discard":
            self.hand_view.setFocus(Qt.FocusReason.OtherFocusReason)
            return
        self.suggested = Glow(self.buttons[key])
        self.buttons[key].setFocus(Qt.FocusReason.OtherFocusReason)

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 - Qt naming
        """Enter presses a focused action button (照提示 focuses one), also in a window the system never activated
        (no window manager, some remote desktops), where the window's key filter (``keys.ActionKeys``, which
        does the same when it follows the focus) never learns where the focus is."""
        if event.type() == QEvent.Type.KeyPress and event.key() in ENTER_KEYS and obj in self.buttons.values():
            obj.click()   # a disabled button ignores it
            return True
        if event.type() == QEvent.Type.ToolTip and obj in self.buttons.values():
            obj.setToolTip(self._tooltip(obj.property("action")))   # then Qt shows it as any tooltip
        return super().eventFilter(obj, event)

    def suggestion(self) -> str | None:
        """The button 照提示 framed (None: none)."""
        return self.suggested.parent().property("action") if self.suggested is not None else None

    def _unsuggest(self) -> None:
        if self.suggested is not None:
            self.suggested.remove()
            self.suggested = None

    def set_decision(self, decision, view, human_turn: bool) -> None:
        self._unsuggest()
        self.decision = decision if human_turn else None
        self.legal = list(decision.legal) if (decision is not None and human_turn) else []
        self.view = view
        types = self._types()
        for key, b in self.buttons.items():
            b.setEnabled(key in types)
            hot = key in types and key in ("hu", "gang", "peng")
            if b.property("hot") != hot:
                b.setProperty("hot", hot)
                repolish(b)

    def _tooltip(self, key: str) -> str:
        """What an action's button says when the pointer rests on it: the actions and cards it plays, or the
        engine's reason it is not open now. Worked out when Qt asks for it (``eventFilter``), not on every
        turn: the first one loads the glossary, which nothing else on the table needs before its first paint."""
        if key in self._types():
            cards = sorted({a.card for a in self.legal if button_of(a) == key and a.card})
            text = " / ".join(dict.fromkeys(self.names()[a.type] for a in self.legal
                                            if button_of(a) == key and a.type != "tsumo") or [self.names()[key]])
            if cards:   # the cards joined as the language joins a list ("、" / ", ")
                sep = ": " if self.ctx.lang == "en" else "："
                text += sep + render(tuple(Card(c) for c in cards), self.ctx.lang)
            return text + self._key_hint(key)
        return render(refusal(self.decision, key), self.ctx.lang) + self._key_hint(key)

    def _key_hint(self, key: str) -> str:
        """The key, in the tooltip, when the labels are too narrow to carry it."""
        return f"  ({self._label(key, True)})" if self._short else ""

    def trigger(self, key: str) -> None:
        if not self.buttons[key].isEnabled():
            return
        if key == "discard":
            code = self.hand_view.selected_code()
            if code is None:
                self.say(translate("table", "先选一张牌，再按回车打出"))
                return
            self.chosen.emit(Action("discard", code))
            return
        options = [a for a in self.legal if button_of(a) == key]
        if not options:
            return
        if len(options) == 1:
            self.chosen.emit(options[0])
            return
        sel = self.hand_view.selected_code()
        for a in options:
            if a.card == sel:
                self.chosen.emit(a)
                return
        menu = QMenu(self)
        for a in options:
            name = self.names()["hu" if a.type == "tsumo" else a.type]
            act = menu.addAction(f"{name} {self.ctx.card_name(a.card)}" if a.card else name)
            act.triggered.connect(lambda _=False, a=a: self.chosen.emit(a))
        menu.popup(self.buttons[key].mapToGlobal(QPoint(0, -menu.sizeHint().height())))
