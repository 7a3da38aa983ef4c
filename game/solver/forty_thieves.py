"""Forty Thieves solver (solver-notes §3): best-first search for a quick win, then a
complete single-card DFS that may prove a loss (both run on search.py's kernels; this
module gives them the positions, the moves and the pruning).

Private representation (built once from the game.rules state):

- `S`: the talon, a tuple of card ints in deal order: the waste (bottom first) followed by
  the stock (next card first). `p` counts the talon cards dealt so far, and `alive` is a
  bitmask over `S[:p]` of the cards still on the waste, so the waste top is
  `S[alive.bit_length() - 1]` and a deal is `alive |= 1 << p; p += 1`.
- `Q`: the 10 tableau piles in their real order, each as an interned pile id (`_Piles`): a
  pile is a persistent stack, id 0 is the empty pile, `push(id, card)` and `pop[id]`
  give the neighbouring piles, and `top`, `run`, `ln`, `brk` are per-id tables (top card,
  length of the same-suit run on top, pile length, number of out-of-sequence places).
- `F`: per suit the sorted pair of foundation heights `(lo, hi)`, flattened to 8 ints.
  Any empty foundation takes any ace, so foundation *slots* never matter to the search;
  the notation writes the first accepting foundation, found when the line is written.

Identical copies of a card (two decks) have the same int, so positions that differ only
in which copy lies where are the same position. The transposition key is
`(sorted pile ids, alive, p)`: the foundations are implied (every card that is in no pile,
not on the waste and not in the stock is up).

Pruning, each labelled:

- SOUND (dominance): a card goes up as a forced move, with no branching, when it is an
  ace or when both copies of the card below it are already up (`lo == rank`). Then no
  card can ever be put on it again, so it is only in the way; the safe moves commute and
  never disable each other, so applying all of them (`_settle`) gives one result.
- SOUND (symmetry): pile order is ignored by the key; only the first empty pile is a
  target (a move into any other empty pile reaches a position with the same key).
- SOUND (idle): a whole pile is never moved into an empty pile.
- SOUND (completeness of single-card moves): the complete DFS moves single cards only;
  a run move is a sequence of single moves through empty piles (that is exactly what the
  2^E limit allows) and a run sent up is a sequence of single moves up.
- SOUND (partial order, `_after_deal`): while the card the last deal turned still lies
  on the waste, only a deal or a move of that card is tried. Tableau moves do not touch
  the waste, so a line that makes one there can make it before the deal instead.
- SOUND (transposition): a position whose key was seen is not expanded again. Clearing
  the table to bound memory only costs time (positions on the DFS path are kept, so
  cycles stay blocked).
- SOUND (dead-end test, `_Relax`): a monotone relaxation of the game (facts never become
  false again, cards never get covered, bases have no capacity) computes which cards could
  ever leave their stacks and go up, dealing the talon one card at a time so that buried
  waste cards stay buried until everything above them has left. If even this relaxation
  cannot send all 104 cards up, no line can, and the position is cut (proof in `_Relax`).
- STREAMLINER (best-first phase only): the best-first phase moves whole runs (meta moves,
  never a partial run onto a card, which only swaps two equal cards) and orders positions
  by a heuristic. It may answer WON, never LOST.
"""

import time

from .search import GOAL, LOST, UNKNOWN, WON, Result, best_first, depth_first

WASTE = 10          # move source code for the waste
FOUND = 11          # move destination code for "a foundation"
DEAL = (-1, 0, -1)

GENERATION = 1_500_000      # DFS visited-table entries before the table is cleared
BEFS_CAP = 900_000          # positions stored by the best-first phase
BEFS_SHARE = 0.4            # share of the budget for the best-first phase
BEFS_RELAX = True           # cut dead positions in the best-first phase too (sound)
RELAX_RUNS = 1              # relaxation runs per dead-end test (more: base-conflict splits)
WEIGHTS = (10, 3, 2, 4, 2)  # best-first score: cards up, breaks, waste, empty piles, dealt

_PILE_NAMES = tuple(f"tableau{i}" for i in range(1, 11))


