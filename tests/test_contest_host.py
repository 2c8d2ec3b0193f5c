"""`puzzle-suite --host-contest`: the headless host, driven as a teacher's terminal would be."""

from __future__ import annotations

import asyncio
import csv
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from engines.classroom.contest.host_cli import main as host_main
from engines.classroom.contest.room import MAX_PUPILS
from engines.records.database import Records
from tests.contest_support import Pupil

ROOT = Path(__file__).resolve().parents[1]


def start_host(tmp_path: Path, *options: str) -> tuple[subprocess.Popen, int, str]:
    command = [
        sys.executable,
        "-m",
        "gui",
        "--host-contest",
        "--port",
        "0",
        "--bind",
        "127.0.0.1",
        "--data-dir",
        str(tmp_path / "data"),
        "--results",
        str(tmp_path / "results.csv"),
        *options,
    ]
    host = subprocess.Popen(
        command,
        cwd=ROOT,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        encoding="utf-8",
    )
    assert host.stdout is not None
    first = host.stdout.readline()
    match = re.fullmatch(r"http://127\.0\.0\.1:(\d+)/\?pin=(\d{4,8})\n", first)
    assert match, first + host.stderr.read() if host.stderr else first
    assert host.stdout.readline() == f"PIN {match[2]}\n"
    return host, int(match[1]), match[2]


def tell(host: subprocess.Popen, line: str) -> str:
    assert host.stdin is not None and host.stdout is not None
    host.stdin.write(line + "\n")
    host.stdin.flush()
    return host.stdout.readline()


def test_a_whole_contest_from_the_terminal(tmp_path):
    host, port, pin = start_host(tmp_path, "--set", str(tmp_path / "set.txt"), "--game", "24")
    pupils = [Pupil(port), Pupil(port)]

    async def join() -> None:
        await pupils[0].join(pin, "Ann")
        await pupils[1].join(pin, "Bo")

    async def answer() -> list[dict]:
        return [
            await pupils[0].answer(1, text="8/(3-8/3)"),
            await pupils[1].answer(1, text="3+3+8+8"),
        ]

    async def close() -> None:
        await asyncio.gather(*(pupil.close() for pupil in pupils))

    with asyncio.Runner() as run:
        try:
            run.run(join())
            assert tell(host, "start").startswith("ok start phase=playing puzzle=1/2 pupils=2")
            verdicts = run.run(answer())
            assert [v["kind"] for v in verdicts] == ["new", "wrong"]
            status = json.loads(tell(host, "status"))
            assert [(p["name"], p["score"]) for p in status["pupils"]] == [("Ann", 1), ("Bo", -1)]
            assert status["reveal"] is None
            assert tell(host, "reveal").startswith("ok reveal phase=revealed")
            assert tell(host, "kick Bo").startswith("ok kick")
            assert tell(host, "next").startswith("ok next phase=playing puzzle=2/2 pupils=1")
            assert tell(host, "start").startswith("unchanged start")
            assert tell(host, "end") == f"results {tmp_path / 'results.csv'} (2 answers)\n"
            assert host.wait(10) == 0
        finally:
            run.run(close())
            host.kill()
            host.communicate()
    with open(tmp_path / "results.csv", encoding="utf-8-sig") as file:
        rows = list(csv.DictReader(file))
    assert [(r["pupil"], r["verdict"]) for r in rows] == [
        ("Ann", "NEW 1"),
        ("Bo", "WRONG the result is 22, not 24"),
    ]
    records = Records(tmp_path / "data" / "records.sqlite3")
    assert sorted(r.player for r in records.records() if r.mode == "contest") == ["Ann", "Bo"]
    records.close()
    assert not (tmp_path / "data" / "contest.json").exists()


@pytest.fixture(autouse=True)
def puzzle_set(tmp_path):
    (tmp_path / "set.txt").write_text("# two hands\n24:3388\nMS:5+7=2\n24:2346\n")


def test_an_interrupted_contest_resumes_with_its_pupils(tmp_path):
    host, port, pin = start_host(tmp_path, "--count", "2", "--seed", "3", "--pin", "98765")
    assert pin == "98765"
    pupil = Pupil(port)
    with asyncio.Runner() as run:
        try:
            run.run(pupil.join(pin, "Ann"))
            run.run(pupil.close())
        finally:
            host.terminate()
            host.communicate()
    assert host.returncode == 130
    again, _port, pin_again = start_host(tmp_path, "--resume")
    try:
        status = json.loads(tell(again, "status"))
        assert pin_again == "98765" and [p["name"] for p in status["pupils"]] == ["Ann"]
        ended, _ = again.communicate(timeout=10)
        assert again.returncode == 0 and ended.startswith("results ")
    finally:
        if again.poll() is None:
            again.kill()
            again.communicate()


@pytest.mark.parametrize(
    ("options", "problem"),
    [
        (["--pin", "12"], "a PIN is 4 to 8 digits"),
        (["--game", "matchsticks", "--set", "{set}"], "has no matchsticks puzzles"),
        (["--max-pupils", str(MAX_PUPILS * 10)], "use a number from 1 to 500"),
        (["--resume"], "no unfinished contest"),
        (["--set", "{missing}"], "cannot read"),
    ],
)
def test_bad_options_are_one_line_and_status_2(tmp_path, capsys, options, problem):
    (tmp_path / "only24.txt").write_text("24:3388\n")
    options = [
        o.format(set=tmp_path / "only24.txt", missing=tmp_path / "nope.txt") for o in options
    ]
    status = host_main([*options, "--data-dir", str(tmp_path), "--port", "0"])
    error = capsys.readouterr().err
    assert status == 2 and problem in error and error.count("\n") == 1


def test_the_host_starts_without_qt():
    script = (
        "import sys\n"
        "from gui.shell.start import main\n"
        "try:\n"
        "    main(['--host-contest', '--help'])\n"
        "except SystemExit:\n"
        "    pass\n"
        "print(sorted(m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6')))\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True, check=True
    )
    assert "--host-contest" in result.stdout and result.stdout.strip().endswith("[]")
