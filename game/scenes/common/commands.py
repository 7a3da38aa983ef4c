"""The table's commands, in one table: what each is called, its keys, its button, its state.

Each command is one module-level `Command` (NEW, UNDO, ...) and `COMMANDS` lists them in
the table's order: the only place a command is described. It feeds the keyboard (`for_key`),
the toolbar (`toolbar()`: a button per labelled command, in table order, its tooltip
naming its keys; `show_state` keeps toggles ticked, labels and enabled states current),
the Keys page (`keys_rows`) and what a command does (`run`, given the table: mostly a
method of its play, its hooks or its screens, table/screens.py). A command is run by the
table's play (`Play.command`), which first ends a drag and asks before New or Menu
throws away a game in progress.
"""

from collections.abc import Callable
from dataclasses import dataclass
from typing import NamedTuple

import pygame

from game.i18n import N_, _, pgettext
from game.scenes.common.pad_keys import pad_rows
from game.store.settings import SPEEDS
from sprites.fold_menu import Fold
from sprites.toolbar import Button, Toolbar

CTRL, SHIFT = pygame.KMOD_CTRL, pygame.KMOD_SHIFT


class Key(NamedTuple):
    """A key binding; `ctrl`/`shift` True or False must match, None matches either."""
    key: int
    text: str                      # how the Keys page and the tooltips write it: a key's
                                   # name marked N_ (translated where shown), or a letter
    ctrl: bool | None = None
    shift: bool | None = None

    def matches(self, key: int, ctrl: bool, shift: bool) -> bool:
        return key == self.key and self.ctrl in (None, ctrl) and self.shift in (None, shift)


@dataclass(frozen=True)
class Command:
    """A command; its words (`label`, `what`, `keys_what`) are marked N_ where they are
    written and translated where they are shown (`button_label`, `said`, `tooltip`)."""
    id: str                        # the toolbar button's id
    label: str                     # its toolbar button ("": none)
    what: str                      # what it does: the tooltip and the Keys page say it
    run: Callable                  # run(scene)
    keys: tuple[Key, ...] = ()
    keys_what: str = ""            # the Keys page's words when its key does more
    checked: Callable | None = None    # a toggle: checked(scene) -> on?
    enabled: Callable | None = None    # enabled(scene) -> bool
    shown: Callable | None = None      # a label that follows a setting: shown(scene)
    labels: Callable | None = None     # labels() -> every label `shown` can give (the
                                       # button's width)
    available: Callable | None = None  # available(scene): its key does anything here
    abandons: Callable | None = None   # abandons(scene): running it now would throw
                                          # the game in progress away (asks first)

    def keys_text(self) -> str:
        """Its keys as the player's language writes them: "Ctrl+Shift+Z, Ctrl+Y"."""
        return key_list([_(key.text) for key in self.keys])

    def button_label(self) -> str:
        return _(self.label) if self.label else ""

    def said(self) -> str:
        """What the Keys page says its keys do."""
        return _(self.keys_what or self.what)

    def tooltip(self) -> str:
        keys = self.keys_text()
        if not keys:
            return _(self.what)
        # Translators: a toolbar button's tooltip: what it does, then its keys
        return _("{what} ({keys})").format(what=_(self.what), keys=keys)


def key_list(names) -> str:
    """Key names, each once, in a list: "K, ?"."""
    names = list(dict.fromkeys(names))
    text = names[0] if names else ""
    for name in names[1:]:
        # Translators: a list of keys that do the same, one more added: "Ctrl+Y, K"
        text = pgettext("keys", "{keys}, {key}").format(keys=text, key=name)
    return text


# ----- what the settings commands do ----------------------------------------------------
def toggle_click_to_move(scene) -> None:
    settings = scene.app.settings
    settings.click_to_move = not settings.click_to_move
    scene.app.save_settings()
    scene.ui.drop_selection()
    scene.say(_("Click-to-move on: click a card, then where it goes")
              if settings.click_to_move else _("Click-to-move off: drag cards"))


def toggle_winnable_only(scene) -> None:
    settings = scene.app.settings
    settings.winnable_only = not settings.winnable_only
    scene.app.save_settings()
    scene.say(_("New games: only deals the solver proved winnable")
              if settings.winnable_only else _("New games: any deal"))


