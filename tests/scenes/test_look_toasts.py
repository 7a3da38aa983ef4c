"""Toasts and hints hide no card (issue 11, item 13).

A message is drawn where it covers no card and no pile (least of all the ones it talks
about): just above the status bar over empty felt, narrower (more lines) where the felt
is narrow; it never hides the status bar's text. The
examples of the issue: Wall's waste, Maze's bottom row, the Doublets foundation.
"""

import pygame
import pytest

from game.rules import GAMES
from tests.scenes.table_helpers import centre, drag, open_table, post

SIZES = [(1024, 600), (1280, 720), (1920, 1080)]
LONG = ("A long message that needs most of the width of the window to say what it has "
        "to say about the cards, and then some more words so that it wraps")


def covered(table):
    """Every card and every pile's place on the table, as Rects."""
    g = table.geometry
    rects = [pygame.Rect(round(s.x), round(s.y), g.card_w, g.card_h)
             for s in table.cards.sprites if s.pile in g.visible_piles()]
    for name in g.visible_piles():
        count = len(table.state.piles[table.rules.index[name]])
        rects.append(pygame.Rect(*(round(v) for v in g.pile_box(name, count))))
    return rects


def toast_rect(app, table):
    app.clock.advance(0.5)                  # faded in
    app.manager.draw(app.screen)
    rect = table.toast.rect
    assert rect is not None and rect.w > 0, "no toast drawn"
    return rect


def assert_hides_nothing(app, table):
    rect = toast_rect(app, table)
    hidden = [r for r in covered(table) if r.colliderect(rect)]
    assert not hidden, f"the toast {rect} covers {hidden[:3]}"
    assert app.screen.get_rect().contains(rect)
    assert rect.top >= table.bar_h, "the toast covers the toolbar"


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game", GAMES)
def test_hints_and_messages_hide_no_card(make_app, size, game):
    app = make_app(size)
    table = open_table(app, game, 11)
    table.rules_hint()
    assert_hides_nothing(app, table)
    table.say(LONG)
    assert_hides_nothing(app, table)


def test_a_wall_refusal_does_not_cover_the_waste(app):
    table = open_table(app, "wall", 11)
    start = centre(table, "waste1")
    post(app, [*drag(start, centre(table, "wall1"))])     # the top row is covered
    assert table.toast.active(app.clock.now)
    assert_hides_nothing(app, table)


def test_the_doublets_hint_leaves_the_foundation_in_view(app):
    table = open_table(app, "doublets", 11)
    table.rules_hint()
    rect = toast_rect(app, table)
    foundation = pygame.Rect(*(round(v) for v in table.geometry.slot("foundation")))
    assert not rect.colliderect(foundation)


def test_with_no_free_felt_the_message_stays_above_the_status_bar(make_app, monkeypatch):
    """Cards everywhere between the bars (say, long columns): just above the status bar,
    over the lowest cards for a moment, never over the status bar's text."""
    app = make_app((1024, 600))
    table = open_table(app, "forty-thieves", 11)
    area = pygame.Rect(0, table.bar_h, 1024, table.status_rect.top - table.bar_h)
    monkeypatch.setattr(table.painter, "taken", lambda: [area])
    table.say("Nothing can go there")
    rect = toast_rect(app, table)
    assert not rect.colliderect(table.status_rect)
    assert area.contains(rect) and table.status_rect.top - rect.bottom <= rect.h


def status_text_boxes(app, table):
    """Where the status bar has text: columns of the strip with lit pixels, as Rects."""
    band = table.status_rect
    app.clock.advance(10)                   # no toast
    app.manager.draw(app.screen)
    plain = app.screen.subsurface(band).copy()
    background = plain.get_at((band.w // 2, 1))
    columns = [x for x in range(band.w)
               if any(abs(sum(plain.get_at((x, y))[:3]) - sum(background[:3])) > 90
                      for y in range(0, band.h, 2))]
    return [pygame.Rect(band.x + x, band.y, 1, band.h) for x in columns]


@pytest.mark.parametrize("size", [(640, 480), (1280, 720), (720, 1280), (3840, 2160)])
@pytest.mark.parametrize("game", GAMES)
def test_a_long_toast_never_hides_the_status_text(make_app, size, game):
    """(At 1280x720 in Maze a long refusal lay over "Game #1" in the status bar.)"""
    app = make_app(size)
    table = open_table(app, game, 1)
    text_columns = status_text_boxes(app, table)
    assert text_columns, "no status text found"
    table.say(LONG)
    rect = toast_rect(app, table)
    assert rect.collidelist(text_columns) < 0 and not rect.colliderect(table.status_rect)
    assert rect.top >= table.bar_h and app.screen.get_rect().contains(rect)
