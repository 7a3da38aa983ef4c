"""A finger at the table (issue 31): SDL's mouse copies of a finger ignored, a double
tap sends a card home, a long press fills its ring, drops what is held and peeks at a
covered card while the finger stays, tap-tap lets go on a second tap elsewhere or on the
same card, a card beside the finger is found within its radius, a second finger or the
window's edge calls a drag off (the cards fly back), and a pinch does nothing. Times are
the game clock's, stepped by the driver."""

import pygame

from game.engine.touch import HOLD, RING_DELAY
from game.rules import play
from tests.scenes.table_helpers import assert_sprites_match_state, open_table
from tests.scenes.touch_driver import TOUCH_DEVICE, Finger, visible_point

WHITEHEAD_HOME = ("whitehead", 1, "tableau5", "tableau5>foundation1")   # its double-click


def table_by_touch(make_app, game="forty-thieves", seed=1):
    app = make_app()
    app.settings.animation = "off"
    app.touch.use(True)             # laid out for fingers from the start, as after a touch
    table = open_table(app, game, seed)
    return app, table, Finger(app)


def mouse_copy(kind, pos, **fields):
    return pygame.event.Event(kind, pos=pos, touch=True, **fields)


def test_the_mouse_events_sdl_makes_of_a_finger_are_ignored(make_app):
    app, table, finger = table_by_touch(make_app)
    stock = table.board.pile_size("stock")
    at = visible_point(table, "stock")
    finger.down(at)                      # the finger and SDL's copy of it, both posted
    pygame.event.post(mouse_copy(pygame.MOUSEBUTTONDOWN, at, button=1))
    finger.up(at)
    pygame.event.post(mouse_copy(pygame.MOUSEBUTTONUP, at, button=1))
    finger.run()
    assert table.board.pile_size("stock") == stock - 1      # one deal, not two
    finger.pause()
    state = table.board.state
    source = next(f"tableau{n}" for n in range(1, 11)
                  if table.hooks.drag_targets(f"tableau{n}", 1))
    target = table.hooks.drag_targets(source, 1)[0]
    start, end = visible_point(table, source), visible_point(table, target)
    finger.down(start)
    pygame.event.post(mouse_copy(pygame.MOUSEBUTTONDOWN, start, button=1))
    for step in range(1, 5):
        point = (start[0] + (end[0] - start[0]) * step // 4,
                 start[1] + (end[1] - start[1]) * step // 4)
        pygame.event.post(mouse_copy(pygame.MOUSEMOTION, point, rel=(1, 1),
                                     buttons=(1, 0, 0)))
        finger.move(point)
    pygame.event.post(mouse_copy(pygame.MOUSEBUTTONUP, end, button=1))
    finger.up(end)
    assert table.board.state == play(state, f"{source}>{target}")     # one move
    assert table.session.cursor == 2


def test_a_finger_event_sdl_makes_of_the_mouse_is_ignored(make_app):
    app, table, finger = table_by_touch(make_app)
    stock = table.board.pile_size("stock")
    at = visible_point(table, "stock")
    width, height = app.size
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(4, 2),
                                         buttons=(0, 0, 0)))
    for kind in (pygame.FINGERDOWN, pygame.FINGERUP):
        pygame.event.post(pygame.event.Event(kind, touch_id=-1, finger_id=0, x=at[0] / width,
                                             y=at[1] / height, dx=0, dy=0, pressure=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=at, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=at, button=1))
    finger.run()
    assert table.board.pile_size("stock") == stock - 1
    assert not app.touch.in_use                 # the mouse moved: sizes for the mouse


def test_a_double_tap_sends_a_card_home(make_app):
    game, seed, pile, move = WHITEHEAD_HOME
    app, table, finger = table_by_touch(make_app, game, seed)
    state = table.board.state
    finger.tap(visible_point(table, pile))
    assert table.ui.selection == (pile, 1)      # the first tap picks it up
    finger.tap(visible_point(table, pile))
    assert table.board.state == play(state, move)
    assert table.ui.selection is None


