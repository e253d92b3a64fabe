"""The package's shape: no import cycles, imports at the top of modules,
scenes that reach each other only through the navigator.

The import graph is read from the source (``ast``), so it sees every import a
module can run: those at the top, those inside functions, and modules loaded
by name with ``importlib.import_module``. Only imports under
``if TYPE_CHECKING:`` are left out: they never run.
"""

from __future__ import annotations

import ast
import importlib
from pathlib import Path

import fanucci_desktop
from fanucci_desktop.cli import COMMANDS
from fanucci_desktop.games import GAMES, RECORDS, record
from fanucci_desktop.ui.tables import table_class
from fanucci_desktop.ui.tables.base import Table

PACKAGE = Path(fanucci_desktop.__file__).parent
ROOT = PACKAGE.name

#: The only modules allowed project imports inside functions: the command line
#: loads the chosen command (or the app) when it runs, so that ``--version``
#: and the engine commands never load pygame; the launcher loads the app once
#: the window shows, so that the window appears before the games are loaded;
#: the navigator loads a screen when it is first opened, so that the menu
#: shows before the tables and the AI are loaded.
LAZY_LOADERS = {f"{ROOT}.cli", f"{ROOT}.launch", f"{ROOT}.ui.navigator"}


def module_names() -> dict[str, Path]:
    names = {}
    for path in PACKAGE.rglob("*.py"):
        parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        names[".".join(parts)] = path
    return names


MODULES = module_names()


def loaded_by_name(module: str) -> set[str]:
    """What a module that calls ``import_module`` can load: each registry's
    entries, read from the registry itself. A new loader must be added here."""
    known = {
        f"{ROOT}.ai.factory": {f"{ROOT}.ai.{r.knowledge}" for r in RECORDS if r.knowledge},
        f"{ROOT}.ui.tables": {f"{ROOT}.ui.tables.{r.table}.table" for r in RECORDS if r.table},
        f"{ROOT}.cli": {target for target, _help in COMMANDS.values()},
    }
    assert module in known, f"{module} loads modules by name: say which in loaded_by_name()"
    return {m for m in known[module] if m in MODULES}


def is_type_checking(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def resolve(module: str, is_package: bool, node: ast.ImportFrom) -> str:
    if not node.level:
        return node.module or ""
    base = module.split(".")
    if not is_package:
        base.pop()
    base = base[:len(base) - (node.level - 1)]
    return ".".join(base + ([node.module] if node.module else []))


def imports_of(module: str, type_only: bool = False) -> tuple[set[str], set[str]]:
    """(every project module ``module`` imports, those imported inside functions);
    with ``type_only``, those imported under ``if TYPE_CHECKING:`` count too."""
    path = MODULES[module]
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found: set[str] = set()
    local: set[str] = set()

    def visit(node: ast.AST, in_function: bool) -> None:
        if isinstance(node, ast.If) and is_type_checking(node) and not type_only:
            for child in node.orelse:
                visit(child, in_function)
            return
        targets: set[str] = set()
        if isinstance(node, ast.Import):
            targets = {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom):
            base = resolve(module, path.name == "__init__.py", node)
            targets = {f"{base}.{a.name}" if f"{base}.{a.name}" in MODULES else base
                       for a in node.names}
        elif isinstance(node, ast.Call) and getattr(node.func, "attr", getattr(node.func, "id", "")) \
                == "import_module":
            targets = loaded_by_name(module)
        targets = {t for t in targets if t == ROOT or t.startswith(ROOT + ".")}
        found.update(targets)
        if in_function and not isinstance(node, ast.Call):
            local.update(targets)
        inner = in_function or isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda))
        for child in ast.iter_child_nodes(node):
            visit(child, inner)

    visit(tree, False)
    found.discard(module)
    return found, local


GRAPH = {m: imports_of(m) for m in MODULES}


