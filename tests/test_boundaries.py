"""The core (mlm_lab minus mlm_lab.app) never imports Qt, pyqtgraph or the app."""

import ast
import pathlib
import subprocess
import sys

import mlm_lab

ROOT = pathlib.Path(mlm_lab.__file__).parent
FORBIDDEN = ("PySide6", "PyQt5", "PyQt6", "pyqtgraph", "mlm_lab.app", "shiboken6")


def _core_files():
    return [p for p in ROOT.rglob("*.py") if "app" not in p.relative_to(ROOT).parts]


# The command line's entry points into the window, each importing the app lazily: cli/__init__.py
# starts it only when asked to open the window; cli/app.py (screenshot, lesson --pdf) and
# cli/animate.py open it offscreen, once their arguments are checked
ENTRY_POINTS = ("cli/__init__.py", "cli/app.py", "cli/animate.py")


def test_no_core_file_imports_qt_or_the_app():
    offenders = []
    for path in _core_files():
        if path.relative_to(ROOT).as_posix() in ENTRY_POINTS:
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            for name in names:
                if any(name == f or name.startswith(f + ".") for f in FORBIDDEN):
                    offenders.append(f"{path.relative_to(ROOT)}: {name}")
    assert not offenders, offenders


def test_importing_every_core_module_loads_no_qt():
    modules = sorted(
        ".".join(("mlm_lab", *p.relative_to(ROOT).with_suffix("").parts)).replace(".__init__", "")
        for p in _core_files()
        if p.name != "__main__.py"
    )
    code = (
        "import importlib, sys\n"
        f"for m in {modules!r}: importlib.import_module(m)\n"
        "bad = [m for m in sys.modules if m.split('.')[0] in ('PySide6', 'pyqtgraph', 'shiboken6')]\n"
        "print(','.join(bad))\n"
    )
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == ""
