"""The contest server with real websocket clients over loopback: many pupils, reconnections,
and clients that misbehave (each dropped, the others unaffected)."""

from __future__ import annotations

import asyncio
import csv
import io
import json
import urllib.error
import urllib.request
from collections import defaultdict

import pytest
from websockets.exceptions import ConnectionClosed, InvalidHandshake

from engines.classroom.contest import store
from engines.classroom.contest.page import engine_translations
from engines.classroom.contest.results import write_csv
from engines.classroom.contest.server import BOARD_SECONDS
from engines.twentyfour import solve
from engines.twentyfour.cli import main as twentyfour_command
from tests.contest_support import Pupil, command, make_room, running, until

HAND = (2, 3, 4, 6)


def answer_pool() -> list[str]:
    """Right answers, the same ones spelt otherwise (repeats), and wrong ones."""
    right = [solution.text for solution in solve(HAND)[:6]]
    spelt_otherwise = [text.replace("*", "×") for text in right[:3]]
    wrong = ["2+3+4+6", "2*3*4*6", "6*4", "(2+3", "8/(3-8/3)", "2 3 4 6"]
    return right + spelt_otherwise + wrong


def judge_command(texts: list[str]) -> list[str]:
    """What `python -m engines.twentyfour judge 2 3 4 6` prints for these answers."""
    out = io.StringIO()
    source = io.StringIO("".join(f"{text}\n" for text in texts))
    status = twentyfour_command(["judge", *map(str, HAND)], source, out, io.StringIO())
    assert status == 0
    return out.getvalue().splitlines()


def test_a_hundred_pupils_answer_reconnect_and_are_judged_as_the_judge_command():
    room = make_room("24:2346", "MS:5+7=2")
    pool = answer_pool()
    pupils_count = 100

    async def scenario(port: int, server) -> list[Pupil]:
        pupils = [Pupil(port) for _ in range(pupils_count)]
        await asyncio.gather(*(p.join(room.pin, f"pupil {n}") for n, p in enumerate(pupils)))
        await until(lambda: len(server.connections) == pupils_count)
        assert await command(server, "start")

        async def play(number: int, pupil: Pupil) -> None:
            kinds = []
            for step in range(3):
                verdict = await pupil.answer(1, text=pool[(number + step) % len(pool)])
                kinds.append(verdict["kind"])
            assert set(kinds) <= {"new", "same", "wrong", "unfinished"}
            score = verdict["score"]
            await pupil.close()
            welcome = await pupil.join(room.pin)
            assert welcome["state"]["you"]["name"] == f"pupil {number}"
            assert welcome["state"]["you"]["score"] == score
            # What was not an answer yet is not listed (the judge does not number it).
            listed = len(welcome["state"]["you"]["answers"])
            assert listed == sum(kind != "unfinished" for kind in kinds)
            for step in range(3, 5):
                await pupil.answer(1, text=pool[(number + step * 7) % len(pool)])

        await asyncio.gather(*(play(n, p) for n, p in enumerate(pupils)))
        await until(lambda: len(server.connections) == pupils_count)
        assert await command(server, "next")
        assert await command(server, "end")
        await asyncio.sleep(2 * BOARD_SECONDS)
        final = server.seq
        for pupil in pupils:
            while max(pupil.seqs()) < final:
                await pupil.next_of("any")
            assert pupil.welcome is not None
            missing = set(range(pupil.welcome["seq"] + 1, final + 1)) - set(pupil.seqs())
            assert not missing, f"{pupil.welcome['state']['you']['name']} missed {missing}"
            assert [m["phase"] for m in pupil.seen if m["type"] == "state"][-2:] == [
                "playing",
                "ended",
            ]
        await asyncio.gather(*(p.close() for p in pupils))
        return pupils

    with running(room) as server:
        asyncio.run(scenario(server.port, server))

    out = io.StringIO()
    rows = write_csv(room, out)
    assert rows == pupils_count * 5
    answers: dict[str, list[dict[str, str]]] = defaultdict(list)
    for row in csv.DictReader(io.StringIO(out.getvalue())):
        answers[row["pupil"]].append(row)
    assert len(answers) == pupils_count
    for name, given in answers.items():
        printed = judge_command([row["answer"] for row in given])
        assert [row["verdict"] for row in given] == printed[:-1], name
        assert printed[-1] == f"SCORE {given[-1]['puzzle_score']}"


