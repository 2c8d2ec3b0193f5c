"""What a fresh process imports, read from the interpreter's own import log (`-X importtime`):
the tests that hold a command line or the first frame to the modules it needs. Such processes
run from the checkout (`run_from_checkout`), as a window would start offscreen."""

import os
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent


def imports_of(*arguments: str, home: Path | None = None) -> tuple[str, set[str]]:
    """(standard output, names of the modules imported) of `python -X importtime ARGUMENTS`
    run from the checkout; with `home`, as a window would start offscreen with its home and
    data there. The process must succeed."""
    result = run_from_checkout("-X", "importtime", *arguments, home=home)
    return result.stdout, {line.split("|")[-1].strip() for line in result.stderr.splitlines()}


def run_from_checkout(*arguments: str, home: Path | None = None) -> subprocess.CompletedProcess:
    """`python ARGUMENTS` run from the checkout, which must succeed; with `home`, as a window
    would start offscreen with its home and data there."""
    env = dict(os.environ)
    if home is not None:
        env.update(
            QT_QPA_PLATFORM="offscreen",
            HOME=str(home),
            XDG_CONFIG_HOME=str(home / "config"),
            XDG_DATA_HOME=str(home / "data"),
        )
    result = subprocess.run(
        [sys.executable, *arguments],
        cwd=REPO,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert result.returncode == 0, result.stderr[-2000:]
    return result


def engine_modules(names: set[str]) -> set[str]:
    """The project's engine modules among `names`."""
    return {name for name in names if name == "engines" or name.startswith("engines.")}
