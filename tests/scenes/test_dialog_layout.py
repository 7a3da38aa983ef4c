"""Dialogs keep their parts apart: the title, the text (or a text field), the row of
buttons and the panel's edge, at small and large windows."""

import pytest

from tests.scenes.table_helpers import open_table
from tests.scenes.test_button_hover import abandon_dialog


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (1920, 1080)])
def test_a_dialogs_text_stands_clear_of_its_buttons(make_app, size):
    """(The last line of text ended a fifth of a unit above the buttons: 5 px.)"""
    from game.scenes.notice import NoticeDialog
    from game.scenes.overlays import GameNumberOverlay, StuckOverlay, WinOverlay
    app = make_app(size=size)
    table = open_table(app, "wall", 2)
    for dialog in (WinOverlay(app.services, table), StuckOverlay(app.services, table),
                   NoticeDialog(app.services, ["Your saved Wall game could not be resumed."] * 2),
                   abandon_dialog(app)[0], GameNumberOverlay(app.services, table)):
        if app.manager.top is not dialog:
            app.manager.push(dialog)
        app.manager.draw(app.screen)
        unit = dialog.unit(app.screen)
        top = min(button.rect.top for button in dialog.buttons)
        text_end = dialog.content_top + (int(unit * 2.5) if hasattr(dialog, "field") else 0)
        assert top - text_end >= unit // 2, type(dialog).__name__
        assert dialog.panel.contains(dialog.buttons[0].rect)
        assert dialog.panel.bottom - max(b.rect.bottom for b in dialog.buttons) >= unit // 2
        app.manager.pop()