class _Piles:
    """Persistent, interned tableau piles: a pile is an int id, 0 is the empty pile."""

    __slots__ = ("top", "pop", "run", "ln", "brk", "pm", "memo")

    def __init__(self):
        self.top = [-1]
        self.pop = [0]
        self.run = [0]
        self.ln = [0]
        self.brk = [0]
        self.pm = {}
        self.memo = {0: ()}

    def push(self, pid, c):
        key = pid << 6 | c
        q = self.pm.get(key)
        if q is None:
            q = len(self.top)
            self.pm[key] = q
            t = self.top[pid]
            self.top.append(c)
            self.pop.append(pid)
            self.ln.append(self.ln[pid] + 1)
            if t == c + 1 and c % 13 != 12:
                self.run.append(self.run[pid] + 1)
                self.brk.append(self.brk[pid])
            else:
                self.run.append(1)
                self.brk.append(self.brk[pid] + (1 if pid else 0))
        return q

    def make(self, cards):
        q = 0
        for c in cards:
            q = self.push(q, c)
        return q

    def cards(self, pid):
        """The pile's cards, bottom first (memoised)."""
        v = self.memo.get(pid)
        if v is None:
            out = []
            top = self.top
            pop = self.pop
            q = pid
            while q:
                out.append(top[q])
                q = pop[q]
            out.reverse()
            v = tuple(out)
            if len(self.memo) < 200_000:
                self.memo[pid] = v
        return v


