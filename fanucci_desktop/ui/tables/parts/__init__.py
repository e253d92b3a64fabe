"""The parts every table holds, each an object with one job, and the words
and painter every game's extend.

:mod:`.tools` says what a part is and holds the small tools (the controls,
the tool bar, the hint, undo, the skip click, the thinking dots); the others
live beside what they show: :mod:`.drop` (drag and drop), :mod:`.hand` (the
hand's order and the keyboard cursor), :mod:`.hold` (the hand's final
table), :mod:`.log` (the log strip and the Log and Keys panels),
:mod:`.coach` (a lesson's coach), :mod:`.connection` (a remote seat's
connection, on the message line), :mod:`.popups`, :mod:`.speech` (the
narrator), :mod:`.keycaps` (the key each move button and prompt names), and :mod:`.words` and :mod:`.paint`, the words and the picture
every table has."""