def animation_text(value: str) -> str:
    """How every screen says an animation setting: "Animation: Fast" (the settings
    screen's row "Animation" and its choices Normal, Fast, Off; one of SPEEDS)."""
    return {"normal": _("Animation: Normal"), "fast": _("Animation: Fast"),
            "off": _("Animation: Off")}[value]


def animation_labels() -> tuple[str, ...]:
    return tuple(animation_text(speed) for speed in SPEEDS)


def next_speed(scene) -> None:
    speed = scene.app.settings.next_speed()
    scene.app.save_settings()
    scene.say(animation_text(speed))


def toggle_sound(scene) -> None:
    muted = scene.app.sounds.toggle_mute()
    scene.app.settings.muted = muted
    scene.app.save_settings()
    scene.say(_("Sound off") if muted else _("Sound on"))


def always(scene) -> bool:
    return True


# Translators: the table's commands follow: toolbar labels, what each does (its
# tooltip and the Keys page's words) and key names as the tooltips and the Keys page
# write them
MENU = Command("menu", N_("Menu"), N_("Back to the game chooser"),
               lambda s: s.app.show_chooser(), (Key(pygame.K_ESCAPE, N_("Esc")),),
               keys_what=N_("Drop what is held, else back to the menu (asks first "
                            "mid-game)"),
               abandons=always)
NEW = Command("new", N_("New"), N_("New game"), lambda s: s.play.new_game(),
              (Key(pygame.K_n, N_("Ctrl+N"), ctrl=True),), abandons=always)
RESTART = Command("restart", N_("Restart"), N_("Restart this deal"),
                  lambda s: s.play.restart(), (Key(pygame.K_r, N_("Ctrl+R"), ctrl=True),))
UNDO = Command("undo", N_("Undo"), N_("Undo"), lambda s: s.play.undo(),
               (Key(pygame.K_z, N_("Ctrl+Z"), ctrl=True, shift=False),),
               enabled=lambda s: s.board.session.can_undo())
REDO = Command("redo", N_("Redo"), N_("Redo"), lambda s: s.play.redo(),
               (Key(pygame.K_z, N_("Ctrl+Shift+Z"), ctrl=True, shift=True),
                Key(pygame.K_y, N_("Ctrl+Y"), ctrl=True)),
               enabled=lambda s: s.board.session.can_redo())
HINT = Command("hint", N_("Hint"), N_("Show a move"), lambda s: s.advisor.hint(),
               (Key(pygame.K_h, "H"),))
DAILY = Command("daily", "", N_("Today's deal of the day of this game: the same for "
                                "everyone, always winnable"),
                lambda s: s.app.open_daily(s.board.game_id),
                (Key(pygame.K_d, N_("Ctrl+D"), ctrl=True),),
                abandons=lambda s: not s.screens.is_todays_deal())   # else it stays
DEAL = Command("deal", "", N_("Deal"), lambda s: s.hooks.play_click("stock"),
               (Key(pygame.K_d, "D", ctrl=False),),
               available=lambda s: "stock" in s.board.rules.index)
NUMBER = Command("number", N_("Game #"), N_("Play a game by number"),
                 lambda s: s.screens.ask_game_number(), (Key(pygame.K_g, "G"),))
CLICK_TO_MOVE = Command("clickmode", N_("Click"), N_("Click-to-move on/off"),
                        toggle_click_to_move,
                        checked=lambda s: s.app.settings.click_to_move)
WINNABLE = Command("winnable", N_("Winnable"),
                   N_("New game deals only winnable games: on/off"),
                   toggle_winnable_only, (Key(pygame.K_w, "W"),),
                   checked=lambda s: s.app.settings.winnable_only)
SPEED = Command("speed", N_("Animation"), N_("Animation: Normal, Fast or Off"), next_speed,
                (Key(pygame.K_a, "A"),),
                shown=lambda s: animation_text(s.app.settings.animation),
                labels=animation_labels)
SOUND = Command("mute", N_("Sound"), N_("Sound on/off"), toggle_sound,
                (Key(pygame.K_m, "M"),), checked=lambda s: not s.app.settings.muted)
OPTIONS = Command("options", "", N_("Options: click-to-move, winnable deals, sound, "
                                    "animation"),
                  lambda s: s.toolbar.open_list(), (Key(pygame.K_F10, "F10"),),
                  keys_what=N_("Open or close the Options list (a narrow toolbar's "
                               "toggles)"),
                  available=lambda s: s.toolbar.folded)
