"""Every player-facing text the 24-point engine can produce, in one place.

The GUI translates these templates, so they live here as named constants: the rest of the engine
refers to them by name and a test checks that nothing else builds a Message from a literal.
"""

from engines.common import NOT_ALLOWED

NOT_A_CARD = "{token} is not a card: use A, 2-10, J, Q, K"
NOT_A_NUMBER_CARD = "{token} is not a card: use a whole number from 1 to {high}"
JOKER = "a joker cannot be played"
HAND_SIZE = "a hand has {low} to {high} cards"
HAND_TOO_LONG = "the hand is too long (at most {limit} characters)"
NOT_A_TARGET = "{text} is not a target: use a whole number or a fraction such as 7/2"

USED_TWICE = "{card} is used twice"
USED_TOO_OFTEN = "{card} is used {count} times, but the hand has only {available}"
NOT_IN_HAND = "{card} is not in the hand"
NOT_USED = "{card} is not used"
DIVISION_BY_ZERO = "division by zero"
UNEVEN_DIVISION = "{left} / {right} does not divide evenly"
WRONG_RESULT = "the result is {value}, not {target}"
UNEXPECTED = "unexpected {token} at position {position}"
ENDS_EARLY = "the expression ends too early"
TOO_LONG = "the expression is too long (at most {limit} characters)"
EMPTY = "type an expression"
NO_BRACKETS = "brackets are not allowed in left-to-right mode"
WELL_DONE = "{expression} = {target}. Well done!"
NOT_WHOLE_STEP = "{left} {op} {right} is not a whole number"
NOT_POSITIVE_STEP = "{left} {op} {right} is not above zero"

VARIANT_LEFT_TO_RIGHT = (
    "any subset, whole steps and positive steps need brackets, not left to right"
)
WHOLE_TARGET = "with whole steps the target must be a whole number, not {target}"
POSITIVE_TARGET = "with positive steps the target must be above zero, not {target}"
VARIANT_HAND_SIZE = "with any subset, whole steps or positive steps a hand has at most {high} cards"
NOT_IN_COUNTDOWN = (
    "{hand} are not Countdown numbers: 25 50 75 100 once each, 1 to 10 at most twice each"
)
NOT_IN_KRYPTO = (
    "{hand} is not a Krypto hand: five cards of the Krypto deck "
    "(1-6 three times, 7-10 four times, 11-17 twice, 18-25 once)"
)
TARGET_RANGE = "the target must be a whole number from {low} to {high}, not {target}"

CARD_ALREADY_USED = "{card} is already used"
NO_SUCH_POSITION = "there is no card at position {position}"
NOT_A_SYMBOL = "{token} is not one of + - * / ( )"
PICK_A_CARD_FIRST = "pick a card first, then an operator and another card"
PICK_ANOTHER_CARD = "pick another card: a card cannot be combined with itself"
STEP_LEFT_TO_RIGHT = "in left-to-right play a step takes a card from the hand on its right"

HINT_COMBINE = "start by combining {first} and {second}"
HINT_FIRST_STEP = "first work out {left} {op} {right} = {result}"
HINT_SOLUTION = "one solution is {solution}"
HINT_NEXT_CARD = "keep going: use {card} next"
HINT_CARRY_ON = "keep going: {solution} …"
HINT_READY = "{expression} makes {target}: press Check"
HINT_TAKE_BACK = "take back {expression}: no solution goes on from there"
HINT_TAKE_BACK_THEN = "take back {expression}, then go on: {solution} …"

NO_HAND_FOUND = "no hand of {cards} cards fits these settings"

TOO_MANY_WAYS = (
    "these cards combine in too many ways to list every solution; use fewer cards or another target"
)
TOO_MANY_SOLUTIONS = "{count} solutions are too many to list at once"

MESSAGE_TEMPLATES: tuple[str, ...] = (
    NOT_A_CARD,
    NOT_A_NUMBER_CARD,
    JOKER,
    HAND_SIZE,
    HAND_TOO_LONG,
    NOT_A_TARGET,
    USED_TWICE,
    USED_TOO_OFTEN,
    NOT_IN_HAND,
    NOT_USED,
    DIVISION_BY_ZERO,
    UNEVEN_DIVISION,
    WRONG_RESULT,
    UNEXPECTED,
    ENDS_EARLY,
    TOO_LONG,
    EMPTY,
    NO_BRACKETS,
    WELL_DONE,
    NOT_WHOLE_STEP,
    NOT_POSITIVE_STEP,
    VARIANT_LEFT_TO_RIGHT,
    WHOLE_TARGET,
    POSITIVE_TARGET,
    VARIANT_HAND_SIZE,
    NOT_IN_COUNTDOWN,
    NOT_IN_KRYPTO,
    TARGET_RANGE,
    CARD_ALREADY_USED,
    NO_SUCH_POSITION,
    NOT_A_SYMBOL,
    PICK_A_CARD_FIRST,
    PICK_ANOTHER_CARD,
    STEP_LEFT_TO_RIGHT,
    HINT_COMBINE,
    HINT_FIRST_STEP,
    HINT_SOLUTION,
    HINT_NEXT_CARD,
    HINT_CARRY_ON,
    HINT_READY,
    HINT_TAKE_BACK,
    HINT_TAKE_BACK_THEN,
    NO_HAND_FOUND,
    NOT_ALLOWED,
    TOO_MANY_WAYS,
    TOO_MANY_SOLUTIONS,
)
