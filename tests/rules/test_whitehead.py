"""Whitehead beyond the conformance vectors: events, refusals, hints, status, double-click,
idle moves and game over, layout and position checks."""

import pytest

from game.rules import (
    IllegalMove,
    InvalidPosition,
    apply,
    from_position,
    is_over,
    legal_moves,
    new_game,
    play,
    rules_for,
    to_position,
)
from game.rules import cards as C
from game.rules.base import Hint

RULES = rules_for("whitehead")
TABLEAU = [f"tableau{i}" for i in range(1, 8)]
FOUNDATIONS = [f"foundation{i}" for i in range(1, 5)]
ALL_TOKENS = [r + s for s in "CDHS" for r in "A23456789TJQK"]


def position(rest_to="stock", **piles):
    """A Whitehead position with the given piles (lists of face-up tokens); every card not
    named goes face down to the stock (or face up to the waste under the given cards)."""
    used = {t for cards in piles.values() for t in cards}
    rest = [t for t in ALL_TOKENS if t not in used]
    full = {name: [] for name in RULES.pile_names}
    full.update(piles)
    if rest_to == "stock":
        full["stock"] = ["#" + t for t in rest] + full["stock"]
    else:
        full["waste"] = rest + full["waste"]
    return {"game": "whitehead", "piles": full}


def state_of(rest_to="stock", **piles):
    return from_position(position(rest_to, **piles))


def card(token):
    return C.parse_token(token)


# ----- deal and status -----------------------------------------------------------------

def test_deal_shape_and_status():
    state = new_game("whitehead", 7)
    pos = to_position(state)
    assert len(pos["piles"]["stock"]) == 24
    assert all(t.startswith("#") for t in pos["piles"]["stock"])
    for i, name in enumerate(TABLEAU, start=1):
        assert len(pos["piles"][name]) == i
        assert not any(t.startswith("#") for t in pos["piles"][name])
    assert RULES.status(state) == "Stock left: 24"
    assert RULES.status(play(state, "deal")) == "Stock left: 23"
    assert not is_over(state)


# ----- events --------------------------------------------------------------------------

def test_deal_event_turns_the_top_stock_card_face_up():
    state = new_game("whitehead", 1)
    top = state.piles[0][-1]
    after, events = apply(state, "deal")
    assert events == [("dealt", "stock", "waste", (C.face_up(top),), True)]
    assert after.piles[1] == (C.face_up(top),)
    assert len(after.piles[0]) == 23


def test_run_to_foundation_lands_ascending_with_event_and_score():
    state = state_of(foundation4=["AS", "2S", "3S"], tableau1=["KD", "6S", "5S", "4S"])
    assert state.score == 3
    after, events = apply(state, "tableau1*3>foundation4")
    assert to_position(after)["piles"]["foundation4"] == ["AS", "2S", "3S", "4S", "5S", "6S"]
    assert to_position(after)["piles"]["tableau1"] == ["KD"]
    assert after.score == 6
    assert events == [("moved", "tableau1", "foundation4",
                       (card("4S"), card("5S"), card("6S")), True)]


def test_card_back_from_foundation_costs_a_point():
    state = state_of(foundation1=["AH", "2H", "3H"], tableau2=["4D"])
    after, events = apply(state, "foundation1>tableau2")
    assert after.score == 2
    assert to_position(after)["piles"]["tableau2"] == ["4D", "3H"]
    assert events == [("moved", "foundation1", "tableau2", (card("3H"),), True)]


def test_lone_ace_between_foundations_keeps_the_score():
    state = state_of(foundation1=["AC"])
    after, events = apply(state, "foundation1>foundation3")
    assert after.score == state.score == 1
    assert to_position(after)["piles"]["foundation3"] == ["AC"]
    assert events[0].kind == "moved" and events[0].src == "foundation1"


def test_apply_does_not_change_its_input():
    state = state_of(tableau1=["9C"], tableau2=["8S"])
    before = to_position(state)
    play(state, "tableau2>tableau1")
    assert to_position(state) == before


# ----- refusals ------------------------------------------------------------------------

def refusal(state, move):
    with pytest.raises(IllegalMove) as refused:
        play(state, move)
    return str(refused.value)


