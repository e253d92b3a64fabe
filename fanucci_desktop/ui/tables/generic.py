"""What the generic table shows and does: the defaults of the table hooks
for a game without a table package of its own (a test's toy game) --
where its cards go, its plates and prompt, its action bar, its moves in
words (buttons and log, in the player's language), what a click on a zone
or a double-click does. Game tables use :func:`draw_prompt` too
(and :mod:`.parts.plate` for their plates). ``table`` is a :class:`~.base.Table`.
"""

from __future__ import annotations

from collections import Counter
from typing import Callable, Mapping, Sequence

import time

import pygame

from ...card_names import DISCARDED, MELDED, SUBJECT, SUITS, TAKEN, card_name
from ...engine.cards import Card
from ...engine.protocol import ChoiceKind, Move
from ...games.match_length import FIRST_TO, ONE
from ...i18n import N_, Language, Message, said, said_as
from ...words import CARD_MOVES, ONE_HAND, YOU, cards_kept, cards_said
from .. import theme as th
from ..controls import Act, game_acts
from ..cardart import CARD_ASPECT
from ..glyphs import Glyph, blit_with_glyphs, line_width, wrap_with_glyphs
from ..widgets import Button
from .frame.board import STACK_ZONES, Slot, fan, seat_order, stack
from .parts.choice import choose_among, distinct, without_choice
from .parts.keycaps import MOVE_KEYS, key_glyph, keyed_label, move_act


def menu_place(width: int, px: Callable[[float], int], wide: int = 0) -> pygame.Rect:
    """Where the Menu button sits at every table, in a window ``width`` wide
    (``px``: a design length in window pixels): the top right corner, 44
    design px tall, a finger's target at 1280x800, 96 design px wide or
    ``wide`` (its label's :func:`button_width`) when that is more. The tool
    buttons left of it take its height; a layout keeps this corner free."""
    w = max(px(96), wide)
    return pygame.Rect(width - px(16) - w, px(12), w, px(44))


def slots(table, view: Mapping[str, list[Card | None]]) -> list[Slot]:
    """Where every visible card goes. The generic layout: the bottom
    seat's hand fanned at the bottom, other hands small along the top,
    piles in the middle row, every other zone in rows below them."""
    w, h = table.size
    cw = table.card_w
    ch = table.card_h
    out: list[Slot] = []
    piles = [z for z in view if ":" not in z]
    piles.sort(key=lambda z: (z not in STACK_ZONES, z))
    others = [z for z in view if ":" in z and not z.startswith("hand:")]
    for zone, cards in view.items():
        if not zone.startswith("hand:"):
            continue
        seat = int(zone.split(":")[1])
        ax, ay = table.seat_anchor(seat)
        if seat == table.sight.bottom_seat:
            out += fan(zone, cards, ax, ay, max_width=w * 0.62, spread=cw * 0.62,
                       pickable=table.sight.viewer == seat)
        else:
            out += fan(zone, cards, ax, ay, max_width=w * 0.7 / max(1, table.match.num_players - 1),
                       spread=cw * 0.14, scale=0.5, arc=4)
    # piles
    x = w * 0.5 - (len(piles) - 1) * cw * 0.85
    y = h * 0.42
    for zone in piles:
        cards = view[zone]
        if zone in STACK_ZONES:
            out += stack(table.card_w, zone, cards, x, y)
            x += cw * 1.4
        else:
            width = min(w * 0.34, cw * 0.45 * max(0, len(cards) - 1))
            step = width / max(1, len(cards) - 1)
            for i, card in enumerate(cards):
                out.append(Slot(zone, card, x + i * step, y, z=200 + i,
                                pickable=card is not None))
            x += width + cw * 1.4
    # other zones in rows
    row_y = h * 0.42 + ch * 0.95
    x0 = w * 0.06
    x = x0
    sc = 0.55
    for zone in sorted(others):
        cards = view[zone]
        if not cards:
            continue
        need = cw * sc * (1 + 0.35 * (len(cards) - 1)) + cw * 0.3
        if x + need > w * 0.94 and x > x0:
            x = x0
            row_y += ch * sc * 1.05
        for i, card in enumerate(cards):
            out.append(Slot(zone, card, x + cw * sc / 2 + i * cw * sc * 0.35, row_y, scale=sc,
                            z=300 + i, pickable=card is not None))
        x += need
    return out


