"""The pictures of the rules pages, drawn with the table's own card images: the opening
deal of a game as a thumbnail on a patch of felt, and the moves of its worked example
(the cards moved, an arrow, where they go, and a tick or a cross).

Card images come from a small cache of CardFaces of our own, so drawing a page never
evicts the table's cards from sprites.card_faces' cache.
"""

from dataclasses import dataclass

import pygame

from game.help_example import Move
from game.rules import new_game, rules_for
from game.scenes.chooser_preview import CARD_ASPECT, render_preview
from sprites.bounded_cache import BoundedCache
from sprites.card_faces import CardFaces
from sprites.felt import COLOURS

_FACES = BoundedCache(4)            # the thumbnail's card size and the examples', per looks
TICK = (120, 220, 120)
CROSS = (236, 96, 88)
ARROW = (242, 242, 236)


@dataclass(frozen=True)
class Looks:
    """The player's card back, suit inks, card style and felt colour."""
    back: str = "blue"
    four_colour: bool = False
    style: str = "classic"
    felt: str = "green"

    @classmethod
    def of(cls, settings) -> "Looks":  # i18n: not shown
        return cls(settings.card_back, settings.four_colour, settings.card_style,
                   settings.felt)


def card_faces(width: int, height: int, looks: Looks) -> CardFaces:
    key = (int(width), int(height), looks.back, looks.four_colour, looks.style)
    faces = _FACES.get(key)
    if faces is None:
        faces = _FACES.put(key, CardFaces(*key))
    return faces


class DealView:
    """What render_preview needs of a deal: the layout and each pile's cards."""

    def __init__(self, game: str, seed: int):
        rules = rules_for(game)
        self.layout = rules.layout()
        self.state = new_game(game, seed)
        self.names = list(rules.pile_names)

    def cards(self, pile: str):
        return self.state.piles[self.names.index(pile)] if pile in self.names else None


def _felt_patch(size, looks: Looks, radius: int) -> pygame.Surface:
    patch = pygame.Surface(size, pygame.SRCALPHA)
    colour = COLOURS.get(looks.felt, COLOURS["green"])[1]
    pygame.draw.rect(patch, colour, patch.get_rect(), border_radius=radius)
    pygame.draw.rect(patch, (255, 255, 255, 40), patch.get_rect(), 1, border_radius=radius)
    return patch


def opening_picture(game: str, seed: int, size, looks: Looks = Looks()) -> pygame.Surface:
    """The opening deal of `game` number `seed` on felt, at most `size`."""
    width, height = max(16, int(size[0])), max(16, int(size[1]))
    pad = max(4, min(width, height) // 24)
    room = (width - 2 * pad, height - 2 * pad)
    view = DealView(game, seed)
    deal = _cropped(view, room, looks)
    grow = min(room[0] / deal.get_width(), room[1] / deal.get_height())
    if grow > 1.05:         # the layout's room for long fans left empty: larger cards
        larger = _cropped(view, (int(room[0] * grow), int(room[1] * grow)), looks)
        if larger.get_width() <= room[0] and larger.get_height() <= room[1]:
            deal = larger
    patch = _felt_patch((deal.get_width() + 2 * pad, deal.get_height() + 2 * pad), looks, pad)
    patch.blit(deal, (pad, pad))
    return patch


def _cropped(view, size, looks: Looks) -> pygame.Surface:
    """The deal drawn at most `size`, cut to the cards (the layout's empty edges gone)."""
    deal = render_preview(view, size, looks.back, looks.four_colour,
                          faces=lambda w, h: card_faces(w, h, looks))
    return deal.subsurface(deal.get_bounding_rect()).copy()


def move_picture(move: Move, card_h: int, allowed: bool,
                 looks: Looks = Looks()) -> pygame.Surface:
    """`move` drawn `card_h` pixels tall: its cards, an arrow, the place it goes (Maze:
    with the cards either side of the gap) and a tick when `allowed`, else a cross."""
    card_h = max(12, int(card_h))
    card_w = max(8, round(card_h / CARD_ASPECT))
    faces = card_faces(card_w, card_h, looks)
    card_w, card_h = faces.size
    pad, gap, step = card_w // 4, card_w // 8, max(1, card_w * 2 // 5)
    moved_w = card_w + step * (len(move.cards) - 1)
    arrow_w = card_w
    before, target, after = move.beside
    places = [c for c in (before, target, after) if c is not None or c is target]
    mark_w = card_h // 2
    width = (pad + moved_w + gap + arrow_w + gap + len(places) * (card_w + gap) + mark_w
             + pad)
    picture = _felt_patch((width, card_h + 2 * pad), looks, pad)
    x = pad
    for card in move.cards:
        picture.blit(faces.face(card), (x, pad))
        x += step
    x = pad + moved_w + gap
    _arrow(picture, pygame.Rect(x, pad, arrow_w, card_h))
    x += arrow_w + gap
    for card in places:
        image = faces.outline() if card is None else faces.face(card)
        picture.blit(image, (x, pad))
        if card is target:
            glow = faces.highlight() if allowed else None
            if glow is not None:
                picture.blit(glow, (x, pad))
        x += card_w + gap
    mark = pygame.Rect(x, pad + (card_h - mark_w) // 2, mark_w, mark_w)
    (_tick if allowed else _cross)(picture, mark)
    return picture


def _arrow(surface, rect) -> None:
    y, thick = rect.centery, max(2, rect.w // 10)
    head = max(4, rect.w // 3)
    pygame.draw.line(surface, ARROW, (rect.x + rect.w // 8, y), (rect.right - head, y), thick)
    pygame.draw.polygon(surface, ARROW, [(rect.right - head, y - head // 2 - thick),
                                         (rect.right - rect.w // 16, y),
                                         (rect.right - head, y + head // 2 + thick)])


def _tick(surface, rect) -> None:
    width = max(2, rect.w // 6)
    points = [(rect.x, rect.centery), (rect.x + rect.w // 3, rect.bottom - width),
              (rect.right, rect.y)]
    pygame.draw.lines(surface, TICK, False, points, width)


def _cross(surface, rect) -> None:
    width = max(2, rect.w // 6)
    pygame.draw.line(surface, CROSS, rect.topleft, rect.bottomright, width)
    pygame.draw.line(surface, CROSS, rect.bottomleft, rect.topright, width)
