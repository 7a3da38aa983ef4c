"""The chooser's miniatures: a game's opening deal drawn small from its own layout.

In card units scaled to the panel; hidden piles skipped, later piles drawn over earlier
ones (so Wall's bricks overlap); face-down cards in the player's card-back colour, suits
in two or four inks as the table draws them. The chooser draws plain miniature cards; the
rules pages pass `faces` to draw the table's own card images at that size instead.
"""

import pygame

from game.rules import cards as C
from sprites.card_drawing import BACK_SCHEMES, suit_colour
from sprites.fonts import card_font

CARD_ASPECT = 1.4           # card height / width
CARD_FACE = (250, 248, 240)
CARD_EDGE = (120, 120, 110)
CARD_BACK_EDGE = (200, 210, 235)
MAT = (255, 255, 255, 50)
MIN_FACE = 8                # CardFaces draws no smaller card


def render_preview(info, size, back: str = "blue", four_colour: bool = False, faces=None):
    """A transparent surface at most `size` showing the game's opening deal in miniature,
    its face-down cards in the colour of the card `back`, its suits in two or four inks.
    `faces`, when given, is (card width, card height) -> CardFaces: the cards are then
    the table's own images at that size (when it is at least CardFaces' smallest)."""
    width, height = max(1, size[0]), max(1, size[1])
    layout = info.layout
    if layout is None or layout.width <= 0 or layout.height <= 0:
        surface = pygame.Surface((width, height), pygame.SRCALPHA)
        pygame.draw.rect(surface, MAT, surface.get_rect(), 1, border_radius=6)
        return surface
    card_w = min(width / layout.width, height / (layout.height * CARD_ASPECT))
    card_h = card_w * CARD_ASPECT
    out_w = max(1, round(layout.width * card_w))
    out_h = max(1, round(layout.height * card_h))
    surface = pygame.Surface((out_w, out_h), pygame.SRCALPHA)
    radius = max(1, round(card_w * 0.08))
    w, h = max(2, round(card_w * 0.94)), max(3, round(card_h * 0.94))
    glyphs = card_font(max(6, round(card_w * 0.30)), bold=True) if card_w >= 34 else None
    images = faces(w, h) if faces is not None and min(w, h) >= MIN_FACE else None

    for pile in layout.piles.values():
        if pile.hidden:
            continue
        x0, y0 = pile.x * card_w, pile.y * card_h
        cards = info.cards(pile.name)
        if cards is None:               # no deal to show: one plain card per pile
            rect = pygame.Rect(round(x0), round(y0), w, h)
            pygame.draw.rect(surface, CARD_FACE, rect, border_radius=radius)
            pygame.draw.rect(surface, CARD_EDGE, rect, 1, border_radius=radius)
            continue
        if not cards:
            rect = pygame.Rect(round(x0), round(y0), w, h)
            pygame.draw.rect(surface, MAT, rect, max(1, round(card_w * 0.04)),
                             border_radius=radius)
            continue
        fan_x, fan_y = pile.fan_x, pile.fan_y
        count = len(cards)
        if not fan_x and not fan_y:
            shown = cards[-1:]
        else:
            shown = cards
            if pile.max_fan > 0 and count > 1:
                span = max(abs(fan_x), abs(fan_y)) * (count - 1)
                if span > pile.max_fan:
                    squeeze = pile.max_fan / span
                    fan_x, fan_y = fan_x * squeeze, fan_y * squeeze
        first = count - len(shown)
        for offset, card in enumerate(shown, start=first):
            rect = pygame.Rect(round(x0 + offset * fan_x * card_w),
                               round(y0 + offset * fan_y * card_h), w, h)
            if images is not None:
                surface.blit(images.face(card), rect)
            else:
                _draw_card(surface, rect, card, radius, glyphs, back, four_colour)
    return surface


def _draw_card(surface, rect, card, radius, glyphs, back, four_colour) -> None:
    if C.is_face_down(card):
        pygame.draw.rect(surface, BACK_SCHEMES[back][0], rect, border_radius=radius)
        if rect.w >= 8:
            inner = rect.inflate(-max(2, rect.w // 6), -max(2, rect.w // 6))
            pygame.draw.rect(surface, CARD_BACK_EDGE, inner, 1, border_radius=radius)
        return
    pygame.draw.rect(surface, CARD_FACE, rect, border_radius=radius)
    pygame.draw.rect(surface, CARD_EDGE, rect, 1, border_radius=radius)
    color = suit_colour(C.SUIT[card], four_colour)
    if glyphs is not None:
        label = C.RANK_NAMES[C.RANK[card]] + C.SUIT_SYMBOLS[C.SUIT[card]]
        text = glyphs.render(label, True, color)
        surface.blit(text, (rect.x + max(2, rect.w // 12), rect.y + max(1, rect.w // 20)))
    elif rect.w >= 6:
        # too small for text: a suit-coloured pip in the corner
        pip = max(1, rect.w // 7)
        pygame.draw.circle(surface, color, (rect.x + pip + 2, rect.y + pip + 2), pip)
