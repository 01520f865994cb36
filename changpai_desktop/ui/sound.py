"""The table's sounds and voiced calls.

Sounds (``resources/sounds/*.wav``, made by ``tools/make_sounds.py``) play through QtMultimedia's
``QSoundEffect``: a card laid, the human's draw, a claim call (碰 / 杠 / a laid quad or dragon), a win and a drawn
hand (荒牌). Voiced calls — 碰, 杠, 胡, 自摸, 报听 and the discarded card's name — go through QtTextToSpeech when
the ``voice`` setting is on (off by default) and the system has a voice for the UI language.

QtMultimedia (PySide6-Addons) is imported on first use, after the table is shown (``TableSound.start``), never at
start-up, and in short steps so the table never waits long for it. Where it cannot play — the module or the
system's audio library is missing, or there is no audio output (a headless CI) — the table stays silent:
``problem`` says why (the settings dialog shows it), nothing raises. Each snapshot's events give at most one
sound, the weightiest (a win over a claim over a discard …), so a fast table does not clatter. ``asked`` records
every sound asked for, ``played`` those handed to an output (the tests, and a check under Xvfb with a null sink).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable
from typing import NamedTuple

from PySide6.QtCore import QCoreApplication, QObject, QTimer

from ..resources import resource_path

SOUNDS = ("discard", "draw", "claim", "win", "drawn")
WEIGHT = {name: i for i, name in enumerate(SOUNDS)}     # the weightiest of a snapshot's sounds plays
KEPT = 200                                             # how many asked / played names are remembered
FULL_VOLUME = 100
CLAIM_DECLARATIONS = ("angang", "jiagang", "lilong")   # declarations that sound like a claim (a quad laid)
SPEECH_LANGS = {"zh_Hans": ("zh",), "zh_Hant": ("zh",), "en": ("en",)}
POLL_MS = 150   # the loading steps on the GUI thread, this far apart: the two of about 20 ms each (the import, the
                # audio output) never fall into one stall together (bench_ui saw both in one of 63 ms at 20 ms)
MAX_CALM_WAIT = 200   # ... and they wait for a settled turn of the player's at most this many steps in all (30 s)


def translate(context: str, text: str) -> str:
    return QCoreApplication.translate(context, text)


class Cue(NamedTuple):
    sound: str
    call: str            # what is voiced: "peng", "gang", "hu", "tsumo", "ready", "long", "card" or ""
    card: str | None


def _cue(ev, human: int) -> Cue | None:
    t, d = ev.type, ev.data
    if t == "discarded":
        return Cue("discard", "ready" if d.get("ready") else "card", d.get("card"))
    if t == "drew" and d.get("seat") == human and d.get("reason") == "turn":
        return Cue("draw", "", None)
    if t == "claimed":
        return Cue("claim", d.get("form", ""), d.get("card"))
    if t == "declared" and d.get("what") in CLAIM_DECLARATIONS:
        return Cue("claim", "long" if d.get("what") == "lilong" else "gang", d.get("card"))
    if t == "won":
        return Cue("win", "tsumo" if d.get("self_drawn") else "hu", d.get("card"))
    if t == "hand_drawn":
        return Cue("drawn", "", None)
    return None


def cue_for(events: Iterable, human: int) -> Cue | None:
    """The one cue a snapshot's ``events`` give: the weightiest; of equal ones, the latest."""
    best = None
    for ev in events:
        cue = _cue(ev, human)
        if cue is not None and (best is None or WEIGHT[cue.sound] >= WEIGHT[best.sound]):
            best = cue
    return best


def call_words(call: str) -> str:
    return {"peng": translate("sound", "碰"), "gang": translate("sound", "杠"), "hu": translate("sound", "胡"),
            "tsumo": translate("sound", "自摸"), "ready": translate("sound", "报听"),
            "long": translate("sound", "撂龙")}.get(call, "")


