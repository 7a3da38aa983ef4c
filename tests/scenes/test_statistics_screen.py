"""The statistics screen: real rows in a temporary data folder, drawn at the smallest,
the largest and a portrait window; what the charts show matches the rows; an empty
history shows its own friendly screen; keys switch games and close it."""

import random

import pygame
import pytest

from game.rules import GAMES
from game.scenes.notice import NoticeDialog
from game.scenes.statistics import (
    RECENT,
    StatisticsScene,
    figure_tiles,
    open_statistics,
    reset_question,
)

SIZES = [(1024, 600), (3840, 2160), (1080, 1920), (1280, 720)]


def play_history(stats, game, count, seed=1):
    """`count` finished games: wins, losses and abandons, as the keeper writes them."""
    rng = random.Random(seed)
    results = []
    for number in range(count):
        row = stats.begin(game, rng.randrange(2 ** 32), f"2026-11-20T10:{number:02d}:00Z")
        won = rng.random() < 0.4
        abandoned = not won and rng.random() < 0.3
        stats.finish(row, "won" if won else "lost", rng.randrange(60, 200),
                     rng.uniform(90, 900), rng.randrange(0, 900), abandoned=abandoned)
        results.append("won" if won else "abandoned" if abandoned else "lost")
    return results


def open_screen(app, game, **options):
    scene = StatisticsScene(app.services, game, **options)
    app.manager.push(scene)
    app.draw()
    return scene


@pytest.mark.parametrize("size", SIZES)
def test_the_screen_fits_and_shows_the_rows(make_app, size):
    app = make_app(size=size)
    results = play_history(open_statistics(app.services), "wall", 45)
    scene = open_screen(app, "wall")
    screen = app.screen.get_rect()
    layout = scene.layout
    boxes = [layout.ring, layout.strip, layout.line, layout.bars, *layout.tiles,
             layout.previous, layout.next, layout.close, layout.reset]
    assert all(screen.contains(box) and box.w > 0 and box.h > 0 for box in boxes)
    for index, box in enumerate(boxes):             # nothing drawn over anything else
        assert box.collidelist(boxes[index + 1:]) == -1, box
    drawn = scene.drawn
    assert len(drawn["strip"]) == RECENT
    assert all(layout.strip.contains(card) for card in drawn["strip"])
    assert len(drawn["line"]) == 45
    wins = results.count("won")
    assert sum(1 for bar in drawn["bars"] if bar.h) >= 1
    assert scene.figures.won == wins
    assert min(card.h for card in drawn["strip"]) >= size[1] // 40     # readable


def test_the_strip_and_the_figures_are_the_last_games(make_app):
    app = make_app(size=(1280, 720))
    results = play_history(open_statistics(app.services), "maze", 12, seed=4)
    scene = open_screen(app, "maze")
    cards = scene.drawn["strip"]
    assert len(cards) == 12
    for card, result in zip(cards, results):        # oldest on the left, as played
        top = app.screen.get_at((card.x + card.w // 2 if card is cards[-1] else card.x + 3,
                                 card.y + card.h // 8))[:3]
        assert (top == (253, 253, 250)) == (result == "won"), (result, top)
    tiles = dict((caption, value) for value, caption in figure_tiles(scene.figures))
    assert tiles["played"] == "12" and tiles["won"] == str(results.count("won"))
    ys = [y for _, y in scene.drawn["line"]]
    for before, after, result in zip(ys, ys[1:], results[1:]):
        assert (after <= before) if result == "won" else (after >= before)


@pytest.mark.parametrize("size", [(1024, 600), (1080, 1920)])
def test_an_empty_history_is_a_friendly_screen(make_app, size):
    app = make_app(size=size)
    scene = open_screen(app, "doublets", can_play=True)
    assert scene.empty
    assert [b.action for b in scene.buttons] == ["previous", "next", "close", "play",
                                                 "daily"]
    assert app.screen.get_rect().contains(scene.layout.fan)
    fan = scene.layout.fan
    assert app.screen.get_at((fan.centerx, fan.y + fan.h // 10))[:3] == (253, 253, 250)
    assert app.screen.get_at(fan.center)[:3] == (200, 16, 46)      # its heart
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0))
    for event in pygame.event.get():
        app.handle_event(event)
    assert app.manager.top.game_id == "doublets" and app.manager.top is not scene


@pytest.mark.parametrize("size", [(1280, 720), (720, 1280), (600, 1000)])
def test_a_few_games_stand_apart_in_the_strip_in_any_window_shape(make_app, size):
    """Six games: side by side with the same gap (a sixth of a card and more) in
    landscape and portrait; in portrait they once nearly touched."""
    app = make_app(size=size)
    play_history(open_statistics(app.services), "maze", 6)
    cards = open_screen(app, "maze").drawn["strip"]
    assert len(cards) == 6
    gaps = [b.x - a.right for a, b in zip(cards, cards[1:])]
    assert min(gaps) >= cards[0].w * 0.17, gaps


def test_keys_switch_the_game_and_close(make_app):
    app = make_app()
    play_history(open_statistics(app.services), "whitehead", 5)
    scene = open_screen(app, "forty-thieves")
    assert scene.empty
    app.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0))
    assert scene.game_id == GAMES[GAMES.index("forty-thieves") + 1] == "whitehead"
    app.draw()
    assert not scene.empty and len(scene.drawn["strip"]) == 5
    app.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_LEFT, mod=0))
    assert scene.game_id == "forty-thieves"
    button = next(b for b in scene.buttons if b.action == "close")
    app.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=button.rect.center))
    assert scene not in app.manager.scenes


