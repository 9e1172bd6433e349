"""The package's import graph has no cycles, and the engine's reading half imports without torch.

The graph holds every `import` and `from ... import` inside mlm_lab, top-level and inside
functions alike (a function-level import that closes a cycle is a cycle postponed, not
removed); only imports under `if TYPE_CHECKING:` are left out, since they never run.
`from pkg import name` counts as importing pkg.name when that is a module, else pkg.
"""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "mlm_lab"


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts = parts[:-1]
    return ".".join(parts)


def _is_type_checking(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def _imports(tree: ast.AST, module: str, is_package: bool, known: set[str]) -> set[str]:
    found: set[str] = set()

    def visit(node: ast.AST) -> None:
        if isinstance(node, ast.If) and _is_type_checking(node):
            for child in node.orelse:
                visit(child)
            return
        if isinstance(node, ast.Import):
            for alias in node.names:
                found.add(alias.name)
        elif isinstance(node, ast.ImportFrom):
            if node.level:  # relative: resolve against this module's package
                base = module.split(".") if is_package else module.split(".")[:-1]
                base = base[: len(base) - (node.level - 1)]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            found.add(target)
            for alias in node.names:
                if f"{target}.{alias.name}" in known:
                    found.add(f"{target}.{alias.name}")
        for child in ast.iter_child_nodes(node):
            visit(child)

    visit(tree)
    return {name for name in found if name in known and name != module}


def import_graph() -> dict[str, set[str]]:
    files = {_module_name(p): p for p in PACKAGE.rglob("*.py")}
    known = set(files)
    return {name: _imports(ast.parse(path.read_text(encoding="utf-8")), name, path.name == "__init__.py", known)
            for name, path in files.items()}


def find_cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """One cycle per strongly connected component of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    components: list[list[str]] = []
    counter = [0]

    def connect(v: str) -> None:
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph.get(v, ())):
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
                components.append(sorted(component))

    sys.setrecursionlimit(max(10_000, sys.getrecursionlimit()))
    for v in sorted(graph):
        if v not in index:
            connect(v)
    return components


def test_the_cycle_finder_finds_a_cycle():
    assert find_cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert find_cycles({"a": {"b"}, "b": set()}) == []


def test_the_graph_sees_function_level_imports():
    tree = ast.parse("def f():\n    from mlm_lab.b import x\nif TYPE_CHECKING:\n    import mlm_lab.c\n")
    assert _imports(tree, "mlm_lab.a", False, {"mlm_lab.a", "mlm_lab.b", "mlm_lab.c"}) == {"mlm_lab.b"}


def test_mlm_lab_has_no_import_cycles():
    graph = import_graph()
    assert "mlm_lab.training.trainer" in graph and graph["mlm_lab.training.trainer"]
    cycles = find_cycles(graph)
    assert cycles == [], "import cycles: " + "; ".join(" <-> ".join(c) for c in cycles)


def test_the_engine_reading_half_imports_without_torch():
    code = """
import sys
import mlm_lab.training
from mlm_lab.training import (TrainConfig, RunInfo, list_runs, load_metrics, newest_checkpoint, default_runs_dir,
                              Started, Metrics, Snapshot, Status, Log)
from mlm_lab.training.runs import process_alive, list_checkpoints
from mlm_lab.training.events import EventCallback, event_from_dict
from mlm_lab.training.config import PRESET_DEFAULTS
from mlm_lab.training.worker import start_worker  # the app starts runs from its GUI thread
import mlm_lab.app.training.bridge, mlm_lab.app.window.model_sources
TrainConfig(task="text", objective="clm").to_dict()
assert 'torch' not in sys.modules, sorted(m for m in sys.modules if m.startswith('mlm_lab'))
print("ok")
"""
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0 and out.stdout.strip() == "ok", out.stderr


# A private name the study work (mlm_lab/cli/study.py, in progress elsewhere) still imports under its old
# name; mlm_lab.training.runs keeps `_safe_name` as an alias of `safe_name` until that caller moves.
OLD_NAMES_STILL_USED = {("mlm_lab.cli.study", "mlm_lab.training.runs", "_safe_name")}


def _is_private(name: str) -> bool:
    return name.startswith("_") and not name.startswith("__")


def private_imports(tree: ast.AST, module: str, is_package: bool) -> list[tuple[str, str, int]]:
    """(the module imported from, the private name, the line) for every `from mlm_lab.x import _y`
    and every import of a module whose dotted name has a `_private` part, anywhere in the file."""
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            target = _resolved(node, module, is_package)
            if not target.startswith("mlm_lab"):
                continue
            found += [(target, alias.name, node.lineno) for alias in node.names if _is_private(alias.name)]
            found += [(target, part, node.lineno) for part in target.split(".") if _is_private(part)]
        elif isinstance(node, ast.Import):
            found += [(alias.name, part, node.lineno) for alias in node.names if alias.name.startswith("mlm_lab")
                      for part in alias.name.split(".") if _is_private(part)]
    return found


def _resolved(node: ast.ImportFrom, module: str, is_package: bool) -> str:
    if not node.level:
        return node.module or ""
    base = module.split(".") if is_package else module.split(".")[:-1]
    base = base[: len(base) - (node.level - 1)]
    return ".".join(base + ([node.module] if node.module else []))


def test_the_command_lines_parser_is_built_without_torch():
    """`mlm-lab --version` and `--help` build every subcommand's parser; their defaults and choices
    come from torch-free modules (generation.settings, explain.results, bounds), so a start that
    runs nothing never waits for torch (2.7 s here before, 0.16 s after)."""
    code = """
import sys
from mlm_lab.cli import build_parser
from mlm_lab.generation import GenerationSettings
from mlm_lab.explain import TEXT_METHODS
build_parser().parse_args(["generate", "--remask", "0.2"])
GenerationSettings(remask=0.2).check()
assert 'torch' not in sys.modules, sorted(m for m in sys.modules if m.startswith('mlm_lab'))
print("ok")
"""
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0 and out.stdout.strip() == "ok", out.stderr


def test_the_private_name_finder_finds_them():
    tree = ast.parse("from mlm_lab.a import b, _c\ndef f():\n    from ._d import e\n    import mlm_lab._f\n"
                     "from os import _exit\n")
    assert private_imports(tree, "mlm_lab.g", False) == [
        ("mlm_lab.a", "_c", 1), ("mlm_lab._d", "_d", 3), ("mlm_lab._f", "_f", 4)]


def test_no_module_imports_a_private_name_of_another():
    found = []
    for path in PACKAGE.rglob("*.py"):
        module = _module_name(path)
        for target, name, line in private_imports(ast.parse(path.read_text(encoding="utf-8")), module,
                                                   path.name == "__init__.py"):
            if target != module and (module, target, name) not in OLD_NAMES_STILL_USED:
                found.append(f"{path.relative_to(ROOT)}:{line} imports {name} from {target}")
    assert found == [], "private names imported across modules (make them public, with a docstring):\n" + \
        "\n".join(sorted(found))


def test_nothing_imports_torchvision_as_pyproject_says():
    """pyproject.toml explains why torchvision is listed though no module imports it; a module that
    starts to use it (lazily: it costs about 1.6 s) changes that comment too."""
    users = []
    for path in PACKAGE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = [a.name for a in node.names] if isinstance(node, ast.Import) else \
                [node.module or ""] if isinstance(node, ast.ImportFrom) and not node.level else []
            users += [f"{path.relative_to(ROOT)}:{node.lineno}" for n in names if n.split(".")[0] == "torchvision"]
    assert users == [], users
    assert "nothing in mlm_lab imports it" in (ROOT / "pyproject.toml").read_text(encoding="utf-8")


# The rooms of docs/explanation/architecture.md, lowest first: a room imports rooms on its own level or
# below, never above (the cycle test above keeps a level's rooms from going round in a circle). A room
# is a package under mlm_lab (mlm_lab.training.*) or a top-level module (mlm_lab.errors); a new one gets
# its level here and a line on that page.
LEVELS = (
    ("mlm_lab", "errors", "atomic", "userfiles", "imaging", "csvfile", "bounds", "wording", "named_files",
     "resources", "lazy_exports", "metrics", "baselines", "mae_pixels", "syscheck", "ranges"),  # the foundations
    ("masking", "tokenization"),
    ("models", "data"),
    ("training", "inference"),
    ("features", "explain", "generation", "compare", "evaluation"),
    ("studies",),
    ("lab",),
    ("classroom", "export"),
    ("app",),  # the only room with Qt in it (tests/test_boundaries.py)
    ("cli", "__main__"),  # the command line, on top: it may open the window
)
LEVEL = {room: level for level, rooms in enumerate(LEVELS) for room in rooms}
# Inside mlm_lab.app, sub-packages only (a module beside mlm_lab/app/__init__.py has no room). The shared
# rooms, each with the only other rooms of the app it may import; the window and its parts stand on them.
APP_SHARED_ROOMS = {"qt": (), "i18n": (), "looks": ("qt", "i18n"), "jobs": ("qt", "i18n")}
APP_PARTS = ("window", "text", "image", "generate", "features", "training", "lessons", "classroom", "export",
             "compare")
# the parts of the window that the window composes and that never reach back up into it, and the shared
# rooms under them (compare, generate and lessons load models, read runs or open lessons through the window's
# modules: they are not here)
PARTS_BELOW_THE_WINDOW = ("text", "image", "features", "training", "export", "classroom", *APP_SHARED_ROOMS)


def room_of(module: str) -> str:
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else parts[0]


def test_every_room_has_a_level():
    assert {room_of(m) for m in import_graph()} <= set(LEVEL), sorted({room_of(m) for m in import_graph()} - set(LEVEL))


def upward_imports(graph: dict[str, set[str]]) -> list[str]:
    """Every import of a room on a higher level than the importer's ("a -> b"), sorted."""
    return sorted(f"{a} -> {b}" for a, targets in graph.items() for b in targets
                  if LEVEL.get(room_of(b), -1) > LEVEL.get(room_of(a), len(LEVELS)))


def test_a_room_imports_only_rooms_on_its_level_or_below():
    upward = upward_imports(import_graph())
    assert upward == [], "imports up the levels of docs/explanation/architecture.md:\n" + "\n".join(upward)


def test_only_the_entry_point_imports_the_command_line():
    callers = [f"{a} -> {b}" for a, targets in import_graph().items() for b in targets
               if room_of(b) == "cli" and room_of(a) not in ("cli", "__main__")]
    assert callers == [], callers


def test_the_windows_parts_never_import_the_window():
    graph = import_graph()
    up = [f"{a} -> {b}" for a, targets in graph.items() for b in targets if b.startswith("mlm_lab.app.window")
          and any(a.startswith(f"mlm_lab.app.{part}") for part in PARTS_BELOW_THE_WINDOW)]
    assert up == [], up
    assert all(any(m.startswith(f"mlm_lab.app.{part}.") for m in graph) for part in PARTS_BELOW_THE_WINDOW)


def app_room_of(module: str) -> str | None:
    """The sub-package of mlm_lab.app a module is in (mlm_lab.app.qt.dialogs: "qt"); None outside it."""
    parts = module.split(".")
    return parts[2] if len(parts) > 2 and parts[:2] == ["mlm_lab", "app"] else None


def shared_room_breaches(graph: dict[str, set[str]]) -> list[str]:
    """Every import by a shared room of the app of another room of the app it may not import, sorted."""
    return sorted(f"{a} -> {b}" for a, targets in graph.items() for b in targets
                  if app_room_of(a) in APP_SHARED_ROOMS and app_room_of(b) not in (None, app_room_of(a))
                  and app_room_of(b) not in APP_SHARED_ROOMS[app_room_of(a)])


def test_the_apps_shared_rooms_import_only_the_rooms_below_them():
    breaches = shared_room_breaches(import_graph())
    assert breaches == [], "imports the shared rooms of mlm_lab.app may not make:\n" + "\n".join(breaches)


def test_the_shared_room_check_sees_a_breach():
    graph = {"mlm_lab.app.looks.plots": {"mlm_lab.app.i18n.languages", "mlm_lab.app.looks.style", "mlm_lab.app"},
             "mlm_lab.app.qt.dialogs": {"mlm_lab.app.looks.style", "mlm_lab.errors"},
             "mlm_lab.app.jobs.inference_worker": {"mlm_lab.app.window.main"}}
    assert shared_room_breaches(graph) == ["mlm_lab.app.jobs.inference_worker -> mlm_lab.app.window.main",
                                           "mlm_lab.app.qt.dialogs -> mlm_lab.app.looks.style"]


def test_the_app_holds_its_rooms_and_no_loose_module():
    """mlm_lab/app/ holds __init__.py and sub-packages, each a shared room or a part named above and on
    docs/explanation/architecture.md (issue 42 item 5: a module is kept in the room of its role)."""
    app = PACKAGE / "app"
    loose = sorted(p.name for p in app.iterdir() if p.is_file() and p.suffix == ".py" and p.name != "__init__.py")
    assert loose == [], f"modules loose in mlm_lab/app/ (put each in the sub-package of its role): {loose}"
    folders = {p.name for p in app.iterdir() if p.is_dir() and p.name != "__pycache__" and any(p.rglob("*.py"))}
    rooms = set(APP_SHARED_ROOMS) | set(APP_PARTS)
    assert folders == rooms, (sorted(folders - rooms), sorted(rooms - folders))
    assert all((app / room / "__init__.py").is_file() for room in rooms)
    page = (ROOT / "docs" / "explanation" / "architecture.md").read_text(encoding="utf-8")
    assert [room for room in sorted(rooms) if f"`{room}/`" not in page] == []


def test_the_level_check_sees_an_import_up_the_levels():
    graph = {"mlm_lab.training.runs": {"mlm_lab.errors", "mlm_lab.lab.document"},
             "mlm_lab.app.window.main": {"mlm_lab.training.runs"}, "mlm_lab.masking.text": {"mlm_lab.masking"}}
    assert upward_imports(graph) == ["mlm_lab.training.runs -> mlm_lab.lab.document"]


def test_the_module_length_warning_names_each_long_module(tmp_path):
    """scripts/module_sizes.py: the soft warning at 600 lines (DESIGN.md) finds what it should."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("module_sizes", ROOT / "scripts" / "module_sizes.py")
    sizes = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(sizes)
    (tmp_path / "pkg").mkdir()
    (tmp_path / "pkg" / "long.py").write_text("x = 1\n" * 601)
    (tmp_path / "short.py").write_text("x = 1\n" * 600)
    assert sizes.long_modules(tmp_path) == [(601, str(Path("pkg") / "long.py"))]
    assert all(n > sizes.SOFT_LIMIT for n, _ in sizes.long_modules())
