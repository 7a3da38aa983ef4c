"""The table: one scene for every game, driven by the game's rules and layout.

It owns the card sprites, lays them out from the layout in card units, turns the events
of each move into tweens (the one sync path: move, undo, redo, new deal and resize all
end in `sync`), and draws the toolbar, status bar and toasts. Mouse and keyboard input
lives in `table_input.TableInput`; overlays (win, stuck, help, game number) in `overlays`.
"""

import random

import pygame

from game.engine.scene import Scene
from game.rules import rules_for
from game.rules.errors import IllegalMove
from game.scenes.table.geometry import Geometry, hud_bands
from game.scenes.table.advisor import Advisor
from game.scenes.table.motion import TableMotion
from game.scenes.table.painter import TablePainter
from game.session import Session
from game.store.settings import SPEEDS
from sprites.card_faces import faces_for
from sprites.card_sprite import CardSprites
from sprites.felt import felt
from sprites.widgets import Button, StatusBar, Toast, Toolbar

TOOLBAR = (("menu", "Menu", "Back to the game chooser (Esc)"),
           ("new", "New", "New game (Ctrl+N)"),
           ("restart", "Restart", "Restart this deal (Ctrl+R)"),
           ("undo", "Undo", "Undo (Ctrl+Z)"),
           ("redo", "Redo", "Redo (Ctrl+Shift+Z, Ctrl+Y)"),
           ("hint", "Hint", "Show a move (H)"),
           ("number", "Game #", "Play a game by number (G)"),
           ("clickmode", "Click", "Click-to-move on/off"),
           ("winnable", "Winnable", "New game deals only winnable games: on/off (W)"),
           ("speed", "Speed", "Animation speed: normal, fast, off (A)"),
           ("mute", "Sound", "Sound on/off (M)"),
           ("help", "Rules", "How to play (F1)"),
           ("keys", "Keys", "Keys and mouse (K)"))
TOGGLES = ("clickmode", "winnable", "mute")      # shown ticked and lit when on
SPEED_LABELS = tuple(f"Speed: {speed}" for speed in SPEEDS)


def readable_strip(card_w: int, card_h: int):
    """The least fan offsets (x, y) that show a covered card's rank and suit."""
    faces = faces_for(card_w, card_h)
    return faces.index_width, faces.index_extent


def random_seed() -> int:
    return random.SystemRandom().randrange(2**32)


