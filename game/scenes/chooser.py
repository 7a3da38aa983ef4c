"""ChooserScene: pick one of the five games.

Each game gets a panel with its number, its name, a miniature of its opening deal
(game.scenes.chooser_preview) and its one-line goal. Mouse: hover highlights, a click
plays; the Deal of the day button (top right, and one in each panel, which marks
whether today's deal of that game was won or begun) plays the deal of the day
(game/solver/daily.py), the Statistics button opens the highlighted game's statistics, the
Settings button the settings. Keys: arrows move, Enter/Space play, 1-5 play that game,
Ctrl+D the highlighted game's deal of the day, T opens the statistics, O the settings,
Esc asks whether to quit. Tab and Shift+Tab move
the keyboard's focus from the games to the two buttons and back (Enter then runs the
focused button; an arrow brings the focus back to the games). The last game played
this session starts highlighted. Everything is sized from the window, so it reads
the same at 1280x720 and at 4K (a window below MIN_SIZE shows the top-left of that
layout); the background and the previews are rendered once per window size and look (the
player's felt, card back and suit colours).
"""

import pygame

from game.i18n import _, formats
from game.rules import GAMES
from game.scenes.chooser_daily import DailyButtons, deal_of_the_day, play_daily, pos_in
from game.scenes.chooser_info import GameInfo
from game.scenes.chooser_preview import render_preview
from game.scenes.common.daily_marks import mark_text
from game.scenes.common.spoken_cards import labelled
from game.scenes.common.spoken_screens import stop_words
from game.scenes.common.spoken_table import sentences
from game.scenes.confirm import quit_game
from game.scenes.felt_screen import FeltScreen
from game.scenes.settings import open_settings
from game.scenes.statistics import StatisticsScene
from sprites.focus import FocusRing, Stop
from sprites.fonts import font
from sprites.mirror import mirror_x, mirrored, reading_step, start_anchor
from sprites.text import wrap_text
from sprites.toolbar import Button, Toolbar

FELT_DARK = (6, 60, 33)
INK = (245, 242, 230)
INK_DIM = (196, 220, 200)
GOLD = (242, 196, 78)


