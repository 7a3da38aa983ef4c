"""Table scenes driven by real pygame events, for every game."""

import pygame
import pytest

from game.rules import from_position, legal_moves, play, rules_for
from game.scenes.common import commands
from game.scenes.overlays import StuckOverlay, WinOverlay
from tests.rules import conformance
from tests.scenes.table_helpers import (
    assert_sprites_match_state,
    centre,
    drag,
    drop_point,
    key,
    open_table,
    post,
    press,
    release,
)

# A legal single-card drag (SRC>DST) in each game's opening deal for these seeds.
DRAGS = {"forty-thieves": 3, "whitehead": 2, "maze": 1, "doublets": 5}


def first_drag_move(state):
    for move in sorted(legal_moves(state)):
        if ">" in move and "*" not in move and "+" not in move:
            return move
    return None


def find_seed_with_drag(game, start):
    for seed in range(start, start + 200):
        table_state = rules_for(game).new_game(seed)
        move = first_drag_move(table_state)
        if move and not move.startswith("waste1"):
            return seed, move
    raise AssertionError("no seed with a drag")


@pytest.mark.parametrize("game", sorted(DRAGS))
def test_legal_drag_plays_the_move_and_sprites_land(app, run_frames, game):
    seed, move = find_seed_with_drag(game, DRAGS[game])
    table = open_table(app, game, seed)
    before = table.board.state
    src, dst = move.split(">")
    post(app, drag(centre(table, src), drop_point(table, dst)), run_frames, frames=30)
    assert table.board.state == play(before, move)
    assert_sprites_match_state(table)


@pytest.mark.parametrize("game", sorted(DRAGS))
def test_illegal_drop_changes_nothing_and_cards_return(app, run_frames, game):
    seed, _ = find_seed_with_drag(game, DRAGS[game])
    table = open_table(app, game, seed)
    rules = table.board.rules
    before = table.board.state
    legal = set(legal_moves(before))
    for src in rules.pile_names:
        if not rules.pile(before, src) or src == "stock":
            continue
        for dst in rules.pile_names:
            move = f"{src}>{dst}"
            if dst != src and move not in legal and rules.can_pick(before, src, 1) \
                    and dst != "stock":
                break
        else:
            continue
        break
    post(app, drag(centre(table, src), drop_point(table, dst)), run_frames, frames=30)
    assert table.board.state == before
    assert_sprites_match_state(table)
    assert table.voice.toast.active(app.clock.now), "a refused drop says why"
    with pytest.raises(ValueError, match=".+") as refusal:
        play(before, f"{src}>{dst}")
    assert table.voice.toast.text == str(refusal.value)


def test_wall_click_attacks_with_the_whole_waste(app, run_frames):
    rules = rules_for("wall")
    for seed in range(1, 300):
        state = rules.new_game(seed)
        targets = [t for t in rules.exposed_targets(state)
                   if rules.can_attack(state, t, None)]
        if targets:
            break
    table = open_table(app, "wall", seed)
    move = rules.attack_move(state, targets[0])
    post(app, [press(centre(table, targets[0])), release(centre(table, targets[0]))],
         run_frames, frames=30)
    assert table.board.state == play(state, move)
    assert_sprites_match_state(table)


def test_wall_grouping_by_drag_then_drop_on_target(app, run_frames):
    rules = rules_for("wall")
    for seed in range(1, 500):
        state = rules.new_game(seed)
        pair = ["waste1", "waste2"]
        targets = [t for t in rules.exposed_targets(state)
                   if rules.can_attack(state, t, pair) and
                   not rules.can_attack(state, t, ["waste1"]) and
                   not rules.can_attack(state, t, ["waste2"])]
        if targets:
            break
    table = open_table(app, "wall", seed)
    post(app, drag(centre(table, "waste1"), centre(table, "waste2")), run_frames, frames=5)
    assert table.board.state == state and table.ui.marked == pair
    post(app, drag(centre(table, "waste2"), centre(table, targets[0])), run_frames, frames=30)
    assert table.board.state == play(state, f"waste1+waste2>{targets[0]}")
    assert_sprites_match_state(table)


def test_stock_click_deals_and_undo_redo_restore_exactly(app, run_frames):
    table = open_table(app, "forty-thieves", 7)
    opening = table.board.state
    post(app, [press(centre(table, "stock")), release(centre(table, "stock"))], run_frames)
    dealt = table.board.state
    assert dealt == play(opening, "deal")
    post(app, [key(pygame.K_z, pygame.KMOD_CTRL)], run_frames, frames=30)
    assert table.board.state == opening
    assert_sprites_match_state(table)
    post(app, [key(pygame.K_z, pygame.KMOD_CTRL | pygame.KMOD_SHIFT)], run_frames, frames=30)
    assert table.board.state == dealt
    post(app, [key(pygame.K_z, pygame.KMOD_CTRL), key(pygame.K_y, pygame.KMOD_CTRL)],
         run_frames, frames=30)
    assert table.board.state == dealt
    assert_sprites_match_state(table)