def test_a_hovered_button_shows_its_tooltip_as_on_the_table(make_app):
    app = make_app(size=(1280, 720))
    scene = open_screen(app, "maze", can_play=True)
    close = next(b for b in scene.buttons if b.action == "close")
    below = pygame.Rect(close.rect.x - close.rect.w, close.rect.bottom,
                        close.rect.w * 2, close.rect.h * 2).clip(app.screen.get_rect())

    def move(pos):
        app.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1),
                                            buttons=(0, 0, 0)))
        app.draw()
        return pygame.image.tobytes(app.screen.subsurface(below), "RGB")

    move(close.rect.center)                 # the focus follows: it stays on Close after
    bare = move((close.rect.x - 200, close.rect.bottom + 300))

    assert move(close.rect.center) != bare                  # the tooltip under Close
    assert close.hovered and close.tooltip.endswith("(Esc)")
    assert move((close.rect.x - 200, close.rect.bottom + 300)) == bare     # gone again
    following = next(b for b in scene.buttons if b.action == "next")
    move(following.rect.center)
    app.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0))
    app.draw()                                  # the buttons are made anew for Wall
    assert scene.game_id == "wall"
    assert next(b for b in scene.buttons if b.action == "next").hovered


@pytest.mark.parametrize("size", [(400, 300), (640, 400), (1024, 600), (1080, 1920)])
def test_the_title_never_runs_under_the_buttons(make_app, size):
    """(At 400x300 'Whitehead' ran under the next game's button.)"""
    app = make_app(size=size)
    for game in ("forty-thieves", "whitehead"):
        scene = open_screen(app, game)
        title = scene.drawn["title"]
        assert title.w > 0 and title.collidelist([b.rect for b in scene.buttons]) == -1
        app.manager.pop()


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (1920, 1080), (1080, 1920)])
def test_no_wins_yet_says_what_the_time_panel_will_show(make_app, size):
    """(The empty "Time to win" panel was a large blank.)"""
    app = make_app(size=size)
    stats = open_statistics(app.services)
    for number in range(3):
        row = stats.begin("maze", number, f"2026-11-20T10:0{number}:00Z")
        stats.finish(row, "lost", 40, 300.0, 10)
    scene = open_screen(app, "maze")
    note, bars = scene.drawn["bars_note"], scene.layout.bars
    assert bars.contains(note) and note.w > bars.w // 4
    assert abs(note.centerx - bars.centerx) <= 2
    assert abs(note.centery - bars.centery) <= bars.h // 6      # centred under its heading
    play_history(stats, "wall", 10)
    assert "bars_note" not in open_screen(app, "wall").drawn     # wins: the bars instead


