"""One 局: its state, the deal, the moves (what is legal and why not), pending/apply, the typed result."""
