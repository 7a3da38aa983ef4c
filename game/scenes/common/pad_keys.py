"""The Keys page's Controller section: what each button of a game pad does at the table,
drawn with the glyphs of the pad used last (sprites/pad_glyphs.py draws them)."""

PAD_HELP = (
    (("dpad", "lstick"), "Move the focus between piles and cards (held: it repeats)"),
    (("a",), "Pick up or put down, deal on the stock: what Space or Enter does"),
    (("b",), "Drop what is held, else back to the menu (asks first mid-game)"),
    (("x",), "Hint"),
    (("y",), "Deal"),
    (("lb", "rb"), "Undo, redo"),
    (("rstick", "lt", "rt"), "To the next or previous place what is held can go (with "
                             "nothing held: the next pile a move starts from or goes to)"),
    (("start",), "Menu: new game, restart, a game by number (the d-pad turns its "
                 "digits), your games, settings, rules"),
    (("back",), "This page"),
)
FAMILY_NAMES = {"xbox": "Xbox", "playstation": "PlayStation", "nintendo": "Nintendo"}


def pad_family(scene) -> str:
    """The button family of the pad last used ("xbox" before any)."""
    return scene.app.pad_family()


def pad_rows(scene):
    """The Keys page's rows for a game pad, with the glyphs of the pad last used."""
    family = pad_family(scene)
    rows = [("gap",), ("head", "CONTROLLER"),
            ("para", f"Buttons as on {FAMILY_NAMES[family]} pads (the pad used last). "
                     "On every other screen the d-pad moves, A presses, B goes back.")]
    rows += [("pad", (family, glyphs), what) for glyphs, what in PAD_HELP]
    return rows