def test_misbehaving_clients_are_dropped_and_nobody_else_notices():
    room = make_room("24:3388")

    async def flood(pupil: Pupil) -> None:
        try:
            for _ in range(1000):
                await pupil.send({"type": "answer", "round": 1, "text": "1+1"})
                await asyncio.sleep(0.001)
        except ConnectionClosed:
            pass

    async def scenario(port: int, server) -> None:
        good = [Pupil(port) for _ in range(10)]
        await asyncio.gather(*(p.join(room.pin, f"good {n}") for n, p in enumerate(good)))
        assert await command(server, "start")
        bad_json, huge, flooder = Pupil(port), Pupil(port), Pupil(port)
        for number, pupil in enumerate((bad_json, huge, flooder)):
            await pupil.join(room.pin, f"bad {number}")
        wrong_pin, control, first_garbage = Pupil(port), Pupil(port), Pupil(port)
        for pupil in (wrong_pin, control, first_garbage):
            await pupil.open()
        await bad_json.send("{not json")
        await huge.send("x" * 2**20)
        await wrong_pin.send({"type": "join", "pin": "no", "name": "Zhang"})
        await control.send({"type": "join", "pin": room.pin, "name": "Eve\x1b[2J\x07"})
        await first_garbage.send("[1, 2, 3]")

        async def keep_answering(pupil: Pupil) -> None:
            for _ in range(5):
                verdict = await pupil.answer(1, text="8/(3-8/3)")
                assert verdict["kind"] in ("new", "same")
                await asyncio.sleep(0.05)

        results = await asyncio.gather(
            flood(flooder),
            bad_json.refusal(),
            huge.refusal(),
            wrong_pin.refusal(),
            control.refusal(),
            first_garbage.refusal(),
            *(keep_answering(p) for p in good),
        )
        assert await flooder.refusal() == ("flooding", 1008)
        assert results[1] == ("malformed", 1008)
        assert results[2][1] == 1009
        assert results[3] == ("unknown-pin", 4003)
        assert results[4] == ("bad-name", 4003)
        assert results[5] == ("malformed", 1008)
        for pupil in good:
            assert pupil.connection is not None and pupil.connection.close_code is None
            assert all(m["type"] != "refused" for m in pupil.seen)
        assert [p.name for p in room.pupils.values() if p.name.startswith("Eve")] == []
        assert all(room.pupils[n + 1].score == 1 - 4 for n in range(10))
        await asyncio.gather(*(p.close() for p in good))

    with running(room) as server:
        asyncio.run(scenario(server.port, server))


def test_a_pupil_comes_back_with_the_token_and_a_stranger_cannot():
    room = make_room("24:3388")

    async def scenario(port: int, server) -> None:
        pupil = Pupil(port)
        await pupil.join(room.pin, "李雷")
        await command(server, "start")
        assert (await pupil.answer(1, text="8/(3-8/3)"))["score"] == 1
        await pupil.close()
        back = await pupil.join(room.pin)
        assert back["state"]["you"] == {
            "name": "李雷",
            "score": 1,
            "answers": [pupil.welcome["state"]["you"]["answers"][0]],
        }
        second_page = Pupil(port)
        second_page.token = pupil.token
        await second_page.join(room.pin)
        assert await pupil.refusal() == ("replaced", 4002)
        stranger = Pupil(port)
        await stranger.open()
        await stranger.send({"type": "join", "pin": room.pin, "token": "guess"})
        assert await stranger.refusal() == ("unknown-token", 4003)
        same_name = Pupil(port)
        await same_name.open()
        await same_name.send({"type": "join", "pin": room.pin, "name": " 李雷 "})
        assert await same_name.refusal() == ("name-taken", 4003)
        assert await command(server, "kick", "李雷")
        assert await second_page.refusal() == ("kicked", 4001)
        again = Pupil(port)
        again.token = pupil.token
        await again.open()
        await again.send({"type": "join", "pin": room.pin, "token": pupil.token})
        assert await again.refusal() == ("kicked", 4003)
        await asyncio.gather(*(p.close() for p in (pupil, second_page, stranger, same_name)))

    with running(room) as server:
        asyncio.run(scenario(server.port, server))


