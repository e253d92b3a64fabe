"""The table the gin-family games (Fan Rummy, Gin Rummy) share.

:mod:`.table` (:class:`~.table.GinFamilyTable`: the hand melds first, the
deadwood, the laid-out hands before the score, the pointer), :mod:`.actions`
(the action bar with its knock and gin buttons), :mod:`.words`,
:mod:`.paint` and :mod:`.layout` (the players' rows, pure geometry). Each
game's table package gives its layout's middle band, its facts, its words,
its knock panel and the moves of its phases."""
