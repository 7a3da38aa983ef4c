"""The shipped fonts: cached per size (the cache stays small however many sizes), a
language's font set measured and drawn as one font, its other scripts opened when needed."""

import gettext
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402

from game.i18n import catalogue  # noqa: E402
from game.resources import resource_path  # noqa: E402
from sprites import font_choice, fonts  # noqa: E402


def test_the_same_size_gives_the_same_font():
    pygame.font.init()
    assert fonts.font(20) is fonts.font(20)
    assert fonts.font(20, bold=True) is not fonts.font(20)
    assert fonts.font(2).get_height() == fonts.font(6).get_height()     # 6 px at least


def test_hundreds_of_sizes_keep_only_the_latest():
    """A drag-resize asks for a new size of every face at every step: the cache forgets
    the oldest sizes instead of growing (it held hundreds of fonts, ~0.3 MiB each)."""
    pygame.font.init()
    for size in range(6, 406):
        fonts.font(size)
    assert len(fonts._CACHE) < 100             # it was one font per size asked: 400
    assert len(fonts._CACHE) <= fonts._CACHE.max_entries
    latest = fonts.font(405)
    assert fonts.font(405) is latest


def test_english_faces_are_dejavus_own_metrics_and_open_no_other_font():
    pygame.font.init()
    face = fonts.font(23, language="en")
    dejavu = pygame.font.Font(str(resource_path("sprites", "fonts", "DejaVuSans.ttf")), 23)
    assert (face.get_height(), face.get_linesize(), face.get_ascent()) == (
        dejavu.get_height(), dejavu.get_linesize(), dejavu.get_ascent())
    assert face.size("New game ♥ 7") == dejavu.size("New game ♥ 7")
    assert list(face._fonts) == [font_choice.DEJAVU]


def test_a_word_in_another_script_opens_that_scripts_font_only_then():
    pygame.font.init()
    face = fonts.font(24, language="en")
    face.render("Language: हिन्दी", True, (255, 255, 255))
    assert font_choice.DEVANAGARI in face._fonts
    assert font_choice.CJK["ja"] not in face._fonts


def test_arabic_letters_are_joined_and_laid_right_to_left():
    """Joined, the four letters of لعبة take less room than alone; and in a Hebrew word
    the first letter stands at the right."""
    pygame.font.init()
    face = fonts.font(40, language="ar")
    word = "لعبة"
    assert face.size(word)[0] < sum(face.size(letter)[0] for letter in word) * 0.9
    hebrew = fonts.font(40, language="he")
    pair = hebrew.render("אב", True, (255, 255, 255))
    bet = hebrew.render("ב", True, (255, 255, 255))
    left = pair.subsurface((0, 0, bet.get_width(), bet.get_height()))
    assert pygame.image.tobytes(left, "RGBA") == pygame.image.tobytes(bet, "RGBA")


def test_a_languages_line_height_makes_room_for_its_letters():
    pygame.font.init()
    english, arabic, hindi = (fonts.font(30, language=code) for code in ("en", "ar", "hi"))
    assert arabic.get_linesize() > english.get_linesize()
    assert hindi.get_linesize() > english.get_linesize()
    line = arabic.render("يجب أن تُنقل إلى", True, (255, 255, 255))
    assert line.get_height() == arabic.get_height()
    ink = line.get_bounding_rect()
    assert ink.top > 0 and ink.bottom < line.get_height()      # nothing cut off


def test_cjk_bold_is_the_regular_face_emboldened():
    pygame.font.init()
    regular, bold = fonts.font(30, language="ja"), fonts.font(30, True, language="ja")
    assert bold.size("日本語")[0] >= regular.size("日本語")[0]
    assert bold.pygame_font(font_choice.CJK["ja"]).bold
    assert not regular.pygame_font(font_choice.CJK["ja"]).bold


def test_cards_are_printed_alike_in_every_language():
    """A card's index and suit, and its whole face, do not change with the language."""
    from game.rules.cards import HEARTS, card
    from sprites.card_faces import CardFaces

    pygame.font.init()
    shown = {}
    before = catalogue.active_language()
    try:
        for code in ("en", "ja", "ar"):
            catalogue.install(code, gettext.NullTranslations())
            face = CardFaces(90, 126).face(card(10, HEARTS))
            shown[code] = (pygame.image.tobytes(face, "RGBA"),
                           fonts.card_font(30, True).size("10♥"))
    finally:
        catalogue.install(before, gettext.NullTranslations())
    assert shown["ja"] == shown["en"] == shown["ar"]
