"""The language the app speaks: messages, plural forms, numbers and lists.

Every sentence the app shows or says is one *message* with named
placeholders, looked up whole in the language's catalog, never glued from
translated parts:

    lang.gettext("Rules of {game}", game=name)
    lang.ngettext("{n} hand", "{n} hands", count)
    lang.pgettext("accusative", "the seven of Zurfs")

``pgettext`` gives a message a context, so one English text can have one
translation per grammatical use (a card named as the object of "you drew"
wants the accusative in Polish and Russian). ``ngettext`` chooses the plural
form by the catalog's ``Plural-Forms`` (CLDR's rules, as Babel writes them)
and fills ``{n}`` with the count written for the language. The method names
are gettext's, so ``pybabel extract`` finds every message with its default
keywords (see ``babel.cfg`` and TRANSLATING.md).

The catalogs are the ``.po`` files under ``locale/<code>/LC_MESSAGES/``,
read when a language is chosen (:func:`load_language`) through Babel and
handed to the standard :mod:`gettext` machinery in memory. Nothing compiled
is kept anywhere, so no ``.mo`` can fall behind its ``.po``. A message a
catalog lacks (or leaves empty) is said in English; so is every message in
a language with no catalog.

A :class:`Language` is immutable: the app holds one (``App.language``) and
replaces it when the setting changes, and the scenes read it where they
draw.
"""

from __future__ import annotations

import argparse
import gettext
import io
import locale
import os
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Iterable, Mapping

from babel import Locale, UnknownLocaleError
from babel.lists import format_list
from babel.messages.mofile import write_mo
from babel.messages.pofile import PoFileError, read_po
from babel.numbers import format_decimal, format_percent

from .resources import locale_path

#: The language of the source texts (no catalog).
SOURCE = "en"
#: The gettext domain: every catalog is ``locale/<code>/LC_MESSAGES/fanucci.po``.
DOMAIN = "fanucci"
#: The pseudo-language of the tests (accented, longer, in brackets):
#: generated from the template by ``tools/make_pseudo.py``, never offered
#: in the settings.
PSEUDO = "qps"
#: The languages that write every noun with a capital letter (see :meth:`Language.inside_sentence`).
CAPITAL_NOUNS = frozenset({"de"})
#: The shape of a language code: ``de``, ``pt_BR``.
CODE = re.compile(r"[a-z]{2,3}(_[A-Z]{2})?")


def N_(message: str) -> str:
    """``message`` itself: marks a text kept in a table for extraction; it is
    translated where it is shown (``language.gettext(text)``)."""
    return message


def NP_(context: str, message: str) -> tuple[str, str]:
    """``(context, message)`` itself: marks a text kept in a table with its
    context for extraction (``pybabel extract -k NP_:1c,2``); it is
    translated where it is shown (``language.pgettext(*marked)``)."""
    return context, message


def NN_(singular: str, plural: str) -> tuple[str, str]:
    """``(singular, plural)`` itself: marks a plural message kept for
    :func:`said_n` (``pybabel extract -k NN_:1,2``)."""
    return singular, plural


class Message(str):
    """A sentence made where no language is known (storage, the pads): the
    English text it is (a ``str``, so it reads, compares and logs as
    English), with the message and the names it was made from, so that
    where it is shown :meth:`Language.said` says it in the player's
    language. Make one with :func:`said`, whose first argument is marked
    ``N_`` for extraction."""

    message: str
    names: Mapping[str, Any]
    #: The message's context (None: none).
    context: str | None
    #: A plural message's plural form and count (None: a message of one form).
    plural: str | None
    n: int | None

    def __new__(cls, message: str, names: Mapping[str, Any], context: str | None = None,
                plural: str | None = None, n: int | None = None) -> "Message":
        english = message if plural is None or n == 1 else plural
        made = super().__new__(cls, english.format(**({"n": n} if plural is not None else {}), **names))
        made.message = message
        made.names = dict(names)
        made.context = context
        made.plural = plural
        made.n = n
        return made

    def __reduce__(self) -> tuple:
        """Copied and pickled as a message (its names and forms kept)."""
        return (Message, (self.message, self.names, self.context, self.plural, self.n))

    def renamed(self, change: Callable[[Any], Any]) -> "Message":
        """This message with each name's value that is no message replaced
        by ``change(value)``, in the messages among its names too (the rules
        name a seat by its number; a table gives its name)."""
        names = {key: value.renamed(change) if isinstance(value, Message) else change(value)
                 for key, value in self.names.items()}
        return Message(self.message, names, self.context, self.plural, self.n)


class Listed(Message):
    """Messages in one list, kept translatable: English as ``english`` says
    them (the brief "Ace, Queen and King of Diamonds"), in another language
    each item said and the items listed as it lists ("A, B i C"). Make one
    with :func:`listed_said`. An item that is no message (a name) is said
    as it is."""

    items: tuple[str, ...]
    #: What parts the items in every language (None: the language's list, "A, B i C").
    separator: str | None

    def __new__(cls, english: str, items: Iterable[str], separator: str | None = None) -> "Listed":
        made = str.__new__(cls, english)
        made.message, made.names, made.context, made.plural, made.n = english, {}, None, None, None
        made.items = tuple(items)
        made.separator = separator
        return made

    def __reduce__(self) -> tuple:
        """Copied and pickled as a list of messages."""
        return (Listed, (str(self), self.items, self.separator))

    def renamed(self, change: Callable[[Any], Any]) -> "Listed":
        """These items, each message among them :meth:`Message.renamed`."""
        return Listed(str(self), [item.renamed(change) if isinstance(item, Message) else item for item in self.items],
                      self.separator)


