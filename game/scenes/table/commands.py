"""The table's commands, in one table: what each is called, its keys, its button, its state.

`COMMANDS` is the only place a command is described. It feeds the keyboard (`for_key`),
the toolbar (`toolbar()`: a button per labelled command, in table order, its tooltip
naming its keys; `show_state` keeps toggles ticked, labels and enabled states current),
the Keys page (`keys_rows`) and what a command does (`run`). A command is run by the
scene (`TableScene.command`), which first ends a drag and asks before New or Menu throws
away a game in progress.
"""

from typing import Callable, NamedTuple, Optional, Tuple

import pygame

from game.scenes.table.pad_play import pad_rows
from game.store.settings import SPEEDS
from sprites.fold_menu import Fold
from sprites.toolbar import Button, Toolbar

CTRL, SHIFT = pygame.KMOD_CTRL, pygame.KMOD_SHIFT


class Key(NamedTuple):
    """A key binding; `ctrl`/`shift` True or False must match, None matches either."""
    key: int
    text: str                      # how the Keys page and the tooltips write it
    ctrl: Optional[bool] = None
    shift: Optional[bool] = None

    def matches(self, key: int, ctrl: bool, shift: bool) -> bool:
        return key == self.key and self.ctrl in (None, ctrl) and self.shift in (None, shift)


class Command(NamedTuple):
    id: str
    label: str                     # its toolbar button ("": none)
    what: str                      # what it does: the tooltip and the Keys page say it
    run: Callable                  # run(scene)
    keys: Tuple[Key, ...] = ()
    keys_what: str = ""            # the Keys page's words when its key does more
    checked: Optional[Callable] = None    # a toggle: checked(scene) -> on?
    enabled: Optional[Callable] = None    # enabled(scene) -> bool
    shown: Optional[Callable] = None      # a label that follows a setting: shown(scene)
    labels: Tuple[str, ...] = ()          # every label `shown` can give (button width)
    available: Optional[Callable] = None  # available(scene): its key does anything here

    def keys_text(self) -> str:
        return ", ".join(dict.fromkeys(key.text for key in self.keys))

    def tooltip(self) -> str:
        keys = self.keys_text()
        return f"{self.what} ({keys})" if keys else self.what


# ----- what the settings commands do ----------------------------------------------------
def toggle_click_to_move(scene) -> None:
    settings = scene.app.settings
    settings.click_to_move = not settings.click_to_move
    scene.app.save_settings()
    scene.ui.drop_selection()
    scene.say("Click-to-move " + ("on: click a card, then where it goes"
                                  if settings.click_to_move else "off: drag cards"))


def toggle_winnable_only(scene) -> None:
    settings = scene.app.settings
    settings.winnable_only = not settings.winnable_only
    scene.app.save_settings()
    scene.say("New games: " + ("only deals the solver proved winnable"
                               if settings.winnable_only else "any deal"))


def animation_text(value: str) -> str:
    """How every screen says an animation setting: "Animation: Fast" (the settings
    screen's row "Animation" and its choices Normal, Fast, Off)."""
    return f"Animation: {value.capitalize()}"


ANIMATION_CHOICES = ", ".join(speed.capitalize() for speed in SPEEDS[:-1]) + \
    f" or {SPEEDS[-1].capitalize()}"


def next_speed(scene) -> None:
    speed = scene.app.settings.next_speed()
    scene.app.save_settings()
    scene.say(animation_text(speed))


def toggle_sound(scene) -> None:
    muted = scene.app.sounds.toggle_mute()
    scene.app.settings.muted = muted
    scene.app.save_settings()
    scene.say("Sound off" if muted else "Sound on")


# ----- statistics and game records (their scenes load on first use) ---------------------
def show_statistics(scene) -> None:
    from game.scenes.statistics import StatisticsScene
    scene.app.manager.push(StatisticsScene(scene.app, scene.game_id))


def replay_this_game(scene) -> None:
    from game.scenes.records import NOTHING_TO_REPLAY, table_record
    from game.scenes.replay import open_replay
    record = table_record(scene)
    if record.cursor == 0:
        scene.say(NOTHING_TO_REPLAY)
    else:
        open_replay(scene.app, record)


