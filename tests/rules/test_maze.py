"""Maze behaviour beyond the conformance vectors: hints, events, refusals, layout, positions."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.rules import (
    IllegalMove,
    InvalidPosition,
    from_position,
    is_over,
    is_won,
    legal_moves,
    new_game,
    play,
    rules_for,
    score,
    to_position,
)
from game.rules import apply as apply_move
from game.rules import cards as C
from game.rules.events import Event
from game.rules.maze import HINT_TEXT, NEXT, PREV, RULES, SUCC

PILES = [f"cell{i}" for i in range(1, 55)]


def grid(text: str) -> dict:
    """A maze position from 54 space-separated tokens, '..' for a gap, cell1 first."""
    tokens = text.split()
    assert len(tokens) == 54
    return {"game": "maze",
            "piles": {name: ([] if tok == ".." else [tok]) for name, tok in zip(PILES, tokens)}}


def state_of(text: str):
    return from_position(grid(text))


def card(token: str) -> int:
    return C.parse_token(token)


# Won layout with the gaps inside the runs (score 48).
WON = ("AC 2C 3C 4C .. 5C 6C 7C 8C 9C TC JC QC .. AD 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD .. "
       ".. AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH .. AS 2S 3S 4S 5S 6S 7S 8S .. 9S TS JS QS")
# One move from the win: 7H sits in cell54, its place cell7 is empty (score 46).
NEARLY = ("AH 2H 3H 4H 5H 6H .. 8H .. .. 9H TH JH QH AC 2C 3C 4C 5C .. 6C 7C 8C 9C TC JC QC "
          "AS 2S 3S 4S 5S .. 6S 7S 8S 9S TS JS QS AD 2D 3D 4D 5D 6D .. 7D 8D 9D TD JD QD 7H")
# Reached by random play: no legal move raises the score (29).
STUCK = (".. 3D 4D 2S 3S 4S 5S 6S 7H 8H QC AS 7S 3C 4C 5C 6C 7C TH JH QH AD 2D .. QD AC 8S "
         ".. 5H 6H QS AH 2H 3H 4H TC JC .. 9H 8C 9C .. .. 7D 8D 9D 9S TS JS 2C 5D 6D TD JD")


# ----- successor and score ---------------------------------------------------------------

def successor(a: str, b: str) -> bool:
    """The rules' own table: whether card b may follow card a."""
    return SUCC[card(a)][card(b)]


def test_successor_semantics():
    assert successor("4H", "5H")
    assert not successor("5H", "4H")
    assert not successor("4H", "5D")
    for queen in ("QC", "QD", "QH", "QS"):
        for ace in ("AC", "AD", "AH", "AS"):
            assert successor(queen, ace)
    assert not successor("JS", "AS")
    assert not successor("QS", "KS")      # kings take no part
    assert not successor("KS", "AS")
    assert successor("9C", "TC")
    assert NEXT[card("QD")] == tuple(card(a) for a in ("AC", "AD", "AH", "AS"))
    assert PREV[card("AD")] == tuple(card(q) for q in ("QC", "QD", "QH", "QS"))
    assert PREV[card("7S")] == (card("6S"),)
    assert NEXT[card("KS")] == PREV[card("KS")] == ()


def test_score_skips_gaps_and_counts_a_leading_ace():
    state = state_of(WON)
    assert score(state) == 48 and is_won(state)
    # Everything shifted one cell right (cell50's gap moves to cell1): still 48.
    tokens = WON.split()
    assert tokens[49] == ".."
    shifted = [".."] + tokens[:49] + tokens[50:]
    assert score(state_of(" ".join(shifted))) == 48
    # J♠ first (no ace: 0), A♣ does not follow it, and 10♠ -> Q♠ breaks: 48 - 3.
    where = shifted.index("JS")
    shifted[0], shifted[where] = "JS", ".."
    state = state_of(" ".join(shifted))
    assert score(state) == 45 and not is_won(state)


def test_score_in_position_is_checked():
    pos = grid(WON)
    pos["score"] = 48
    assert score(from_position(pos)) == 48
    pos["score"] = 47
    with pytest.raises(InvalidPosition, match="does not match"):
        from_position(pos)


# ----- deal ------------------------------------------------------------------------------

@pytest.mark.parametrize("seed", [0, 5, 123456, 2**32 - 1])
def test_deal_has_48_face_up_cards_and_six_gaps(seed):
    state = new_game("maze", seed)
    cards = [p[0] for p in state.piles if p]
    assert len(cards) == 48 and len(set(cards)) == 48
    assert all(C.RANK[c] != 13 and not C.is_face_down(c) for c in cards)
    assert sum(1 for p in state.piles if not p) == 6
    assert all(len(p) <= 1 for p in state.piles)
    assert from_position(to_position(state)) == state
    assert state.score == RULES.compute_score(state)


