"""The game-number box: digits only, Backspace, Enter gives the number."""

import pygame

from sprites.text_input import TextInput


def test_text_input_digits_only_and_enter_returns_value(ev):
    box = TextInput(max_digits=6)
    assert box.handle_event(ev(pygame.TEXTINPUT, text="12a")) is None
    assert box.text == "12" and box.rejected
    box.handle_event(ev(pygame.TEXTINPUT, text="3"))
    box.handle_event(ev(pygame.TEXTINPUT, text="-"))
    assert box.text == "123"
    box.handle_event(ev(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode=""))
    assert box.text == "12"
    box.handle_event(ev(pygame.TEXTINPUT, text="98765"))
    assert box.text == "129876"            # capped at max_digits
    assert box.handle_event(ev(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0,
                               unicode="\r")) == 129876
    empty = TextInput()
    assert empty.handle_event(ev(pygame.KEYDOWN, key=pygame.K_KP_ENTER, mod=0,
                                 unicode="")) is None
    surf = pygame.Surface((200, 40), pygame.SRCALPHA)
    box.draw(surf, surf.get_rect(), now=0.0)
    TextInput(placeholder="Game number").draw(surf, surf.get_rect(), now=0.7)


def test_max_length_is_an_alias_of_max_digits(ev):
    box = TextInput(max_length=3)
    box.handle_event(ev(pygame.TEXTINPUT, text="12345"))
    assert box.text == "123"


def test_the_caret_blinks_on_the_game_clock():
    box = TextInput("42")
    shown, hidden = (pygame.Surface((200, 40), pygame.SRCALPHA) for _ in range(2))
    box.draw(shown, shown.get_rect(), now=0.2)
    box.draw(hidden, hidden.get_rect(), now=0.7)
    assert pygame.image.tobytes(shown, "RGBA") != pygame.image.tobytes(hidden, "RGBA")


def test_a_suggested_name_is_selected_and_the_first_key_replaces_it(ev):
    """(Typing a name in the save dialog appended it to the suggestion: 'doublets-7my
    win'.) Backspace clears a suggestion at once; Right or End keeps it to edit."""
    from sprites.text_input import NameInput
    box = NameInput("doublets-7")
    assert box.selected
    box.handle_event(ev(pygame.TEXTINPUT, text="m"))
    box.handle_event(ev(pygame.TEXTINPUT, text="y"))
    assert box.text == "my" and not box.selected
    box = NameInput("doublets-7")
    box.handle_event(ev(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode=""))
    assert box.text == "" and not box.selected
    box = NameInput("doublets-7")
    box.handle_event(ev(pygame.KEYDOWN, key=pygame.K_END, mod=0, unicode=""))
    box.handle_event(ev(pygame.TEXTINPUT, text="b"))
    assert box.text == "doublets-7b"
    box = NameInput("doublets-7")
    box.handle_event(ev(pygame.TEXTINPUT, text="?"))       # refused: the suggestion stays
    assert box.text == "doublets-7" and box.selected


def test_a_selected_suggestion_is_drawn_as_selected():
    from sprites.text_input import NameInput
    selected, edited = NameInput("doublets-7"), NameInput("doublets-7")
    edited.selected = False
    one, two = (pygame.Surface((300, 40), pygame.SRCALPHA) for _ in range(2))
    selected.draw(one, one.get_rect(), now=0.7)
    edited.draw(two, two.get_rect(), now=0.7)
    assert pygame.image.tobytes(one, "RGBA") != pygame.image.tobytes(two, "RGBA")


def test_a_text_longer_than_the_box_stays_inside_it_its_end_in_view():
    """(A long path typed for an export ran out of the box and the dialog.)"""
    from sprites.text_input import NameInput
    pygame.font.init()
    surf = pygame.Surface((600, 60))
    surf.fill((0, 0, 0))
    box_rect = pygame.Rect(100, 10, 300, 40)
    box = NameInput("/a/very/long/path/that/does/not/fit/in/the/box/at/all/" + "x" * 20 + "/end")
    box.selected = False
    box.draw(surf, box_rect, now=0.0)
    outside = [(x, y) for x in range(0, 600, 3) for y in range(60)
               if not box_rect.collidepoint(x, y) and surf.get_at((x, y))[:3] != (0, 0, 0)]
    assert not outside, outside[:5]
    inner_right = pygame.Rect(box_rect.right - 60, box_rect.y + 8, 50, box_rect.h - 16)
    lit = [surf.get_at((x, y))[:3] for x in range(inner_right.x, inner_right.right)
           for y in range(inner_right.y, inner_right.bottom)]
    assert max(sum(c) for c in lit) > 500          # the end of the text is drawn there


def test_a_full_name_box_refuses_more_and_says_it_overflowed(ev):
    """(Text past 120 characters was cut with no sign.) What would go past the length is
    refused and flagged as an overflow, not as a bad character; Backspace clears it."""
    from sprites.text_input import NAME_LENGTH, NameInput
    box = NameInput("")
    box.handle_event(ev(pygame.TEXTINPUT, text="a" * NAME_LENGTH))
    assert len(box.text) == NAME_LENGTH and not box.rejected and not box.overflowed
    box.handle_event(ev(pygame.TEXTINPUT, text="b"))
    assert box.text == "a" * NAME_LENGTH and box.rejected and box.overflowed
    box.handle_event(ev(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode=""))
    assert not box.overflowed and len(box.text) == NAME_LENGTH - 1
    box.handle_event(ev(pygame.TEXTINPUT, text="?"))
    assert box.rejected and not box.overflowed          # a bad character, not too long


def keys(box, ev, *presses):
    """Key presses as (key, mod) or a key alone."""
    for pressed in presses:
        code, mod = pressed if isinstance(pressed, tuple) else (pressed, 0)
        box.handle_event(ev(pygame.KEYDOWN, key=code, mod=mod, unicode=""))


