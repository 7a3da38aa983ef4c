"""The old names of sprites.table_cards (CardSprite, CardSprites), kept only while
game/scenes and its tests still import them from here."""

from sprites.table_cards import TableCard as CardSprite
from sprites.table_cards import TableCards as CardSprites

__all__ = ["CardSprite", "CardSprites"]
