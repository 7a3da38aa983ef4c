"""Helpers for table-scene tests: posting real pygame events and checking sprites."""

import pygame

from game.rules.cards import FACE_DOWN
from game.scenes.games import table_for


def open_table(app, game, seed, state=None):
    table = table_for(app.services, game, seed, state)
    app.manager.replace_all(table)
    table.motion.finish()          # the opening deal has landed, as a player would wait
    return table


def taken(table):
    """Where the visible piles lie, each with every card it holds (or its empty slot)."""
    g, piles, index = table.board.geometry, table.board.state.piles, table.board.rules.index
    return [pygame.Rect(*(round(v) for v in g.pile_box(name, len(piles[index[name]]))))
            for name in g.visible_piles()]


def centre(table, pile, index=-1):
    """Pixel centre of a card sprite, or of the empty slot."""
    sprites = table.board.cards.pile(pile)
    g = table.board.geometry
    if sprites:
        s = sprites[index]
        return int(s.x + g.card_w / 2), int(s.y + g.card_h / 3)
    box = g.slot(pile)
    return int(box.x + g.card_w / 2), int(box.y + g.card_h / 2)


def drop_point(table, pile):
    """Where to drop cards onto `pile`: over its top card or its slot."""
    return centre(table, pile)


def post(app, events, run_frames=None, frames=2):
    """Post real pygame events and let the app's loop handle them."""
    pygame.event.clear()
    for kind, attrs in events:
        pygame.event.post(pygame.event.Event(kind, attrs))
    if run_frames is not None:
        run_frames(app, frames)
    else:
        for event in pygame.event.get():
            app.handle_event(event)


def press(pos):
    return (pygame.MOUSEBUTTONDOWN, {"pos": pos, "button": 1})


def release(pos):
    return (pygame.MOUSEBUTTONUP, {"pos": pos, "button": 1})


def motion(pos, start):
    return (pygame.MOUSEMOTION, {"pos": pos, "rel": (pos[0] - start[0], pos[1] - start[1]),
                                 "buttons": (1, 0, 0)})


def drag(start, end, steps=4):
    events = [press(start)]
    for i in range(1, steps + 1):
        point = (start[0] + (end[0] - start[0]) * i // steps,
                 start[1] + (end[1] - start[1]) * i // steps)
        events.append(motion(point, start))
    events.append(release(end))
    return events


def key(k, mod=0):
    return (pygame.KEYDOWN, {"key": k, "mod": mod, "unicode": "", "scancode": 0})


def assert_sprites_match_state(table, settle=True):
    """Every card of the state has exactly one sprite, in the right pile and slot, and
    (once animations finish) at the layout position."""
    if settle:
        table.motion.finish()
    state = table.board.state
    total = 0
    for index, name in enumerate(table.board.rules.pile_names):
        cards = state.piles[index]
        sprites = table.board.cards.pile(name)
        assert [s.card for s in sprites] == [c & ~FACE_DOWN for c in cards], name
        assert [s.face_up for s in sprites] == [not c & FACE_DOWN for c in cards], name
        total += len(cards)
        if settle:
            layout = table.board.geometry.layout.piles[name]
            positions = [table.motion.offscreen(s) for s in sprites] if layout.hidden \
                else table.board.geometry.card_positions(name, len(cards))
            for sprite, (x, y) in zip(sprites, positions):
                assert (round(sprite.x), round(sprite.y)) == (round(x), round(y)), name
                assert sprite.flip is None and sprite.tween is None, name
    assert len(table.board.cards.slots) == total
    assert len({id(s) for s in table.board.cards.sprites}) == total
