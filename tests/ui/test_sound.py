"""The table's sounds: which cue each event gives, that the lesson's discard and win ask for their sounds, that
mute silences them, and that a machine without audio stays silent without an error."""

from __future__ import annotations

import wave

import pytest

from changpai_desktop.engine.table.actions import Action
from changpai_desktop.engine.table.events import Event
from changpai_desktop.resources import resource_path
from changpai_desktop.storage.settings import Settings
from changpai_desktop.ui import sound

WAIT = 20000


@pytest.fixture(autouse=True)
def config(tmp_path, monkeypatch):
    monkeypatch.setenv("CHANGPAI_CONFIG_DIR", str(tmp_path / "config"))


def test_each_event_gives_its_cue_and_the_weightiest_wins():
    drew = Event("drew", {"seat": 0, "card": "5w", "source": "front", "reason": "turn"})
    other_drew = Event("drew", {"seat": 1, "card": "5w", "source": "front", "reason": "turn"})
    laid = Event("discarded", {"seat": 1, "card": "8t", "ready": False})
    ready = Event("discarded", {"seat": 0, "card": "3w", "ready": True})
    peng = Event("claimed", {"seat": 0, "form": "peng", "card": "8t", "from_seat": 1})
    angang = Event("declared", {"seat": 0, "what": "angang", "card": "6t", "cards": ["6t"] * 4})
    won = Event("won", {"seat": 0, "card": "5w", "self_drawn": True, "from_seat": None, "robbed": False})
    assert sound.cue_for([drew], 0) == sound.Cue("draw", "", None)
    assert sound.cue_for([other_drew], 0) is None                     # only your own draw is heard
    assert sound.cue_for([laid], 0) == sound.Cue("discard", "card", "8t")
    assert sound.cue_for([ready], 0).call == "ready"
    assert sound.cue_for([laid, peng], 0) == sound.Cue("claim", "peng", "8t")
    assert sound.cue_for([angang], 0) == sound.Cue("claim", "gang", "6t")
    assert sound.cue_for([drew, laid, won], 0) == sound.Cue("win", "tsumo", "5w")
    assert sound.cue_for([Event("hand_drawn", {})], 0).sound == "drawn"


def test_the_sound_files_are_short_mono_waves():
    for name in sound.SOUNDS:
        with wave.open(str(resource_path("sounds", f"{name}.wav"))) as w:
            assert w.getnchannels() == 1 and w.getsampwidth() == 2
            assert 0.02 < w.getnframes() / w.getframerate() < 1.0


def test_no_audio_output_is_silence_not_an_error(qtbot):
    s = sound.TableSound(Settings())
    s.start()
    s.start()                                   # a second call while it loads starts nothing more
    qtbot.waitUntil(lambda: s.available is not None, timeout=WAIT)   # loaded in short steps, a tick each
    assert s.available in (True, False) and (s.available or s.problem)
    s.play("win")
    assert list(s.asked) == ["win"] and list(s.played) == (["win"] if s.available else [])


def test_the_loading_steps_wait_for_a_settled_turn_of_the_players(qtbot):
    """QtMultimedia's import, the audio output's first use (about 20 ms each) and each sound wait until the table
    has waited for the player (``calm``) since the step before: not while the computer seats move, nor in the
    moment a turn comes (still being painted)."""
    calm = [False]
    s = sound.TableSound(Settings(), calm=lambda: calm[0])
    s.start()
    qtbot.wait(sound.POLL_MS * 4)
    assert s.available is None and s._waited >= 2          # still waiting: nothing loaded
    flicker = iter([True, False] * 50)                     # the player's turns come and go within a tick
    s.calm = lambda: next(flicker)
    qtbot.wait(sound.POLL_MS * 6)
    assert s.available is None and not s._imported
    s.calm = lambda: True
    qtbot.waitUntil(lambda: s.available is not None, timeout=WAIT)
    assert s.available in (True, False)


def test_mute_and_volume_zero_play_nothing(qapp):
    settings = Settings(sound_on=False)
    s = sound.TableSound(settings)
    s.play("discard")
    settings.sound_on, settings.sound_volume = True, 0
    s.play("discard")
    assert list(s.asked) == ["discard", "discard"] and not s.played and s.available is None   # never loaded


def test_a_lesson_asks_for_the_discard_and_the_win(qtbot):
    from tests.main_windows import open_main_window

    w = open_main_window(qtbot, (1366, 768))
    course = w.learn_owner.open("course")
    course.start(course.lessons[0])

    def human_turn():
        return w.game.snap is not None and not w.game.awaiting and w.game.snap.human_turn

    qtbot.waitUntil(human_turn, timeout=WAIT)
    w.game.human_action(Action("discard", "2w"))
    qtbot.waitUntil(lambda: human_turn() and w.game.guide.index == 1, timeout=WAIT)
    w.game.human_action(Action("tsumo"))
    qtbot.waitUntil(lambda: w.game.hand_dialog is not None, timeout=WAIT)
    asked = list(w.game.sound.asked)
    assert asked[0] == "discard" and "draw" in asked and asked[-1] == "win"   # yours first, then theirs…


class FakeEffect:
    """A QSoundEffect stand-in that plays until told it ended."""

    def __init__(self):
        self.playing, self.plays = False, 0

    def isPlaying(self):  # noqa: N802 - Qt naming
        return self.playing

    def setVolume(self, v):  # noqa: N802 - Qt naming
        pass

    def play(self):
        self.playing, self.plays = True, self.plays + 1


def test_one_sound_at_a_time_and_the_weightiest_waits(qapp):
    """A sound asked for while another plays waits for it to end (Qt's QSoundEffect on PulseAudio can wedge
    the event loop when two overlap); of several waiting, the weightiest plays."""
    s = sound.TableSound(Settings())
    s.effects = {name: FakeEffect() for name in sound.SOUNDS}
    s.play("discard")
    s.play("claim")
    s.play("win")
    s.play("draw")                                   # lighter than the win already waiting
    assert list(s.played) == ["discard"] and s.effects["win"].plays == 0
    s.effects["discard"].playing = False
    s._next()                                        # the discard ended (QSoundEffect.playingChanged)
    assert list(s.played) == ["discard", "win"] and s.effects["claim"].plays == 0
    s.effects["win"].playing = False
    s._next()
    assert list(s.played) == ["discard", "win"]      # nothing more was waiting
    assert list(s.asked) == ["discard", "claim", "win", "draw"]
