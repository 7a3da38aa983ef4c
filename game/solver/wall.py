"""Wall solver (solver-notes §6): a full-knowledge depth-first search (search.py's) over
one-int keys.

The solver sees the face-down low piles and the stock order, so the cards arrive in fixed
triples T0 (the waste now) .. T12, each used or lost before the next. A search state is
(removed: bit t for target t gone, d: index of the triple on the waste, w: bit i for a card
of T_d still on waste pile i+1); its key is one int. Face-up/face-down status and the
score do not matter for winning. An attack that empties the waste goes straight to
(d + 1, whole triple), as the rules deal at once. Every move removes a target or advances
d, so the graph is a DAG: every state the search backs out of is lost for good (kept in a
dead set). Successors come from bit tables (exposure, health piles), never from
legal_moves/play; the line is written in canonical notation (`waste1+waste3>low2`,
`deal`) and game.solver.solve replays it through game.rules.

Targets are the rules module's pile indexes: 0 throne, 1-3 high1-3, 4-7 low1-4, 8-52
wall1-45. Guard piles and the throne have a fixed health (their card sum); a wall card's
health is its value plus its health piles still standing (game.rules.wall.HEALTH_PILES).

Pruning, each labelled. SOUND means a LOST answer stays exact; there are no streamliners
in this solver (none was needed), so every LOST it returns is a proof.

1. SOUND (dominance) - a state with more targets removed and a superset of the waste at
   the same d is at least as good: removals only add exposure and lower health.
   a. Attacks use inclusion-minimal winning subsets only (sum > health >= sum - smallest).
   b. No failing attacks on face-down lows (the flip tells a full-knowledge solver
      nothing; `deal` discards cards just as well).
   c. `deal` only when no relevant winning attack exists (attack-then-deal dominates).
   d. A state found dead at (removed, d, w) makes (removed, d + 1, whole triple) dead
      too: `deal` reaches it.
2. SOUND (relevance) - attack only *relevant* targets: the least set holding the standing
   highs and every standing target that exposes a standing, still unexposed relevant
   target or lies in the health of a standing relevant target. In a winning line, drop
   every attack on a target irrelevant at its time: relevance only shrinks as play goes
   on, so each dropped removal exposed or weakened only targets that are dropped too,
   and the kept attacks see the same exposure and health. A winning line with the
   fewest attacks therefore never starts with an irrelevant attack (nor, by 1, with a
   failing or non-minimal one).
3. SOUND (bounds), checked on entering a state:
   a. Throne: some later triple (or the current one, still whole) sums >= 27; all highs
      must fall in the triples before the last such triple ("hi_end"), since with health
      26 the throne takes all three cards of its triple.
   b. Value: sum over the standing highs of (health + 1) <= value of the cards before it.
   c. Highs fit: each standing high needs a subset of one triple (disjoint subsets) in
      the triples before hi_end (exact small search, order among the highs ignored).
   d. Schedule (all guards standing): the first low K falls to one subset of some triple
      a; the highs then fall to subsets of triple a's other cards and of later triples
      before hi_end; the wall chain that exposes K is paid from the other cards of the
      triples up to a. The chain's cost is an admissible row DP (access_cost).
   Every bound is admissible (it only relaxes the rules), so a state it kills is lost.

Polls budget.exhausted every 1024 expanded nodes; returns UNKNOWN with the best partial
line (most guards, then most targets removed) when told to stop. Memory: the dead set and
the two caches are cleared when they pass a cap (clearing only forgets, never unsound).
"""


from game.rules.wall import (
    _MOVE,
    ALWAYS_EXPOSED,
    EXPOSERS,
    HEALTH_PILES,
    LAST_WALL,
    RANK,
    STOCK,
    WASTES,
)
from game.solver.search import GOAL, LOST, WON, Budget, Result, depth_first

NT = LAST_WALL + 1                      # 53 targets
ALL_TARGETS = (1 << NT) - 1
HIGH_MASK = 0b1110
LOW_MASK = 0b11110000
GUARD_MASK = HIGH_MASK | LOW_MASK
HCAP = 41                               # healths are clipped to this for table lookups
DEAD_CAP = 2_000_000                    # dead-set entries: the memory bound
CACHE_CAP = 300_000                     # entries per bound cache


