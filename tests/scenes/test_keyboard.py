"""A whole game of Doublets played from the keyboard alone: arrows, Enter and Space.

The winning line (tests/scenes/data, made once with `python -m game.solver doublets 1`)
is data; it is checked against the rules, then played key by key like a person would:
arrows until the focus is on the pile, Enter to pick up or deal, Enter to put down.
"""

import json
from pathlib import Path

import pygame

from game.rules import is_won, new_game, play
from game.scenes.overlays import WinOverlay
from tests.scenes.table_helpers import key, open_table

LINE = json.loads((Path(__file__).with_name("data") / "doublets-1-line.json").read_text())


def press_key(app, k):
    app.handle_event(pygame.event.Event(pygame.KEYDOWN, key(k)[1]))


def focus_on(app, table, pile):
    """Arrow keys toward `pile` until the focus is on it; like a person, take the other
    axis after an arrow led back to a pile already passed."""
    keyboard = table.input.keyboard
    seen = set()
    other_axis = False
    for _ in range(30):
        keyboard.ensure()
        focus = keyboard.focus
        if focus.pile == pile and focus.visible:
            return
        seen.add(focus.pile)
        fx, fy = keyboard.centre(focus.pile, focus.index)
        tx, ty = keyboard.centre(pile)
        dx, dy = tx - fx, ty - fy
        horizontal = (abs(dx) >= abs(dy)) != other_axis
        if horizontal and abs(dx) > 1 or not abs(dy) > 1:
            press_key(app, pygame.K_RIGHT if dx > 0 else pygame.K_LEFT)
        else:
            press_key(app, pygame.K_DOWN if dy > 0 else pygame.K_UP)
        other_axis = keyboard.focus.pile in seen and keyboard.focus.pile != pile
    raise AssertionError(f"the arrows never reached {pile}")


def test_the_line_wins_by_the_rules():
    state = new_game("doublets", LINE["seed"])
    for move in LINE["moves"]:
        state = play(state, move)
    assert is_won(state)


def test_play_a_whole_doublets_game_from_the_keyboard(app):
    table = open_table(app, "doublets", LINE["seed"])
    expected = table.board.state
    for move in LINE["moves"]:
        if move == "deal":
            focus_on(app, table, "stock")
            press_key(app, pygame.K_RETURN)
        else:
            src, dst = move.split(">")
            focus_on(app, table, src)
            press_key(app, pygame.K_SPACE)
            assert table.ui.selection == (src, 1)
            focus_on(app, table, dst)
            press_key(app, pygame.K_RETURN)
        expected = play(expected, move)
        assert table.board.state == expected, move
        for _ in range(3):
            app.update(1 / 60)
    assert table.session.won
    table.motion.finish()                 # the celebration, skipped by a key press
    app.update(1 / 60)
    assert isinstance(app.manager.top, WinOverlay)


def test_escape_drops_what_the_keyboard_holds(app):
    table = open_table(app, "doublets", LINE["seed"])
    first = next(m for m in LINE["moves"] if m != "deal")
    src = first.split(">")[0]
    focus_on(app, table, "stock")
    state = table.board.state
    focus_on(app, table, src)
    press_key(app, pygame.K_SPACE)
    assert table.ui.selection is not None
    press_key(app, pygame.K_ESCAPE)
    assert table.ui.selection is None and table.board.state == state


HINT_YELLOW = (255, 214, 64)


def frame_colours(table, surface):
    """The colours on the ring just outside the focused card (where the frame is drawn)."""
    focus = table.ui.focus
    geometry = table.board.geometry
    x, y = geometry.card_positions(focus.pile, max(1, table.board.pile_size(focus.pile)))[-1]
    ring = pygame.Rect(round(x) - 2, round(y) - 2, geometry.card_w + 4, geometry.card_h + 4)
    points = [(px, ring.top) for px in range(ring.left, ring.right)] + \
        [(ring.left, py) for py in range(ring.top, ring.bottom)]
    return {tuple(surface.get_at(p))[:3] for p in points}


def drawn(app, table):
    surface = pygame.Surface(app.size)
    table.draw(surface)
    return surface


def test_the_focus_shows_only_after_a_key_and_hides_on_mouse_use(app):
    from game.render.pieces import FOCUS_INK
    table = open_table(app, "doublets", LINE["seed"])
    table.input.keyboard.ensure()
    assert not table.ui.focus.visible and \
        not set(FOCUS_INK) & frame_colours(table, drawn(app, table))
    press_key(app, pygame.K_RIGHT)
    assert table.ui.focus.visible and set(FOCUS_INK) <= frame_colours(table, drawn(app, table))
    app.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(3, app.size[1] // 2),
                                        button=1))
    assert not table.ui.focus.visible and \
        not set(FOCUS_INK) & frame_colours(table, drawn(app, table))


def test_the_focus_frame_has_its_own_look_not_the_hint_yellow(app):
    from game.render.pieces import FOCUS_INK
    table = open_table(app, "doublets", LINE["seed"])
    press_key(app, pygame.K_RIGHT)
    colours = frame_colours(table, drawn(app, table))
    assert HINT_YELLOW not in colours
    assert set(FOCUS_INK) <= colours


def test_no_focus_frame_under_an_overlay(app):
    table = open_table(app, "doublets", LINE["seed"])
    press_key(app, pygame.K_RIGHT)
    table.ui.set_focus(visible=False)
    bare = frame_colours(table, drawn(app, table))
    table.ui.set_focus(visible=True)
    press_key(app, pygame.K_F1)
    assert app.manager.top is not table and table.ui.focus.visible
    assert frame_colours(table, drawn(app, table)) == bare


def test_wall_focus_visits_only_cards_a_player_can_act_on(app):
    table = open_table(app, "wall", 7)
    rules = table.board.rules
    seen = set()
    for arrow in [pygame.K_UP] * 8 + [pygame.K_LEFT] * 4 + [pygame.K_DOWN] * 3 + \
            [pygame.K_RIGHT] * 6 + [pygame.K_UP] * 3 + [pygame.K_RIGHT] * 3 + \
            [pygame.K_DOWN] * 8 + [pygame.K_LEFT] * 8:
        press_key(app, arrow)
        focus = table.ui.focus
        seen.add(focus.pile)
        actionable = set(rules.exposed_targets(table.board.state)) | \
            {"stock", "waste1", "waste2", "waste3"}
        assert focus.pile in actionable, f"the focus landed on covered {focus.pile}"
    assert len(seen) > 5


def test_every_shortcut_reaches_its_command(app, monkeypatch):
    table = open_table(app, "doublets", LINE["seed"])
    ran = []
    monkeypatch.setattr(table.play, "command", lambda command: ran.append(command.id))
    ctrl, shift = pygame.KMOD_CTRL, pygame.KMOD_SHIFT
    for k, mod in [(pygame.K_z, ctrl), (pygame.K_z, ctrl | shift), (pygame.K_y, ctrl),
                   (pygame.K_n, ctrl), (pygame.K_r, ctrl), (pygame.K_h, 0), (pygame.K_g, 0),
                   (pygame.K_F1, 0), (pygame.K_k, 0), (pygame.K_QUESTION, 0),
                   (pygame.K_SLASH, shift), (pygame.K_w, 0), (pygame.K_m, 0),
                   (pygame.K_a, 0), (pygame.K_ESCAPE, 0)]:
        app.handle_event(pygame.event.Event(pygame.KEYDOWN, key(k, mod)[1]))
    assert ran == ["undo", "redo", "redo", "new", "restart", "hint", "number", "help", "keys",
                   "keys", "keys", "winnable", "mute", "speed", "menu"]
