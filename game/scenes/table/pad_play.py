"""What a game pad does at the table beyond the keys it stands for.

The d-pad and the left stick, A and B arrive as the arrows, Enter and Esc (the
keyboard's focus, same rules: game.pad_input). Here are the rest: X hint, Y deal,
LB/RB undo and redo, Start the menu (game.scenes.pad_menu), Back/Select the Keys page,
and the right stick or the triggers (`next`, `previous`), which step the focus between
the legal targets of what is held, in reading order (top to bottom, then left to
right), wrapping round; with nothing held they step between the piles some legal move
starts from or goes to (the piles a hint would light), so a player can reach every move
without the d-pad.
"""

from game.scenes.common import commands

COMMANDS = {"hint": commands.HINT, "undo": commands.UNDO, "redo": commands.REDO,
            "keys": commands.KEYS}


def pad_action(scene, action: str) -> bool:
    """The pad's `action` on the table `scene`; False leaves it to its key."""
    if action in ("next", "previous", "deal", "menu") or action in COMMANDS:
        if scene.timeline.busy:           # finish the animation at once, then act
            scene.motion.finish()
        if scene.toast.active(scene.app.clock.now):
            scene.toast.hide()
            scene.dirty = True
    if action in ("next", "previous"):
        step_target(scene, 1 if action == "next" else -1)
    elif action == "deal":
        if "stock" in scene.rules.index:
            scene.input.cancel()
            scene.command(commands.DEAL)
    elif action == "menu":
        scene.input.cancel()
        scene.show_pad_menu()
    elif action in COMMANDS:
        scene.command(COMMANDS[action])
    else:
        return False
    return True


def targets(scene):
    """Where the focus steps: the targets of what is held, else every pile a legal
    move involves; only piles the focus may visit."""
    ui = scene.ui
    if ui.selection is not None:
        pile, count = ui.selection
        found = [p for p in scene.rules.drop_targets(scene.state, pile, count) if p != pile]
    elif ui.marked:
        found = [p for p in scene.drag_targets(ui.marked[0], 1) if p not in ui.marked]
    else:
        found = []
        for move in scene.rules.legal_moves(scene.state):
            found.extend(scene.hint_piles(move))
    focusable = set(scene.focusable_piles())
    return sorted({p for p in found if p in focusable}, key=lambda p: reading_key(scene, p))


def reading_key(scene, pile: str):
    slot = scene.geometry.slot(pile)
    return (round(slot.y), round(slot.x), pile)


def step_target(scene, step: int) -> None:
    """Move the focus to the next (`step` 1) or previous (-1) target after it."""
    order = targets(scene)
    if not order:
        held = scene.ui.selection
        if held is not None:
            scene.refuse_if(scene.rules.pick_refusal(scene.state, *held))
        return
    scene.keyboard.ensure()
    here = reading_key(scene, scene.keyboard.focus.pile)
    keys = [reading_key(scene, p) for p in order]
    if step > 0:
        after = [p for p, k in zip(order, keys) if k > here]
        pile = after[0] if after else order[0]
    else:
        before = [p for p, k in zip(order, keys) if k < here]
        pile = before[-1] if before else order[-1]
    count = scene.pile_size(pile)
    scene.ui.set_focus(pile, None if count == 0 else count - 1, visible=True)
