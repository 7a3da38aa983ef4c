"""Scenes: the game chooser, the table and what is drawn over it. Each is an engine.Scene;
the App keeps them on its SceneManager.

- `chooser`: pick one of the games (its miniatures: `chooser_preview`);
- `settings`: every setting on one screen, applied at once (`settings_rows`: what each
  row is and does); the chooser and the settings are `felt_screen.FeltScreen`s;
- `table/`: the shared table every game plays on (naming no game), with the hooks a game
  overrides; `games/`: one small scene per game on it, named by its game's record;
- `common/`: what the table and the screens both build on (commands, geometry, bars,
  motion, the frame builder), so that the screens never import the table that opens them;
- `overlays` (win, no more moves, game number), `pages` (rules, keys), `confirm`
  (asking before a game in progress is thrown away).
"""
