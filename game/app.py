"""App: the window, the game clock, the scene stack and the loop that runs them.

    app = App(Options(game=None, size=(1280, 720)))
    app.show_chooser()       # or app.start_game("wall", seed=7), or app.open_daily("wall")
    app.run()

Creating an App opens the display (nothing happens at import time). The app handles what
is global: quitting, F11 and Alt+Enter (fullscreen on/off, remembered in the settings),
Ctrl+Alt+S (speech on/off, said aloud), window resizes and exposes; every other event
goes to the top scene, mouse positions in
the drawable's pixels (game.engine.high_dpi). The window's title names what is shown
(the scenes' `caption`: "Forty Thieves — Game #71 — Aisle Five" at a table).
"""

from __future__ import annotations

import os
import random

import pygame

from sounds.bank import SoundBank, init_mixer
from sprites.felt import COLOURS

from .calendar_clock import CalendarClock
from .daily_deals import DailyDeals
from .engine.clock import GameClock
from .engine.display_start import NoDisplay, finish_pygame, start_display
from .engine.high_dpi import pixel_ratio, to_pixels
from .engine.input import InputWaiter
from .engine.loop import STEP, Loop
from .engine.manager import SceneManager
from .engine.memory import release_freed_memory
from .engine.window import MIN_SIZE, open_window, quiet_stderr, set_minimum_size
from .i18n import _
from .i18n.catalogue import active_language, install
from .i18n.choice import chosen_language, shipped_codes
from .i18n.languages import BY_CODE
from .keeping import Keeping
from .opening import NOTHING, Opened
from .opening_picture import keep_opening
from .options import DEFAULT_SIZE, TITLE, Options
from .render.cache_sweep import CacheSweeper
from .scenes.common.narrator import Narrator
from .scenes.common.services import Services
from .scenes.games import scene_class, table_for
from .solver.catalogue import WinnableDeals
from .speech.announcer import Announcer
from .speech.chain import voice
from .store.settings import SPEECH_RATES
from .touch_input import TouchInput


def is_speech_key(event) -> bool:
    """Ctrl+Alt+S, speech on or off on every screen; not AltGr+S, which types a letter
    on some keyboards ("ś" on a Polish one: Windows sends AltGr as Ctrl+Alt)."""
    mod = getattr(event, "mod", 0)
    typed = getattr(event, "unicode", "")
    return (event.key == pygame.K_s and bool(mod & pygame.KMOD_CTRL)
            and bool(mod & pygame.KMOD_ALT) and not mod & pygame.KMOD_MODE
            and not (typed.isprintable() and typed and typed.lower() != "s"))


class AppError(Exception):
    """What was asked cannot be done (no display, a screenshot not saved): not a bug;
    the message is the one line shown to the player."""