def listed_said(english: str, items: Iterable[str], separator: str | None = None) -> Listed:
    """``items`` as one list kept translatable, said as ``english`` in
    English (see :class:`Listed`); ``separator`` (such as "; ") parts them
    in every language instead of the language's list."""
    return Listed(english, items, separator)


def said(message: str, **names: Any) -> Message:
    """``message`` with its placeholders filled from ``names``, kept
    translatable (see :class:`Message`): ``said(N_("Controller connected:
    {name}"), name=pad)``."""
    return Message(message, names)


def said_as(context: str, message: str, **names: Any) -> Message:
    """:func:`said` of ``message`` in ``context`` (a card's name as the
    object of a verb: ``said_as(*NP_("card, object of take", "the {rank} of {suit}"), ...)``)."""
    return Message(message, names, context)


def said_n(singular: str, plural: str, n: int, **names: Any) -> Message:
    """:func:`said` of the plural message ``singular``/``plural`` for the
    count ``n`` (``{n}`` in it): ``said_n(*NN_("{n} point", "{n} points"), 3)``."""
    return Message(singular, names, None, plural, n)


def check_code(value: Any) -> str:
    """``value`` as a language code (``""``: follow the system); ValueError if
    it has not the shape of one."""
    if not isinstance(value, str) or (value and not CODE.fullmatch(value)):
        raise ValueError("must be a language code such as de or pt_BR")
    return value


