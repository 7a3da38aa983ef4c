"""The settings screen (issue 13): reached from the chooser and the table, every control
changes its setting at once and keeps it, the keyboard works it, the table is drawn again
in the new card back, felt and suit colours, and the screen fits at every size."""

from collections import Counter

import pygame
import pytest

from game.scenes.chooser import ChooserScene
from game.scenes.settings import BACK, SettingsScene, open_settings
from game.scenes.settings_rows import BY_NAME, ROWS
from game.store.settings import load_settings
from sprites.card_drawing import BACK_SCHEMES
from tests.conftest import fake_services
from tests.scenes.table_helpers import open_table, taken


def send(app, *events):
    """Real events, taken off pygame's queue and handled as the loop does."""
    pygame.event.clear()
    for event in events:
        pygame.event.post(event)
    for event in app.poll():
        app.handle_event(event)


def key(code, mod=0):
    return pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod, unicode="", scancode=0)


def click(pos):
    return (pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


def index(name):
    return ROWS.index(BY_NAME[name])


def target(screen, name, payload=None):
    """The centre of the click target of `name`'s control (the choice `payload`)."""
    row = index(name)
    return next(rect.center for rect, i, value in screen.targets
                if i == row and value == payload)


def saved():
    return load_settings()


# ----- getting there and back ----------------------------------------------------------
def test_the_chooser_opens_it_with_o_and_with_its_button_and_esc_goes_back(app):
    chooser = app.show_chooser()
    send(app, key(pygame.K_o))
    assert isinstance(app.manager.top, SettingsScene)
    send(app, key(pygame.K_ESCAPE))
    assert app.manager.top is chooser
    app.manager.draw(app.screen)
    send(app, *click(chooser.settings_bar.button("settings").rect.center))
    assert isinstance(app.manager.top, SettingsScene)
    send(app, *click(app.manager.top.back.rect.center))          # the Back button
    assert app.manager.top is chooser and chooser.selected == 0  # the click played nothing


def test_the_table_opens_it_by_key_and_button_and_gets_its_game_back_untouched(app):
    table = open_table(app, "forty-thieves", 11)
    table.play.act([table.board.rules.legal_moves(table.board.state)[0]])
    table.motion.finish()
    history = (table.session.seed, table.board.state, table.session.moves_made)
    send(app, key(pygame.K_o))
    screen = app.manager.top
    assert isinstance(screen, SettingsScene) and app.manager.scenes[-2] is table
    send(app, key(pygame.K_BACKSPACE))
    assert app.manager.top is table
    app.manager.draw(app.screen)
    send(app, *click(table.toolbar.button("settings").rect.center))
    assert isinstance(app.manager.top, SettingsScene)
    send(app, key(pygame.K_ESCAPE))
    assert app.manager.top is table
    assert (table.session.seed, table.board.state, table.session.moves_made) == history
    assert table.session.can_undo()


def test_back_on_the_table_no_button_stays_lit_where_the_pointer_was(app):
    """The Settings button was clicked, the pointer moved on while the settings showed:
    back on the table, neither it nor its tooltip stays lit until the mouse moves."""
    table = open_table(app, "wall", 5)
    app.manager.draw(app.screen)
    button = table.toolbar.button("settings")
    send(app, pygame.event.Event(pygame.MOUSEMOTION, pos=button.rect.center, rel=(1, 1),
                                 buttons=(0, 0, 0)), *click(button.rect.center))
    assert isinstance(app.manager.top, SettingsScene)
    send(app, key(pygame.K_ESCAPE))
    app.manager.draw(app.screen)
    assert not any(b.hovered or b.pressed for b in table.toolbar.buttons)
    chooser = app.show_chooser()
    app.manager.draw(app.screen)
    button = chooser.settings_bar.button("settings")
    send(app, pygame.event.Event(pygame.MOUSEMOTION, pos=button.rect.center, rel=(1, 1),
                                 buttons=(0, 0, 0)), *click(button.rect.center))
    send(app, key(pygame.K_ESCAPE))
    assert app.manager.top is chooser and not button.hovered


def test_the_keys_page_and_the_tooltip_name_the_settings_key(app):
    from game.scenes.common.commands import SETTINGS, keys_rows
    table = open_table(app, "maze", 2)
    assert ("key", "O", SETTINGS.what) in keys_rows(table)
    assert "(O)" in table.toolbar.button("settings").tooltip


def test_opening_twice_shows_one_screen(app):
    app.show_chooser()
    first = open_settings(app.services)
    assert open_settings(app.services) is first and len(app.manager.scenes) == 2


# ----- each control changes its setting, at once, and keeps it ------------------------
@pytest.mark.parametrize("name, payload, field, expected", [
    ("sound", None, "muted", True),
    ("animation", "off", "animation", "off"),
    ("animation", "fast", "animation", "fast"),
    ("click_to_move", None, "click_to_move", True),
    ("winnable_only", None, "winnable_only", True),
    ("show_winnable", "always", "show_winnable", "always"),
    ("card_back", "purple", "card_back", "purple"),
    ("card_back", "red", "card_back", "red"),
    ("felt", "grey", "felt", "grey"),
    ("felt", "blue", "felt", "blue"),
    ("four_colour", None, "four_colour", True),
    ("card_style", "large-print", "card_style", "large-print"),
])
def test_a_click_on_each_control_changes_and_keeps_its_setting(app, name, payload, field,
                                                                expected):
    app.show_chooser()
    screen = open_settings(app.services)
    app.manager.draw(app.screen)
    before = app.screen.copy()
    send(app, *click(target(screen, name, payload)))
    assert getattr(app.settings, field) == expected
    assert getattr(saved(), field) == expected
    assert screen.focus == index(name)
    app.manager.draw(app.screen)
    assert pygame.image.tobytes(app.screen, "RGB") != pygame.image.tobytes(before, "RGB")


def test_the_card_style_row_names_its_choices_in_words_and_shows_aces_in_the_style(app):
    from game.scenes.settings_rows import shown
    assert [shown(BY_NAME["card_style"], c) for c in BY_NAME["card_style"].choices] == \
        ["Classic", "Large print"]
    app.show_chooser()
    screen = open_settings(app.services)
    app.manager.draw(app.screen)
    send(app, *click(target(screen, "card_style", "large-print")))
    app.manager.draw(app.screen)
    aces = [key for key in screen._swatches if key[0] == "aces"]
    assert aces and {key[1][1] for key in aces} == {"classic", "large-print"}


def test_a_layout_at_the_same_size_keeps_the_swatches_and_a_new_size_makes_them_anew(app):
    """A language switch lays the screen out again at its size: the swatches made for
    that size (card backs, felts, aces) are drawn again, not made again."""
    app.show_chooser()
    screen = open_settings(app.services)
    app.manager.draw(app.screen)
    made = dict(screen._swatches)
    assert made
    screen.resize(screen.size)
    app.manager.draw(app.screen)
    assert all(screen._swatches[key] is image for key, image in made.items())
    screen.resize((screen.size[0] + 160, screen.size[1] + 90))
    app.manager.draw(app.screen)
    assert not any(screen._swatches.get(key) is image for key, image in made.items())


def test_sound_switch_reaches_the_sound_bank(app):
    app.show_chooser()
    screen = open_settings(app.services)
    send(app, *click(target(screen, "sound")))
    assert app.sounds.muted and app.settings.muted
    send(app, *click(target(screen, "sound")))
    assert not app.sounds.muted and not saved().muted


def test_the_volume_slider_follows_a_drag_and_reaches_the_sound_bank(app):
    app.show_chooser()
    screen = open_settings(app.services)
    slider = screen.controls[index("volume")]
    y = slider.centery
    send(app, pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(slider.x, y), button=1))
    assert app.settings.volume == 0.0 and app.sounds.volume == 0.0
    send(app, pygame.event.Event(pygame.MOUSEMOTION, pos=(slider.x + slider.w // 4, y),
                                 rel=(slider.w // 4, 0), buttons=(1, 0, 0)))
    assert app.sounds.volume == pytest.approx(0.25, abs=0.02)
    send(app, pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(slider.right + 50, y), button=1))
    assert app.settings.volume == 1.0 and app.sounds.volume == 1.0 and saved().volume == 1.0


def test_a_new_volume_and_sound_turned_on_are_heard_at_once(app, monkeypatch):
    played = []
    fake_services(app, play_sound=played.append)
    app.show_chooser()
    open_settings(app.services)
    send(app, key(pygame.K_SPACE))                  # Sound off: silence
    assert played == []
    send(app, key(pygame.K_SPACE))                  # Sound on: a card lands
    assert played == ["place"]
    send(app, key(pygame.K_DOWN), key(pygame.K_LEFT))
    assert played == ["place", "place"] and app.sounds.volume == pytest.approx(0.7)


def test_a_saved_volume_reaches_the_sound_bank_of_the_next_start(app, make_app):
    app.show_chooser()
    screen = open_settings(app.services)
    screen.change(index("volume"), 0.3)
    assert make_app().sounds.volume == pytest.approx(0.3)


def test_the_full_screen_switch_uses_the_apps_toggle_and_shows_the_window(app):
    app.show_chooser()
    screen = open_settings(app.services)
    send(app, *click(target(screen, "fullscreen")))
    assert app.fullscreen and saved().fullscreen
    assert app.screen.get_size() == tuple(pygame.display.get_desktop_sizes()[0])
    screen = app.manager.top
    assert isinstance(screen, SettingsScene) and screen.size == app.screen.get_size()
    send(app, key(pygame.K_LEFT))                   # focus is on it: Left is off
    assert not app.fullscreen and app.screen.get_size() == (1280, 720)
    assert saved().fullscreen is False


def test_click_to_move_set_here_is_what_the_table_does(app):
    table = open_table(app, "whitehead", 3)
    screen = open_settings(app.services)
    send(app, *click(target(screen, "click_to_move")))
    assert app.settings.click_to_move is True
    send(app, key(pygame.K_ESCAPE))
    assert table.toolbar.button("clickmode").checked is False      # until drawn
    app.manager.draw(app.screen)
    assert table.toolbar.button("clickmode").checked is True


# ----- the keyboard -------------------------------------------------------------------
def test_the_keyboard_works_every_row(app):
    app.show_chooser()
    screen = open_settings(app.services)
    assert screen.focus == 0
    send(app, key(pygame.K_SPACE))                  # Sound off
    assert app.settings.muted
    send(app, key(pygame.K_RIGHT))                  # Sound on
    assert not app.settings.muted
    send(app, key(pygame.K_DOWN), key(pygame.K_LEFT), key(pygame.K_LEFT))
    assert app.settings.volume == pytest.approx(0.6)
    send(app, key(pygame.K_HOME))
    assert app.settings.volume == 0.0
    send(app, key(pygame.K_END))
    assert app.settings.volume == 1.0
    send(app, key(pygame.K_TAB), key(pygame.K_RIGHT))
    assert app.settings.animation == "fast"
    send(app, key(pygame.K_RETURN))
    assert app.settings.animation == "off"
    send(app, key(pygame.K_DOWN), key(pygame.K_SPACE))
    assert app.settings.click_to_move
    send(app, key(pygame.K_DOWN), key(pygame.K_RETURN))
    assert app.settings.winnable_only
    send(app, key(pygame.K_DOWN), key(pygame.K_RIGHT))
    assert app.settings.show_winnable == "always"
    send(app, key(pygame.K_DOWN), key(pygame.K_DOWN), key(pygame.K_LEFT))
    assert app.settings.card_back == "purple"       # round the end
    send(app, key(pygame.K_DOWN), key(pygame.K_RIGHT))
    assert app.settings.felt == "blue"
    send(app, key(pygame.K_DOWN), key(pygame.K_SPACE))
    assert app.settings.four_colour
    send(app, key(pygame.K_DOWN), key(pygame.K_RIGHT))
    assert app.settings.card_style == "large-print"
    assert saved() == app.settings
    send(app, key(pygame.K_TAB, pygame.KMOD_SHIFT))
    assert screen.focus == index("four_colour")
    send(app, key(pygame.K_DOWN), key(pygame.K_DOWN), key(pygame.K_DOWN))
    assert screen.focus == BACK
    send(app, key(pygame.K_DOWN))
    assert screen.focus == BACK + 1                 # the Speech button beside Back
    send(app, key(pygame.K_DOWN))
    assert screen.focus == 0                        # round the end
    send(app, key(pygame.K_UP), key(pygame.K_LEFT), key(pygame.K_RETURN))
    assert not isinstance(app.manager.top, SettingsScene)


# ----- the table is drawn again in the new looks -------------------------------------
def commonest(surface, rect):
    counts = Counter(tuple(surface.get_at((x, y)))[:3]
                     for y in range(rect.top, rect.bottom, 2)
                     for x in range(rect.left, rect.right, 2))
    return counts.most_common(1)[0][0]


def test_the_table_redraws_in_the_new_back_felt_and_suit_colours(app):
    table = open_table(app, "forty-thieves", 4)
    g = table.board.geometry
    stock = table.board.cards.pile("stock")[-1]
    back_rect = pygame.Rect(round(stock.x), round(stock.y), g.card_w, g.card_h)
    back_rect = back_rect.inflate(-g.card_w // 3, -g.card_h // 3)
    diamond = next(s for name in g.visible_piles() for s in table.board.cards.pile(name)[-1:]
                   if s.face_up and s.card // 13 == 1)
    corner = pygame.Rect(round(diamond.x), round(diamond.y), g.card_w // 3,
                         table.frame_builder.faces.index_extent)
    felt_spot = (4, table.bars.status_rect.top - 4)
    assert not any(r.collidepoint(felt_spot) for r in taken(table))

    def look():
        app.manager.draw(app.screen)
        shot = app.screen
        ink = min((tuple(shot.get_at((x, y)))[:3] for y in range(corner.top, corner.bottom)
                   for x in range(corner.left, corner.right)), key=sum)
        return commonest(shot, back_rect), tuple(shot.get_at(felt_spot))[:3], ink

    back, felt_colour, ink = look()
    assert max(abs(a - b) for a, b in zip(back, BACK_SCHEMES["blue"][0])) <= 3
    assert felt_colour[1] > felt_colour[0] + 20            # green felt
    assert ink[0] > 150 and ink[2] < 100                   # a red diamond
    for name, payload in (("felt", "blue"), ("card_back", "red"), ("four_colour", None)):
        open_settings(app.services)      # each change on its own: each must redraw the table
        send(app, *click(target(app.manager.top, name, payload)), key(pygame.K_ESCAPE))
        back, felt_colour, ink = look()
        assert felt_colour[2] > felt_colour[0] + 30, name   # blue felt
        assert max(abs(a - b) for a, b in zip(back, BACK_SCHEMES[app.settings.card_back][0])
                   ) <= 3, name
        assert (ink[2] > ink[0] + 80) == app.settings.four_colour, name  # a blue diamond


def test_large_print_redraws_the_table_with_its_index_and_fans_its_columns_by_it(app):
    """The card style changes the faces at once and, its index being taller, the
    least step of a column: back on the table, the covered cards of a dealt column
    show the whole large-print index; Classic again gives the classic steps back."""
    table = open_table(app, "forty-thieves", 4)
    g = table.board.geometry
    classic_extent = table.frame_builder.faces.index_extent
    column = table.board.cards.pile("tableau1")
    steps = [round(b.y - a.y) for a, b in zip(column, column[1:])]
    assert table.frame_builder.faces.art.style == "classic" and min(steps) >= classic_extent
    open_settings(app.services)
    send(app, *click(target(app.manager.top, "card_style", "large-print")),
         key(pygame.K_ESCAPE))
    assert app.settings.card_style == "large-print" == saved().card_style
    app.manager.draw(app.screen)
    faces = table.frame_builder.faces
    assert faces.art.style == "large-print" and faces.index_extent > classic_extent
    assert (table.board.geometry.card_w, table.board.geometry.card_h) == (g.card_w, g.card_h)
    table.motion.finish()
    column = table.board.cards.pile("tableau1")
    assert min(round(b.y - a.y) for a, b in zip(column, column[1:])) >= faces.index_extent
    top = column[-1]
    shown = app.screen.subsurface((round(top.x), round(top.y), g.card_w, g.card_h))
    face = faces.face(top.card)
    assert all(shown.get_at((x, y)) == face.get_at((x, y))
               for x in range(0, g.card_w, 7) for y in range(0, g.card_h, 7)
               if face.get_at((x, y)).a == 255)
    open_settings(app.services)
    send(app, *click(target(app.manager.top, "card_style", "classic")),
         key(pygame.K_ESCAPE))
    table.motion.finish()
    column = table.board.cards.pile("tableau1")
    assert [round(b.y - a.y) for a, b in zip(column, column[1:])] == steps


def test_the_chooser_previews_follow_the_card_back(app):
    chooser = app.show_chooser()
    app.manager.draw(app.screen)
    blue = pygame.image.tobytes(chooser._preview(0, chooser.games[0], (200, 150)), "RGBA")
    app.settings.card_back = "green"
    green = pygame.image.tobytes(chooser._preview(0, chooser.games[0], (200, 150)), "RGBA")
    assert blue != green


# ----- it fits and reads at every size -----------------------------------------------
@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (3840, 2160), (1080, 1920)])
def test_the_screen_fits_and_stays_readable(make_app, size):
    app = make_app(size)
    app.show_chooser()
    screen = open_settings(app.services)
    app.manager.draw(app.screen)
    whole = app.screen.get_rect()
    for i, (row, control) in enumerate(zip(screen.rows, screen.controls)):
        assert whole.contains(row), (size, ROWS[i].name)
        if i:
            assert not row.colliderect(screen.rows[i - 1])
        for rect in control if isinstance(control, list) else [control]:
            assert row.contains(rect), (size, ROWS[i].name)
            assert rect.left >= row.x + row.w * 0.45            # clear of the label
    assert whole.contains(screen.back.rect) and screen.back.rect.top >= screen.rows[-1].bottom
    panel = screen.panel                    # Back stands clear of the panel, not on its edge
    assert whole.contains(panel) and screen.back.rect.top - panel.bottom >= screen.back.rect.h // 5
    assert screen.label_size >= 14 and screen.note_size >= 11 and screen.value_size >= 12
    assert screen.rows[0].h >= 40                              # a finger-sized target
    for rect, _, _ in screen.targets:
        assert whole.contains(rect)


def test_the_smallest_window_still_holds_every_control(make_app):
    app = make_app((320, 240))
    app.show_chooser()
    screen = open_settings(app.services)
    app.manager.draw(app.screen)
    whole = app.screen.get_rect()
    for rect, _, _ in screen.targets:
        assert whole.contains(rect)
    assert whole.contains(screen.back.rect) and screen.back.rect.top >= screen.rows[-1].bottom


@pytest.mark.parametrize("size", [(1, 1), (100, 80), (600, 2)])
def test_a_tiny_window_does_not_break_it(app, size):
    app.show_chooser()
    open_settings(app.services)
    surface = pygame.Surface(size)
    app.manager.resize(size)
    app.manager.draw(surface)
    assert isinstance(app.manager.top, SettingsScene)
    assert isinstance(app.manager.scenes[0], ChooserScene)