SETTINGS = Command("settings", N_("Settings"),
                   N_("Settings: sound, animation, full screen, cards and felt"),
                   lambda s: s.screens.open_settings(), (Key(pygame.K_o, "O"),))
GAMES = Command("games", N_("Games"),
                N_("Your games: statistics, save, saved games, replay, export"),
                lambda s: s.screens.show_games_menu())
STATISTICS = Command("stats", "", N_("Statistics of this game: figures and charts"),
                     lambda s: s.screens.show_statistics(), (Key(pygame.K_t, "T"),))
RECORDS = Command("records", "", N_("Saved games: replay one, or play on from it"),
                  lambda s: s.screens.open_records(),
                  (Key(pygame.K_l, N_("Ctrl+L"), ctrl=True),))
SAVE = Command("save", "", N_("Save this game under a name"),
               lambda s: s.screens.save_dialog(), (Key(pygame.K_s, N_("Ctrl+S"), ctrl=True),))
REPLAY = Command("replay", "", N_("Replay this game from its deal"),
                 lambda s: s.screens.replay_this_game(), (Key(pygame.K_p, "P"),))
EXPORT = Command("export", "", N_("Export a won game to a file to share"),
                 lambda s: s.screens.export_dialog(),
                 (Key(pygame.K_e, N_("Ctrl+E"), ctrl=True),))
RULES = Command("help", N_("Rules"), N_("How to play"), lambda s: s.screens.show_help(),
                (Key(pygame.K_F1, "F1"),))
KEYS = Command("keys", N_("Keys"), N_("Keys and mouse"), lambda s: s.screens.show_keys(),
               (Key(pygame.K_k, "K"), Key(pygame.K_QUESTION, "?"),
                Key(pygame.K_SLASH, "?", shift=True)))
FULLSCREEN = Command("fullscreen", "", N_("Full screen on or off"),
                     lambda s: s.app.toggle_fullscreen(),
                     (Key(pygame.K_F11, N_("F11 or Alt+Enter")),))  # the App takes both


def speaking(scene) -> bool:
    """Whether speech is on (the info keys say things aloud, and only then)."""
    return scene.app.speech.enabled


# Translators: the info keys follow: with speech on, each says something aloud
SAY_TABLE = Command("say-table", "", N_("Speech: say the whole table, pile by pile"),
                    lambda s: s.speaker.read_table(), (Key(pygame.K_r, "R", ctrl=False),),
                    available=speaking)
SAY_PILE = Command("say-pile", "", N_("Speech: say every card of the focused pile"),
                   lambda s: s.speaker.read_pile(), (Key(pygame.K_f, "F", ctrl=False),),
                   available=speaking)
SAY_MOVES = Command("say-moves", "", N_("Speech: say where the focused card can go"),
                    lambda s: s.speaker.read_moves(), (Key(pygame.K_l, "L", ctrl=False),),
                    available=speaking)
SAY_FOUNDATIONS = Command("say-foundations", "",
                          N_("Speech: say how far the foundations have come"),
                          lambda s: s.speaker.read_foundations(),
                          (Key(pygame.K_u, "U", ctrl=False),), available=speaking)
SAY_STOCK = Command("say-stock", "", N_("Speech: say the stock and the redeals left"),
                    lambda s: s.speaker.read_stock(), (Key(pygame.K_s, "S", ctrl=False),),
                    available=speaking)
SAY_STATUS = Command("say-status", "",
                     N_("Speech: say the time, the moves, the score and the verdict"),
                     lambda s: s.speaker.read_status(), (Key(pygame.K_i, "I", ctrl=False),),
                     available=speaking)

# the table's order: the toolbar's buttons and the Keys page's rows
COMMANDS = (MENU, NEW, RESTART, UNDO, REDO, HINT, DAILY, DEAL, NUMBER, CLICK_TO_MOVE,
            WINNABLE, SPEED, SOUND, OPTIONS, SETTINGS, GAMES, STATISTICS, RECORDS, SAVE,
            REPLAY, EXPORT, RULES, KEYS, FULLSCREEN, SAY_TABLE, SAY_PILE, SAY_MOVES,
            SAY_FOUNDATIONS, SAY_STOCK, SAY_STATUS)
_BY_ID = {command.id: command for command in COMMANDS}


def by_id(command_id: str) -> Command:
    """The command a toolbar button or a dialog's button names; KeyError for none."""
    return _BY_ID[command_id]


