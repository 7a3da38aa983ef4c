"""The table's UI state in one object: what the player holds, marks and sees lit.

- `selection`: cards picked up by click-to-move or the keyboard, as (pile, count);
- `marked`: piles set aside for one action (what that action is, a game's scene says);
- `highlights`: piles glowing (drop targets, a hint's cards and target);
- `hint_text`: the hint being shown (its highlights stay while it is the hint);
- `focus`: the keyboard focus, a pile, a card index in it (None: the pile is empty or
  its top) and whether the frame shows (only while keys are in use);
- `ring`: where a finger rests, how far it is on its way to a long press and how large
  the ring drawn filling round it is, or None.

Every change goes through a method, and a method that changes something bumps `version`;
`drawn()` notes the version the table last drew, so `unseen` says whether it must be drawn
again (`TableScene.dirty`). A part that changed something else the table shows (a toast,
cards that moved) calls `touch`. The selection and the marks belong to a
position: `position_changed` drops them when play has moved on.
"""

from typing import NamedTuple


class Focus(NamedTuple):
    pile: str | None = None
    index: int | None = None
    visible: bool = False


class TableUI:
    def __init__(self):
        self.version = 0
        self.drawn_version = -1        # the version the table last drew
        self.selection = None          # (pile, count) held by click-to-move or keys
        self.marked = []               # piles set aside for one action, sorted
        self.highlights = []           # pile names glowing
        self.hint_text = ""
        self.focus = Focus()
        self.ring = None               # ((x, y), 0..1, radius) of a finger resting
        self.position = None           # (session, state) selection and marks belong to

    def _change(self, **values) -> None:
        """Set the fields given; bump the version when any of them changes."""
        changed = False
        for name, value in values.items():
            if getattr(self, name) != value:
                setattr(self, name, value)
                changed = True
        if changed:
            self.version += 1

    def touch(self) -> None:
        """Something the table shows changed: draw again."""
        self.version += 1

    def drawn(self) -> None:
        """The table drew what this state is now."""
        self.drawn_version = self.version

    @property
    def unseen(self) -> bool:
        """Whether something changed since the table last drew."""
        return self.version != self.drawn_version

    # ----- holding cards --------------------------------------------------------------
    def select(self, pile: str, count: int, targets) -> None:
        """Hold the top `count` cards of `pile`; they and where they may go glow."""
        self._change(selection=(pile, count), highlights=[pile] + list(targets))

    def take_selection(self):
        """The held (pile, count), now let go (None when nothing was held)."""
        held = self.selection
        self._change(selection=None, highlights=[])
        return held

    def drop_selection(self) -> None:
        self._change(selection=None)

    # ----- marked piles ---------------------------------------------------------------
    def mark(self, *piles: str) -> None:
        """Add piles to the marked set."""
        self._change(marked=sorted(set(self.marked) | set(piles)))

    def toggle_mark(self, pile: str) -> None:
        self._change(marked=sorted(set(self.marked) ^ {pile}))

    def take_marks(self):
        """The marked piles, now unmarked."""
        marked = self.marked
        self._change(marked=[])
        return marked

    # ----- highlights and hints -------------------------------------------------------
    def show_targets(self, piles) -> None:
        """Cards are in hand: where they may go glows, and any hint is gone."""
        self._change(highlights=list(piles), hint_text="")

    def clear_highlights(self) -> None:
        self._change(highlights=[])

    def show_hint(self, piles, text: str) -> None:
        self._change(highlights=list(piles), hint_text=text)

    def clear_hint(self) -> None:
        self._change(hint_text="")

    def keep_hint_highlights(self, piles_here) -> None:
        """After a change of position or layout: a hint's highlights stay (on the piles
        that exist), any other glow goes."""
        kept = [p for p in self.highlights if p in piles_here] if self.hint_text else []
        self._change(highlights=kept)

    # ----- the keyboard focus ---------------------------------------------------------
    def set_focus(self, pile=..., index=..., visible=...) -> None:
        """Change any of the focus's pile, index and visibility."""
        focus = self.focus
        self._change(focus=Focus(focus.pile if pile is ... else pile,
                                 focus.index if index is ... else index,
                                 focus.visible if visible is ... else visible))

    # ----- a finger ---------------------------------------------------------------------
    def set_ring(self, pos=None, progress: float = 0.0, radius: int = 0) -> None:
        """A finger rests at `pos`, `progress` of the way to a long press, in a ring of
        `radius` pixels (pos None: no ring)."""
        self._change(ring=None if pos is None else (tuple(pos), round(progress, 3), radius))

    # ----- the position ---------------------------------------------------------------
    def clear(self) -> None:
        """Nothing held, marked or lit."""
        self._change(selection=None, marked=[], highlights=[])

    def position_changed(self, session, state) -> None:
        """The selection and the marks are dropped when the position is not the one they
        were made in."""
        if self.position is None or self.position[0] is not session \
                or self.position[1] is not state:
            self._change(selection=None, marked=[])
        self.position = (session, state)
