"""The pupil's page in a real browser: Debian's chromium, driven by selenium, against a real
contest server on loopback. Skipped, saying so, where chromium or its driver is not installed
(`.ci/run` installs them: apt-get install chromium chromium-driver)."""

from __future__ import annotations

import itertools
import shutil
import tempfile
import time
from collections.abc import Iterator

import pytest

from engines.classroom.contest.room import Room
from tests.contest_support import make_room, running

BROWSER = shutil.which("chromium")
DRIVER = shutil.which("chromedriver")
webdriver = pytest.importorskip("selenium.webdriver", reason="selenium is not installed")
if BROWSER is None or DRIVER is None:
    pytest.skip(
        "no browser for the pupil page tests: apt-get install chromium chromium-driver",
        allow_module_level=True,
    )

from selenium.common.exceptions import TimeoutException  # noqa: E402
from selenium.webdriver.chrome.service import Service  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.support.ui import WebDriverWait  # noqa: E402

FLAGS = (
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
)
SIZES = [(360, 640), (1280, 800)]
TEXTS = {
    "en": {
        "new": "New!",
        "same": "The same as your answer 1",
        "score": "Score: {}",
        "used": "8 is not used",
    },
    "zh-CN": {
        "new": "新的解法",
        "same": "和你的第 1 个答案相同",
        "score": "得分：{}",
        "used": "8 没有用到",
    },
}
_pins = itertools.count(100_000)


@pytest.fixture(scope="module", params=["en", "zh-CN"])
def browser(request) -> Iterator:
    options = webdriver.ChromeOptions()
    options.binary_location = BROWSER
    with tempfile.TemporaryDirectory(prefix="contest-browser-") as profile:
        for flag in (*FLAGS, f"--user-data-dir={profile}", f"--lang={request.param}"):
            options.add_argument(flag)
        options.add_experimental_option("prefs", {"intl.accept_languages": request.param})
        driver = webdriver.Chrome(service=Service(DRIVER), options=options)
        driver.language = request.param
        try:
            yield driver
        finally:
            driver.quit()


