"""Changpai Desktop: Nantong Changpai (南通长牌) for the desktop.

The package splits into three layers with dependencies pointing one way:
``ui`` (Qt) -> ``storage`` (files on disk) -> ``engine`` (pure Python rules and game).
"""

__version__ = "0.1.0"
