"""Old home of saved games: the format is ``engine.record``, the files ``storage.saves``."""

from ..storage.saves import MAX_BYTES, SaveError, load_game, read_save_bytes, save_game, write_atomic  # noqa: F401  # COMPAT(wave2)
from .record import FORMAT, SCHEMA_VERSION, parse_save, to_json  # noqa: F401  # COMPAT(wave2)
from .record import match_from_save as game_from_save  # noqa: F401  # COMPAT(wave2)