# ----- moves, events, refusals -----------------------------------------------------------

def test_apply_emits_one_moved_event_and_keeps_input():
    state = state_of(NEARLY)
    before = to_position(state)
    after, events = apply_move(state, "cell54>cell7")
    assert events == [Event("moved", "cell54", "cell7", (card("7H"),))]
    assert to_position(state) == before
    assert after.piles[6] == (card("7H"),) and after.piles[53] == ()
    assert score(after) == 48 and is_won(after)


def test_any_ace_to_cell1_and_any_queen_to_cell54():
    state = state_of(STUCK)
    moves = set(legal_moves(state))
    aces = [f"cell{i + 1}>cell1" for i, p in enumerate(state.piles) if p and C.RANK[p[0]] == 1]
    assert len(aces) == 4 and set(aces) <= moves
    won = play(state_of(NEARLY), "cell54>cell7")      # frees cell54
    queens = {f"cell{i + 1}>cell54" for i, p in enumerate(won.piles)
              if p and C.RANK[p[0]] == 12}
    assert queens <= set(legal_moves(won))


def test_refusals_say_why():
    state = state_of(NEARLY)
    with pytest.raises(IllegalMove, match=r"That cell is a gap: there is no card to move"):
        play(state, "cell9>cell7")
    with pytest.raises(IllegalMove, match=r"7♥ cannot go onto 8♥: a card only moves into a gap"):
        play(state, "cell54>cell8")
    with pytest.raises(IllegalMove) as refused:
        play(state, "cell2>cell9")
    text = str(refused.value)
    assert text == ("2♥ cannot go into the gap after 8♥: it must follow A♥ (not 8♥) or come "
                    "before 3♥ (the cell after the gap is empty)")
    with pytest.raises(IllegalMove, match="nothing to deal"):
        play(state, "deal")
    with pytest.raises(IllegalMove, match="one at a time"):
        play(state, "cell54*2>cell7")
    with pytest.raises(IllegalMove, match="unknown pile"):
        play(state, "cell55>cell7")
    with pytest.raises(IllegalMove, match="malformed"):
        play(state, "cell54 > cell7")


def test_own_old_cell_counts_as_empty():
    # 5H in cell5, 6H in cell6, cell7 empty with 8H beyond: 6H cannot step right.
    state = state_of(NEARLY)
    with pytest.raises(IllegalMove) as refused:
        play(state, "cell6>cell7")
    assert "follow 5♥ (it is leaving the cell before the gap)" in str(refused.value)
    # 9H (cell11) into cell10: cell9 is empty and cell11 is its own old cell.
    with pytest.raises(IllegalMove) as refused:
        play(state, "cell11>cell10")
    assert str(refused.value) == ("9♥ cannot go into the gap in row 2, column 1: it must "
                                  "follow 8♥ (the cell before the gap is empty) or come "
                                  "before 10♥ (it is leaving the cell after the gap)")
    # Two cells left it lands after 8H.
    assert "cell11>cell9" in legal_moves(state)
    assert "cell11>cell10" not in legal_moves(state)


def test_cell1_and_cell54_messages():
    state = state_of(STUCK)
    with pytest.raises(IllegalMove) as refused:
        play(state, "cell3>cell1")
    assert str(refused.value) == ("4♦ cannot go into the top-left cell: it must be an ace or "
                                  "come before 5♦ (not 3♦)")
    won = play(state_of(NEARLY), "cell54>cell7")
    with pytest.raises(IllegalMove) as refused:
        play(won, "cell2>cell54")
    assert str(refused.value) == ("2♥ cannot go into the bottom-right cell: it must follow "
                                  "A♥ (not Q♦) or be a queen")
    with pytest.raises(IllegalMove, match="it must follow a queen"):
        play(won, "cell1>cell9")      # an ace needs a queen on its left


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), steps=st.integers(0, 80), pick=st.randoms())
def test_legal_moves_match_brute_force(seed, steps, pick):
    state = new_game("maze", seed)
    for _ in range(steps):
        state = play(state, pick.choice(legal_moves(state)))
    moves = legal_moves(state)
    assert len(moves) == len(set(moves)) and moves
    brute = set()
    for s in PILES:
        for t in PILES:
            if s == t:
                continue
            try:
                play(state, f"{s}>{t}")
            except IllegalMove:
                continue
            brute.add(f"{s}>{t}")
    assert set(moves) == brute
    for pile in PILES:
        assert set(RULES.moves_from(state, pile, 1)) == {m for m in moves
                                                         if m.startswith(pile + ">")}
        assert RULES.moves_from(state, pile, 2) == []
    assert not is_over(state)
    assert not any(RULES.is_idle(state, m) for m in moves)


# ----- hint, status, double-click --------------------------------------------------------

