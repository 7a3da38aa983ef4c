"""The shared table: what every game's table does, naming no game.

`scene.TableScene` is the base each game's scene (game/scenes/games) builds on: the
session, the one sync path, undo/redo/new/restart and the hooks a game overrides. Around
it: `ui_state` (selection, marked piles, highlights, hint, focus), `input` (mouse),
`keys` (keyboard focus), `commands` (toolbar buttons and shortcuts), `motion` and
`choreography` (tweens from a move's events), `frame_builder` (the frame described for
the renderer, game/render), `advisor` (the solver at the table), `geometry` (layout in
pixels) and `celebration` (the win).
"""
