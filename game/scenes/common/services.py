"""Services: what a scene may use of the app, declared in one frozen record.

The App (game/app.py) builds one and hands it to every scene it makes, and scenes hand
it on to the scenes they open. A scene reaches the app through these members only, so
what the screens depend on is written down here, and a test builds a real record (with
fakes where a fake is honest) instead of a stand-in app. Plain objects are shared as
they are (the scene stack, the game clock, the settings the settings screen changes in
place, the sound bank, the keeping of games, the speech announcer); what the app works
out when asked is a function (today, the window's size, the solver started on first
use).
"""

from __future__ import annotations

import datetime
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Services:
    manager: Any                    # the scene stack (game.engine.manager.SceneManager)
    clock: Any                      # the game clock (game.engine.clock.GameClock)
    settings: Any                   # the player's settings (game.store.settings.Settings)
    sounds: Any                     # the effects (sounds.bank.SoundBank)
    keeping: Any                    # games in progress, statistics, notices (game.keeping)
    calendar: Any                   # the local date and midnight (game.calendar_clock)
    winnable_deals: Any             # proved-winnable seeds (game.solver.catalogue)
    today: Callable[[], datetime.date]              # the one today of the whole game
    deal_day: Callable[[], datetime.date]           # the day whose deals are played
    start_game: Callable[..., Any]                  # (game_id, seed=None, daily=None)
    open_daily: Callable[..., Any]                  # (game_id, day=None)
    daily_in_progress: Callable[[str], Any]         # the date of that game's daily deal
    show_chooser: Callable[[], Any]
    table_class: Callable[[str], type]              # a game's TableScene subclass
    say: Callable[[str], None]                      # a message over whatever shows
    play_sound: Callable[[str], None]
    save_settings: Callable[[], None]
    solver: Callable[[], Any]                       # the worker, started on first use
    solver_if_running: Callable[[], Any]            # the worker, never started here
    window_size: Callable[[], tuple]                # the drawable's pixels (w, h)
    is_fullscreen: Callable[[], bool]
    toggle_fullscreen: Callable[[], None]
    pad_family: Callable[[], str]                   # the buttons of the pad used last
    quit: Callable[[], None]
    language: Callable[[], str]                     # the code of the language spoken
    set_language: Callable[[str], None]             # speak it now, on every screen
    speech: Any                     # what is said aloud (game.speech.announcer.Announcer:
                                    # always there; its say() does nothing with speech off)
    touch_target: Callable[[], int]                 # a finger's least target (px), else 0
