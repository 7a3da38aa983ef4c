"""Forty Thieves beyond the conformance vectors: hints, status, double-click, events,
refusal reasons, layout, idle moves and game over, and rejected positions."""

import pytest

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
from game.rules.events import Event

RULES = rules_for("forty-thieves")
GAME = "forty-thieves"
PILES = RULES.pile_names
# Ten tableau tops that fit neither each other nor an empty foundation.
NEUTRAL = ["KC", "KD", "KH", "KS", "KC", "KD", "KH", "KS", "JC", "JD"]


def cards_of(tokens):
    return [C.parse_token(t.lstrip("#")) for t in tokens]


def position(piles, rest="stock"):
    """A full position: the given piles, every other card of the two decks in `rest`
    (face down at the stock's bottom, or face up under the given waste)."""
    remaining = {}
    for c in RULES.deck():
        remaining[c] = remaining.get(c, 0) + 1
    for tokens in piles.values():
        for c in cards_of(tokens):
            remaining[c] -= 1
            assert remaining[c] >= 0, f"too many {C.token(c)} in the test position"
    rest_cards = [c for c in sorted(remaining) for _ in range(remaining[c])]
    full = {name: list(piles.get(name, [])) for name in PILES}
    if rest == "stock":
        full["stock"] = ["#" + C.token(c) for c in rest_cards] + full["stock"]
    else:
        full[rest] = [C.token(c) for c in rest_cards] + full[rest]
    return from_position({"game": GAME, "piles": full})


def tableau(**named):
    """The NEUTRAL tableau with some piles replaced: tableau(t3=["_", "5H"], t5=[])."""
    piles = {f"tableau{i + 1}": [NEUTRAL[i]] for i in range(10)}
    for key, value in named.items():
        number = int(key[1:])
        piles[f"tableau{number}"] = [NEUTRAL[number - 1] if t == "_" else t for t in value]
    return piles


def top(state, pile):
    return RULES.pile(state, pile)[-1]


# ----- deal, status, score ----------------------------------------------------------

def test_new_game_deals_four_rounds_and_status_counts_the_stock():
    state = new_game(GAME, 7)
    assert [len(RULES.pile(state, f"tableau{i}")) for i in range(1, 11)] == [4] * 10
    assert len(RULES.pile(state, "stock")) == 64
    assert all(C.is_face_down(c) for c in RULES.pile(state, "stock"))
    assert RULES.status(state) == "Stock left: 64"
    after = play(state, "deal")
    assert RULES.status(after) == "Stock left: 63"
    assert RULES.status(state) == "Stock left: 64"


def test_deal_event_and_empty_stock_refusal():
    state = new_game(GAME, 3)
    card = C.face_up(top(state, "stock"))
    after, events = apply(state, "deal")
    assert events == [Event("dealt", "stock", "waste", (card,))]
    assert top(after, "waste") == card
    empty = position(tableau(), rest="waste")
    assert "deal" not in legal_moves(empty)
    with pytest.raises(IllegalMove, match="Nothing to deal: the stock is empty"):
        play(empty, "deal")
    assert RULES.status(empty) == "Stock left: 0"


def test_run_to_foundation_lands_ascending_scores_and_reports_cards():
    state = position({"foundation4": ["AH", "2H"],
                      **tableau(t3=["_", "5H", "4H", "3H"])})
    assert state.score == 10
    after, events = apply(state, "tableau3*3>foundation4")
    assert to_position(after)["piles"]["foundation4"] == ["AH", "2H", "3H", "4H", "5H"]
    assert to_position(after)["piles"]["tableau3"] == ["KH"]
    assert after.score == 25
    landed = tuple(cards_of(["3H", "4H", "5H"]))
    assert events == [Event("moved", "tableau3", "foundation4", landed)]
    # the input is untouched
    assert to_position(state)["piles"]["tableau3"] == ["KH", "5H", "4H", "3H"]


def test_completing_a_foundation_adds_the_60_bonus_and_a_full_set_wins():
    hearts = ["AH", "2H", "3H", "4H", "5H", "6H", "7H", "8H", "9H", "TH", "JH", "QH"]
    state = position({"foundation2": hearts, **tableau(t3=["_"])})
    after = play(state, "tableau3>foundation2")
    assert after.score == state.score + 5 + 60
    done = {f"foundation{i + 1}": [r + s for r in "A23456789TJQK"]
            for i, s in enumerate("CCDDHHSS")}
    won = from_position({"game": GAME, "piles": {name: done.get(name, []) for name in PILES}})
    assert won.score == 1000 and is_won(won) and not is_over(won)
    assert legal_moves(won) == []


