"""The Gin Rummy :class:`GinGame`: dealing, house rules and sampling
hidden cards."""

from __future__ import annotations

import random
from typing import Any, Mapping

from ...engine import Card, Game, GameInfo, HandContext, Observation, OptionSpec
from ..match_length import match_length_option
from ..gin_family.dealing import deal_ten_each, deal_unseen, seen_cards, seen_facts
from . import rules
from .observation import GinObservation
from .state import GinState
from ...i18n import N_


class GinGame(Game):
    """Classic Gin Rummy for two seats, one 52-card deck.

    Options: ``target``, the match length, a choice: one hand
    (:data:`~fanucci_desktop.words.ONE_HAND`: the first hand anyone scores
    in ends the match), first to 100 (the default) or first to 250; and the
    house rules, booleans, all off by default:

    * ``oklahoma``: the first upcard's value is the knock value of the hand
      (an ace: gin only);
    * ``low_knock``: knock with at most 5 in deadwood, not 10 (Oklahoma,
      when on, decides instead);
    * ``big_gin``: all eleven cards melded after taking a card is big gin,
      31 plus the defender's deadwood, with no discard;
    * ``game_bonuses``: when the match ends, 100 to its winner and 20 a
      hand won to each player;
    * ``openspiel``: OpenSpiel's scoring, the rules of OpenSpiel's
      ``gin_rummy`` (the yardstick ``tools/gin_peer.py`` plays them): equal
      deadwood after a knock scores nothing instead of being an undercut,
      and lay-offs grow a run by at most two cards at each end.
    """

    info = GameInfo(
        id="gin-rummy", name="Gin Rummy", min_players=2, max_players=2,
        deck=N_("one standard deck, 52 cards"),
        description=N_("The classic two-player gin: take the upcard or draw, meld, knock or go gin."),
        target_score=100,
    )
    options = (
        match_length_option(100, 250),
        OptionSpec("oklahoma", N_("Oklahoma"),
                   N_("Knock with at most the first upcard's value; an ace means gin only.")),
        OptionSpec("low_knock", N_("Knock with 5 or less"),
                   N_("A knock may leave at most 5 in deadwood instead of 10.")),
        OptionSpec("big_gin", N_("Big gin"),
                   N_("All eleven cards melded after taking a card: 31 plus the "
                   "opponent's deadwood, no discard.")),
        OptionSpec("game_bonuses", N_("Game bonuses"),
                   N_("100 for winning the match and 20 for every hand won.")),
        OptionSpec("openspiel", N_("OpenSpiel's scoring"),
                   N_("Equal deadwood after a knock scores nothing, and a run takes at most "
                   "two cards laid off at each end, as in OpenSpiel's Gin Rummy.")),
    )

    def deck(self) -> list[Card]:
        return list(rules.DECK)

    def new_hand(self, ctx: HandContext) -> GinState:
        """Deal ten each one at a time from the non-dealer, turn up the next
        card to start the discard pile (the first upcard); the rest is the
        stock (its last card on top). The non-dealer acts first."""
        options = self.resolve_options(ctx.options)
        hands, cards = deal_ten_each(ctx, "Gin Rummy")
        upcard = cards[0]
        knock_value = rules.LOW_KNOCK_VALUE if options["low_knock"] else rules.KNOCK_VALUE
        if options["oklahoma"]:
            knock_value = rules.oklahoma_knock_value(upcard)
        won = (ctx.carry or {}).get("hands_won", (0, 0))
        return GinState(dealer=ctx.dealer, hands=hands, stock=cards[1:],
                        pile=[upcard], knock_value=knock_value,
                        oklahoma=options["oklahoma"], big_gin=options["big_gin"],
                        game_bonuses=options["game_bonuses"], openspiel=options["openspiel"],
                        target=self.target_score(options),
                        hands_won=(int(won[0]), int(won[1])),
                        totals=tuple(ctx.totals) if ctx.totals else (0, 0))

    def state_from_dict(self, data: Mapping[str, Any]) -> GinState:
        return GinState.from_dict(data)

    def sample_state(self, observation: Observation, rng: random.Random) -> GinState:
        """A state agreeing with ``observation``: the cards the seat cannot
        see are dealt at random, those it saw the opponent take from the
        pile (and not seen since) going to the opponent's hidden cards."""
        if not isinstance(observation, GinObservation):
            raise TypeError("sample_state needs a Gin Rummy observation")
        obs = observation
        opp = 1 - obs.seat
        down = obs.knock_discard
        if down is None and obs.out_player == opp and obs.ending in ("knock", "gin"):
            down = rules.DECK[0]  # a placeholder: deal_hidden fills it
        state = GinState(
            **seen_facts(obs), stock=[], pile=list(obs.discard_pile),
            took=[list(t) for t in obs.took], passed=[list(p) for p in obs.passed],
            upcard_passes=obs.upcard_passes, knock_value=obs.knock_value,
            oklahoma=obs.oklahoma, big_gin=obs.big_gin, game_bonuses=obs.game_bonuses,
            openspiel=obs.openspiel, target=obs.target, hands_won=obs.hands_won, upcard_takes=obs.upcard_takes,
            exchange_card=obs.exchange_card, exchange_repeated=obs.exchange_repeated,
            knock_discard=down, defender_deadwood=obs.defender_deadwood, winner=obs.winner)
        seen = seen_cards(obs) | set(obs.discard_pile)
        if obs.knock_discard is not None:
            seen.add(obs.knock_discard)
        known = list(dict.fromkeys(c for c in obs.took[opp] if c not in seen))
        deal_unseen(state, obs.seat, seen, known, rng)
        return state

GAME = GinGame()
