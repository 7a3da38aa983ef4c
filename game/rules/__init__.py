"""The headless rules API of Aisle Five (spec: shared/spec/api.md). Never imports pygame.

    from game.rules import (GAMES, IllegalMove, InvalidPosition, new_game, from_position,
                            to_position, legal_moves, play, is_won, is_over, score)

Beyond the facade, `rules_for(game)` gives the game's GameRules object with what the
scenes need: `apply` (state and events), hints, status text, click and double-click,
the reasons a pick-up or a click is refused, and layout. Each game is one rules module
(the larger ones lean on a `_board` module of piles and tables and an `_advice` module
of hints and clicks); the blocks they share are in builds.py, piles.py and notation.py.
"""

from .errors import IllegalMove, InvalidPosition
from .registry import GAMES, rules_for
from .seeds import MAX_SEED
from .state import State

__all__ = ["GAMES", "IllegalMove", "InvalidPosition", "State", "new_game", "from_position",
           "to_position", "legal_moves", "play", "apply", "is_won", "is_over", "score",
           "rules_for"]


def _state_rules(state):
    if not isinstance(state, State):
        raise TypeError(f"expected a game state, not {type(state).__name__}")
    return rules_for(state.game)


def new_game(game: str, seed: int) -> State:
    """The opening position of `game` for `seed` (0 .. 2**32-1), dealt as Aisleriot deals it."""
    rules = rules_for(game)
    if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed <= MAX_SEED:
        raise ValueError(f"seed must be an integer in 0 .. {MAX_SEED}, not {seed!r}")
    return rules.new_game(seed)


def from_position(position) -> State:
    """The state a position dict describes; raises InvalidPosition naming what is wrong."""
    if not isinstance(position, dict):
        raise InvalidPosition(f"a position is a JSON object, not {type(position).__name__}")
    if "game" not in position:
        raise InvalidPosition("a position needs 'game'")
    return rules_for(position["game"]).from_position(position)


def to_position(state: State) -> dict:
    return _state_rules(state).to_position(state)


def legal_moves(state: State) -> list:
    return _state_rules(state).legal_moves(state)


def play(state: State, move: str) -> State:
    """The state after `move`; raises IllegalMove with a readable reason."""
    return _state_rules(state).apply(state, move)[0]


def apply(state: State, move: str):
    """(state after `move`, list of events) — what the scenes animate."""
    return _state_rules(state).apply(state, move)


def is_won(state: State) -> bool:
    return _state_rules(state).is_won(state)


def is_over(state: State) -> bool:
    return _state_rules(state).is_over(state)


def score(state: State) -> int:
    return state.score
