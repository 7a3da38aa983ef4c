"""SceneManager: stacking, overlay draw order, event routing, dirty flags, resize."""

from game.engine.manager import SceneManager
from game.engine.scene import Scene
from game.engine.tween import Tween


class Recorder(Scene):
    def __init__(self, name, log, opaque=True):
        super().__init__(app=None)
        self.name = name
        self.log = log
        self.opaque = opaque
        self.events = []

    def enter(self):
        super().enter()
        self.log.append(("enter", self.name))

    def exit(self):
        self.log.append(("exit", self.name))

    def resume(self):
        self.log.append(("resume", self.name))

    def resize(self, size):
        super().resize(size)
        self.log.append(("resize", self.name, size))

    def handle_event(self, event):
        self.events.append(event)
        return True

    def update(self, dt):
        super().update(dt)
        self.log.append(("update", self.name))

    def draw(self, surface):
        self.log.append(("draw", self.name))


def names(log, kind):
    return [entry[1] for entry in log if entry[0] == kind]


def test_push_pop_replace_and_lifecycle_order():
    log = []
    manager = SceneManager((800, 600))
    table = manager.push(Recorder("table", log))
    assert log == [("resize", "table", (800, 600)), ("enter", "table")]
    overlay = manager.push(Recorder("win", log, opaque=False))
    assert manager.top is overlay and manager.scenes == [table, overlay]
    assert manager.pop() is overlay and ("exit", "win") in log
    manager.replace(Recorder("chooser", log))
    assert [s.name for s in manager.scenes] == ["chooser"]
    assert log[-3:] == [("exit", "table"), ("resize", "chooser", (800, 600)),
                        ("enter", "chooser")]
    manager.clear()
    assert manager.top is None and manager.pop() is None


def test_overlays_draw_over_the_topmost_opaque_scene_only():
    log = []
    manager = SceneManager()
    manager.push(Recorder("chooser", log))
    manager.push(Recorder("table", log))
    manager.push(Recorder("win", log, opaque=False))
    manager.push(Recorder("toast", log, opaque=False))
    log.clear()
    manager.draw(surface=None)
    assert names(log, "draw") == ["table", "win", "toast"]


def test_events_go_to_the_top_scene_only_and_update_to_all():
    log = []
    manager = SceneManager()
    bottom = manager.push(Recorder("table", log))
    top = manager.push(Recorder("help", log, opaque=False))
    assert manager.handle_event("click") is True
    assert top.events == ["click"] and bottom.events == []
    log.clear()
    manager.update(1 / 60)
    assert names(log, "update") == ["table", "help"]
    assert SceneManager().handle_event("click") is False


def test_needs_redraw_clears_after_draw_and_pop_redraws_below():
    log = []
    manager = SceneManager()
    table = manager.push(Recorder("table", log))
    assert manager.needs_redraw()
    manager.draw(None)
    assert not manager.needs_redraw()
    overlay = manager.push(Recorder("help", log, opaque=False))
    assert manager.needs_redraw()
    manager.draw(None)
    assert not table.dirty and not overlay.dirty
    manager.pop()
    assert manager.needs_redraw() and table.dirty


def test_hidden_scenes_do_not_force_redraws():
    log = []
    manager = SceneManager()
    below = manager.push(Recorder("chooser", log))
    manager.push(Recorder("table", log))
    manager.draw(None)
    below.dirty = True              # hidden under an opaque scene
    assert not manager.needs_redraw()


def test_busy_while_any_scene_animates_and_animation_marks_dirty():
    log = []
    manager = SceneManager()
    table = manager.push(Recorder("table", log))
    manager.push(Recorder("help", log, opaque=False))
    manager.draw(None)
    assert not manager.is_busy()
    table.timeline.add(Tween(0.1, None))
    assert manager.is_busy()
    manager.update(0.05)
    assert table.dirty and manager.needs_redraw()
    manager.update(0.1)
    assert not manager.is_busy()


def test_resize_reaches_every_scene():
    log = []
    manager = SceneManager((100, 100))
    a = manager.push(Recorder("a", log))
    b = manager.push(Recorder("b", log, opaque=False))
    manager.draw(None)
    manager.resize((1920, 1080))
    assert a.size == b.size == (1920, 1080) and a.dirty and b.dirty
    assert manager.size == (1920, 1080)


def test_a_scene_popping_itself_during_update_is_safe():
    log = []
    manager = SceneManager()
    manager.push(Recorder("table", log))

    class Closing(Recorder):
        def update(self, dt):
            manager.pop()

    manager.push(Closing("toast", log, opaque=False))
    manager.update(1 / 60)
    assert [s.name for s in manager.scenes] == ["table"]


def test_the_scene_a_pop_uncovers_is_told_it_is_on_top_again():
    log = []
    manager = SceneManager()
    manager.push(Recorder("table", log))
    manager.push(Recorder("settings", log))
    manager.pop()
    assert names(log, "resume") == ["table"]
    manager.pop()                       # nothing uncovered: nobody to tell
    assert names(log, "resume") == ["table"]
