"""The command line. With no command it starts the game; each command lives
in its own module under ``fanucci_desktop.commands`` and is imported only when
it runs, so ``--version`` and the engine commands never load pygame. The
speech package is loaded only to read a ``--speech`` given: the window of a
plain start comes first (see :mod:`.launch`)."""

from __future__ import annotations

import argparse
import importlib
import sys
from typing import TYPE_CHECKING, Sequence

from . import __version__
if TYPE_CHECKING:
    from .speech import SpeechSwitch

#: Command name -> (module, one-line help). Each module defines
#: ``add_arguments(parser)`` and ``run(args) -> int`` (the exit code).
COMMANDS: dict[str, tuple[str, str]] = {
    "simulate": ("fanucci_desktop.commands.simulate",
                 "play AI against AI with no window and print the results as JSON"),
    "ladder": ("fanucci_desktop.commands.ladder",
               "measure one AI level against another on duplicate deals, with intervals"),
    "selftest": ("fanucci_desktop.commands.selftest",
                 "drive every scene and play every game with no window; exit 0 if all held"),
    "screenshots": ("fanucci_desktop.commands.screenshots",
                    "write PNG screenshots of every screen to a folder"),
    "bench": ("fanucci_desktop.commands.bench",
              "measure start-up time, frame times and memory; print one JSON line"),
    "soak": ("fanucci_desktop.commands.soak",
             "play all-AI matches in real time for a long while; print memory every minute"),
    "monkey": ("fanucci_desktop.commands.monkey",
               "send random input to the real app with no window and check invariants"),
    "serve": ("fanucci_desktop.commands.serve",
              "host a match with no window for friends who join from their own machines"),
    "join": ("fanucci_desktop.commands.join",
             "take a seat of a hosted match with no window and play it at random"),
}


def speech_switch(text: str) -> SpeechSwitch:
    """``--speech``'s value (argparse reports a bad one in words)."""
    from .speech import SpeechSwitch
    try:
        return SpeechSwitch.parse(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def build_parser(command: str | None = None, described: bool = True) -> argparse.ArgumentParser:
    """The parser; only ``command``'s module is imported to add its arguments.
    ``described`` gives it the description ``--help`` prints, which names
    every game of the catalogue: False spares a start the games' import
    before its window shows (the description is only read by ``--help``)."""
    description = None
    if described:
        from .games import GAMES
        from .words import listed
        description = f"Fanucci Desktop: {listed([info.name for info in GAMES])}."
    parser = argparse.ArgumentParser(prog="fanucci-desktop", description=description)
    parser.add_argument("--version", action="version", version=f"fanucci-desktop {__version__}")
    parser.add_argument("--exit-after-frames", type=int, metavar="N", default=None,
                        help="run the game for N frames, then exit 0 (for smoke tests)")
    parser.add_argument("--speech", type=speech_switch, metavar="off|on|transcript:FILE", default=None,
                        help="speak the game (on), keep quiet (off), or write every utterance as a line "
                             "of FILE instead of speaking (default: as the settings say)")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name, (module, help_text) in COMMANDS.items():
        cmd = sub.add_parser(name, help=help_text, description=help_text)
        if name == command:
            importlib.import_module(module).add_arguments(cmd)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the process exit code."""
    args_in = list(sys.argv[1:] if argv is None else argv)
    command = next((a for a in args_in if a in COMMANDS), None)
    asks_help = any(a in ("-h", "--help") for a in args_in)
    args = build_parser(command, described=asks_help).parse_args(args_in)
    if args.command is None:
        from .launch import run_app
        return run_app(args)
    return importlib.import_module(COMMANDS[args.command][0]).run(args)
