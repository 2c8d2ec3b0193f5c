"""`python -m engines.twentyfour`: see `engines.twentyfour.cli`."""

import gc

from engines.common.command_line import run_program
from engines.twentyfour.cli import main


def _main() -> int:
    """The command, without the cycle collector: a search makes millions of small tuples, none
    in a cycle, yet the collector kept walking all of them (a third of the time). Reference
    counting still frees what the search drops; the process ends right after."""
    gc.disable()
    return main()


if __name__ == "__main__":
    run_program(_main)