def strongly_connected(graph: dict[str, set[str]]) -> list[list[str]]:
    """Tarjan's components of ``graph`` with more than one module."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def connect(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                connect(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for v in sorted(graph):
        if v not in index:
            connect(v)
    return found


def test_the_package_has_no_import_cycle():
    graph = {m: {t for t in found if t in MODULES} for m, (found, _local) in GRAPH.items()}
    cycles = strongly_connected(graph)
    assert not cycles, "import cycles:\n" + "\n".join(
        " ".join(f"{m} -> {sorted(graph[m] & set(c))}" for m in c) for c in cycles)


def test_the_cycle_finder_finds_a_cycle_through_three_modules():
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a", "d"}, "d": set()}
    assert strongly_connected(graph) == [["a", "b", "c"]]


def test_project_imports_inside_functions_are_only_the_lazy_command_loader():
    local = {m: sorted(inner) for m, (_found, inner) in GRAPH.items() if inner}
    assert set(local) <= LAZY_LOADERS, local


#: The modules under ui/scenes/ that hold no scene, which any screen may import:
#: the words and fans every screen uses, and the menu's tile widget.
NOT_SCENES = ("common", "game_tile")


def test_scenes_reach_each_other_only_through_the_navigator():
    scenes = f"{ROOT}.ui.scenes."
    shared = {scenes + name for name in NOT_SCENES}
    for module, (found, _local) in GRAPH.items():
        if module.startswith(scenes) or module.startswith(f"{ROOT}.ui.tables"):
            leaks = sorted(t for t in found if t.startswith(scenes) and t not in shared)
            assert not leaks, f"{module} imports scene modules {leaks}; use app.nav"


# The table layer ----------------------------------------------------------------------------
#: The modules of every game's table package (ui/tables/<game>/).
TABLE_PACKAGE = {"__init__", "table", "layout", "paint", "words", "facts"}
#: The framework's packages beside the game tables: the shared parts, the gin
#: family's shared table and the frame machinery.
FRAMEWORK_PACKAGES = {"parts", "gin_family", "frame"}
#: The longest a module may be.
MAX_LINES = 600


def test_no_module_is_longer_than_the_limit():
    long = {name: n for name, path in MODULES.items()
            if (n := len(path.read_text(encoding="utf-8").splitlines())) > MAX_LINES}
    assert not long, f"split these modules (over {MAX_LINES} lines): {long}"


def test_every_game_table_package_has_the_same_modules():
    """A table package belongs to a game whose record names it; a game whose
    record names none is played on the generic table."""
    tables = PACKAGE / "ui" / "tables"
    packages = sorted(p for p in tables.iterdir()
                      if (p / "__init__.py").exists() and p.name not in FRAMEWORK_PACKAGES)
    assert {p.name for p in packages} <= {r.table for r in RECORDS}
    for package in packages:
        assert {p.stem for p in package.glob("*.py")} == TABLE_PACKAGE, package.name


def test_nothing_in_the_ui_wraps_the_methods_of_a_subclass():
    for name, path in MODULES.items():
        if name.startswith(f"{ROOT}.ui"):
            assert "__init_subclass__" not in path.read_text(encoding="utf-8"), name


def test_no_game_table_overrides_a_private_method_of_the_framework():
    framework = {n for cls in Table.__mro__ for n in vars(cls)
                 if n.startswith("_") and not n.startswith("__")}
    tables = PACKAGE / "ui" / "tables"
    for info in GAMES:
        cls = table_class(info.id)
        package = record(info.id).table
        assert cls is Table if package is None else (tables / package / "table.py").is_file(), info.id
        own = {n for klass in cls.__mro__ if klass not in Table.__mro__ for n in vars(klass)}
        assert not own & framework, (info.id, own & framework)


# Parts, not bases ----------------------------------------------------------------------------
#: The most project classes a table class may have above it (``GinRummyTable`` ->
#: ``GinFamilyTable`` -> ``Table`` -> ``Scene``).
MAX_TABLE_ANCESTORS = 3


def ui_classes() -> list[type]:
    """Every class defined in a module of ``fanucci_desktop.ui`` (each module imported)."""
    found = []
    for name in sorted(MODULES):
        if name == f"{ROOT}.ui" or name.startswith(f"{ROOT}.ui."):
            module = importlib.import_module(name)
            found += [c for c in vars(module).values()
                      if isinstance(c, type) and c.__module__ == name]
    return found


def project_bases(cls: type) -> list[type]:
    return [b for b in cls.__bases__ if b.__module__.split(".")[0] == ROOT]


def project_ancestors(cls: type) -> list[type]:
    return [c for c in cls.__mro__[1:] if c.__module__.split(".")[0] == ROOT]


def test_no_ui_class_has_two_project_bases_a_class_holds_its_parts():
    mixed = {f"{c.__module__}.{c.__qualname__}": [b.__name__ for b in project_bases(c)]
             for c in ui_classes() if len(project_bases(c)) >= 2}
    assert not mixed, f"give these their parts as objects, not as bases: {mixed}"


def test_no_table_class_has_more_than_three_project_classes_above_it():
    tables = [c for c in ui_classes() if issubclass(c, Table)]
    assert {table_class(info.id) for info in GAMES} <= set(tables)
    deep = {c.__qualname__: [a.__name__ for a in project_ancestors(c)] for c in tables
            if len(project_ancestors(c)) > MAX_TABLE_ANCESTORS}
    assert not deep, f"tables with more than {MAX_TABLE_ANCESTORS} project classes above them: {deep}"


def test_the_class_checks_see_a_mixin_and_a_deep_table():
    class Mixin:
        pass

    Mixin.__module__ = f"{ROOT}.ui.example"

    class Mixed(Mixin, Table):
        pass

    Mixed.__module__ = f"{ROOT}.ui.example"

    class Deeper(Mixed):
        pass

    assert [b.__name__ for b in project_bases(Mixed)] == ["Mixin", "Table"]
    assert [a.__name__ for a in project_ancestors(Deeper)] == ["Mixed", "Mixin", "Table", "Scene"]
    assert len(project_ancestors(Deeper)) > MAX_TABLE_ANCESTORS


# A table's modules -----------------------------------------------------------------------------
TABLES = f"{ROOT}.ui.tables"


def table_families() -> dict[str, set[str]]:
    """The modules of each game's table package and of the gin family's shared table."""
    families: dict[str, set[str]] = {}
    for name in MODULES:
        parts = name.split(".")
        if name.startswith(TABLES + ".") and len(parts) > 4 and parts[3] not in {"parts", "frame"}:
            families.setdefault(parts[3], set()).add(name)
    return families


def circles_within(families: dict[str, set[str]], imports: dict[str, set[str]]) -> list[list[str]]:
    """The import circles among the modules of each family, the gin family's
    shared table and a gin game's package counted as one."""
    gin = families.get("gin_family", set())
    found = []
    for name, members in sorted(families.items()):
        nodes = members | gin
        found += [c for c in strongly_connected({m: imports.get(m, set()) & nodes for m in nodes})
                  if c not in found]
    return found


