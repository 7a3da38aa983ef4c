"""The game chooser, driven with real pygame events through the App's event handling."""

import pygame
import pytest

from game.rules import GAMES, rules_for
from game.scenes.chooser import ChooserScene, GameInfo, render_preview
from tests.conftest import fake_services


@pytest.fixture
def started(app):
    """start_game calls, recorded instead of opening a table (the chooser's services
    carry the recorder in place of the app's start_game)."""
    calls = []

    def start_game(game_id, seed=None):
        calls.append(game_id)
        app.settings.last_game = game_id

    fake_services(app, start_game=start_game)
    return calls


@pytest.fixture
def chooser(app, started):
    return app.show_chooser()


def send(app, *events):
    """Post real events and let the app take them off the queue and dispatch them."""
    for event in events:
        pygame.event.post(event)
    for event in app.poll():
        app.handle_event(event)


def key(code):
    return pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="")


def mouse(kind, pos, **extra):
    return pygame.event.Event(kind, pos=pos, **extra)


def test_shows_the_five_games_in_order_with_names_and_goals(chooser):
    assert [info.id for info in chooser.games] == list(GAMES)
    for info in chooser.games:
        rules = rules_for(info.id)
        assert info.title == rules.title and info.goal == rules.goal
        assert info.goal[0].isupper() and info.goal.endswith(".")     # written alike
    assert chooser.selected == 0


def test_arrows_move_and_enter_plays(app, chooser, started):
    send(app, key(pygame.K_RIGHT), key(pygame.K_RIGHT))
    assert chooser.selected == 2 and started == []
    send(app, key(pygame.K_RETURN))
    assert started == ["maze"]
    send(app, key(pygame.K_LEFT), key(pygame.K_LEFT), key(pygame.K_LEFT), key(pygame.K_SPACE))
    assert started[-1] == GAMES[-1]             # wraps round from the first


def test_digits_play_that_game(app, chooser, started):
    send(app, key(pygame.K_4))
    assert started == ["wall"] and chooser.selected == 3
    send(app, key(pygame.K_KP1))
    assert started == ["wall", "forty-thieves"]
    send(app, key(pygame.K_9))
    assert started == ["wall", "forty-thieves"]


def test_escape_asks_and_quit_needs_the_focus_moved_to_it(app, chooser):
    app.running = True
    send(app, key(pygame.K_ESCAPE))
    assert app.running and app.manager.top is not chooser      # tests/scenes/test_confirm.py
    send(app, key(pygame.K_RETURN))                             # Stay has the focus
    assert app.running and app.manager.top is chooser
    send(app, key(pygame.K_ESCAPE))
    send(app, key(pygame.K_LEFT))
    send(app, key(pygame.K_RETURN))
    assert not app.running


def test_hover_highlights_and_a_click_plays(app, chooser, started):
    whitehead = chooser.rects[1].center
    send(app, mouse(pygame.MOUSEMOTION, whitehead, rel=(5, 0), buttons=(0, 0, 0)))
    assert chooser.selected == 1 and chooser.dirty
    doublets = chooser.rects[4].center
    send(app, mouse(pygame.MOUSEBUTTONDOWN, doublets, button=1),
         mouse(pygame.MOUSEBUTTONUP, doublets, button=1))
    assert started == ["doublets"]


def test_the_pointer_entering_the_window_is_not_a_hover(app, chooser):
    send(app, mouse(pygame.MOUSEMOTION, chooser.rects[3].center, rel=(0, 0)))
    assert chooser.selected == 0


def test_press_and_release_on_different_panels_or_outside_plays_nothing(app, chooser,
                                                                        started):
    send(app, mouse(pygame.MOUSEBUTTONDOWN, chooser.rects[0].center, button=1),
         mouse(pygame.MOUSEBUTTONUP, chooser.rects[1].center, button=1),
         mouse(pygame.MOUSEBUTTONDOWN, (2, 2), button=1),
         mouse(pygame.MOUSEBUTTONUP, (2, 2), button=1),
         mouse(pygame.MOUSEBUTTONDOWN, chooser.rects[2].center, button=3),
         mouse(pygame.MOUSEBUTTONUP, chooser.rects[2].center, button=3))
    assert started == []


def test_the_last_game_played_starts_highlighted(app, started):
    app.settings.last_game = "wall"
    assert ChooserScene(app.services).selected == 3


