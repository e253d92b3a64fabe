"""Reading the opponent in Gin Rummy from one seat's observation: which
cards are gone, which it surely holds, how likely it holds each unseen
card, and how likely it can use a card this seat would discard.

Evidence, all public:

* cards it took from the pile and has not shown since: in its hand;
* upcards it turned down (``passed``): it had no use for them then, so it
  is less likely to hold their neighbours (same rank, or within two in
  the suit);
* cards it discarded (the upcards this seat was offered: taken or
  passed): it let them go, so it is less likely to hold their neighbours.

Each unseen card gets a weight (1, times a factor per piece of evidence
near it), and the opponent's unknown cards are shared out in proportion
(:meth:`OpponentRead.holds`). The chance that it can meld a card is the
chance that it holds two cards making a meld with it (:meth:`feeds`), the
patterns taken as independent.
"""

from __future__ import annotations

from dataclasses import dataclass
from ..engine.cards import Card
from ..games.gin_rummy import GinObservation, rules
from .gin_hand import ALL_CARDS, bits, near_mask

#: Weight factor of an unseen card near an upcard the opponent turned down.
PASSED_NEAR = 0.55
#: Weight factor of an unseen card near a card the opponent discarded.
DISCARDED_NEAR = 0.7
#: The most a probability of holding an unknown card may reach.
MAX_HOLD = 0.9


def meld_pairs(index: int) -> list[tuple[int, int]]:
    """Every pair of cards that makes a meld with card ``index``: two of
    its rank, or two suited cards making a run of three with it."""
    suit, rank = divmod(index, 13)
    same = [s * 13 + rank for s in range(4) if s != suit]
    pairs = [(same[i], same[j]) for i in range(3) for j in range(i + 1, 3)]
    for lo in (rank - 2, rank - 1, rank):
        if lo >= 0 and lo + 2 < 13:
            others = [suit * 13 + r for r in range(lo, lo + 3) if r != rank]
            pairs.append((others[0], others[1]))
    return pairs


@dataclass(frozen=True)
class OpponentRead:
    """What one seat knows about its opponent's hand.

    ``kept``: cards the opponent surely holds; ``dead``: cards out of play
    for both (the pile under the upcard, this seat's hand); ``chance``: the
    probability of each card index being in the opponent's hand (1 for
    ``kept``, 0 for cards this seat sees elsewhere)."""

    kept: int
    dead: int
    chance: tuple[float, ...]

    def holds(self, index: int) -> float:
        """The probability that the opponent holds card ``index``."""
        return self.chance[index]

    def feeds(self, index: int) -> float:
        """The probability that the opponent holds two cards making a meld
        with card ``index`` (so it would take it from the pile)."""
        miss = 1.0
        for a, b in meld_pairs(index):
            miss *= 1.0 - self.chance[a] * self.chance[b]
        return 1.0 - miss


def opponent_discards(obs: GinObservation) -> list[Card]:
    """The cards the opponent let go that this seat saw offered to it: the
    upcards it took or passed, and the upcard it is offered now."""
    seat = obs.seat
    offered = list(obs.took[seat]) + list(obs.passed[seat])
    if obs.phase == "take" and obs.current_player == seat:
        offered.append(obs.discard_pile[-1])
    return offered


def read_opponent(obs: GinObservation) -> OpponentRead:
    """The read of ``obs.seat``'s opponent (see the module docstring)."""
    opp = 1 - obs.seat
    hand = rules.mask_of(obs.hand)
    pile = obs.discard_pile
    pile_mask = rules.mask_of(pile)
    shown = rules.mask_of(c for m in obs.melds for c in m)
    kept = rules.mask_of({c for c in obs.took[opp]
                          if not rules.BIT[c] & (pile_mask | hand | shown)})
    seen = hand | pile_mask | shown | kept
    weight = [0.0] * 52
    unseen = bits(ALL_CARDS & ~seen)
    for b in unseen:
        weight[b] = 1.0
    for card in obs.passed[opp]:
        for b in bits(near_mask(rules.INDEX[card]) & ~seen):
            weight[b] *= PASSED_NEAR
    for card in opponent_discards(obs):
        for b in bits(near_mask(rules.INDEX[card]) & ~seen):
            weight[b] *= DISCARDED_NEAR
    hidden = max(0, obs.hand_sizes[opp] - bin(kept).count("1"))
    total = sum(weight)
    scale = hidden / total if total else 0.0
    chance = [min(MAX_HOLD, w * scale) for w in weight]
    for b in bits(kept):
        chance[b] = 1.0
    dead = (rules.mask_of(pile[:-1]) | hand) & ~kept
    return OpponentRead(kept=kept, dead=dead, chance=tuple(chance))