#: A move without cards or place, as a button says it.
BARE = {"draw": N_("Draw"), "pass": N_("Pass"), "done": N_("Done"), "big-gin": N_("Big gin"),
        "fold": N_("Fold"), "take": N_("Take"), "take-pile": N_("Take the pile")}
#: A move with cards, as a button says it, and the use its cards are
#: named in (:mod:`~fanucci_desktop.card_names`: "Discard the 7 of Hearts").
WITH_CARDS: dict[str, tuple[str, str]] = {
    "discard": (N_("Discard {cards}"), DISCARDED), "knock": (N_("Knock, discarding {cards}"), DISCARDED),
    "gin": (N_("Gin, discarding {cards}"), DISCARDED), "play": (N_("Play {cards}"), DISCARDED),
    "lead": (N_("Lead {cards}"), DISCARDED), "meld": (N_("Meld {cards}"), MELDED),
    "layoff": (N_("Lay off {cards}"), MELDED), "add": (N_("Add {cards}"), MELDED),
    "take": (N_("Take {cards}"), TAKEN), "take-pile": (N_("Take the pile with {cards}"), TAKEN),
}
#: A move's place: a move with cards goes onto it, one without takes from
#: it; by the zone, then "" for a zone these do not name (the game's name
#: of the zone, ``{zone}``, is said as it stands). A meld and a column are
#: numbered (``{number}``, from 1, as tables label them).
ONTO = {"discard": N_("{move} on the discard pile"), "meld": N_("{move} on meld {number}"),
        "": N_("{move} on {zone}")}
FROM = {"discard": N_("{move} from the discard pile"), "stock": N_("{move} from the stock"),
        "column": N_("{move} from column {number}"), "": N_("{move} from {zone}")}


def move_words(move: Move, language: Language = Language()) -> str:
    """A move in plain words for a button, in ``language``, naming its cards
    ("Discard the 7 of Hearts", "Lay off the 9 of Clubs on meld 2", "Take
    from the discard pile", "Play the 6 of Spades, calling Hearts"): the
    generic table's labels, never the move's text form. An action these
    words do not know is said by its name."""
    if move.choice is not None:
        bare = move_words(without_choice(move), language)
        if move.choice.kind is ChoiceKind.SUIT:
            suit = language.pgettext(*SUITS[str(move.choice.suit)])
            return language.gettext("{move}, calling {suit}", move=bare, suit=suit)
        card = card_name(move.choice.card, SUBJECT, language)     # type: ignore[arg-type]
        return language.gettext("{move}, as {card}", move=bare, card=card)
    if move.cards and move.action in WITH_CARDS:
        message, use = WITH_CARDS[move.action]
        text = language.gettext(message, cards=cards_said(move.cards, use, language))
    elif move.action in BARE and not move.cards:
        text = language.gettext(BARE[move.action])
    else:
        text = move.action.capitalize()
    if not move.zone:
        return text
    places = ONTO if move.cards else FROM
    name = move.zone.replace("_", " ").replace("-", " ")
    name = name if move.index is None else f"{name} {move.index + 1}"
    return language.gettext(places.get(move.zone, places[""]), move=text, number=(move.index or 0) + 1, zone=name)


#: The log's sentence of a move everybody saw, for the person at the screen
#: and for another seat, by its action: those that name no card ...
LOGGED: dict[str, tuple[str, str]] = {
    "draw": (N_("You drew."), N_("{name} drew.")), "pass": (N_("You passed."), N_("{name} passed.")),
    "done": (N_("You finished laying off."), N_("{name} finished laying off.")),
    "knock": (N_("You knocked."), N_("{name} knocked.")), "gin": (N_("You went gin."), N_("{name} went gin.")),
    "big-gin": (N_("You went big gin."), N_("{name} went big gin.")),
    "fold": (N_("You folded."), N_("{name} folded.")), "take": (N_("You took a card."), N_("{name} took a card.")),
    "take-pile": (N_("You took the pile."), N_("{name} took the pile.")),
}
#: ... and those that name their cards, with the use the cards are named in
#: (:data:`~fanucci_desktop.words.CARD_MOVES`'s and three more; a knock's
#: or gin's discard is face down, so it is not among them).
LOGGED_CARDS: dict[str, tuple[str, str, str]] = {
    "play": (N_("You played {cards}."), N_("{name} played {cards}."), DISCARDED),
    "lead": (N_("You led {cards}."), N_("{name} led {cards}."), DISCARDED),
    "add": (N_("You added {cards}."), N_("{name} added {cards}."), MELDED),
    **CARD_MOVES,
}
#: A card played calling a suit (a wild card's choice).
CALLED = (N_("You played {cards}, calling {suit}."), N_("{name} played {cards}, calling {suit}."))
#: A move the log has no words of its own for.
MOVED = (N_("You moved."), N_("{name} moved."))


