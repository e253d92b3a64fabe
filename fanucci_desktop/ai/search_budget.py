"""The budget of a search (its own module so knowledge modules can name
their game's budget without importing the search)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class SearchBudget:
    """How much a search may do.

    ``rollouts`` decides the work and so the result; ``max_seconds`` only
    caps the wall clock; ``candidates`` is how many moves (best-scored
    first) are searched; ``depth`` is the most moves a rollout plays before
    the position is evaluated.
    """

    rollouts: int = 240
    max_seconds: float = 1.2
    candidates: int = 6
    depth: int = 40
    confidence: float = 1.0

    def __post_init__(self) -> None:
        if (self.rollouts < 1 or self.candidates < 1 or self.depth < 0
                or self.max_seconds <= 0 or self.confidence < 0):
            raise ValueError(f"not a search budget: {self}")
