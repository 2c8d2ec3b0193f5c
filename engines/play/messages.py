"""Every player-facing text the mid-end itself produces, in one place.

The engines say why an answer is right or wrong; the session adds what only it knows (a
"no solution" call on a hand the player chose, the rules of a puzzle that differ from the
player's). The GUI translates these templates under the "engine" context, like the engines'.
"""

CLAIM_RIGHT = "Right: these cards cannot make {target}. Well done!"
CLAIM_WRONG = "Not so: these cards can make {target}. Keep looking!"
CLAIM_CHOSEN = (
    "Right: these cards cannot make {target}. You chose this hand, so the call scores nothing."
)

NEAR = "{value} is {away} away from {target}: {points} points unless you get closer"
TIME_UP = "Time's up! Nothing within 10 of {target}, so no points."
TIME_UP_CLOSEST = (
    "Time's up! Your closest answer, {value}, is {away} away from {target}: {points} points."
)

THIS_PUZZLE = "this puzzle: {terms}"
TERM_TARGET = "target {target}"
TERM_CARDS = "{cards} cards"
TERM_LEFT_TO_RIGHT = "left to right"
TERM_BRACKETS = "brackets allowed"
TERM_TRUNCATE = "division truncates"
TERM_EXACT = "exact division"
TERM_TASK = {
    "move": "move {count} stick(s)",
    "add": "add {count} stick(s)",
    "remove": "take away {count} stick(s)",
}
TERM_EQUALS_MAY_CHANGE = "the = may change"
TERM_EQUALS_STAYS = "the = stays"
TERM_MULTIPLY = "× and ÷ allowed"
TERM_PLUS_MINUS = "only + and −"
TERM_LEADING_ZEROS = "leading zeros allowed"
TERM_NO_LEADING_ZEROS = "no leading zeros"

MESSAGE_TEMPLATES: tuple[str, ...] = (
    CLAIM_RIGHT,
    CLAIM_WRONG,
    CLAIM_CHOSEN,
    NEAR,
    TIME_UP,
    TIME_UP_CLOSEST,
    THIS_PUZZLE,
    TERM_TARGET,
    TERM_CARDS,
    TERM_LEFT_TO_RIGHT,
    TERM_BRACKETS,
    TERM_TRUNCATE,
    TERM_EXACT,
    *TERM_TASK.values(),
    TERM_EQUALS_MAY_CHANGE,
    TERM_EQUALS_STAYS,
    TERM_MULTIPLY,
    TERM_PLUS_MINUS,
    TERM_LEADING_ZEROS,
    TERM_NO_LEADING_ZEROS,
)
