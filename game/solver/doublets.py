"""Doublets solver (solver-notes §7): a depth-first search (search.py's) over K+ macro
moves.

The stock order is known and every play sends exactly one card up, so a position is the
talon (waste and stock as one byte string of ranks with a pointer), the multiset of
reserve top ranks (`rcode`, 4 bits per rank) and the foundation count. A macro move is
"deal until waste top X, then play X" or "... then play the needed rank from a reserve",
which the waste top X then refills; kings never move. Doublets has no cycles.

Pruning, each labelled:

- SOUND (dominance): a (talon, reserves) pair reached again at the same or a later
  pointer is skipped: from the earlier pointer the later one is reachable by dealing.
- SOUND (bound, `alive`): in the last pass a position whose waste cannot be played out
  in any merge order with the stock is dead (proof in `alive`).
- Clearing the visited table to bound memory only costs time, so LOST stays exact.

The line is written in api.md notation (`notation`) and replayed by game.solver.
"""

from game.rules import play
from game.rules.cards import RANK
from game.rules.doublets import FOUNDATION, MAX_REDEALS, NEXT, RESERVES, STOCK, WASTE, WIN_CARDS
from game.solver.search import GOAL, LOST, UNKNOWN, WON, Result, depth_first

KING = 13
PASS = 64               # progress = pass * PASS + waste size
CAP = 3_000_000         # visited-table entries before it is cleared


