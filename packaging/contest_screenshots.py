"""The class contest's pictures for docs/CONTEST.md (`make screenshots`).

A contest runs on loopback with a few scripted pupils; the host view is rendered offscreen in
English and Chinese, and the pupil's page is photographed by Debian's chromium (through
selenium) at a phone's width in both languages. Without them, only the host view is made.
"""

from __future__ import annotations

import asyncio
import os
import shutil
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from engines.classroom.contest.network import join_url  # noqa: E402
from engines.classroom.contest.room import Room  # noqa: E402
from engines.classroom.contest.server import ContestServer  # noqa: E402
from engines.sharing.codes import read_code  # noqa: E402
from tests.contest_support import Pupil  # noqa: E402

NAMES = ["Ann", "李雷", "Bo", "韩梅梅", "Chen", "王小明"]
ANSWERS = ["(2+4)*3+6", "(3-2)*4*6", "(2+4)*3+6", "2*3*4", "6+3×(4+2)", "(6-3)*(2+6)"]
PHONE = {"width": 360, "height": 900, "deviceScaleFactor": 2, "mobile": True}
"""A phone's width; tall enough to show the verdict under the keypad."""


def contest(data: Path) -> tuple[Room, ContestServer]:
    room = Room([read_code("24:2346"), read_code("MS:5+7=2")], pin="4821")
    server = ContestServer(room, "127.0.0.1", 0, save_dir=data)
    server.start()

    async def pupils() -> None:
        crowd = [Pupil(server.port) for _ in NAMES]
        for pupil, name in zip(crowd, NAMES, strict=True):
            await pupil.join(room.pin, name)
        await asyncio.wrap_future(server.command("start"))
        for pupil, answer in zip(crowd, ANSWERS, strict=True):
            await pupil.answer(1, text=answer)
        for pupil in crowd[:4]:
            await pupil.close()

    asyncio.run(pupils())
    return room, server


def host_views(room: Room, server: ContestServer, data: Path, docs: Path) -> None:
    from PySide6.QtWidgets import QApplication

    from gui.classroom.contest.host_window import ContestHostWindow
    from gui.shell.app import application
    from gui.shell.appearance import apply_appearance
    from gui.shell.i18n import CHINESE, ENGLISH, set_language

    app = application()
    apply_appearance(app, "light")
    for language, name in ((ENGLISH, "contest-host.png"), (CHINESE, "contest-host-zh_CN.png")):
        set_language(app, language)
        view = ContestHostWindow(room, server, data)
        view.address = join_url("192.168.1.20", server.port, room.pin)  # as in a classroom
        view.show()
        view.show_snapshot(room.snapshot())
        view.retranslate_ui()
        view.resize(1280, 800)
        for _ in range(5):
            QApplication.processEvents()
        view.grab().save(str(docs / name))
        server.on_change = None
        view.hide()
        view.deleteLater()


def pupil_pages(room: Room, server: ContestServer, docs: Path) -> None:
    browser, driver_path = shutil.which("chromium"), shutil.which("chromedriver")
    try:
        from selenium import webdriver
        from selenium.webdriver.chrome.service import Service
        from selenium.webdriver.common.by import By
    except ImportError:
        browser = None
    if browser is None or driver_path is None:
        print("no chromium or selenium: the pupil page pictures are not made", file=sys.stderr)
        return

    for language, name in (("en", "contest-pupil-en.png"), ("zh-CN", "contest-pupil-zh_CN.png")):
        options = webdriver.ChromeOptions()
        options.binary_location = browser
        with tempfile.TemporaryDirectory() as profile:
            for flag in (
                "--headless",
                "--no-sandbox",
                "--disable-gpu",
                "--no-first-run",
                "--disable-background-networking",
                "--disable-component-update",
                "--disable-sync",
                f"--user-data-dir={profile}",
                f"--lang={language}",
            ):
                options.add_argument(flag)
            options.add_experimental_option("prefs", {"intl.accept_languages": language})
            driver = webdriver.Chrome(service=Service(driver_path), options=options)
            try:
                driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", PHONE)
                driver.get(f"http://127.0.0.1:{server.port}/?pin={room.pin}")
                driver.find_element(By.ID, "name").send_keys("Lily" if language == "en" else "小红")
                driver.find_element(By.ID, "join").click()
                time.sleep(0.5)
                driver.find_element(By.ID, "answer").send_keys("(6-2)*(3+4)-4\n")
                time.sleep(0.4)
                driver.execute_script("window.scrollTo(0, 0)")
                driver.save_screenshot(str(docs / name))
            finally:
                driver.quit()


def main() -> None:
    docs = ROOT / "docs"
    with tempfile.TemporaryDirectory(prefix="contest-shots-") as scratch:
        data = Path(scratch)
        room, server = contest(data)
        try:
            pupil_pages(room, server, docs)
            host_views(room, server, data, docs)
        finally:
            server.stop()


if __name__ == "__main__":
    main()
