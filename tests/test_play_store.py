"""Saved games on disk: written whole, read back, and an unreadable file set aside."""

import logging

from engines.play import Session, SessionStore, TwentyFourPuzzle
from engines.play.store import LOG


def test_a_saved_session_loads_back(tmp_path):
    store = SessionStore(tmp_path / "data")
    session = Session(TwentyFourPuzzle((3, 3, 8, 8)))
    session.push(session.current.__class__((3, 3, 8, 8), (2,)))
    session.set_draft("8/(")
    assert store.save(session)
    loaded = store.load("24")
    assert loaded is not None and loaded.to_json() == session.to_json()
    assert store.load("matchsticks") is None
    assert sorted(p.name for p in (tmp_path / "data").iterdir()) == ["twentyfour-session.json"]


def test_an_unreadable_save_is_set_aside_with_one_log_line(tmp_path, caplog):
    store = SessionStore(tmp_path)
    store.path("24").write_text('{"format": "puzzle-suite/session", "version": 1', "utf-8")
    with caplog.at_level(logging.WARNING, logger=LOG.name):
        assert store.load("24") is None
    assert len(caplog.records) == 1 and "could not be read" in caplog.records[0].message
    kept = [p.name for p in tmp_path.iterdir()]
    assert len(kept) == 1 and kept[0].startswith("twentyfour-session.json.unreadable-")
    assert store.load("24") is None


def test_a_game_saved_under_the_wrong_name_is_set_aside(tmp_path, caplog):
    store = SessionStore(tmp_path)
    store.save(Session(TwentyFourPuzzle((1, 2, 3, 4))))
    store.path("24").rename(store.path("matchsticks"))
    with caplog.at_level(logging.WARNING, logger=LOG.name):
        assert store.load("matchsticks") is None
    assert len(caplog.records) == 1


def test_an_unwritable_directory_is_logged_not_raised(tmp_path, caplog):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    with caplog.at_level(logging.WARNING, logger=LOG.name):
        assert not SessionStore(blocker / "data").save(Session(TwentyFourPuzzle((1, 2, 3, 4))))
    assert len(caplog.records) == 1
