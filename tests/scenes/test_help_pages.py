"""The rules page of every game (issue 21): its own text from game/help with pictures
drawn by the game (the opening deal and the worked example's two moves), which scroll
with the text and are really on screen, at the sizes players use."""

import pygame
import pytest

from game.rules import GAMES
from game.scenes.pages import HelpOverlay
from tests.scenes.table_helpers import key, open_table, post

PICTURES = ["opening", "legal", "refused"]


def open_rules(app, game):
    open_table(app, game, 5)
    post(app, [key(pygame.K_F1)])
    page = app.manager.top
    assert isinstance(page, HelpOverlay)
    app.manager.draw(app.screen)
    return page


def picture_rows(page):
    return {text: index for index, (_, text, style) in enumerate(page.lines)
            if style == "picture"}


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("game", GAMES)
def test_each_picture_is_drawn_when_scrolled_into_view(make_app, game, size):
    app = make_app(size)
    page = open_rules(app, game)
    rows = picture_rows(page)
    pictures = PICTURES if page.example else PICTURES[:1]      # a page with no example
    assert sorted(rows) == sorted(pictures)
    assert [rows[name] for name in pictures] == sorted(rows.values())
    for name in pictures:
        picture = page.pictures[name]
        assert 0 < picture.get_width() <= page.text_rect.w
        page.offset = min(rows[name], page.last_offset())
        app.manager.draw(app.screen)
        y = page.text_rect.y + (rows[name] - page.offset) * page.line_h
        spot = (page.text_rect.x + 3, y + picture.get_height() // 2)
        assert page.text_rect.collidepoint(spot)
        assert app.screen.get_at(spot) == picture.get_at((3, picture.get_height() // 2))


@pytest.mark.parametrize("game", GAMES)
def test_the_page_reads_its_own_text_and_the_example(app, game):
    page = open_rules(app, game)
    text = " ".join(page.all_lines)
    assert "GOAL" in text and "WORKED EXAMPLE" in text and "TIPS" in text
    if page.example is None:                    # the page says it in words alone
        assert "Refused:" not in text and "game number 1," in text
        return
    assert f"Refused: {page.example.reason}." in text
    assert f"game number {page.example.seed}" in text


def test_a_picture_half_scrolled_out_is_still_drawn_clipped(make_app):
    app = make_app((1280, 720))
    page = open_rules(app, "wall")
    rows = picture_rows(page)
    page.offset = rows["opening"] + 2          # its top two lines above the text
    app.manager.draw(app.screen)
    picture = page.pictures["opening"]
    y = page.text_rect.y + page.line_h        # inside the picture, below the text's top
    assert app.screen.get_at((page.text_rect.x + 3, y)) == \
        picture.get_at((3, 3 * page.line_h))
    above = page.text_rect.y - 2               # the title band stays clear of it
    assert app.screen.get_at((page.text_rect.x + 3, above)) != \
        picture.get_at((3, 2 * page.line_h - 2))


def test_the_keyboard_scrolls_through_the_pictures_to_the_end(make_app):
    app = make_app((1280, 720))
    page = open_rules(app, "forty-thieves")
    post(app, [key(pygame.K_END)])
    assert page.offset == page.last_offset() > 0
    post(app, [key(pygame.K_HOME), key(pygame.K_PAGEDOWN)])
    assert page.offset == page.page - 1
    post(app, [key(pygame.K_ESCAPE)])
    assert not isinstance(app.manager.top, HelpOverlay)


@pytest.mark.parametrize("game", GAMES)
def test_the_opening_fills_its_room_with_the_cards(app, game):
    """The layout's empty room for long fans is cut away and the cards grow to fit."""
    from game.scenes.help_pictures import opening_picture
    room = (700, 300)
    picture = opening_picture(game, 1, room)
    width, height = picture.get_size()
    assert width <= room[0] and height <= room[1]
    assert width >= 0.9 * room[0] or height >= 0.9 * room[1]
    pad = min(room) // 24
    felt = picture.get_at((pad // 2, height // 2))
    bottom, right = height - pad - 2, width - pad - 2
    assert any(picture.get_at((x, bottom)) != felt for x in range(pad, width - pad))
    assert any(picture.get_at((right, y)) != felt for y in range(pad, height - pad))


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)])
def test_the_pictures_courts_are_the_figures(make_app, monkeypatch, size):
    """Issue 28: in every picture of every game's page, at the smallest windows, a
    court is its figure drawn small (tests/sprites/court_figures.py), at every card size
    the pictures use (none narrower than the sprites' tests cover)."""
    from game.scenes import help_pictures
    from tests.sprites.court_figures import check_figure_courts
    from tests.sprites.test_small_courts import MIN_WIDTH
    used = {}
    real = help_pictures.card_faces

    def recorded(width, height, looks):
        faces = real(width, height, looks)
        used[faces.size] = faces
        return faces
    monkeypatch.setattr(help_pictures, "card_faces", recorded)
    for game in GAMES:
        page = open_rules(make_app(size), game)
        assert page.pictures["opening"] is not None
    assert used
    for faces in used.values():
        assert faces.width >= MIN_WIDTH, faces.size
        check_figure_courts(faces.art)
