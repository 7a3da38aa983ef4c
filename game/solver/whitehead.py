"""Whitehead solver (solver-notes §4): best-first searches for a quick win, then a complete
depth-first search that proves losses (both run on search.py's kernels).

The game.rules state is converted once into a compact private form:

- `T`: a tuple of the 7 tableau piles in their real order, each a `bytes` (card ints
  `suit * 13 + rank - 1`, bottom first, last byte = top card);
- `F`: per suit (C D H S) the height of its foundation (0 .. 13); which foundation *slot*
  a suit sits in matters only for the notation and is worked out when the line is written;
- `p`: how many stock cards were dealt (the stock order is fixed: one pass, no redeal);
- `W`: the waste as `bytes` (a stack: last byte = top card).

Successors come from index arithmetic on these (never legal_moves/play); the final line
is written in canonical notation, and game.solver replays it through game.rules.

The transposition key is `sorted tableau piles + waste + p` in one `bytes`; the foundations
are implied (every card not in tableau, waste or the undealt stock is on its foundation).

Pruning, each labelled (everything here is SOUND; there is no streamliner):

- SOUND (symmetry): piles are sorted in the key; only the first empty pile is a target.
- SOUND (idle): a whole pile is never moved into an empty pile.
- SOUND (dominance, proof in `_settle`): card (r, s) goes up as a forced move, with no
  branching, when r = A or the partner suit's foundation holds r-1 (C<->S, D<->H). Then
  every card that could ever sit on it ((r-1, s) and (r-1, partner)) is already up.
- SOUND (same dominance): a foundation card is never taken down when the safe rule would
  send it straight back (aces, and cards whose partner foundation holds r-1).
- SOUND (commutation, see `successors`): deals come as macros "deal k, then play the card
  turned up"; no state between a deal and the play of its card is ever stored.
- SOUND (completeness): moves to the foundation are single cards (a group move up is the
  same as its cards one at a time); the transposition table only skips states that were
  expanded at some time, so trimming it (to bound memory) costs time, never soundness.
- Best-first phases only order the search; they can answer WON but never LOST. Only the
  complete DFS (the rules above and nothing else) may answer LOST.

Tried and dropped (sound, but slower here): restricting the move after a foundation ->
tableau move to a use of that card (the flagged states outnumbered those saved), and a
greatest-fixpoint deadlock test (cards that provably never move; it cut the positions a
DFS visits but cost more time than it saved).
"""

import time

from game.rules import whitehead as R

from .search import GOAL, LOST, UNKNOWN, WON, Result, best_first, depth_first