def for_key(scene, key: int, mod: int) -> Command | None:
    """The command a key press runs on this table, or None."""
    ctrl, shift = bool(mod & CTRL), bool(mod & SHIFT)
    for command in COMMANDS:
        if any(k.matches(key, ctrl, shift) for k in command.keys) and \
                (command.available is None or command.available(scene)):
            return command
    return None


# ----- the toolbar and the Keys page ------------------------------------------------------
def toolbar() -> Toolbar:
    """A button for every command that has a label, in table order; the toggles (a
    button showing a setting) fold into one Options button on a narrow bar. Its words
    are in the language of the moment it is built (a table builds it again at a
    switch: its `resize`)."""
    options = OPTIONS
    # Translators: the toolbar's menu button holding its toggles on a narrow bar
    fold = Fold(Button(_("Options"), options.id, tooltip=options.tooltip()),
                [c.id for c in COMMANDS if c.label and (c.checked or c.shown)])
    return Toolbar([Button(c.button_label(), c.id, tooltip=c.tooltip(),
                           checked=False if c.checked else None,
                           labels=c.labels() if c.labels else ())
                    for c in COMMANDS if c.label], fold=fold)


def show_state(toolbar_, scene) -> None:
    """Buttons follow what they control: enabled, ticked, their label."""
    for command in COMMANDS:
        if not command.label:
            continue
        if command.enabled is not None:
            toolbar_.set_enabled(command.id, command.enabled(scene))
        if command.checked is not None:
            toolbar_.set_checked(command.id, command.checked(scene))
        if command.shown is not None:
            toolbar_.set_label(command.id, command.shown(scene))


def mouse_help():
    """The Keys page's rows for the mouse."""
    return [
        ("key", _("Drag"), _("Move cards onto a pile; a refused drop snaps back and says "
                             "why")),
        ("key", _("Click the stock"), _("Deal")),
        ("key", _("Double-click"), _("Send a card home")),
        ("key", _("Right-click"), _("Drop what you hold")),
        ("key", _("Click (toolbar)"), _("Click-to-move: one click picks up, the next puts "
                                       "down")),
        ("key", _("Click the status bar"), _("Winnable? The solver's verdict on this "
                                            "game")),
    ]


def touch_help():
    """The Keys page's rows for a finger on a touchscreen."""
    return [
        # Translators: a finger's tap at the table; in what it does, "it" is the
        # place the cards may go
        ("key", _("Tap"), _("Pick up cards, then tap where they go (it glows), or tap them "
                            "again to drop them")),
        ("key", _("Drag a card"), _("Move cards onto a pile; a refused drop snaps back and "
                                    "says why")),
        ("key", _("Tap the stock"), _("Deal")),
        ("key", _("Double-tap"), _("Send a card home")),
        ("key", _("Long press"), _("Drop what you hold; a card under others shows whole "
                                   "while you press")),
        # Translators: a finger dragged over a page or a list scrolls it; swept
        # sideways over the statistics, it shows another game's
        ("key", _("Drag a page or a list"), _("Scroll it; sideways on the statistics, "
                                              "another game")),
    ]


def focus_help():
    """The Keys page's rows for the keyboard's focus."""
    return [
        ("key", _("Arrows ← → ↑ ↓"), _("Move the focus between piles and cards")),
        ("key", _("Space, Enter"), _("Pick up or put down; deal on the stock")),
        ("key", _("Tab, Shift+Tab"), _("Step between the piles a move can use; with "
                                       "cards held, between the piles they can go to")),
    ]


def keys_rows(scene):
    """The Keys page of this table: the mouse, a finger, the keyboard focus, every
    command with its keys, then what this game adds (its scene's `help_rows`, marked
    N_), in the language of the moment it is called."""
    # Translators: the Keys page's heading over a finger's gestures, as MOUSE and
    # KEYBOARD are written
    rows = [("head", _("MOUSE")), *mouse_help(), ("gap",), ("head", _("TOUCH")),
            *touch_help(), ("gap",), ("head", _("KEYBOARD")), *focus_help()]
    rows += [("key", c.keys_text(), c.said()) for c in COMMANDS if c.keys]
    if scene.help_rows:                 # a blank line before each heading, as on Rules
        rows += [("gap",), ("head", _(scene.board.rules.title).upper())]
        rows += [(kind, _(keys), _(what)) for kind, keys, what in scene.help_rows]
    return rows + pad_rows(scene)       # a game pad's buttons (pad_keys.py)
