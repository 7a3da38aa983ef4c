"""The deal of the day: one game number per game and calendar date, the same for every
player, always from the catalogue of proved-winnable deals (catalogue.py). No pygame.

    daily_game_number("wall", datetime.date(2026, 11, 29))   # the same number everywhere

How the number is found, so that anyone can work it out by hand:

1. The day's index is the number of days from 2026-01-01 (day 0) to the date; days
   before it count down from -1.
2. With `n` the number of seeds the game has in the catalogue, the days are cut into
   cycles of `n` days: cycle `k = index // n`, the day's place in it `index % n`
   (floor division, so earlier days work alike).
3. The order of cycle `k` is the game's catalogue seeds sorted by the SHA-256 hex digest
   of the text "aisle-five/<game id>/<k>/<seed>" (UTF-8, the seed in decimal). If the
   first seed of that order is the last of cycle `k - 1`, its first two seeds swap
   places.
4. The day's game number is the seed at its place in its cycle's order.

So within a cycle no deal repeats, and two days in a row never share one. The catalogue
shipped with the game is part of this definition: a new catalogue gives new deals.
"""

import datetime
import hashlib

from game.i18n import _
from game.solver.catalogue import winnable_seeds

EPOCH = datetime.date(2026, 1, 1)


class NoDailyDeal(ValueError):
    """A deal of the day cannot be given (a future date, or a game with no catalogue);
    the message is one line for the player, in the player's language."""


def check_day(day: datetime.date, today: datetime.date) -> datetime.date:
    """`day` when it may be played: never a day after `today` (the player's local date,
    which the caller's calendar clock gives: game/calendar_clock.py)."""
    if day > today:
        # Translators: {day} is a date written YYYY-MM-DD
        raise NoDailyDeal(_("{day} has not come yet: its deal of the day cannot be played "
                            "before then").format(day=day.isoformat()))
    return day


def cycle_order(game_id: str, cycle: int, seeds: tuple[int, ...]) -> tuple[int, ...]:
    """The catalogue `seeds` in the order of cycle `cycle` (step 3 above, before the
    swap that keeps a cycle's first deal off its previous cycle's last)."""
    def key(seed: int) -> str:
        text = f"aisle-five/{game_id}/{cycle}/{seed}"
        return hashlib.sha256(text.encode("utf-8")).hexdigest()
    return tuple(sorted(seeds, key=key))


def daily_game_number(game_id: str, day: datetime.date) -> int:
    """The game number of `game_id`'s deal of the day on `day` (see the module's text);
    raises NoDailyDeal when the game has no catalogue of winnable deals."""
    seeds = winnable_seeds(game_id)
    if not seeds:
        # Translators: {game} is a game's id, e.g. "forty-thieves"
        raise NoDailyDeal(_("no deal of the day for {game}: its catalogue of winnable deals "
                            "is missing").format(game=game_id))
    index = (day - EPOCH).days
    cycle, place = divmod(index, len(seeds))
    order = list(cycle_order(game_id, cycle, seeds))
    if len(order) > 1 and order[0] == cycle_order(game_id, cycle - 1, seeds)[-1]:
        order[0], order[1] = order[1], order[0]
    return order[place]
