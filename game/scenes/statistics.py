"""StatisticsScene: how a player is doing at one game, as figures and charts on the felt.

The win rate is a ring on a card; played, won, streaks, times, scores and fewest moves
are tiles beside it; the last games lie in a row of little cards (won face up, lost face
down, abandoned dimmed); the win rate after each game is a gold line and the times of the
wins a histogram of standing cards (sprites.charts). A game never played shows a fan of
backs and a friendly line instead. The Daily button (or D) shows the deals of the day
instead: their figures and a calendar of the last five weeks (game/scenes/daily_calendar.py),
and back. Left and right (or a finger swept sideways) switch game; Esc or Close goes back to
where it was opened (the chooser or the table); Reset forgets the game's finished games,
once the player confirms it. Tab, Shift+Tab, Up and Down move the keyboard's focus among
the buttons (Play first when offered, else Close), Enter or Space runs the focused one.
Everything is laid out from the window (landscape: figures left, charts right; portrait:
one column) and drawn once per window size and game into one layer; only the buttons are
drawn over it each frame. A resize paints it anew, in the language shown then.
"""

import pygame

from game.engine.scene import Scene
from game.i18n import _, formats, ngettext, pgettext
from game.rules import GAMES, rules_for
from game.scenes.common.spoken_cards import labelled
from game.scenes.common.spoken_screens import stop_words
from game.scenes.common.spoken_table import sentences
from game.scenes.confirm import ConfirmDialog
from game.scenes.daily_calendar import daily_tiles, paint_daily
from game.scenes.statistics_layout import statistics_layout
from game.store.daily_streaks import daily_figures
from sprites.charts import (
    ChartStyle,
    draw_fan,
    draw_ring,
    histogram,
    line_chart,
    results_strip,
    time_bins,
    win_rate_series,
)
from sprites.felt import felt
from sprites.figure_tiles import draw_tiles
from sprites.focus import FocusRing
from sprites.fonts import font
from sprites.mirror import is_rtl, reading_step, start_anchor, start_x
from sprites.palette import ACCENT, TEXT, TEXT_DIM
from sprites.panels import draw_panel
from sprites.text import draw_text, fit_text, wrap_text
from sprites.toolbar import Button, draw_buttons, hover_buttons

RECENT = 30                 # games in the row of cards
SWIPE = 3                   # a sweep this many finger radii long pages to another game
HISTORY = 1000              # games the win-rate line follows at most


def open_statistics(app):
    """The statistics database the app keeps (game/keeping.py)."""
    return app.keeping.statistics


def result_of(row) -> str:
    """"won", "abandoned" or "lost": how the row's game ended, as the charts draw it."""
    if row.result == "won":
        return "won"
    return "abandoned" if row.abandoned else "lost"


def figure_tiles(figures):
    """(value, caption) of every tile, in reading order."""
    def time(value):
        return formats.clock(value) if value is not None else "—"

    def number(value):
        return "—" if value is None else formats.number(round(value))

    return [(formats.number(figures.played), pgettext("statistics tile", "played")),
            (formats.number(figures.won), pgettext("statistics tile", "won")),
            (formats.number(figures.current_streak), _("current streak")),
            (formats.number(figures.best_streak), _("best streak")),
            (time(figures.best_time), _("fastest win")),
            # Translators: a tile under a time: how long a win took on average
            (time(figures.average_time), _("average win")),
            (number(figures.best_score), _("best score")),
            (number(figures.average_score), _("average score")),
            (number(figures.fewest_moves), _("fewest moves"))]


def chart_headings(rows, win_times):
    """The headings of the three charts: the last games, the win rate, the times."""
    won = sum(1 for row in rows if row.result == "won")
    if len(rows) == 1:
        last = (_("Your one game: won (face up: won, back: lost)") if won
                else _("Your one game: not won (face up: won, back: lost)"))
    else:
        # Translators: {count} games were played, {won} of them won
        last = ngettext("Last {count} game: {won} won (face up: won, back: lost)",
                        "Last {count} games: {won} won (face up: won, back: lost)",
                        len(rows)).format(count=formats.number(len(rows)),
                                          won=formats.number(won))
    wins = len(win_times)
    times = ngettext("Time to win ({count} win)", "Time to win ({count} wins)", wins).format(
        count=formats.number(wins)) if wins else _("Time to win: no wins yet")
    return last, _("Win rate after each game"), times