def test_two_empty_piles_allow_four_cards_onto_a_card():
    state = position(tableau(t1=["_", "9H", "8H", "7H"], t2=["TH"], t5=[], t6=[]))
    assert "tableau1*3>tableau2" in legal_moves(state)
    assert {"tableau1*2>tableau5", "tableau1>tableau5"} <= set(legal_moves(state))
    assert "tableau1*3>tableau5" not in legal_moves(state)
    with pytest.raises(IllegalMove, match="3 cards go into an empty tableau pile together only "
                                          "with 2 other empty tableau piles: with 1, at most 2"):
        play(state, "tableau1*3>tableau5")
    play(state, "tableau1*3>tableau2")


def test_tableau_run_move_event_keeps_order():
    state = position(tableau(t1=["_", "9H", "8H", "7H"], t2=["TH"], t5=[], t6=[]))
    after, events = apply(state, "tableau1*3>tableau2")
    assert to_position(after)["piles"]["tableau2"] == ["TH", "9H", "8H", "7H"]
    assert events == [Event("moved", "tableau1", "tableau2", tuple(cards_of(["9H", "8H", "7H"])))]
    assert after.score == state.score == 0


# ----- refusals -----------------------------------------------------------------------

@pytest.mark.parametrize("piles,move,reason", [
    (tableau(t1=["8H"], t2=["9C"]), "tableau1>tableau2",
     "8♥ cannot go on 9♣: build down in the same suit"),
    (tableau(t1=["_", "9H", "8H"], t2=["TH"]), "tableau1*2>tableau2",
     "2 cards move together only with an empty tableau pile: with none, one card at a time"),
    (tableau(t1=["_", "9H", "8H", "7H"], t2=["TH"], t5=[]), "tableau1*3>tableau5",
     "with 2 other empty tableau piles: with none, one card at a time"),
    (tableau(t1=["_", "9H", "8H", "7H", "6H"], t2=["TH"], t5=[]), "tableau1*4>tableau2",
     "4 cards move together only with 2 empty tableau piles: with 1, at most 2 cards"),
    (tableau(t1=["_", "9C", "8H"], t2=["TH"], t5=[]), "tableau1*2>tableau2",
     "Only a same-suit run can move together, and 8♥ lies on 9♣"),
    (tableau(t1=["_", "5D"]), "tableau1>foundation1",
     "Only an ace can start a foundation, not 5♦"),
    ({"foundation1": ["AS", "2S"], **tableau(t1=["_", "4S"])}, "tableau1>foundation1",
     "4♠ cannot go on 2♠: build foundations up in suit"),
    ({"foundation1": ["AS"], **tableau()}, "foundation1>tableau1",
     "Cards on a foundation stay there"),
    (tableau(), "tableau1>waste", "Cards cannot be put on the waste"),
    (tableau(), "stock>tableau1", "Cards cannot be taken from the stock"),
    ({"waste": ["5H", "4H"], **tableau(t1=["6H"])}, "waste*2>tableau1",
     "Only the top card of the waste can be moved"),
    (tableau(t3=[]), "tableau3>tableau4", "There is no card to move: that tableau pile is empty"),
    (tableau(t1=["_", "QS"]), "tableau1*3>tableau5", "That tableau pile holds only 2 cards"),
])
def test_refusals_say_why(piles, move, reason):
    state = position(piles)
    assert move not in legal_moves(state)
    with pytest.raises(IllegalMove) as refused:
        play(state, move)
    assert reason in str(refused.value)


def test_malformed_and_unknown_moves_are_refused():
    state = new_game(GAME, 1)
    for move in ("tableau1 > tableau2", "tableau1*1>tableau2", "tableau11>tableau1",
                 "foundation9>tableau1", "tableau1>tableau1", "", 7):
        with pytest.raises(IllegalMove):
            play(state, move)


def test_foundation_move_ignores_the_2E_limit_and_full_foundation_refuses():
    run = ["Q", "J", "T", "9", "8", "7", "6", "5", "4", "3", "2"]
    state = position({"foundation3": ["AD"], **tableau(t1=["_"] + [r + "D" for r in run])})
    assert {f"tableau1*{k}>foundation3" for k in range(2, 12)} <= set(legal_moves(state))
    after = play(state, "tableau1*11>foundation3")
    assert after.score == 12 * 5
    with pytest.raises(IllegalMove, match="The foundation ending in K♠ is complete"):
        play(position({"foundation2": [r + "S" for r in "A23456789TJQK"],
                       **tableau(t1=["AS"], t4=["QS"])}), "tableau1>foundation2")


