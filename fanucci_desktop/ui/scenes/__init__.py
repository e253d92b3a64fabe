"""The app's scenes: menu, new game, hand-off, pause, summaries, settings,
rules and statistics."""
