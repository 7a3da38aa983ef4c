"""The one sync path: sprites keep their slots, moved cards keep their sprite."""

from game.rules.cards import FACE_DOWN, card
from sprites.card_sprite import CardSprites

ACE, TWO, THREE = card(1, 0), card(2, 0), card(3, 0)


def test_first_assign_makes_one_sprite_per_card():
    sprites = CardSprites()
    changed = sprites.assign({"a": (ACE, TWO), "b": (THREE | FACE_DOWN,)})
    assert len(changed) == 3
    assert [s.card for s in sprites.pile("a")] == [ACE, TWO]
    assert not sprites.pile("b")[0].face_up


def test_a_moved_card_keeps_its_sprite_and_the_rest_stay():
    sprites = CardSprites()
    sprites.assign({"a": (ACE, TWO), "b": (THREE,)})
    two = sprites.pile("a")[1]
    ace = sprites.pile("a")[0]
    changed = sprites.assign({"a": (ACE,), "b": (THREE, TWO)}, sources=["a"])
    assert changed == [two]
    assert sprites.pile("b")[1] is two and sprites.pile("a")[0] is ace
    assert (two.pile, two.index) == ("b", 1)


def test_twins_prefer_the_sprite_from_the_event_source():
    sprites = CardSprites()
    sprites.assign({"a": (ACE,), "b": (ACE,), "c": ()})
    from_b = sprites.pile("b")[0]
    sprites.assign({"a": (ACE,), "b": (), "c": (ACE,)}, sources=["b"])
    assert sprites.pile("c")[0] is from_b


def test_flip_updates_face_without_new_sprite():
    sprites = CardSprites()
    sprites.assign({"a": (ACE | FACE_DOWN,)})
    sprite = sprites.pile("a")[0]
    sprites.assign({"a": (ACE,)})
    assert sprites.pile("a")[0] is sprite and sprite.face_up
