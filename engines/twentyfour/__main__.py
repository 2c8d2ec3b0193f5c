"""`python -m engines.twentyfour`: see `engines.twentyfour.cli`."""

import sys

from engines.twentyfour.cli import main

sys.exit(main())
