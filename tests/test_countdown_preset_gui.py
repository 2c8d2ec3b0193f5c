"""The rule-book presets in the 24 tab, driven with real key and mouse events: Countdown's deal,
target, clock and closest-answer verdicts, Krypto's deal, and how hard each hand is."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QLabel, QPushButton

from engines.play import DEALT, TwentyFourPuzzle
from engines.twentyfour.presets import COUNTDOWN_TARGETS, KRYPTO_DECK, LARGE_NUMBERS, PRESETS
from gui.shell import settings as s
from gui.shell.settings import TF_COUNTDOWN_CLOCK, TF_LARGE_NUMBERS, TF_PRESET
from gui.shell.settings_menu import SettingsMenu
from gui.twentyfour.tab import TwentyFourTab
from tests.twentyfour_support import (
    chinese_translation,
    feedback,
    find,
    type_answer,
    type_hand,
)

HAND = (100, 75, 50, 25, 3, 6)
COUNTDOWN = PRESETS["countdown"].rules(952)
TWO_AWAY = "(100+6)*3*75/25"


class Time:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def timed_tab(qtbot, settings, time):
    tab = TwentyFourTab(settings, now=time)
    qtbot.addWidget(tab)
    tab.resize(1100, 700)
    tab.show()
    qtbot.waitExposed(tab)
    tab.set_on_screen(True)
    qtbot.waitUntil(lambda: not tab.is_busy() and tab.hand != (), timeout=20000)
    return tab


def choose(qtbot, combo: QComboBox, data) -> None:
    """Pick an item of a combo box with the keyboard, as a player would."""
    combo.setFocus()
    while combo.currentData() != data:
        before = combo.currentIndex()
        qtbot.keyClick(combo, Qt.Key.Key_Down)
        assert combo.currentIndex() != before, f"{data!r} is not in the list"


def target_of(tab) -> int:
    return int(find(tab, QLabel, "presetTarget").text().split()[-1])


def test_choosing_countdown_deals_six_numbers_and_shows_the_target_and_rules(qtbot, settings):
    tab = timed_tab(qtbot, settings, Time())
    assert not find(tab, QLabel, "presetTarget").isVisible()
    assert "24 points" in find(tab, QLabel, "presetRulesLabel").text()
    choose(qtbot, find(tab, QComboBox, "presetCombo"), "countdown")
    assert settings.get(TF_PRESET) == "countdown"
    qtbot.waitUntil(lambda: len(tab.hand) == 6 and not tab.is_busy(), timeout=20000)
    large = [card for card in tab.hand if card in LARGE_NUMBERS]
    assert len(large) == settings.get(TF_LARGE_NUMBERS) == 2
    assert find(tab, QLabel, "presetTarget").isVisible()
    low, high = COUNTDOWN_TARGETS
    assert low <= target_of(tab) <= high == 999
    assert tab.rules.target == target_of(tab)
    assert "Countdown" in find(tab, QLabel, "presetRulesLabel").text()
    assert "some or all" in find(tab, QLabel, "promptLabel").text()
    assert find(tab, QLabel, "presetClock").isVisible()
    assert not find(tab, QComboBox, "cardCountCombo").isEnabled()
    choose(qtbot, find(tab, QComboBox, "largeNumbersCombo"), 4)
    qtbot.waitUntil(
        lambda: set(tab.hand) >= set(LARGE_NUMBERS) and not tab.is_busy(), timeout=20000
    )
    assert settings.get(TF_LARGE_NUMBERS) == 4
    assert low <= target_of(tab) <= high
    assert tab.rules.target == target_of(tab)


def test_the_countdown_clock_runs_out_and_scores_the_closest_answer(qtbot, settings):
    settings.set(TF_PRESET, "countdown")
    time = Time()
    tab = timed_tab(qtbot, settings, time)
    tab.play_puzzle(TwentyFourPuzzle(HAND, COUNTDOWN), "practice", DEALT)
    clock = find(tab, QLabel, "presetClock")
    qtbot.waitUntil(lambda: "0:30" in clock.text())
    time.now += 12
    qtbot.waitUntil(lambda: "0:18" in clock.text())
    type_answer(qtbot, tab, TWO_AWAY)
    assert "2 away from 952" in feedback(tab) and "7 points" in feedback(tab)
    assert tab.session.streak == 0 and not tab.session.finished
    time.now += 20
    qtbot.waitUntil(lambda: "Time's up" in feedback(tab))
    assert "954" in feedback(tab) and "7 points" in feedback(tab)
    assert tab.scoreboard.score == 7
    assert tab.session.outcome == "abandoned"
    assert "0:00" in clock.text()


def test_without_the_clock_setting_a_countdown_hand_has_no_clock(qtbot, settings):
    settings.set(TF_PRESET, "countdown")
    settings.set(TF_COUNTDOWN_CLOCK, False)
    tab = timed_tab(qtbot, settings, Time())
    assert len(tab.hand) == 6
    assert tab.session.time_limit is None
    assert not find(tab, QLabel, "presetClock").isVisible()
    assert find(tab, QLabel, "presetTarget").isVisible()


def test_a_krypto_deal_shows_its_objective_card_and_level(qtbot, settings):
    settings.set(TF_PRESET, "krypto")
    tab = timed_tab(qtbot, settings, Time())
    assert len(tab.hand) == 5 and all(card in KRYPTO_DECK for card in tab.hand)
    assert 1 <= target_of(tab) <= 25
    qtbot.waitUntil(lambda: find(tab, QLabel, "handLevelLabel").isVisible(), timeout=20000)
    facts = find(tab, QLabel, "handLevelLabel").text()
    assert facts.startswith("Level: ") and "distinct solutions: " in facts
    assert "Krypto" in find(tab, QLabel, "presetRulesLabel").text()
    assert not find(tab, QLabel, "presetClock").isVisible()


@pytest.mark.parametrize(
    ("hand", "level", "share"), [("3 3 8 8", "hard", 62), ("1 2 3 4", "easy", 97)]
)
def test_a_four_card_hand_shows_its_level_and_the_share_who_solve_it(
    qtbot, settings, hand, level, share
):
    tab = timed_tab(qtbot, settings, Time())
    type_hand(qtbot, tab, hand)
    facts = find(tab, QLabel, "handLevelLabel")
    qtbot.waitUntil(facts.isVisible)
    assert facts.text() == f"Level: {level} · about {share}% of players solve it"


def test_the_presets_speak_chinese(qtbot, settings, qapp, tmp_path):
    settings.set(TF_PRESET, "countdown")
    tab = timed_tab(qtbot, settings, Time())
    with chinese_translation(qapp, tmp_path):
        assert find(tab, QComboBox, "presetCombo").currentText() == "Countdown"
        assert find(tab, QLabel, "presetTarget").text().startswith("目标 ")
        assert "剩余" in find(tab, QLabel, "presetClock").text()
        assert "Countdown 数字游戏：" in find(tab, QLabel, "presetRulesLabel").text()


def test_the_settings_menu_chooses_the_rule_book_and_the_clock(qtbot, window, settings):
    menu = window.findChild(SettingsMenu)
    tab = window.games["24"]
    qtbot.waitUntil(lambda: not tab.is_busy() and len(tab.hand) == 4, timeout=20000)
    menu.action_for(s.TF_PRESET, "countdown").trigger()
    assert settings.get(TF_PRESET) == "countdown"
    qtbot.waitUntil(lambda: len(tab.hand) == 6 and not tab.is_busy(), timeout=20000)
    assert find(tab, QComboBox, "presetCombo").currentData() == "countdown"
    assert tab.session.time_limit == 30
    assert find(tab, QLabel, "presetClock").isVisible()
    menu.action_for(s.TF_COUNTDOWN_CLOCK).trigger()
    assert settings.get(TF_COUNTDOWN_CLOCK) is False
    assert tab.session.time_limit is None
    assert not find(tab, QLabel, "presetClock").isVisible()


def test_the_how_many_ways_round_takes_the_rule_books_room(qtbot, settings):
    tab = timed_tab(qtbot, settings, Time())
    combo, rules = find(tab, QComboBox, "presetCombo"), find(tab, QLabel, "presetRulesLabel")
    assert combo.isVisible() and rules.isVisible()
    mode = find(tab, QComboBox, "modeCombo")
    choose(qtbot, mode, "ways")
    assert not combo.isVisible() and not rules.isVisible()
    assert not find(tab, QLabel, "handLevelLabel").isVisible()
    mode.setFocus()
    qtbot.keyClick(mode, Qt.Key.Key_Home)
    assert combo.isVisible() and rules.isVisible()



def test_the_status_bar_names_countdown_numbers_as_numbers(qtbot, settings):
    """Countdown deals numbers, not playing cards: a 1 is "1" in "New hand: …", where a
    24-point hand says "A"."""
    tab = timed_tab(qtbot, settings, Time())
    with qtbot.waitSignal(tab.status_message) as shown:
        tab.deal_hand("1 3 8 8")
    assert shown.args == ["New hand: A 3 8 8"]
    choose(qtbot, find(tab, QComboBox, "presetCombo"), "countdown")
    qtbot.waitUntil(lambda: len(tab.hand) == 6 and not tab.is_busy(), timeout=20000)
    for _deal in range(40):  # small numbers are 1-10 twice: a 1 comes soon
        with qtbot.waitSignal(tab.status_message) as shown:
            qtbot.mouseClick(find(tab, QPushButton, "dealButton"), Qt.MouseButton.LeftButton)
        if 1 in tab.hand:
            break
    assert 1 in tab.hand
    assert shown.args == ["New hand: " + " ".join(map(str, tab.hand))]


def test_countdown_numbers_show_as_numbers_and_playing_cards_as_cards(qtbot, settings):
    tab = timed_tab(qtbot, settings, Time())
    tab.play_puzzle(TwentyFourPuzzle((100, 25, 1, 3, 7, 10), COUNTDOWN), "practice", DEALT)
    assert [card.accessibleName().split()[0] for card in tab.cards] == [
        "100", "25", "1", "3", "7", "10",
    ]
    assert all(card.look.numbered for card in tab.cards)
    tab.play_puzzle(TwentyFourPuzzle((1, 12, 3, 4)), "practice", DEALT)
    assert [card.accessibleName().split()[0] for card in tab.cards] == ["Ace", "Queen", "3", "4"]
    assert not any(card.look.numbered for card in tab.cards)


def test_the_rules_window_states_the_rule_book_of_the_puzzle_on_the_table(qtbot, settings):
    tab = timed_tab(qtbot, settings, Time())
    tab.play_puzzle(TwentyFourPuzzle((100, 25, 1, 3, 7, 10), COUNTDOWN), "practice", DEALT)
    rules = tab.rules_text()
    assert "some or all of the six numbers" in rules
    assert "Use every card exactly once" not in rules and "A counts 1" not in rules
    tab.play_puzzle(TwentyFourPuzzle((1, 12, 3, 4)), "practice", DEALT)
    assert "Use every card exactly once" in tab.rules_text()
