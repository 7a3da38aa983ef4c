"""The HUD kit in one import, for the scenes: colours, text, panels and widgets.

Each piece lives in its own module (sprites.palette, text, panels, toolbar, status_bar,
toast, text_input); this module only re-exports what the scenes import from here.
Sizes derive from a "unit", roughly the height of a line of HUD text
(`unit = max(12, window_height // 45)`); time-dependent widgets read the game clock.
"""

from sprites.palette import ACCENT, TEXT, TEXT_DIM
from sprites.panels import draw_panel
from sprites.status_bar import StatusBar
from sprites.text import draw_text, wrap_text
from sprites.text_input import TextInput
from sprites.toast import Toast
from sprites.toolbar import Button, Toolbar

__all__ = ["ACCENT", "TEXT", "TEXT_DIM", "Button", "StatusBar", "TextInput", "Toast",
           "Toolbar", "draw_panel", "draw_text", "wrap_text"]