class ChooserScene(FeltScreen):
    def __init__(self, app):
        super().__init__(app)
        self.games = [GameInfo(g) for g in GAMES]
        last = app.settings.last_game
        self.selected = GAMES.index(last) if last in GAMES else 0
        self.pressed = None         # panel under the mouse button, waiting for release
        self.rects = []             # panel rects, in GAMES order
        self.columns = len(GAMES)
        self.games_stop = Stop("play")      # the focus on the games: Enter plays
        self.focus = FocusRing(lambda: [self.games_stop] + self.settings_bar.buttons)
        self.daily = DailyButtons(app)      # each panel's Deal of the day button
        self.settings_bar = Toolbar([Button("", action) for action in  # top right
                                     ("daily", "statistics", "settings")])
        self._layout()

    def _word_buttons(self) -> None:
        """The top right buttons' words, in the player's language now."""
        words = {
            "daily": (_("☀ Daily"), _("The highlighted game's deal of the day: the same "
                                      "for everyone, always winnable (Ctrl+D)")),
            "statistics": (_("Statistics"), _("Statistics of the game highlighted: "
                                              "figures and charts (T)")),
            "settings": (_("⚙ Settings"), _("Settings: sound, animation, full screen, "
                                            "cards and felt (O)"))}
        for button in self.settings_bar.buttons:
            button.label, button.tooltip = words[button.action]

    # ----- layout -------------------------------------------------------------------
    def _layout(self) -> None:
        """Lay out `area`: the window, but at least MIN_SIZE; new previews and texts (in
        the language shown now: the App resizes every scene when it changes)."""
        self._word_buttons()
        width, height = self.area
        self.target = self.app.touch_target()       # a finger's, while touch is in use
        count = len(self.games)
        aspect = width / height
        self.columns = count if aspect >= 1.45 else (3 if aspect >= 0.9 else 2)
        base_width = {count: 1280.0, 3: 1024.0}.get(self.columns, 800.0)
        unit = self.unit = max(0.35, min(width / base_width, height / 720.0))
        rows = -(-count // self.columns)

        self.title_font = font(round(54 * unit), bold=True)
        self.sub_font = font(round(20 * unit))
        self.name_font = font(round(25 * unit), bold=True)
        self.badge_font = font(round(17 * unit), bold=True)
        self.foot_font = font(round(16 * unit))

        self.title_y = round(height * 0.045)
        top = self.title_y + self.title_font.get_linesize() + self.sub_font.get_linesize() \
            + round(22 * unit)
        bottom = height - self.foot_font.get_linesize() - round(26 * unit)
        margin = round(max(24 * unit, width * 0.035))
        gap = round(18 * unit)
        panel_w = (width - 2 * margin - gap * (self.columns - 1)) // self.columns
        panel_h = min((bottom - top - gap * (rows - 1)) // rows, round(panel_w * 1.65))
        panel_h = max(panel_h, 40)
        self.pad = max(6, round(14 * unit))
        self.radius = max(4, round(14 * unit))
        self._fit_goals(panel_w, panel_h)
        block_h = rows * panel_h + (rows - 1) * gap
        y0 = top + max(0, (bottom - top - block_h) // 2)
        self.rects = []
        window = pygame.Rect(0, 0, width, height)
        for index in range(count):
            row, col = divmod(index, self.columns)
            in_row = min(self.columns, count - row * self.columns)
            x0 = (width - (in_row * panel_w + (in_row - 1) * gap)) // 2
            self.rects.append(mirrored(pygame.Rect(x0 + col * (panel_w + gap),   # the first
                                                   y0 + row * (panel_h + gap), panel_w,
                                                   panel_h), window))     # at the start
        self.daily.lay_out(self.rects, self.pad, self.daily_h)
        bar_h = max(22, round(42 * unit))       # a finger's reach held in the window
        self.settings_bar.layout(pygame.Rect(0, max(round(10 * unit),
                                                    (self.target - bar_h) // 2 + 1),
                                             width - margin, bar_h),
                                 align="right", least=self.target)
        self._previews = {}             # these three: what one layout draws, no more
        self._panel_surfaces = {}
        self._texts = {}
        self.dirty = True

    @property
    def daily_h(self) -> int:
        """The height of a panel's Deal of the day button (a finger's target at least,
        while touch is in use)."""
        return max(self.badge_font.get_linesize() + round(self.pad * 0.6), self.target)

    def _panel_parts(self, rect):
        """(padding, preview rect, goal rect) inside a panel, relative to the panel; the
        Deal of the day button takes the foot."""
        pad = self.pad
        inner_w = rect.w - 2 * pad
        preview_top = pad + self.name_font.get_linesize() + round(pad * 0.7)
        goal_h = self.goal_lines * font(self.goal_size).get_linesize()
        foot = self.daily_h + pad
        preview_h = max(10, rect.h - preview_top - goal_h - 2 * pad - foot)
        preview = pygame.Rect(pad, preview_top, inner_w, preview_h)
        goal = pygame.Rect(pad, preview.bottom + pad, inner_w,
                           rect.h - preview.bottom - 2 * pad - foot)
        return pad, preview, goal

    def _fit_goals(self, panel_w: int, panel_h: int) -> None:
        """One type size for every goal: as large as reads well, leaving the preview room.
        In a window too small for any readable goal the goals are left out."""
        inner_w = panel_w - 2 * self.pad
        size = max(10, round(min(16 * self.unit, panel_w / 14.0)))
        longest_first = sorted((info.goal for info in self.games), key=len, reverse=True)
        while True:
            face = font(size)
            room = panel_h * 0.26 // face.get_linesize()    # the lines that fit
            lines = 0
            for goal in longest_first:      # a size too large is told by one goal
                lines = max(lines, len(wrap_text(goal, face, inner_w)))
                if lines > room and size > 9:
                    break
            if lines * face.get_linesize() <= panel_h * 0.26:
                break
            if size <= 9:
                lines = 0 if lines * face.get_linesize() > panel_h * 0.45 else lines
                break
            size -= 1
        self.goal_size, self.goal_lines = size, lines

    # ----- input --------------------------------------------------------------------
    def touch_targets(self) -> list:
        """Each panel above its Deal of the day button, those buttons, and the buttons
        at the top right."""
        panels = [pygame.Rect(rect.x, rect.y, rect.w, daily.y - rect.y)
                  for rect, daily in zip(self.rects, self.daily.rects)]
        return panels + list(self.daily.rects) + [b.target for b in self.settings_bar.buttons]

    def index_at(self, pos):
        """The panel at `pos` (its index in GAMES), or None."""
        return pos_in(self.rects, pos)

    def select(self, index: int) -> None:
        index = max(0, min(len(self.games) - 1, index))
        if index != self.selected:
            self.selected = index
            self.dirty = True

    def play(self, index: int) -> None:
        self.select(index)
        self.app.start_game(self.games[index].id)

    def play_daily(self, index: int) -> None:
        """The deal of the day of game `index` (asks first when it would abandon a game)."""
        self.select(index)
        play_daily(self.app, self.games[index].id)

    def handle_event(self, event) -> bool:
        kind = event.type
        if kind in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) \
                and self._settings_button(event):
            return True
        if kind == pygame.MOUSEMOTION:
            if tuple(getattr(event, "rel", (1, 1))) == (0, 0):
                return False        # the pointer entering the window: not a hover
            index = self.index_at(event.pos)
            if index is not None:
                self.select(index)
                self.dirty |= self.focus.focus(self.games_stop)
            return index is not None
        if kind == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1:
            self.pressed = self.index_at(event.pos)
            if self.pressed is not None:
                self.select(self.pressed)
            return self.pressed is not None
        if kind == pygame.MOUSEBUTTONUP and getattr(event, "button", 1) == 1:
            index = self.index_at(event.pos)
            pressed, self.pressed = self.pressed, None
            if index is not None and index == pressed:
                if self.daily.at(event.pos) == index:
                    self.play_daily(index)
                else:
                    self.play(index)
                return True
            return False
        if kind == pygame.KEYDOWN:
            return self._key(event)
        return False

    def cover(self) -> None:
        self.settings_bar.forget_pointer()      # no tooltip left under the quit dialog
        self.dirty = True

    def resume(self) -> None:
        self.settings_bar.forget_pointer()      # back from the settings or statistics
        self.daily.marks.forget()               # (a Reset there forgets days played)

    def update(self, dt: float) -> None:
        super().update(dt)
        self.dirty |= self.daily.changed()      # the statistics opened; a new day

    def wake_in(self):
        return self.daily.wake_in()

    def _settings_button(self, event) -> bool:
        """The Statistics and Settings buttons: lit under the mouse; a click opens the
        statistics of the game highlighted, or the settings."""
        buttons = self.settings_bar.buttons
        looks = [button.look() for button in buttons]
        if event.type == pygame.MOUSEMOTION and self.focus.follow_pointer(event):
            self.focus.mark()
        action = self.settings_bar.handle_event(event)
        if action == "settings":
            open_settings(self.app)
        elif action == "statistics":
            self._statistics()
        elif action == "daily":
            self.play_daily(self.selected)
        if [button.look() for button in buttons] != looks:
            self.dirty = True
        return event.type != pygame.MOUSEMOTION and \
            any(button.hit(event.pos) for button in buttons)     # their clicks

    def _statistics(self) -> None:
        self.app.manager.push(StatisticsScene(self.app, self.games[self.selected].id,
                                              can_play=True))

    def _key(self, event) -> bool:
        key, count = event.key, len(self.games)
        if key in (pygame.K_TAB, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            return self._focus_key(event)
        if key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN):
            self.dirty |= self.focus.focus(self.games_stop)     # back to the games
        if key == pygame.K_d and getattr(event, "mod", 0) & pygame.KMOD_CTRL:
            self.play_daily(self.selected)
        elif key == pygame.K_ESCAPE:        # never quit on a stray Esc: ask
            self.app.manager.push(quit_game(self.app))
        elif key == pygame.K_o:
            open_settings(self.app)
        elif key == pygame.K_t:
            self._statistics()
        elif key in (pygame.K_LEFT, pygame.K_a, pygame.K_RIGHT, pygame.K_d):
            towards = pygame.K_LEFT if key in (pygame.K_LEFT, pygame.K_a) else pygame.K_RIGHT
            self.select((self.selected + reading_step(towards)) % count)    # RTL: swapped
        elif key in (pygame.K_UP, pygame.K_w):
            if self.selected - self.columns >= 0:
                self.select(self.selected - self.columns)
        elif key in (pygame.K_DOWN, pygame.K_s):
            if self.selected + self.columns < count:
                self.select(self.selected + self.columns)
            elif self.selected // self.columns < (count - 1) // self.columns:
                self.select(count - 1)
        elif key == pygame.K_HOME:
            self.select(0)
        elif key == pygame.K_END:
            self.select(count - 1)
        elif pygame.K_1 <= key < pygame.K_1 + count:
            self.play(key - pygame.K_1)
        elif pygame.K_KP1 <= key < pygame.K_KP1 + count:
            self.play(key - pygame.K_KP1)
        else:
            return False
        return True

    def _focus_key(self, event) -> bool:
        """Tab and Shift+Tab move the focus; Enter or Space runs what has it (on the
        games: play the one highlighted)."""
        used = self.focus.handle_key(event, arrows=())
        if used == "play":
            self.play(self.selected)
        elif used == "statistics":
            self._statistics()
        elif used == "settings":
            open_settings(self.app)
        elif used == "daily":
            self.play_daily(self.selected)
        self.dirty = True
        return True

    # ----- said aloud ----------------------------------------------------------------
    def spoken(self) -> str:
        # the subtitle's suits are its ornament
        return sentences([_("Aisle Five"), _("♠  Choose a game  ♥").strip("♠♥ "),
                          self.spoken_focus()])

    def spoken_focus(self) -> str:
        """On the games: the one highlighted, its number, its goal and how its deal of
        the day stands; else the button focused."""
        if not self.focus.has(self.games_stop):
            return stop_words(self.focus.current)
        info = self.games[self.selected]
        mark = self.daily.marks.get().get(info.id) if self.daily.marks.ready() else None
        daily = labelled(deal_of_the_day(""), mark_text(mark))     # and how it stands
        return sentences([formats.number(self.selected + 1), info.title, info.goal, daily])

    # ----- drawing ------------------------------------------------------------------
    def draw(self, surface) -> None:
        width, height = self.draw_felt(surface)
        unit = self.unit

        # Translators: the game's own name, kept as it is unless your script needs it
        title = self._text("title", _("Aisle Five"), self.title_font, INK)
        surface.blit(title, title.get_rect(midtop=(width // 2, self.title_y)))
        sub = self._text("sub", _("♠  Choose a game  ♥"), self.sub_font, INK_DIM)
        surface.blit(sub, sub.get_rect(midtop=(width // 2, self.title_y
                                               + self.title_font.get_linesize())))

        for index, info in enumerate(self.games):
            self._draw_panel(surface, index, info, index == self.selected)
        self.daily.draw(surface, [info.id for info in self.games], self.selected,
                        self.badge_font, self.foot_font, self.unit)
        self.focus.mark()
        self.settings_bar.draw(surface)

        # Translators: keys and what they do, the keys' names as the keyboard prints them
        foot = self._text("foot", _("←  →  choose     Enter  play     1 – 5  play that game"
                                    "     Ctrl+D  deal of the day     T  statistics     "
                                    "O  settings     F11  full screen     Esc  quit"),
                          self.foot_font, INK_DIM)
        room = round(width * 0.96)
        if foot.get_width() > room:         # a narrow window: the line shrinks to fit
            foot = self._texts["foot"] = pygame.transform.smoothscale(
                foot, (room, max(1, foot.get_height() * room // foot.get_width())))
        surface.blit(foot, foot.get_rect(midbottom=(width // 2, height - round(14 * unit))))

    def _text(self, key, text, face, color):
        surface = self._texts.get(key)
        if surface is None:
            surface = self._texts[key] = face.render(text, True, color)
        return surface

    def _panel_surface(self, rect, chosen: bool):
        key = (rect.size, chosen)
        surface = self._panel_surfaces.get(key)
        if surface is None:
            surface = pygame.Surface(rect.size, pygame.SRCALPHA)
            fill = (255, 255, 255, 46) if chosen else (0, 0, 0, 56)
            pygame.draw.rect(surface, fill, surface.get_rect(), border_radius=self.radius)
            edge = GOLD if chosen else (255, 255, 255, 40)
            thickness = max(2, round(3 * self.unit)) if chosen else max(1, round(self.unit))
            pygame.draw.rect(surface, edge, surface.get_rect(), thickness,
                             border_radius=self.radius)
            self._panel_surfaces[key] = surface
        return surface

    def _draw_panel(self, surface, index, info, chosen: bool) -> None:
        rect = self.rects[index]
        surface.blit(self._panel_surface(rect, chosen), rect.topleft)
        pad, preview, goal = self._panel_parts(rect)

        # number badge and name
        badge = self._text(("badge", index, chosen), formats.number(index + 1), self.badge_font,
                           FELT_DARK if chosen else INK)
        radius = max(badge.get_width(), badge.get_height()) // 2 + max(2, round(3 * self.unit))
        center = (round(mirror_x(rect.x + pad + radius, rect)),   # at the reading start
                  rect.y + pad + self.name_font.get_linesize() // 2)
        if chosen:
            pygame.draw.circle(surface, GOLD, center, radius)
        else:
            pygame.draw.circle(surface, INK_DIM, center, radius, max(1, round(self.unit * 1.5)))
        surface.blit(badge, badge.get_rect(center=center))
        name_face = self.name_font
        name_x = rect.x + pad + 2 * radius + max(4, round(8 * self.unit))
        room = rect.right - pad - name_x
        name = self._text(("name", index, chosen), info.title, name_face,
                          GOLD if chosen else INK)
        if name.get_width() > room > 0:
            name = pygame.transform.smoothscale(
                name, (room, max(1, round(name.get_height() * room / name.get_width()))))
        surface.blit(name, name.get_rect(**{start_anchor("midleft"): (
            round(mirror_x(name_x, rect)), center[1])}))

        # the miniature
        mini = self._preview(index, info, preview.size)
        surface.blit(mini, mini.get_rect(center=(rect.x + preview.centerx,
                                                 rect.y + preview.centery)))

        # the goal, wrapped, centred under the preview
        face = font(self.goal_size)
        y = rect.y + goal.y
        lines = wrap_text(info.goal, face, goal.w) if self.goal_lines else []
        for number, line in enumerate(lines):
            text = self._text(("goal", index, number, chosen), line, face,
                              INK if chosen else INK_DIM)
            surface.blit(text, (rect.x + goal.x + (goal.w - text.get_width()) // 2, y))
            y += face.get_linesize()

    # ----- miniatures ---------------------------------------------------------------
    def _preview(self, index, info, size):
        style = (self.app.settings.card_back, self.app.settings.four_colour)
        if self._previews.get("style") != style:     # the settings changed the looks
            self._previews = {"style": style}
        key = (index, size)
        mini = self._previews.get(key)
        if mini is None:
            mini = self._previews[key] = render_preview(info, size, *style)
        return mini
