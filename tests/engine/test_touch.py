"""Fingers told apart into gestures (game.engine.touch), SDL's copies named, sizes in
millimetres from the display's DPI (a 7-inch 1280x800 screen's when unknown), the
display's DPI asked of SDL (game.engine.display_dpi) and a gesture as mouse events
(game.engine.touch_mouse). No window is needed: events are made by hand and the game
time is handed in."""

import ctypes
import math

import pygame

from game.engine.display_dpi import display_dpi
from game.engine.touch import (
    DOUBLE_TAP,
    FALLBACK_DPI,
    HOLD,
    RING_DELAY,
    Fingers,
    TouchMetrics,
    finger_pos,
    is_copy,
    metrics_for,
)
from game.engine.touch_mouse import GONE, TouchAsMouse, nearest

SIZE = (1000, 500)


def finger(kind, pos, finger_id=0, touch_id=3):
    return pygame.event.Event(kind, touch_id=touch_id, finger_id=finger_id,
                              x=pos[0] / SIZE[0], y=pos[1] / SIZE[1], dx=0.0, dy=0.0,
                              pressure=1.0)


class Hand:
    """Fingers fed events at a game time the test moves on."""

    def __init__(self, dpi=FALLBACK_DPI):
        self.fingers = Fingers(TouchMetrics(dpi))
        self.now = 10.0

    def send(self, kind, pos, finger_id=0):
        return [g.kind for g in self.fingers.handle(finger(kind, pos, finger_id), SIZE,
                                                    self.now)]

    def tap(self, pos):
        return self.send(pygame.FINGERDOWN, pos) + self.send(pygame.FINGERUP, pos)

    def wait(self, seconds):
        made = []
        for _ in range(round(seconds * 60)):
            self.now += 1 / 60
            made += self.fingers.update(self.now)
        return made


def test_nine_millimetres_at_a_seven_inch_1280x800_screen_and_a_fifteen_inch_4k_one():
    assert round(FALLBACK_DPI, 1) == 215.6
    assert metrics_for(None).target == metrics_for(0).target == 77     # 76.4 px, rounded up
    fifteen_4k = math.hypot(3840, 2160) / 15
    assert metrics_for(fifteen_4k).target == 105                       # 104.1 px
    metrics = TouchMetrics(254.0)                   # ten pixels a millimetre
    assert (metrics.target, metrics.drag, metrics.radius) == (90, 25, 40)


def test_sdl_copies_of_the_other_device_are_named():
    assert is_copy(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(1, 1), button=1,
                                      touch=True))
    assert not is_copy(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(1, 1), button=1,
                                          touch=False))
    assert not is_copy(pygame.event.Event(pygame.MOUSEMOTION, pos=(1, 1), rel=(1, 0)))
    assert is_copy(finger(pygame.FINGERDOWN, (5, 5), touch_id=-1))
    assert not is_copy(finger(pygame.FINGERDOWN, (5, 5)))
    assert not is_copy(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a))


def test_a_finger_is_placed_in_the_drawables_pixels():
    assert finger_pos(finger(pygame.FINGERDOWN, (250, 125)), SIZE) == (250, 125)
    assert finger_pos(finger(pygame.FINGERDOWN, (250, 125)), (2000, 1000)) == (500, 250)
    edge = pygame.event.Event(pygame.FINGERMOTION, x=1.3, y=-0.2)
    assert finger_pos(edge, SIZE) == (999, 0)


def test_a_tap_a_drag_and_a_double_tap():
    hand = Hand()
    assert hand.tap((100, 100)) == ["press", "tap"]
    assert hand.tap((110, 104)) == ["press", "tap"]             # soon and near: double
    assert hand.fingers.last_tap is None
    hand.now += DOUBLE_TAP + 0.01
    assert hand.tap((110, 104)) == ["press", "tap"]             # too late: a first tap
    moves = hand.send(pygame.FINGERDOWN, (100, 100))
    moves += hand.send(pygame.FINGERMOTION, (110, 100))         # within the threshold
    moves += hand.send(pygame.FINGERMOTION, (130, 100))         # past 2.5 mm (22 px)
    moves += hand.send(pygame.FINGERMOTION, (160, 120))
    moves += hand.send(pygame.FINGERUP, (160, 120))
    assert moves == ["press", "drag", "move", "release"]


def test_the_second_tap_of_a_double_tap_is_counted_and_far_taps_are_not():
    hand = Hand()
    counts = []
    for pos in ((100, 100), (105, 100), (300, 100), (300, 300)):
        hand.send(pygame.FINGERDOWN, pos)
        counts.append(hand.fingers.handle(finger(pygame.FINGERUP, pos), SIZE,
                                          hand.now)[0].count)
    assert counts == [1, 2, 1, 1]


