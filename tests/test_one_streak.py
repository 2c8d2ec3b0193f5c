"""One streak: the panel (the session), the statistics, the CSV export and the records agree on
streaks, wrong checks and times for any sequence of play, driven without a window."""

import csv
import datetime
import io
import json
import tempfile
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from engines import twentyfour as tf
from engines.play import Finished, Session, TwentyFourPuzzle
from engines.records.database import FILE_NAME, Records, record_of

SOLVABLE, UNSOLVABLE = (3, 3, 8, 8), (1, 1, 1, 1)
ANSWERS = {"right": "8/(3-8/3)", "wrong": "3+3+8+8", "unfinished": "3*(8"}
PLAYER = "Li Hua"
TODAY = datetime.date(2026, 11, 26)

ACTIONS = st.lists(
    st.one_of(
        st.tuples(st.just("deal"), st.booleans()),
        st.tuples(st.just("move"), st.integers(0, 9)),
        st.tuples(st.just("check"), st.sampled_from(sorted(ANSWERS))),
        st.tuples(st.just("claim"), st.just(0)),
        st.tuples(st.sampled_from(["hint", "skip", "reveal", "restart", "undo"]), st.just(0)),
        st.tuples(st.just("tick"), st.integers(1, 40)),
    ),
    max_size=30,
)


class Clock:
    now = 1000.0

    def __call__(self) -> float:
        return self.now


class Player:
    """One player's tab and records, keeping finished puzzles as the window does."""

    def __init__(self, folder: Path) -> None:
        self.records = Records(folder / FILE_NAME)
        self.clock = Clock()
        self.session: Session = self._new(SOLVABLE)
        self.best_streak = 0
        self.wrong_made = 0
        self.seconds_finished: list[float] = []

    def _new(self, hand) -> Session:
        session = Session(TwentyFourPuzzle(hand), now=self.clock)
        session.on_finished(self._keep)
        session.show()
        return session

    def _keep(self, finished: Finished) -> None:
        if finished.counts:
            code = "24:" + "".join(map(str, finished.puzzle["hand"]))
            self.records.add(record_of(finished, PLAYER, code))
            self.seconds_finished.append(round(finished.seconds, 3))

    def play(self, action: str, value) -> None:
        session = self.session
        solvable = tf.is_solvable(session.puzzle.hand)
        open_before = not session.finished
        if action == "deal":
            session.skip(solvable=solvable)
            self.session = session.follow_on(TwentyFourPuzzle(SOLVABLE if value else UNSOLVABLE))
            self.session.show()
        elif action == "skip":
            session.skip(solvable=solvable)
        elif action == "move":
            free = [p for p in range(4) if p not in session.current.used_positions]
            tokens = [*free, *tf.SYMBOLS]
            session.push(tf.apply(session.current, tokens[value % len(tokens)]))
        elif action == "undo":
            session.undo()
        elif action == "check":
            judgement = session.check(ANSWERS[value] if solvable else "1+1+1+1")
            self.wrong_made += open_before and judgement.kind == "wrong"
        elif action == "claim":
            judgement = session.claim_no_solution(solvable=solvable)
            self.wrong_made += open_before and judgement.kind == "wrong"
        elif action == "hint":
            if solvable:
                session.take_hint(3)
        elif action == "reveal":
            if solvable:
                session.reveal()
        elif action == "restart":
            session.hide()
            document = json.loads(json.dumps(session.to_json()))
            self.session = Session.from_json(document, self.clock)
            self.session.listeners = session.listeners
            self.session.show()
        else:
            self.clock.now += value
        self.best_streak = max(self.best_streak, self.session.streak)


@settings(max_examples=60, deadline=None)
@given(ACTIONS)
def test_panel_statistics_csv_and_records_agree(actions):
    with tempfile.TemporaryDirectory() as folder:
        player = Player(Path(folder))
        try:
            for action, value in actions:
                player.play(action, value)
            player.play("deal", True)  # the puzzle on the table is over, as the next deal does
            records = player.records
            figures = records.statistics(PLAYER, "24", TODAY).overall
            assert figures.current_streak == player.session.streak
            assert figures.best_streak == player.best_streak
            out = io.StringIO()
            records.export_csv(out)
            rows = list(csv.DictReader(io.StringIO(out.getvalue())))
            kept = records.records(PLAYER, "24")
            assert len(rows) == len(kept) == figures.played
            assert sum(int(row["wrong_checks"]) for row in rows) == player.wrong_made
            assert [float(row["seconds"]) for row in rows] == player.seconds_finished
            assert [record.seconds for record in kept] == player.seconds_finished
        finally:
            player.records.close()


def test_five_wrong_checks_are_five_in_the_csv(tmp_path):
    player = Player(tmp_path)
    for _ in range(5):
        player.play("check", "wrong")
    player.play("deal", True)
    out = io.StringIO()
    player.records.export_csv(out)
    (row,) = csv.DictReader(io.StringIO(out.getvalue()))
    assert row["wrong_checks"] == "5" and row["outcome"] == "abandoned"
    player.records.close()
