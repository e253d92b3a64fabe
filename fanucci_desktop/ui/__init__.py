"""The pygame user interface: scenes, sprites, tweens, layout and assets."""
