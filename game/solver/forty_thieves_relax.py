"""The Forty Thieves solver's dead-end test: a monotone relaxation of the game that shows
when a position can never be won (used by game/solver/forty_thieves.py to cut it).

Facts, each true once it happened at some time in a real line from the position:
LEFT(x) (card copy x has left its stack: a tableau pile, or the talon), INTAB(x) (x has
been the top card of a tableau pile), UP counts per card, EMPTY (a tableau pile has been
empty). Rules, each a necessary condition of the real event:

- x leaves its stack only when every card above it there has left; for the talon this
  is checked layer by layer: while the talon holds S[p:j] dealt, the waste is the alive
  cards below them (nothing dealt later can be above);
- x leaves to a foundation only when some copy of (r-1, s) is up (the k-th copy of a
  card up needs k copies of the card below up: counted in `nup`);
- x leaves to the tableau only when a copy of (r+1, s) has been a tableau top, or a pile
  has been empty;
- the first time a pile is empty, every card it held has left.

A real line is a sequence of such events whose preconditions held at the time, so every
fact of a real line is derived here; cards never get covered and bases have no capacity,
which only adds facts. If the fixpoint (after the whole talon is dealt) cannot put both
copies of every card up, no real line wins. Once EMPTY is derived every exposed card can
leave, so the test then answers "not dead" at once.

The positions are the solver's own (see forty_thieves.py): pile ids in a pile store,
the talon `S` with its `alive` mask and pointer `p`, and the foundation heights `F`.
"""

RELAX_RUNS = 1              # relaxation runs per dead-end test (more: base-conflict splits)


class Relaxation:
    """SOUND dead-end test over a solver's positions (its talon `S`, its pile store `P`,
    read at each run)."""

    def __init__(self, solver):
        self.solver = solver
        self.S = solver.S
        self.n = solver.n
        self.calls = 0
        self.cuts = 0

    def dead(self, st):
        """True when the relaxation cannot put every card up (the position is lost)."""
        self.calls += 1
        budget = [RELAX_RUNS]
        if self._branch(st, frozenset(), budget):
            self.cuts += 1
            return True
        return False

    def _branch(self, st, forbid, budget):
        """Dead under every way of settling one base conflict (see `_run`)."""
        budget[0] -= 1
        verdict, conflict = self._run(st, forbid)
        if verdict is not None:
            return verdict
        if conflict is None or budget[0] < 2:
            return False
        a, b = conflict
        return self._branch(st, forbid | {a}, budget) and self._branch(st, forbid | {b}, budget)

    def _run(self, st, forbid):
        """One fixpoint. Returns (True, None) dead, (False, None) alive for sure (a pile
        can be emptied), or (None, conflict) alive here, where conflict = (a, b) are the
        two copies of a card that both went onto a base while only one copy of the card
        above them could ever be a tableau top (or None). Copies in `forbid` may not go
        onto a base before they are up-ready."""
        Q, alive, p, F = st
        fix = _Fixpoint(self.S, F, forbid)
        if not fix.load(Q, alive, p, self.solver.P.cards):
            return False, None      # a pile is empty: EMPTY holds, nothing is proved
        fix.seed()
        j = p
        n = self.n
        while True:
            if fix.drain():
                return fix.open_verdict()   # a pile can be emptied: nothing more is proved
            if j >= n:
                break
            j = fix.deal(j, n)
        if fix.kings_short():
            return True, None
        return fix.open_verdict()


def _initial_up(F):
    """Per card, how many copies are up already (from the sorted foundation pairs)."""
    init = [0] * 52
    for s in range(4):
        lo = F[2 * s]
        hi = F[2 * s + 1]
        b = 13 * s
        for r in range(hi):
            init[b + r] = 2 if r < lo else 1
    return init