CTRL, SHIFT = pygame.KMOD_LCTRL, pygame.KMOD_LSHIFT


def test_the_caret_moves_and_edits_where_it_stands(ev):
    from sprites.text_input import NameInput
    box = NameInput("my game")
    keys(box, ev, pygame.K_HOME)
    assert box.caret == 0 and not box.selected
    box.handle_event(ev(pygame.TEXTINPUT, text="A "))
    assert box.text == "A my game" and box.caret == 2
    keys(box, ev, pygame.K_RIGHT, pygame.K_RIGHT, pygame.K_DELETE)
    assert box.text == "A mygame" and box.caret == 4
    keys(box, ev, pygame.K_BACKSPACE)
    assert box.text == "A mgame" and box.caret == 3
    keys(box, ev, pygame.K_END, pygame.K_LEFT, pygame.K_BACKSPACE)
    assert box.text == "A mgae" and box.caret == 5
    keys(box, ev, pygame.K_END, pygame.K_DELETE)             # nothing after the caret
    assert box.text == "A mgae" and box.caret == 6
    keys(box, ev, pygame.K_HOME, pygame.K_LEFT, pygame.K_BACKSPACE)      # nor before
    assert box.text == "A mgae" and box.caret == 0


def test_ctrl_a_selects_all_and_what_is_typed_replaces_a_selection(ev):
    from sprites.text_input import NameInput
    box = NameInput("doublets-7")
    keys(box, ev, pygame.K_END)
    assert not box.selected
    keys(box, ev, (pygame.K_a, CTRL))
    assert box.selected and box.selection == (0, 10)
    box.handle_event(ev(pygame.TEXTINPUT, text="w"))
    assert box.text == "w" and box.caret == 1
    box = NameInput("doublets-7")
    keys(box, ev, pygame.K_END, (pygame.K_LEFT, SHIFT), (pygame.K_LEFT, SHIFT))
    assert box.selection == (8, 10)
    box.handle_event(ev(pygame.TEXTINPUT, text="_9"))
    assert box.text == "doublets_9"
    keys(box, ev, (pygame.K_HOME, SHIFT), pygame.K_DELETE)      # Delete takes a selection
    assert box.text == "" and box.caret == 0


def test_left_or_right_folds_a_selection_to_its_side(ev):
    from sprites.text_input import NameInput
    box = NameInput("abcdef")
    keys(box, ev, pygame.K_LEFT)
    assert box.caret == 0 and not box.selected
    keys(box, ev, (pygame.K_a, CTRL), pygame.K_RIGHT)
    assert box.caret == 6 and not box.selected


def test_ctrl_backspace_deletes_the_word_before_the_caret(ev):
    from sprites.text_input import NameInput
    box = NameInput("forty thieves-71 won")
    keys(box, ev, pygame.K_END, (pygame.K_BACKSPACE, CTRL))
    assert box.text == "forty thieves-71 "
    keys(box, ev, (pygame.K_BACKSPACE, CTRL))
    assert box.text == "forty thieves-"
    keys(box, ev, pygame.K_HOME, (pygame.K_RIGHT, CTRL))        # Ctrl+Right: a word on
    assert box.caret == 5
    keys(box, ev, (pygame.K_BACKSPACE, CTRL))
    assert box.text == " thieves-" and box.caret == 0


def test_a_selection_makes_room_for_what_replaces_it(ev):
    """A full box with a selection: typing replaces it, the length counted after."""
    from sprites.text_input import TextInput
    box = TextInput("1234567890", max_length=10)
    keys(box, ev, (pygame.K_HOME, SHIFT), pygame.K_END, (pygame.K_LEFT, SHIFT),
         (pygame.K_LEFT, SHIFT))
    box.handle_event(ev(pygame.TEXTINPUT, text="9"))
    assert box.text == "123456789" and not box.rejected
    box.handle_event(ev(pygame.TEXTINPUT, text="12"))
    assert box.text == "1234567891" and box.rejected and box.overflowed
    keys(box, ev, (pygame.K_a, CTRL))
    box.handle_event(ev(pygame.TEXTINPUT, text="x"))       # refused: the selection stays
    assert box.text == "1234567891" and box.selected and box.rejected


def test_the_selection_is_drawn_as_a_band_behind_its_text(ev):
    from sprites.text_input import SELECTION, NameInput
    box = NameInput("abcdefgh")
    surf = pygame.Surface((400, 40))

    def band_columns():
        surf.fill((0, 0, 0))
        box.draw(surf, surf.get_rect(), now=0.7)
        return [x for x in range(400)
                if any(surf.get_at((x, y))[:3] == SELECTION for y in range(40))]

    keys(box, ev, pygame.K_END)
    assert band_columns() == []
    keys(box, ev, (pygame.K_LEFT, SHIFT), (pygame.K_LEFT, SHIFT))
    two = band_columns()
    keys(box, ev, (pygame.K_a, CTRL))
    every = band_columns()
    assert two and every and len(every) > 3 * len(two)
    assert max(two) == max(every)                   # the last two letters: at the end
    box.focused = False
    assert band_columns() == []                     # duller while the focus is elsewhere


def test_a_long_text_scrolls_to_keep_the_caret_in_view(ev):
    from sprites.text_input import NameInput
    box = NameInput("x" * 100)
    surf = pygame.Surface((200, 40))
    box.draw(surf, surf.get_rect(), now=0.2)
    assert box.text_left < 0                        # its end in view
    keys(box, ev, pygame.K_HOME)
    box.draw(surf, surf.get_rect(), now=0.2)
    assert box.text_left > 0                        # its start in view again
