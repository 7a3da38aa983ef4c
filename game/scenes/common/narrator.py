"""The narrator: with speech on, every screen is said as it comes up and every focus
move on it, so no screen is silent and no focus move either.

The App hands it each event before and after the top scene takes it, and looks once a
frame (`after_update`, for a screen a timer opens: the win dialog after the
celebration). When another scene is on top it says that scene's `spoken()` (its title,
its text, its focus); after a focus key (Tab, Shift+Tab, an arrow: a scene's
`focus_keys`), or whenever what has the focus reads otherwise (a setting changed) and
the screen said nothing itself (what is typed in a text field, another game's figures),
it says `spoken_focus()`, even when the focus could not move: a key that does
nothing still answers. The table says its own focus moves
(game/scenes/common/table_speech.py); its `spoken_focus` is empty.
"""

import pygame

from game.scenes.common.spoken_screens import plain

FOCUS_KEYS = (pygame.K_TAB, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN)


def is_focus_key(event, scene) -> bool:
    keys = FOCUS_KEYS if scene.focus_keys is None else scene.focus_keys
    return event.type == pygame.KEYDOWN and event.key in keys


def is_edit(event) -> bool:
    """Typing in a text field (its dialog says what was typed or deleted)."""
    return event.type == pygame.TEXTINPUT or (
        event.type == pygame.KEYDOWN and event.key in (pygame.K_BACKSPACE, pygame.K_DELETE))


class Narrator:
    def __init__(self, manager, speech):
        self.manager = manager
        self.speech = speech
        self.top = None                 # the scene last said
        self.focus = ""                 # what its focus read then
        self.queued = 0                 # what the announcer had taken before the event

    def before_event(self, event) -> None:
        """A screen that came up since the last look is said before what the event
        does there."""
        if self.speech.enabled:
            self.came_up()
        self.queued = self.speech.queued

    def after_event(self, event) -> None:
        if not self.speech.enabled:
            self.top = None             # speech turned on later says the screen
            return
        if self.came_up():
            return
        top = self.top
        if top is None:
            return
        focus = top.spoken_focus()
        quiet = self.speech.queued != self.queued     # the screen said what changed
        if focus and (is_focus_key(event, top) or (
                focus != self.focus and not is_edit(event) and not quiet)):
            self.speech.say(plain(focus), "focus")
        self.focus = focus

    def after_update(self) -> None:
        if self.speech.enabled:
            self.came_up()

    def came_up(self) -> bool:
        """Say the top scene when it is not the one said last; whether it was new."""
        top = self.manager.top
        if top is self.top:
            return False
        self.top = top
        self.focus = top.spoken_focus() if top is not None else ""
        if top is not None:
            self.speech.say(plain(top.spoken()), "info")
        return True
