"""The engine: game clock, tweens and timelines, the scene stack, input helpers and the
fixed-timestep loop. Nothing here knows about cards; importing it starts nothing (pygame's
display is started by display_start, when the App asks)."""

from .clock import GameClock
from .manager import SceneManager
from .scene import Scene
from .tween import MoveTween, Timeline, Tween

__all__ = ["GameClock", "SceneManager", "Scene", "Tween", "Timeline", "MoveTween"]
