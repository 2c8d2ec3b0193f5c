"""`python -m engines.classroom.contest`: the headless contest host (see `host_cli`)."""

from engines.classroom.contest.host_cli import main
from engines.common.command_line import run_program

if __name__ == "__main__":
    run_program(main)
