"""Stage: where a table shows, for the parts that draw it differently on top or alone.

The scene standing for a table on the app's scene stack is the table itself, or the
replay that shows it (`stand_in`). It is held by a weak reference: the table owns its
stage, and a table closed is freed at once, with no cycle left to collect.
"""

import weakref


class Stage:
    def __init__(self, app, scene):
        self.app = app
        self.scene = weakref.ref(scene)

    def stand_in(self, scene) -> None:
        """`scene` stands for the table on the stack from now on."""
        self.scene = weakref.ref(scene)

    @property
    def manager(self):
        return self.app.manager

    def on_top(self) -> bool:
        return self.manager.top is self.scene()

    def alone(self) -> bool:
        """Whether the table is all the stack shows."""
        return self.manager.visible() == [self.scene()]
