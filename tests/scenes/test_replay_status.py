"""A replay's status shows the move whole (issue 20, §2): at 640x480 and in portrait the
step's words were cut with an ellipsis; now they have lines of their own above the
status texts, as many as the record's longest move takes at the window's width."""

import random

import pygame
import pytest

from game.rules import GAMES, new_game, rules_for
from game.rules.session import Session
from game.scenes.replay import open_replay
from game.store.records import record_of
from sprites.fonts import font
from sprites.status_bar import StatusBar

SIZES = [(640, 480), (720, 1280), (480, 640), (1280, 720)]


def longest_move(game, seeds=12, moves=120):
    """(seed, path, move) of the move with the longest words met in random play."""
    rules, best = rules_for(game), (0, None)
    for seed in range(seeds):
        state, rng, path = new_game(game, seed), random.Random(seed), []
        for _ in range(moves):
            legal = rules.legal_moves(state)
            if not legal:
                break
            for move in legal:
                words = len(rules.describe_move(state, move))
                if words > best[0]:
                    best = (words, (seed, list(path), move))
            path.append(rng.choice(legal))
            state = rules.play(state, path[-1])
    return best[1]


def record_ending_with_the_longest_move(game):
    """A record whose last step is the longest move found, with one more move after it
    in the same step (an autoplay's ", and 1 more move")."""
    seed, path, move = longest_move(game)
    session = Session(game, seed)
    for earlier in path:
        session.act([earlier])
    after = session.rules.play(session.state, move)
    more = session.rules.legal_moves(after)
    session.act([move] + more[:1])
    return record_of(session, 60.0)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game", GAMES)
def test_the_longest_move_of_each_game_reads_whole(make_app, game, size):
    app = make_app(size)
    app.show_chooser()
    replay = open_replay(app.services, record_ending_with_the_longest_move(game))
    replay.go_to(replay.last_step)
    replay.table.motion.finish()
    app.draw()
    words = replay.step_words(replay.last_step)
    lines = replay.table.frame_builder.status_texts()[3]
    assert " ".join(line for line in lines if line) == words
    line_h = replay.table.bars.line_h
    room = size[0] - 2 * StatusBar.padding(line_h)
    face = font(StatusBar.text_size(line_h))
    assert all(face.size(line)[0] <= room for line in lines), (lines, room)
    assert replay.table.bars.status_h == line_h * (1 + len(lines))
    strip = replay.table.bars.status_rect
    assert strip.bottom == size[1] and strip.h == replay.table.bars.status_h
    geometry = replay.table.board.geometry
    assert geometry.area.y + geometry.area.h <= strip.top, "the table lies under the move"


def test_the_move_lines_are_drawn_above_the_status_texts(make_app):
    app = make_app((640, 480))
    app.show_chooser()
    replay = open_replay(app.services, record_ending_with_the_longest_move("wall"))
    app.draw()
    strip = replay.table.bars.status_rect
    top = pygame.Rect(strip.x, strip.y, strip.w, strip.h - replay.table.bars.line_h)
    blank = pygame.image.tobytes(app.screen.subsurface(top), "RGB")    # "as dealt"
    replay.go_to(replay.last_step)
    replay.table.motion.finish()
    app.draw()
    assert pygame.image.tobytes(app.screen.subsurface(top), "RGB") != blank
