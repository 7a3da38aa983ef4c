"""The game's fonts: a `TextFace` per language, size and weight, cached, which measures and
draws a line in whatever scripts it holds.

`font(size, bold)` is the face of the active language (game.i18n): DejaVu Sans for the
Latin, Greek, Cyrillic and Hebrew ones (it has ♠♥♦♣), a Noto face first for Arabic and
Persian, Hindi and each CJK language (sprites/font_choice.py says which). A face answers
as a pygame Font does (`size`, `render`, `get_linesize`, `get_height`, `get_ascent`,
`get_descent`): a line whose characters its first font draws left to right is that
font's own rendering; any other is cut into runs (sprites/text_runs.py), each shaped by
HarfBuzz with its direction and script, and laid side by side on one baseline. The fonts
of other scripts are opened only when a line needs them, so an English start opens
DejaVu alone.

The line height is that of the language's own faces, from the glyph bounds the subset
tool wrote down, so Arabic lines get the room their letters take and English ones keep
DejaVu's.

The cache keeps the 32 faces used last: what one screen uses (a table with its overlays
uses up to 17 sizes, the chooser 5 to 8) and what the previous one used, never one face
per size a drag-resize passed through (each holds its glyphs in memory). Faces no
frame used for a while go (game/render/cache_sweep.py): opening one again is cheap.
"""

from __future__ import annotations

import math

import pygame

from game.i18n import active_language
from game.i18n.languages import BY_CODE, SOURCE
from game.resources import resource_path
from sprites import font_choice
from sprites.bounded_cache import BoundedCache
from sprites.font_choice import Face
from sprites.text_runs import Run, visual_runs

_CACHE = BoundedCache(32)
LATIN = "Latn"  # i18n: not shown
NOTHING = Run("", False, None, LATIN)      # an empty line


def font(size: int, bold: bool = False, language: str | None = None) -> TextFace:
    """The face of `language` (the active one by default) at `size` pixels; pygame.font
    must be initialised."""
    size = max(6, int(size))
    code = language or active_language()
    key = (code, size, bold)
    face = _CACHE.get(key)
    if face is None:
        face = _CACHE.put(key, TextFace(code, size, bold))
    return face


def card_font(size: int, bold: bool = False) -> TextFace:
    """DejaVu Sans in every language: the cards' indices and suits are printed alike
    everywhere (and the card faces' caches know no language)."""
    return font(size, bold, language=SOURCE)


