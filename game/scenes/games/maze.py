"""Maze's table: the shared table as it is (no stock, no piles but cells; a card is
dragged to a gap); the rules decide everything, and their hints name a gap by the card
beside it ("Move 7♥ after 6♥")."""

from game.scenes.games.maze_words import MazeWords
from game.scenes.table.scene import TableScene


class MazeScene(TableScene):
    words = MazeWords           # speech names cells by row and column, gaps by neighbours


SCENE = MazeScene      # the scene its record in game/rules/registry.py names