class _Fixpoint:
    """One run of the relaxation: the facts derived so far and the work still queued.

    Stacks 0-9 are the tableau piles (cards, bottom first), stack 10 the talon (S
    indexes, so a bigger place lies higher); `front[k]` is the topmost card of stack k
    that has not left. A copy is named by `cid`: k * 64 + place on the tableau, 1000 +
    place in the talon."""

    __slots__ = ("S", "forbid", "init", "navail", "nup", "tab", "tabid", "tab2", "left",
                 "bseat", "waiting", "queue", "conflict", "stacks", "front", "talon")

    def __init__(self, S, F, forbid):
        self.S = S
        self.forbid = forbid
        self.init = _initial_up(F)
        self.navail = [0] * 52
        self.nup = [0] * 52
        self.tab = [False] * 52          # some copy has been a tableau top
        self.tabid = [-1] * 52           # which copy (id) made tab true
        self.tab2 = [False] * 52         # two different copies have been tableau tops
        self.left = [False] * 52
        self.bseat = [[] for _ in range(52)]     # (stack, place, cid) of copies on a base
        self.waiting = [[] for _ in range(52)]   # (stack, index) stuck until card t moves
        self.queue = []
        self.conflict = None
        self.stacks = []
        self.front = []
        self.talon = []

    def load(self, Q, alive, p, cards):
        """Lay out the stacks; False when a tableau pile is empty (EMPTY holds)."""
        stacks = self.stacks
        front = self.front
        for q in Q:
            if not q:
                return False
            pl = cards(q)
            stacks.append(pl)
            front.append(len(pl) - 1)
        self.talon = talon = [i for i in range(p) if alive >> i & 1]
        stacks.append(talon)
        front.append(len(talon) - 1)
        return True

    def seed(self):
        """The facts of the position itself: its top cards, and the up counts they allow."""
        S = self.S
        stacks = self.stacks
        navail = self.navail
        nup = self.nup
        init = self.init
        for k in range(10):
            navail[stacks[k][-1]] += 1
        if self.talon:
            navail[S[self.talon[-1]]] += 1
        for b in (0, 13, 26, 39):
            prev = 2
            for c in range(b, b + 13):
                v = init[c] + navail[c]
                if v > prev:
                    v = prev
                nup[c] = v
                prev = v
        for k in range(10):
            i = self.front[k]
            self.settab(stacks[k][i], k * 64 + i)
        self.queue.extend(range(11))

    def drain(self):
        """Let every queued stack shed the cards that may leave; True as soon as a
        tableau pile can be emptied."""
        S = self.S
        stacks = self.stacks
        front = self.front
        queue = self.queue
        nup = self.nup
        init = self.init
        tab = self.tab
        tab2 = self.tab2
        left = self.left
        bseat = self.bseat
        waiting = self.waiting
        navail = self.navail
        settab = self.settab
        bump = self.bump
        while queue:
            k = queue.pop()
            pl = stacks[k]
            i = front[k]
            while i >= 0:
                if k < 10:
                    c = pl[i]
                    place = i
                else:
                    place = pl[i]
                    c = S[place]
                r = c % 13
                if r == 0 or nup[c - 1] > init[c]:
                    via_base = False                        # up
                elif r != 12 and tab[c + 1]:
                    if not tab2[c + 1] and self.base_taken(c, k, i, place):
                        waiting[c].append((k, i))
                        break
                    via_base = True
                else:
                    waiting[c].append((k, i))
                    break
                # c leaves its stack
                left[c] = True
                cid = k * 64 + i if k < 10 else 1000 + place
                if via_base:
                    bseat[c].append((k, place, cid))
                if r != 12 and tab[c + 1]:
                    settab(c, cid)
                i -= 1
                if i < 0:
                    break
                c2 = pl[i] if k < 10 else S[pl[i]]
                navail[c2] += 1
                bump(c2)
                if k < 10:
                    settab(c2, k * 64 + i)
            front[k] = i
            if i < 0 and k < 10:
                return True
        return False

    def base_taken(self, c, k, i, place):
        """SOUND capacity, for card c (at index i of stack k) going onto the only copy of
        its base that was ever a tableau top: a copy of c that lay above this one in the
        same stack left first; if it went onto a base it still holds that base (it cannot
        go up: not up-ready). Copies in `forbid` may not use a base either. Notes the
        first conflict: two copies of c both on a base."""
        cid = k * 64 + i if k < 10 else 1000 + place
        if cid in self.forbid:
            return True
        seats = self.bseat[c]
        for e in seats:
            if e[0] == k and e[1] > place:
                return True
        if seats and self.conflict is None:
            self.conflict = (seats[0][2], cid, c)
        return False

    def deal(self, j, n):
        """Deal S[j] onto the waste (it covers the waste top), and on while the dealt card
        cannot leave: such a card changes nothing (it adds no up count, the card below it
        is not up often enough). Returns the next card to deal."""
        S = self.S
        talon = self.talon
        front = self.front
        navail = self.navail
        nup = self.nup
        init = self.init
        tab = self.tab
        while True:
            tf = front[10]
            del talon[tf + 1:]
            if tf >= 0:
                navail[S[talon[tf]]] -= 1
            c = S[j]
            talon.append(j)
            front[10] = tf + 1
            navail[c] += 1
            j += 1
            r = c % 13
            if j >= n or r == 0 or nup[c - 1] > init[c] or (r != 12 and tab[c + 1]):
                break
        self.bump(c)
        self.queue.append(10)
        return j

    def kings_short(self):
        """Whether some king cannot get both copies up: the position is dead."""
        nup = self.nup
        return any(nup[c] < 2 for c in range(12, 52, 13))

    def open_verdict(self):
        """The answer when nothing is proved: (None, conflict) to split on, else alive."""
        conflict = self.conflict
        return (None, conflict[:2]) if conflict else (False, None)

    def wake(self, t):
        """Card t can now take a card (or move): requeue the stacks waiting on it."""
        w = self.waiting[t]
        if w:
            front = self.front
            queue = self.queue
            for e in w:
                if front[e[0]] == e[1]:
                    queue.append(e[0])
            self.waiting[t] = []

    def settab(self, t, cid):
        """Copy `cid` of card t has been a tableau top (cid -1: some left copy)."""
        tab = self.tab
        tab2 = self.tab2
        tabid = self.tabid
        left = self.left
        while True:
            if tab[t]:
                if tab2[t] or (tabid[t] == cid and cid >= 0):
                    return
                tab2[t] = True      # (a cascade, cid < 0, may be another copy)
            else:
                tab[t] = True
                tabid[t] = cid
            if t % 13 == 0:
                return
            self.wake(t - 1)
            # a copy of t-1 that has left could sit on t
            if not left[t - 1]:
                return
            t -= 1
            cid = -2

    def bump(self, t):
        """navail[t] grew: raise the up counts of t and the cards above it."""
        nup = self.nup
        init = self.init
        navail = self.navail
        top = t - t % 13 + 13
        prev = nup[t - 1] if t % 13 else 2
        while t < top:
            v = init[t] + navail[t]
            if v > prev:
                v = prev
            if v <= nup[t]:
                return
            nup[t] = v
            if t + 1 < top:
                self.wake(t + 1)
            prev = v
            t += 1