def logged_words(name: str, move: Move) -> Message:
    """The log's sentence for seat ``name`` ("You" to the viewer) making
    ``move``, kept translatable (a save keeps its English, the log says it
    in the player's language): "Ada played the 6 of Hearts, calling
    Spades.", "You drew."; never a face-down card."""
    def pick(you: str, other: str, **names: object) -> Message:
        return said(you, **names) if name == YOU else said(other, name=name, **names)

    a = move.action
    if move.cards and a in LOGGED_CARDS:
        you, other, use = LOGGED_CARDS[a]
        cards = cards_kept(move.cards, use)
        if a == "play" and move.choice is not None and move.choice.kind is ChoiceKind.SUIT:
            return pick(*CALLED, cards=cards, suit=said_as(*SUITS[str(move.choice.suit)]))
        return pick(you, other, cards=cards)
    return pick(*LOGGED.get(a, MOVED))


def move_keys(table) -> dict[Act, Callable[[], None]]:
    """The move keys of ``table``'s game (:func:`.controls.game_moves`),
    each playing its moves (:data:`.parts.keycaps.MOVE_KEYS`) through :func:`key_move`."""
    return {act: (lambda a=act: key_move(table, a))
            for act in game_acts(table.game_id) if act in MOVE_KEYS.values()}


def key_move(table, act: Act) -> None:
    """A move key on the generic table: plays the first legal move of the
    key's actions that uses exactly the picked cards (none picked: a move
    without cards), asking its choice if it has one; else says what the key needs."""
    if not table.session.human_turn or table.busy:
        return
    actions = [action for action, key in MOVE_KEYS.items() if key == act]
    picked = sorted((s.card for s in table.selected if s.card is not None), key=str)
    moves = [m for m in table.match.legal_moves() if m.action in actions]
    fitting = [m for m in moves if sorted(m.cards, key=str) == picked]
    if fitting:
        table.selected = []
        choose_among(table, fitting[0])
    elif moves:
        gettext = table.app.language.gettext
        table.line.refuse(gettext("Pick the cards for that move first.") if not picked
                          else gettext("That key has no move with exactly these cards."))
    else:
        table.line.refuse(table.app.language.gettext("That key has no move now."))


def seat_anchor(table, seat: int) -> tuple[float, float]:
    """Screen centre of a seat's hand: the bottom seat's at the foot, the
    others spread along the top, left of the room the table keeps for an
    open log or a coach (:meth:`.Table.coach_room`), so their plates stay clear of it."""
    w, h = table.size
    n = table.match.num_players
    order = seat_order(table.sight.bottom_seat, n)
    pos = order.index(seat)
    if pos == 0:
        return w / 2, h - table.card_h * 0.5 - table.theme.px(18)
    room = table.coach_room()
    right = min(w * 0.88, room.left - table.theme.px(120)) if room.w else w * 0.88
    t = pos / n
    return w * 0.12 + (right - w * 0.12) * t, h * 0.13


def pointer(table, event: pygame.event.Event) -> None:
    """The pointer over the generic table: the card under it lifts; on the
    viewer's turn a click selects a card, a double-click runs the table's
    ``double_clicked`` and a click elsewhere its ``zone_clicked``."""
    if event.type == pygame.MOUSEMOTION:
        table.hover_sprite = table.sprite_at(event.pos) if table.session.human_turn else None
    elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and table.session.human_turn and not table.busy:
        sprite = table.sprite_at(event.pos)
        if sprite is not None:
            # two clicks on the same card, in the same place, with no move between them
            same = (sprite, sprite.zone, len(table.match.hands), len(table.match.hands[-1].moves))
            if table.double.click(same, time.perf_counter()) and table.double_clicked(sprite):
                return
            table.toggle(sprite)
            return
        zone = table.drag.zone_at(event.pos)
        if zone is not None and zone != "hand":
            zone_clicked(table, zone)


