"""The HUD's colours, shared by the text, panels and widgets (and the scenes' overlays).

RGB, or RGBA where the colour is drawn translucent over the table.
"""

TEXT = (242, 242, 236)
TEXT_DIM = (190, 196, 190)
TEXT_DISABLED = (150, 156, 150)
ACCENT = (255, 214, 80)
ERROR_INK = (255, 150, 140)           # what went wrong: a refused entry, a damaged file
PANEL_COLOR = (16, 22, 28, 255)      # opaque: nothing of the table under a dialog, page,
                                     # tooltip or toast reads through its text
PANEL_BORDER = (255, 255, 255, 46)
STRIP_COLOR = (0, 0, 0, 96)
