"""Monkey test: thousands of seeded random events per game; nothing breaks, and the
card sprites always match the model."""

import random

import pygame
import pytest

from game.rules import GAMES
from game.scenes.table import TableScene
from tests.scenes.table_helpers import assert_sprites_match_state, centre, key, open_table

EVENTS = 2000
KEYS = [(pygame.K_z, pygame.KMOD_CTRL), (pygame.K_y, pygame.KMOD_CTRL),
        (pygame.K_z, pygame.KMOD_CTRL | pygame.KMOD_SHIFT), (pygame.K_h, 0), (pygame.K_d, 0),
        (pygame.K_ESCAPE, 0), (pygame.K_RETURN, 0), (pygame.K_r, pygame.KMOD_CTRL),
        (pygame.K_F1, 0), (pygame.K_g, 0), (pygame.K_5, 0)]


def random_point(rng, table, size):
    names = [n for n, p in table.geometry.layout.piles.items() if not p.hidden]
    empty = [n for n in names if not table.cards.pile(n)]
    if empty and rng.random() < 0.3:   # gaps and empty piles are where cards go
        names = empty
    if rng.random() < 0.8:
        x, y = centre(table, rng.choice(names))
        return x + rng.randint(-8, 8), y + rng.randint(-8, 8)
    return rng.randrange(size[0]), rng.randrange(size[1])


def random_events(rng, table, size):
    """One random gesture: a drag, a click, a double-click, a key, or a right click."""
    roll = rng.random()
    a = random_point(rng, table, size)
    if roll < 0.45:
        b = random_point(rng, table, size)
        mid = ((a[0] + b[0]) // 2, (a[1] + b[1]) // 2)
        return [(pygame.MOUSEBUTTONDOWN, {"pos": a, "button": 1}),
                (pygame.MOUSEMOTION, {"pos": mid, "rel": (1, 1), "buttons": (1, 0, 0)}),
                (pygame.MOUSEMOTION, {"pos": b, "rel": (1, 1), "buttons": (1, 0, 0)}),
                (pygame.MOUSEBUTTONUP, {"pos": b, "button": 1})]
    if roll < 0.75:
        clicks = 2 if rng.random() < 0.4 else 1
        return [(kind, {"pos": a, "button": 1}) for _ in range(clicks)
                for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)]
    if roll < 0.82:
        return [(pygame.MOUSEBUTTONDOWN, {"pos": a, "button": 3})]
    if roll < 0.88 and table.toolbar.buttons:
        button = rng.choice([b for b in table.toolbar.buttons if b.action != "menu"])
        return [(pygame.MOUSEBUTTONDOWN, {"pos": button.rect.center, "button": 1}),
                (pygame.MOUSEBUTTONUP, {"pos": button.rect.center, "button": 1})]
    k, mod = rng.choice(KEYS)
    return [key(k, mod)]


@pytest.mark.parametrize("game", GAMES)
def test_monkey(make_app, game):
    rng = random.Random(f"monkey-{game}")
    app = make_app((1280, 720))
    table = open_table(app, game, rng.randrange(2**32))
    sent = 0
    while sent < EVENTS:
        top = app.manager.top
        if not isinstance(top, TableScene):
            if top is not None and not top.opaque:
                # An overlay (win, stuck, help, game number): answer it like a player.
                kind, mod = rng.choice([(pygame.K_ESCAPE, 0), (pygame.K_RETURN, 0)])
                app.handle_event(pygame.event.Event(pygame.KEYDOWN, key(kind, mod)[1]))
            else:
                table = open_table(app, game, rng.randrange(2**32))
            sent += 1
            continue
        table = top
        for kind, attrs in random_events(rng, table, app.size):
            app.handle_event(pygame.event.Event(kind, attrs))
            sent += 1
        for _ in range(rng.choice([0, 1, 3, 20])):
            app.update(1 / 60)
        if sent % 40 < 4:
            app.draw()
            if isinstance(app.manager.top, TableScene) and not app.manager.top.input.dragging:
                assert_sprites_match_state(app.manager.top, settle=rng.random() < 0.5)
    if isinstance(app.manager.top, TableScene):
        app.manager.top.input.cancel()
        assert_sprites_match_state(app.manager.top)
