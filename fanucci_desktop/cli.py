"""The command line. With no command it starts the game; each command lives
in its own module and is imported only when asked for, so ``--version`` and
the engine commands never load pygame."""

from __future__ import annotations

import argparse
import importlib
import sys
from typing import Sequence

from . import __version__

#: Command name -> (module, one-line help). Each module has
#: ``add_arguments(parser)`` and ``run(args) -> int``.
COMMANDS: dict[str, tuple[str, str]] = {}


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="fanucci-desktop",
        description="Fanucci Desktop: Flathead Rummy, Trophy Case, Fortune Rummy and Fan Rummy.")
    parser.add_argument("--version", action="version", version=f"fanucci-desktop {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name, (module, help_text) in COMMANDS.items():
        cmd = sub.add_parser(name, help=help_text, description=help_text)
        importlib.import_module(module).add_arguments(cmd)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the process exit code."""
    parser = build_parser()
    args = parser.parse_args(sys.argv[1:] if argv is None else argv)
    if args.command is None:
        from .app import run_app
        return run_app(args)
    return importlib.import_module(COMMANDS[args.command][0]).run(args)
