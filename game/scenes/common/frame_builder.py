"""The table's state described for the renderer: one `Frame` (game/render/frame.py) a
frame, built from the table's parts, so that the renderer reads nothing of the table.
The outlines on the felt are the piles' (a stock with no redeal left shows a cross),
then what the game's hooks mark there (`felt_marks`). `StatusTexts` words the status
bar (a replay words its own).

Here, not in the renderer, the toolbar's buttons are brought up to date with what they
control (enabled, ticked, their label), and the keyboard focus is put somewhere it can
be before it is described. The frame builder is given the parts it reads, never the
table; the toolbar's state comes from the command table, run on the table the screens
know (`screens.table`).
"""

import pygame

from game.i18n import _, formats
from game.render.frame import CardPlace, Focus, Frame, ToolbarPicture
from game.scenes.common import commands
from game.scenes.common.daily_marks import deal_name, window_caption
from sprites.card_faces import faces_for


class StatusTexts:
    """The status bar's words: the game and its deal, the rules' status and the solver's
    verdict, the score and the clock; made at each frame, in the player's language."""

    def __init__(self, app, board, advisor):
        self.app = app
        self.board = board
        self.advisor = advisor
        self.shown_second = -1          # the clock's second last drawn

    def texts(self):
        """The status bar's left, centre and right texts."""
        board = self.board
        elapsed = formats.clock(board.session.elapsed(self.app.clock.now))
        status = board.rules.status(board.state)
        verdict = self.advisor.status_text()
        # Translators: the status bar's left: the game, then its deal ("Game #71")
        left = _("{game}   {deal}").format(game=_(board.rules.title),
                                           deal=deal_name(board.session))
        if status and verdict:
            # Translators: the status bar's centre: the game's own words ("Stock left:
            # 12"), then the solver's verdict ("Winnable")
            centre = _("{status}   ·   {verdict}").format(status=status, verdict=verdict)
        else:
            centre = status or verdict
        # Translators: the status bar's right: the score, then the time the game took
        right = _("Score {score}   {time}").format(
            score=formats.number(board.state.score), time=elapsed)
        return left, centre, right

    def ticked(self, now) -> bool:
        """Whether the clock shows another second at `now` than when last asked."""
        second = int(self.board.session.elapsed(now))
        if second == self.shown_second:
            return False
        self.shown_second = second
        return True


class FrameBuilder:
    """Builds the table's frames (`build`); keeps the piles' outlines of the last
    layout, faces and redeal mark, which only a resize, a new look or the last redeal
    changes."""

    def __init__(self, *, app, board, ui, bars, voice, motion, keyboard, hooks, stage,
                 status, screens):
        self.app = app
        self.board = board
        self.ui = ui
        self.bars = bars
        self.voice = voice
        self.motion = motion
        self.keyboard = keyboard
        self.hooks = hooks
        self.stage = stage
        self.status = status
        self.screens = screens
        self.outlines = (None, ())      # (what they were drawn for, the outlines)

    @property
    def faces(self):
        """The card images at this layout's card size, in the player's back, suits and
        card style (read live: the settings screen changes them)."""
        settings = self.app.settings
        geometry = self.board.geometry
        return faces_for(geometry.card_w, geometry.card_h, settings.card_back,
                         settings.four_colour, settings.card_style)

    def build(self, surface) -> Frame:
        """The frame the table shows now on `surface`."""
        toolbar = self.bars.toolbar
        commands.show_state(toolbar, self.screens.table())
        now = self.app.clock.now
        faces = self.faces
        ui = self.ui
        held = [ui.selection[0]] if ui.selection is not None else []
        manager = self.stage.manager
        toast = self.voice.toast
        toast = toast if toast.active(now) else None
        resting, moving = card_places(self.board.draw_order())
        return Frame(
            size=surface.get_size(),
            faces=faces,
            felt=self.app.settings.felt,
            resting=resting,
            moving=moving,
            outlines=self.pile_outlines(faces) + tuple(self.hooks.felt_marks()),
            status_rect=self.bars.status_rect,
            status_texts=self.status_texts(),
            toolbar=ToolbarPicture(look=toolbar.looks(), draw=toolbar.draw,
                                   draw_list=toolbar.draw_list,
                                   hovered=any(b.hovered for b in toolbar.shown)),
            now=now,
            ghosts=tuple((g.card, round(g.x), round(g.y)) for g in self.motion.ghosts
                         if g.visible),
            glows_under=glow_places(self.board, ui.highlights),
            glows_over=glow_places(self.board, ui.marked + held),
            focus=self.focus(),
            ring=ui.ring,
            toast=toast,
            card_area=pygame.Rect(self.bars.card_area()),
            landing=self.landing(moving) if toast is not None and moving else (),
            number=manager.frames,
            generation=manager.generation,
            alone=self.stage.alone(),
        )

    def caption(self) -> str:
        """The window's title at this table: the game and its deal."""
        return window_caption(_(self.board.rules.title), self.board.session)

    def status_texts(self):
        """The status bar's texts (left, centre, right; a replay's lines above them)."""
        return self.status.texts()

    def landing(self, moving) -> tuple:
        """Where each of the `moving` cards will come to rest (its pile's place for it;
        a dragged card's is the pile it was lifted from)."""
        targets = self.motion.targets()
        return tuple((round(x), round(y)) for x, y in
                     (targets.get(place.ident, (place.x, place.y)) for place in moving))

    def focus(self):
        """The keyboard's focus frame, when it shows."""
        rect = self.keyboard.focus_rect()
        if rect is None:
            return None
        return Focus(rect, dash=max(4, self.board.geometry.card_w // 8))

    def pile_outlines(self, faces) -> tuple:
        """(image, position) of every visible pile's outline (a stock with no redeal
        left shows a cross)."""
        board = self.board
        geometry = board.geometry
        redeal = board.rules.can_redeal(board.state)
        key = (geometry, faces, redeal)
        if self.outlines[0] != key:
            drawn = []
            for name, pile in geometry.visible_piles().items():
                kind = pile.kind
                if kind == "stock" and not redeal:
                    kind = "stock-done"
                slot = geometry.slot(name)
                drawn.append((faces.outline(kind), (slot.x, slot.y)))
            self.outlines = (key, tuple(drawn))
        return self.outlines[1]


def card_places(sprites):
    """(resting, moving): (ident, card, face_up, x, y) of each of `sprites` at rest and
    the places of those lifted, flying or turning, each in their order."""
    resting = tuple([(id(s), s.card, s.face_up, round(s.x), round(s.y))
                     for s in sprites if not s.lift and s.tween is None and s.flip is None])
    moving = tuple([card_place(s) for s in sprites
                    if s.lift or s.tween is not None or s.flip is not None])
    return resting, moving


def card_place(sprite) -> CardPlace:
    """Where a card sprite is drawn, how far it has turned and how long its flight
    waits."""
    tween = sprite.tween
    wait = 0.0 if tween is None else max(0.0, tween.delay - tween.elapsed)
    return CardPlace(id(sprite), sprite.card, sprite.face_up, round(sprite.x),
                     round(sprite.y), sprite.flip, wait)


def glow_places(board, piles) -> tuple:
    """Where the glow goes over the top card (or the empty slot) of each pile shown."""
    geometry = board.geometry
    places = []
    for name in piles:
        if name not in geometry.layout.piles or name in geometry.hidden:
            continue
        x, y = geometry.card_positions(name, max(1, board.pile_size(name)))[-1]
        places.append((round(x), round(y)))
    return tuple(places)
