"""Voice: what the table says to the player, in a toast, with a sound when it refuses.

Every part that speaks (the hooks, the advisor, the commands) is given this object, not
the table: `say` shows a message, `refuse` says why something was not done with the
refusal sound, `hush` puts away the message showing (a press or a key does).
"""

from sprites.toast import Toast


class Voice:
    def __init__(self, app, ui):
        self.app = app
        self.ui = ui                    # touched: the table draws the message
        self.toast = Toast()

    def say(self, text: str) -> None:
        if text:
            self.toast.show(text, self.app.clock.now)
            self.ui.touch()

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
