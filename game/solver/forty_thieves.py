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
- SOUND (dead-end test, `Relaxation` in forty_thieves_relax.py): a monotone relaxation
  of the game (facts never become false again, cards never get covered, bases have no
  capacity) computes which cards could ever leave their stacks and go up, dealing the
  talon one card at a time so that buried waste cards stay buried until everything above
  them has left. If even this relaxation cannot send all 104 cards up, no line can, and
  the position is cut (proof there).
- STREAMLINER (best-first phase only): the best-first phase moves whole runs (meta moves,
  never a partial run onto a card, which only swaps two equal cards) and orders positions
  by a heuristic. It may answer WON, never LOST.
"""

import time

from .forty_thieves_relax import Relaxation
from .search import GOAL, LOST, UNKNOWN, WON, Result, best_first, depth_first

WASTE = 10          # move source code for the waste
FOUND = 11          # move destination code for "a foundation"
DEAL = (-1, 0, -1)

GENERATION = 1_500_000      # DFS visited-table entries before the table is cleared
BEFS_CAP = 900_000          # positions stored by the best-first phase
BEFS_SHARE = 0.4            # share of the budget for the best-first phase
BEFS_RELAX = True           # cut dead positions in the best-first phase too (sound)
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
        self.relax = Relaxation(self)

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
