"""A state's fields, declared once: how each is saved, read back and copied.

A game state is a dataclass (``@dataclass(slots=True, kw_only=True,
eq=False)``) whose fields are declared with :func:`saved` (a key of the
state's dict, written and read by a :class:`Codec`), :func:`derived` (a
value worked out from the saved ones and kept up to date with them) or
:func:`cached` (a value worked out on demand, such as the legal moves).
Only saved fields are saved. An observation (a frozen dataclass) declares
its fields with :func:`saved` too, for its ``to_dict``. From that one
declaration:

* :func:`dump` writes the JSON-ready dict, keys in declaration order (so the
  order of the declaration is the order of the saved text);
* :func:`load` builds the state from such a dict;
* :func:`copy` makes an independent copy: each saved value is copied by its
  codec, a :func:`derived` value (worked out from the saved ones and kept
  up to date) by its copy function, cached values are shared (they are
  never changed in place, only replaced);
* :func:`forget` clears every cached value: the one way a state drops what it
  worked out when its facts change.
"""

from __future__ import annotations

from dataclasses import MISSING, Field, dataclass, field, fields
from functools import cache
from typing import Any, Callable, Iterator, Mapping, TypeVar

T = TypeVar("T")


def _same(value: T) -> T:
    return value


@dataclass(frozen=True, slots=True)
class Codec:
    """How one kind of field value becomes JSON-ready data (``dump``), is
    read back (``load``; it raises KeyError, TypeError or ValueError on bad
    data) and is copied (``copy``; immutable values are shared)."""

    dump: Callable[[Any], Any]
    load: Callable[[Any], Any]
    copy: Callable[[Any], Any] = _same


#: A value saved as it is: None, a string, or an int read back as written.
PLAIN = Codec(_same, _same)
#: An int.
INT = Codec(_same, int)
#: An int or None.
MAYBE_INT = Codec(_same, lambda data: None if data is None else int(data))
#: A bool.
BOOL = Codec(_same, bool)
#: A list of ints.
INTS = Codec(list, lambda data: [int(x) for x in data], list)
#: A list of strings.
STRS = Codec(list, list, list)
#: A tuple of ints (saved as a list).
INT_TUPLE = Codec(list, lambda data: tuple(int(x) for x in data))


@dataclass(frozen=True, slots=True)
class CardCodecs:
    """The codecs of card-valued fields, for one way of writing a card as
    text: a card, a card or None, a list of cards, a list of cards or None,
    a list of such lists, and a list of (card, index) pairs (saved as
    ``[text, index]``). Lists are read back as lists; tuples are written
    as lists too."""

    card: Codec
    maybe_card: Codec
    cards: Codec
    maybe_cards: Codec
    card_lists: Codec
    card_places: Codec


def card_codecs(text: Callable[[Any], str], read: Callable[[str], Any]) -> CardCodecs:
    """The card codecs that write a card with ``text`` and read it with
    ``read`` (a game may keep cards as :class:`Card` values or as codes)."""
    def texts(cards: Any) -> list[str]:
        return [text(c) for c in cards]

    def reads(data: Any) -> list[Any]:
        return [read(t) for t in data]

    return CardCodecs(
        card=Codec(text, read),
        maybe_card=Codec(lambda c: None if c is None else text(c),
                         lambda t: None if t is None else read(t)),
        cards=Codec(texts, reads, list),
        maybe_cards=Codec(lambda cards: None if cards is None else texts(cards),
                          lambda data: None if data is None else reads(data),
                          lambda cards: None if cards is None else list(cards)),
        card_lists=Codec(lambda lists: [texts(x) for x in lists],
                         lambda data: [reads(x) for x in data],
                         lambda lists: [list(x) for x in lists]),
        card_places=Codec(lambda pairs: [[text(c), i] for c, i in pairs],
                          lambda data: [(read(c), int(i)) for c, i in data], list),
    )


def saved(codec: Codec, *, default: Any = MISSING,
          default_factory: Callable[[], Any] | Any = MISSING) -> Any:
    """Declare a saved field: its value is written and read with ``codec``
    under the field's name."""
    return field(default=default, default_factory=default_factory,
                 metadata={"codec": codec})


def cached() -> Any:
    """Declare a cached field: None until worked out, never saved nor
    passed to the constructor."""
    return field(default=None, init=False, repr=False, metadata={"cached": True})


def derived(copy: Callable[[Any], Any] = _same) -> Any:
    """Declare a derived field: worked out from the saved ones (in
    ``__post_init__``) and kept up to date by the state; never saved nor
    passed to the constructor; copied with ``copy``."""
    return field(init=False, repr=False, metadata={"copy": copy})


def _saved_fields(obj: Any) -> Iterator[tuple[Field[Any], Codec]]:
    for f in fields(obj):
        codec = f.metadata.get("codec")
        if codec is not None:
            yield f, codec


def dump(obj: Any) -> dict[str, Any]:
    """Every saved field of ``obj`` as JSON-ready data, in declaration order."""
    return {f.name: codec.dump(getattr(obj, f.name)) for f, codec in _saved_fields(obj)}


def load(cls: type[T], data: Mapping[str, Any]) -> T:
    """A ``cls`` built from :func:`dump` output. Raises KeyError, TypeError or
    ValueError when ``data`` is malformed; the caller words the error."""
    return cls(**{f.name: codec.load(data[f.name]) for f, codec in _saved_fields(cls)})


def copy(obj: T) -> T:
    """An independent copy of ``obj``: saved values copied by their codecs,
    derived ones by their copy function, cached values shared."""
    other = object.__new__(type(obj))
    for f in fields(obj):  # type: ignore[arg-type]
        codec = f.metadata.get("codec")
        copied = codec.copy if codec is not None else f.metadata.get("copy", _same)
        object.__setattr__(other, f.name, copied(getattr(obj, f.name)))
    return other


def forget(obj: Any) -> None:
    """Clear every cached field of ``obj``."""
    for name in _cached_names(type(obj)):
        object.__setattr__(obj, name, None)


@cache
def _cached_names(cls: type) -> tuple[str, ...]:
    """The names of the cached fields of the dataclass ``cls`` (looked up
    once per class: :func:`forget` runs on every move of a search)."""
    return tuple(f.name for f in fields(cls) if f.metadata.get("cached"))


__all__ = ["BOOL", "INT", "INTS", "INT_TUPLE", "MAYBE_INT", "PLAIN", "STRS", "CardCodecs",
           "Codec", "cached", "card_codecs", "copy", "derived", "dump", "forget", "load",
           "saved"]
