"""What the game draws: card faces and the felt, the table's cards, fonts, text and HUD widgets."""
