"""Flathead Rummy for the Fanucci deck (issue 3)."""
