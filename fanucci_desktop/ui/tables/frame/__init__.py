"""The machinery that makes a table's frames: :mod:`.board` (where the cards
go and how their sprites follow the game), :mod:`.sight` (what the table
sees through its perspective), :mod:`.redraw` (what of the picture changed
since the last frame drawn) and :mod:`.readiness` (when a new table may
first be shown)."""
