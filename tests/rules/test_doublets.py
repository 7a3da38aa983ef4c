"""Doublets beyond the conformance vectors: hints, status, double-click, events, refusals,
layout, game over and position checks."""

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.rules import (
    IllegalMove,
    InvalidPosition,
    apply,
    from_position,
    is_over,
    is_won,
    legal_moves,
    new_game,
    play,
    rules_for,
    to_position,
)
from game.rules import cards as C
from game.rules.doublets import next_rank
from game.rules.events import Event

RULES = rules_for("doublets")
RESERVES = [f"reserve{i}" for i in range(1, 8)]
ALL_TOKENS = [C.token(c) for c in range(52)]


def position(top, reserves, waste=(), stock=(), redeals=0, under=None):
    """A doublets position: `top` is the foundation's top part (bottom first); every card
    not named elsewhere goes under it (or into the stock, face down, when under='stock')."""
    named = list(top) + [t for r in reserves for t in r] + list(waste) + \
        [t.lstrip("#") for t in stock]
    rest = [t for t in ALL_TOKENS if t not in named]
    piles = {"stock": list(stock), "waste": list(waste)}
    if under == "stock":
        piles["stock"] = ["#" + t for t in rest] + piles["stock"]
        piles["foundation"] = list(top)
    else:
        piles["foundation"] = rest + list(top)
    for name, cards in zip(RESERVES, reserves):
        piles[name] = list(cards)
    return {"game": "doublets", "piles": piles, "redeals_used": redeals}


# A position with 4♥ on the foundation (needs an eight), 8♠ in reserve2 and 8♦ in the waste.
FULL = [["KC"], ["8S"], ["2D"], ["5C"], ["KD"], ["3H"], ["9S"]]


def eight_needed(waste=("2C",), stock=("#QS", "#2S")):
    return from_position(position(["4H"], FULL, waste=waste, stock=stock))


# ----- ranks --------------------------------------------------------------------------
def test_doubling_sequence():
    seq, rank = [], 1
    for _ in range(13):
        seq.append(rank)
        rank = next_rank(rank)
    assert seq == [1, 2, 4, 8, 3, 6, 12, 11, 9, 5, 10, 7, 1]
    assert next_rank(13) == 0          # kings never play
    with pytest.raises(ValueError):
        next_rank(0)


def test_needed_rank():
    assert RULES.needed_rank(eight_needed()) == 8
    state = from_position(position(["7S"], FULL))
    assert RULES.needed_rank(state) == 1


# ----- deal ---------------------------------------------------------------------------
@settings(max_examples=60, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**32 - 1))
def test_deal_shape(seed):
    state = new_game("doublets", seed)
    stock = RULES.pile(state, "stock")
    assert len(stock) == 44 and all(C.is_face_down(c) for c in stock)
    assert state.score == 1 and state.extra == (0,)
    assert RULES.pile(state, "waste") == ()
    for name in RESERVES + ["foundation"]:
        (card,) = RULES.pile(state, name)
        assert not C.is_face_down(card) and C.RANK[card] != 13


def test_deal_sends_kings_to_the_bottom_of_the_stock():
    # Seed 1 deals K♠ into a reserve (see the golden deal): it ends at the stock's bottom.
    state = new_game("doublets", 1)
    assert to_position(state)["piles"]["stock"][0] == "#KS"


# ----- status -------------------------------------------------------------------------
def test_status_text():
    state = new_game("doublets", 0)
    assert RULES.status(state) == "Stock left: 44   Redeals left: 2"
    state = from_position(position(["6C"], [["2C"], ["3C"], ["4C"], ["5C"], ["7C"], ["8C"],
                                            ["9C"]], waste=["KH", "JD"], redeals=1,
                                   under=None))
    assert RULES.status(state) == "Stock left: 0   Redeals left: 1"
    after = play(state, "deal")
    assert RULES.status(after) == "Stock left: 2   Redeals left: 0"


# ----- hint ---------------------------------------------------------------------------
def test_hint_names_a_playable_card():
    state = eight_needed(waste=["8D"])
    hint = RULES.hint(state)
    assert hint.move == "waste>foundation"            # the waste is tried first
    assert hint.text == "Move 8♦ to the foundation"
    hint = RULES.hint(eight_needed())
    assert hint.move == "reserve2>foundation"
    assert hint.text == "Move 8♠ to the foundation"
    assert hint.move in legal_moves(eight_needed())


