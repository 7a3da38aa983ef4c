"""Wall beyond the conformance vectors: exposure and health, events, refusals, hints,
status, clicks and double-clicks, game over, layout and position checks."""

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
    wall_board,
)
from game.rules import cards as C
from game.rules.events import Event

RULES = rules_for("wall")
WALL = [f"wall{n}" for n in range(1, 46)]
HIGH = ["high1", "high2", "high3"]
LOW = ["low1", "low2", "low3", "low4"]
RANK_ORDER = "KQJT98765432A"


def deck_tokens():
    """The 102 shuffled cards of Wall as tokens (two decks, no K♠)."""
    one = [r + s for s in "CDHS" for r in "A23456789TJQK" if r + s != "KS"]
    return one + one


def position(score=0, **given):
    """A Wall position: the named piles as given (tokens, '#' for face down); the throne
    K♠ K♠ unless given; every other guard pile and wall card filled with the highest cards
    left (high piles face up, low piles face down); the stock and waste empty unless
    given; every card left over in `removed`."""
    pool = deck_tokens() + ["KS", "KS"]
    for cards in given.values():
        for t in cards:
            pool.remove(t.lstrip("#"))
    piles = {name: list(cards) for name, cards in given.items()}
    if "throne" not in piles:
        pool.remove("KS")
        pool.remove("KS")
        piles["throne"] = ["KS", "KS"]
    pool.sort(key=lambda t: (RANK_ORDER.index(t[0]), t[1]))
    for name in HIGH + LOW + WALL:
        if name not in piles:
            size = 2 if name in HIGH else 3 if name in LOW else 1
            down = "#" if name in LOW else ""
            piles[name] = [down + pool.pop(0) for _ in range(size)]
    full = {name: piles.get(name, []) for name in RULES.pile_names}
    full["removed"] = sorted(pool) + full["removed"]
    return {"game": "wall", "piles": full, "score": score}


def state_of(score=0, **given):
    return from_position(position(score, **given))


def card(token):
    return C.parse_token(token)


def is_exposed(state, pile):
    return pile in RULES.exposed_targets(state)


def health(state, pile):
    """The health of the target `pile` (what an attack on it must exceed)."""
    return wall_board.health(state.piles, RULES.index[pile])


# ----- deal, status, helpers -----------------------------------------------------------

def test_deal_shape_and_status():
    state = new_game("wall", 11)
    pos = to_position(state)["piles"]
    assert pos["throne"] == ["KS", "KS"]
    assert [len(pos[h]) for h in HIGH] == [2, 2, 2]
    assert all(not t.startswith("#") for h in HIGH for t in pos[h])
    assert all(len(pos[p]) == 3 and all(t.startswith("#") for t in pos[p]) for p in LOW)
    assert all(len(pos[w]) == 1 and not pos[w][0].startswith("#") for w in WALL)
    assert len(pos["stock"]) == 36 and all(t.startswith("#") for t in pos["stock"])
    assert pos["removed"] == []
    assert RULES.status(state) == "Deals left: 12"
    assert RULES.status(play(state, "deal")) == "Deals left: 11"
    assert not is_over(state) and not is_won(state)


def test_exposure_of_a_fresh_deal_is_the_bottom_row():
    state = new_game("wall", 3)
    assert RULES.exposed_targets(state) == WALL[38:]
    assert is_exposed(state, "wall39") and not is_exposed(state, "wall38")
    assert not is_exposed(state, "throne") and not is_exposed(state, "stock")


def test_wall_exposure_by_child_and_sibling():
    # wall20 (row 3, a wide row) has children wall27 and wall28, siblings wall19, wall21.
    state = state_of(wall28=[])
    assert is_exposed(state, "wall20")       # a child gone
    assert is_exposed(state, "wall21")       # wall21's child wall28 gone
    assert is_exposed(state, "wall27")       # wall27's sibling gone
    assert is_exposed(state, "wall29")
    assert not is_exposed(state, "wall19")
    assert not is_exposed(state, "wall28")   # gone: nothing to attack
    # The first card of a wide row has a single child: wall16's child is wall24 only.
    state = state_of(wall23=[])
    assert not is_exposed(state, "wall16")
    assert is_exposed(state, "wall22") and is_exposed(state, "wall15")
    assert is_exposed(state_of(wall24=[]), "wall16")


