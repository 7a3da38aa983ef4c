"""The Keys page's Controller section: what each button of a game pad does at the table,
drawn with the glyphs of the pad used last (sprites/pad_glyphs.py draws them). Its words
are made when the page asks for them, in the player's language of that moment."""

from game.i18n import _, pgettext


def pad_help():
    """(the pad's controls, what they do) for each row of the section."""
    return [
        (("dpad", "lstick"), _("Move the focus between piles and cards (held: it repeats)")),
        (("a",), _("Pick up or put down, deal on the stock: what Space or Enter does")),
        (("b",), _("Drop what is held, else back to the menu (asks first mid-game)")),
        (("x",), _("Hint")),
        (("y",), _("Deal")),
        (("lb", "rb"), _("Undo, redo")),
        (("rstick", "lt", "rt"), _("To the next or previous place what is held can go "
                                   "(with nothing held: the next pile a move starts from "
                                   "or goes to)")),
        (("start",), _("Menu: new game, restart, a game by number (the d-pad turns its "
                       "digits), your games, settings, rules")),
        (("back",), _("This page")),
    ]


def family_name(family: str) -> str:
    """A pad family's name as the player reads it (a maker's name: most languages keep
    it as it is)."""
    return {"xbox": pgettext("pad family", "Xbox"),
            "playstation": pgettext("pad family", "PlayStation"),
            "nintendo": pgettext("pad family", "Nintendo")}[family]


def pad_family(scene) -> str:
    """The button family of the pad last used ("xbox" before any)."""
    return scene.app.pad_family()


def pad_rows(scene):
    """The Keys page's rows for a game pad, with the glyphs of the pad last used."""
    family = pad_family(scene)
    # Translators: {family} is a game pad's maker: Xbox, PlayStation or Nintendo
    about = _("Buttons as on {family} pads (the pad used last). On every other screen the "
              "d-pad moves, A presses, B goes back.").format(family=family_name(family))
    rows = [("gap",), ("head", _("CONTROLLER")), ("para", about)]
    rows += [("pad", (family, glyphs), what) for glyphs, what in pad_help()]
    return rows
