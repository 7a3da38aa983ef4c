"""NoticeDialog: what the player must know about their data ("Your saved Wall game could
not be resumed ...; set aside as wall.json.corrupt-1"), over whatever scene is showing,
until they press OK (Enter, Esc or a click on the button). The messages come worded
(game/store/notices.py); the dialog's own title and button follow the language."""

from game.i18n import N_, _
from game.scenes.dialog import Dialog

TITLE = N_("About your saved data")


class NoticeDialog(Dialog):
    def __init__(self, app, messages):
        self.messages = []              # as given, for the next screen if this one goes
        super().__init__(app, "", [], [("", "close")])      # see words()
        self.add(messages)

    def words(self):
        return _(TITLE), self.lines, [_("OK")]

    def add(self, messages) -> None:
        """More messages (while this one is showing, too): one dialog lists them all,
        a blank line between two."""
        for message in messages:
            self.messages.append(message)
            self.lines.extend(["", message] if self.lines else [message])
        self.dirty = True
