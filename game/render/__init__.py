"""The table's renderer, fed one description of a frame (`frame.Frame`) and nothing else.

`painter.Painter` draws a frame fast (a cached layer, only what changed copied back);
`reference.draw_whole` draws the same frame plainly, whole, and is what tests compare
every frame of the painter against. The scene builds the description; nothing here reads
a scene or changes the toolbar. Above the sprites (it draws with their felt, status bar
and caches), below the scenes.
"""
