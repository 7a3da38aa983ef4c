"""The shared table: what every game's table does, naming no game.

`scene.TableScene` is the base each game's scene (game/scenes/games) builds on: it puts
the table together from parts, each given only the others it uses. `board` (rules,
session, sprites, layout, hit test), `ui_state` (selection, marked piles, highlights,
hint, focus), `voice` (toasts), `bars` (toolbar and status strip), `stage` (where the
table shows), `play` (moves, undo/redo/new/restart, the one sync path), `gestures` (the
hooks a game's scene overrides), `input` (mouse), `keys` (keyboard focus), `pad_play`
(a pad's own buttons), `commands` (toolbar buttons and shortcuts), `screens` (what it
opens), `motion` and `choreography` (tweens from a move's events), `frame_builder` (the
frame described for the renderer, game/render), `advisor` (the solver at the table),
`geometry` (layout in pixels) and `celebration` (the win).
"""
