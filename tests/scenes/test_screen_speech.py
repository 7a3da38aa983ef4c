"""Every screen said aloud: a walk over the screens and dialogs by keyboard alone, with
speech on. Each screen says something as it comes up, and every focus move on it (Tab,
Shift+Tab, the arrows) says something, even one that cannot move; text fields say what
is typed and deleted, settings their values, the statistics their figures in sentences.
"""

import pygame

from game.scenes.chooser import ChooserScene
from game.scenes.common.spoken_screens import edit_words, plain
from game.scenes.statistics import StatisticsScene
from tests.conftest import spoken

FOCUS_KEYS = ((pygame.K_TAB, 0), (pygame.K_TAB, pygame.KMOD_SHIFT), (pygame.K_RIGHT, 0),
              (pygame.K_LEFT, 0), (pygame.K_DOWN, 0), (pygame.K_UP, 0))


class Walk:
    """Keys into the real App, and what speech said after each."""

    def __init__(self, app):
        self.app = app
        self.seen = len(spoken(app))
        self.screens = []           # (the screen's class name, what it said coming up)

    def said(self):
        now = spoken(self.app)
        new, self.seen = now[self.seen:], len(now)
        return new

    def press(self, key, mod=0, text="", **fields):
        app = self.app
        app.handle_event(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=text,
                                            scancode=0, **fields))
        if text:
            app.handle_event(pygame.event.Event(pygame.TEXTINPUT, text=text))
        app.update(1 / 60)
        app.draw()                  # laid out: focus moves go by the screen
        return self.said()

    def arrive(self, key, mod=0, text="", **fields):
        """A key that opens a screen: it says something as it comes up."""
        before = self.app.manager.top
        said = self.press(key, mod, text, **fields)
        top = self.app.manager.top
        assert top is not before, (key, "opened nothing")
        assert said and said[0][0], f"{type(top).__name__} came up silent"
        self.screens.append((type(top).__name__, said[0][0]))
        return said

    def focus_moves(self, keys=FOCUS_KEYS):
        """Every focus key on the screen on top answers."""
        top = self.app.manager.top
        for key, mod in keys:
            said = self.press(key, mod)
            assert said, f"{type(top).__name__}: {pygame.key.name(key)} said nothing"
            assert self.app.manager.top is top, "a focus key left the screen"

    def back(self, key=pygame.K_ESCAPE):
        said = self.press(key)
        assert said, "going back said nothing (the screen under it comes up again)"


