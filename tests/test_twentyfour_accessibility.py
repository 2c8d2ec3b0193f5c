"""What a screen reader hears on the 24 tab, in English and in Chinese."""

import pytest
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QComboBox, QLineEdit, QPushButton

from gui.twentyfour.card_view import CardView, Suit
from tests.accessibility_support import accessible_name, unnamed_controls
from tests.twentyfour_support import (
    chinese_translation,
    find,
    type_hand,
)

pytestmark = pytest.mark.game_tab("24")

OPERATOR_NAMES = {
    "plusButton": ("Plus", "加"),
    "minusButton": ("Minus", "减"),
    "timesButton": ("Times", "乘"),
    "divideButton": ("Divided by", "除以"),
    "openButton": ("Open bracket", "左括号"),
    "closeButton": ("Close bracket", "右括号"),
    "backspaceButton": ("Backspace", "退格"),
    "clearButton": ("Clear", "清空"),
    "noSolutionButton": ("No solution", "无解"),
}
FIELD_NAMES = {
    "targetInput": ("Target", "目标"),
    "expressionInput": ("Your answer", "你的答案"),
    "handInput": ("Your own hand", "自己出的牌"),
}
COMBO_LABELS = {
    "difficultyCombo": ("Difficulty:", "难度"),
    "cardCountCombo": ("Cards:", "牌数"),
}


def label_of(widget):
    """The label a screen reader reads with `widget` (on Linux a combo box's name is its value)."""
    interface = QAccessible.queryAccessibleInterface(widget)
    labels = interface.relations(QAccessible.Relation.Label)
    return labels[0][0].text(QAccessible.Text.Name) if labels else ""


def names(tab, language):
    index = 0 if language == "en" else 1
    buttons = {name: accessible_name(find(tab, QPushButton, name)) for name in OPERATOR_NAMES}
    fields = {name: accessible_name(find(tab, QLineEdit, name)) for name in FIELD_NAMES}
    fields_ok = fields == {name: pair[index] for name, pair in FIELD_NAMES.items()}
    for name, pair in COMBO_LABELS.items():
        combo = find(tab, QComboBox, name)
        fields[name] = label_of(combo)
        fields_ok &= fields[name].startswith(pair[index]) and combo.accessibleName() != ""
    return (
        buttons == {name: pair[index] for name, pair in OPERATOR_NAMES.items()},
        fields_ok,
        buttons,
        fields,
    )


def test_every_control_has_a_meaningful_english_name(qtbot, tab):
    type_hand(qtbot, tab, "Q 3 8 A")
    assert unnamed_controls(tab) == []
    buttons_ok, fields_ok, buttons, fields = names(tab, "en")
    assert buttons_ok, buttons
    assert fields_ok, fields
    spoken = [accessible_name(card) for card in tab.cards]
    assert spoken[0].startswith("Queen of ")
    assert spoken[3].startswith("Ace of ")
    assert spoken[1].startswith("3 of ")
    assert label_of(find(tab, QComboBox, "modeCombo")) == "Mode:"


@pytest.mark.parametrize(
    ("value", "suit", "english"),
    [
        (12, Suit.HEARTS, "Queen of hearts"),
        (1, Suit.SPADES, "Ace of spades"),
        (11, Suit.CLUBS, "Jack of clubs"),
        (10, Suit.DIAMONDS, "10 of diamonds"),
    ],
)

def test_a_card_is_named_by_rank_and_suit(qtbot, value, suit, english):
    card = CardView(0)
    qtbot.addWidget(card)
    card.show_card(value, suit)
    assert accessible_name(card) == english


def test_names_follow_a_switch_to_chinese(qtbot, tab, qapp, tmp_path):
    type_hand(qtbot, tab, "Q 3 8 A")
    with chinese_translation(qapp, tmp_path):
        assert unnamed_controls(tab) == []
        buttons_ok, fields_ok, buttons, fields = names(tab, "zh_CN")
        assert buttons_ok, buttons
        assert fields_ok, fields
        spoken = [accessible_name(card) for card in tab.cards]
        assert spoken[0][-1] == "Q" and spoken[0][:2] in ("黑桃", "红桃", "梅花", "方块")
    buttons_ok, fields_ok, buttons, fields = names(tab, "en")
    assert buttons_ok, buttons
    assert fields_ok, fields