class TableScene(Scene):
    def __init__(self, app, game_id: str, seed=None, state=None):
        super().__init__(app)
        from game.scenes.table.input import TableInput
        self.rules = rules_for(game_id)
        self.game_id = game_id
        self.session = Session(game_id, random_seed() if seed is None else seed, state)
        self.cards = CardSprites()
        self.toast = Toast()
        self.highlights = []        # pile names glowing (drop targets, hints)
        self.hint_text = ""
        self.click_to_move = app.settings.click_to_move
        self.finished_shown = False
        self.input = TableInput(self)
        self.painter = TablePainter(self)
        self.motion = TableMotion(self)
        self.advisor = Advisor(self)
        self._shown_second = -1
        self.resize(app.screen.get_size())
        if state is None:
            self.motion.deal_in()

    # ----- layout ---------------------------------------------------------------------
    def resize(self, size) -> None:
        size = (int(size[0]), int(size[1]))
        if getattr(self, "laid_out_for", None) == size:
            return              # same window (a push re-announces it): keep animating
        self.laid_out_for = size
        super().resize(size)
        width, height = size
        self.bar_h, self.status_h = hud_bands(size)
        area = (0, self.bar_h, width, height - self.bar_h - self.status_h)
        self.geometry = Geometry(self.rules.layout(), area, readable_strip)
        self.faces = faces_for(self.geometry.card_w, self.geometry.card_h)
        self.background = felt((width, height))
        buttons = [Button(label, action, tooltip=tip,
                          checked=False if action in TOGGLES else None,
                          labels=SPEED_LABELS if action == "speed" else ())
                   for action, label, tip in TOOLBAR]
        self.toolbar = Toolbar(buttons)
        self.toolbar.layout(pygame.Rect(0, 0, width, self.bar_h))
        self.status_bar = StatusBar()
        self.status_rect = pygame.Rect(0, height - self.status_h, width, self.status_h)
        self.sync(instant=True)

    # ----- the one sync path ----------------------------------------------------------
    @property
    def state(self):
        return self.session.state

    def piles(self) -> dict:
        state = self.state
        return {name: state.piles[i] for i, name in enumerate(self.rules.pile_names)}

    def sync(self, events=(), instant=False) -> None:
        """The one sync path: match sprites to the state and animate them there (a drag
        under way ends first: its cards go where the layout says)."""
        self.input.position_changed()
        self.motion.sync(events, instant)
        self.update_highlights()
        self.advisor.position_changed()

    # ----- actions --------------------------------------------------------------------
    def act(self, moves) -> bool:
        """Play moves as one undo step; a refusal becomes a toast. True if played."""
        try:
            events = self.session.act(list(moves), self.app.clock.now)
        except IllegalMove as refusal:
            self.refuse(str(refusal))
            return False
        self.hint_text = ""
        self.sync(events)
        self.check_finished()
        return True

    def undo(self) -> None:
        if self.session.undo(self.app.clock.now):
            self.finished_shown = False
            self.sync()
        else:
            self.say("Nothing to undo")

    def redo(self) -> None:
        if self.session.redo(self.app.clock.now):
            self.sync()
            self.check_finished()
        else:
            self.say("Nothing to redo")

    def restart(self) -> None:
        """Back to the opening deal as one undo step (undo returns to where you were)."""
        if not self.session.restart(self.app.clock.now):
            self.say("This is the opening deal")
            return
        self.finished_shown = False
        self.input.position_changed()
        self.motion.deal_in()
        self.advisor.position_changed()

    def new_game(self, seed=None, checked=False) -> None:
        """Deal a new game (seed None: a random one, or with "winnable deals only" on,
        the first deal from a random seed that the solver proves winnable)."""
        if seed is None and not checked and self.app.settings.winnable_only:
            self.advisor.find_winnable(self.game_id, random_seed())
            return
        self.session = Session(self.game_id, random_seed() if seed is None else seed)
        self.finished_shown = False
        self.advisor.ever_winnable = False
        self.input.position_changed()
        self.motion.deal_in()
        self.advisor.position_changed()

    def hint(self) -> None:
        self.advisor.hint()

    def rules_hint(self, prefix: str = "") -> None:
        """The game's own hint (Aisleriot's order, or better)."""
        hint = self.rules.hint(self.state)
        self.show_hint(hint.move, prefix + hint.text)

    def show_hint(self, move, text: str) -> None:
        """Highlight the cards and the target of `move` and say `text`."""
        self.highlights = []
        if move:
            parsed = self.rules.parse(move)
            if parsed[0] == "move":
                self.highlights = [parsed[1], parsed[3]]
            elif parsed[0] == "attack":
                self.highlights = list(parsed[1]) + [parsed[2]]
            elif "stock" in self.rules.index:
                self.highlights = ["stock"]
        self.hint_text = text
        self.say(text)

    def refuse(self, reason: str) -> None:
        """A refused move: say why, with the refusal sound."""
        self.app.play_sound("refused")
        self.say(reason)

    def say(self, text: str) -> None:
        if text:
            self.toast.show(text, self.app.clock.now)
            self.dirty = True

    def check_finished(self) -> None:
        if self.finished_shown:
            return
        from game.scenes.overlays import StuckOverlay, WinOverlay
        if self.session.won:
            self.finished_shown = True
            self.motion.celebrate(lambda: self.app.manager.push(WinOverlay(self.app, self)))
        elif self.session.over:
            self.finished_shown = True
            self.app.play_sound("stuck")
            self.app.manager.push(StuckOverlay(self.app, self))

    def update_highlights(self) -> None:
        self.highlights = [p for p in self.highlights if p in self.rules.index] \
            if self.hint_text else []

    def command(self, action: str, confirmed: bool = False) -> None:
        """A toolbar button or its keyboard shortcut. A drag under way ends first; New and
        Menu ask before they throw away a game in progress."""
        from game.scenes import confirm, overlays
        self.input.cancel_drag()
        if action in confirm.GOING and self.session.in_progress and not confirmed:
            self.app.manager.push(confirm.abandon_game(
                self.app, action, lambda: self.command(action, confirmed=True)))
        elif action == "menu":
            self.app.show_chooser()
        elif action == "new":
            self.new_game()
        elif action == "restart":
            self.restart()
        elif action == "undo":
            self.undo()
        elif action == "redo":
            self.redo()
        elif action == "hint":
            self.hint()
        elif action == "number":
            self.app.manager.push(overlays.GameNumberOverlay(self.app, self))
        elif action == "help":
            self.app.manager.push(overlays.HelpOverlay(self.app, self.game_id))
        elif action == "keys":
            self.app.manager.push(overlays.KeysOverlay(self.app))
        elif action == "speed":
            speed = self.app.settings.next_speed()
            self.app.save_settings()
            self.say(f"Animation: {speed}")
        elif action == "mute":
            muted = self.app.sounds.toggle_mute()
            self.app.settings.muted = muted
            self.app.save_settings()
            self.say("Sound off" if muted else "Sound on")
        elif action == "winnable":
            settings = self.app.settings
            settings.winnable_only = not settings.winnable_only
            self.app.save_settings()
            self.say("New games: " + ("only deals the solver proved winnable"
                                      if settings.winnable_only else "any deal"))
        elif action == "clickmode":
            self.click_to_move = not self.click_to_move
            self.app.settings.click_to_move = self.click_to_move
            self.app.save_settings()
            self.input.selection = None
            self.say("Click-to-move " + ("on: click a card, then where it goes"
                                         if self.click_to_move else "off: drag cards"))
        self.dirty = True

    # ----- scene hooks ----------------------------------------------------------------
    def handle_event(self, event) -> None:
        self.input.handle_event(event)

    def is_busy(self) -> bool:
        return self.timeline.busy

    def exit(self) -> None:
        """Leaving the stack: the solver drops this table's requests and answers."""
        self.advisor.close()

    def update(self, dt: float) -> None:
        self.advisor.update()
        if self.timeline.busy:
            self.timeline.update(dt)
            self.dirty = True
        now = self.app.clock.now
        if self.toast.active(now) or self.toast.active(now - dt):
            self.dirty = True
        second = int(self.session.elapsed(now))
        if second != self._shown_second:
            self._shown_second = second
            self.dirty = True

    def wake_in(self):
        """The clock's next second (while it runs) or the advisor's next look, if sooner."""
        due = self.advisor.wake_in()
        if self.session.started_at is not None and self.session.stopped_at is None:
            elapsed = self.session.elapsed(self.app.clock.now)
            tick = 1.0 - (elapsed % 1.0)
            due = tick if due is None else min(due, tick)
        return due

    def draw_order(self):
        order = {name: i for i, name in enumerate(self.rules.pile_names)}
        hidden = {n for n, p in self.geometry.layout.piles.items() if p.hidden}
        sprites = [s for s in self.cards.sprites if s.pile not in hidden or s.lift]
        sprites.sort(key=lambda s: (s.lift, order[s.pile], s.index))
        return sprites

    def draw(self, surface) -> None:
        self.painter.draw(surface)