class TextFace:
    """A language's font set at one size and weight, measured and drawn as one font."""

    def __init__(self, code: str, size: int, bold: bool):
        self.language, self.size_px, self.bold = code, size, bold
        self.rtl = BY_CODE[code].rtl
        self.faces = font_choice.font_set(code)
        self.first = self.faces[0]
        self._fonts: dict[Face, pygame.font.Font] = {}
        own = font_choice.own_faces(code)
        self.alone = len(own) == 1      # DejaVu alone: exactly its own metrics
        if self.alone:
            loaded = self.pygame_font(self.first)
            self.ascent, self.descent = loaded.get_ascent(), -loaded.get_descent()
            self.height, self.linesize = loaded.get_height(), loaded.get_linesize()
        else:
            bounds = [self._bounds(face) for face in own]
            self.ascent = max(top for top, _ in bounds)
            self.descent = max(bottom for _, bottom in bounds)
            self.height = self.linesize = self.ascent + self.descent

    def pygame_font(self, face: Face) -> pygame.font.Font:
        loaded = self._fonts.get(face)
        if loaded is None:
            path = resource_path("sprites", "fonts", face.file(self.bold))
            loaded = self._fonts[face] = pygame.font.Font(str(path), self.size_px)
            if face.synthetic_bold(self.bold):
                loaded.bold = True
        return loaded

    def _bounds(self, face: Face) -> tuple[int, int]:
        """A face's room above and below the baseline: its declared ascent and descent,
        or its glyphs' bounds where those are smaller (Noto's Arabic declares far more
        than its letters take)."""
        loaded = self.pygame_font(face)
        top, bottom = font_choice.glyph_bounds(face.file(self.bold))
        return (min(loaded.get_ascent(), math.ceil(top * self.size_px)),
                min(-loaded.get_descent(), math.ceil(bottom * self.size_px)))

    # what pygame.font.Font answers
    def get_height(self) -> int:
        return self.height

    def get_linesize(self) -> int:
        return self.linesize

    def get_ascent(self) -> int:
        return self.ascent

    def get_descent(self) -> int:
        return -self.descent

    def runs(self, text: str) -> tuple[Run, ...]:
        if text.isascii() and self.first is font_choice.DEJAVU and not self.rtl:
            return (Run(text, False, self.first, LATIN),)
        return visual_runs(text, self.rtl, self.faces, self.bold)

    def _shaping(self, run: Run) -> pygame.font.Font:
        """The run's font, told the run's direction and script."""
        loaded = self.pygame_font(run.face or self.first)
        loaded.set_direction(pygame.DIRECTION_RTL if run.rtl else pygame.DIRECTION_LTR)
        loaded.set_script(run.script)
        return loaded

    def _own(self, runs: tuple[Run, ...]) -> bool:
        """Whether the line is one run of the one font whose metrics are the face's."""
        return self.alone and len(runs) == 1 and runs[0].face in (self.first, None)

    def size(self, text: str) -> tuple[int, int]:
        runs = self.runs(text)
        if not runs or self._own(runs):
            return self._shaping(runs[0] if runs else NOTHING).size(text)
        return (sum(self._shaping(run).size(run.text)[0] for run in runs), self.height)

    def render(self, text: str, antialias: bool, color, background=None) -> pygame.Surface:
        runs = self.runs(text)
        if not runs or self._own(runs):
            loaded = self._shaping(runs[0] if runs else NOTHING)
            return loaded.render(runs[0].text if runs else "", antialias, color, background)
        pieces = []
        for run in runs:
            loaded = self._shaping(run)
            if loaded.size(run.text)[0] == 0:
                continue                    # only marks no glyph draws
            pieces.append(self._piece(run, loaded, loaded.render(run.text, antialias, color)))
        top = max([self.ascent] + [above for _, above in pieces])
        bottom = max([self.descent] + [image.get_height() - above for image, above in pieces])
        width = sum(image.get_width() for image, _ in pieces)
        line = pygame.Surface((max(1, width), top + bottom), pygame.SRCALPHA)
        line.fill(tuple(background) if background is not None else (*color[:3], 0))
        x = 0
        for image, above in pieces:
            line.blit(image, (x, top - above))
            x += image.get_width()
        return line

    def _piece(self, run: Run, loaded: pygame.font.Font, image: pygame.Surface):
        """A run's image cut to the rows its glyphs can reach, and its height above the
        baseline: the face's bounds, and whatever SDL_ttf added for glyphs beyond them."""
        baseline = self._baseline(loaded, run.text, image)
        top, bottom = self._bounds(run.face or self.first)
        grown_below = max(0, image.get_height() - baseline + loaded.get_descent())
        above = min(baseline, top + baseline - loaded.get_ascent())
        below = min(image.get_height() - baseline, bottom + grown_below)
        return image.subsurface((0, baseline - above, image.get_width(), above + below)), above

    @staticmethod
    def _baseline(loaded: pygame.font.Font, text: str, image: pygame.Surface) -> int:
        """Where the baseline is in a run SDL_ttf drew: its ascent, lower by what glyphs
        rising above the ascent made it add at the top."""
        extra = image.get_height() - loaded.get_height()
        if extra <= 0:
            return loaded.get_ascent()
        tops = [m[3] for m in loaded.metrics(text) if m]
        rise = max(0, max(tops, default=0) - loaded.get_ascent())
        return loaded.get_ascent() + min(extra, rise)
