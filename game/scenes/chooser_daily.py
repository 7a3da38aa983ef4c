"""The chooser's Deal of the day buttons, one along the foot of each game's panel: each
plays that game's deal of the day and marks today's (gold with ✓ once won, a gold edge
once begun, plain before), read from the statistics (game/scenes/common/daily_marks.py). A
narrow panel leads the button's words with the mark instead of adding them after it.
"""

import pygame

from game.i18n import _
from game.scenes.common.daily_marks import MARK_SHORT, MARK_TEXT, DailyMarks

GOLD = (242, 196, 78)
DARK = (6, 60, 33)
INK = (245, 242, 230)
INK_DIM = (196, 220, 200)


def pos_in(rects, pos):
    """The index of the first of `rects` holding `pos`, or None."""
    return next((index for index, rect in enumerate(rects) if rect.collidepoint(pos)), None)


def play_daily(app, game: str) -> None:
    """`game`'s deal of the day; asks first when that game has another game in progress
    (it would count as abandoned)."""
    if app.keeping.keeper.has_game_in_progress(game) and \
            app.daily_in_progress(game) != app.deal_day().isoformat():
        from game.scenes.confirm import abandon_game
        app.manager.push(abandon_game(app, "daily", lambda: app.open_daily(game)))
    else:
        app.open_daily(game)


class DailyButtons:
    def __init__(self, app):
        self.app = app
        self.marks = DailyMarks(app)
        self.rects = []             # in GAMES order, screen coordinates
        self.shown = None           # the marks last drawn (None: not drawn yet)
        self._images = {}           # one layout's button backs and words

    def lay_out(self, panels, pad: int, height: int) -> None:
        """A button along the foot of each panel, `pad` inside it, `height` tall."""
        self.rects = [pygame.Rect(rect.x + pad, rect.bottom - pad - height, rect.w - 2 * pad,
                                  height) for rect in panels]
        self._images = {}

    def at(self, pos):
        return pos_in(self.rects, pos)

    def changed(self) -> bool:
        """Whether the marks to show differ from those drawn (the statistics just
        opened, a new day began, or `marks.forget` was called). Once the chooser's
        first frame is up, the statistics are opened for them."""
        if self.shown is not None and not self.marks.ready():
            self.marks.open()
        return self.marks.stale() and self.marks.get() != self.shown

    def wake_in(self):
        """Soon while the statistics are not open (the marks wait for them), else just
        after midnight (a new day's marks)."""
        return 0.25 if not self.marks.ready() else self.app.calendar.seconds_to_midnight() + 1.0

    def draw(self, surface, games, selected: int, label_font, mark_font, unit) -> None:
        self.shown = dict(self.marks.get())
        for index, game in enumerate(games):
            self.draw_one(surface, self.rects[index], self.shown.get(game),
                          index == selected, label_font, mark_font, unit)

    def draw_one(self, surface, rect, mark, chosen, label_font, mark_font, unit) -> None:
        radius = rect.h // 2
        key = ("back", rect.size, mark, chosen)
        back = self._images.get(key)
        if back is None:
            back = self._images[key] = pygame.Surface(rect.size, pygame.SRCALPHA)
            fill = GOLD if mark == "won" else (255, 255, 255, 40) if chosen else (0, 0, 0, 70)
            pygame.draw.rect(back, fill, back.get_rect(), border_radius=radius)
            edge = GOLD if mark is not None or chosen else (255, 255, 255, 70)
            pygame.draw.rect(back, edge, back.get_rect(), max(1, round(unit * 1.5)),
                             border_radius=radius)
        surface.blit(back, rect.topleft)
        ink = DARK if mark == "won" else INK
        label = self.text(deal_of_the_day("☀"), label_font, ink)
        words = self.text(_(MARK_TEXT[mark]), mark_font, ink if mark == "won" else INK_DIM)
        room = rect.w - radius
        if label.get_width() + words.get_width() + radius > room:     # a narrow panel:
            label = self.text(deal_of_the_day(MARK_SHORT[mark] or "☀"), label_font,
                              ink)                                      # the mark leads
            words = None
        if label.get_width() > room:
            label = pygame.transform.smoothscale(
                label, (room, max(1, label.get_height() * room // label.get_width())))
        x = rect.x + radius // 2 + (room - label.get_width()
                                    - (words.get_width() + radius if words else 0)) // 2
        surface.blit(label, label.get_rect(midleft=(x, rect.centery)))
        if words is not None:
            surface.blit(words, words.get_rect(midleft=(x + label.get_width() + radius,
                                                        rect.centery)))

    def text(self, words: str, face, ink):
        key = (words, id(face), ink)            # the words: a new language, a new image
        image = self._images.get(key)
        if image is None:
            image = self._images[key] = face.render(words, True, ink)
        return image


def deal_of_the_day(mark: str) -> str:
    """The button's words, led by `mark` (☀, or ✓ won, … begun)."""
    # Translators: {mark} is a sign before the words: ☀ (a sun), ✓ (won) or … (begun)
    return _("{mark} Deal of the day").format(mark=mark)
