"""Every player-facing text the matchstick engine can produce, gathered from the modules that
word them (the GUI translates these templates; a test keeps its list equal to this one).

Loading this loads the whole engine: the command line never needs it, only the GUI and the
saved games that check a template is one of ours.
"""

from engines import common
from engines.matchsticks import (
    checker,
    generator,
    hint_ladder,
    legality,
    model,
    parsing,
    solver,
    validity,
)

MESSAGE_TEMPLATES: tuple[str, ...] = (
    *model.TEMPLATES,
    *parsing.TEMPLATES,
    *validity.TEMPLATES,
    *checker.TEMPLATES,
    *solver.TEMPLATES,
    *generator.TEMPLATES,
    *hint_ladder.TEMPLATES,
    *legality.TEMPLATES,
    *common.TEMPLATES,
)
