"""One frame of the table, described: what the renderer draws and all it reads.

The table scene builds a `Frame` each time it is drawn (game/scenes/common/frame_builder);
the painter and the reference painter draw from it alone. Card images come from the
`faces` it names (a provider of card faces, backs, outlines and the glow), the toolbar
through the drawing calls of its `ToolbarPicture`, so that the renderer needs neither the
scene nor the toolbar object.
"""

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, NamedTuple

import pygame


class CardPlace(NamedTuple):
    """A card where it is drawn this frame. `ident` tells two sprites of the same card
    apart; `flip` runs 0..1 while it turns over; `wait` is how long before its flight
    starts."""
    ident: int
    card: int
    face_up: bool
    x: int
    y: int
    flip: float | None = None
    wait: float = 0.0


@dataclass(frozen=True)
class ToolbarPicture:
    """The toolbar as the frame shows it: `look` decides its drawing (equal looks draw
    the same), `draw(surface)` draws the bar (and a hovered button's tooltip),
    `draw_list(surface)` its open list over the table (returns where, or None), and
    `hovered` says whether a tooltip, drawn over the cards, may show."""
    look: tuple
    draw: Callable[[pygame.Surface], None]
    draw_list: Callable[[pygame.Surface], pygame.Rect | None]
    hovered: bool = False


@dataclass(frozen=True)
class Focus:
    """The keyboard's focus frame: its rectangle and the length of its dashes."""
    rect: pygame.Rect
    dash: int


@dataclass
class Frame:
    """Everything one frame of the table shows (the renderer only reads it; not frozen,
    as a frozen dataclass's fields cost several times as much to set, every frame).

    `resting` are the cards at rest, each as the tuple (ident, card, face_up, x, y) (the
    first fields of a CardPlace, made cheaply: a table describes every card each frame,
    and most rest), and `moving` the places of those lifted, flying or turning, each in
    drawing order, the moving ones drawn over all those at rest; `ghosts` are
    (card, x, y) faces drawn over them (the cards a celebration throws). `outlines` are
    (image, position) drawn on the felt (the piles' outlines and the game's marks).
    `glows_under` are the positions of glows drawn under the focus frame (drop targets,
    a hint), `glows_over` of those over it (marked and held cards). `ring` is the ring
    filling round a finger that rests ((x, y), progress 0..1, radius), or None. `toast`
    is a message shown at game time `now`, or None; it goes where it covers no card if
    it can, within `card_area` (between the bars), the moving cards counted at
    `landing`: where each will come to rest, in their order (given while a toast
    shows). `status_texts` are the status bar's left, centre and right texts (and,
    optionally, lines above them). `number`, `generation` and `alone` say which frame of
    the scene stack this is and whether the table is all it shows: the screen then
    still holds this table's frame at the next."""
    size: tuple[int, int]
    faces: Any
    felt: str
    resting: tuple[tuple[int, int, bool, int, int], ...]
    moving: tuple[CardPlace, ...]
    outlines: tuple
    status_rect: pygame.Rect
    status_texts: tuple
    toolbar: ToolbarPicture
    now: float = 0.0
    ghosts: tuple = ()
    glows_under: tuple = ()
    glows_over: tuple = ()
    focus: Focus | None = None
    ring: tuple | None = None
    toast: Any = None
    card_area: pygame.Rect | None = None
    landing: tuple[tuple[int, int], ...] = ()
    number: int = 0
    generation: int = 0
    alone: bool = False