def test_guard_and_throne_exposure():
    assert RULES.exposed_targets(state_of(wall5=[]))[:2] == ["low3", "wall4"]
    state = state_of(low2=[])
    assert {"low1", "low3", "high1", "high2"} <= set(RULES.exposed_targets(state))
    assert not is_exposed(state, "low4") and not is_exposed(state, "high3")
    state = state_of(high1=[], high2=[], high3=[])
    assert is_exposed(state, "throne")
    assert not is_exposed(state_of(high1=[], high3=[]), "throne")


def test_health_values_and_edges():
    state = state_of(wall1=["4C"], wall9=["3D"], wall16=["2H"], wall2=["5S"],
                     wall17=["6C"], wall10=["7C"], wall8=["9H"], wall15=["8D"],
                     wall23=["AC"], high1=["8H", "8C"], low1=["#2C", "#AD", "#3S"])
    assert health(state, "wall1") == 4                 # top row: its value
    assert health(state, "wall9") == 3 + 4 + 5          # narrow row: two parents
    assert health(state, "wall17") == 6 + 3 + 7         # wide row: two parents
    assert health(state, "wall16") == 2 + 3 + 4         # left edge: parent + two above
    assert health(state, "wall23") == 1 + 8 + 9         # right edge
    assert health(state, "high1") == 16
    assert health(state, "low1") == 6                  # face-down cards count
    assert health(state, "throne") == 26
    # The card two rows above still counts when the parent between is gone.
    gone = state_of(wall1=["4C"], wall9=[], wall16=["2H"])
    assert health(gone, "wall16") == 2 + 4


def test_attack_move_and_can_attack():
    state = state_of(waste1=["2S"], waste2=[], waste3=["9D"], wall40=["5C"],
                     wall32=["AC"], wall33=["AD"])
    assert RULES.attack_move(state, "wall40") == "waste1+waste3>wall40"
    assert RULES.attack_move(state, "wall40", ["waste3", "waste2"]) == "waste3>wall40"
    assert RULES.attack_move(state, "wall40", ["waste2"]) is None
    assert RULES.can_attack(state, "wall40", ["waste3"])            # 9 > 5 + 1 + 1
    assert not RULES.can_attack(state, "wall40", ["waste1"])        # 2 <= 7
    assert not RULES.can_attack(state, "wall40", ["waste2"])        # empty waste pile
    assert RULES.can_attack(state, "wall40")                        # all: 11 > 7
    assert not RULES.can_attack(state, "wall1", ["waste3"])         # covered
    assert not RULES.can_attack(state, "stock", ["waste3"])
    assert RULES.can_pick(state, "waste1", 1) and not RULES.can_pick(state, "waste2", 1)
    assert "wall40" in RULES.drop_targets(state, "waste3", 1)
    assert "wall40" not in RULES.drop_targets(state, "waste1", 1)


# ----- events ----------------------------------------------------------------------------

def test_successful_attack_events_and_auto_deal():
    state = state_of(score=5, waste1=["9D"], waste2=["4C"], waste3=[], wall40=["5C"],
                     wall32=["AC"], wall33=["AD"], stock=["#2H", "#3H", "#4H"])
    after, events = apply(state, "waste1+waste2>wall40")
    assert events == [
        Event("attacked", "waste1+waste2", "wall40", (card("9D"), card("4C")), True),
        Event("discarded", "wall40", "removed", (card("5C"),)),
        Event("discarded", "waste1", "removed", (card("9D"),)),
        Event("discarded", "waste2", "removed", (card("4C"),)),
        Event("dealt", "stock", "waste1", (card("4H"),)),
        Event("dealt", "stock", "waste2", (card("3H"),)),
        Event("dealt", "stock", "waste3", (card("2H"),)),
    ]
    pos = to_position(after)
    assert pos["score"] == 5 + 7
    assert pos["piles"]["removed"][-3:] == ["5C", "9D", "4C"]
    assert pos["piles"]["stock"] == []


