"""The table said aloud through the real App: focus moves, picking up and putting down,
moves, undo and redo, refusals, hints, the verdict and the info keys."""

import pygame

from game.rules import rules_for
from game.rules.notation import format_move
from game.scenes.common import commands
from game.solver import WON, Result
from tests.conftest import heard, spoken
from tests.scenes.table_helpers import open_table


def key(app, code, mod=0):
    app.handle_event(pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod, unicode="",
                                        scancode=0))
    app.update(1 / 60)


def speaking_table(make_app, game="whitehead", seed=7, **settings):
    app = make_app(speech=True)
    app.settings.animation = "off"
    for name, value in settings.items():
        setattr(app.settings, name, value)
    table = open_table(app, game, seed)
    app.update(1 / 60)                  # the table came up: said
    spoken(app)
    app.services.speech.backend.clear()
    return app, table


def said_since(app, mark):
    return heard(app)[mark:]


def test_every_focus_move_is_said_even_at_the_edge(make_app):
    app, table = speaking_table(make_app)
    for code in (pygame.K_RIGHT, pygame.K_LEFT, pygame.K_LEFT, pygame.K_DOWN, pygame.K_UP,
                 pygame.K_TAB):
        before = len(heard(app))
        key(app, code)
        said = spoken(app)[before:]
        assert [kind for _text, kind in said] == ["focus"], (code, said)
        focus = table.ui.focus
        assert said[0][0].startswith(table.speaker.words.name(table.board.state, focus.pile)
                                     + ": ")


def test_picking_up_and_moving_are_said(make_app):
    app, table = speaking_table(make_app)
    rules, state = table.board.rules, table.board.state
    move = next(m for m in rules.legal_moves(state) if m != "deal")
    _kind, src, count, dst = rules.parse(move)
    table.hooks.pick(src, count)
    assert heard(app)[-1].startswith("Picked up ") and "it can go to" in heard(app)[-1]
    table.hooks.put_down(dst)
    said = heard(app)[-1]
    assert " to " in said and table.speaker.words.name(table.board.state, dst) in said


def test_undo_and_redo_say_what_they_took_back(make_app):
    app, table = speaking_table(make_app)
    table.play.act(["deal"])
    dealt = heard(app)[-1]
    assert dealt.startswith("Dealt ") and "waste" in dealt
    table.play.undo()
    assert heard(app)[-1] == "Undone: " + dealt
    table.play.redo()
    assert heard(app)[-1] == "Redone: " + dealt


def test_a_refusal_is_said_with_its_reason(make_app):
    app, table = speaking_table(make_app, "forty-thieves", 2)
    rules, state = table.board.rules, table.board.state
    bad = next(format_move(s, 1, d) for s in rules.pile_names if s.startswith("tableau")
               for d in rules.pile_names if d.startswith("tableau") and s != d
               and format_move(s, 1, d) not in rules.legal_moves(state))
    assert not table.play.act([bad])
    said = heard(app)[-1]
    assert said == table.voice.toast.text.replace("♣", "") or " of " in said
    assert not any(symbol in said for symbol in "♣♦♥♠")


def test_a_hint_from_the_line_says_so_and_names_its_piles(make_app):
    app, table = speaking_table(make_app, "forty-thieves", 2)
    rules, state = table.board.rules, table.board.state
    move = next(m for m in rules.legal_moves(state) if m != "deal")
    table.advisor.remember(state, Result(WON, [move], 1, 0.0))
    table.advisor.hint()
    said = heard(app)[-1]
    _kind, src, _count, dst = rules.parse(move)
    words = table.speaker.words
    assert said.startswith("Hint, from a winning line: ")
    assert said.endswith(f", from {words.name(state, src)} to {words.name(state, dst)}")


def test_a_new_verdict_is_said_once(make_app):
    app, table = speaking_table(make_app, "forty-thieves", 2, show_winnable="always")
    state = table.board.state
    table.advisor.remember(state, Result(WON, ["deal"], 1, 0.0))
    app.update(1 / 60)
    app.update(1 / 60)
    assert heard(app).count("Winnable") == 1


def test_the_info_keys_are_said_and_listed(make_app):
    app, table = speaking_table(make_app, "doublets", 1)
    for code, start in ((pygame.K_r, "stock: "), (pygame.K_s, "Stock left: "),
                        (pygame.K_u, "1 card on the foundations"), (pygame.K_i, "Doublets")):
        before = len(heard(app))
        key(app, code)
        said = spoken(app)[before:]
        assert said and said[-1][1] == "info" and said[-1][0].startswith(start), said
    rows = commands.keys_rows(table)
    listed = {row[1] for row in rows if row[0] == "key"}
    assert {"R", "F", "L", "U", "S", "I"} <= listed


def test_the_focused_pile_and_its_moves(make_app):
    app, table = speaking_table(make_app, "doublets", 1)
    key(app, pygame.K_TAB)
    pile = table.ui.focus.pile
    key(app, pygame.K_f)
    name = table.speaker.words.name(table.board.state, pile)
    assert heard(app)[-1].startswith(name + ": ")
    key(app, pygame.K_l)
    assert heard(app)[-1]


def test_speech_off_says_nothing_and_the_info_keys_do_nothing(make_app):
    app = make_app()
    table = open_table(app, "doublets", 1)
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_r)
    assert heard(app) == [] and rules_for("doublets")
    assert table.ui.focus.visible
