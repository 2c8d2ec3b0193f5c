"""`python -m engines.twentyfour`: see `engines.twentyfour.cli`."""

from engines.command_line import run_program
from engines.twentyfour.cli import main

if __name__ == "__main__":
    run_program(main)