def records(what: str):
    """A command of game/scenes/records.py: save_dialog, export_dialog, open_records, or
    the GamesMenu pushed over the table."""
    def run(scene) -> None:
        from game.scenes import records as module
        if what == "GamesMenu":
            scene.app.manager.push(module.GamesMenu(scene.app, scene))
        else:
            getattr(module, what)(scene)
    return run


def push(make):
    """A command that opens an overlay over the table: make(scene) -> the overlay."""
    return lambda scene: scene.app.manager.push(make(scene))


def overlay(name: str):
    """game.scenes.overlays' class `name`, imported on first use: the pages, dialogs and
    the settings screen take tens of milliseconds to import, kept off the first frame."""
    from game.scenes import overlays
    return getattr(overlays, name)


def open_settings(scene) -> None:
    from game.scenes.settings import open_settings as open_screen
    open_screen(scene.app)


COMMANDS = (
    Command("menu", "Menu", "Back to the game chooser", lambda s: s.app.show_chooser(),
            (Key(pygame.K_ESCAPE, "Esc"),),
            keys_what="Drop what is held, else back to the menu (asks first mid-game)"),
    Command("new", "New", "New game", lambda s: s.new_game(),
            (Key(pygame.K_n, "Ctrl+N", ctrl=True),)),
    Command("restart", "Restart", "Restart this deal", lambda s: s.restart(),
            (Key(pygame.K_r, "Ctrl+R", ctrl=True),)),
    Command("undo", "Undo", "Undo", lambda s: s.undo(),
            (Key(pygame.K_z, "Ctrl+Z", ctrl=True, shift=False),),
            enabled=lambda s: s.session.can_undo()),
    Command("redo", "Redo", "Redo", lambda s: s.redo(),
            (Key(pygame.K_z, "Ctrl+Shift+Z", ctrl=True, shift=True),
             Key(pygame.K_y, "Ctrl+Y", ctrl=True)),
            enabled=lambda s: s.session.can_redo()),
    Command("hint", "Hint", "Show a move", lambda s: s.advisor.hint(),
            (Key(pygame.K_h, "H"),)),
    Command("daily", "", "Today's deal of the day of this game: the same for everyone, "
            "always winnable", lambda s: s.app.open_daily(s.game_id),
            (Key(pygame.K_d, "Ctrl+D", ctrl=True),)),
    Command("deal", "", "Deal", lambda s: s.play_click("stock"),
            (Key(pygame.K_d, "D", ctrl=False),), available=lambda s: "stock" in s.rules.index),
    Command("number", "Game #", "Play a game by number",
            push(lambda s: overlay("GameNumberOverlay")(s.app, s)), (Key(pygame.K_g, "G"),)),
    Command("clickmode", "Click", "Click-to-move on/off", toggle_click_to_move,
            checked=lambda s: s.app.settings.click_to_move),
    Command("winnable", "Winnable", "New game deals only winnable games: on/off",
            toggle_winnable_only, (Key(pygame.K_w, "W"),),
            checked=lambda s: s.app.settings.winnable_only),
    Command("speed", "Animation", f"Animation: {ANIMATION_CHOICES}", next_speed,
            (Key(pygame.K_a, "A"),), shown=lambda s: animation_text(s.app.settings.animation),
            labels=tuple(animation_text(speed) for speed in SPEEDS)),
    Command("mute", "Sound", "Sound on/off", toggle_sound, (Key(pygame.K_m, "M"),),
            checked=lambda s: not s.app.settings.muted),
    Command("options", "", "Options: click-to-move, winnable deals, sound, animation",
            lambda s: s.toolbar.open_list(), (Key(pygame.K_F10, "F10"),),
            keys_what="Open or close the Options list (a narrow toolbar's toggles)",
            available=lambda s: s.toolbar.folded),
    Command("settings", "Settings", "Settings: sound, animation, full screen, cards and felt",
            open_settings, (Key(pygame.K_o, "O"),)),
    Command("games", "Games", "Your games: statistics, save, saved games, replay, export",
            records("GamesMenu")),
    Command("stats", "", "Statistics of this game: figures and charts", show_statistics,
            (Key(pygame.K_t, "T"),)),
    Command("records", "", "Saved games: replay one, or play on from it",
            records("open_records"), (Key(pygame.K_l, "Ctrl+L", ctrl=True),)),
    Command("save", "", "Save this game under a name", records("save_dialog"),
            (Key(pygame.K_s, "Ctrl+S", ctrl=True),)),
    Command("replay", "", "Replay this game from its deal", replay_this_game,
            (Key(pygame.K_p, "P"),)),
    Command("export", "", "Export a won game to a file to share", records("export_dialog"),
            (Key(pygame.K_e, "Ctrl+E", ctrl=True),)),
    Command("help", "Rules", "How to play",
            push(lambda s: overlay("HelpOverlay")(s.app, s.game_id)),
            (Key(pygame.K_F1, "F1"),)),
    Command("keys", "Keys", "Keys and mouse",
            push(lambda s: overlay("KeysOverlay")(s.app, keys_rows(s))),
            (Key(pygame.K_k, "K"), Key(pygame.K_QUESTION, "?"),
             Key(pygame.K_SLASH, "?", shift=True))),
    Command("fullscreen", "", "Full screen on or off", lambda s: s.app.toggle_fullscreen(),
            (Key(pygame.K_F11, "F11 or Alt+Enter"),)),   # the App takes both first
)
BY_ID = {command.id: command for command in COMMANDS}


