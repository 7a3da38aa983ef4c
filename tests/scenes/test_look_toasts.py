"""Toasts and hints hide no card (issue 11, item 13).

A message is drawn where it covers no card and no pile (least of all the ones it talks
about): just above the status bar over empty felt, else in the status bar's band. The
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


def test_with_no_free_felt_the_message_goes_over_the_status_bar(make_app, monkeypatch):
    """Cards everywhere between the bars (say, long columns): the status bar's band."""
    app = make_app((1024, 600))
    table = open_table(app, "forty-thieves", 11)
    area = pygame.Rect(0, table.bar_h, 1024, table.status_rect.top - table.bar_h)
    monkeypatch.setattr(table.painter, "taken", lambda: [area])
    table.say("Nothing can go there")
    rect = toast_rect(app, table)
    band = table.status_rect
    assert rect.bottom <= band.bottom and rect.top >= band.top - 2
    assert not rect.colliderect(area.inflate(0, -2))