def test_hint_searches_when_nothing_plays():
    state = from_position(position(["3D"], FULL, waste=["2C"], stock=["#QS"]))
    hint = RULES.hint(state)
    assert hint.text == "You are searching for a six."
    assert hint.move == "deal"
    no_eight = [["KC"], ["5S"], ["2D"], ["5C"], ["KD"], ["3H"], ["9S"]]
    state = from_position(position(["4C"], no_eight, waste=["2C"], stock=["#QS"]))
    assert RULES.hint(state).text == "You are searching for an eight."
    state = from_position(position(["7C"], no_eight, waste=["2C"], stock=["#QS"]))
    assert RULES.hint(state).text == "You are searching for an ace."


def test_hint_when_stuck_or_won():
    stuck = from_position(position(["3D"], FULL, waste=["2C"], redeals=2))
    assert legal_moves(stuck) == []
    hint = RULES.hint(stuck)
    assert hint.move is None and "six" in hint.text and "No moves" in hint.text
    won = from_position(position(["TS"], [["7S"], ["KC"], ["KD"], ["KH"], ["KS"], [], []],
                                 redeals=2))
    won = play(won, "reserve1>foundation")
    assert is_won(won)
    assert RULES.hint(won).move is None


# ----- double-click -------------------------------------------------------------------
def test_double_click():
    state = eight_needed(waste=["8D"])
    assert RULES.double_click(state, "reserve2") == ["reserve2>foundation"]
    assert RULES.double_click(state, "waste") == ["waste>foundation"]
    assert RULES.double_click(state, "reserve1") == []      # a king
    assert RULES.double_click(state, "reserve3") == []      # 2♦ does not fit on 4♥
    assert RULES.double_click(state, "foundation") == []
    assert RULES.double_click(state, "stock") == []


# ----- events and refills -------------------------------------------------------------
def test_reserve_play_refills_from_the_waste():
    state = eight_needed(waste=["5D", "2C"])
    after, events = apply(state, "reserve2>foundation")
    assert events == [Event("moved", "reserve2", "foundation", (C.parse_token("8S"),)),
                      Event("moved", "waste", "reserve2", (C.parse_token("2C"),))]
    pos = to_position(after)["piles"]
    assert pos["reserve2"] == ["2C"] and pos["waste"] == ["5D"]
    assert after.score == state.score + 1


def test_reserve_play_refills_from_the_stock_face_up():
    state = eight_needed(waste=[], stock=["#3S", "#QS"])
    after, events = apply(state, "reserve2>foundation")
    assert events[1] == Event("dealt", "stock", "reserve2", (C.parse_token("QS"),))
    pos = to_position(after)["piles"]
    assert pos["reserve2"] == ["QS"] and pos["stock"] == ["#3S"]


def test_reserve_stays_empty_when_nothing_is_left():
    state = eight_needed(waste=[], stock=[])
    after, events = apply(state, "reserve2>foundation")
    assert len(events) == 1
    assert to_position(after)["piles"]["reserve2"] == []


def test_last_waste_card_is_not_replaced_from_the_stock():
    state = eight_needed(waste=["8D"], stock=["#QS"])
    after, events = apply(state, "waste>foundation")
    assert events == [Event("moved", "waste", "foundation", (C.parse_token("8D"),))]
    pos = to_position(after)["piles"]
    assert pos["waste"] == [] and pos["stock"] == ["#QS"]


def test_king_refill_freezes_the_reserve():
    state = eight_needed(waste=["KH"])
    after = play(state, "reserve2>foundation")
    assert to_position(after)["piles"]["reserve2"] == ["KH"]
    assert "reserve2>foundation" not in legal_moves(after)
    assert RULES.double_click(after, "reserve2") == []


def test_deal_event():
    state = eight_needed(waste=["2C"], stock=["#3S", "#QS"])
    after, events = apply(state, "deal")
    assert events == [Event("dealt", "stock", "waste", (C.parse_token("QS"),))]
    assert to_position(after)["piles"]["waste"] == ["2C", "QS"]


