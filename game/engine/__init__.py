"""The engine: game clock, tweens and timelines, the scene stack, input helpers and the
fixed-timestep loop. Nothing here knows about cards, and nothing imports pygame at import
time (only `input.InputWaiter` uses it, lazily, when called)."""

from .clock import GameClock
from .manager import SceneManager
from .scene import Scene
from .tween import MoveTween, Timeline, Tween

__all__ = ["GameClock", "SceneManager", "Scene", "Tween", "Timeline", "MoveTween"]