def test_the_page_never_receives_a_solution_before_the_reveal():
    room = make_room("24:3388")
    solution = "8/(3-8/3)"

    async def scenario(port: int, server) -> tuple[str, dict]:
        pupil = Pupil(port)
        await pupil.join(room.pin, "Wang")
        await command(server, "start")
        await pupil.answer(1, text="3*8")
        await pupil.answer(1, text="3+3+8+8")
        await asyncio.sleep(0.4)
        before = json.dumps(pupil.seen)
        await command(server, "reveal")
        revealed = await pupil.next_of("state")
        await pupil.close()
        return before, revealed

    with running(room) as server:
        before, revealed = asyncio.run(scenario(server.port, server))
    assert "8/" not in before and "/3" not in before
    assert revealed["reveal"] == [{"answer": solution, "found_by": []}]


def test_the_server_serves_the_page_and_listens_only_while_open(tmp_path):
    room = make_room("24:3388")
    with running(room, save_dir=tmp_path) as server:
        base = f"http://127.0.0.1:{server.port}"
        with urllib.request.urlopen(f"{base}/?pin={room.pin}", timeout=5) as response:
            page = response.read().decode("utf-8")
            assert response.headers["Content-Type"] == "text/html; charset=utf-8"
            assert "default-src 'none'" in response.headers["Content-Security-Policy"]
        assert json.dumps(engine_translations()["{card} is used twice"], ensure_ascii=False) in page
        with pytest.raises(urllib.error.HTTPError) as missing:
            urllib.request.urlopen(f"{base}/secret", timeout=5)
        assert missing.value.code == 404
        missing.value.close()
        port = server.port
    assert store.saved(tmp_path) is not None

    async def knock() -> None:
        await Pupil(port).open()

    with pytest.raises((OSError, InvalidHandshake)):
        asyncio.run(knock())


def test_the_contest_is_saved_as_it_goes_and_resumes_with_every_answer(tmp_path):
    room = make_room("24:3388", "24:2346", mode="first")

    async def scenario(port: int, server) -> None:
        pupils = [Pupil(port) for _ in range(3)]
        for number, pupil in enumerate(pupils):
            await pupil.join(room.pin, f"p{number}")
        await command(server, "start")
        await pupils[2].answer(1, text="8/(3-8/3)")
        await pupils[0].answer(1, text="8*3")
        await pupils[0].answer(1, text="8/(3-8/3)")
        await command(server, "next")
        await pupils[1].answer(2, text="2*3*4")
        await asyncio.sleep(1.3)
        await asyncio.gather(*(p.close() for p in pupils))

    with running(room, save_dir=tmp_path) as server:
        asyncio.run(scenario(server.port, server))
    resumed = store.saved(tmp_path)
    assert resumed is not None
    assert resumed.pin == room.pin and resumed.mode == "first"
    assert [(p.name, p.score, p.token) for p in resumed.pupils.values()] == [
        (p.name, p.score, p.token) for p in room.pupils.values()
    ]
    assert [p.score for p in resumed.pupils.values()] == [9, 0, 10]
    assert resumed.snapshot()["groups"] == room.snapshot()["groups"]