def test_redeal_keeps_the_order_and_counts():
    state = from_position(position(["3D"], FULL, waste=["2C", "QS", "2S"], redeals=0))
    after, events = apply(state, "deal")
    turned = tuple(C.parse_token(t) for t in ("#2S", "#QS", "#2C"))
    assert events == [Event("redealt", "waste", "stock", turned)]
    assert after.extra == (1,) and after.piles == play(state, "deal").piles
    pos = to_position(after)
    assert pos["piles"]["stock"] == ["#2S", "#QS", "#2C"] and pos["piles"]["waste"] == []
    assert pos["redeals_used"] == 1
    # The first card dealt after the redeal is the old bottom of the waste.
    assert to_position(play(after, "deal"))["piles"]["waste"] == ["2C"]


def test_apply_never_mutates():
    state = eight_needed(waste=["5D", "2C"])
    before = to_position(state)
    for move in legal_moves(state):
        play(state, move)
    assert to_position(state) == before


# ----- refusals -----------------------------------------------------------------------
@pytest.mark.parametrize("move,words", [
    ("reserve3>foundation", ["2♦", "4♥", "an eight"]),
    ("reserve1>foundation", ["K♣", "kings never play"]),
    ("foundation>reserve1", ["never leave the foundation"]),
    ("stock>foundation", ["stock", "deal"]),
    ("reserve2>reserve3", ["only to the foundation"]),
    ("reserve2*2>foundation", ["one card"]),
    ("reserve2 > foundation", ["malformed"]),
    ("reserve8>foundation", ["unknown pile"]),
])
def test_refusal_reasons(move, words):
    with pytest.raises(IllegalMove) as refused:
        play(eight_needed(), move)
    for word in words:
        assert word in str(refused.value)


def test_refusal_explains_the_doubling():
    state = from_position(position(["8H"], FULL))          # needs twice 8 = 16 - 13 = 3
    with pytest.raises(IllegalMove, match=r"needs a three \(twice 8 is 16, less 13\)"):
        play(state, "reserve2>foundation")


def test_refusals_for_empty_piles_and_dealing():
    state = eight_needed(waste=[], stock=[])
    with pytest.raises(IllegalMove, match="waste is empty"):
        play(state, "waste>foundation")
    with pytest.raises(IllegalMove, match="stock and the waste are empty"):
        play(state, "deal")
    used = from_position(position(["3D"], FULL, waste=["2C"], redeals=2))
    with pytest.raises(IllegalMove, match="both redeals are used"):
        play(used, "deal")
    empty = from_position(position(["TS"], [["7S"], ["KC"], ["KD"], ["KH"], ["KS"], [], []]))
    with pytest.raises(IllegalMove, match="That reserve pile is empty"):
        play(empty, "reserve6>foundation")


# ----- game over ----------------------------------------------------------------------
def test_is_over():
    assert not is_over(new_game("doublets", 0))
    stuck = from_position(position(["3D"], FULL, waste=["2C"], redeals=2))
    assert is_over(stuck) and not is_won(stuck)
    redeal_left = from_position(position(["3D"], FULL, waste=["2C"], redeals=1))
    assert legal_moves(redeal_left) == ["deal"] and not is_over(redeal_left)
    won = play(from_position(position(["TS"], [["7S"], ["KC"], ["KD"], ["KH"], ["KS"], [], []],
                                      redeals=2)), "reserve1>foundation")
    assert is_won(won) and not is_over(won) and won.score == 48
    assert all(not RULES.is_idle(redeal_left, m) for m in legal_moves(redeal_left))


# ----- layout -------------------------------------------------------------------------
@pytest.mark.parametrize("layout", [RULES.layout(), RULES.portrait_layout()],
                         ids=["landscape", "portrait"])
def test_layout_covers_every_pile_without_overlap(layout):
    assert set(layout.piles) == set(RULES.pile_names)
    spots = list(layout.piles.values())
    for p in spots:
        assert 0 <= p.x and p.x + 1 <= layout.width
        assert 0 <= p.y and p.y + 1 <= layout.height
        assert not p.hidden
    for i, a in enumerate(spots):
        for b in spots[i + 1:]:
            overlap = a.x < b.x + 1 and b.x < a.x + 1 and a.y < b.y + 1 and b.y < a.y + 1
            assert not overlap, (a.name, b.name)