def prompt_lines(t: th.Theme, text: str, width: int, glyphs: Mapping[str, Glyph] | None = None,
                 most: int = 3) -> tuple[list[str], int]:
    """Every table's prompt as drawn in ``width`` pixels, and its type size:
    one line at the body size or else the small one when it fits, else two
    small lines, else up to ``most`` (two or more) tiny ones; a longer text
    keeps the rest in its last line, which is cut at a word when drawn
    (whole under the pointer)."""
    glyphs = glyphs or {}
    for size in (th.BODY, th.SMALL):
        if line_width(t, text, size, glyphs) <= width:
            return [text], size
    for size, lines_at_most in ((th.SMALL, 2), (th.TINY, most)):
        lines = wrap_with_glyphs(t, text, width, size, glyphs, most=lines_at_most)
        if len(lines) <= lines_at_most:
            return lines, size
    return lines[:most - 1] + [" ".join(lines[most - 1:])], th.TINY


def draw_prompt(t: th.Theme, surface: pygame.Surface, text: str, midbottom: tuple[float, float],
                width: int, color=th.TEXT, glyphs: Mapping[str, Glyph] | None = None,
                most: int = 3) -> pygame.Rect:
    """``text`` set in ``width`` pixels as :func:`prompt_lines` sets it, its
    last line resting on ``midbottom``, the words of ``glyphs`` in it drawn
    as the pad's glyphs (:func:`.parts.keycaps.prompt_glyphs`); returns
    where the lines went (:func:`draw_prompt_lines` gives each line's place)."""
    drawn = draw_prompt_lines(t, surface, text, midbottom, width, color, glyphs, most)
    return drawn[0].unionall(drawn[1:])


def draw_prompt_lines(t: th.Theme, surface: pygame.Surface, text: str, midbottom: tuple[float, float],
                      width: int, color=th.TEXT, glyphs: Mapping[str, Glyph] | None = None,
                      most: int = 3) -> list[pygame.Rect]:
    """:func:`draw_prompt`, returning where each line went, the last line first."""
    lines, size = prompt_lines(t, text, width, glyphs, most)
    box = pygame.Rect(round(midbottom[0] - width / 2), 0, width, surface.get_height())
    line_h = t.font(size, True).get_linesize()
    x, y = midbottom
    return [blit_with_glyphs(t, surface, line, (x, y - i * line_h), size, color, glyphs or {}, box=box)
            for i, line in enumerate(reversed(lines))]


def hand_name(table) -> str:
    """The hand being played as every table names it in its title, in the
    player's language: the game's word for a hand (its record's
    ``hand_word``: "Hand", "Deal" in Trophy Case) and the hand's number,
    "Deal 3", as the pause menu, the summary and speech say it."""
    language = table.app.language
    number = language.number(len(table.match.hands))
    if table.info.calls_hands_deals:
        return language.gettext("Deal {number}", number=number)
    return language.gettext("Hand {number}", number=number)


def title_facts(table) -> str:
    """The line under every table's title, in the player's language: how
    long the match lasts and who deals ("First to 100  ·  Ada deals",
    "Lesson  ·  You deal")."""
    language = table.app.language
    target = table.match.target
    if table.coach is not None:                 # a lesson is one hand
        length = language.gettext("Lesson")
    elif target == ONE_HAND:
        length = language.gettext(ONE[table.info.hand_word.lower()])
    else:
        length = language.gettext(FIRST_TO, target=language.number(target))
    dealer = table.seats[table.match.dealer].name
    deals = language.gettext("You deal") if dealer == YOU else language.gettext("{name} deals", name=dealer)
    return f"{length}  ·  {deals}"


def primary_move(table, moves: Sequence[Move]) -> Move | None:
    """The move of the gold button, which never disagrees with the advice on
    show: the hinted move while a hint is shown (None when no button plays
    it), else a move that goes out (plays every card left in the viewer's
    hand), else None: a first button is no advice."""
    hinted = table.hint.move
    if hinted is not None:
        return hinted if hinted in moves else None
    hand = Counter(s.card for s in table.hand_sprites())
    return next((m for m in moves if hand and Counter(m.cards) == hand), None)