def test_two_taps_a_moment_apart_are_no_double_tap(make_app):
    game, seed, pile, move = WHITEHEAD_HOME
    app, table, finger = table_by_touch(make_app, game, seed)
    state = table.board.state
    finger.tap(visible_point(table, pile))
    finger.pause()
    finger.tap(visible_point(table, pile))      # the same card again: dropped
    assert table.board.state == state and table.ui.selection is None


def test_a_long_press_fills_its_ring_then_peeks_at_a_covered_card(make_app):
    app, table, finger = table_by_touch(make_app)
    app.draw()
    sprite = table.board.cards.pile("tableau1")[0]          # three cards lie over it
    assert table.board.pile_size("tableau1") > 1 and sprite.face_up
    resting = (sprite.x, sprite.y)
    finger.down(visible_point(table, "tableau1", 0))
    rings = []
    for _ in range(round(HOLD * 60) - 2):
        finger.run()
        app.draw()
        rings.append(table.ui.ring[1] if table.ui.ring else None)
        assert table.touch.peek is None
    shown = [r for r in rings if r is not None]
    assert rings[0] is None and len(shown) >= round((HOLD - RING_DELAY) * 60) - 3
    assert shown == sorted(shown) and 0 < shown[0] < shown[-1] < 1     # it fills
    assert table.painter.frame.ring is not None
    finger.wait(0.1)
    assert table.touch.peek == ("tableau1", 0) and table.ui.ring is None
    assert sprite.lift and sprite.y < resting[1]
    order = table.board.draw_order()
    assert order[-1] is sprite                  # drawn over the cards that covered it
    state = table.board.state
    finger.up()
    assert (sprite.x, sprite.y) == resting and not sprite.lift
    assert table.board.state == state and table.ui.selection is None
    assert_sprites_match_state(table)


def test_a_long_press_drops_what_is_held_as_right_click_does(make_app):
    app, table, finger = table_by_touch(make_app)
    finger.tap(visible_point(table, "tableau2"))
    assert table.ui.selection == ("tableau2", 1)
    finger.pause()
    finger.hold(visible_point(table, "tableau5"))
    assert table.ui.selection is None and not table.ui.highlights
    finger.up()
    assert table.ui.selection is None


def test_a_tap_elsewhere_or_on_the_same_card_drops_what_a_tap_picked_up(make_app):
    app, table, finger = table_by_touch(make_app)
    state = table.board.state
    finger.tap(visible_point(table, "tableau3"))
    assert table.ui.selection == ("tableau3", 1)
    assert table.ui.highlights[0] == "tableau3"
    finger.pause()
    finger.tap(visible_point(table, "tableau3"))
    assert table.ui.selection is None and table.board.state == state
    finger.pause()
    finger.tap(visible_point(table, "tableau3"))
    finger.pause()
    area = table.board.geometry.area                # the bare felt, far from any card
    finger.tap((int(area.x + area.w - 3), int(area.y + area.h - 3)))
    assert table.ui.selection is None and table.board.state == state


