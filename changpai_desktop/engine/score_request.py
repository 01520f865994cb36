"""Moved to ``engine.scoring.request`` (and ``services.score_text.score_json``); kept until callers move."""

from ..services.score_text import score_json  # noqa: F401  # COMPAT(wave2)
from .scoring.request import WIN_FLAGS, RequestError, parse_request, score_request  # noqa: F401  # COMPAT(wave2)
