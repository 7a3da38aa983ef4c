"""GameRules: the hooks every game implements, with safe shared defaults.

Like Aisleriot's game files, each game is one small class behind the same set of hooks
(deal, legal moves, apply, won, idle, score, hint, status, click, double-click, layout,
and the reasons a pick-up is refused). This base class supplies what is the same for all
of them: seeded deals, the position format, `play`, `is_over`, a click on the stock, and
the drag helpers the scenes use. Every text a player reads speaks of cards and places,
never of pile ids, and is a whole message in the player's language (game.i18n); the
position checks' messages are for developers and stay in English.
"""

from typing import NamedTuple

from ..i18n import _
from . import cards as C
from .errors import IllegalMove, InvalidPosition
from .events import Event
from .layout import Layout
from .notation import MoveTable, parse
from .piles import index_of
from .rng import shuffled
from .state import State


class Hint(NamedTuple):
    move: str | None   # the suggested move in notation, or None for advice only
    text: str             # what to tell the player


class GameRules:
    id = ""
    english_title = ""         # the game's name, marked N_: `title` is it translated
    english_goal = ""          # one line for the chooser, marked N_: `goal` translated
    pile_names: tuple[str, ...] = ()
    capacity: dict = {}        # pile name -> most cards it may hold
    extra_keys: tuple[str, ...] = ()   # position keys stored in State.extra, in order
    score_required = False     # the score cannot be derived from the piles (Wall)
    attacks = False            # moves are Wall attacks rather than SRC>DST
    move_table: MoveTable | None = None   # every SRC>DST move of the game (not Wall)

    def __init__(self):
        self.index = index_of(self.pile_names)
        # notation -> (src, count, dst), and 'deal' -> None: one lookup locates a move
        self._located = dict(self.move_table.parsed if self.move_table else {}, deal=None)

    @property
    def title(self) -> str:
        """The game's name in the player's language: "Forty Thieves"."""
        return _(self.english_title) if self.english_title else ""

    @property
    def goal(self) -> str:
        """The chooser's line of what the game asks, in the player's language."""
        return _(self.english_goal) if self.english_goal else ""

    # ----- deck and deal -------------------------------------------------------------
    def deck(self) -> list[int]:
        """The unshuffled deck, in Aisleriot's order."""
        return C.standard_deck()

    def new_game(self, seed: int) -> State:
        return self.deal(shuffled(self.deck(), seed))

    def deal(self, stock: list[int]) -> State:
        """The opening position from the shuffled stock (bottom to top, top dealt first)."""
        raise NotImplementedError

    # ----- moves ----------------------------------------------------------------------
    def parse(self, move):
        return parse(move, self.index, attacks=self.attacks)

    def locate(self, move) -> tuple[int, int, int] | None:
        """(src, count, dst) pile indexes of a move in notation, None for 'deal'; raises
        IllegalMove when it is malformed or names an unknown pile."""
        try:
            return self._located[move]
        except (KeyError, TypeError):
            pass
        parsed = self.parse(move)
        if parsed[0] == "deal":
            return None
        return (self.index[parsed[1]], parsed[2], self.index[parsed[3]])

    def legal_moves(self, state: State) -> list[str]:
        raise NotImplementedError

    def apply(self, state: State, move: str) -> tuple[State, list[Event]]:
        """The state after `move` and the events it caused; raises IllegalMove."""
        raise NotImplementedError

    def play(self, state: State, move: str) -> State:
        return self.apply(state, move)[0]

    def is_won(self, state: State) -> bool:
        raise NotImplementedError

    def is_idle(self, state: State, move: str) -> bool:
        """An idle move changes nothing that matters (rules.md, "Game over")."""
        return False

    def is_over(self, state: State) -> bool:
        if self.is_won(state):
            return False
        return all(self.is_idle(state, move) for move in self.legal_moves(state))

    def compute_score(self, state: State) -> int:
        """The score implied by the piles (every game but Wall)."""
        raise NotImplementedError

    # ----- what the scenes ask --------------------------------------------------------
    def hint(self, state: State) -> Hint:
        raise NotImplementedError

    def status(self, state: State) -> str:
        return ""

    def can_redeal(self, state: State) -> bool:
        """Whether a click on the empty stock can still turn the waste back into it (the
        table marks the empty stock with a redeal arrow, else a cross); no game but
        Doublets has a redeal."""
        return False

    def can_deal(self, state: State) -> bool:
        """Whether 'deal' is a legal move now."""
        return "deal" in self.legal_moves(state)

    def click(self, state: State, pile: str) -> list[str]:
        """The moves a single click on `pile` makes, played in order as one undo step: on
        the stock, 'deal' when it is legal; elsewhere nothing (a click there picks cards
        up, which the scene handles). [] when the click makes no move."""
        if pile == "stock" and pile in self.index and self.can_deal(state):
            return ["deal"]
        return []

    def click_refusal(self, state: State, pile: str) -> str | None:
        """Why a click on `pile` makes no move where a click is meant to make one (the
        stock: why nothing can be dealt), as a player reads it; None where a click makes
        its move or is not meant to make one."""
        if pile != "stock" or pile not in self.index or self.click(state, pile):
            return None
        return self.refusal(state, "deal")

    def refusal(self, state: State, move: str) -> str | None:
        """Why `move` is not legal now (the reason `play` gives), or None when it is."""
        try:
            self.apply(state, move)
        except IllegalMove as refused:
            return str(refused)
        return None

    def double_click(self, state: State, pile: str) -> list[str]:
        """The moves a double-click on `pile` makes, played in order as one undo step."""
        return []

    def layout(self) -> Layout:
        raise NotImplementedError

    def portrait_layout(self) -> Layout | None:
        """Another arrangement for tall windows, or None: the table takes whichever of
        the two gives the larger cards (`layout()` when they tie)."""
        return None

    def layouts(self) -> list[Layout]:
        """The layouts a table may choose from, `layout()` first."""
        portrait = self.portrait_layout()
        return [self.layout()] + ([portrait] if portrait is not None else [])

    def pile(self, state: State, name: str) -> tuple[int, ...]:
        return state.piles[self.index[name]]

    def moves_from(self, state: State, pile: str, count: int) -> list[str]:
        """Legal moves that carry the top `count` cards of `pile` somewhere."""
        found = []
        for move in self.legal_moves(state):
            parsed = self.parse(move)
            if parsed[0] == "move" and parsed[1] == pile and parsed[2] == count:
                found.append(move)
        return found

    def can_pick(self, state: State, pile: str, count: int) -> bool:
        """Whether a player may pick up the top `count` cards of `pile` (a legal move exists)."""
        return bool(self.moves_from(state, pile, count))

    def drop_targets(self, state: State, pile: str, count: int) -> list[str]:
        return [self.parse(move)[3] for move in self.moves_from(state, pile, count)]

    def pick_refusal(self, state: State, pile: str, count: int) -> str | None:
        """Why the top `count` cards of `pile` cannot be taken anywhere now, as a player
        reads it: the pick-up rule they break (`lift_refusal`), else why no pile takes
        them (`stuck_reason`); None when some legal move carries them."""
        reason = self.lift_refusal(state, pile, count)
        if reason is None and not self.can_pick(state, pile, count):
            reason = self.stuck_reason(state, pile, count)
        return reason

    def lift_refusal(self, state: State, pile: str, count: int) -> str | None:
        """Why the top `count` cards of `pile` may not even be picked up (nothing leaves
        that pile, or they do not move together); None when they may be lifted, whether
        or not a pile takes them now (a drop then says why not)."""
        raise NotImplementedError

    def stuck_reason(self, state: State, pile: str, count: int) -> str:
        """Why no pile takes the top `count` cards of `pile`, which may be lifted."""
        raise NotImplementedError

    def describe_move(self, state: State, move: str) -> str:
        """The sentence a hint shows for the legal `move`, speaking of cards."""
        raise NotImplementedError

    # ----- position format ------------------------------------------------------------
    def to_position(self, state: State) -> dict:
        position = {
            "game": self.id,
            "piles": {name: [C.token(c) for c in cards]
                      for name, cards in zip(self.pile_names, state.piles)},
            "score": state.score,
        }
        for key, value in zip(self.extra_keys, state.extra):
            position[key] = value
        return position

    def from_position(self, position: dict) -> State:
        allowed = {"game", "piles", "score", *self.extra_keys}
        unknown = sorted(set(position) - allowed)
        if unknown:
            raise InvalidPosition(f"unknown key {unknown[0]!r} in a {self.id} position")
        piles_in = position.get("piles")
        if not isinstance(piles_in, dict):
            raise InvalidPosition("a position needs 'piles': an object of pile name -> cards")
        for name in piles_in:
            if name not in self.index:
                raise InvalidPosition(f"unknown pile {name!r} for {self.id}")
        piles = []
        for name in self.pile_names:
            if name not in piles_in:
                raise InvalidPosition(f"missing pile {name!r} for {self.id}")
            tokens = piles_in[name]
            if not isinstance(tokens, list):
                raise InvalidPosition(f"pile {name!r} must be a list of card tokens")
            try:
                cards = tuple(C.parse_token(t) for t in tokens)
            except ValueError as error:
                raise InvalidPosition(f"pile {name!r}: {error}") from None
            limit = self.capacity.get(name)
            if limit is not None and len(cards) > limit:
                raise InvalidPosition(f"pile {name!r} holds {len(cards)} cards, more than "
                                      f"its capacity of {limit}")
            piles.append(cards)
        self._check_deck(piles)
        extra = []
        for key in self.extra_keys:
            if key not in position:
                raise InvalidPosition(f"a {self.id} position needs {key!r}")
            extra.append(self._check_extra(key, position[key]))
        state = State(self.id, tuple(piles), 0, tuple(extra))
        self.check_state(state)
        if "score" in position:
            score = position["score"]
            if not isinstance(score, int) or isinstance(score, bool):
                raise InvalidPosition(f"score must be an integer, not {score!r}")
        elif self.score_required:
            raise InvalidPosition(f"a {self.id} position needs 'score'")
        if self.score_required:
            return State(self.id, state.piles, score, state.extra)
        derived = self.compute_score(state)
        if "score" in position and score != derived:
            raise InvalidPosition(f"score {score} does not match the piles, "
                                  f"which score {derived}")
        return State(self.id, state.piles, derived, state.extra)

    def _check_deck(self, piles) -> None:
        counts = {}
        for cards in piles:
            for c in cards:
                base = C.face_up(c)
                counts[base] = counts.get(base, 0) + 1
        expected = {}
        for c in self.position_deck():
            expected[c] = expected.get(c, 0) + 1
        for c in sorted(set(counts) | set(expected)):
            have, want = counts.get(c, 0), expected.get(c, 0)
            if have != want:
                raise InvalidPosition(f"wrong set of cards: {C.token(c)} appears {have} "
                                      f"time(s), the {self.id} deck has {want}")

    def position_deck(self) -> list[int]:
        """Every card a position of the game holds: the deck and the fixed cards."""
        return self.deck() + list(self.fixed_cards())

    def fixed_cards(self) -> tuple[int, ...]:
        """Cards of the game that are not shuffled (Wall's throne)."""
        return ()

    def _check_extra(self, key, value):
        raise InvalidPosition(f"bad {key!r}: {value!r}")

    def check_state(self, state: State) -> None:
        """Game-specific checks of a well-formed state; raise InvalidPosition."""