def test_no_import_circle_among_a_tables_modules_type_only_imports_included():
    imports = {m: imports_of(m, type_only=True)[0] for m in MODULES}
    families = table_families()
    assert {"gin_family", "gin_rummy", "flathead_rummy", "trophy_case"} <= set(families)
    circles = circles_within(families, imports)
    assert not circles, f"a table's modules import each other in a circle: {circles}"


def test_the_circle_check_sees_a_painter_that_imports_its_table_for_its_type():
    families = {"toy": {"t.table", "t.paint", "t.words"}}
    imports = {"t.table": {"t.paint", "t.words"}, "t.paint": set(), "t.words": set()}
    assert circles_within(families, imports) == []
    imports["t.paint"] = {"t.table"}       # from .table import ToyTable, under TYPE_CHECKING
    assert circles_within(families, imports) == [["t.paint", "t.table"]]


def test_type_only_imports_count_for_a_tables_circles():
    """The gin family's painter imports its view for its type only, and that import is seen."""
    module = f"{TABLES}.gin_family.paint"
    assert f"{TABLES}.gin_family.shows" in imports_of(module, type_only=True)[0]
    assert f"{TABLES}.gin_family.shows" not in imports_of(module)[0]


def private_reads(source: str) -> list[str]:
    """Where ``source`` reads a private member (``x._name``) of anything but
    its own object (``self``, ``cls``): another object's private state."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Attribute) and node.attr.startswith("_") and not node.attr.startswith("__"):
            if not (isinstance(node.value, ast.Name) and node.value.id in ("self", "cls")):
                found.append(f"{node.lineno}: {ast.unparse(node)}")
    return found


def test_no_table_module_reads_a_private_member_of_another_object():
    reads = {str(path.relative_to(PACKAGE)): found for name, path in sorted(MODULES.items())
             if name.startswith(TABLES) and (found := private_reads(path.read_text(encoding="utf-8")))}
    assert not reads, f"make these public on the table view or a named part: {reads}"


def test_the_private_read_check_sees_a_painter_reaching_into_its_table():
    assert private_reads("def paint(self):\n    self._cache = 1\n    return self._cache\n") == []
    assert private_reads("def paint(self):\n    return self.table._legal\n") == ["2: self.table._legal"]
    assert private_reads("def f(table):\n    return table._chosen()\n") == ["2: table._chosen"]


# A smaller Table --------------------------------------------------------------------------------
#: The most methods (properties and hooks included) ``Table`` may define itself: what it
#: holds beyond that is a named object with one job (its parts, the turn flow, the sight,
#: the message line, the hand's arranger, the redraw).
MAX_TABLE_METHODS = 35
#: The longest ``ui/tables/base.py`` may be.
MAX_BASE_LINES = 450


def methods_of(source: str, name: str) -> list[str]:
    """The functions class ``name`` of ``source`` defines in its own body."""
    classes = [n for n in ast.parse(source).body if isinstance(n, ast.ClassDef) and n.name == name]
    assert len(classes) == 1, name
    return [n.name for n in classes[0].body if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))]


def test_table_has_at_most_35_methods_and_base_at_most_450_lines():
    path = MODULES[f"{TABLES}.base"]
    source = path.read_text(encoding="utf-8")
    methods = methods_of(source, "Table")
    assert len(methods) <= MAX_TABLE_METHODS, f"Table has {len(methods)} methods: {methods}"
    lines = len(source.splitlines())
    assert lines <= MAX_BASE_LINES, f"ui/tables/base.py has {lines} lines"


def test_the_method_count_sees_properties_and_setters():
    source = ("class Table:\n    @property\n    def a(self): ...\n    @a.setter\n    def a(self, v): ...\n"
              "    def b(self): ...\n    x = 1\n")
    assert methods_of(source, "Table") == ["a", "a", "b"]
