"""Layout modules take sizes and public facts, never a table.

Every game's ``layout`` module (and the gin family's shared rows) is read
as source: no function of it takes a parameter named ``table`` or typed as
a table, and it imports no table module. A layout is pure geometry: window
and card sizes and the public facts of the hand in, places out."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import fanucci_desktop.ui.tables as tables

ROOT = Path(tables.__file__).parent
LAYOUTS = sorted(ROOT.glob("*/layout.py"))
#: A type naming a table: Table, GinRummyTable, GinFamilyTable.
TABLE_TYPE = re.compile(r"\b\w*Table(Parts)?\b")


def table_uses(path: Path) -> list[str]:
    """Where ``path``'s functions take a table or the module imports one."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            for arg in node.args.args + node.args.kwonlyargs:
                note = ast.unparse(arg.annotation) if arg.annotation is not None else ""
                if arg.arg == "table" or TABLE_TYPE.search(note):
                    found.append(f"{node.name}({arg.arg}: {note or '?'})")
        elif isinstance(node, ast.ImportFrom):
            module = node.module or ""
            if module.split(".")[-1] in ("table", "base") or \
                    any(TABLE_TYPE.fullmatch(alias.name) for alias in node.names):
                found.append(f"imports {module}")
    return found


def test_every_game_has_a_layout_module():
    assert {p.parent.name for p in LAYOUTS} >= {"gin_rummy", "fan_rummy", "flathead_rummy",
                                               "fortune_rummy", "trophy_case", "gin_family"}


def test_the_check_sees_a_layout_that_takes_a_table(tmp_path):
    bad = tmp_path / "layout.py"
    bad.write_text('def place(table: "GinRummyTable", view):\n    return table.size\n')
    assert table_uses(bad) == ["place(table: 'GinRummyTable')"]


def test_no_layout_takes_a_table():
    uses = {str(p.relative_to(ROOT)): found for p in LAYOUTS if (found := table_uses(p))}
    assert uses == {}
