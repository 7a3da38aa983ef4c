"""A sixth game added through one record in the list of games, played to a win at the
real table.

"Four Clubs" is a toy: A♣ to 4♣ face down on the stock, a waste and one foundation. A
click on the stock turns a card; the waste card goes onto the foundation when it is the
next club up. Its rules (RULES, here), its scene (SCENE, here), its rules page
(tests/scenes/data/four-clubs.txt) and one `Game` record naming them are all it takes:
the App opens its table, and it is played with real mouse events (stock clicks, drags
and a double-click) to the win overlay. It has no solver and no catalogue of winnable
deals.

`pytest --toy-game` (tests/conftest.py) registers FOUR_CLUBS for the whole run, so every
test that loops over the games plays it too.
"""

from pathlib import Path

import pygame
import pytest

from game.rules import cards as C
from game.rules import from_position, new_game, rules_for, to_position
from game.rules.base import GameRules, Hint
from game.rules.errors import IllegalMove, InvalidPosition
from game.rules.events import Event
from game.rules.layout import Layout, PileLayout
from game.rules.registry import GAMES, REGISTRY, Game, canonical_game_id
from game.rules.state import State
from game.scenes.games import scene_class
from game.scenes.overlays import WinOverlay
from game.scenes.statistics import StatisticsScene
from game.scenes.table.scene import TableScene
from tests.scenes.table_helpers import (
    assert_sprites_match_state,
    centre,
    drag,
    key,
    post,
    press,
    release,
)

CLUBS = [C.card(rank, C.CLUBS) for rank in (1, 2, 3, 4)]
STOCK, WASTE, FOUNDATION = 0, 1, 2
PLAY = "waste>foundation"


class FourClubs(GameRules):
    id = "four-clubs"
    title = "Four Clubs"
    goal = "Build A♣ to 4♣ on the foundation."
    pile_names = ("stock", "waste", "foundation")

    def deck(self) -> list[int]:
        return list(CLUBS)

    def deal(self, stock: list[int]) -> State:
        """Every deal is the same: the ace on top of the stock, the four at the bottom."""
        return State(self.id, (tuple(C.face_down(c) for c in reversed(CLUBS)), (), ()), 0)

    def fits(self, state: State) -> bool:
        waste, foundation = state.piles[WASTE], state.piles[FOUNDATION]
        return bool(waste) and C.RANK[waste[-1]] == len(foundation) + 1

    def legal_moves(self, state: State) -> list[str]:
        return (["deal"] if state.piles[STOCK] else []) + ([PLAY] if self.fits(state) else [])

    def apply(self, state: State, move: str) -> tuple[State, list[Event]]:
        stock, waste, foundation = state.piles
        if move == "deal" and stock:
            card = C.face_up(stock[-1])
            new = State(self.id, (stock[:-1], waste + (card,), foundation), state.score)
            return new, [Event("dealt", "stock", "waste", (card,))]
        if move == PLAY and self.fits(state):
            new = State(self.id, (stock, waste[:-1], foundation + waste[-1:]), state.score + 1)
            return new, [Event("moved", "waste", "foundation", waste[-1:])]
        raise IllegalMove(self.refusal_text(state, move))

    def refusal_text(self, state: State, move: str) -> str:
        if move == "deal":
            return "The stock is empty"
        return "Only the next club up goes on the foundation"

    def status(self, state: State) -> str:
        left = len(state.piles[STOCK])
        return f"{left} card in the stock" if left == 1 else f"{left} cards in the stock"

    def is_won(self, state: State) -> bool:
        return len(state.piles[FOUNDATION]) == 4

    def compute_score(self, state: State) -> int:
        return len(state.piles[FOUNDATION])

    def hint(self, state: State) -> Hint:
        move = "deal" if state.piles[STOCK] and not self.fits(state) else PLAY
        return Hint(move, self.describe_move(state, move))

    def double_click(self, state: State, pile: str) -> list[str]:
        return [PLAY] if pile == "waste" and self.fits(state) else []

    def lift_refusal(self, state: State, pile: str, count: int) -> str | None:
        if pile != "waste" or count != 1:
            return "Only the waste card moves"
        return None if state.piles[WASTE] else "The waste is empty"

    def stuck_reason(self, state: State, pile: str, count: int) -> str:
        return "Only the next club up goes on the foundation"

    def describe_move(self, state: State, move: str) -> str:
        return "Turn a card" if move == "deal" else "Play the waste card"

    def layout(self) -> Layout:
        return Layout(3.5, 1.0, {
            "stock": PileLayout("stock", 0.0, 0.0, "stock"),
            "waste": PileLayout("waste", 1.25, 0.0, "waste"),
            "foundation": PileLayout("foundation", 2.5, 0.0, "foundation")})


RULES = FourClubs()


