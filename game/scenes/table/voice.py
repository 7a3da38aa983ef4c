"""Voice: what the table says to the player, in a toast with a sound when it refuses, and
aloud when speech is on.

Every part that speaks (the hooks, the advisor, the commands) is given this object, not
the table: `say` shows a message (and says it, or the words given for the ear),
`refuse` says why something was not done with the refusal sound, `hush` puts away the
message showing (a press or a key does), `speak` says words that are for the ear only.
Cards written as printed ("7♥") are said in words (game/scenes/common/spoken_cards.py).
"""

from game.scenes.common.spoken_cards import speakable
from sprites.toast import Toast


class Voice:
    def __init__(self, app, ui):
        self.app = app
        self.ui = ui                    # touched: the table draws the message
        self.toast = Toast()

    def say(self, text: str, spoken=None) -> None:
        """Show `text`; speech says it too, or `spoken` when the ear needs other words."""
        if text:
            self.toast.show(text, self.app.clock.now)
            self.ui.touch()
        self.speak(text if spoken is None else spoken)

    def speak(self, text: str, kind: str = "result", level: str = "brief") -> None:
        """Say `text` aloud (nothing with speech off): `kind` and `level` as the
        announcer takes them (game/speech/announcer.py)."""
        if text:
            self.app.speech.say(speakable(text), kind, level)

    def refuse(self, reason: str) -> None:
        """A refused move: say why, with the refusal sound."""
        self.app.play_sound("refused")
        self.say(reason)

    def refuse_if(self, reason) -> None:
        """Say `reason`, with the refusal sound, when there is one."""
        if reason:
            self.refuse(reason)

    def showing(self, now=None) -> bool:
        return self.toast.active(self.app.clock.now if now is None else now)

    def hush(self) -> None:
        """The message showing goes (it may lie over cards)."""
        if self.showing():
            self.toast.hide()
            self.ui.touch()
