"""The spec's pile names (shared/spec/api.md, "Pile names"), written out: every game the
spec describes and the piles its positions name, in the spec's order of games. Beside
the conformance vectors, which also come from the shared spec; tests/rules/test_api.py
holds the rules to it."""


def numbered(prefix, count):
    return [f"{prefix}{n}" for n in range(1, count + 1)]


SPEC_PILES = {
    "forty-thieves": ["stock", "waste", *numbered("foundation", 8), *numbered("tableau", 10)],
    "whitehead": ["stock", "waste", *numbered("foundation", 4), *numbered("tableau", 7)],
    "maze": numbered("cell", 54),
    "wall": ["throne", *numbered("high", 3), *numbered("low", 4), *numbered("wall", 45),
             "stock", *numbered("waste", 3), "removed"],
    "doublets": ["stock", "waste", "foundation", *numbered("reserve", 7)],
}
