"""Entry point of `python -m engines.matchsticks`; importing it does nothing."""

from engines.common.command_line import run_program
from engines.matchsticks.cli import main

if __name__ == "__main__":
    run_program(main)
