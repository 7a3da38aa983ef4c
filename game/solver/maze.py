"""Maze solver (solver-notes §5): greedy best-first with random-tie restarts.

The game.rules state is converted once into a solver-private `bytes` of 54 cells (the
card int `suit * 13 + rank - 1`, or GAP = 255). Successors come from direct index
arithmetic over that string: per gap t the candidates are the successor(s) of the card at
t-1, the predecessor(s) of the card at t+1, any ace when t is cell1 and any queen when t
is cell54; `bytes.find` locates each candidate card. The score change of a move is worked
out incrementally from the occupied neighbours of the source and target cells.

Heuristic (lexicographic, smaller first; chosen by trying it on a range of seeds):

1. `strays`: the cards that lie outside the longest same-suit fragment of their suit
   (a fragment = cards of one suit in rank order, adjacent once gaps are skipped).
   Zero exactly when the deal is won (each suit is then one A..Q block, and any ace
   follows any queen). Unlike breaks (48 - score) it sees that a suit split 11 + 1 is
   nearly done and one split 6 + 6 is not: plain greedy on breaks stalls on the huge
   one-break plateaus where half a suit must move round the grid card by card.
2. breaks = 48 - score (gaps skipped, the game's own score).
3. dead gaps: gaps in a block whose occupied neighbours already follow each other (the
   block lies inside a run): their only candidates slide a run by one cell, so fewer
   dead gaps means more useful moves.

Search (the only pruning there is, each labelled):

- SOUND (transposition): a visited set keyed on the 54-byte string; each state is pushed
  once per run. The graph is cyclic, so "visited" is only a cycle guard.
- SOUND (duplicates): a card that fits one gap from both sides is generated once.
- No streamliner: every legal move is generated; greedy best-first only *orders* the
  frontier. So a run that empties its frontier has seen the whole reachable component,
  and only then may the solver answer LOST. On a real deal that component is
  astronomically large, so in practice the answer is WON or UNKNOWN.
- Restarts and the node cap drop information but never claim anything: at the budget the
  answer is UNKNOWN with the best partial line.

Restarts: a short deterministic run first (FIFO ties), then runs with random tie-breaking
from the root, each with a fresh visited set and GROWTH times the previous run's
expansion limit, the RNG seeded from the deal (crc32 of the cells), so for a given node
count the search is reproducible. Single runs are heavy-tailed (about half solve a deal
within a few hundred expansions, the rest wander on a plateau for a long time), which is
exactly what small, growing restarts are for.

Line shortening (hints come from the line, so shorter is better), repeated until nothing
changes or the deadline:
- action elimination: drop a move, replay the rest dropping every move that became
  illegal, keep the result when it still wins;
- cycles are cut (a state seen twice along the line), then a depth-2 shortcut pass
  replaces any stretch of the line that one or two moves can skip.
Then `solve` spends up to IMPROVE_NODES more expansions on "flares": further random runs,
cut off past the current best length, keeping the shortest shortened line (shorter
hints for a little more time). `hint_line` skips the flares, for a quick answer.

How often it wins and how fast: python -m benchmarks.solver_rates --games maze.
"""

import heapq
import random
import time
import zlib
from array import array
from collections import deque

from game.rules.maze import CELLS, MOVES

from .search import LOST, UNKNOWN, WON, Result

GAP = 255
GAPS = bytes([GAP])
START = 254            # a virtual queen before cell1: "the first card is an ace" scores 1
END = 253              # after cell54: nothing follows
LAST = CELLS - 1
WON_SCORE = 48