def _convert(state):
    piles = state.piles
    waste = [c & 63 for c in piles[1]]
    stock = [c & 63 for c in piles[0]][::-1]
    S = tuple(waste + stock)
    p = len(waste)
    alive = (1 << p) - 1
    F = [0] * 8
    for s in range(4):
        hs = sorted(len(piles[f]) for f in range(2, 10) if piles[f] and piles[f][0] // 13 == s)
        hs = [0] * (2 - len(hs)) + hs
        F[2 * s], F[2 * s + 1] = hs
    T = [tuple(piles[10 + i]) for i in range(10)]
    return S, T, alive, p, F


def _safe_up(F, c):
    """Send card c up if that is a SOUND safe move (the lower foundation of its suit is
    at its rank: an ace, or both copies of the card below are up); True if it went."""
    s2 = (c // 13) << 1
    r = c % 13
    if F[s2] != r:
        return False
    F[s2] = r + 1
    if r + 1 > F[s2 + 1]:
        F[s2], F[s2 + 1] = F[s2 + 1], r + 1
    return True


def _tops(Q, top):
    """Where each top card lies ({card: pile indices}), the first empty pile (-1: none)
    and the number of empty piles."""
    pos = {}
    e0 = -1
    E = 0
    for j in range(10):
        q = Q[j]
        if q:
            c = top[q]
            pos[c] = pos[c] + (j,) if c in pos else (j,)
        else:
            E += 1
            if e0 < 0:
                e0 = j
    return pos, e0, E


class _Solver:
    def __init__(self, state, budget):
        self.state = state
        self.budget = budget
        S, T, alive, p, F = _convert(state)
        self.S = S
        self.n = len(S)
        self.P = _Piles()
        Q = [self.P.make(pile) for pile in T]
        moves = []
        self.root = self._settle(Q, alive, p, F, moves)
        self.p0 = p
        self.root_moves = moves
        self.nodes = 0
        self.best = (sum(self.root[3]), [])      # (cards up, internal line)
        self.relax = _Relax(self)

    # ----- position mechanics ----------------------------------------------------------
    def _settle(self, Q, alive, p, F, moves):
        """Apply every SOUND safe move up (Q and F are lists, changed in place)."""
        S = self.S
        top = self.P.top
        pop = self.P.pop
        again = True
        while again:
            again = False
            while alive and _safe_up(F, S[alive.bit_length() - 1]):
                alive ^= 1 << (alive.bit_length() - 1)
                moves.append((WASTE, 1, FOUND))
                again = True
            for j in range(10):
                q = Q[j]
                while q and _safe_up(F, top[q]):
                    q = pop[q]
                    moves.append((j, 1, FOUND))
                    again = True
                Q[j] = q
        return (tuple(Q), alive, p, tuple(F))

    def _play(self, st, m, moves):
        """The settled position after internal move m (moves gets m and the safe moves)."""
        Q, alive, p, F = st
        s, k, d = m
        Q = list(Q)
        F = list(F)
        P = self.P
        top = P.top
        pop = P.pop
        moves.append(m)
        if s == -1:
            alive |= 1 << p
            p += 1
        else:
            if s == WASTE:
                i = alive.bit_length() - 1
                cards = (self.S[i],)
                alive ^= 1 << i
            else:
                q = Q[s]
                if k == 1:
                    cards = (top[q],)
                    Q[s] = pop[q]
                else:
                    cs = []
                    for _ in range(k):
                        cs.append(top[q])
                        q = pop[q]
                    Q[s] = q
                    cards = tuple(reversed(cs))     # bottom card of the part first
            if d == FOUND:
                for c in reversed(cards):          # the top card lands first
                    s2 = (c // 13) << 1
                    r = c % 13
                    if F[s2] == r:
                        F[s2] = r + 1
                        if r + 1 > F[s2 + 1]:
                            F[s2], F[s2 + 1] = F[s2 + 1], r + 1
                    else:
                        F[s2 + 1] = r + 1
            else:
                q = Q[d]
                for c in cards:
                    q = P.push(q, c)
                Q[d] = q
        return self._settle(Q, alive, p, F, moves)

    @staticmethod
    def key(st):
        Q, alive, p, _ = st
        ids = sorted(Q)
        ids.append(alive)
        ids.append(p)
        return tuple(ids)

    # ----- move generation -------------------------------------------------------------
    def atomic_moves(self, st):
        """Every single-card move but idle/symmetric ones, in the order list.pop() should
        try them: moves up first, then builds, waste moves, moves to an empty pile, deal."""
        Q, alive, p, F = st
        P = self.P
        top = P.top
        ln = P.ln
        out = []
        if p < self.n:
            out.append(DEAL)
        pos, e0, _ = _tops(Q, top)
        w = self.S[alive.bit_length() - 1] if alive else -1
        if p > self.p0 and alive >> (p - 1) & 1:
            return self._after_deal(out, w, pos, e0, F)
        if e0 >= 0:
            for j in range(9, -1, -1):
                q = Q[j]
                if q and ln[q] > 1:
                    out.append((j, 1, e0))
            if w >= 0:
                out.append((WASTE, 1, e0))
        if w >= 0 and w % 13 != 12 and w + 1 in pos:
            for d in pos[w + 1]:
                out.append((WASTE, 1, d))
        for j in range(10):
            q = Q[j]
            if q:
                c = top[q]
                if c % 13 != 12 and c + 1 in pos:
                    for d in pos[c + 1]:
                        out.append((j, 1, d))
        if w >= 0:
            r = w % 13
            s2 = (w // 13) << 1
            if F[s2] == r or F[s2 + 1] == r:
                out.append((WASTE, 1, FOUND))
        for j in range(10):
            q = Q[j]
            if q:
                c = top[q]
                r = c % 13
                s2 = (c // 13) << 1
                if F[s2] == r or F[s2 + 1] == r:
                    out.append((j, 1, FOUND))
        return out

    @staticmethod
    def _after_deal(out, w, pos, e0, F):
        """SOUND (partial order) move set of a position whose waste top is the card the
        last deal turned (it still lies there): deal again, or move that card. A tableau
        move does not touch the waste, so in any line it can be made before the deal
        instead, reaching the same position (or one with more safe moves made, which
        is as good); the search therefore never makes it after a deal. `out` holds the
        deal (if any); the waste moves follow in the order list.pop() should try them."""
        if e0 >= 0:
            out.append((WASTE, 1, e0))
        if w % 13 != 12 and w + 1 in pos:
            for d in pos[w + 1]:
                out.append((WASTE, 1, d))
        r = w % 13
        s2 = (w // 13) << 1
        if F[s2] == r or F[s2 + 1] == r:
            out.append((WASTE, 1, FOUND))
        return out

    def meta_moves(self, st):
        """STREAMLINER move set of the best-first phase: single cards up, whole runs onto a
        card or into the first empty pile, the waste card onto a card or an empty pile."""
        Q, alive, p, F = st
        P = self.P
        top = P.top
        run = P.run
        ln = P.ln
        out = []
        pos, e0, E = _tops(Q, top)
        if p > self.p0 and alive >> (p - 1) & 1:
            if p < self.n:
                out.append(DEAL)
            return self._after_deal(out, self.S[p - 1], pos, e0, F)[::-1]
        lim_card = 1 << E
        lim_empty = (1 << (E - 1)) if E else 0
        if alive:
            w = self.S[alive.bit_length() - 1]
            r = w % 13
            s2 = (w // 13) << 1
            if F[s2] == r or F[s2 + 1] == r:
                out.append((WASTE, 1, FOUND))
            if r != 12 and w + 1 in pos:
                for d in pos[w + 1]:
                    out.append((WASTE, 1, d))
            if E:
                out.append((WASTE, 1, e0))
        for j in range(10):
            q = Q[j]
            if not q:
                continue
            c = top[q]
            r = c % 13
            s2 = (c // 13) << 1
            if F[s2] == r or F[s2 + 1] == r:
                out.append((j, 1, FOUND))
            L = run[q]
            if L <= lim_card and r + L <= 12 and c + L in pos:
                for d in pos[c + L]:
                    out.append((j, L, d))
            if E and L < ln[q] and L <= lim_empty:
                out.append((j, L, e0))
        if p < self.n:
            out.append(DEAL)
        return out

    # ----- heuristic -------------------------------------------------------------------
    def score(self, st):
        Q, alive, p, F = st
        brk = self.P.brk
        br = 0
        E = 0
        for q in Q:
            if q:
                br += brk[q]
            else:
                E += 1
        up = F[0] + F[1] + F[2] + F[3] + F[4] + F[5] + F[6] + F[7]
        wl = bin(alive).count("1")
        w = WEIGHTS
        return w[0] * up - w[1] * br - w[2] * wl + w[3] * E + w[4] * p

    # ----- phase 1: best-first ---------------------------------------------------------
    def best_first(self, node_stop, deadline_check):
        """Best-first over meta moves. Returns the internal winning line or None."""
        root = self.root
        if sum(root[3]) == 104:
            return []
        play = self._play
        key = self.key
        score = self.score
        gen = self.meta_moves
        dead = self.relax.dead

        def expand(st):
            if BEFS_RELAX and dead(st):
                return
            for m in gen(st):
                moves = []
                child = play(st, m, moves)
                F = child[3]
                up = F[0] + F[1] + F[2] + F[3] + F[4] + F[5] + F[6] + F[7]
                yield child, moves, key(child), GOAL if up == 104 else up

        def stop(nodes):
            return nodes >= node_stop or deadline_check()

        out = best_first(root, key(root), expand, lambda st: -score(st), stop, BEFS_CAP,
                         self.nodes, sum(root[3]))
        self.nodes = out.nodes
        if out.status == WON:
            return _joined(out.steps)
        if out.steps is not None and out.best > self.best[0]:
            self.best = (out.best, _joined(out.steps))
        return None

    # ----- phase 2: complete DFS -------------------------------------------------------
    def complete(self, budget, relax_every=1):
        """Complete single-card DFS. Returns (status, internal line)."""
        root = self.root
        if sum(root[3]) == 104:
            return WON, []
        play = self._play
        key = self.key
        gen = self.atomic_moves
        dead = self.relax.dead
        seen = {key(root)}
        if relax_every and dead(root):
            return LOST, None
        count = 0

        def step(st, m):
            moves = []
            child = play(st, m, moves)
            k = key(child)
            if k in seen:
                return None
            seen.add(k)
            F = child[3]
            up = F[0] + F[1] + F[2] + F[3] + F[4] + F[5] + F[6] + F[7]
            return child, moves, GOAL if up == 104 else up

        def expand(child):
            nonlocal count
            count += 1
            if relax_every and count % relax_every == 0 and dead(child):
                return None
            return gen(child)[::-1]         # gen lists them in the order pop() takes

        def tidy(path):
            if len(seen) > GENERATION:      # keep the path's keys: cycles stay blocked
                seen.clear()
                seen.update(key(st) for st in path)

        out = depth_first(root, gen(root)[::-1], step, expand, budget, self.nodes,
                          sum(root[3]), tidy)
        self.nodes = out.nodes
        if out.status == WON:
            return WON, _joined(out.steps)
        if out.steps is not None and out.best > self.best[0]:
            self.best = (out.best, _joined(out.steps))
        return out.status, None

    # ----- notation --------------------------------------------------------------------
    def notation(self, line):
        """Canonical api.md moves for an internal line (root safe moves included)."""
        piles = self.state.piles
        slots = []                  # per foundation: [suit, height]
        for f in range(2, 10):
            pile = piles[f]
            slots.append([pile[0] // 13 if pile else -1, len(pile)])
        waste_top = []
        out = []
        full = list(self.root_moves) + list(line)
        # simulate the real piles to know which card goes up
        S = self.S
        alive = (1 << len(piles[1])) - 1
        p = len(piles[1])
        T = [list(piles[10 + i]) for i in range(10)]
        del waste_top
        for s, k, d in full:
            if s == -1:
                alive |= 1 << p
                p += 1
                out.append("deal")
                continue
            if s == WASTE:
                i = alive.bit_length() - 1
                cards = [S[i]]
                alive ^= 1 << i
                src = "waste"
            else:
                cards = T[s][-k:]
                del T[s][-k:]
                src = _PILE_NAMES[s]
            if d == FOUND:
                for c in reversed(cards):
                    suit, r = c // 13, c % 13
                    for f in range(8):
                        fs, h = slots[f]
                        if (r == 0 and h == 0) or (fs == suit and h == r and r):
                            slots[f] = [suit, h + 1]
                            break
                    else:
                        raise AssertionError("no foundation takes the card")
                    out.append(f"{src}>foundation{f + 1}")
            else:
                T[d].extend(cards)
                if k == 1:
                    out.append(f"{src}>{_PILE_NAMES[d]}")
                else:
                    out.append(f"{src}*{k}>{_PILE_NAMES[d]}")
        return out


class _Relax:
    """SOUND dead-end test: a monotone (delete) relaxation of Forty Thieves.

    Facts, each true once it happened at some time in a real line from the position:
    LEFT(x) (card copy x has left its stack: a tableau pile, or the talon), INTAB(x) (x has
    been the top card of a tableau pile), UP counts per card, EMPTY (a tableau pile has
    been empty). Rules, each a necessary condition of the real event:

    - x leaves its stack only when every card above it there has left; for the talon this
      is checked layer by layer: while the talon holds S[p:j] dealt, the waste is the
      alive cards below them (nothing dealt later can be above);
    - x leaves to a foundation only when some copy of (r-1, s) is up (the k-th copy of a
      card up needs k copies of the card below up: counted in `nup`);
    - x leaves to the tableau only when a copy of (r+1, s) has been a tableau top, or a
      pile has been empty;
    - the first time a pile is empty, every card it held has left.

    A real line is a sequence of such events whose preconditions held at the time, so
    every fact of a real line is derived here; cards never get covered and bases have
    no capacity, which only adds facts. If the fixpoint (after the whole talon is dealt)
    cannot put both copies of every card up, no real line wins. Once EMPTY is derived
    every exposed card can leave, so the test then answers "not dead" at once.
    """

    def __init__(self, solver):
        self.s = solver
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
        S = self.S
        n = self.n
        cards = self.s.P.cards
        init = [0] * 52
        for s in range(4):
            lo = F[2 * s]
            hi = F[2 * s + 1]
            b = 13 * s
            for r in range(hi):
                init[b + r] = 2 if r < lo else 1
        navail = [0] * 52
        tab = [False] * 52          # some copy has been a tableau top
        tabid = [-1] * 52           # which copy (id) made tab true
        tab2 = [False] * 52         # two different copies have been tableau tops
        left = [False] * 52
        bseat = [[] for _ in range(52)]     # (stack, place) of copies gone onto a base
        waiting = [[] for _ in range(52)]
        queue = []
        conflict = None
        stacks = []
        front = []
        for q in Q:
            if not q:
                return False, None      # a pile is empty: EMPTY holds, nothing is proved
            pl = cards(q)
            stacks.append(pl)
            front.append(len(pl) - 1)
        # the talon as S indices (place = S index, so a bigger place lies higher)
        talon = [i for i in range(p) if alive >> i & 1]
        stacks.append(talon)
        front.append(len(talon) - 1)

        def wake(t):
            w = waiting[t]
            if w:
                for e in w:
                    if front[e[0]] == e[1]:
                        queue.append(e[0])
                waiting[t] = []

        def settab(t, cid):
            """Copy `cid` of card t has been a tableau top (cid -1: some left copy)."""
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
                wake(t - 1)
                # a copy of t-1 that has left could sit on t
                if not left[t - 1]:
                    return
                t -= 1
                cid = -2

        def bump(t):
            """navail[t] grew: raise the up counts of t and the cards above it."""
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
                    wake(t + 1)
                prev = v
                t += 1

        nup = [0] * 52
        for k in range(10):
            c = stacks[k][-1]
            navail[c] += 1
        if talon:
            navail[S[talon[-1]]] += 1
        for b in (0, 13, 26, 39):
            prev = 2
            for c in range(b, b + 13):
                v = init[c] + navail[c]
                if v > prev:
                    v = prev
                nup[c] = v
                prev = v
        for k in range(10):
            i = front[k]
            settab(stacks[k][i], k * 64 + i)
        queue.extend(range(11))
        j = p
        while True:
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
                        if not tab2[c + 1]:
                            # SOUND capacity: a copy of c that lay above this one in the
                            # same stack left first; if it went onto a base it still
                            # holds the only base (it cannot go up: not up-ready).
                            cid = k * 64 + i if k < 10 else 1000 + place
                            blocked = cid in forbid
                            for e in bseat[c]:
                                if e[0] == k and e[1] > place:
                                    blocked = True
                                    break
                            if blocked:
                                waiting[c].append((k, i))
                                break
                            if bseat[c] and conflict is None:
                                e = bseat[c][0]
                                conflict = (e[2], cid, c)
                        via_base = True
                    else:
                        waiting[c].append((k, i))
                        break
                    # c leaves its stack
                    left[c] = True
                    if via_base:
                        bseat[c].append((k, place, k * 64 + i if k < 10 else 1000 + place))
                    if r != 12 and tab[c + 1]:
                        settab(c, k * 64 + i if k < 10 else 1000 + place)
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
                    # a pile can be emptied: EMPTY, nothing more is proved here
                    return (None, conflict[:2]) if conflict else (False, None)
            if j >= n:
                break
            # deal S[j]: it covers the waste top. A dealt card that cannot leave changes
            # nothing (it adds no up count: the card below it is not up often enough).
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
            bump(c)
            queue.append(10)
        for c in range(12, 52, 13):
            if nup[c] < 2:
                return True, None
        return (None, conflict[:2]) if conflict else (False, None)


def _joined(steps):
    """One internal line from the kernels' steps (each a list of internal moves)."""
    return [m for moves in steps for m in moves]


def _deadline_check(budget, share):
    """A callable that says when the first `share` of the budget's time is used."""
    if budget.deadline is None:
        return lambda: bool(budget.cancelled())
    stop = budget.start + share * (budget.deadline - budget.start)
    return lambda: time.perf_counter() >= stop or bool(budget.cancelled())


def solve(state, budget) -> Result:
    s = _Solver(state, budget)
    node_stop = (int(budget.node_limit * BEFS_SHARE) if budget.node_limit is not None
                 else 10 ** 12)
    line = s.best_first(node_stop, _deadline_check(budget, BEFS_SHARE))
    if line is not None:
        return Result(WON, s.notation(line), s.nodes, 0.0)
    status, line = s.complete(budget)
    if status == WON:
        return Result(WON, s.notation(line), s.nodes, 0.0)
    if status == LOST:
        return Result(LOST, [], s.nodes, 0.0)
    return Result(UNKNOWN, s.notation(s.best[1]), s.nodes, 0.0)


def hint_line(state, budget):
    """A good line from `state`: the best-first phase only (the winning line when it
    finds one, else the line to the position with the most cards up)."""
    s = _Solver(state, budget)
    node_stop = budget.node_limit if budget.node_limit is not None else 10 ** 12
    line = s.best_first(node_stop, _deadline_check(budget, 1.0))
    if line is not None:
        return s.notation(line)
    return s.notation(s.best[1])
