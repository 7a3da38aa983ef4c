"""How far a fan must spread its cards, from the card faces drawn at that size: the
strip that keeps a covered card readable and the sliver that still shows its colour.
The table's geometry is pure arithmetic; it is handed these two to ask the faces."""

from sprites.card_faces import faces_for


def readable_strip(card_w: int, card_h: int):
    """The least fan offsets (x, y) that show a covered card's rank and suit."""
    faces = faces_for(card_w, card_h)
    return faces.index_width, faces.index_extent


def sliver_strip(card_w: int, card_h: int):
    """The least fan offsets (x, y) that show the coloured edge of a covered card's
    index: its margin and three pixels or 5% of the card more."""
    margin_x, margin_y = faces_for(card_w, card_h).art.index_margin()
    return margin_x + max(3, round(card_w * 0.05)), margin_y + max(3, round(card_h * 0.05))
