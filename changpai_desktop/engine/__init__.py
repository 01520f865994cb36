"""The Changpai rules engine and game: pure Python, no Qt, no user files, no UI prose (a test enforces it).

Packages: ``cards`` (kinds and notation), ``rules`` (presets as data, typed sections), ``tiles``
(sets-and-pair arrangements, waits, 向听, sets needed, is-ready), ``scoring`` (算胡 with an itemised
explanation, 出分), ``table`` (one 局: actions, legality, events, the result), ``match`` (hands in a row),
``drive`` (the one driver loop), ``record`` (the save format, replay, undo), ``players`` (computer players,
hints), ``text`` (engine text as glossary ids and values).
"""
