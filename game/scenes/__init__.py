"""Scenes: the game chooser, the table and what is drawn over it. Each is an engine.Scene;
the App keeps them on its SceneManager.

- `chooser`: pick one of the games;
- `table/`: the shared table every game plays on (naming no game), with the hooks a game
  overrides; `games/`: one small scene per game on it, found through game/registry.py;
- `overlays` (win, no more moves, game number), `pages` (rules, keys), `confirm`
  (asking before a game in progress is thrown away).
"""