def test_every_accepting_foundation_is_listed():
    state = position({"foundation2": ["AC"], "foundation6": ["AC"], **tableau(t2=["2C"]),
                      "waste": ["AH"]})
    moves = set(legal_moves(state))
    assert {"tableau2>foundation2", "tableau2>foundation6"} <= moves
    aces = {m for m in moves if m.startswith("waste>foundation")}
    assert aces == {f"waste>foundation{i}" for i in (1, 3, 4, 5, 7, 8)}


# ----- hint ---------------------------------------------------------------------------

def test_hint_prefers_the_foundation_and_the_waste_first():
    state = position({"waste": ["AH"], **tableau(t4=["_", "AS"])})
    assert RULES.hint(state) == ("waste>foundation1", "Move A♥ to an empty foundation")


def test_hint_foundation_uses_first_accepting_foundation_and_tableau_order():
    state = position({"foundation2": ["AC"], "foundation5": ["AC"],
                      **tableau(t3=["_", "2C"], t7=["_", "2C"])})
    assert RULES.hint(state) == ("tableau3>foundation2", "Move 2♣ onto A♣ on a foundation")


def test_hint_waste_to_tableau_prefers_a_card_over_an_empty_pile():
    state = position({"waste": ["7C"], **tableau(t2=[], t5=["_", "8C"])})
    assert RULES.hint(state) == ("waste>tableau5", "Move 7♣ onto 8♣")
    state = position({"waste": ["7C"], **tableau(t2=[], t5=["_", "8S"])})
    assert RULES.hint(state) == ("waste>tableau2", "Move 7♣ to an empty tableau pile")


def test_hint_tableau_to_tableau_in_pile_order_then_deal():
    state = position(tableau(t2=["_", "5H"], t7=["_", "6H"], t4=["_", "9S"],
                             t9=["_", "TS"]))
    assert RULES.hint(state) == ("tableau2>tableau7", "Move 5♥ onto 6♥")
    # a run that only fits as a whole is offered too (Aisleriot's hint would miss it)
    state = position(tableau(t2=["_", "5H", "4H"], t7=["_", "6H"], t10=[]))
    assert RULES.hint(state) == ("tableau2*2>tableau7", "Move 5♥–4♥ onto 6♥")
    # nothing to do but deal
    assert RULES.hint(position(tableau())) == ("deal", "Deal a card from the stock")


def test_hint_skips_idle_and_pointless_moves():
    # lone cards into the empty pile are idle; 5H already sits on a 6H; 6H-5H is too
    # long for the empty pile
    state = position(tableau(t1=["9S"], t3=[], t5=["_", "6H", "5H"], t6=["6H"]))
    hint = RULES.hint(state)
    assert hint.move == "deal"


def test_hint_when_nothing_is_left():
    state = position({"waste": ["TH"], **tableau()}, rest="waste")
    assert legal_moves(state) == []
    hint = RULES.hint(state)
    assert hint.move is None and hint.text


def test_hint_moves_are_legal_over_random_playouts():
    import random
    chooser = random.Random(4)
    for seed in range(5):
        state = new_game(GAME, seed)
        for _ in range(80):
            moves = legal_moves(state)
            hint = RULES.hint(state)
            if hint.move is not None:
                assert hint.move in moves
            else:
                assert RULES.is_over(state) or is_won(state)
            if not moves:
                break
            state = play(state, chooser.choice(moves))


# ----- double-click -------------------------------------------------------------------

def test_double_click_on_a_foundation_autoplays_in_aisleriot_order():
    state = position({"foundation3": ["AH"], "waste": ["9S", "2H"],
                      **tableau(t1=["_", "3H"], t2=["_", "AS"])})
    chain = ["waste>foundation3", "tableau1>foundation3", "tableau2>foundation1"]
    assert RULES.autoplay_moves(state) == chain
    assert RULES.double_click(state, "foundation5") == chain
    for move in chain:
        state = play(state, move)
    assert RULES.autoplay_moves(state) == []
    assert RULES.double_click(state, "foundation1") == []


def test_double_click_on_a_card():
    state = position({"foundation6": ["AD"], "waste": ["2D"],
                      **tableau(t2=[], t3=["_", "7C"], t8=["_", "8C"],
                                t9=["_", "5S"])})
    assert RULES.double_click(state, "waste") == ["waste>foundation6"]
    assert RULES.double_click(state, "tableau3") == ["tableau3>tableau8"]   # not the empty pile
    assert RULES.double_click(state, "tableau9") == ["tableau9>tableau2"]   # leftmost empty
    assert RULES.double_click(state, "tableau2") == []                      # nothing there
    assert RULES.double_click(state, "stock") == ["deal"]
    empty_stock = position(tableau(), rest="waste")
    assert RULES.double_click(empty_stock, "stock") == []


