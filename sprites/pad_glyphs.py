"""A game pad's buttons drawn as they are printed on the pad, for the Keys page.

`draw_glyph(surface, family, name, rect)` draws one control of a pad family ("xbox",
"playstation" or "nintendo", as game.engine.pad tells them by name) fitted in `rect`:
the face buttons (`a`, `b`, `x`, `y` by their Xbox positions' names, SDL's), the
shoulders and triggers (`lb`, `rb`, `lt`, `rt`), `start` and `back`, the d-pad and the
two sticks. Everything is shapes and text drawn here, no picture files: crisp at any
size. Xbox's letters sit on their green, red, blue and yellow; PlayStation's cross,
circle, square and triangle are drawn as lines; Nintendo's letters are white on grey.
The words printed on some buttons (Start, Back, Options, Share) are translated messages,
made when a glyph is drawn.
"""

import pygame

from game.i18n import pgettext
from sprites.text import draw_text

DARK = (52, 56, 62)
EDGE = (150, 156, 164)
WHITE = (242, 242, 236)
XBOX = {"a": (96, 176, 72), "b": (214, 64, 56), "x": (58, 120, 214), "y": (232, 190, 40)}
PLAYSTATION = {"a": (122, 160, 236), "b": (236, 104, 120), "x": (220, 130, 200),
               "y": (64, 196, 160)}
FACE_LETTERS = {"a": "A", "b": "B", "x": "X", "y": "Y"}
PILLS = {             # the pill-shaped buttons' marks; the worded ones: `printed`
    "xbox": {"lb": "LB", "rb": "RB", "lt": "LT", "rt": "RT"},
    "playstation": {"lb": "L1", "rb": "R1", "lt": "L2", "rt": "R2"},
    "nintendo": {"lb": "L", "rb": "R", "lt": "ZL", "rt": "ZR", "start": "+", "back": "−"},
}
STICKS = {"lstick": "L", "rstick": "R"}


def printed(family: str, name: str):
    """The word printed on a worded button of a pad family, in the player's language;
    None for a button with no word."""
    if family == "xbox":
        # Translators: words printed on a game pad's buttons, drawn on the Keys page; keep
        # them as the pads sold in your language print them (often in English)
        words = {"start": pgettext("pad button", "Start"),
                 "back": pgettext("pad button", "Back")}
    elif family == "playstation":
        # Translators: words printed on a PlayStation pad's buttons (often in English)
        words = {"start": pgettext("pad button", "Options"),
                 "back": pgettext("pad button", "Share")}
    else:
        words = {}
    return words.get(name)


def pill_label(family: str, name: str):
    """What a pill-shaped button of `family` shows (None: `name` is no pill)."""
    family = family if family in PILLS else "xbox"
    return PILLS[family].get(name) or printed(family, name)


def glyph_width(name: str, height: int, family: str = "xbox") -> int:
    """How wide `name` is drawn `height` pixels tall (pills grow with their text)."""
    label = pill_label(family, name)
    if label is not None:
        return max(height * 3 // 2, round(height * 0.45 * len(label)) + height // 2)
    return height


def draw_glyph(surface, family: str, name: str, rect) -> None:
    rect = pygame.Rect(rect)
    size = min(rect.w, rect.h)
    if name in FACE_LETTERS:
        draw_face(surface, family, name, rect.center, size // 2)
    elif name == "dpad":
        draw_dpad(surface, rect.center, size)
    elif name in STICKS:
        centre, radius = rect.center, size // 2
        pygame.draw.circle(surface, DARK, centre, radius)
        pygame.draw.circle(surface, EDGE, centre, radius, max(1, size // 10))
        draw_text(surface, STICKS[name], centre, max(6, size * 11 // 20), WHITE,
                  anchor="center", bold=True)
    else:
        label = pill_label(family, name) or name
        pill = pygame.Rect(0, 0, glyph_width(name, rect.h, family), rect.h)
        pill.center = rect.center
        pygame.draw.rect(surface, DARK, pill, border_radius=rect.h // 2)
        pygame.draw.rect(surface, EDGE, pill, max(1, rect.h // 12),
                         border_radius=rect.h // 2)
        draw_text(surface, label, pill.center, max(6, rect.h * 9 // 20), WHITE,
                  anchor="center", bold=True)


def draw_face(surface, family: str, name: str, centre, radius: int) -> None:
    """A round face button: a letter on its colour, or PlayStation's shape."""
    if family == "playstation":
        pygame.draw.circle(surface, DARK, centre, radius)
        draw_shape(surface, name, centre, radius * 3 // 5, PLAYSTATION[name],
                   max(1, radius // 5))
        return
    fill = XBOX[name] if family == "xbox" else DARK
    pygame.draw.circle(surface, fill, centre, radius)
    draw_text(surface, FACE_LETTERS[name], centre, max(6, radius * 6 // 5), WHITE,
              anchor="center", bold=True)


def draw_shape(surface, name: str, centre, r: int, color, width: int) -> None:
    """PlayStation's marks: cross (south), circle (east), square (west), triangle
    (north)."""
    cx, cy = centre
    if name == "a":
        pygame.draw.line(surface, color, (cx - r, cy - r), (cx + r, cy + r), width)
        pygame.draw.line(surface, color, (cx - r, cy + r), (cx + r, cy - r), width)
    elif name == "b":
        pygame.draw.circle(surface, color, centre, r, width)
    elif name == "x":
        side = r * 7 // 4
        pygame.draw.rect(surface, color, (cx - side // 2, cy - side // 2, side, side), width)
    else:
        points = [(cx, cy - r), (cx + r, cy + r * 3 // 4), (cx - r, cy + r * 3 // 4)]
        pygame.draw.polygon(surface, color, points, width)


def draw_dpad(surface, centre, size: int) -> None:
    """A plus of four arms."""
    cx, cy = centre
    arm = max(2, size // 3)
    half = size // 2
    across = pygame.Rect(cx - half, cy - arm // 2, size, arm)
    down = pygame.Rect(cx - arm // 2, cy - half, arm, size)
    for part in (across, down):
        pygame.draw.rect(surface, DARK, part, border_radius=max(1, arm // 4))
    edge = max(1, size // 14)
    for part in (across, down):
        pygame.draw.rect(surface, EDGE, part, edge, border_radius=max(1, arm // 4))
    pygame.draw.rect(surface, DARK, (cx - arm // 2 + edge, cy - arm // 2 + edge,
                                     arm - 2 * edge, arm - 2 * edge))