def test_a_finger_beside_a_card_finds_it_within_its_radius(make_app):
    app, table, finger = table_by_touch(make_app)
    radius = app.touch.metrics.radius
    sprite = table.board.cards.pile("tableau4")[-1]
    geometry = table.board.geometry
    beside = (int(sprite.x + geometry.card_w + radius // 2), int(sprite.y + geometry.card_h
                                                                  // 2))
    gap_pile, _index = table.board.hit(beside)
    if gap_pile is not None:                        # tableaus too close: under the card
        beside = (int(sprite.x + geometry.card_w // 2),
                  int(sprite.y + geometry.card_h + radius // 2))
    assert table.board.hit(beside) == (None, None)
    finger.tap(beside)
    assert table.ui.selection is not None
    far = (beside[0], int(sprite.y + geometry.card_h + 3 * radius))
    if table.board.hit_near(far, radius)[0] is None:
        assert table.board.hit_near(far, radius) == (None, None)


def drag_under_way(table, finger):
    source = next(f"tableau{n}" for n in range(1, 11)
                  if table.hooks.drag_targets(f"tableau{n}", 1))
    target = table.hooks.drag_targets(source, 1)[0]
    start, end = visible_point(table, source), visible_point(table, target)
    finger.down(start)
    middle = ((start[0] + end[0]) // 2, (start[1] + end[1]) // 2)
    finger.move(middle)
    assert table.input.dragging
    return source, target, end


def test_a_second_finger_calls_a_drag_off_and_the_cards_fly_back(make_app):
    app, table, finger = table_by_touch(make_app)
    app.settings.animation = "normal"
    state = table.board.state
    source, target, end = drag_under_way(table, finger)
    dragged = table.input.drag.dragged[0]
    second = Finger(app, finger_id=1)
    second.down((10, app.size[1] // 2))
    assert not table.input.dragging
    assert dragged.tween is not None                # flying back to where it lay
    finger.move(end)
    finger.up(end)
    second.up()
    assert table.board.state == state
    assert_sprites_match_state(table)


def test_a_finger_that_leaves_the_window_ends_the_drag(make_app):
    app, table, finger = table_by_touch(make_app)
    state = table.board.state
    source, target, end = drag_under_way(table, finger)
    width, height = app.size
    pygame.event.post(pygame.event.Event(pygame.FINGERMOTION, touch_id=TOUCH_DEVICE,
                                         finger_id=0, x=1.2, y=0.5, dx=0.1, dy=0,
                                         pressure=1))
    finger.run()
    assert not table.input.dragging
    finger.up(end)                                  # lifted over the target: nothing
    assert table.board.state == state
    assert_sprites_match_state(table)


def test_a_pinch_and_a_two_finger_swipe_do_nothing(make_app):
    app, table, finger = table_by_touch(make_app)
    state = table.board.state
    other = Finger(app, finger_id=1)
    a, b = visible_point(table, "tableau2"), visible_point(table, "tableau8")
    finger.down(a)
    other.down(b)
    for step in range(1, 6):                        # the fingers close in, then sweep
        finger.move((a[0] + 20 * step, a[1] + 10 * step))
        other.move((b[0] - 20 * step, b[1] + 10 * step))
    finger.up()
    other.up()
    finger.wait(HOLD)
    assert table.board.state == state and table.ui.selection is None
    assert not table.input.dragging and table.touch.peek is None


def test_a_finger_hides_the_pointer_and_lays_the_table_out_for_fingers(make_app):
    app = make_app()
    shown = []
    app.touch.pointer = shown.append
    table = open_table(app, "forty-thieves", 1)
    bar = table.bars.bar_h
    finger = Finger(app)
    finger.down(visible_point(table, "tableau1"))
    assert shown == [False] and not app.touch.in_use    # the gesture keeps its layout
    finger.up()
    assert app.touch.in_use and table.bars.bar_h > bar
    target = app.touch.target()
    assert all(min(b.target.size) >= target for b in table.toolbar.shown)
    app.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(3, 0),
                                        buttons=(0, 0, 0)))
    assert shown[-1] is True and not app.touch.in_use and table.bars.bar_h == bar


def test_the_toolbar_and_the_status_bar_answer_a_tap(make_app):
    app, table, finger = table_by_touch(make_app)
    finger.tap(visible_point(table, "stock"))
    finger.pause()
    undo = table.toolbar.button("undo")
    finger.tap(undo.rect.center)
    assert table.session.cursor == 0
    assert not any(b.hovered for b in table.toolbar.shown)     # no hover left behind
    finger.pause()
    assert table.advisor.asked_about is None
    finger.tap(table.bars.status_rect.center)           # "winnable?"
    assert table.advisor.asked_about is table.session