def test_refusal_reasons_name_the_cards():
    state = state_of(tableau1=["9C"], tableau2=["8H"], tableau3=["JS"],
                     tableau4=["TC", "9S", "8D"], foundation1=["AD"],
                     tableau5=["5H"])
    assert refusal(state, "tableau2>tableau1") == \
        "8♥ cannot go on 9♣: a red eight goes on a red nine (♥ or ♦)"
    assert refusal(state, "tableau1>tableau3") == \
        "9♣ cannot go on J♠: build down one rank at a time"
    assert "only a same-suit run moves as a unit" in refusal(state, "tableau4*2>tableau3")
    assert "8♦" in refusal(state, "tableau4*2>tableau3")
    assert "only an ace" in refusal(state, "tableau5>foundation2")
    assert refusal(state, "tableau5>foundation1") == ("5♥ cannot go on A♦: foundations build "
                                                      "up in suit")
    assert "holds only 1 card" in refusal(state, "tableau1*2>tableau6")
    assert "no card" in refusal(state, "tableau6>tableau1")


def test_colour_is_said_as_red_or_black_whatever_the_inking():
    """With four-colour suits 7♦ (blue) and 8♥ (red) look different but build; 8♣
    (green) and 9♠ (black) too: the rule's words say red or black plainly, never a bare
    "colour" the inking could contradict."""
    state = state_of(tableau1=["8H"], tableau2=["7D"], tableau3=["9S"], tableau4=["8C"],
                     tableau5=["KH"], tableau6=["QC"], tableau7=["7S"])
    state = play(state, "tableau2>tableau1")            # 7♦ on 8♥: red on red
    state = play(state, "tableau4>tableau3")            # 8♣ on 9♠: black on black
    assert refusal(state, "tableau7>tableau1") == \
        "7♠ cannot go on 7♦: a black seven goes on a black eight (♠ or ♣)"
    assert refusal(state, "tableau6>tableau5") == \
        "Q♣ cannot go on K♥: a black queen goes on a black king (♠ or ♣)"
    assert refusal(state, "tableau5>tableau6") == \
        "K♥ cannot go on Q♣: build down red on red (♥ or ♦)"
    assert "red on red (♥♦), black on black (♠♣)" in RULES.goal
    assert "colour" not in RULES.goal
    stuck = state_of(tableau1=["9H"], tableau2=["5C"], tableau3=[], tableau4=[],
                     tableau5=[], tableau6=[], tableau7=[])
    assert "no tableau pile ends in a red ten (♥ or ♦)" in RULES.stuck_reason(
        stuck, "tableau1", 1)
    assert "no tableau pile ends in a black six (♠ or ♣)" in RULES.stuck_reason(
        stuck, "tableau2", 1)


def test_refusals_for_stock_waste_and_foundation_groups():
    state = state_of(foundation1=["AH", "2H"], waste=["7C", "6C"])
    assert "stock" in refusal(state, "stock>tableau1")
    assert "stock" in refusal(state, "waste>stock")
    assert "waste" in refusal(state, "tableau1>waste")
    assert refusal(state, "waste*2>tableau1") == "Only the top card of the waste can be moved"
    assert refusal(state, "foundation1*2>tableau1") == ("Only the top card of a foundation "
                                                         "can be moved")
    empty = state_of(rest_to="waste")
    assert refusal(empty, "deal") == "Nothing to deal: the stock is empty"
    assert "deal" not in legal_moves(empty)


def test_malformed_moves_are_refused():
    state = new_game("whitehead", 3)
    for move in ("tableau1 > tableau2", "tableau1*1>tableau2", "tableau9>tableau1",
                 "tableau1>tableau1", "", 17, None):
        with pytest.raises(IllegalMove):
            play(state, move)


# ----- double-click ----------------------------------------------------------------------

def test_double_click_sends_the_top_card_home():
    state = state_of(foundation1=["AD"], waste=["AS"], tableau1=["9C", "2D"],
                     tableau2=["3D"], foundation3=["AH"])
    assert RULES.double_click(state, "waste") == ["waste>foundation2"]   # first empty one
    assert RULES.double_click(state, "tableau1") == ["tableau1>foundation1"]
    assert RULES.double_click(state, "tableau2") == []                   # 3D does not fit
    assert RULES.double_click(state, "tableau3") == []                   # empty
    assert RULES.double_click(state, "foundation1") == []
    assert RULES.double_click(state, "stock") == []
    for move in RULES.double_click(state, "waste") + RULES.double_click(state, "tableau1"):
        assert move in legal_moves(state)


# ----- hints -----------------------------------------------------------------------------

