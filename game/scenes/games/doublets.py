"""Doublets' table: the shared table as it is (drag or double-click a card onto the
foundation, click the stock to deal or redeal); the rules decide everything. Its one
foundation holds a card from the deal on, so its slot never shows: a frame round it and
its name above it tell it from the reserves around it."""

from game.i18n import pgettext
from game.scenes.table.gestures import Gestures
from game.scenes.table.scene import TableScene
from sprites.pile_label import pile_label


class DoubletsGestures(Gestures):
    def felt_marks(self):
        # the label is cached by its words, so a change of language draws it anew
        return pile_label(self.geometry.slot("foundation"), pgettext("pile", "Foundation"))


class DoubletsScene(TableScene):
    gestures = DoubletsGestures


SCENE = DoubletsScene      # the scene its record in game/rules/registry.py names
