"""Entry point of `python -m engines.matchsticks`; importing it does nothing."""

from engines.matchsticks.cli import run_program

if __name__ == "__main__":
    run_program()
