"""SceneManager: the pushdown stack of scenes (Nystrom's "State" pattern, Tuxemon's stack).

Events go to the top scene; `update` goes to every scene, bottom first; `draw` paints from
the topmost opaque scene upward, so overlays show the scene beneath. `needs_redraw` is True
when a visible scene is dirty; drawing clears the flags. `frames` counts the draws and
`generation` the invalidations, so a scene can tell that the screen still holds what it
drew in the frame before (it was drawn alone then, and nothing was invalidated since).
"""


class SceneManager:
    def __init__(self, size=(0, 0)):
        self.scenes = []
        self.size = (int(size[0]), int(size[1]))
        self.frames = 0             # draws so far
        self.generation = 0         # invalidations so far

    # ----- the stack ----------------------------------------------------------------
    @property
    def top(self):
        return self.scenes[-1] if self.scenes else None

    def push(self, scene):
        """Put `scene` on top: it gets `resize(size)` then `enter()`; the scene it covers
        is told (`cover`)."""
        if self.size != (0, 0):
            scene.resize(self.size)
        if self.scenes:
            self.scenes[-1].cover()
        self.scenes.append(scene)
        scene.enter()
        scene.dirty = True
        return scene

    def pop(self):
        """Remove and return the top scene (None when empty); the one it uncovers is told
        (`resume`) and the scenes now shown redraw."""
        if not self.scenes:
            return None
        scene = self.scenes.pop()
        scene.exit()
        if self.scenes:
            self.scenes[-1].resume()
        self.invalidate()
        return scene

    def replace(self, scene):
        """Swap the top scene for `scene`."""
        if self.scenes:
            old = self.scenes.pop()
            old.exit()
        return self.push(scene)

    def clear(self) -> None:
        """Remove every scene, top first."""
        while self.scenes:
            self.scenes.pop().exit()

    def replace_all(self, scene):
        """Empty the stack and push `scene` (a new game from an overlay over the table)."""
        self.clear()
        return self.push(scene)

    def __len__(self):
        return len(self.scenes)

    def __bool__(self):
        return True

    # ----- per frame ----------------------------------------------------------------
    def handle_event(self, event) -> bool:
        top = self.top
        if top is None:
            return False
        return bool(top.handle_event(event))

    def update(self, dt: float) -> None:
        for scene in list(self.scenes):
            if scene in self.scenes:        # an earlier scene may have popped it
                scene.update(dt)

    def visible(self):
        """The scenes drawn, bottom first: the topmost opaque one and all above it."""
        start = 0
        for index in range(len(self.scenes) - 1, -1, -1):
            if self.scenes[index].opaque:
                start = index
                break
        return self.scenes[start:]

    def draw(self, surface):
        """Draw the visible scenes; returns where the surface changed when one scene alone
        was drawn and said so (its draw returned rects), else None (present it whole)."""
        self.frames += 1
        shown = self.visible()
        for scene in shown:           # cleared first: a draw may ask for another frame
            scene.dirty = False
        changed = [scene.draw(surface) for scene in shown]
        return changed[0] if len(changed) == 1 else None

    def caption(self):
        """The window's title for what is shown: the topmost visible scene's that has
        one (an overlay gives none, so the scene under it says), or None."""
        for scene in reversed(self.visible()):
            caption = scene.caption()
            if caption:
                return caption
        return None

    def needs_redraw(self) -> bool:
        return any(scene.dirty for scene in self.visible())

    def invalidate(self) -> None:
        """Mark every scene dirty (window exposed, stack changed)."""
        self.generation += 1
        for scene in self.scenes:
            scene.dirty = True

    def is_busy(self) -> bool:
        return any(scene.is_busy() for scene in self.scenes)

    def wake_in(self):
        """The soonest `wake_in()` of the scenes, or None when none has anything due."""
        due = [d for d in (scene.wake_in() for scene in self.scenes) if d is not None]
        return min(due) if due else None

    def resize(self, size) -> None:
        self.size = (int(size[0]), int(size[1]))
        for scene in list(self.scenes):
            scene.resize(self.size)
            scene.dirty = True
