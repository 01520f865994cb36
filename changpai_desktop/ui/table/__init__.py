"""The game table: the table widget, the seats, the action bar, the side panel, the dialogs of a game, and the
bridge that runs ``services.session`` on a worker thread (``controller`` ties them together)."""
