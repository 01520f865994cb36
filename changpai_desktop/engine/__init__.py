"""The Changpai rules engine and game: pure Python, no Qt (a test enforces it).

Modules: ``cards`` (kinds and notation), ``rules`` (presets as data), ``arrange`` (sets-and-pair
arrangements, waits, 向听), ``scoring`` (算胡 with an itemised explanation), ``settlement`` (出分).
"""
