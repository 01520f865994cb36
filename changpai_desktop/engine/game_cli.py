"""Moved to ``changpai_desktop.cli.simulate``."""

from ..cli.simulate import simulate  # noqa: F401  # COMPAT(wave2)