@pytest.mark.parametrize("portrait", [False, True])
def test_layout_is_an_arch_around_the_foundation(portrait):
    """Landscape: the stock and waste left of the arch; portrait: above it."""
    p = (RULES.portrait_layout() if portrait else RULES.layout()).piles
    assert p["stock"].x < p["waste"].x
    if portrait:
        assert p["stock"].y == p["waste"].y < p["reserve1"].y - 1
        assert p["stock"].x == p["reserve1"].x and p["waste"].x == p["reserve2"].x
    else:
        assert p["waste"].x < p["reserve1"].x and p["stock"].y == p["reserve1"].y
    assert p["reserve1"].y == p["reserve2"].y == p["reserve3"].y
    assert p["reserve1"].x < p["reserve2"].x < p["reserve3"].x
    assert p["reserve4"].x == p["reserve1"].x == p["reserve6"].x
    assert p["reserve5"].x == p["reserve3"].x == p["reserve7"].x
    assert p["reserve1"].y < p["reserve4"].y == p["reserve5"].y < p["reserve6"].y
    assert p["reserve6"].y == p["foundation"].y == p["reserve7"].y
    assert p["reserve6"].x < p["foundation"].x < p["reserve7"].x
    assert p["foundation"].x == p["reserve2"].x
    assert p["foundation"].kind == "foundation" and p["reserve4"].kind == "reserve"


# ----- positions ----------------------------------------------------------------------
def test_round_trip():
    state = eight_needed(waste=["5D", "2C"])
    assert from_position(to_position(state)) == state
    assert to_position(state)["redeals_used"] == 0


@pytest.mark.parametrize("value", [3, -1, True, "1", 1.0, None])
def test_bad_redeals_used(value):
    pos = position(["4H"], FULL)
    pos["redeals_used"] = value
    with pytest.raises(InvalidPosition, match="redeals_used"):
        from_position(pos)


def test_missing_redeals_used():
    pos = position(["4H"], FULL)
    del pos["redeals_used"]
    with pytest.raises(InvalidPosition, match="redeals_used"):
        from_position(pos)


def test_reserve_over_capacity():
    pos = position(["4H"], [["KC"], ["8S", "8D"], ["2D"], ["5C"], ["KD"], ["3H"], ["9S"]])
    with pytest.raises(InvalidPosition, match="capacity"):
        from_position(pos)


def test_wrong_deck():
    pos = position(["4H"], FULL)
    pos["piles"]["waste"] = ["4H"]                     # a second 4♥
    with pytest.raises(InvalidPosition, match="wrong set of cards"):
        from_position(pos)
    pos = position(["4H"], FULL)
    pos["piles"]["foundation"].remove("AC")            # a card missing
    with pytest.raises(InvalidPosition, match="wrong set of cards"):
        from_position(pos)


def test_face_flags_are_accepted_as_well_formed():
    # api.md: well-formed positions that could not arise in play are accepted.
    pos = position(["4H"], FULL, stock=["#QS"])
    pos["piles"]["stock"] = ["QS"]
    assert to_position(from_position(pos))["piles"] == pos["piles"]


def test_score_must_match_and_foundation_must_not_be_empty():
    pos = position(["4H"], FULL)
    pos["score"] = 3
    with pytest.raises(InvalidPosition, match="score"):
        from_position(pos)
    pos = position([], FULL, under="stock")
    with pytest.raises(InvalidPosition, match="foundation"):
        from_position(pos)


def test_unknown_key_rejected():
    pos = position(["4H"], FULL)
    pos["redeals"] = 1
    with pytest.raises(InvalidPosition, match="unknown key"):
        from_position(pos)


# ----- playouts -----------------------------------------------------------------------
@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(min_value=0, max_value=2**32 - 1), data=st.data())
def test_playout_invariants(seed, data):
    state = new_game("doublets", seed)
    for _ in range(150):
        moves = legal_moves(state)
        if not moves:
            assert is_over(state) or is_won(state)
            break
        move = data.draw(st.sampled_from(sorted(moves)))
        after, events = apply(state, move)
        assert after.score == len(RULES.pile(after, "foundation"))
        assert after.score == state.score + (move != "deal")
        assert after.extra[0] == state.extra[0] + any(e.kind == "redealt" for e in events)
        piles = to_position(after)["piles"]
        if any(not piles[r] for r in RESERVES):
            assert not piles["stock"] and not piles["waste"]
        assert all(len(piles[r]) <= 1 for r in RESERVES)
        state = after
