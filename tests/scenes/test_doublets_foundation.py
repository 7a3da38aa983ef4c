"""Doublets marks its foundation (issue 20, §2): it holds a card from the deal on, so its
slot never shows and it looked like one more reserve. A frame round it and its name just
above it, on the felt and clear of every card, tell it apart; no other table has marks."""

import pygame
import pytest

from game.rules import GAMES
from tests.scenes.table_helpers import open_table, taken

SIZES = [(640, 480), (1024, 600), (1280, 720), (720, 1280), (1920, 1080), (3840, 2160)]


def mark_rects(table):
    return [image.get_rect(topleft=at) for image, at in table.hooks.felt_marks()]


@pytest.mark.parametrize("size", SIZES)
def test_the_foundation_is_framed_and_named_clear_of_the_cards(make_app, size):
    app = make_app(size)
    table = open_table(app, "doublets", 5)
    frame, label = mark_rects(table)
    slot = pygame.Rect(*(round(v) for v in table.board.geometry.slot("foundation")))
    assert frame.contains(slot) and frame.w > slot.w and frame.h > slot.h
    assert label.bottom <= frame.top and abs(label.centerx - slot.centerx) <= 1
    assert label.h >= 10, "the label is too small to read"
    piles = taken(table)
    assert label.collidelist(piles) < 0, "a card would hide the name"
    area = pygame.Rect(*(round(v) for v in table.board.geometry.area))
    assert area.contains(frame.union(label)), "the mark leaves the table"


@pytest.mark.parametrize("size", [(1280, 720), (720, 1280), (3840, 2160)])
def test_the_mark_is_drawn_on_the_felt(make_app, size, monkeypatch):
    app = make_app(size)
    table = open_table(app, "doublets", 5)
    frame, label = mark_rects(table)
    app.manager.draw(app.screen)
    seen = [pygame.image.tobytes(app.screen.subsurface(r), "RGB") for r in (frame, label)]
    monkeypatch.setattr(table.hooks, "felt_marks", lambda: [])
    table.painter.invalidate()
    table.painter.base = None
    app.manager.draw(app.screen)
    plain = [pygame.image.tobytes(app.screen.subsurface(r), "RGB") for r in (frame, label)]
    assert seen[0] != plain[0], "no frame round the foundation"
    assert seen[1] != plain[1], "no name above the foundation"


@pytest.mark.parametrize("game", [g for g in GAMES if g != "doublets"])
def test_no_other_table_has_marks(app, game):
    assert open_table(app, game, 5).hooks.felt_marks() == []
