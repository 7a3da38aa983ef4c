"""The engine: game clock, tweens and timelines, the scene stack, input helpers and the
fixed-timestep loop. Nothing here knows about cards; importing the package loads none of
its modules (the opening needs only the window's), and starts nothing: pygame's display
is started by display_start, when the App asks."""
