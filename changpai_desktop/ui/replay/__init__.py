"""The replay viewer (复盘) and its review pane."""