def button_label(table, move: Move) -> str:
    """The label of ``move``'s button: the table's words for it (its choice
    left to the question the button asks) and the key that plays it,
    "Discard the 7 of Hearts  (X)" (:mod:`.parts.keycaps`)."""
    return keyed_label(table, table.words.move_label(without_choice(move)), move_act(table, move))


def action_buttons(table, moves: Sequence[Move]) -> list[Button]:
    """A button per move, centred in a row above the viewer's hand, each
    with the key that plays its move (:func:`button_label`), gold
    for :func:`primary_move`; labels too long together for the row take the
    small size, and then the longest share what is left by need, each on two lines
    (:func:`share_row`). Moves that differ only by their choice share one button,
    which asks the choice (:func:`.parts.choice.choose_among`)."""
    t = table.theme
    buttons = []
    w, h = table.size
    bh = t.px(44)
    shown = distinct(moves)
    labels = [button_label(table, m) for m in shown]
    badges = [key_glyph(table, move_act(table, m)) for m in shown]
    room = w * 0.94 - max(0, len(shown) - 1) * t.px(12)
    size = th.SMALL
    widths = [button_width(t, text, t.px(110), size) for text in labels]
    if sum(widths) > room:
        size = th.TINY
        widths = [button_width(t, text, t.px(110), size) for text in labels]
    if sum(widths) > room:                  # too wide together: the longest give way (onto two lines)
        widths = share_row(widths, room, t.px(110))
    total = sum(widths) + max(0, len(shown) - 1) * t.px(12)
    x = w / 2 - total / 2
    y = table.hand_top() - bh - t.px(10)
    lead = primary_move(table, moves)
    for move, text, badge, bw in zip(shown, labels, badges, widths):
        b = Button(label=text, primary=lead is not None and without_choice(move) == without_choice(lead),
                   size=size, badge=badge,
                   on_click=lambda m=move: choose_among(table, m))
        b.rect = pygame.Rect(round(x), round(y), bw, bh)
        x += bw + t.px(12)
        buttons.append(b)
    return buttons


def share_row(widths: Sequence[int], room: float, minimum: int) -> list[int]:
    """Button widths that fill ``room`` when ``widths`` (what each label
    needs on one line) do not fit it: the narrow keep theirs, the widest
    share the rest in proportion to what each needs, so that a label twice
    as long gets twice the room for its two lines (none under ``minimum``)."""
    order = sorted(range(len(widths)), key=lambda i: widths[i])
    out, left = list(widths), room
    for k, i in enumerate(order):
        if widths[i] > left / (len(order) - k):
            wide = order[k:]
            need = sum(widths[j] for j in wide)
            for j in wide:
                out[j] = max(minimum, int(left * widths[j] / need))
            break
        left -= widths[i]
    return out


def card_width(size: tuple[int, int]) -> int:
    """The width of a card at scale 1 for a window of ``size`` (a table's default)."""
    w, h = size
    return max(40, round(min(w / 12.5, h * 0.2 / CARD_ASPECT)))


def button_width(t: th.Theme, label: str, minimum: int = 0, size: int = th.SMALL) -> int:
    """A button width that fits ``label``."""
    return max(minimum, t.font(size, True).size(label)[0] + t.px(28))


def clear_selection(table) -> None:
    """Unselect every card (and clear the message line)."""
    table.selected = []
    table.line.text = ""
    table.refresh_actions()


def zone_clicked(table, zone: str) -> bool:
    """A click on ``zone`` with no card under it: plays the first legal move of
    the selection (or, with nothing selected, the card-less move) that lands there."""
    cards = [s.card for s in table.selected if s.card is not None]
    if cards:
        moves = table.drag.moves(cards, zone)
    else:
        moves = [m for m in table.match.legal_moves() if not m.cards and
                 (m.zone == zone.split(":")[0] or (m.zone is None and zone in STACK_ZONES))]
    if len(moves) >= 1:
        choose_among(table, moves[0])
        return True
    return False


def double_clicked(table, sprite) -> bool:
    """A double-click on a hand card discards it (or plays it, in a trick game) when legal."""
    if sprite.card is None or not sprite.zone.startswith("hand:"):
        return False
    for move in table.match.legal_moves():
        if move.action in ("discard", "play") and move.cards == (sprite.card,):
            table.selected = []
            choose_among(table, move)
            return True
    return False
