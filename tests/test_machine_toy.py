"""The engine state machine on the toy game of the conformance kit (2 and 3
players), and proofs that it catches each defect it claims to catch: every
broken copy of the toy below must make the machine fail with the message
naming that defect."""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Mapping

import pytest
from hypothesis import Phase, settings
from hypothesis.stateful import run_state_machine_as_test

from fanucci_desktop.engine import Event, Move
from machine_kit import machine_class, machine_tests
from fanucci_desktop.games.shed import GAME, ShedGame, ShedObservation, ShedState

TestShed2, TestShed3 = machine_tests(GAME, [2, 3], max_examples=15)


class TakesAnyHeldCard(ShedState):
    """Lets a player play a card from ANOTHER player's hand."""

    def why_illegal(self, move: Move) -> str | None:
        if move.action == "play" and len(move.cards) == 1 and not move.zone \
                and any(move.cards[0] in hand for hand in self.hands):
            return None
        return super().why_illegal(move)

    def _apply(self, move: Move) -> list:
        if move.action == "play":
            owner = next(h for h in self.hands if move.cards[0] in h)
            if owner is not self.hands[self.to_act]:
                owner.remove(move.cards[0])
                self.hands[self.to_act].append(move.cards[0])
        return super()._apply(move)


class RaisesKeyError(ShedState):
    """Refuses a move naming a zone with a KeyError, not IllegalMove."""

    def why_illegal(self, move: Move) -> str | None:
        if move.zone is not None:
            return {"column": "no"}[move.zone + "s"]
        return super().why_illegal(move)


class RefusalTurnsThePile(ShedState):
    """Turns the draw pile over while refusing a move."""

    def why_illegal(self, move: Move) -> str | None:
        reason = super().why_illegal(move)
        if reason is not None:
            self.draw.reverse()
        return reason


class LosesPlayedCards(ShedState):
    """Forgets the played pile in zones() once it holds two cards."""

    def zones(self) -> dict:
        zones = super().zones()
        if len(self.played) >= 2:
            del zones["played"]
        return zones


class ForgetsWhoActs(ShedState):
    """from_dict gives the turn to seat 0 whoever was to act."""

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> "ShedState":
        state = super().from_dict(data)
        if state.to_act is not None:
            state.to_act = 0
        return state


class StuckOnFour(ShedState):
    """Offers no move once four cards have been played."""

    def legal_moves(self) -> list[Move]:
        return [] if len(self.played) == 4 and self.to_act is not None else super().legal_moves()


class TupleObservation(ShedState):
    """An observation whose dict holds a tuple (it reads back as a list)."""

    def observation(self, seat: int) -> ShedObservation:
        obs = super().observation(seat)

        class Leaky(ShedObservation):
            def to_dict(self) -> dict[str, Any]:
                return {**super().to_dict(), "hand": tuple(str(c) for c in self.hand)}

        return Leaky(**{k: getattr(obs, k) for k in obs.__dataclass_fields__})


class SharedClone(ShedState):
    """clone() shares the hands, pile and played cards with the original."""

    def clone(self) -> "ShedState":
        return type(self)(self.hands, self.draw, self.played, self.to_act)


class EventToNowhere(ShedState):
    """Plays animate to a zone that zones() does not have."""

    def _apply(self, move: Move) -> list[Event]:
        return [replace(e, dst="pile") if e.dst == "played" else e
                for e in super()._apply(move)]


class RefusesListedDraw(ShedState):
    """legal_moves() lists 'draw' but why_illegal refuses it."""

    def why_illegal(self, move: Move) -> str | None:
        return "No drawing." if move.action == "draw" else super().why_illegal(move)


class CrashesOnFifthPlay(ShedState):
    """A legal play raises once four cards lie played."""

    def _apply(self, move: Move) -> list[Event]:
        if move.action == "play" and len(self.played) == 4:
            raise RuntimeError("pile full")
        return super()._apply(move)


class ShowsTheNextHand(ShedState):
    """hidden_zones leaves the next seat's hand face up."""

    def hidden_zones(self, seat: int) -> set[str]:
        return super().hidden_zones(seat) - {f"hand:{(seat + 1) % self.num_players}"}


class ObservationPeeks(ShedState):
    """The observation tells the top card of the face-down draw pile."""

    def observation(self, seat: int) -> ShedObservation:
        obs = super().observation(seat)
        return replace(obs, played=obs.played + tuple(self.draw[-1:]))


PROOF = settings(max_examples=60, stateful_step_count=30, deadline=None, derandomize=True,
                 database=None, phases=(Phase.generate,), print_blob=False)


@pytest.mark.parametrize("broken, finding", [
    (TakesAnyHeldCard, "was accepted"),
    (RaisesKeyError, "raised KeyError.* instead of IllegalMove"),
    (RefusalTurnsThePile, "changed the match record"),
    (LosesPlayedCards, "not in exactly one zone"),
    (ForgetsWhoActs, r"state_from_dict\(to_dict\(\)\) differs"),
    (StuckOnFour, "has no legal move in a live hand"),
    (TupleObservation, "observation is not JSON-ready"),
    (SharedClone, "on a clone changed the original state"),
    (EventToNowhere, "naming zone 'pile', which is not in zones"),
    (RefusesListedDraw, "why_illegal refuses .*draw"),
    (CrashesOnFifthPlay, "raised RuntimeError"),
    (ShowsTheNextHand, r"seat \d may see \['hand:\d'\]"),
    (ObservationPeeks, "observation changes when the cards hidden from it are dealt anew"),
])
def test_the_machine_finds_a_broken_engine(broken, finding):
    game = type("BrokenShed", (ShedGame,), {"state_class": broken})()
    with pytest.raises(AssertionError, match=finding) as caught:
        run_state_machine_as_test(machine_class(game, 2), settings=PROOF)
    assert "replay: game='toy-shed' players=2 seed=" in str(caught.value)
    assert "moves by hand: [[" in str(caught.value)