def test_failed_face_down_attack_reveals_and_uses_up_the_cards():
    state = state_of(wall3=[], low2=["#9C", "#8D", "#7H"], waste1=["2C"], waste2=["5S"],
                     waste3=["TD"], stock=["#AH", "#AS", "#2D"])
    assert "waste1>low2" in legal_moves(state)
    after, events = apply(state, "waste1>low2")
    up = (card("9C"), card("8D"), card("7H"))
    assert events == [Event("attacked", "waste1", "low2", (card("2C"),), False),
                      Event("revealed", "", "low2", up, False),
                      Event("discarded", "waste1", "removed", (card("2C"),))]
    assert after.piles[RULES.index["low2"]] == up
    assert after.score == state.score
    assert "waste1+waste2>low2" not in legal_moves(after)   # now an ordinary target
    with pytest.raises(IllegalMove, match=r"5♠ \+ 10♦ make 15, not more than the health "
                                          r"of the second low guard pile from the left \(24\)"):
        play(after, "waste2+waste3>low2")


def test_failed_face_down_attack_with_the_whole_waste_auto_deals():
    state = state_of(wall3=[], low2=["#9C", "#8D", "#7H"], waste1=["2C"], waste2=["5S"],
                     waste3=["TD"], stock=["#AH", "#AS", "#2D"])
    after, events = apply(state, "waste1+waste2+waste3>low2")
    assert [e.kind for e in events] == ["attacked", "revealed", "discarded", "discarded",
                                        "discarded", "dealt", "dealt", "dealt"]
    assert to_position(after)["piles"]["waste1"] == ["2D"]


def test_deal_events_discard_then_deal():
    state = state_of(waste1=["9D"], waste2=[], waste3=["5H"], stock=["#2H", "#3H", "#4H"])
    after, events = apply(state, "deal")
    assert events == [Event("discarded", "waste1", "removed", (card("9D"),)),
                      Event("discarded", "waste3", "removed", (card("5H"),)),
                      Event("dealt", "stock", "waste1", (card("4H"),)),
                      Event("dealt", "stock", "waste2", (card("3H"),)),
                      Event("dealt", "stock", "waste3", (card("2H"),))]
    assert to_position(after)["piles"]["removed"][-2:] == ["9D", "5H"]


# ----- refusals --------------------------------------------------------------------------

@pytest.mark.parametrize("given,move,reason", [
    (dict(waste2=[]), "waste2>wall40", "There is no card on the middle waste pile to attack with"),
    (dict(wall40=[]), "waste1+waste2+waste3>wall40", "That wall card is already gone"),
    (dict(), "waste1+waste2+waste3>wall1", "The left J♥ in the wall's top row is covered"),
    (dict(), "waste1+waste2+waste3>throne",
     "The throne cannot be attacked until all three high guard piles are removed"),
    (dict(), "waste1+waste2+waste3>low1", "The leftmost low guard pile cannot be attacked yet"),
    (dict(), "waste1+waste2+waste3>high2", "The middle high guard pile cannot be attacked yet"),
    (dict(waste1=["2C"], wall40=["3C"], wall32=["AC"], wall33=["AD"]), "waste1>wall40",
     r"2♣ makes 2, not more than the health of 3♣ \(5\)"),
    (dict(), "waste1>stock", "The stock cannot be attacked"),
    (dict(stock=[]), "deal", "Nothing to deal: the stock is empty"),
])
def test_refusals_say_why(given, move, reason):
    base = dict(waste1=["9D"], waste2=["4C"], waste3=["5H"], stock=["#2H", "#3H", "#4H"])
    base.update(given)
    state = state_of(**base)
    before = to_position(state)
    with pytest.raises(IllegalMove, match=reason):
        play(state, move)
    assert to_position(state) == before


@pytest.mark.parametrize("move", ["waste2+waste1>wall40", "waste1>wall99", "wall40>waste1",
                                  "waste1 > wall40", "deal ", None])
