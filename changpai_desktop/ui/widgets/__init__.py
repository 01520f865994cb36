"""Reusable widgets: card faces, delegates, item models of card rows and score sheets, card rows."""
