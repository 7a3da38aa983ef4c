"""Dragging cards on the table: a drag ends cleanly on any change, cards follow the pointer
from where they were grabbed, and drops land where they are drawn (Wall's bricks)."""

import pygame
import pytest

from game.rules import legal_moves, play, rules_for
from game.scenes.pages import HelpOverlay
from tests.scenes.table_helpers import (
    assert_sprites_match_state,
    centre,
    drop_point,
    key,
    motion,
    open_table,
    post,
    press,
    release,
)

GAME, SEED = "forty-thieves", 3


def single_card_move(state, skip=()):
    """A legal move of one tableau card onto another tableau pile."""
    for move in sorted(legal_moves(state)):
        if move.startswith("tableau") and ">tableau" in move and "*" not in move \
                and move.split(">")[0] not in skip:
            return move
    raise AssertionError("no single-card tableau move in this deal")


def start_drag(app, run_frames, table, src):
    """Press on the top card of `src` and move the pointer far enough to lift it."""
    start = centre(table, src)
    away = (start[0] + 40, start[1] + 60)
    post(app, [press(start), motion((start[0] + 20, start[1] + 30), start),
               motion(away, start)], run_frames)
    assert table.input.dragging
    return away


def count_refusals(monkeypatch, table):
    said = []
    monkeypatch.setattr(table.voice, "refuse", lambda reason: said.append(reason))
    return said


def assert_nothing_held(table):
    assert not table.input.dragging and table.input.drag.press is None
    assert_sprites_match_state(table)            # (animations finished)
    assert all(s.lift == 0 for s in table.board.cards.sprites)


def made_one_move(app, run_frames):
    """A table where one move was played (so undo and restart change the position)."""
    table = open_table(app, GAME, SEED)
    first = single_card_move(table.board.state)
    table.play.act([first])
    table.motion.finish()
    return table, first


CHANGES = {
    "new game (Ctrl+N, Enter)": lambda app, table: post(app, [key(pygame.K_n, pygame.KMOD_CTRL),
                                                              key(pygame.K_RETURN)]),
    "restart (Ctrl+R)": lambda app, table: post(app, [key(pygame.K_r, pygame.KMOD_CTRL)]),
    "undo (Ctrl+Z)": lambda app, table: post(app, [key(pygame.K_z, pygame.KMOD_CTRL)]),
    "hint (H)": lambda app, table: post(app, [key(pygame.K_h)]),
    "deal (D)": lambda app, table: post(app, [key(pygame.K_d)]),
    "game number dealt": lambda app, table: table.play.new_game(12345),
    # what the advisor does when the solver's winnable deal arrives
    "winnable deal arrives": lambda app, table: table.play.new_game(777, checked=True),
    "resize": lambda app, table: app.manager.resize((1100, 700)),
}


@pytest.mark.parametrize("change", sorted(CHANGES))
def test_a_drag_ends_cleanly_when_the_position_changes_under_it(app, run_frames,
                                                                monkeypatch, change):
    table, first = made_one_move(app, run_frames)
    src = single_card_move(table.board.state).split(">")[0]
    away = start_drag(app, run_frames, table, src)
    refusals = count_refusals(monkeypatch, table)
    CHANGES[change](app, table)
    assert not table.input.dragging, "the change ended the drag"
    post(app, [motion((away[0] + 30, away[1]), away), release((away[0] + 30, away[1]))],
         run_frames, frames=5)
    assert refusals == [], "no refusal about a card never dropped"
    assert_nothing_held(table)


def test_a_drag_ends_when_an_overlay_covers_the_table(app, run_frames, monkeypatch):
    table = open_table(app, GAME, SEED)
    before = table.board.state
    src = single_card_move(before).split(">")[0]
    away = start_drag(app, run_frames, table, src)
    post(app, [key(pygame.K_F1)], run_frames)
    assert isinstance(app.manager.top, HelpOverlay)
    assert not table.input.dragging and all(s.lift < 2 for s in table.board.cards.sprites), \
        "no card follows the pointer under the overlay"
    post(app, [release(away), key(pygame.K_ESCAPE)], run_frames, frames=5)
    assert app.manager.top is table and table.board.state == before
    assert_nothing_held(table)