def test_hint_suggests_a_move_that_raises_the_score():
    state = state_of(NEARLY)
    hint = RULES.hint(state)
    assert hint.move == "cell54>cell7"
    assert hint.text == "Move 7♥ after 6♥"
    for seed in range(10):
        state = new_game("maze", seed)
        hint = RULES.hint(state)
        assert hint.move in legal_moves(state)
        assert score(play(state, hint.move)) > score(state)
        assert hint.text.startswith("Move ")


def test_hint_before_and_corner_texts():
    # 6H in cell54, its home cell6 between 5H and 7H: "after" is preferred.
    tokens = NEARLY.split()
    tokens[5], tokens[6], tokens[53] = "..", "7H", "6H"
    hint = RULES.hint(state_of(" ".join(tokens)))
    assert hint == ("cell54>cell6", "Move 6♥ after 5♥")
    # A♣ sits between 4♣ and 5♣; back in cell1 it lies before 2♣.
    tokens = WON.split()
    tokens[0], tokens[4] = "..", "AC"
    state = state_of(" ".join(tokens))
    hint = RULES.hint(state)
    assert hint == ("cell5>cell1", "Move A♣ before 2♣")
    assert score(play(state, hint.move)) == 48
    # Cells 1 and 2 empty, A♣ after Q♣: cell1 and cell2 both win; the lower target is
    # chosen, and cell2 is empty, so the text names the corner.
    clubs = "2C 3C 4C 5C 6C 7C 8C 9C TC JC QC".split()
    tokens = ["..", ".."] + clubs + ["AC"] + WON.split()[14:]
    state = state_of(" ".join(tokens))
    assert score(state) == 46
    hint = RULES.hint(state)
    assert hint == ("cell14>cell1", "Move A♣ to the top-left cell")
    assert score(play(state, "cell14>cell2")) == score(play(state, "cell14>cell1")) == 48


def test_hint_falls_back_to_aisleriot_advice():
    state = state_of(STUCK)
    assert score(state) == 29
    assert all(score(play(state, m)) <= 29 for m in legal_moves(state))
    assert RULES.hint(state) == (None, HINT_TEXT)
    assert HINT_TEXT.startswith("Aim to place the suits in the order")
    won = RULES.hint(state_of(WON))
    assert won.move is None and "solved" in won.text


def test_status_and_double_click():
    state = new_game("maze", 3)
    assert RULES.status(state) == ""
    for pile in PILES:
        assert RULES.double_click(state, pile) == []


def test_never_over():
    for seed in range(5):
        assert not is_over(new_game("maze", seed))
    assert not is_over(state_of(WON))        # won, not over
    assert not is_over(state_of(STUCK))


# ----- layout ----------------------------------------------------------------------------

def test_layout_is_a_9_by_6_grid_without_overlaps():
    layout = rules_for("maze").layout()
    assert set(layout.piles) == set(PILES)
    xs = sorted({p.x for p in layout.piles.values()})
    ys = sorted({p.y for p in layout.piles.values()})
    assert len(xs) == 9 and len(ys) == 6
    assert all(b - a >= 1.0 for a, b in zip(xs, xs[1:]))
    assert all(b - a >= 1.0 for a, b in zip(ys, ys[1:]))
    for index, name in enumerate(PILES):
        pile = layout.piles[name]
        row, column = divmod(index, 9)
        assert pile.x == xs[column] and pile.y == ys[row]
        assert pile.kind == "cell" and not pile.hidden
        assert pile.fan_x == 0 and pile.fan_y == 0
        assert 0 <= pile.x and pile.x + 1 <= layout.width
        assert 0 <= pile.y and pile.y + 1 <= layout.height


# ----- bad positions ---------------------------------------------------------------------

def test_bad_positions_are_rejected():
    pos = grid(WON)
    pos["piles"]["cell5"] = ["KC"]
    with pytest.raises(InvalidPosition, match="KC appears 1"):
        from_position(pos)
    pos = grid(WON)
    pos["piles"]["cell5"] = pos["piles"]["cell6"] + pos["piles"]["cell7"]
    pos["piles"]["cell6"] = pos["piles"]["cell7"] = []
    with pytest.raises(InvalidPosition, match="capacity of 1"):
        from_position(pos)
    pos = grid(WON)
    pos["piles"]["cell1"] = []
    with pytest.raises(InvalidPosition, match="AC appears 0"):
        from_position(pos)
    pos = grid(WON)
    pos["piles"]["cell1"] = ["#AC"]
    with pytest.raises(InvalidPosition, match="face down"):
        from_position(pos)
    pos = grid(WON)
    pos["redeals_used"] = 0
    with pytest.raises(InvalidPosition, match="unknown key"):
        from_position(pos)
    pos = grid(WON)
    del pos["piles"]["cell54"]
    with pytest.raises(InvalidPosition, match="missing pile 'cell54'"):
        from_position(pos)