# ----- tables -------------------------------------------------------------------------
RANK0 = tuple(c % 13 for c in range(52))           # 0 = ace .. 12 = king
SUIT = tuple(c // 13 for c in range(52))
RED = tuple(1 if SUIT[c] in (1, 2) else 0 for c in range(52))
PARTNER = (3, 2, 1, 0)                               # C<->S, D<->H
# the two cards a card may sit on in the tableau (same colour, one rank up)
PARENTS = tuple(() if RANK0[c] == 12 else
                tuple(s * 13 + RANK0[c] + 1 for s in ((1, 2) if RED[c] else (0, 3)))
                for c in range(52))

PARENTS2 = tuple(PARENTS[c] if PARENTS[c] else (52, 52) for c in range(52))

# move codes: tableau piles 0..6 (real order), waste 7, foundation of suit s 8+s, deal 12
WASTE_CODE, DEAL_CODE = 7, 12
NPILES = 7
SEP = b"\xff"
FULL = (13, 13, 13, 13)
GENERATION = 1_000_000    # visited-table generation size (two generations are kept)


def _breaks(pile):
    """Cards of `pile` not sitting on a same-colour card one rank up (the bottom card
    counts unless it is a king)."""
    b = 0
    prev = -1
    for c in pile:
        if prev < 0:
            if RANK0[c] != 12:
                b += 1
        elif RANK0[prev] != RANK0[c] + 1 or RED[prev] != RED[c]:
            b += 1
        prev = c
    return b


_BREAKS = {}
_RUNS = {}


def _memo(table, compute, pile):
    """compute(pile), memoised in `table` (piles recur a lot; the table is bounded)."""
    value = table.get(pile)
    if value is None:
        if len(table) > 300_000:
            table.clear()
        value = table[pile] = compute(pile)
    return value


def run_of(pile):
    """The length of the same-suit run on top of a non-empty pile (the rules' own count)."""
    return _memo(_RUNS, R._run_length, pile)


def breaks_of(pile):
    """_breaks of a non-empty pile."""
    return _memo(_BREAKS, _breaks, pile)


# ----- conversion ---------------------------------------------------------------------
def _convert(state):
    """(T, F, W, stock in deal order, foundation slots) of a game.rules state."""
    piles = state.piles
    stock = bytes(c & 63 for c in reversed(piles[R.STOCK]))
    W = bytes(c & 63 for c in piles[R.WASTE])
    F = [0, 0, 0, 0]
    slots = [None, None, None, None]      # slot index -> suit (for the notation)
    for k, f in enumerate(R.FOUNDATIONS):
        pile = piles[f]
        if pile:
            s = SUIT[pile[0] & 63]
            F[s] = len(pile)
            slots[k] = s
    T = tuple(bytes(c & 63 for c in piles[t]) for t in R.TABLEAU)
    return T, tuple(F), W, stock, slots


POINTERS = tuple(bytes((p,)) for p in range(53))     # the stock pointer as a key byte


def key_of(T, W, p):
    """The transposition key: sorted piles, waste, stock pointer (foundations implied)."""
    return SEP.join(sorted(T)) + b"\xfe" + W + POINTERS[p]


# ----- forced safe moves --------------------------------------------------------------
def _settle(T, F, W, moves):
    """Apply every forced safe move up: card (r, s) with F[s] = r-1 goes up when r is an
    ace or F[partner(s)] >= r-1. Returns (T, F, W); appends the moves.

    SOUND. Let c = (r, s), colour k. When the rule fires, every card of colour k below rank
    r is on a foundation; call those and c "dead". A dead card can only ever be placed on
    another dead card, on the rank-r card of the partner suit, or in an empty pile; a
    live card can never be placed on a dead one (it would need colour k and rank < r).
    So dead cards only ever form top segments of piles. Take any line L from the position
    with c down and drop every move of a dead card: the result is legal from the position
    with c up, because each pile there is the pile of L minus its dead top segment (same
    live tops and runs, and every pile empty in L is empty there), the foundations agree
    above the dead cards, and a live card goes up in L only when the dead cards below it
    are up. A win of L maps to a win."""
    changed = True
    T = list(T)
    F = list(F)
    while changed:
        changed = False
        for i in range(NPILES):
            pile = T[i]
            while pile and _safe_up(F, pile[-1]):
                moves.append((i, 1, 8 + SUIT[pile[-1]]))
                pile = pile[:-1]
                changed = True
            T[i] = pile
        while W and _safe_up(F, W[-1]):
            moves.append((WASTE_CODE, 1, 8 + SUIT[W[-1]]))
            W = W[:-1]
            changed = True
    return tuple(T), tuple(F), W


def _safe_up(F, c):
    """Send card c up if the rule above makes it safe; True if it went."""
    s = SUIT[c]
    r = RANK0[c]
    if F[s] == r and (r == 0 or F[PARTNER[s]] >= r):
        F[s] = r + 1
        return True
    return False


def _needs_settle(T, F, W):
    """Whether any forced safe move is available (cheap pre-check for _settle)."""
    for pile in T:
        if pile:
            c = pile[-1]
            s = SUIT[c]
            r = RANK0[c]
            if F[s] == r and (r == 0 or F[PARTNER[s]] >= r):
                return True
    if W:
        c = W[-1]
        s = SUIT[c]
        r = RANK0[c]
        if F[s] == r and (r == 0 or F[PARTNER[s]] >= r):
            return True
    return False


# ----- successors ---------------------------------------------------------------------
DEAL = (DEAL_CODE, 1, WASTE_CODE)
DEALS = tuple((DEAL,) * k for k in range(53))


def _safe(c, F):
    """Whether the safe rule sends card c up now."""
    s = SUIT[c]
    r = RANK0[c]
    return F[s] == r and (r == 0 or F[PARTNER[s]] >= r)


def successors(T, F, p, W, stock):
    """Children as (class, moves, T, F, p, W, check) before forced moves; `check` is -2
    when a forced move may have become possible (a card went up, or a card was exposed
    that the safe rule sends up), else -1. Lower class = tried first: foundation, moves
    that empty a pile, same-suit builds, colour builds, waste, to the empty pile, deal,
    foundation -> tableau. Each kind of move has its own step below."""
    out = []
    pos = [-1] * 53     # card -> the pile whose top it is (53rd: a king's missing parent)
    empty = -1          # the first empty pile
    for j in range(NPILES):
        pile = T[j]
        if pile:
            pos[pile[-1]] = j
        elif empty < 0:
            empty = j
    _tableau_moves(out, T, F, p, W, pos, empty)
    if W:
        _waste_moves(out, T, F, p, W, pos, empty)
    _deal_macros(out, T, F, p, W, stock, pos, empty)
    _down_moves(out, T, F, p, W, pos, empty)
    return out


def _tableau_moves(out, T, F, p, W, pos, empty):
    """From each tableau pile: its top card up (a branch: the safe ones were forced
    already), each part of its top run onto a card, and into the empty pile (never the
    whole pile: idle)."""
    add = out.append
    runs = _RUNS
    for i in range(NPILES):
        pile = T[i]
        if not pile:
            continue
        top = pile[-1]
        rt = RANK0[top]
        s = SUIT[top]
        n = len(pile)
        L = runs.get(pile)
        if L is None:
            L = run_of(pile)
        if F[s] == rt:
            add((0, ((i, 1, 8 + s),), T[:i] + (pile[:-1],) + T[i + 1:],
                 F[:s] + (rt + 1,) + F[s + 1:], p, W, -2))
        for k in range(1, L + 1):
            a, b = PARENTS2[pile[-k]]
            ja = pos[a]
            jb = pos[b]
            if ja < 0 and jb < 0:
                continue
            rest = pile[:-k]
            group = pile[-k:]
            chk = -2 if k < n and _safe(rest[-1], F) else -1
            if ja >= 0:
                nT = list(T)
                nT[i] = rest
                nT[ja] = T[ja] + group
                add((1 if k == n else (2 if SUIT[a] == s else 3), ((i, k, ja),),
                     tuple(nT), F, p, W, chk))
            if jb >= 0:
                nT = list(T)
                nT[i] = rest
                nT[jb] = T[jb] + group
                add((1 if k == n else (2 if SUIT[b] == s else 3), ((i, k, jb),),
                     tuple(nT), F, p, W, chk))
        if empty >= 0:
            for k in range(1, min(L, n - 1) + 1):
                nT = list(T)
                nT[i] = pile[:-k]
                nT[empty] = pile[-k:]
                add((5, ((i, k, empty),), tuple(nT), F, p, W,
                     -2 if _safe(pile[-k - 1], F) else -1))


def _waste_moves(out, T, F, p, W, pos, empty):
    """The waste card up, onto a card, or into the empty pile."""
    add = out.append
    c = W[-1]
    s = SUIT[c]
    r = RANK0[c]
    nW = W[:-1]
    if F[s] == r:
        add((0, ((WASTE_CODE, 1, 8 + s),), T, F[:s] + (r + 1,) + F[s + 1:], p, nW, -2))
    one = W[-1:]
    chk = -2 if nW and _safe(nW[-1], F) else -1
    for q in PARENTS[c]:
        j = pos[q]
        if j >= 0:
            add((2 if SUIT[q] == s else 4, ((WASTE_CODE, 1, j),),
                 T[:j] + (T[j] + one,) + T[j + 1:], F, p, nW, chk))
    if empty >= 0:
        add((6, ((WASTE_CODE, 1, empty),), T[:empty] + (one,) + T[empty + 1:], F, p, nW,
             chk))


def _deal_macros(out, T, F, p, W, stock, pos, empty):
    """Deals as macros (SOUND, commutation): "deal k cards, then play the waste top".
    A deal commutes with every move that does not take the waste card, so a line can
    always be reordered to deal only just before playing the card it turns up (or
    dealing again). A macro stops at a card the safe rule would send up (SOUND: that
    card going up dominates dealing on)."""
    add = out.append
    for q in range(p, len(stock)):
        c = stock[q]
        s = SUIT[c]
        r = RANK0[c]
        a, b = PARENTS2[c]
        ja = pos[a]
        jb = pos[b]
        if F[s] == r:
            nW = W + stock[p:q]
            add((7, DEALS[q - p + 1] + ((WASTE_CODE, 1, 8 + s),), T,
                 F[:s] + (r + 1,) + F[s + 1:], q + 1, nW, -2))
            if r == 0 or F[PARTNER[s]] >= r:
                break       # SOUND: the safe rule sends it up; dealing on is dominated
        elif ja < 0 and jb < 0 and empty < 0:
            continue
        else:
            nW = W + stock[p:q]
        deals = DEALS[q - p + 1]
        one = stock[q:q + 1]
        if ja >= 0:
            add((7, deals + ((WASTE_CODE, 1, ja),), T[:ja] + (T[ja] + one,) + T[ja + 1:], F,
                 q + 1, nW, -1))
        if jb >= 0:
            add((7, deals + ((WASTE_CODE, 1, jb),), T[:jb] + (T[jb] + one,) + T[jb + 1:], F,
                 q + 1, nW, -1))
        if empty >= 0:
            add((7, deals + ((WASTE_CODE, 1, empty),), T[:empty] + (one,) + T[empty + 1:], F,
                 q + 1, nW, -1))


def _down_moves(out, T, F, p, W, pos, empty):
    """Foundation -> tableau; SOUND: never a card the safe rule would send straight back
    (aces, and cards whose partner foundation holds r-1)."""
    add = out.append
    for s in range(4):
        h = F[s]
        if h <= 1 or F[PARTNER[s]] >= h - 1:
            continue
        c = s * 13 + h - 1
        nF = F[:s] + (h - 1,) + F[s + 1:]
        one = bytes((c,))
        for q in PARENTS[c]:
            j = pos[q]
            if j >= 0:
                add((8, ((8 + s, 1, j),), T[:j] + (T[j] + one,) + T[j + 1:], nF, p, W, -1))
        if empty >= 0:
            add((9, ((8 + s, 1, empty),), T[:empty] + (one,) + T[empty + 1:], nF, p, W, -1))


# Best-first evaluations (cards up, breaks, empty piles, waste cards): the first is the
# best alone (51 of the 55 winnable deals among seeds 0-59 within 20,000 nodes); the
# second, which deals more freely, wins several deals the first misses.
WEIGHTS_A = (6, 4, 3, 8)
WEIGHTS_B = (6, 4, 3, 1)


def score(T, F, W, weights):
    """Best-first evaluation (higher is better): cards up, minus breaks in the piles
    (cards not on a same-colour card one rank up), plus empty piles, minus waste cards."""
    wu, wb, we, ww = weights
    br = 0
    empties = 0
    for pile in T:
        if pile:
            br += breaks_of(pile)
        else:
            empties += 1
    return wu * (F[0] + F[1] + F[2] + F[3]) - wb * br + we * empties - ww * len(W)


# ----- notation -----------------------------------------------------------------------
def to_notation(prims, slots):
    """Canonical notation for primitive moves (src, n, dst), given the root's foundation
    slots (slot -> suit or None). A suit keeps its slot (aces never come down); an ace
    takes the first empty slot."""
    slots = list(slots)
    names = R.PILE_NAMES

    def pile_name(code):
        if code < 7:
            return names[R.TABLEAU[code]]
        if code == WASTE_CODE:
            return "waste"
        s = code - 8
        if s not in slots:
            slots[slots.index(None)] = s
        return names[R.FOUNDATIONS[slots.index(s)]]

    out = []
    for src, n, dst in prims:
        if src == DEAL_CODE:
            out.append("deal")
            continue
        a = pile_name(src)
        b = pile_name(dst)
        out.append(f"{a}>{b}" if n == 1 else f"{a}*{n}>{b}")
    return out


# ----- search -------------------------------------------------------------------------
class _Search:
    def __init__(self, state, budget):
        T, F, W, stock, slots = _convert(state)
        self.stock = stock
        self.slots = slots
        self.budget = budget
        self.nodes = 0
        self.best_up = -1
        self.best_line = []
        root_moves = []
        T, F, W = _settle(T, F, W, root_moves)
        self.root = (T, F, 0, W)
        self.root_moves = root_moves

    def notation(self, prims):
        return to_notation(self.root_moves + prims, self.slots)

    # -- phase 1: best-first ------------------------------------------------------------
    def best_first(self, budget, weights=WEIGHTS_A):
        """Greedy best-first on `score`; returns the winning primitive line or None."""
        stock = self.stock
        T, F, p, W = self.root
        if F == FULL:
            return []

        def expand(node):
            for _, mv, cT, cF, cp, cW, chk in successors(*node, stock):
                if chk == -2 and _needs_settle(cT, cF, cW):
                    mv = list(mv)
                    cT, cF, cW = _settle(cT, cF, cW, mv)
                if cF == FULL:
                    yield None, mv, None, GOAL
                else:
                    yield (cT, cF, cp, cW), mv, key_of(cT, cW, cp), cF[0] + cF[1] + cF[2] + cF[3]

        def priority(node):
            return -score(node[0], node[1], node[3], weights)

        out = best_first(self.root, key_of(T, W, p), expand, priority, budget.exhausted,
                         2 * GENERATION, self.nodes, self.best_up)
        self.nodes = out.nodes
        if out.status == WON:
            return _joined(out.steps)
        if out.steps is not None:
            self.best_up = out.best
            self.best_line = _joined(out.steps)
        return None

    # -- phase 2: complete DFS ----------------------------------------------------------
    def dfs(self):
        """Complete depth-first search: (WON, line), (LOST, None) or (UNKNOWN, None)."""
        stock = self.stock
        T, F, p, W = self.root
        if F == FULL:
            return WON, []
        # The visited table: two generations of keys, the older dropped when the newer
        # fills (memory stays bounded). SOUND: it only ever holds keys of states that
        # were expanded, so a trimmed table costs time, never completeness.
        new, old = set(), set()
        join = SEP.join
        pointers = POINTERS

        def step(node, kid):
            nonlocal new, old
            _, mv, T, F, p, W, chk = kid
            if chk == -2:
                if _needs_settle(T, F, W):
                    mv = list(mv)
                    T, F, W = _settle(T, F, W, mv)
                if F == FULL:
                    return (None, T, F, p, W), mv, GOAL
            key = join(sorted(T)) + b"\xfe" + W + pointers[p]
            if key in new or key in old:
                return None
            new.add(key)
            if len(new) >= GENERATION:
                old = new
                new = set()
            return (key, T, F, p, W), mv, F[0] + F[1] + F[2] + F[3]

        def expand(node):
            _, T, F, p, W = node
            kids = successors(T, F, p, W, stock)
            kids.sort(key=_first)
            return kids

        # a node: (key, T, F, p, W)
        root = (key_of(T, W, p), T, F, p, W)
        new.add(root[0])
        out = depth_first(root, expand(root), step, expand, self.budget, self.nodes,
                          self.best_up)
        self.nodes = out.nodes
        if out.status == WON:
            return WON, self.shortcut(out.path, out.steps)
        if out.steps is not None:
            self.best_up = out.best
            self.best_line = _joined(out.steps)
        return out.status, None

    def shortcut(self, path, steps):
        """Shorten a winning DFS line: from each state on it, jump to the furthest later
        state of the line one move away (DFS lines wander). `path` holds the states
        (key, T, F, p, W) from the root to the won one, `steps[i]` the moves from
        path[i] to path[i + 1]. Bounded by the budget: what is left stays unshortened."""
        index = {st[0]: i for i, st in enumerate(path) if st[0] is not None}
        last = len(path) - 1
        line = []
        i = 0
        stock = self.stock
        checks = 0
        while i < last:
            key, T, F, p, W = path[i]
            best_j = i + 1
            best_mv = steps[i]
            checks += 1
            if not checks & 63 and self.budget.exhausted(self.nodes):
                for k in range(i, last):
                    line.extend(steps[k])
                return line
            for _, mv, cT, cF, cp, cW, chk in successors(T, F, p, W, stock):
                if chk == -2 and _needs_settle(cT, cF, cW):
                    mv = list(mv)
                    cT, cF, cW = _settle(cT, cF, cW, mv)
                if cF == FULL:
                    best_j, best_mv = last, mv
                    break
                j = index.get(key_of(cT, cW, cp), -1)
                if j > best_j and path[j][1] == cT:     # same real pile order too
                    best_j, best_mv = j, mv
            line.extend(best_mv)
            i = best_j
        return line

    def run(self):
        for until, max_nodes, weights in BEST_FIRST_PHASES:
            line = self.best_first(_PhaseBudget(self.budget, until, self.nodes + max_nodes),
                                   weights)
            if line is not None:
                return Result(WON, self.notation(line), self.nodes, 0.0)
            if self.budget.exhausted(self.nodes):
                return Result(UNKNOWN, self.notation(self.best_line), self.nodes, 0.0)
        status, line = self.dfs()
        if status == WON:
            return Result(WON, self.notation(line), self.nodes, 0.0)
        if status == LOST:
            return Result(LOST, [], self.nodes, 0.0)
        return Result(UNKNOWN, self.notation(self.best_line), self.nodes, 0.0)


# The best-first phases, run in turn before the complete DFS: each until this share of
# the time (or node) budget is used, or for at most this many nodes (the open list holds
# every child generated, about 0.5 KB each), with these weights. Wins found by best-first
# come early (nearly all within 12,000 nodes) and have short lines; the rest of the
# budget goes to the DFS, which proves the losses.
BEST_FIRST_PHASES = ((0.12, 30_000, WEIGHTS_A), (0.18, 15_000, WEIGHTS_B))


class _PhaseBudget:
    """Part of a Budget: exhausted when the budget is, when `until` (a share) of its
    time or node limit is used, or at `node_cap` nodes (counted from the search start)."""

    def __init__(self, budget, until, node_cap):
        self.budget = budget
        self.deadline = (None if budget.deadline is None
                         else budget.start + until * (budget.deadline - budget.start))
        limit = node_cap
        if budget.node_limit is not None:
            limit = min(limit, int(until * budget.node_limit))
        self.node_limit = limit

    def exhausted(self, nodes):
        if nodes >= self.node_limit or self.budget.exhausted(nodes):
            return True
        return self.deadline is not None and time.perf_counter() >= self.deadline


def _first(x):
    return x[0]


def _joined(steps):
    """One primitive line from the kernels' steps (each a sequence of primitive moves)."""
    return [m for moves in steps for m in moves]


def solve(state, budget):
    """WON with a winning line, LOST (proved by the complete search) or UNKNOWN with the
    best partial line (most cards up) when the budget runs out."""
    return _Search(state, budget).run()


HINT_NODES = 60_000


def hint_line(state, budget):
    """A good line from `state` (the winning line when one is found, else the best
    partial line): the best-first phase only, which is cheap and finds most wins."""
    s = _Search(state, budget)
    line = s.best_first(_PhaseBudget(budget, 1.0, HINT_NODES))
    if line is not None:
        return s.notation(line)
    return s.notation(s.best_line)
