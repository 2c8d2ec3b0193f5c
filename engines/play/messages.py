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

MESSAGE_TEMPLATES: tuple[str, ...] = (CLAIM_RIGHT, CLAIM_WRONG, CLAIM_CHOSEN)
