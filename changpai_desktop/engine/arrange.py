"""Moved to ``engine.tiles.arrange``; this name stays until every caller imports the new one."""

from .tiles.arrange import *  # noqa: F403  # COMPAT(wave2)
from .tiles.arrange import _combine, _group_frontier, _intern, _value  # noqa: F401  # COMPAT(wave2): ai.py → qing_xiangting