class App:
    def __init__(self, options: Options | None = None, calendar: CalendarClock | None = None,
                 opened: Opened = NOTHING, speech: Announcer | None = None):
        self.options = options if options is not None else Options()
        self.calendar = calendar if calendar is not None else CalendarClock()  # today's date
        self.clock = GameClock()
        self.manager = SceneManager()
        self.last_seed = None
        self._pending_seed = self.options.seed   # --seed, used by the first game started
        self.audio = False
        self.running = False
        self.loop = None
        self.screen = None
        self.fullscreen = False             # set from the options and settings below
        self.pixel_ratio = (1.0, 1.0)       # drawable pixels per window unit (high DPI)
        self.windowed_size = tuple(self.options.size or DEFAULT_SIZE)
        self._fit_window = self.options.size is None     # no size asked: fit the screen
        self.windowed_position = None       # where the window was before F11 (x, y)
        self._release_after_draw = False    # the next frame is the first at a new size
        self.cache_sweeper = CacheSweeper()  # caches keep what is in use
        self._waiter = InputWaiter()
        self._caption = _(TITLE)            # the window's title now (App.draw keeps it)
        self.keeping = self.settings = None
        self.pad_input = None               # game pads: started after the first frame
        self.touch = TouchInput(self)       # fingers: gestures, and sizes for them
        self._audio_due = True              # the mixer starts after the first frame
        # the settings are read first only when they say which mode the window opens in
        if self.options.fullscreen is None:
            self._load_user_data()          # the settings say which
            self.fullscreen = bool(self.settings.fullscreen)
        else:
            self.fullscreen = bool(self.options.fullscreen)
        self._init_pygame()
        self._open_window()
        if self.settings is None:
            self._load_user_data()
        self._speak_chosen_language()
        self.speech = self._start_speech(speech)
        self.narrator = Narrator(self.manager, self.speech)     # every screen said aloud
        if not opened.picture:              # else the table's picture shows already
            self._show_felt_colour()
        self.sounds = SoundBank(volume=self.settings.volume, muted=self.settings.muted)
        self._solver = None                 # the solver worker, started on first use
        self.winnable_deals = WinnableDeals(random)     # the one source of random deals
        self.daily = DailyDeals(self.calendar, self.options.date, self.keeping,
                                self.manager, self.clock, self.start_game,
                                self.forget_pending_seed)
        self.services = Services(
            manager=self.manager, clock=self.clock, settings=self.settings,
            sounds=self.sounds, keeping=self.keeping, calendar=self.calendar,
            winnable_deals=self.winnable_deals, today=self.daily.today,
            deal_day=self.daily.deal_day, start_game=self.start_game,
            open_daily=self.daily.open_daily, daily_in_progress=self.daily.daily_in_progress,
            show_chooser=self.show_chooser, table_class=self.table_class,
            say=self.say, play_sound=self.play_sound,
            save_settings=self.save_settings, solver=self.solver,
            solver_if_running=self.solver_if_running, window_size=lambda: self.size,
            is_fullscreen=lambda: self.fullscreen, toggle_fullscreen=self.toggle_fullscreen,
            pad_family=self.pad_family, quit=self.quit, language=active_language,
            set_language=self.set_language, speech=self.speech,
            touch_target=self.touch.target)

    def _show_felt_colour(self) -> None:
        """The felt's colour on the new window at once (a cheap fill), not black until the
        first frame is drawn: that frame still has the scene's modules to load."""
        top, bottom = COLOURS.get(self.settings.felt, COLOURS["green"])
        self.screen.fill([(a + b) // 2 for a, b in zip(top, bottom)])
        pygame.display.flip()

    def _load_user_data(self) -> None:
        self.keeping = Keeping(self)        # user data: settings, games, statistics
        self.settings = self.keeping.load_settings()

    def _speak_chosen_language(self) -> None:
        """--lang, else the language chosen in Settings, else the system's. A saved
        language this build no longer ships is forgotten, and said once."""
        saved = self.settings.language
        install(chosen_language(self.options.lang, saved))
        if saved and saved not in shipped_codes():
            self.settings.language = ""
            self.keeping.save_settings(self.settings)
            language = BY_CODE.get(active_language())
            self.keeping.notify(_(
                "The language chosen in Settings ({code}) is not in this version of the "
                "game, so it speaks the system's language, {language}, instead.").format(
                    code=saved, language=language.name if language else active_language()))

    def _start_speech(self, speech: Announcer | None) -> Announcer:
        """The announcer (`speech`: one the tests made), as the settings and --speech
        say, in the interface's language. With speech on, the game's name is said at
        once: no screen is silent, not even the first."""
        settings = self.settings
        if speech is None:
            speech = Announcer(voice())
        speech.enabled = self.options.speech or settings.speech
        speech.verbosity = settings.speech_verbosity
        speech.rate = SPEECH_RATES[settings.speech_rate]
        speech.language = active_language()
        speech.say(_(TITLE))
        return speech

    def toggle_speech(self) -> None:
        """Ctrl+Alt+S on every screen: speech on or off, said by speech itself, and kept
        in the settings."""
        self.speech.turn(not self.speech.enabled)
        if self.settings.speech != self.speech.enabled:
            self.settings.speech = self.speech.enabled
            self.save_settings()
        self.manager.invalidate()           # the settings screen shows it

    def set_language(self, code: str) -> None:
        """Speak `code` from now on (Settings -> Language): every scene lays out its
        words again at once, and the choice is kept for the next start ("": the
        system's language)."""
        install(chosen_language(None, code or None))
        self.speech.language = active_language()
        self.manager.resize(self.manager.size)      # each scene remakes its texts
        self.manager.invalidate()
        if self.settings.language != code:
            self.settings.language = code
            self.save_settings()

    def start_audio(self) -> None:
        """Start the mixer and load the effects (once; silent when there is no device).
        Done after the first frame is shown: probing a sound device can be slow."""
        self._audio_due = False
        with quiet_stderr():           # ALSA prints a page of errors without a sound card
            self.audio = init_mixer()
        if self.audio:
            self.sounds.load()

    # ----- display ------------------------------------------------------------------
    def _init_pygame(self) -> None:
        try:
            start_display(TITLE, offscreen_allowed=self.options.frames is not None,
                          caption=_(TITLE))
        except NoDisplay as error:
            raise AppError(str(error)) from None

    def _open_window(self) -> None:
        self.windowed_size = open_window(self.fullscreen, self.windowed_size,
                                         self._fit_window)
        finish_pygame()                         # the window is up: fonts, key repeat
        if not self.fullscreen:
            set_minimum_size(MIN_SIZE)         # every set_mode forgets it
            if self.windowed_position is not None:
                # back from F11: where it was (a window manager puts it a title bar lower)
                pygame.display.set_window_position(self.windowed_position)
        self.screen = pygame.display.get_surface()
        self._measure_pixels()
        if not self._audio_due:             # shown before: this display's DPI now
            self._measure_dpi()
        pygame.display.set_caption(self._caption)   # a new window: the title it had
        self.manager.resize(self.screen.get_size())
        self._release_after_draw = True

    def _measure_pixels(self) -> None:
        self.pixel_ratio = pixel_ratio(self.screen.get_size(),
                                       pygame.display.get_window_size())

    def _measure_dpi(self) -> None:
        """The dots per inch of the display the window is on, for sizes in millimetres
        (a finger's targets): after the first frame, and again for each new window."""
        x, y = pygame.display.get_window_position()
        width, height = pygame.display.get_window_size()
        self.touch.measure((x + width // 2, y + height // 2))

    def toggle_fullscreen(self) -> None:
        """F11 or Alt+Enter: set_mode again (toggle_fullscreen() raises under the dummy
        driver); the window comes back at the size and place it had. The choice is kept
        in the settings for the next start."""
        if not self.fullscreen:
            self.windowed_size = tuple(pygame.display.get_window_size())
            self.windowed_position = pygame.display.get_window_position()
        self.fullscreen = not self.fullscreen
        self.cache_sweeper.size_changed(self.clock.now)
        self._open_window()
        self.manager.invalidate()
        if self.settings.fullscreen != self.fullscreen:
            self.settings.fullscreen = self.fullscreen
            self.save_settings()

    @property
    def size(self):
        return tuple(self.screen.get_size()) if self.screen is not None else (0, 0)

    # ----- scenes -------------------------------------------------------------------
    def make_table(self, game_id: str, seed: int, daily: str | None = None):
        """The game's table scene for a deal (tests monkeypatch this)."""
        return table_for(self.services, game_id, seed, daily=daily)

    def table_class(self, game_id: str):
        """The game's TableScene subclass (the replay builds on it)."""
        return scene_class(game_id)

    def start_game(self, game_id: str, seed: int | None = None, daily: str | None = None):
        """Replace what is shown with `game_id`'s table; seed None deals a random game
        (or the --seed given on the command line, for the first game started; with
        "winnable deals only" on, one from the catalogue of proved-winnable deals).
        `daily`: the deal `seed` is the deal of the day of that ISO date."""
        if seed is None:
            seed = self._pending_seed
        resumed = self.keeping.resume_or_forget(game_id, seed)   # its game in progress
        seed = resumed.seed if resumed is not None else seed
        if seed is None and self.settings.winnable_only:
            seed = self.winnable_deals.next(game_id)
        if seed is None:
            seed = random.randrange(2 ** 32)
        self._pending_seed = None
        scene = self.make_table(game_id, seed, daily if resumed is None else None)
        self.keeping.watch(scene, resumed)
        if self.settings.last_game != game_id:      # the chooser highlights it
            self.settings.last_game = game_id
            self.save_settings()
        self.last_seed = seed
        return self._show(scene)

    def forget_pending_seed(self) -> None:
        """A --seed not used yet is not used (the deal of the day opens instead)."""
        self._pending_seed = None

    # the deal of the day, for the command line's --daily and the tests
    def today(self):
        return self.daily.today()

    def open_daily(self, game_id: str, day=None):
        return self.daily.open_daily(game_id, day)

    def show_chooser(self):
        # not loaded with a table opened from the command line (rss:
        # python -m benchmarks.versus_aisleriot)
        from .scenes.chooser import ChooserScene
        self.keeping.leave_tables()         # Menu abandons a game in progress
        return self._show(ChooserScene(self.services))

    def _show(self, scene):
        """Replace every scene with `scene`. A table left behind is freed at once (its
        parts hold it in no reference cycle), and its window-sized surfaces' memory is
        handed back after the next frame."""
        self.keeping.take_back_notices()    # said on the way here: over the new screen
        self.manager.replace_all(scene)
        self.keeping.retry_settings()       # a save that failed: the disk may have room
        self.keeping.show_notices()         # damaged files set aside: say so on screen
        self._release_after_draw = True
        return scene

    # ----- events and the loop ------------------------------------------------------
    def poll(self):
        return self._waiter.poll()

    def handle_event(self, event) -> bool:
        kind = event.type
        if kind == pygame.QUIT:
            self.quit()
            return True
        if kind in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            self._resized()
            return True
        if kind in (pygame.WINDOWEXPOSED, pygame.WINDOWRESTORED, pygame.WINDOWSHOWN):
            self.manager.invalidate()
            return True
        if kind == pygame.WINDOWDISPLAYCHANGED:     # onto another screen: its DPI
            self._measure_dpi()
            return True
        if kind == pygame.KEYDOWN and (event.key == pygame.K_F11 or (
                event.key in (pygame.K_RETURN, pygame.K_KP_ENTER)
                and getattr(event, "mod", 0) & pygame.KMOD_ALT)):
            self.toggle_fullscreen()
            return True
        if kind == pygame.KEYDOWN and is_speech_key(event):
            self.toggle_speech()
            return True
        self.narrator.before_event(event)
        if self.touch.handle_event(event):      # fingers, and SDL's copies of them
            used = True
        elif self.pad_input is not None and self.pad_input.handle_event(event):
            used = True
        else:
            used = self.manager.handle_event(to_pixels(event, self.pixel_ratio))
        self.narrator.after_event(event)        # speech: a new screen, a focus move
        return used

    def _resized(self) -> None:
        surface = pygame.display.get_surface()
        if surface is None:
            return
        self.screen = surface
        self._measure_pixels()
        size = tuple(surface.get_size())
        if size != self.manager.size:
            if not self.fullscreen:
                self.windowed_size = tuple(pygame.display.get_window_size())
            self.cache_sweeper.size_changed(self.clock.now)
            self.manager.resize(size)
            self._release_after_draw = True
        self.manager.invalidate()

    def update(self, dt: float) -> None:
        self.clock.advance(dt)
        self.manager.update(dt)
        self.touch.update()                 # a finger held still: the ring, a long press
        if self.pad_input is not None:
            self.pad_input.update()         # held directions repeat, a toast fades
        self.cache_sweeper.tick(self.clock.now)
        self.sounds.idle()                  # the audio device sleeps while all is silent
        self.narrator.after_update()        # speech: a screen a timer opened
        self.speech.tick()                  # (an unthreaded announcer says its queue)
        if self._solver is not None:
            self._solver.idle()   # and the solver's worker stops when unused
        if not self.manager.scenes:         # the last scene closed
            self.quit()

    def draw(self) -> None:
        if self.screen is None:
            return
        changed = self.manager.draw(self.screen)     # a table's frame: where it changed
        if self.pad_input is not None and self.pad_input.draw(self.screen):
            changed = None                  # a pad's toast over the frame: all of it
        if changed is None:
            pygame.display.flip()
        else:                               # far cheaper than a flip at 4K under X11
            pygame.display.update(changed)
        shown = self.manager.caption()      # what is shown, named for the task switcher
        # Translators: the window's title: {shown} is what it shows ("Forty Thieves — Game
        # #71"), {game} the game's name ("Aisle Five")
        caption = (_("{shown} — {game}").format(shown=shown, game=_(TITLE)) if shown
                   else _(TITLE))
        if caption != self._caption:
            self._caption = caption
            pygame.display.set_caption(caption)
        if self._audio_due:                 # the first frame is on screen
            self.start_audio()
            self.start_pads()
            self._measure_dpi()
        if self._release_after_draw:        # the last size's surfaces are freed by now
            self._release_after_draw = False
            release_freed_memory()

    def is_busy(self) -> bool:
        return self.manager.is_busy() or self.touch.is_busy() or (
            self.pad_input is not None and self.pad_input.is_busy())

    def start_pads(self) -> None:
        """Game pads from now on (once): those connected now and any plugged in later
        (game.pad_input)."""
        if self.pad_input is None:
            # here, after the first frame, not at the top: a start takes its first
            # input before pads exist, so it need not wait for their modules
            from .pad_input import PadInput
            self.pad_input = PadInput(self)
            self.pad_input.start()

    def quit(self) -> None:
        self.running = False
        if self.loop is not None:
            self.loop.stop()

    def make_loop(self, max_frames=None, **overrides) -> Loop:
        settings = dict(poll=self.poll, handle_event=self.handle_event, update=self.update,
                        draw=self.draw, needs_redraw=self.manager.needs_redraw,
                        is_busy=self.is_busy, wake_in=self.manager.wake_in, step=STEP,
                        idle_sleep=self._waiter, max_frames=max_frames,
                        catch_up=self.update)   # every update takes any whole steps
        settings.update(overrides)
        return Loop(**settings)

    def run(self) -> int:
        """Run until quit (or --frames); save --screenshot; keep the opening's picture
        (game/opening_picture.py); close the display. Returns 0."""
        if not self.manager.scenes:
            self.show_chooser()
        self.loop = self.make_loop(max_frames=self.options.frames)
        self.running = True
        try:
            self.loop.run()
            if self.options.screenshot:
                self.screenshot(self.options.screenshot)
            keep_opening(self)      # the next start shows this table at once
        finally:
            self.running = False
            self.close()
        return 0

    def screenshot(self, path) -> None:
        """Save the screen to `path`; raises AppError when it cannot be written."""
        if self.manager.needs_redraw():
            self.draw()
        try:
            pygame.image.save(self.screen, str(path))
        except pygame.error as error:   # "Couldn't open ...": a full disk, a folder gone
            # Translators: {path} is a file's path, quoted; {error} the system's reason
            raise AppError(_("cannot save a screenshot to {path} ({error})").format(
                path=repr(str(path)), error=error)) from None

    def save_settings(self) -> None:
        """Write the settings now (they are small; a failure is said on screen once,
        never fatal, and the save is tried again later: game/keeping.py)."""
        self.keeping.save_settings(self.settings)

    def solver(self):
        """The solver worker, started on first use; None when AISLE_FIVE_SOLVER=off.
        AISLE_FIVE_SOLVER=thread runs it on a thread instead of a process (tests). Its
        idle exit and its back-off run on the game clock."""
        mode = os.environ.get("AISLE_FIVE_SOLVER", "process")
        if mode == "off":
            return None
        if self._solver is None:
            # its module (pipes, pickle, subprocess) loads with it, after the first frame
            from .solver.worker import SolverClient
            self._solver = SolverClient(threaded=mode == "thread",
                                        clock=lambda: self.clock.now)   # game time
        return self._solver

    def solver_if_running(self):
        """The solver worker if one was started; never starts one."""
        return self._solver

    def say(self, text: str) -> None:
        """A message for the player over whatever shows: the topmost scene with a toast
        of its own shows it (a table, a replay), else it comes as a notice."""
        for scene in reversed(self.manager.scenes):
            if scene.say(text):
                return
        self.keeping.notify(text)

    def pad_family(self) -> str:
        """The button family of the game pad used last ("xbox" before any)."""
        return self.pad_input.pads.family if self.pad_input is not None else "xbox"

    def play_sound(self, name: str) -> None:
        self.sounds.play(name, now=self.clock.now)

    def close(self) -> None:
        """Leave every scene and close the window (safe to call twice).

        Only the display is shut: pygame's other modules stay up until the process ends
        (pygame quits them at exit), so fonts cached by sprites.fonts stay valid for the
        next App a test makes.
        """
        solver = self._solver
        if solver is not None:
            solver.close()
            self._solver = None
        if self.pad_input is not None:
            self.pad_input.close()
        self.speech.close()
        try:
            self.manager.clear()
            self.keeping.close()
        finally:
            self.loop = None
            self.screen = None
            if pygame.display.get_init():
                pygame.display.quit()
