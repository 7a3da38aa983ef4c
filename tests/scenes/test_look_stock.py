"""The empty stock shows whether a redeal is left (issue 11, item 11).

The redeal arrow only where clicking the empty stock turns the waste back (Doublets with
a redeal left); the "no redeal" cross everywhere else (Forty Thieves, Whitehead and Wall
have none, Doublets after its two). The table's cached layer follows the answer.
"""

import pygame
import pytest

from game.rules import rules_for
from sprites.felt import felt
from tests.scenes.table_helpers import open_table


def slot_pixels(app, table, kind=None):
    """The stock's slot as drawn on screen, or (kind given) as that outline on the felt."""
    box = table.board.geometry.slot("stock")
    rect = pygame.Rect(round(box.x), round(box.y), round(box.w), round(box.h))
    if kind is None:
        table.draw(app.screen)            # the table alone (a "no more moves" may be up)
        return pygame.image.tobytes(app.screen.subsurface(rect), "RGB")
    expected = felt(table.size, app.settings.felt).subsurface(rect).copy()
    expected.blit(table.frame_builder.faces.outline(kind), (0, 0))
    return pygame.image.tobytes(expected, "RGB")


def empty_the_stock(table):
    while table.board.state.piles[table.board.rules.index["stock"]]:
        assert table.play.act(["deal"])
    table.motion.finish()


@pytest.mark.parametrize("game", ["forty-thieves", "whitehead", "wall"])
def test_games_without_a_redeal_show_the_cross(app, game):
    table = open_table(app, game, 3)
    empty_the_stock(table)
    assert not table.board.rules.can_redeal(table.board.state)
    drawn = slot_pixels(app, table)
    assert drawn == slot_pixels(app, table, "stock-done")
    assert drawn != slot_pixels(app, table, "stock")


def test_doublets_shows_the_arrow_while_a_redeal_is_left_then_the_cross(app):
    table = open_table(app, "doublets", 3)
    rules = table.board.rules
    for used in range(3):
        empty_the_stock(table)
        assert table.board.state.extra[0] == used
        kind = "stock" if used < 2 else "stock-done"
        assert rules.can_redeal(table.board.state) == (used < 2)
        assert slot_pixels(app, table) == slot_pixels(app, table, kind), (used, kind)
        if used < 2:
            assert table.play.act(["deal"])        # the redeal: the waste goes back
    assert "Redeals left: 0" in rules.status(table.board.state)


def test_the_cached_layer_follows_the_rules_answer(app, monkeypatch):
    """Nothing else changes on the table, yet the mark is redrawn."""
    table = open_table(app, "doublets", 3)
    empty_the_stock(table)
    assert slot_pixels(app, table) == slot_pixels(app, table, "stock")
    monkeypatch.setattr(table.board.rules, "can_redeal", lambda state: False)
    assert slot_pixels(app, table) == slot_pixels(app, table, "stock-done")


def test_every_game_answers_can_redeal_from_its_opening():
    for game in ("forty-thieves", "whitehead", "maze", "wall"):
        rules = rules_for(game)
        assert rules.can_redeal(rules.new_game(1)) is False
    doublets = rules_for("doublets")
    assert doublets.can_redeal(doublets.new_game(1)) is True