RANK0 = tuple(c % 13 for c in range(52))
SUIT_OF = bytes(c // 13 if c < 52 else 0 for c in range(256))
ACES = tuple(s * 13 for s in range(4))
QUEENS = tuple(s * 13 + 11 for s in range(4))
# successors / predecessors of a card (kings take no part)
NXT = tuple(ACES if RANK0[c] == 11 else ((c + 1,) if RANK0[c] < 11 else ()) for c in range(52))
PRV = tuple(QUEENS if RANK0[c] == 0 else ((c - 1,) if RANK0[c] < 12 else ()) for c in range(52))


def _succ_table():
    """S[a << 8 | b] == 1 when b follows a (same suit one up, any ace after any queen,
    any ace after START)."""
    table = bytearray(256 * 256)
    for a in range(52):
        for b in NXT[a]:
            table[a << 8 | b] = 1
    for b in ACES:
        table[START << 8 | b] = 1
    return bytes(table)


S = _succ_table()

FIRST_RUN = 300             # expansions of the deterministic first run
RESTART0 = 300              # expansions of the first random restart
GROWTH = 1.3                # each restart gets GROWTH x the previous limit
IMPROVE_NODES = 4_000       # expansions spent on shorter lines after the first win
IMPROVE_PER_MOVE = 40       # ... but at most this many per move of the line
FLARE_LIMIT = 1_500         # expansions per improvement run
FLARE_SLACK = 10            # improvement runs stop this far past the best line's length
NODE_CAP = 2_000_000        # stored states per run: the memory bound
POLL = 256                  # budget polls, in expansions (a small slice of time)
DK = 8                      # dead gaps <= 6 < DK
BK = (WON_SCORE + 1) * DK   # priority = (strays * 49 + breaks) * DK + dead gaps


# ----- conversion and features ---------------------------------------------------------
def _convert(state):
    return bytes(pile[0] & 63 if pile else GAP for pile in state.piles)


def breaks_of(cells):
    """48 - score of a cell string (score as in game.rules.maze)."""
    score = 0
    prev = START
    for c in cells:
        if c != GAP:
            score += S[prev << 8 | c]
            prev = c
    return WON_SCORE - score


def strays(cells):
    """Cards outside the longest same-suit fragment of their suit; 0 iff won."""
    k = cells.translate(None, GAPS)
    best = [0, 0, 0, 0]
    start = prev = k[0]
    run = 0
    for c in k:
        if c == prev + 1:
            run += 1
        else:
            if run > best[SUIT_OF[start]]:
                best[SUIT_OF[start]] = run
            start = c
            run = 1
        prev = c
    if run > best[SUIT_OF[start]]:
        best[SUIT_OF[start]] = run
    return WON_SCORE - best[0] - best[1] - best[2] - best[3]


def dead_gaps(cells):
    """How many gaps sit in *dead* blocks: a maximal block of gaps whose occupied
    neighbours already follow each other (inside a run, or before an ace at the start)."""
    dead = 0
    g = cells.find(GAP)
    while g >= 0:
        h = g + 1
        while h < CELLS and cells[h] == GAP:
            h += 1
        if S[(cells[g - 1] if g else START) << 8 | (cells[h] if h < CELLS else END)]:
            dead += h - g
        g = cells.find(GAP, h)
    return dead


def priority(cells):
    return (strays(cells) * (WON_SCORE + 1) + breaks_of(cells)) * DK + dead_gaps(cells)


# ----- move generation ----------------------------------------------------------------
def gap_candidates(cells, t):
    """The cards that may go into the empty cell index t (a card may appear twice)."""
    if t == 0:
        cands = ACES
    else:
        left = cells[t - 1]
        cands = NXT[left] if left != GAP else ()
    if t == LAST:
        return cands + QUEENS
    right = cells[t + 1]
    return cands + PRV[right] if right != GAP else cands


def children(cells):
    """[(s, t, child_cells)] for every legal move of `cells` (moves the card of cell
    index s into the empty cell index t)."""
    return [(s, t, bytes(b)) for s, t, c, b in gap_moves(cells)]


def gap_moves(cells):
    """(s, t, card, child as a bytearray) for every legal move: the card of cell index s
    into the empty cell index t (each card once per gap)."""
    find = cells.find
    t = find(GAP)
    while t >= 0:
        cands = gap_candidates(cells, t)
        seen = ()
        for c in cands:
            if len(cands) > 1:
                if c in seen:
                    continue
                seen += (c,)
            s = find(c)
            b = bytearray(cells)
            b[s] = GAP
            b[t] = c
            yield s, t, c, b
        t = find(GAP, t + 1)


# ----- search ---------------------------------------------------------------------------
class _Run:
    """One greedy best-first run; keeps its tree (parent pointers) for the line."""

    def __init__(self, root):
        self.keys = [root]
        self.par = array("i", [-1])
        self.mv = array("H", [0])
        self.prio = array("i", [priority(root)])
        self.depth = array("H", [0])
        self.best = 0

    def line(self, nid):
        """The (s, t) moves from the root to node `nid`."""
        moves = []
        par, mv = self.par, self.mv
        while par[nid] >= 0:
            moves.append(divmod(mv[nid], CELLS))
            nid = par[nid]
        moves.reverse()
        return moves


def _greedy(run, rng, limit, budget, nodes0, wf=1, wg=0, max_depth=65535):
    """Expand up to `limit` nodes. Returns (outcome, won_nid_or_None, expanded), outcome
    one of "won", "limit", "budget", "cap" or "empty" (the whole component was seen).

    The priority is ((strays * wf + depth * wg) * 49 + breaks) * DK + dead gaps; the
    search proper uses wf = 1, wg = 0 (pure greedy). With max_depth < 65535 nodes at that
    depth are not generated: a STREAMLINER, used only when improving a line already won
    (then nothing is ever concluded from an empty frontier)."""
    keys, par, mv, prio, depth = run.keys, run.par, run.mv, run.prio, run.depth
    visited = {keys[0]: 0}
    # bucket queue: a heap of the priorities in use, a FIFO/list of node ids per priority
    active = [prio[0]]
    buckets = {prio[0]: deque([0]) if rng is None else [0]}
    best_p = prio[0]
    run.best = 0
    expanded = 0
    next_poll = POLL
    _S = S
    _moves = gap_moves
    randrange = rng.randrange if rng is not None else None
    heappush, heappop = heapq.heappush, heapq.heappop
    keys_append, par_append, mv_append, prio_append, depth_append = (
        keys.append, par.append, mv.append, prio.append, depth.append)
    complete = max_depth >= 65535
    new_bucket = deque if rng is None else list
    while True:
        if not active:
            return ("empty" if complete else "limit"), None, expanded
        lo = active[0]
        bucket = buckets[lo]
        if randrange is None:
            nid = bucket.popleft()
        else:
            k = len(bucket)
            if k > 1:
                i = randrange(k)
                bucket[i], bucket[-1] = bucket[-1], bucket[i]
            nid = bucket.pop()
        if not bucket:
            heappop(active)
            del buckets[lo]
        expanded += 1
        if expanded >= limit:
            return "limit", None, expanded
        if expanded >= next_poll:
            next_poll += POLL
            if budget.exhausted(nodes0 + expanded):
                return "budget", None, expanded
            if len(keys) >= NODE_CAP:
                return "cap", None, expanded
        cells = keys[nid]
        B = (prio[nid] // DK) % (WON_SCORE + 1)
        g = depth[nid] + 1
        if g >= max_depth:
            continue
        gw = g * wg
        for s, t, c, b in _moves(cells):
            key = bytes(b)
            if key in visited:
                continue
            # breaks: removal at s (original cells) ...
            j = s - 1
            while j >= 0 and cells[j] == GAP:
                j -= 1
            p = cells[j] if j >= 0 else START
            j = s + 1
            while j < CELLS and cells[j] == GAP:
                j += 1
            n = cells[j] if j < CELLS else END
            gain = _S[p << 8 | n] - _S[p << 8 | c] - _S[c << 8 | n]
            # ... then insertion at t (after the removal)
            j = t - 1
            while j >= 0 and b[j] == GAP:
                j -= 1
            p = b[j] if j >= 0 else START
            j = t + 1
            while j < CELLS and b[j] == GAP:
                j += 1
            n = b[j] if j < CELLS else END
            gain += _S[p << 8 | c] + _S[c << 8 | n] - _S[p << 8 | n]
            child = len(keys)
            visited[key] = child
            keys_append(key)
            par_append(nid)
            mv_append(s * CELLS + t)
            depth_append(g)
            if B == gain:                       # score 48: won
                prio_append(0)
                run.best = child
                return "won", child, expanded
            pr = (strays(key) * wf + gw) * BK + (B - gain) * DK + dead_gaps(key)
            prio_append(pr)
            if pr < best_p:
                best_p = pr
                run.best = child
            bl = buckets.get(pr)
            if bl is None:
                buckets[pr] = bl = new_bucket()
                heappush(active, pr)
            bl.append(child)


def _apply(cells, s, t):
    b = bytearray(cells)
    b[t] = b[s]
    b[s] = GAP
    return bytes(b)


def _states_of(root, line):
    states = [root]
    cur = root
    for s, t in line:
        cur = _apply(cur, s, t)
        states.append(cur)
    return states


def _legal(cells, s, t):
    """Whether moving the card of cell index s into cell index t is legal (rules.md)."""
    c = cells[s]
    if c == GAP or cells[t] != GAP:
        return False
    if t == 0:
        if RANK0[c] == 0:
            return True
    elif t - 1 != s:
        left = cells[t - 1]
        if left != GAP and S[left << 8 | c]:
            return True
    if t == LAST:
        return RANK0[c] == 11
    if t + 1 != s:
        right = cells[t + 1]
        if right != GAP and S[c << 8 | right]:
            return True
    return False


def eliminate(root, line, budget=None):
    """Action elimination: drop move i, then replay the rest, also dropping every later
    move that is no longer legal; keep the shorter line when it still ends in a win."""
    i = 0
    prefix = root                       # the state before line[i]
    while i < len(line):
        if budget is not None and i % 8 == 0 and not _time_left(budget):
            break
        cur = prefix
        kept = line[:i]
        for s, t in line[i + 1:]:
            if _legal(cur, s, t):
                cur = _apply(cur, s, t)
                kept.append((s, t))
        if breaks_of(cur) == 0:
            line = kept
        else:
            prefix = _apply(prefix, *line[i])
            i += 1
    return line


def _time_left(budget):
    """Shortening respects the deadline and a cancel, not the node limit."""
    if budget.deadline is not None and time.perf_counter() >= budget.deadline:
        return False
    return not budget.cancelled()


def shorten(root, line, budget=None, depth2=True):
    """Shorten a winning line: action elimination (`eliminate`), then `shortcut`, until
    neither helps. The result is still a winning line from `root`."""
    while True:
        n = len(line)
        line = eliminate(root, line, budget)
        line = shortcut(root, line, budget, depth2)
        if len(line) >= n or (budget is not None and not _time_left(budget)):
            break
    # stop at the first won state (the game ends there)
    cur = root
    for i, (s, t) in enumerate(line):
        cur = _apply(cur, s, t)
        if breaks_of(cur) == 0:
            return line[:i + 1]
    return line


def shortcut(root, line, budget=None, depth2=True):
    """Cut cycles out of a line, then replace stretches that one or two moves can skip.
    The result still reaches the same final state."""
    states = _states_of(root, line)
    # 1. cycles: jump from the first visit of a state to its last visit
    last = {st: i for i, st in enumerate(states)}
    i = last[states[0]]
    new_line, new_states = [], [states[i]]
    while i < len(line):
        new_line.append(line[i])
        i = last[states[i + 1]]
        new_states.append(states[i])
    line, states = new_line, new_states
    # 2. shortcuts: from each state, the furthest later state of the line that one or two
    # moves reach (saving = skipped moves - moves used)
    changed = True
    while changed:
        changed = False
        index = {st: i for i, st in enumerate(states)}
        out_line, out_states = [], [states[0]]
        i = 0
        n = len(line)
        while i < n:
            if budget is not None and i % 16 == 0 and not _time_left(budget):
                out_line.extend(line[i:])
                out_states.extend(states[i + 1:])
                break
            cur = states[i]
            best_save, best_j, best_moves = 0, i + 1, [line[i]]
            get = index.get
            kids = children(cur)
            for s, t, kid in kids:
                j = get(kid, -1)
                if j - i - 1 > best_save:
                    best_save, best_j, best_moves = j - i - 1, j, [(s, t)]
            if depth2 and n - i > 2:
                for s, t, kid in kids:
                    for s2, t2, kid2 in children(kid):
                        j = get(kid2, -1)
                        if j - i - 2 > best_save:
                            best_save, best_j, best_moves = j - i - 2, j, [(s, t), (s2, t2)]
            if best_save > 0:
                changed = True
            cur2 = cur
            for m in best_moves:
                cur2 = _apply(cur2, *m)
                out_line.append(m)
                out_states.append(cur2)
            i = best_j
        line, states = out_line, out_states
    return line


def _notation(line):
    return [MOVES[s][t] for s, t in line]


def _search(state, budget):
    """Returns (status, line of (s, t), expanded nodes)."""
    root = _convert(state)
    if breaks_of(root) == 0:
        return WON, [], 0
    nodes = 0
    best_line, best_p = [], priority(root)
    rng = None
    limit = FIRST_RUN
    while True:
        run = _Run(root)
        outcome, nid, expanded = _greedy(run, rng, limit, budget, nodes)
        nodes += expanded
        if outcome == "won":
            return WON, run.line(nid), nodes
        if run.prio[run.best] < best_p:
            best_p = run.prio[run.best]
            best_line = run.line(run.best)
        if outcome == "empty":
            # SOUND: every legal move was generated and nothing was trimmed in this run,
            # so the whole reachable component was seen without a win
            return LOST, best_line, nodes
        if outcome == "budget":
            return UNKNOWN, best_line, nodes
        del run
        if rng is None:
            rng = random.Random(zlib.crc32(root))
            limit = RESTART0
        else:
            limit = int(limit * GROWTH)


def _improve(root, line, budget, nodes0, improve_nodes):
    """Flares (fc-solve's term): more random runs after the first win, each cut off past
    the current line's length (a STREAMLINER, harmless here: the verdict is already WON);
    keep the shortest shortened line. Returns (line, expanded)."""
    rng = random.Random(zlib.crc32(root) ^ 0x5BD1E995)
    used = 0
    while used < improve_nodes and _time_left(budget):
        run = _Run(root)
        outcome, nid, expanded = _greedy(run, rng, min(FLARE_LIMIT, improve_nodes - used),
                                         budget, nodes0 + used,
                                         max_depth=len(line) + FLARE_SLACK)
        used += expanded
        if outcome == "won":
            found = run.line(nid)
            if len(found) < len(line) + FLARE_SLACK:
                found = shorten(root, found, budget)
                if len(found) < len(line):
                    line = found
        elif outcome == "budget":
            break
    return line, used


def solve(state, budget, improve_nodes=None):
    """Result(WON, shortened winning line) or Result(UNKNOWN, best partial line).
    After a win, up to `improve_nodes` more expansions (default: IMPROVE_PER_MOVE per move
    of the line, at most IMPROVE_NODES; never past the budget) look for a shorter line."""
    status, line, nodes = _search(state, budget)
    if status == WON and line:
        root = _convert(state)
        line = shorten(root, line, budget)
        if improve_nodes is None:
            # a greedy run costs roughly in proportion to its line: short lines need little
            improve_nodes = min(IMPROVE_NODES, IMPROVE_PER_MOVE * len(line))
        if improve_nodes > 0:
            line, more = _improve(root, line, budget, nodes, improve_nodes)
            nodes += more
    return Result(status, _notation(line), nodes, 0.0)


def hint_line(state, budget):
    """The moves the UI should suggest, quickly: the shortened winning line (no flares)
    when one is found in the budget, else the best partial line (fewest strays, then
    breaks). Lines are not replayed here; game.solver.solve is the checked entry point."""
    return solve(state, budget, improve_nodes=0).moves
