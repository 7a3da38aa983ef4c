"""Gestures: what a press, a drag, a drop or a key on the focus does at the table; the
hooks a game's scene overrides, in a class of their own.

A game's scene declares its class (`gestures = ...`), a subclass of this one
that overrides only what its game does differently, as Aisleriot's game files override
a few hooks of a board that knows no game:

    click(pile, index, double)       a press on a pile; True when it acted (else a drag
                                     may start): the stock deals, a held selection is put
                                     down, a double-click plays the rules' double_click
    tap(pile, index, double)         a finger's tap: a click, else it picks up (tap-tap)
    pick(pile, count) / put_down     click-to-move and the keyboard hold and put down
    drag_targets(pile, count)        where lifted cards may go: the rules' drop_targets
    drop(pile, count, dst, targets)  lifted cards let go over dst: the move, or why not
    activate(pile, index)            Space/Enter on the keyboard focus
    focusable_piles()                where the keyboard focus may go
    double_click_refusal(pile)       why a double-click did nothing
    hint_piles(move)                 what a hint of `move` lights
    felt_marks()                     what it draws on the felt with the piles' outlines

They are given the app (sounds), the board, the UI state, the voice and the table's
play (a weak proxy: moves, letting go), never the table; the mouse (input.py), the keys
(keys.py), the pad (pad_play.py), a finger (touch.py) and the frame builder call them.
"""

from game.rules.notation import format_move
from game.rules.session import describe_refusal


class Gestures:
    def __init__(self, *, app, board, ui, voice, play):
        self.app = app
        self.board = board
        self.ui = ui
        self.voice = voice
        self.play = play
        self.speaker = None             # joined by the table (what speech says)

    # ----- what the hooks read and do ---------------------------------------------------
    @property
    def rules(self):
        return self.board.rules

    @property
    def state(self):
        return self.board.state

    @property
    def geometry(self):
        return self.board.geometry

    def kind(self, pile: str) -> str:
        return self.board.kind(pile)

    def pile_size(self, pile: str) -> int:
        return self.board.pile_size(pile)

    def act(self, moves) -> bool:
        return self.play.act(moves)

    def say(self, text: str) -> None:
        self.voice.say(text)

    def refuse_if(self, reason) -> None:
        self.voice.refuse_if(reason)

    # ----- the hooks --------------------------------------------------------------------
    def click(self, pile: str, index, double: bool) -> bool:
        """A press on `pile` (card `index`, None on an empty slot); `double` when it makes
        a double-click. True when it acted; False lets a drag start from there."""
        if self.kind(pile) == "stock":
            self.play.cancel()
            self.play_click(pile)
            return True
        if self.ui.selection is not None and self.put_down(pile):
            return True
        if double:
            moves = self.rules.double_click(self.state, pile)
            if moves:
                self.play.cancel()
                self.act(moves)
            else:
                self.refuse_if(self.double_click_refusal(pile))
            return True
        return False

    def tap(self, pile: str, index, double: bool) -> None:
        """A finger's tap on `pile` (card `index`, None on an empty slot; `double`: the
        second tap of a double tap): what a click does; else, with nothing held, the
        cards from there up are picked up, as click-to-move does. A tap that finds cards
        held always lets go of them: on a legal target it puts them down, on the same
        card or anywhere else it drops them (saying why they cannot go there)."""
        held = self.ui.selection is not None
        if self.click(pile, index, double) or held or index is None:
            return
        self.pick(pile, self.pile_size(pile) - index)

    def play_click(self, pile: str) -> None:
        """What the rules make of a click on `pile` (the stock deals), or why nothing."""
        moves = self.rules.click(self.state, pile)
        if moves:
            self.act(moves)
        else:
            self.refuse_if(self.rules.click_refusal(self.state, pile))

    def double_click_refusal(self, pile: str):
        """Why a double-click on `pile` did nothing: its top card cannot be picked up or
        has nowhere to go; None for an empty pile or a card that can move (by a drag)."""
        if not self.rules.pile(self.state, pile):
            return None
        return self.rules.pick_refusal(self.state, pile, 1)

    def pick(self, pile: str, count: int) -> None:
        """Click-to-move and keyboard: hold the top `count` cards of `pile`. Any cards the
        game lets a player lift are held, even with nowhere to go (putting them down then
        says why); others are refused at once with the reason."""
        reason = self.rules.lift_refusal(self.state, pile, count)
        if reason is not None:
            self.voice.refuse(reason)
            return
        targets = self.rules.drop_targets(self.state, pile, count)
        self.ui.select(pile, count, targets)
        self.app.play_sound("pickup")
        self.speaker.picked(pile, count, targets)

    def put_down(self, pile: str) -> bool:
        """Click-to-move and keyboard: put the held cards on `pile` (True if a move was
        tried); the same pile just drops them."""
        src, count = self.ui.take_selection()
        if src == pile:
            self.speaker.let_go(src, count)
            return False
        self.act([format_move(src, count, pile)])
        return True

    def drag_targets(self, pile: str, count: int):
        """Where the top `count` cards of `pile`, lifted by a drag, may go."""
        return self.rules.drop_targets(self.state, pile, count)

    def drop(self, pile: str, count: int, dst, targets) -> None:
        """Dragged cards let go over `dst` (None: over nothing they could go to): the move
        when `dst` is a target, else the rules' reason and the cards go back."""
        if dst is not None and dst in targets:
            self.act([format_move(pile, count, dst)])
            return
        if dst is not None:
            legal, reason = describe_refusal(self.rules, self.state,
                                             format_move(pile, count, dst))
            if not legal:
                self.voice.refuse(reason)
        elif not targets:                 # lifted with nowhere to go, put down on felt
            self.voice.refuse(self.rules.pick_refusal(self.state, pile, count))
        self.play.sync()   # snap back

    def activate(self, pile: str, index) -> None:
        """Space/Enter on the focus (card `index` of `pile`, None when it is empty): put
        down what is held, deal on the stock, else pick up the cards from there."""
        if self.ui.selection is not None:
            self.put_down(pile)
        elif self.kind(pile) == "stock":
            self.play_click(pile)
        elif index is not None:
            self.pick(pile, self.pile_size(pile) - index)

    def focusable_piles(self):
        """The piles the keyboard focus may visit."""
        return list(self.geometry.visible_piles())

    def felt_marks(self):
        """(image, position) pairs drawn on the felt with the piles' outlines: none."""
        return []

    def hint_piles(self, move: str):
        """What a hint of `move` lights: the cards and their target, or the stock."""
        parsed = self.rules.parse(move)
        if parsed[0] == "move":
            return [parsed[1], parsed[3]]
        return ["stock"] if "stock" in self.rules.index else []