def _bits(m: int) -> list[int]:
    out = []
    while m:
        b = m & -m
        out.append(b.bit_length() - 1)
        m ^= b
    return out


# ----- static tables (the same for every deal) ---------------------------------------
EXPM = [0] * NT          # EXPM[t]: t is exposed once any of these is removed
EXPOSES = [0] * NT       # EXPOSES[x]: the targets that x's removal exposes
for _t in range(1, NT):
    for _j in EXPOSERS[_t]:
        EXPM[_t] |= 1 << _j
        EXPOSES[_j] |= 1 << _t
ALWAYS = sum(1 << t for t in range(NT) if ALWAYS_EXPOSED[t])
HPO = [tuple(j for j in HEALTH_PILES[t] if j != t) for t in range(NT)]   # other health piles
HPOM = [sum(1 << j for j in HPO[t]) for t in range(NT)]
HPCH = [0] * NT          # HPCH[x]: the targets whose health includes x's value
for _t in range(NT):
    for _j in HPO[_t]:
        HPCH[_j] |= 1 << _t

# Wall rows as target indexes, bottom row first. PAR: parents (not the edge cards' extra
# "two rows above" card); CHILD: children; SHARED[t]: the parent t shares with t - 1.
ROWS_UP = tuple(tuple(range(a + 7, b + 8)) for a, b in
                ((39, 45), (31, 38), (24, 30), (16, 23), (9, 15), (1, 8)))
PAR = [()] * NT
CHILD = [()] * NT
SHARED = [-1] * NT
for _row in ROWS_UP:
    for _t in _row:
        _n = _t - 7
        _p = (_n - 1) % 15
        if _n > 8:
            PAR[_t] = tuple(q + 7 for q in ((_n - 8,) if _p != 0 else ())
                            + ((_n - 7,) if _p != 7 else ()))
        if _n < 39:
            CHILD[_t] = tuple(q + 7 for q in ((_n + 7,) if _p != 0 else ())
                              + ((_n + 8,) if _p != 7 else ()))
    for _a, _b in zip(_row, _row[1:]):
        _common = set(PAR[_a]) & set(PAR[_b])
        SHARED[_b] = _common.pop() if _common else -1
# Per row: ((t, parents, children), ...) and the sweep pairs (t, neighbour, shared parent).
ROW_INFO = tuple((tuple((t, PAR[t], CHILD[t]) for t in row),
                  tuple((row[i], row[i - 1], SHARED[row[i]]) for i in range(1, len(row))),
                  tuple((row[i], row[i + 1], SHARED[row[i + 1]])
                        for i in range(len(row) - 2, -1, -1)))
                 for row in ROWS_UP)


def _exposed_mask(removed: int) -> int:
    e = ALWAYS
    for x in _bits(removed):
        e |= EXPOSES[x]
    if removed & HIGH_MASK == HIGH_MASK:
        e |= 1
    return e


