"""The back of a card: a white border round a dark field crossed by a double diagonal
lattice, small white diamonds where its lines cross, a ring round the field.

The lattice's cell is a whole, even number of pixels at every card size (lattice_cell),
and the pattern is drawn at twice the size with every line and diamond on whole
pixels: the back repeats exactly from cell to cell, so that no moire beats across it
when it is smoothscaled down.
"""

import pygame

from sprites.card_drawing import BACK_BORDER, FACE_BORDER

SS = 2                      # the back is drawn this many times larger
CELLS_ACROSS = 7            # about this many lattice cells across the field


def field_inset(width: int) -> int:
    """Pixels from the card's edge to its lattice field."""
    return max(2, round(width * 0.06))


def lattice_cell(field_width: int) -> int:
    """The lattice's cell in pixels for a field `field_width` pixels wide: a whole, even
    number (so that the half cell, where the second lattice runs, is whole too)."""
    return max(4, 2 * round(field_width / (2 * CELLS_ACROSS)))


def render_back(size, radius: int, border: int, colours) -> pygame.Surface:
    """The back `size` pixels, with corners of `radius` and a `border` of the face's
    edge colour, in `colours` (field, lattice, under-lattice: a BACK_SCHEMES entry)."""
    w, h = size
    field_colour, line_colour, line_2_colour = colours
    big = pygame.Surface((w * SS, h * SS), pygame.SRCALPHA)
    big.fill((*FACE_BORDER, 0))
    rect = big.get_rect()
    pygame.draw.rect(big, FACE_BORDER, rect, border_radius=radius * SS)
    b = border * SS
    pygame.draw.rect(big, BACK_BORDER, rect.inflate(-2 * b, -2 * b),
                     border_radius=(radius - border) * SS)
    inset = field_inset(w)
    field = pygame.Rect(inset * SS, inset * SS, (w - 2 * inset) * SS, (h - 2 * inset) * SS)
    frad = max(1, radius * SS - inset * SS // 2)
    pattern = _lattice(field.size, lattice_cell(w - 2 * inset), field_colour, line_colour,
                       line_2_colour)
    mask = pygame.Surface(field.size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=frad)
    pattern.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    big.blit(pattern, field)
    ring = max(1, round(w / 90)) * SS
    pygame.draw.rect(big, line_colour, field, width=ring, border_radius=frad)
    pygame.draw.rect(big, BACK_BORDER, field.inflate(-4 * ring, -4 * ring),
                     width=max(1, ring // 2), border_radius=max(0, frad - 2 * ring))
    return pygame.transform.smoothscale(big, (w, h))


def _lattice(size, cell: int, field_colour, line_colour, line_2_colour) -> pygame.Surface:
    """The field `size` (drawing units, SS per pixel) filled with the lattice of `cell`
    pixels: lines at 45 degrees a cell apart both ways, a second set half a cell over
    beneath them, a diamond at each crossing of the first; one crossing at the field's
    middle pixel corner."""
    fw, fh = size
    step, half = cell * SS, cell * SS // 2
    ox, oy = fw // (2 * SS) * SS, fh // (2 * SS) * SS      # a crossing, on whole pixels
    lw = max(1, round(step * 0.09))
    pattern = pygame.Surface(size, pygame.SRCALPHA)
    pattern.fill(field_colour)
    reach = (fw + fh) // step + 2           # lines enough to cross the whole field
    for colour, shift, width in ((line_2_colour, half, lw), (line_colour, 0, lw + 1)):
        for k in range(-reach, reach + 1):
            x = ox + k * step + shift
            pygame.draw.line(pattern, colour, (x - oy, 0), (x - oy + fh, fh), width)
            pygame.draw.line(pattern, colour, (x + oy, 0), (x + oy - fh, fh), width)
    d = max(2, round(step * 0.16))
    for j in range(-(oy // half) - 1, (fh - oy) // half + 2):
        y = oy + j * half
        for i in range(-(ox // half) - 1, (fw - ox) // half + 2):
            if (i + j) % 2:
                continue
            x = ox + i * half
            pygame.draw.polygon(pattern, BACK_BORDER,
                                [(x, y - d), (x + d, y), (x, y + d), (x - d, y)])
    return pattern
