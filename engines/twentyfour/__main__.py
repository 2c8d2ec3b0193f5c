"""`python -m engines.twentyfour`: see `engines.twentyfour.cli`."""

import sys

from engines.twentyfour.cli import main

if __name__ == "__main__":
    sys.exit(main())