def test_the_empty_states_fan_fills_its_room_in_portrait(make_app):
    """(In portrait the fan took half the width, with a screen of room around it.)"""
    app = make_app(size=(1080, 1920))
    scene = open_screen(app, "doublets", can_play=True)
    cards = scene.drawn["fan"]
    left = min(at[0] for mask, at in cards)
    right = max(at[0] + mask.get_size()[0] for mask, at in cards)
    assert right - left >= 1080 * 0.7
    layout = scene.layout
    assert layout.play.bottom <= 1920 and layout.fan.bottom < layout.message.top


def test_reset_asks_first_and_forgets_only_that_games_finished_games(make_app):
    from game.scenes.confirm import ConfirmDialog
    app = make_app()
    stats = open_statistics(app.services)
    play_history(stats, "wall", 12)
    play_history(stats, "maze", 5)
    in_progress = stats.begin("wall", 7, "2026-11-21T09:00:00Z")     # a game on the table
    scene = open_screen(app, "wall")
    reset = next(b for b in scene.buttons if b.action == "reset")
    click = [pygame.event.Event(kind, button=1, pos=reset.rect.center)
             for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)]
    for event in click:
        app.handle_event(event)
    question = app.manager.top
    assert isinstance(question, ConfirmDialog) and "Wall" in question.title
    assert [(b.label, b.action) for b in question.buttons] == [("Reset", "go"),
                                                               ("Keep", "close")]
    assert "The 12 games of Wall counted so far" in question.lines[0]
    assert "are forgotten" in question.lines[0]
    assert "deal-of-the-day record and streak" in question.lines[0]   # what goes, all of it
    app.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0))
    assert app.manager.top is scene and stats.figures("wall").played == 12    # kept
    for event in click:
        app.handle_event(event)
    app.manager.top.choose("go")
    assert app.manager.top is scene and scene.empty
    assert stats.figures("wall").played == 0 and stats.figures("maze").played == 5
    assert [row.id for row in stats.unfinished("wall")] == [in_progress]
    app.draw()
    assert "reset" not in [b.action for b in scene.buttons]    # nothing left to reset
    stats.finish(in_progress, "won", 80, 300.0, 120)            # it still counts
    assert stats.figures("wall").won == 1


def test_reset_of_a_single_game_says_it_in_the_singular(make_app):
    app = make_app()
    stats = open_statistics(app.services)
    play_history(stats, "maze", 1)
    scene = open_screen(app, "maze")
    question = reset_question(scene)
    assert question.lines[0].startswith("The one game of Maze counted so far (")
    assert "is forgotten" in question.lines[0] and "are forgotten" not in question.lines[0]


def test_a_damaged_file_found_by_the_screen_is_said_on_it(make_app):
    """The notice came under the screen (pushed while the screen was being made) and
    showed only once the player left it: now it is over the screen, in plain words."""
    app = make_app()
    app.show_chooser()
    (app.keeping.data_dir / "statistics.sqlite3").write_bytes(b"not a database " * 200)
    assert not app.keeping.statistics_open
    scene = open_screen(app, "wall")
    notice = app.manager.top
    assert isinstance(notice, NoticeDialog) and app.manager.scenes[-2] is scene
    assert notice.lines == ["Your statistics file could not be used: it is damaged or is "
                            "not a statistics file. It was set aside as "
                            "statistics.sqlite3.corrupt-1 and fresh statistics were "
                            "started."]
    app.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0))
    assert app.manager.top is scene and scene.empty


def test_games_left_out_are_said_over_the_screen_as_it_pages_to_them(make_app):
    app = make_app()
    stats = open_statistics(app.services)
    play_history(stats, "maze", 3)
    stats.db.execute("PRAGMA ignore_check_constraints = ON")     # another program
    stats.db.execute("INSERT INTO games VALUES (99, 'whitehead', 1, '2026-11-20T10:00:00Z', "
                     "'2026-11-20T10:05:00Z', 'won', 0, 5, 1e308, 3, NULL)")
    scene = open_screen(app, "forty-thieves")
    assert app.manager.top is scene
    app.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0))
    app.draw()
    assert scene.game_id == "whitehead" and scene.empty
    notice = app.manager.top
    assert isinstance(notice, NoticeDialog) and app.manager.scenes[-2] is scene
    assert notice.lines == ["1 game in your statistics could not be read and is left "
                            "out of the figures."]