def test_a_finger_held_still_fills_the_ring_then_makes_a_long_press():
    hand = Hand()
    hand.send(pygame.FINGERDOWN, (200, 200))
    made = hand.fingers.update(hand.now + RING_DELAY / 2)
    assert made == []                               # a tap never shows the ring
    rings = [g for g in hand.wait(HOLD - 0.05) if g.kind == "ring"]
    assert rings and all(0 <= g.progress < 1 for g in rings)
    assert [g.progress for g in rings] == sorted(g.progress for g in rings)
    held = [g.kind for g in hand.wait(0.1)]
    assert held[-1] == "hold" and set(held[:-1]) <= {"ring"} and hand.wait(0.5) == []
    assert hand.send(pygame.FINGERMOTION, (260, 200)) == []     # a long press stays put
    assert hand.send(pygame.FINGERUP, (260, 200)) == ["lift"]


def test_a_second_finger_or_the_windows_edge_calls_the_gesture_off():
    hand = Hand()
    hand.send(pygame.FINGERDOWN, (100, 100))
    hand.send(pygame.FINGERMOTION, (160, 100))
    assert hand.send(pygame.FINGERDOWN, (400, 300), finger_id=1) == ["cancel"]
    assert hand.send(pygame.FINGERMOTION, (200, 100)) == []
    assert hand.send(pygame.FINGERUP, (200, 100)) == []
    assert hand.send(pygame.FINGERDOWN, (100, 100), finger_id=2) == []   # one still down
    assert hand.send(pygame.FINGERUP, (400, 300), finger_id=1) == []
    assert hand.send(pygame.FINGERUP, (100, 100), finger_id=2) == []
    assert hand.wait(HOLD * 2) == []
    assert hand.tap((100, 100)) == ["press", "tap"]             # all lifted: afresh
    hand.send(pygame.FINGERDOWN, (100, 100))
    hand.send(pygame.FINGERMOTION, (160, 100))
    off = pygame.event.Event(pygame.FINGERMOTION, touch_id=3, finger_id=0, x=1.01, y=0.2)
    assert [g.kind for g in hand.fingers.handle(off, SIZE, hand.now)] == ["cancel"]
    assert hand.send(pygame.FINGERUP, (999, 100)) == []


def test_a_lost_window_forgets_the_fingers():
    hand = Hand()
    hand.send(pygame.FINGERDOWN, (100, 100))
    assert [g.kind for g in hand.fingers.forget()] == ["cancel"]
    assert not hand.fingers.down and not hand.fingers.busy
    assert hand.tap((100, 100)) == ["press", "tap"]


class FakeSDL:
    """SDL's three calls as display_dpi makes them, answering for two displays."""

    def __init__(self, dpis, fails=False):
        self.dpis = dpis
        self.fails = fails

    def SDL_GetNumVideoDisplays(self):
        return len(self.dpis)

    def SDL_GetDisplayBounds(self, index, rect):
        rect._obj.x, rect._obj.y, rect._obj.w, rect._obj.h = 1920 * index, 0, 1920, 1080
        return 0

    def SDL_GetDisplayDPI(self, index, diagonal, across, down):
        if self.fails:
            return -1
        diagonal._obj.value = across._obj.value = down._obj.value = self.dpis[index]
        return 0


def test_the_dpi_is_that_of_the_display_holding_the_window():
    sdl = FakeSDL([96.0, 288.0])
    assert display_dpi((100, 500), sdl) == 96.0
    assert display_dpi((2500, 500), sdl) == 288.0
    assert display_dpi((0, 0), FakeSDL([96.0], fails=True)) is None
    assert display_dpi((0, 0), FakeSDL([0.0])) is None      # a display of no known size
    assert isinstance(ctypes.c_float().value, float)


def test_the_dummy_driver_knows_no_dpi(app):
    assert display_dpi((10, 10)) is None
    assert app.touch.metrics.target == metrics_for(None).target


def test_a_tap_beside_a_button_is_taken_to_it_and_a_drag_is_let_go_off_the_window():
    button = pygame.Rect(100, 100, 50, 30)
    assert nearest((120, 110), [button], 20) == (120, 110)
    assert nearest((160, 110), [button], 20) == (149, 110)
    assert nearest((200, 110), [button], 20) == (200, 110)     # too far
    adapter = TouchAsMouse()
    kinds = [e.type for e in adapter.events(Hand().fingers.gesture("tap", (160, 110))._replace(
        radius=20), [button])]
    assert kinds == [pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION]
    drag = Hand().fingers.gesture("drag", (40, 40))
    assert [e.type for e in adapter.events(drag)] == [pygame.MOUSEBUTTONDOWN,
                                                     pygame.MOUSEMOTION]
    cancel = adapter.events(drag._replace(kind="cancel"))
    assert cancel[0].type == pygame.MOUSEBUTTONUP and cancel[0].pos == GONE
    assert adapter.events(drag._replace(kind="release")) == []     # let go once
    assert adapter.events(drag._replace(kind="hold")) == []


def test_a_window_moved_to_another_display_asks_for_its_dpi(app):
    asked = []
    app.touch.measure = asked.append
    app.handle_event(pygame.event.Event(pygame.WINDOWDISPLAYCHANGED, display_index=1))
    assert len(asked) == 1 and len(asked[0]) == 2       # the window's centre