def test_malformed_moves_are_refused(move):
    with pytest.raises(IllegalMove):
        play(new_game("wall", 1), move)


# ----- double-click ----------------------------------------------------------------------

def test_double_click_attacks_or_else_deals_and_deals_three_once():
    """Aisleriot's button-double-clicked: attack, empty the waste whatever came of it,
    deal three once. A legal attack uses the waste up and deals its three itself."""
    state = state_of(waste1=["9D"], waste2=["4C"], waste3=["5H"], wall40=["5C"],
                     wall32=["AC"], wall33=["AD"], stock=["#2H", "#3H", "#4H", "#5D", "#6D",
                                                          "#7D"])
    moves = RULES.double_click(state, "wall40")
    assert moves == ["waste1+waste2+waste3>wall40"]
    after = play(state, moves[0])
    assert len(RULES.pile(after, "stock")) == 3                  # three dealt, not six
    assert [RULES.pile(after, w) for w in ("waste1", "waste2", "waste3")] == \
        [(card("7D"),), (card("6D"),), (card("5D"),)]
    # Attack not legal (covered): the waste is discarded and three dealt.
    assert RULES.double_click(state, "wall1") == ["deal"]
    # The target gone: nothing to attack, a deal (the table never asks this: see
    # game/scenes/games/wall.py, the second click is then an ordinary click).
    assert RULES.double_click(after, "wall40") == ["deal"]
    assert RULES.double_click(state, "stock") == []
    assert RULES.double_click(state, "waste1") == []


def test_double_click_with_the_last_cards_does_not_deal():
    state = state_of(waste1=["9D"], waste2=["4C"], waste3=[], wall40=["5C"],
                     wall32=["AC"], wall33=["AD"], stock=[])
    assert RULES.double_click(state, "wall40") == ["waste1+waste2>wall40"]
    assert RULES.double_click(state, "wall1") == []


# ----- hints -----------------------------------------------------------------------------

def test_hint_removes_the_first_target_with_the_cheapest_subset():
    state = state_of(waste1=["2C"], waste2=["3C"], waste3=["TD"], wall40=["2D"],
                     wall39=["QC"], wall32=["AC"], wall33=["AD"], stock=["#2H", "#3H", "#4H"])
    hint = RULES.hint(state)
    assert hint.move == "waste1+waste2>wall40"           # 5 > 4 keeps the 10
    assert hint.text == "Remove 2♦ (health 4) with 2♣ + 3♣"
    assert hint.move in legal_moves(state)


def test_hint_prefers_guards_and_throne_over_the_wall():
    highs_gone = state_of(high1=[], high2=[], high3=[], waste1=["KH"], waste2=["QD"],
                          waste3=["2C"], wall45=["2D"], wall37=["AC"], wall38=["AD"])
    hint = RULES.hint(highs_gone)
    assert hint.move == "waste1+waste2+waste3>throne"
    assert hint.text.startswith("Remove the throne (health 26)")


def test_hint_attacks_a_face_down_pile_before_a_wall_card():
    state = state_of(wall3=[], waste1=["5S"], waste2=["2C"], waste3=["TD"],
                     stock=["#2H", "#3H", "#4H"])
    hint = RULES.hint(state)
    assert hint.move == "waste2>low2"
    assert hint.text == ("Turn over the second low guard pile from the left by "
                         "attacking it with 2♣")


def test_hint_deals_or_gives_up():
    state = state_of(waste1=["AC"], waste2=["AD"], waste3=["AH"], stock=["#2H", "#3H", "#4H"])
    assert RULES.hint(state) == ("deal", "Deal cards")
    stuck = state_of(waste1=["AC"], waste2=["AD"], waste3=["AH"], stock=[])
    assert RULES.hint(stuck).move is None
    assert "No moves left" in RULES.hint(stuck).text
    won = state_of(throne=[], high1=[], high2=[], high3=[], waste1=["AC"])
    assert RULES.hint(won).move is None and "won" in RULES.hint(won).text


# ----- game over -------------------------------------------------------------------------

