"""The translations' catalogs: the template, each language's ``.po`` and the
pseudo-language, made from the sources.

    python tools/catalogs.py            # extract, update every .po, remake qps
    python tools/catalogs.py --check    # exit 1 if any of them is not current

1. The template ``locale/fanucci.pot`` is what ``pybabel extract -F
   babel.cfg`` finds (Babel's own extraction, through its API, with the
   mapping file).
2. Each ``locale/<code>/LC_MESSAGES/fanucci.po`` is updated from it as
   ``pybabel update`` does: a new message comes in untranslated, a changed
   one fuzzy, a gone one is kept as obsolete; what translators wrote stays.
3. The pseudo-language ``qps`` (:func:`pseudo`) is made anew from the
   template: every letter accented, each message about 40 % longer and in
   brackets, placeholders kept, so a screen in it shows at once any text
   that escaped translation and any layout too tight for a longer language.
"""

from __future__ import annotations

import argparse
import io
import re
import sys
from datetime import datetime, timezone
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import DEFAULT_KEYWORDS, extract_from_dir
from babel.messages.frontend import parse_mapping_cfg
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parent.parent
LOCALE = ROOT / "locale"
TEMPLATE = LOCALE / "fanucci.pot"
PSEUDO = "qps"
#: A fixed date in the headers, so that making the catalogs twice gives the same files.
STAMP = datetime(2026, 1, 1, tzinfo=timezone.utc)
#: Letters of the pseudo-language: each ASCII letter and an accented one (or
#: one of another script where the app's font has no accented form: b, m).
ACCENTED = dict(zip("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
                    "áьćďéƒĝĥíĵķĺмńóþqŕśţúvŵxýźÁßĆĎÉFĜĤÍĴĶĹMŃÓPQŔŚŢÚVŴXÝŹ"))
#: What stays as written in a message: placeholders ({n}, {game}).
PLACEHOLDER = re.compile(r"\{[^{}]*\}")
#: Babel's keywords, ``NP_`` (a context and a message kept in a table:
#: ``pybabel extract -k NP_:1c,2``) and ``NN_`` (a plural message kept:
#: ``-k NN_:1,2``).
KEYWORDS = {**DEFAULT_KEYWORDS, "NP_": ((1, "c"), 2), "NN_": (1, 2)}


def extract() -> Catalog:
    """The template: every message in the sources, by babel.cfg."""
    with (ROOT / "babel.cfg").open(encoding="utf-8") as handle:
        method_map, options_map = parse_mapping_cfg(handle)
    catalog = Catalog(project="Fanucci Desktop", charset="utf-8", creation_date=STAMP,
                      revision_date=STAMP, fuzzy=False)
    for filename, lineno, message, comments, context in extract_from_dir(
            str(ROOT), method_map, options_map, keywords=KEYWORDS, strip_comment_tags=True):
        catalog.add(message, None, [(filename, lineno)], auto_comments=comments, context=context)
    return catalog


def text_of(catalog: Catalog) -> str:
    """``catalog`` as the text of its .po file (no line numbers: a file
    changed elsewhere does not change the catalogs)."""
    out = io.BytesIO()
    write_po(out, catalog, width=100, include_lineno=False, sort_output=True)
    lines = out.getvalue().decode("utf-8").splitlines(keepends=True)
    return "".join(line for line in lines if not line.startswith('"Generated-By:'))


def stretch(text: str) -> str:
    """One English text in the pseudo-language: letters accented, about 40 %
    longer, in brackets; placeholders untouched."""
    pieces, at = [], 0
    for match in PLACEHOLDER.finditer(text):
        pieces.append("".join(ACCENTED.get(c, c) for c in text[at:match.start()]))
        pieces.append(match.group())
        at = match.end()
    pieces.append("".join(ACCENTED.get(c, c) for c in text[at:]))
    letters = sum(c.isalpha() for c in PLACEHOLDER.sub("", text))
    return "[" + "".join(pieces) + " " + "·" * max(1, round(letters * 0.4) - 3) + "]"


def pseudo(template: Catalog) -> Catalog:
    """The pseudo-language's catalog, every message of ``template`` stretched."""
    catalog = Catalog(project="Fanucci Desktop", charset="utf-8", creation_date=STAMP,
                      revision_date=STAMP, fuzzy=False)
    for message in template:
        if not message.id:
            continue
        if message.pluralizable:
            string = tuple(stretch(m) for m in message.id)
        else:
            string = stretch(message.id)
        catalog.add(message.id, string, context=message.context)
    # English's plural rule, given as a header (the catalog has no locale of Babel's).
    catalog.mime_headers = [("Plural-Forms", "nplurals=2; plural=(n != 1);")]
    return catalog


def updated(path: Path, template: Catalog) -> str:
    """The text of the .po at ``path`` brought up to ``template``."""
    with path.open("rb") as handle:
        catalog = read_po(handle)
    catalog.update(template, update_header_comment=False)
    catalog.revision_date = STAMP
    return text_of(catalog)


def wanted() -> dict[Path, str]:
    """Every catalog file and the text it should hold."""
    template = extract()
    files = {TEMPLATE: text_of(template),
             LOCALE / PSEUDO / "LC_MESSAGES" / "fanucci.po": text_of(pseudo(template))}
    for po in sorted(LOCALE.glob("*/LC_MESSAGES/fanucci.po")):
        if po.parent.parent.name != PSEUDO:
            files[po] = updated(po, template)
    return files


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="change nothing; exit 1 if a file is not current")
    args = parser.parse_args(argv)
    stale = []
    for path, text in wanted().items():
        if not path.is_file() or path.read_text(encoding="utf-8") != text:
            stale.append(path.relative_to(ROOT))
            if not args.check:
                path.parent.mkdir(parents=True, exist_ok=True)
                path.write_text(text, encoding="utf-8")
    for path in stale:
        print(f"{'not current' if args.check else 'wrote'}: {path}")
    return 1 if args.check and stale else 0


if __name__ == "__main__":
    sys.exit(main())