@pytest.fixture(params=SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
def page(browser, request):
    width, height = request.param
    browser.execute_cdp_cmd(
        "Emulation.setDeviceMetricsOverride",
        {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < 600},
    )
    return browser


def wait_for(driver, condition, what: str):
    try:
        return WebDriverWait(driver, 10, poll_frequency=0.05).until(lambda _d: condition())
    except TimeoutException:
        raise AssertionError(f"the page never showed {what}") from None


def text_of(driver, element_id: str) -> str:
    return driver.find_element(By.ID, element_id).text


def joined(driver, server, room: Room, name: str = "Li Lei") -> None:
    driver.get(f"http://127.0.0.1:{server.port}/?pin={room.pin}")
    assert not driver.find_element(By.ID, "pin").is_displayed()
    driver.find_element(By.ID, "name").send_keys(name)
    driver.find_element(By.ID, "join").click()
    wait_for(driver, lambda: len(room.pupils) == 1 and server.connections, "the lobby")


def started(driver, server) -> None:
    assert server.command("start").result(10)
    wait_for(driver, lambda: driver.find_element(By.ID, "puzzle").is_displayed(), "the puzzle")


def test_answers_typed_and_tapped_on_the_keypad_get_their_verdicts(page):
    words = TEXTS[page.language]
    room = make_room("24:3388", pin=str(next(_pins)))
    with running(room) as server:
        joined(page, server, room)
        started(page, server)
        assert [card.text for card in page.find_elements(By.CSS_SELECTOR, ".card")] == [
            "3",
            "3",
            "8",
            "8",
        ]
        answer = page.find_element(By.ID, "answer")
        answer.send_keys("3＋3＋8")
        page.find_element(By.ID, "submit").click()
        # Not an answer yet (an 8 is not used): said, and it costs nothing.
        wait_for(page, lambda: words["used"] in text_of(page, "verdict"), "an unfinished verdict")
        assert text_of(page, "score") == words["score"].format(0)
        answer.clear()
        answer.send_keys("8÷(3−8÷3)\n")
        wait_for(page, lambda: words["new"] in text_of(page, "verdict"), "a new verdict")
        assert text_of(page, "score") == words["score"].format(1)
        keys = {
            key.get_attribute("data-key"): key
            for key in page.find_elements(By.CSS_SELECTOR, "#keypad button")
        }
        for key in ["8", "÷", "(", "3", "−", "8", "÷", "3", ")"]:
            keys[key].click()
        assert answer.get_attribute("value") == "8÷(3−8÷3)"
        page.find_element(By.ID, "undo").click()
        assert answer.get_attribute("value") == "8÷(3−8÷3"
        keys[")"].click()
        page.find_element(By.ID, "submit").click()
        wait_for(page, lambda: words["same"] in text_of(page, "verdict"), "a repeat verdict")
        assert text_of(page, "score") == words["score"].format(0)
        assert [p.score for p in room.pupils.values()] == [0]


def test_a_matchstick_moves_by_two_taps_and_undo_puts_it_back(page):
    words = TEXTS[page.language]
    room = make_room("MS:5+7=2", pin=str(next(_pins)))

    def on() -> set[str]:
        return {
            e.get_attribute("data-slot")
            for e in page.find_elements(By.CSS_SELECTOR, '[data-on="1"]')
        }

    with running(room) as server:
        joined(page, server, room)
        started(page, server)
        start = on()
        assert "1:v" in start and "0:b" not in start
        page.find_element(By.CSS_SELECTOR, '[data-slot="1:v"]').click()
        page.find_element(By.CSS_SELECTOR, '[data-slot="0:b"]').click()
        assert on() == start - {"1:v"} | {"0:b"}
        page.find_element(By.ID, "undo").click()
        assert on() == start
        place = page.find_element(By.CSS_SELECTOR, '[data-slot="1:v"]')
        place.send_keys("\n")
        page.find_element(By.CSS_SELECTOR, '[data-slot="0:b"]').send_keys(" ")
        assert on() == start - {"1:v"} | {"0:b"}
        page.find_element(By.ID, "submit").click()
        wait_for(page, lambda: words["new"] in text_of(page, "verdict"), "a new verdict")
        assert room.pupils[1].score == 1


def test_a_reloaded_page_comes_back_with_the_same_name_and_score(page):
    words = TEXTS[page.language]
    room = make_room("24:3388", "24:2346", pin=str(next(_pins)))
    with running(room) as server:
        joined(page, server, room, "王小明")
        started(page, server)
        page.find_element(By.ID, "answer").send_keys("8/(3-8/3)\n")
        wait_for(page, lambda: text_of(page, "score") == words["score"].format(1), "the score")
        page.refresh()
        wait_for(page, lambda: text_of(page, "score") == words["score"].format(1), "the score")
        assert "王小明" in text_of(page, "who")
        assert len(room.pupils) == 1
        assert "8/(3-8/3)" in text_of(page, "answers")
        assert server.command("next").result(10)
        wait_for(
            page,
            lambda: (
                page.find_element(By.ID, "answer").get_attribute("value") == ""
                and "2" in text_of(page, "round")
            ),
            "the next puzzle",
        )


def test_names_are_shown_as_text_and_a_wrong_pin_is_explained(browser):
    room = make_room("24:3388", pin=str(next(_pins)))
    with running(room) as server:
        browser.get(f"http://127.0.0.1:{server.port}/")
        browser.execute_script("localStorage.clear()")
        assert browser.find_element(By.ID, "pin").is_displayed()
        browser.find_element(By.ID, "name").send_keys("<img src=x onerror=alert(1)>")
        browser.find_element(By.ID, "pin").send_keys("0")
        browser.find_element(By.ID, "join").click()
        wait_for(browser, lambda: text_of(browser, "join-problem"), "why the join failed")
        browser.find_element(By.ID, "pin").clear()
        browser.find_element(By.ID, "pin").send_keys(room.pin + "\n")
        wait_for(browser, lambda: room.pupils, "the pupil in the room")
        started(browser, server)
        browser.find_element(By.ID, "answer").send_keys("8/(3-8/3)\n")
        wait_for(browser, lambda: room.pupils[1].score == 1, "the answer judged")
        server.command("reveal").result(10)
        wait_for(browser, lambda: "<img src=x" in text_of(browser, "reveal"), "the reveal")
        assert browser.find_elements(By.CSS_SELECTOR, "img") == []
        time.sleep(0.1)


RULE_TEXTS = {
    "en": "Use some or all of the numbers, each at most once, to make 455. Every step must be "
    "a whole number above zero.",
    "zh-CN": "用其中部分或全部数字（每个最多用一次）算出 455。每一步的结果都必须是正整数。",
}


def test_a_countdown_puzzle_shows_its_numbers_and_its_own_rule(browser):
    room = make_room("24:100.25.1.3.7.10:T455SWPH100", pin=str(next(_pins)))
    with running(room) as server:
        joined(browser, server, room)
        started(browser, server)
        cards = [card.text for card in browser.find_elements(By.CSS_SELECTOR, ".card")]
        assert cards == ["100", "25", "1", "3", "7", "10"]
        rule = browser.find_element(By.CSS_SELECTOR, "#puzzle .target").text
        assert rule == RULE_TEXTS[browser.language]