class TableSound(QObject):
    """Plays the cues of the table; reads the settings (``sound_on``, ``sound_volume``, ``voice``) live.
    ``calm()``: whether the table is waiting for the player now (nothing moves): the loading steps wait until it
    has been so since the step before (a turn that has only just come is still being painted), for at most
    ``MAX_CALM_WAIT`` ticks in all."""

    def __init__(self, settings, parent=None, calm=None):
        super().__init__(parent)
        self.settings = settings
        self.calm = calm
        self._waited = 0
        self._was_calm = calm is None
        self.effects: dict = {}
        self.speech = None
        self.available: bool | None = None      # None: not started yet (or still loading)
        self._poll = QTimer(self)
        self._poll.setInterval(POLL_MS)
        self._poll.timeout.connect(self._step)
        self._imported = self._opened = False
        self._waiting: str | None = None        # the sound to play when the one playing ends
        self.problem = ""
        self.asked: deque[str] = deque(maxlen=KEPT)
        self.played: deque[str] = deque(maxlen=KEPT)
        self.spoken: deque[str] = deque(maxlen=KEPT)

    def start(self) -> None:
        """Load QtMultimedia and the sounds (once; the table calls it a moment after it shows, so a sound asked
        for during start-up — the first deal — is skipped rather than paid for with the start-up time).

        In one go this froze the table 40–250 ms a second and a half into every game; now it is three kinds
        of short step, one a tick (``POLL_MS``) on the GUI thread: the module's import, the audio output (the
        media backend's first use), then one sound a step. None of it runs on another thread: the backend's
        objects and sockets belong to the GUI thread."""
        if self.available is not None or self._poll.isActive():
            return
        self._poll.start()

    def _settled(self) -> bool:
        """Calm now and at the step before: the player's turn has lasted a tick at least."""
        now = self.calm is None or self.calm()
        settled, self._was_calm = now and self._was_calm, now
        return settled

    def _step(self) -> None:
        # every step (the import and the audio output's first use, about 20 ms each; a sound, 10–20 ms) waits
        # for a turn of the player's that has lasted a tick: during the computer seats' moves they fell into one
        # stall with the painting of a move (54 ms in bench_ui), and at the very start of the player's turn
        # into one with that turn's paint (48 ms)
        if not self._settled() and self._waited < MAX_CALM_WAIT:
            self._waited += 1
            return
        if not self._imported:
            self._imported = True
            try:
                import PySide6.QtMultimedia  # noqa: F401  (the next steps use it)
            except ImportError as exc:                 # PySide6-Addons or the system's audio library missing
                self._finish(False, str(exc))
            return
        from PySide6.QtCore import QUrl   # its type is set up on first use: not at start-up either
        from PySide6.QtMultimedia import QMediaDevices, QSoundEffect   # imported by now: a lookup

        if not self._opened:
            self._opened = True
            if not QMediaDevices.audioOutputs():   # the backend's first use (about 20 ms)
                self._finish(False, "no audio output")
            return
        name = next(n for n in SOUNDS if n not in self.effects)
        effect = QSoundEffect(self)
        effect.setSource(QUrl.fromLocalFile(str(resource_path("sounds", f"{name}.wav"))))
        effect.playingChanged.connect(self._next)
        self.effects[name] = effect
        if len(self.effects) == len(SOUNDS):
            self._finish(True, "")

    def _finish(self, available: bool, problem: str) -> None:
        self._poll.stop()
        self.available, self.problem = available, problem

    def play(self, name: str) -> None:
        """Play ``name`` — after the sound playing now, if one is: one sound at a time, the weightiest waiting.

        Qt 6.11's QSoundEffect on PulseAudio can wedge the event loop (it spins on "QSocketNotifier: Invalid
        socket") when a sound starts while another is still playing: measured with a null sink, a sound every
        40 ms set it spinning in 11 of 12 runs, and in 0 of 12 when each waited for the last to end."""
        self.asked.append(name)
        if not self._audible() or name not in self.effects:   # none until ``start`` ran: never load it here
            return
        if self._busy():
            if self._waiting is None or WEIGHT[name] >= WEIGHT[self._waiting]:
                self._waiting = name
            return
        self._start(name)

    def _start(self, name: str) -> None:
        effect = self.effects[name]
        effect.setVolume(self.settings.sound_volume / FULL_VOLUME)
        effect.play()
        self.played.append(name)

    def _next(self) -> None:
        """A sound ended: the one waiting, if nothing else plays (and the sound is still wanted)."""
        if self._waiting is None or self._busy():
            return
        name, self._waiting = self._waiting, None
        if self._audible():
            self._start(name)

    def _audible(self) -> bool:
        return self.settings.sound_on and self.settings.sound_volume > 0

    def _busy(self) -> bool:
        return any(e.isPlaying() for e in self.effects.values())

    def events(self, events: Iterable, human: int, lang: str, card_name) -> Cue | None:
        """Sound (and voice) the cue of a snapshot's ``events``; ``card_name(code)`` names a card."""
        cue = cue_for(events, human)
        if cue is None:
            return None
        self.play(cue.sound)
        if self.settings.voice and cue.call and self.available is not None:   # (not during start-up either)
            self.say(card_name(cue.card) if cue.call == "card" and cue.card else call_words(cue.call), lang)
        return cue

    def say(self, text: str, lang: str) -> None:
        if not text or not self.settings.sound_on:
            return
        speech = self._speech(lang)
        if speech is not None:
            speech.setVolume(self.settings.sound_volume / FULL_VOLUME)
            speech.say(text)
            self.spoken.append(text)

    def _speech(self, lang: str):
        """A text-to-speech engine with a voice for ``lang``, or None (no module, no engine, no voice)."""
        try:
            from PySide6.QtTextToSpeech import QTextToSpeech
        except ImportError:
            return None
        if self.speech is None:
            self.speech = QTextToSpeech(self)
        wanted = SPEECH_LANGS.get(lang, ("zh",))
        for locale in self.speech.availableLocales():
            if locale.name().split("_")[0] in wanted:
                self.speech.setLocale(locale)
                return self.speech
        return None
