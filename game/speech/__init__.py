"""Speech: what the game says aloud, for players who play by ear (issue 30).

`announcer.Announcer` queues what the scenes say the way screen-reader users expect and
hands it to a backend on a thread of its own; `backends` holds the backends (the
running screen reader, a text-to-speech engine, a recorder for the tests) and the
fallback chain that picks one. Nothing here imports pygame or a speech library at import
time.
"""
