"""What the table and the screens over it both build on, so that imports inside
game.scenes run one way (pyproject.toml's scenes contract): the screens import from here,
never from game/scenes/table, which opens them.

`commands` (the table's commands: keys, buttons, the Keys page's rows; `pad_keys` the
pad's rows), `geometry` (layout in pixels), `bars` (the toolbar and the status strip),
`frame_builder` (the frame described for the renderer), `motion`, `choreography` and
`celebration` (tweens from a move's events, the win), which the replay plays a record
with too, and `daily_marks` (how a deal of the day is named and marked).
"""