class _Search:
    def __init__(self, state, budget):
        piles = state.piles
        self.state = state
        self.budget = budget
        waste = piles[WASTE]
        stock = piles[STOCK]
        self.seq0 = bytes(RANK[c] for c in list(waste) + list(reversed(stock)))
        self.w0 = len(waste)
        self.pass0 = state.extra[0]
        f = len(piles[FOUNDATION])
        self.f0 = f
        # need[k]: the rank needed when the foundation holds k cards (0: none / done)
        need = [0] * 50
        r = RANK[piles[FOUNDATION][-1]]
        for k in range(f, WIN_CARDS):
            r = NEXT[r]
            if not r:
                break
            need[k] = r
        self.need = need
        code = 0
        for i in RESERVES:
            pile = piles[i]
            code += 1 << (4 * (RANK[pile[-1]] if pile else 0))
        self.rcode0 = code
        self.nodes = 0
        self.best = (-1, [])
        self.rv = {}

    def counts(self, rcode):
        v = self.rv.get(rcode)
        if v is None:
            v = [(rcode >> (4 * r)) & 15 for r in range(16)]
            if len(self.rv) < 200_000:
                self.rv[rcode] = v
        return v

    def run(self, root=None):
        visited = {}
        if root is None:
            root = (self.rcode0, self.seq0, self.w0, self.pass0, self.f0)
        rcode, seq, w, ps, f = root
        children = self.children

        # a node: (order, rcode, seq, w, pass, f, macro move that led here, key)
        def step(_, node):
            _, rcode, seq, w, ps, f, mv, key = node
            if key is not None and visited.get(key, 1 << 20) < ps * PASS + w:
                return None
            free = 48 - f - 7 + ((rcode >> 52) & 15) + (rcode & 15)   # non-kings in talon
            if free <= 0:
                return None, mv, GOAL
            return node, mv, f

        def expand(node):
            _, rcode, seq, w, ps, f, _, _ = node
            return children(rcode, seq, w, ps, f, visited) or None

        def tidy(_):
            if len(visited) > CAP:
                visited.clear()

        start = (0, rcode, seq, w, ps, f, None, None)
        out = depth_first(None, [start], step, expand, self.budget, 0, self.best[0], tidy)
        self.nodes = out.nodes
        if out.status == WON:
            return WON, [m for m in out.steps if m is not None]
        if out.steps is not None:
            self.best = (out.best, [m for m in out.steps if m is not None])
        return out.status, None

    def children(self, rcode, seq, w, ps, f, visited):
        a = self.need[f]
        out = []
        if not a:
            return out
        has = (rcode >> (4 * a)) & 15
        nb = 1 << (4 * a)
        n = len(seq)
        f1 = f + 1
        alive = self.alive
        get = visited.get
        # (position, deals, pass) of every waste top reachable, each slot at its first reach
        for idx, deals, p2 in self.tops(n, w, ps):
            r = seq[idx]
            if r == a:
                rc = rcode
                src = 0
            elif has:
                rc = rcode - nb + (1 << (4 * r))
                src = 1
            else:
                continue
            s2 = seq[:idx] + seq[idx + 1:]
            key = int.from_bytes(s2, 'little') << 64 | rc
            prog = p2 * PASS + idx
            old = get(key)
            if old is not None and old <= prog:
                continue
            visited[key] = prog
            if p2 == MAX_REDEALS and not alive(rc, s2, idx, f1):
                continue
            out.append((deals + src, rc, s2, idx, p2, f1, (deals, src), key))
        out.sort()
        return out

    def tops(self, n, w, ps):
        if w:
            yield w - 1, 0, ps
        for idx in range(w, n):
            yield idx, idx + 1 - w, ps
        if ps < MAX_REDEALS and w > 1:
            base = n - w + 1
            for idx in range(0, w - 1):
                yield idx, base + idx + 1, ps + 1

    def alive(self, rcode, seq, w, f):
        """Final-pass bound (SOUND).  Every play makes exactly one talon card leave (played
        or pulled into the reserve), so after k plays the reserve holds R0 + (cards out) -
        (demands); no rank may go negative.  In the last pass the waste W leaves top-down
        and, between two W exits, every stock card dealt meanwhile has left too; so the
        exits are W top-down merged with consecutive stock segments.  Relaxing the order
        inside a segment, a merge exists iff the greedy (take the next W card as soon as
        the counts allow it, else extend the segment) gets through W."""
        bottom = 0
        while bottom < w and seq[bottom] == KING:
            bottom += 1
        if bottom >= w:
            return True
        need = self.need
        v = list(self.counts(rcode))
        neg = 0
        k = f
        j = w
        n = len(seq)
        i = w - 1
        while True:
            x = seq[i]
            while True:
                a = need[k]
                if not a:
                    return True
                if not neg and (x == a or v[a]):
                    v[x] += 1
                    v[a] -= 1
                    k += 1
                    break
                if j >= n:
                    return False
                y = seq[j]
                j += 1
                if y != a:
                    vy = v[y]
                    v[y] = vy + 1
                    if vy == -1:
                        neg -= 1
                    va = v[a]
                    v[a] = va - 1
                    if not va:
                        neg += 1
                k += 1
            if i == bottom:
                return True
            i -= 1

    def notation(self, line):
        state = self.state
        out = []
        for deals, src in line:
            for _ in range(deals):
                out.append("deal")
                state = play(state, "deal")
            if src == 0:
                mv = "waste>foundation"
            else:
                mv = self._reserve_move(state)
            out.append(mv)
            state = play(state, mv)
        while len(state.piles[FOUNDATION]) < WIN_CARDS:
            mv = self._reserve_move(state)
            if mv is None:
                break
            out.append(mv)
            state = play(state, mv)
        return out

    @staticmethod
    def _reserve_move(state):
        need = NEXT[RANK[state.piles[FOUNDATION][-1]]]
        for k, i in enumerate(RESERVES):
            pile = state.piles[i]
            if pile and RANK[pile[-1]] == need:
                return f"reserve{k + 1}>foundation"
        return None


def solve(state, budget) -> Result:
    s = _Search(state, budget)
    status, line = s.run()
    if status == WON:
        return Result(WON, s.notation(line), s.nodes, 0.0)
    if status == LOST:
        return Result(LOST, [], s.nodes, 0.0)
    return Result(UNKNOWN, s.notation(s.best[1]), s.nodes, 0.0)
