"""The meld and deadwood rules the gin games share (Gin Rummy, Fan Rummy):
one standard deck, sets of 3-4 of a rank, runs of 3 or more of a suit with
the ace low, deadwood values ace 1, 2-10 their pips, J Q K 10.

:mod:`.melds` holds the bit-mask tables and the exact least-deadwood
search, :mod:`.arrangement` the best arrangements and the lay-offs. Each
game's ``rules`` module is its public face of these.
"""
