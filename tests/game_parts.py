"""The games for tests that need a part a game may lack: a solver, a catalogue of
proved-winnable deals (and with it a deal of the day), or a worked example on its rules
page. Each game's record says whether it has a solver or a catalogue
(game/rules/registry.py), its page whether it shows an example; a game without is
skipped, with the reason said."""

import pytest

from game.help_text import help_page
from game.rules import GAMES
from game.rules.registry import REGISTRY

PARTS = {
    "solver": lambda game: REGISTRY[game].solver is not None,
    "catalogue": lambda game: REGISTRY[game].catalogue,
    "worked example": lambda game: "example" in help_page(game).markers(),
}


def has(game, part):
    """Whether `game` has `part`, one of PARTS."""
    return PARTS[part](game)


def games_with(part):
    """Every game, for parametrize; those without `part` marked to be skipped."""
    return [pytest.param(game, marks=() if has(game, part) else
                         pytest.mark.skip(reason=f"{game} has no {part}"))
            for game in GAMES]


def all_with(part):
    """The games that have `part`, for a test that takes them together."""
    return [game for game in GAMES if has(game, part)]
