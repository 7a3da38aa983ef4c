"""Toasts: one place and one width on every table (issue 20, §2; before, issue 11 item 13
searched each table for free felt, so messages moved and changed width per game).

A message is centred just above the status bar, its text wrapped at 60% of the window's
width, the same box for the same message on every table; it never hides the status bar's
text nor the toolbar, and where it lies over cards (Maze's bottom row, the Doublets
foundation) the next press or key puts it away.
"""

import pygame
import pytest

from game.rules import GAMES
from tests.scenes.table_helpers import centre, drag, key, open_table, post, press, release

SIZES = [(640, 480), (1024, 600), (1280, 720), (720, 1280), (1920, 1080), (3840, 2160)]
LONG = ("A long message that needs most of the width of the window to say what it has "
        "to say about the cards, and then some more words so that it wraps")
SHORT = "Nothing to undo"


def toast_rect(app, table):
    app.clock.advance(0.5)                  # faded in
    app.manager.draw(app.screen)
    rect = table.voice.toast.rect
    assert rect is not None and rect.w > 0, "no toast drawn"
    return rect


@pytest.mark.parametrize("size", SIZES)
def test_a_message_has_one_place_and_width_on_every_table(make_app, size):
    app = make_app(size)
    places = {}
    for game in GAMES:
        table = open_table(app, game, 11)
        for text in (SHORT, LONG):
            table.say(text)
            rect = toast_rect(app, table)
            places.setdefault(text, set()).add(tuple(rect))
            status = table.bars.status_rect
            assert rect.centerx in (size[0] // 2, size[0] // 2 - 1), (game, rect)
            assert 0 < status.top - rect.bottom <= max(4, status.h // 4), \
                (game, "not just above the status bar")
            assert rect.w <= round(size[0] * 0.6), (game, "wider than 60% of the window")
            assert rect.top >= table.bars.bar_h, "the toast covers the toolbar"
    assert all(len(rects) == 1 for rects in places.values()), places
    short, long = (next(iter(places[text])) for text in (SHORT, LONG))
    assert pygame.Rect(long).h > pygame.Rect(short).h, "the long message did not wrap"


def test_a_hint_sits_where_every_message_does(app):
    table = open_table(app, "doublets", 11)
    table.say(SHORT)
    said = toast_rect(app, table)
    table.play.rules_hint()
    hint = toast_rect(app, table)
    assert hint.bottom == said.bottom and abs(hint.centerx - said.centerx) <= 1


def test_a_wall_refusal_shows_in_the_same_place(app):
    table = open_table(app, "wall", 11)
    start = centre(table, "waste1")
    post(app, [*drag(start, centre(table, "wall1"))])     # the top row is covered
    assert table.voice.toast.active(app.clock.now)
    rect = toast_rect(app, table)
    gap = table.bars.status_rect.top - rect.bottom
    assert 0 < gap <= max(4, table.bars.status_rect.h // 4)


@pytest.mark.parametrize("event", ["press", "key"])
def test_the_next_press_or_key_puts_a_message_away(make_app, event):
    """In Maze the message lies over the bottom row: it never stands in the way."""
    app = make_app((1280, 720))
    table = open_table(app, "maze", 11)
    table.say(LONG)
    rect = toast_rect(app, table)
    bottom_row = [s for s in table.board.cards.sprites
                  if pygame.Rect(round(s.x), round(s.y), table.board.geometry.card_w,
                                 table.board.geometry.card_h).colliderect(rect)]
    assert bottom_row, "the message lies over Maze's cards here"
    app.manager.draw(app.screen)
    table.dirty = False
    felt = (2, table.bars.status_rect.top - 2)       # beside the table: neither card nor toast
    post(app, [press(felt), release(felt)] if event == "press" else [key(pygame.K_LEFT)])
    assert not table.voice.toast.active(app.clock.now) and table.dirty
    app.manager.draw(app.screen)
    shot = app.screen.subsurface(rect).copy()
    table.painter.invalidate()
    app.manager.draw(app.screen)
    assert pygame.image.tobytes(shot, "RGB") == \
        pygame.image.tobytes(app.screen.subsurface(rect), "RGB"), "the toast is still seen"


def test_a_message_said_by_the_press_itself_stays(app):
    table = open_table(app, "doublets", 11)
    table.say(SHORT)
    post(app, [key(pygame.K_a)])            # Animation: the press hushes, then says its own
    toast = table.voice.toast
    assert toast.active(app.clock.now) and toast.text.startswith("Animation")


def status_text_boxes(app, table):
    """Where the status bar has text: columns of the strip with lit pixels, as Rects."""
    band = table.bars.status_rect
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
    assert rect.collidelist(text_columns) < 0 and not rect.colliderect(table.bars.status_rect)
    assert rect.top >= table.bars.bar_h and app.screen.get_rect().contains(rect)
