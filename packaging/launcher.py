"""Entry script for the PyInstaller bundle: the same ``changpai`` command as the installed package."""

import sys

from changpai_desktop.app import main

sys.exit(main())
