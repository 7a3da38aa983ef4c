"""The renderer draws from a frame description alone: a Frame made by hand, with no
scene, table or toolbar object behind it, is drawn by the painter frame after frame
exactly as the reference painter draws it; and nothing in game/render imports a scene."""

import ast
import pathlib

import pygame
import pytest

from game.render.frame import CardPlace, Focus, Frame, ToolbarPicture
from game.render.painter import Painter
from game.render.reference import draw_whole
from sprites.card_faces import CardFaces
from sprites.toast import Toast

SIZE = (640, 400)
RENDER = pathlib.Path(__file__).resolve().parents[2] / "game" / "render"


def bar_drawer(colour):
    def draw(surface):
        surface.fill(colour, (0, 0, SIZE[0], 30))
    return draw


def frame(faces, number, resting, moving=(), **more):
    fields = {"size": SIZE, "faces": faces, "felt": "green", "resting": tuple(resting),
              "moving": tuple(moving),
              "outlines": ((faces.outline("tableau"), (20, 40)),),
              "status_rect": pygame.Rect(0, SIZE[1] - 24, SIZE[0], 24),
              "status_texts": ("Left", "Centre", f"Right {number}"),
              "toolbar": ToolbarPicture(look=("bar",), draw=bar_drawer((40, 40, 40)),
                                        draw_list=lambda surface: None),
              "now": float(number), "number": number, "alone": True}
    fields.update(more)
    return Frame(**fields)


@pytest.fixture
def faces(app):
    """The card faces every frame of a test shares (new faces are a new look)."""
    return CardFaces(70, 98)


def same(a, b) -> bool:
    return pygame.image.tobytes(a, "RGB") == pygame.image.tobytes(b, "RGB")


def test_a_hand_made_frame_sequence_is_drawn_as_the_reference_draws_it(faces):
    screen = pygame.Surface(SIZE).convert()
    painter = Painter()
    toast = Toast()
    toast.show("Said once", 0.0, duration=100.0)
    resting = [(1, 5, True, 20, 40), (2, 7, False, 120, 40), (3, 20, True, 120, 60)]
    frames = [frame(faces, 1, resting),
              frame(faces, 2, resting, [CardPlace(4, 30, True, 200, 100)]),
              frame(faces, 3, resting, [CardPlace(4, 30, True, 230, 120, flip=0.3)]),
              frame(faces, 4, resting[:2] + [(3, 20, True, 300, 60)],
                    glows_under=((120, 40),),
                    focus=Focus(pygame.Rect(17, 37, 76, 104), 8)),
              frame(faces, 5, resting, toast=toast, glows_over=((20, 40),),
                    ghosts=((40, 400, 200),)),
              frame(faces, 6, resting)]
    drawn_in_part = 0
    for n, described in enumerate(frames):
        changed = painter.draw(described, screen)
        drawn_in_part += changed is not None
        whole = pygame.Surface(SIZE).convert()
        draw_whole(described, whole)
        assert same(screen, whole), f"frame {n} differs from the reference"
    assert drawn_in_part == len(frames) - 1, "all but the first drawn in part"


def test_a_new_toolbar_look_rebuilds_the_layer(faces):
    screen = pygame.Surface(SIZE).convert()
    painter = Painter()
    cards = [(1, 5, True, 20, 40)]
    painter.draw(frame(faces, 1, cards), screen)
    bar = ToolbarPicture(look=("lit",), draw=bar_drawer((200, 0, 0)),
                         draw_list=lambda surface: None)
    lit = frame(faces, 2, cards, toolbar=bar)
    assert painter.draw(lit, screen) is None, "drawn whole"
    assert screen.get_at((5, 5))[:3] == (200, 0, 0)


def test_nothing_in_the_renderer_imports_a_scene_or_the_app():
    for path in RENDER.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            elif isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            else:
                continue
            for name in names:
                assert not name.startswith(("game.scenes", "game.app", "game.cli")), \
                    f"{path.name} imports {name}"
