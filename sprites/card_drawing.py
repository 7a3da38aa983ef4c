"""Colours, metrics and drawing helpers shared by the card renderers.

Shapes are drawn `SUPER` times larger and smoothscaled down (anti-aliasing); glyphs are
DejaVu text rendered at their final size, measured with the cap-height ratios below.
"""

import pygame

RED = (200, 16, 46)
BLACK = (22, 22, 28)
FACE_WHITE = (253, 253, 250)
FACE_BORDER = (140, 140, 148)
COURT_FILL = (252, 244, 222)
COURT_GOLD = (196, 152, 58)
BACK_BORDER = (236, 238, 242)
# The card backs the player may choose (settings.CARD_BACKS): field, lattice, under-lattice.
BACK_SCHEMES = {
    "blue": ((24, 44, 86), (38, 150, 146), (64, 92, 150)),
    "red": ((124, 20, 36), (230, 108, 108), (172, 58, 72)),
    "green": ((16, 74, 46), (112, 196, 124), (46, 124, 82)),
    "purple": ((60, 30, 96), (210, 150, 226), (104, 72, 156)),
}
# Four-colour suits, for readability: clubs green, diamonds blue, hearts red, spades black.
FOUR_COLOURS = ((18, 124, 50), (22, 84, 200), RED, BLACK)
TWO_COLOURS = (BLACK, RED, RED, BLACK)      # suits in the order C D H S


def suit_colour(suit: int, four_colour: bool = False):
    """The ink of a suit (0 .. 3, C D H S): red and black, or the four-colour deck's."""
    return (FOUR_COLOURS if four_colour else TWO_COLOURS)[suit]

SUPER = 4                   # supersampling factor for shapes
GLYPH_CAP = 0.73            # DejaVu: cap height and suit-glyph height per font pixel
GLYPH_TOP = 0.20            # ... and the row where they start


def glyph_font_size(px_height: float) -> int:
    """The font size whose capitals (and suit symbols) are `px_height` pixels tall."""
    return max(6, round(px_height / GLYPH_CAP))


def crop(surface: pygame.Surface) -> pygame.Surface:
    """`surface` cut to its ink (every pixel that is not fully transparent)."""
    r = surface.get_bounding_rect(min_alpha=1)
    if r.w == 0 or r.h == 0:
        return surface
    return surface.subsurface(r).copy()


def finish(surface: pygame.Surface) -> pygame.Surface:
    """The surface in the display's per-pixel-alpha format when a display exists (faster
    blits), else as is. Already in it (the usual case: drawn on SRCALPHA surfaces), it is
    kept rather than copied (a copy of a large face is not free)."""
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        if surface.get_flags() & pygame.SRCALPHA and surface.get_colorkey() is None \
                and surface.get_alpha() == 255 and _format(surface) == display_alpha_format():
            return surface
        try:
            return surface.convert_alpha()
        except pygame.error:
            pass
    return surface


def new_copy(surface) -> pygame.Surface:
    """A copy of a per-pixel-alpha `surface`, added onto a new (all 0) one: the same
    pixels, several times faster than Surface.copy."""
    out = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    out.blit(surface, (0, 0), special_flags=pygame.BLEND_RGBA_ADD)
    return out


def new_filled(size, colour) -> pygame.Surface:
    """A new per-pixel-alpha surface of one colour (RGB opaque, or RGBA): added onto
    the new surface's 0s, several times faster than Surface.fill."""
    out = pygame.Surface(size, pygame.SRCALPHA)
    out.fill(colour if len(colour) == 4 else (*colour, 255),
             special_flags=pygame.BLEND_RGBA_ADD)
    return out


def display_alpha_format():
    """(bits, masks, shifts) of what convert_alpha() makes for the display in use."""
    return _format(pygame.Surface((1, 1), pygame.SRCALPHA).convert_alpha())


def _format(surface):
    return surface.get_bitsize(), surface.get_masks(), surface.get_shifts()


def round_rect_ss(size, color, radius, border=0, border_color=None, ss=SUPER):
    """An anti-aliased rounded rect of `size`: drawn `ss` times larger, smoothscaled.

    Only the corners are worth supersampling: a big rect is put together from a small
    one with the same corners (its four corners, its middle column and row stretched
    along the edges, its centre colour filled), the same pixels as the whole drawn
    large (smoothscale at a whole factor averages each block on its own) at a fraction
    of the cost."""
    k = max(radius, border) + 2             # a corner tile: the arc, the border and room
    return from_corners(size, k, lambda small: _round_rect_whole(small, color, radius, border,
                                                                 border_color, ss))


def blocks(rect, ss) -> pygame.Rect:
    """`rect` grown to whole ss x ss blocks (what smoothscale by 1/ss averages)."""
    x, y = rect.x // ss * ss, rect.y // ss * ss
    return pygame.Rect(x, y, -(-rect.right // ss) * ss - x, -(-rect.bottom // ss) * ss - y)


def from_corners(size, k, render) -> pygame.Surface:
    """A `size` image whose every row and column more than `k` pixels from the edges is
    one colour along its length (a frame, rounded corners), put together from
    `render((n, n))`, the same image n = 2k + 1 pixels square: its k x k corners, its
    middle column and row stretched along the edges, its centre colour filled. An image
    not bigger than that is rendered whole."""
    w, h = size
    n = 2 * k + 1
    if w <= n or h <= n:
        return render(size)
    small = render((n, n))
    out = pygame.Surface((w, h), pygame.SRCALPHA)       # all 0: adding copies exactly
    add = pygame.BLEND_RGBA_ADD
    for sx, dx in ((0, 0), (k + 1, w - k)):
        for sy, dy in ((0, 0), (k + 1, h - k)):
            out.blit(small, (dx, dy), (sx, sy, k, k), special_flags=add)
        side = pygame.transform.scale(small.subsurface((sx, k, k, 1)), (k, h - 2 * k))
        out.blit(side, (dx, k), special_flags=add)
    for sy, dy in ((0, 0), (k + 1, h - k)):
        edge = pygame.transform.scale(small.subsurface((k, sy, 1, k)), (w - 2 * k, k))
        out.blit(edge, (k, dy), special_flags=add)
    out.fill(small.get_at((k, k)), (k, k, w - 2 * k, h - 2 * k), special_flags=add)
    return out


def _round_rect_whole(size, color, radius, border, border_color, ss):
    """round_rect_ss drawn whole, `ss` times larger, then smoothscaled."""
    w, h = size
    big = pygame.Surface((w * ss, h * ss), pygame.SRCALPHA)
    edge = border_color if border else color
    big.fill((*edge[:3], 0))
    rect = big.get_rect()
    if border:
        pygame.draw.rect(big, border_color, rect, border_radius=radius * ss)
        inner = rect.inflate(-2 * border * ss, -2 * border * ss)
        pygame.draw.rect(big, color, inner, border_radius=max(0, (radius - border) * ss))
    else:
        pygame.draw.rect(big, color, rect, border_radius=radius * ss)
    return pygame.transform.smoothscale(big, (w, h))