def for_key(scene, key: int, mod: int) -> Optional[Command]:
    """The command a key press runs on this table, or None."""
    ctrl, shift = bool(mod & CTRL), bool(mod & SHIFT)
    for command in COMMANDS:
        if any(k.matches(key, ctrl, shift) for k in command.keys) and \
                (command.available is None or command.available(scene)):
            return command
    return None


def run(scene, action: str, confirmed: bool = False) -> None:
    """Run a command; New, Menu and the deal of the day ask first when a game is in
    progress (not the deal of the day already at the table)."""
    from game.scenes import confirm
    if action in confirm.GOING and scene.session.in_progress and not confirmed \
            and not (action == "daily" and is_todays_deal(scene)):
        scene.app.manager.push(confirm.abandon_game(
            scene.app, action, lambda: scene.command(action, confirmed=True)))
    elif action in BY_ID:
        BY_ID[action].run(scene)


def is_todays_deal(scene) -> bool:
    """Whether the table shows the deal of the day the app's today has."""
    return scene.session.daily == scene.app.today().isoformat()


# ----- the toolbar and the Keys page ------------------------------------------------------
def toolbar() -> Toolbar:
    """A button for every command that has a label, in table order; the toggles (a
    button showing a setting) fold into one Options button on a narrow bar."""
    options = BY_ID["options"]
    fold = Fold(Button("Options", options.id, tooltip=options.tooltip()),
                [c.id for c in COMMANDS if c.label and (c.checked or c.shown)])
    return Toolbar([Button(c.label, c.id, tooltip=c.tooltip(),
                           checked=False if c.checked else None, labels=c.labels)
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


MOUSE_HELP = (
    ("key", "Drag", "Move cards onto a pile; a refused drop snaps back and says why"),
    ("key", "Click the stock", "Deal"),
    ("key", "Double-click", "Send a card home"),
    ("key", "Right-click", "Drop what you hold"),
    ("key", "Click (toolbar)", "Click-to-move: one click picks up, the next puts down"),
    ("key", "Click the status bar", "Winnable? The solver's verdict on this game"),
)
FOCUS_HELP = (
    ("key", "Arrows ← → ↑ ↓", "Move the focus between piles and cards"),
    ("key", "Space, Enter", "Pick up or put down; deal on the stock"),
)


def keys_rows(scene):
    """The Keys page of this table: the mouse, the keyboard focus, every command with its
    keys, then what this game adds (its scene's `help_rows`)."""
    rows = [("head", "MOUSE"), *MOUSE_HELP, ("gap",), ("head", "KEYBOARD"), *FOCUS_HELP]
    rows += [("key", c.keys_text(), c.keys_what or c.what) for c in COMMANDS if c.keys]
    if scene.help_rows:                 # a blank line before each heading, as on Rules
        rows += [("gap",), ("head", scene.rules.title.upper()), *scene.help_rows]
    return rows + pad_rows(scene)       # a game pad's buttons (pad_play.py)
