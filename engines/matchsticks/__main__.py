"""Entry point of `python -m engines.matchsticks`; importing it does nothing."""

import sys

from engines.matchsticks.cli import main

if __name__ == "__main__":
    sys.exit(main())
