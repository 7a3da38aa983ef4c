"""Choreography and motion: timing of flights from events, and finish-on-click."""

import pygame

from game.rules import legal_moves, play, rules_for
from game.rules.events import Event
from game.scenes.common.choreography import FLIGHT, Choreography
from game.scenes.games.wall import IMPACT, SLIDE, AttackChoreography
from sprites.table_cards import TableCard
from tests.scenes.table_helpers import (
    assert_sprites_match_state,
    centre,
    open_table,
    press,
    release,
)


def sprite(card, pile, index=0, from_pile=""):
    s = TableCard(card, pile, index)
    s.from_pile = from_pile
    return s


def test_chain_to_foundations_cascades_in_event_order_with_arcs():
    a, b = sprite(0, "foundation1", 0, "tableau1"), sprite(1, "foundation1", 1, "tableau2")
    events = [Event("moved", "tableau1", "foundation1", (0,)),
              Event("moved", "tableau2", "foundation1", (1,))]
    targets = {id(a): (10, 10), id(b): (10, 10)}
    plan = Choreography(targets, {"foundation1": "foundation"}, 100,
                        lambda s: (0, -200)).plan(events, [b, a])
    fa, fb = plan.flights[id(a)], plan.flights[id(b)]
    assert fa.delay < fb.delay
    assert fa.legs[0].arc > 0 and fa.legs[0].seconds == FLIGHT
    assert [name for _, name in plan.sounds] == ["place", "place"]


def test_wall_attack_slides_hits_then_flies_off_before_the_deal():
    attacker = sprite(5, "removed", 0, "waste1")
    target = sprite(7, "removed", 1, "wall40")
    dealt = sprite(9, "waste1", 0, "stock")
    events = [Event("attacked", "waste1", "wall40", (), True),
              Event("discarded", "wall40", "removed", (7,)),
              Event("discarded", "waste1", "removed", (5,)),
              Event("dealt", "stock", "waste1", (9,))]
    targets = {id(attacker): (0, -300), id(target): (0, -300), id(dealt): (50, 500),
               ("slot", "wall40"): (300, 300)}
    kinds = {"removed": "removed", "waste1": "waste", "stock": "stock", "wall40": "wall"}
    plan = AttackChoreography(targets, kinds, 100, lambda s: (0, -300),
                              offtable={"removed"}).plan(events, [attacker, target, dealt])
    slide, off = plan.flights[id(attacker)].legs
    assert (slide.x, slide.y, slide.seconds) == (300, 300, SLIDE)
    assert plan.flights[id(target)].delay == SLIDE + IMPACT
    assert plan.flights[id(dealt)].delay > SLIDE + IMPACT
    names = [name for _, name in plan.sounds]
    assert names.index("attack") < names.index("crumble") < names.index("deal")


def test_a_click_during_an_animation_finishes_it_then_acts(app, run_frames):
    table = open_table(app, "forty-thieves", 7)
    table.play.new_game(7)                     # the deal animation is running
    assert table.timeline.busy
    spot = centre(table, "stock")
    for kind, attrs in (press(spot), release(spot)):
        app.handle_event(pygame.event.Event(kind, attrs))
    assert not table.motion.ghosts
    assert table.board.state == play(rules_for("forty-thieves").new_game(7), "deal")
    table.motion.finish()
    assert_sprites_match_state(table)


def test_animation_off_lands_everything_at_once(app):
    app.settings.animation = "off"
    table = open_table(app, "whitehead", 3)
    table.play.act([sorted(legal_moves(table.board.state))[0]])
    assert not table.timeline.busy
    assert_sprites_match_state(table, settle=False)
    for s in table.board.cards.sprites:
        assert s.tween is None and s.flip is None