def test_draws_the_felt_and_a_highlighted_panel(app, chooser):
    app.draw()
    screen = app.screen
    r, g, b, _ = screen.get_at((3, screen.get_height() // 2))
    assert g > r + 30 and g > b + 20            # felt green
    rect = chooser.rects[0]
    edge = screen.get_at((rect.centerx, rect.top + 1))
    assert edge[0] > 180 and edge[1] > 150       # gold border on the selected panel


@pytest.mark.parametrize("size", [(1280, 720), (3840, 2160), (1024, 768), (800, 1000),
                                  (320, 240), (2560, 1080)])
def test_panels_fit_the_window_at_any_size(make_app, size):
    app = make_app(size=size)
    chooser = app.show_chooser()
    app.draw()
    window = app.screen.get_rect()
    for index, rect in enumerate(chooser.rects):
        assert window.contains(rect), (size, rect)
        for other in chooser.rects[index + 1:]:
            assert not rect.colliderect(other)
    # the goal fits in its panel
    from sprites.fonts import font
    face = font(chooser.goal_size)
    _, preview, goal = chooser._panel_parts(chooser.rects[0])
    assert chooser.goal_lines * face.get_linesize() <= goal.h + 1
    assert preview.h > 0


def test_sizes_scale_with_the_window(make_app):
    small = make_app(size=(1280, 720)).show_chooser()
    small_sizes = (small.name_font.get_height(), small.rects[0].width)
    big = make_app(size=(3840, 2160)).show_chooser()
    assert big.name_font.get_height() >= 2.5 * small_sizes[0]
    assert big.rects[0].width >= 2.5 * small_sizes[1]


def test_resize_lays_out_again(app, chooser):
    app.manager.resize((1000, 900))
    assert chooser.columns == 3
    assert all(rect.right <= 1000 and rect.bottom <= 900 for rect in chooser.rects)


def test_previews_skip_hidden_piles_and_show_wall_bricks(app):
    info = GameInfo("wall")
    assert any(p.hidden for p in info.layout.piles.values())
    mini = render_preview(info, (300, 300))
    assert 0 < mini.get_width() <= 300 and 0 < mini.get_height() <= 300
    opaque = sum(1 for x in range(0, mini.get_width(), 3) for y in range(0, mini.get_height(), 3)
                 if mini.get_at((x, y))[3] > 200)
    assert opaque > 100


def test_a_game_whose_rules_fail_to_load_still_gets_a_panel(monkeypatch, app):
    def broken(game):
        raise ImportError("not written yet")
    monkeypatch.setattr("game.scenes.chooser_info.rules_for", broken)
    info = GameInfo("forty-thieves")
    assert info.title == "Forty Thieves" and info.layout is None
    assert render_preview(info, (100, 80)).get_size() == (100, 80)


def test_without_a_deal_the_preview_still_shows_every_pile(app):
    info = GameInfo("doublets")
    info.state = None
    mini = render_preview(info, (200, 120))
    shown = sum(1 for x in range(mini.get_width()) for y in range(mini.get_height())
                if mini.get_at((x, y))[3] > 200)
    assert shown > 200


@pytest.mark.parametrize("size", [(21, 200), (1, 1), (5, 5), (0, 300), (300, 0), (0, 0),
                                  (-5, 10), (319, 239)])
def test_a_window_smaller_than_min_size_shows_the_chooser_clipped(app, chooser, size):
    """Below MIN_SIZE (a window manager ignoring the minimum, or a 0-width resize) the
    chooser keeps the least layout and the window shows a corner of it."""
    from game.engine.window import MIN_SIZE
    app.manager.resize(size)
    surface = pygame.Surface((max(0, size[0]), max(0, size[1])))
    chooser.draw(surface)
    assert chooser.rects and all(rect.w > 0 and rect.h > 0 for rect in chooser.rects)
    area = pygame.Rect(0, 0, max(MIN_SIZE[0], size[0]), max(MIN_SIZE[1], size[1]))
    assert all(area.contains(rect) for rect in chooser.rects)


def test_a_tiny_window_through_the_app_draws_the_chooser(app, chooser):
    pygame.display.set_mode((21, 200), pygame.RESIZABLE)
    send(app, pygame.event.Event(pygame.VIDEORESIZE, size=(21, 200), w=21, h=200))
    app.draw()
    assert chooser.size == (21, 200)
    r, g, b, _ = app.screen.get_at((10, 5))
    assert g > r + 30                           # the felt, no traceback
    send(app, key(pygame.K_RIGHT))
    assert chooser.selected == 1                # and the keys still work
