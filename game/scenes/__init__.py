"""Scenes: the game chooser, the table, and the overlays drawn over it (win, stuck, help,
statistics, pause). Each is an engine.Scene; the App keeps them on its SceneManager."""
