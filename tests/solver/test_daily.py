"""The deal of the day: one game number per game and date, worked out as documented,
always from the catalogue of proved-winnable deals, never the same two days running."""

import datetime
import hashlib

import pytest

from game.solver import daily
from game.solver.catalogue import winnable_seeds
from tests.conftest import MOMENTS
from tests.game_parts import all_with, games_with

DAY = datetime.date(2026, 11, 29)
DAYS = [moment.date() for moment, _ in MOMENTS.values()]      # a month's end, 29 Feb, ...


@pytest.mark.parametrize("game", games_with("catalogue"))
def test_the_same_date_gives_the_same_deal(game):
    again = datetime.date.fromisoformat(DAY.isoformat())    # another object, same day
    assert daily.daily_game_number(game, DAY) == daily.daily_game_number(game, again)


def test_the_games_have_their_own_deals_and_the_dates_differ():
    games = all_with("catalogue")
    numbers = {game: daily.daily_game_number(game, DAY) for game in games}
    assert len(set(numbers.values())) == len(games)
    for game in games:
        week = [daily.daily_game_number(game, DAY + datetime.timedelta(days=n))
                for n in range(7)]
        assert len(set(week)) == 7, (game, week)


@pytest.mark.parametrize("start", DAYS, ids=list(MOMENTS))
@pytest.mark.parametrize("game", games_with("catalogue"))
def test_every_deal_of_the_next_366_days_is_in_the_catalogue(game, start):
    seeds = set(winnable_seeds(game))
    days = [daily.daily_game_number(game, start + datetime.timedelta(days=n))
            for n in range(366)]
    assert set(days) <= seeds
    assert all(a != b for a, b in zip(days, days[1:]))     # never twice in a row
    cycle = len(seeds)
    first = (start - daily.EPOCH).days
    # no repeat inside a cycle: each whole cycle in the year deals every seed once
    for begin in range(-first % cycle, 366 - cycle + 1, cycle):
        assert sorted(days[begin:begin + cycle]) == sorted(seeds)


def test_the_documented_recipe_gives_the_number():
    """Worked by hand from the module's text, with hashlib alone."""
    game = "wall"
    seeds = winnable_seeds(game)
    index = (DAY - datetime.date(2026, 1, 1)).days
    cycle, place = divmod(index, len(seeds))

    def order(k):
        return sorted(seeds, key=lambda seed: hashlib.sha256(
            f"aisle-five/{game}/{k}/{seed}".encode()).hexdigest())
    this = order(cycle)
    if this[0] == order(cycle - 1)[-1]:
        this[0], this[1] = this[1], this[0]
    assert daily.daily_game_number(game, DAY) == this[place]


def test_days_before_the_epoch_work_alike():
    before = daily.EPOCH - datetime.timedelta(days=1)
    assert daily.daily_game_number("maze", before) in winnable_seeds("maze")
    assert daily.daily_game_number("maze", before) != daily.daily_game_number(
        "maze", daily.EPOCH)


@pytest.mark.parametrize("now, tomorrow", [
    (datetime.date(2026, 11, 29), "2026-11-30"), (datetime.date(2026, 11, 30), "2026-12-01"),
    (datetime.date(2028, 2, 28), "2028-02-29"), (datetime.date(2028, 2, 29), "2028-03-01"),
    (datetime.date(2026, 12, 31), "2027-01-01"), (datetime.date(2031, 6, 15), "2031-06-16")])
def test_a_future_day_is_refused_and_today_is_not(now, tomorrow):
    assert daily.check_day(now, now) == now
    assert daily.check_day(now - datetime.timedelta(days=400), now)
    with pytest.raises(daily.NoDailyDeal, match=f"^{tomorrow} has not come yet"):
        daily.check_day(now + datetime.timedelta(days=1), now)
    with pytest.raises(daily.NoDailyDeal):
        daily.check_day(datetime.date(9999, 12, 31), now)


@pytest.mark.parametrize("day", DAYS, ids=list(MOMENTS))
def test_the_deal_of_a_day_is_the_same_whatever_the_computers_date(day):
    import freezegun
    games = all_with("catalogue")
    numbers = {game: daily.daily_game_number(game, day) for game in games}
    for _, decoy in MOMENTS.values():
        with freezegun.freeze_time(decoy):
            assert {game: daily.daily_game_number(game, day) for game in games} == numbers


def test_a_game_without_a_catalogue_has_no_deal_of_the_day(monkeypatch):
    monkeypatch.setattr(daily, "winnable_seeds", lambda game: ())
    with pytest.raises(daily.NoDailyDeal, match="catalogue"):
        daily.daily_game_number("wall", DAY)