def test_hint_foundation_first_and_waste_before_tableau():
    state = state_of(waste=["AC"], tableau1=["AD"], tableau2=["9S"], tableau3=["8S"])
    assert RULES.hint(state) == Hint("waste>foundation1", "Move A♣ to the foundation")
    state = state_of(waste=["KD"], tableau1=["9S"], tableau3=["8S"], tableau4=["AD"])
    assert RULES.hint(state) == Hint("tableau4>foundation1", "Move A♦ to the foundation")


def test_hint_same_suit_before_same_colour():
    # 8S could go on 9C (same colour, pile 1) or on 9S (same suit, pile 4)
    state = state_of(waste=["KD"], tableau1=["9C"], tableau2=["TH", "8S"], tableau4=["9S"])
    assert RULES.hint(state) == Hint("tableau2>tableau4", "Move 8♠ onto 9♠")


def test_hint_moves_the_whole_run():
    state = state_of(waste=["KD"], tableau1=["TH", "7S", "6S", "5S"], tableau2=["8S"])
    assert RULES.hint(state) == Hint("tableau1*3>tableau2",
                                     "Move 7♠ and the 2 cards on it onto 8♠")


def test_hint_same_colour_build_waste_first():
    state = state_of(waste=["KD"], tableau1=["QH", "8S"], tableau2=["9C"])
    assert RULES.hint(state) == Hint("tableau1>tableau2", "Move 8♠ onto 9♣")
    state = state_of(waste=["8C"], tableau1=["QH", "8S"], tableau2=["9S"], tableau3=["KD"])
    # 8S onto 9S is same-suit and comes first; then the waste's 8C would go on 9S too
    assert RULES.hint(state) == Hint("tableau1>tableau2", "Move 8♠ onto 9♠")
    state = state_of(waste=["8C"], tableau1=["QH", "8D"], tableau2=["9S"], tableau3=["KD"])
    assert RULES.hint(state) == Hint("waste>tableau2", "Move 8♣ onto 9♠")


def test_hint_empty_pile_advice_then_deal():
    state = state_of(waste=["KD"], tableau1=["QH", "8S"], tableau3=["4C"])
    assert RULES.hint(state) == Hint(None, "Move a build of cards onto the empty tableau pile")
    # every pile a pure run and no waste card: no advice about the empty pile
    state = state_of(tableau1=["QH", "JH"], tableau3=["4C"])
    assert RULES.hint(state) == Hint("deal", "Deal another card")


def test_hint_when_aisleriot_would_give_up():
    # stock empty, only a card back from a foundation changes anything
    state = from_position(over_position(extra_foundation=["AH", "2H", "3H", "4H"]))
    assert RULES.hint(state) == Hint("foundation1>tableau6", "Move 4♥ onto 5♦")
    stuck = from_position(over_position())
    assert RULES.hint(stuck) == Hint(None, "No moves left")


# ----- idle moves and game over ------------------------------------------------------------

def over_position(extra_foundation=None):
    """Stock empty; seven single-card tableau piles with no move between them; the waste
    top fits nowhere; foundation1 holds a lone ace (its only moves are idle)."""
    found = extra_foundation or ["AC"]
    piles = {"foundation1": found, "tableau1": ["KC"], "tableau2": ["KD"],
             "tableau3": ["KH"], "tableau4": ["KS"], "tableau5": ["5C"], "tableau6": ["5D"],
             "tableau7": ["9H"]}
    used = {t for cards in piles.values() for t in cards} | {"2S"}
    waste = [t for t in ALL_TOKENS if t not in used] + ["2S"]
    pos = position(**piles)
    pos["piles"]["stock"] = []
    pos["piles"]["waste"] = waste
    return pos


def test_only_idle_moves_means_over():
    state = from_position(over_position())
    moves = legal_moves(state)
    assert sorted(moves) == ["foundation1>foundation2", "foundation1>foundation3",
                             "foundation1>foundation4"]
    assert all(RULES.is_idle(state, m) for m in moves)
    assert is_over(state)
    assert RULES.status(state) == "Stock left: 0"


def test_a_take_back_keeps_the_game_going():
    state = from_position(over_position(extra_foundation=["AH", "2H", "3H", "4H"]))
    assert legal_moves(state) == ["foundation1>tableau6"]
    assert not is_over(state)


def test_idle_is_only_a_whole_pile_onto_an_empty_pile():
    state = state_of(tableau1=["9S", "8S"], tableau2=["QD", "7H", "6H"], foundation1=["AD"],
                     foundation2=["AH", "2H"])
    assert RULES.is_idle(state, "tableau1*2>tableau3")
    assert not RULES.is_idle(state, "tableau1>tableau3")
    assert not RULES.is_idle(state, "tableau2*2>tableau3")
    assert RULES.is_idle(state, "foundation1>foundation3")
    assert not RULES.is_idle(state, "foundation1>tableau3")
    assert not RULES.is_idle(state, "foundation2>tableau3")
    assert not RULES.is_idle(state, "deal")


