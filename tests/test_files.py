"""The one writer of every file, and setting a file aside: links, collisions, full disks, FIFOs."""

import errno
import json
import os
import threading
from datetime import UTC, datetime

import pytest

from engines.classroom.puzzle_sets import add_to_set
from engines.common import files
from engines.common.files import set_aside, write_file
from engines.play import Session, SessionStore, TwentyFourPuzzle
from gui.shell.main_window import MainWindow
from gui.shell.settings import Settings


def test_a_planted_temporary_symlink_is_never_followed(tmp_path):
    victim = tmp_path / "victim.txt"
    victim.write_text("precious", encoding="utf-8")
    data = tmp_path / "data"
    data.mkdir()
    (data / "twentyfour-session.json.tmp").symlink_to(victim)
    store = SessionStore(data)
    assert store.save(Session(TwentyFourPuzzle((3, 3, 8, 8))))
    assert victim.read_text(encoding="utf-8") == "precious"
    assert json.loads((data / "twentyfour-session.json").read_text("utf-8"))["game"] == "24"


def test_a_symlinked_file_is_written_where_it_points(tmp_path):
    shared = tmp_path / "shared"
    shared.mkdir()
    target = shared / "unit3.txt"
    target.write_text("24:3388\n", encoding="utf-8")
    link = tmp_path / "my-set.txt"
    link.symlink_to(target)
    add_to_set(link, "24:4477")
    assert link.is_symlink()
    assert target.read_text(encoding="utf-8") == "24:3388\n24:4477\n"


def test_two_writers_never_share_a_temporary_file(tmp_path):
    path = tmp_path / "game.json"
    texts = [json.dumps({"writer": n, "pad": "x" * 20000}) for n in range(8)]
    errors = []

    def write(text):
        try:
            for _ in range(20):
                write_file(path, text)
        except OSError as error:  # pragma: no cover - the finding
            errors.append(error)

    threads = [threading.Thread(target=write, args=(text,)) for text in texts]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert errors == []
    assert path.read_text(encoding="utf-8") in texts  # whole, from one writer
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.json"]


def test_a_failed_write_leaves_the_old_file_and_no_temporary(tmp_path, monkeypatch):
    path = tmp_path / "game.json"
    path.write_text("old", encoding="utf-8")

    def full_disk(_handle):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(files.os, "fsync", full_disk)
    with pytest.raises(OSError):
        write_file(path, "new")
    assert path.read_text(encoding="utf-8") == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["game.json"]


def test_a_full_disk_says_so_on_screen(qtbot, tmp_path, monkeypatch):
    window = MainWindow(Settings.open(tmp_path / "s.ini"), data_dir=tmp_path / "data")
    qtbot.addWidget(window)

    def full_disk(_handle):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(files.os, "fsync", full_disk)
    assert not window.store.save(Session(TwentyFourPuzzle((3, 3, 8, 8))))
    assert "could not be saved" in window.statusBar().currentMessage()
    assert "No space left on device" in window.statusBar().currentMessage()
    assert not [p for p in (tmp_path / "data").iterdir() if p.name.endswith(".tmp")]


def test_set_aside_names_never_collide_even_within_one_microsecond(tmp_path):
    moment = datetime(2026, 11, 26, 9, 0, tzinfo=UTC)
    kept = []
    for n in range(5):
        path = tmp_path / "records.sqlite3"
        path.write_text(f"copy {n}", encoding="utf-8")
        kept.append(set_aside(path, "damaged", moment))
    assert len(set(kept)) == 5
    assert sorted(p.read_text(encoding="utf-8") for p in kept) == [f"copy {n}" for n in range(5)]
    assert all("20261126T090000.000000Z" in p.name for p in kept)


def test_two_unreadable_saves_in_one_second_are_both_kept(tmp_path):
    store = SessionStore(tmp_path)
    for text in ("{broken one", "{broken two"):
        store.path("24").write_text(text, encoding="utf-8")
        assert store.load("24") is None
    kept = sorted(p.read_text(encoding="utf-8") for p in tmp_path.iterdir())
    assert kept == ["{broken one", "{broken two"]
    assert len(store.notices) == 2


def test_a_fifo_without_a_reader_is_refused_not_waited_on(tmp_path):
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    with pytest.raises(OSError, match="nobody is reading"):
        write_file(fifo, "data")


def test_a_directory_is_refused(tmp_path):
    with pytest.raises(OSError, match="not a regular file"):
        write_file(tmp_path, "data")
