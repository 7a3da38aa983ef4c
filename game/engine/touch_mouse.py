"""A finger's gestures as the mouse events they stand for, for a scene that does not
read touch itself: a tap is a click where it landed, a drag is a drag of the left
button, and when the finger lifts the pointer is gone (no hover stays lit).

A tap that lands beside every target but within the finger's radius of some is taken to
the nearest point of the nearest one (the scene's `touch_targets`), as a finger's
contact covers more than its centre. A long press, its ring and the press itself give no
mouse event (a long press is no click); a gesture called off releases a drag under way
off the window, where it presses nothing.
"""

import math

import pygame

GONE = (-1, -1)             # where the pointer is said to be once the finger lifts


def mouse(kind, pos, **fields):
    return pygame.event.Event(kind, pos=tuple(pos), **fields)


def pointer_gone():
    """A motion to nowhere that moves nothing: every hover ends."""
    return mouse(pygame.MOUSEMOTION, GONE, rel=(0, 0), buttons=(0, 0, 0))


def nearest(pos, rects, radius):
    """`pos` when it lies on one of `rects` or near none; else the nearest point of the
    nearest rect within `radius`."""
    best, best_distance = pos, None
    for rect in rects:
        if rect.collidepoint(pos):
            return pos
        point = (min(max(pos[0], rect.left), rect.right - 1),
                 min(max(pos[1], rect.top), rect.bottom - 1))
        distance = math.dist(pos, point)
        if distance <= radius and (best_distance is None or distance < best_distance):
            best, best_distance = point, distance
    return best


class TouchAsMouse:
    """Remembers whether a drag holds the left button down, so that it is let go once."""

    def __init__(self):
        self.button_down = False
        self.last = GONE            # where the drag's last motion was

    def events(self, gesture, targets=()) -> list:
        kind, pos = gesture.kind, gesture.pos
        if kind == "tap":
            at = nearest(pos, targets, gesture.radius)
            return [mouse(pygame.MOUSEBUTTONDOWN, at, button=1),
                    mouse(pygame.MOUSEBUTTONUP, at, button=1), pointer_gone()]
        if kind == "drag":
            self.button_down = True
            self.last = gesture.start
            return [mouse(pygame.MOUSEBUTTONDOWN, gesture.start, button=1), self.motion(pos)]
        if kind == "move" and self.button_down:
            return [self.motion(pos)]
        if kind in ("release", "cancel") and self.button_down:
            self.button_down = False
            at = pos if kind == "release" else GONE
            return [mouse(pygame.MOUSEBUTTONUP, at, button=1), pointer_gone()]
        return []

    def motion(self, pos):
        last, self.last = self.last, pos
        return mouse(pygame.MOUSEMOTION, pos, rel=(pos[0] - last[0], pos[1] - last[1]),
                     buttons=(1, 0, 0))
