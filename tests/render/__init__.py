"""Tests of the renderer: every frame it draws in part equals a whole redraw of the same
description, and its pieces (dirty spans, covers, toast place, face warmer, cache sweep)."""
