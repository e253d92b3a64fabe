"""The command line. With no command it starts the game; each command lives
in its own module under ``fanucci_desktop.commands`` and is imported only when
it runs, so ``--version`` and the engine commands never load pygame. The
speech package is loaded only to read a ``--speech`` given, and the
translations only to read a ``--language`` or to print ``--help``: the
window of a plain start comes first (see :mod:`.launch`). The help is in
the ``--language`` given, else the system's."""

from __future__ import annotations

import argparse
import importlib
import sys
from typing import TYPE_CHECKING, Sequence

from . import __version__
if TYPE_CHECKING:
    from .i18n import Language
    from .speech import SpeechSwitch


def N_(message: str) -> str:
    """Marks a help text for extraction (``pybabel extract``); :func:`build_parser`
    translates it. (Kept here so that a command needs no translation loaded.)"""
    return message


#: Command name -> (module, one-line help). Each module defines
#: ``add_arguments(parser)`` and ``run(args) -> int`` (the exit code).
COMMANDS: dict[str, tuple[str, str]] = {
    "simulate": ("fanucci_desktop.commands.simulate",
                 N_("play AI against AI with no window and print the results as JSON")),
    "ladder": ("fanucci_desktop.commands.ladder",
               N_("measure one AI level against another on duplicate deals, with intervals")),
    "selftest": ("fanucci_desktop.commands.selftest",
                 N_("drive every scene and play every game with no window; exit 0 if all held")),
    "screenshots": ("fanucci_desktop.commands.screenshots",
                    N_("write PNG screenshots of every screen to a folder")),
    "bench": ("fanucci_desktop.commands.bench",
              N_("measure start-up time, frame times and memory; print one JSON line")),
    "soak": ("fanucci_desktop.commands.soak",
             N_("play all-AI matches in real time for a long while; print memory every minute")),
    "monkey": ("fanucci_desktop.commands.monkey",
               N_("send random input to the real app with no window and check invariants")),
    "serve": ("fanucci_desktop.commands.serve",
              N_("host a match with no window for friends who join from their own machines")),
    "join": ("fanucci_desktop.commands.join",
             N_("take a seat of a hosted match with no window and play it at random")),
}


def speech_switch(text: str) -> SpeechSwitch:
    """``--speech``'s value (argparse reports a bad one in words)."""
    from .speech import SpeechSwitch
    try:
        return SpeechSwitch.parse(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def language_code(text: str) -> str:
    """``--language``'s value (argparse reports a bad one in words)."""
    from .i18n import language_argument
    return language_argument(text)


def help_language(args: Sequence[str]) -> Language:
    """The language ``--help`` speaks: the ``--language`` in ``args``, else the system's."""
    from .i18n import available_languages, check_code, load_language, system_language
    given = next((v.partition("=")[2] or (args[i + 1] if i + 1 < len(args) else "")
                  for i, v in enumerate(args) if v.split("=")[0] == "--language"), "")
    try:
        code = check_code(given) or system_language(available_languages())
    except ValueError:
        code = "en"
    return load_language(code)[0]


def build_parser(command: str | None = None, described: bool = True,
                 language: Language | None = None) -> argparse.ArgumentParser:
    """The parser; only ``command``'s module is imported to add its arguments.
    ``described`` gives it the description ``--help`` prints, which names
    every game of the catalogue: False spares a start the games' import
    before its window shows (the description is only read by ``--help``).
    ``language`` translates the help (None: English)."""
    gettext = language.gettext if language is not None else (lambda text, **names: text.format(**names))
    description = None
    if described:
        from .games import GAMES
        from .words import listed
        names = [info.name for info in GAMES]
        description = gettext("Fanucci Desktop: {games}.",
                          games=language.listed(names) if language is not None else listed(names))
    parser = argparse.ArgumentParser(prog="fanucci-desktop", description=description)
    parser.add_argument("--version", action="version", version=f"fanucci-desktop {__version__}")
    parser.add_argument("--exit-after-frames", type=int, metavar="N", default=None,
                        help=gettext("run the game for N frames, then exit 0 (for smoke tests)"))
    parser.add_argument("--speech", type=speech_switch, metavar="off|on|transcript:FILE", default=None,
                        help=gettext("speak the game (on), keep quiet (off), or write every utterance as a "
                                 "line of FILE instead of speaking (default: as the settings say)"))
    parser.add_argument("--language", type=language_code, metavar="CODE", default=None,
                        help=gettext("the language to speak, such as de or pt_BR (default: as the "
                                 "settings say, else the system's language)"))
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name, (module, help_text) in COMMANDS.items():
        cmd = sub.add_parser(name, help=gettext(help_text), description=gettext(help_text))
        if name == command:
            importlib.import_module(module).add_arguments(cmd)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the process exit code."""
    args_in = list(sys.argv[1:] if argv is None else argv)
    command = next((a for a in args_in if a in COMMANDS), None)
    asks_help = any(a in ("-h", "--help") for a in args_in)
    language = help_language(args_in) if asks_help else None
    args = build_parser(command, described=asks_help, language=language).parse_args(args_in)
    if args.command is None:
        from .launch import run_app
        return run_app(args)
    return importlib.import_module(COMMANDS[args.command][0]).run(args)
