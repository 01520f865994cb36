"""``python -m changpai_desktop.engine``: kept as a thin entry to the command line, which lives in ``cli/``
(``python -m changpai_desktop.cli`` is the same). An entry point is never imported, so this one import up
does not make the engine depend on the command line."""

import sys

from ..cli.main import main

sys.exit(main())
