"""What a game pad does at the table beyond the keys it stands for.

The d-pad and the left stick, A and B arrive as the arrows, Enter and Esc (the
keyboard's focus, same rules: game.pad_input). Here are the rest: X hint, Y deal,
LB/RB undo and redo, Start the menu (game.scenes.pad_menu), Back/Select the Keys page,
and the right stick or the triggers (`next`, `previous`), which step the focus between
the legal targets of what is held, in reading order (top to bottom, then left to
right), wrapping round; with nothing held they step between the piles some legal move
starts from or goes to (the piles a hint would light), so a player can reach every move
without the d-pad. The keyboard's Tab and Shift+Tab step the same way (input.py): a
player who cannot see the table reaches every move by ear.

`PadPlay` is given what it uses, not the table: the board, the UI state, the voice, the
motion (an animation finishes first), the hooks, the keyboard (its focus), the play (a
weak proxy: commands, letting go) and the screens (the pad's menu).
"""

from game.scenes.common import commands

COMMANDS = {"hint": commands.HINT, "undo": commands.UNDO, "redo": commands.REDO,
            "keys": commands.KEYS}


class PadPlay:
    def __init__(self, *, board, ui, voice, motion, hooks, keyboard, play, screens):
        self.board = board
        self.ui = ui
        self.voice = voice
        self.motion = motion
        self.hooks = hooks
        self.keyboard = keyboard
        self.play = play
        self.screens = screens

    def action(self, action: str) -> bool:
        """The pad's `action` at the table; False leaves it to its key."""
        if action in ("next", "previous", "deal", "menu") or action in COMMANDS:
            self.motion.hurry()           # finish the animation at once, then act
            self.voice.hush()
        if action in ("next", "previous"):
            self.step_target(1 if action == "next" else -1)
        elif action == "deal":
            if "stock" in self.board.rules.index:
                self.play.cancel()
                self.play.command(commands.DEAL)
        elif action == "menu":
            self.play.cancel()
            self.screens.show_pad_menu()
        elif action in COMMANDS:
            self.play.command(COMMANDS[action])
        else:
            return False
        return True

    def targets(self):
        """Where the focus steps: the targets of what is held, else every pile a legal
        move involves; only piles the focus may visit."""
        ui, board, hooks = self.ui, self.board, self.hooks
        if ui.selection is not None:
            pile, count = ui.selection
            found = [p for p in board.rules.drop_targets(board.state, pile, count)
                     if p != pile]
        elif ui.marked:
            found = [p for p in hooks.drag_targets(ui.marked[0], 1) if p not in ui.marked]
        else:
            found = []
            for move in board.rules.legal_moves(board.state):
                found.extend(hooks.hint_piles(move))
        focusable = set(hooks.focusable_piles())
        return sorted({p for p in found if p in focusable}, key=self.reading_key)

    def reading_key(self, pile: str):
        slot = self.board.geometry.slot(pile)
        return (round(slot.y), round(slot.x), pile)

    def step_target(self, step: int) -> None:
        """Move the focus to the next (`step` 1) or previous (-1) target after it."""
        board = self.board
        order = self.targets()
        if not order:
            held = self.ui.selection
            if held is not None:
                self.voice.refuse_if(board.rules.pick_refusal(board.state, *held))
            return
        self.keyboard.ensure()
        here = self.reading_key(self.keyboard.focus.pile)
        keys = [self.reading_key(p) for p in order]
        if step > 0:
            after = [p for p, k in zip(order, keys) if k > here]
            pile = after[0] if after else order[0]
        else:
            before = [p for p, k in zip(order, keys) if k < here]
            pile = before[-1] if before else order[-1]
        count = board.pile_size(pile)
        self.ui.set_focus(pile, None if count == 0 else count - 1, visible=True)
