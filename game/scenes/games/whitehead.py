"""Whitehead's table: the shared table as it is (drag runs of one suit, double-click a
card home); the rules decide everything."""

from game.scenes.table.scene import TableScene


class WhiteheadScene(TableScene):
    pass


SCENE = WhiteheadScene      # the scene its record in game/rules/registry.py names