def test_a_press_forgotten_by_a_change_never_becomes_a_drag(app, run_frames, monkeypatch):
    table, _ = made_one_move(app, run_frames)
    src = single_card_move(table.board.state).split(">")[0]
    start = centre(table, src)
    post(app, [press(start)], run_frames)
    post(app, [key(pygame.K_z, pygame.KMOD_CTRL)], run_frames)       # undo
    refusals = count_refusals(monkeypatch, table)
    post(app, [motion((start[0] + 60, start[1] + 60), start),
               release((start[0] + 60, start[1] + 60))], run_frames, frames=5)
    assert refusals == []
    assert_nothing_held(table)


def test_dragged_cards_keep_the_offset_of_the_press(app, run_frames):
    table = open_table(app, GAME, SEED)
    src = single_card_move(table.board.state).split(">")[0]
    sprite = table.board.cards.pile(src)[-1]
    slot = (sprite.x, sprite.y)
    start = centre(table, src)
    step = (start[0] + 4, start[1])                     # under the drag threshold
    flick = (start[0] + 150, start[1] + 90)             # one fast motion
    post(app, [press(start), motion(step, start), motion(flick, step)], run_frames)
    assert table.input.dragging
    assert (sprite.x - slot[0], sprite.y - slot[1]) == (150, 90), \
        "the card moved exactly as far as the pointer since the press"


def test_a_fast_flick_drops_on_the_pile_the_pointer_reached(app, run_frames):
    """Forty Thieves #45: the top card of tableau7 fits on tableau8 and on tableau9. A flick
    whose first motion already reaches tableau8, then on to tableau9: the card must land
    on tableau9, not one pile behind the pointer."""
    table = open_table(app, GAME, 45)
    before = table.board.state
    assert {"tableau8", "tableau9"} <= set(table.board.rules.drop_targets(before, "tableau7", 1))
    start = centre(table, "tableau7")
    first = drop_point(table, "tableau8")
    end = drop_point(table, "tableau9")
    post(app, [press(start), motion(first, start), motion(end, first), release(end)],
         run_frames, frames=30)
    assert table.board.state == play(before, "tableau7>tableau9")
    assert_sprites_match_state(table)


def wall_bricks_position():
    """Wall #7 with wall32 gone: wall31 (exposed by its empty sibling) and wall39 below it,
    drawn over wall31's lower right quarter, can both be attacked with K♣ on waste1."""
    from game.rules import from_position, to_position
    position = to_position(rules_for("wall").new_game(7))
    piles = position["piles"]
    piles["removed"], piles["wall32"] = piles["wall32"], []
    fixed = {"wall16", "wall24", "wall31", "wall39", "waste1", "throne"}
    for pile, rank in (("wall24", "A"), ("wall16", "2"), ("waste1", "K")):
        name, at = next((name, at) for name, cards in piles.items() if name not in fixed
                        for at, token in enumerate(cards) if token[0] == rank)
        piles[pile][-1], piles[name][at] = piles[name][at], piles[pile][-1]
    state = from_position(position)
    assert {"wall31", "wall39"} <= set(rules_for("wall").drop_targets(state, "waste1", 1))
    return state


def on_wall39_over_wall31(table):
    """A point on wall39's visible top left, inside wall31's box (which wall39 covers)."""
    box = table.board.geometry.slot("wall39")
    return int(box.x + box.w * 0.25), int(box.y + box.h * 0.1)


def test_wall_drop_on_a_visible_card_attacks_it_not_the_card_it_covers(app, run_frames):
    state = wall_bricks_position()
    table = open_table(app, "wall", 0, state)
    waste = table.board.geometry.slot("waste1")
    grab = (int(waste.x + waste.w * 0.9), int(waste.y + waste.h * 0.9))   # its lower corner
    end = on_wall39_over_wall31(table)
    post(app, [press(grab), motion((grab[0], grab[1] - 40), grab), motion(end, grab),
               release(end)], run_frames, frames=30)
    assert table.board.state == play(state, "waste1>wall39"), \
        "the drop lands on the card drawn under the pointer, not on the covered wall31"
    assert_sprites_match_state(table)


def test_wall_click_on_a_visible_card_attacks_it(app, run_frames):
    state = wall_bricks_position()
    table = open_table(app, "wall", 0, state)
    point = on_wall39_over_wall31(table)
    post(app, [press(point), release(point)], run_frames, frames=30)
    assert table.board.state == play(state, "waste1+waste2+waste3>wall39")
