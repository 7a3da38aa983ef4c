"""The frame of a court's picture: a gold edge, a cream field, and a thin line in the
suit's ink a little inside the edge, through whose opening the figure shows.

A picture is put together in three steps: the empty panel (`empty_panel`), the figure
drawn over `picture_area` (every pixel the opening reaches, so a costume runs on under
the line, never stopping short of it), then the frame again with its opening cut out
(`frame_over`) laid on top, so the line is drawn over the figure's edge. A
double-ended picture's halves meet at a seam drawn across the whole opening
(`draw_seam`), in the line's ink and width, joining the line at both ends. A panel
narrower than LINED_FROM pixels has no room for the inner line: its gold edge alone
frames the figure.

Every rect is symmetric: turned 180 degrees a panel is the same panel, so a half
picture copied turned is the other half to the pixel. The panel and the frame with its
opening are drawn SS times larger and smoothscaled, put together from their corners
(sprites.card_drawing.from_corners), and cached on the CardArt (`art.panels`) per size
and ink.

`art` is the sprites.card_art.CardArt drawing the face (its width and caches).
"""

import math

import pygame

from sprites.card_drawing import COURT_FILL, COURT_GOLD, from_corners

SS = 3                      # the frame is drawn this many times larger
LINE_INSET = 2.5            # the inner line's outer edge inside the panel, in edge widths
LINE_WIDTH = 0.6            # the inner line's width, in edge widths
LINED_FROM = 24             # panels narrower than this have no inner line


def edge_width(art) -> int:
    """The width of the panel's gold edge in pixels."""
    return max(1, round(art.width / 100))


class Geometry:
    """A panel of `size` pixels drawn `ss` times larger: the frame rect, the inner
    line's outer rect, the line's width and the corner radii, all in big pixels, every
    inset the same on all four sides. `lined`: whether it has an inner line (by
    default, when the panel is LINED_FROM pixels wide; a piece of a panel drawn on its
    own is told the whole panel's)."""

    def __init__(self, art, size, ss=SS, lined=None):
        self.ss = ss
        self.edge = edge_width(art) * ss
        self.radius = max(1, round(art.width * 0.035)) * ss
        self.frame = pygame.Rect(0, 0, size[0] * ss, size[1] * ss)
        lined = min(size) >= LINED_FROM if lined is None else lined
        inset = round(self.edge * LINE_INSET) if lined else self.edge
        self.line = self.frame.inflate(-2 * inset, -2 * inset)
        self.line_width = max(1, round(self.edge * LINE_WIDTH)) if lined else 0
        self.line_radius = max(0, self.radius - (2 if lined else 1) * self.edge)
        self.opening = self.line.inflate(-2 * self.line_width, -2 * self.line_width)

    def opening_px(self) -> tuple[float, float]:
        """(left, right) of the opening in pixels, from the panel's left edge (the same
        insets at the top and bottom)."""
        return self.opening.x / self.ss, self.opening.right / self.ss


def picture_area(art, size) -> pygame.Rect:
    """The rect a figure fills in a panel of `size` pixels: every pixel the opening
    inside the inner line reaches (the line, drawn over it, hides the rest)."""
    g = Geometry(art, size)
    inset = math.floor(g.opening.x / g.ss)
    return pygame.Rect(0, 0, *size).inflate(-2 * inset, -2 * inset)


def line_rect(art, size) -> pygame.Rect:
    """The pixels the inner line touches: its outer edge, to whole pixels."""
    g = Geometry(art, size)
    inset = math.floor(g.line.x / g.ss)
    return pygame.Rect(0, 0, *size).inflate(-2 * inset, -2 * inset)


def line_width_px(art, size) -> float:
    """The inner line's width in pixels in a panel of `size` (a part of one on small
    cards, none on the smallest panels)."""
    g = Geometry(art, size)
    return g.line_width / g.ss


def empty_panel(art, size, color) -> pygame.Surface:
    """The panel of `size` with nothing in it: gold edge, cream, the inner line."""
    lined = Geometry(art, size).line_width > 0
    return _cached(art, ("panel", size, color), size,
                   lambda small: _draw(art, small, color, False, lined))


def frame_over(art, size, color) -> pygame.Surface:
    """The panel's edge and inner line with the opening inside the line transparent:
    laid over a figure, it draws the line on the figure's edge."""
    lined = Geometry(art, size).line_width > 0
    return _cached(art, ("over", size, color), size,
                   lambda small: _draw(art, small, color, True, lined))


def _cached(art, key, size, render) -> pygame.Surface:
    panel = art.panels.get(key)
    if panel is None:
        g = Geometry(art, size)
        k = (g.radius + 4 * g.edge) // SS + 3
        panel = art.panels.put(key, from_corners(size, k, render))
    return panel


def _draw(art, size, color, opening: bool, lined: bool) -> pygame.Surface:
    """A panel of `size` drawn whole SS times larger and smoothscaled; what is outside
    its gold edge (and, with `opening`, inside its inner line) is transparent."""
    g = Geometry(art, size, lined=lined)
    big = pygame.Surface(g.frame.size, pygame.SRCALPHA)
    big.fill((*COURT_GOLD, 0))
    pygame.draw.rect(big, COURT_GOLD, g.frame, border_radius=g.radius)
    pygame.draw.rect(big, COURT_FILL, g.frame.inflate(-2 * g.edge, -2 * g.edge),
                     border_radius=max(0, g.radius - g.edge))
    if g.line_width:
        pygame.draw.rect(big, color, g.line, border_radius=g.line_radius)
    inside = max(0, g.line_radius - g.line_width)
    pygame.draw.rect(big, (*color, 0) if opening else COURT_FILL, g.opening,
                     border_radius=inside)
    return pygame.transform.smoothscale(big, size)


def draw_seam(panel, art, area: pygame.Rect, color) -> None:
    """The seam between a double-ended picture's halves onto `panel`: a line as wide as
    the inner line across the whole of `area`, centred on its middle (each row as
    much of the line's ink as the line covers of it), symmetric turned 180 degrees."""
    width = line_width_px(art, panel.get_size())
    centre = area.h / 2
    first, last = math.floor(centre - width / 2), math.ceil(centre + width / 2)
    strip = pygame.Surface((area.w, last - first), pygame.SRCALPHA)
    for row in range(first, last):
        cover = min(row + 1, centre + width / 2) - max(row, centre - width / 2)
        strip.fill((*color, round(255 * max(0.0, min(1.0, cover)))),
                   (0, row - first, area.w, 1))
    panel.blit(strip, (area.x, area.y + first))
