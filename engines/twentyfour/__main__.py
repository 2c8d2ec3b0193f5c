"""`python -m engines.twentyfour`: see `engines.twentyfour.cli`."""

import gc

from engines.command_line import run_program
from engines.twentyfour.cli import main


def _main() -> int:
    """The command, then no more cycle collection: the process ends next, and a last pass over
    the solver's caches (a million objects after seven cards) took longer than the search."""
    status = main()
    gc.freeze()
    return status


if __name__ == "__main__":
    run_program(_main)
