"""Right-to-left screens: the helpers change nothing in English and mirror in Arabic, and
the shared pieces follow them (the toolbar's order, the status bar's sides, a settings
row's label)."""

import gettext

import pygame
import pytest

from game.i18n import catalogue
from game.i18n.direction import isolated
from sprites import mirror
from sprites.settings_widgets import draw_row
from sprites.status_bar import StatusBar
from sprites.toolbar import Button, Toolbar

BOX = pygame.Rect(100, 0, 400, 50)


@pytest.fixture
def language():
    """`language(code)` makes `code` the active language until the test ends."""
    before = catalogue.active_language()
    yield lambda code: catalogue.install(code, gettext.NullTranslations())
    catalogue.install(before, gettext.NullTranslations())


def test_the_helpers_change_nothing_left_to_right(language):
    language("en")
    assert not mirror.is_rtl()
    assert mirror.mirror_x(130, BOX) == 130
    assert mirror.mirrored(pygame.Rect(110, 5, 50, 10), BOX) == pygame.Rect(110, 5, 50, 10)
    assert (mirror.start_x(BOX, 8), mirror.end_x(BOX, 8)) == (108, 492)
    assert mirror.start_anchor("topleft") == "topleft"
    assert mirror.reading_step(pygame.K_RIGHT) == 1 and mirror.row_order([1, 2]) == [1, 2]
    assert isolated("7♥") == "7♥"


def test_the_helpers_mirror_right_to_left(language):
    language("fa")
    assert mirror.is_rtl()
    assert mirror.mirror_x(130, BOX) == 470
    assert mirror.mirrored(pygame.Rect(110, 5, 50, 10), BOX) == pygame.Rect(440, 5, 50, 10)
    assert (mirror.start_x(BOX, 8), mirror.end_x(BOX, 8)) == (492, 108)
    assert mirror.start_anchor("topleft") == "topright"
    assert mirror.end_anchor("midright") == "midleft"
    assert mirror.start_anchor("center") == "center"
    assert mirror.reading_step(pygame.K_RIGHT) == -1 and mirror.reading_step(pygame.K_LEFT) == 1
    assert mirror.row_order([1, 2]) == [2, 1]
    assert isolated("7♥") == "\u20687♥\u2069"


def toolbar():
    bar = Toolbar([Button("New", "new"), Button("Undo", "undo"), Button("Hint", "hint")])
    bar.layout(pygame.Rect(0, 0, 600, 40))
    return bar


def test_the_toolbar_runs_from_the_right_in_arabic(language):
    language("en")
    english = [b.rect.copy() for b in toolbar().buttons]
    language("ar")
    arabic = [b.rect for b in toolbar().buttons]
    assert english[0].left < english[1].left and arabic[0].left > arabic[1].left
    assert arabic[0].right == 600 - english[0].left          # the same gap, the other side


def ink(surface):
    return surface.get_bounding_rect()


def test_the_status_message_stands_at_the_right_in_hebrew(language):
    for code in ("en", "he"):
        language(code)
        surf = pygame.Surface((800, 30), pygame.SRCALPHA)
        StatusBar("משחק 12", "", "").draw(surf, surf.get_rect(), background=None)
        drawn = ink(surf)
        assert (drawn.left < 100) if code == "en" else (drawn.right > 700), code


def test_a_settings_rows_label_starts_at_the_right_in_persian(language):
    for code in ("en", "fa"):
        language(code)
        surf = pygame.Surface((600, 40), pygame.SRCALPHA)
        draw_row(surf, surf.get_rect(), "صدا", "", 16, 12, False)
        drawn = ink(surf)
        assert (drawn.left < 40) if code == "en" else (drawn.right > 560), code
