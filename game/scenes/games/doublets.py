"""Doublets' table: the shared table as it is (drag or double-click a card onto the
foundation, click the stock to deal or redeal); the rules decide everything."""

from game.scenes.table.scene import TableScene


class DoubletsScene(TableScene):
    pass