def test_toolbar_undo_button(app, run_frames):
    table = open_table(app, "doublets", 4)
    opening = table.board.state
    table.play.command(commands.UNDO)
    post(app, [press(centre(table, "stock")), release(centre(table, "stock"))], run_frames)
    assert table.board.state != opening
    button = table.toolbar.button("undo")
    post(app, [press(button.rect.center), release(button.rect.center)], run_frames, frames=30)
    assert table.board.state == opening
    assert_sprites_match_state(table)


def test_double_click_sends_a_card_to_the_foundation(app, run_frames):
    rules = rules_for("forty-thieves")
    for seed in range(1, 300):
        state = rules.new_game(seed)
        piles = [f"tableau{i}" for i in range(1, 11)
                 if rules.double_click(state, f"tableau{i}") and
                 "foundation" in rules.double_click(state, f"tableau{i}")[0]]
        if piles:
            break
    table = open_table(app, "forty-thieves", seed)
    spot = centre(table, piles[0])
    post(app, [press(spot), release(spot), press(spot), release(spot)], run_frames, frames=30)
    assert table.board.state == play(state, rules.double_click(state, piles[0])[0])
    assert_sprites_match_state(table)


def endgame_state(game):
    data = conformance.load(f"{game}-endgame.json")
    step = data["steps"][-1]
    return from_position(step["position"]), step["move"]


@pytest.mark.parametrize("game", ["forty-thieves", "whitehead", "maze", "doublets", "wall"])
def test_winning_move_shows_the_win_overlay(app, run_frames, game):
    state, move = endgame_state(game)
    table = open_table(app, game, 0, state)
    table.play.act([move])
    run_frames(app, 30)
    assert table.session.won
    assert app.manager.top is table and any(g.visible for g in table.motion.ghosts), \
        "the celebration plays first"
    post(app, [press((5, app.size[1] // 2))], run_frames, frames=2)   # a click ends it
    assert isinstance(app.manager.top, WinOverlay)
    assert not table.motion.ghosts
    post(app, [key(pygame.K_RETURN)], run_frames, frames=5)   # "New game"
    assert app.manager.top is table and not table.session.won


def test_celebration_ends_by_itself(app, run_frames):
    state, move = endgame_state("doublets")
    table = open_table(app, "doublets", 0, state)
    table.play.act([move])
    run_frames(app, 60 * 12)
    assert isinstance(app.manager.top, WinOverlay) and not table.motion.ghosts


def test_no_more_moves_shows_the_stuck_overlay_and_undo_leaves_it(app, run_frames):
    data = conformance.load("doublets-targeted.json")
    final = from_position(data["final"]["position"])
    rules = rules_for("doublets")
    for step in data["steps"]:
        state = from_position(step["position"])
        if step["move"] and rules.is_over(play(state, step["move"])):
            break
    else:
        pytest.skip("no stuck position in the data")
    table = open_table(app, "doublets", 0, state)
    table.play.act([step["move"]])
    run_frames(app, 3)
    assert isinstance(app.manager.top, StuckOverlay)
    post(app, [key(pygame.K_RETURN)], run_frames, frames=5)   # "Undo"
    assert app.manager.top is table and table.board.state == state
    del final


def test_resize_relayouts_every_card(app, run_frames):
    table = open_table(app, "whitehead", 12)
    small = table.board.geometry.card_w
    app.manager.resize((1920, 1080))
    assert table.board.geometry.card_w > small
    assert_sprites_match_state(table)


def test_an_idle_table_wakes_when_its_clock_ticks_over(app, run_frames):
    table = open_table(app, "doublets", 4)
    run_frames(app, 5)
    assert table.wake_in() is None, "nothing scheduled before the first move: sleep long"
    post(app, [press(centre(table, "stock")), release(centre(table, "stock"))], run_frames)
    due = table.wake_in()
    elapsed = table.session.elapsed(app.clock.now)
    assert due is not None and due == pytest.approx(1.0 - elapsed % 1.0)
    shown = table.frame_builder.status.shown_second
    app.update(due + 1e-3)
    assert table.frame_builder.status.shown_second == shown + 1 and table.dirty


def test_f1_shows_the_rules_and_says_the_solver_sees_hidden_cards(app, run_frames):
    from game.scenes.pages import HelpOverlay
    table = open_table(app, "wall", 3)
    post(app, [key(pygame.K_F1)], run_frames)
    overlay = app.manager.top
    assert isinstance(overlay, HelpOverlay) and overlay.title == "How to play Wall"
    text = " ".join(overlay.all_lines)
    assert "HINTS AND THE SOLVER" in text and "knows the hidden cards" in text
    post(app, [key(pygame.K_F1)], run_frames)
    assert app.manager.top is table