def language_argument(text: str) -> str:
    """A command line's ``--language`` value (argparse reports a bad one in words)."""
    try:
        return check_code(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def catalog_file(code: str, root: Path | None = None) -> Path:
    """Where language ``code``'s catalog is (it may not exist)."""
    base = root if root is not None else locale_path()
    return base / code / "LC_MESSAGES" / f"{DOMAIN}.po"


def available_languages(root: Path | None = None) -> tuple[str, ...]:
    """English and every language with a catalog, sorted by code; the
    pseudo-language is left out (it is for tests)."""
    base = root if root is not None else locale_path()
    found = sorted(p.name for p in base.iterdir()
                   if p.name != PSEUDO and catalog_file(p.name, base).is_file()) if base.is_dir() else []
    return (SOURCE, *found)


def language_name(code: str) -> str:
    """A language's name in its own words ("Deutsch", "Português (Brasil)")."""
    if code == PSEUDO:
        return "[Pseudo]"
    try:
        name = Locale.parse(code).get_display_name(code) or code
    except (ValueError, UnknownLocaleError):
        return code
    return name[:1].upper() + name[1:]


def system_language(available: Iterable[str], environ: Mapping[str, str] | None = None) -> str:
    """The first language of the system's that we have (``available``), else
    English. Read as gettext does, from ``LANGUAGE``, ``LC_ALL``,
    ``LC_MESSAGES`` and ``LANG`` (the first set), then from the locale the
    interpreter reports (Windows and macOS set no variable). A code matches
    itself, then by its language alone (``de_AT`` is German, ``pt`` Brazilian
    Portuguese when that is the only Portuguese)."""
    env = os.environ if environ is None else environ
    wanted: list[str] = []
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        if env.get(name):
            wanted += env[name].split(":")
            break
    if environ is None:
        wanted.append(locale.getlocale()[0] or "")
    have = list(available)
    for entry in wanted:
        code = entry.split(".")[0].split("@")[0].replace("-", "_")
        if code in have:
            return code
        same = [c for c in have if c.split("_")[0] == code.split("_")[0]]
        if code and code not in ("C", "POSIX") and same:
            return same[0]
    return SOURCE


def read_catalog(path: Path) -> gettext.GNUTranslations:
    """The ``.po`` file at ``path`` as standard gettext translations (made in
    memory through Babel, so the plural forms are the catalog's header's).
    Fuzzy entries are left out, as ``msgfmt`` leaves them. Raises OSError,
    ValueError or PoFileError for a file that cannot be read."""
    with path.open("rb") as handle:
        catalog = read_po(handle, abort_invalid=True)
    buffer = io.BytesIO()
    write_mo(buffer, catalog)
    buffer.seek(0)
    return gettext.GNUTranslations(buffer)


#: How many numbers a :class:`Written` keeps written.
WRITTEN_KEPT = 1024


class Written:
    """Numbers as one language writes them, kept: Babel takes tens of
    microseconds a number, and a table's frame writes the same scores and
    counts again and again (a hand writes thousands). At most
    :data:`WRITTEN_KEPT`, the oldest forgotten first."""

    def __init__(self) -> None:
        self._texts: dict[tuple[type, int | float], str] = {}

    def get(self, value: int | float, locale: str) -> str:
        """``value`` written for ``locale`` (always the same one for one :class:`Written`)."""
        key = (type(value), value)          # 1 and 1.0 are written apart
        text = self._texts.get(key)
        if text is None:
            text = self._texts[key] = format_decimal(value, locale=locale)
            if len(self._texts) > WRITTEN_KEPT:
                del self._texts[next(iter(self._texts))]
        return text


@dataclass(frozen=True)
class Language:
    """One language: its code, its catalog and its rules for numbers and
    lists. Every method returns the English text for a message the catalog
    lacks; placeholders are filled with ``str.format`` from ``names``."""

    code: str = SOURCE
    translations: gettext.NullTranslations = field(default_factory=gettext.NullTranslations,
                                                   compare=False, repr=False)
    #: The numbers written so far, kept (:meth:`number`); None: each written anew.
    #: The app's language keeps them (:func:`load_language`).
    written: Written | None = field(default=None, compare=False, repr=False)

    @property
    def locale(self) -> str:
        """The code Babel formats numbers and lists by (English for the pseudo-language)."""
        return SOURCE if self.code == PSEUDO else self.code

    def inside_sentence(self, label: str) -> str:
        """``label`` (a button's words, starting with a capital) as it reads
        inside a sentence ("Hint: draw a card"): its first letter lowercased,
        but where the language writes its nouns with a capital (German:
        "Tipp: Karte ziehen")."""
        return label if self.code in CAPITAL_NOUNS else label[:1].lower() + label[1:]

    def gettext(self, message: str, **names: Any) -> str:
        """``message`` in this language, its placeholders filled."""
        return self.translations.gettext(message).format(**names)

    def said(self, text: str) -> str:
        """``text`` in this language: a :class:`Message` translated (a name
        that is one too), any other text as it is."""
        if not isinstance(text, Message):
            return text
        if isinstance(text, Listed):
            if self.code == SOURCE:
                return str(text)
            items = [self.said(i) for i in text.items]
            return self.listed(items) if text.separator is None else text.separator.join(items)
        names = {key: self.said(value) if isinstance(value, Message) else value
                 for key, value in text.names.items()}
        if text.plural is not None and text.n is not None:
            return self.ngettext(text.message, text.plural, text.n, **names)
        if text.context is not None:
            return self.pgettext(text.context, text.message, **names)
        return self.gettext(text.message, **names)

    def pgettext(self, context: str, message: str, **names: Any) -> str:
        """``message`` in this language as used in ``context`` (a grammatical
        case, a place on screen), its placeholders filled."""
        return self.translations.pgettext(context, message).format(**names)

    def ngettext(self, singular: str, plural: str, n: int, **names: Any) -> str:
        """The form of ``singular``/``plural`` this language uses for ``n``;
        ``{n}`` is ``n`` written for the language unless ``names`` gives it."""
        names.setdefault("n", self.number(n))
        return self.translations.ngettext(singular, plural, n).format(**names)

    def npgettext(self, context: str, singular: str, plural: str, n: int, **names: Any) -> str:
        """:meth:`ngettext` within ``context``."""
        names.setdefault("n", self.number(n))
        return self.translations.npgettext(context, singular, plural, n).format(**names)

    def number(self, value: int | float) -> str:
        """``value`` as this language writes it ("1.234" in German)."""
        if self.written is not None:
            return self.written.get(value, self.locale)
        return format_decimal(value, locale=self.locale)

    def percent(self, fraction: float) -> str:
        """``fraction`` as a whole percentage written for the language ("42 %" in German)."""
        return format_percent(fraction, locale=self.locale)

    def listed(self, items: Iterable[str]) -> str:
        """``items`` as one list in this language ("A, B i C" in Polish; in
        the pseudo-language "A, B + C", so that no English word shows)."""
        items = list(items)
        if self.code == PSEUDO and len(items) > 1:
            return f"{', '.join(items[:-1])} + {items[-1]}"
        return format_list(items, locale=self.locale)

    def alternatives(self, items: Iterable[str]) -> str:
        """``items`` as alternatives in this language ("A, B or C", "A, B ou C";
        in the pseudo-language "A, B / C", so that no English word shows)."""
        items = list(items)
        if self.code == PSEUDO and len(items) > 1:
            return f"{', '.join(items[:-1])} / {items[-1]}"
        return format_list(items, style="or", locale=self.locale)


def load_language(code: str, root: Path | None = None) -> tuple[Language, list[str]]:
    """Language ``code`` with its catalog, and warnings in words. English, a
    language with no catalog and a catalog that cannot be read are English
    (the last two with a warning); each keeps the numbers it writes
    (:class:`Written`); never raises."""
    if code == SOURCE:
        return Language(written=Written()), []
    path = catalog_file(code, root)
    if not path.is_file():
        return Language(written=Written()), [f"There is no {code} translation; the app speaks English."]
    try:
        return Language(code, read_catalog(path), Written()), []
    except (OSError, ValueError, PoFileError) as exc:
        return (Language(written=Written()),
                [f"The {code} translation could not be read ({exc}); the app speaks English."])
