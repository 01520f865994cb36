"""Tests of changpai_desktop/cli/ (a package, so that its file names may repeat in other test folders)."""
