"""The shared table: what every game's table does, naming no game.

`scene.TableScene` is the base each game's scene (game/scenes/games) builds on: the
session, the one sync path, undo/redo/new/restart and the hooks a game overrides. Around
it: `ui_state` (selection, marked piles, highlights, hint, focus), `input` (mouse),
`keys` (keyboard focus), `pad_play` (pad actions at the table), `advisor` (the solver at
the table), `fan_strips` (how little of a covered card a fan may show) and `screens`
(the screens the table opens). What the screens build on too (commands, geometry, bars,
motion, the frame builder) lives below, in game/scenes/common.
"""
