"""What the settings screen lists and what changing each setting does, apart from drawing.

`ROWS` names each setting the screen shows, in order, with the kind of control that shows
it; `SPEECH_ROWS` those of the speech settings, a screen of their own (its Speech
button). `value(app, row)` is what the control shows (Sound shows "on" for a bank that
is not muted; Full screen shows the window as it is, Speech the speech as it is);
`change(app, row, value)` applies a value at once (the sound bank's mute and volume, the
window's full screen, the speech announcer's switch, rate and verbosity; the rest is read
live by the table and the chooser) and keeps it in settings.json; `stepped` and
`toggled` are what the keyboard's arrows and Space do to a value. A row's label and note
are marked for translation here and translated where they are drawn; `shown` says a
value in the player's language.
"""

from typing import NamedTuple

from game.i18n import N_, formats, pgettext
from game.scenes.language_list import language_choices, language_name
from game.store.settings import (
    CARD_BACKS,
    CARD_STYLES,
    FELTS,
    SPEECH_RATES,
    SPEECH_VERBOSITIES,
    SPEEDS,
    WINNABLE_STATUS,
)

VOLUME_STEP = 0.1           # one arrow press on the volume slider


class Row(NamedTuple):
    name: str                  # the settings field it shows ("sound": not muted)
    label: str                 # marked for translation: _(row.label) where it shows
    kind: str                  # switch, slider, choice, backs (card backs), felts or
                               # language (a name that opens the list of languages)
    choices: tuple[str, ...] = ()
    note: str = ""             # a few words under the label (marked, as the label)


ROWS = (
    Row("sound", N_("Sound"), "switch", note=N_("the cards' sounds on or off (M)")),
    Row("volume", N_("Volume"), "slider"),
    Row("animation", N_("Animation"), "choice", SPEEDS, note=N_("how fast cards fly (A)")),
    Row("click_to_move", N_("Click-to-move"), "switch",
        note=N_("click a card, then where it goes")),
    Row("winnable_only", N_("Winnable deals only"), "switch",
        note=N_("new games the solver proved winnable (W)")),
    Row("show_winnable", N_("Winnable status"), "choice", WINNABLE_STATUS,
        note=N_("before a move, only when asked (H)")),
    Row("fullscreen", N_("Full screen"), "switch", note=N_("F11 or Alt+Enter")),
    Row("card_back", N_("Card back"), "backs", CARD_BACKS),
    Row("felt", N_("Felt"), "felts", FELTS),
    Row("four_colour", N_("Four-colour suits"), "switch",
        note=N_("♣ green, ♦ blue; Whitehead's ♦ still red, ♣ black")),
    Row("card_style", N_("Card faces"), "choice", CARD_STYLES,
        note=N_("large print: a huge index and one big suit")),
    Row("language", N_("Language"), "language", note=N_("the words of every screen")),
)
SPEECH_ROWS = (
    Row("speech", N_("Speech"), "switch", note=N_("say everything aloud (Ctrl+Alt+S)")),
    Row("speech_verbosity", N_("Verbosity"), "choice", SPEECH_VERBOSITIES,
        note=N_("how much is said of each thing")),
    Row("speech_rate", N_("Speech rate"), "choice", tuple(SPEECH_RATES),
        note=N_("a screen reader keeps its own rate")),
)
BY_NAME = {row.name: row for row in ROWS + SPEECH_ROWS}


def value(app, row: Row):
    """The value `row`'s control shows now."""
    if row.name == "sound":
        return not app.settings.muted
    if row.name == "fullscreen":
        return app.is_fullscreen()
    if row.name == "speech":
        return app.speech.enabled               # --speech too
    return getattr(app.settings, row.name)


