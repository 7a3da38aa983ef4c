"""pygame sprites and drawing: card faces, card and pile sprites, fonts, HUD widgets."""
