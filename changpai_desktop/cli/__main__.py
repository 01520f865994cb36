"""``python -m changpai_desktop.cli``: the same as ``changpai-engine``."""

import sys

from .main import main

sys.exit(main())