class _Deal:
    """The solver's view of one position: values, fixed healths, the triples and the
    guards' schedule tables."""

    def __init__(self, state):
        piles = state.piles
        self.value = value = [0] * NT      # wall: card value; guard/throne: fixed health
        removed = 0
        for t in range(NT):
            pile = piles[t]
            if not pile:
                removed |= 1 << t
            value[t] = sum(RANK[c] for c in pile)
        self.removed0 = removed
        # Triple 0 is the waste now (possibly with holes), then the stock in threes.
        triples = [tuple(RANK[piles[w][0]] if piles[w] else 0 for w in WASTES)]
        full = [sum(1 << i for i in range(3) if piles[WASTES[i]])]
        stock = [RANK[c] for c in reversed(piles[STOCK])]
        for i in range(0, len(stock), 3):
            chunk = stock[i:i + 3]
            triples.append(tuple(chunk) + (0,) * (3 - len(chunk)))
            full.append((1 << len(chunk)) - 1)
        self.triples, self.full = triples, full
        self.nd = nd = len(triples)
        # wsum[d][w]: value of the cards w of triple d; minsub[d][w][h]: the inclusion-
        # minimal subsets of w that beat health h, cheapest first.
        self.wsum, self.minsub = [], []
        for d in range(nd):
            vals = triples[d]
            ws, ms = [], []
            for w in range(8):
                subs = []
                for m in range(1, 8):
                    if m & w == m:
                        cs = [vals[i] for i in range(3) if m >> i & 1]
                        subs.append((sum(cs), min(cs), m))
                subs.sort()
                ws.append(sum(vals[i] for i in range(3) if w >> i & 1))
                ms.append(tuple(tuple(m for s, lo, m in subs if s > h >= s - lo)
                                for h in range(HCAP + 1)))
            self.wsum.append(ws)
            self.minsub.append(ms)
        self.throne_h = throne_h = value[0]
        # The last triple that can take the throne; with the usual health 26 only all three
        # cards of a triple beat it, so that triple gives nothing to the highs ("whole").
        self.last_throne = max((d for d in range(nd) if self.wsum[d][full[d]] > throne_h),
                               default=-1)
        whole = throne_h >= 26
        self.hi_end = self.last_throne if whole else self.last_throne + 1
        self.prefix = [0]                  # prefix[d]: value of triples 0 .. d-1 (whole)
        for d in range(nd):
            self.prefix.append(self.prefix[-1] + self.wsum[d][full[d]])
        self._hk, self._hkw, self._sched = {}, {}, {}

    # ----- the guards' schedule (sound relaxations: the order among the highs is free) ----
    def assign(self, d, avail, highs):
        """[(highs assigned, cards used)]: every way to beat a subset of `highs` with
        disjoint inclusion-minimal subsets of the cards `avail` of triple d."""
        out = [(0, 0)]
        minsub = self.minsub[d]
        value = self.value
        for h in _bits(highs):
            hv = min(value[h], HCAP)
            new = []
            for a, used in out:
                new.append((a, used))
                for m in minsub[avail & ~used][hv]:
                    new.append((a | 1 << h, used | m))
            out = new
        return out

    def highs_after(self, i, highs):
        """Whether the whole triples i .. hi_end-1 can beat every high in `highs`, each with
        a subset of one triple."""
        if not highs:
            return True
        if i >= self.hi_end:
            return False
        key = (i << 4) | highs
        res = self._hk.get(key)
        if res is None:
            res = any(self.highs_after(i + 1, highs & ~a)
                      for a, _ in self.assign(i, self.full[i], highs))
            self._hk[key] = res
        return res

    def highs_fit(self, d, w, highs):
        """highs_after, starting with the cards w of triple d."""
        key = (d << 8) | (w << 4) | highs
        res = self._hkw.get(key)
        if res is None:
            res = d < self.hi_end and any(self.highs_after(d + 1, highs & ~a)
                                          for a, _ in self.assign(d, w, highs))
            self._hkw[key] = res
        return res

    def schedule(self, d, w):
        """With every guard standing: for each low pile K, the most card value that can go
        into the wall before K falls, over schedules where K falls to one subset of some
        triple a and the highs then fall to subsets of triple a's other cards and of later
        triples before hi_end (-1: no such schedule). The wall is paid from the cards of
        the triples up to a not used on K and the highs, split between attacks at will."""
        key = (d << 3) | w
        res = self._sched.get(key)
        if res is not None:
            return res
        best = [-1, -1, -1, -1]
        base = 0
        value = self.value
        for a in range(d, self.hi_end):
            wa = w if a == d else self.full[a]
            minsub = self.minsub[a]
            for k in range(4):
                for ml in minsub[wa][min(value[4 + k], HCAP)]:
                    rest = wa & ~ml
                    for asg, used in self.assign(a, rest, HIGH_MASK):
                        if self.highs_after(a + 1, HIGH_MASK & ~asg):
                            chain = base + self.wsum[a][rest & ~used]
                            if chain > best[k]:
                                best[k] = chain
            base += self.wsum[a][wa]
        res = tuple(best)
        self._sched[key] = res
        return res