def test_won_game_is_not_over_and_has_take_backs():
    piles = {f"foundation{i + 1}": [r + s for r in "A23456789TJQK"]
             for i, s in enumerate("CDHS")}
    state = from_position({"game": "whitehead", "piles": {**position()["piles"],
                                                         "stock": [], **piles}})
    assert RULES.is_won(state) and state.score == 52
    assert not is_over(state)
    assert "foundation1>tableau1" in legal_moves(state)
    assert RULES.hint(state) == Hint(None, "The game is won")


# ----- layout ------------------------------------------------------------------------------

def test_layout_covers_every_pile_without_overlaps():
    layout = RULES.layout()
    assert set(layout.piles) == set(RULES.pile_names)
    kinds = {name: p.kind for name, p in layout.piles.items()}
    assert kinds["stock"] == "stock" and kinds["waste"] == "waste"
    assert all(kinds[f] == "foundation" for f in FOUNDATIONS)
    assert all(kinds[t] == "tableau" for t in TABLEAU)
    boxes = list(layout.piles.values())
    for i, a in enumerate(boxes):
        assert 0 <= a.x and a.x + 1 <= layout.width
        assert 0 <= a.y and a.y + 1 <= layout.height
        assert not a.hidden
        for b in boxes[i + 1:]:
            apart = a.x + 1 <= b.x or b.x + 1 <= a.x or a.y + 1 <= b.y or b.y + 1 <= a.y
            assert apart, (a.name, b.name)
    tabs = [layout.piles[t] for t in TABLEAU]
    assert all(t.fan_y > 0 and t.fan_x == 0 for t in tabs)
    assert [t.x for t in tabs] == sorted(t.x for t in tabs)
    assert all(t.y + 1 + t.max_fan <= layout.height + 1e-9 for t in tabs)
    # foundations left of nothing but the gap: stock, waste, gap, four foundations
    xs = [layout.piles[n].x for n in ("stock", "waste", *FOUNDATIONS)]
    assert xs == sorted(xs)
    assert layout.piles["foundation1"].x - layout.piles["waste"].x > 2


# ----- positions ---------------------------------------------------------------------------

@pytest.mark.parametrize("change,words", [
    (lambda p: p["piles"]["foundation1"].extend(["AC"] * 14), "capacity"),
    (lambda p: p["piles"]["stock"].pop(), "wrong set of cards"),
    (lambda p: p["piles"]["tableau1"].append("AS"), "wrong set of cards"),
    (lambda p: p.__setitem__("redeals_used", 0), "unknown key"),
    (lambda p: p["piles"].pop("waste"), "missing pile"),
    (lambda p: p["piles"].__setitem__("reserve1", []), "unknown pile"),
    (lambda p: p["piles"]["tableau1"].__setitem__(0, "as"), "bad card token"),
    (lambda p: p.__setitem__("score", 3), "does not match"),
])
def test_bad_positions_are_refused(change, words):
    pos = to_position(new_game("whitehead", 11))
    change(pos)
    with pytest.raises(InvalidPosition) as refused:
        from_position(pos)
    assert words in str(refused.value)


def test_face_flags_and_foundation_order_are_checked():
    pos = to_position(new_game("whitehead", 11))
    pos["piles"]["stock"][0] = pos["piles"]["stock"][0][1:]
    with pytest.raises(InvalidPosition, match="face down"):
        from_position(pos)
    pos = to_position(new_game("whitehead", 11))
    pos["piles"]["tableau7"][0] = "#" + pos["piles"]["tableau7"][0]
    with pytest.raises(InvalidPosition, match="face up"):
        from_position(pos)
    with pytest.raises(InvalidPosition, match="build up in one suit"):
        state_of(foundation1=["AC", "3C"])
    with pytest.raises(InvalidPosition, match="build up in one suit"):
        state_of(foundation1=["AC", "2D"])


def test_round_trip_through_a_random_playout():
    import random
    rng = random.Random(4)
    state = new_game("whitehead", 99)
    for _ in range(150):
        moves = legal_moves(state)
        assert len(moves) == len(set(moves))
        assert from_position(to_position(state)) == state
        assert state.score == RULES.compute_score(state)
        if not moves:
            break
        state = play(state, rng.choice(moves))
