"""A card with no move can still be picked up; the refusal, with the rules' own reason,
comes when it is put down. Cards that do not move together refuse at the pick, and a
double-click that does nothing says why."""

import pygame

from game.rules import play
from game.rules.errors import IllegalMove
from tests.conftest import fake_services
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
STUCK = "tableau1"           # 4♥ on 9♦: 4♥ has no move in this deal
OTHER = "tableau2"           # a pile that does not take 4♥


def record(monkeypatch, app):
    """Sounds played and toasts shown, in order."""
    heard = []
    fake_services(app, play_sound=heard.append)
    return heard


def rules_reason(state, move):
    try:
        play(state, move)
    except IllegalMove as refusal:
        return str(refusal)
    raise AssertionError(f"{move} is legal")


def test_a_card_with_no_move_is_lifted_and_the_drop_says_why(app, run_frames, monkeypatch):
    heard = record(monkeypatch, app)
    table = open_table(app, GAME, SEED)
    heard.clear()                       # the deal's own sounds
    before = table.board.state
    assert not table.board.rules.can_pick(before, STUCK, 1)
    start, end = centre(table, STUCK), drop_point(table, OTHER)
    post(app, [press(start), motion((start[0] + 10, start[1] + 10), start),
               motion(end, start)], run_frames)
    assert table.input.dragging and heard == ["pickup"], "the card is in the hand"
    post(app, [release(end)], run_frames, frames=30)
    assert table.board.state == before and "refused" in heard
    assert table.voice.toast.text == rules_reason(before, f"{STUCK}>{OTHER}")
    assert_sprites_match_state(table)


def test_a_card_with_no_move_dropped_on_the_felt_says_it_has_nowhere_to_go(app, run_frames):
    table = open_table(app, GAME, SEED)
    before = table.board.state
    start = centre(table, STUCK)
    felt = (start[0], app.size[1] - table.bars.status_h - 10)
    post(app, [press(start), motion((start[0], start[1] + 20), start), motion(felt, start),
               release(felt)], run_frames, frames=30)
    assert table.board.state == before
    assert table.voice.toast.text == table.board.rules.pick_refusal(before, STUCK, 1)
    assert "nowhere to go" in table.voice.toast.text
    assert_sprites_match_state(table)


def test_cards_that_do_not_move_together_refuse_at_the_pick(app, run_frames, monkeypatch):
    heard = record(monkeypatch, app)
    table = open_table(app, GAME, SEED)
    heard.clear()                       # the deal's own sounds
    before = table.board.state
    under = table.board.cards.pile(STUCK)[-2]                     # 9♦ with 4♥ on it
    start = (int(under.x + table.board.geometry.card_w / 2), int(under.y + 4))
    post(app, [press(start), motion((start[0] + 20, start[1] + 20), start)], run_frames)
    assert not table.input.dragging and heard == ["refused"]
    assert table.voice.toast.text == table.board.rules.lift_refusal(before, STUCK, 2)
    post(app, [release((start[0] + 20, start[1] + 20))], run_frames, frames=5)
    assert table.board.state == before
    assert_sprites_match_state(table)


def test_a_double_click_on_a_card_with_no_move_says_why(app, run_frames, monkeypatch):
    heard = record(monkeypatch, app)
    table = open_table(app, GAME, SEED)
    heard.clear()                       # the deal's own sounds
    before = table.board.state
    spot = centre(table, STUCK)
    post(app, [press(spot), release(spot), press(spot), release(spot)], run_frames, frames=5)
    assert table.board.state == before and heard == ["refused"]
    assert table.voice.toast.active(app.clock.now)
    assert table.voice.toast.text == table.board.rules.pick_refusal(before, STUCK, 1)


def test_the_keyboard_picks_up_a_card_with_no_move_and_says_why_at_the_put_down(app):
    table = open_table(app, GAME, SEED)
    before = table.board.state
    table.input.keyboard.ensure()
    table.ui.set_focus(STUCK, len(table.board.rules.pile(before, STUCK)) - 1)
    app.handle_event(pygame.event.Event(pygame.KEYDOWN, key(pygame.K_SPACE)[1]))
    assert table.ui.selection == (STUCK, 1)
    table.ui.set_focus(OTHER, len(table.board.rules.pile(before, OTHER)) - 1)
    app.handle_event(pygame.event.Event(pygame.KEYDOWN, key(pygame.K_RETURN)[1]))
    assert table.ui.selection is None and table.board.state == before
    assert table.voice.toast.text == rules_reason(before, f"{STUCK}>{OTHER}")


def test_a_double_click_on_a_foundation_with_nothing_to_play_says_so(app, run_frames):
    table = open_table(app, GAME, SEED)
    before = table.board.state
    assert table.board.rules.double_click(before, "foundation1") == []
    spot = centre(table, "foundation1")
    post(app, [press(spot), release(spot), press(spot), release(spot)], run_frames, frames=5)
    assert table.board.state == before
    assert table.voice.toast.text == "No card can go to a foundation now"
