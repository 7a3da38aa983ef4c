"""FeltScreen: a whole-window screen on the player's felt (the chooser, the settings).

It lays itself out for `area`, the window but at least MIN_SIZE (a window manager that
ignores the minimum, or a resize to nothing, shows the top-left of that layout), by its
`_layout()`, on every resize; `draw_felt` starts a frame with the felt in the colour the
settings say.
"""

from game.engine.scene import Scene
from game.engine.window import MIN_SIZE
from sprites.felt import felt


class FeltScreen(Scene):
    def resize(self, size) -> None:
        super().resize(size)
        self._layout()

    @property
    def area(self):
        return (max(MIN_SIZE[0], self.size[0]), max(MIN_SIZE[1], self.size[1]))

    def _layout(self) -> None:
        """Place everything for `area` (the subclass's own)."""

    def draw_felt(self, surface):
        """Lay out again if the window changed under us, cover it with felt; the area."""
        if surface.get_size() != self.size:
            self.resize(surface.get_size())
        surface.blit(felt(self.area, self.app.settings.felt), (0, 0))
        return self.area
