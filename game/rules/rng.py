"""Aisleriot-compatible deals: MT19937 seeded by init_genrand and Aisleriot's shuffle.

Pure integer arithmetic, so a seed gives the same deal on every platform and Python
version; Python's `random` module is deliberately not used.
"""

_N = 624
_M = 397
_MASK = 0xFFFFFFFF
_UPPER = 0x80000000
_LOWER = 0x7FFFFFFF
_MATRIX_A = 0x9908B0DF


class MT19937:
    """The reference Mersenne Twister (genrand_int32), seeded with init_genrand."""

    __slots__ = ("_mt", "_index")

    def __init__(self, seed: int):
        mt = [0] * _N
        mt[0] = seed & _MASK
        for i in range(1, _N):
            prev = mt[i - 1]
            mt[i] = (1812433253 * (prev ^ (prev >> 30)) + i) & _MASK
        self._mt = mt
        self._index = _N

    def _twist(self) -> None:
        mt = self._mt
        for i in range(_N):
            y = (mt[i] & _UPPER) | (mt[(i + 1) % _N] & _LOWER)
            value = mt[(i + _M) % _N] ^ (y >> 1)
            if y & 1:
                value ^= _MATRIX_A
            mt[i] = value
        self._index = 0

    def next_u32(self) -> int:
        """Return the next 32-bit output (genrand_int32)."""
        if self._index >= _N:
            self._twist()
        y = self._mt[self._index]
        self._index += 1
        y ^= y >> 11
        y ^= (y << 7) & 0x9D2C5680
        y ^= (y << 15) & 0xEFC60000
        y ^= y >> 18
        return y & _MASK

    def below(self, n: int) -> int:
        """Aisleriot's random(n): unbiased by rejection, always draws at least once."""
        if not 1 <= n <= 2**31:
            raise ValueError(f"random range must be 1 .. 2**31, not {n}")
        limit = _MASK - (2**32 % n)
        while True:
            value = self.next_u32()
            if value <= limit:
                return value % n


def shuffled(deck, seed: int) -> list:
    """Shuffle `deck` as Aisleriot does for `seed`; returns the picks in order.

    The result is the stock from bottom to top: its last element is dealt first.
    """
    if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed <= _MASK:
        raise ValueError(f"seed must be an integer in 0 .. {_MASK}, not {seed!r}")
    rng = MT19937(seed)
    cards = list(deck)
    count = len(cards)
    for i in range(count):
        j = i + rng.below(count - i)
        cards[i], cards[j] = cards[j], cards[i]
    return cards
