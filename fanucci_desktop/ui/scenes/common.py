"""Pieces several scenes share: sample card fans, a scene title bar and a
time-ago phrase."""

from __future__ import annotations

from datetime import datetime, timezone
from typing import Any, Mapping

import pygame

from ...engine.cards import Card, parse_cards
from ...engine.protocol import GameInfo
from ...games import hand_word, record
from ...i18n import N_, Language
from ...words import shown_name
from .. import theme as th
from ..theme import Theme


def sample_cards(game_id: str) -> list[Card]:
    """A few cards that show off ``game_id``'s deck, for its menu tile (its record's)."""
    return parse_cards(record(game_id).sample_cards)


def card_fan(art, cards: list[Card], width: int, spread_deg: float = 9.0) -> pygame.Surface:
    """The cards fanned from a common pivot below them, on a transparent surface."""
    faces = [art.face(c, width) for c in cards]
    h = faces[0].get_height()
    n = len(faces)
    size = (round(width * (1.4 + 0.42 * n)), round(h * 1.45))
    out = pygame.Surface(size, pygame.SRCALPHA)
    pivot = pygame.math.Vector2(size[0] / 2, size[1] + h * 0.75)
    for i, face in enumerate(faces):
        angle = (i - (n - 1) / 2) * spread_deg
        shadow = pygame.Surface(face.get_size(), pygame.SRCALPHA)
        pygame.draw.rect(shadow, (0, 0, 0, 70), shadow.get_rect(), border_radius=max(2, width // 12))
        offset = pygame.math.Vector2(0, -(h * 0.5 + h * 0.9)).rotate(angle)
        for img, nudge in ((shadow, (width * 0.03, width * 0.05)), (face, (0, 0))):
            rot = pygame.transform.rotozoom(img, -angle, 1.0)
            center = pivot + offset + pygame.math.Vector2(nudge)
            out.blit(rot, rot.get_rect(center=(round(center.x), round(center.y))))
    return out


def shares(weights: list[float], needs: list[int], room: int) -> list[float]:
    """``room`` shared by ``weights``, each share at least its ``need``
    (a button's label whole) where the others can give it: what a share
    lacks is taken from the others in proportion to what they have spare."""
    sizes = [room * weight / sum(weights) for weight in weights]
    short = sum(max(0.0, need - size) for need, size in zip(needs, sizes))
    spare = sum(max(0.0, size - need) for need, size in zip(needs, sizes))
    if not short or not spare:
        return sizes
    take = min(1.0, short / spare)
    return [float(need) if need > size else size - (size - need) * take for need, size in zip(needs, sizes)]


def header(surface: pygame.Surface, theme: Theme, title: str, subtitle: str = "") -> int:
    """A scene title at the top left; returns the y below it."""
    x, y = theme.px(48), theme.px(34)
    rect = theme.blit_text(surface, title, (x, y), th.HEADING + 6, th.TEXT, bold=True, shadow=True)
    pygame.draw.rect(surface, th.ACCENT, (x, rect.bottom + theme.px(8), theme.px(56), theme.px(4)),
                     border_radius=theme.px(2))
    bottom = rect.bottom + theme.px(20)
    if subtitle:
        r2 = theme.blit_text(surface, subtitle, (x, bottom), th.SMALL, th.MUTED)
        bottom = r2.bottom + theme.px(8)
    return bottom


#: Where a match in progress stands, by what its game calls a hand
#: (``GameInfo.hand_word``): while one is played, and once the last is scored.
PROGRESS_WORDS: dict[str, tuple[str, str]] = {
    "Hand": (N_("hand {number}"), N_("between hands")),
    "Deal": (N_("deal {number}"), N_("between deals")),
}


def players_words(info: GameInfo, language: Language) -> str:
    """How many play ``info``'s game, in ``language``: "2 players", "2–6 players"."""
    if info.min_players == info.max_players:
        return language.ngettext("{n} player", "{n} players", info.max_players)
    return language.ngettext("{low}–{n} players", "{low}–{n} players", info.max_players,
                             low=language.number(info.min_players))


def time_ago(iso: str, now: datetime | None = None, language: Language = Language()) -> str:
    """'just now', '5 minutes ago', 'yesterday', ... for an ISO time stamp,
    in ``language``."""
    try:
        then = datetime.fromisoformat(iso.replace("Z", "+00:00"))
    except (ValueError, AttributeError):
        return ""
    if then.tzinfo is None:
        then = then.replace(tzinfo=timezone.utc)
    now = now or datetime.now(timezone.utc)
    secs = max(0, (now - then).total_seconds())
    if secs < 60:
        return language.gettext("just now")
    if secs >= 86400:
        days = int(secs // 86400)
        return (language.gettext("yesterday") if days == 1
                else language.ngettext("{n} day ago", "{n} days ago", days))
    if secs >= 3600:
        return language.ngettext("{n} hour ago", "{n} hours ago", int(secs // 3600))
    return language.ngettext("{n} minute ago", "{n} minutes ago", int(secs // 60))


def progress_words(summary: Mapping[str, Any], language: Language = Language()) -> str:
    """Where a match in progress stands, in the game's own word for a hand:
    'hand 3' while a hand is played, 'between hands' once the last one is
    scored ('deal 3', 'between deals' in Trophy Case), in ``language``."""
    during, between = PROGRESS_WORDS[hand_word(summary["game"])]
    if summary["between_hands"]:
        return language.gettext(between)
    return language.gettext(during, number=language.number(summary["hand"]))


def score_parts(summary: Mapping[str, Any], unit: bool = True, language: Language = Language()) -> list[str]:
    """Each player's running total, after a colon so that a name ending in
    a number reads apart from its score, the first with its unit (unless
    not ``unit``, where room is short), each name as ``language`` shows it
    (:func:`~fanucci_desktop.words.shown_name`): 'You: 42 points', 'Ada: 30', 'Player 3: 12'."""
    said = [language.gettext("{name}: {score}", name=shown_name(seat["name"], language), score=language.number(total))
            for seat, total in zip(summary["seats"], summary["totals"])]
    if unit and said:
        seat, total = summary["seats"][0], summary["totals"][0]
        said[0] = language.ngettext("{name}: {n} point", "{name}: {n} points", total,
                                    name=shown_name(seat["name"], language))
    return said


def scores_words(summary: Mapping[str, Any], unit: bool = True, language: Language = Language()) -> str:
    """The running totals by name in one line: 'You: 42 points · Ada: 30'."""
    return " · ".join(score_parts(summary, unit, language))
