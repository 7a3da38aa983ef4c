"""The win celebration: every card leaps off the foundations and bounces away.

Ghost copies of the cards are animated (the real sprites stay where the rules put them),
one after another, each on a bouncing path under gravity until it leaves the window.
Positions are a pure function of time, so tests can step the game clock through it.
"""

import math
from typing import NamedTuple

from game.engine.tween import Tween, linear

GRAVITY = 2.6          # window heights per second squared
BOUNCE = 0.72          # speed kept at each bounce
STAGGER = 0.09
SECONDS = 3.2          # each card's flight


class Ghost:
    __slots__ = ("card", "x", "y", "x0", "y0", "vx", "vy", "floor", "g", "visible")

    def __init__(self, card, x, y, vx, vy, floor, g):
        self.card, self.x, self.y = card, x, y
        self.x0, self.y0, self.vx, self.vy, self.floor, self.g = x, y, vx, vy, floor, g
        self.visible = False

    def at(self, t: float):
        """Position after t seconds: a parabola that bounces on the floor."""
        x = self.x0 + self.vx * t
        y, vy, left = self.y0, self.vy, t
        for _ in range(12):
            disc = vy * vy + 2 * self.g * (self.floor - y)
            hit = (-vy + math.sqrt(max(0.0, disc))) / self.g
            if left <= hit:
                return x, y + vy * left + 0.5 * self.g * left * left
            left -= hit
            y, vy = self.floor, -BOUNCE * (vy + self.g * hit)
        return x, self.floor


class Celebration(NamedTuple):
    ghosts: list[Ghost]
    length: float


def celebrate(timeline, sprites, size, card_h, speed: float = 1.0) -> Celebration:
    """Launch ghosts for `sprites` (top cards first) on `timeline`; returns them."""
    width, height = size
    g = GRAVITY * height
    ghosts = []
    speed = max(speed, 0.2)
    for i, sprite in enumerate(sprites):
        direction = -1 if (i * 7919) % 2 else 1
        vx = direction * width * (0.18 + 0.12 * ((i * 37) % 10) / 10)
        vy = -height * (0.2 + 0.5 * ((i * 53) % 10) / 10)
        ghost = Ghost(sprite.card, sprite.x, sprite.y, vx, vy, height - card_h, g)
        ghosts.append(ghost)

        def move(t, ghost=ghost):
            ghost.visible = t < 1.0
            ghost.x, ghost.y = ghost.at(t * SECONDS)

        timeline.add(Tween(SECONDS * speed, move, delay=i * STAGGER * speed, ease=linear))
    return Celebration(ghosts, (len(sprites) * STAGGER + SECONDS) * speed)
