"""What drives and checks the app from outside, kept apart from the product
UI: :mod:`.driver` (play a table through the app's frames; the screen
driver of selftest, screenshots, bench and the tests), :mod:`.gestures`
(random input for every screen), :mod:`.invariants` (the checks that hold
after every frame: engine sanity and privacy) and :mod:`.monkey` (random
input with those checks, for the ``monkey`` command)."""
