"""The conformance kit passes a correct toy game and catches each kind of broken one."""


from dataclasses import replace

import pytest

from conformance import check_conformance, random_match
from fanucci_desktop.engine import Event, Move
from fanucci_desktop.games.shed import GAME, ShedGame, ShedObservation, ShedState


def test_toy_game_conforms():
    matches = check_conformance(GAME, player_counts=[2, 3], seeds=range(15), check_every=1)
    assert all(m.is_over for m in matches)
    played = {move for m in matches for h in m.hands for move in h.moves}
    assert any(" = suit " in move for move in played), "no wild 6 called a suit"


class ForgetsTheChoice(ShedGame):
    def parse_move(self, text):  # reads "play 6S = suit H" as "play 6S"
        return replace(super().parse_move(text), choice=None)


def test_kit_catches_a_move_text_that_loses_its_choice():
    with pytest.raises(AssertionError, match=r"play 6. = suit . reads back as"):
        check_conformance(ForgetsTheChoice(), player_counts=[2], seeds=range(10))


class LeakyState(ShedState):
    def observation(self, seat):  # shows the next player's hand too
        obs = super().observation(seat)
        nxt = self.hands[(seat + 1) % self.num_players]
        return ShedObservation(seat, obs.hand + tuple(nxt), obs.played, obs.hand_sizes,
                               obs.draw_size, obs.to_act, obs.called, obs.passes)


class DuplicatingState(ShedState):
    def _apply(self, move):  # plays a card without taking it from the hand
        if move.action == "play":
            self.played.append(move.cards[0])
            self.to_act = (self.to_act + 1) % self.num_players
            return [Event("play", cards=move.cards)]
        return super()._apply(move)


class MutatingState(ShedState):
    def why_illegal(self, move):  # changes the state while refusing
        reason = super().why_illegal(move)
        if reason is not None:
            self.played.reverse()
            self.played.append(self.played.pop(0)) if self.played else None
        return reason


class LossyState(ShedState):
    def to_dict(self):  # forgets whose turn it is
        data = super().to_dict()
        data["to_act"] = 0 if data["to_act"] is not None else None
        return data


class PermissiveState(ShedState):
    def why_illegal(self, move):  # lets any draw through
        return None if move.action == "draw" else super().why_illegal(move)

    def _apply(self, move):
        if move.action == "draw" and not self.draw:
            self.to_act = (self.to_act + 1) % self.num_players
            return []
        return super()._apply(move)


class EndlessState(ShedState):
    def legal_moves(self):  # once the draw pile is empty, only passing: it never ends
        if self.to_act is not None and not self.draw:
            return [Move("pass")]
        return super().legal_moves()

    def _apply(self, move):
        if move.action == "pass":
            self.to_act = (self.to_act + 1) % self.num_players
            return []
        return super()._apply(move)


def broken(state_class):
    game = ShedGame()
    game.state_class = state_class
    return game


@pytest.mark.parametrize("state_class, message", [
    (LeakyState, "leaks hidden cards"),
    (DuplicatingState, "not in exactly one zone"),
    (MutatingState, "changed the state"),
    (LossyState, "differ"),
    (PermissiveState, "was applied"),
    (EndlessState, "no end"),
])
def test_kit_catches_broken_games(state_class, message):
    with pytest.raises(AssertionError, match=message):
        check_conformance(broken(state_class), player_counts=[2, 3], seeds=range(10),
                          check_every=1, max_moves=2000)


class FrozenPermuteState(ShedState):
    def permute_hidden(self, seat, rng):
        return self.clone()


def test_kit_catches_a_permute_hidden_that_moves_nothing():
    with pytest.raises(AssertionError, match="never moved"):
        random_match(broken(FrozenPermuteState), 2, 1, check_every=1)


class PeekingShuffleState(ShedState):
    def with_stock_shuffled(self, rng):  # reorders the public pile too
        other = super().with_stock_shuffled(rng)
        rng.shuffle(other.played)
        return other


class FrozenShuffleState(ShedState):
    def with_stock_shuffled(self, rng):
        return self.clone()


def test_kit_catches_a_stock_shuffle_that_moves_a_card_a_seat_sees():
    with pytest.raises(AssertionError, match="which a seat sees"):
        random_match(broken(PeekingShuffleState), 2, 1, check_every=1)


def test_kit_catches_a_stock_shuffle_that_moves_nothing():
    with pytest.raises(AssertionError, match="never moved a card"):
        random_match(broken(FrozenShuffleState), 2, 1, check_every=1)