def change(app, row: Row, new, save: bool = True) -> None:
    """Apply `new` to `row`'s setting now and (with `save`) keep it in settings.json."""
    settings = app.settings
    if row.name == "sound":
        settings.muted = not new
        app.sounds.set_muted(settings.muted)
    elif row.name == "volume":
        settings.volume = round(min(1.0, max(0.0, float(new))), 2)
        app.sounds.volume = settings.volume
    elif row.name == "fullscreen":
        if bool(new) != app.is_fullscreen():
            app.toggle_fullscreen()         # which keeps the choice in the settings
    elif row.name == "speech":
        settings.speech = bool(new)
        if settings.speech != app.speech.enabled:
            app.speech.turn(settings.speech)        # said: "Speech on", "Speech off"
    elif row.kind == "language":
        if new not in language_choices():
            raise ValueError(f"the game does not speak {new!r}")
        app.set_language(new)               # every screen at once; kept in settings
        save = False
    else:
        if row.kind == "switch":
            new = bool(new)
        elif new not in row.choices:
            raise ValueError(f"{row.name} cannot be {new!r}")
        setattr(settings, row.name, new)
        if row.name == "speech_rate":
            app.speech.rate = SPEECH_RATES[new]
        elif row.name == "speech_verbosity":
            app.speech.verbosity = new
    if save:
        app.save_settings()
    app.manager.invalidate()


def stepped(app, row: Row, direction: int):
    """The value one arrow press in `direction` (-1 left, +1 right) gives: a switch off or
    on, the volume a tenth down or up, the previous or next choice (round the end)."""
    current = value(app, row)
    if row.kind == "switch":
        return direction > 0
    if row.kind == "slider":
        return round(min(1.0, max(0.0, current + direction * VOLUME_STEP)), 2)
    choices = language_choices() if row.kind == "language" else row.choices
    index = choices.index(current) if current in choices else 0
    return choices[(index + direction) % len(choices)]


def toggled(app, row: Row):
    """What Space or Enter gives: a switch flipped, the next choice; the slider (and the
    language, whose list the screen opens instead) as it is."""
    current = value(app, row)
    if row.kind == "switch":
        return not current
    if row.kind in ("slider", "language"):
        return current
    return stepped(app, row, +1)


def shown(row: Row, current) -> str:
    """The words beside a control or on a segment, in the player's language: On/Off,
    "80%", the choice's name ("Large print")."""
    if row.kind == "switch":
        return pgettext("switch", "On") if current else pgettext("switch", "Off")
    if row.kind == "slider":
        return formats.percent(current)
    if row.kind == "language":
        return language_name(current if current in language_choices() else "")
    names = choice_names(row.name)
    return names[current] if current in names else str(current)


def choice_names(name: str) -> dict[str, str]:
    """The words of each choice of setting `name`, in the player's language now (a
    colour's name agrees with a card back or a felt, so each has its own)."""
    if name == "animation":
        return {"normal": pgettext("animation", "Normal"),
                "fast": pgettext("animation", "Fast"), "off": pgettext("animation", "Off")}
    if name == "show_winnable":
        return {"on request": pgettext("winnable status", "On request"),
                "always": pgettext("winnable status", "Always")}
    if name == "card_back":
        return {"blue": pgettext("card back", "Blue"), "red": pgettext("card back", "Red"),
                "green": pgettext("card back", "Green"),
                "purple": pgettext("card back", "Purple")}
    if name == "felt":
        return {"green": pgettext("felt", "Green"), "blue": pgettext("felt", "Blue"),
                "red": pgettext("felt", "Red"), "grey": pgettext("felt", "Grey")}
    if name == "card_style":
        return {"classic": pgettext("card faces", "Classic"),
                "large-print": pgettext("card faces", "Large print")}
    if name == "speech_verbosity":
        return {"brief": pgettext("verbosity", "Brief"),
                "normal": pgettext("verbosity", "Normal"),
                "full": pgettext("verbosity", "Full")}
    if name == "speech_rate":                   # "70 %": short in every language
        return {rate: formats.percent(factor) for rate, factor in SPEECH_RATES.items()}
    return {}
