"""The replay viewer: every step lands on exactly the record's position, forward and
back, through a restart; Play runs to the end on its own; a replay counts in no
statistics and leaves the game in progress alone; a record that does not replay is a
message on screen."""

import random

import pygame
import pytest

from game.rules import rules_for
from game.rules.cards import FACE_DOWN
from game.rules.session import Session
from game.scenes.overlays import Dialog
from game.scenes.replay import open_replay
from game.store.records import GameRecord, record_of, states_of

STEP = 1 / 60


def played_record(game, seed, moves=24, restart_at=10):
    session, rules, rng = Session(game, seed), rules_for(game), random.Random(seed)
    for number in range(moves):
        legal = rules.legal_moves(session.state)
        if not legal:
            break
        session.act([rng.choice(legal)])
        if number == restart_at:
            session.restart()
    return record_of(session, 75.0)


def settle(app, seconds=2.0, until_still=None):
    """Run the game `seconds` long, or until `until_still` moves no more (10 s at most)."""
    frames = round((10.0 if until_still is not None else seconds) / STEP)
    for _ in range(frames):
        app.update(STEP)
        if until_still is not None and not until_still.timeline.busy:
            break
    app.draw()


def sprite_cards(table):
    """What the sprites show, pile by pile, as the rules write cards (face down: | 64)."""
    return {name: [s.card | (0 if s.face_up else FACE_DOWN) for s in table.board.cards.pile(name)]
            for name in table.board.rules.pile_names}


def press(app, key):
    app.handle_event(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0))


@pytest.mark.parametrize("game", ["forty-thieves", "wall", "doublets"])
def test_each_step_lands_on_the_records_position(make_app, game):
    app = make_app()
    app.show_chooser()
    record = played_record(game, 3)
    states = states_of(record)
    replay = open_replay(app.services, record)
    assert replay.table.board.state == states[0] and replay.last_step == len(states) - 1
    # The record's own time, as the game's total: it keeps no time per step.
    assert replay.table.frame_builder.status_texts()[2].endswith("Total time 1:15")
    assert any(action == ("restart",) for action in record.actions[:replay.last_step])
    for step in range(1, len(states)):
        press(app, pygame.K_RIGHT)
        settle(app, until_still=replay.table)
        assert replay.step == step and replay.table.board.state == states[step]
        piles = sprite_cards(replay.table)
        assert all(piles[name] == list(replay.table.board.state.piles[i])
                   for i, name in enumerate(replay.table.board.rules.pile_names))
        assert all(s.tween is None for s in replay.table.board.cards.sprites)     # landed
        said = " ".join(replay.table.frame_builder.status_texts()[3]).strip()
        assert said == replay.step_words(step), said
        assert ">" not in said and said[0].isupper(), said
    for step in range(len(states) - 2, -1, -1):
        press(app, pygame.K_LEFT)
        settle(app, 0.5)
        assert replay.table.board.state == states[step]
    press(app, pygame.K_END)
    assert replay.table.board.state == states[-1]
    press(app, pygame.K_HOME)
    assert replay.table.board.state == states[0]


def test_play_runs_to_the_end_and_speed_changes_its_pace(make_app):
    app = make_app()
    app.show_chooser()
    record = played_record("maze", 8, moves=12, restart_at=99)
    replay = open_replay(app.services, record)
    press(app, pygame.K_PLUS)
    assert replay.replay_speed == 2.0
    app.draw()              # its speed said one way, on its button and in its status
    assert replay.toolbar.button("pace").label == "Speed: 2x"
    assert "speed: 2x" in replay.replay_status()
    assert "0.5x, 1x, 2x, 4x" in replay.toolbar.button("pace").tooltip
    press(app, pygame.K_SPACE)
    assert replay.playing and app.is_busy()
    seen = set()
    for _ in range(60 * 30):
        app.update(STEP)
        seen.add(replay.step)
        if not replay.playing:
            break
    assert not replay.playing and replay.step == replay.last_step
    assert seen == set(range(1, replay.last_step + 1))
    assert replay.table.board.state == states_of(record)[-1]
    press(app, pygame.K_ESCAPE)
    assert replay not in app.manager.scenes


def test_a_replay_counts_nowhere_and_keeps_the_game_in_progress(make_app):
    app = make_app()
    table = app.start_game("doublets", 11)
    table.motion.finish()
    rules = table.board.rules
    for _ in range(3):
        table.play.act([rules.legal_moves(table.board.state)[0]])
    kept = app.keeping.keeper.record_path("doublets")
    before = kept.read_text()
    stats = app.keeping.statistics
    rows = stats.unfinished("doublets") + stats.recent("doublets", 100)
    replay = open_replay(app.services, played_record("doublets", 11, moves=30, restart_at=99))
    press(app, pygame.K_END)
    assert replay.step == replay.last_step
    press(app, pygame.K_SPACE)              # at the end, Play starts again from the deal
    assert replay.step == 0 and replay.playing
    for _ in range(60 * 60):
        app.update(STEP)
        if not replay.playing:
            break
    assert replay.step == replay.last_step
    assert kept.read_text() == before
    assert stats.unfinished("doublets") + stats.recent("doublets", 100) == rows
    assert replay.table.session.listener is None
    press(app, pygame.K_ESCAPE)
    assert app.manager.top is table and table.session.moves_made == 3


def test_a_record_that_does_not_replay_is_a_message(make_app, caplog):
    app = make_app()
    app.show_chooser()
    bad = GameRecord("wall", 7, (("deal",), ("waste9>nowhere",)), 2, 10.0,
                     "2026-11-26T08:00:00Z")
    assert open_replay(app.services, bad) is None
    top = app.manager.top
    assert isinstance(top, Dialog) and "does not replay" in top.title
    assert top.lines == ["This saved game is damaged and could not be read."]
    assert "step 2" in caplog.text              # the detail goes to the log
    app.draw()
    press(app, pygame.K_RETURN)
    assert app.manager.top is not top


def test_a_resize_keeps_the_replay_controls_and_the_step(make_app):
    app = make_app()
    app.show_chooser()
    replay = open_replay(app.services, played_record("whitehead", 5, moves=8, restart_at=99))
    press(app, pygame.K_RIGHT)
    press(app, pygame.K_RIGHT)
    app.manager.resize((1080, 1920))
    app.draw()
    assert replay.toolbar.button("play") is not None and replay.step == 2
    assert [b.action for b in replay.toolbar.buttons] == \
        ["close", "start", "back", "play", "step", "end", "pace"]
    assert all(0 <= b.rect.left and b.rect.right <= 1080 for b in replay.toolbar.buttons)
    assert replay.table.board.state == states_of(replay.record)[2]


def test_a_message_for_the_player_shows_on_the_replays_table(make_app):
    """What the app says over whatever is on top (a pad plugged in) shows on the replay's
    own table, not on a table hidden under it."""
    app = make_app()
    below = app.start_game("whitehead", 5)
    replay = open_replay(app.services, played_record("whitehead", 5, moves=4, restart_at=99))
    app.start_pads()
    app.pad_input.say("Controller connected")
    assert replay.table.voice.toast.text == "Controller connected"
    assert replay.table.voice.showing() and not below.voice.showing()
