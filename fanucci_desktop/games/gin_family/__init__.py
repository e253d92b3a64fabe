"""What Gin Rummy and Fan Rummy share besides their melds (``..gin_melds``):
the hand's state machinery from taking a card to the score
(:mod:`.state`), the knock and gin scores (:mod:`.scoring`), the refusals
of a discard and a lay-off (:mod:`.explain`) and how their cards are
written (:mod:`.codecs`). Each game keeps what differs: its first phases,
where a card is taken from, the knock limit and its bonuses."""
