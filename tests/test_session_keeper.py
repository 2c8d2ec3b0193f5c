"""A tab's session keeper: starts, resumes and saves sessions, runs the clock only on screen,
and reports every finished puzzle to the listeners it was given."""

from engines.play import Session, SessionStore, TwentyFourPuzzle
from gui.play.session_keeper import SessionKeeper


class FakeTime:
    def __init__(self) -> None:
        self.now = 10.0

    def __call__(self) -> float:
        return self.now


def test_listeners_hear_started_and_resumed_puzzles(tmp_path):
    store = SessionStore(tmp_path)
    time = FakeTime()
    heard = []
    keeper = SessionKeeper(store, time)
    keeper.on_finished(heard.append)
    keeper.start(TwentyFourPuzzle((3, 3, 8, 8))).check("8/(3-8/3)")
    keeper.start(TwentyFourPuzzle((1, 2, 3, 4)))
    keeper.save()
    again = SessionKeeper(store, time)
    again.on_finished(heard.append)
    resumed = again.resume("24")
    assert resumed is not None and resumed.puzzle.hand == (1, 2, 3, 4)
    resumed.reveal()
    assert [event.outcome for event in heard] == ["solved", "revealed"]
    assert resumed.score == 10


def test_the_clock_follows_the_screen_across_puzzles():
    time = FakeTime()
    keeper = SessionKeeper(now=time)
    first: Session = keeper.start(TwentyFourPuzzle((3, 3, 8, 8)))
    time.now += 5
    keeper.set_on_screen(True)
    time.now += 2
    second = keeper.start(TwentyFourPuzzle((1, 2, 3, 4)))
    time.now += 3
    keeper.set_on_screen(False)
    time.now += 9
    assert (first.seconds, second.seconds) == (2, 3)
    assert first.outcome == "abandoned"
    assert SessionKeeper().resume("24") is None
