"""The 记分 window: a score keeper for games played with real cards."""