def test_game_over_and_won():
    stuck = state_of(waste1=["AC"], waste2=["AD"], waste3=["AH"], stock=[])
    assert legal_moves(stuck) == [] and is_over(stuck)
    # A face-down exposed low pile keeps the game alive while a waste card is left.
    alive = state_of(wall1=[], waste1=["AC"], waste2=[], waste3=[], stock=[])
    assert legal_moves(alive) == ["waste1>low1"] and not is_over(alive)
    won = state_of(throne=[], high1=[], high2=[], high3=[])
    assert is_won(won) and not is_over(won)
    assert not any(RULES.is_idle(alive, m) for m in legal_moves(alive))


# ----- layout ----------------------------------------------------------------------------

def test_layout_covers_every_pile_and_keeps_piles_apart():
    layout = RULES.layout()
    assert set(layout.piles) == set(RULES.pile_names)
    assert (layout.width, layout.height) == (8.2, 8.0)      # a tenth of a card each side
    margin = 0.1
    assert layout.piles["removed"].hidden
    assert not any(p.hidden for n, p in layout.piles.items() if n != "removed")
    sizes = {"throne": 2, "high1": 2, "high2": 2, "high3": 2, "low1": 3, "low2": 3,
             "low3": 3, "low4": 3}

    def box(name):
        p = layout.piles[name]
        n = sizes.get(name, 1)
        return (p.x, p.y, p.x + 1 + p.fan_x * (n - 1), p.y + 1 + p.fan_y * (n - 1))

    def overlap(a, b):
        return a[0] < b[2] - 1e-9 and b[0] < a[2] - 1e-9 and a[1] < b[3] - 1e-9 \
            and b[1] < a[3] - 1e-9

    shown = [n for n in RULES.pile_names if n != "removed"]
    for name in shown:
        x0, y0, x1, y1 = box(name)
        assert margin <= x0 + 1e-9 and x1 <= layout.width - margin + 1e-9, name
        assert 0 <= y0 and y1 <= layout.height, name
    # Only wall cards of neighbouring rows overlap (the brick pattern).
    for i, a in enumerate(shown):
        for b in shown[i + 1:]:
            if a in WALL and b in WALL:
                continue
            assert not overlap(box(a), box(b)), (a, b)
    rows = [WALL[0:8], WALL[8:15], WALL[15:23], WALL[23:30], WALL[30:38], WALL[38:45]]
    for r, row in enumerate(rows):
        assert all(layout.piles[n].y == 3.0 + 0.5 * r for n in row)
        assert all(not overlap(box(a), box(b)) for a, b in zip(row, row[1:]))
        assert layout.piles[row[0]].x == pytest.approx(margin + (0.5 if r % 2 else 0.0))
    assert layout.piles["wall9"].x == pytest.approx(margin + 0.5)  # between wall1, wall2


# ----- positions -------------------------------------------------------------------------

def test_positions_round_trip():
    pos = position(score=42, wall40=[], waste2=[])
    assert to_position(from_position(pos)) == pos


@pytest.mark.parametrize("change,message", [
    (lambda p: p["piles"]["wall40"].append(p["piles"]["removed"].pop()), "capacity of 1"),
    (lambda p: p["piles"]["waste1"].append(p["piles"]["removed"].pop()), "capacity of 1"),
    (lambda p: p["piles"]["throne"].pop(), "wrong set of cards"),
    (lambda p: p["piles"]["removed"].append("AC"), "wrong set of cards"),
    (lambda p: p.pop("score"), "needs 'score'"),
    (lambda p: p.__setitem__("redeals_used", 0), "unknown key 'redeals_used'"),
    (lambda p: p["piles"]["wall40"].__setitem__(0, "#" + p["piles"]["wall40"][0]),
     "face-down card"),
    (lambda p: p["piles"]["stock"].__setitem__(0, p["piles"]["stock"][0][1:]),
     "face-up card"),
])
def test_bad_positions_are_refused(change, message):
    pos = position(stock=["#2H", "#3H", "#4H"], waste1=["9D"])
    change(pos)
    with pytest.raises(InvalidPosition, match=message):
        from_position(pos)
