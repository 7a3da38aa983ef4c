"""Driving the game with fingers alone in tests: SDL's finger events posted to the event
queue and handled by the real App, as a touchscreen would send them (positions as 0..1
of the window), with the game clock stepped between them (never the wall clock).

`Finger(app)` comes down, moves, lifts, taps, drags and holds; `play_move` plays one
move of api.md notation at the table by touch, dragging the cards (`by="drag"`) or
tapping them and then their target (`by="tap"`); in Wall a tap on a waste card groups
it and a tap on a target attacks, or waste cards are dragged onto one another to group
them and onto the target to attack.
"""

import pygame

from game.engine.touch import DOUBLE_TAP

STEP = 1.0 / 60.0
TOUCH_DEVICE = 7            # a touchscreen's id (not SDL_MOUSE_TOUCHID, which is -1)


class Finger:
    def __init__(self, app, finger_id: int = 0, draw: bool = False):
        self.app = app
        self.finger_id = finger_id
        self.draw = draw            # draw each frame (screens lay their buttons out then)
        self.at = None
        if draw:
            app.draw()

    def run(self, dt: float = STEP) -> None:
        """Handle every event waiting, then `dt` of game time (and a frame)."""
        for event in pygame.event.get():
            self.app.handle_event(event)
        self.app.update(dt)
        if self.draw:
            self.app.draw()

    def wait(self, seconds: float) -> None:
        for _ in range(max(1, round(seconds / STEP))):
            self.run()

    def post(self, kind, pos, finger_id=None) -> None:
        width, height = self.app.size
        x, y = (pos[0] + 0.5) / width, (pos[1] + 0.5) / height
        last = self.at or pos
        pygame.event.post(pygame.event.Event(
            kind, touch_id=TOUCH_DEVICE, x=x, y=y,
            finger_id=self.finger_id if finger_id is None else finger_id,
            dx=(pos[0] - last[0]) / width, dy=(pos[1] - last[1]) / height, pressure=1.0))
        self.at = pos
        self.run()

    def down(self, pos) -> None:
        self.at = None
        self.post(pygame.FINGERDOWN, pos)

    def move(self, pos) -> None:
        self.post(pygame.FINGERMOTION, pos)

    def up(self, pos=None) -> None:
        self.post(pygame.FINGERUP, self.at if pos is None else pos)

    def tap(self, pos) -> None:
        self.down(pos)
        self.up(pos)

    def drag(self, start, end, steps: int = 5) -> None:
        self.down(start)
        for i in range(1, steps + 1):
            self.move((start[0] + (end[0] - start[0]) * i // steps,
                       start[1] + (end[1] - start[1]) * i // steps))
        self.up(end)

    def pause(self) -> None:
        """Long enough that the next tap begins no double tap (one step of game time)."""
        self.run(DOUBLE_TAP + STEP)

    def hold(self, pos, seconds: float = 0.6) -> None:
        """Come down at `pos` and stay there `seconds` of game time (not lifted)."""
        self.down(pos)
        self.wait(seconds)


def visible_point(table, pile, index=-1):
    """A point on the part of card `index` of `pile` that shows (its slot when the pile is
    empty): the middle of the strip the next card leaves uncovered."""
    geometry = table.board.geometry
    sprites = table.board.cards.pile(pile)
    if not sprites:
        box = geometry.slot(pile)
        return int(box.x + geometry.card_w / 2), int(box.y + geometry.card_h / 2)
    index = index % len(sprites)
    card = sprites[index]
    w, h = geometry.card_w, geometry.card_h
    if index + 1 < len(sprites):
        after = sprites[index + 1]
        w = min(w, max(2, after.x - card.x)) if after.x > card.x else w
        h = min(h, max(2, after.y - card.y)) if after.y > card.y else h
    return int(card.x + w / 2), int(card.y + h / 2)


def lands_on(table, point, pile, index):
    assert table.board.hit(point) == (pile, index), (point, pile, index,
                                                     table.board.hit(point))


def play_move(finger, table, move: str, by: str = "drag") -> None:
    """One move by touch (see the module docstring)."""
    board = table.board
    if move == "deal":
        finger.pause()
        finger.tap(visible_point(table, "stock"))
        return
    parsed = board.rules.parse(move)
    if parsed[0] == "attack":
        play_attack(finger, table, list(parsed[1]), parsed[2], by)
        return
    _, src, count, dst = parsed
    index = board.pile_size(src) - count
    start = visible_point(table, src, index)
    lands_on(table, start, src, index)
    if by == "drag":
        finger.drag(start, visible_point(table, dst))
        return
    finger.pause()
    finger.tap(start)
    assert table.ui.selection == (src, count), (move, table.ui.selection)
    assert dst in table.ui.highlights, (move, "the legal target glows")
    finger.pause()
    finger.tap(visible_point(table, dst))


def play_attack(finger, table, wastes, target, by) -> None:
    board = table.board
    full = [w for w in board.rules.pile_names
            if board.kind(w) == "waste" and board.pile_size(w)]
    if by == "tap":
        if wastes != full:
            for waste in wastes:
                finger.pause()
                finger.tap(visible_point(table, waste))
            assert table.ui.marked == sorted(wastes)
        finger.pause()
        finger.tap(visible_point(table, target))
        return
    first = wastes[0]
    for waste in wastes[1:]:            # grouped: each dropped on the first
        finger.drag(visible_point(table, waste), visible_point(table, first))
    assert table.ui.marked == (sorted(wastes) if len(wastes) > 1 else [])
    finger.drag(visible_point(table, first), visible_point(table, target))