class _Search:
    def __init__(self, state, level=2):
        self.deal = _Deal(state)
        self.level = level      # test hook: 0 bounds 3a only, 1 adds 3b, 2 everything
        self.access_cache = {}
        self.rel_cache = {}

    # ----- bounds -------------------------------------------------------------------------
    def access_cost(self, removed):
        """Admissible costs of exposing low1..low4 through the wall (all lows standing).

        The first removal that exposes low K takes a top-row card under it, which was
        exposed by an earlier removal of a child or sibling, and so on back to a card
        exposed now: a chain c1 -> c2 -> ... that only goes up or sideways, removed in that
        order. Each chain card costs its value + 1 plus each parent still standing now: the
        parent either stands when the card falls (it is in the health) or fell before in
        an attack of its own, off the chain, costing more than its value. Two chain cards
        share a parent only as row neighbours, consecutive on the chain: the shared parent
        counts once. The edge cards' "two rows above" card is left out (it may be shared
        with a non-consecutive chain card). Row DP from the bottom row, two sweeps a row."""
        cache = self.access_cache
        res = cache.get(removed)
        if res is not None:
            return res
        value = self.deal.value
        f = [0] * NT
        cost = [0] * NT
        for cells, left, right in ROW_INFO:
            for t, pars, chs in cells:
                if removed >> t & 1:
                    f[t] = 0
                    cost[t] = 0
                    continue
                c = value[t] + 1
                for q in pars:
                    if not removed >> q & 1:
                        c += value[q]
                cost[t] = c
                if not chs:
                    f[t] = c
                elif len(chs) == 1:
                    f[t] = f[chs[0]] + c
                else:
                    a, b = f[chs[0]], f[chs[1]]
                    f[t] = (a if a < b else b) + c
            for sweep in (left, right):
                for t, u, q in sweep:
                    c = cost[t]
                    if c:
                        g = f[u] + c
                        if cost[u] and q >= 0 and not removed >> q & 1:
                            g -= value[q]
                        if g < f[t]:
                            f[t] = g
        # A low exposed by a neighbouring low needs that low to fall first: not the first.
        res = (min(f[8], f[9]), min(f[10], f[11]), min(f[12], f[13]), min(f[14], f[15]))
        if len(cache) > CACHE_CAP:
            cache.clear()
        cache[removed] = res
        return res

    def alive(self, removed, d, w, ub):
        """(alive, chain-cost upper bound for the descendants). False when a sound bound
        proves (removed, d, w) lost. `ub`: the access costs last computed on this path;
        removals only lower them, so they bound this state's costs from above."""
        deal = self.deal
        highs = HIGH_MASK & ~removed
        if not highs:                                        # 3a
            jt = deal.last_throne
            return (jt > d or (jt == d and deal.wsum[d][w] > deal.throne_h)), ub
        end = deal.hi_end
        if end <= d:
            return False, ub
        if self.level == 0:
            return True, ub
        value = deal.value
        need = 0
        for h in _bits(highs):
            need += value[h] + 1
        if need > deal.wsum[d][w] + deal.prefix[end] - deal.prefix[d + 1]:   # 3b
            return False, ub
        if self.level == 1:
            return True, ub
        if highs == HIGH_MASK and not removed & LOW_MASK:                     # 3d
            room = deal.schedule(d, w)
            if ub is not None:
                for k in range(4):
                    if ub[k] <= room[k]:
                        return True, ub
            costs = self.access_cost(removed)
            for k in range(4):
                if costs[k] <= room[k]:
                    return True, costs
            return False, costs
        return deal.highs_fit(d, w, highs), ub                                # 3c

    def relevant(self, removed, exposed):
        """Pruning 2: the least set holding the standing highs and every standing target
        that exposes a standing, unexposed relevant target or is in the health of a
        standing relevant target."""
        cache = self.rel_cache
        res = cache.get(removed)
        if res is not None:
            return res
        present = ~removed & ALL_TARGETS
        unexposed = present & ~exposed
        rel = HIGH_MASK & present
        todo = rel
        while todo:
            b = todo & -todo
            todo ^= b
            y = b.bit_length() - 1
            new = HPOM[y]
            if unexposed & b:
                new |= EXPM[y]
            new &= present & ~rel
            rel |= new
            todo |= new
        if len(cache) > CACHE_CAP:
            cache.clear()
        cache[removed] = rel
        return rel

    # ----- search -------------------------------------------------------------------------
    def children(self, removed, exposed, d, w):
        """[(move, removed, exposed, d, w)] in search order (throne, highs, lows, wall top
        down; cheapest subset first), or ("WIN", move) when the throne falls now."""
        deal = self.deal
        value = deal.value
        minsub = deal.minsub[d][w]
        nxt = d + 1
        more = nxt < deal.nd
        out = []
        live = exposed & ~removed
        if self.level >= 2:
            live &= self.relevant(removed, exposed) | 1                     # pruning 2
        for t in _bits(live):
            h = value[t]
            if t >= 8:
                for j in HPO[t]:
                    if not removed >> j & 1:
                        h += value[j]
            masks = minsub[h if h < HCAP else HCAP]                         # pruning 1a
            if not masks:
                continue
            if t == 0:
                return ("WIN", _MOVE[0][masks[0]])
            # one-step form of pruning 2 (what the lower levels use)
            if t >= 4 and not (EXPOSES[t] & ~exposed & ~removed) and not (HPCH[t] & ~removed):
                continue
            r2 = removed | (1 << t)
            e2 = exposed | EXPOSES[t]
            if r2 & HIGH_MASK == HIGH_MASK:
                e2 |= 1
            names = _MOVE[t]
            for m in masks:
                w2 = w & ~m
                if w2 == 0 and more:                       # the rules deal three at once
                    out.append((names[m], r2, e2, nxt, deal.full[nxt]))
                else:
                    out.append((names[m], r2, e2, d, w2))
        if not out and more:                                                # pruning 1c
            out.append(("deal", removed, exposed, nxt, deal.full[nxt]))
        return out

    def run(self, budget: Budget) -> Result:
        deal = self.deal
        full = deal.full
        nd = deal.nd
        r0 = deal.removed0
        if r0 & 1:
            return Result(WON, [], 0, 0.0)
        dead = set()
        dead_at = {}          # removed -> smallest d whose whole-triple state is dead (1d)
        alive = self.alive
        children = self.children

        def mark_dead(key, r, d, w):
            if len(dead) >= DEAD_CAP:
                dead.clear()
                dead_at.clear()
            dead.add(key)
            k = d if w == full[d] else d + 1
            if k < nd and dead_at.get(r, nd) > k:
                dead_at[r] = k

        def enter(item, ub):
            """None when the state is dead, else (key, children, ub)."""
            _, r, e, d, w = item
            key = (r << 12) | (d << 3) | w
            if key in dead:
                return None
            if w == full[d] and dead_at.get(r, nd) <= d:
                return None
            ok, ub = alive(r, d, w, ub)
            if not ok:
                mark_dead(key, r, d, w)
                return None
            return key, children(r, e, d, w), ub

        root = (None, r0, _exposed_mask(r0), 0, full[0])
        entered = enter(root, None)
        if entered is None:
            return Result(LOST, [], 1, 0.0)
        if isinstance(entered[1], tuple):
            return Result(WON, [entered[1][1]], 1, 0.0)

        # a node: (key, children, ub, state item); a step's moves: the item's move, and
        # the throne's attack too when it wins
        def step(node, item):
            entered = enter(item, node[2])
            if entered is None:
                return PRUNED
            key, sub, ub = entered
            if isinstance(sub, tuple):
                return None, (item[0], sub[1]), GOAL
            gone = item[1] & ~r0
            progress = (bin(gone & GUARD_MASK).count("1") << 6) + bin(gone).count("1")
            return (key, sub, ub, item), (item[0],), progress

        def leave(node):
            _, r, _, d, w = node[3]
            mark_dead(node[0], r, d, w)

        out = depth_first((entered[0], entered[1], entered[2], root), entered[1], step,
                          _children, budget, best=-1, leave=leave)
        line = [m for moves in out.steps for m in moves] if out.steps else []
        return Result(out.status, line, out.nodes, 0.0)


PRUNED = (None, None, 0)        # a step the bounds cut: it counts, but is not entered


def _children(node):
    return node[1]


def solve(state, budget: Budget, level: int = 2) -> Result:
    """Search a Wall position (a game.rules State) for a win; see the module docstring.
    `level` is a test hook: below 2 the search uses fewer (still sound) prunings."""
    return _Search(state, level).run(budget)


def hint_line(state, budget: Budget) -> list[str]:
    """Good next moves for the UI: the winning line when the search finds one, else the
    best partial line it saw (the most guards, then the most targets removed)."""
    return solve(state, budget).moves