# ----- idle moves and game over -------------------------------------------------------

def test_idle_moves():
    state = position(tableau(t1=["QS"], t2=["_", "6H", "5H"], t3=["6H", "5H"], t5=[]))
    moves = legal_moves(state)
    assert "tableau1>tableau5" in moves and RULES.is_idle(state, "tableau1>tableau5")
    assert RULES.is_idle(state, "tableau3*2>tableau5")
    assert not RULES.is_idle(state, "tableau3>tableau5")
    assert not RULES.is_idle(state, "tableau2*2>tableau5")
    assert not RULES.is_idle(state, "deal")
    assert not is_over(state)


def test_game_over_with_an_empty_stock_and_no_move():
    state = position({"waste": ["TH"], **tableau()}, rest="waste")
    assert legal_moves(state) == [] and is_over(state) and not is_won(state)
    # the same layout with a card left in the stock is not over
    piles = to_position(state)["piles"]
    card = piles["waste"].pop(0)
    piles["stock"] = ["#" + card]
    state = from_position({"game": GAME, "piles": piles})
    assert legal_moves(state) == ["deal"] and not is_over(state)


# ----- layout -------------------------------------------------------------------------

def test_layout_places_every_pile_without_overlap():
    layout = RULES.layout()
    assert set(layout.piles) == set(PILES)
    assert not any(p.hidden for p in layout.piles.values())
    boxes = {n: (p.x, p.y, p.x + 1, p.y + 1) for n, p in layout.piles.items()}
    names = list(boxes)
    for i, a in enumerate(names):
        for b in names[i + 1:]:
            ax0, ay0, ax1, ay1 = boxes[a]
            bx0, by0, bx1, by1 = boxes[b]
            assert ax1 <= bx0 or bx1 <= ax0 or ay1 <= by0 or by1 <= ay0, (a, b)
    for p in layout.piles.values():
        assert p.x >= 0 and p.y >= 0
        assert p.x + 1 + (p.max_fan if p.fan_x else 0) <= layout.width + 1e-9
        assert p.y + 1 + (p.max_fan if p.fan_y else 0) <= layout.height + 1e-9
    waste = layout.piles["waste"]
    assert waste.fan_x > 0 and waste.fan_y == 0
    assert all(layout.piles[f"tableau{i}"].fan_y > 0 for i in range(1, 11))
    # the waste row lies between the top row and the tableau
    assert layout.piles["stock"].y + 1 <= waste.y <= layout.piles["tableau1"].y - 1
    xs = [layout.piles[f"tableau{i}"].x for i in range(1, 11)]
    assert xs == sorted(xs)


# ----- positions ------------------------------------------------------------------------

def _valid_piles():
    return to_position(new_game(GAME, 5))["piles"]


def test_position_round_trip():
    state = new_game(GAME, 5)
    assert from_position(to_position(state)) == state


def test_bad_positions_are_rejected():
    piles = _valid_piles()
    with pytest.raises(InvalidPosition, match="capacity"):
        bad = dict(piles, foundation1=piles["tableau1"] * 4)
        from_position({"game": GAME, "piles": bad})
    with pytest.raises(InvalidPosition, match="wrong set of cards"):
        from_position({"game": GAME, "piles": dict(piles, tableau1=piles["tableau1"][1:])})
    with pytest.raises(InvalidPosition, match="redeals_used"):
        from_position({"game": GAME, "piles": piles, "redeals_used": 0})
    with pytest.raises(InvalidPosition, match="does not match"):
        from_position({"game": GAME, "piles": piles, "score": 5})
    with pytest.raises(InvalidPosition, match="face down"):
        stock = list(piles["stock"])
        stock[-1] = stock[-1].lstrip("#")
        from_position({"game": GAME, "piles": dict(piles, stock=stock)})
    with pytest.raises(InvalidPosition, match="face up"):
        t1 = ["#" + piles["tableau1"][0]] + piles["tableau1"][1:]
        from_position({"game": GAME, "piles": dict(piles, tableau1=t1)})
    with pytest.raises(InvalidPosition, match="build up in one suit"):
        position({"foundation1": ["AS", "3S"]})
    with pytest.raises(InvalidPosition, match="missing pile"):
        from_position({"game": GAME, "piles": {k: v for k, v in piles.items() if k != "waste"}})