def test_a_walk_over_every_screen_by_keyboard(make_app):
    app = make_app(speech=True)
    app.settings.animation = "off"
    walk = Walk(app)
    app.show_chooser()
    app.update(1 / 60)
    app.draw()
    assert isinstance(app.manager.top, ChooserScene)
    assert walk.said(), "the chooser came up silent"
    walk.focus_moves()
    walk.arrive(pygame.K_ESCAPE)                    # Quit Aisle Five? [Quit] [Stay]
    walk.focus_moves()
    walk.back()
    walk.arrive(pygame.K_o)                         # the settings
    walk.focus_moves(((pygame.K_DOWN, 0), (pygame.K_UP, 0), (pygame.K_TAB, 0),
                      (pygame.K_TAB, pygame.KMOD_SHIFT)))
    said = walk.press(pygame.K_RIGHT)               # a value changed is said
    assert said and ":" in said[-1][0]
    walk.press(pygame.K_LEFT)
    for _ in range(30):                             # down to the language row
        if "Language" in walk.press(pygame.K_DOWN)[-1][0]:
            break
    walk.arrive(pygame.K_RETURN)                    # the list of languages
    walk.focus_moves()
    walk.back()
    walk.back()
    walk.arrive(pygame.K_t)                         # the statistics
    assert isinstance(app.manager.top, StatisticsScene)
    walk.focus_moves(((pygame.K_TAB, 0), (pygame.K_TAB, pygame.KMOD_SHIFT),
                      (pygame.K_DOWN, 0), (pygame.K_UP, 0), (pygame.K_RIGHT, 0),
                      (pygame.K_LEFT, 0)))
    said = walk.press(pygame.K_d)                   # the deals of the day
    assert said and "Deal of the day" in said[-1][0]
    walk.back()
    walk.arrive(pygame.K_RETURN)                    # a table
    table = app.manager.top
    walk.focus_moves()
    walk.arrive(pygame.K_k)                         # the Keys page, read by section
    walk.focus_moves(((pygame.K_DOWN, 0), (pygame.K_DOWN, 0), (pygame.K_UP, 0),
                      (pygame.K_TAB, 0)))
    walk.back()
    walk.arrive(pygame.K_F1)                        # the rules page
    sections = {walk.press(pygame.K_DOWN)[-1][0] for _ in range(4)}
    assert len(sections) >= 3, "the rules are read a section at a time"
    walk.back()
    walk.arrive(pygame.K_g)                         # the game number: typed, deleted
    assert walk.press(pygame.K_7, text="7")[-1][0] == "7"
    assert walk.press(pygame.K_BACKSPACE)[-1][0] == "Deleted 7"
    assert "digits only" in walk.press(pygame.K_x, text="x")[-1][0]
    walk.focus_moves(((pygame.K_TAB, 0), (pygame.K_LEFT, 0), (pygame.K_RIGHT, 0)))
    walk.back()
    table.play.act(["deal"] if "stock" in table.board.rules.index else
                   [table.board.rules.legal_moves(table.board.state)[0]])
    walk.said()
    walk.arrive(pygame.K_s, pygame.KMOD_CTRL)       # save under a name
    walk.focus_moves(((pygame.K_TAB, 0), (pygame.K_RIGHT, 0), (pygame.K_LEFT, 0)))
    walk.press(pygame.K_UP)
    walk.press(pygame.K_RETURN)                     # saved
    walk.arrive(pygame.K_l, pygame.KMOD_CTRL)       # the saved games
    walk.focus_moves()
    walk.back()
    walk.arrive(pygame.K_p)                         # the replay of this game
    walk.focus_moves(((pygame.K_TAB, 0), (pygame.K_TAB, pygame.KMOD_SHIFT)))
    said = walk.press(pygame.K_RIGHT)
    assert said and said[-1][0].startswith("Dealt "), "a replay step says what it did"
    walk.back()
    walk.arrive(pygame.K_n, pygame.KMOD_CTRL)       # Abandon this game?
    walk.focus_moves()
    walk.back()
    walk.arrive(pygame.K_UNKNOWN, pad="menu")       # the pad's menu
    walk.focus_moves(((pygame.K_DOWN, 0), (pygame.K_UP, 0), (pygame.K_TAB, 0)))
    walk.back()
    app.keeping.notify("Your saved game could not be read")     # a notice
    app.update(1 / 60)
    assert walk.said(), "a notice came up silent"
    walk.focus_moves(((pygame.K_TAB, 0),))
    walk.back(pygame.K_RETURN)
    shown = {name for name, _ in walk.screens}
    assert {"ConfirmDialog", "SettingsScene", "LanguageList", "StatisticsScene",
            "KeysOverlay", "HelpOverlay", "GameNumberOverlay", "NameDialog",
            "RecordsScene", "Replay", "PadMenu"} <= shown, shown


def test_what_an_edit_did():
    assert edit_words("12", "123") == "3"
    assert edit_words("123", "13") == "Deleted 2"
    assert edit_words("ab", "a b") == "space"
    assert edit_words("same", "same") == ""


def test_screen_words_lose_what_only_the_eye_needs():
    assert plain("☀ Daily") == "Daily"
    assert plain("|◀ Start") == "Start"
    assert plain("red on red (♥ ♦), or any") == "red on red (hearts diamonds), or any"
    assert plain("Arrows ← → ↑ ↓: move") == "Arrows: move"
    assert plain("Move K♠ home") == "Move king of spades home"