class FourClubsScene(TableScene):
    """Its own table: the Keys page says how it is played."""
    help_rows = (("key", "Double-click the waste", "Play its card on the foundation"),)


SCENE = FourClubsScene

# the one record that makes it a game: this module holds its rules and its scene
FOUR_CLUBS = Game("four-clubs", "Four Clubs", rules=__name__, scene=__name__,
                  page=str(Path(__file__).parent / "data" / "four-clubs.txt"))


@pytest.fixture
def four_clubs():
    """The sixth game, registered for this test only (unless `--toy-game` registered it
    for the whole run)."""
    if REGISTRY.get(FOUR_CLUBS.id) is FOUR_CLUBS:
        yield FOUR_CLUBS.id
        return
    with pytest.MonkeyPatch.context() as patch:
        patch.setitem(REGISTRY, FOUR_CLUBS.id, FOUR_CLUBS)
        yield FOUR_CLUBS.id
    with pytest.raises(InvalidPosition):            # gone with its record
        rules_for(FOUR_CLUBS.id)
    assert FOUR_CLUBS.id not in GAMES


def test_the_record_alone_makes_it_a_game(four_clubs):
    assert GAMES[-1] == four_clubs and four_clubs in GAMES     # added at run time
    assert canonical_game_id("Four Clubs") == four_clubs
    assert rules_for(four_clubs) is RULES
    assert scene_class(four_clubs) is FourClubsScene
    state = new_game(four_clubs, 7)
    assert from_position(to_position(state)) == state


def click(app, table, pile, run_frames, times=1):
    spot = centre(table, pile)
    post(app, [event for _ in range(times) for event in (press(spot), release(spot))],
         run_frames, frames=30)


def test_it_is_played_to_a_win_with_the_mouse(app, run_frames, four_clubs):
    table = app.start_game(four_clubs, 5)
    assert isinstance(table, FourClubsScene) and app.manager.top is table
    table.motion.finish()
    assert_sprites_match_state(table)
    click(app, table, "foundation", run_frames)            # nothing there: nothing happens
    assert table.board.state == RULES.new_game(5)
    for rank in (1, 2, 3, 4):
        click(app, table, "stock", run_frames)
        assert C.RANK[table.board.rules.pile(table.board.state, "waste")[-1]] == rank
        assert_sprites_match_state(table)
        if rank % 2:
            post(app, drag(centre(table, "waste"), centre(table, "foundation")), run_frames,
                 frames=30)
        else:
            click(app, table, "waste", run_frames, times=2)
        assert len(table.board.rules.pile(table.board.state, "foundation")) == rank
        if rank < 4:
            assert_sprites_match_state(table)
    click(app, table, "stock", run_frames)                 # the stock is empty: says why
    assert table.voice.toast.text == "The stock is empty"
    assert table.session.won and table.board.state.score == 4
    post(app, [press((5, app.size[1] // 2))], run_frames, frames=2)    # ends the celebration
    assert isinstance(app.manager.top, WinOverlay)


def test_its_keys_page_and_hint_come_from_its_own_scene(app, run_frames, four_clubs):
    table = app.start_game(four_clubs, 5)
    post(app, [key(pygame.K_h)], run_frames)
    assert table.voice.toast.text == "Turn a card" and table.ui.highlights == ["stock"]
    post(app, [key(pygame.K_k)], run_frames)
    rows = app.manager.top.rows
    assert ("head", "FOUR CLUBS") in rows and FourClubsScene.help_rows[0] in rows


def test_the_chooser_and_the_statistics_show_it_once_it_is_added(app, four_clubs):
    """The list of games is read when it is used, not when the game started."""
    chooser = app.show_chooser()
    assert [info.id for info in chooser.games] == list(GAMES)
    assert chooser.games[-1].title == "Four Clubs"
    scene = StatisticsScene(app.services, GAMES[-2])
    app.manager.push(scene)
    app.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0))
    assert scene.game_id == four_clubs
    app.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0))
    assert scene.game_id == GAMES[0]                # and round to the first again


def test_with_no_solver_the_table_never_asks_one(make_app, monkeypatch, run_frames,
                                                 four_clubs):
    """The solver on, winnable deals only: the hint is the rules' own at once, a new
    deal comes without a search, and no solver worker is started for it."""
    monkeypatch.setenv("AISLE_FIVE_SOLVER", "thread")
    app = make_app()
    app.settings.winnable_only = True
    table = app.start_game(four_clubs, 5)
    post(app, [key(pygame.K_h)], run_frames)
    assert table.voice.toast.text == "Turn a card"
    post(app, [key(pygame.K_n, pygame.KMOD_CTRL)], run_frames)
    assert table.voice.toast.text != "Looking for a winnable deal…"
    assert table.board.state == RULES.new_game(table.session.seed)
    assert app.solver_if_running() is None