class StatisticsScene(Scene):
    focus_keys = (pygame.K_TAB, pygame.K_UP, pygame.K_DOWN)    # Left, Right: another game
    def __init__(self, app, game_id: str, can_play: bool = False):
        super().__init__(app)
        self.stats = None               # opened in `enter`
        self.game_id = game_id
        self.can_play = can_play        # opened from the chooser: the empty state offers Play
        self.view = "games"             # or "daily": the deals of the day
        self.layer = None
        self.layer_key = None
        self.buttons = []
        # where the mouse was last seen: hover survives a game switch (new buttons)
        self.pointer = None
        self.focus = FocusRing(lambda: self.buttons, first=("play", "close"))

    def enter(self) -> None:
        """On the stack: only now are the statistics opened and read, so a notice about
        a damaged file (or rows left out) shows over this screen, not under it."""
        super().enter()
        if self.stats is None:
            self.stats = open_statistics(self.app)
            self.show(self.game_id)

    # ----- data -------------------------------------------------------------------------
    def show(self, game_id: str) -> None:
        self.game_id = game_id
        self.figures = self.stats.figures(game_id)
        history = list(reversed(self.stats.recent(game_id, HISTORY)))    # oldest first
        self.results = [result_of(row) for row in history]
        self.recent_rows = history[-RECENT:]
        self.win_times = [row.seconds for row in history if row.result == "won"]
        self.today = self.app.today()
        self.daily_days = self.stats.daily_days(game_id)
        self.daily = daily_figures(self.daily_days, self.today)
        self.layer_key = None
        self.dirty = True

    @property
    def title(self) -> str:
        """The game's name, in the player's language."""
        return _(rules_for(self.game_id).title)

    def resize(self, size) -> None:
        super().resize(size)
        self.layer_key = None       # painted anew: the language may have changed too

    @property
    def empty(self) -> bool:
        """No game to chart (the deals of the day's view always has its calendar)."""
        return not self.results and self.view == "games"

    def toggle_view(self) -> None:
        self.view = "daily" if self.view == "games" else "games"
        self.layer_key = None
        self.dirty = True
        self.app.speech.say(self.spoken_figures(), "info")

    def step_game(self, step: int) -> None:
        self.show(GAMES[(GAMES.index(self.game_id) + step) % len(GAMES)])
        self.app.speech.say(self.spoken_figures(), "info")

    # ----- said aloud -------------------------------------------------------------------
    def spoken(self) -> str:
        return sentences([self.spoken_figures(), self.spoken_focus()])

    def spoken_focus(self) -> str:
        return stop_words(self.focus.current)

    def spoken_figures(self) -> str:
        """The figures in sentences: the game, the wins and the win rate, then each
        tile (streaks, fastest and average times, scores, fewest moves); the deals of
        the day's tiles in that view."""
        said = [self.title]
        if self.view == "daily":
            said.append(_("Deal of the day"))
            tiles = daily_tiles(self.daily)
        elif self.empty:
            return sentences(said + [_("No games of {game} yet.").format(game=self.title),
                                     _("Play one and your results, your win rate and how "
                                       "fast you win will show here.")])
        else:
            figures = self.figures
            said += [_("Statistics"), ngettext("{won} of {count} won", "{won} of {count} won",
                                               figures.played).format(
                won=formats.number(figures.won), count=formats.number(figures.played)),
                formats.percent(figures.win_rate or 0.0)]
            tiles = figure_tiles(figures)
        said += [labelled(caption, value) for value, caption in tiles if value != "—"]
        return sentences(said)

    # ----- input ------------------------------------------------------------------------
    def handle_event(self, event) -> bool:
        kind = event.type
        if kind == pygame.KEYDOWN:
            if event.key in (pygame.K_ESCAPE, pygame.K_t):
                self.close()
            elif event.key in (pygame.K_LEFT, pygame.K_RIGHT):
                self.step_game(reading_step(event.key))     # swapped in right-to-left
            elif event.key == pygame.K_d:
                self.toggle_view()
            else:
                used = self.focus.handle_key(event, arrows=(pygame.K_UP, pygame.K_DOWN))
                if used is None:
                    return False
                self.dirty = True
                if used is not True:
                    self.choose(used)
            return True
        if kind == pygame.MOUSEMOTION:
            self.pointer = event.pos
            if hover_buttons(self.buttons, event.pos) | self.focus.follow_pointer(event):
                self.dirty = True                   # a new look, a tooltip shown or gone
            return True
        if kind in (pygame.WINDOWLEAVE, pygame.WINDOWFOCUSLOST):
            self.pointer = None
            self.dirty |= hover_buttons(self.buttons, None)
            return False
        if kind == pygame.MOUSEBUTTONUP and event.button == 1:
            for button in self.buttons:
                if button.hit(event.pos):
                    self.choose(button.action)
                    return True
        return False

    def touch_targets(self) -> list:
        return [button.rect for button in self.buttons]

    def handle_touch(self, gesture) -> bool:
        """A finger swept sideways pages to the previous game (towards the side its
        button is on: rightwards, leftwards in a right-to-left language) or the next;
        a tap is the mouse's."""
        if gesture.kind not in ("drag", "move", "release", "cancel"):
            return False
        dx = gesture.pos[0] - gesture.start[0]
        dy = gesture.pos[1] - gesture.start[1]
        if gesture.kind == "release" and abs(dx) >= SWIPE * gesture.radius \
                and abs(dx) > 2 * abs(dy):
            towards_previous = (dx > 0) != is_rtl()     # where its button is
            self.step_game(-1 if towards_previous else 1)
        return True

    def play_offered(self) -> bool:
        return self.empty and self.can_play

    def choose(self, action: str) -> None:
        if action == "close":
            self.close()
        elif action == "previous":
            self.step_game(-1)
        elif action == "next":
            self.step_game(1)
        elif action == "play":
            self.app.start_game(self.game_id)
        elif action == "daily":
            self.toggle_view()
        elif action == "reset":
            self.app.manager.push(reset_question(self))

    def reset(self) -> None:
        """The player said Reset: this game's finished games are forgotten."""
        self.stats.reset(self.game_id)
        self.show(self.game_id)

    # ----- drawing ----------------------------------------------------------------------
    def style(self, unit) -> ChartStyle:
        settings = self.app.settings
        return ChartStyle(unit, settings.card_back,
                          bool(settings.four_colour))

    def draw(self, surface) -> None:
        size = surface.get_size()
        settings = self.app.settings
        target = self.app.touch_target()
        key = (size, self.game_id, self.view, settings.felt,
               settings.card_back, settings.four_colour, target)
        if self.layer is None or self.layer_key != key:
            self.layout = statistics_layout(size, self.empty, target)
            self.buttons = self.make_buttons()
            hover_buttons(self.buttons, self.pointer)
            if self.layer is None or self.layer.get_size() != size:
                self.layer = pygame.Surface(size)
                if pygame.display.get_surface() is not None:
                    self.layer = self.layer.convert()
            self.paint(self.layer)
            self.layer_key = key
        surface.blit(self.layer, (0, 0))
        self.focus.mark()
        draw_buttons(surface, self.buttons)         # and the hovered one's tooltip

    def make_buttons(self):
        layout = self.layout
        previous = GAMES[(GAMES.index(self.game_id) - 1) % len(GAMES)]
        following = GAMES[(GAMES.index(self.game_id) + 1) % len(GAMES)]
        title = self.title
        # Translators: {game} is a game's name, on the buttons to the previous and next
        made = [Button(_("◀ {game}").format(game=_(rules_for(previous).title)), "previous",
                       tooltip=_("The previous game's statistics (Left)")),
                Button(_("{game} ▶").format(game=_(rules_for(following).title)), "next",
                       tooltip=_("The next game's statistics (Right)")),
                Button(_("Close"), "close", tooltip=_("Back to where you were (Esc)"))]
        rects = (layout.previous, layout.next, layout.close)
        if not self.empty and self.view == "games":
            made.append(Button(pgettext("button", "Reset"), "reset",
                               tooltip=_("Forget the statistics of {game} (asks first)")
                               .format(game=title)))
            rects += (layout.reset,)
        if self.play_offered():
            made.append(Button(_("Play {game}").format(game=title), "play",
                               tooltip=_("Deal a game of {game} (Enter)").format(game=title)))
            rects += (layout.play,)
        daily = self.view == "daily"
        made.append(Button(_("All games") if daily else _("☀ Daily"), "daily",
                           tooltip=_("Back to every game's figures (D)") if daily
                           else _("The deals of the day: streaks and a calendar (D)")))
        rects += (layout.daily,)
        for button, rect in zip(made, rects):
            button.rect = pygame.Rect(rect)
            button.font_size = layout.button_text
        return made

    def paint(self, layer) -> None:
        layout = self.layout
        unit = layout.unit
        layer.blit(felt(layer.get_size(), self.app.settings.felt),
                   (0, 0))
        size = layout.title_text            # as large as fits between the buttons
        name = self.title
        while size > 8 and font(size, True).size(name)[0] > layout.title.w:
            size -= 1
        title = fit_text(name, font(size, True), layout.title.w)
        self.drawn = {"title": draw_text(layer, title, layout.title.center, size, TEXT,
                                         anchor="center", bold=True)}
        draw_text(layer, _("Deal of the day") if self.view == "daily" else _("Statistics"),
                  (layout.title.centerx, layout.title.bottom),
                  max(8, round(unit * 0.7)), TEXT_DIM, anchor="midtop")
        if self.view == "daily":
            self.drawn.update(paint_daily(layer, layout.body, unit, self.daily,
                                          self.daily_days, self.today))
            return
        style = self.style(unit)
        if self.empty:
            self.paint_empty(layer, style)
            return
        figures = self.figures
        rate = figures.win_rate or 0.0
        # Translators: {won} of the {count} games played were won
        won = ngettext("{won} of {count} won", "{won} of {count} won", figures.played).format(
            won=formats.number(figures.won), count=formats.number(figures.played))
        draw_ring(layer, layout.ring, rate, formats.percent(rate), won, style)
        self.drawn["tiles"] = draw_tiles(layer, layout.tiles, figure_tiles(figures), unit)
        self.paint_charts(layer, style)

    def paint_charts(self, layer, style) -> None:
        layout = self.layout
        rows = self.recent_rows
        panels = tuple(zip((layout.strip, layout.line, layout.bars),
                           chart_headings(rows, self.win_times)))
        inner = {}
        for rect, heading in panels:
            inner[tuple(rect)] = self.chart_panel(layer, rect, heading)
        self.drawn.update({
            "strip": results_strip(layer, inner[tuple(layout.strip)],
                                   [result_of(row) for row in rows], style,
                                   [row.seed for row in rows]),
            "line": line_chart(layer, inner[tuple(layout.line)],
                               win_rate_series(self.results), style),
            "bars": histogram(layer, inner[tuple(layout.bars)], time_bins(self.win_times),
                              style)})
        if not self.win_times:
            self.drawn["bars_note"] = self.paint_note(
                layer, inner[tuple(layout.bars)],
                _("Once you win a game of {game}, the time each win took shows here.").format(
                    game=self.title))

    def paint_note(self, layer, rect, text) -> pygame.Rect:
        """`text` centred in `rect`, dim, wrapped to fit; returns where it went."""
        size = max(8, round(self.layout.unit * 0.8))
        lines = wrap_text(text, font(size), max(1, rect.w - 2 * size))
        line_h = font(size).get_linesize()
        y = rect.centery - len(lines) * line_h // 2
        drawn = pygame.Rect(rect.centerx, y, 0, 0)
        for line in lines:
            drawn.union_ip(draw_text(layer, line, (rect.centerx, y), size, TEXT_DIM,
                                     anchor="midtop"))
            y += line_h
        return drawn

    def chart_panel(self, layer, rect, heading) -> pygame.Rect:
        """A panel with its heading (on two lines where one is too short, the second cut
        with an ellipsis if need be); returns the room left for the chart."""
        unit = self.layout.unit
        draw_panel(layer, rect, color=(0, 0, 0, 70), border=(255, 255, 255, 30))
        pad = max(4, unit // 2)
        size = max(8, round(unit * 0.7))
        face, room = font(size, True), max(1, rect.w - 2 * pad)
        lines = wrap_text(heading, face, room)
        if len(lines) > 2:
            lines = [lines[0], fit_text(heading[len(lines[0]):].lstrip(), face, room)]
        top = rect.y + pad // 2
        for line in lines:
            draw_text(layer, line, (start_x(rect, pad), top), size, ACCENT, bold=True,
                      anchor=start_anchor("topleft"))
            top += face.get_linesize()
        top += pad // 2
        return pygame.Rect(rect.x + pad, top, rect.w - 2 * pad, rect.bottom - pad - top)

    def paint_empty(self, layer, style) -> None:
        layout = self.layout
        self.drawn["fan"] = draw_fan(layer, layout.fan, style)
        size = max(8, round(layout.unit * 0.9))
        lines = [_("No games of {game} yet.").format(game=self.title)]
        lines += wrap_text(_("Play one and your results, your win rate and how fast you win "
                             "will show here."), font(size), layout.message.w)
        y = layout.message.y
        for number, line in enumerate(lines):
            draw_text(layer, line, (layout.message.centerx, y),
                      size + (size // 3 if number == 0 else 0),
                      TEXT if number == 0 else TEXT_DIM, anchor="midtop", bold=number == 0)
            y += font(size).get_linesize() + (size // 2 if number == 0 else 0)


def reset_question(scene):
    """"Reset the statistics of Wall?" [Reset] [Keep]: Keep (the safe answer) changes
    nothing."""
    figures = scene.figures

    def wording():
        title = scene.title
        # Translators: {game} is a game's name; {won} of the {count} games were won
        gone = ngettext("The one game of {game} counted so far ({won} won) is forgotten: "
                        "its figures, its charts, and its deal-of-the-day record and streak "
                        "start again from nothing. This cannot be undone.",
                        "The {count} games of {game} counted so far ({won} won) are "
                        "forgotten: its figures, its charts, and its deal-of-the-day record "
                        "and streak start again from nothing. This cannot be undone.",
                        figures.played).format(game=title, won=formats.number(figures.won),
                                               count=formats.number(figures.played))
        return (_("Reset the statistics of {game}?").format(game=title), [gone],
                pgettext("button", "Reset"), _("Keep"))

    return ConfirmDialog(scene.app, wording, scene.reset)
